/* bias_job.h - the analysis of a big finished maze on a worker thread, so
 * no frame waits for it: a copy of the grid's passages, the breadth-first
 * search from the entrance (distances for the heat map, their maximum, the
 * shortest path) and the statistics. The window polls it each frame and
 * draws a progress bar meanwhile. SDL-free (POSIX threads).
 *
 * Cancelling never waits for the work: a cancelled job is left to its
 * thread, which frees it when it ends; bias_job_wait_orphans() waits for
 * such threads (at exit, so nothing is left running or leaked). */
#ifndef MAZE_APP_BIAS_JOB_H
#define MAZE_APP_BIAS_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/mem.h"
#include "maze/solve.h"
#include "maze/stats.h"

typedef struct BiasJob BiasJob;

/* What a finished job hands over (its owner takes dist and path): only
 * what the window draws, not the search (queue, trail) nor the grid copy. */
typedef struct BiasJobResult {
    MazeStats stats;
    bool has_stats;         /* false when the statistics could not be had */
    uint32_t *dist;         /* distance from the entrance per cell, UINT32_MAX:
                               unreached (mem_free), or NULL */
    uint32_t dist_max;      /* largest distance from the entrance */
    uint32_t *path;         /* shortest path (mem_free), or NULL */
    size_t path_len;
} BiasJobResult;

/* Keeps of bfs, a finished breadth-first search, what the window draws:
 * takes its distances (solve_take_distances) into res->dist, their maximum,
 * and the shortest path (none when the exit is unreached or memory ran
 * out). Free bfs afterwards; res's arrays are the caller's. */
void bias_job_keep(SolveRun *bfs, uint32_t n, BiasJobResult *res);

/* A job for the finished maze g, not started: its copy of the grid is
 * allocated (fresh memory, not yet faulted in). Returns NULL when out of
 * memory. Then bias_job_prepare until true, then bias_job_launch; or
 * bias_job_cancel at any time. */
BiasJob *bias_job_new(const Grid *g);

/* Faults in up to `bytes` more of the job's grid copy (maze/mem.h), so the
 * copy costs no frame tens of ms of page faults; true once all is in. */
bool bias_job_prepare(BiasJob *j, size_t bytes);

/* Copies g (the maze bias_job_new was given, unchanged since) before it
 * returns, so g may change or go at once, and starts the work on a new
 * thread. Returns false when no thread can be made (cancel the job). */
bool bias_job_launch(BiasJob *j, const Grid *g);

/* True once bias_job_launch started the job's thread. */
bool bias_job_launched(const BiasJob *j);

/* How far the job is, 0..1 (read from any thread); 0 until launched. */
double bias_job_progress(const BiasJob *j);

/* True once the job has finished its work (bias_job_take may be called). */
bool bias_job_done(const BiasJob *j);

/* Once done: moves the results into *out (dist and path now the
 * caller's; they outlive the job: cancel it at once to free its copy). */
void bias_job_take(BiasJob *j, BiasJobResult *out);

/* Ends the job: frees it at once when done, else tells its thread to stop
 * and free it (never waiting). Frees any results not taken. NULL is a
 * no-op. */
void bias_job_cancel(BiasJob *j);

/* Waits until every cancelled job's thread has ended. */
void bias_job_wait_orphans(void);

#endif
