/* bench_frames.h - pieces of `mazelab bench --render` shared by its case
 * files: the clock, the timed frame, the frame statistics and the printed
 * row. */
#ifndef MAZE_APP_BENCH_FRAMES_H
#define MAZE_APP_BENCH_FRAMES_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "shell/app.h"
#include "shell/app_view.h"

/* The window's generator and solver time per frame, ms (app_main.c's
 * APP_STEP_BUDGET_MS). */
#define BENCH_STEP_BUDGET_MS 6.0
/* bench_frame's kind when the frame presses nothing. */
#define BENCH_NO_ACTION (-1)

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

/* Runs and times one frame of the window on the maze board: action kind
 * with arg first (a press; none when kind is BENCH_NO_ACTION), then
 * app_advance by 1/60 s within BENCH_STEP_BUDGET_MS, app_view_frame and
 * SDL_RenderPresent(r). Raises out->advance_max_ms to what the action and
 * the advance took; returns the whole frame's ms on bench_ms's clock. */
double bench_frame(App *app, AppView *view, SDL_Renderer *r, int kind, long arg, BenchFrames *out);

/* Fills mean, p95 and max of the n frame times in ms (sorted in place). */
void bench_stats(double *ms, int n, BenchFrames *out);

/* Prints one row of the table (and b's note under it). */
void bench_print(const char *what, const BenchFrames *b);

#endif
