/* test_stats.c - maze statistics on handmade mazes whose numbers were worked
 * out by hand (each drawing is followed by its tally), then properties on
 * generated mazes (live recomputation while generating, exact diameters), the
 * field table and the Welford batch. */
#include "harness.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/stats.h"

static void compute(const char *blocks, Grid *g, MazeStats *s)
{
    test_grid_from_blocks(g, blocks);
    assert_int_equal(stats_compute(g, s), MAZE_OK);
}

/* A 4x3 perfect maze. Cells (x,y), degree and shape:
 *   (0,0) E      dead end, opens E     (1,0) W E S  3-way
 *   (2,0) W E    straight              (3,0) W S    turn
 *   (0,1) E S    turn                  (1,1) N W    turn
 *   (2,1) E      dead end, opens E     (3,1) N W    turn
 *   (0,2) N E    turn                  (1,2) W E    straight
 *   (2,2) W E    straight              (3,2) W      dead end, opens W
 * Dead ends 3, straights 3, turns 5, 3-way 1 (of 12). Passages: 8
 * horizontal, 3 vertical. Solution (0,0) (1,0) (1,1) (0,1) (0,2) (1,2) (2,2)
 * (3,2): 8 cells. Longest path (2,1) (3,1) (3,0) (2,0) (1,0) (1,1) (0,1)
 * (0,2) (1,2) (2,2) (3,2): 11 cells. Branches: (0,0) 1, (2,1) 4 (to (1,0)),
 * (3,2) 6 (to (1,0)): sum 11, mean 11/3. */
static const char maze_4x3[] =
    "# #######\n"
    "#       #\n"
    "### ### #\n"
    "#   #   #\n"
    "# #######\n"
    "#       #\n"
    "####### #";

static void test_perfect_maze_by_hand(void **state)
{
    (void)state;
    Grid g;
    MazeStats s;
    compute(maze_4x3, &g, &s);
    assert_true(grid_is_perfect(&g));
    assert_int_equal(s.cells, 12);
    assert_int_equal(s.maze_cells, 12);
    assert_int_equal(s.components, 1);
    const uint32_t degree[5] = { 0, 3, 8, 1, 0 };
    for (int d = 0; d < 5; d++)
        assert_int_equal(s.degree[d], degree[d]);
    assert_int_equal(s.straights, 3);
    assert_int_equal(s.turns, 5);
    assert_int_equal(s.dead_end_dir[DIR_N], 0);
    assert_int_equal(s.dead_end_dir[DIR_E], 2);
    assert_int_equal(s.dead_end_dir[DIR_S], 0);
    assert_int_equal(s.dead_end_dir[DIR_W], 1);
    assert_int_equal(s.passages_h, 8);
    assert_int_equal(s.passages_v, 3);
    assert_true(s.solved);
    assert_int_equal(s.solution_cells, 8);
    assert_int_equal(s.longest_path, 11);
    assert_int_equal(s.branch_cells, 11);
    assert_true(s.dead_end_share == 3.0 / 12);
    assert_true(s.straight_share == 3.0 / 12);
    assert_true(s.turn_share == 5.0 / 12);
    assert_true(s.junction3_share == 1.0 / 12);
    assert_true(s.junction4_share == 0.0);
    assert_true(s.horizontal_share == 8.0 / 11);
    assert_true(s.solution_share == 8.0 / 12);
    assert_true(s.mean_branch == 11.0 / 3);
    grid_free(&g);
}

/* A 3x3 maze half built, with a loop: (0,0) (1,0) (1,1) (0,1) is a cycle,
 * (1,1) a 4-way junction, (2,1) and (1,2) dead ends (opening W and N) one
 * cell from it; (2,0), (0,2) and (2,2) unreached, so the exit is not
 * reachable. Maze cells 6: dead ends 2, turns 3 ((0,0) (1,0) (0,1)), 4-way 1.
 * Passages 3 + 3. The double sweep from (0,0) ends at (1,2) and finds
 * eccentricity 3 there: 4 cells, which here is the true longest shortest
 * path ((2,1) to (0,0)). Branches 1 + 1. */
static const char maze_loop[] =
    "# #####\n"
    "#   # #\n"
    "# # ###\n"
    "#     #\n"
    "### ###\n"
    "# # # #\n"
    "##### #";

