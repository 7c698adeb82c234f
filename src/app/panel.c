/* panel.c - the side panel: algorithm, size, seed, speed, run controls. */
#include "panel.h"

#include "bias.h"
#include "bias_panel.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void panel_algo_label(const GenAlgo *algo, char *buf, size_t cap)
{
    snprintf(buf, cap, "##algo:%s", algo->id);
}

/* The label of a choice among `cols` columns: its short name, or its id when
 * only the id fits the column (large projector text), else the short name
 * anyway; the id after "##kind:" either way. */
static void panel_choice_label(Ui *ui, int cols, const char *kind, const char *name,
                               const char *id, char *buf, size_t cap)
{
    int colw = (ui->area.w - ui_px(ui, 6) * (cols - 1)) / cols - ui_px(ui, 16);
    bool use_id = ui->text_width(ui->text_ctx, UI_FONT_BODY, name) > colw &&
                  ui->text_width(ui->text_ctx, UI_FONT_BODY, id) <= colw;
    snprintf(buf, cap, "%s##%s:%s", use_id ? id : name, kind, id);
}

/* The algorithm grid: two columns. */
static void panel_algorithms(Ui *ui, App *app)
{
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        char label[160];
        panel_choice_label(ui, 2, "algo", a->short_name, a->id, label, sizeof label);
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_selectable(ui, label, (int)k == app->set.algo))
            app_post(app, APP_SELECT_ALGO, (long)k);
    }
    if (ui->row_cols)           /* an odd count leaves half a row open */
        ui_next(ui, 0);
    const GenAlgo *cur = app_algo(app);
    ui_space(ui, 2);
    ui_text(ui, UI_FONT_BOLD, ui_theme.text, cur->name);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, cur->blurb);
    ui_space(ui, -3);
    if (cur->variant_count > 1) {
        ui_row(ui, cur->variant_count < 3 ? cur->variant_count : 3);
        for (int v = 0; v < cur->variant_count; v++) {
            char label[160];
            snprintf(label, sizeof label, "%s##variant:%s", cur->variants[v].name, cur->variants[v].id);
            if (ui_selectable(ui, label, v == app->set.variant))
                app_post(app, APP_SELECT_VARIANT, v);
            if (ui->row_cols == 0 && v + 1 < cur->variant_count)
                ui_row(ui, cur->variant_count - v - 1 < 3 ? cur->variant_count - v - 1 : 3);
        }
    }
}

void panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                             AppActionKind kind)
{
    char text[16];
    double v = value;
    snprintf(text, sizeof text, "%d", value);
    if (ui_slider(ui, label, &v, lo, hi, 1, text) && (int)lround(v) != value)
        app_post(app, kind, lround(v));
}

static void panel_size(Ui *ui, App *app)
{
    ui_heading(ui, "Size");
    ui_space(ui, -2);
    panel_int_slider(ui, app, PANEL_WIDTH_SLIDER, app->set.w, APP_MIN_SIDE, APP_PANEL_MAX_W, APP_SET_WIDTH);
    panel_int_slider(ui, app, PANEL_HEIGHT_SLIDER, app->set.h, APP_MIN_SIDE, APP_PANEL_MAX_H, APP_SET_HEIGHT);
    ui_row(ui, app_size_preset_count);
    for (int k = 0; k < app_size_preset_count; k++) {
        const AppSizePreset *s = &app_size_presets[k];
        char label[64];
        snprintf(label, sizeof label, "%s##preset:%s", s->name, s->name);
        if (ui_selectable(ui, label, app->set.w == s->w && app->set.h == s->h))
            app_post(app, APP_SIZE_PRESET, k);
    }
}

void panel_seed(Panel *p, Ui *ui, App *app, int mode, uint64_t seed, uint64_t generation)
{
    if (ui->focus != ui_id(PANEL_SEED_FIELD) &&
        (p->seed_shown != seed || p->generation_shown != generation || !p->seed_text[0])) {
        snprintf(p->seed_text, sizeof p->seed_text, "%" PRIu64, seed);
        p->seed_shown = seed;
        p->generation_shown = generation;
    }
    ui_row(ui, 2);
    if (ui_field(ui, PANEL_SEED_FIELD, p->seed_text, sizeof p->seed_text, "0123456789")) {
        char *end;
        unsigned long long v = strtoull(p->seed_text, &end, 10);
        if (p->seed_text[0] && !*end)
            app_post_action(app, (AppAction){ .kind = APP_SET_SEED, .arg = mode, .value = (uint64_t)v });
        p->seed_text[0] = '\0';
    }
    if (ui_button(ui, "New seed", false))
        app_post(app, APP_NEW_SEED, 0);
}

void panel_speed(Ui *ui, App *app)
{
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    double v = app->set.speed;
    if (ui_slider(ui, PANEL_SPEED, &v, 0, 1, APP_SPEED_NOTCH, text))
        app_post_action(app, (AppAction){ .kind = APP_SET_SPEED, .real = v });
}

