/* app_view.h - one frame of the window: keeps the maze texture in step with
 * the run, lays out maze, status bar and panel, and draws them. Shared by
 * the window loop (app_main.c) and the frame benchmark (bench_render.c). */
#ifndef MAZE_APP_APP_VIEW_H
#define MAZE_APP_APP_VIEW_H

#include <stdbool.h>

#include <SDL.h>

#include "model/app_state.h"
#include "boards/maze/bias/bias_view.h"
#include "boards/mines/mines_view.h"
#include "shell/panel.h"
#include "boards/maze/render_maze.h"
#include "ui/text_cache.h"
#include "ui/ui.h"

typedef struct AppView {
    SDL_Renderer *r;
    TextCache *tc;          /* NULL: draw no text (benchmarks without a font) */
    MazeView *maze;         /* NULL until the first frame, or when too big */
    MinesView *mines;       /* NULL until Minesweeper is first shown */
    uint64_t generation;    /* App.generation the maze view was made for */
    uint64_t look_version;  /* App.look_version it was last fully painted for */
    Ui ui;
    Panel panel;
    double px_ratio;        /* drawable pixels per window coordinate */
    bool no_texture;        /* the texture could not be made: say so, once */
    BiasView bias;          /* compare mode's other panes */
} AppView;

/* Prepares v to draw on r with text from tc (may be NULL) at ui scale. */
void app_view_init(AppView *v, SDL_Renderer *r, TextCache *tc, double scale);

/* Replaces the text cache and scale (projector mode, HiDPI change). */
void app_view_set_text(AppView *v, TextCache *tc, double scale);

/* Frees the maze texture and ui buffers (not the renderer or text cache). */
void app_view_free(AppView *v);

/* Draws one frame of app (does not present): applies the actions recorded
 * since the last frame, updates the maze texture from the dirty cells, runs
 * the panel and overlays (which only record actions), applies what they
 * recorded, then draws the frame's commands. */
void app_view_frame(AppView *v, App *app);

/* True while the maze picture lags behind the grid (a big repaint is being
 * spread over frames); wait for false before saving an exact picture. */
bool app_view_maze_pending(const AppView *v);

/* Where the maze area is for an output of w x h pixels. */
SDL_Rect app_view_maze_area(const AppView *v, int w, int h);

#endif
