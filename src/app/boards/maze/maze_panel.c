/* maze_panel.c - the maze board's Maze tab: algorithm, size, seed, run
 * controls, solver (or Export), and the progress bar over a long run. */
#include "boards/maze/maze_panel.h"

#include <stdio.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel_shape.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_teach.h"
#include "boards/teach/teach_view.h"
#include "maze/shape.h"

void maze_panel_algo_label(const GenAlgo *algo, char *buf, size_t cap)
{
    snprintf(buf, cap, "##algo:%s", algo->id);
}

/* Width of the widest caption in the body font. */
static int maze_panel_widest(Ui *ui, const char *const *names, size_t n)
{
    int w = 0;
    for (size_t k = 0; k < n; k++) {
        int tw = ui->text_width(ui->text_ctx, UI_FONT_BODY, names[k]);
        w = tw > w ? tw : w;
    }
    return w;
}

/* The variant button's caption for variant v of a: "name >" (a click
 * takes the next). */
static void maze_panel_variant_label(const GenAlgo *a, int v, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s \xe2\x96\xb8" PANEL_VARIANT, a->variants[v].name);
}

/* Height of algorithm a's description and variant button. */
static int maze_panel_about_height(Ui *ui, const GenAlgo *a)
{
    int h = ui_text_height(ui, UI_FONT_SMALL, a->blurb) + ui_px(ui, -3);    /* ui_space(ui, -3) */
    if (a->variant_count > 1)
        h += ui_button_height(ui) + ui_px(ui, 4);
    return h;
}

/* The room the tallest description takes, so the controls below stay put
 * whichever algorithm is chosen; measured again when the layout changes. */
static int maze_panel_about_room(Ui *ui)
{
    static struct {
        int w, lh[UI_FONT_COUNT], room;
        UiTextWidthFn fn;
        void *ctx;
    } memo;
    bool same = memo.fn == ui->text_width && memo.ctx == ui->text_ctx && memo.w == ui->area.w &&
                memcmp(memo.lh, ui->line_h, sizeof memo.lh) == 0;
    if (!same) {
        memo.room = 0;
        for (size_t k = 0; k < gen_algo_count; k++) {
            int h = maze_panel_about_height(ui, gen_algos[k]);
            memo.room = h > memo.room ? h : memo.room;
        }
        memo.fn = ui->text_width;
        memo.ctx = ui->text_ctx;
        memo.w = ui->area.w;
        memcpy(memo.lh, ui->line_h, sizeof memo.lh);
    }
    return memo.room;
}

/* n choices (names shown, "##kind:id" their widget ids) in as many
 * columns, up to max_cols, as the longest name fits in; selected is
 * highlighted. Returns the one clicked, or -1. */
static long maze_panel_choices(Ui *ui, const char *kind, const char *const *names,
                               const char *const *ids, size_t n, int max_cols, int selected)
{
    long hit = -1;
    int cols = board_panel_cols_for(ui, max_cols, maze_panel_widest(ui, names, n));
    for (size_t k = 0; k < n; k++) {
        char label[160];
        board_panel_choice_label(kind, names[k], ids[k], label, sizeof label);
        board_panel_choice_row(ui, k, n, cols);
        if (ui_selectable(ui, label, (int)k == selected))
            hit = (long)k;
    }
    board_panel_choice_row(ui, n, n, cols);
    return hit;
}

/* The algorithm grid (two columns where every name fits), the chosen
 * one's description and variants, in a fixed room; brief: the variants
 * alone (Export is open below and needs the room: the tab still fits a
 * 1280x800 window). */
static void maze_panel_algorithms(Ui *ui, App *app, bool brief)
{
    MazeSettings *set = maze_set(app);
    const char *names[64], *ids[64];
    size_t n = gen_algo_count < 64 ? gen_algo_count : 64;
    for (size_t k = 0; k < n; k++) {
        names[k] = gen_algos[k]->short_name;
        ids[k] = gen_algos[k]->id;
    }
    long hit = maze_panel_choices(ui, "algo", names, ids, n, 2, set->algo);
    if (hit >= 0)
        app_post(app, MAZE_SELECT_ALGO, hit);
    const GenAlgo *cur = maze_algo(app);
    int top = ui->cy, room = brief ? ui_button_height(ui) + ui_px(ui, 4) : maze_panel_about_room(ui);
    if (!brief) {
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted, cur->blurb);
        ui_space(ui, -3);
    } else {
        ui_space(ui, 4);
    }
    if (cur->variant_count > 1) {      /* one button: a click takes the next variant */
        char label[160];
        maze_panel_variant_label(cur, set->variant, label, sizeof label);
        if (ui_selectable(ui, label, false))
            app_post(app, MAZE_SELECT_VARIANT, (set->variant + 1) % cur->variant_count);
    }
    if (ui->cy < top + room)
        ui->cy = top + room;
}

