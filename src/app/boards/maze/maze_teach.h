/* maze_teach.h - the maze board's timelines: the generator's run and the
 * solver's each under a Timeline (maze/timeline.h), with the report of
 * their last step, so that a student can step back, jump to the start or
 * the end, or drag to any step, and read the pseudocode line and the
 * sentence of the step shown. Only a single pane of at most
 * TEACH_MAX_CELLS cells has a timeline (compare mode steps its panes
 * without). SDL-free.
 *
 * The controls act on the solver once there is one (its grid is the
 * finished maze), else on the generator. A seek pauses what it moved; its
 * dirty list overflows (the view repaints everything). */
#ifndef MAZE_APP_MAZE_TEACH_H
#define MAZE_APP_MAZE_TEACH_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/teach/teach_show.h"
#include "boards/maze/maze_state.h"
#include "ui/ui.h"

/* Frees the timelines (maze_of(app)->teach). */
void maze_teach_free(App *app);

/* Drops the solver's timeline (the solver is being freed), or with
 * `all` the generator's as well (the run is being replaced). The next step
 * makes new ones. */
void maze_teach_forget(App *app, bool all);

/* Makes the timelines a new run (and its solver, when there is one) may
 * have, so the view shows them from step 0. */
void maze_teach_begin(App *app);

/* Advances the generator (every compare pane, as bias_step) by at most n
 * steps, through its timeline when it has one. Returns the steps done. */
size_t maze_teach_gen_step(App *app, size_t n);

/* Advances the solver by at most n steps, through its timeline. */
size_t maze_teach_solve_step(App *app, size_t n);

/* Does a timeline control (BOARD_STEP_BACK, BOARD_TO_START, BOARD_TO_END,
 * BOARD_SEEK) on the solver, or the generator when there is no solver;
 * says what happened in the status line. */
void maze_teach_control(App *app, int kind, long arg);

/* The part of area left for the maze's picture once the teaching strip
 * (teach_view.h) has its room: area itself when nothing is shown. */
UiRect maze_teach_picture(Ui *ui, const App *app, UiRect area);

/* Moves the maze's run to its next milestone on its timeline (a
 * recording that skips the first walk). False when it has no timeline (a
 * solver shown, compare mode, a big maze) or no milestone lies ahead (the
 * run is then where it was). */
bool maze_teach_to_milestone(App *app);

/* What the view shows: false when there is no timeline to show (compare
 * mode, a maze too big, out of memory). */
bool maze_teach_shown(const App *app, TeachShow *out);

#endif
