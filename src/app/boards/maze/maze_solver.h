/* maze_solver.h - the maze board's solver overlay and shortest path (see
 * maze_solver.c); used by maze_board.c. */
#ifndef MAZE_APP_MAZE_SOLVER_H
#define MAZE_APP_MAZE_SOLVER_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/maze/maze_state.h"

/* Drops the shortest-path overlay (recomputed while it is switched on). */
void maze_solver_clear_shortest(App *app);

/* Removes the solver from the picture. The shortest path stays: it belongs
 * to the maze, and is shown beside the solver's trail for comparison. */
void maze_solver_clear(App *app);

/* True when no solver runs: none started, or every compare pane's is done. */
bool maze_solver_over(const App *app);

/* Moves pane 0's solver and every racing pane's by at most n (lock-step). */
size_t maze_solver_moves(App *app, size_t n);

/* Starts the chosen solver at the entrance of the finished maze (of every
 * compare pane: a race). Returns false, the status line saying why, when
 * the solver cannot be made. */
bool maze_solver_start(App *app);

/* Steps the solver (every racing one) in chunks of MAZE_SOLVER_CHUNK
 * until it is done or ms milliseconds have passed; the status line gives
 * its verdict once done. */
enum { MAZE_SOLVER_CHUNK = 4096 };
void maze_solver_finish_within(App *app, double ms);

/* After the finished maze changed (braided again, changed by hand, an end
 * moved): its analysis, shortest path and picture are made afresh, and the
 * solver on screen runs again from the start on the new maze, finished at
 * once: as far as MAZE_SOLVER_AGAIN_MS allows now, the rest at full speed
 * in the next frames (a random mouse may walk for long). */
#define MAZE_SOLVER_AGAIN_MS 10.0
void maze_solver_refresh(App *app);

/* Computes the shortest path (BFS) of the finished maze for the overlay. */
void maze_solver_shortest(App *app);

#endif
