/* maze_state.h - the maze board's data, types only: what the user chose
 * (MazeSettings, reached as maze_set(app)) and what runs (MazeState, as
 * maze_of(app)): the run being built, its solver and overlays, the compare
 * panes. Kept apart from maze_board.h so that the board's files can reach
 * the data without each other's functions; no other board includes it. */
#ifndef MAZE_APP_MAZE_STATE_H
#define MAZE_APP_MAZE_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "boards/board_index.h"
#include "maze/dirty.h"
#include "maze/gen.h"
#include "maze/solve.h"
#include "model/board_model.h"

enum {
    MAZE_MIN_SIDE = 2,          /* smallest width or height the panel offers */
    MAZE_PANEL_MAX_W = 400,     /* size sliders' upper ends, cells */
    MAZE_PANEL_MAX_H = 300,
    MAZE_BOARD_MAX_SIDE = 4000,       /* largest size from the command line */
    /* Changed cells tracked per frame: the top animated speed's most steps
     * in a frame (1e5/s over the 0.25 s catch-up cap) times 6, the most
     * cells a step reports on average in any generator, rounded up. Only
     * instant runs overflow it; the view then repaints all, over frames. */
    MAZE_DIRTY_CAP = 1 << 18,
    MAZE_MAX_PANES = 4          /* compare mode: at most this many runs */
};

/* The maze board's tabs (MazeSettings.panel_tab), in the panel's order. */
enum { MAZE_TAB_MAZE = 0, MAZE_TAB_SOLVE = 1, MAZE_TAB_BIAS = 2, MAZE_TAB_COUNT };

/* A cell chosen for an end by option or by dragging its marker. */
typedef struct MazeEndCell {
    bool set;               /* false: the end's corner (the default) */
    int x, y;
} MazeEndCell;

/* The Export section's parts (MazeExportChoice.tab). */
enum { MAZE_EXPORT_TAB_FILES = 0, MAZE_EXPORT_TAB_PRINT, MAZE_EXPORT_TAB_SLIDES, MAZE_EXPORT_TABS };

/* What the Export section's choices are set to: the part shown, the
 * printed page's (maze_export_sheet.c) and the recording's. */
typedef struct MazeExportChoice {
    int tab;                /* MAZE_EXPORT_TAB_* */
    int paper;              /* SheetPaper */
    int format;             /* SheetFormat: SHEET_PDF or SHEET_PNG */
    int per_page;           /* mazes a page from one pane: 1, 2 or 4 (consecutive seeds) */
    bool key;               /* the answer key page too */
    bool seed;              /* the seed and the command on the page */
    int slide_w;            /* Record: slides this many pixels wide, or 0: the plain GIF */
    bool slide_milestone;   /* ... starting at the run's next milestone */
    bool slide_pngs;        /* ... as numbered PNG frames, not a GIF */
} MazeExportChoice;

/* What the user chose for the maze board (part of AppSettings). */
typedef struct MazeSettings {
    int algo;               /* index into gen_algos */
    int variant;            /* index into its variants (0 when it has none) */
    int w, h;               /* maze size, cells (polar: h rings) */
    int shape;              /* ShapeKind (maze/shape.h): maze_shape.h */
    const char *mask;       /* --mask FILE: the square with its cells off
                               (argv's; not saved), or NULL */
    int solver;             /* index into solve_algos: the animated solver */
    bool solve_at_start;    /* --solve: run it once the maze is done */
    bool show_shortest;     /* overlay the shortest path (BFS) when done */
    int export_px;          /* exported PNG: pixels a block (cell or wall) */
    MazeExportChoice out;   /* the Export section's other choices */
    long record_frames;     /* Record: the GIF's frame budget */
    bool show_heat;         /* overlay distances from the entrance when done */
    bool show_dead_ends;    /* highlight the dead ends when done */
    bool show_labels;       /* numbers in the cells: set ids, distances (maze_labels.h) */
    int panes;              /* compare mode: 1, 2 or 4 runs side by side */
    int pane_algo[MAZE_MAX_PANES];    /* panes 1..: index into gen_algos (pane 0: algo) */
    int pane_variant[MAZE_MAX_PANES];
    bool pane_chosen[MAZE_MAX_PANES];   /* panes 1..: picked by the user (else a default) */
    bool measure_at_start;  /* --measure: measure 100 mazes at once */
    bool predict_at_pause;  /* --predict: ask (K) where the run pauses by itself */
    int panel_tab;          /* the tab shown: MAZE_TAB_MAZE, _SOLVE or _BIAS */
    const char *pending_variant;    /* --variant or the file's, until the algorithm is known */
    int braid;              /* percent of dead ends every finished maze loses (braid.h) */
    MazeEndCell start, goal;        /* where every new maze starts and ends, when
                                       they fit it (else its corners) */
    const char *pending_start, *pending_goal;  /* --start, --goal: until the size is known */
    const char *input_path; /* --input FILE: this start opens FILE (never saved) */
    bool mud_brush;         /* a press on a cell paints mud (never saved) */
    bool race;              /* a solver race on one maze: every pane shows pane 0's
                               maze, pane k runs race_solver[k] (never saved) */
    int race_solver[MAZE_MAX_PANES];    /* race panes 1..: index into solve_algos (pane 0: solver) */
} MazeSettings;

