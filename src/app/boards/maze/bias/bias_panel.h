/* bias_panel.h - the panel's "Bias and compare" tab: overlay toggles,
 * compare mode, the current maze's statistics (live while it generates) and
 * "measure 100 mazes" with its bar chart. SDL-free, built from ui.h. */
#ifndef MAZE_APP_BIAS_PANEL_H
#define MAZE_APP_BIAS_PANEL_H

#include "boards/maze/maze_state.h"
#include "ui/ui.h"

#define BIAS_PANEL_HEAT "Heat map (M)##ov-heat"
#define BIAS_PANEL_DEAD_ENDS "Dead ends (D)##ov-dead"
#define BIAS_PANEL_PATH "Shortest solution (B)##ov-path"
#define BIAS_PANEL_LABELS "Set ids, distances in cells (T)##ov-labels"
#define BIAS_PANEL_MEASURE "##measure"

/* Lays out and runs the tab in the current ui area (after the tab row). */
void bias_panel_run(Ui *ui, App *app);

/* The bar chart of a finished measurement in the current ui area: per
 * generator, mean dead-end share and mean solution share with sd whiskers. */
void bias_panel_chart(Ui *ui, const App *app);

#endif
