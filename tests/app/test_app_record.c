/* test_app_record.c - Record in the real shell (SDL's dummy driver, the
 * real panel and fonts), driven by injected SDL events: the panel's Record
 * button and the V key start a recording, Stop ends it, and a whole run
 * recorded with pauses and speed changes is byte for byte the GIF that
 * `mazelab gen --format gif` writes (anim_write) for the same maze; a
 * compare race recorded from its middle shows every pane's maze and trail
 * in its first frame and every pane's answer key in its last, in a file
 * named after every pane's algorithm and the solver. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <gif_lib.h>

#include "boards/boards.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_record.h"
#include "cli/cli.h"
#include "maze/anim.h"
#include "maze/mem.h"
#include "shell/app_shell.h"

#include "record_rig.h"

/* The bytes of file name in rec_dir (removed), *len of them; NULL if none. */
static uint8_t *rec_take(const char *name, size_t *len)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", rec_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = malloc(1 << 22);
    assert_non_null(buf);
    *len = fread(buf, 1, 1 << 22, f);
    fclose(f);
    unlink(path);
    return buf;
}

/* What `mazelab gen --format gif` writes for spec. */
static uint8_t *rec_cli(const AnimSpec *spec, size_t *len)
{
    AnimPlan plan;
    assert_int_equal(anim_plan(spec, &plan), MAZE_OK);
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    assert_non_null(f);
    assert_int_equal(anim_write(f, spec, &plan), MAZE_OK);
    fclose(f);
    return (uint8_t *)buf;
}

/* File name in rec_dir holds (and is removed) the bytes the CLI writes for spec. */
static void rec_expect_cli(const char *name, const AnimSpec *spec)
{
    size_t got_len = 0, want_len = 0;
    uint8_t *got = rec_take(name, &got_len);
    assert_non_null(got);
    uint8_t *want = rec_cli(spec, &want_len);
    assert_int_equal(got_len, want_len);
    assert_memory_equal(got, want, want_len);
    free(got);
    free(want);
}

static int rec_solver_index(const char *id)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (strcmp(solve_algos[k]->id, id) == 0)
            return (int)k;
    fail_msg("no solver %s", id);
    return -1;
}

/* The Record button, then the run with a pause, a step and speed changes
 * on the way and the solver after it: the same bytes as the CLI's GIF. */
static void test_button_records_like_the_cli(void **state)
{
    (void)state;
    static AppShell sh;
    rec_open(&sh, "wilson", 20, 12, 60);
    App *app = &sh.app;
    maze_set(app)->solver = rec_solver_index("wall-left");
    maze_of(app)->solve_queued = true;          /* as --solve wall-left */
    rec_click(&sh, "Record GIF (V)##record");
    assert_true(maze_record_active(app));
    /* The frames are planned over the next window frames (the steps are
     * counted on a copy, a few ms a frame), then the status says so. */
    assert_non_null(strstr(app->status, "Recording: planning the frames (counting the run's steps)"));
    app_shell_frame(&sh, false);
    assert_non_null(strstr(app->status, "Recording: 1 frames, a frame every"));
    assert_true(ui_spot(&sh.view.ui, "Stop recording (V)##record", &(UiRect){ 0 }));
    rec_key(SDLK_SPACE);                    /* resume */
    for (int k = 0; k < 5; k++)
        app_shell_frame(&sh, false);
    rec_key(SDLK_SPACE);                    /* pause, one step, faster, resume */
    rec_key(SDLK_RIGHT);
    rec_key(SDLK_PLUS);
    rec_key(SDLK_SPACE);
    app_shell_frame(&sh, false);
    app->set.speed = 1.0;                   /* instant: the recording holds it back */
    rec_run(&sh, 100000);
    assert_true(run_done(maze_of(app)->solve));
    assert_non_null(strstr(app->status, "Recording done, saved: "));
    assert_non_null(strstr(app->status, "wilson_20x12_seed7_wall-left.gif"));
    AnimSpec spec = { gen_algos[maze_set(app)->algo], 0, 20, 12, 7, maze_set(app)->export_px, 60,
                      solve_algos[maze_set(app)->solver], NULL };
    rec_expect_cli("wilson_20x12_seed7_wall-left.gif", &spec);
    app_shell_close(&sh);
}

/* The frames of file name in rec_dir (removed), and its last frame's
 * pixels with the solver's colours counted into *solver_px. */
static int rec_frames(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", rec_dir, name);
    int err = 0;
    GifFileType *g = DGifOpenFileName(path, &err);
    assert_non_null(g);
    assert_int_equal(DGifSlurp(g), GIF_OK);
    int n = g->ImageCount;
    DGifCloseFile(g, &err);
    unlink(path);
    return n;
}

