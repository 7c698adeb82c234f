/* bench_render_edit.h - `mazelab bench --render`'s editing case (l). */
#ifndef MAZE_APP_BENCH_RENDER_EDIT_H
#define MAZE_APP_BENCH_RENDER_EDIT_H

#include <stdbool.h>

#include "ui/text_cache.h"

struct SDL_Renderer;

/* Case (l): on a finished 400x300 backtracker maze solved by BFS, one wall
 * toggled a frame (a whole stroke: begin, the wall, end), each edit
 * re-solved as the window does it; on renderer r with text cache tc (may
 * be NULL), ms having room for cap frame times. Prints its row; false when
 * it could not run (the reason printed). */
bool bench_edit_case(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap);

#endif
