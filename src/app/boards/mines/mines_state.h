/* mines_state.h - the Minesweeper board's data, types only: what the user
 * chose (MinesSettings, reached as mines_set(app)) and the game being
 * played (MinesState, as mines_of(app)). Kept apart from mines_board.h so
 * that the board's files can reach the data without each other's
 * functions; no other board includes it. */
#ifndef MAZE_APP_MINES_STATE_H
#define MAZE_APP_MINES_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "boards/board_index.h"
#include "maze/mines.h"
#include "model/board_model.h"

enum {
    APP_MINES_MIN_SIDE = 4,     /* custom sliders' lower end, cells */
    APP_MINES_SCRIPT_MAX = 64,  /* --click / --flag moves kept */
    APP_MINES_CUSTOM = -1       /* MinesSettings.preset: no preset */
};

/* A scripted move from the command line (--click X,Y or --flag X,Y). */
typedef struct MinesMove {
    bool flag;                  /* false: a click (reveal or chord) */
    const char *cell;           /* "X,Y" as given; parsed into x, y */
    int x, y;
} MinesMove;

/* What the user chose for the board. */
typedef struct MinesSettings {
    int preset;                 /* index into mines_presets, or APP_MINES_CUSTOM */
    int w, h, mines;            /* the board; equal to the preset's when one is chosen */
    bool show_queue;            /* overlay: the flood fill's queue */
    bool show_safe;             /* overlay: the first click's safe zone */
    MinesMove script[APP_MINES_SCRIPT_MAX];
    int script_len;
} MinesSettings;

/* The game being played. */
typedef struct MinesState {
    MinesBoard *board;          /* never NULL after app_init */
    uint64_t seed;              /* the board's seed: kept apart from the maze's */
    uint64_t games;             /* bumps when the board is replaced */
    bool paused;                /* the cascade is held (Space) */
    bool finishing;             /* F: open the rest of the cascade now */
    double step_debt;           /* fractional cascade steps owed */
    double elapsed;             /* game time, seconds: from the first click to the end */
    struct MinesTeach *teach;   /* the flood fill's timeline (mines_teach.h) */
} MinesState;

BOARD_STATE_ACCESS(mines_state, MinesState, APP_BOARD_MINES)
BOARD_SETTINGS_ACCESS(mines_settings, MinesSettings, APP_BOARD_MINES)

/* The Minesweeper board's state in app (const when app is). */
#define mines_of(app) BOARD_PICK(mines_state, app, App)
/* Its settings in AppSettings s, or in app (const when it is). */
#define mines_settings(s) BOARD_PICK(mines_settings, s, AppSettings)
#define mines_set(app) mines_settings(&(app)->set)

#endif
