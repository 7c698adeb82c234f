/* bench_render_export.h - the export case of `mazelab bench --render`. */
#ifndef MAZE_APP_BENCH_RENDER_EXPORT_H
#define MAZE_APP_BENCH_RENDER_EXPORT_H

#include <stdbool.h>

#include "ui/text_cache.h"

struct SDL_Renderer;

/* Case (k): the answer key PNG of a finished 4000x4000 backtracker maze at
 * 1 px a block exported from the window (the Answer PNG button's action in
 * the first frame), frames run until the file is written; its row and the
 * status line's last word printed. On renderer r with text cache tc (may be
 * NULL); ms has room for cap frame times. False when it could not run. */
bool bench_export_case(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap);

#endif
