/* test_gen_compare.c - compare mode's default panes (gen_compare_default):
 *   - whatever the first pane shows, four default panes show four
 *     different generators, the defaults' order kept;
 *   - a first pane outside the defaults leaves them as listed;
 *   - with the defaults used up, the table's first generator not shown;
 *     with every generator shown, 0. */
#include "harness.h"

static void test_defaults_never_repeat(void **state)
{
    (void)state;
    assert_true(gen_compare_default_count >= 3);
    for (size_t a = 0; a < gen_algo_count; a++) {
        int pane[4] = { (int)a };
        for (size_t k = 1; k < 4; k++)
            pane[k] = gen_compare_default(pane, k);
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++)
                if (pane[i] == pane[j])
                    fail_msg("first pane %s: panes %d and %d both show %s", gen_algos[a]->id, i, j,
                             gen_algos[pane[i]]->id);
        bool listed = false;
        for (size_t d = 0; d < gen_compare_default_count; d++)
            listed |= gen_compare_defaults[d] == gen_algos[a];
        for (size_t k = 1; !listed && k < 4; k++)
            assert_ptr_equal(gen_algos[pane[k]], gen_compare_defaults[k - 1]);
        if (listed)     /* the one left out is replaced by the next default */
            assert_ptr_equal(gen_algos[pane[1]], gen_compare_defaults[gen_algos[a] == gen_compare_defaults[0]]);
    }
}

static void test_defaults_used_up(void **state)
{
    (void)state;
    int taken[64] = { 0 };
    size_t n = 0;
    for (size_t d = 0; d < gen_compare_default_count; d++)
        taken[n++] = gen_index(gen_compare_defaults[d]);
    int first = gen_compare_default(taken, n);
    for (size_t j = 0; j < n; j++)
        assert_int_not_equal(first, taken[j]);
    for (int k = 0; k < first; k++) {      /* the table's first not shown */
        bool shown = false;
        for (size_t j = 0; j < n; j++)
            shown |= taken[j] == k;
        assert_true(shown);
    }
    n = 0;
    for (size_t k = 0; k < gen_algo_count && k < 64; k++)
        taken[n++] = (int)k;
    assert_int_equal(gen_compare_default(taken, n), 0);
    assert_int_equal(gen_compare_default(taken + 1, n - 1), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults_never_repeat),
        cmocka_unit_test(test_defaults_used_up),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
