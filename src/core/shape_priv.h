/* shape_priv.h - what the shape files (shape_*.c) and shape.c share: a
 * cell's column without a division, the topology's allocation, and each
 * shape's constructor. Private to src/core/. */
#ifndef MAZE_SHAPE_PRIV_H
#define MAZE_SHAPE_PRIV_H

#include "maze/shape.h"

/* Column and row of cell i of a grid of rows (square, hex, triangle): a
 * multiply by the topology's reciprocal (exact for i < w * 2^13, as
 * gen_column), a division on the plain square. */
static inline uint32_t shape_col(const Grid *g, uint32_t i)
{
    const uint32_t w = (uint32_t)g->w;
    if (!g->topo)
        return i % w;
    return i - (uint32_t)(((uint64_t)i * g->topo->recip) >> 40) * w;
}

static inline uint32_t shape_row(const Grid *g, uint32_t i)
{
    if (!g->topo)
        return i / (uint32_t)g->w;
    return (uint32_t)(((uint64_t)i * g->topo->recip) >> 40);
}

/* A new topology for g (shape, size and n set by the caller later), with
 * the reciprocal of g->w; NULL when out of memory. */
struct GridTopo *shape_topo_new(const Shape *shape, int w);

/* Frees t and what it owns. NULL is fine. */
void shape_topo_free(struct GridTopo *t);

/* Makes a copy of t for a grid of n cells; NULL when out of memory. */
struct GridTopo *shape_topo_copy(const struct GridTopo *t, uint32_t n);

/* Polar: fills t's rings for `rings` rings and returns the cells, or 0
 * when they would be more than MAZE_MAX_SIDE^2 (or out of memory: *nomem
 * set). */
uint32_t shape_polar_build(struct GridTopo *t, uint32_t rings, bool *nomem);

/* Polar: the cells `rings` rings hold (0 when more than MAZE_MAX_SIDE^2). */
uint64_t shape_polar_cells(uint32_t rings);

/* Triangle: the exit (the last cell of the bottom row with a south side,
 * else the last cell's east side). */
void shape_triangle_ends(struct GridTopo *t, int w, int h);

/* Side names shared by the shapes of rows and columns. */
extern const char *const shape_compass_names[4];

#endif
