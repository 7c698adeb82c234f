/* board.h - what a board is: one thing the main area can show (the maze,
 * Minesweeper), behind one descriptor, the way generators sit behind
 * GenAlgo. A board owns its state and settings (opaque to the rest: their
 * types are in the board's own *_state.h), its actions (BoardControl plus
 * its own enum from BOARD_OWN), its command-line options and saved
 * settings, its keys, its panel tabs, its drawing, its legend and its
 * status line. The model knows a board through its BoardModel
 * (model/board_model.h: state, settings, life, actions); the shell through
 * this AppBoard, which adds the view. Neither knows a board by name, and no
 * board includes another board's headers.
 *
 * Calls a board's view gets from the shell, while it is on screen:
 * - panel and draw: both only read the App and record actions (app_post
 *   tags them with this board);
 * - legend for the status bar; view_pending before a picture is saved. */
#ifndef MAZE_APP_BOARDS_BOARD_H
#define MAZE_APP_BOARDS_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "boards/board_panel.h"
#include "model/app_state.h"
#include "model/board_model.h"
#include "maze/palette.h"
#include "ui/ui.h"

struct SDL_Renderer;

enum { BOARD_LEGEND_MAX = 16 };

/* One line of a board's legend that the palette does not label: a swatch
 * of `role` with an algorithm's own label, or a counter ("label: value"). */
typedef struct BoardLegendItem {
    PalSlot role;
    const char *label;
    bool counter;
    uint32_t value;
} BoardLegendItem;

/* What a board drew this frame, for its legend: the palette slots on
 * screen (labelled by the palette) and the overlays (labelled by the
 * algorithms that drew them). Zeroed before each draw. */
typedef struct BoardSeen {
    PalSet slots;
    int count;
    BoardLegendItem item[BOARD_LEGEND_MAX];
} BoardSeen;

/* A key of a board: up to three SDL key codes (0-terminated), the action
 * kind it records for this board, and its line in the help overlay. */
typedef struct BoardKey {
    int32_t keys[3];            /* SDL_Keycode values */
    int kind;                   /* BoardControl or the board's own kind */
    const char *names;          /* "W" */
    const char *what;           /* "run / pause the solver" */
} BoardKey;

typedef struct AppBoard {
    const BoardModel *model;    /* its state, settings, life and actions */
    const char *const *tabs;    /* its tabs' widget labels in the panel */
    int tab_count;
    const BoardKey *keys;       /* its own keys (the help lists them) */
    size_t key_count;

    /* Which of its tabs the panel shows (0 .. tab_count - 1). */
    int (*tab)(const App *app);
    /* Its panel section (the tab shown) in the current ui area. */
    void (*panel)(BoardPanelSeed *seed, Ui *ui, App *app);
    /* Its part of the slim bar (the panel hidden): its name and run
     * controls, through board_panel_slim_run, in the current ui area. */
    void (*slim)(Ui *ui, App *app);
    /* Its view's private drawing state; NULL when out of memory. */
    void *(*view_new)(struct SDL_Renderer *r);
    void (*view_free)(void *view);
    /* Draws the board in area (between ui_begin and ui_end: ui commands
     * for words over it, SDL for its picture); fills seen (zeroed) with
     * what is on screen, for the legend. */
    void (*draw)(void *view, struct SDL_Renderer *r, App *app, Ui *ui, UiRect area, BoardSeen *seen);
    /* True while its picture lags behind its state (wait before a shot). */
    bool (*view_pending)(const void *view);
    /* The first line of the status bar, from x in line (seen: draw's). */
    void (*legend)(Ui *ui, const App *app, UiRect line, const BoardSeen *seen);
} AppBoard;

#endif
