/* test_app_keys.c - keys act on what is moving, Esc never quits, and the
 * status line tells the last action: synthetic SDL key events through
 * input_handle, as the window loop feeds them, into a real App.
 *   - Space, N / Right and F act on the solver while it runs (the
 *     generator's pause flag stays as it was), on the generator otherwise;
 *   - Esc closes help, then Export, and never sets quit; Ctrl+Q quits;
 *   - W during generation says it finishes the maze first;
 *   - BFS stops at the exit and reports explored cells and path length;
 *   - Clear, B and Custom (Minesweeper) each say what they did. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "boards/boards.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_export.h"
#include "boards/mines/mines_board.h"
#include "model/app_state.h"
#include "model/app_life.h"
#include "shell/input.h"
#include "ui/ui.h"

typedef struct Rig {
    App app;
    Ui ui;
} Rig;

static int rig_setup(void **state)
{
    static Rig rig;
    memset(&rig, 0, sizeof rig);
    AppSettings s = { 0 };
    app_settings_defaults(&s, &app_board_table);
    s.seed = 7;
    maze_settings(&s)->w = 24;
    maze_settings(&s)->h = 16;
    assert_true(app_init(&rig.app, &s));
    *state = &rig;
    return 0;
}

static int rig_teardown(void **state)
{
    Rig *r = *state;
    app_free(&r->app);
    return 0;
}

static void send_key_mod(Rig *r, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e = { .key = { .type = SDL_KEYDOWN, .keysym = { .sym = key, .mod = mod } } };
    input_handle(&e, &r->app, &r->ui, 1.0);
    app_apply(&r->app);
}

static void send_key(Rig *r, SDL_Keycode key) { send_key_mod(r, key, 0); }

static void frames(Rig *r, int n)
{
    for (int k = 0; k < n; k++)
        app_advance(&r->app, 1.0 / 60, 50);
}

static void assert_status_has(const Rig *r, const char *part)
{
    if (!strstr(r->app.status, part))
        fail_msg("status \"%s\" lacks \"%s\"", r->app.status, part);
}

/* Finishes the maze, picks solver id and starts it, paused by Space. */
static void start_solver(Rig *r, const char *id)
{
    send_key(r, SDLK_f);
    frames(r, 200);
    assert_true(run_done(maze_of(&r->app)->run));
    for (size_t k = 0; k < solve_algo_count; k++)
        if (strcmp(solve_algos[k]->id, id) == 0)
            app_do(&r->app, APP_BOARD_MAZE, MAZE_SELECT_SOLVER, (long)k);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    send_key(r, SDLK_w);
    assert_non_null(maze_of(&r->app)->solve);
    assert_false(run_done(maze_of(&r->app)->solve));
}

static void test_keys_act_on_solver(void **state)
{
    Rig *r = *state;
    start_solver(r, "wall-right");
    bool gen_paused = maze_of(&r->app)->paused;
    send_key(r, SDLK_SPACE);
    assert_true(maze_of(&r->app)->solve_paused);
    assert_int_equal(maze_of(&r->app)->paused, gen_paused);   /* the generator is untouched */
    assert_status_has(r, "Solver paused");
    uint64_t moves = maze_of(&r->app)->solve->steps;
    send_key(r, SDLK_n);
    assert_int_equal(maze_of(&r->app)->solve->steps, moves + 1);
    send_key(r, SDLK_RIGHT);
    assert_int_equal(maze_of(&r->app)->solve->steps, moves + 2);
    assert_status_has(r, "Solver move");
    send_key(r, SDLK_SPACE);
    assert_false(maze_of(&r->app)->solve_paused);
    r->app.set.speed = 0;               /* 1 move/s: only F finishes it soon */
    send_key(r, SDLK_f);
    frames(r, 5);
    assert_true(run_done(maze_of(&r->app)->solve));
    assert_status_has(r, "reached the exit");
    assert_int_equal(maze_of(&r->app)->paused, gen_paused);
    /* The solver done, the keys go back to the generator. */
    send_key(r, SDLK_SPACE);
    assert_int_equal(maze_of(&r->app)->paused, !gen_paused);
}

