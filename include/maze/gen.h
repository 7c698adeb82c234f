/* gen.h - maze generators as resumable state machines.
 *
 * Each generator is one file in src/gen/ with a private state struct (its
 * first field a named phase enum) and one exported GenAlgo descriptor. A step
 * is one visible event: one passage carved, one wall added, one walk move,
 * one backtrack. A GenRun drives an algorithm: gen_step(run, n) advances at
 * most n steps, so a window can ask for "as many steps as fit this frame" and
 * the CLI and tests for "all of them". Stepping 1 at a time or 10^9 at a time
 * yields the same maze. */
#ifndef MAZE_GEN_H
#define MAZE_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/grid.h"
#include "maze/rng.h"
#include "maze/status.h"
#include "maze/step.h"

/* What a generator works with. The driver owns all of it. */
typedef struct GenCtx {
    Grid *grid;
    Rng *rng;
    DirtyList *dirty;   /* NULL when nobody watches; else report every cell
                           whose pass or mark byte a step changes */
    bool done;          /* set by the algorithm once its last event is done */
    MazeStatus error;   /* set by the algorithm when it cannot go on (a list
                           could not grow: MAZE_ERR_NOMEM); the step then
                           returns short, having changed nothing more */
    StepReport *report; /* NULL when nobody watches; else the step call is
                           for ONE step (the driver sees to it) and fills it */
} GenCtx;

/* One option an algorithm offers, e.g. growing tree's cell choice. */
typedef struct GenVariant {
    const char *id;     /* "newest": CLI */
    const char *name;   /* "Newest cell (backtracker)": panel */
    bool perfect;       /* false: makes loops on purpose (rooms) */
} GenVariant;

/* What a generator keeps beyond the grid's marks, for a viewer to draw
 * (gen_view). Fields an algorithm does not have are GRID_NONE / 0 / NULL. */
typedef struct GenView {
    uint32_t walker;        /* the cell a walk or the carving stands on */
    int walker_dir;         /* the direction of its last move, or -1 */
    uint32_t scan_row;      /* hunt-and-kill: the row the last step scanned
                               without a hit (the row its sentence names),
                               GRID_NONE when not hunting */
    uint32_t chamber[4];    /* recursive division: x, y, w, h of the chamber
                               split last; w == 0: none */
    const uint32_t *list;   /* growing tree's active list (oldest first;
                               GRID_NONE entries are cells already removed;
                               NULL for `newest`, whose list is the path to
                               the walker), prim:cell's frontier cells;
                               valid until the run changes */
    uint32_t list_len;
    bool has_sets;          /* gen_set_id means something (Kruskal, Eller) */
    bool has_weights;       /* gen_edge_weight means something (true Prim) */
} GenView;

typedef struct GenAlgo {
    const char *id;         /* "backtracker": CLI and file names */
    const char *name;       /* "Recursive backtracker": panel heading */
    const char *short_name; /* "Backtracker": panel button, <= 18 chars */
    const char *blurb;      /* how it works and its bias, one or two sentences */
    const GenVariant *variants; /* variant_count entries, [0] the default */
    int variant_count;      /* 0: no options, always perfect */
    size_t state_size;      /* bytes of private state the driver allocates */
    /* Prepares a zeroed state for ctx->grid (already reset: all closed,
     * marks MARK_BLANK). May mark cells and set ctx->done (e.g. a 1x1 grid).
     * Returns false when out of memory (release is still called). */
    bool (*init)(void *state, GenCtx *ctx, int variant);
    /* Does at most n steps and returns how many it did. Sets ctx->done in
     * the call that does the last event; after that, returns 0. */
    size_t (*step)(void *state, GenCtx *ctx, size_t n);
    /* Frees what init allocated. Safe on a state whose init failed. */
    void (*release)(void *state);
    /* Name of the current phase ("carving", "backtracking", ...). */
    const char *(*phase_name)(const void *state);
    /* Textbook pseudocode; reports name its lines by index. */
    Pseudocode pseudocode;
    /* NULL, or variant_count entries: a variant's own lines when it runs
     * differently (count 0: the algorithm's). */
    const Pseudocode *variant_pseudocode;
    /* Deep-copies state src (of a run on grid g) into the zeroed dst. Returns
     * false when out of memory (release(dst) is then still safe). NULL: the
     * timeline replays from the seed instead. */
    bool (*copy)(void *dst, const void *src, const Grid *g);
    /* Optional (NULL: none). Fills the GenView fields the algorithm has. */
    void (*view)(const void *state, const Grid *g, GenView *out);
    /* Optional. The set of cell i (a stable id >= 1) and the set's size. */
    uint32_t (*set_id)(const void *state, const Grid *g, uint32_t i);
    uint32_t (*set_size)(const void *state, const Grid *g, uint32_t i);
    /* Optional. The weight of the wall on side d of cell i: true when it has
     * one (an interior wall), stored in *weight. */
    bool (*edge_weight)(const void *state, const Grid *g, uint32_t i, Dir d, uint32_t *weight);
} GenAlgo;

/* The table of every generator, in panel order; gen_algo_count entries. */
extern const GenAlgo *const gen_algos[];
extern const size_t gen_algo_count;

/* The generator with this id, or NULL. */
const GenAlgo *gen_find(const char *id);

/* The position of algo in gen_algos[], or -1 when it is not there. */
int gen_index(const GenAlgo *algo);

/* Index of the variant with this id in algo, or -1. */
int gen_find_variant(const GenAlgo *algo, const char *id);

/* Number of variants to iterate over: algo->variant_count, or 1 when the
 * algorithm has no options (variant 0 is then its only form). */
