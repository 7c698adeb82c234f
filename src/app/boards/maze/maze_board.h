/* maze_board.h - the maze board, with no SDL in sight: its run, solver,
 * overlays, compare panes and measurement live in the App (app_state.h);
 * these functions make, step and change them. Bias and compare
 * (boards/maze/bias/) are a part of this board: the compare panes step in
 * lock-step with the board's own run, and their overlays paint its maze. */
#ifndef MAZE_APP_MAZE_BOARD_H
#define MAZE_APP_MAZE_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "model/app_state.h"

/* Makes the first run for app->set (dirty list, bias, run). Returns false,
 * with the reason in app->status, when it cannot be made. */
bool maze_board_init(App *app);

/* Frees what maze_board_init and later actions made. */
void maze_board_free(App *app);

/* Replaces the run with a fresh one for the current settings (the compare
 * panes too). Keeps the old run, and says why in the status line, when the
 * new one cannot be made (returns false). */
bool maze_board_restart(App *app);

/* Does `kind` when it is one of the maze board's actions (run controls,
 * algorithm and size, solver, overlays, compare, measure, export). Returns
 * false, doing nothing, for any other kind. */
bool maze_board_do(App *app, AppActionKind kind, long arg);

/* Advances the generator (and every compare pane), then the solver, by the
 * speed's budget for dt seconds within budget_ms; then the statistics and
 * measuring. Returns the steps done. */
uint64_t maze_board_advance(App *app, double dt, double budget_ms);

/* True when nothing is left to animate: the maze is done and the solver
 * (if any was asked for) is done too. */
bool maze_board_settled(const App *app);

/* Fraction (0..1) of cells finished: for the progress bar of long runs.
 * Estimated from 256 evenly spaced cells (every cell of a smaller grid). */
double maze_board_progress(const App *app);

#endif