static void test_bfs_stops_at_exit(void **state)
{
    Rig *r = *state;
    start_solver(r, "bfs");
    send_key(r, SDLK_f);
    frames(r, 5);
    const SolveRun *s = maze_of(&r->app)->solve;
    assert_int_equal(solve_verdict(s), SOLVE_REACHED);
    const Grid *g = &maze_of(&r->app)->run->grid;
    uint32_t untouched = 0;
    for (uint32_t i = 0; i < g->n; i++)
        untouched += solve_trail(s)[i] == TRAIL_NONE;
    char want[96];
    snprintf(want, sizeof want, "explored %u cells, path %u cells", s->ctx.explored, s->ctx.path_len);
    assert_status_has(r, want);
    /* Seed 7, 24x16: the exit is reached before the flood covers the maze. */
    assert_true(untouched > 0);
    assert_true(s->ctx.explored < g->n);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    assert_null(maze_of(&r->app)->solve);
    assert_status_has(r, "Solver cleared");
}

static void test_escape_never_quits(void **state)
{
    Rig *r = *state;
    send_key(r, SDLK_h);
    assert_true(r->app.help_visible);
    send_key(r, SDLK_ESCAPE);
    assert_false(r->app.help_visible);
    send_key(r, SDLK_e);
    assert_true(maze_of(&r->app)->export_open);
    send_key(r, SDLK_ESCAPE);
    assert_false(maze_of(&r->app)->export_open);
    for (int k = 0; k < 3; k++)
        send_key(r, SDLK_ESCAPE);
    assert_false(r->app.quit);
    assert_status_has(r, "Ctrl+Q");
    send_key(r, SDLK_q);                    /* Q alone: nothing */
    assert_false(r->app.quit);
    send_key_mod(r, SDLK_q, KMOD_LCTRL);
    assert_true(r->app.quit);
    r->app.quit = false;
    bool listed = false;
    const char *keys, *what;
    for (size_t k = 0; input_help_line(k, &keys, &what); k++)
        listed |= strcmp(keys, "Ctrl+Q") == 0;
    assert_true(listed);
}

static void test_solve_during_generation(void **state)
{
    Rig *r = *state;
    send_key(r, SDLK_g);
    r->app.set.speed = 0;
    frames(r, 2);
    assert_false(run_done(maze_of(&r->app)->run));
    send_key(r, SDLK_w);
    assert_status_has(r, "Finishing the maze first");
    frames(r, 200);
    assert_true(run_done(maze_of(&r->app)->run));
    assert_non_null(maze_of(&r->app)->solve);     /* then the solver started */
}

static void test_status_tells_last_action(void **state)
{
    Rig *r = *state;
    app_do(&r->app, APP_FROM_SHELL, APP_SHOW_TAB, APP_BOARD_MAZE);
    app_do_action(&r->app, &(AppAction){ .board = APP_BOARD_MAZE, .kind = BOARD_SHOW_TAB,
                                         .arg = MAZE_TAB_BIAS });
    strcpy(r->app.status, "stale");
    bool was = maze_set(&r->app)->show_shortest;
    send_key(r, SDLK_b);
    assert_status_has(r, was ? "Shortest path (BFS) off" : "Shortest path (BFS) on");
    send_key(r, SDLK_b);
    assert_status_has(r, was ? "Shortest path (BFS) on" : "Shortest path (BFS) off");
    app_do(&r->app, APP_BOARD_MINES, MINES_BOARD_PRESET, 2);     /* Expert */
    app_do(&r->app, APP_BOARD_MINES, MINES_BOARD_PRESET, APP_MINES_CUSTOM);
    assert_status_has(r, "Custom");
    assert_null(strstr(r->app.status, "Expert"));
}

/* A compare picture's name names every pane's algorithm. */
static void test_compare_file_name(void **state)
{
    Rig *r = *state;
    app_do(&r->app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 4);
    assert_int_equal(maze_of(&r->app)->bias->panes, 4);
    char name[512];
    app_board_model(&r->app, APP_BOARD_MAZE)->file_name(&r->app, name, sizeof name, 0);
    for (int k = 0; k < 4; k++) {
        int algo, variant;
        char label[64];
        bias_pane_algo(&r->app, k, &algo, &variant);
        maze_algo_file_label(algo, variant, label, sizeof label);
        if (!strstr(name, label))
            fail_msg("pane %d's %s not in %s", k, label, name);
    }
    assert_non_null(strstr(name, "-vs-"));
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_keys_act_on_solver, rig_setup, rig_teardown),
        cmocka_unit_test_setup_teardown(test_bfs_stops_at_exit, rig_setup, rig_teardown),
        cmocka_unit_test_setup_teardown(test_escape_never_quits, rig_setup, rig_teardown),
        cmocka_unit_test_setup_teardown(test_solve_during_generation, rig_setup, rig_teardown),
        cmocka_unit_test_setup_teardown(test_status_tells_last_action, rig_setup, rig_teardown),
        cmocka_unit_test_setup_teardown(test_compare_file_name, rig_setup, rig_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
