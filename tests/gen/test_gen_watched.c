/* test_gen_watched.c - a generator must build the same maze whether or not a
 * viewer watches. Generators may take a faster path when ctx->dirty is NULL
 * (the CLI, the benchmarks); the property tests in test_gen_props.c step
 * mostly without a dirty list, so this checks that a run with a dirty list
 * attached (as the window does, stepping a frame's worth at a time) ends with
 * the same passages, marks, step count and RNG state as one without; and
 * after every batch, each cell the batch changed was reported, or the list
 * says it overflowed (a viewer then redraws everything). For generators
 * that show sets, an unwatched run is also compared with a reported one
 * after every batch, sets included. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

typedef struct Size { int w, h; } Size;
static const Size sizes[] = { {1, 1}, {1, 9}, {9, 1}, {2, 2}, {13, 7}, {40, 33}, {3, 70} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], SEEDS = 20 };

/* Attaches a dirty list to run and steps it `chunk` at a time to the end;
 * after every batch each cell the batch changed must have been reported, or
 * the list must say it overflowed (only allowed when may_overflow). */
static void finish_watched(GenRun *run, size_t chunk, bool may_overflow)
{
    uint32_t *cells = malloc(4096 * sizeof *cells);
    DirtyList dirty = { cells, 0, 4096, false };
    run_set_dirty(run, &dirty);
    const Grid *g = &run->grid;
    uint8_t *pass = malloc(g->n), *mark = malloc(g->n), *seen = malloc(g->n);
    while (!run_done(run)) {
        memcpy(pass, g->pass, g->n);
        memcpy(mark, g->mark, g->n);
        dirty_clear(&dirty);
        assert_true(run_step(run, chunk) > 0);
        if (dirty.overflow && may_overflow)
            continue;
        assert_false(dirty.overflow);
        memset(seen, 0, g->n);
        for (size_t d = 0; d < dirty.len; d++)
            seen[dirty.cells[d]] = 1;
        for (uint32_t i = 0; i < g->n; i++)
            if ((pass[i] != g->pass[i] || mark[i] != g->mark[i]) && !seen[i])
                fail_msg("%s %dx%d seed %llu chunk %zu: cell %u changed, not reported",
                         run->algo->id, g->w, g->h, (unsigned long long)run->seed, chunk, i);
    }
    run_set_dirty(run, NULL);
    free(pass);
    free(mark);
    free(seen);
    free(cells);
}

/* True when a and b ended with the same passages, marks, steps and RNG. */
static bool same_end(const GenRun *a, const GenRun *b)
{
    return grid_same_passages(&a->grid, &b->grid) &&
           memcmp(a->grid.mark, b->grid.mark, a->grid.n) == 0 && a->steps == b->steps &&
           memcmp(&a->rng, &b->rng, sizeof a->rng) == 0;
}

static void check_algo(const GenAlgo *algo, int variant)
{
    static const size_t chunks[] = { 1, 13, 500, SIZE_MAX };
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            GenRun *plain = test_generate(algo, variant, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
            for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
                MazeStatus st;
                GenRun *run = gen_run_new(algo, variant, sizes[s].w, sizes[s].h, seed, &st);
                assert_non_null(run);
                finish_watched(run, chunks[k], true);
                if (!same_end(plain, run))
                    fail_msg("%s %dx%d seed %llu chunk %zu: watched run differs", algo->id,
                             sizes[s].w, sizes[s].h, (unsigned long long)seed, chunks[k]);
                run_free(run);
            }
            run_free(plain);
        }
    }
}

/* A viewer may attach in the middle of a run (after unwatched steps, which
 * may keep faster, viewer-unfriendly marks): from then on every change is
 * reported, and the run ends as an unwatched one does. */
static void check_attach_midway(const GenAlgo *algo, int variant)
{
    static const Size mid_sizes[] = { {2, 2}, {13, 7}, {40, 33} };
    for (size_t s = 0; s < sizeof mid_sizes / sizeof mid_sizes[0]; s++) {
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            const int w = mid_sizes[s].w, h = mid_sizes[s].h;
            GenRun *plain = test_generate(algo, variant, w, h, seed, SIZE_MAX);
            /* attach after 1 step, a third and two thirds of the run */
            const uint64_t at[] = { 1, plain->steps / 3, 2 * plain->steps / 3 };
            for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
                MazeStatus st;
                GenRun *run = gen_run_new(algo, variant, w, h, seed, &st);
                assert_non_null(run);
                while (run->steps < at[k] && !run_done(run))
                    run_step(run, 1);
                finish_watched(run, 5, false);
                if (!same_end(plain, run))
                    fail_msg("%s %dx%d seed %llu attached at %llu: differs from unwatched",
                             algo->id, w, h, (unsigned long long)seed, (unsigned long long)at[k]);
                run_free(run);
            }
            run_free(plain);
        }
    }
}

/* Runs run to the end one reported step at a time (as the teaching panel
 * does), then detaches the report. */
static void finish_reported(GenRun *run)
{
    StepReport report;
    run_set_report(run, &report);
    while (!run_done(run))
        assert_int_equal(run_step(run, 1), 1);
    run_set_report(run, NULL);
}

/* Grids over 64 cells wide and high have a region at least 32 cells from
 * every edge, where an unwatched random walk (Aldous-Broder) moves a whole
 * pool of 32 draws at a time with no edge test, and leaves and re-enters it
 * at the borders of that region. Unwatched runs stepped in chunks that do
 * and do not fit a pool (1, 31, 32, 33, 4096), a watched run and a reported
 * run must all end as the run done in one call. */
