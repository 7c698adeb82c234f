/* algo.h - an algorithm is one file: the descriptor every generator and
 * solver fills, and the one driver that steps, watches, copies and explains
 * their runs.
 *
 * Each algorithm is one file (src/gen/NAME.c or src/solve/NAME.c) with a
 * private state struct (its first field a named phase enum), a private enum
 * of its events with their sentence templates, some of them milestones
 * (step.h, sentence.h), the overlays it draws from its state (overlay.h),
 * the questions its state answers (question.h), and one exported Algo.
 * Nothing outside that file names the algorithm or its events: the tables
 * (gen_table.c, solve_table.c) list the descriptors, and the window, the
 * command line and the tests loop over them.
 *
 * A Run drives one algorithm: run_step(run, n) advances at most n steps (a
 * window asks for "as many as fit this frame", the CLI and tests for "all
 * of them"); stepping 1 at a time or 10^9 at a time gives the same result.
 * A generator's run owns the grid it carves (gen_run_new, gen.h); a
 * solver's run borrows a finished maze and keeps its trail over it
 * (solve_run_new, solve.h). Everything else is the same for both: this
 * file's run_* functions. */
#ifndef MAZE_ALGO_H
#define MAZE_ALGO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/grid.h"
#include "maze/overlay.h"
#include "maze/question.h"
#include "maze/rng.h"
#include "maze/sentence.h"
#include "maze/status.h"
#include "maze/step.h"

/* How a solver's run ended, or that it has not yet. */
typedef enum SolveVerdict {
    SOLVE_RUNNING = 0,  /* not finished (and always, for a generator) */
    SOLVE_REACHED,      /* reached the goal (out through its opening, or
                           onto a goal inside the maze) */
    SOLVE_LOOP,         /* it repeats a state: it would walk forever */
    SOLVE_NO_PATH,      /* the goal is unreachable */
    SOLVE_GAVE_UP       /* a walker stopped at its move limit (it may never
                           arrive, and cannot tell) */
} SolveVerdict;

/* One byte per cell of a solver's trail: what it has done there. */
typedef enum SolveTrail {
    TRAIL_NONE = 0,     /* not touched */
    TRAIL_FRONTIER,     /* waiting to be looked at (queued, on a stack) */
    TRAIL_VISITED,      /* visited, or looked at */
    TRAIL_PATH,         /* on the path: for a walker the loop-erased walk
                           from the start to where it stands now; once the
                           verdict is SOLVE_REACHED, exactly the cells of
                           solve_path() */
    TRAIL_COUNT
} SolveTrail;

/* What an algorithm works with. The run owns all of it. */
typedef struct StepCtx {
    Grid *grid;         /* a generator's own grid, which it carves; a
                           solver's maze, borrowed: it must not change it */
    Rng *rng;           /* the run's random numbers, from its seed */
    DirtyList *dirty;   /* NULL when nobody watches; else report every cell
                           whose pass, mark or trail byte a step changes */
    StepReport *report; /* NULL when nobody watches; else the step call is
                           for ONE step (the driver sees to it) and fills it */
    bool done;          /* set by the algorithm in the call that does its
                           last event */
    MazeStatus error;   /* set when it cannot go on (a list could not grow:
                           MAZE_ERR_NOMEM); the step then returns short,
                           having changed nothing more */
    /* solvers: the problem, and what every solver keeps track of */
    uint32_t start;     /* the cell it starts in */
    Dir facing;         /* the way it faces there (for walkers) */
    uint32_t goal;      /* the cell it wants to reach: the maze's goal */
    int goal_side;      /* the goal's opening in the outer wall (a Dir),
                           which a walker steps out through to finish; or
                           GRID_INSIDE: standing on the goal finishes */
    const uint8_t *cost;    /* what entering each cell costs (weights.h),
                               borrowed like the maze; NULL: 1 each. Only
                               solvers that weigh (ALGO_WEIGHTED) read it */
    uint64_t move_limit;    /* moves after which a walker that may never
                               arrive gives up (SOLVE_GAVE_UP); 0: its own
                               default */
    bool flood;         /* keep searching past the goal until every
                           reachable cell has a distance (solvers that keep
                           distances; the heat map and statistics want it);
                           false: stop at the goal */
    uint8_t *trail;     /* grid->n SolveTrail bytes; NULL for a generator */
    uint32_t current;   /* where it works now */
    SolveVerdict verdict;   /* set with done, in the last step */
    uint64_t raw_length;    /* a walker's moves between cells, excursions
                               included; a search's path cells once reached */
    uint32_t path_len;  /* cells on the path, once SOLVE_REACHED */
    uint32_t explored;  /* cells it has looked at: visited by a walker,
                           expanded by a search */
} StepCtx;

typedef StepCtx GenCtx;
typedef StepCtx SolveCtx;

typedef enum AlgoKind { ALGO_GEN = 0, ALGO_SOLVE } AlgoKind;

/* What an algorithm promises, for callers that need the promise rather
 * than a particular algorithm. */
