/* test_app_analysis.c - a big finished maze's analysis (statistics, BFS
 * distances, the shortest path) runs on a worker thread, through the App
 * and whole frames drawn by a software renderer (SDL_VIDEODRIVER=dummy):
 *   - opening the Bias tab returns from the frame with the work under way;
 *     its progress rises across frames, and what arrives equals the
 *     blocking computation's (stats_compute, solve_shortest, the largest
 *     distance);
 *   - B (the shortest path) alone starts it too and gets the same path;
 *   - a new maze, or closing the tab, mid-analysis cancels it safely (run
 *     under ASan in CI), and the next analysis is right. */
#include "harness.h"

#include "model/app_life.h"

#include <string.h>
#include <time.h>

#include <SDL.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "maze/mem.h"
#include "maze/palette.h"
#include "maze/stats.h"
#include "shell/app_view.h"
#include "app_rig.h"

enum { BIG_W = 1000, BIG_H = 700, MAX_FRAMES = 100000 };

/* A window on a finished BIG_W x BIG_H backtracker maze, Maze tab shown. */
static void rig_open_big(Rig *rig, uint64_t seed)
{
    AppSettings set;
    rig_settings(&set, BIG_W, BIG_H, seed);
    rig_open_finished(rig, &set);
    assert_true(maze_of(&rig->app)->run->grid.n > BIAS_LIVE_MAX_CELLS);
}

static void rig_frame(Rig *rig)
{
    rig_frame_within(rig, 8);
}

/* Frames (a short nap between them, as the window's vsync) until the
 * analysis is taken; checks its progress never falls and returns how many
 * different progress values the frames saw. */
static int rig_frames_until_analysed(Rig *rig)
{
    double last = -1;
    int values = 0, frames = 0;
    double f;
    while (bias_analysing(&rig->app, &f)) {
        assert_true(f >= last);
        assert_true(f >= 0 && f <= 1);
        values += f > last;
        last = f;
        assert_true(++frames < MAX_FRAMES);
        rig_nap_ms(1);
        rig_frame(rig);
    }
    return values;
}

static void assert_same_stats(const MazeStats *a, const MazeStats *b)
{
    for (int f = 0; f < STATS_FIELD_COUNT; f++)
        assert_true(stats_field_value(a, (StatsField)f) == stats_field_value(b, (StatsField)f));
}

/* What the analysis of pane 0 must equal: the blocking computation's. */
static void assert_analysis_right(const App *app)
{
    const Grid *g = &maze_of(app)->run->grid;
    const BiasPane *p = &maze_of(app)->bias->pane[0];
    MazeStats want;
    assert_int_equal(stats_compute(g, &want), MAZE_OK);
    assert_true(p->has_stats);
    assert_same_stats(&p->stats, &want);
    uint32_t *path;
    size_t len;
    assert_int_equal(solve_shortest(g, &path, &len), MAZE_OK);
    assert_int_equal(p->path_len, len);
    assert_memory_equal(p->path, path, len * sizeof *path);
    assert_non_null(p->dist);
    const uint32_t *dist = p->dist;
    uint32_t most = 0;
    for (uint32_t i = 0; i < g->n; i++)
        most = dist[i] > most ? dist[i] : most;
    assert_int_equal(p->dist_max, most);
    assert_int_equal(dist[g->n - 1] + 1, len);
    mem_free(path);
}

static void test_bias_tab_in_background(void **state)
{
    (void)state;
    /* The worker runs beside the frames, so how many progress values the
     * frames see depends on the machine's load: a run counts when the first
     * frame saw the work unfinished and later frames saw it move; one of
     * three tries must (each is ~100 ms of work against 1 ms frames). */
    bool moved = false;
    for (int attempt = 0; attempt < 3 && !moved; attempt++) {
        Rig rig;
        rig_open_big(&rig, 3 + (uint64_t)attempt);
        rig_frame(&rig);
        assert_false(bias_analysing(&rig.app, NULL));     /* nothing shows it yet */
        app_do(&rig.app, APP_BOARD_MAZE, BOARD_SHOW_TAB, MAZE_TAB_BIAS);
        rig_frame(&rig);
        double f;
        assert_true(bias_analysing(&rig.app, &f));      /* the frame came back first */
        assert_false(maze_of(&rig.app)->bias->pane[0].has_stats);
        assert_false(maze_board_settled(&rig.app));     /* the loop keeps polling */
        int values = rig_frames_until_analysed(&rig);
        moved = f < 1 && values >= 2;
        assert_analysis_right(&rig.app);
        assert_true(maze_board_settled(&rig.app));
        rig_close(&rig);
    }
    assert_true(moved);
}

