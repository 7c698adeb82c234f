/* test_app_teach.c - the timeline in the window, through synthetic SDL
 * events (input_handle, as the window loop feeds them) into a real App
 * drawn by a software renderer into a surface (SDL_VIDEODRIVER=dummy, no
 * font):
 *   - for every generator and variant: k Right keys, then j Left keys, show
 *     the same picture (pixel for pixel), grid, marks, step, phase and
 *     report as k - j Right keys in a second window; Right again to k
 *     equals the first pass;
 *   - Home shows step 0, End the finished maze, both as a forward run;
 *   - dragging the timeline slider seeks to the step under the pointer, and
 *     that picture equals the forward one;
 *   - the solver: Left acts on it while it runs, exact as above;
 *   - Minesweeper: Left and Home step the flood fill back exactly;
 *   - the pseudocode line highlighted is the report's, and the panel's
 *     Back button and the slim bar's Back step back;
 *   - while a GIF is being recorded, the timeline keys move nothing. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "boards/boards.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_teach.h"
#include "boards/mines/mines_board.h"
#include "boards/mines/mines_teach.h"
#include "boards/teach/teach_view.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "shell/input.h"
#include "shell/panel.h"
#include "app_rig.h"

enum { SCREEN_W = RIG_SCREEN_W, SCREEN_H = RIG_SCREEN_H };

/* A rig on a w x h maze by algo (variant) and seed, paused at its start. */
static void rig_open_paused(Rig *rig, const GenAlgo *algo, int variant, int w, int h, uint64_t seed)
{
    AppSettings s = { 0 };
    app_settings_defaults(&s, &app_board_table);
    maze_settings(&s)->algo = gen_index(algo);
    maze_settings(&s)->variant = variant;
    maze_settings(&s)->w = w;
    maze_settings(&s)->h = h;
    s.seed = seed;
    s.once.start_paused = true;
    rig_open(rig, &s);
    maze_of(&rig->app)->paused = true;
}

/* Where the board's picture is drawn this frame. */
static SDL_Rect rig_picture(Rig *rig)
{
    SDL_Rect a = app_view_maze_area(&rig->view, &rig->app, SCREEN_W, SCREEN_H);
    UiRect full = { a.x, a.y, a.w, a.h };
    if (rig->app.shown == APP_BOARD_MINES) {
        UiRect p = mines_teach_picture(&rig->view.ui, &rig->app, full);
        return (SDL_Rect){ p.x, p.y, p.w, p.h };
    }
    UiRect p = maze_teach_picture(&rig->view.ui, &rig->app, full);
    MazeBoardView *v = rig->view.board[APP_BOARD_MAZE];
    ZoomPlace z = maze_view_place(v->maze, (SDL_Rect){ p.x, p.y, p.w, p.h });
    return (SDL_Rect){ z.x, z.y, z.w, z.h };
}

/* Fails unless the pictures of a and b are equal, pixel for pixel. */
static void assert_same_picture(Rig *a, Rig *b, const char *what)
{
    SDL_Rect pa = rig_picture(a), pb = rig_picture(b);
    assert_memory_equal(&pa, &pb, sizeof pa);
    for (int y = pa.y; y < pa.y + pa.h; y++) {
        const uint32_t *ra = (const uint32_t *)((const uint8_t *)a->s->pixels + (size_t)y * a->s->pitch);
        const uint32_t *rb = (const uint32_t *)((const uint8_t *)b->s->pixels + (size_t)y * b->s->pitch);
        for (int x = pa.x; x < pa.x + pa.w; x++)
            if (ra[x] != rb[x])
                fail_msg("%s: pixel (%d,%d) differs: %08x vs %08x", what, x, y, ra[x], rb[x]);
    }
}

/* Fails unless the two maze boards show the same state: grid, marks,
 * steps, phase, solver trail, and the report of the last step. */
static void assert_same_maze(Rig *a, Rig *b, const char *what)
{
    const GenRun *ra = maze_of(&a->app)->run, *rb = maze_of(&b->app)->run;
    assert_int_equal(ra->steps, rb->steps);
    assert_memory_equal(ra->grid.pass, rb->grid.pass, ra->grid.n);
    assert_memory_equal(ra->grid.mark, rb->grid.mark, ra->grid.n);
    assert_string_equal(run_phase(ra), run_phase(rb));
    TeachShow sa, sb;
    assert_true(maze_teach_shown(&a->app, &sa));
    assert_true(maze_teach_shown(&b->app, &sb));
    assert_int_equal(timeline_pos(sa.tl), timeline_pos(sb.tl));
    if (!step_report_equal(sa.report, sb.report))
        fail_msg("%s: the reports differ (event %d line %d vs event %d line %d)", what,
                 sa.report->kind, sa.report->line, sb.report->kind, sb.report->line);
    if (maze_of(&a->app)->solve) {
        assert_non_null(maze_of(&b->app)->solve);
        assert_int_equal(maze_of(&a->app)->solve->steps, maze_of(&b->app)->solve->steps);
        assert_memory_equal(solve_trail(maze_of(&a->app)->solve), solve_trail(maze_of(&b->app)->solve), ra->grid.n);
    }
    assert_same_picture(a, b, what);
}

