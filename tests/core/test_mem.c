/* test_mem.c - memory is counted: live and peak bytes, and a failure
 * injected after N allocations. */
#include "harness.h"

#include <string.h>

#include "maze/mem.h"

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
        cmocka_unit_test(test_mem_counts_live_and_peak),
        cmocka_unit_test(test_mem_fail_after),
    };
    return cmocka_run_group_tests_name("mem", tests, NULL, NULL);
}
