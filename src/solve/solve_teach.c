/* solve_teach.c - what a solver run shows a student beyond its trail: the
 * report hook, the view of its hidden state, and copies of a run (for the
 * timeline's checkpoints). */
#include <string.h>

#include "maze/mem.h"
#include "solve_util.h"

bool solve_dup(void *dst_ptr, const void *src, size_t n)
{
    void *copy = mem_alloc(n);
    if (!copy)
        return false;
    memcpy(copy, src, n);
    memcpy(dst_ptr, &copy, sizeof copy);
    return true;
}

void solve_set_report(SolveRun *run, StepReport *report)
{
    run->ctx.report = report;
    if (report && run->steps == 0)
        *report = run->start;
}

void solve_view(const SolveRun *run, SolveView *out)
{
    memset(out, 0, sizeof *out);
    out->facing = -1;
    out->hand_dir = -1;
    if (run->algo->view)
        run->algo->view(run->state, out);
}

/* Copies src's context and state into dst (same solver and grid, state
 * released and zeroed), keeping dst's watchers. */
static bool solve_copy_state(SolveRun *dst, const SolveRun *src)
{
    DirtyList *dirty = dst->ctx.dirty;
    StepReport *report = dst->ctx.report;
    uint8_t *trail = dst->ctx.trail;
    memcpy(trail, src->ctx.trail, src->ctx.grid->n);
    dst->ctx = src->ctx;
    dst->ctx.trail = trail;
    dst->ctx.dirty = dirty;
    dst->ctx.report = report;
    dst->steps = src->steps;
    dst->start = src->start;
    return src->algo->copy(dst->state, src->state, src->ctx.grid);
}

SolveRun *solve_run_clone(const SolveRun *src, MazeStatus *status)
{
    SolveRun *run = mem_calloc(1, sizeof *run);
    if (run) {
        run->algo = src->algo;
        run->ctx.trail = mem_alloc(src->ctx.grid->n);
        run->state = mem_calloc(1, src->algo->state_size);
    }
    if (!run || !run->ctx.trail || !run->state || !solve_copy_state(run, src)) {
        solve_run_free(run);
        if (status)
            *status = MAZE_ERR_NOMEM;
        return NULL;
    }
    if (status)
        *status = MAZE_OK;
    return run;
}

MazeStatus solve_run_assign(SolveRun *dst, const SolveRun *src)
{
    if (dst == src)
        return MAZE_OK;
    if (dst->algo != src->algo || dst->ctx.grid != src->ctx.grid)
        return MAZE_ERR_ARG;
    dst->algo->release(dst->state);
    memset(dst->state, 0, dst->algo->state_size);
    if (solve_copy_state(dst, src))
        return MAZE_OK;
    /* Out of memory: back to the start (init needs little). */
    dst->algo->release(dst->state);
    memset(dst->state, 0, dst->algo->state_size);
    memset(dst->ctx.trail, 0, dst->ctx.grid->n);
    dst->ctx.current = dst->ctx.start;
    dst->ctx.verdict = SOLVE_RUNNING;
    dst->ctx.raw_length = 0;
    dst->ctx.path_len = 0;
    dst->ctx.explored = 0;
    dst->steps = 0;
    solve_run_init_state(dst);
    return MAZE_ERR_NOMEM;
}