/* Pixels of the frame in colour argb. */
static size_t rig_count(const Rig *rig, uint32_t argb)
{
    size_t n = 0;
    for (int y = 0; y < rig->s->h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
        for (int x = 0; x < rig->s->w; x++)
            n += (row[x] | 0xff000000u) == argb;
    }
    return n;
}

static void test_shortest_key_in_background(void **state)
{
    (void)state;
    Rig rig;
    rig_open_big(&rig, 4);
    rig_frame(&rig);
    const uint32_t line = palette_argb(PAL_SHORTEST);
    assert_int_equal(rig_count(&rig, line), 0);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SHORTEST_TOGGLE, 0);
    rig_frame(&rig);
    assert_true(bias_analysing(&rig.app, NULL));
    assert_null(maze_of(&rig.app)->shortest);
    rig_frames_until_analysed(&rig);
    rig_frame(&rig);                                /* the overlay takes the path */
    assert_non_null(maze_of(&rig.app)->shortest);
    const BiasPane *p = &maze_of(&rig.app)->bias->pane[0];
    assert_int_equal(maze_of(&rig.app)->shortest_len, p->path_len);
    assert_memory_equal(maze_of(&rig.app)->shortest, p->path, p->path_len * sizeof *p->path);
    assert_analysis_right(&rig.app);
    /* drawn (under a pixel a block: the cached raster), the same next frame */
    size_t drawn = rig_count(&rig, line);
    assert_true(drawn > 500);
    rig_frame(&rig);
    assert_int_equal(rig_count(&rig, line), drawn);
    rig_close(&rig);
}

static void test_cancel_new_maze(void **state)
{
    (void)state;
    Rig rig;
    rig_open_big(&rig, 5);
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_SHOW_TAB, MAZE_TAB_BIAS);
    rig_frame(&rig);
    assert_true(bias_analysing(&rig.app, NULL));
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_NEW_SEED, 0);   /* mid-analysis */
    assert_false(bias_analysing(&rig.app, NULL));
    run_finish(maze_of(&rig.app)->run);
    rig_frame(&rig);
    assert_true(bias_analysing(&rig.app, NULL));    /* the new maze's */
    rig_frames_until_analysed(&rig);
    assert_analysis_right(&rig.app);
    /* and once more, quitting mid-analysis: app_free waits for the worker */
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_NEW_SEED, 0);
    run_finish(maze_of(&rig.app)->run);
    rig_frame(&rig);
    assert_true(bias_analysing(&rig.app, NULL));
    rig_close(&rig);
}

static void test_cancel_close_tab(void **state)
{
    (void)state;
    Rig rig;
    rig_open_big(&rig, 6);
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_SHOW_TAB, MAZE_TAB_BIAS);
    rig_frame(&rig);
    assert_true(bias_analysing(&rig.app, NULL));
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_SHOW_TAB, MAZE_TAB_MAZE);
    rig_frame(&rig);
    assert_false(bias_analysing(&rig.app, NULL));   /* nothing shows it: dropped */
    assert_null(maze_of(&rig.app)->bias->pane[0].job);
    app_do(&rig.app, APP_BOARD_MAZE, BOARD_SHOW_TAB, MAZE_TAB_BIAS);
    rig_frame(&rig);
    rig_frames_until_analysed(&rig);
    assert_analysis_right(&rig.app);
    rig_close(&rig);
}

/* "Measure 100 mazes" refuses a maze too big to measure between frames and
 * says where to measure it; the panel's button is disabled. */
static void test_measure_refused_when_big(void **state)
{
    (void)state;
    Rig rig;
    rig_open_big(&rig, 3);
    rig_frame(&rig);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_MEASURE, 0);
    assert_int_equal(maze_of(&rig.app)->bias->measure.phase, MEASURE_IDLE);
    assert_non_null(strstr(rig.app.status, "mazelab stats --size 1000x700"));
    assert_false(bias_measuring(&rig.app));
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bias_tab_in_background),
        cmocka_unit_test(test_shortest_key_in_background),
        cmocka_unit_test(test_cancel_new_maze),
        cmocka_unit_test(test_cancel_close_tab),
        cmocka_unit_test(test_measure_refused_when_big),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
