/* app_exports.h - the App's files being written: each export a board asks
 * for (files/export_job.h: a worksheet, an SVG, a recording) goes to one
 * queue on a worker thread (files/export_queue.h), so that no frame waits;
 * the status line reports each one's end. SDL-free. */
#ifndef MAZE_APP_MODEL_APP_EXPORTS_H
#define MAZE_APP_MODEL_APP_EXPORTS_H

#include <stdbool.h>
#include <stddef.h>

#include "files/export_job.h"
#include "model/app_state.h"

/* Queues spec (export_queue_add; spec->what names it in the status line).
 * Returns true; false with the reason in the status line. */
bool app_export_add(App *app, const ExportSpec *spec);

/* Each frame: reports in the status line each export that ended since
 * ("Answer key saved: PATH", or "... not saved: why"). */
void app_export_poll(App *app);

/* True while an export runs or waits (export_queue_busy). */
bool app_export_busy(const App *app, double *progress, char *text, size_t cap);

/* Cancels every export not written yet (the Cancel button), saying so in
 * the status line. No file is left half-written. */
void app_export_cancel(App *app);

/* At exit: reports what finished, cancels the rest (their file names in
 * names, cap bytes), waits until no export thread runs and no temporary
 * file is left. Returns how many were cancelled. */
int app_export_close(App *app, char *names, size_t cap);

#endif
