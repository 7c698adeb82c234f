/* test_app_idle.c - the window rests when idle: through the real shell frame
 * and loop (app_shell_run) on SDL's dummy video driver, a finished maze with
 * no input draws a frame or two in a second instead of sixty; input, an
 * animation or a Minesweeper clock keep or wake it on time. */
#include "boards/mines/mines_state.h"
#include "boards/maze/maze_state.h"
#include "harness.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include "maze/mines.h"
#include "shell/app_shell.h"

enum { IDLE_SETTLE_FRAMES = 600 };

/* Opens a shell for set (fails the test when it cannot). */
static void idle_open(AppShell *sh, const AppSettings *set)
{
    if (!app_shell_open(sh, set)) {
        app_shell_close(sh);
        fail_msg("cannot open the window");
    }
}

/* Runs unpaced frames until the shell would rest; returns the frames. */
static int idle_settle(AppShell *sh)
{
    int n = 0;
    do
        app_shell_frame(sh, false);
    while (++n < IDLE_SETTLE_FRAMES && app_shell_rest_ms(sh) == 0);
    return n;
}

static Uint32 idle_quit_later(Uint32 interval, void *param)
{
    (void)interval;
    (void)param;
    SDL_Event e = { .type = SDL_QUIT };
    SDL_PushEvent(&e);
    return 0;
}

static void idle_key(SDL_Keycode key)
{
    SDL_Event e = { .type = SDL_KEYDOWN };
    e.key.keysym.sym = key;
    e.key.timestamp = SDL_GetTicks();
    SDL_PushEvent(&e);
}

static void test_finished_maze_rests(void **state)
{
    (void)state;
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->w = 30, maze_settings(&set)->h = 20, set.seed = 7, set.speed = 1.0;  /* instant */
    static AppShell sh;
    idle_open(&sh, &set);
    assert_true(idle_settle(&sh) < IDLE_SETTLE_FRAMES);
    assert_int_equal(app_shell_rest_ms(&sh), -1);       /* nothing pending: wait for input */

    /* A key wakes it for a few frames, then it rests again. */
    idle_key(SDLK_h);
    app_shell_frame(&sh, false);
    assert_true(sh.app.help_visible);
    assert_int_equal(app_shell_rest_ms(&sh), 0);
    assert_true(idle_settle(&sh) <= 3);
    assert_int_equal(app_shell_rest_ms(&sh), -1);

    /* The real loop over a second with no input: a quit pushed from a timer
     * after 1 s ends it. A spinning loop draws ~60 frames here. */
    uint64_t before = sh.frames;
    uint32_t t0 = SDL_GetTicks();
    assert_true(SDL_AddTimer(1000, idle_quit_later, NULL) != 0);
    app_shell_run(&sh);
    uint32_t took = SDL_GetTicks() - t0;
    printf("idle: %llu frames in %u ms\n", (unsigned long long)(sh.frames - before), took);
    assert_true(took >= 900);
    assert_true(sh.frames - before <= 3);
    app_shell_close(&sh);
}

static void test_animation_does_not_rest(void **state)
{
    (void)state;
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->w = 30, maze_settings(&set)->h = 20, set.seed = 7, set.speed = 0.0;  /* one step a second */
    static AppShell sh;
    idle_open(&sh, &set);
    for (int k = 0; k < 10; k++)
        app_shell_frame(&sh, false);
    assert_int_equal(app_shell_rest_ms(&sh), 0);
    app_shell_close(&sh);
}

static void test_mines_clock_wakes(void **state)
{
    (void)state;
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    set.seed = 11;
    set.speed = 1.0;
    set.start_board = APP_BOARD_MINES;
    mines_settings(&set)->preset = 0;
    mines_settings(&set)->w = 9, mines_settings(&set)->h = 9, mines_settings(&set)->mines = 10;
    mines_settings(&set)->script[0] = (MinesMove){ .cell = "0,0", .x = 0, .y = 0 };
    mines_settings(&set)->script_len = 1;
    static AppShell sh;
    idle_open(&sh, &set);
    assert_true(idle_settle(&sh) < IDLE_SETTLE_FRAMES);
    assert_int_equal(mines_of(&sh.app)->board->game, MINES_PLAYING);
    int rest = app_shell_rest_ms(&sh);
    assert_true(rest >= 1 && rest <= 1001);     /* the clock's next second */
    app_shell_close(&sh);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finished_maze_rests),
        cmocka_unit_test(test_animation_does_not_rest),
        cmocka_unit_test(test_mines_clock_wakes),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