/* Steps of a run of algo, counted by running it to the end. */
static uint64_t run_length(const GenAlgo *algo, int variant, int w, int h, uint64_t seed)
{
    GenRun *r = test_generate(algo, variant, w, h, seed, SIZE_MAX);
    uint64_t n = r->steps;
    run_free(r);
    return n;
}

/* k Right, j Left in one window; k - j Right in another: the same. Then
 * Right j times more: the same as the first pass at k. */
static void check_back(const GenAlgo *algo, int variant, int w, int h, uint64_t seed, int k, int j)
{
    char what[96];
    algo_label(algo, variant, what, sizeof what);
    int len = (int)run_length(algo, variant, w, h, seed);
    if (k > len) {                  /* Right at the end does nothing */
        j -= k - len;
        k = len;
    }
    Rig a, b;
    rig_open_paused(&a, algo, variant, w, h, seed);
    rig_open_paused(&b, algo, variant, w, h, seed);
    rig_press_key(&a, SDLK_RIGHT, k);
    rig_settle_view(&a);
    GenRun *first = run_clone(maze_of(&a.app)->run, NULL);
    assert_non_null(first);
    StepReport at_k;
    TeachShow show;
    assert_true(maze_teach_shown(&a.app, &show));
    at_k = *show.report;
    rig_press_key(&a, SDLK_LEFT, j);
    rig_settle_view(&a);
    rig_press_key(&b, SDLK_n, k - j);     /* N is Right's other key */
    rig_settle_view(&b);
    assert_same_maze(&a, &b, what);
    rig_press_key(&a, SDLK_RIGHT, j);
    rig_settle_view(&a);
    assert_int_equal(maze_of(&a.app)->run->steps, first->steps);
    assert_memory_equal(maze_of(&a.app)->run->grid.pass, first->grid.pass, first->grid.n);
    assert_memory_equal(maze_of(&a.app)->run->grid.mark, first->grid.mark, first->grid.n);
    assert_true(maze_teach_shown(&a.app, &show));
    assert_true(step_report_equal(show.report, &at_k));
    run_free(first);
    rig_close(&a);
    rig_close(&b);
}

/* Every generator and variant, a few seeds and step counts. */
static void test_back_equals_forward_every_algorithm(void **state)
{
    (void)state;
    static const int ks[][2] = { { 1, 1 }, { 37, 5 }, { 90, 41 } };
    for (size_t g = 0; g < gen_algo_count; g++)
        for (int v = 0; v < algo_variant_total(gen_algos[g]); v++)
            for (size_t c = 0; c < sizeof ks / sizeof ks[0]; c++)
                check_back(gen_algos[g], v, 12 + (int)c * 5, 9 + (int)c * 3, 11 + c, ks[c][0], ks[c][1]);
}


/* Home: step 0 as a fresh window shows it; End: the finished maze, with
 * the slider then spanning the whole run. */
static void test_home_and_end(void **state)
{
    (void)state;
    const GenAlgo *algo = gen_find("wilson");
    Rig a, b;
    rig_open_paused(&a, algo, 0, 20, 14, 5);
    rig_open_paused(&b, algo, 0, 20, 14, 5);
    rig_press_key(&a, SDLK_RIGHT, 60);
    rig_press_key(&a, SDLK_HOME, 1);
    rig_settle_view(&a);
    rig_settle_view(&b);
    assert_same_maze(&a, &b, "Home");
    rig_press_key(&a, SDLK_END, 1);
    rig_settle_view(&a);
    assert_true(run_done(maze_of(&a.app)->run));
    uint64_t end = 0;
    TeachShow show;
    assert_true(maze_teach_shown(&a.app, &show));
    assert_true(timeline_end(show.tl, &end));
    assert_int_equal(end, run_length(algo, 0, 20, 14, 5));
    assert_int_equal(timeline_pos(show.tl), end);
    b.app.set.speed = 1.0;          /* instant: the same maze forward */
    rig_press_key(&b, SDLK_SPACE, 1);
    for (int k = 0; k < 200 && !run_done(maze_of(&b.app)->run); k++)
        rig_input_frame(&b);
    rig_settle_view(&b);
    assert_same_maze(&a, &b, "End");
    assert_non_null(strstr(a.app.status, "of"));
    rig_close(&a);
    rig_close(&b);
}

