/* bench_frames.c - the clock, frame statistics and table rows of
 * `mazelab bench --render` (see bench_frames.h). */
#define _POSIX_C_SOURCE 200809L
#include "shell/bench_frames.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static clockid_t bench_clock = CLOCK_MONOTONIC;   /* --cpu: CLOCK_THREAD_CPUTIME_ID */

void bench_use_cpu_clock(void)
{
    bench_clock = CLOCK_THREAD_CPUTIME_ID;
}

bool bench_cpu_clock(void)
{
    return bench_clock != CLOCK_MONOTONIC;
}

double bench_ms(void)
{
    struct timespec ts;
    clock_gettime(bench_clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_stats(double *ms, int n, BenchFrames *out)
{
    double sum = 0;
    for (int k = 0; k < n; k++)
        sum += ms[k];
    qsort(ms, (size_t)n, sizeof *ms, bench_cmp_double);
    out->frames = n;
    out->mean_ms = n ? sum / n : 0;
    out->p95_ms = n ? ms[(n * 95 + 99) / 100 - 1] : 0;
    out->max_ms = n ? ms[n - 1] : 0;
}

void bench_print(const char *what, const BenchFrames *b)
{
    printf("%-46s %6d %7.2f %7.2f %7.2f %8.2f %10llu%s\n", what, b->frames, b->mean_ms, b->p95_ms,
           b->max_ms, b->advance_max_ms, (unsigned long long)b->steps, b->done ? "" : "  (cut)");
    if (b->note[0])
        printf("    %s\n", b->note);
}
