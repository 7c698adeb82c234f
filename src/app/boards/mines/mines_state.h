/* mines_state.h - the Minesweeper board's data, types only: what the user
 * chose (part of AppSettings) and the game being played (part of App).
 * Kept apart from mines_board.h so that the App can hold them without
 * including the board's functions. */
#ifndef MAZE_APP_MINES_STATE_H
#define MAZE_APP_MINES_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/mines.h"

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
    bool start_in_mines;        /* --mines: open on the Minesweeper board */
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
    struct MinesTeach *teach;   /* the flood fill's timeline (mines_teach.h) */
} AppMines;

#endif
