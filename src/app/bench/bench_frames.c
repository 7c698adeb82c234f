/* bench_frames.c - the clock, the timed frame, frame statistics and table rows of
 * `mazelab bench --render` (see bench_frames.h). */
#define _POSIX_C_SOURCE 200809L
#include "bench/bench_frames.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "boards/boards.h"
#include "model/app_life.h"

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

double bench_frame(App *app, AppView *view, SDL_Renderer *r, int kind, long arg, BenchFrames *out)
{
    double f0 = bench_ms();
    if (kind != BENCH_NO_ACTION)
        app_do(app, APP_BOARD_MAZE, kind, arg);
    app_advance(app, 1.0 / 60, BENCH_STEP_BUDGET_MS);
    double adv = bench_ms() - f0;
    if (adv > out->advance_max_ms)
        out->advance_max_ms = adv;
    app_view_frame(view, app);
    SDL_RenderPresent(r);
    return bench_ms() - f0;
}
