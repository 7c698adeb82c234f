/* mines_moves.h - the player's moves on the Minesweeper board: a left
 * click opens a closed cell or chords an open number; a right click
 * cycles flag, "?", nothing ("?" marks are the window's own: the game
 * never reads them); undo takes back a move that hit a mine.
 *
 * A move made while a flood fill animates waits for the fill's end: the
 * fill and its timeline go on, and the move keeps the meaning it had at
 * the click (a click on a closed cell opens it, or does nothing if the
 * fill opened it meanwhile; it never becomes a chord). SDL-free. */
#ifndef MAZE_APP_MINES_MOVES_H
#define MAZE_APP_MINES_MOVES_H

#include <stdbool.h>
#include <stdint.h>

#include "boards/mines/mines_state.h"

/* Readies the moves for the board just made: no "?" marks, nothing
 * waiting, nothing to undo, no undos or help counted. False when out of
 * memory (the board then has no "?" marks). */
bool mines_moves_reset(App *app);

/* Frees what the moves own (the marks, the board kept for undo). */
void mines_moves_free(App *app);

/* A move of `kind` (MINES_BOARD_REVEAL, _FLAG or _CHORD) on cell i: played
 * now, or kept until the flood fill under way ends. The status line says
 * what it did. Cells off the board are ignored. */
void mines_moves_play(App *app, int kind, long i);

/* Plays the moves that waited, once no flood fill is under way (one that
 * starts a fill leaves the others waiting for its end); a game that ended
 * drops them. */
void mines_moves_flush(App *app);

/* Keeps the board as it is, for undo, before something opens cells (a
 * click, a chord, the solver). */
void mines_moves_keep(App *app);

/* Takes back the move that hit a mine: the board as it was before it,
 * the undo counted (MinesState.undos). Says why not otherwise. */
void mines_moves_undo(App *app);

/* True when cell i shows a "?" mark (closed, unflagged, marked). */
bool mines_moves_marked(const App *app, uint32_t i);

/* Removes every "?" mark. */
void mines_moves_clear_marks(App *app);

#endif
