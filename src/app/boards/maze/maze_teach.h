/* maze_teach.h - the maze board's timelines: the generator's run (every
 * compare pane's, moved as one: maze/lockstep.h) and the solver's each
 * under a Timeline (maze/timeline.h), with the report of their last step,
 * so that a student can step back, jump to the start, the end or the next
 * or previous milestone, or drag to any step, and read the pseudocode line
 * and the sentence of the step shown (each pane's, in compare mode). Runs
 * of at most TEACH_MAX_CELLS cells have timelines. SDL-free.
 *
 * The controls act on the solver once there is one (its grid is the
 * finished maze), else on the generators. In compare mode they move every
 * pane's generator in lock-step (k steps forward then j back is k - j
 * forward, in every pane); the solver race has no timeline and is cleared
 * by a control. A seek pauses what it moved; its dirty lists overflow (the
 * view repaints everything). */
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

/* The run has no generator's history to show (a maze read from a file):
 * its timeline goes, and none is made again until the next run. */
void maze_teach_no_gen(App *app);

/* Makes the timelines a new run (and its solver, when there is one) may
 * have, so the view shows them from step 0. */
void maze_teach_begin(App *app);

/* Advances the generator (every compare pane, as bias_step: each that is
 * not done by the same count) by at most n steps, through their timelines
 * when they have them. Returns the most steps a pane did. */
size_t maze_teach_gen_step(App *app, size_t n);

/* Advances the solver by at most n steps, through its timeline. */
size_t maze_teach_solve_step(App *app, size_t n);

/* Does a timeline control (BOARD_STEP_BACK, BOARD_TO_START, BOARD_TO_END,
 * BOARD_SEEK) on the solver, or the generators when there is no solver;
 * says what happened in the status line. */
void maze_teach_control(App *app, int kind, long arg);

/* Starts a search for the next (forward) or previous milestone of what the
 * controls act on (lockstep.h: in compare mode the first pane still
 * running leads, every pane follows to its step) and pauses it; the search
 * runs in maze_teach_seek_work, frame by frame. Without a timeline the
 * status line says why. */
void maze_teach_milestone(App *app, bool forward);

/* Does at most about ms milliseconds of the search under way; says in the
 * status line how far it got, or where it landed. Returns true while it
 * goes on. */
bool maze_teach_seek_work(App *app, double ms);

/* Stops the milestone search under way, where it got to. */
void maze_teach_seek_cancel(App *app);

/* True while a milestone search is under way; *forward (may be NULL):
 * its direction. */
bool maze_teach_seeking(const App *app, bool *forward);

/* The part of area the maze's picture (one pane) is fitted in once the
 * teaching strip (teach_view.h) and the row and column numbers
 * (maze_labels.h) have their room: area itself when neither shows. */
UiRect maze_teach_picture(Ui *ui, const App *app, UiRect area);

/* What the view's strip shows: false when there is no timeline to show
 * (compare mode: each pane shows its own sentence; a maze too big, out of
 * memory). */
/* Moves the maze's run to its next milestone on its timeline (a
 * recording that skips the first walk). False when it has no timeline (a
 * solver shown, compare mode, a big maze) or no milestone lies ahead (the
 * run is then where it was). */
bool maze_teach_to_milestone(App *app);

/* What the view shows: false when there is no timeline to show (compare
 * mode, a maze too big, out of memory). */
bool maze_teach_shown(const App *app, TeachShow *out);

/* Where the timeline the controls act on stands (every pane's, in compare
 * mode), for its slider and Back; false when there is none. */
bool maze_teach_span(const App *app, TeachSpan *out);

/* The report of pane k's last step (pane 0 is the board's own run), or
 * NULL when its run has no timeline. */
const StepReport *maze_teach_pane_report(const App *app, int k);

#endif
