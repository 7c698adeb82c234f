/* test_gen_column.c - the hot loops' arithmetic shortcuts agree with the
 * plain operations they replace: gen_column (a multiply for i % w) on every
 * grid width at the cells where a rounding error would show first (each
 * row's first and last cell, across the rows of the tallest grid), and
 * gen_pick_mask (a count of leading zeros) against its definition. */
#include "harness.h"

#include "gen/gen_list.h"
#include "maze/rng.h"

static void test_column_every_width(void **state)
{
    (void)state;
    uint64_t checked = 0, wrong = 0;
    for (uint32_t w = 1; w <= MAZE_MAX_SIDE; w++) {
        const uint64_t recip = gen_column_recip(w);
        for (uint32_t y = 0; y < MAZE_MAX_SIDE; y++) {
            /* every row near the top and the bottom, a stride in between */
            if (y >= 64 && y + 64 < MAZE_MAX_SIDE && y % 61 != 0)
                continue;
            const uint32_t first = y * w, last = first + w - 1;
            wrong += gen_column(first, w, recip) != 0;
            wrong += gen_column(last, w, recip) != w - 1;
            checked += 2;
        }
    }
    assert_true(checked > 2000000);
    assert_int_equal(wrong, 0);
}

static void test_column_random_cells(void **state)
{
    (void)state;
    Rng rng;
    rng_seed(&rng, 11);
    for (int k = 0; k < 1000000; k++) {
        uint32_t w = 1 + rng_below(&rng, MAZE_MAX_SIDE);
        uint32_t i = rng_below(&rng, w * (uint32_t)MAZE_MAX_SIDE);
        assert_int_equal(gen_column(i, w, gen_column_recip(w)), i % w);
    }
}

static void test_pick_mask(void **state)
{
    (void)state;
    for (uint32_t len = 1; len < (1u << 20); len++) {
        uint32_t m = 0;
        while (m < len - 1)
            m = m * 2 + 1;
        assert_int_equal(gen_pick_mask(len), m);
    }
    assert_int_equal(gen_pick_mask(UINT32_MAX), UINT32_MAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_column_every_width),
        cmocka_unit_test(test_column_random_cells),
        cmocka_unit_test(test_pick_mask),
    };
    return cmocka_run_group_tests_name("gen arithmetic", tests, NULL, NULL);
}
