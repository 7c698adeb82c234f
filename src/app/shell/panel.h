/* panel.h - the side panel: the boards' tabs at the top, then the shown
 * board's section. Widgets only record what the user did (app_post, the same door
 * keys use); the shell applies it after the panel pass (app_apply).
 * SDL-free. */
#ifndef MAZE_APP_SHELL_PANEL_H
#define MAZE_APP_SHELL_PANEL_H

#include "boards/board_panel.h"
#include "model/app_state.h"
#include "ui/ui.h"

enum {
    PANEL_WIDTH = 340,          /* logical pixels, before scaling */
    PANEL_SLIM_WIDTH = 170,     /* the slim bar while the panel is hidden, at most */
    PANEL_SLIM_MIN = 110,       /* ... and at least */
    PANEL_SLIM_SHARE = 18       /* ... else this percentage of the window's width */
};

typedef struct Panel {
    BoardPanelSeed seed;        /* the seed field (the maze's or the board's) */
    int scroll;                 /* pixels the panel is scrolled down */
    int slim_scroll;            /* ... and the slim bar (a short window) */
    unsigned reveal_seen;       /* app->reveal_requests last honoured */
} Panel;

/* Lays out and runs the panel for one frame inside area, recording what
 * the user did as actions on app's queue (app_post). Reads app, changes
 * nothing else. Call between ui_begin and ui_end. While app->panel_hidden
 * it is the slim bar: "Panel (P)", the shown board's name and run controls
 * (AppBoard.slim). */
void panel_run(Panel *p, Ui *ui, App *app, UiRect area);

/* The panel's width now in a window win_w pixels wide, pixels: the full
 * panel, or the slim bar (PANEL_SLIM_SHARE of the window, between
 * PANEL_SLIM_MIN and PANEL_SLIM_WIDTH scaled). */
int panel_width(const Ui *ui, const App *app, int win_w);

/* The tabs' labels (the boards' descriptors hold them), for tests. */
#define PANEL_TAB_MAZE_LABEL "Maze##tab:maze"
#define PANEL_TAB_BIAS_LABEL "Bias##tab:bias"
#define PANEL_MODE_MINES "Mines##tab:mines"
#define PANEL_HIDE "Hide##panel-hide"     /* P: the help lists it */
#define PANEL_SHOW "Panel (P)##panel-show"

#endif
