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

#endif
