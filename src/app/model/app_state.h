/* app_state.h - the window's model, with no SDL in sight: the settings,
 * the App that holds each board's state, the actions that keys and
 * buttons record (app_post), the status line, the speed scale and the
 * frame's step budget. Boards, files and the shell build on it; it
 * includes none of them (only the boards' types-only state headers). */
#ifndef MAZE_APP_MODEL_APP_STATE_H
#define MAZE_APP_MODEL_APP_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/gen.h"
#include "maze/solve.h"

#include "boards/mines/mines_state.h"

enum {
    APP_MIN_SIDE = 2,           /* smallest width or height the panel offers */
    APP_PANEL_MAX_W = 400,      /* size sliders' upper ends, cells */
    APP_PANEL_MAX_H = 300,
    APP_MAX_SIDE = 4000,        /* largest size from the command line */
    /* Changed cells tracked per frame: the top animated speed's most steps
     * in a frame (1e5/s over the 0.25 s catch-up cap) times 6, the most
     * cells a step reports on average in any generator, rounded up. Only
     * instant runs overflow it; the view then repaints all, over frames. */
    APP_DIRTY_CAP = 1 << 18,
    APP_MAX_PANES = 4           /* compare mode: at most this many runs */
};

/* What the main area shows. */
typedef enum AppMode {
    APP_MODE_MAZE = 0,
    APP_MODE_MINES
} AppMode;

/* The panel's tabs (AppSettings.panel_tab; Mines is a mode, not a tab). */
enum { PANEL_TAB_MAZE = 0, PANEL_TAB_BIAS = 1, PANEL_TAB_MINES = 2 };

/* The speed slider: 0 is 1 step/s, APP_SPEED_TOP_LOG10 the fastest animated
 * speed, and the slider's top end (1.0) is "instant". */
#define APP_SPEED_TOP_LOG10 5.0     /* 100 000 steps/s */
#define APP_SPEED_NOTCH 0.05        /* one + / - key or wheel notch */

/* Everything the user chooses. Zero-initialise, then app_settings_defaults. */
typedef struct AppSettings {
    int algo;               /* index into gen_algos */
    int variant;            /* index into its variants (0 when it has none) */
    int w, h;               /* maze size, cells */
    uint64_t seed;
    double speed;           /* slider position 0..1; 1 = instant */
    bool large;             /* projector mode: everything 1.5x */
    bool start_paused;      /* open paused at step 0 */
    const char *shot_path;  /* --shot: save the window here when done */
    bool quit_after_shot;
    long shot_after_steps;  /* --shot-after-steps: pause and shoot at this step */
    const char *screenshot_dir; /* where S saves; "screenshots" by default */
    const char *font_path;  /* --font, or NULL to search */
    int solver;             /* index into solve_algos: the animated solver */
    bool solve_at_start;    /* --solve: run it once the maze is done */
    bool show_shortest;     /* overlay the shortest path (BFS) when done */
    int export_px;          /* exported PNG: pixels a block (cell or wall) */
    bool show_heat;         /* overlay distances from the entrance when done */
    bool show_dead_ends;    /* highlight the dead ends when done */
    int panes;              /* compare mode: 1, 2 or 4 runs side by side */
    int pane_algo[APP_MAX_PANES];    /* panes 1..: index into gen_algos (pane 0: algo) */
    int pane_variant[APP_MAX_PANES];
    bool measure_at_start;  /* --measure: measure 100 mazes at once */
    int panel_tab;          /* the panel's tab shown: PANEL_TAB_MAZE or _BIAS */
    AppMinesSetup mines;    /* the Minesweeper board (mines_state.h) */
} AppSettings;


/* Steps per second at slider position pos (0..1); 0 means instant. */
double app_speed_steps_per_sec(double pos);

/* The slider position for n steps per second (clamped to the animated
 * range; use 1.0 for instant). */
double app_speed_pos_for(double steps_per_sec);

/* Writes "12 steps/s", "1.5k steps/s" or "instant" to buf. */
void app_speed_text(double pos, char *buf, size_t cap);

