/* solve_util.h - small helpers every solver uses to change the trail and the
 * current cell and report exactly the cells that changed. Private to
 * src/solve/. */
#ifndef MAZE_SOLVE_UTIL_H
#define MAZE_SOLVE_UTIL_H

#include "gen/gen_util.h"    /* GEN_HOT_INLINE, for the loops below */
#include "maze/shape.h"
#include "maze/solve.h"
#include "run/run_priv.h"

/* Sets cell i's trail byte to t, reporting i when that changes it. */
static inline void solve_mark(SolveCtx *c, uint32_t i, SolveTrail t)
{
    if (c->trail[i] != (uint8_t)t) {
        c->trail[i] = (uint8_t)t;
        dirty_add(c->dirty, i);
    }
}

/* Moves the current cell to i, reporting the old and the new one. */
static inline void solve_move_to(SolveCtx *c, uint32_t i)
{
    if (c->current != i) {
        dirty_add(c->dirty, c->current);
        dirty_add(c->dirty, i);
        c->current = i;
    }
}

/* Ends the run with verdict v (in the step that does its last event). */
static inline void solve_end(SolveCtx *c, SolveVerdict v)
{
    c->verdict = v;
    c->done = true;
}

/* True when side d of cell i can be walked through: an open interior
 * passage, or the goal's opening (on any shape: goal_side is a side of
 * the goal cell). The start's opening is a wall: a solver never leaves the
 * maze the way it came in. */
static inline bool solve_can_leave(const SolveCtx *c, uint32_t i, Dir d)
{
    return grid_is_open(c->grid, i, d) || (i == c->goal && (int)d == c->goal_side);
}

/* The sides of cell i: 4 on the plain square without asking the shape. */
static inline int solve_sides(const Grid *g, uint32_t i)
{
    return grid_is_square(g) ? 4 : grid_sides(g, i);
}


/* The open passages of cell i as bits, 1 << d for each side d (N, E, S,
 * W): grid_is_open on all four sides at once, from the pass bits. The
 * plain square's (and the masked square's, whose cells switched off have
 * no passages) only. No edge
 * test, no division: the last column's PASS_E and the last row's PASS_S
 * are never set (grid.h), so the cell before one at x = 0, the last of the
 * row above, is never open to the east. */
static inline unsigned solve_open_sides(const Grid *g, uint32_t i)
{
    const uint32_t w = (uint32_t)g->w;
    const uint8_t *pass = g->pass;
    return (i >= w && (pass[i - w] & PASS_S) ? 1u << DIR_N : 0u) |
           (pass[i] & PASS_E ? 1u << DIR_E : 0u) | (pass[i] & PASS_S ? 1u << DIR_S : 0u) |
           (i > 0 && (pass[i - 1] & PASS_E) ? 1u << DIR_W : 0u);
}

/* The open passages of cell i as bits, 1 << s for each side s, on any
 * shape, square being grid_is_square(g): solve_open_sides on the plain
 * square (its fast path unchanged), else side by side through the shape
 * (at most GRID_MAX_SIDES bits). A hot loop written once as
 * GEN_HOT_INLINE with a `square` parameter and called with the constants
 * true and false gets the square's code with no test of the shape per
 * cell (the compiler cannot keep g->topo in a register across stores
 * through uint8_t pointers, which may alias it). */
static inline unsigned solve_open_sides_as(const Grid *g, uint32_t i, bool square)
{
    if (square)
        return solve_open_sides(g, i);
    unsigned bits = 0;
    for (int s = 0, sides = grid_sides(g, i); s < sides; s++)
        if (grid_is_open(g, i, (Dir)s))
            bits |= 1u << s;
    return bits;
}

static inline unsigned solve_open_sides_any(const Grid *g, uint32_t i)
{
    return solve_open_sides_as(g, i, grid_is_square(g));
}

/* The side of the cell beyond side d of cell i that faces back to i:
 * dir_opposite on the plain square without asking the shape, grid_back
 * elsewhere; square as for solve_open_sides_as. */
static inline Dir solve_back_as(const Grid *g, uint32_t i, Dir d, bool square)
{
    return square ? dir_opposite(d) : (Dir)grid_back(g, i, (int)d);
}

static inline Dir solve_back(const Grid *g, uint32_t i, Dir d)
{
    return solve_back_as(g, i, d, grid_is_square(g));
}

/* The first side in sides (a solve_open_sides or solve_open_sides_any
 * mask, not 0), in N, E, S, W order (in side order on other shapes). */
static inline Dir solve_first_side(unsigned sides)
{
    return (Dir)__builtin_ctz(sides);
}

/* The sides a walker on cell i can leave by, as solve_open_sides_as
 * gives them, with the goal's opening when i is the goal (solve_can_leave
 * on every side at once). */
static inline unsigned solve_exits_as(const SolveCtx *c, uint32_t i, bool square)
{
    unsigned sides = solve_open_sides_as(c->grid, i, square);
    if (i == c->goal && c->goal_side != GRID_INSIDE)
        sides |= 1u << c->goal_side;
    return sides;
}

static inline unsigned solve_exits(const SolveCtx *c, uint32_t i)
{
    return solve_exits_as(c, i, grid_is_square(c->grid));
}

/* True when a walker standing on cell i is home: on a goal that has no
 * opening (one with an opening is reached by stepping out through it). */
static inline bool solve_walker_home(const SolveCtx *c, uint32_t i)
{
    return i == c->goal && c->goal_side == GRID_INSIDE;
}

/* The moves after which a walker that may never arrive gives up:
 * ctx->move_limit, or SOLVE_MOVES_PER_CELL per cell (solve.h). */
static inline uint64_t solve_move_limit(const SolveCtx *c)
{
    return c->move_limit ? c->move_limit : (uint64_t)SOLVE_MOVES_PER_CELL * c->grid->n;
}

#endif