static inline int gen_variant_total(const GenAlgo *algo)
{
    return algo->variant_count > 0 ? algo->variant_count : 1;
}

/* Writes "id" or, for an algorithm with variants, "id:variant" into buf
 * (truncated to cap bytes, always terminated). */
void gen_label(const GenAlgo *algo, int variant, char *buf, size_t cap);

/* True when algo with this variant always makes a perfect maze. */
bool gen_variant_perfect(const GenAlgo *algo, int variant);

typedef struct GenRun {
    const GenAlgo *algo;
    int variant;
    uint64_t seed;
    Grid grid;
    Rng rng;
    GenCtx ctx;         /* ctx.grid and ctx.rng point at the fields above */
    void *state;        /* algo->state_size bytes */
    uint64_t steps;     /* steps done so far */
    StepReport start;   /* the report of step 0 (EV_START), made by init */
} GenRun;

/* Creates a run of algo (variant: index into algo->variants, 0 when it has
 * none) on a w x h grid, seeded with seed, and initialises the algorithm.
 * Returns NULL and sets *status (MAZE_ERR_SIZE, MAZE_ERR_ARG for a bad
 * variant, MAZE_ERR_NOMEM) on failure. Free with gen_run_free. */
GenRun *gen_run_new(const GenAlgo *algo, int variant, int w, int h,
                    uint64_t seed, MazeStatus *status);

/* Frees run and everything it owns. NULL is a no-op. */
void gen_run_free(GenRun *run);

/* Attaches (or, with NULL, detaches) the list that collects changed cells. */
void gen_set_dirty(GenRun *run, DirtyList *dirty);

/* Once run is done: frees the algorithm's working state (Kruskal's sets
 * and wall order, a stack, a frontier list: at 4000x4000 up to ~190 MB).
 * Returns true when it freed it; false, changing nothing, when run is not
 * done or already trimmed. Everything a
 * finished maze shows stays: grid, marks, steps, RNG, gen_done,
 * gen_phase ("done"). What lived only in the state is gone: gen_view
 * gives an empty view, gen_set_id / gen_set_size 0, gen_edge_weight
 * false. gen_run_clone of a trimmed run is trimmed too; gen_run_assign
 * onto it (a timeline stepping back) brings the state back. */
bool gen_run_trim(GenRun *run);

/* True once gen_run_trim freed run's working state. */
static inline bool gen_trimmed(const GenRun *run) { return run->state == NULL; }

/* Advances run by at most n steps; returns the steps done. */
size_t gen_step(GenRun *run, size_t n);

/* Runs to the end. Returns true when the maze is complete; false when the
 * algorithm could not go on (gen_error says why). */
bool gen_finish(GenRun *run);

/* Why a run that is not done stopped: MAZE_OK while it can go on (or once it
 * is done), MAZE_ERR_NOMEM when memory ran out mid-run, MAZE_ERR_INTERNAL
 * when the algorithm stopped making progress (a bug). */
MazeStatus gen_error(const GenRun *run);

/* True once the maze is complete. */
static inline bool gen_done(const GenRun *run) { return run->ctx.done; }

/* The algorithm's current phase name. */
const char *gen_phase(const GenRun *run);

/* ---- teaching: reports, pseudocode, hidden state, copies ----------------- */

/* Attaches (or, with NULL, detaches) the report that each step fills (see
 * step.h). While attached, gen_step drives the algorithm one step per call
 * (slower: attach it when a person reads the steps). On attach at step 0,
 * *report is set to the run's start report. */
void gen_set_report(GenRun *run, StepReport *report);

/* The pseudocode of algo's variant (the variant's own lines when it has
 * them, else the algorithm's). Static storage. */
Pseudocode gen_pseudocode(const GenAlgo *algo, int variant);

/* Fills *out with what the run keeps beyond the grid for a viewer: the
 * walker, hunt row, chamber, active list, and whether sets and weights
 * exist. Pointers in *out stay valid until the run changes. */
void gen_view(const GenRun *run, GenView *out);

/* The set of cell i (Kruskal: its tree; Eller: its set in the current row):
 * an id >= 1 that stays with the set while it grows (when two sets join, the
 * id of the bigger one survives; Eller: the left one), so a viewer can give
 * it a categorical colour (id % palette size). 0 when the algorithm keeps no
 * sets or i is not in one (Eller: rows already done). */
uint32_t gen_set_id(const GenRun *run, uint32_t i);

/* Cells in the set of cell i (1 for a cell not yet joined), 0 when none. */
uint32_t gen_set_size(const GenRun *run, uint32_t i);

/* True Prim: the weight of the wall on side d of cell i, stored in *weight
 * (smaller carves first). False for algorithms without weights and for the
 * outer boundary. */
bool gen_edge_weight(const GenRun *run, uint32_t i, Dir d, uint32_t *weight);

/* A new run equal to src in everything observable (grid, marks, RNG, state,
 * steps, done, error), without src's dirty list or report. Returns NULL and
 * sets *status (MAZE_ERR_NOMEM) on failure. Algorithms without a copy
 * callback are rebuilt from the seed and replayed to src->steps. */
GenRun *gen_run_clone(const GenRun *src, MazeStatus *status);

/* Makes dst equal to src (same algorithm, variant and size) in place,
 * keeping dst's dirty list and report pointers (which are not touched).
 * Returns MAZE_OK, MAZE_ERR_ARG for runs of different shape, or
 * MAZE_ERR_NOMEM (dst is then a fresh run at step 0 of its seed). */
MazeStatus gen_run_assign(GenRun *dst, const GenRun *src);

#endif