enum {
    ALGO_SHORTEST = 1u, /* a solver whose path is a shortest one and which,
                           flooding, gives every reachable cell its
                           distance (solve_find_shortest) */
    ALGO_WALKER = 2u,   /* a solver that walks from cell to cell, as a
                           person would: its effort is the moves it walks
                           (raw_length); a search's is the cells it
                           explores */
    ALGO_UNIFORM = 4u,  /* a generator whose mazes are uniform spanning
                           trees: every perfect maze equally likely */
    ALGO_WEIGHTED = 8u  /* a solver that weighs cells by ctx->cost: its
                           path is a cheapest one (and its distances,
                           flooding, costs) */
};

/* One option an algorithm offers, e.g. the growing tree's cell choice. */
typedef struct AlgoVariant {
    const char *id;     /* "newest": CLI */
    const char *name;   /* "Newest cell (backtracker)": panel */
    bool perfect;       /* false: makes loops on purpose (rooms) */
    Pseudocode pseudocode;  /* its own lines when it runs differently
                               (count 0: the algorithm's) */
} AlgoVariant;

typedef AlgoVariant GenVariant;

typedef struct Algo {
    AlgoKind kind;
    unsigned flags;         /* ALGO_SHORTEST, ALGO_WALKER, ALGO_UNIFORM,
                               ALGO_WEIGHTED */
    const char *id;         /* "backtracker": CLI and file names */
    const char *name;       /* "Recursive backtracker": panel heading */
    const char *short_name; /* "Backtracker": panel button, <= 18 chars */
    const char *blurb;      /* how it works and its bias, one or two sentences */
    const AlgoVariant *variants;    /* variant_count entries, [0] the default */
    int variant_count;      /* 0: no options (always perfect, for a generator) */
    size_t state_size;      /* bytes of private state the driver allocates */
    /* Prepares a zeroed state. A generator's grid is reset (all closed,
     * marks MARK_BLANK); a solver's trail is clear, current = start. Fills
     * ctx->report, the run's start report (its start event). May finish at
     * once (ctx->done). Returns false when out of memory (release is still
     * called). */
    bool (*init)(void *state, StepCtx *ctx, int variant);
    /* Does at most n steps and returns how many it did. Sets ctx->done in
     * the call that does the last event; after that, returns 0. */
    size_t (*step)(void *state, StepCtx *ctx, size_t n);
    /* Frees what init allocated. Safe on a state whose init failed. */
    void (*release)(void *state);
    /* Deep-copies state src (of a run on grid g) into the zeroed dst.
     * Returns false when out of memory (release(dst) is then still safe).
     * NULL: copies replay the run from its seed instead. */
    bool (*copy)(void *dst, const void *src, const Grid *g);
    /* Name of the current phase ("carving", "backtracking", ...). */
    const char *(*phase_name)(const void *state);
    /* Textbook pseudocode; reports name its lines by index. */
    Pseudocode pseudocode;
    /* Its events: an id and a sentence template each, some marked as
     * milestones (step.h). */
    StepKinds kinds;
    /* The questions about its next step that its state answers
     * (question.h); at least one kind. */
    QuestionKinds questions;
    /* Optional (NULL: none). Adds to out what it shows beyond the marks
     * and the trail, from its state and ctx (overlay.h). */
    void (*overlays)(const void *state, const StepCtx *ctx, OverlayList *out);
    /* Solvers only. Writes the ctx->path_len cells of the path, start
     * first, to out; called once the verdict is SOLVE_REACHED. */
    void (*path)(const void *state, const StepCtx *ctx, uint32_t *out);
    /* Solvers only, optional: the distance in moves from the start per
     * cell (UINT32_MAX: unreached), or NULL when it keeps none; and the
     * same moved out to the caller (the run then keeps none). */
    const uint32_t *(*distances)(const void *state);
    uint32_t *(*take_distances)(void *state);
    /* The grids it runs on: shape.h's SHAPES_* bits; 0 means the plain
     * square only (as for an algorithm written before shapes). */
    unsigned shapes;
    /* Why it does not run on the others: a sentence for a panel to show
     * beside its disabled button and for the command line's refusal; NULL
     * when it runs on every grid. */
    const char *shape_note;
} Algo;

typedef Algo GenAlgo;
typedef Algo SolveAlgo;

/* The pseudocode of algo's variant (its own lines when it has them, else
 * the algorithm's). Static storage. */
Pseudocode algo_pseudocode(const Algo *algo, int variant);

/* Index of the variant with this id in algo, or -1. */
int algo_find_variant(const Algo *algo, const char *id);

/* Number of variants to iterate over: variant_count, or 1 when the
 * algorithm has no options (variant 0 is then its only form). */
static inline int algo_variant_total(const Algo *algo)
{
    return algo->variant_count > 0 ? algo->variant_count : 1;
}

/* True when algo runs on grids of g's shape (and mask): Algo.shapes. */
bool algo_supports(const Algo *algo, const Grid *g);

/* Writes "id" or, for an algorithm with variants, "id:variant" into buf
 * (truncated to cap bytes, always terminated). */
