/* maze.c - the maze board behind its descriptor: its keys, its tabs (Maze
 * and Bias), its picture and overlays, its legend, its pictures' names. */
#include "boards/maze/maze.h"

#include <stdio.h>
#include <stdlib.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_panel.h"
#include "boards/maze/bias/bias_strip.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_marks.h"
#include "boards/maze/maze_labels.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_predict.h"
#include "boards/maze/maze_predict_view.h"
#include "boards/maze/maze_teach.h"
#include "boards/teach/teach_view.h"

/* Maze repainting per frame, at most (about): less while the generator or
 * solver has its own budget to spend in the frame. */
#define MAZE_PAINT_MS 3.0
#define MAZE_PAINT_IDLE_MS 8.0

static const char *const maze_tabs[MAZE_TAB_COUNT] = {
    [MAZE_TAB_MAZE] = "Maze##tab:maze", [MAZE_TAB_SOLVE] = "Solve##tab:solve", [MAZE_TAB_BIAS] = "Bias##tab:bias",
};

static const BoardKey maze_keys[] = {
    { { SDLK_w }, MAZE_SOLVE_RUN, "W", "run / pause the solver" },
    { { SDLK_b }, MAZE_SHORTEST_TOGGLE, "B", "show the shortest path" },
    { { SDLK_m }, MAZE_HEAT_TOGGLE, "M", "distance heat map" },
    { { SDLK_d }, MAZE_DEAD_ENDS_TOGGLE, "D", "highlight the dead ends" },
    { { SDLK_c }, MAZE_COMPARE_CYCLE, "C", "compare: 1, 2 or 4 algorithms side by side" },
    { { SDLK_e }, MAZE_EXPORT_PANEL, "E", "export: worksheet, answer key, SVG, text" },
    { { SDLK_v }, MAZE_RECORD, "V", "record the run as an animated GIF, or stop" },
    { { SDLK_RIGHTBRACKET }, MAZE_NEXT_EVENT, "]", "next event (a walk joins, a row ends)" },
    { { SDLK_LEFTBRACKET }, MAZE_PREV_EVENT, "[", "previous event" },
    { { SDLK_k }, MAZE_PREDICT, "K", "predict: a question about the next step" },
    { { SDLK_t }, MAZE_LABELS_TOGGLE, "T", "labels: set ids, distances in the cells" },
};

static int maze_tab(const App *app)
{
    int t = maze_set(app)->panel_tab;
    return t >= 0 && t < MAZE_TAB_COUNT ? t : MAZE_TAB_MAZE;
}

static void maze_panel(BoardPanelSeed *seed, Ui *ui, App *app)
{
    switch (maze_tab(app)) {
    case MAZE_TAB_BIAS: bias_panel_run(ui, app); break;
    case MAZE_TAB_SOLVE: maze_panel_solve(ui, app); break;
    default: maze_panel_run(seed, ui, app); break;
    }
}

/* ---- the view -------------------------------------------------------- */

static void *maze_view_state_new(SDL_Renderer *r)
{
    MazeBoardView *v = calloc(1, sizeof *v);
    if (v)
        v->r = r;
    return v;
}

static void maze_view_state_free(void *view)
{
    MazeBoardView *v = view;
    if (!v)
        return;
    maze_view_free(v->maze);
    maze_hidden_free(v->hidden);
    bias_view_free(&v->bias);
    free(v);
}