/* Dragging the slider: press on its track, move, release; the run lands on
 * the step under the pointer, and shows what a forward run shows there. */
static void test_slider_drag(void **state)
{
    (void)state;
    const GenAlgo *algo = gen_find("kruskal");
    Rig a, b;
    rig_open_paused(&a, algo, 0, 16, 12, 9);
    rig_open_paused(&b, algo, 0, 16, 12, 9);
    rig_press_key(&a, SDLK_END, 1);
    rig_settle_view(&a);
    TeachShow show;
    assert_true(maze_teach_shown(&a.app, &show));
    uint64_t end = timeline_pos(show.tl);
    UiRect r;
    assert_true(ui_spot(&a.view.ui, TEACH_SLIDER, &r));
    /* The track as ui_slider lays it out: 7 px in from each side. */
    int x0 = r.x + 7, tw = r.w - 14, y = r.y + r.h - 6;
    rig_pointer(&a, SDL_MOUSEMOTION, x0 + tw - 1, y);
    rig_pointer(&a, SDL_MOUSEBUTTONDOWN, x0 + tw - 1, y);
    rig_input_frame(&a);
    int stops[] = { tw * 3 / 4, tw / 2, tw / 5 };
    for (size_t s = 0; s < 3; s++) {
        rig_pointer(&a, SDL_MOUSEMOTION, x0 + stops[s], y);
        rig_input_frame(&a);
        rig_input_frame(&a);
        uint64_t want = (uint64_t)((double)stops[s] / tw * (double)end + 0.5);
        assert_true(maze_teach_shown(&a.app, &show));
        assert_int_equal(timeline_pos(show.tl), want);
    }
    rig_pointer(&a, SDL_MOUSEBUTTONUP, x0 + stops[2], y);
    rig_settle_view(&a);
    assert_true(maze_teach_shown(&a.app, &show));
    uint64_t at = timeline_pos(show.tl);
    assert_true(at > 0 && at < end);
    rig_press_key(&b, SDLK_RIGHT, (int)at);
    rig_settle_view(&b);
    assert_same_maze(&a, &b, "slider");
    rig_close(&a);
    rig_close(&b);
}

/* The highlighted line is the report's: the strip draws a rectangle in the
 * accent colour behind it, inside the pseudocode box. */
static void test_highlight_follows_report(void **state)
{
    (void)state;
    Rig a;
    rig_open_paused(&a, gen_find("backtracker"), 0, 10, 8, 3);
    int seen = 0;
    for (int k = 0; k < 40; k++) {
        rig_press_key(&a, SDLK_RIGHT, 1);
        rig_settle_view(&a);
        TeachShow show;
        assert_true(maze_teach_shown(&a.app, &show));
        assert_true(show.report->line >= 0 && show.report->line < show.code.count);
        seen |= 1 << show.report->line;
        int lit = 0;
        for (size_t c = 0; c < a.view.ui.ncmds; c++) {
            const UiCmd *cmd = &a.view.ui.cmds[c];
            lit += cmd->kind == UI_CMD_RECT && memcmp(&cmd->color, &ui_theme.accent, sizeof cmd->color) == 0 &&
                   cmd->rect.w > 100;
        }
        assert_true(lit >= 1);
    }
    assert_true(seen & (1 << 3));   /* a dead end was reached and highlighted */
    rig_close(&a);
}

