/* test_app_bias.c - the bias overlays, compare mode and "measure 100 mazes",
 * through the App and a whole frame drawn by an SDL software renderer into a
 * surface (SDL_VIDEODRIVER=dummy, no font):
 *   - the dead-end toggle turns exactly the degree-1 cells to the dead-end
 *     colour; the heat map paints the entrance in the scale's first colour
 *     and the farthest cell in its last;
 *   - compare mode with 2 panes steps both runs by the same count, on Step
 *     and under the speed's budget;
 *   - the measurement equals stats_batch_add_run over the same seeds;
 *   - the bias tab's widgets have unique ids and its compare buttons work;
 *   - its figures of an unfinished maze say "so far" (the path figures
 *     wait), and the one under the pointer is explained. */
#include "harness.h"

#include "model/app_life.h"

#include <string.h>

#include <SDL.h>

#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_teach.h"
#include "boards/maze/bias/bias_view.h"
#include "shell/app_view.h"
#include "boards/maze/bias/bias.h"
#include "shell/panel.h"
#include "boards/maze/bias/bias_panel.h"
#include "shell/input.h"
#include "maze/palette.h"
#include "maze/stats.h"
#include "app_rig.h"

enum { SCREEN_W = RIG_SCREEN_W, SCREEN_H = RIG_SCREEN_H };

static AppSettings settings(int w, int h, uint64_t seed)
{
    AppSettings s = { 0 };
    app_settings_defaults(&s, &app_board_table);
    maze_settings(&s)->w = w;
    maze_settings(&s)->h = h;
    s.seed = seed;
    return s;
}

/* Runs every pane to the end (instant speed) and draws a frame. */
static void rig_finish_and_draw(Rig *rig)
{
    rig->app.set.speed = 1.0;
    for (int k = 0; k < 1000 && !app_settled(&rig->app); k++)
        app_advance(&rig->app, 0.016, 50);
    assert_true(bias_done(&rig->app));
    app_view_frame(&rig->view, &rig->app);
    SDL_RenderFlush(rig->r);
}

/* The pixel at the centre of cell i of the single maze view. */
static uint32_t rig_cell_pixel(Rig *rig, uint32_t i)
{
    const Grid *g = &maze_of(&rig->app)->run->grid;
    SDL_Rect full = app_view_maze_area(&rig->view, &rig->app, SCREEN_W, SCREEN_H);
    UiRect pic = maze_teach_picture(&rig->view.ui, &rig->app, (UiRect){ full.x, full.y, full.w, full.h });
    SDL_Rect area = { pic.x, pic.y, pic.w, pic.h };
    ZoomPlace p = maze_view_place(((MazeBoardView *)rig->view.board[APP_BOARD_MAZE])->maze, area);
    int bx = 2 * (int)(i % (uint32_t)g->w) + 1, by = 2 * (int)(i / (uint32_t)g->w) + 1;
    int x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
    int y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
    const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
    return row[x] | 0xff000000u;
}

static void test_dead_end_overlay(void **state)
{
    (void)state;
    AppSettings set = settings(20, 14, 5);
    Rig rig;
    rig_open(&rig, &set);
    maze_set(&rig.app)->panel_tab = MAZE_TAB_BIAS;     /* statistics are shown */
    rig_finish_and_draw(&rig);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    uint32_t white = palette_argb(PAL_PASSAGE), dead = palette_argb(PAL_DEAD_END);
    for (uint32_t i = 0; i < g->n; i++)
        assert_int_equal(rig_cell_pixel(&rig, i), white);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_DEAD_ENDS_TOGGLE, 0);
    app_view_frame(&rig.view, &rig.app);
    SDL_RenderFlush(rig.r);
    int dead_ends = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        bool is_dead = grid_degree(g, i) == 1;
        dead_ends += is_dead;
        assert_int_equal(rig_cell_pixel(&rig, i), is_dead ? dead : white);
    }
    assert_true(dead_ends > 0);
    assert_int_equal(dead_ends, maze_of(&rig.app)->bias->pane[0].stats.degree[1]);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_DEAD_ENDS_TOGGLE, 0);      /* off again: all white */
    app_view_frame(&rig.view, &rig.app);
    SDL_RenderFlush(rig.r);
    for (uint32_t i = 0; i < g->n; i++)
        assert_int_equal(rig_cell_pixel(&rig, i), white);
    rig_close(&rig);
}

