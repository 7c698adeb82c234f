/* app_view.h - one frame of the window: keeps the maze texture in step with
 * the run, lays out maze, status bar and panel, and draws them. Shared by
 * the window loop (app_main.c) and the frame benchmark (bench_render.c). */
#ifndef MAZE_APP_APP_VIEW_H
#define MAZE_APP_APP_VIEW_H

#include <stdbool.h>

#include <SDL.h>

#include "boards/boards.h"
#include "model/app_state.h"
#include "shell/panel.h"
#include "ui/text_cache.h"
#include "ui/ui.h"

typedef struct AppView {
    SDL_Renderer *r;
    TextCache *tc;          /* NULL: draw no text (benchmarks without a font) */
    void *board[APP_BOARD_MAX]; /* each board's view (AppBoard.view_new), or NULL */
    Ui ui;
    Panel panel;
    double px_ratio;        /* drawable pixels per window coordinate */
} AppView;

/* Prepares v to draw on r with text from tc (may be NULL) at ui scale. */
void app_view_init(AppView *v, SDL_Renderer *r, TextCache *tc, double scale);

/* Replaces the text cache and scale (projector mode, HiDPI change). */
void app_view_set_text(AppView *v, TextCache *tc, double scale);

/* Frees the boards' views and ui buffers (not the renderer or text cache). */
void app_view_free(AppView *v);

/* Draws one frame of app (does not present): applies the actions recorded
 * since the last frame, draws the shown board (its picture from its dirty
 * cells) and runs the status bar, panel and help (which only record
 * actions), applies what they recorded, then draws the frame's commands. */
void app_view_frame(AppView *v, App *app);

/* True while the shown board's picture lags behind its state (a big
 * repaint spread over frames); wait for false before saving a picture. */
bool app_view_pending(const AppView *v, const App *app);

/* Where the board's area is for an output of w x h pixels (beside the
 * panel, or the slim bar while app's panel is hidden). */
SDL_Rect app_view_maze_area(const AppView *v, const App *app, int w, int h);

/* Where the legend and status bar is for an output of w x h pixels: under
 * the board's area, and under the slim bar too while the panel is hidden. */
SDL_Rect app_view_bar(const AppView *v, const App *app, int w, int h);

#endif