/* Back in the panel, and in the slim bar (P hides the panel). */
static void test_back_buttons(void **state)
{
    (void)state;
    Rig a;
    rig_open_paused(&a, gen_find("prim"), 0, 10, 8, 3);
    rig_press_key(&a, SDLK_RIGHT, 5);
    rig_settle_view(&a);
    const char *ids[] = { TEACH_BACK, PANEL_SLIM_BACK };
    for (int k = 0; k < 2; k++) {
        if (k == 1) {
            rig_press_key(&a, SDLK_p, 1);
            rig_settle_view(&a);
        }
        UiRect r;
        assert_true(ui_spot(&a.view.ui, ids[k], &r));
        uint64_t before = maze_of(&a.app)->run->steps;
        rig_pointer(&a, SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
        rig_pointer(&a, SDL_MOUSEBUTTONDOWN, r.x + r.w / 2, r.y + r.h / 2);
        rig_input_frame(&a);
        rig_pointer(&a, SDL_MOUSEBUTTONUP, r.x + r.w / 2, r.y + r.h / 2);
        rig_input_frame(&a);
        assert_int_equal(maze_of(&a.app)->run->steps, before - 1);
    }
    rig_close(&a);
}

/* The solver: Left steps it back (not the generator) while it runs. */
static void test_solver_back(void **state)
{
    (void)state;
    const GenAlgo *algo = gen_find("backtracker");
    Rig a, b;
    rig_open_paused(&a, algo, 0, 14, 10, 4);
    rig_open_paused(&b, algo, 0, 14, 10, 4);
    Rig *both[] = { &a, &b };
    for (int k = 0; k < 2; k++) {
        rig_press_key(both[k], SDLK_END, 1);
        rig_press_key(both[k], SDLK_w, 1);        /* the solver starts ... */
        rig_press_key(both[k], SDLK_SPACE, 1);    /* ... paused */
    }
    rig_press_key(&a, SDLK_RIGHT, 30);
    rig_press_key(&a, SDLK_LEFT, 12);
    rig_settle_view(&a);
    assert_true(run_done(maze_of(&a.app)->run));
    rig_press_key(&b, SDLK_RIGHT, 18);
    rig_settle_view(&b);
    assert_same_maze(&a, &b, "solver");
    rig_press_key(&a, SDLK_HOME, 1);
    assert_int_equal(maze_of(&a.app)->solve->steps, 0);
    assert_true(run_done(maze_of(&a.app)->run));
    rig_close(&a);
    rig_close(&b);
}

/* While a recording runs (its frames follow the steps forward), the
 * timeline keys say so and move nothing. */
static void test_no_back_while_recording(void **state)
{
    (void)state;
    char dir[] = "/tmp/mazelab-teach-rec-XXXXXX";
    assert_non_null(mkdtemp(dir));
    Rig a;
    rig_open_paused(&a, gen_find("backtracker"), 0, 10, 8, 3);
    a.app.set.screenshot_dir = dir;
    rig_press_key(&a, SDLK_RIGHT, 5);
    rig_press_key(&a, SDLK_v, 1);
    assert_true(maze_record_active(&a.app));
    uint64_t at = maze_of(&a.app)->run->steps;
    rig_press_key(&a, SDLK_LEFT, 1);
    rig_press_key(&a, SDLK_HOME, 1);
    assert_int_equal(maze_of(&a.app)->run->steps, at);
    assert_non_null(strstr(a.app.status, "Recording"));
    rig_press_key(&a, SDLK_v, 1);         /* stop: the file is kept or dropped */
    rig_close(&a);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* Minesweeper: the flood fill back and forth. */
static void test_mines_back(void **state)
{
    (void)state;
    Rig a, b;
    rig_open_paused(&a, gen_find("backtracker"), 0, 10, 8, 2);
    rig_open_paused(&b, gen_find("backtracker"), 0, 10, 8, 2);
    Rig *both[] = { &a, &b };
    for (int k = 0; k < 2; k++) {
        rig_press_key(both[k], SDLK_TAB, 1);
        rig_press_key(both[k], SDLK_SPACE, 1);    /* the cascade held */
        app_do(&both[k]->app, APP_BOARD_MINES, MINES_BOARD_REVEAL, 4 * mines_of(&both[k]->app)->board->w + 4);
        rig_settle_view(both[k]);
    }
    rig_press_key(&a, SDLK_RIGHT, 20);
    rig_press_key(&a, SDLK_LEFT, 7);
    rig_settle_view(&a);
    rig_press_key(&b, SDLK_RIGHT, 13);
    rig_settle_view(&b);
    const MinesBoard *ma = mines_of(&a.app)->board, *mb = mines_of(&b.app)->board;
    assert_true(mb->steps == 13);
    assert_int_equal(ma->steps, mb->steps);
    assert_memory_equal(ma->cell, mb->cell, ma->n);
    TeachShow sa, sb;
    assert_true(mines_teach_shown(&a.app, &sa) && mines_teach_shown(&b.app, &sb));
    assert_true(step_report_equal(sa.report, sb.report));
    assert_same_picture(&a, &b, "mines");
    rig_press_key(&a, SDLK_HOME, 1);
    assert_int_equal(mines_of(&a.app)->board->steps, 0);
    rig_close(&a);
    rig_close(&b);
}

int main(void)
{
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_back_equals_forward_every_algorithm),
        cmocka_unit_test(test_home_and_end),
        cmocka_unit_test(test_slider_drag),
        cmocka_unit_test(test_highlight_follows_report),
        cmocka_unit_test(test_back_buttons),
        cmocka_unit_test(test_solver_back),
        cmocka_unit_test(test_mines_back),
        cmocka_unit_test(test_no_back_while_recording),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