static void test_heat_overlay(void **state)
{
    (void)state;
    AppSettings set = settings(24, 16, 9);
    Rig rig;
    rig_open(&rig, &set);
    rig_finish_and_draw(&rig);
    assert_null(maze_of(&rig.app)->bias->pane[0].dist);     /* nothing shows it yet */
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_HEAT_TOGGLE, 0);
    app_advance(&rig.app, 0.016, 50);           /* the next frame analyses */
    app_view_frame(&rig.view, &rig.app);
    SDL_RenderFlush(rig.r);
    const BiasPane *p = &maze_of(&rig.app)->bias->pane[0];
    assert_non_null(p->dist);
    const uint32_t *dist = p->dist;
    uint32_t far = 0;
    for (uint32_t i = 0; i < maze_of(&rig.app)->run->grid.n; i++)
        if (dist[i] > dist[far])
            far = i;
    assert_int_equal(dist[far], p->dist_max);
    assert_int_equal(bias_heat_max(&rig.app), p->dist_max);
    /* viridis from 3/8 (blue, 3:1 from the walls) to its last control point, yellow */
    assert_int_equal(palette_heat_argb(0.0), 0xff2c728eu);
    assert_int_equal(palette_heat_argb(1.0), 0xfffde725u);
    assert_int_equal(rig_cell_pixel(&rig, grid_entrance(&maze_of(&rig.app)->run->grid)), 0xff2c728eu);
    assert_int_equal(rig_cell_pixel(&rig, far), 0xfffde725u);
    /* the scale darkens nowhere on the way: lightness (sum) rises with t */
    for (int k = 1; k <= 64; k++) {
        PalColor a = palette_heat((k - 1) / 64.0), b = palette_heat(k / 64.0);
        assert_true(a.r + a.g + a.b <= b.r + b.g + b.b);
    }
    rig_close(&rig);
}

static void test_compare_lock_step(void **state)
{
    (void)state;
    AppSettings set = settings(16, 12, 21);
    set.once.start_paused = true;
    Rig rig;
    rig_open(&rig, &set);
    App *app = &rig.app;
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 2);
    assert_int_equal(maze_of(app)->bias->panes, 2);
    GenRun *a = maze_of(app)->bias->pane[0].run, *b = maze_of(app)->bias->pane[1].run;
    assert_ptr_equal(a, maze_of(app)->run);
    assert_ptr_not_equal(a->algo, b->algo);
    assert_int_equal(b->grid.w, 16);
    assert_int_equal(b->seed, 21);
    for (int k = 1; k <= 7; k++) {
        app_do(app, APP_FROM_SHOWN, BOARD_STEP, 0);
        assert_int_equal(a->steps, (uint64_t)k);
        assert_int_equal(b->steps, (uint64_t)k);
    }
    /* under the speed's budget too, while neither is done */
    maze_of(app)->paused = false;
    app->set.speed = app_speed_pos_for(1000);
    app_advance(app, 0.05, 100);
    assert_true(a->steps > 7);
    assert_int_equal(a->steps, b->steps);
    /* cycling pane B's algorithm restarts both from step 0 */
    const GenAlgo *before = b->algo;
    app_do(app, APP_BOARD_MAZE, MAZE_PANE_NEXT, 1);
    assert_ptr_not_equal(maze_of(app)->bias->pane[1].run->algo, before);
    assert_int_equal(maze_of(app)->bias->pane[1].run->steps, 0);
    assert_int_equal(maze_of(app)->run->steps, 0);
    app_view_frame(&rig.view, app);     /* draws both panes without trouble */
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_CYCLE, 0);  /* 2 -> 4 */
    assert_int_equal(maze_of(app)->bias->panes, 4);
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_CYCLE, 0);  /* 4 -> 1 */
    assert_int_equal(maze_of(app)->bias->panes, 1);
    rig_close(&rig);
}

static double fake_clock_ms;
static double fake_now(void)
{
    return fake_clock_ms += 1.0;
}

static void test_measure_matches_core(void **state)
{
    (void)state;
    int algo[3] = { 0, 0, 0 }, variant[3] = { 0, 0, 0 };
    static const char *const ids[3] = { "backtracker", "kruskal", "growing-tree" };
    for (int k = 0; k < 3; k++)
        for (size_t j = 0; j < gen_algo_count; j++)
            if (gen_algos[j] == gen_find(ids[k]))
                algo[k] = (int)j;
    variant[2] = 1;
    BiasMeasure m = { 0 };
    assert_true(bias_measure_start(&m, algo, variant, 3, 12, 9, 1, 25));
    int calls = 0;
    while (bias_measure_work(&m, 3.0, fake_now))
        calls++;
    assert_true(calls > 3);             /* spread over several frames */
    assert_int_equal(m.phase, MEASURE_DONE);
    assert_true(bias_measure_progress(&m) == 1.0);
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, 12 * 9), MAZE_OK);
    for (int k = 0; k < 3; k++) {
        StatsBatch want;
        stats_batch_init(&want);
        for (uint64_t seed = 1; seed <= 25; seed++)
            assert_int_equal(stats_batch_add_run(&want, &sc, gen_algos[algo[k]], variant[k], 12, 9, seed, NULL),
                             MAZE_OK);
        assert_int_equal(m.batch[k].runs, 25);
        for (int f = 0; f < STATS_FIELD_COUNT; f++) {
            assert_true(stats_batch_mean(&m.batch[k], (StatsField)f) == stats_batch_mean(&want, (StatsField)f));
            assert_true(stats_batch_sd(&m.batch[k], (StatsField)f) == stats_batch_sd(&want, (StatsField)f));
        }
    }
    stats_scratch_free(&sc);
    bias_measure_free(&m);
}

