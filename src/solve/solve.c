/* solve.c - finding solvers in the table, a solver's run, and what a
 * finished run answers (its path, its distances). */
#include "maze/solve.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"
#include "run/run_priv.h"

const SolveAlgo *solve_find(const char *id)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (strcmp(solve_algos[k]->id, id) == 0)
            return solve_algos[k];
    return NULL;
}

int solve_index(const SolveAlgo *algo)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (solve_algos[k] == algo)
            return (int)k;
    return -1;
}

const SolveAlgo *solve_find_shortest(void)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (solve_algos[k]->flags & ALGO_SHORTEST)
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
    case SOLVE_GAVE_UP: return "gave up";
    }
    return "unknown";
}

Dir solve_start_facing(const Grid *g)
{
    int side = g->ends.start_side;
    /* On other shapes a walker keeps the side it came in by at its back
     * (solve.h), there being no opposite side on every shape. */
    if (!grid_is_square(g))
        return (Dir)(side == GRID_INSIDE ? 0 : side);
    return side == GRID_INSIDE ? DIR_S : dir_opposite((Dir)side);
}

SolveRun *solve_run_new(const SolveAlgo *algo, const Grid *g, MazeStatus *status)
{
    return solve_run_new_at(algo, g, grid_entrance(g), solve_start_facing(g), status);
}

SolveRun *solve_run_new_at(const SolveAlgo *algo, const Grid *g, uint32_t start,
                           Dir facing, MazeStatus *status)
{
    MazeStatus st = MAZE_OK;
    SolveRun *run = NULL;
    if (algo->kind != ALGO_SOLVE || start >= g->n || !grid_cell_on(g, start) || (int)facing < 0 ||
        (int)facing >= grid_sides(g, start)) {
        st = MAZE_ERR_ARG;
        goto fail;
    }
    if (!algo_supports(algo, g)) {
        st = MAZE_ERR_SHAPE;
        goto fail;
    }
    run = run_alloc(algo, 0, 0, 0, NULL, g, &st);
    if (!run)
        goto fail;
    run->ctx.start = start;
    run->ctx.facing = facing;
    run->ctx.goal = g->ends.goal;
    run->ctx.goal_side = g->ends.goal_side;
    run->ctx.current = start;
    run->ctx.verdict = SOLVE_RUNNING;
    rng_seed(&run->rng, 0);
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

const uint32_t *solve_distances(const SolveRun *run)
{
    return run->algo->distances && run->state ? run->algo->distances(run->state) : NULL;
}

uint32_t *solve_take_distances(SolveRun *run)
{
    return run->algo->take_distances && run->state ? run->algo->take_distances(run->state) : NULL;
}

MazeStatus solve_path(const SolveRun *run, uint32_t **cells, size_t *len)
{
    *cells = NULL;
    *len = 0;
    if (run->ctx.verdict != SOLVE_REACHED || !run->state)
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
    const SolveAlgo *shortest = solve_find_shortest();
    if (!shortest)
        return MAZE_ERR_INTERNAL;
    MazeStatus st = MAZE_OK;
    SolveRun *run = solve_run_new(shortest, g, &st);
    if (!run)
        return st;
    run_finish(run);
    st = solve_path(run, cells, len);
    run_free(run);
    return st;
}

void solve_set_seed(SolveRun *run, uint64_t seed)
{
    run->seed = seed;
    rng_seed(&run->rng, seed);
}
