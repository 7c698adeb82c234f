/* gen.h - maze generators: the table of them and a generator's run.
 *
 * A generator is one file in src/gen/ with one exported Algo (algo.h) of
 * kind ALGO_GEN. A step is one visible event: one passage carved, one wall
 * added, one walk move, one backtrack. Its run owns the grid it carves and
 * is stepped, watched and copied with algo.h's run_* functions. */
#ifndef MAZE_GEN_H
#define MAZE_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/algo.h"

/* The table of every generator, in panel order; gen_algo_count entries
 * (src/gen/gen_table.c). */
extern const GenAlgo *const gen_algos[];
extern const size_t gen_algo_count;

/* Compare mode's default generators for the panes after the first, in
 * pane order; gen_compare_default_count entries (gen_table.c). */
extern const GenAlgo *const gen_compare_defaults[];
extern const size_t gen_compare_default_count;

/* The generator (an index into gen_algos) for a compare pane nobody chose
 * an algorithm for, when the panes before it show taken[0 .. n - 1]
 * (indices into gen_algos): the first of gen_compare_defaults that none of
 * them shows, else the first generator of the table that none shows, else
 * 0. So default panes never repeat an algorithm while there are enough. */
int gen_compare_default(const int *taken, size_t n);

/* The generator with this id, or NULL. */
const GenAlgo *gen_find(const char *id);

/* The position of algo in gen_algos[], or -1 when it is not there. */
int gen_index(const GenAlgo *algo);

/* True when algo with this variant always makes a perfect maze. */
bool gen_variant_perfect(const GenAlgo *algo, int variant);

/* Creates a run of generator algo (variant: index into algo->variants, 0
 * when it has none) on a w x h grid, seeded with seed, and initialises the
 * algorithm. Returns NULL and sets *status (MAZE_ERR_SIZE, MAZE_ERR_ARG
 * for a bad variant or an algo that is not a generator, MAZE_ERR_NOMEM) on
 * failure. Free with run_free. */
GenRun *gen_run_new(const GenAlgo *algo, int variant, int w, int h,
                    uint64_t seed, MazeStatus *status);

/* Like gen_run_new, on a grid like model (its shape, size and mask; shape.h;
 * model is only read). Returns NULL with MAZE_ERR_SHAPE when algo does not
 * run on that shape (Algo.shapes; Algo.shape_note says why). */
GenRun *gen_run_new_on(const GenAlgo *algo, int variant, const Grid *model, uint64_t seed,
                       MazeStatus *status);

/* What is done to a generator's maze beyond the generator's own work, so
 * that every front end does it the same way. Zero-initialised: nothing
 * (the corners' ends). */
typedef struct GenFinish {
    bool ends_set;      /* use `ends` instead of the corners */
    GridEnds ends;      /* must fit the maze (grid_ends_ok) */
    int braid;          /* percent of its dead ends removed (braid.h), 0..100,
                           drawn from the run's seed */
} GenFinish;

/* Gives run's grid f's ends (a run's grid keeps them through its steps, so
 * call it as soon as the run is made when the steps are shown). Returns
 * MAZE_OK, or MAZE_ERR_ARG (nothing changed) when they do not fit. */
MazeStatus gen_finish_ends(GenRun *run, const GenFinish *f);

/* Once run is done: applies all of f to its grid: the ends, as above, and
 * the braid. Returns MAZE_OK; MAZE_ERR_ARG for ends that do not fit, a
 * braid out of range or a run not done; MAZE_ERR_NOMEM. */
MazeStatus gen_finish_apply(GenRun *run, const GenFinish *f);

#endif
