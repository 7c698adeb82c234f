/* test_grid.c - the grid stores each passage once and checks mazes
 * correctly. */
#include "harness.h"

#include <string.h>

#include "maze/grid.h"
#include "maze/shape.h"

static void test_grid_sizes(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 0, 1), MAZE_ERR_SIZE);
    assert_int_equal(grid_init(&g, 1, MAZE_MAX_SIDE + 1), MAZE_ERR_SIZE);
    assert_int_equal(grid_init(&g, -5, 4), MAZE_ERR_SIZE);
    assert_false(grid_size_ok(MAZE_MAX_SIDE + 1, 1));
    assert_true(grid_size_ok(MAZE_MAX_SIDE, MAZE_MAX_SIDE));
    assert_int_equal(grid_init(&g, 1, 1), MAZE_OK);
    assert_int_equal(g.n, 1);
    assert_true(grid_is_perfect(&g));      /* one cell, no passages */
    grid_free(&g);
    grid_free(&g);                          /* twice is safe */
}

static void test_grid_passages_stored_once(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 3, 2), MAZE_OK);
    /* Carving west of cell 1 is the east passage of cell 0. */
    assert_int_equal(grid_carve(&g, 1, DIR_W), 0);
    assert_true(grid_is_open(&g, 0, DIR_E));
    assert_int_equal(g.pass[0], PASS_E);
    assert_int_equal(g.pass[1], 0);
    /* Carving north of cell 4 is the south passage of cell 1. */
    assert_int_equal(grid_carve(&g, 4, DIR_N), 1);
    assert_true(grid_is_open(&g, 1, DIR_S));
    /* The outer boundary cannot be carved. */
    assert_int_equal(grid_carve(&g, 0, DIR_N), GRID_NONE);
    assert_int_equal(grid_carve(&g, 2, DIR_E), GRID_NONE);
    assert_int_equal(grid_carve(&g, 5, DIR_S), GRID_NONE);
    assert_int_equal(grid_carve(&g, 3, DIR_W), GRID_NONE);
    assert_false(grid_is_open(&g, 0, DIR_N));
    assert_int_equal(grid_degree(&g, 1), 2);
    assert_int_equal(grid_passage_count(&g), 2);
    assert_false(grid_is_connected(&g));
    grid_carve(&g, 4, DIR_E);
    grid_carve(&g, 3, DIR_E);
    assert_false(grid_is_connected(&g));    /* cell 2 is still cut off */
    grid_carve(&g, 2, DIR_S);
    assert_true(grid_is_perfect(&g));
    grid_carve(&g, 1, DIR_E);               /* a loop: 6 passages, 6 cells */
    assert_true(grid_is_connected(&g));
    assert_false(grid_is_perfect(&g));
    assert_int_equal(grid_wall(&g, 2, DIR_W), 1);
    assert_true(grid_is_perfect(&g));
    assert_int_equal(grid_neighbor(&g, 0, DIR_N), GRID_NONE);
    assert_int_equal(grid_neighbor(&g, 2, DIR_E), GRID_NONE);
    assert_int_equal(grid_neighbor(&g, 2, DIR_S), 5);
    assert_int_equal(grid_neighbor(&g, 3, DIR_W), GRID_NONE);
    assert_int_equal(grid_exit(&g), 5);
    grid_free(&g);
}

static void test_grid_open_all(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 4, 3), MAZE_OK);
    grid_open_all(&g, MARK_DONE);
    /* Every interior passage: (w-1)h + w(h-1). */
    assert_int_equal(grid_passage_count(&g), 3 * 3 + 4 * 2);
    for (uint32_t i = 0; i < g.n; i++)
        assert_int_equal(g.mark[i], MARK_DONE);
    grid_reset(&g);
    assert_int_equal(grid_passage_count(&g), 0);
    assert_int_equal(g.mark[5], MARK_BLANK);
    grid_free(&g);
}

/* On every other shape too: every side with a cell beyond it open, each
 * passage counted once (half the sides that have a neighbour). */
