/* app_mines.h - the window's Minesweeper mode, with no SDL in sight: the
 * board being played, its settings, the cascade's step budget, the game
 * timer, and the actions that the panel, the mouse and keys go through
 * (app_do forwards them to app_mines_do).
 *
 * The maze and the board live side by side in the App: switching mode
 * leaves the other one as it was (the maze run keeps its state, paused
 * while hidden; the game timer only runs while the board is shown). */
#ifndef MAZE_APP_APP_MINES_H
#define MAZE_APP_APP_MINES_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/mines.h"

struct App;

typedef enum AppMode {
    APP_MODE_MAZE = 0,
    APP_MODE_MINES
} AppMode;

enum {
    APP_MINES_MIN_SIDE = 4,     /* custom sliders' lower end, cells */
    APP_MINES_SCRIPT_MAX = 64,  /* --click / --flag moves kept */
    APP_MINES_CUSTOM = -1       /* AppMinesSetup.preset: no preset */
};

/* A scripted move from the command line (--click X,Y or --flag X,Y). */
typedef struct AppMinesMove {
    bool flag;                  /* false: a click (reveal or chord) */
    const char *cell;           /* "X,Y" as given; parsed into x, y */
    int x, y;
} AppMinesMove;

/* What the user chose for the board (part of AppSettings). */
typedef struct AppMinesSetup {
    bool start_in_mines;        /* --mines: open in Minesweeper mode */
    int preset;                 /* index into mines_presets, or APP_MINES_CUSTOM */
    int w, h, mines;            /* the board; equal to the preset's when one is chosen */
    bool show_queue;            /* overlay: the flood fill's queue */
    bool show_safe;             /* overlay: the first click's safe zone */
    AppMinesMove script[APP_MINES_SCRIPT_MAX];
    int script_len;
} AppMinesSetup;

/* The game being played (part of App). */
typedef struct AppMines {
    MinesBoard *board;          /* never NULL after app_init */
    uint64_t seed;              /* the board's seed: kept apart from the maze's */
    uint64_t games;             /* bumps when the board is replaced */
    bool paused;                /* the cascade is held (Space) */
    bool finishing;             /* F: open the rest of the cascade now */
    double step_debt;           /* fractional cascade steps owed */
    double elapsed;             /* game time, seconds: from the first click to the end */
} AppMines;

/* Fills in the board defaults: Beginner, no overlays, no script. */
void app_mines_setup_defaults(AppMinesSetup *m);

/* Parses "beginner", "intermediate", "expert" or "WxH/N" into m (preset,
 * w, h, mines). Returns false, having printed why (naming the valid range). */
bool app_mines_parse_board(const char *text, AppMinesSetup *m);

/* Parses the cells of m's scripted moves against m's board size. Returns
 * false, having printed why. */
bool app_mines_parse_script(AppMinesSetup *m);

/* Makes the first board (seed: app->set.seed) and plays the scripted moves,
 * leaving the last move's cascade to animate. Returns false, with the
 * reason in app->status, when the board cannot be made. */
bool app_mines_init(struct App *app);

/* Frees the board. */
void app_mines_free(struct App *app);

/* Does `kind` when it is a Minesweeper action, or a general one (generate,
 * new seed, pause, step, finish) while the board is shown. Returns false
 * when the action is not for the board: app_do then does it. */
bool app_mines_do(struct App *app, int kind, long arg);

/* Opens cascade cells for the speed's share of dt seconds (all at once at
 * the top speed or after F), within budget_ms; advances the game timer.
 * Returns the cells opened. */
uint64_t app_mines_advance(struct App *app, double dt, double budget_ms);

/* True when nothing is left to animate on the board. */
bool app_mines_settled(const struct App *app);

/* The board's cell at column x, row y, or MINES_NONE off the board. */
uint32_t app_mines_cell(const struct App *app, int x, int y);

/* The timer as shown: whole seconds, capped at 999 like the classic game. */
int app_mines_seconds(const struct App *app);

#endif
