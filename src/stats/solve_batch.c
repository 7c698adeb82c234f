/* solve_batch.c - a solver's measures over many mazes (solve_stats.h). */
#include "maze/solve_stats.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/weights.h"
#include "welford.h"

static const char *const solve_stats_ids[SOLVE_STATS_FIELD_COUNT] = {
    "reached", "explored", "moves", "path", "cost",
};

const char *solve_stats_field_id(SolveStatsField f)
{
    return (unsigned)f < SOLVE_STATS_FIELD_COUNT ? solve_stats_ids[f] : "?";
}

void solve_batch_init(SolveBatch *b)
{
    memset(b, 0, sizeof *b);
}

double solve_batch_mean(const SolveBatch *b, SolveStatsField f)
{
    return b->count[f] ? b->mean[f] : 0.0;
}

double solve_batch_sd(const SolveBatch *b, SolveStatsField f)
{
    return welford_sd(b->m2[f], b->count[f]);
}

static void solve_batch_put(SolveBatch *b, SolveStatsField f, double x)
{
    welford_add(&b->mean[f], &b->m2[f], ++b->count[f], x);
}

/* The maze m of seed, finished, in *out (a generator's run). */
static MazeStatus solve_batch_maze(const SolveBatchMaze *m, uint64_t seed, GenRun **out)
{
    MazeStatus st;
    GenRun *run = m->model ? gen_run_new_on(m->algo, m->variant, m->model, seed, &st)
                           : gen_run_new(m->algo, m->variant, m->w, m->h, seed, &st);
    if (!run)
        return st;
    st = run_finish(run) ? gen_finish_apply(run, &m->finish) : run_error(run);
    if (st != MAZE_OK) {
        run_free(run);
        return st;
    }
    *out = run;
    return MAZE_OK;
}

MazeStatus solve_batch_add_run(SolveBatch *b, const SolveAlgo *solver, const SolveBatchMaze *m,
                               uint64_t seed)
{
    GenRun *maze = NULL;
    MazeStatus st = solve_batch_maze(m, seed, &maze);
    if (st != MAZE_OK)
        return st;
    uint8_t *mud = m->mud ? weights_new(&maze->grid) : NULL;
    SolveRun *run = NULL;
    if (m->mud && !mud)
        st = MAZE_ERR_NOMEM;
    else if (mud)
        st = weights_scatter_mud(mud, maze->grid.n, m->mud, seed);
    if (st == MAZE_OK && (run = solve_run_new(solver, &maze->grid, &st))) {
        solve_set_costs(run, mud);
        solve_set_seed(run, seed);
        st = run_finish(run) ? MAZE_OK : run_error(run);
    }
    uint32_t *cells = NULL;
    size_t len = 0;
    bool reached = st == MAZE_OK && solve_verdict(run) == SOLVE_REACHED;
    if (reached)
        st = solve_path(run, &cells, &len);
    if (st == MAZE_OK) {
        b->runs++;
        solve_batch_put(b, SOLVE_STATS_REACHED, reached);
        solve_batch_put(b, SOLVE_STATS_EXPLORED, solve_explored(run));
        solve_batch_put(b, SOLVE_STATS_MOVES, solve_walks(run) ? (double)solve_raw_length(run)
                                              : len ? (double)(len - 1) : 0.0);
        if (reached) {
            solve_batch_put(b, SOLVE_STATS_PATH, (double)len);
            solve_batch_put(b, SOLVE_STATS_COST, (double)weights_path_cost(mud, cells, len));
        }
    }
    mem_free(cells);
    run_free(run);
    mem_free(mud);
    run_free(maze);
    return st;
}