static void maze_panel_size(Ui *ui, App *app)
{
    MazeSettings *set = maze_set(app);
    ui_heading(ui, "Size");
    ui_space(ui, -2);
    if (set->mask) {            /* the mask's picture gives the size */
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted, "The mask's picture sets the size (--mask)");
    } else if (set->shape == SHAPE_POLAR) {     /* a disc has rings, no width */
        board_panel_int_slider(ui, app, PANEL_RINGS_SLIDER, set->h, MAZE_MIN_SIDE, MAZE_PANEL_MAX_H, MAZE_SET_HEIGHT);
    } else {
        board_panel_int_slider(ui, app, PANEL_WIDTH_SLIDER, set->w, MAZE_MIN_SIDE, MAZE_PANEL_MAX_W, MAZE_SET_WIDTH);
        board_panel_int_slider(ui, app, PANEL_HEIGHT_SLIDER, set->h, MAZE_MIN_SIDE, MAZE_PANEL_MAX_H, MAZE_SET_HEIGHT);
    }
    ui_row(ui, maze_size_preset_count + 1);     /* the shape button last */
    for (int k = 0; k < maze_size_preset_count; k++) {
        const MazeSizePreset *s = &maze_size_presets[k];
        char label[64];
        snprintf(label, sizeof label, "%s##preset:%s", s->name, s->name);
        if (ui_selectable(ui, label, set->w == s->w && set->h == s->h))
            app_post(app, MAZE_SIZE_PRESET, k);
    }
    maze_panel_shape(ui, app);
}

/* True when the timeline the controls move (every pane's, in compare
 * mode) can go back a step. */
static bool maze_panel_can_back(const App *app)
{
    TeachSpan span;
    return maze_teach_span(app, &span) && span.pos > 0;
}

static void maze_panel_run_controls(Ui *ui, App *app)
{
    MazeState *maze = maze_of(app);
    char text[64];
    board_panel_speed(ui, app);
    bool done = bias_done(app);
    ui_row(ui, 2);
    if (ui_button(ui, PANEL_GENERATE, false))
        app_post(app, BOARD_RESTART, 0);
    if (ui_button(ui, maze->paused ? "Resume (Space)##run" : "Pause (Space)##run", done))
        app_post(app, BOARD_PAUSE_TOGGLE, 0);
    ui_row(ui, 5);      /* Back, Step, End: the timeline (Left, N, End); Predict (K) */
    teach_view_back(ui, app, maze_panel_can_back(app));
    if (ui_button(ui, PANEL_STEP, done))
        app_post(app, BOARD_STEP, 0);
    teach_view_end(ui, app);
    if (ui_button(ui, "Finish##gen-finish", done))
        app_post(app, BOARD_FINISH, 0);
    if (ui_button(ui, PANEL_PREDICT, maze->bias->panes > 1))
        app_post(app, MAZE_PREDICT, 0);
    /* Says whose steps they are: the solver's count below is its own. */
    snprintf(text, sizeof text, "%llu steps, %s", (unsigned long long)maze->run->steps,
             done ? "done" : run_phase(maze->run));
    ui_pair(ui, "Generator", text);
}

/* The solver's run button's caption: Pause, Resume or Run (W). */
static const char *maze_panel_solve_caption(const App *app)
{
    bool moving = maze_of(app)->solve && !bias_race_done(app);     /* every pane's in a race */
    return moving && !maze_of(app)->solve_paused ? "Pause" : moving ? "Resume" : "Run (W)";
}

/* The solver's run button with widget id `id` ("##..."). */
static void maze_panel_solve_button(Ui *ui, App *app, const char *id)
{
    char label[64];
    snprintf(label, sizeof label, "%s%s", maze_panel_solve_caption(app), id);
    if (ui_button(ui, label, false))
        app_post(app, MAZE_SOLVE_RUN, 0);
}

void maze_panel_slim(Ui *ui, App *app)
{
    MazeState *maze = maze_of(app);
    const GenAlgo *a = maze_algo(app);
    /* The run buttons act on the solver while it moves, every racing
     * pane's included (maze_board.c), so its own button would only repeat
     * Pause or Resume: it is left out then. */
    bool solving = !maze_solver_over(app) && run_done(maze->run);
    /* A projector's slim bar is narrow: "Backtracker" rather than a
     * "Recursive backtracke / r" broken in the middle of a word. */
    const char *title = board_panel_words_fit(ui, UI_FONT_BOLD, a->name) ? a->name : a->short_name;
    board_panel_slim_run(ui, app, title, a->variant_count > 1 ? a->variants[maze_set(app)->variant].name : "",
                         solving ? maze->solve_paused : maze->paused, !solving && bias_done(app),
                         maze_panel_can_back(app));
    if (ui_button(ui, PANEL_SLIM_GENERATE, false))
        app_post(app, BOARD_RESTART, 0);
    ui_space(ui, 4);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, solve_algos[maze_set(app)->solver]->short_name);
    if (!solving)
        maze_panel_solve_button(ui, app, PANEL_SLIM_SOLVE);
    TeachShow show;
    if (maze_teach_shown(app, &show))
        teach_view_code_aside(ui, &show);
}