void algo_label(const Algo *algo, int variant, char *buf, size_t cap);

/* ---- runs ------------------------------------------------------------------ */

typedef struct Run {
    const Algo *algo;
    int variant;
    uint64_t seed;
    Grid grid;          /* a generator's grid (a solver's run leaves it
                           empty: its maze is ctx.grid, borrowed) */
    Rng rng;
    StepCtx ctx;        /* ctx.grid and ctx.rng point at the maze and rng */
    void *state;        /* algo->state_size bytes; NULL once trimmed */
    uint64_t steps;     /* steps done so far */
    StepReport start;   /* the report of step 0 (the start event) */
} Run;

typedef Run GenRun;
typedef Run SolveRun;

/* Frees run and everything it owns (not a solver's borrowed maze). NULL is
 * a no-op. */
void run_free(Run *run);

/* Advances run by at most n steps; returns the steps done (0 once done). */
size_t run_step(Run *run, size_t n);

/* Runs to the end. Returns true when it ended; false when it could not go
 * on (run_error says why). Every algorithm ends: a wall follower within
 * 4n moves. */
bool run_finish(Run *run);

/* True once the run is over (maze complete, or a solver's verdict given). */
static inline bool run_done(const Run *run) { return run->ctx.done; }

/* Why a run that is not done stopped: MAZE_OK while it can go on (or once
 * done), MAZE_ERR_NOMEM when memory ran out mid-run, MAZE_ERR_INTERNAL
 * when the algorithm stopped making progress (a bug). */
MazeStatus run_error(const Run *run);

/* The algorithm's current phase name ("done" once trimmed). */
const char *run_phase(const Run *run);

/* Attaches (or, with NULL, detaches) the list that collects changed cells. */
void run_set_dirty(Run *run, DirtyList *dirty);

/* Attaches (or, with NULL, detaches) the report that each step fills
 * (step.h). While attached, run_step drives the algorithm one step per
 * call (slower: attach it when a person reads the steps). On attach at
 * step 0, *report is set to the run's start report. */
void run_set_report(Run *run, StepReport *report);

/* The pseudocode of the run's algorithm and variant. */
Pseudocode run_pseudocode(const Run *run);

/* The width, in cells, that a report's cell indices are counted in. */
static inline int run_width(const Run *run) { return run->ctx.grid->w; }

/* The sentence for report r of this run's algorithm (sentence_write with
 * the algorithm's kinds and the maze's width); named may be NULL. */
int run_explain(const Run *run, const StepReport *r, char *buf, size_t cap, StepNamed *named);

/* Fills out with what the run shows beyond its marks and trail: the
 * algorithm's overlays while it runs (none once done), then, when report
 * is not NULL, the focus: a PAL_FOCUS ring in each cell its sentence names
 * and a bar on the wall it names. */
void run_overlays(const Run *run, const StepReport *report, OverlayList *out);

/* Asks every question of the run's algorithm that its state poses now
 * (none once the run is done or trimmed): fills out[0..] (at most cap) in
 * the order of the algorithm's table and returns how many. */
int run_questions(const Run *run, Question *out, int cap);

/* Asks question kind k (an index into run->algo->questions): true with q
 * filled, false when the state does not pose it now (or k is out of
 * range). */
bool run_question(const Run *run, int k, Question *q);

/* The index of algo's question kind with this id, or -1. */
int algo_find_question(const Algo *algo, const char *id);

/* The set of cell i as the run's OV_SETS overlay tells it (an id >= 1 and
 * the set's size in *size), or 0 when the run shows no sets or i is in
 * none. size may be NULL. */
uint32_t run_cell_set(const Run *run, uint32_t i, uint32_t *size);

/* A new run equal to src in everything observable (maze, marks, trail,
 * RNG, state, steps, done, error), without src's dirty list or report. A
 * solver's copy borrows the same maze. Returns NULL and sets *status
 * (MAZE_ERR_NOMEM) on failure. */
Run *run_clone(const Run *src, MazeStatus *status);

/* Makes dst equal to src (the same algorithm, variant, and maze size; for
 * solvers the same maze) in place, keeping dst's dirty list and report
 * pointers. Returns MAZE_OK, MAZE_ERR_ARG for runs that differ so, or
 * MAZE_ERR_NOMEM (dst is then back at its start). */
MazeStatus run_assign(Run *dst, const Run *src);

/* Once a generator's run is done: frees the algorithm's working state
 * (Kruskal's sets and wall order, a stack, a frontier list: at 4000x4000
 * up to ~190 MB). Returns true when it freed it; false, changing nothing,
 * when run is not done, already trimmed, or a solver's (whose path lives
 * in its state). Everything a finished maze shows stays: grid, marks,
 * steps, RNG, done, run_phase ("done"); overlays are none. run_clone of a trimmed run is trimmed too;
 * run_assign onto it (a timeline stepping back) brings the state back. */
bool run_trim(Run *run);

/* True once run_trim freed run's working state. */
static inline bool run_trimmed(const Run *run) { return run->state == NULL; }

#endif
