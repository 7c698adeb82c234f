/* test_app_edit.c - the maze changed by hand and raced on, in the window
 * (issue 19, items 3 and 5), through the real input path on SDL's dummy
 * driver and software renderer:
 *   - a click on a wall block opens it, the chosen solver has run again on
 *     the changed maze by the next frame (its path as long as an
 *     independent BFS's), Ctrl+Z closes it, Ctrl+Y opens it again, and the
 *     file names (screenshot, Export's text and pictures) say "edited";
 *   - the Solve tab's Clear opens every wall between two cells (counted
 *     here), Ctrl+Z brings the maze back bit for bit;
 *   - Race pits BFS against A* on one maze: pane B's maze is pane A's,
 *     both reach the goal, A* explores no more cells than BFS. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "app_input.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_settings.h"
#include "shell/app.h"

/* A 16x10 backtracker maze of seed 5, the solver `solver` run once done. */
static void edit_open(Rig *rig, const char *solver)
{
    AppSettings set;
    rig_settings(&set, 16, 10, 5);
    maze_settings(&set)->solver = solve_index(solve_find(solver));
    maze_settings(&set)->solve_at_start = true;
    rig_open(rig, &set);
    in_settle(rig);
    in_press(rig, "Solve##tab:solve");
    in_settle(rig);
}

/* Cells on the shortest route from g's start to its goal, by a BFS of its own. */
static uint32_t edit_bfs_cells(const Grid *g)
{
    uint32_t *dist = malloc(g->n * sizeof *dist), *queue = malloc(g->n * sizeof *queue);
    for (uint32_t i = 0; i < g->n; i++)
        dist[i] = UINT32_MAX;
    uint32_t head = 0, tail = 0;
    dist[g->ends.start] = 1;
    queue[tail++] = g->ends.start;
    while (head < tail) {
        uint32_t c = queue[head++];
        int x = (int)(c % (uint32_t)g->w), y = (int)(c / (uint32_t)g->w);
        const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
        const Dir dirs[4] = { DIR_N, DIR_E, DIR_S, DIR_W };
        for (int k = 0; k < 4; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h || !grid_is_open(g, c, dirs[k]))
                continue;
            uint32_t n = (uint32_t)ny * (uint32_t)g->w + (uint32_t)nx;
            if (dist[n] == UINT32_MAX) {
                dist[n] = dist[c] + 1;
                queue[tail++] = n;
            }
        }
    }
    uint32_t len = dist[g->ends.goal];
    free(dist);
    free(queue);
    return len;
}

static void test_wall_click_undo_redo(void **state)
{
    (void)state;
    Rig rig;
    edit_open(&rig, "bfs");
    App *app = &rig.app;
    Grid *g = &maze_of(app)->run->grid;
    uint32_t cell = 0;          /* the first closed wall east of a cell, inside the maze */
    while (cell < g->n && ((int)(cell % (uint32_t)g->w) == g->w - 1 || grid_is_open(g, cell, DIR_E)))
        cell++;
    assert_true(cell < g->n);
    uint8_t *before = malloc(g->n);
    memcpy(before, g->pass, g->n);
    int x, y;
    in_block_xy(&rig, 2 * (int)(cell % (uint32_t)g->w) + 2, 2 * (int)(cell / (uint32_t)g->w) + 1, &x, &y);
    in_click(&rig, x, y);
    assert_true(grid_is_open(g, cell, DIR_E));
    const SolveRun *s = maze_of(app)->solve;
    assert_non_null(s);
    assert_true(run_done(s));                   /* run again at once */
    assert_int_equal(solve_verdict(s), SOLVE_REACHED);
    assert_int_equal(s->ctx.path_len, edit_bfs_cells(g));
    char name[512];
    app_board_model(app, APP_BOARD_MAZE)->file_name(app, name, sizeof name, 0);
    assert_non_null(strstr(name, "-edited"));
    maze_export_name(name, sizeof name, app, MAZE_EXPORT_TEXT);     /* Export's text and PNG */
    assert_string_equal(name, "backtracker-edited_16x10_seed5.txt");
    in_key_mod(&rig, SDLK_z, KMOD_LCTRL);
    assert_memory_equal(g->pass, before, g->n);
    assert_int_equal(maze_of(app)->solve->ctx.path_len, edit_bfs_cells(g));
    in_key_mod(&rig, SDLK_y, KMOD_LCTRL);
    assert_true(grid_is_open(g, cell, DIR_E));
    free(before);
    rig_close(&rig);
}

static void test_clear_button(void **state)
{
    (void)state;
    Rig rig;
    edit_open(&rig, "bfs");
    Grid *g = &maze_of(&rig.app)->run->grid;
    uint8_t *before = malloc(g->n);
    memcpy(before, g->pass, g->n);
    in_press(&rig, PANEL_EDIT_CLEAR);
    int closed = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w);
        closed += x < g->w - 1 && !grid_is_open(g, i, DIR_E);
        closed += y < g->h - 1 && !grid_is_open(g, i, DIR_S);
    }
    assert_int_equal(closed, 0);
    /* an open field: the shortest route is the Manhattan distance */
    uint32_t dx = 15, dy = 9;
    assert_int_equal(maze_of(&rig.app)->solve->ctx.path_len, dx + dy + 1);
    in_key_mod(&rig, SDLK_z, KMOD_LCTRL);
    assert_memory_equal(g->pass, before, g->n);
    free(before);
    rig_close(&rig);
}

static void test_race_one_maze(void **state)
{
    (void)state;
    Rig rig;
    edit_open(&rig, "bfs");
    App *app = &rig.app;
    in_press(&rig, PANEL_RACE);
    in_settle(&rig);
    const Bias *b = maze_of(app)->bias;
    assert_int_equal(b->panes, 2);
    const Grid *a = &b->pane[0].run->grid, *o = &b->pane[1].run->grid;
    assert_memory_equal(a->pass, o->pass, a->n);
    assert_memory_equal(&a->ends, &o->ends, sizeof a->ends);
    const SolveRun *bfs = bias_race_run(app, 0), *astar = bias_race_run(app, 1);
    assert_non_null(bfs);
    assert_non_null(astar);
    assert_string_equal(bfs->algo->id, "bfs");
    assert_string_equal(astar->algo->id, "astar");
    assert_true(run_done(bfs) && run_done(astar));
    assert_int_equal(solve_verdict(bfs), SOLVE_REACHED);
    assert_int_equal(solve_verdict(astar), SOLVE_REACHED);
    assert_int_equal(bfs->ctx.path_len, edit_bfs_cells(a));
    assert_int_equal(astar->ctx.path_len, bfs->ctx.path_len);
    assert_true(astar->ctx.explored <= bfs->ctx.explored);
    assert_non_null(strstr(app->status, "Race: BFS"));
    char name[64];
    bias_pane_name(app, 1, name, sizeof name);
    assert_string_equal(name, "A*");
    in_press(&rig, PANEL_RACE_END);
    assert_int_equal(maze_of(app)->bias->panes, 1);
    assert_false(maze_set(app)->race);
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_click_undo_redo),
        cmocka_unit_test(test_clear_button),
        cmocka_unit_test(test_race_one_maze),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
