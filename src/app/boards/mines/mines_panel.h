/* mines_panel.h - the Minesweeper side of the panel, and the mouse on the
 * board: left opens (or chords an open number), right flags, middle or
 * Shift+left chords. SDL-free. */
#ifndef MAZE_APP_MINES_PANEL_H
#define MAZE_APP_MINES_PANEL_H

#include "boards/mines/mines_state.h"
#include "boards/mines/mines_layout.h"
#include "boards/board_panel.h"
#include "ui/ui.h"

/* Records this frame's button press, when it landed on a cell of the board
 * laid out as l and no widget took it, as MINES_BOARD_REVEAL, _FLAG or _CHORD
 * with the cell's index (app_post). */
void mines_panel_input(Ui *ui, App *app, const MinesLayout *l);

/* The board's panel section (board and its switches, game with hint and
 * undo, deduction, cascade or solver, overlays) in the current ui area;
 * seed is the seed field's state. */
void mines_panel_run(BoardPanelSeed *seed, Ui *ui, App *app);

/* The board's part of the slim bar (the panel hidden): the board's size
 * and mines, the animation's Pause, Step and speed, New board and Hint. */
void mines_panel_slim(Ui *ui, App *app);
#define PANEL_MINES_SLIM_NEW "New board##mines-slim-new"
#define PANEL_MINES_SLIM_HINT "Hint (?)##mines-slim-hint"

#define PANEL_MINES_WIDTH "Width##mines-w"
#define PANEL_MINES_HEIGHT "Height##mines-h"
#define PANEL_MINES_COUNT "Mines##mines-n"
#define PANEL_MINES_RESTART "Restart (G)##mines-restart"
#define PANEL_MINES_NEW "New board (R)##mines-new"
#define PANEL_MINES_STEP "Step##mines-step"
#define PANEL_MINES_SHOW_QUEUE "Show the queue (Q)##mines-queue"
#define PANEL_MINES_SHOW_SAFE "Show the safe zone (Z)##mines-safe"
#define PANEL_MINES_NO_GUESS "No guessing needed##mines-no-guess"
#define PANEL_MINES_MARKS "Right click marks \"?\" too##mines-marks"
#define PANEL_MINES_HINT "Hint (?)##mines-hint"
#define PANEL_MINES_UNDO "Undo (U)##mines-undo"
#define PANEL_MINES_SOLVE "Solve step by step (A)##mines-solve"

#endif
