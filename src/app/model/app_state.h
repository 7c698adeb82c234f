/* app_state.h - the window's model, with no SDL in sight: the settings,
 * the App that holds each board's state (opaque: a board reaches its own
 * through the accessors its *_state.h defines), the actions that keys and
 * buttons record (app_post), the status line, the speed scale and the
 * frame's step budget. Boards, files and the shell build on it; it
 * includes none of them. */
#ifndef MAZE_APP_MODEL_APP_STATE_H
#define MAZE_APP_MODEL_APP_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    APP_BOARD_MAX = 4,              /* boards a table may hold */
    APP_BOARD_SETTINGS_MAX = 2048   /* bytes of one board's settings, at most */
};

/* The speed slider: 0 is 1 step/s, APP_SPEED_TOP_LOG10 the fastest animated
 * speed, and the slider's top end (1.0) is "instant". */
#define APP_SPEED_TOP_LOG10 5.0     /* 100 000 steps/s */
/* One + / - key or wheel notch: a twelfth of the slider, so that - from
 * instant reaches 1 step/s in twelve presses (each a factor of about 2.8
 * below the top animated speed). */
#define APP_SPEED_NOTCHES 12
#define APP_SPEED_NOTCH (1.0 / APP_SPEED_NOTCHES)

/* One board's settings, kept by value inside AppSettings so that settings
 * copy with `=` and need no freeing. The model does not know their type:
 * the board defines it and reaches it through its accessor, as a
 * sockaddr_storage holds any address (aligned for any type). */
typedef union AppBoardSettings {
    max_align_t align;
    unsigned char bytes[APP_BOARD_SETTINGS_MAX];
} AppBoardSettings;

/* What the command line asks of this start alone; never saved. */
typedef struct AppOnce {
    bool start_paused;          /* --paused: open paused at step 0 */
    const char *shot_path;      /* --shot: save the window here when done */
    bool quit_after_shot;
    long shot_after_steps;      /* --shot-after-steps: the picture is due at this step */
    const char *font_path;      /* --font, or NULL to search */
    bool reset_settings;        /* --reset: the saved settings are not read */
} AppOnce;

struct BoardTable;              /* model/board_model.h */

/* Everything the user chooses: the window's own settings, each board's
 * (opaque), and the one-shot requests. Made by app_settings_defaults. */
typedef struct AppSettings {
    const struct BoardTable *table; /* the boards these settings are for */
    uint64_t seed;              /* the seed every board starts from */
    double speed;               /* slider position 0..1; 1 = instant */
    bool large;                 /* projector mode: everything 1.5x */
    int panel_hidden;           /* 1 hidden, 0 shown, -1 as projector mode has it (hidden) */
    const char *screenshot_dir; /* where S and the exports save; "screenshots" by default */
    int start_board;            /* the board shown first: an index into the table */
    AppOnce once;
    AppBoardSettings board[APP_BOARD_MAX];  /* board k's, as its model defines them */
} AppSettings;


/* Steps per second at slider position pos (0..1); 0 means instant. */
double app_speed_steps_per_sec(double pos);

/* The slider position for n steps per second (clamped to the animated
 * range; use 1.0 for instant). */
double app_speed_pos_for(double steps_per_sec);

/* Writes "12 steps/s", "1.5k steps/s" or "instant" to buf. */
void app_speed_text(double pos, char *buf, size_t cap);

/* Actions. Each is tagged with who it is for (AppAction.board): the
 * window itself (APP_FROM_SHELL: the kinds below), or one board (an index
 * into the board table, model/board_model.h), whose kinds are the controls every
 * board answers (BoardControl) followed by the board's own enum, starting
 * at BOARD_OWN (MazeAction in boards/maze/maze_board.h, MinesAction in
 * boards/mines/mines_board.h). */
typedef enum AppShellAction {
    APP_NONE = 0,
    APP_SPEED_UP,
    APP_SPEED_DOWN,
    APP_SET_SPEED,          /* real: slider position 0..1 */
    APP_SCREENSHOT,         /* the window loop takes it: app->want_shot */
    APP_FULLSCREEN,         /* the window loop takes it: app->want_fullscreen */
    APP_LARGE_TOGGLE,       /* projector mode */
    APP_HELP_TOGGLE,
    APP_ESCAPE,             /* close the help overlay, else the board's (BOARD_ESCAPE) */
    APP_QUIT,
    APP_NEXT_BOARD,         /* the next board in the table (Tab) */
    APP_SHOW_TAB,           /* arg: board index, value: its tab; show both */
    APP_PANEL_TOGGLE,       /* hide the panel (a slim bar stays) or show it */
    APP_ZOOM_FIT,           /* the board's picture back to the fit (app->fit_requests) */
} AppShellAction;

