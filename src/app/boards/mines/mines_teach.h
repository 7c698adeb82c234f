/* mines_teach.h - the Minesweeper board's timelines: the flood fill, and
 * the deduction engine playing the board (Solve). Once a click or chord
 * has queued cells, the cascade can be stepped back, sent to its start or
 * end, or dragged to any step, with the pseudocode line and the sentence
 * of the cell opened last; the same for the engine, one deduction a step,
 * each with its rule's line and its reasons. Any other move on the board
 * (a click, a flag, a new board) ends that timeline. SDL-free. */
#ifndef MAZE_APP_MINES_TEACH_H
#define MAZE_APP_MINES_TEACH_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/teach/teach_show.h"
#include "boards/mines/mines_state.h"
#include "ui/ui.h"

/* Ends the timeline (before a move changes the board, or the board is
 * replaced). */
void mines_teach_forget(App *app);

/* Frees the teach state (mines_of(app)->teach). */
void mines_teach_free(App *app);

/* Starts the deduction engine on the board from where it stands, on a new
 * timeline. False, with the reason in the status line, when the board is
 * not being played or a flood fill is under way. */
bool mines_teach_solve(App *app);

/* True while the engine's timeline is on (it may have reached its end). */
bool mines_teach_solving(const App *app);

/* True while the engine has deductions left to play. */
bool mines_teach_solve_running(const App *app);

/* The deduction the engine applied last, at the timeline's position, or
 * NULL (no engine, or at its start). */
const MinesDeduction *mines_teach_solve_last(const App *app);

/* Where the engine stopped, for the status line (call at its end). */
void mines_teach_solve_report(App *app);

/* Steps the timeline on (opens at most n queued cells, or applies at most
 * n deductions), the flood fill's timeline made at its first step.
 * Returns the steps done. */
size_t mines_teach_step(App *app, size_t n);

/* Does a timeline control (BOARD_STEP_BACK, BOARD_TO_START, BOARD_TO_END,
 * BOARD_SEEK) on the timeline and pauses it; says what happened in the
 * status line. */
void mines_teach_control(App *app, int kind, long arg);

/* The part of area left for the board once the teaching strip has its
 * room: area itself when nothing is shown. */
UiRect mines_teach_picture(Ui *ui, const App *app, UiRect area);

/* What the view shows (out->tl NULL until a timeline exists; a hint on
 * show puts the engine's rules in the strip with its sentence); false for
 * a board too big for a timeline. */
bool mines_teach_shown(const App *app, TeachShow *out);

#endif