static void panel_run_controls(Ui *ui, App *app)
{
    char text[32];
    panel_speed(ui, app);
    bool done = bias_done(app);
    ui_row(ui, 4);
    if (ui_button(ui, PANEL_GENERATE, false))
        app_post(app, APP_GENERATE, 0);
    if (ui_button(ui, app->paused ? "Resume##run" : "Pause##run", done))
        app_post(app, APP_PAUSE_TOGGLE, 0);
    if (ui_button(ui, PANEL_STEP, done))
        app_post(app, APP_STEP, 0);
    if (ui_button(ui, "Finish##gen-finish", done))
        app_post(app, APP_FINISH, 0);
    snprintf(text, sizeof text, "%llu", (unsigned long long)app->run->steps);
    ui_row(ui, 2);
    ui_pair(ui, "Steps", text);
    ui_pair(ui, "Phase", done ? "done" : gen_phase(app->run));
}

static void panel_solver(Ui *ui, App *app)
{
    ui_heading(ui, "Solver");
    int cols = solve_algo_count < 3 ? (int)solve_algo_count : 3;
    for (size_t k = 0; k < solve_algo_count; k++) {
        const SolveAlgo *a = solve_algos[k];
        char label[160];
        panel_choice_label(ui, cols, "solver", a->short_name, a->id, label, sizeof label);
        if (k % (size_t)cols == 0)
            ui_row(ui, cols);
        if (ui_selectable(ui, label, (int)k == app->set.solver))
            app_post(app, APP_SELECT_SOLVER, (long)k);
    }
    if (ui->row_cols)
        ui_next(ui, 0);
    const SolveRun *r = app->solve;
    bool running = r && !solve_done(r) && !app->solve_paused;
    ui_row(ui, 3);
    if (ui_button(ui, running ? "Pause##solve-run" : r && !solve_done(r) ? "Resume##solve-run" : "Run (W)##solve-run",
                  false))
        app_post(app, APP_SOLVE_RUN, 0);
    if (ui_button(ui, PANEL_SOLVE_STEP, !gen_done(app->run)))
        app_post(app, APP_SOLVE_STEP, 0);
    if (ui_button(ui, "Clear##solve-clear", !r))
        app_post(app, APP_SOLVE_CLEAR, 0);
    char moves[24];
    /* A wall follower walks moves; BFS explores cells (one step each). */
    bool walks = !r || !solve_distances(r);
    snprintf(moves, sizeof moves, "%llu",
             r ? (unsigned long long)(walks ? solve_raw_length(r) : r->steps) : 0ULL);
    ui_row(ui, 2);
    ui_pair(ui, walks ? "Moves" : "Steps", moves);
    ui_pair(ui, "Verdict", r ? solve_verdict_name(solve_verdict(r)) : "-");
    bool show = app->set.show_shortest;
    if (solve_find("bfs") && ui_toggle(ui, "Show shortest path (BFS)", &show))
        app_post(app, APP_SHORTEST_TOGGLE, 0);
}

/* Screenshot and Help, at the end of a tab. */
static void panel_footer(Ui *ui, App *app)
{
    ui_row(ui, 2);
    if (ui_button(ui, "Screenshot", false))
        app_post(app, APP_SCREENSHOT, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post(app, APP_HELP_TOGGLE, 0);
}

/* The Maze tab: algorithm, size, run controls, solver. */
static void panel_maze_tab(Panel *p, Ui *ui, App *app)
{
    panel_algorithms(ui, app);
    panel_size(ui, app);
    ui_heading(ui, "Run");
    panel_seed(p, ui, app, APP_MODE_MAZE, app->set.seed, app->generation);
    panel_run_controls(ui, app);
    if (app->export_open)
        panel_export(ui, app);
    else
        panel_solver(ui, app);
    ui_row(ui, 3);
    if (ui_button(ui, "Screenshot", false))
        app_post(app, APP_SCREENSHOT, 0);
    if (ui_selectable(ui, PANEL_EXPORT, app->export_open))
        app_post(app, APP_EXPORT_PANEL, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post(app, APP_HELP_TOGGLE, 0);
}

/* The tabs at the top: the maze's two, and Minesweeper, which switches the
 * main area to the board (APP_MODE_TOGGLE). */
static void panel_tabs(Ui *ui, App *app)
{
    bool mines = app->mode == APP_MODE_MINES;
    ui_row(ui, 3);
    if (ui_selectable(ui, PANEL_TAB_MAZE_LABEL, !mines && app->set.panel_tab == PANEL_TAB_MAZE))
        app_post(app, APP_SET_TAB, PANEL_TAB_MAZE);
    if (ui_selectable(ui, PANEL_TAB_BIAS_LABEL, !mines && app->set.panel_tab == PANEL_TAB_BIAS))
        app_post(app, APP_SET_TAB, PANEL_TAB_BIAS);
    if (ui_selectable(ui, PANEL_MODE_MINES, mines))
        app_post(app, APP_SET_TAB, PANEL_TAB_MINES);
}

void panel_run(Panel *p, Ui *ui, App *app, UiRect area)
{
    ui_draw_rect(ui, area, ui_theme.panel);
    int pad = ui_px(ui, 14);
    /* Scrolls when it does not fit: projector mode on a 1280x800 screen. */
    UiRect view = { area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad };
    ui_scroll_begin(ui, view, p->scroll);
    panel_tabs(ui, app);
    ui_space(ui, 2);
    if (app->mode == APP_MODE_MINES) {
        panel_mines(p, ui, app);
        panel_footer(ui, app);
    } else if (app->set.panel_tab == PANEL_TAB_BIAS) {
        bias_panel_run(ui, app);
    } else {
        panel_maze_tab(p, ui, app);
    }
    p->scroll = ui_scroll_end(ui, view, p->scroll);
}
