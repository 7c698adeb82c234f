/* tilemap.h - which square tiles of a maze's block picture need repainting,
 * so a viewer's frame costs what the frame changed, and never more than a
 * budget even when everything changed.
 *
 * The block picture of a W x H grid is (2W+1) x (2H+1) blocks: cells at odd
 * coordinates, the walls between them as blocks. Cell (x, y) owns the blocks
 * (2x+1..2x+2, 2y+1..2y+2): itself, its east side, its south side and the
 * corner between; the tiles of the first column also own block column 0 and
 * those of the first row block row 0. So tiles partition the picture, and a
 * change to cell (x, y) (its mark, or a passage it stores) can alter blocks
 * of only three tiles: those of (x, y), (x-1, y) and (x, y-1).
 *
 * Repainting goes round-robin from a cursor: tilemap_take hands out dirty
 * tiles in index order (rows of tiles, top to bottom), wrapping, so under a
 * per-frame budget every dirty tile is reached within one cycle. Pure C, no
 * SDL. */
#ifndef MAZE_TILEMAP_H
#define MAZE_TILEMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/status.h"

/* A half-open rectangle: x0 <= x < x1, y0 <= y < y1 (cells or blocks). */
typedef struct TileRect {
    int x0, y0, x1, y1;
} TileRect;

typedef struct TileMap {
    int w, h;           /* grid size, cells */
    int shift;          /* a tile is 2^shift x 2^shift cells (edge tiles less) */
    int tw, th;         /* tiles across and down */
    uint32_t count;     /* tw * th */
    uint32_t dirty;     /* dirty tiles now */
    uint32_t cursor;    /* the tile the next take looks at first */
    uint64_t row_mul;   /* ceil(2^40 / w): cell index -> row without a divide */
    uint64_t *bits;     /* count bits, 1 = dirty */
} TileMap;

/* Makes t a map for a w x h grid (1 <= w, h <= MAZE_MAX_SIDE) in tiles of
 * 2^shift cells (0 <= shift <= 13), every tile dirty. Returns MAZE_ERR_SIZE
 * or MAZE_ERR_ARG for a bad size or shift, MAZE_ERR_NOMEM when out of
 * memory; t is then empty (safe to tilemap_free). Free with tilemap_free. */
MazeStatus tilemap_init(TileMap *t, int w, int h, int shift);

/* Releases t's bitmap and leaves it empty. NULL or empty is fine. */
void tilemap_free(TileMap *t);

/* The row of cell i (i / w), by a multiply and a shift: exact for every
 * cell of a grid of at most MAZE_MAX_SIDE^2 cells. */
static inline uint32_t tilemap_cell_row(const TileMap *t, uint32_t i)
{
    return (uint32_t)(((uint64_t)i * t->row_mul) >> 40);
}

/* Marks tile k dirty, or clean (k < t->count). */
void tilemap_mark_tile(TileMap *t, uint32_t k);
void tilemap_clean_tile(TileMap *t, uint32_t k);

/* Marks every tile whose blocks can change when cell i changes (i < w*h). */
void tilemap_mark_cell(TileMap *t, uint32_t i);

/* Marks every tile dirty. */
void tilemap_mark_all(TileMap *t);

/* Marks the tiles of every cell in d; or every tile when d is NULL, has
 * overflowed, or lists more than max_cells cells (folding that many would
 * cost more than repainting all, spread over frames). */
void tilemap_mark_list(TileMap *t, const DirtyList *d, size_t max_cells);

/* True when tile k is dirty. */
bool tilemap_is_dirty(const TileMap *t, uint32_t k);

/* The cells of tile k, and the blocks it owns (see the top of this file). */
TileRect tilemap_cells(const TileMap *t, uint32_t k);
TileRect tilemap_blocks(const TileMap *t, uint32_t k);

/* Takes dirty tiles for repainting: from the cursor on, in index order and
 * wrapping, cleans them and writes their indices to out, while the cells
 * they cover add up to at most budget_cells and fewer than cap are taken.
 * The first dirty tile is always taken (cap >= 1), so any budget makes
 * progress. The cursor moves past the last tile taken. Returns how many
 * were taken: 0 only when nothing is dirty. */
size_t tilemap_take(TileMap *t, size_t budget_cells, uint32_t *out, size_t cap);

#endif
