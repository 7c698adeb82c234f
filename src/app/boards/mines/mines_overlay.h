/* mines_overlay.h - the words and numbers around the Minesweeper board,
 * built from ui.h commands: the header strip above it (mines left, the
 * game's state, the time, in dark counters that read from the back of a
 * classroom) and the status bar's legend. SDL-free. */
#ifndef MAZE_APP_MINES_OVERLAY_H
#define MAZE_APP_MINES_OVERLAY_H

#include "boards/mines/mines_state.h"
#include "boards/mines/mines_layout.h"
#include "ui/ui.h"

/* Draws the header strip of layout l. */
void mines_overlay_header(Ui *ui, const App *app, const MinesLayout *l);

/* Draws the legend line of the status bar bar: a swatch for each overlay
 * shown, then what the mouse buttons do, each when it fits. */
void mines_overlay_legend(Ui *ui, const App *app, UiRect bar);

/* The header's words for the game's state: "Click a cell", "Playing",
 * "Cleared!", "Mine hit". */
const char *mines_overlay_state(const MinesBoard *b);

#endif
