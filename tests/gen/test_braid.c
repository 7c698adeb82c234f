/* test_braid.c - loops on demand (braid.h), checked by counting here, not
 * by the braid's own bookkeeping: over every generator and variant, sizes
 * (1x1, 1xN and Nx1 included), seeds and levels,
 *   - only walls are opened, never closed, and only inside the maze;
 *   - the dead ends removed are round(dead ends * P / 100), or one more
 *     (the last wall joined two dead ends), or fewer only when every dead
 *     end left has no wall to open;
 *   - at 100 % no dead end is left but in a 1xN or Nx1 maze, where the
 *     two end cells stay (their only other sides face outside);
 *   - the same seed braids the same way, and the maze before the braid is
 *     the generator's own, with or without it. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/braid.h"
#include "maze/mem.h"

typedef struct Size { int w, h; } Size;
static const Size sizes[] = { {1, 1}, {1, 9}, {9, 1}, {2, 2}, {7, 5}, {20, 13} };
static const int levels[] = { 0, 1, 25, 50, 75, 99, 100 };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], LEVELS = sizeof levels / sizeof levels[0] };

/* Open sides of cell i toward a neighbour, by the test's own walk. */
static int open_sides(const Grid *g, uint32_t i)
{
    int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w), k = 0;
    k += x + 1 < g->w && (g->pass[i] & PASS_E);
    k += y + 1 < g->h && (g->pass[i] & PASS_S);
    k += x > 0 && (g->pass[i - 1] & PASS_E);
    k += y > 0 && (g->pass[i - (uint32_t)g->w] & PASS_S);
    return k;
}

/* Neighbours of cell i inside the maze. */
static int neighbours(const Grid *g, uint32_t i)
{
    int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w);
    return (x > 0) + (x + 1 < g->w) + (y > 0) + (y + 1 < g->h);
}

static uint32_t count_dead_ends(const Grid *g)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < g->n; i++)
        k += open_sides(g, i) == 1;
    return k;
}

static void check_braid(const Grid *src, int level, uint64_t seed)
{
    Grid g;
    assert_int_equal(grid_init(&g, src->w, src->h), MAZE_OK);
    memcpy(g.pass, src->pass, g.n);
    uint32_t before = count_dead_ends(&g);
    BraidResult r;
    assert_int_equal(braid_apply(&g, level, seed, &r), MAZE_OK);
    uint32_t after = count_dead_ends(&g), opened = 0;
    for (uint32_t i = 0; i < g.n; i++) {
        /* only opened, and only bits inside the maze */
        assert_int_equal(g.pass[i] & src->pass[i], src->pass[i]);
        uint8_t added = g.pass[i] & (uint8_t)~src->pass[i];
        if ((added & PASS_E) && i % (uint32_t)g.w + 1 == (uint32_t)g.w)
            fail_msg("opened the east outer wall of cell %u", i);
        if ((added & PASS_S) && i + (uint32_t)g.w >= g.n)
            fail_msg("opened the south outer wall of cell %u", i);
        opened += (uint32_t)((added & PASS_E) != 0) + ((added & PASS_S) != 0);
    }
    uint32_t target = (before * (uint32_t)level + 50) / 100, removed = before - after;
    assert_int_equal(r.dead_ends, before);
    assert_int_equal(r.removed, removed);
    assert_int_equal(r.walls_opened, opened);
    assert_true(removed <= target + 1);
    bool stuck = true;  /* every dead end left has no wall to open */
    for (uint32_t i = 0; i < g.n; i++)
        if (open_sides(&g, i) == 1 && neighbours(&g, i) > 1)
            stuck = false;
    if (removed < target && !stuck)
        fail_msg("%dx%d %d%%: removed %u of %u dead ends, want %u", g.w, g.h, level, removed,
                 before, target);
    if (level == 100) {
        assert_true(stuck);
        bool corridor = g.w == 1 || g.h == 1;
        assert_int_equal(after, corridor && g.n > 1 ? 2 : 0);
    }
    /* the same seed, the same braid */
    Grid again;
    assert_int_equal(grid_init(&again, src->w, src->h), MAZE_OK);
    memcpy(again.pass, src->pass, g.n);
    assert_int_equal(braid_apply(&again, level, seed, NULL), MAZE_OK);
    assert_memory_equal(again.pass, g.pass, g.n);
    grid_free(&again);
    grid_free(&g);
}

static void test_braid_share(void **state)
{
    (void)state;
    long checked = 0;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++)
            for (int z = 0; z < SIZE_COUNT; z++)
                for (uint64_t seed = 0; seed < 8; seed++) {
                    GenRun *run = test_generate(gen_algos[a], v, sizes[z].w, sizes[z].h, seed,
                                                SIZE_MAX);
                    for (int l = 0; l < LEVELS; l++, checked++)
                        check_braid(&run->grid, levels[l], seed);
                    run_free(run);
                }
    print_message("%ld braids checked\n", checked);
    assert_int_equal(mem_current(), 0);
}

/* Through GenFinish: the maze before the braid is the generator's own, and
 * the braid is drawn from the run's seed. */
static void test_braid_finish(void **state)
{
    (void)state;
    const GenAlgo *a = gen_find("backtracker");
    GenRun *plain = test_generate(a, 0, 30, 20, 7, SIZE_MAX);
    GenRun *braided = test_generate(a, 0, 30, 20, 7, SIZE_MAX);
    GenFinish f = { .braid = 60 };
    assert_int_equal(gen_finish_apply(braided, &f), MAZE_OK);
    Grid want;
    assert_int_equal(grid_init(&want, 30, 20), MAZE_OK);
    memcpy(want.pass, plain->grid.pass, want.n);
    assert_int_equal(braid_apply(&want, 60, 7, NULL), MAZE_OK);
    assert_memory_equal(want.pass, braided->grid.pass, want.n);
    assert_false(grid_is_perfect(&braided->grid));
    assert_true(grid_is_perfect(&plain->grid));
    /* another seed's braid differs */
    memcpy(want.pass, plain->grid.pass, want.n);
    assert_int_equal(braid_apply(&want, 60, 8, NULL), MAZE_OK);
    assert_memory_not_equal(want.pass, braided->grid.pass, want.n);
    grid_free(&want);
    /* out of range: refused, nothing changed */
    f.braid = 101;
    assert_int_equal(gen_finish_apply(plain, &f), MAZE_ERR_ARG);
    assert_int_equal(braid_apply(&plain->grid, -1, 1, NULL), MAZE_ERR_ARG);
    assert_true(grid_is_perfect(&plain->grid));
    run_free(plain);
    run_free(braided);
    char tag[24];
    braid_tag(tag, sizeof tag, 50);
    assert_string_equal(tag, "-braid50");
    braid_tag(tag, sizeof tag, 0);
    assert_string_equal(tag, "");
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_braid_share),
        cmocka_unit_test(test_braid_finish),
    };
    return cmocka_run_group_tests_name("braid: loops on demand", tests, NULL, NULL);
}