static void test_unfinished_maze_with_loop(void **state)
{
    (void)state;
    Grid g;
    MazeStats s;
    compute(maze_loop, &g, &s);
    assert_int_equal(s.cells, 9);
    assert_int_equal(s.maze_cells, 6);
    assert_int_equal(s.components, 1);
    const uint32_t degree[5] = { 3, 2, 3, 0, 1 };
    for (int d = 0; d < 5; d++)
        assert_int_equal(s.degree[d], degree[d]);
    assert_int_equal(s.straights, 0);
    assert_int_equal(s.turns, 3);
    assert_int_equal(s.dead_end_dir[DIR_N], 1);
    assert_int_equal(s.dead_end_dir[DIR_W], 1);
    assert_int_equal(s.dead_end_dir[DIR_E] + s.dead_end_dir[DIR_S], 0);
    assert_int_equal(s.passages_h, 3);
    assert_int_equal(s.passages_v, 3);
    assert_false(s.solved);
    assert_int_equal(s.solution_cells, 0);
    assert_true(s.solution_share == 0.0);
    assert_int_equal(s.longest_path, 4);
    assert_int_equal(s.branch_cells, 2);
    assert_true(s.dead_end_share == 2.0 / 6);
    assert_true(s.turn_share == 3.0 / 6);
    assert_true(s.junction4_share == 1.0 / 6);
    assert_true(s.junction3_share == 0.0 && s.straight_share == 0.0);
    assert_true(s.horizontal_share == 0.5);
    assert_true(s.mean_branch == 1.0);
    grid_free(&g);
}

/* A 5x1 forest of two bare corridors, 3 cells and 2 cells: every end is a
 * dead end (E, W, E, W); the 3-cell corridor counts 2 from each end, the
 * 2-cell one 1: sum 6, mean 1.5. Longest path 3, one straight. */
static const char maze_corridors[] =
    "# #########\n"
    "#     #   #\n"
    "######### #";

static void test_forest_of_corridors(void **state)
{
    (void)state;
    Grid g;
    MazeStats s;
    compute(maze_corridors, &g, &s);
    assert_int_equal(s.maze_cells, 5);
    assert_int_equal(s.components, 2);
    assert_int_equal(s.degree[1], 4);
    assert_int_equal(s.straights, 1);
    assert_int_equal(s.dead_end_dir[DIR_E], 2);
    assert_int_equal(s.dead_end_dir[DIR_W], 2);
    assert_int_equal(s.passages_h, 3);
    assert_int_equal(s.passages_v, 0);
    assert_true(s.horizontal_share == 1.0);
    assert_false(s.solved);
    assert_int_equal(s.longest_path, 3);
    assert_int_equal(s.branch_cells, 6);
    assert_true(s.mean_branch == 1.5);
    assert_true(s.dead_end_share == 4.0 / 5);
    grid_free(&g);
}

/* Edge cases: a 1x1 grid (no maze cells; entrance and exit coincide), an
 * empty grid, and a scratch too small for the grid. */
static void test_edge_cases(void **state)
{
    (void)state;
    Grid g;
    MazeStats s;
    assert_int_equal(grid_init(&g, 1, 1), MAZE_OK);
    assert_int_equal(stats_compute(&g, &s), MAZE_OK);
    assert_int_equal(s.maze_cells, 0);
    assert_int_equal(s.components, 0);
    assert_true(s.solved);
    assert_int_equal(s.solution_cells, 1);
    assert_true(s.solution_share == 1.0);
    assert_int_equal(s.longest_path, 0);
    assert_true(s.dead_end_share == 0.0 && s.mean_branch == 0.0 && s.horizontal_share == 0.0);
    grid_free(&g);

    assert_int_equal(grid_init(&g, 4, 4), MAZE_OK);
    assert_int_equal(stats_compute(&g, &s), MAZE_OK);
    assert_int_equal(s.degree[0], 16);
    assert_false(s.solved);
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, 15), MAZE_OK);
    assert_int_equal(stats_compute_with(&g, &sc, &s), MAZE_ERR_ARG);
    stats_scratch_free(&sc);
    assert_int_equal(stats_scratch_init(&sc, 0), MAZE_ERR_ARG);
    stats_scratch_free(&sc);
    grid_free(&g);
    assert_int_equal(mem_current(), 0);
}

