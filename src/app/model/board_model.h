/* board_model.h - what a board is to the model: its state and settings
 * (opaque to everyone else), its actions, its life, and how its settings
 * come from the command line and go to and from the settings file. The
 * boards' table hands the model one BoardModel a board; the shell's half
 * of a board (panel, drawing, keys, legend) is boards/board.h's AppBoard.
 *
 * A board reaches its own state and settings through typed accessors that
 * BOARD_STATE_ACCESS and BOARD_SETTINGS_ACCESS define in its *_state.h;
 * no other board includes that header. */
#ifndef MAZE_APP_MODEL_BOARD_MODEL_H
#define MAZE_APP_MODEL_BOARD_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "model/app_state.h"

/* A command-line option of a board: --NAME [ARG], and its --help text. */
typedef struct BoardOption {
    const char *name;           /* "algo" for --algo */
    const char *arg;            /* "ID" for a value, NULL for a flag */
    const char *help;           /* what it does; '\n' starts a new help line */
    bool shows_board;           /* giving it opens the window on this board */
} BoardOption;

/* Hands one saved setting to the settings file: key = value. */
typedef void (*BoardPut)(void *ctx, const char *key, const char *value);

typedef struct BoardModel {
    const char *id;             /* "maze", "mines": the settings file's board = ID */
    size_t state_size;          /* bytes of App.board[k], zeroed before init */
    size_t settings_size;       /* bytes of AppSettings.board[k] (<= APP_BOARD_SETTINGS_MAX) */

    /* ---- settings: the board's part of AppSettings ---- */
    /* Fills in its defaults (s's own fields are set already). */
    void (*settings_defaults)(AppSettings *s);
    const char *options_title;  /* its options' heading in --help */
    const BoardOption *options;
    int option_count;
    /* Applies options[k] with arg (NULL for a flag) to s. False after
     * message_error said why. */
    bool (*option)(AppSettings *s, int k, const char *arg);
    /* Checks the options together once all are read; shown: the window
     * opens on this board. False after message_error said why. May be
     * NULL, as may the three settings-file hooks below (nothing kept). */
    bool (*options_done)(AppSettings *s, bool shown);
    /* Puts the settings it keeps between starts, from the App as it is. */
    void (*settings_save)(const App *app, BoardPut put, void *ctx);
    /* Takes key = value from the settings file: 1 taken, 0 a bad value,
     * -1 not one of its keys. */
    int (*settings_load)(AppSettings *s, const char *key, const char *value);
    /* After the whole file: false with a sentence in why when what was
     * read does not fit together (s is then thrown away). */
    bool (*settings_loaded)(AppSettings *s, char *why, size_t why_cap);

    /* ---- life and actions ---- */
    /* Makes its state (zeroed) from app->set. False: app->status says why. */
    bool (*init)(App *app);
    /* Frees what its state owns (the state's memory is the model's). */
    void (*release)(App *app);
    /* Does one action tagged with this board (a BoardControl or its own). */
    void (*act)(App *app, const AppAction *a);
    /* Sets the status line for a board that just came on screen. */
    void (*describe)(App *app);
    /* Steps its runs for dt seconds within budget_ms; returns steps done. */
    uint64_t (*advance)(App *app, double dt, double budget_ms);
    /* True when nothing is left to animate. */
    bool (*settled)(const App *app);
    /* Once settled: milliseconds until its picture changes by itself (a
     * clock's next second), or -1 when it waits for input. NULL: -1. */
    int (*wake_ms)(const App *app);
    /* True once the --shot picture is due. */
    bool (*shot_due)(const App *app);
    /* The screenshot file name for time t ("mines_30x16_seed5_...png"). */
    void (*file_name)(const App *app, char *buf, size_t cap, time_t t);
} BoardModel;

/* The boards of a window, in tab order (boards/boards.c has the one). */
typedef struct BoardTable {
    const BoardModel *const *model;
    int count;
} BoardTable;

/* The model of board k of app. */
static inline const BoardModel *app_board_model(const App *app, int k)
{
    return app->set.table->model[k];
}

/* Defines NAME_mut(App *) and NAME_const(const App *), board INDEX's state
 * as a Type; BOARD_PICK chooses between them by the App's constness. */
#define BOARD_STATE_ACCESS(NAME, Type, INDEX)                                          \
    static inline Type *NAME##_mut(App *app) { return (Type *)app->board[INDEX]; }    \
    static inline const Type *NAME##_const(const App *app)                             \
    {                                                                                  \
        return (const Type *)app->board[INDEX];                                        \
    }

/* Defines NAME_mut(AppSettings *) and NAME_const(const AppSettings *), board
 * INDEX's settings as a Type, and checks that they fit their storage. */
#define BOARD_SETTINGS_ACCESS(NAME, Type, INDEX)                                       \
    _Static_assert(sizeof(Type) <= APP_BOARD_SETTINGS_MAX, #Type " is too big");       \
    static inline Type *NAME##_mut(AppSettings *s)                                     \
    {                                                                                  \
        return (Type *)(void *)s->board[INDEX].bytes;                                  \
    }                                                                                  \
    static inline const Type *NAME##_const(const AppSettings *s)                       \
    {                                                                                  \
        return (const Type *)(const void *)s->board[INDEX].bytes;                      \
    }

/* NAME_const(p) when p points to a const Base, else NAME_mut(p). */
#define BOARD_PICK(NAME, p, Base) _Generic((p), const Base *: NAME##_const, default: NAME##_mut)(p)

#endif
