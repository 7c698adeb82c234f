/* run_copy.c - copies of a run, for the timeline's checkpoints (algo.h's
 * run_clone and run_assign): the maze or trail, the RNG, the counters and
 * the algorithm's state, by its copy callback or by replaying the seed. */
#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"
#include "run/run_priv.h"

/* What a run is beside its state: copied whole from src into dst, except
 * what dst owns or watches with (its grid and trail storage, its dirty list
 * and report). */
static void run_copy_scalars(Run *dst, const Run *src)
{
    StepCtx keep = dst->ctx;
    dst->seed = src->seed;
    dst->rng = src->rng;
    dst->ctx = src->ctx;
    dst->ctx.grid = keep.grid;
    dst->ctx.rng = keep.rng;
    dst->ctx.trail = keep.trail;
    dst->ctx.dirty = keep.dirty;
    dst->ctx.report = keep.report;
    dst->steps = src->steps;
    dst->start = src->start;
}

/* Makes dst (same algorithm and maze shape as src, its state released and
 * zeroed) equal to src: by the algorithm's copy, or by replaying src's seed
 * to src's step. */
static bool run_copy_into(Run *dst, const Run *src)
{
    const Algo *a = src->algo;
    if (a->copy || !src->state) {
        if (a->kind == ALGO_GEN) {
            memcpy(dst->grid.pass, src->grid.pass, src->grid.n);
            memcpy(dst->grid.mark, src->grid.mark, src->grid.n);
            dst->grid.ends = src->grid.ends;
        } else {
            memcpy(dst->ctx.trail, src->ctx.trail, src->ctx.grid->n);
        }
        run_copy_scalars(dst, src);
        if (!src->state) {      /* trimmed: so is the copy */
            mem_free(dst->state);
            dst->state = NULL;
            return true;
        }
        return a->copy(dst->state, src->state, src->ctx.grid);
    }
    DirtyList *dirty = dst->ctx.dirty;
    StepReport *report = dst->ctx.report;
    dst->seed = src->seed;
    dst->grid.ends = src->grid.ends;
    dst->ctx.start = src->ctx.start;
    dst->ctx.facing = src->ctx.facing;
    dst->ctx.goal = src->ctx.goal;
    dst->ctx.goal_side = src->ctx.goal_side;
    dst->ctx.cost = src->ctx.cost;
    dst->ctx.move_limit = src->ctx.move_limit;
    dst->ctx.flood = src->ctx.flood;
    dst->ctx.dirty = NULL;
    dst->ctx.report = NULL;
    bool ok = run_restart(dst);
    while (ok && dst->steps < src->steps && run_step(dst, src->steps - dst->steps) > 0)
        ;
    dst->ctx.dirty = dirty;
    dst->ctx.report = report;
    return ok && dst->steps == src->steps;
}

Run *run_clone(const Run *src, MazeStatus *status)
{
    MazeStatus st;
    Run *run = run_alloc(src->algo, src->variant, src->grid.w, src->grid.h, &src->grid,
                         src->ctx.grid, &st);
    if (run && !run_copy_into(run, src)) {
        run_free(run);
        run = NULL;
        st = MAZE_ERR_NOMEM;
    }
    if (status)
        *status = run ? MAZE_OK : st;
    return run;
}

/* True when src can be assigned to dst: the same algorithm and variant on
 * a maze of the same size (a generator) or on the same maze (a solver). */
static bool run_same_shape(const Run *dst, const Run *src)
{
    if (dst->algo != src->algo || dst->variant != src->variant)
        return false;
    if (dst->algo->kind == ALGO_SOLVE)
        return dst->ctx.grid == src->ctx.grid;
    return grid_same_shape(&dst->grid, &src->grid);
}

MazeStatus run_assign(Run *dst, const Run *src)
{
    if (dst == src)
        return MAZE_OK;
    if (!run_same_shape(dst, src))
        return MAZE_ERR_ARG;
    if (!dst->state && !(dst->state = mem_calloc(1, dst->algo->state_size)))
        return MAZE_ERR_NOMEM;      /* dst trimmed and left so */
    dst->algo->release(dst->state);
    memset(dst->state, 0, dst->algo->state_size);
    if (run_copy_into(dst, src))
        return MAZE_OK;
    /* Out of memory: leave dst a valid fresh run of its seed. */
    if (dst->state)
        run_restart(dst);
    return MAZE_ERR_NOMEM;
}