/* Counts that must agree with each other on any grid. */
static void check_consistent(const Grid *g, const MazeStats *s)
{
    uint64_t cells = 0, ends = 0;
    for (int d = 0; d < 5; d++) {
        cells += s->degree[d];
        ends += (uint64_t)d * s->degree[d];
    }
    assert_int_equal(cells, g->n);
    assert_int_equal(ends, 2 * (s->passages_h + s->passages_v));
    assert_int_equal(s->passages_h + s->passages_v, grid_passage_count(g));
    assert_int_equal(s->straights + s->turns, s->degree[2]);
    assert_int_equal(s->dead_end_dir[0] + s->dead_end_dir[1] + s->dead_end_dir[2]
                     + s->dead_end_dir[3], s->degree[1]);
    if (s->maze_cells > 0) {
        double sum = s->dead_end_share + s->straight_share + s->turn_share
                     + s->junction3_share + s->junction4_share;
        assert_true(fabs(sum - 1.0) < 1e-12);
    }
    assert_true(s->longest_path <= s->maze_cells);
}

/* The numbers a viewer sees while a maze grows: one scratch, recomputed
 * after every few steps of every generator; all consistent throughout, and a
 * finished perfect maze is one component of n cells, n - 1 passages. */
static void test_live_recompute(void **state)
{
    (void)state;
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, 31 * 20), MAZE_OK);
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        int nv = algo_variant_total(a);
        for (int v = 0; v < nv; v++) {
            MazeStatus st;
            GenRun *run = gen_run_new(a, v, 31, 20, 5, &st);
            assert_non_null(run);
            MazeStats s;
            do {
                run_step(run, 13);
                assert_int_equal(stats_compute_with(&run->grid, &sc, &s), MAZE_OK);
                check_consistent(&run->grid, &s);
            } while (!run_done(run));
            assert_true(s.solved);
            assert_int_equal(s.maze_cells, run->grid.n);
            assert_int_equal(s.components, 1);
            if (gen_variant_perfect(a, v)) {
                assert_int_equal(s.passages_h + s.passages_v, run->grid.n - 1);
                assert_true(s.longest_path >= s.solution_cells);
            }
            run_free(run);
        }
    }
    stats_scratch_free(&sc);
}

/* Largest distance from start, in passages, by a plain search (the test's
 * own, to check the double sweep). */
static uint32_t eccentricity(const Grid *g, uint32_t start, uint32_t *dist, uint32_t *queue)
{
    for (uint32_t i = 0; i < g->n; i++)
        dist[i] = UINT32_MAX;
    uint32_t head = 0, tail = 0, far = 0;
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        uint32_t i = queue[head++];
        if (dist[i] > far)
            far = dist[i];
        for (int d = 0; d < 4; d++) {
            uint32_t j = grid_neighbor(g, i, (Dir)d);
            if (j != GRID_NONE && grid_is_open(g, i, (Dir)d) && dist[j] == UINT32_MAX) {
                dist[j] = dist[i] + 1;
                queue[tail++] = j;
            }
        }
    }
    return far;
}

/* On perfect mazes the longest path is the exact diameter: compare with the
 * largest eccentricity over all cells. */
static void test_longest_path_is_diameter(void **state)
{
    (void)state;
    uint32_t dist[9 * 7], queue[9 * 7];
    for (size_t k = 0; k < gen_algo_count; k++) {
        if (!gen_variant_perfect(gen_algos[k], 0))
            continue;
        for (uint64_t seed = 0; seed < 30; seed++) {
            GenRun *run = test_generate(gen_algos[k], 0, 9, 7, seed, SIZE_MAX);
            uint32_t diameter = 0;
            for (uint32_t i = 0; i < run->grid.n; i++) {
                uint32_t e = eccentricity(&run->grid, i, dist, queue);
                diameter = e > diameter ? e : diameter;
            }
            MazeStats s;
            assert_int_equal(stats_compute(&run->grid, &s), MAZE_OK);
            assert_int_equal(s.longest_path, diameter + 1);
            assert_int_equal(s.solution_cells, dist[0] + 1);    /* last search: from n-1 */
            run_free(run);
        }
    }
}

