/* stats.h - what a maze looks like in numbers: its dead ends, corridors and
 * junctions, passage directions, solution and longest path.
 *
 * Works on any grid, finished or not: a viewer may recompute the numbers
 * every frame while a generator runs. Definitions (all on the graph whose
 * vertices are cells and whose edges are the open interior passages; the
 * entrance and exit are not passages, so they add nothing to a degree):
 *
 *   degree      open sides of a cell, 0..4.
 *   maze cell   a cell with degree >= 1, i.e. already joined to the maze.
 *               Cells of degree 0 (not reached yet, or a 1x1 grid) count in
 *               `cells` and `degree[0]` but in no share below.
 *   shape shares  dead end (degree 1), straight (degree 2, openings on
 *               opposite sides), turn (degree 2, at right angles), 3-way and
 *               4-way junctions (degree 3, 4): each count / maze_cells, so
 *               the five add up to 1 (all 0 when there is no maze cell).
 *               In a finished maze with n >= 2 cells maze_cells == n.
 *   passages    horizontal = between east-west neighbours, vertical =
 *               between north-south neighbours; horizontal_share =
 *               horizontal / all passages (0 when there are none).
 *   solution    shortest path from the start cell to the goal cell (grid.h's
 *               ends: by default 0 and n - 1) in cells, ends included; 0 (and solved false) when
 *               the exit is not reachable. solution_share = cells / n, over
 *               ALL cells. In a perfect maze it is the only path.
 *   longest path  per connected component of maze cells, a breadth-first
 *               search from its first cell finds a farthest cell u, a second
 *               from u finds the largest distance from u; longest_path is
 *               the largest such distance + 1, in cells. For trees (perfect
 *               mazes, and the forests of unfinished ones) that is exactly
 *               the diameter: the longest path between two cells. With loops
 *               it is the eccentricity of u: a lower bound on the longest
 *               shortest path, and at least half of it (the longest simple
 *               path is NP-hard and not attempted).
 *   dead-end branch  from a dead end c0 follow the passages c0, c1, ... while
 *               the cell reached has degree 2; stop at the first cell ck of
 *               degree != 2 (a junction, or the far end of a bare corridor).
 *               The branch length is k: the cells c0..c(k-1), i.e. the cells
 *               that filling that dead end in would remove, the junction not
 *               counted. A dead end next to a junction has length 1; a bare
 *               corridor of L cells counts L - 1 from each of its two ends.
 *               mean_branch = sum of lengths / dead ends (0 when none).
 *   dead_end_dir  dead ends by the side their one opening is on (Dir order
 *               N, E, S, W): a dead end "opening north" is entered from the
 *               cell above it.
 *
 * Other shapes (shape.h): the same definitions on the shape's graph. A
 * degree goes up to the cell's sides (6 on hexagons, and the polar
 * centre); junction4 counts every cell of degree 4 or more; a straight is
 * two open sides straight across from each other (shape.h's `across`: a
 * triangle has none, a polar cell's inward and its one outward side, or
 * clockwise and counter-clockwise); horizontal passages are those whose
 * side faces east or west (shape.h's compass: hexagons' north-east and
 * south-east, polar's clockwise), and dead_end_dir counts each dead end by
 * the compass quarter its opening faces (polar: outward north, clockwise
 * east, inward south, counter-clockwise west). With a mask, `cells` and
 * every share count only the cells that are on.
 *
 * Cost: O(n) time; no allocation with a StatsScratch. */
#ifndef MAZE_STATS_H
#define MAZE_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/gen.h"
#include "maze/grid.h"
#include "maze/status.h"

typedef struct MazeStats {
    uint32_t cells;             /* n = w * h (the cells on, with a mask) */
    uint32_t maze_cells;        /* cells with degree >= 1 */
    uint32_t components;        /* connected components of maze cells */
    uint32_t degree[GRID_MAX_SIDES + 1];    /* cells by degree 0..4 (other
                                   shapes: up to 6) */
    uint32_t straights;         /* degree 2, openings opposite */
    uint32_t turns;             /* degree 2, openings at right angles */
    uint32_t dead_end_dir[4];   /* dead ends by the side of their opening */
    uint64_t passages_h;        /* open east-west passages */
    uint64_t passages_v;        /* open north-south passages */
    bool solved;                /* the exit is reachable from the entrance */
    uint32_t solution_cells;    /* cells on the shortest solution, 0 if none */
    uint32_t longest_path;      /* cells on the longest path (see above) */
    uint64_t branch_cells;      /* sum of the dead-end branch lengths */

    /* Derived from the counts by stats_compute (see the definitions). */
    double dead_end_share;
    double straight_share;
    double turn_share;
    double junction3_share;
    double junction4_share;
    double horizontal_share;
    double solution_share;
    double mean_branch;
} MazeStats;

/* Working memory for stats_compute_with, sized once for a number of cells so
 * a viewer can recompute every frame without allocating. */
typedef struct StatsScratch {
    uint32_t cap;       /* largest grid (cells) it serves */
    uint32_t *queue;    /* cap entries: breadth-first search queue */
    uint32_t *seen;     /* cap entries: search stamps */
    uint8_t *open;      /* cap entries: open sides, bit d for Dir d */
} StatsScratch;

