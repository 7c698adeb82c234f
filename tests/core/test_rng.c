/* test_rng.c - the RNG gives the same numbers everywhere, in range
 * and evenly spread. */
#include "harness.h"

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

/* Streams of one seed are apart from each other and from rng_seed's. */
static void test_rng_streams(void **state)
{
    (void)state;
    Rng a, b, c;
    rng_seed(&a, 7);
    rng_seed_stream(&b, 7, RNG_STREAM_BRAID);
    rng_seed_stream(&c, 7, RNG_STREAM_MUD);
    uint64_t x = rng_next(&a), y = rng_next(&b), z = rng_next(&c);
    assert_true(x != y && y != z && x != z);
    rng_seed_stream(&c, 7, RNG_STREAM_BRAID);
    assert_int_equal(rng_next(&c), y);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_reference_values),
        cmocka_unit_test(test_rng_below_is_in_range_and_uniform),
        cmocka_unit_test(test_rng_coin_and_unit),
        cmocka_unit_test(test_rng_streams),
    };
    return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
