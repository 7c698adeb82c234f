/* app_worker.h - work on a thread of its own that its owner may abandon
 * without waiting: the owner polls app_worker_done; app_worker_abandon
 * either frees a finished job at once or leaves it to its thread, which
 * frees it when it notices (app_worker_cancelled) and ends
 * (app_worker_finish). app_worker_wait_orphans waits for every abandoned
 * thread (at exit). The big maze's analysis (bias_job.h) and the exports
 * (export_job.h) run on it. SDL-free (POSIX threads). */
#ifndef MAZE_APP_MODEL_APP_WORKER_H
#define MAZE_APP_MODEL_APP_WORKER_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

typedef struct AppWorker {
    pthread_t thread;
    bool started;
    atomic_int state;           /* running, done, or abandoned */
} AppWorker;

/* Frees the job that holds the worker. */
typedef void (*AppWorkerFree)(void *job);

/* Starts main(job) on a new thread. Returns false when no thread can be
 * made (the job is then still the caller's). */
bool app_worker_start(AppWorker *w, void *(*main)(void *), void *job);

/* True once the thread's work is over (its results may be read). */
bool app_worker_done(const AppWorker *w);

/* For the thread: true once the owner abandoned the work (stop soon). */
bool app_worker_cancelled(const AppWorker *w);

/* For the thread, last: marks the work done, or, when the owner abandoned
 * it, frees job with free_job (nobody else will). */
void app_worker_finish(AppWorker *w, AppWorkerFree free_job, void *job);

/* For the owner: frees job at once (free_job) when its work is over or
 * never started, else leaves it to its thread, never waiting. */
void app_worker_abandon(AppWorker *w, AppWorkerFree free_job, void *job);

/* Waits until every abandoned job's thread has ended. */
void app_worker_wait_orphans(void);

#endif
