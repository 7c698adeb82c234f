/* teach_snap.h - what a test compares between two visits of the same step:
 * the grid (or trail, or board), marks, phase, counters and the report. */
#ifndef MAZE_TEST_TEACH_SNAP_H
#define MAZE_TEST_TEACH_SNAP_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "maze/step.h"

typedef struct Snap {
    uint64_t pos;
    uint8_t *bytes;     /* the compared arrays, back to back */
    size_t len;
    const char *phase;
    StepReport report;
    uint64_t counters[4];
} Snap;

static inline void snap_take(Snap *s, uint64_t pos, const void *a, size_t alen, const void *b,
                             size_t blen, const char *phase, const StepReport *r)
{
    s->pos = pos;
    s->len = alen + blen;
    s->bytes = malloc(s->len ? s->len : 1);
    memcpy(s->bytes, a, alen);
    if (blen)
        memcpy(s->bytes + alen, b, blen);
    s->phase = phase;
    s->report = *r;
}

/* 0 when equal, else a short reason. */
static inline const char *snap_diff(const Snap *x, const Snap *y)
{
    if (x->len != y->len || memcmp(x->bytes, y->bytes, x->len) != 0)
        return "grid or marks";
    if (strcmp(x->phase, y->phase) != 0)
        return "phase";
    if (memcmp(x->counters, y->counters, sizeof x->counters) != 0)
        return "counters";
    if (!step_report_equal(&x->report, &y->report))
        return "report";
    return NULL;
}

/* A small deterministic generator for test choices. */
static inline uint64_t snap_rand(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

/* Fills pos[] with up to cap sorted distinct positions in [0, end]: the
 * ends, their neighbours, and random ones. Returns how many. */
static inline size_t snap_positions(uint64_t end, uint64_t seed, uint64_t *pos, size_t cap)
{
    size_t n = 0;
    uint64_t fixed[] = { 0, 1, 2, end / 3, end / 2, end > 1 ? end - 2 : 0, end > 0 ? end - 1 : 0, end };
    for (size_t k = 0; k < sizeof fixed / sizeof fixed[0] && n < cap; k++)
        pos[n++] = fixed[k] <= end ? fixed[k] : end;
    uint64_t r = seed * 2654435761u + 7;
    while (n < cap)
        pos[n++] = end ? snap_rand(&r) % (end + 1) : 0;
    for (size_t a = 1; a < n; a++)  /* insertion sort, then unique */
        for (size_t b = a; b > 0 && pos[b - 1] > pos[b]; b--) {
            uint64_t t = pos[b];
            pos[b] = pos[b - 1];
            pos[b - 1] = t;
        }
    size_t u = 0;
    for (size_t k = 0; k < n; k++)
        if (u == 0 || pos[u - 1] != pos[k])
            pos[u++] = pos[k];
    return u;
}

#endif
