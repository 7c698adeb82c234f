/* app_view.c - composing a frame. */
#include "shell/app_view.h"

#include "shell/app_actions.h"

#include <math.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/mines/mines_overlay.h"
#include "shell/overlay.h"
#include "boards/maze/maze_panel.h"
#include "boards/mines/mines_panel.h"
#include "ui/ui_sdl.h"

/* Maze repainting per frame, at most (about): less while the generator or
 * solver has its own budget to spend in the frame. */
#define APP_VIEW_PAINT_MS 3.0
#define APP_VIEW_PAINT_IDLE_MS 8.0

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
    v->mines = NULL;
    bias_view_free(&v->bias);
    ui_free(&v->ui);
    v->maze = NULL;
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
    if (!maze_view_fits(v->maze, g->w, g->h)) {
        maze_view_free(v->maze);
        v->maze = maze_view_new(v->r, g->w, g->h);
        v->generation = app->generation;
        if (!v->maze)
            app_status(app, "Cannot show a %dx%d maze: %s", g->w, g->h, SDL_GetError());
    } else if (v->generation != app->generation) {
        maze_view_reset(v->maze);       /* same size: keep the textures */
        v->generation = app->generation;
    }
    if (v->maze) {
        MazeLook look = { .grid = g, .trail = NULL, .solver_cell = GRID_NONE };
        if (app->solve) {
            look.trail = solve_trail(app->solve);
            look.solver_cell = solve_current(app->solve);
        }
        bias_view_look(app, 0, &look);
        if (v->look_version != app->look_version) {
            maze_view_invalidate(v->maze);
            maze_view_forget_slots(v->maze);
            v->look_version = app->look_version;
        }
        /* Within the frame's budget, except for a picture to be saved. */
        double budget = app_settled(app) || app->paused ? APP_VIEW_PAINT_IDLE_MS : APP_VIEW_PAINT_MS;
        maze_view_update(v->maze, &look, &app->dirty, app->want_shot ? 0 : budget);
    }
    dirty_clear(&app->dirty);
}

bool app_view_maze_pending(const AppView *v)
{
    return v->maze && maze_view_pending(v->maze);
}

/* The Minesweeper board in area: cells now, header commands into the ui,
 * and this frame's mouse press on the board. */
static void app_view_mines(AppView *v, App *app, SDL_Rect area)
{
    if (!v->mines && !(v->mines = mines_view_new(v->r)))
        return;
    MinesLayout l = mines_view_layout(&v->ui, app, (UiRect){ area.x, area.y, area.w, area.h });
    mines_panel_input(&v->ui, app, &l);     /* before drawing: the click shows at once */
    mines_view_draw(v->mines, app, &l);
    mines_overlay_header(&v->ui, app, &l);
}

void app_view_frame(AppView *v, App *app)
{
    int w, h;
    SDL_GetRendererOutputSize(v->r, &w, &h);
    app_apply(app);                 /* keys translated since the last frame */
    bool mines = app->mode == APP_MODE_MINES;
    if (!mines)
        app_view_sync_maze(v, app);

    SDL_SetRenderDrawColor(v->r, 222, 226, 230, 255);
    SDL_RenderClear(v->r);
    SDL_Rect area = app_view_maze_area(v, w, h);
    PalSet seen = 0;
    UiRect maze_area = { area.x, area.y, area.w, area.h };
    bool compare = !mines && app->bias->panes > 1;
    Ui *ui = &v->ui;
    int panel_w = ui_px(ui, PANEL_WIDTH);
    ui_begin(ui, (UiRect){ 0, 0, w, h });
    if (mines) {
        app_view_mines(v, app, area);
    } else if (v->maze && compare) {
        seen = bias_view_draw_panes(&v->bias, v->r, app, v->maze, maze_area, &v->ui);
    } else if (v->maze) {
        maze_view_draw(v->maze, v->r, area);
        seen = maze_view_slots_seen(v->maze);
        if (app->shortest) {
            maze_view_draw_path(v->maze, v->r, area, app->shortest, app->shortest_len);
            seen |= 1u << PAL_SHORTEST;
        }
    }

    UiRect bar = { 0, h - overlay_bar_height(ui), w - panel_w, overlay_bar_height(ui) };
    overlay_bar(ui, app, bar, seen);
    if (!mines)
        bias_view_heat_legend(ui, app, bar);
    if (compare)
        bias_view_pane_ui(ui, app, maze_area);
    if (!mines)
        maze_panel_progress(ui, app, (UiRect){ area.x, area.y, area.w, area.h });
    panel_run(&v->panel, ui, app, (UiRect){ w - panel_w, 0, panel_w, h });
    if (app->help_visible)
        overlay_help(ui, (UiRect){ 0, 0, w, h });
    ui_end(ui);
    /* The panel pass only recorded; now its actions may free and replace
     * runs and boards. The commands drawn next are plain rectangles and
     * copied text, so nothing below looks at the old state. */
    app_apply(app);
    ui_sdl_draw(ui, v->r, v->tc);
    if (v->tc)
        text_cache_end_frame(v->tc);
}
