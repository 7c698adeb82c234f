/* run_priv.h - what the kind-specific constructors (gen.c, solve.c) and the
 * algorithms' copy callbacks share with the driver. Private to libmaze. */
#ifndef MAZE_RUN_PRIV_H
#define MAZE_RUN_PRIV_H

#include "maze/algo.h"

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
