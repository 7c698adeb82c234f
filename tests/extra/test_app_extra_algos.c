/* test_app_extra_algos.c - the window of a build whose tables hold one more
 * generator (serpent) and one more solver (tiny-dfs), tests/extra/, added
 * with no other edit: both have their buttons in the panel, their
 * pseudocode and sentence under the maze, their overlays drawn with their
 * labels in the legend (a frame, counters), and the window records them
 * into a GIF. */
#include "app_rig.h"

#include <stdio.h>

#include "boards/maze/maze_board.h"
#include "boards/maze/maze_record.h"
#include "model/app_state.h"

/* Whether the last frame drew a text starting with `start`. */
static bool drew_text(const Ui *ui, const char *start)
{
    for (size_t k = 0; k < ui->ncmds; k++)
        if (ui->cmds[k].kind == UI_CMD_TEXT &&
            strncmp(ui->text + ui->cmds[k].text, start, strlen(start)) == 0)
            return true;
    return false;
}

static int solver_index(const char *id)
{
    for (size_t k = 0; k < solve_algo_count; k++)
        if (strcmp(solve_algos[k]->id, id) == 0)
            return (int)k;
    return -1;
}

static void test_extra_algorithms_in_the_window(void **state)
{
    (void)state;
    const GenAlgo *serpent = gen_find("serpent");
    assert_non_null(serpent);
    int solver = solver_index("tiny-dfs");
    assert_true(solver >= 0);
    Rig rig;
    AppSettings set;
    rig_settings(&set, 12, 8, 3);
    set.speed = 0.2;
    rig_open(&rig, &set);
    App *app = &rig.app;
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, gen_index(serpent));
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_SOLVER, solver);
    assert_ptr_equal(maze_algo(app), serpent);
    maze_of(app)->paused = true;
    app_view_frame(&rig.view, app);
    const Ui *ui = &rig.view.ui;
    UiRect spot;
    assert_true(ui_spot(ui, "##algo:serpent", &spot));         /* its button */
    assert_true(ui_spot(ui, "##solver:tiny-dfs", &spot));
    assert_true(ui_ids_unique(ui));

    /* Step it: its line, its sentence, its overlays and their labels. */
    for (int k = 0; k < 5; k++)
        app_do(app, APP_BOARD_MAZE, BOARD_STEP, 0);
    app_view_frame(&rig.view, app);
    assert_true(drew_text(ui, "go along the row"));           /* the pseudocode */
    assert_true(drew_text(ui, "Carved east from (4,0) to (5,0) along the row"));
    assert_true(drew_text(ui, "row the serpent fills"));      /* the frame's legend */
    assert_true(drew_text(ui, "rows left: 7"));               /* the counter */

    /* Its solver on the finished maze. */
    run_finish(maze_of(app)->run);
    app_do(app, APP_BOARD_MAZE, MAZE_SOLVE_STEP, 0);
    app_do(app, APP_BOARD_MAZE, MAZE_SOLVE_STEP, 0);
    app_view_frame(&rig.view, app);
    assert_non_null(maze_of(app)->solve);
    assert_ptr_equal(maze_of(app)->solve->algo, solve_algos[solver]);
    assert_true(drew_text(ui, "Moved "));
    assert_true(drew_text(ui, "stack depth: "));
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_extra_algorithms_in_the_window),
    };
    return cmocka_run_group_tests_name("app: a generator and a solver added in one file each", tests,
                                       NULL, NULL);
}