static void check_far_region(const GenAlgo *algo, int variant)
{
    static const Size far_sizes[] = { {65, 65}, {66, 70}, {70, 66}, {64, 130}, {131, 97} };
    static const size_t chunks[] = { 1, 31, 32, 33, 4096 };
    for (size_t s = 0; s < sizeof far_sizes / sizeof far_sizes[0]; s++) {
        for (uint64_t seed = 0; seed < 3; seed++) {
            const int w = far_sizes[s].w, h = far_sizes[s].h;
            GenRun *plain = test_generate(algo, variant, w, h, seed, SIZE_MAX);
            for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
                MazeStatus st;
                GenRun *run = gen_run_new(algo, variant, w, h, seed, &st);
                assert_non_null(run);
                while (!run_done(run)) {
                    size_t made = run_step(run, chunks[k]);
                    assert_true(made > 0 && made <= chunks[k]);
                }
                if (!same_end(plain, run))
                    fail_msg("%s %dx%d seed %llu unwatched chunk %zu: differs", algo->id, w, h,
                             (unsigned long long)seed, chunks[k]);
                run_free(run);
            }
            MazeStatus st;
            GenRun *watched = gen_run_new(algo, variant, w, h, seed, &st);
            GenRun *reported = gen_run_new(algo, variant, w, h, seed, &st);
            assert_non_null(watched);
            assert_non_null(reported);
            finish_watched(watched, 4096, true);
            finish_reported(reported);
            if (!same_end(plain, watched) || !same_end(plain, reported))
                fail_msg("%s %dx%d seed %llu: a watched or reported run differs", algo->id, w,
                         h, (unsigned long long)seed);
            run_free(watched);
            run_free(reported);
            run_free(plain);
        }
    }
}

/* True when run's overlays show sets (OV_SETS). */
static bool shows_sets(const GenRun *run)
{
    OverlayList l;
    run_overlays(run, NULL, &l);
    return overlay_find(&l, OV_SETS) != NULL;
}

/* a and b are at the same step with the same passages, marks, RNG, phase
 * and, for every cell, the same set and set size. */
static void assert_same_state(const GenRun *a, const GenRun *b, size_t chunk)
{
    const Grid *g = &a->grid;
    bool same = a->steps == b->steps && grid_same_passages(g, &b->grid) &&
                memcmp(g->mark, b->grid.mark, g->n) == 0 &&
                memcmp(&a->rng, &b->rng, sizeof a->rng) == 0 &&
                strcmp(run_phase(a), run_phase(b)) == 0;
    for (uint32_t i = 0; i < g->n && same; i++) {
        uint32_t size_a = 0, size_b = 0;
        uint32_t set_a = run_cell_set(a, i, &size_a), set_b = run_cell_set(b, i, &size_b);
        same = set_a == set_b && size_a == size_b;
    }
    if (!same)
        fail_msg("%s %dx%d seed %llu chunk %zu: differs from a reported run at step %llu",
                 a->algo->id, g->w, g->h, (unsigned long long)a->seed, chunk,
                 (unsigned long long)a->steps);
}

/* A generator that shows sets keeps them as part of its state at every
 * step: unwatched runs stepped in chunks that end inside rows, at their
 * ends and several rows on (the sizes of Eller's whole-row path) match a
 * run reported one step at a time after every chunk. */
static void check_chunk_sets(const GenAlgo *algo, int variant)
{
    static const Size set_sizes[] = { {1, 1}, {1, 9}, {9, 1}, {2, 2}, {5, 4}, {13, 9}, {65, 6} };
    MazeStatus st;
    GenRun *probe = gen_run_new(algo, variant, 5, 4, 1, &st);
    assert_non_null(probe);
    bool sets = shows_sets(probe);
    run_free(probe);
    if (!sets)
        return;
    for (size_t s = 0; s < sizeof set_sizes / sizeof set_sizes[0]; s++) {
        const int w = set_sizes[s].w, h = set_sizes[s].h;
        const size_t row = (size_t)w;
        const size_t chunks[] = { 1, 2, 3, row > 1 ? row - 1 : 1, row, 2 * row - 1, 2 * row,
                                  4 * row - 1, 5 * row + 1, SIZE_MAX };
        for (uint64_t seed = 0; seed < 3; seed++) {
            for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
                GenRun *run = gen_run_new(algo, variant, w, h, seed, &st);
                GenRun *ref = gen_run_new(algo, variant, w, h, seed, &st);
                assert_non_null(run);
                assert_non_null(ref);
                StepReport report;
                run_set_report(ref, &report);
                while (!run_done(run)) {
                    assert_true(run_step(run, chunks[k]) > 0);
                    while (ref->steps < run->steps)
                        assert_int_equal(run_step(ref, 1), 1);
                    assert_same_state(run, ref, chunks[k]);
                }
                run_free(run);
                run_free(ref);
            }
        }
    }
}

static void test_chunk_sets(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++)
            check_chunk_sets(gen_algos[k], v);
    }
}

static void test_far_region(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++)
            check_far_region(gen_algos[k], v);
    }
}

static void test_attach_midway(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++)
            check_attach_midway(gen_algos[k], v);
    }
}

static void test_watched_equals_unwatched(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++)
            check_algo(gen_algos[k], v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_watched_equals_unwatched),
        cmocka_unit_test(test_attach_midway),
        cmocka_unit_test(test_far_region),
        cmocka_unit_test(test_chunk_sets),
    };
    return cmocka_run_group_tests_name("watched generators", tests, NULL, NULL);
}
