/* mines_teach.h - the Minesweeper flood fill under a Timeline: once a
 * click or chord has queued cells, the cascade can be stepped back, sent
 * to its start or end, or dragged to any step, with the pseudocode line
 * and the sentence of the cell opened last. Any other move on the board
 * (a click, a flag, a new board) ends that timeline. SDL-free. */
#ifndef MAZE_APP_MINES_TEACH_H
#define MAZE_APP_MINES_TEACH_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/teach/teach_show.h"
#include "boards/mines/mines_state.h"
#include "ui/ui.h"

/* Ends the flood fill's timeline (before a move changes the board, or the
 * board is replaced). */
void mines_teach_forget(App *app);

/* Frees the teach state (mines_of(app)->teach). */
void mines_teach_free(App *app);

/* Opens at most n queued cells, through the cascade's timeline (made at
 * the cascade's first step). Returns the cells opened. */
size_t mines_teach_step(App *app, size_t n);

/* Does a timeline control (BOARD_STEP_BACK, BOARD_TO_START, BOARD_TO_END,
 * BOARD_SEEK) on the cascade and pauses it; says what happened in the
 * status line. */
void mines_teach_control(App *app, int kind, long arg);

/* The part of area left for the board once the teaching strip has its
 * room: area itself when nothing is shown. */
UiRect mines_teach_picture(Ui *ui, const App *app, UiRect area);

/* What the view shows (out->tl NULL until a cascade has a timeline);
 * false for a board too big for a timeline. */
bool mines_teach_shown(const App *app, TeachShow *out);

#endif
