/* overlay.h - what is drawn over or beside the maze: the legend and status
 * bar, the progress bar of a long run, the help overlay. Built from ui.h
 * commands. */
#ifndef MAZE_APP_OVERLAY_H
#define MAZE_APP_OVERLAY_H

#include "app_state.h"
#include "palette.h"
#include "ui.h"

/* Height of the status bar (legend line + status line), pixels. */
int overlay_bar_height(const Ui *ui);

/* The bar along the bottom of the maze area: a swatch and label for each
 * slot in seen that has a meaning, then the status line. */
void overlay_bar(Ui *ui, const App *app, UiRect bar, PalSet seen);

/* The colour of palette slot s, opaque. */
UiColor overlay_color(PalSlot s);

/* A legend entry at *x, y: a swatch of colour c and label, in the small
 * font; *x moves past it. */
void overlay_swatch(Ui *ui, int *x, int y, UiColor c, const char *label);

/* A progress bar over the maze while a long run finishes instantly. */
void overlay_progress(Ui *ui, const App *app, UiRect maze_area);

/* The key list, centred in screen. */
void overlay_help(Ui *ui, UiRect screen);

#endif
