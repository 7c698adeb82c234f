/* maze_panel.c - the maze board's Maze tab: algorithm, size, seed, run
 * controls, solver (or Export), and the progress bar over a long run. */
#include "boards/maze/maze_panel.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"

void maze_panel_algo_label(const GenAlgo *algo, char *buf, size_t cap)
{
    snprintf(buf, cap, "##algo:%s", algo->id);
}

/* The algorithm grid: two columns. */
static void maze_panel_algorithms(Ui *ui, App *app)
{
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        char label[160];
        board_panel_choice_label(ui, 2, "algo", a->short_name, a->id, label, sizeof label);
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_selectable(ui, label, (int)k == app->set.algo))
            app_post(app, MAZE_SELECT_ALGO, (long)k);
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
                app_post(app, MAZE_SELECT_VARIANT, v);
            if (ui->row_cols == 0 && v + 1 < cur->variant_count)
                ui_row(ui, cur->variant_count - v - 1 < 3 ? cur->variant_count - v - 1 : 3);
        }
    }
}

static void maze_panel_size(Ui *ui, App *app)
{
    ui_heading(ui, "Size");
    ui_space(ui, -2);
    board_panel_int_slider(ui, app, PANEL_WIDTH_SLIDER, app->set.w, APP_MIN_SIDE, APP_PANEL_MAX_W, MAZE_SET_WIDTH);
    board_panel_int_slider(ui, app, PANEL_HEIGHT_SLIDER, app->set.h, APP_MIN_SIDE, APP_PANEL_MAX_H, MAZE_SET_HEIGHT);
    ui_row(ui, app_size_preset_count);
    for (int k = 0; k < app_size_preset_count; k++) {
        const AppSizePreset *s = &app_size_presets[k];
        char label[64];
        snprintf(label, sizeof label, "%s##preset:%s", s->name, s->name);
        if (ui_selectable(ui, label, app->set.w == s->w && app->set.h == s->h))
            app_post(app, MAZE_SIZE_PRESET, k);
    }
}

static void maze_panel_run_controls(Ui *ui, App *app)
{
    char text[32];
    board_panel_speed(ui, app);
    bool done = bias_done(app);
    ui_row(ui, 4);
    if (ui_button(ui, PANEL_GENERATE, false))
        app_post(app, BOARD_RESTART, 0);
    if (ui_button(ui, app->maze.paused ? "Resume##run" : "Pause##run", done))
        app_post(app, BOARD_PAUSE_TOGGLE, 0);
    if (ui_button(ui, PANEL_STEP, done))
        app_post(app, BOARD_STEP, 0);
    if (ui_button(ui, "Finish##gen-finish", done))
        app_post(app, BOARD_FINISH, 0);
    snprintf(text, sizeof text, "%llu", (unsigned long long)app->maze.run->steps);
    ui_row(ui, 2);
    ui_pair(ui, "Steps", text);
    ui_pair(ui, "Phase", done ? "done" : gen_phase(app->maze.run));
}

static void maze_panel_solver(Ui *ui, App *app)
{
    ui_heading(ui, "Solver");
    int cols = solve_algo_count < 3 ? (int)solve_algo_count : 3;
    for (size_t k = 0; k < solve_algo_count; k++) {
        const SolveAlgo *a = solve_algos[k];
        char label[160];
        board_panel_choice_label(ui, cols, "solver", a->short_name, a->id, label, sizeof label);
        if (k % (size_t)cols == 0)
            ui_row(ui, cols);
        if (ui_selectable(ui, label, (int)k == app->set.solver))
            app_post(app, MAZE_SELECT_SOLVER, (long)k);
    }
    if (ui->row_cols)
        ui_next(ui, 0);
    const SolveRun *r = app->maze.solve;
    bool running = r && !solve_done(r) && !app->maze.solve_paused;
    ui_row(ui, 3);
    if (ui_button(ui, running ? "Pause##solve-run" : r && !solve_done(r) ? "Resume##solve-run" : "Run (W)##solve-run",
                  false))
        app_post(app, MAZE_SOLVE_RUN, 0);
    if (ui_button(ui, PANEL_SOLVE_STEP, !gen_done(app->maze.run)))
        app_post(app, MAZE_SOLVE_STEP, 0);
    if (ui_button(ui, "Clear##solve-clear", !r))
        app_post(app, MAZE_SOLVE_CLEAR, 0);
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
        app_post(app, MAZE_SHORTEST_TOGGLE, 0);
}

/* The Maze tab: algorithm, size, run controls, solver. */
void maze_panel_run(BoardPanelSeed *seed, Ui *ui, App *app)
{
    maze_panel_algorithms(ui, app);
    maze_panel_size(ui, app);
    ui_heading(ui, "Run");
    board_panel_seed(seed, ui, app, app->set.seed, app->maze.generation);
    maze_panel_run_controls(ui, app);
    if (app->maze.export_open)
        maze_panel_export(ui, app);
    else
        maze_panel_solver(ui, app);
    ui_row(ui, 3);
    if (ui_button(ui, "Screenshot", false))
        app_post_shell(app, APP_SCREENSHOT, 0);
    if (ui_selectable(ui, PANEL_EXPORT, app->maze.export_open))
        app_post(app, MAZE_EXPORT_PANEL, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post_shell(app, APP_HELP_TOGGLE, 0);
}

void maze_panel_progress(Ui *ui, const App *app, UiRect maze_area)
{
    if (gen_done(app->maze.run) || app->maze.paused ||
        !(app->maze.finishing || app_speed_steps_per_sec(app->set.speed) == 0))
        return;
    char text[64];
    double f = maze_board_progress(app);
    snprintf(text, sizeof text, "Generating: %.0f%%", f * 100);
    int w = maze_area.w / 2;
    ui_layout(ui, (UiRect){ maze_area.x + (maze_area.w - w) / 2, maze_area.y + maze_area.h / 2, w,
                            maze_area.h / 2 });
    ui_progress(ui, f, text);
}
