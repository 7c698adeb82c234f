/* render_maze_priv.h - the maze view's innards, shared by the files of the
 * view (render_maze.c paints the bands, render_maze_draw.c places and
 * draws them). Not for other modules: they see render_maze.h only. */
#ifndef MAZE_APP_RENDER_MAZE_PRIV_H
#define MAZE_APP_RENDER_MAZE_PRIV_H

#include "boards/maze/render_maze.h"
#include "boards/maze/render_path.h"
#include "boards/maze/render_shape.h"
#include "maze/tilemap.h"

enum {
    VIEW_TILE_SHIFT = 4,        /* tiles of 16 x 16 cells; a band is 33 texels high */
    VIEW_TILE = 1 << VIEW_TILE_SHIFT,
    VIEW_BATCH = 32,            /* tiles taken between clock checks */
    VIEW_BATCH_CELLS = VIEW_BATCH * VIEW_TILE * VIEW_TILE,
    VIEW_FOLD_MAX = 1 << 18     /* a longer dirty list is taken as "all changed" */
};

typedef enum ViewBandState {
    VIEW_BAND_ABSENT = 0,       /* no texture yet: drawn as wall */
    VIEW_BAND_STALE,            /* a texture from an earlier run: drawn as wall */
    VIEW_BAND_LIVE              /* drawn from its texture */
} ViewBandState;

typedef struct ViewBand {
    SDL_Texture *tex;
    ViewBandState state;
} ViewBand;

struct MazeView {
    SDL_Renderer *r;
    int w, h;               /* grid size, cells */
    int bw, bh;             /* picture size, blocks: 2w+1 x 2h+1 */
    TileMap tiles;
    ViewBand *bands;        /* tiles.th: band y is tile row y */
    uint32_t argb[PAL_COUNT];
    uint8_t mark_slot[256]; /* mark byte -> PalSlot */
    PalSet *tile_seen;      /* tiles.count: the slots each tile shows now */
    uint32_t slot_tiles[PAL_COUNT]; /* tiles showing each slot now */
    PathLine *path;         /* the path overlay's cached raster, or NULL */
    PathGaps gaps;          /* the openings of the maze last painted (grid_end_gap) */
    ShapeView *shape;       /* a grid other than the plain square: drawn as
                               polygons (render_shape.h), the bands unused */
};

/* The blocks band b covers: from its first tile's to its last tile's. */
TileRect maze_view_band_blocks(const MazeView *v, int b);

#endif
