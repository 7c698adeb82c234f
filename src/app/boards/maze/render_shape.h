/* render_shape.h - the maze picture of a grid that is not the plain square
 * (polar, hexagonal, triangular, or a square with cells masked off): each
 * cell a filled polygon in the colour the block picture would give it (its
 * mark, the solver's trail, the heat map, the dead ends:
 * maze_view_cell_argb), each closed side a wall segment, from the
 * library's geometry (shape.h: grid_corners, grid_walls). The MazeView of
 * render_maze.h takes this path for such grids (maze_view_new_for), so
 * its callers draw every shape alike.
 *
 * The unit space the polygons lie in is placed like a block picture: unit
 * u lies at block SHAPE_VIEW_MARGIN + SHAPE_VIEW_BLOCKS * u, so a unit
 * cell is as wide as a square cell with its wall, and a ZoomPlace zooms
 * and pans it like any picture. An update recolours every cell and
 * gathers the walls when the frame changed anything (a few ms for the
 * panel's largest sizes); a draw sends the polygons the area shows. */
#ifndef MAZE_APP_RENDER_SHAPE_H
#define MAZE_APP_RENDER_SHAPE_H

#include <stdbool.h>

#include <SDL.h>

#include "boards/maze/render_maze.h"
#include "maze/shape.h"

enum {
    SHAPE_VIEW_BLOCKS = 2,      /* blocks a unit of the shape's space */
    SHAPE_VIEW_MARGIN = 1       /* blocks around it: the outer walls' room */
};

typedef struct ShapeView ShapeView;

/* A view of grids like g (its shape, size and mask), every cell showing
 * as wall until the first update. NULL when out of memory. Free with
 * shape_view_free. */
ShapeView *shape_view_new(const Grid *g);

/* Frees v. NULL is a no-op. */
void shape_view_free(ShapeView *v);

/* True when v was made for grids like g. */
bool shape_view_fits(const ShapeView *v, const Grid *g);

/* The picture's size in blocks (a ZoomPlace's units). */
void shape_view_blocks(const ShapeView *v, int *bw, int *bh);

/* Everything is recoloured at the next update. */
void shape_view_invalidate(ShapeView *v);

/* Recolours the cells and gathers the walls of look when dirty says
 * something changed (always after shape_view_invalidate; dirty NULL: all). */
void shape_view_update(ShapeView *v, const MazeLook *look, const DirtyList *dirty);

/* The slots the last update coloured cells with (the legend's). */
PalSet shape_view_slots_seen(const ShapeView *v);

/* Draws the picture placed at p, clipped to p's area. Returns false when
 * SDL failed to draw. */
bool shape_view_draw(ShapeView *v, SDL_Renderer *r, const ZoomPlace *p);

/* Draws the path of len cells as a line through their centres over the
 * picture placed at p, in the shortest-path colour. */
void shape_view_draw_path(ShapeView *v, SDL_Renderer *r, const ZoomPlace *p,
                          const uint32_t *cells, size_t len);

/* Where unit point u of the shape's space lands on the screen with the
 * picture placed at p. */
SDL_FPoint shape_view_to_screen(const ZoomPlace *p, ShapePoint u);

#endif
