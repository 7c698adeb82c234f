/* render_maze.h - the maze as a (2W+1) x (2H+1) block picture, one texel a
 * block, in SDL textures: cells at odd coordinates, the walls between them
 * as blocks, corners always wall, the entrance gap above cell 0 and the exit
 * gap below the last cell. Only the tiles whose cells a frame changed are
 * repainted, within a time budget per frame, so a frame costs what it
 * changed and never more than the budget. The picture is drawn where a
 * ZoomPlace (ui/zoom.h) puts it: any scale of at least a pixel a block,
 * block k from floor(k * px) on, nearest filtering, only what the area
 * shows. */
#ifndef MAZE_APP_RENDER_MAZE_H
#define MAZE_APP_RENDER_MAZE_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "maze/dirty.h"
#include "maze/grid.h"
#include "maze/palette.h"
#include "maze/solve.h"
#include "ui/zoom.h"

/* What to show: the grid, and optionally a solver's overlay on it, a
 * distance heat map and the dead ends. The heat map and dead ends colour
 * only cells (and passages) that would otherwise be plain passage. */
typedef struct MazeLook {
    const Grid *grid;       /* required */
    const uint8_t *trail;   /* grid->n SolveTrail bytes, or NULL */
    uint32_t solver_cell;   /* the solver's cell, or GRID_NONE */
    const uint32_t *dist;   /* grid->n distances for the heat map, or NULL;
                               UINT32_MAX: unreached (drawn as passage) */
    uint32_t dist_max;      /* the distance drawn in the scale's last colour */
    bool dead_ends;         /* highlight cells with one open side */
    const uint8_t *cost;    /* grid->n weights (weights.h): mud cells drawn as
                               mud where they would be plain passage; or NULL */
} MazeLook;

/* Sets look's solver overlay (trail and current cell) from run; none when
 * run is NULL. The single maze and every compare pane draw it this way. */
void maze_look_solver(MazeLook *look, const SolveRun *run);

typedef struct MazeView MazeView;

/* Creates a view for a w x h grid on renderer r, showing all wall, every
 * tile due for painting. Textures are made by later updates, band by band
 * as their tiles stop being wall. Returns NULL (SDL_GetError tells why: out
 * of memory) on failure. Free with maze_view_free. */
MazeView *maze_view_new(SDL_Renderer *r, int w, int h);

/* Like maze_view_new, for grid g: the block picture for the plain square,
 * polygons for other shapes and masks (render_shape.h), drawn and updated
 * through the same calls (the hidden state's layers are not drawn on
 * those). NULL with SDL_GetError on failure. */
MazeView *maze_view_new_for(SDL_Renderer *r, const Grid *g);

/* True when v was made for grids like g (maze_view_new_for): shape, size
 * and mask. */
bool maze_view_fits_grid(const MazeView *v, const Grid *g);

/* Frees v and its texture. NULL is a no-op. */
void maze_view_free(MazeView *v);

/* True when v was made for a w x h grid. */
bool maze_view_fits(const MazeView *v, int w, int h);

/* Takes the cells in dirty as changed (everything when dirty is NULL, has
 * overflowed or is very long), then repaints the tiles due. With budget_ms
 * > 0 it stops once that much time is spent (having done at least a little)
 * and leaves the rest, round-robin, to the next calls (maze_view_pending
 * says whether any is left); with 0 it paints everything due, so the
 * picture is exact (tests, a screenshot). Returns false when SDL failed to
 * make or lock a texture. */
bool maze_view_update(MazeView *v, const MazeLook *look, const DirtyList *dirty,
                      double budget_ms);

/* True while some tile still waits for painting. */
bool maze_view_pending(const MazeView *v);

/* Marks everything for repainting at the next update (e.g. a new overlay). */
void maze_view_invalidate(MazeView *v);

/* Starts over for a new run of the same size: everything shows as wall
 * until repainted (textures are kept for reuse), slots seen are forgotten. */
void maze_view_reset(MazeView *v);

/* The slots on screen now: each tile remembers the slots it was last
 * painted with, so a colour painted over (a finished maze's stack) leaves
 * the set once every tile that showed it is repainted. */
PalSet maze_view_slots_seen(const MazeView *v);
/* Forgets every tile's slots (nothing shown until repainted). */
void maze_view_forget_slots(MazeView *v);

enum { MAZE_VIEW_MAX_PX = 64 };  /* the wheel's closest zoom, pixels a block */

/* How the maze picture may be scaled: from 1 pixel a block (every wall
 * shows; a larger maze pans) up to MAZE_VIEW_MAX_PX, any fraction between. */
const ZoomLimits *maze_view_limits(void);

/* The picture's size, blocks: *bw = 2W+1, *bh = 2H+1. */
void maze_view_blocks(const MazeView *v, int *bw, int *bh);

/* The fit of the picture in area (no zoom): the largest scale at which it
 * fits, centred, at least a pixel a block (a larger maze shows its middle). */
ZoomPlace maze_view_place(const MazeView *v, SDL_Rect area);

/* Draws the part of the picture placed at p that p's area shows. */
void maze_view_draw(MazeView *v, SDL_Renderer *r, const ZoomPlace *p);

/* Draws layer, a texture of v's picture size in blocks (one texel a block,
 * its blend mode as set: the hidden state's sets and weights), over the
 * picture placed at p, with exactly the picture's block edges: every block
 * of the layer covers the pixels of the same block of the picture, at any
 * zoom. A texture of another size is not drawn. */
void maze_view_draw_layer(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, SDL_Texture *layer);

/* Draws a path of len cells (entrance cell first) as a line through the
 * cell centres, from the entrance gap to the exit gap, over the maze drawn
 * at p, in the shortest-path colour, clipped to p's area. */
void maze_view_draw_path(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, const uint32_t *cells,
                         size_t len);

/* The slot a cell of look is drawn in (its solver overlay, else its mark). */
PalSlot maze_view_cell_slot(const MazeLook *look, uint32_t i);

/* The colour (ARGB) of cell i's block: its slot's, or the mud's, dead-end
 * or heat colour when those apply and the cell is plain passage. */
uint32_t maze_view_cell_argb(const MazeLook *look, uint32_t i);

#endif
