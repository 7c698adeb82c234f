/* replay.h - a run replayed apart, for tests of the timelines: stepped one
 * watched step at a time from its start, what it showed at every position
 * (its passages, marks or trail and step counter, hashed; its report) and
 * which positions are milestones. Header-only. */
#ifndef MAZE_TEST_REPLAY_H
#define MAZE_TEST_REPLAY_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "maze/sentence.h"

/* What a run shows: its passages and marks, or its trail, and its step
 * counter, hashed (FNV-1a). */
static inline uint64_t replay_hash(const Run *run)
{
    uint64_t h = 1469598103934665603u;
    const Grid *g = run->ctx.grid;
    const uint8_t *parts[3] = { g->pass, g->mark, run->ctx.trail };
    for (int k = 0; k < 3; k++)
        for (uint32_t i = 0; parts[k] && i < g->n; i++)
            h = (h ^ parts[k][i]) * 1099511628211u;
    return (h ^ run->steps) * 1099511628211u;
}

typedef struct Replay {
    uint64_t end;           /* the last position */
    uint64_t *hash;         /* end + 1 entries */
    StepReport *report;     /* end + 1 entries */
    uint64_t *ms;           /* the milestone positions, rising */
    size_t count;
} Replay;

/* Replays run (fresh, at its start) to its end, into rp; frees run. */
static inline void replay_make(Replay *rp, Run *run)
{
    StepReport r;
    run_set_report(run, &r);
    size_t cap = 1024;
    memset(rp, 0, sizeof *rp);
    rp->hash = malloc(cap * sizeof *rp->hash);
    rp->report = malloc(cap * sizeof *rp->report);
    rp->ms = malloc(cap * sizeof *rp->ms);
    for (;;) {
        uint64_t p = run->steps;
        if (p >= cap) {
            cap *= 2;
            rp->hash = realloc(rp->hash, cap * sizeof *rp->hash);
            rp->report = realloc(rp->report, cap * sizeof *rp->report);
            rp->ms = realloc(rp->ms, cap * sizeof *rp->ms);
        }
        rp->hash[p] = replay_hash(run);
        rp->report[p] = r;
        if (p > 0 && step_is_milestone(run->algo->kinds, &r))
            rp->ms[rp->count++] = p;
        if (run_done(run))
            break;
        assert_int_equal(run_step(run, 1), 1);
    }
    rp->end = run->steps;
    run_free(run);
}

/* True when position p is one of rp's milestones. */
static inline bool replay_is_milestone(const Replay *rp, uint64_t p)
{
    size_t lo = 0, hi = rp->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (rp->ms[mid] < p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < rp->count && rp->ms[lo] == p;
}

static inline void replay_free(Replay *rp)
{
    free(rp->hash);
    free(rp->report);
    free(rp->ms);
}

#endif
