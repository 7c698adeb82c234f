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
#include "maze/mines_logic.h"
#include "maze/mines_solve.h"
#include "model/board_model.h"

enum {
    APP_MINES_MIN_SIDE = 4,     /* custom sliders' lower end, cells */
    APP_MINES_SCRIPT_MAX = 64,  /* --click / --flag moves kept */
    APP_MINES_CUSTOM = -1,      /* MinesSettings.preset: no preset */
    APP_MINES_BEST_MAX = 8,     /* best times kept: one a preset */
    APP_MINES_WAITING_MAX = 32  /* moves kept while a flood fill animates */
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
    bool no_guess;              /* lay the mines so that no guess is needed */
    bool marks;                 /* right click cycles flag, "?", none (else flag, none) */
    bool hint_at_start;         /* --hint: show the hint once the moves are played */
    double best[APP_MINES_BEST_MAX]; /* best time of each preset, seconds; 0: none yet */
    MinesMove script[APP_MINES_SCRIPT_MAX];
    int script_len;
} MinesSettings;

/* What helped a game along (MinesState.helped): a win with any of them is
 * no best time. */
enum { MINES_HELP_HINT = 1u, MINES_HELP_UNDO = 2u, MINES_HELP_SOLVE = 4u };

/* A move made while a flood fill animates, played when it ends: what the
 * cell was for at the click (a closed cell is opened, never chorded). */
typedef struct MinesWaiting {
    int kind;                   /* MINES_BOARD_REVEAL, _FLAG or _CHORD */
    uint32_t cell;
} MinesWaiting;

/* The hint on show (mines_hint.h): until the board changes. */
typedef struct MinesHintShown {
    bool on;
    MinesHint hint;             /* its probabilities owned */
    char text[MINES_SOLVE_TEXT]; /* its sentence */
} MinesHintShown;

/* The game being played. */
typedef struct MinesState {
    MinesBoard *board;          /* never NULL after app_init */
    uint64_t seed;              /* the board's seed: kept apart from the maze's */
    uint64_t games;             /* bumps when the board is replaced */
    bool paused;                /* the cascade is held (Space) */
    bool finishing;             /* F: open the rest of the cascade now */
    double step_debt;           /* fractional cascade steps owed */
    double elapsed;             /* game time, seconds: from the first click to the
                                   end, not counting the animations */
    struct MinesTeach *teach;   /* the flood fill's or the solver's timeline (mines_teach.h) */
    uint8_t *mark;              /* n entries: 1 where a closed cell shows "?" */
    MinesBoard *before;         /* the board before the last move that could open
                                   a mine (undo), or NULL */
    bool can_undo;              /* `before` holds the move that lost */
    uint32_t undos;             /* losing moves taken back this game */
    unsigned helped;            /* MINES_HELP_* bits of this game */
    bool ended;                 /* the game's end was reported (best time looked at) */
    MinesWaiting waiting[APP_MINES_WAITING_MAX];
    int nwaiting;
    MinesHintShown hint;
    bool hint_due;              /* --hint: show the hint once the cascade ends */
} MinesState;

BOARD_STATE_ACCESS(mines_state, MinesState, APP_BOARD_MINES)
BOARD_SETTINGS_ACCESS(mines_settings, MinesSettings, APP_BOARD_MINES)

/* The Minesweeper board's state in app (const when app is). */
#define mines_of(app) BOARD_PICK(mines_state, app, App)
/* Its settings in AppSettings s, or in app (const when it is). */
#define mines_settings(s) BOARD_PICK(mines_settings, s, AppSettings)
#define mines_set(app) mines_settings(&(app)->set)

#endif
