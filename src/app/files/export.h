/* export.h - the window's exports of the finished maze: a worksheet and its
 * answer key as PNG, an SVG for printing, and ASCII text, written to the
 * screenshot folder as ALGO_WxH_seedN[_answer].png / .svg / .txt, never
 * replacing a file (outfile_commit_unique). SDL-free: the PNG encoder is
 * reached through app_png_save (export_png.h). */
#ifndef MAZE_APP_EXPORT_H
#define MAZE_APP_EXPORT_H

#include <stdbool.h>
#include <stddef.h>

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


/* Exports app's finished maze as kind into app->set.screenshot_dir at
 * app->set.export_px pixels a block. The status line says where the file
 * went, or why not (the maze is not finished, a folder or write error, a
 * picture too big). Returns true when a file was written. */
bool app_export(App *app, AppExportKind kind);

#endif
