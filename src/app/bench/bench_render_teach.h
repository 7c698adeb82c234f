/* bench_render_teach.h - the timeline's cases of `mazelab bench --render`. */
#ifndef MAZE_APP_BENCH_RENDER_TEACH_H
#define MAZE_APP_BENCH_RENDER_TEACH_H

#include <stdbool.h>

#include "ui/text_cache.h"

#include "shell/app.h"
#include "shell/app_view.h"

struct SDL_Renderer;

enum { BENCH_TEACH_W = 400, BENCH_TEACH_H = 300 };   /* the panel's largest maze */

/* Opens app and view on a BENCH_TEACH_W x BENCH_TEACH_H run of generator
 * id at its end (reached untimed with End), its picture caught up. False
 * (the reason printed, app freed) when it cannot start. */
bool bench_teach_open(App *app, AppView *view, struct SDL_Renderer *r, TextCache *tc, const char *id);

/* The timeline's cases, (g) and (h), on renderer r with text cache tc (may
 * be NULL); ms has room for cap frame times. False when one could not run
 * (the reason printed). */
bool bench_teach_cases(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap);

#endif
