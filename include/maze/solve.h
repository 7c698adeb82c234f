/* solve.h - maze solvers: the table of them and a solver's run.
 *
 * A solver is one file in src/solve/ with one exported Algo (algo.h) of
 * kind ALGO_SOLVE. A step is one visible event: one move of a walker, one
 * cell expanded or traced back by a search. Its run borrows a finished
 * maze, which must outlive it and not change, and keeps a trail over it
 * (SolveTrail bytes); it is stepped, watched and copied with algo.h's
 * run_* functions. What a viewer overlays: the trail, the current cell,
 * the algorithm's overlays, and once the goal is reached the path. */
#ifndef MAZE_SOLVE_H
#define MAZE_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/algo.h"

/* The table of every solver, in panel order; solve_algo_count entries
 * (src/solve/solve_table.c). */
extern const SolveAlgo *const solve_algos[];
extern const size_t solve_algo_count;

/* The solver with this id, or NULL. */
const SolveAlgo *solve_find(const char *id);

/* The position of algo in solve_algos[], or -1 when it is not there. */
int solve_index(const SolveAlgo *algo);

/* The first solver in the table that finds shortest paths and distances
 * (ALGO_SHORTEST), or NULL. */
const SolveAlgo *solve_find_shortest(void);

/* A short static name for v: "running", "reached", "loop", "no path",
 * "gave up". */
const char *solve_verdict_name(SolveVerdict v);

/* The way a solver faces in g's start cell: into the maze through the
 * start's opening (south, through the default entrance), or south for a
 * start inside. On other shapes than the plain square (shape.h) it is the
 * side of the start the walker has at its back (a walker turns through the
 * sides in order from it): the start's opening, or side 0 for a start
 * inside. */
Dir solve_start_facing(const Grid *g);

/* Creates a run of solver algo on g from g's start (facing as
 * solve_start_facing) to g's goal (grid.h's ends). g is borrowed: it must
 * outlive the run and not change. Returns NULL and sets *status
 * (MAZE_ERR_NOMEM; MAZE_ERR_ARG for an algo that is not a solver;
 * MAZE_ERR_SHAPE for one that does not run on g's shape, Algo.shapes) on
 * failure. Free with run_free. */
SolveRun *solve_run_new(const SolveAlgo *algo, const Grid *g, MazeStatus *status);

/* Like solve_run_new, but starting at cell `start`, facing `facing` (the
 * goal is still g's); on other shapes than the square, `facing` is the
 * side of start the walker has at its back, as solve_start_facing. Returns
 * NULL with MAZE_ERR_ARG when start >= g->n, is a cell a mask switches
 * off, or facing is not a side of start. */
SolveRun *solve_run_new_at(const SolveAlgo *algo, const Grid *g, uint32_t start,
                           Dir facing, MazeStatus *status);

/* Sets whether run searches on past the goal (StepCtx.flood); call before
 * its first step. */
static inline void solve_set_flood(SolveRun *run, bool flood) { run->ctx.flood = flood; }

/* Sets what entering each cell costs (StepCtx.cost: g->n bytes, borrowed,
 * NULL for 1 each); call before its first step. Only ALGO_WEIGHTED solvers
 * read it. */
static inline void solve_set_costs(SolveRun *run, const uint8_t *cost) { run->ctx.cost = cost; }

/* A walker that may never arrive (the random mouse, Pledge with no way
 * out) gives up after this many moves per cell of the maze, unless told
 * otherwise (solve_set_move_limit). */
enum { SOLVE_MOVES_PER_CELL = 256 };

/* Sets a walker's move limit (StepCtx.move_limit, 0: its default); call
 * before its first step. */
static inline void solve_set_move_limit(SolveRun *run, uint64_t moves)
{
    run->ctx.move_limit = moves;
}

/* Seeds the random choices of a solver that makes them (the random
 * mouse); the same seed gives the same walk. Call before its first step.
 * A new run's seed is 0. */
void solve_set_seed(SolveRun *run, uint64_t seed);

/* The verdict so far; the run is done once it is not SOLVE_RUNNING. */
static inline SolveVerdict solve_verdict(const SolveRun *run) { return run->ctx.verdict; }

/* The cell the solver is working on now: where a walker stands (the goal
 * cell once reached), the cell a search last expanded or traced back. */
static inline uint32_t solve_current(const SolveRun *run) { return run->ctx.current; }

/* The trail: grid->n SolveTrail bytes, owned by the run. */
static inline const uint8_t *solve_trail(const SolveRun *run) { return run->ctx.trail; }

/* True when the run's solver walks from cell to cell (ALGO_WALKER). */
static inline bool solve_walks(const SolveRun *run) { return run->algo->flags & ALGO_WALKER; }

/* See StepCtx.raw_length, path_len and explored. */
static inline uint64_t solve_raw_length(const SolveRun *run) { return run->ctx.raw_length; }
static inline uint32_t solve_path_len(const SolveRun *run) { return run->ctx.path_len; }
static inline uint32_t solve_explored(const SolveRun *run) { return run->ctx.explored; }

/* Per-cell distances from the start (UINT32_MAX: unreached), n entries
 * owned by the run, or NULL when the solver keeps none (walkers). They are
 * complete for every reachable cell once a flooding run is done (else:
 * the cells reached before the goal). */
const uint32_t *solve_distances(const SolveRun *run);

/* Moves the run's distances (as solve_distances) to the caller: an array
 * of n entries to free with mem_free, or NULL when the solver keeps none.
 * The run keeps none after it: take the path (solve_path) first, then
 * only free the run. For a viewer that keeps a big maze's distances
 * without the search's other memory (its queue, trail, grid). */
uint32_t *solve_take_distances(SolveRun *run);

/* The path from the start cell to the goal cell, once the verdict is
 * SOLVE_REACHED: for a walker its walk with dead-end excursions and loops
 * erased (the path a teacher would draw), for a search a shortest path.
 * Sets *cells to a new array of *len cells (free with mem_free) and returns
 * MAZE_OK; MAZE_ERR_ARG (with *cells NULL, *len 0) when the run has not
 * reached the goal; MAZE_ERR_NOMEM. */
MazeStatus solve_path(const SolveRun *run, uint32_t **cells, size_t *len);

/* A shortest path from the start to the goal of the finished maze g, by
 * breadth-first search, as solve_path gives it (free *cells with mem_free).
 * Returns MAZE_OK; MAZE_ERR_ARG when the goal is unreachable;
 * MAZE_ERR_NOMEM. */
MazeStatus solve_shortest(const Grid *g, uint32_t **cells, size_t *len);

#endif
