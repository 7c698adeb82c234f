/* run_priv.h - what the kind-specific constructors (gen.c, solve.c) and the
 * algorithms' copy callbacks share with the driver. Private to libmaze. */
#ifndef MAZE_RUN_PRIV_H
#define MAZE_RUN_PRIV_H

#include "maze/algo.h"

/* A run of algo (variant), not initialised: a generator's owns a grid
 * like model (its shape, size and mask), or a w x h square when model is
 * NULL (all closed, marks blank); a solver's borrows maze (w, h, model
 * unused) and owns a clear trail over it; its state is zeroed; ctx.grid
 * and ctx.rng point where they should. Returns NULL and sets *st
 * (MAZE_ERR_NOMEM, MAZE_ERR_SIZE) on failure. */
Run *run_alloc(const Algo *algo, int variant, int w, int h, const Grid *model, const Grid *maze,
               MazeStatus *st);

/* Runs algo->init on run's zeroed state (a generator's grid reset, a
 * solver's trail clear), with the report pointed at run->start (cleared
 * first) and no dirty list. Returns init's answer. */
bool run_init_state(Run *run);

/* Makes run a fresh run of its algorithm, variant, seed and problem at
 * step 0: state released, zeroed and initialised again, grid or trail
 * cleared, RNG reseeded, counters zero. Keeps the attached dirty list and
 * report pointers. Returns false when init ran out of memory (the run is
 * then stopped with MAZE_ERR_NOMEM). */
bool run_restart(Run *run);

/* Copies n bytes from src into a new counted block (mem.h) stored in
 * *dst_ptr (NULL when n is 0). Returns false when out of memory. For the
 * algorithms' copy callbacks. */
bool algo_dup(void *dst_ptr, const void *src, size_t n);

#endif
