/* gen_teach.c - what a run shows a student beyond the grid: the report
 * hook, pseudocode, hidden state queries, and copies of a run (for the
 * timeline's checkpoints). */
#include <string.h>

#include "gen_util.h"
#include "maze/mem.h"

bool gen_dup(void *dst_ptr, const void *src, size_t n)
{
    void *copy = NULL;
    if (n > 0) {
        copy = mem_alloc(n);
        if (!copy)
            return false;
        memcpy(copy, src, n);
    }
    memcpy(dst_ptr, &copy, sizeof copy);
    return true;
}

void gen_set_report(GenRun *run, StepReport *report)
{
    run->ctx.report = report;
    if (report && run->steps == 0)
        *report = run->start;
}

Pseudocode gen_pseudocode(const GenAlgo *algo, int variant)
{
    if (algo->variant_pseudocode && variant >= 0 && variant < algo->variant_count &&
        algo->variant_pseudocode[variant].count > 0)
        return algo->variant_pseudocode[variant];
    return algo->pseudocode;
}

void gen_view(const GenRun *run, GenView *out)
{
    memset(out, 0, sizeof *out);
    out->walker = GRID_NONE;
    out->walker_dir = -1;
    out->scan_row = GRID_NONE;
    out->has_sets = run->algo->set_id != NULL;
    out->has_weights = run->algo->edge_weight != NULL;
    if (run->algo->view && run->state)
        run->algo->view(run->state, &run->grid, out);
}

uint32_t gen_set_id(const GenRun *run, uint32_t i)
{
    if (!run->algo->set_id || !run->state || i >= run->grid.n)
        return 0;
    return run->algo->set_id(run->state, &run->grid, i);
}

uint32_t gen_set_size(const GenRun *run, uint32_t i)
{
    if (!run->algo->set_size || !run->state || i >= run->grid.n)
        return 0;
    return run->algo->set_size(run->state, &run->grid, i);
}

bool gen_edge_weight(const GenRun *run, uint32_t i, Dir d, uint32_t *weight)
{
    if (!run->algo->edge_weight || !run->state || i >= run->grid.n ||
        grid_neighbor(&run->grid, i, d) == GRID_NONE)
        return false;
    return run->algo->edge_weight(run->state, &run->grid, i, d, weight);
}

/* Makes dst (same shape as src, state released and zeroed) equal to src by
 * the algorithm's copy, or by replaying src's seed to src's step. */
static bool gen_copy_state(GenRun *dst, const GenRun *src)
{
    const GenAlgo *a = src->algo;
    dst->seed = src->seed;
    if (a->copy || !src->state) {
        memcpy(dst->grid.pass, src->grid.pass, src->grid.n);
        memcpy(dst->grid.mark, src->grid.mark, src->grid.n);
        dst->rng = src->rng;
        dst->ctx.done = src->ctx.done;
        dst->ctx.error = src->ctx.error;
        dst->steps = src->steps;
        dst->start = src->start;
        if (!src->state) {      /* trimmed: so is the copy */
            mem_free(dst->state);
            dst->state = NULL;
            return true;
        }
        return a->copy(dst->state, src->state, &src->grid);
    }
    DirtyList *dirty = dst->ctx.dirty;
    StepReport *report = dst->ctx.report;
    grid_reset(&dst->grid);
    rng_seed(&dst->rng, src->seed);
    dst->ctx.done = false;
    dst->ctx.error = MAZE_OK;
    dst->steps = 0;
    if (!gen_run_init_state(dst))
        return false;
    dst->ctx.dirty = NULL;
    dst->ctx.report = NULL;
    while (dst->steps < src->steps && gen_step(dst, src->steps - dst->steps) > 0)
        ;
    dst->ctx.dirty = dirty;
    dst->ctx.report = report;
    return dst->steps == src->steps;
}

GenRun *gen_run_clone(const GenRun *src, MazeStatus *status)
{
    MazeStatus st = MAZE_ERR_NOMEM;
    GenRun *run = mem_calloc(1, sizeof *run);
    if (!run)
        goto fail;
    run->algo = src->algo;
    run->variant = src->variant;
    run->ctx.grid = &run->grid;
    run->ctx.rng = &run->rng;
    st = grid_init(&run->grid, src->grid.w, src->grid.h);
    if (st != MAZE_OK)
        goto fail;
    st = MAZE_ERR_NOMEM;
    run->state = mem_calloc(1, src->algo->state_size);
    if (!run->state || !gen_copy_state(run, src))
        goto fail;
    if (status)
        *status = MAZE_OK;
    return run;
fail:
    gen_run_free(run);
    if (status)
        *status = st;
    return NULL;
}

MazeStatus gen_run_assign(GenRun *dst, const GenRun *src)
{
    if (dst == src)
        return MAZE_OK;
    if (dst->algo != src->algo || dst->variant != src->variant || dst->grid.w != src->grid.w ||
        dst->grid.h != src->grid.h)
        return MAZE_ERR_ARG;
    if (!dst->state && !(dst->state = mem_calloc(1, dst->algo->state_size)))
        return MAZE_ERR_NOMEM;      /* dst trimmed and left so */
    dst->algo->release(dst->state);
    memset(dst->state, 0, dst->algo->state_size);
    if (gen_copy_state(dst, src))
        return MAZE_OK;
    /* Out of memory: leave dst a valid fresh run of its seed. */
    dst->algo->release(dst->state);
    memset(dst->state, 0, dst->algo->state_size);
    grid_reset(&dst->grid);
    rng_seed(&dst->rng, dst->seed);
    dst->ctx.done = false;
    dst->ctx.error = gen_run_init_state(dst) ? MAZE_OK : MAZE_ERR_NOMEM;
    dst->steps = 0;
    return MAZE_ERR_NOMEM;
}
