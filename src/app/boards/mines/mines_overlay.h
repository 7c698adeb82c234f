/* mines_overlay.h - the words and numbers around the Minesweeper board,
 * built from ui.h commands: the header strip above it (mines left and the
 * time in dark counters that read from the back of a classroom, the reset
 * face between them, the game's state and the undos in words) and the
 * status bar's legend. SDL-free. */
#ifndef MAZE_APP_MINES_OVERLAY_H
#define MAZE_APP_MINES_OVERLAY_H

#include <stdbool.h>

#include "boards/mines/mines_state.h"
#include "boards/mines/mines_layout.h"
#include "ui/ui.h"

/* The engine's marks on the board (the hint, the solver's last step). */
typedef enum MinesMark {
    MINES_MARK_CLUE = 0,        /* a number the deduction used: outlined */
    MINES_MARK_SAFE,            /* a cell it proves safe */
    MINES_MARK_MINE,            /* a cell it proves a mine */
    MINES_MARK_COUNT
} MinesMark;

/* The colour of mark m (also its legend swatch). */
UiColor mines_overlay_mark_color(MinesMark m);

/* The colour of a closed cell with chance p (0..1) of a mine: green
 * through yellow to red. */
UiColor mines_overlay_odds_color(double p);

/* The reset face's square in the header strip of layout l. */
UiRect mines_overlay_face(const Ui *ui, const MinesLayout *l);

#define MINES_FACE_ID "##mines-face"

/* Draws the header strip of layout l: the counters, the game's state and
 * the undos in words; a press on the face records BOARD_NEW_SEED. Returns
 * whether the face has room between the counters (it is drawn then). */
bool mines_overlay_header(Ui *ui, App *app, const MinesLayout *l);

/* Draws the legend line of the status bar bar: a swatch for each overlay
 * shown, then what the mouse buttons do, each when it fits. */
void mines_overlay_legend(Ui *ui, const App *app, UiRect bar);

/* The header's words for the game's state: "Click a cell", "Playing",
 * "Cleared!", "Mine hit". */
const char *mines_overlay_state(const MinesBoard *b);

#endif
