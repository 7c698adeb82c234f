/* test_gen_props.c - properties every generator in gen_algos[] must have,
 * checked over many seeds and sizes, one cmocka group per generator variant:
 *   - the maze is perfect (connected, n - 1 passages), or at least connected
 *     for variants that make loops on purpose;
 *   - every cell ends MARK_DONE, and a finished run does no more steps;
 *   - the same seed gives the same maze; different seeds differ;
 *   - stepping 1 (or 7) at a time gives the same maze as all at once;
 *   - the cells a step reports are exactly the cells that step changed. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"

enum { SEEDS = 200 };

typedef struct Size { int w, h; } Size;
static const Size sizes[] = { {1, 1}, {1, 17}, {17, 1}, {2, 2}, {31, 20}, {64, 64} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0] };

typedef TestCase Case;

static void check_finished(const GenRun *run)
{
    const Grid *g = &run->grid;
    if (gen_variant_perfect(run->algo, run->variant)) {
        if (!grid_is_perfect(g))
            fail_msg("%s %dx%d seed %llu: not a perfect maze (%llu passages)", run->algo->id,
                     g->w, g->h, (unsigned long long)run->seed,
                     (unsigned long long)grid_passage_count(g));
    } else {
        assert_true(grid_is_connected(g));
        assert_true(grid_passage_count(g) >= g->n - 1);
    }
    for (uint32_t i = 0; i < g->n; i++) {
        if (g->mark[i] != MARK_DONE)
            fail_msg("%s %dx%d seed %llu: cell %u ends with mark %d", run->algo->id, g->w,
                     g->h, (unsigned long long)run->seed, i, g->mark[i]);
        /* the outer boundary is never stored as open (grid.h) */
        bool east_edge = i % (uint32_t)g->w + 1 == (uint32_t)g->w, south_edge = i + (uint32_t)g->w >= g->n;
        if ((east_edge && (g->pass[i] & PASS_E)) || (south_edge && (g->pass[i] & PASS_S)))
            fail_msg("%s %dx%d seed %llu: cell %u open through the outer wall", run->algo->id,
                     g->w, g->h, (unsigned long long)run->seed, i);
    }
}

static void test_perfect(void **state)
{
    const Case *c = *state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            GenRun *run = test_generate(c->algo, c->variant, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            check_finished(run);
            assert_int_equal(run_step(run, 100), 0);
            assert_true(run_phase(run) != NULL);
            run_free(run);
        }
    }
}

static void test_same_seed_same_maze(void **state)
{
    const Case *c = *state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        int differ = 0;
        GenRun *prev = NULL;
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            GenRun *a = test_generate(c->algo, c->variant, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            GenRun *b = test_generate(c->algo, c->variant, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            assert_true(grid_same_passages(&a->grid, &b->grid));
            assert_int_equal(a->steps, b->steps);
            if (prev && !grid_same_passages(&prev->grid, &a->grid))
                differ++;
            run_free(prev);
            run_free(b);
            prev = a;
        }
        run_free(prev);
        /* Sizes with room for more than one maze must get many. */
        if (sizes[s].w >= 2 && sizes[s].h >= 2 && sizes[s].w * sizes[s].h > 4)
            assert_true(differ > SEEDS / 2);
    }
}

static void test_stepwise_equals_batch(void **state)
{
    const Case *c = *state;
    const size_t chunks[] = { 1, 7 };
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            GenRun *all = test_generate(c->algo, c->variant, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
                GenRun *part = test_generate(c->algo, c->variant, sizes[s].w, sizes[s].h, seed, chunks[k]);
                assert_true(grid_same_passages(&all->grid, &part->grid));
                assert_memory_equal(all->grid.mark, part->grid.mark, all->grid.n);
                assert_int_equal(all->steps, part->steps);
                run_free(part);
            }
            run_free(all);
        }
    }
}

/* One step at a time, compare the grid before and after with the reported
 * cells: every changed cell reported, and nothing else. */
static void test_dirty_exact(void **state)
{
    const Case *c = *state;
    static const Size dirty_sizes[] = { {1, 17}, {17, 1}, {2, 2}, {9, 7}, {31, 20} };
    for (size_t s = 0; s < sizeof dirty_sizes / sizeof dirty_sizes[0]; s++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            MazeStatus st;
            GenRun *run = gen_run_new(c->algo, c->variant, dirty_sizes[s].w, dirty_sizes[s].h, seed, &st);
            assert_non_null(run);
            const Grid *g = &run->grid;
            uint8_t *pass = malloc(g->n), *mark = malloc(g->n), *reported = malloc(g->n);
            uint32_t cells[4096];
            DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
            run_set_dirty(run, &dirty);
            while (!run_done(run)) {
                memcpy(pass, g->pass, g->n);
                memcpy(mark, g->mark, g->n);
                dirty_clear(&dirty);
                assert_int_equal(run_step(run, 1), 1);
                assert_false(dirty.overflow);
                memset(reported, 0, g->n);
                for (size_t k = 0; k < dirty.len; k++) {
                    assert_true(dirty.cells[k] < g->n);
                    reported[dirty.cells[k]] = 1;
                }
                for (uint32_t i = 0; i < g->n; i++) {
                    bool changed = pass[i] != g->pass[i] || mark[i] != g->mark[i];
                    if (changed != (reported[i] != 0))
                        fail_msg("%s %dx%d seed %llu step %llu: cell %u %s", c->algo->id, g->w,
                                 g->h, (unsigned long long)seed, (unsigned long long)run->steps, i,
                                 changed ? "changed but not reported" : "reported but unchanged");
                }
            }
            free(pass);
            free(mark);
            free(reported);
            run_free(run);
        }
    }
}

