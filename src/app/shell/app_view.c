/* app_view.c - composing a frame. */
#include "shell/app_view.h"

#include "model/app_life.h"

#include <math.h>
#include <string.h>

#include "shell/help.h"
#include "shell/overlay.h"
#include "ui/ui_sdl.h"


/* Text width when no font is loaded: a rough average glyph. */
static int app_view_no_text_width(void *ctx, UiFont f, const char *text)
{
    const Ui *ui = ctx;
    return (int)strlen(text) * ui->line_h[f] / 2;
}

void app_view_set_text(AppView *v, TextCache *tc, double scale)
{
    v->tc = tc;
    v->ui.scale = scale;
    for (int f = 0; f < UI_FONT_COUNT; f++)
        v->ui.line_h[f] = tc ? text_cache_line_h(tc, (UiFont)f) : (int)(ui_font_px[f] * scale * 1.2);
    if (tc)
        ui_init(&v->ui, text_cache_width, tc);
    else
        ui_init(&v->ui, app_view_no_text_width, &v->ui);
}

void app_view_init(AppView *v, SDL_Renderer *r, TextCache *tc, double scale)
{
    *v = (AppView){ .r = r, .px_ratio = 1 };
    app_view_set_text(v, tc, scale);
}

void app_view_free(AppView *v)
{
    for (int k = 0; k < app_board_table.count; k++) {
        if (v->board[k])
            app_boards[k]->view_free(v->board[k]);
        v->board[k] = NULL;
    }
    ui_free(&v->ui);
}

SDL_Rect app_view_bar(const AppView *v, const App *app, int w, int h)
{
    /* under the maze and, while the panel is hidden, under the slim bar
       too: the whole width for the status */
    int bw = app->panel_hidden ? w : w - panel_width(&v->ui, app, w);
    int bh = overlay_bar_height(&v->ui, app, bw);
    return (SDL_Rect){ 0, h - bh, bw, bh };
}

SDL_Rect app_view_maze_area(const AppView *v, const App *app, int w, int h)
{
    int panel = panel_width(&v->ui, app, w);
    /* With the panel hidden the window is a presentation: thin margins
     * (the 30x20 maze gets 57% of a 1024x768 projector, not 54%). */
    int margin = ui_px(&v->ui, app->panel_hidden ? 6 : 12);
    SDL_Rect bar = app_view_bar(v, app, w, h);
    return (SDL_Rect){ margin, margin, w - panel - 2 * margin, h - bar.h - 2 * margin };
}

bool app_view_pending(const AppView *v, const App *app)
{
    const void *view = v->board[app->shown];
    return view && app_boards[app->shown]->view_pending(view);
}

void app_view_frame(AppView *v, App *app)
{
    int w, h;
    SDL_GetRendererOutputSize(v->r, &w, &h);
    app_apply(app);                 /* keys translated since the last frame */
    SDL_SetRenderDrawColor(v->r, 222, 226, 230, 255);
    SDL_RenderClear(v->r);
    SDL_Rect area = app_view_maze_area(v, app, w, h);
    Ui *ui = &v->ui;
    int panel_w = panel_width(ui, app, w);
    ui_begin(ui, (UiRect){ 0, 0, w, h });
    const AppBoard *b = app_boards[app->shown];
    void **view = &v->board[app->shown];
    BoardSeen seen = { 0 };
    if (!*view)
        *view = b->view_new(v->r);
    if (*view) {
        app->queue.from = app->shown;   /* what it records is the board's */
        b->draw(*view, v->r, app, ui, (UiRect){ area.x, area.y, area.w, area.h }, &seen);
        app->queue.from = APP_FROM_SHELL;
    }
    SDL_Rect b_r = app_view_bar(v, app, w, h);
    UiRect bar = { b_r.x, b_r.y, b_r.w, b_r.h };
    overlay_bar(ui, app, bar, &seen);
    panel_run(&v->panel, ui, app, (UiRect){ w - panel_w, 0, panel_w, app->panel_hidden ? bar.y : h });
    if (app->help_visible)
        help_draw(ui, (UiRect){ 0, 0, w, h });
    ui_end(ui);
    /* The panel pass only recorded; now its actions may free and replace
     * runs and boards. The commands drawn next are plain rectangles and
     * copied text, so nothing below looks at the old state. */
    app_apply(app);
    ui_sdl_draw(ui, v->r, v->tc);
    if (v->tc)
        text_cache_end_frame(v->tc);
}
