/* app_view.c - composing a frame. */
#include "app_view.h"

#include <math.h>
#include <string.h>

#include "mines_overlay.h"
#include "overlay.h"
#include "panel_mines.h"
#include "ui_sdl.h"

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
    maze_view_free(v->maze);
    mines_view_free(v->mines);
    ui_free(&v->ui);
    v->maze = NULL;
    v->mines = NULL;
}

SDL_Rect app_view_maze_area(const AppView *v, int w, int h)
{
    int panel = ui_px(&v->ui, PANEL_WIDTH);
    int margin = ui_px(&v->ui, 12);
    int bar = overlay_bar_height(&v->ui);
    return (SDL_Rect){ margin, margin, w - panel - 2 * margin, h - bar - 2 * margin };
}

/* Brings the maze texture in step with the run: a new one for a new run. */
static void app_view_sync_maze(AppView *v, App *app)
{
    const Grid *g = &app->run->grid;
    if (v->generation != app->generation || !maze_view_fits(v->maze, g->w, g->h)) {
        maze_view_free(v->maze);
        v->maze = maze_view_new(v->r, g->w, g->h);
        v->generation = app->generation;
        if (!v->maze)
            app_status(app, "Cannot show a %dx%d maze: %s", g->w, g->h, SDL_GetError());
    }
    if (v->maze) {
        MazeLook look = { .grid = g, .trail = NULL, .solver_cell = GRID_NONE };
        if (app->solve) {
            look.trail = solve_trail(app->solve);
            look.solver_cell = solve_current(app->solve);
        }
        if (v->look_version != app->look_version) {
            maze_view_invalidate(v->maze);
            maze_view_forget_slots(v->maze);
            v->look_version = app->look_version;
        }
        bool settled = app_settled(app) || app->paused;
        maze_view_update(v->maze, &look, &app->dirty, !settled);
    }
    dirty_clear(&app->dirty);
}

/* Centre of block (bx, by) of the maze placed at p, pixels. */
static SDL_FPoint app_view_block_centre(SDL_Rect p, int bw, int bh, int bx, int by)
{
    return (SDL_FPoint){ p.x + (bx + 0.5f) * (float)p.w / bw, p.y + (by + 0.5f) * (float)p.h / bh };
}

/* The shortest path as a line through the cell centres, from the entrance
 * gap to the exit gap. */
static void app_view_draw_shortest(AppView *v, const App *app, SDL_Rect area)
{
    const Grid *g = &app->run->grid;
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    SDL_Rect p = maze_view_place(v->maze, area, NULL);
    float t = (float)p.w / bw * 0.4f;
    if (t < 1)
        t = 1;
    PalColor c = palette_color(PAL_SHORTEST);
    SDL_SetRenderDrawColor(v->r, c.r, c.g, c.b, 255);
    SDL_FPoint prev = app_view_block_centre(p, bw, bh, 1, 0);
    for (size_t k = 0; k <= app->shortest_len; k++) {
        SDL_FPoint next;
        if (k < app->shortest_len) {
            uint32_t i = app->shortest[k];
            next = app_view_block_centre(p, bw, bh, 2 * (int)(i % (uint32_t)g->w) + 1,
                                         2 * (int)(i / (uint32_t)g->w) + 1);
        } else {
            next = app_view_block_centre(p, bw, bh, bw - 2, bh - 1);
        }
        float x0 = prev.x < next.x ? prev.x : next.x, y0 = prev.y < next.y ? prev.y : next.y;
        SDL_FRect seg = { x0 - t / 2, y0 - t / 2, fabsf(next.x - prev.x) + t, fabsf(next.y - prev.y) + t };
        SDL_RenderFillRectF(v->r, &seg);
        prev = next;
    }
}

/* The Minesweeper board in area: cells now, header commands into the ui,
 * and this frame's mouse press on the board. */
static void app_view_mines(AppView *v, App *app, SDL_Rect area)
{
    if (!v->mines && !(v->mines = mines_view_new(v->r)))
        return;
    MinesLayout l = mines_view_layout(&v->ui, app, (UiRect){ area.x, area.y, area.w, area.h });
    panel_mines_input(&v->ui, app, &l);     /* before drawing: the click shows at once */
    mines_view_draw(v->mines, app, &l);
    mines_overlay_header(&v->ui, app, &l);
}

void app_view_frame(AppView *v, App *app)
{
    int w, h;
    SDL_GetRendererOutputSize(v->r, &w, &h);
    bool mines = app->mode == APP_MODE_MINES;
    if (!mines)
        app_view_sync_maze(v, app);

    SDL_SetRenderDrawColor(v->r, 222, 226, 230, 255);
    SDL_RenderClear(v->r);
    SDL_Rect area = app_view_maze_area(v, w, h);
    PalSet seen = 0;
    Ui *ui = &v->ui;
    int panel_w = ui_px(ui, PANEL_WIDTH);
    ui_begin(ui, (UiRect){ 0, 0, w, h });
    if (mines) {
        app_view_mines(v, app, area);
    } else if (v->maze) {
        maze_view_draw(v->maze, v->r, area);
        seen = maze_view_slots_seen(v->maze);
        if (app->shortest) {
            app_view_draw_shortest(v, app, area);
            seen |= 1u << PAL_SHORTEST;
        }
    }

    UiRect bar = { 0, h - overlay_bar_height(ui), w - panel_w, overlay_bar_height(ui) };
    overlay_bar(ui, app, bar, seen);
    if (!mines)
        overlay_progress(ui, app, (UiRect){ area.x, area.y, area.w, area.h });
    panel_run(&v->panel, ui, app, (UiRect){ w - panel_w, 0, panel_w, h });
    if (app->help_visible)
        overlay_help(ui, (UiRect){ 0, 0, w, h });
    ui_end(ui);
    ui_sdl_draw(ui, v->r, v->tc);
    if (v->tc)
        text_cache_end_frame(v->tc);
}
