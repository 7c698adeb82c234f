/* solve.h - maze solvers as resumable state machines, the same shape as the
 * generators in gen.h.
 *
 * Each solver is one file in src/solve/ with a private state struct (its
 * first field a named phase enum) and one exported SolveAlgo descriptor. A
 * step is one visible event: one move of a wall follower, one cell dequeued
 * or traced back by breadth-first search. A SolveRun drives a solver over a
 * borrowed, finished Grid: solve_step(run, n) advances at most n steps, and
 * stepping 1 at a time or 10^9 at a time gives the same result.
 *
 * What a viewer overlays: the per-cell trail bytes (SolveTrail), the current
 * cell, and, once the run reached the exit, the path as a cell list. */
#ifndef MAZE_SOLVE_H
#define MAZE_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/grid.h"
#include "maze/status.h"
#include "maze/step.h"

/* How a run ended, or that it has not yet. */
typedef enum SolveVerdict {
    SOLVE_RUNNING = 0,  /* not finished */
    SOLVE_REACHED,      /* reached the exit (stepped out of cell n-1's south side) */
    SOLVE_LOOP,         /* a wall follower repeats a state: it would walk forever */
    SOLVE_NO_PATH       /* breadth-first search: the exit is unreachable */
} SolveVerdict;

/* One byte per cell: what the solver has done there. */
typedef enum SolveTrail {
    TRAIL_NONE = 0,     /* not touched */
    TRAIL_FRONTIER,     /* queued, not yet expanded (bfs) */
    TRAIL_VISITED,      /* visited (wall follower) or expanded (bfs) */
    TRAIL_PATH,         /* on the path: for a wall follower the loop-erased
                           walk from the start to where it stands now; once
                           the verdict is SOLVE_REACHED, exactly the cells of
                           solve_path() for every solver */
    TRAIL_COUNT
} SolveTrail;

/* What a solver works with. The driver owns all of it. */
typedef struct SolveCtx {
    const Grid *grid;       /* borrowed: must not change during the run */
    uint32_t start;         /* the cell the run starts in */
    Dir facing;             /* the direction it faces there (wall followers) */
    uint8_t *trail;         /* grid->n SolveTrail bytes */
    DirtyList *dirty;       /* NULL when nobody watches; else every cell whose
                               trail byte changes, and the old and new current
                               cell when it moves */
    uint32_t current;       /* where the solver is working now */
    SolveVerdict verdict;   /* set by the algorithm in its last step */
    uint64_t raw_length;    /* wall follower: moves walked between cells,
                               excursions included; bfs: cells on the shortest
                               path once reached, else 0 */
    uint32_t path_len;      /* cells on the path, once SOLVE_REACHED */
    bool stop_at_exit;      /* bfs: stop flooding once the exit is reached
                               (set before the first step); false: flood
                               every reachable cell (complete distances) */
    uint32_t explored;      /* bfs: cells expanded (taken off the queue) */
    StepReport *report;     /* NULL when nobody watches; else the step call
                               is for ONE step and fills it (see step.h) */
} SolveCtx;

/* What a solver keeps beyond the trail, for a viewer to draw (solve_view). */
typedef struct SolveView {
    int hand;               /* wall follower: 1 right hand, -1 left, 0 none */
    int facing;             /* the way the walker faces (Dir), or -1 */
    int hand_dir;           /* the side its hand touches (Dir), or -1 */
    const uint32_t *frontier;   /* bfs: the queue, next to expand first;
                               valid until the run changes */
    uint32_t frontier_len;
} SolveView;

typedef struct SolveAlgo {
    const char *id;         /* "wall-right": CLI */
    const char *name;       /* "Wall follower (right hand)": panel */
    const char *short_name; /* "Right hand": panel button, <= 18 chars */
    const char *blurb;      /* how it works, one or two sentences */
    size_t state_size;      /* bytes of private state the driver allocates */
    /* Prepares a zeroed state for ctx (trail all TRAIL_NONE, current =
     * start, verdict SOLVE_RUNNING). May finish at once by setting
     * ctx->verdict. Returns false when out of memory (release is still
     * called). */
    bool (*init)(void *state, SolveCtx *ctx);
    /* Does at most n steps and returns how many it did. Sets ctx->verdict in
     * the call that does the last event; after that, returns 0. */
    size_t (*step)(void *state, SolveCtx *ctx, size_t n);
    /* Writes the ctx->path_len cells of the path, start first and the exit
     * cell last, to out. Called only once the verdict is SOLVE_REACHED. */
    void (*path)(const void *state, const SolveCtx *ctx, uint32_t *out);
    /* Distance in moves from the start per cell (UINT32_MAX: unreached), or
     * NULL when the solver keeps none. May be NULL itself. */
    const uint32_t *(*distances)(const void *state);
    /* Moves those distances out (the caller's now), leaving none. May be
     * NULL (so may `distances`). */
    uint32_t *(*take_distances)(void *state);
    /* Frees what init allocated. Safe on a state whose init failed. */
    void (*release)(void *state);
    /* Name of the current phase ("walking", "flooding", ...). */
    const char *(*phase_name)(const void *state);
    /* Textbook pseudocode; reports name its lines by index. */
    Pseudocode pseudocode;
    /* Deep-copies state src (of a run on grid g) into the zeroed dst.
     * Returns false when out of memory (release(dst) is still safe). */
    bool (*copy)(void *dst, const void *src, const Grid *g);
    /* Fills the SolveView fields the solver has (may be NULL). */
    void (*view)(const void *state, SolveView *out);
} SolveAlgo;

