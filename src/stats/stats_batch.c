/* stats_batch.c - mean and standard deviation of every statistic over many
 * mazes, accumulated one maze at a time (Welford's method: numerically
 * stable, no stored samples). */
#include "maze/stats.h"

#include <string.h>

#include "welford.h"

void stats_batch_init(StatsBatch *b)
{
    memset(b, 0, sizeof *b);
}

void stats_batch_add(StatsBatch *b, const MazeStats *s)
{
    b->runs++;
    for (int f = 0; f < STATS_FIELD_COUNT; f++)
        welford_add(&b->mean[f], &b->m2[f], b->runs, stats_field_value(s, (StatsField)f));
}

double stats_batch_mean(const StatsBatch *b, StatsField f)
{
    return b->runs ? b->mean[f] : 0.0;
}

double stats_batch_sd(const StatsBatch *b, StatsField f)
{
    return welford_sd(b->m2[f], b->runs);
}

/* stats_batch_add_run, _on and _finished: a run on a grid like model, or
 * a w x h square when model is NULL, finished by f (NULL: as made). */
static MazeStatus stats_batch_add_one(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                      int variant, int w, int h, const Grid *model,
                                      uint64_t seed, const GenFinish *f, MazeStats *last)
{
    MazeStatus st;
    GenRun *run = model ? gen_run_new_on(algo, variant, model, seed, &st)
                        : gen_run_new(algo, variant, w, h, seed, &st);
    if (!run)
        return st;
    MazeStats s;
    st = run_finish(run) ? MAZE_OK : run_error(run);
    if (st == MAZE_OK && f)
        st = gen_finish_apply(run, f);
    if (st == MAZE_OK)
        st = stats_compute_with(&run->grid, sc, &s);
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
    return stats_batch_add_one(b, sc, algo, variant, w, h, NULL, seed, NULL, last);
}

MazeStatus stats_batch_add_run_on(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                  int variant, const Grid *model, uint64_t seed, MazeStats *last)
{
    return stats_batch_add_one(b, sc, algo, variant, model->w, model->h, model, seed, NULL, last);
}

MazeStatus stats_batch_add_finished(StatsBatch *b, StatsScratch *sc, const GenAlgo *algo,
                                    int variant, const Grid *model, uint64_t seed,
                                    const GenFinish *f, MazeStats *last)
{
    return stats_batch_add_one(b, sc, algo, variant, model->w, model->h, model, seed, f, last);
}
