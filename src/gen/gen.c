/* gen.c - finding generators in the table, and a generator's run. */
#include "maze/gen.h"

#include <string.h>

#include "maze/mem.h"
#include "run/run_priv.h"

const GenAlgo *gen_find(const char *id)
{
    for (size_t k = 0; k < gen_algo_count; k++)
        if (strcmp(gen_algos[k]->id, id) == 0)
            return gen_algos[k];
    return NULL;
}

int gen_index(const GenAlgo *algo)
{
    for (size_t k = 0; k < gen_algo_count; k++)
        if (gen_algos[k] == algo)
            return (int)k;
    return -1;
}

/* True when index k is among taken[0 .. n - 1]. */
static bool gen_taken(const int *taken, size_t n, int k)
{
    for (size_t j = 0; j < n; j++)
        if (taken[j] == k)
            return true;
    return false;
}

int gen_compare_default(const int *taken, size_t n)
{
    for (size_t d = 0; d < gen_compare_default_count; d++) {
        int k = gen_index(gen_compare_defaults[d]);
        if (k >= 0 && !gen_taken(taken, n, k))
            return k;
    }
    for (size_t k = 0; k < gen_algo_count; k++)
        if (!gen_taken(taken, n, (int)k))
            return (int)k;
    return 0;
}

bool gen_variant_perfect(const GenAlgo *algo, int variant)
{
    return algo->variant_count == 0 || algo->variants[variant].perfect;
}

/* gen_run_new and gen_run_new_on: a grid like model, or a w x h square. */
static GenRun *gen_run_make(const GenAlgo *algo, int variant, int w, int h, const Grid *model,
                            uint64_t seed, MazeStatus *status)
{
    MazeStatus st = MAZE_OK;
    GenRun *run = NULL;
    if (algo->kind != ALGO_GEN || variant < 0 || (variant > 0 && variant >= algo->variant_count)) {
        st = MAZE_ERR_ARG;
        goto fail;
    }
    if (model ? !algo_supports(algo, model) : !grid_size_ok(w, h)) {
        st = model ? MAZE_ERR_SHAPE : MAZE_ERR_SIZE;
        goto fail;
    }
    run = run_alloc(algo, variant, w, h, model, NULL, &st);
    if (!run)
        goto fail;
    run->seed = seed;
    rng_seed(&run->rng, seed);
    run->ctx.start = run->ctx.current = GRID_NONE;
    if (!run_init_state(run)) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    if (status)
        *status = MAZE_OK;
    return run;
fail:
    run_free(run);
    if (status)
        *status = st;
    return NULL;
}

GenRun *gen_run_new(const GenAlgo *algo, int variant, int w, int h,
                    uint64_t seed, MazeStatus *status)
{
    return gen_run_make(algo, variant, w, h, NULL, seed, status);
}

GenRun *gen_run_new_on(const GenAlgo *algo, int variant, const Grid *model, uint64_t seed,
                       MazeStatus *status)
{
    return gen_run_make(algo, variant, model->w, model->h, model, seed, status);
}
