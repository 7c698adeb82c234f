/* bias_job.c - a big maze's analysis on a worker thread (bias_job.h). */
#include "boards/maze/bias/bias_job.h"

#include <stdatomic.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"
#include "model/app_worker.h"

enum { JOB_CHUNK = 1 << 16 };   /* BFS steps between progress reports and cancel checks */

/* Shares of the progress bar: the copy, the search (by cells expanded),
 * then the statistics (one whole-maze pass, reported when it ends). */
#define JOB_COPY_SHARE 0.05
#define JOB_BFS_SHARE 0.55

struct BiasJob {
    AppWorker worker;           /* started by bias_job_launch */
    MemRecord mem;              /* grid's blocks, faulted in before the copy */
    Grid grid;                  /* the copy the work reads (made by bias_job_launch) */
    BiasJobResult res;
    atomic_int progress;        /* parts per million */
};

static void job_progress(BiasJob *j, double f)
{
    atomic_store(&j->progress, (int)(f * 1e6));
}

static bool job_cancelled(BiasJob *j)
{
    return app_worker_cancelled(&j->worker);
}

/* Frees the job and whatever results it still holds. */
static void job_free(void *arg)
{
    BiasJob *j = arg;
    mem_free(j->res.dist);
    mem_free(j->res.path);
    grid_free(&j->grid);
    mem_free(j);
}

void bias_job_keep(SolveRun *bfs, uint32_t n, BiasJobResult *res)
{
    solve_path(bfs, &res->path, &res->path_len);   /* none: none drawn */
    res->dist = solve_take_distances(bfs);
    res->dist_max = 0;
    for (uint32_t i = 0; res->dist && i < n; i++)
        if (res->dist[i] != UINT32_MAX && res->dist[i] > res->dist_max)
            res->dist_max = res->dist[i];
}

/* The breadth-first search from the entrance, in chunks, keeping its
 * results (bias_job_keep) and freeing the rest before the statistics
 * allocate theirs; false when cancelled or out of memory. */
static bool job_search(BiasJob *j)
{
    const SolveAlgo *algo = solve_find_shortest();
    SolveRun *bfs = algo ? solve_run_new(algo, &j->grid, NULL) : NULL;
    if (!bfs)
        return false;
    solve_set_flood(bfs, true);     /* every cell's distance, for the heat map */
    while (!run_done(bfs) && !job_cancelled(j)) {
        run_step(bfs, JOB_CHUNK);
        job_progress(j, JOB_COPY_SHARE + JOB_BFS_SHARE * bfs->ctx.explored / j->grid.n);
    }
    bool done = run_done(bfs);
    if (done)
        bias_job_keep(bfs, j->grid.n, &j->res);
    run_free(bfs);
    return done;
}

static void job_stats(BiasJob *j)
{
    StatsScratch sc;
    if (stats_scratch_init(&sc, j->grid.n) == MAZE_OK)
        j->res.has_stats = stats_compute_with(&j->grid, &sc, &j->res.stats) == MAZE_OK;
    stats_scratch_free(&sc);
}

static void *job_main(void *arg)
{
    BiasJob *j = arg;
    if (job_search(j) && !job_cancelled(j))
        job_stats(j);
    grid_free(&j->grid);        /* the copy is not needed any more */
    job_progress(j, 1.0);
    app_worker_finish(&j->worker, job_free, j);
    return NULL;
}

BiasJob *bias_job_new(const Grid *g)
{
    BiasJob *j = mem_calloc(1, sizeof *j);
    if (!j)
        return NULL;
    mem_record_start(&j->mem);
    MazeStatus st = grid_init_like(&j->grid, g);     /* its shape and mask too */
    mem_record_stop();
    if (st != MAZE_OK) {
        mem_free(j);
        return NULL;
    }
    atomic_init(&j->progress, 0);
    return j;
}

bool bias_job_prepare(BiasJob *j, size_t bytes)
{
    return mem_record_prefault(&j->mem, bytes);
}

bool bias_job_launch(BiasJob *j, const Grid *g)
{
    /* The copy is made here, on the caller's thread: the owner may change
     * or free g as soon as this returns (a new maze frees the old run). */
    memcpy(j->grid.pass, g->pass, j->grid.n);
    j->grid.ends = g->ends;     /* the distances and the path run between them */
    atomic_store(&j->progress, (int)(JOB_COPY_SHARE * 1e6));
    return app_worker_start(&j->worker, job_main, j);
}

bool bias_job_launched(const BiasJob *j)
{
    return j->worker.started;
}

double bias_job_progress(const BiasJob *j)
{
    return atomic_load(&((BiasJob *)j)->progress) / 1e6;
}

bool bias_job_done(const BiasJob *j)
{
    return app_worker_done(&j->worker);
}

void bias_job_take(BiasJob *j, BiasJobResult *out)
{
    *out = j->res;
    j->res.dist = NULL;
    j->res.path = NULL;
}

void bias_job_cancel(BiasJob *j)
{
    if (j)
        app_worker_abandon(&j->worker, job_free, j);
}

void bias_job_wait_orphans(void)
{
    app_worker_wait_orphans();
}
