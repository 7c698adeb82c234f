/* export_queue.h - the window's exports in the order asked, one at a time
 * on a worker thread (export_job.h), so that no frame waits for a file:
 * a second export while one runs waits its turn (a user who presses
 * Worksheet PNG then Answer PNG wants both files); a screenshot, small and
 * wanted now, runs at once beside them. Each job holds its own
 * copy of the maze from the moment it is asked for, so a new maze, a size
 * change or another algorithm does not touch the files under way. Freeing
 * the queue (quitting) cancels what is not written yet: no temporary file
 * is left, and every file reported saved was published whole before. */
#ifndef MAZE_APP_EXPORT_QUEUE_H
#define MAZE_APP_EXPORT_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

#include "files/export_job.h"

enum { EXPORT_QUEUE_MAX = 8 };      /* exports waiting or running at once */

typedef struct ExportQueue ExportQueue;

/* An empty queue, or NULL when out of memory. */
ExportQueue *export_queue_new(void);

/* Adds an export of spec (copied now: export_job_new) and starts it when
 * nothing runs. Returns true; false with the reason in why (why_cap
 * bytes) when EXPORT_QUEUE_MAX are under way, or out of memory. */
bool export_queue_add(ExportQueue *q, const ExportSpec *spec, char *why, size_t why_cap);

/* What finished (export_queue_poll). */
typedef struct ExportOutcome {
    MazeStatus st;
    char what[32];              /* "Answer key" */
    char used[4096 + 16];       /* the file written (st == MAZE_OK) */
    char err[4096 + 768];       /* else why not */
} ExportOutcome;

/* When an export is over: its outcome into *out, the next one started,
 * and true (call again: another may be over too). False while none is. */
bool export_queue_poll(ExportQueue *q, ExportOutcome *out);

/* True while an export runs or waits; then *progress (may be NULL) is the
 * running one's 0..1 and text (may be NULL, cap bytes) says what it does:
 * "Answer key: encoding, 45% (1 more waiting)". */
bool export_queue_busy(const ExportQueue *q, double *progress, char *text, size_t cap);

/* Cancels every export not finished (their files are not written; the
 * running one's temporary file is removed by its thread) without waiting;
 * lists their file names in names (cap bytes, may be NULL). Returns how
 * many. */
int export_queue_cancel(ExportQueue *q, char *names, size_t cap);

/* export_queue_cancel, then waits until no export thread runs, and frees
 * q. NULL is a no-op. */
void export_queue_free(ExportQueue *q);

#endif