/* W pressed while the maze is being recorded (no solver at the start):
 * the solver joins the recording once the maze is done, and the whole
 * file still fits the frame budget; without W, the maze alone. */
static void test_solver_started_after_record(void **state)
{
    (void)state;
    int frames[2];
    for (int with = 0; with < 2; with++) {
        static AppShell sh;
        rec_open(&sh, "backtracker", 30, 20, 80);
        App *app = &sh.app;
        maze_set(app)->solver = rec_solver_index("wall-left");
        rec_key(SDLK_v);
        app_shell_frame(&sh, false);
        app_shell_frame(&sh, false);
        assert_non_null(strstr(app->status, "Recording: 1 frames, a frame every"));
        rec_key(SDLK_SPACE);                /* resume */
        for (int k = 0; k < 3; k++)
            app_shell_frame(&sh, false);
        assert_false(run_done(maze_of(app)->run));
        if (with)
            rec_key(SDLK_w);                /* the solver, queued for the maze's end */
        rec_run(&sh, 100000);
        assert_true(run_done(maze_of(app)->run));
        assert_int_equal(maze_of(app)->solve != NULL, with);
        if (with)
            assert_true(run_done(maze_of(app)->solve));
        assert_non_null(strstr(app->status, "Recording done, saved: "));
        frames[with] = rec_frames("backtracker_30x20_seed7.gif");
        app_shell_close(&sh);
    }
    /* the maze used the budget; the solver gets a quarter more */
    assert_true(frames[0] <= 80 && frames[0] > 60);
    if (frames[1] < frames[0] + 15 || frames[1] > 80 + 20 + 1)
        fail_msg("%d frames without the solver, %d with it", frames[0], frames[1]);
}

/* V starts, the button (now Stop) ends: the GIF so far, complete. Pressing
 * Record on a finished maze records it again from its first step. */
static void test_stop_and_again(void **state)
{
    (void)state;
    static AppShell sh;
    rec_open(&sh, "backtracker", 30, 20, 600);
    App *app = &sh.app;
    rec_key(SDLK_v);
    app_shell_frame(&sh, false);
    assert_true(maze_record_active(app));
    rec_key(SDLK_SPACE);
    for (int k = 0; k < 30; k++)
        app_shell_frame(&sh, false);
    assert_false(run_done(maze_of(app)->run));
    rec_click(&sh, "Stop recording (V)##record");
    assert_non_null(strstr(app->status, "Recording stopped: "));
    assert_non_null(strstr(app->status, " frames, saving "));
    rec_run(&sh, 100000);                   /* the writer finishes the file */
    assert_non_null(strstr(app->status, "Recording stopped, saved: "));
    size_t len = 0;
    uint8_t *gif = rec_take("backtracker_30x20_seed7.gif", &len);
    assert_non_null(gif);
    assert_true(len > 100);
    assert_memory_equal(gif, "GIF89a", 6);
    assert_int_equal(gif[len - 1], 0x3B);   /* the trailer: a whole file */
    free(gif);

    run_finish(maze_of(app)->run);
    app_shell_frame(&sh, false);
    uint64_t generation = maze_of(app)->generation;
    rec_click(&sh, "Record GIF (V)##record");
    assert_true(maze_record_active(app));
    assert_int_equal(maze_of(app)->run->steps, 0);
    assert_true(maze_of(app)->generation != generation);
    rec_run(&sh, 100000);
    AnimSpec spec = { gen_algos[maze_set(app)->algo], 0, 30, 20, 7, maze_set(app)->export_px, 600, NULL,
                      NULL };
    rec_expect_cli("backtracker_30x20_seed7.gif", &spec);
    app_shell_close(&sh);
}

/* Compare: the four panes side by side, each under its label. */
static void test_compare_panes(void **state)
{
    (void)state;
    static AppShell sh;
    rec_open(&sh, "backtracker", 12, 8, 100);
    App *app = &sh.app;
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 4);
    maze_of(app)->paused = true;
    app_shell_frame(&sh, false);
    rec_key(SDLK_v);
    rec_key(SDLK_SPACE);
    app->set.speed = 1.0;
    app_shell_frame(&sh, false);
    rec_run(&sh, 100000);
    size_t len = 0;
    uint8_t *gif = rec_take("backtracker-vs-kruskal-vs-binary-tree-vs-wilson_12x8_seed7.gif", &len);
    assert_non_null(gif);
    int px = maze_set(app)->export_px;
    int w = gif[6] | gif[7] << 8, h = gif[8] | gif[9] << 8;
    assert_int_equal(w, 2 * 25 * px + 8);
    assert_int_equal(h, 2 * (20 + 17 * px) + 8);
    free(gif);
    app_shell_close(&sh);
}

