/* bench_frames.h - pieces of `mazelab bench --render` shared by its case
 * files: the clock, the frame statistics and the printed row. */
#ifndef MAZE_APP_BENCH_FRAMES_H
#define MAZE_APP_BENCH_FRAMES_H

#include <stdbool.h>
#include <stdint.h>

typedef struct BenchFrames {
    int frames;
    double mean_ms, p95_ms, max_ms;
    double advance_max_ms;      /* the most the generator or solver took in a frame */
    uint64_t steps;
    bool done;                  /* settled, and the picture caught up */
    char note[300];             /* a recording: where it went, frames, bytes */
} BenchFrames;

/* Makes bench_ms read this thread's CPU time (--cpu) instead of wall time;
 * bench_cpu_clock says which it reads. */
void bench_use_cpu_clock(void);
bool bench_cpu_clock(void);

/* Now, in ms, on the bench's clock (wall, or this thread's CPU with --cpu). */
double bench_ms(void);

/* Fills mean, p95 and max of the n frame times in ms (sorted in place). */
void bench_stats(double *ms, int n, BenchFrames *out);

/* Prints one row of the table (and b's note under it). */
void bench_print(const char *what, const BenchFrames *b);

#endif
