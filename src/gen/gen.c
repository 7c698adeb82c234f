/* gen.c - the generator table and the driver that steps a GenRun. */
#include "maze/gen.h"

#include <stdio.h>
#include <string.h>

#include "gen_util.h"
#include "maze/mem.h"

extern const GenAlgo gen_backtracker;
extern const GenAlgo gen_binary_tree;
extern const GenAlgo gen_sidewinder;
extern const GenAlgo gen_recursive_division;
extern const GenAlgo gen_eller;
extern const GenAlgo gen_kruskal;
extern const GenAlgo gen_prim;
extern const GenAlgo gen_prim_true;
extern const GenAlgo gen_aldous_broder;
extern const GenAlgo gen_wilson;
extern const GenAlgo gen_hunt_and_kill;
extern const GenAlgo gen_growing_tree;

/* The generator table, in the order the panel and `mazelab list` show it.
 * To add a generator:
 *   1. write src/gen/NAME.c with a state struct (first field: a named phase
 *      enum), init/step/release/phase_name and `const GenAlgo gen_NAME`;
 *   2. declare it above and add &gen_NAME below;
 *   3. run the tests: every property test loops over this table. */
const GenAlgo *const gen_algos[] = {
    &gen_backtracker,
    &gen_binary_tree,
    &gen_sidewinder,
    &gen_recursive_division,
    &gen_eller,
    &gen_kruskal,
    &gen_prim,
    &gen_prim_true,
    &gen_aldous_broder,
    &gen_wilson,
    &gen_hunt_and_kill,
    &gen_growing_tree,
};
const size_t gen_algo_count = sizeof gen_algos / sizeof gen_algos[0];

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

int gen_find_variant(const GenAlgo *algo, const char *id)
{
    for (int k = 0; k < algo->variant_count; k++)
        if (strcmp(algo->variants[k].id, id) == 0)
            return k;
    return -1;
}

void gen_label(const GenAlgo *algo, int variant, char *buf, size_t cap)
{
    if (algo->variant_count > 0)
        snprintf(buf, cap, "%s:%s", algo->id, algo->variants[variant].id);
    else
        snprintf(buf, cap, "%s", algo->id);
}

bool gen_variant_perfect(const GenAlgo *algo, int variant)
{
    return algo->variant_count == 0 || algo->variants[variant].perfect;
}

GenRun *gen_run_new(const GenAlgo *algo, int variant, int w, int h,
                    uint64_t seed, MazeStatus *status)
{
    MazeStatus st = MAZE_OK;
    GenRun *run = NULL;
    if (variant < 0 || (variant > 0 && variant >= algo->variant_count)) {
        st = MAZE_ERR_ARG;
        goto fail;
    }
    if (!grid_size_ok(w, h)) {
        st = MAZE_ERR_SIZE;
        goto fail;
    }
    run = mem_calloc(1, sizeof *run);
    if (!run) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    run->algo = algo;
    run->variant = variant;
    run->seed = seed;
    st = grid_init(&run->grid, w, h);
    if (st != MAZE_OK)
        goto fail;
    run->state = mem_calloc(1, algo->state_size);
    if (!run->state) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    rng_seed(&run->rng, seed);
    run->ctx.grid = &run->grid;
    run->ctx.rng = &run->rng;
    if (!gen_run_init_state(run)) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    if (status)
        *status = MAZE_OK;
    return run;
fail:
    gen_run_free(run);
    if (status)
        *status = st;
    return NULL;
}

void gen_run_free(GenRun *run)
{
    if (!run)
        return;
    if (run->state) {
        run->algo->release(run->state);
        mem_free(run->state);
    }
    grid_free(&run->grid);
    mem_free(run);
}

bool gen_run_trim(GenRun *run)
{
    if (!run->ctx.done || !run->state)
        return false;
    run->algo->release(run->state);
    mem_free(run->state);
    run->state = NULL;
    return true;
}

void gen_set_dirty(GenRun *run, DirtyList *dirty)
{
    run->ctx.dirty = dirty;
}

bool gen_run_init_state(GenRun *run)
{
    step_report_begin(&run->start, EV_START, 0);
    StepReport *watching = run->ctx.report;
    DirtyList *dirty = run->ctx.dirty;
    run->ctx.report = &run->start;
    run->ctx.dirty = NULL;
    bool ok = run->algo->init(run->state, &run->ctx, run->variant);
    run->ctx.report = watching;
    run->ctx.dirty = dirty;
    return ok;
}

size_t gen_step(GenRun *run, size_t n)
{
    if (run->ctx.done || run->ctx.error != MAZE_OK || n == 0)
        return 0;
    size_t done = 0;
    if (!run->ctx.report) {
        done = run->algo->step(run->state, &run->ctx, n);
    } else {
        /* A report describes one step: drive the algorithm one at a time. */
        while (done < n && !run->ctx.done && run->algo->step(run->state, &run->ctx, 1) == 1)
            done++;
    }
    run->steps += done;
    return done;
}

bool gen_finish(GenRun *run)
{
    /* An algorithm that stops making progress before it is done has run out
     * of memory or has a bug; stop rather than spin. */
    while (!run->ctx.done && gen_step(run, SIZE_MAX) > 0)
        ;
    if (!run->ctx.done && run->ctx.error == MAZE_OK)
        run->ctx.error = MAZE_ERR_INTERNAL;
    return run->ctx.done;
}

MazeStatus gen_error(const GenRun *run)
{
    return run->ctx.done ? MAZE_OK : run->ctx.error;
}

const char *gen_phase(const GenRun *run)
{
    if (!run->state)
        return "done";      /* trimmed: every algorithm's last phase */
    return run->algo->phase_name(run->state);
}