static void test_measure_from_app(void **state)
{
    (void)state;
    AppSettings set = settings(8, 6, 77);
    Rig rig;
    rig_open(&rig, &set);
    App *app = &rig.app;
    app_do(app, APP_BOARD_MAZE, MAZE_MEASURE, 0);
    assert_true(bias_measuring(app));
    for (int k = 0; k < 10000 && bias_measuring(app); k++)
        app_advance(app, 0.016, 6);
    const BiasMeasure *m = &maze_of(app)->bias->measure;
    assert_int_equal(m->phase, MEASURE_DONE);
    assert_int_equal(m->count, (int)gen_algo_count);
    StatsBatch want;
    stats_batch_init(&want);
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, 48), MAZE_OK);
    int last = m->count - 1;
    for (uint64_t seed = 1; seed <= BIAS_MEASURE_RUNS; seed++)
        stats_batch_add_run(&want, &sc, gen_algos[m->algo[last]], 0, 8, 6, seed, NULL);
    assert_true(stats_batch_mean(&m->batch[last], STATS_DEAD_END) == stats_batch_mean(&want, STATS_DEAD_END));
    assert_true(stats_batch_sd(&m->batch[last], STATS_SOLUTION) == stats_batch_sd(&want, STATS_SOLUTION));
    stats_scratch_free(&sc);
    rig_close(&rig);
}

static int stub_width(void *ctx, UiFont f, const char *text)
{
    (void)ctx;
    (void)f;
    return 7 * (int)strlen(text);
}

/* A ui at scale 1 that measures text with stub_width (no font). */
static void stub_ui(Ui *ui)
{
    *ui = (Ui){ .scale = 1 };
    for (int f = 0; f < UI_FONT_COUNT; f++)
        ui->line_h[f] = ui_font_px[f] + 4;
    ui_init(ui, stub_width, NULL);
}

/* One panel frame with the pointer at (x, y), pressed or not. */
static void tab_frame(Ui *ui, Panel *panel, App *app, int x, int y, bool press)
{
    input_frame_begin(ui);
    ui->in.mx = x;
    ui->in.my = y;
    ui->in.down = ui->in.pressed = press;
    ui_begin(ui, (UiRect){ 0, 0, SCREEN_W, SCREEN_H });
    panel_run(panel, ui, app, (UiRect){ SCREEN_W - PANEL_WIDTH, 0, PANEL_WIDTH, SCREEN_H });
    ui_end(ui);
    app_apply(app);
}

/* Clicks the widget `label` of the last frame: press, then release. */
static void tab_click(Ui *ui, Panel *panel, App *app, const char *label, int dx)
{
    UiRect r;
    assert_true(ui_spot(ui, label, &r));
    tab_frame(ui, panel, app, r.x + dx, r.y + r.h / 2, true);
    tab_frame(ui, panel, app, r.x + dx, r.y + r.h / 2, false);
}

static void test_bias_tab(void **state)
{
    (void)state;
    AppSettings set = settings(10, 8, 3);
    maze_settings(&set)->panel_tab = MAZE_TAB_BIAS;
    App app;
    assert_true(app_init(&app, &set));
    Ui ui;
    stub_ui(&ui);
    Panel panel = { 0 };
    tab_frame(&ui, &panel, &app, 0, 0, false);
    tab_click(&ui, &panel, &app, BIAS_PANEL_HEAT, 3);
    assert_true(maze_set(&app)->show_heat);
    tab_click(&ui, &panel, &app, BIAS_PANEL_DEAD_ENDS, 3);
    assert_true(maze_set(&app)->show_dead_ends);
    tab_click(&ui, &panel, &app, "##cmp:4", 20);
    assert_int_equal(maze_of(&app)->bias->panes, 4);
    tab_click(&ui, &panel, &app, "##pane-btn:2", 20);     /* pane C: its list opens */
    assert_int_equal(maze_of(&app)->pane_menu, 3);
    app_do(&app, APP_BOARD_MAZE, BOARD_ESCAPE, 0);      /* Esc closes it */
    assert_int_equal(maze_of(&app)->pane_menu, 0);
    app_do(&app, APP_BOARD_MAZE, MAZE_PANE_NEXT, 2);    /* the next algorithm, without the list */
    assert_int_not_equal(maze_set(&app)->pane_algo[2], maze_settings(&set)->pane_algo[2]);
    assert_ptr_equal(maze_of(&app)->bias->pane[2].run->algo, gen_algos[maze_set(&app)->pane_algo[2]]);
    /* with four panes and a chart: every widget id unique, all inside */
    tab_click(&ui, &panel, &app, BIAS_PANEL_MEASURE, 20);
    assert_true(bias_measuring(&app));
    while (bias_measuring(&app))
        app_advance(&app, 0.016, 6);
    assert_int_equal(maze_of(&app)->bias->measure.count, 4);
    tab_frame(&ui, &panel, &app, 0, 0, false);
    assert_true(ui.cy <= SCREEN_H);     /* the chart fits the panel */
    bias_view_pane_ui(&ui, &app, (UiRect){ 0, 0, SCREEN_W - PANEL_WIDTH, SCREEN_H - 60 });
    assert_true(ui_ids_unique(&ui));
    ui_free(&ui);
    app_free(&app);
}