/* Pane k's blocks (bw x bh) appear in frame (fw wide) at px a block under
 * a label strip, as record.c lays the panes out. */
static void rec_expect_pane(const uint8_t *frame, int fw, int k, const uint8_t *blocks, int bw, int bh,
                            int px, const char *what)
{
    int x0 = (k % 2) * (bw * px + 8), y0 = (k / 2) * (20 + bh * px + 8) + 20;
    for (int y = 0; y < bh * px; y++)
        for (int x = 0; x < bw * px; x++) {
            uint8_t got = frame[(size_t)(y0 + y) * (size_t)fw + (size_t)(x0 + x)];
            uint8_t want = blocks[(size_t)(y / px) * (size_t)bw + (size_t)(x / px)];
            if (got != want)
                fail_msg("%s frame, pane %c: block %d,%d is %d, not %d", what, 'A' + k, x / px, y / px,
                         got, want);
        }
}

/* A race recorded from its middle (V pressed while the solvers are paused
 * a few moves in): both panes with their trails in the first frame, both
 * answer keys in the last, a file named after both algorithms and the
 * solver. */
static void test_compare_race(void **state)
{
    (void)state;
    static AppShell sh;
    rec_open(&sh, "backtracker", 12, 8, 100);
    App *app = &sh.app;
    maze_set(app)->solver = rec_solver_index("wall-right");
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 2);
    maze_of(app)->paused = false;
    app->set.speed = 1.0;
    for (int k = 0; k < 1000 && !bias_done(app); k++)
        app_shell_frame(&sh, false);
    assert_true(bias_done(app));
    rec_key(SDLK_w);                        /* the race, paused at once */
    rec_key(SDLK_SPACE);
    app_shell_frame(&sh, false);
    for (int k = 0; k < 9; k++)
        rec_key(SDLK_n);
    app_shell_frame(&sh, false);
    const SolveRun *a = bias_race_run(app, 0), *b = bias_race_run(app, 1);
    assert_non_null(b);
    assert_int_equal(a->steps, 9);
    assert_int_equal(b->steps, 9);
    enum { BW = 25, BH = 17 };
    uint8_t first[2][BW * BH], last[2][BW * BH];
    for (int k = 0; k < 2; k++) {
        const SolveRun *s = bias_race_run(app, k);
        anim_blocks(s->ctx.grid, solve_trail(s), solve_current(s), first[k]);
    }
    rec_key(SDLK_v);
    app_shell_frame(&sh, false);
    assert_true(maze_record_active(app));
    assert_int_equal(maze_of(app)->generation, 2);     /* mid-race: not generated again */
    rec_key(SDLK_SPACE);                    /* the race goes on, recorded */
    rec_run(&sh, 100000);
    assert_true(bias_race_done(app));
    assert_non_null(strstr(app->status, "Recording done, saved: "));
    for (int k = 0; k < 2; k++) {
        const SolveRun *s = bias_race_run(app, k);
        assert_int_equal(solve_verdict(s), SOLVE_REACHED);
        uint32_t *cells = NULL;
        size_t len = 0;
        assert_int_equal(solve_path(s, &cells, &len), MAZE_OK);
        assert_int_equal(anim_blocks_answer(s->ctx.grid, cells, len, last[k]), MAZE_OK);
        mem_free(cells);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/backtracker-vs-kruskal_12x8_seed7_wall-right.gif", rec_dir);
    int w, h, px = maze_set(app)->export_px;
    uint8_t *f0 = NULL, *f1 = NULL;
    int frames = rec_decode(path, &w, &h, &f0, &f1);
    assert_int_equal(w, 2 * BW * px + 8);
    assert_int_equal(h, 20 + BH * px);
    assert_true(frames > 3 && frames <= 100);
    for (int k = 0; k < 2; k++) {
        rec_expect_pane(f0, w, k, first[k], BW, BH, px, "first");
        rec_expect_pane(f1, w, k, last[k], BW, BH, px, "last");
    }
    assert_memory_not_equal(first[0], first[1], sizeof first[0]);     /* two different pictures */
    free(f0);
    free(f1);
    unlink(path);
    app_shell_close(&sh);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_button_records_like_the_cli),
        cmocka_unit_test(test_stop_and_again),
        cmocka_unit_test(test_solver_started_after_record),
        cmocka_unit_test(test_compare_panes),
        cmocka_unit_test(test_compare_race),
    };
    return cmocka_run_group_tests(tests, rec_setup, rec_teardown);
}
