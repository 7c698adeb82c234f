/* app_worker.c - abandonable work on a thread of its own (app_worker.h). */
#define _POSIX_C_SOURCE 200809L
#include "model/app_worker.h"

#include <time.h>

enum {
    WORKER_RUNNING = 0,
    WORKER_DONE,        /* the work is over; the owner frees the job */
    WORKER_ABANDONED    /* the owner let go; the thread frees the job */
};

static atomic_int worker_orphans;   /* abandoned jobs whose threads still run */

bool app_worker_start(AppWorker *w, void *(*main)(void *), void *job)
{
    atomic_init(&w->state, WORKER_RUNNING);
    w->started = pthread_create(&w->thread, NULL, main, job) == 0;
    return w->started;
}

bool app_worker_done(const AppWorker *w)
{
    return atomic_load(&((AppWorker *)w)->state) == WORKER_DONE;
}

bool app_worker_cancelled(const AppWorker *w)
{
    return atomic_load(&((AppWorker *)w)->state) == WORKER_ABANDONED;
}

void app_worker_finish(AppWorker *w, AppWorkerFree free_job, void *job)
{
    int running = WORKER_RUNNING;
    if (!atomic_compare_exchange_strong(&w->state, &running, WORKER_DONE)) {
        free_job(job);                      /* abandoned: nobody else will */
        atomic_fetch_sub(&worker_orphans, 1);
    }
}

void app_worker_abandon(AppWorker *w, AppWorkerFree free_job, void *job)
{
    if (!w->started) {
        free_job(job);
        return;
    }
    atomic_fetch_add(&worker_orphans, 1);
    int running = WORKER_RUNNING;
    if (atomic_compare_exchange_strong(&w->state, &running, WORKER_ABANDONED)) {
        pthread_detach(w->thread);          /* it frees the job when it ends */
        return;
    }
    atomic_fetch_sub(&worker_orphans, 1);   /* done already: ours to free */
    pthread_join(w->thread, NULL);
    free_job(job);
}

void app_worker_wait_orphans(void)
{
    struct timespec nap = { 0, 200000 };    /* 0.2 ms */
    while (atomic_load(&worker_orphans) > 0)
        nanosleep(&nap, NULL);
}
