/* export_queue.c - the window's exports, one at a time (export_queue.h). */
#include "files/export_queue.h"

#include <stdio.h>
#include <string.h>

#include "maze/mem.h"

struct ExportQueue {
    ExportJob *job[EXPORT_QUEUE_MAX];   /* job[0] runs; the rest wait in order,
                                           but screenshots run at once */
    int len;
};

ExportQueue *export_queue_new(void)
{
    return mem_calloc(1, sizeof(ExportQueue));
}

/* Starts the first job unless it runs; a job whose thread cannot be made
 * fails as out of memory at the next poll. */
static bool export_queue_start(ExportQueue *q)
{
    return q->len == 0 || export_job_run(q->job[0]);
}

bool export_queue_add(ExportQueue *q, const ExportSpec *spec, char *why, size_t why_cap)
{
    if (q->len == EXPORT_QUEUE_MAX) {
        snprintf(why, why_cap, "%d exports are under way already; wait for one to finish",
                 EXPORT_QUEUE_MAX);
        return false;
    }
    ExportJob *j = export_job_new(spec);
    if (!j) {
        snprintf(why, why_cap, "%s", maze_strerror(MAZE_ERR_NOMEM));
        return false;
    }
    q->job[q->len++] = j;
    /* A screenshot is small and wanted now: it does not wait its turn. */
    bool now = spec->work == EXPORT_WORK_PICTURE;
    if (!(now ? export_job_run(j) : export_queue_start(q))) {
        export_job_cancel(q->job[--q->len]);
        snprintf(why, why_cap, "cannot start a thread for it");
        return false;
    }
    return true;
}

/* Drops job k (already ended or cancelled by the caller). */
static void export_queue_remove(ExportQueue *q, int k)
{
    memmove(q->job + k, q->job + k + 1, (size_t)(q->len - 1 - k) * sizeof q->job[0]);
    q->job[--q->len] = NULL;
}

bool export_queue_poll(ExportQueue *q, ExportOutcome *out)
{
    int k = 0;
    while (q && k < q->len && !export_job_done(q->job[k]))
        k++;
    if (!q || k == q->len)
        return false;
    ExportJob *j = q->job[k];
    out->st = export_job_outcome(j, out->used, sizeof out->used, out->err, sizeof out->err);
    snprintf(out->what, sizeof out->what, "%s", export_job_what(j));
    export_job_cancel(j);           /* done: freed at once */
    export_queue_remove(q, k);
    while (q->len > 0 && !export_queue_start(q)) {
        export_job_cancel(q->job[0]);
        export_queue_remove(q, 0);
    }
    return true;
}

bool export_queue_busy(const ExportQueue *q, double *progress, char *text, size_t cap)
{
    if (!q || q->len == 0)
        return false;
    const char *phase;
    double f = export_job_progress(q->job[0], &phase);
    if (progress)
        *progress = f;
    if (text && q->len > 1)
        snprintf(text, cap, "%s: %s, %.0f%% (%d more waiting)", export_job_what(q->job[0]), phase,
                 100 * f, q->len - 1);
    else if (text)
        snprintf(text, cap, "%s: %s, %.0f%%", export_job_what(q->job[0]), phase, 100 * f);
    return true;
}

int export_queue_cancel(ExportQueue *q, char *names, size_t cap)
{
    if (names && cap)
        names[0] = '\0';
    if (!q)
        return 0;
    int n = q->len;
    for (int k = 0; k < n; k++) {
        if (names && cap) {
            size_t at = strlen(names);
            snprintf(names + at, cap - at, "%s%s", k ? ", " : "", export_job_path(q->job[k]));
        }
        export_job_cancel(q->job[k]);
        q->job[k] = NULL;
    }
    q->len = 0;
    return n;
}

void export_queue_free(ExportQueue *q)
{
    export_queue_cancel(q, NULL, 0);
    export_job_wait_orphans();      /* no thread left, no temporary file left */
    mem_free(q);
}
