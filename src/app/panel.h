/* panel.h - the side panel: the app's controls built from ui.h widgets.
 * Widgets only record what the user did (app_post, the same door keys use);
 * the shell applies it after the panel pass (app_apply). SDL-free. */
#ifndef MAZE_APP_PANEL_H
#define MAZE_APP_PANEL_H

#include "app_state.h"
#include "ui.h"

enum { PANEL_WIDTH = 340 };     /* logical pixels, before scaling */

typedef struct Panel {
    char seed_text[24];         /* the seed field's text while being edited */
    uint64_t seed_shown;        /* the seed seed_text was last filled from */
    uint64_t generation_shown;  /* the run seed_text belongs to */
    int scroll;                 /* pixels the panel is scrolled down */
} Panel;

/* Lays out and runs the panel for one frame inside area, recording what
 * the user did as actions on app's queue (app_post). Reads app, changes
 * nothing else. Call between ui_begin and ui_end. */
void panel_run(Panel *p, Ui *ui, App *app, UiRect area);

/* The Export section (panel_export.c), shown in the Solver section's place
 * while app->export_open. */
void panel_export(Ui *ui, App *app);

/* Labels of the panel's controls, for tests and the smoke script. An
 * algorithm entry's id is "##algo:<id>" whatever it shows (its short name,
 * or its id when that does not fit); solvers "##solver:<id>". */
void panel_algo_label(const GenAlgo *algo, char *buf, size_t cap);

enum { PANEL_TAB_MAZE = 0, PANEL_TAB_BIAS = 1, PANEL_TAB_MINES = 2 };

/* Seed field and "New seed" for `seed`, the seed of board `mode`'s run
 * `generation` (the text is refreshed when either changes). Enter records
 * APP_SET_SEED for that board; the button APP_NEW_SEED. */
void panel_seed(Panel *p, Ui *ui, App *app, int mode, uint64_t seed, uint64_t generation);

/* A whole-number slider from lo to hi; applies `kind` with the new value
 * when it moves. */
void panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                      AppActionKind kind);

/* The speed slider (the maze, the solver and the Minesweeper cascade). */
void panel_speed(Ui *ui, App *app);

/* The panel body in Minesweeper mode (panel_mines.c). */
void panel_mines(Panel *p, Ui *ui, App *app);

#define PANEL_TAB_MAZE_LABEL "Maze##tab:maze"
#define PANEL_TAB_BIAS_LABEL "Bias##tab:bias"
#define PANEL_MODE_MINES "Mines##tab:mines"
#define PANEL_SPEED "Speed"
#define PANEL_WIDTH_SLIDER "Width"
#define PANEL_HEIGHT_SLIDER "Height"
#define PANEL_STEP "Step##gen-step"
#define PANEL_GENERATE "Generate##gen-generate"
#define PANEL_SEED_FIELD "Seed##field"
#define PANEL_SOLVE_STEP "Step##solve-step"
#define PANEL_SHORTEST "Show shortest path (BFS)"
#define PANEL_EXPORT_PX "Cell size##export-px"
#define PANEL_EXPORT "Export (E)##export-panel"

#endif
