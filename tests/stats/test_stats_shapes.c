/* test_stats_shapes.c - statistics of mazes of other shapes (stats.h),
 * recomputed by the test's own counting: degrees (a dead end is a cell
 * with one open side), passages, maze cells, the solution by its own
 * breadth-first search, the longest path (a tree's diameter, by two
 * searches), the dead-end branches, and horizontal against vertical
 * passages by the shape's compass; a mask's cells off count nowhere. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/shape.h"
#include "maze/stats.h"

/* Open sides of cell i. */
static int degree(const Grid *g, uint32_t i)
{
    uint32_t nb[GRID_MAX_SIDES];
    int sides = grid_neighbors(g, i, nb), d = 0;
    for (int s = 0; s < sides; s++)
        d += nb[s] != GRID_NONE && grid_is_open(g, i, (Dir)s);
    return d;
}

/* The farthest cell from `from` and its distance, by test_distances. */
static uint32_t farthest(const Grid *g, uint32_t from, uint32_t *dist, uint32_t *far)
{
    test_distances(g, from, dist);
    uint32_t best = 0;
    *far = from;
    for (uint32_t i = 0; i < g->n; i++)
        if (dist[i] != UINT32_MAX && dist[i] > best) {
            best = dist[i];
            *far = i;
        }
    return best;
}

/* Cells from dead end c0 up to (not counting) the first cell whose degree
 * is not 2. */
static uint64_t branch(const Grid *g, uint32_t c0)
{
    uint32_t prev = GRID_NONE, cur = c0;
    uint64_t len = 0;
    do {
        uint32_t nb[GRID_MAX_SIDES], next = GRID_NONE;
        int sides = grid_neighbors(g, cur, nb);
        for (int s = 0; s < sides && next == GRID_NONE; s++)
            if (nb[s] != GRID_NONE && nb[s] != prev && grid_is_open(g, cur, (Dir)s))
                next = nb[s];
        prev = cur;
        cur = next;
        len++;
    } while (degree(g, cur) == 2);
    return len;
}

static void check(const Grid *g)
{
    MazeStats st;
    assert_int_equal(stats_compute(g, &st), MAZE_OK);
    uint32_t deg[GRID_MAX_SIDES + 1] = { 0 }, on = 0;
    uint64_t ends = 0, branches = 0, h = 0, v = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        if (!grid_cell_on(g, i))
            continue;
        on++;
        int d = degree(g, i);
        deg[d]++;
        ends += (uint64_t)d;
        if (d == 1)
            branches += branch(g, i);
        uint32_t nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb);
        for (int s = 0; s < sides; s++) {
            if (nb[s] == GRID_NONE || nb[s] < i || !grid_is_open(g, i, (Dir)s))
                continue;
            Dir c = grid_shape(g)->compass(g, i, s);
            if (c == DIR_E || c == DIR_W)
                h++;
            else
                v++;
        }
    }
    assert_int_equal(st.cells, on);
    assert_int_equal(st.maze_cells, on - deg[0]);
    for (int d = 0; d <= GRID_MAX_SIDES; d++)
        assert_int_equal(st.degree[d], deg[d]);
    assert_int_equal(st.passages_h, h);
    assert_int_equal(st.passages_v, v);
    assert_int_equal(2 * (st.passages_h + st.passages_v), ends);
    assert_int_equal(st.branch_cells, branches);
    assert_int_equal(st.straights + st.turns, deg[2]);
    uint32_t *dist = malloc(g->n * sizeof *dist), a, b;
    test_distances(g, grid_entrance(g), dist);
    assert_true(st.solved);
    assert_int_equal(st.solution_cells, dist[grid_exit(g)] + 1);
    farthest(g, grid_entrance(g), dist, &a);
    assert_int_equal(st.longest_path, farthest(g, a, dist, &b) + 1);
    free(dist);
    double shares = st.dead_end_share + st.straight_share + st.turn_share + st.junction3_share +
                    st.junction4_share;
    assert_true(shares > 0.999999 && shares < 1.000001);
}

static void test_shapes(void **state)
{
    (void)state;
    const struct { ShapeKind kind; int w, h; } grids[] = {
        { SHAPE_HEX, 9, 7 }, { SHAPE_HEX, 20, 3 }, { SHAPE_TRIANGLE, 10, 6 },
        { SHAPE_POLAR, 7, 7 }, { SHAPE_POLAR, 3, 3 },
    };
    const char *const algos[] = { "wilson", "backtracker", "growing-tree", "prim" };
    for (size_t k = 0; k < sizeof grids / sizeof grids[0]; k++) {
        Grid model;
        assert_int_equal(grid_init_shape(&model, grids[k].kind, grids[k].w, grids[k].h), MAZE_OK);
        for (uint64_t seed = 0; seed < 8; seed++) {
            GenRun *run = gen_run_new_on(gen_find(algos[seed % 4]), 0, &model, seed, NULL);
            assert_true(run_finish(run));
            check(&run->grid);
            run_free(run);
        }
        grid_free(&model);
    }
    const uint8_t on[20] = { 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0 };
    Grid model;
    assert_int_equal(grid_init_mask(&model, 5, 4, on), MAZE_OK);
    GenRun *run = gen_run_new_on(gen_find("kruskal"), 0, &model, 2, NULL);
    assert_true(run_finish(run));
    check(&run->grid);
    run_free(run);
    grid_free(&model);
}

/* stats_batch_add_run_on: a shape's mazes batched, refused where the
 * generator does not run. */
static void test_batch(void **state)
{
    (void)state;
    Grid model;
    assert_int_equal(grid_init_shape(&model, SHAPE_HEX, 6, 6), MAZE_OK);
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, model.n), MAZE_OK);
    StatsBatch b;
    stats_batch_init(&b);
    for (uint64_t seed = 0; seed < 5; seed++)
        assert_int_equal(stats_batch_add_run_on(&b, &sc, gen_find("wilson"), 0, &model, seed,
                                                NULL), MAZE_OK);
    assert_int_equal(b.runs, 5);
    assert_int_equal(stats_batch_add_run_on(&b, &sc, gen_find("eller"), 0, &model, 1, NULL),
                     MAZE_ERR_SHAPE);
    assert_int_equal(b.runs, 5);
    stats_scratch_free(&sc);
    grid_free(&model);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shapes),
        cmocka_unit_test(test_batch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
