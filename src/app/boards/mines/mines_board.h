/* mines_board.h - the Minesweeper board, with no SDL in sight: the
 * board being played, its settings, the cascade's step budget, the game
 * timer, and the actions that the panel, the mouse and keys go through
 * (the shell hands them to mines_board_act). The moves themselves are in
 * mines_moves.h, the hint in mines_hint.h, the timelines in mines_teach.h.
 *
 * The maze and the board live side by side in the App: switching boards
 * leaves the other one as it was (the maze run keeps its state, paused
 * while hidden; the game timer only runs while the board is shown). */
#ifndef MAZE_APP_MINES_BOARD_H
#define MAZE_APP_MINES_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/mines.h"
#include "boards/mines/mines_state.h"

/* Makes the first board (seed: app->set.seed) and plays the scripted moves,
 * leaving the last move's cascade to animate. Returns false, with the
 * reason in app->status, when the board cannot be made. */
bool mines_board_init(App *app);

/* Frees the board. */
void mines_board_free(App *app);

/* The Minesweeper board's own actions (after the BoardControl kinds). */
typedef enum MinesAction {
    MINES_BOARD_PRESET = BOARD_OWN, /* arg: index into mines_presets, or APP_MINES_CUSTOM */
    MINES_BOARD_SET_WIDTH,  /* arg: cells; new board */
    MINES_BOARD_SET_HEIGHT, /* arg: cells; new board */
    MINES_BOARD_SET_COUNT,  /* arg: mines; new board */
    MINES_BOARD_REVEAL,     /* arg: cell index; open it (or chord an open number) */
    MINES_BOARD_FLAG,       /* arg: cell index; cycle flag, "?" (marks on), nothing */
    MINES_BOARD_CHORD,      /* arg: cell index of an open number */
    MINES_BOARD_QUEUE_TOGGLE, /* show / hide the flood fill's queue */
    MINES_BOARD_SAFE_TOGGLE, /* show / hide the first click's safe zone */
    MINES_BOARD_HINT,       /* show the next deduction, or the odds */
    MINES_BOARD_SOLVE,      /* the engine plays the board on the timeline; again: pause */
    MINES_BOARD_UNDO,       /* take back the move that hit a mine */
    MINES_BOARD_NO_GUESS_TOGGLE, /* no-guess boards on / off (from the next board) */
    MINES_BOARD_MARKS_TOGGLE /* "?" marks on / off */
} MinesAction;

/* Does action a (a BoardControl, or a MinesAction) to the board. Unknown
 * kinds do nothing. */
void mines_board_act(App *app, const AppAction *a);

/* Once the game is won or lost, says so in the status line (the first
 * time: with the best time, a win's time checked against the preset's). */
void mines_board_report(App *app);

/* Sets the status line: the board, its size and seed, what clicks do. */
void mines_board_describe(App *app);

/* Opens cascade cells for the speed's share of dt seconds (all at once at
 * the top speed or after F), within budget_ms; advances the game timer.
 * Returns the cells opened. */
uint64_t mines_board_advance(App *app, double dt, double budget_ms);

/* True when nothing is left to animate on the board. */
bool mines_board_settled(const App *app);

/* The board's cell at column x, row y, or MINES_NONE off the board. */
uint32_t mines_board_cell(const App *app, int x, int y);

/* The timer as shown: whole seconds, capped at 999 like the classic game. */
int mines_board_seconds(const App *app);

/* The Minesweeper board's model: state, settings, life, actions (boards.c). */
extern const BoardModel mines_model;

#endif