/* Brings the maze texture in step with the run: a new one for a new run. */
static void maze_sync(MazeBoardView *v, App *app)
{
    const Grid *g = &maze_of(app)->run->grid;
    if (!maze_view_fits_grid(v->maze, g)) {
        maze_view_free(v->maze);
        v->maze = maze_view_new_for(v->r, g);
        v->generation = maze_of(app)->generation;
        if (!v->maze)
            app_status(app, "Cannot show a %dx%d maze: %s", g->w, g->h, SDL_GetError());
    } else if (v->generation != maze_of(app)->generation) {
        maze_view_reset(v->maze);       /* same size: keep the textures */
        v->generation = maze_of(app)->generation;
    }
    if (v->maze) {
        MazeLook look = { .grid = g, .cost = maze_edit_cost(app) };
        maze_look_solver(&look, maze_of(app)->solve);
        bias_view_look(app, 0, &look);
        if (v->look_version != maze_of(app)->look_version) {
            maze_view_invalidate(v->maze);
            v->look_version = maze_of(app)->look_version;
        }
        /* Within the frame's budget, except for a picture to be saved. */
        double budget = maze_of(app)->bias->panes > 1 ? bias_view_paint_ms(app, 0)     /* a pane's share */
                        : maze_board_settled(app) || maze_of(app)->paused ? MAZE_PAINT_IDLE_MS : MAZE_PAINT_MS;
        maze_view_update(v->maze, &look, &maze_of(app)->dirty, app->want_shot ? 0 : budget);
    }
    dirty_clear(&maze_of(app)->dirty);
}

/* The run animates too fast to read its sets (maze_hidden.h). */
static bool maze_hidden_fast(const App *app)
{
    const MazeState *maze = maze_of(app);
    if (maze->paused || run_done(maze->run))
        return false;
    double sps = app_speed_steps_per_sec(app->set.speed);
    return maze->finishing || sps == 0 || sps > HIDDEN_FAST_SPS;
}

/* Adds what the hidden state drew to the legend's lines. */
static void maze_seen_hidden(BoardSeen *seen, const HiddenLegend *h)
{
    for (int k = 0; k < h->count && seen->count < BOARD_LEGEND_MAX; k++) {
        const HiddenLegendItem *it = &h->item[k];
        seen->item[seen->count++] = (BoardLegendItem){ it->role, it->label, it->counter, it->value };
    }
}

/* The strip around one maze: the timeline's (pseudocode, slider,
 * sentence), or a question's in the slider's and sentence's place. Returns
 * what is left for the picture; *report: the step whose focus is drawn
 * (none while a question's marks stand in for it). */
static UiRect maze_draw_strip(Ui *ui, App *app, UiRect area, bool asked, const StepReport **report)
{
    TeachShow show;
    *report = NULL;
    if (!maze_teach_shown(app, &show))
        return area;
    const Grid *g = &maze_of(app)->run->grid;
    if (!asked) {
        *report = show.report;
        return teach_view_draw(ui, app, area, &show, 2 * g->w + 1, 2 * g->h + 1);
    }
    TeachLayout l = teach_view_layout(ui, area, &show, 2 * g->w + 1, 2 * g->h + 1);
    teach_view_code_box(ui, &l, &show);
    maze_predict_view_box(ui, app, (UiRect){ l.slider.x, l.slider.y, l.slider.w,
                                             l.sentence.y + l.sentence.h - l.slider.y });
    return l.picture;
}

/* One maze in area: its picture zoomed and panned (inside the row and
 * column numbers' gutter), the algorithm's overlays with the focus of
 * report, the shortest path, the labels and a question's marks. */
