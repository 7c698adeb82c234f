/* bias_measure.h - "measure 100 mazes" in the window: the same batch as
 * `mazelab stats` (seeds 1, 2, ... per generator, StatsBatch), spread over
 * frames by a time budget so the window stays responsive. SDL-free. */
#ifndef MAZE_APP_BIAS_MEASURE_H
#define MAZE_APP_BIAS_MEASURE_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/stats.h"

enum {
    BIAS_MEASURE_RUNS = 100,    /* mazes per generator */
    BIAS_MEASURE_MAX = 32       /* generators (with variants) per measurement */
};

typedef enum BiasMeasurePhase {
    MEASURE_IDLE = 0,           /* nothing measured yet */
    MEASURE_RUNNING,
    MEASURE_DONE,               /* batch[] holds the results */
    MEASURE_FAILED              /* error says why; batch[] is partial */
} BiasMeasurePhase;

typedef struct BiasMeasure {
    BiasMeasurePhase phase;
    int count;                          /* generators measured */
    int algo[BIAS_MEASURE_MAX];         /* indices into gen_algos */
    int variant[BIAS_MEASURE_MAX];
    StatsBatch batch[BIAS_MEASURE_MAX]; /* one per generator */
    int w, h;                           /* maze size, cells */
    uint64_t seed;                      /* first seed; run k uses seed + k */
    int runs;                           /* mazes per generator */
    int next;                           /* generator being measured */
    int done_runs;                      /* mazes done for it */
    StatsScratch scratch;
    MazeStatus error;
} BiasMeasure;

/* Starts measuring `runs` w x h mazes (seeds seed, seed + 1, ...) of each of
 * the count generators algo[k] (variant[k]); count is clamped to
 * BIAS_MEASURE_MAX. Discards an earlier result. Returns false (phase
 * MEASURE_FAILED, error set) when the scratch memory cannot be had. */
bool bias_measure_start(BiasMeasure *m, const int *algo, const int *variant, int count, int w,
                        int h, uint64_t seed, int runs);

/* Does measuring work until now_ms() - start exceeds budget_ms (at least one
 * maze per call). Returns true while more work remains. */
bool bias_measure_work(BiasMeasure *m, double budget_ms, double (*now_ms)(void));

/* Fraction of the mazes done, 0..1. */
double bias_measure_progress(const BiasMeasure *m);

/* Stops and forgets everything (phase MEASURE_IDLE). */
void bias_measure_free(BiasMeasure *m);

#endif
