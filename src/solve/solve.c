/* solve.c - the solver table and the driver that steps a SolveRun. */
#include "maze/solve.h"

#include <string.h>

#include "maze/mem.h"
#include "solve_util.h"

extern const SolveAlgo solve_wall_right;
extern const SolveAlgo solve_wall_left;
extern const SolveAlgo solve_bfs;

/* The solver table, in the order the panel and `mazelab list` show it.
 * To add a solver: write src/solve/NAME.c with a state struct (first field:
 * a named phase enum), the SolveAlgo callbacks and `const SolveAlgo
 * solve_NAME`; declare it above and list it below; the tests loop over this
 * table. */
const SolveAlgo *const solve_algos[] = {
    &solve_wall_right,
    &solve_wall_left,
    &solve_bfs,
};
const size_t solve_algo_count = sizeof solve_algos / sizeof solve_algos[0];

const SolveAlgo *solve_find(const char *id)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (strcmp(solve_algos[k]->id, id) == 0)
            return solve_algos[k];
    return NULL;
}

const char *solve_verdict_name(SolveVerdict v)
{
    switch (v) {
    case SOLVE_RUNNING: return "running";
    case SOLVE_REACHED: return "reached";
    case SOLVE_LOOP: return "loop";
    case SOLVE_NO_PATH: return "no path";
    }
    return "unknown";
}

SolveRun *solve_run_new(const SolveAlgo *algo, const Grid *g, MazeStatus *status)
{
    return solve_run_new_at(algo, g, grid_entrance(g), DIR_S, status);
}

SolveRun *solve_run_new_at(const SolveAlgo *algo, const Grid *g, uint32_t start,
                           Dir facing, MazeStatus *status)
{
    MazeStatus st = MAZE_OK;
    SolveRun *run = NULL;
    if (start >= g->n || (unsigned)facing > DIR_W) {
        st = MAZE_ERR_ARG;
        goto fail;
    }
    run = mem_calloc(1, sizeof *run);
    if (!run) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    run->algo = algo;
    run->ctx.grid = g;
    run->ctx.start = start;
    run->ctx.facing = facing;
    run->ctx.current = start;
    run->ctx.verdict = SOLVE_RUNNING;
    run->ctx.trail = mem_calloc(g->n, 1);
    run->state = mem_calloc(1, algo->state_size);
    if (!run->ctx.trail || !run->state) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    if (!solve_run_init_state(run)) {
        st = MAZE_ERR_NOMEM;
        goto fail;
    }
    if (status)
        *status = MAZE_OK;
    return run;
fail:
    solve_run_free(run);
    if (status)
        *status = st;
    return NULL;
}

void solve_run_free(SolveRun *run)
{
    if (!run)
        return;
    if (run->state) {
        run->algo->release(run->state);
        mem_free(run->state);
    }
    mem_free(run->ctx.trail);
    mem_free(run);
}

void solve_set_dirty(SolveRun *run, DirtyList *dirty)
{
    run->ctx.dirty = dirty;
}

bool solve_run_init_state(SolveRun *run)
{
    step_report_begin(&run->start, EV_START, 0);
    run->start.cell = run->ctx.start;
    run->start.dir = (int)run->ctx.facing;
    StepReport *watching = run->ctx.report;
    DirtyList *dirty = run->ctx.dirty;
    run->ctx.report = &run->start;
    run->ctx.dirty = NULL;
    bool ok = run->algo->init(run->state, &run->ctx);
    run->ctx.report = watching;
    run->ctx.dirty = dirty;
    return ok;
}

size_t solve_step(SolveRun *run, size_t n)
{
    if (solve_done(run) || n == 0)
        return 0;
    size_t done = 0;
    if (!run->ctx.report) {
        done = run->algo->step(run->state, &run->ctx, n);
    } else {
        /* A report describes one step: drive the solver one at a time. */
        while (done < n && !solve_done(run) && run->algo->step(run->state, &run->ctx, 1) == 1)
            done++;
    }
    run->steps += done;
    return done;
}

void solve_finish(SolveRun *run)
{
    /* A solver that stops making progress before it is done is a bug; stop
     * rather than spin. */
    while (!solve_done(run) && solve_step(run, SIZE_MAX) > 0)
        ;
}

const char *solve_phase(const SolveRun *run)
{
    return run->algo->phase_name(run->state);
}

const uint32_t *solve_distances(const SolveRun *run)
{
    return run->algo->distances ? run->algo->distances(run->state) : NULL;
}

uint32_t *solve_take_distances(SolveRun *run)
{
    return run->algo->take_distances ? run->algo->take_distances(run->state) : NULL;
}

MazeStatus solve_path(const SolveRun *run, uint32_t **cells, size_t *len)
{
    *cells = NULL;
    *len = 0;
    if (run->ctx.verdict != SOLVE_REACHED)
        return MAZE_ERR_ARG;
    uint32_t *out = mem_alloc((size_t)run->ctx.path_len * sizeof *out);
    if (!out)
        return MAZE_ERR_NOMEM;
    run->algo->path(run->state, &run->ctx, out);
    *cells = out;
    *len = run->ctx.path_len;
    return MAZE_OK;
}

MazeStatus solve_shortest(const Grid *g, uint32_t **cells, size_t *len)
{
    *cells = NULL;
    *len = 0;
    const SolveAlgo *bfs = solve_find("bfs");
    if (!bfs)
        return MAZE_ERR_INTERNAL;
    MazeStatus st = MAZE_OK;
    SolveRun *run = solve_run_new(bfs, g, &st);
    if (!run)
        return st;
    solve_finish(run);
    st = solve_path(run, cells, len);
    solve_run_free(run);
    return st;
}
