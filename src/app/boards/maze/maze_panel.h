/* maze_panel.h - the maze board's panel sections and what it draws over
 * the maze with ui.h commands. Widgets record actions (app_post). SDL-free. */
#ifndef MAZE_APP_MAZE_PANEL_H
#define MAZE_APP_MAZE_PANEL_H

#include "boards/board_panel.h"
#include "boards/maze/maze_state.h"
#include "ui/ui.h"

#define PANEL_WIDTH_SLIDER "Width"
#define PANEL_HEIGHT_SLIDER "Height"
#define PANEL_RINGS_SLIDER "Rings"     /* a polar maze's one size slider */
#define PANEL_STEP "Step##gen-step"
#define PANEL_GENERATE "Generate (G)##gen-generate"
#define PANEL_VARIANT "##variant"
#define PANEL_SOLVE_STEP "Step##solve-step"
#define PANEL_SHORTEST "Show shortest path (BFS)"
#define PANEL_EXPORT_PX "Cell size##export-px"
#define PANEL_EXPORT "Export (E)##export-panel"
#define PANEL_PREDICT "Predict##predict"

/* The Maze tab in the current ui area: algorithm, size, seed (the field's
 * state in seed), run controls, the solver or Export, and its footer. */
void maze_panel_run(BoardPanelSeed *seed, Ui *ui, App *app);

/* The maze's part of the slim bar (the panel hidden): the algorithm's
 * name and variant, Pause, Step, speed, Generate and the solver's Run. */
void maze_panel_slim(Ui *ui, App *app);
#define PANEL_SLIM_GENERATE "Generate##slim-generate"
#define PANEL_SLIM_SOLVE "##slim-solve"

/* The Solver section: the solver between previous and next, Run, Step,
 * Clear, its moves and verdict, the shortest path's switch. */
void maze_panel_solver(Ui *ui, App *app);

/* A row choosing a solver: the one at index cur between previous and
 * next, each posting action with the new index; what names the widgets
 * (unique in the panel) and the choice's label. */
void maze_panel_pick_solver(Ui *ui, App *app, const char *what, long cur, int action);

/* The Solve tab (maze_panel_solve.c): the Solver section, the speed and
 * the timeline, the braid, ... */
void maze_panel_solve(Ui *ui, App *app);
#define PANEL_BRAID "Braid##braid"
#define PANEL_RACE "Race##race"
#define PANEL_RACE_END "End race##race-end"
#define PANEL_MUD_BRUSH "Mud brush (or Shift+drag)##mud-brush"
#define PANEL_EDIT_CLEAR "Clear##edit-clear"
#define PANEL_EDIT_FILL "Fill##edit-fill"
#define PANEL_ENDS_CORNERS "Corners##ends-corners"

/* The Export section (maze_panel_export.c), shown in the Solver section's
 * place while maze_of(app)->export_open. */
void maze_panel_export(Ui *ui, App *app);

/* A progress bar over the maze while a long run finishes instantly, while a
 * big maze is analysed, or while ] or [ looks for an event. */
void maze_panel_progress(Ui *ui, const App *app, UiRect maze_area);

/* Labels of the panel's controls, for tests and the smoke script. An
 * algorithm entry's id is "##algo:<id>" whatever it shows (its short name,
 * or its id when that does not fit); solvers "##solver:<id>". */
void maze_panel_algo_label(const GenAlgo *algo, char *buf, size_t cap);

#endif