/* Prepares sc for grids of up to cells cells (>= 1). Returns MAZE_ERR_ARG
 * for 0, MAZE_ERR_NOMEM when out of memory; sc is then empty (safe to free).
 * About 9 bytes per cell. Free with stats_scratch_free. */
MazeStatus stats_scratch_init(StatsScratch *sc, uint32_t cells);

/* Releases sc's arrays and leaves it empty. NULL or empty is fine. */
void stats_scratch_free(StatsScratch *sc);

/* Fills *out with the statistics of g using sc (no allocation). Returns
 * MAZE_ERR_ARG, leaving *out zeroed, when sc serves fewer than g->n cells. */
MazeStatus stats_compute_with(const Grid *g, StatsScratch *sc, MazeStats *out);

/* Same, with a scratch allocated and freed inside. Returns MAZE_ERR_NOMEM
 * (leaving *out zeroed) when out of memory. */
MazeStatus stats_compute(const Grid *g, MazeStats *out);

/* ---- The statistics as a list, for tables and batches ------------------- */

typedef enum StatsField {
    STATS_DEAD_END,         /* dead_end_share */
    STATS_STRAIGHT,         /* straight_share */
    STATS_TURN,             /* turn_share */
    STATS_JUNCTION3,        /* junction3_share */
    STATS_JUNCTION4,        /* junction4_share */
    STATS_PASSAGES_H,       /* passages_h */
    STATS_PASSAGES_V,       /* passages_v */
    STATS_HORIZONTAL,       /* horizontal_share */
    STATS_SOLUTION,         /* solution_share */
    STATS_LONGEST_PATH,     /* longest_path */
    STATS_MEAN_BRANCH,      /* mean_branch */
    STATS_DEAD_END_N,       /* dead_end_dir[DIR_N] ... */
    STATS_DEAD_END_E,
    STATS_DEAD_END_S,
    STATS_DEAD_END_W,
    STATS_FIELD_COUNT
} StatsField;

/* Short column name of f ("dead_end", "longest_path"): CSV headers. */
const char *stats_field_id(StatsField f);

/* f's name for people ("Dead ends", "Longest path", "Branch length"). */
const char *stats_field_label(StatsField f);

/* One sentence saying what f measures and how to read it, for a tooltip,
 * a help page and the man page: "Cells from a dead end back to the first
 * junction, on average: how deep the blind alleys go." Static text. */
const char *stats_field_explain(StatsField f);

/* The field whose id is id ("mean_branch"), or -1. */
int stats_field_find(const char *id);

/* True when f is a share in [0, 1] (false: a count or a length). */
bool stats_field_is_share(StatsField f);

/* The value of f in s, as a double. */
double stats_field_value(const MazeStats *s, StatsField f);

/* ---- Batches: mean and spread of each statistic over many mazes -------- */

/* Running mean and variance (Welford) of every StatsField. */
typedef struct StatsBatch {
    uint64_t runs;                      /* mazes added so far */
    double mean[STATS_FIELD_COUNT];     /* running means */
    double m2[STATS_FIELD_COUNT];       /* sums of squared deviations */
} StatsBatch;

/* Empties b. */
void stats_batch_init(StatsBatch *b);

/* Adds one maze's statistics to b. */
void stats_batch_add(StatsBatch *b, const MazeStats *s);

/* Mean of f over the mazes added (0 when none). */
double stats_batch_mean(const StatsBatch *b, StatsField f);

/* Sample standard deviation (divisor runs - 1) of f; 0 with fewer than two
 * mazes. */
double stats_batch_sd(const StatsBatch *b, StatsField f);

/* Generates one w x h maze with algo (variant) and seed to the end, computes
 * its statistics with sc (which must serve w * h cells), adds them to b and,
 * when last is not NULL, stores them there. For "measure N mazes": call it
 * with seed, seed + 1, ... (one call per frame keeps a window responsive).
 * Returns gen_run_new's error, or MAZE_ERR_ARG when sc is too small; b is
 * unchanged on error. */
MazeStatus stats_batch_add_run(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                               int variant, int w, int h, uint64_t seed, MazeStats *last);

/* Like stats_batch_add_run, on a grid like model (shape.h: its shape, size
 * and mask; sc must serve model->n cells); MAZE_ERR_SHAPE when algo does
 * not run on it. */
MazeStatus stats_batch_add_run_on(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                  int variant, const Grid *model, uint64_t seed, MazeStats *last);

/* The same (stats_batch_add_run_on) for the maze finished by f (gen.h:
 * its ends and braid; NULL: nothing). Also MAZE_ERR_ARG for ends that do
 * not fit. */
MazeStatus stats_batch_add_finished(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                    int variant, const Grid *model, uint64_t seed,
                                    const GenFinish *f, MazeStats *last);

/* ---- Exact values for uniform spanning trees ---------------------------- */

/* The expected share of dead ends (tree leaves / n) in a uniformly random
 * spanning tree of the w x h grid graph, exact up to rounding (about 1e-12
 * relative at 50x50), computed from the transfer-current matrix (see
 * ust_exact.c). This is what Wilson's and Aldous-Broder's algorithms must
 * average. 0 for a 1x1 grid. Returns NaN when w or h < 1 or when
 * w * h > STATS_UST_MAX_CELLS (time grows as n * min(w,h)^2: 200x200 takes
 * a few seconds), or when out of memory. */
enum { STATS_UST_MAX_CELLS = 40000 };
double stats_ust_dead_end_share(int w, int h);

#endif