/* A size the panel offers by name. */
typedef struct MazeSizePreset {
    const char *name;
    int w, h;
} MazeSizePreset;

extern const MazeSizePreset maze_size_presets[];
extern const int maze_size_preset_count;

typedef struct Bias Bias;  /* boards/maze/bias/bias.h */
typedef struct MazeRecord MazeRecord;  /* boards/maze/maze_record.c */
typedef struct MazeTeach MazeTeach;    /* boards/maze/maze_teach.h */
typedef struct MazeFinish MazeFinish;  /* boards/maze/maze_finish.c */
typedef struct MazeEdit MazeEdit;      /* boards/maze/maze_edit.c */
typedef struct MazePredict MazePredict; /* boards/maze/maze_predict.h */

typedef struct MazeState {
    GenRun *run;            /* the maze being built; never NULL after app_init */
    uint64_t seed;          /* its seed: the App's at start, then N or the panel's */
    DirtyList dirty;        /* cells changed since the view last drew */
    bool paused;
    bool finishing;         /* BOARD_FINISH: instant until done */
    double step_debt;       /* fractional steps owed by the speed */
    uint64_t generation;    /* bumps when run is replaced: the view restarts */
    SolveRun *solve;        /* the solver on the finished maze, or NULL */
    bool solve_paused;
    bool solve_finishing;   /* BOARD_FINISH on the solver: instant until done */
    bool solve_queued;      /* start the solver once the maze is done */
    double solve_debt;      /* fractional solver steps owed */
    uint32_t *shortest;     /* BFS path cells when shown and computed, or NULL */
    size_t shortest_len;
    uint64_t look_version;  /* bumps when the overlay changes: full repaint */
    Bias *bias;             /* statistics, overlays, compare panes (bias.h) */
    bool export_open;       /* the panel shows Export in place of Solver */
    int pane_menu;          /* compare mode: the pane whose list of algorithms
                               is open, plus 1; 0 when none is */
    MazeRecord *record;     /* the recording under way, or NULL (maze_record.h) */
    MazeTeach *teach;       /* the timelines and step reports (maze_teach.h) */
    MazeFinish *finish;     /* braid and ends of the finished mazes (maze_finish.h) */
    MazeEdit *edit;         /* changes by hand, mud, where the maze came from (maze_edit.h) */
    MazePredict *predict;   /* predict and check: the question up, the score */
} MazeState;

BOARD_STATE_ACCESS(maze_state, MazeState, APP_BOARD_MAZE)
BOARD_SETTINGS_ACCESS(maze_settings, MazeSettings, APP_BOARD_MAZE)

/* The maze board's state in app (const when app is). */
#define maze_of(app) BOARD_PICK(maze_state, app, App)
/* The maze board's settings in AppSettings s, or in app (const when it is). */
#define maze_settings(s) BOARD_PICK(maze_settings, s, AppSettings)
#define maze_set(app) maze_settings(&(app)->set)

/* The running algorithm. */
static inline const GenAlgo *maze_algo(const App *app) { return gen_algos[maze_set(app)->algo]; }

#endif
