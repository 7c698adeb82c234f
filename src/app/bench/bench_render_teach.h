/* bench_render_teach.h - the timeline's cases of `mazelab bench --render`. */
#ifndef MAZE_APP_BENCH_RENDER_TEACH_H
#define MAZE_APP_BENCH_RENDER_TEACH_H

#include <stdbool.h>

#include "ui/text_cache.h"

struct SDL_Renderer;

/* The timeline's cases, (g) and (h), on renderer r with text cache tc (may
 * be NULL); ms has room for cap frame times. False when one could not run
 * (the reason printed). */
bool bench_teach_cases(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap);

#endif
