/* solve_util.h - small helpers every solver uses to change the trail and the
 * current cell and report exactly the cells that changed. Private to
 * src/solve/. */
#ifndef MAZE_SOLVE_UTIL_H
#define MAZE_SOLVE_UTIL_H

#include "maze/solve.h"

/* Runs algo->init on run's zeroed state and cleared trail, with the report
 * pointed at run->start and no dirty list. Returns init's answer. */
bool solve_run_init_state(SolveRun *run);

/* Copies n bytes from src into a new counted block stored in *dst_ptr.
 * Returns false when out of memory. For copy callbacks. (solve_teach.c) */
bool solve_dup(void *dst_ptr, const void *src, size_t n);

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

/* True when side d of cell i can be walked through: an open interior
 * passage, or the exit (south side of the last cell). The entrance is a
 * wall: a solver never leaves the maze the way it came in. */
static inline bool solve_can_leave(const Grid *g, uint32_t i, Dir d)
{
    return grid_is_open(g, i, d) || (d == DIR_S && i == grid_exit(g));
}

#endif
