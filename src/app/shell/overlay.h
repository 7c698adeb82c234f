/* overlay.h - what is drawn over or beside the maze: the legend and status
 * bar (each board's legend, then the status line) and the help overlay.
 * Built from ui.h commands. */
#ifndef MAZE_APP_OVERLAY_H
#define MAZE_APP_OVERLAY_H

#include "model/app_state.h"
#include "maze/palette.h"
#include "ui/ui.h"

/* Height of the status bar (legend line + status line), pixels. */
int overlay_bar_height(const Ui *ui);

/* The bar along the bottom of the main area: the shown board's legend
 * (seen: the colour slots its drawing reported), then the status line. */
void overlay_bar(Ui *ui, const App *app, UiRect bar, PalSet seen);




/* The key list, centred in screen. */
void overlay_help(Ui *ui, UiRect screen);

#endif