static void test_grid_open_all_shapes(void **state)
{
    (void)state;
    static const struct { ShapeKind kind; int w, h; } shapes[] = {
        { SHAPE_HEX, 5, 4 }, { SHAPE_TRIANGLE, 6, 3 }, { SHAPE_POLAR, 5, 5 },
    };
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        Grid g;
        assert_int_equal(grid_init_shape(&g, shapes[k].kind, shapes[k].w, shapes[k].h), MAZE_OK);
        grid_open_all(&g, MARK_DONE);
        uint64_t sides_with_cell = 0;
        for (uint32_t i = 0; i < g.n; i++) {
            uint32_t nb[GRID_MAX_SIDES];
            int sides = grid_neighbors(&g, i, nb);
            for (int s = 0; s < sides; s++) {
                if (nb[s] == GRID_NONE)
                    continue;
                sides_with_cell++;
                assert_true(grid_is_open(&g, i, (Dir)s));
            }
            assert_int_equal(g.mark[i], MARK_DONE);
        }
        assert_int_equal(grid_passage_count(&g), sides_with_cell / 2);
        grid_free(&g);
    }
}

/* A maze's ends: the corners by default; any cells, open only on a side
 * on the outer boundary, never both through one opening. */
static void test_grid_ends(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 4, 3), MAZE_OK);
    assert_int_equal(grid_entrance(&g), 0);
    assert_int_equal(grid_exit(&g), 11);
    assert_true(grid_ends_default(&g));
    assert_true(grid_side_open(&g, 0, DIR_N) && grid_side_open(&g, 11, DIR_S));
    assert_false(grid_side_open(&g, 0, DIR_W) || grid_side_open(&g, 11, DIR_E));
    const GridEnds bad[] = {
        { 12, 0, GRID_INSIDE, GRID_INSIDE },    /* outside */
        { 0, 12, GRID_INSIDE, GRID_INSIDE },
        { 5, 11, DIR_N, DIR_S },                /* (1,1) has no outer side */
        { 0, 11, DIR_E, DIR_S },                /* not on the boundary */
        { 3, 3, DIR_E, DIR_E },                 /* one opening for both */
        { 0, 11, 4, DIR_S },                    /* not a side */
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        assert_false(grid_ends_ok(&g, &bad[k]));
        assert_int_equal(grid_set_ends(&g, &bad[k]), MAZE_ERR_ARG);
        assert_true(grid_ends_default(&g));
    }
    GridEnds inside = { 5, 6, GRID_INSIDE, GRID_INSIDE };
    assert_int_equal(grid_set_ends(&g, &inside), MAZE_OK);
    long bx, by;
    assert_false(grid_end_gap(&g, false, &bx, &by) || grid_end_gap(&g, true, &bx, &by));
    assert_false(grid_side_open(&g, 0, DIR_N));
    GridEnds corner = { 3, 3, DIR_N, DIR_E };   /* one cell, two openings */
    assert_int_equal(grid_set_ends(&g, &corner), MAZE_OK);
    assert_true(grid_end_gap(&g, true, &bx, &by));
    assert_int_equal(bx, 8);
    assert_int_equal(by, 1);
    assert_int_equal(grid_border_side(&g, 3, false), DIR_N);
    assert_int_equal(grid_border_side(&g, 3, true), DIR_E);
    assert_int_equal(grid_border_side(&g, 8, true), DIR_S);
    assert_int_equal(grid_border_side(&g, 5, true), GRID_INSIDE);
    grid_reset(&g);     /* the ends stay */
    assert_int_equal(g.ends.start, 3);
    grid_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grid_sizes),
        cmocka_unit_test(test_grid_passages_stored_once),
        cmocka_unit_test(test_grid_open_all),
        cmocka_unit_test(test_grid_open_all_shapes),
        cmocka_unit_test(test_grid_ends),
    };
    return cmocka_run_group_tests_name("grid", tests, NULL, NULL);
}