/* The table of every solver, in panel order; solve_algo_count entries. */
extern const SolveAlgo *const solve_algos[];
extern const size_t solve_algo_count;

/* The solver with this id, or NULL. */
const SolveAlgo *solve_find(const char *id);

/* A short static name for v: "running", "reached", "loop", "no path". */
const char *solve_verdict_name(SolveVerdict v);

typedef struct SolveRun {
    const SolveAlgo *algo;
    SolveCtx ctx;
    void *state;            /* algo->state_size bytes */
    uint64_t steps;         /* steps done so far */
    StepReport start;       /* the report of step 0 (EV_START), made by init */
} SolveRun;

/* Creates a run of algo on g, entering at the entrance: cell 0, facing
 * south. g is borrowed: it must outlive the run and not change. Returns NULL
 * and sets *status (MAZE_ERR_NOMEM) on failure. Free with solve_run_free. */
SolveRun *solve_run_new(const SolveAlgo *algo, const Grid *g, MazeStatus *status);

/* Like solve_run_new, but starting inside the maze at cell `start`, facing
 * `facing` (used by wall followers; bfs ignores it). Returns NULL with
 * MAZE_ERR_ARG when start >= g->n or facing is not a Dir. */
SolveRun *solve_run_new_at(const SolveAlgo *algo, const Grid *g, uint32_t start,
                           Dir facing, MazeStatus *status);

/* Frees run and everything it owns (not the grid). NULL is a no-op. */
void solve_run_free(SolveRun *run);

/* Attaches (or, with NULL, detaches) the list that collects changed cells. */
void solve_set_dirty(SolveRun *run, DirtyList *dirty);

/* Advances run by at most n steps; returns the steps done (0 once done). */
size_t solve_step(SolveRun *run, size_t n);

/* Runs to the end. Every solver ends: a wall follower within 4n moves. */
void solve_finish(SolveRun *run);

/* The verdict so far; the run is done once it is not SOLVE_RUNNING. */
static inline SolveVerdict solve_verdict(const SolveRun *run) { return run->ctx.verdict; }
static inline bool solve_done(const SolveRun *run) { return run->ctx.verdict != SOLVE_RUNNING; }

/* The cell the solver is working on now: where a wall follower stands (the
 * exit cell once reached), the cell bfs last expanded or traced back. */
static inline uint32_t solve_current(const SolveRun *run) { return run->ctx.current; }

/* The trail: grid->n SolveTrail bytes, owned by the run. */
static inline const uint8_t *solve_trail(const SolveRun *run) { return run->ctx.trail; }

/* See SolveCtx.raw_length. */
static inline uint64_t solve_raw_length(const SolveRun *run) { return run->ctx.raw_length; }

/* The algorithm's current phase name. */
const char *solve_phase(const SolveRun *run);

/* Attaches (or, with NULL, detaches) the report each step fills (step.h);
 * while attached, steps are driven one per call. At step 0, *report is set
 * to the run's start report. */
void solve_set_report(SolveRun *run, StepReport *report);

/* Fills *out with the hand side, facing and frontier the solver keeps. */
void solve_view(const SolveRun *run, SolveView *out);

/* A new run equal to src in everything observable, on the same borrowed
 * grid, without src's dirty list or report. NULL (and *status
 * MAZE_ERR_NOMEM) on failure. */
SolveRun *solve_run_clone(const SolveRun *src, MazeStatus *status);

/* Makes dst (same solver, same grid) equal to src in place, keeping dst's
 * dirty list and report pointers. MAZE_ERR_ARG for runs that differ in
 * solver or grid; MAZE_ERR_NOMEM (dst is then back at its start). */
MazeStatus solve_run_assign(SolveRun *dst, const SolveRun *src);

/* Per-cell distances from the start (UINT32_MAX: unreached), n entries owned
 * by the run, or NULL when the solver keeps none (wall followers). For bfs
 * they are complete for every cell once the run is done, unless
 * ctx.stop_at_exit was set (then: the cells reached before the exit). */
const uint32_t *solve_distances(const SolveRun *run);

/* Moves the run's distances (as solve_distances) to the caller: an array
 * of n entries to free with mem_free, or NULL when the solver keeps none.
 * The run keeps none after it: take the path (solve_path) first, then
 * only free the run. For a viewer that keeps a big maze's distances
 * without the search's other memory (its queue, trail, grid). */
uint32_t *solve_take_distances(SolveRun *run);

/* The path from the start cell to the exit cell, once the verdict is
 * SOLVE_REACHED: for a wall follower its walk with dead-end excursions and
 * loops erased (the path a teacher would draw), for bfs a shortest path.
 * Sets *cells to a new array of *len cells (free with mem_free) and returns
 * MAZE_OK; MAZE_ERR_ARG (with *cells NULL, *len 0) when the run has not
 * reached the exit; MAZE_ERR_NOMEM. */
MazeStatus solve_path(const SolveRun *run, uint32_t **cells, size_t *len);

/* A shortest path from the entrance to the exit of the finished maze g, by
 * breadth-first search, as solve_path gives it (free *cells with mem_free).
 * Returns MAZE_OK; MAZE_ERR_ARG when the exit is unreachable;
 * MAZE_ERR_NOMEM. */
MazeStatus solve_shortest(const Grid *g, uint32_t **cells, size_t *len);

#endif
