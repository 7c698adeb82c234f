/* bench_render_compare.h - compare mode's cases of `mazelab bench --render`. */
#ifndef MAZE_APP_BENCH_RENDER_COMPARE_H
#define MAZE_APP_BENCH_RENDER_COMPARE_H

#include <stdbool.h>

#include "ui/text_cache.h"

struct SDL_Renderer;

/* Compare mode at 4000x4000 with the Bias tab, the heat map and the
 * shortest path: (i) with 4 panes, (j) with 2, each a script of phases (a
 * row each, then the whole case's row) on renderer r with text cache tc
 * (may be NULL); only 'i' or 'j' runs that case alone, any other value
 * both; ms has room for cap frame times. False when one could not run (the
 * reason printed). */
bool bench_compare_cases(struct SDL_Renderer *r, TextCache *tc, char only, double *ms, int cap);

#endif
