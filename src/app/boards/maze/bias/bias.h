/* bias.h - what makes each algorithm's mazes look the way they do, in the
 * window: live statistics of the maze being built, the analysis behind the
 * overlays (distances from the entrance for the heat map, the shortest
 * path), compare mode (up to four runs of different algorithms, same size
 * and seed, stepped in lock-step) and "measure 100 mazes". SDL-free: the
 * views (bias_view.c) draw what is kept here.
 *
 * Pane 0 is always the App's own run (the panel's algorithm); panes 1..3
 * exist in compare mode and own their runs. */
#ifndef MAZE_APP_BIAS_H
#define MAZE_APP_BIAS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"
#include "boards/maze/bias/bias_job.h"
#include "boards/maze/bias/bias_measure.h"
#include "maze/mem.h"
#include "maze/solve.h"
#include "maze/stats.h"

#define BIAS_STATS_MS 100.0     /* least time between live statistics */
#define BIAS_STATS_SHARE 20.0   /* ... and at least this many times what the
                                   last computation took (<= 5% of the time) */
enum { BIAS_LIVE_MAX_CELLS = 250000 };  /* bigger mazes: statistics when done */
/* "Measure 100 mazes" in the window up to this many cells a maze: one maze
 * (generated and measured in one go) then costs at most a few tens of ms a
 * frame; bigger ones are the command line's (`mazelab stats`, with
 * progress), so no frame waits seconds for a 4000x4000 maze. */
enum { BIAS_MEASURE_MAX_CELLS = BIAS_LIVE_MAX_CELLS };
#define BIAS_MEASURE_MS 8.0     /* measuring work per frame */
/* Workers analysing big mazes at once; more panes wait their turn. Each
 * holds a copy of its grid and the search's arrays (several hundred MB at
 * 4000x4000), and the window's thread needs a core of its own. */
enum { BIAS_JOBS_MAX = 2 };
/* A new pane's big run is faulted in (maze/mem.h: mem_record_prefault)
 * before it steps, in pieces of BIAS_WARM_BYTES, BIAS_WARM_MS a frame. */
#define BIAS_WARM_MS 2.0
enum { BIAS_WARM_BYTES = 2 << 20 };

typedef struct BiasPane {
    GenRun *run;            /* pane 0: the App's run (borrowed); others owned */
    DirtyList dirty;        /* panes 1..: cells changed since their view drew */
    MazeStats stats;        /* the latest statistics of run */
    bool has_stats;
    uint64_t stats_steps;   /* run->steps when stats were computed */
    double stats_ms;        /* when, ms */
    double stats_cost_ms;   /* how long that computation took */
    uint32_t *dist;         /* the finished maze's distances from the entrance
                               (its BFS's, kept without the search: n
                               entries, mem_free), or NULL */
    uint32_t dist_max;      /* largest distance from the entrance, moves */
    uint32_t *path;         /* the shortest solution, path_len cells, or NULL */
    size_t path_len;
    BiasJob *job;           /* a big finished maze's analysis (bias_job.h), or NULL */
    bool job_taken;         /* its results are in the fields above */
    SolveRun *solve;        /* panes 1..: the solver racing pane 0's, or NULL
                               (bias_race.h) */
    MemRecord warm;         /* panes 1..: the run's large blocks, faulted in */
    bool cold;              /* ... over frames before its first step */
} BiasPane;

struct Bias {
    int panes;                      /* panes in use: 1, 2 or 4 */
    BiasPane pane[MAZE_MAX_PANES];
    StatsScratch scratch;           /* serves every pane (same size) */
    BiasMeasure measure;
};

/* A new, empty Bias (one pane); NULL when out of memory. Free with bias_free. */
Bias *bias_new(void);

/* Frees b and the runs and analyses it owns. NULL is a no-op. */
void bias_free(Bias *b);

/* Fills in the compare panes' defaults (none chosen, bias_pane_defaults);
 * one pane. */
void bias_settings_defaults(MazeSettings *s);

/* Gives every pane after the first that nobody chose (pane_chosen) its
 * default generator: compare mode's defaults that the panes before it do
 * not show (gen_compare_default), so default panes never repeat one. */
void bias_pane_defaults(MazeSettings *s);


/* After maze_of(app)->run was replaced: drops every analysis and starts panes
 * 1..set.panes-1 afresh with their algorithms (the defaults for those
 * nobody chose, bias_pane_defaults), the same size and seed.
 * When a pane cannot be made, falls back to one pane and says why in the
 * status line (returns false). */
bool bias_restart(App *app);

/* Drops every pane's statistics and analysis, and its race solver, after
 * its finished maze changed (braided again, changed by hand) or a timeline
 * moved it to where it is unfinished; a frame makes them afresh
 * (bias_update). The runs stay. */
void bias_forget(App *app);

/* Steps every unfinished pane by at most n (lock-step: each that is not
 * done does the same count; a pane still faulting in its memory waits).
 * Returns the most steps any pane did. */
size_t bias_step(App *app, size_t n);

/* True while "measure 100 mazes" is under way. */
bool bias_measuring(const App *app);

/* True when every pane's maze is done. */
bool bias_done(const App *app);

/* The frame's bookkeeping at time now_ms: new big panes' memory faulted
 * in (BIAS_WARM_MS), live statistics (at most every
 * BIAS_STATS_MS while a run changes), the BFS analysis of each maze once it
 * is done (bumps maze_of(app)->look_version), and BIAS_MEASURE_MS of measuring.
 * A finished maze of more than BIAS_LIVE_MAX_CELLS cells is analysed on a
 * worker thread (bias_job.h) while anything shows the analysis, and the
 * work is cancelled when nothing does any more. A finished pane's
 * generator state is freed (run_trim) when its maze is too big for a
 * timeline (TEACH_MAX_CELLS), which needs it to step back. */
void bias_update(App *app, double now_ms);

/* True while a worker analyses some pane's maze, or a pane's waits its
 * turn (BIAS_JOBS_MAX); *progress (may be NULL) is then the least advanced
 * one's fraction done, 0..1 (0 while one waits). */
bool bias_analysing(const App *app, double *progress);

/* True when pane k's maze is analysed on a worker thread (its size). */
bool bias_pane_big(const App *app, int k);


/* The distance shown in the heat map's last colour: the largest distance
 * over every pane's finished maze (one scale for all), 0 when none. */
uint32_t bias_heat_max(const App *app);

/* The generator label of gen_algos[algo] with variant ("Backtracker",
 * "Growing tree (random)"), as a pane names it. */
void bias_algo_name(int algo, int variant, char *buf, size_t cap);

/* The generator label of pane k (bias_algo_name of its algorithm). */
void bias_pane_name(const App *app, int k, char *buf, size_t cap);

/* The file label of every pane's algorithm, pane A's first:
 * "backtracker-vs-kruskal" (maze_file_label's alone with one pane). Files
 * of compare mode (screenshots, recordings) are named with it. */
void bias_file_label(const App *app, char *buf, size_t cap);

/* The algorithm (index into gen_algos) and variant of pane k. */
void bias_pane_algo(const App *app, int k, int *algo, int *variant);

#endif