static void test_bad_arguments(void **state)
{
    const Case *c = *state;
    MazeStatus st = MAZE_OK;
    assert_null(gen_run_new(c->algo, 0, 0, 5, 1, &st));
    assert_int_equal(st, MAZE_ERR_SIZE);
    assert_null(gen_run_new(c->algo, 0, 5, MAZE_MAX_SIDE + 1, 1, &st));
    assert_int_equal(st, MAZE_ERR_SIZE);
    assert_null(gen_run_new(c->algo, c->algo->variant_count + 1, 5, 5, 1, &st));
    assert_int_equal(st, MAZE_ERR_ARG);
    assert_int_equal(mem_current(), 0);
}

/* Out of memory at every allocation in turn, at creation or mid-run: a clean
 * MAZE_ERR_NOMEM, nothing leaked, and with memory back the same seed still
 * gives the same maze. */
static void test_out_of_memory(void **state)
{
    const Case *c = *state;
    size_t base = mem_current();
    GenRun *ref = test_generate(c->algo, c->variant, 40, 30, 3, SIZE_MAX);
    bool completed = false;
    for (long k = 0; !completed; k++) {
        assert_true(k < 10000);
        mem_fail_after(k);
        MazeStatus st = MAZE_OK;
        GenRun *run = gen_run_new(c->algo, c->variant, 40, 30, 3, &st);
        if (!run) {
            mem_fail_after(-1);
            assert_int_equal(st, MAZE_ERR_NOMEM);
        } else {
            /* Small steps, so lists grow inside steps. */
            while (!run_done(run) && run_step(run, 5) > 0)
                ;
            mem_fail_after(-1);
            if (run_done(run)) {
                completed = true;
                assert_true(grid_same_passages(&run->grid, &ref->grid));
            } else {
                assert_int_equal(run_error(run), MAZE_ERR_NOMEM);
                assert_false(run_finish(run));      /* stays stopped */
            }
            run_free(run);
        }
    }
    run_free(ref);
    assert_int_equal(mem_current(), base);
}

/* Growing tree that always takes the newest cell is the recursive
 * backtracker, step for step: the two files draw their random numbers in
 * the same order, so one seed gives one maze. Two implementations checking
 * each other (and a fact worth showing a class). */
static void test_growing_tree_newest_is_backtracker(void **state)
{
    (void)state;
    const GenAlgo *gt = gen_find("growing-tree"), *bt = gen_find("backtracker");
    assert_non_null(gt);
    assert_non_null(bt);
    int newest = algo_find_variant(gt, "newest");
    assert_true(newest >= 0);
    for (int s = 0; s < SIZE_COUNT; s++)
        for (uint64_t seed = 0; seed < 50; seed++) {
            GenRun *a = test_generate(gt, newest, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            GenRun *b = test_generate(bt, 0, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            assert_true(grid_same_passages(&a->grid, &b->grid));
            run_free(a);
            run_free(b);
        }
}

static void test_table(void **state)
{
    (void)state;
    assert_true(gen_algo_count >= 1);
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        assert_ptr_equal(gen_find(a->id), a);
        assert_int_equal(gen_index(a), (int)k);
        assert_true(strlen(a->name) > 0 && strlen(a->blurb) > 20);
        assert_true(strlen(a->short_name) > 0 && strlen(a->short_name) <= 18);
        assert_non_null(a->init);
        assert_non_null(a->step);
        assert_non_null(a->release);
        assert_non_null(a->phase_name);
        for (int v = 0; v < a->variant_count; v++)
            assert_int_equal(algo_find_variant(a, a->variants[v].id), v);
    }
    assert_null(gen_find("no-such-algorithm"));
}

static const TestKind kinds[] = {
    { "perfect", test_perfect },
    { "same_seed", test_same_seed_same_maze },
    { "stepwise", test_stepwise_equals_batch },
    { "dirty", test_dirty_exact },
    { "bad_args", test_bad_arguments },
    { "out_of_memory", test_out_of_memory },
};
enum { KIND_COUNT = sizeof kinds / sizeof kinds[0] };

int main(void)
{
    const struct CMUnitTest table_test[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_growing_tree_newest_is_backtracker),
    };
    int failed = cmocka_run_group_tests_name("generator table", table_test, NULL, NULL);
    failed += test_run_per_variant("generator properties", kinds, KIND_COUNT);
    return failed ? 1 : 0;
}
