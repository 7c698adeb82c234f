/* gen_util.h - small helpers every generator uses to change the grid and
 * report exactly the cells that changed. Private to src/gen/. */
#ifndef MAZE_GEN_UTIL_H
#define MAZE_GEN_UTIL_H

#include "maze/gen.h"
#include "maze/shape.h"
#include "run/run_priv.h"

/* For a hot loop written once and compiled into more than one caller (with
 * and without a dirty list, say, each with its own constants folded in):
 * ask the compiler to inline it at each call. */
#if defined(__GNUC__)
#define GEN_HOT_INLINE static inline __attribute__((always_inline))
#else
#define GEN_HOT_INLINE static inline
#endif

/* A function a hot loop calls only now and then, kept out of line so that
 * the loop keeps its registers. */
#if defined(__GNUC__)
#define GEN_OUT_OF_LINE static __attribute__((noinline))
#else
#define GEN_OUT_OF_LINE static
#endif

/* A branch almost never taken, for the compiler to move out of line. */
#if defined(__GNUC__)
#define GEN_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define GEN_UNLIKELY(x) (x)
#endif

/* Fills the report (when one is attached) with event `kind` at pseudocode
 * line `line`: a move from cell to other in direction d. */
static inline void gen_report_move(GenCtx *c, int kind, int line, uint32_t cell,
                                   uint32_t other, Dir d)
{
    step_move(c->report, kind, line, cell, other, (int)d);
}

/* In init: the run's start report, event `kind` at line 0, naming the
 * start cell (STEP_NONE for none). */
static inline void gen_report_start(GenCtx *c, int kind, uint32_t cell)
{
    step_move(c->report, kind, 0, cell, STEP_NONE, -1);
}

/* Sets cell i's mark to m, reporting i when that changes it. */
static inline void gen_mark(GenCtx *c, uint32_t i, Mark m)
{
    if (c->grid->mark[i] != (uint8_t)m) {
        c->grid->mark[i] = (uint8_t)m;
        dirty_add(c->dirty, i);
    }
}

/* Opens the passage on side d of cell i (not the outer boundary), reporting
 * the cell whose pass byte changed. Any shape. */
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

/* Row-major offsets of the four directions, for hot loops that track x, y
 * (the plain square only). */
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

/* gen_neighbors_where on any shape: the sides of cell i, in side order,
 * whose neighbour (on, inside the grid) has mark m (match) or not. */
static inline uint32_t gen_sides_where(const Grid *g, uint32_t i, bool match, Mark m,
                                       Dir out[GRID_MAX_SIDES])
{
    uint32_t nb[GRID_MAX_SIDES];
    const int sides = grid_neighbors(g, i, nb);
    uint32_t k = 0;
    for (int s = 0; s < sides; s++)
        if (nb[s] != GRID_NONE && (g->mark[nb[s]] == (uint8_t)m) == match)
            out[k++] = (Dir)s;
    return k;
}

/* Writes to out[] the directions from cell i (in column x) to neighbours
 * inside the grid whose mark is m (match true) or is not m (match false),
 * in the order N, E, S, W; returns how many (0..4). No division: the caller
 * knows x. On other shapes, gen_sides_where (x unused). */
static inline uint32_t gen_neighbors_where(const Grid *g, uint32_t i, uint32_t x, bool match,
                                           Mark m, Dir out[GRID_MAX_SIDES])
{
    if (!grid_is_square(g))
        return gen_sides_where(g, i, match, m, out);
    const uint32_t w = (uint32_t)g->w;
    const uint8_t *mk = g->mark;
    uint32_t k = 0;
    if (i >= w && (mk[i - w] == (uint8_t)m) == match)
        out[k++] = DIR_N;
    if (x + 1 < w && (mk[i + 1] == (uint8_t)m) == match)
        out[k++] = DIR_E;
    if (i + w < g->n && (mk[i + w] == (uint8_t)m) == match)
        out[k++] = DIR_S;
    if (x > 0 && (mk[i - 1] == (uint8_t)m) == match)
        out[k++] = DIR_W;
    return k;
}

/* One of the k >= 1 directions in options, uniformly; draws from rng only
 * when there is a choice. */
static inline Dir gen_pick_dir(Rng *rng, const Dir *options, uint32_t k)
{
    return options[k == 1 ? 0 : rng_below(rng, k)];
}

/* The mark of a walk that left a cell by side s (Wilson's arrows), and
 * back: the side, or -1 for a mark that is no arrow. */
static inline Mark gen_walk_mark(unsigned s)
{
    /* a table, not a test: a walk's sides come at random */
    static const uint8_t marks[GRID_MAX_SIDES] = { MARK_WALK_N, MARK_WALK_E, MARK_WALK_S,
                                                   MARK_WALK_W, MARK_WALK_4, MARK_WALK_5 };
    return (Mark)marks[s];
}

static inline int gen_walk_side(unsigned m)
{
    if (m >= MARK_WALK_N && m <= MARK_WALK_W)
        return (int)(m - MARK_WALK_N);
    return m == MARK_WALK_4 || m == MARK_WALK_5 ? (int)(m - MARK_WALK_4) + 4 : -1;
}

/* Moves the coordinates (*x, *y) one cell in direction d. */
static inline void gen_move_xy(Dir d, int *x, int *y)
{
    *x += d == DIR_E ? 1 : d == DIR_W ? -1 : 0;
    *y += d == DIR_S ? 1 : d == DIR_N ? -1 : 0;
}

/* The reciprocal for gen_column on a grid w (1..MAZE_MAX_SIDE) wide. */
static inline uint64_t gen_column_recip(uint32_t w)
{
    return (UINT64_C(1) << 40) / w + 1;
}

/* The column i % w of cell i of a grid w wide without a division: recip is
 * gen_column_recip(w). Exact for i < w * MAZE_MAX_SIDE: floor(i * recip /
 * 2^40) is floor(i / w) while i * w < 2^40 (Granlund and Montgomery's
 * rounded-up reciprocal), and i * recip < 2^53 never overflows. */
static inline uint32_t gen_column(uint32_t i, uint32_t w, uint64_t recip)
{
    return i - (uint32_t)(((uint64_t)i * recip) >> 40) * w;
}

#endif
