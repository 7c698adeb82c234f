/* bench_render.h - pieces of `mazelab bench --render` shared by its case
 * files: the clock, the frame statistics and the printed row. */
#ifndef MAZE_APP_BENCH_RENDER_H
#define MAZE_APP_BENCH_RENDER_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/text_cache.h"

struct SDL_Renderer;

typedef struct BenchFrames {
    int frames;
    double mean_ms, p95_ms, max_ms;
    double advance_max_ms;      /* the most the generator or solver took in a frame */
    uint64_t steps;
    bool done;                  /* settled, and the picture caught up */
    char note[300];             /* a recording: where it went, frames, bytes */
} BenchFrames;

/* Now, in ms, on the bench's clock (wall, or this thread's CPU with --cpu). */
double bench_ms(void);

/* Fills mean, p95 and max of the n frame times in ms (sorted in place). */
void bench_stats(double *ms, int n, BenchFrames *out);

/* Prints one row of the table (and b's note under it). */
void bench_print(const char *what, const BenchFrames *b);

/* The timeline's cases, (f) and (g), on renderer r with text cache tc (may
 * be NULL); ms has room for cap frame times. False when one could not run
 * (the reason printed). */
bool bench_teach_cases(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap);

#endif
