/* test_app_braid.c - loops on demand in the window (issue 19, item 1),
 * through the real input path on SDL's dummy driver and software renderer:
 *   - --braid P and the saved key "braid" (bad values refused);
 *   - the finished maze is the library's braid of the generator's maze
 *     from the same seed, bit for bit (as `mazelab gen --braid` makes it);
 *   - the Braid slider on the Solve tab, dragged with the mouse, braids the
 *     maze on screen at once: every dead end gone at 100 %, the walls it
 *     opened drawn as passage, the status and every file name saying so;
 *   - stepping the generator back and forth through its timeline brings
 *     the braided maze back at the end;
 *   - compare panes are braided alike, each from its own seed's stream. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "app_input.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_settings.h"
#include "maze/args.h"
#include "maze/braid.h"
#include "maze/palette.h"
#include "shell/app.h"

static void braid_settings(AppSettings *set, int braid)
{
    rig_settings(set, 24, 16, 5);
    maze_settings(set)->braid = braid;
}

static void test_braid_option_and_key(void **state)
{
    (void)state;
    AppSettings set;
    rig_settings(&set, 10, 10, 1);
    char *ok[] = { "mazelab", "--braid", "30", NULL };
    assert_int_equal(app_parse_args(3, ok, &set), -1);
    assert_int_equal(maze_settings(&set)->braid, 30);
    char *bad[] = { "mazelab", "--braid", "101", NULL };
    assert_int_equal(app_parse_args(3, bad, &set), ARGS_USAGE);
    assert_int_equal(maze_settings_load(&set, "braid", "55"), 1);
    assert_int_equal(maze_settings(&set)->braid, 55);
    assert_int_equal(maze_settings_load(&set, "braid", "-1"), 0);
    assert_int_equal(maze_settings_load(&set, "braid", "12x"), 0);
    assert_int_equal(maze_settings(&set)->braid, 55);
}

/* The generator's maze for set's settings, braided by the library. */
static GenRun *braid_reference(const AppSettings *set)
{
    const MazeSettings *m = maze_settings(set);
    GenRun *run = test_generate(gen_algos[m->algo], m->variant, m->w, m->h, set->seed, SIZE_MAX);
    assert_int_equal(braid_apply(&run->grid, m->braid, set->seed, NULL), MAZE_OK);
    return run;
}

static void test_braid_from_the_seed(void **state)
{
    (void)state;
    AppSettings set;
    braid_settings(&set, 40);
    Rig rig;
    rig_open(&rig, &set);
    in_settle(&rig);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    GenRun *ref = braid_reference(&set);
    assert_true(grid_same_passages(g, &ref->grid));
    assert_false(grid_is_perfect(g));
    GenRun *plain = test_generate(gen_algos[0], 0, 24, 16, 5, SIZE_MAX);
    assert_true(braid_dead_ends(g) < braid_dead_ends(&plain->grid));
    run_free(plain);
    run_free(ref);
    rig_close(&rig);
}

/* The Solve tab's Braid slider dragged to its right end with the mouse. */
static void test_braid_slider(void **state)
{
    (void)state;
    AppSettings set;
    braid_settings(&set, 0);
    Rig rig;
    rig_open(&rig, &set);
    App *app = &rig.app;
    in_settle(&rig);
    Grid *g = &maze_of(app)->run->grid;
    uint8_t *before = malloc(g->n);
    memcpy(before, g->pass, g->n);
    assert_true(braid_dead_ends(g) > 0);
    in_press(&rig, "Solve##tab:solve");
    assert_int_equal(maze_set(app)->panel_tab, MAZE_TAB_SOLVE);
    UiRect s;
    assert_true(ui_spot(&rig.view.ui, PANEL_BRAID, &s));
    in_drag(&rig, s.x + 7, s.y + s.h - 8, s.x + s.w + 40, s.y + s.h - 8, 4);
    assert_int_equal(maze_set(app)->braid, BRAID_MAX);
    assert_int_equal(braid_dead_ends(g), 0);
    assert_non_null(strstr(app->status, "braid 100%"));
    /* the walls it opened are drawn as passage */
    in_settle(&rig);
    int opened = 0;
    for (uint32_t i = 0; i < g->n; i++)
        for (int d = DIR_E; d <= DIR_S; d++) {
            uint8_t bit = d == DIR_E ? PASS_E : PASS_S;
            if ((g->pass[i] & bit) && !(before[i] & bit)) {
                int bx = 2 * (int)(i % (uint32_t)g->w) + 1 + (d == DIR_E), by = 2 * (int)(i / (uint32_t)g->w) + 1 + (d == DIR_S);
                assert_int_equal(in_block_pixel(&rig, bx, by), palette_argb(PAL_PASSAGE));
                opened++;
            }
        }
    assert_true(opened > 0);
    /* the names of its files */
    char name[512];
    app_board_model(app, APP_BOARD_MAZE)->file_name(app, name, sizeof name, 0);
    assert_non_null(strstr(name, "backtracker-braid100_24x16_seed5"));
    maze_export_name(name, sizeof name, app, MAZE_EXPORT_TEXT);
    assert_string_equal(name, "backtracker-braid100_24x16_seed5.txt");
    /* the generator's timeline away and back: the braided maze returns */
    uint8_t *braided = malloc(g->n);
    memcpy(braided, g->pass, g->n);
    in_key(&rig, SDLK_HOME);
    in_frame(&rig);
    assert_false(run_done(maze_of(app)->run));
    in_key(&rig, SDLK_END);
    in_frame(&rig);
    assert_true(run_done(maze_of(app)->run));
    assert_memory_equal(g->pass, braided, g->n);
    /* back to 0 %: the generator's maze again */
    assert_true(ui_spot(&rig.view.ui, PANEL_BRAID, &s));
    in_drag(&rig, s.x + s.w - 8, s.y + s.h - 8, s.x - 40, s.y + s.h - 8, 3);
    assert_int_equal(maze_set(app)->braid, 0);
    assert_memory_equal(g->pass, before, g->n);
    free(braided);
    free(before);
    rig_close(&rig);
}

/* Two compare panes, braided alike: each pane's maze is its generator's
 * braided from the same seed. */
static void test_braid_compare(void **state)
{
    (void)state;
    AppSettings set;
    braid_settings(&set, BRAID_MAX);
    maze_settings(&set)->panes = 2;
    Rig rig;
    rig_open(&rig, &set);
    in_settle(&rig);
    const Bias *b = maze_of(&rig.app)->bias;
    assert_int_equal(b->panes, 2);
    for (int k = 0; k < 2; k++) {
        const Grid *g = &b->pane[k].run->grid;
        assert_int_equal(braid_dead_ends(g), 0);
        int a, v;
        bias_pane_algo(&rig.app, k, &a, &v);
        GenRun *ref = test_generate(gen_algos[a], v, 24, 16, 5, SIZE_MAX);
        braid_apply(&ref->grid, BRAID_MAX, 5, NULL);
        assert_true(grid_same_passages(g, &ref->grid));
        run_free(ref);
    }
    char name[512];
    app_board_model(&rig.app, APP_BOARD_MAZE)->file_name(&rig.app, name, sizeof name, 0);
    assert_non_null(strstr(name, "-braid100_24x16"));
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_braid_option_and_key),
        cmocka_unit_test(test_braid_from_the_seed),
        cmocka_unit_test(test_braid_slider),
        cmocka_unit_test(test_braid_compare),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
