/* test_gen_column.c - the hot loops' arithmetic shortcuts agree with the
 * plain operations they replace: gen_column (a multiply for i % w) on every
 * grid width at the cells where a rounding error would show first (each
 * row's first and last cell, across the rows of the tallest grid),
 * gen_pick_mask (a count of leading zeros) against its definition, and
 * gen_below_from (growing tree's random pick, its first 32 bits drawn
 * early) against rng_below: the same value and the same draws after,
 * including lengths where about half the first draws are rejected. */
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
        uint32_t m = 1;     /* 1 for len 1 too: the mask has no branch */
        while (m < len - 1)
            m = m * 2 + 1;
        assert_int_equal(gen_pick_mask(len), m);
    }
    assert_int_equal(gen_pick_mask(UINT32_MAX), UINT32_MAX);
}

static void test_below_from_matches_rng_below(void **state)
{
    (void)state;
    Rng pick, ref, lens;
    rng_seed(&pick, 5);
    rng_seed(&ref, 5);
    rng_seed(&lens, 6);
    uint64_t redrawn = 0;
    for (int k = 0; k < 1000000; k++) {
        /* small lengths, any odd length, just above 2^31 (rejects ~1/2) */
        uint32_t n = k % 3 == 0   ? 1 + rng_below(&lens, 64)
                     : k % 3 == 1 ? 1 + (uint32_t)(rng_next(&lens) >> 33) * 2
                                  : (1u << 31) + 1 + rng_below(&lens, 1024);
        uint32_t r = (uint32_t)(rng_next(&pick) >> 32);
        const uint64_t s0 = pick.s[0];
        uint32_t got = gen_below_from(&pick, r, n);
        redrawn += pick.s[0] != s0;
        assert_true(got < n);
        assert_int_equal(got, rng_below(&ref, n));
        assert_memory_equal(pick.s, ref.s, sizeof pick.s);
    }
    assert_true(redrawn > 100000);  /* the rejection path ran */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_column_every_width),
        cmocka_unit_test(test_column_random_cells),
        cmocka_unit_test(test_pick_mask),
        cmocka_unit_test(test_below_from_matches_rng_below),
    };
    return cmocka_run_group_tests_name("gen arithmetic", tests, NULL, NULL);
}