void maze_panel_pick_solver(Ui *ui, App *app, const char *what, long cur, int action)
{
    /* One row whatever the table holds: the chosen solver between the
     * previous and the next (a click on its name takes the next). */
    const long n = (long)solve_algo_count;
    const SolveAlgo *chosen = solve_algos[cur];
    char choice[160], prev[48], next[48];
    board_panel_choice_label(what, chosen->short_name, chosen->id, choice, sizeof choice);
    snprintf(prev, sizeof prev, "\u25C0##%s-prev", what);
    snprintf(next, sizeof next, "\u25B6##%s-next", what);
    ui_row(ui, 3);
    if (ui_button(ui, prev, n < 2))
        app_post(app, action, (cur + n - 1) % n);
    if (ui_selectable(ui, choice, true))
        app_post(app, action, (cur + 1) % n);
    if (ui_button(ui, next, n < 2))
        app_post(app, action, (cur + 1) % n);
}

void maze_panel_solver(Ui *ui, App *app)
{
    MazeSettings *set = maze_set(app);
    ui_heading(ui, "Solver");
    maze_panel_pick_solver(ui, app, "solver", set->solver, MAZE_SELECT_SOLVER);
    const SolveRun *r = maze_of(app)->solve;
    ui_row(ui, 3);
    maze_panel_solve_button(ui, app, "##solve-run");
    if (ui_button(ui, PANEL_SOLVE_STEP, !run_done(maze_of(app)->run)))
        app_post(app, MAZE_SOLVE_STEP, 0);
    if (ui_button(ui, "Clear##solve-clear", !r))
        app_post(app, MAZE_SOLVE_CLEAR, 0);
    char moves[24], what[48];
    /* A wall follower walks moves; BFS explores cells (one step each): the
     * race's labels count the same way (bias_race_count). Named after the
     * solver, so that BFS's steps never read as the generator's. */
    const SolveAlgo *sa = r ? r->algo : solve_algos[set->solver];
    snprintf(moves, sizeof moves, "%llu", r ? (unsigned long long)bias_race_count(r, NULL) : 0ULL);
    if (sa->flags & ALGO_WALKER)
        snprintf(what, sizeof what, "Moves");
    else
        snprintf(what, sizeof what, "%s steps", sa->short_name);
    ui_row(ui, 2);
    ui_pair(ui, what, moves);
    ui_pair(ui, "Verdict", r ? solve_verdict_name(solve_verdict(r)) : "-");
    bool show = set->show_shortest;
    const SolveAlgo *shortest = solve_find_shortest();
    char label[64];
    if (shortest)
        snprintf(label, sizeof label, "Show shortest path (%s)", shortest->short_name);
    if (shortest && ui_toggle(ui, label, &show))
        app_post(app, MAZE_SHORTEST_TOGGLE, 0);
}

/* The Maze tab: algorithm, size, run controls, solver. */
void maze_panel_run(BoardPanelSeed *seed, Ui *ui, App *app)
{
    MazeState *maze = maze_of(app);
    maze_panel_algorithms(ui, app, maze->export_open);
    maze_panel_size(ui, app);
    ui_heading(ui, "Run");
    board_panel_seed(seed, ui, app, maze->seed, maze->generation);
    maze_panel_run_controls(ui, app);
    if (maze->export_open)
        maze_panel_export(ui, app);
    else
        maze_panel_solver(ui, app);
    ui_row(ui, 3);
    if (ui_button(ui, "Screenshot", false))
        app_post_shell(app, APP_SCREENSHOT, 0);
    if (ui_selectable(ui, PANEL_EXPORT, maze->export_open))
        app_post(app, MAZE_EXPORT_PANEL, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post_shell(app, APP_HELP_TOGGLE, 0);
}

void maze_panel_progress(Ui *ui, const App *app, UiRect maze_area)
{
    const MazeState *maze = maze_of(app);
    char text[64];
    double f;
    TeachSpan span;
    bool forward;
    if (maze_teach_seeking(app, &forward) && maze_teach_span(app, &span)) {
        /* a jump to an event spread over frames: where it has got to */
        f = span.known && span.top > 0 ? (double)span.pos / (double)span.top : 0;
        snprintf(text, sizeof text, "Looking for the %s event: step %llu", forward ? "next" : "previous",
                 (unsigned long long)span.pos);
    } else if (bias_analysing(app, &f)) {
        snprintf(text, sizeof text, "Analysing the maze: %.0f%%", f * 100);
    } else if (run_done(maze->run) || maze->paused ||
               !(maze->finishing || app_speed_steps_per_sec(app->set.speed) == 0)) {
        return;
    } else {
        f = maze_board_progress(app);
        snprintf(text, sizeof text, "Generating: %.0f%%", f * 100);
    }
    int w = maze_area.w / 2;
    ui_layout(ui, (UiRect){ maze_area.x + (maze_area.w - w) / 2, maze_area.y + maze_area.h / 2, w,
                            maze_area.h / 2 });
    ui_progress(ui, f, text);
}
