/* bias_race.h - the solver race of compare mode: when the solver starts on
 * pane 0 (maze_of(app)->solve), every other pane gets its own run of the same
 * solver on its own finished maze. They advance in lock-step (each that is
 * not done does the same count of moves), draw their trails like the
 * single maze, and the status line names who reached the exit first.
 * A race on one maze (MazeSettings.race) instead gives every pane pane 0's
 * maze and pane k its own solver, race_solver[k]: BFS against A*.
 * SDL-free. The pane solvers live in BiasPane.solve (bias.h) and are freed
 * with the pane's analysis (new maze, panes changed, compare mode ended). */
#ifndef MAZE_APP_BIAS_RACE_H
#define MAZE_APP_BIAS_RACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"
#include "maze/solve.h"

/* After maze_of(app)->solve was started on pane 0: starts the same solver in
 * panes 1.. (each on its finished maze, collecting changed cells in the
 * pane's dirty list). Returns false, with the reason in the status line and
 * no pane solver, when one cannot be made; true with one pane (no race). */
bool bias_race_start(App *app);

/* Frees every pane solver (pane 0's is the caller's). */
void bias_race_clear(App *app);

/* Steps every unfinished pane solver (panes 1..) by at most n; returns the
 * most moves any of them did. */
size_t bias_race_step(App *app, size_t n);

/* The solver of pane k: maze_of(app)->solve for pane 0, else the pane's (NULL
 * when it has none). */
const SolveRun *bias_race_run(const App *app, int k);

/* True when every solver shown (pane 0's included) is done, or none runs. */
bool bias_race_done(const App *app);

/* What the window counts for a solver run, one definition for the panel's
 * Moves, the pane labels, the race's status line and `mazelab solve`'s
 * "walked": a wall follower's moves from one cell to the next
 * (solve_raw_length). It starts standing in the entrance cell, and its
 * last step, out through the exit gap, is not a move between cells, so a
 * path of P cells takes at least P - 1 moves (run->steps counts that last
 * step too: one more once reached). BFS counts its steps instead (cells
 * expanded, then the path traced back): *unit (may be NULL) is "moves" or
 * "steps". */
uint64_t bias_race_count(const SolveRun *s, const char **unit);

/* The most any solver shown has counted (bias_race_count). */
uint64_t bias_race_moves(const App *app);

/* Says in the status line how the finished search went: with one pane the
 * solver's verdict, explored cells and path; in a race every pane's moves
 * and who reached the exit first ("Race: Wilson's 412 moves, DFS 988 moves
 * - Wilson's first"). */
void bias_race_report(App *app);

/* Pane k's solver as the pane's label shows it: "412 moves" (brief), or
 * "solver: 412 moves" / "reached: 412 moves, first" (bias_race_count:
 * BFS says "steps"). Returns false (buf
 * untouched) when pane k has no solver or compare mode is off. */
bool bias_race_pane_text(const App *app, int k, bool brief, char *buf, size_t cap);

#endif
