/* gen_util.h - small helpers every generator uses to change the grid and
 * report exactly the cells that changed. Private to src/gen/. */
#ifndef MAZE_GEN_UTIL_H
#define MAZE_GEN_UTIL_H

#include "maze/gen.h"

/* Sets cell i's mark to m, reporting i when that changes it. */
static inline void gen_mark(GenCtx *c, uint32_t i, Mark m)
{
    if (c->grid->mark[i] != (uint8_t)m) {
        c->grid->mark[i] = (uint8_t)m;
        dirty_add(c->dirty, i);
    }
}

/* Opens the passage on side d of cell i (not the outer boundary), reporting
 * the cell whose pass byte changed. */
static inline void gen_carve(GenCtx *c, uint32_t i, Dir d)
{
    uint8_t bit;
    uint32_t o = grid_owner(c->grid, i, d, &bit);
    if (o != GRID_NONE && !(c->grid->pass[o] & bit)) {
        c->grid->pass[o] |= bit;
        dirty_add(c->dirty, o);
    }
}

/* Closes the passage on side d of cell i, reporting the changed cell. */
static inline void gen_wall(GenCtx *c, uint32_t i, Dir d)
{
    uint8_t bit;
    uint32_t o = grid_owner(c->grid, i, d, &bit);
    if (o != GRID_NONE && (c->grid->pass[o] & bit)) {
        c->grid->pass[o] &= (uint8_t)~bit;
        dirty_add(c->dirty, o);
    }
}

/* Row-major offsets of the four directions, for hot loops that track x, y. */
static inline int32_t gen_offset(const Grid *g, Dir d)
{
    switch (d) {
    case DIR_N: return -g->w;
    case DIR_E: return 1;
    case DIR_S: return g->w;
    case DIR_W: return -1;
    }
    return 0;
}

#endif