/* The first text the last frame drew that starts with prefix (or, with
 * whole, reads it all), or NULL. */
static const UiCmd *ui_find_text_as(const Ui *ui, const char *prefix, bool whole)
{
    for (size_t c = 0; c < ui->ncmds; c++) {
        const char *t = ui->text + ui->cmds[c].text;
        if (ui->cmds[c].kind == UI_CMD_TEXT && strncmp(t, prefix, strlen(prefix)) == 0 &&
            (!whole || strlen(t) == strlen(prefix)))
            return &ui->cmds[c];
    }
    return NULL;
}

static const UiCmd *ui_find_text(const Ui *ui, const char *prefix)
{
    return ui_find_text_as(ui, prefix, false);
}

/* The Bias tab's figures: an unfinished maze's are marked "so far" and its
 * path figures wait for the whole maze; the figure under the pointer is
 * explained in the library's words (stats_field_explain). */
static void test_bias_figures(void **state)
{
    (void)state;
    AppSettings set = settings(10, 8, 3);
    maze_settings(&set)->panel_tab = MAZE_TAB_BIAS;
    set.once.start_paused = true;
    App app;
    assert_true(app_init(&app, &set));
    Ui ui;
    stub_ui(&ui);
    Panel panel = { 0 };
    for (int k = 0; k < 20; k++)
        app_do(&app, APP_FROM_SHOWN, BOARD_STEP, 0);
    app_advance(&app, 0.016, 50);       /* the live statistics */
    tab_frame(&ui, &panel, &app, 0, 0, false);
    assert_non_null(ui_find_text(&ui, "This maze (Backtracker), so far"));
    const UiCmd *dead = ui_find_text_as(&ui, "Dead ends", true);    /* the figure, not the toggle */
    assert_non_null(dead);
    assert_null(ui_find_text(&ui, "Dead ends: "));      /* nothing explained yet */
    const UiCmd *solution = ui_find_text(&ui, "Solution");
    assert_non_null(solution);
    bool dash = false;      /* its value, on its line: "-" */
    for (size_t c = 0; c < ui.ncmds; c++)
        dash |= ui.cmds[c].kind == UI_CMD_TEXT && ui.cmds[c].rect.y == solution->rect.y &&
                strcmp(ui.text + ui.cmds[c].text, "-") == 0;
    assert_true(dash);
    tab_frame(&ui, &panel, &app, dead->rect.x + 2, dead->rect.y + 2, false);
    char want[64];
    snprintf(want, sizeof want, "Dead ends: %.20s", stats_field_explain(STATS_DEAD_END));
    assert_non_null(ui_find_text(&ui, want));
    /* done: the whole maze's figures */
    run_finish(maze_of(&app)->run);
    app_advance(&app, 0.016, 50);
    tab_frame(&ui, &panel, &app, 0, 0, false);
    assert_non_null(ui_find_text(&ui, "This maze (Backtracker), done"));
    solution = ui_find_text(&ui, "Solution");
    dash = false;
    for (size_t c = 0; c < ui.ncmds; c++)
        dash |= ui.cmds[c].kind == UI_CMD_TEXT && ui.cmds[c].rect.y == solution->rect.y &&
                strcmp(ui.text + ui.cmds[c].text, "-") == 0;
    assert_false(dash);
    ui_free(&ui);
    app_free(&app);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dead_end_overlay),
        cmocka_unit_test(test_heat_overlay),
        cmocka_unit_test(test_compare_lock_step),
        cmocka_unit_test(test_measure_matches_core),
        cmocka_unit_test(test_measure_from_app),
        cmocka_unit_test(test_bias_tab),
        cmocka_unit_test(test_bias_figures),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
