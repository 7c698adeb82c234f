/* test_app_race.c - the solver race of compare mode, through injected SDL
 * key events and whole frames drawn by SDL's software renderer
 * (SDL_VIDEODRIVER=dummy, no font):
 *   - in 2-pane compare, W starts the same solver in each pane; N steps
 *     both by one move; once both are done each pane's picture shows its
 *     trail, and the status line names both panes with their SolveRuns'
 *     move counts and the one that reached the exit first;
 *   - Clear drops every pane's solver; switching to 1 pane, or a pane's
 *     algorithm, mid-race frees the race (ASan: nothing read after free);
 *   - one count everywhere: the panel's Moves ("BFS steps" for BFS), pane
 *     A's label and the race's status line show the same number, for a wall
 *     follower its moves between cells (run->steps less the step out); the
 *     generator's count above it reads "Generator: N steps, done", no pair
 *     a bare "Steps". */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/bias/bias_view.h"
#include "shell/input.h"
#include "maze/palette.h"
#include "app_rig.h"

/* A key pressed and released, through SDL's queue and the window's input. */
static void race_key(Rig *rig, SDL_Keycode key)
{
    SDL_Event down = { .key = { .type = SDL_KEYDOWN, .state = SDL_PRESSED, .keysym = { .sym = key } } };
    SDL_Event up = { .key = { .type = SDL_KEYUP, .keysym = { .sym = key } } };
    SDL_PushEvent(&down);
    SDL_PushEvent(&up);
    SDL_Event e;
    input_frame_begin(&rig->view.ui);
    while (SDL_PollEvent(&e))
        input_handle(&e, &rig->app, &rig->view.ui, 1.0);
    app_apply(&rig->app);
}

static void race_frame(Rig *rig)
{
    app_view_frame(&rig->view, &rig->app);
    SDL_RenderFlush(rig->r);
}

/* A 2-pane compare of 14x10 mazes, both finished. */
static void race_open(Rig *rig, int panes)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->w = 14, maze_settings(&set)->h = 10, set.seed = 33, set.speed = 1.0;    /* instant */
    maze_settings(&set)->show_shortest = false;
    rig_open(rig, &set);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_COMPARE_SET, panes);
    assert_int_equal(maze_of(&rig->app)->bias->panes, panes);
    for (int k = 0; k < 1000 && !bias_done(&rig->app); k++)
        app_advance(&rig->app, 0.016, 50);
    assert_true(bias_done(&rig->app));
    race_frame(rig);
}

/* The pixel at the centre of cell i of pane k's picture. */
static uint32_t race_cell_pixel(Rig *rig, int k, uint32_t i)
{
    MazeBoardView *bv = (MazeBoardView *)rig->view.board[APP_BOARD_MAZE];
    MazeView *mv = k == 0 ? bv->maze : bv->bias.maze[k];
    assert_non_null(mv);
    SDL_Rect area = app_view_maze_area(&rig->view, &rig->app, RIG_SCREEN_W, RIG_SCREEN_H);
    BiasPaneRects rects[MAZE_MAX_PANES];
    bias_view_layout(&rig->view.ui, (UiRect){ area.x, area.y, area.w, area.h }, maze_of(&rig->app)->bias->panes, rects);
    ZoomPlace p = maze_view_place(mv, (SDL_Rect){ rects[k].maze.x, rects[k].maze.y, rects[k].maze.w, rects[k].maze.h });
    const Grid *g = &maze_of(&rig->app)->bias->pane[k].run->grid;
    int bx = 2 * (int)(i % (uint32_t)g->w) + 1, by = 2 * (int)(i / (uint32_t)g->w) + 1;
    int x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
    int y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
    const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
    return row[x] | 0xff000000u;
}

