/* stats_batch.c - mean and standard deviation of every statistic over many
 * mazes, accumulated one maze at a time (Welford's method: numerically
 * stable, no stored samples). */
#include "maze/stats.h"

#include <math.h>
#include <string.h>

void stats_batch_init(StatsBatch *b)
{
    memset(b, 0, sizeof *b);
}

void stats_batch_add(StatsBatch *b, const MazeStats *s)
{
    b->runs++;
    for (int f = 0; f < STATS_FIELD_COUNT; f++) {
        double x = stats_field_value(s, (StatsField)f);
        double delta = x - b->mean[f];
        b->mean[f] += delta / (double)b->runs;
        b->m2[f] += delta * (x - b->mean[f]);
    }
}

double stats_batch_mean(const StatsBatch *b, StatsField f)
{
    return b->runs ? b->mean[f] : 0.0;
}

double stats_batch_sd(const StatsBatch *b, StatsField f)
{
    return b->runs >= 2 ? sqrt(b->m2[f] / (double)(b->runs - 1)) : 0.0;
}

/* stats_batch_add_run and _on: a run on a grid like model, or a w x h
 * square when model is NULL. */
static MazeStatus stats_batch_add_one(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                      int variant, int w, int h, const Grid *model,
                                      uint64_t seed, MazeStats *last)
{
    MazeStatus st;
    GenRun *run = model ? gen_run_new_on(algo, variant, model, seed, &st)
                        : gen_run_new(algo, variant, w, h, seed, &st);
    if (!run)
        return st;
    MazeStats s;
    st = run_finish(run) ? stats_compute_with(&run->grid, sc, &s) : run_error(run);
    run_free(run);
    if (st != MAZE_OK)
        return st;
    stats_batch_add(b, &s);
    if (last)
        *last = s;
    return MAZE_OK;
}

MazeStatus stats_batch_add_run(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                               int variant, int w, int h, uint64_t seed, MazeStats *last)
{
    return stats_batch_add_one(b, sc, algo, variant, w, h, NULL, seed, last);
}

MazeStatus stats_batch_add_run_on(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                  int variant, const Grid *model, uint64_t seed, MazeStats *last)
{
    return stats_batch_add_one(b, sc, algo, variant, model->w, model->h, model, seed, last);
}