typedef enum AppActionKind {
    APP_NONE = 0,
    APP_GENERATE,           /* restart with the current settings and seed */
    APP_NEW_SEED,           /* pick a fresh seed, then generate */
    APP_PAUSE_TOGGLE,
    APP_STEP,               /* exactly one step, then pause */
    APP_FINISH,             /* run to the end (spread over frames) */
    APP_SELECT_ALGO,        /* arg: index into gen_algos; generate */
    APP_SELECT_VARIANT,     /* arg: variant index; generate */
    APP_SET_WIDTH,          /* arg: cells; generate */
    APP_SET_HEIGHT,         /* arg: cells; generate */
    APP_SIZE_PRESET,        /* arg: index into app_size_presets; generate */
    APP_SOLVE_RUN,          /* start, pause or resume the solver (finishes the maze first) */
    APP_SOLVE_STEP,         /* exactly one solver step, then pause it */
    APP_SOLVE_CLEAR,        /* remove the solver's trail */
    APP_SELECT_SOLVER,      /* arg: index into solve_algos */
    APP_SHORTEST_TOGGLE,    /* show / hide the shortest path */
    APP_SPEED_UP,
    APP_SPEED_DOWN,
    APP_SCREENSHOT,         /* the window loop takes it: app->want_shot */
    APP_EXPORT_PANEL,       /* show / hide the export section */
    APP_EXPORT,             /* arg: AppExportKind (files/export.h); writes the file */
    APP_EXPORT_PX,          /* arg: exported pixels a block */
    APP_FULLSCREEN,         /* the window loop takes it: app->want_fullscreen */
    APP_LARGE_TOGGLE,       /* projector mode */
    APP_HEAT_TOGGLE,        /* the distance heat map overlay (bias.h) */
    APP_DEAD_ENDS_TOGGLE,   /* the dead-end overlay */
    APP_COMPARE_CYCLE,      /* 1, 2, 4 panes in turn */
    APP_COMPARE_SET,        /* arg: 1, 2 or 4 panes */
    APP_PANE_NEXT,          /* arg: pane; the next algorithm there */
    APP_MEASURE,            /* measure 100 mazes per algorithm, or stop */
    APP_HELP_TOGGLE,
    APP_ESCAPE,             /* close the help overlay, else quit */
    APP_QUIT,
    APP_MODE_TOGGLE,        /* Maze <-> Minesweeper */
    APP_MINES_PRESET,       /* arg: index into mines_presets, or APP_MINES_CUSTOM */
    APP_MINES_SET_WIDTH,    /* arg: cells; new board */
    APP_MINES_SET_HEIGHT,   /* arg: cells; new board */
    APP_MINES_SET_COUNT,    /* arg: mines; new board */
    APP_MINES_REVEAL,       /* arg: cell index; open it (or chord an open number) */
    APP_MINES_FLAG,         /* arg: cell index; toggle its flag */
    APP_MINES_CHORD,        /* arg: cell index of an open number */
    APP_MINES_QUEUE_TOGGLE, /* show / hide the flood fill's queue */
    APP_MINES_SAFE_TOGGLE,  /* show / hide the first click's safe zone */
    APP_SET_SEED,           /* arg: the AppMode whose seed; value: the seed; generate */
    APP_SET_SPEED,          /* real: slider position 0..1 */
    APP_SET_TAB,            /* arg: PANEL_TAB_MAZE, _BIAS or _MINES (panel.h) */
    APP_KIND_COUNT
} AppActionKind;

typedef struct AppSizePreset {
    const char *name;
    int w, h;
} AppSizePreset;

extern const AppSizePreset app_size_presets[];
extern const int app_size_preset_count;

/* One thing the user did, recorded by a widget or a key and applied later
 * by app_apply (after the frame's panel pass), so that no widget ever
 * holds a pointer into state that the action replaces. */
typedef struct AppAction {
    AppActionKind kind;
    long arg;               /* as the kind says */
    uint64_t value;         /* APP_SET_SEED: the seed */
    double real;            /* APP_SET_SPEED: the slider position */
} AppAction;

enum { APP_QUEUE_CAP = 128 };   /* actions one frame can record */

typedef struct AppQueue {
    AppAction item[APP_QUEUE_CAP];
    int len;
    uint64_t dropped;       /* actions lost to a full queue (a burst of keys) */
} AppQueue;

typedef struct Bias Bias;  /* bias.h */

typedef struct App {
    AppSettings set;
    GenRun *run;            /* the maze being built; never NULL after app_init */
    DirtyList dirty;        /* cells changed since the view last drew */
    bool paused;
    bool finishing;         /* APP_FINISH: instant until done */
    double step_debt;       /* fractional steps owed by the speed */
    uint64_t generation;    /* bumps when run is replaced: the view restarts */
    SolveRun *solve;        /* the solver on the finished maze, or NULL */
    bool solve_paused;
    bool solve_queued;      /* start the solver once the maze is done */
    double solve_debt;      /* fractional solver steps owed */
    uint32_t *shortest;     /* BFS path cells when shown and computed, or NULL */
    size_t shortest_len;
    uint64_t look_version;  /* bumps when the overlay changes: full repaint */
    Bias *bias;             /* statistics, overlays, compare panes (bias.h) */
    bool help_visible;
    bool export_open;       /* the panel shows Export in place of Solver */
    bool quit;
    bool want_shot;         /* the loop should save a screenshot */
    bool want_fullscreen;   /* the loop should toggle fullscreen */
    bool large_changed;     /* the loop should re-scale the layout */
    char status[256];       /* the status line */
    AppMode mode;           /* what the main area shows */
    AppMines mines;         /* the Minesweeper game (mines_state.h) */
    AppQueue queue;         /* actions recorded this frame, not yet applied */
} App;




/* Records action a for app_apply. Never changes anything else, so widgets
 * and the event translator may call it at any time. A full queue drops the
 * action (counted in app->queue.dropped). */
void app_post_action(App *app, AppAction a);

/* Records action kind with arg: app_post_action's short form. */
void app_post(App *app, AppActionKind kind, long arg);



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


/* The running algorithm. */
static inline const GenAlgo *app_algo(const App *app) { return gen_algos[app->set.algo]; }

/* The name files of this maze start with: the algorithm's id, and for an
 * algorithm with variants "-" and the variant's ("growing-tree-newest"), so
 * two variants of one seed never share a name. */
void app_file_label(const App *app, char *buf, size_t cap);

#endif
