/* solve_util.h - small helpers every solver uses to change the trail and the
 * current cell and report exactly the cells that changed. Private to
 * src/solve/. */
#ifndef MAZE_SOLVE_UTIL_H
#define MAZE_SOLVE_UTIL_H

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
 * passage, or the goal's opening. The start's opening is a wall: a solver
 * never leaves the maze the way it came in. */
static inline bool solve_can_leave(const SolveCtx *c, uint32_t i, Dir d)
{
    return grid_is_open(c->grid, i, d) || (i == c->goal && (int)d == c->goal_side);
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
