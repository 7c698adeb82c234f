/* solve_util.h - small helpers every solver uses to change the trail and the
 * current cell and report exactly the cells that changed. Private to
 * src/solve/. */
#ifndef MAZE_SOLVE_UTIL_H
#define MAZE_SOLVE_UTIL_H

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
 * passage, or the exit (south side of the last cell; on other shapes the
 * exit's opening). The entrance is a wall: a solver never leaves the maze
 * the way it came in. */
static inline bool solve_can_leave(const Grid *g, uint32_t i, Dir d)
{
    if (grid_is_open(g, i, d))
        return true;
    if (grid_is_square(g))
        return d == DIR_S && i == grid_exit(g);
    return i == grid_exit(g) && (int)d == grid_exit_side(g);
}

/* The sides of cell i: 4 on the plain square without asking the shape. */
static inline int solve_sides(const Grid *g, uint32_t i)
{
    return grid_is_square(g) ? 4 : grid_sides(g, i);
}

#endif