/* The run controls every board answers (its `act` gets them). */
typedef enum BoardControl {
    BOARD_RESTART = 1,      /* again with the same seed */
    BOARD_NEW_SEED,         /* a fresh seed, then restart */
    BOARD_SET_SEED,         /* value: the seed; restart */
    BOARD_PAUSE_TOGGLE,
    BOARD_STEP,             /* exactly one step, then pause */
    BOARD_FINISH,           /* run to the end (spread over frames) */
    BOARD_SHOW_TAB,         /* arg: which of the board's tabs the panel shows */
    BOARD_ESCAPE,           /* Esc: close the board's overlay, else say how to quit */
    BOARD_STEP_BACK,        /* the timeline: one step back, then pause */
    BOARD_TO_START,         /* ... to step 0 */
    BOARD_TO_END,           /* ... to the run's end (found by running it) */
    BOARD_SEEK,             /* ... to step arg (at most the furthest reached,
                               or the end once known) */
    BOARD_UNDO,             /* Ctrl+Z: take back the last change made by hand */
    BOARD_REDO,             /* Ctrl+Y: make it again */
    BOARD_OPEN_FILE,        /* a file was dropped on the window: App.dropped */
    BOARD_OWN = 16          /* a board's own kinds start here */
} BoardControl;

enum {
    APP_FROM_SHELL = -1,    /* AppAction.board: the window's own action */
    APP_FROM_SHOWN = -2     /* ... the board on screen when it is applied */
};


/* One thing the user did, recorded by a widget or a key and applied later
 * by app_apply (after the frame's panel pass), so that no widget ever
 * holds a pointer into state that the action replaces. */
typedef struct AppAction {
    int board;              /* APP_FROM_SHELL, APP_FROM_SHOWN or a board index */
    int kind;               /* AppShellAction, BoardControl or the board's own */
    long arg;               /* as the kind says */
    uint64_t value;         /* BOARD_SET_SEED: the seed */
    double real;            /* APP_SET_SPEED: the slider position */
} AppAction;

enum { APP_QUEUE_CAP = 128 };   /* actions one frame can record */

typedef struct AppQueue {
    AppAction item[APP_QUEUE_CAP];
    int len;
    int from;               /* whose code runs now: app_post tags with it
                               (the shell sets it around each board's calls) */
    uint64_t dropped;       /* actions lost to a full queue (a burst of keys) */
} AppQueue;

typedef struct App {
    AppSettings set;
    bool help_visible;
    bool quit;
    bool want_shot;         /* the loop should save a screenshot */
    bool want_fullscreen;   /* the loop should toggle fullscreen */
    bool large_changed;     /* the loop should re-scale the layout */
    bool panel_hidden;      /* the presentation layout: a slim bar for the panel */
    unsigned fit_requests;  /* "back to the fit" asked this many times: a board's
                               view refits when the count moves (its zoom is view state) */
    unsigned reveal_requests;   /* a section just opened asked this many times to be
                                   scrolled into view (the panel's scroll is view state) */
    char status[256];       /* the status line */
    int shown;              /* the board on screen: an index into the table */
    void *board[APP_BOARD_MAX]; /* board k's state (its model's state_size bytes) */
    AppQueue queue;         /* actions recorded this frame, not yet applied */
    struct ExportQueue *exports;    /* files being written (files/export_queue.h), or NULL */
    char dropped[4096];     /* the path of the file last dropped on the window
                               (BOARD_OPEN_FILE), "" before any */
} App;

/* Records action a for app_apply. Never changes anything else, so widgets
 * and the event translator may call it at any time. A full queue drops the
 * action (counted in app->queue.dropped). */
void app_post_action(App *app, AppAction a);

/* Records action kind with arg for whoever's code runs now (app->queue.from:
 * a board's panel and drawing post that board's actions, the shell its
 * own): app_post_action's short form. */
void app_post(App *app, int kind, long arg);

/* Records the window's own action kind (AppShellAction) with arg, from
 * anywhere (a board's panel asking for a screenshot, say). */
void app_post_shell(App *app, int kind, long arg);



/* Steps `step(run, n)` for sps steps per second (0: all, up to limit) over
 * dt seconds, spending at most budget_ms; *debt carries fractional steps
 * between frames. Returns the steps done. Shared by the maze, the solver
 * and the Minesweeper cascade. */
typedef size_t (*AppStepFn)(void *run, size_t n);
uint64_t app_run_for(void *run, AppStepFn step, double sps, double dt, double *debt,
                     uint64_t limit, double budget_ms);



/* Sets the status line (printf format). */
void app_status(App *app, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;


#endif
