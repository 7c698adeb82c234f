/* test_core.c - the RNG gives the same numbers everywhere, the grid stores
 * each passage once and checks mazes correctly, memory is counted. */
#include "harness.h"

#include <string.h>

#include "maze/grid.h"
#include "maze/mem.h"
#include "maze/rng.h"

/* Reference values computed independently (a Python model of splitmix64 +
 * xoshiro256**), so a change in the generator or its seeding is caught. */
static void test_rng_reference_values(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 0);
    assert_int_equal(rng_next(&r), 0x99ec5f36cb75f2b4u);
    assert_int_equal(rng_next(&r), 0xbf6e1f784956452au);
    assert_int_equal(rng_next(&r), 0x1a5f849d4933e6e0u);
    rng_seed(&r, 42);
    assert_int_equal(rng_next(&r), 0x15780b2e0c2ec716u);
    assert_int_equal(rng_next(&r), 0x6104d9866d113a7eu);
    rng_seed(&r, 7);
    const uint32_t want[] = { 700, 278, 839, 981, 990 };
    for (int k = 0; k < 5; k++)
        assert_int_equal(rng_below(&r, 1000), want[k]);
}

static void test_rng_below_is_in_range_and_uniform(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 123);
    enum { N = 6, DRAWS = 600000 };
    long count[N] = { 0 };
    for (int k = 0; k < DRAWS; k++) {
        uint32_t v = rng_below(&r, N);
        assert_true(v < N);
        count[v]++;
    }
    /* Each bucket expects 100000 with sd ~289: 5 sd is 1450. */
    for (int k = 0; k < N; k++)
        assert_in_range(count[k], 100000 - 1450, 100000 + 1450);
    assert_int_equal(rng_below(&r, 1), 0);
    for (int k = 0; k < 1000; k++)
        assert_true(rng_below(&r, UINT32_MAX) < UINT32_MAX);
}

static void test_rng_coin_and_unit(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 5);
    long heads = 0;
    for (int k = 0; k < 640000; k++)
        heads += rng_coin(&r);
    assert_in_range(heads, 320000 - 2000, 320000 + 2000);   /* sd 400 */
    for (int k = 0; k < 10000; k++) {
        double u = rng_unit(&r);
        assert_true(u >= 0.0 && u < 1.0);
    }
}

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

/* A maze's ends: the corners by default; any cells, open only on a side
 * on the outer boundary, never both through one opening; streams of a
 * seed apart from each other. */
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

    Rng a, b, c;
    rng_seed(&a, 7);
    rng_seed_stream(&b, 7, RNG_STREAM_BRAID);
    rng_seed_stream(&c, 7, RNG_STREAM_MUD);
    uint64_t x = rng_next(&a), y = rng_next(&b), z = rng_next(&c);
    assert_true(x != y && y != z && x != z);
    rng_seed_stream(&c, 7, RNG_STREAM_BRAID);
    assert_int_equal(rng_next(&c), y);
}

static void test_mem_counts_live_and_peak(void **state)
{
    (void)state;
    size_t base = mem_current();
    mem_reset_peak();
    char *a = mem_alloc(1000);
    int *b = mem_calloc(10, sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    assert_int_equal(b[9], 0);
    assert_int_equal(mem_current(), base + 1000 + 10 * sizeof *b);
    b = mem_realloc_array(b, 1000, sizeof *b);
    assert_non_null(b);
    assert_int_equal(mem_current(), base + 1000 + 1000 * sizeof *b);
    mem_free(a);
    mem_free(b);
    assert_int_equal(mem_current(), base);
    /* The resize is counted with both blocks alive, as they may be. */
    assert_int_equal(mem_peak(), base + 1000 + 10 * sizeof(int) + 1000 * sizeof(int));
    /* Large blocks are mapped: zeroed, resizable both ways across the line. */
    enum { BIG = 6 << 20 };
    unsigned char *big = mem_calloc(BIG, 1);
    assert_non_null(big);
    assert_int_equal(big[0] | big[BIG / 2] | big[BIG - 1], 0);
    memset(big, 7, BIG);
    big = mem_realloc_array(big, 2 * BIG, 1);
    assert_non_null(big);
    assert_int_equal(big[BIG - 1], 7);
    big[2 * BIG - 1] = 1;
    big = mem_realloc_array(big, 1000, 1);
    assert_non_null(big);
    assert_int_equal(big[999], 7);
    assert_int_equal(mem_current(), base + 1000);
    big = mem_realloc_array(big, BIG, 1);
    assert_int_equal(big[999], 7);
    mem_free(big);
    assert_int_equal(mem_current(), base);
    assert_null(mem_calloc(SIZE_MAX / 2, 4));       /* overflow refused */
    assert_null(mem_realloc_array(NULL, SIZE_MAX / 2, 4));
    assert_null(mem_alloc(0));
    assert_int_equal(mem_current(), base);
}

static void test_mem_fail_after(void **state)
{
    (void)state;
    mem_fail_after(2);
    void *a = mem_alloc(10), *b = mem_calloc(1, 10);
    assert_non_null(a);
    assert_non_null(b);
    assert_null(mem_alloc(10));
    assert_null(mem_realloc_array(a, 20, 1));
    mem_fail_after(-1);
    void *c = mem_alloc(10);
    assert_non_null(c);
    mem_free(a);
    mem_free(b);
    mem_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_reference_values),
        cmocka_unit_test(test_rng_below_is_in_range_and_uniform),
        cmocka_unit_test(test_rng_coin_and_unit),
        cmocka_unit_test(test_grid_sizes),
        cmocka_unit_test(test_grid_passages_stored_once),
        cmocka_unit_test(test_grid_open_all),
        cmocka_unit_test(test_grid_ends),
        cmocka_unit_test(test_mem_counts_live_and_peak),
        cmocka_unit_test(test_mem_fail_after),
    };
    return cmocka_run_group_tests_name("core", tests, NULL, NULL);
}
