/* export.h - the window's exports of the finished maze: a worksheet and its
 * answer key as PNG, an SVG for printing, and ASCII text, written to the
 * screenshot folder as ALGO_WxH_seedN[_answer].png / .svg / .txt, never
 * replacing a file (outfile_commit_unique), on a worker thread so that no
 * frame waits (export_queue.h). SDL-free: the PNG encoder is reached
 * through png_write (maze/png.h). */
#ifndef MAZE_APP_EXPORT_H
#define MAZE_APP_EXPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "files/export_job.h"
#include "model/app_state.h"

typedef enum AppExportKind {
    APP_EXPORT_WORKSHEET = 0,   /* PNG, the maze alone */
    APP_EXPORT_ANSWER,          /* PNG with the shortest path (BFS) */
    APP_EXPORT_SVG,             /* SVG worksheet */
    APP_EXPORT_TEXT,            /* ASCII (+---+) text */
    APP_EXPORT_KIND_COUNT
} AppExportKind;

enum {
    APP_EXPORT_MIN_PX = 2,      /* the cell-size slider's ends, pixels a block */
    APP_EXPORT_MAX_PX = 32,
    APP_EXPORT_DEFAULT_PX = 8
};

/* The panel's button label for kind ("Worksheet PNG##export:worksheet"). */
const char *app_export_label(AppExportKind kind);

/* Writes the file name for kind of app's maze to buf:
 * "backtracker_30x20_seed7_answer.png". */
void app_export_name(char *buf, size_t cap, const App *app, AppExportKind kind);


/* Starts exporting app's finished maze as kind into app->set.screenshot_dir
 * at app->set.export_px pixels a block, or the largest size under it that
 * the picture's limits allow (the status line says so), on a worker thread
 * (export_queue.h: after the exports already asked for). The maze is copied
 * before this returns. Returns true when the export is under way (the
 * status line says so; app_export_poll reports its end); false, the status
 * line saying why, when the maze is not finished, the folder cannot be
 * made, the picture is too big at 1 px, or the queue is full. */
bool app_export(App *app, AppExportKind kind);

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
