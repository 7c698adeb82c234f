/* bias_measure.c - the batch of "measure 100 mazes", a maze at a time. */
#include "boards/maze/bias/bias_measure.h"

#include <string.h>

bool bias_measure_start(BiasMeasure *m, const int *algo, const int *variant, int count, int w,
                        int h, uint64_t seed, int runs)
{
    bias_measure_free(m);
    if (count > BIAS_MEASURE_MAX)
        count = BIAS_MEASURE_MAX;
    m->count = count;
    m->w = w;
    m->h = h;
    m->seed = seed;
    m->runs = runs;
    for (int k = 0; k < count; k++) {
        m->algo[k] = algo[k];
        m->variant[k] = variant[k];
        stats_batch_init(&m->batch[k]);
    }
    m->error = stats_scratch_init(&m->scratch, (uint32_t)w * (uint32_t)h);
    m->phase = m->error == MAZE_OK ? MEASURE_RUNNING : MEASURE_FAILED;
    return m->phase == MEASURE_RUNNING;
}

bool bias_measure_work(BiasMeasure *m, double budget_ms, double (*now_ms)(void))
{
    double t0 = now_ms();
    while (m->phase == MEASURE_RUNNING) {
        if (m->next >= m->count) {
            m->phase = MEASURE_DONE;
            stats_scratch_free(&m->scratch);
            break;
        }
        int k = m->next;
        MazeStatus st = stats_batch_add_run(&m->batch[k], &m->scratch, gen_algos[m->algo[k]],
                                            m->variant[k], m->w, m->h,
                                            m->seed + (uint64_t)m->done_runs, NULL);
        if (st != MAZE_OK) {
            m->error = st;
            m->phase = MEASURE_FAILED;
            stats_scratch_free(&m->scratch);
            break;
        }
        if (++m->done_runs == m->runs) {
            m->done_runs = 0;
            m->next++;
        }
        if (now_ms() - t0 > budget_ms)
            break;
    }
    return m->phase == MEASURE_RUNNING;
}

double bias_measure_progress(const BiasMeasure *m)
{
    long total = (long)m->count * m->runs;
    if (m->phase == MEASURE_DONE || total == 0)
        return m->phase == MEASURE_DONE ? 1.0 : 0.0;
    return (double)((long)m->next * m->runs + m->done_runs) / (double)total;
}

void bias_measure_free(BiasMeasure *m)
{
    stats_scratch_free(&m->scratch);
    memset(m, 0, sizeof *m);
}