static void test_race_two_panes(void **state)
{
    (void)state;
    Rig rig;
    race_open(&rig, 2);
    App *app = &rig.app;
    assert_null(maze_of(app)->solve);
    race_key(&rig, SDLK_w);
    const SolveRun *a = bias_race_run(app, 0), *b = bias_race_run(app, 1);
    assert_non_null(a);
    assert_non_null(b);
    assert_ptr_equal(a->algo, b->algo);
    assert_ptr_equal(b->ctx.grid, &maze_of(app)->bias->pane[1].run->grid);
    assert_true(strstr(app->status, "Race: ") == app->status);
    race_key(&rig, SDLK_SPACE);         /* the race is what moves: it pauses */
    assert_true(maze_of(app)->solve_paused);
    assert_false(maze_of(app)->paused);
    uint64_t a0 = a->steps, b0 = b->steps;
    assert_int_equal(a0, b0);
    for (int k = 1; k <= 3; k++) {     /* N: one move in every pane */
        race_key(&rig, SDLK_n);
        assert_int_equal(a->steps, a0 + (uint64_t)k);
        assert_int_equal(b->steps, b0 + (uint64_t)k);
    }
    race_key(&rig, SDLK_SPACE);         /* resumes, at the panel's (instant) speed */
    assert_false(maze_of(app)->solve_paused);
    for (int k = 0; k < 1000 && !app_settled(app); k++)
        app_advance(app, 0.016, 50);
    assert_true(run_done(a));
    assert_true(run_done(b));
    assert_int_equal(solve_verdict(a), SOLVE_REACHED);
    assert_int_equal(solve_verdict(b), SOLVE_REACHED);
    assert_int_not_equal(a->steps, b->steps);       /* two mazes: one is first */
    printf("status: %s\n", app->status);
    /* the status names both with their moves, and the first */
    char name[2][96], want[256];
    for (int k = 0; k < 2; k++) {
        bias_pane_name(app, k, name[k], sizeof name[k]);
        snprintf(want, sizeof want, "%s %llu moves", name[k],
                 (unsigned long long)bias_race_count(bias_race_run(app, k), NULL));
        assert_non_null(strstr(app->status, want));
    }
    snprintf(want, sizeof want, "%s first", name[a->steps < b->steps ? 0 : 1]);
    assert_non_null(strstr(app->status, want));
    char text[96];
    assert_true(bias_race_pane_text(app, a->steps < b->steps ? 0 : 1, false, text, sizeof text));
    assert_non_null(strstr(text, "first"));
    /* each pane's picture shows its own trail */
    race_frame(&rig);
    for (int k = 0; k < 2; k++) {
        const SolveRun *s = bias_race_run(app, k);
        int on_path = 0;
        for (uint32_t i = 0; i < s->ctx.grid->n; i++)
            if (s->ctx.trail[i] == TRAIL_PATH && i != solve_current(s)) {
                assert_int_equal(race_cell_pixel(&rig, k, i), palette_argb(PAL_TRAIL_PATH));
                on_path++;
            } else if (s->ctx.trail[i] == TRAIL_NONE) {
                assert_int_equal(race_cell_pixel(&rig, k, i), palette_argb(PAL_PASSAGE));
            }
        assert_true(on_path > 0);
    }
    /* Clear acts on every pane */
    app_do(app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    assert_null(bias_race_run(app, 0));
    assert_null(bias_race_run(app, 1));
    race_frame(&rig);
    const Grid *g = &maze_of(app)->bias->pane[1].run->grid;
    for (uint32_t i = 0; i < g->n; i++)
        assert_int_equal(race_cell_pixel(&rig, 1, i), palette_argb(PAL_PASSAGE));
    rig_close(&rig);
}

static void test_race_changes_mid_race(void **state)
{
    (void)state;
    Rig rig;
    race_open(&rig, 4);
    App *app = &rig.app;
    app->set.speed = app_speed_pos_for(30);     /* a few moves a frame */
    race_key(&rig, SDLK_w);
    for (int k = 0; k < 4; k++)
        assert_non_null(bias_race_run(app, k));
    app_advance(app, 0.1, 50);
    race_frame(&rig);
    assert_false(bias_race_done(app));
    for (int k = 1; k < 4; k++)     /* lock-step while running */
        if (!run_done(bias_race_run(app, k)) && !run_done(bias_race_run(app, 0)))
            assert_int_equal(bias_race_run(app, k)->steps, bias_race_run(app, 0)->steps);
    app_do(app, APP_BOARD_MAZE, MAZE_PANE_NEXT, 2);     /* pane C's algorithm: a new maze */
    for (int k = 0; k < 4; k++)
        assert_null(bias_race_run(app, k));
    for (int k = 0; k < 1000 && !bias_done(app); k++)
        app_advance(app, 0.016, 50);
    race_key(&rig, SDLK_w);
    app_advance(app, 0.1, 50);
    race_frame(&rig);
    assert_non_null(bias_race_run(app, 3));
    race_key(&rig, SDLK_c);             /* 4 -> 1 pane mid-race */
    assert_int_equal(maze_of(app)->bias->panes, 1);
    for (int k = 0; k < MAZE_MAX_PANES; k++)
        assert_null(maze_of(app)->bias->pane[k].solve);
    race_frame(&rig);
    app_advance(app, 0.1, 50);
    race_frame(&rig);
    rig_close(&rig);
}

/* The text drawn this frame inside r that has unit in it ("moves"), read
 * as a number after an optional "word: "; -1 when none. */
static long long race_count_in(const Ui *ui, UiRect r, const char *unit)
{
    for (size_t k = 0; k < ui->ncmds; k++) {
        const char *t = ui->text + ui->cmds[k].text;
        if (ui->cmds[k].kind != UI_CMD_TEXT || !ui_inside(r, ui->cmds[k].rect.x, ui->cmds[k].rect.y) ||
            !strstr(t, unit))
            continue;
        const char *colon = strchr(t, ':');
        return strtoll(colon ? colon + 1 : t, NULL, 10);
    }
    return -1;
}

/* The value beside the panel's last pair labelled label (the next text
 * drawn), or -1. */
static long long race_pair(const Ui *ui, const char *label)
{
    long long v = -1;
    for (size_t k = 0; k + 1 < ui->ncmds; k++)
        if (ui->cmds[k].kind == UI_CMD_TEXT && strcmp(ui->text + ui->cmds[k].text, label) == 0)
            v = strtoll(ui->text + ui->cmds[k + 1].text, NULL, 10);
    return v;
}

static void test_race_counts_agree(void **state)
{
    (void)state;
    static const char *const solvers[] = { "wall-right", "wall-left", "bfs" };
    for (size_t v = 0; v < sizeof solvers / sizeof solvers[0]; v++) {
        Rig rig;
        race_open(&rig, 2);
        App *app = &rig.app;
        for (size_t k = 0; k < solve_algo_count; k++)
            if (strcmp(solve_algos[k]->id, solvers[v]) == 0)
                maze_set(app)->solver = (int)k;
        race_key(&rig, SDLK_w);
        for (int k = 0; k < 1000 && !app_settled(app); k++)
            app_advance(app, 0.016, 50);
        race_frame(&rig);
        const SolveRun *a = bias_race_run(app, 0);
        assert_true(run_done(a) && run_done(bias_race_run(app, 1)));
        bool walks = !solve_distances(a);
        const char *unit = walks ? "moves" : "steps";
        long long want = (long long)(walks ? solve_raw_length(a) : a->steps);
        if (walks && solve_verdict(a) == SOLVE_REACHED)
            assert_int_equal(want, a->steps - 1);          /* the step out is not a move */
        const Ui *ui = &rig.view.ui;
        /* the solver's count says whose it is: never the generator's label */
        assert_int_equal(race_pair(ui, walks ? "Moves" : "BFS steps"), want);
        assert_int_equal(race_pair(ui, "Generator"), (long long)maze_of(app)->run->steps);
        assert_int_equal(race_pair(ui, "Steps"), -1);
        SDL_Rect area = app_view_maze_area(&rig.view, app, RIG_SCREEN_W, RIG_SCREEN_H);
        BiasPaneRects rects[MAZE_MAX_PANES];
        bias_view_layout(ui, (UiRect){ area.x, area.y, area.w, area.h }, 2, rects);
        assert_int_equal(race_count_in(ui, rects[0].label, unit), want);
        char name[96], in_status[160];
        bias_pane_name(app, 0, name, sizeof name);
        snprintf(in_status, sizeof in_status, "%s %lld %s", name, want, unit);
        if (!strstr(app->status, in_status))
            fail_msg("%s: \"%s\" not in the status \"%s\"", solvers[v], in_status, app->status);
        const SolveRun *b = bias_race_run(app, 1);
        assert_int_equal(race_count_in(ui, rects[1].label, unit),
                         (long long)(walks ? solve_raw_length(b) : b->steps));
        rig_close(&rig);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_race_two_panes),
        cmocka_unit_test(test_race_changes_mid_race),
        cmocka_unit_test(test_race_counts_agree),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