static void maze_draw_one(MazeBoardView *v, SDL_Renderer *r, App *app, Ui *ui, UiRect area,
                          const StepReport *report, bool asked, BoardSeen *seen)
{
    int bw, bh;
    maze_view_blocks(v->maze, &bw, &bh);
    UiRect frame = maze_labels_frame(ui, area, bw, bh, app->set.large && app->panel_hidden);
    ZoomPlace before = zoom_place(&v->zoom.zoom, frame, bw, bh, maze_view_limits());
    if (asked)          /* a click on a cell answers before a pan can start */
        maze_predict_view_input(ui, app, &before);
    /* The Fit button first, then the grip (a marker, a wall, mud), then
     * the zoom's wheel and pan: each takes the press before the next. */
    board_panel_zoom_fit(&v->zoom, ui, app, frame);
    maze_grip_input(&v->grip, ui, app, &before);
    ZoomPlace p = zoom_frame(&v->zoom.zoom, ui, frame, bw, bh, maze_view_limits(), false);
    maze_view_draw(v->maze, r, &p);
    seen->slots = maze_view_slots_seen(v->maze);
    if (maze_edit_square(app))
        seen->slots |= maze_marks_mud(r, &p, &maze_of(app)->run->grid, maze_edit_cost(app));
    /* the solver's overlays once there is one, else the generator's */
    const Run *shown = maze_of(app)->solve ? maze_of(app)->solve : maze_of(app)->run;
    if (!v->hidden)
        v->hidden = maze_hidden_new(r);
    if (v->hidden) {
        HiddenLegend legend;
        maze_hidden_draw(v->hidden, ui, v->maze, &p, shown, report, maze_hidden_fast(app), &legend);
        maze_seen_hidden(seen, &legend);
    }
    if (maze_of(app)->shortest) {
        maze_view_draw_path(v->maze, r, &p, maze_of(app)->shortest, maze_of(app)->shortest_len);
        seen->slots |= 1u << PAL_SHORTEST;
    }
    if (maze_edit_square(app))          /* the marks stand on a square's blocks */
        seen->slots |= maze_marks_ends(r, ui, &p, &maze_of(app)->run->grid, &v->grip);
    maze_labels_cells(r, ui, &p, app, shown);
    maze_labels_edges(ui, &p, shown->ctx.grid, area);
    if (asked)
        maze_predict_view_marks(r, &p, app);
}

static void maze_draw(void *view, SDL_Renderer *r, App *app, Ui *ui, UiRect area, BoardSeen *seen)
{
    MazeBoardView *v = view;
    maze_sync(v, app);
    if (maze_of(app)->bias->panes == 1) {
        bias_view_free(&v->bias);       /* the panes' pictures go with them */
        bool asked = maze_predict_shown(app) != NULL;
        const StepReport *report;
        area = maze_draw_strip(ui, app, area, asked, &report);
        if (v->maze)
            maze_draw_one(v, r, app, ui, area, report, asked, seen);
    } else {
        bias_strip_menu_input(ui, app, area);   /* on top: before the panes take the press */
        if (v->maze)
            seen->slots = bias_view_draw_panes(&v->bias, r, app, v->maze, area, ui);
        bias_view_pane_ui(ui, app, area);
        bias_strip_draw(ui, app, area);
        bias_strip_menu_draw(ui, app, area);
    }
    maze_panel_progress(ui, app, area);
}

static bool maze_view_state_pending(const void *view)
{
    const MazeBoardView *v = view;
    return (v->maze && maze_view_pending(v->maze)) || bias_view_pending(&v->bias);
}

/* The colours on screen with their meanings (the palette's words for the
 * marks and the trail, the algorithm's for its overlays), its counters,
 * and the heat map's scale. */
static void maze_legend(Ui *ui, const App *app, UiRect bar, const BoardSeen *seen)
{
    PalSlot slots[PAL_COUNT];
    int n = palette_legend(seen->slots, slots);
    BoardLegendPen pen = board_panel_legend_pen(ui, app, bar);
    for (int k = 0; k < n; k++)
        board_panel_swatch(ui, &pen, board_panel_color(slots[k]), palette_label(slots[k]));
    for (int k = 0; k < seen->count; k++) {
        const BoardLegendItem *it = &seen->item[k];
        if (it->counter) {
            char text[96];
            snprintf(text, sizeof text, "%s: %u", it->label, it->value);
            board_panel_legend_text(ui, &pen, text);
        } else {
            board_panel_swatch(ui, &pen, board_panel_color(it->role), it->label);
        }
    }
    if (n == 0 && seen->count == 0)
        board_panel_legend_text(ui, &pen, "black: wall   white: passage");
    bias_view_heat_legend(ui, app, bar);
}

const AppBoard maze_board = {
    .model = &maze_model,
    .tabs = maze_tabs,
    .tab_count = MAZE_TAB_COUNT,
    .keys = maze_keys,
    .key_count = sizeof maze_keys / sizeof maze_keys[0],
    .tab = maze_tab,
    .panel = maze_panel,
    .slim = maze_panel_slim,
    .view_new = maze_view_state_new,
    .view_free = maze_view_state_free,
    .draw = maze_draw,
    .view_pending = maze_view_state_pending,
    .legend = maze_legend,
};
