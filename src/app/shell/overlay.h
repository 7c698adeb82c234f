/* overlay.h - what is drawn beside the maze: the legend and status bar
 * (each board's legend, then the status line); the help overlay is
 * help.h's. Built from ui.h commands. */
#ifndef MAZE_APP_OVERLAY_H
#define MAZE_APP_OVERLAY_H

#include "boards/board.h"
#include "model/app_state.h"
#include "maze/palette.h"
#include "ui/ui.h"

/* A bar narrower than OVERLAY_ONE_LINE_W (at scale 1, pixels) gives the
 * status two lines, narrower than OVERLAY_TWO_LINES_W three: the longest
 * messages (a recording's path with a 20-digit seed, about 130
 * characters) need them with the panel shown at 1024x768 (three in
 * projector mode). A status needing one more line takes the legend's. */
#define OVERLAY_ONE_LINE_W 640
#define OVERLAY_TWO_LINES_W 400

/* The lines the status has in a bar bar_w pixels wide: 1 to 3. */
int overlay_status_lines(const Ui *ui, int bar_w);

/* Height of app's status bar bar_w pixels wide (legend line + status
 * lines in the bar's font, board_panel_bar_font), pixels. */
int overlay_bar_height(const Ui *ui, const App *app, int bar_w);

/* The bar along the bottom of the main area: the shown board's legend
 * (seen: the colour slots its drawing reported), then the status wrapped
 * on its lines; a status that needs more (a file's path) takes the
 * legend's line too. */
void overlay_bar(Ui *ui, const App *app, UiRect bar, const BoardSeen *seen);

#endif