static void test_field_table(void **state)
{
    (void)state;
    Grid g;
    MazeStats s;
    compute(maze_4x3, &g, &s);
    for (int f = 0; f < STATS_FIELD_COUNT; f++) {
        const char *id = stats_field_id((StatsField)f);
        assert_non_null(id);
        for (int f2 = 0; f2 < f; f2++)
            assert_string_not_equal(id, stats_field_id((StatsField)f2));
        double x = stats_field_value(&s, (StatsField)f);
        if (stats_field_is_share((StatsField)f))
            assert_true(x >= 0.0 && x <= 1.0);
    }
    assert_true(stats_field_value(&s, STATS_DEAD_END) == 0.25);
    assert_true(stats_field_value(&s, STATS_LONGEST_PATH) == 11.0);
    assert_true(stats_field_value(&s, STATS_DEAD_END_E) == 2.0);
    assert_true(stats_field_value(&s, STATS_PASSAGES_V) == 3.0);
    grid_free(&g);
}

/* Welford against the textbook: dead-end shares 0.1, 0.2, 0.6 have mean 0.3
 * and sample variance (0.04 + 0.01 + 0.09) / 2 = 0.07. */
static void test_batch_moments(void **state)
{
    (void)state;
    StatsBatch b;
    stats_batch_init(&b);
    assert_true(stats_batch_mean(&b, STATS_DEAD_END) == 0.0);
    const double x[] = { 0.1, 0.2, 0.6 };
    for (int k = 0; k < 3; k++) {
        MazeStats s = { .dead_end_share = x[k], .longest_path = 7 };
        stats_batch_add(&b, &s);
        if (k == 0)
            assert_true(stats_batch_sd(&b, STATS_DEAD_END) == 0.0);
    }
    assert_int_equal(b.runs, 3);
    assert_true(fabs(stats_batch_mean(&b, STATS_DEAD_END) - 0.3) < 1e-15);
    assert_true(fabs(stats_batch_sd(&b, STATS_DEAD_END) - sqrt(0.07)) < 1e-15);
    assert_true(stats_batch_mean(&b, STATS_LONGEST_PATH) == 7.0);
    assert_true(stats_batch_sd(&b, STATS_LONGEST_PATH) == 0.0);
}

/* Batches of generated mazes reproduce from their seeds, and add_run gives
 * the statistics of exactly the maze that seed generates. */
static void test_batch_runs_reproduce(void **state)
{
    (void)state;
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, 20 * 10), MAZE_OK);
    for (size_t k = 0; k < gen_algo_count; k++) {
        StatsBatch a, b;
        stats_batch_init(&a);
        stats_batch_init(&b);
        for (uint64_t seed = 10; seed < 20; seed++) {
            MazeStats last, direct;
            assert_int_equal(stats_batch_add_run(&a, &sc, gen_algos[k], 0, 20, 10, seed, &last), MAZE_OK);
            assert_int_equal(stats_batch_add_run(&b, &sc, gen_algos[k], 0, 20, 10, seed, NULL), MAZE_OK);
            GenRun *run = test_generate(gen_algos[k], 0, 20, 10, seed, SIZE_MAX);
            assert_int_equal(stats_compute(&run->grid, &direct), MAZE_OK);
            for (int f = 0; f < STATS_FIELD_COUNT; f++)
                assert_true(stats_field_value(&last, (StatsField)f)
                            == stats_field_value(&direct, (StatsField)f));
            assert_int_equal(last.branch_cells, direct.branch_cells);
            run_free(run);
        }
        assert_memory_equal(&a, &b, sizeof a);
        assert_int_equal(stats_batch_add_run(&a, &sc, gen_algos[k], 0, 21, 10, 1, NULL), MAZE_ERR_ARG);
        assert_int_equal(stats_batch_add_run(&a, &sc, gen_algos[k], 0, 0, 10, 1, NULL), MAZE_ERR_SIZE);
        assert_int_equal(a.runs, 10);
    }
    stats_scratch_free(&sc);
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perfect_maze_by_hand),
        cmocka_unit_test(test_unfinished_maze_with_loop),
        cmocka_unit_test(test_forest_of_corridors),
        cmocka_unit_test(test_edge_cases),
        cmocka_unit_test(test_live_recompute),
        cmocka_unit_test(test_longest_path_is_diameter),
        cmocka_unit_test(test_field_table),
        cmocka_unit_test(test_batch_moments),
        cmocka_unit_test(test_batch_runs_reproduce),
    };
    return cmocka_run_group_tests_name("maze statistics", tests, NULL, NULL);
}
