/* test_solve.c - the solvers in solve_algos[] (what each promises is in
 * test_solve_truth.c):
 *   - both wall followers reach the exit of every maze every generator makes
 *     (many seeds and sizes, 1x1, 1xN and Nx1 included), from the entrance
 *     and from any start cell and facing; in perfect mazes their path equals
 *     the shortest (the only) path bfs finds;
 *   - they stop with SOLVE_LOOP where they would walk forever (exit walled
 *     off; a start beside a free-standing pillar; a walled-in start);
 *   - bfs distances equal a brute-force relaxation on imperfect mazes, and
 *     bfs reports SOLVE_NO_PATH when the exit is cut off;
 *   - every solver, on a goal it cannot reach, ends with the verdict of its
 *     kind (no path, a loop, or giving up);
 *   - stepping 1 or 7 at a time equals all at once; the dirty list is exact;
 *   - bad arguments are refused and nothing leaks. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/solve.h"

typedef struct Size { int w, h; } Size;
static const Size sizes[] = { {1, 1}, {1, 17}, {17, 1}, {2, 2}, {9, 7}, {31, 20}, {64, 64} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], SEEDS = 60 };

static const SolveAlgo *algo(const char *id)
{
    const SolveAlgo *a = solve_find(id);
    assert_non_null(a);
    return a;
}

/* Runs a from (start, facing) on g to the end, `chunk` steps at a time,
 * flooding (a search gives every reachable cell its distance). */
static SolveRun *run_solver(const SolveAlgo *a, const Grid *g, uint32_t start, Dir facing,
                            size_t chunk)
{
    MazeStatus st;
    SolveRun *run = solve_run_new_at(a, g, start, facing, &st);
    if (!run)
        fail_msg("%s: %s", a->id, maze_strerror(st));
    solve_set_flood(run, true);
    while (!run_done(run))
        if (run_step(run, chunk) == 0)
            fail_msg("%s: no progress after %llu steps", a->id, (unsigned long long)run->steps);
    assert_int_equal(run_step(run, 10), 0);
    return run;
}

static uint32_t *path_of(const SolveRun *run, size_t *len)
{
    uint32_t *cells;
    assert_int_equal(solve_path(run, &cells, len), MAZE_OK);
    return cells;
}

/* The path is a simple walk through open passages from `start` to the exit,
 * and its cells are exactly the trail's TRAIL_PATH cells. */
static void check_path(const SolveRun *run, uint32_t start)
{
    const Grid *g = run->ctx.grid;
    size_t len;
    uint32_t *p = path_of(run, &len);
    assert_int_equal(len, run->ctx.path_len);
    assert_true(len >= 1);
    assert_int_equal(p[0], start);
    assert_int_equal(p[len - 1], grid_exit(g));
    uint8_t *on = calloc(g->n, 1);
    for (size_t k = 0; k < len; k++) {
        assert_int_equal(on[p[k]], 0);
        on[p[k]] = 1;
        if (k + 1 < len) {
            bool adjacent = false;
            for (int d = 0; d < 4; d++)
                if (grid_is_open(g, p[k], (Dir)d) && grid_neighbor(g, p[k], (Dir)d) == p[k + 1])
                    adjacent = true;
            assert_true(adjacent);
        }
    }
    for (uint32_t i = 0; i < g->n; i++)
        assert_int_equal(on[i], solve_trail(run)[i] == TRAIL_PATH);
    free(on);
    mem_free(p);
}

static void assert_same_path(const SolveRun *a, const SolveRun *b)
{
    size_t la, lb;
    uint32_t *pa = path_of(a, &la), *pb = path_of(b, &lb);
    assert_int_equal(la, lb);
    assert_memory_equal(pa, pb, la * sizeof *pa);
    mem_free(pa);
    mem_free(pb);
}

/* Every finished generator run, over every variant, size and seed. */
typedef void (*MazeCheck)(const Grid *g, bool perfect, uint64_t seed);

static void for_each_maze(MazeCheck check, int seeds)
{
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *ga = gen_algos[k];
        int nv = algo_variant_total(ga);
        for (int v = 0; v < nv; v++)
            for (int s = 0; s < SIZE_COUNT; s++)
                for (uint64_t seed = 0; seed < (uint64_t)seeds; seed++) {
                    GenRun *gr = test_generate(ga, v, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
                    check(&gr->grid, gen_variant_perfect(ga, v), seed);
                    run_free(gr);
                }
    }
}

static void check_followers_from_entrance(const Grid *g, bool perfect, uint64_t seed)
{
    (void)seed;
    SolveRun *bfs = run_solver(algo("bfs"), g, 0, DIR_S, SIZE_MAX);
    assert_int_equal(solve_verdict(bfs), SOLVE_REACHED);
    check_path(bfs, 0);
    assert_int_equal(solve_raw_length(bfs), bfs->ctx.path_len);
    assert_int_equal(bfs->ctx.path_len, solve_distances(bfs)[grid_exit(g)] + 1);
    for (int hand = 0; hand < 2; hand++) {
        SolveRun *wf = run_solver(algo(hand ? "wall-left" : "wall-right"), g, 0, DIR_S, SIZE_MAX);
        /* Both hands start on the outer wall, which leads to the exit. */
        assert_int_equal(solve_verdict(wf), SOLVE_REACHED);
        check_path(wf, 0);
        assert_int_equal(solve_current(wf), grid_exit(g));
        assert_int_equal(wf->steps, solve_raw_length(wf) + 1);  /* + stepping out */
        assert_true(solve_raw_length(wf) + 1 >= wf->ctx.path_len);
        assert_null(solve_distances(wf));
        if (perfect) {
            assert_same_path(wf, bfs);
            assert_true(solve_raw_length(wf) <= 2 * (uint64_t)(g->n - 1));
        }
        run_free(wf);
    }
    run_free(bfs);
}

static void test_followers_reach_exit(void **state)
{
    (void)state;
    for_each_maze(check_followers_from_entrance, SEEDS);
    assert_int_equal(mem_current(), 0);
}

/* From any start cell and facing, in a perfect maze, both hands reach the
 * exit along the only path there, which bfs from that start finds too. */
static void check_followers_from_anywhere(const Grid *g, bool perfect, uint64_t seed)
{
    if (!perfect)
        return;
    Rng rng;
    rng_seed(&rng, seed * 7919 + g->n);
    for (int trial = 0; trial < 3; trial++) {
        uint32_t start = rng_below(&rng, g->n);
        Dir facing = (Dir)rng_below(&rng, 4);
        SolveRun *bfs = run_solver(algo("bfs"), g, start, facing, SIZE_MAX);
        assert_int_equal(solve_verdict(bfs), SOLVE_REACHED);
        assert_int_equal(solve_distances(bfs)[start], 0);
        for (int hand = 0; hand < 2; hand++) {
            SolveRun *wf = run_solver(algo(hand ? "wall-left" : "wall-right"), g, start, facing, 1);
            assert_int_equal(solve_verdict(wf), SOLVE_REACHED);
            check_path(wf, start);
            assert_same_path(wf, bfs);
            run_free(wf);
        }
        run_free(bfs);
    }
}

static void test_followers_from_anywhere(void **state)
{
    (void)state;
    for_each_maze(check_followers_from_anywhere, 20);
    assert_int_equal(mem_current(), 0);
}

/* A perfect maze with the exit cell walled in: the followers walk their
 * part forever, bfs finds no path, and nothing claims a path. */
static void check_exit_walled_off(const Grid *src, bool perfect, uint64_t seed)
{
    (void)perfect;
    (void)seed;
    if (src->n < 2)
        return;     /* a 1x1 maze's exit cell is its entrance */
    Grid g;
    assert_int_equal(grid_init(&g, src->w, src->h), MAZE_OK);
    memcpy(g.pass, src->pass, g.n);
    grid_wall(&g, grid_exit(&g), DIR_N);
    grid_wall(&g, grid_exit(&g), DIR_W);
    for (int hand = 0; hand < 2; hand++) {
        SolveRun *wf = run_solver(algo(hand ? "wall-left" : "wall-right"), &g, 0, DIR_S, 3);
        assert_int_equal(solve_verdict(wf), SOLVE_LOOP);
        assert_true(solve_raw_length(wf) <= 4 * (uint64_t)g.n);
        uint32_t *cells = (uint32_t *)1;
        size_t len = 9;
        assert_int_equal(solve_path(wf, &cells, &len), MAZE_ERR_ARG);
        assert_null(cells);
        assert_int_equal(len, 0);
        assert_int_equal(solve_trail(wf)[grid_exit(&g)], TRAIL_NONE);
        run_free(wf);
    }
    SolveRun *bfs = run_solver(algo("bfs"), &g, 0, DIR_S, SIZE_MAX);
    assert_int_equal(solve_verdict(bfs), SOLVE_NO_PATH);
    assert_int_equal(solve_distances(bfs)[grid_exit(&g)], UINT32_MAX);
    assert_int_equal(solve_raw_length(bfs), 0);
    run_free(bfs);
    grid_free(&g);
}

static void test_loop_exit_walled_off(void **state)
{
    (void)state;
    for_each_maze(check_exit_walled_off, 20);

    /* Handmade, with loops: the exit cell (2,2) has no way in. */
    Grid g;
    test_grid_from_blocks(&g,
                          "# #####\n"
                          "#     #\n"
                          "# # # #\n"
                          "#     #\n"
                          "# # ###\n"
                          "#   # #\n"
                          "##### #");
    for (size_t k = 0; k < solve_algo_count; k++) {
        SolveRun *run = run_solver(solve_algos[k], &g, 0, DIR_S, 1);
        assert_int_equal(solve_verdict(run), test_unreachable_verdict(solve_algos[k]));
        assert_string_equal(run_phase(run), "done");
        run_free(run);
    }
    grid_free(&g);
    assert_int_equal(mem_current(), 0);
}

static void test_loop_around_pillar(void **state)
{
    (void)state;
    Grid g;
    test_grid_from_blocks(&g, test_pillar_room);
    /* Start at (1,2), the pillar on the hand's side: round it forever. */
    const struct { const char *id; Dir facing; } cases[] = {
        { "wall-right", DIR_N }, { "wall-left", DIR_S },
    };
    static const uint32_t ring[] = { 6, 7, 8, 11, 13, 16, 17, 18 };
    for (size_t c = 0; c < 2; c++) {
        SolveRun *run = run_solver(algo(cases[c].id), &g, 11, cases[c].facing, 1);
        assert_int_equal(solve_verdict(run), SOLVE_LOOP);
        assert_int_equal(run->steps, 8);
        assert_int_equal(solve_raw_length(run), 8);
        assert_int_equal(solve_current(run), 11);
        uint32_t touched = 0;
        for (uint32_t i = 0; i < g.n; i++)
            touched += solve_trail(run)[i] != TRAIL_NONE;
        assert_int_equal(touched, 8);
        for (size_t k = 0; k < 8; k++)
            assert_int_not_equal(solve_trail(run)[ring[k]], TRAIL_NONE);
        run_free(run);
    }
    /* From the entrance, both hands follow the outer wall to the exit. */
    for (size_t c = 0; c < 2; c++) {
        SolveRun *run = run_solver(algo(cases[c].id), &g, 0, DIR_S, 1);
        assert_int_equal(solve_verdict(run), SOLVE_REACHED);
        assert_int_equal(solve_raw_length(run), 8);
        assert_int_equal(run->ctx.path_len, 9);
        check_path(run, 0);
        run_free(run);
    }
    grid_free(&g);
    assert_int_equal(mem_current(), 0);
}

static void test_walled_in_start(void **state)
{
    (void)state;
    Grid g;
    test_grid_from_blocks(&g,
                          "# ###\n"
                          "# # #\n"
                          "#####\n"
                          "#   #\n"
                          "### #");
    for (int hand = 0; hand < 2; hand++) {
        MazeStatus st;
        SolveRun *run = solve_run_new(algo(hand ? "wall-left" : "wall-right"), &g, &st);
        assert_non_null(run);
        assert_int_equal(solve_verdict(run), SOLVE_LOOP);
        assert_int_equal(run_step(run, 5), 0);
        assert_int_equal(run->steps, 0);
        run_free(run);
    }
    /* Cell 1 is walled in too; the exit cell (1,1) is not. */
    SolveRun *bfs = run_solver(algo("bfs"), &g, 0, DIR_S, 1);
    assert_int_equal(solve_verdict(bfs), SOLVE_NO_PATH);
    assert_int_equal(bfs->steps, 1);
    run_free(bfs);
    grid_free(&g);
}

/* Distances by repeated relaxation until nothing changes (Bellman-Ford). */
static uint32_t *reference_distances(const Grid *g, uint32_t start)
{
    uint32_t *d = malloc(g->n * sizeof *d);
    for (uint32_t i = 0; i < g->n; i++)
        d[i] = UINT32_MAX;
    d[start] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t i = 0; i < g->n; i++) {
            if (d[i] == UINT32_MAX)
                continue;
            for (int k = 0; k < 4; k++) {
                if (!grid_is_open(g, i, (Dir)k))
                    continue;
                uint32_t j = grid_neighbor(g, i, (Dir)k);
                if (d[i] + 1 < d[j]) {
                    d[j] = d[i] + 1;
                    changed = true;
                }
            }
        }
    }
    return d;
}

/* bfs stopping at the exit (not flooding) on g from start: a path as short
 * as the full flood's (full), every expanded cell no farther than the exit,
 * fewer or as many cells explored, and the explored count equals the
 * visited trail. */
static void check_bfs_stops_at_exit(const Grid *g, uint32_t start, const uint32_t *want,
                                    const SolveRun *full)
{
    SolveRun *run = solve_run_new_at(algo("bfs"), g, start, DIR_N, NULL);
    assert_non_null(run);
    run_finish(run);
    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
    check_path(run, start);
    assert_int_equal(run->ctx.path_len, full->ctx.path_len);
    assert_true(run->ctx.explored <= full->ctx.explored);
    uint32_t exit_d = want[grid_exit(g)], expanded = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        uint8_t t = solve_trail(run)[i];
        if (t == TRAIL_VISITED || (t == TRAIL_PATH && i != grid_exit(g))) {
            expanded++;
            assert_true(want[i] <= exit_d);
        }
    }
    /* The path's cells were expanded too, except the exit (only reached). */
    assert_int_equal(run->ctx.explored, expanded + (start == grid_exit(g)));
    run_free(run);
}

static void check_bfs_imperfect(const Grid *src, bool perfect, uint64_t seed)
{
    (void)perfect;
    Grid g;
    assert_int_equal(grid_init(&g, src->w, src->h), MAZE_OK);
    memcpy(g.pass, src->pass, g.n);
    Rng rng;
    rng_seed(&rng, seed);
    /* Knock out about one wall in six, then wall off a few passages so
     * some cells become unreachable. */
    for (uint32_t k = 0; k < g.n / 6 + 1; k++)
        grid_carve(&g, rng_below(&rng, g.n), (Dir)rng_below(&rng, 4));
    for (uint32_t k = 0; k < seed % 3; k++)
        grid_wall(&g, rng_below(&rng, g.n), (Dir)rng_below(&rng, 4));
    uint32_t start = seed % 2 ? rng_below(&rng, g.n) : 0;
    uint32_t *want = reference_distances(&g, start);
    SolveRun *run = run_solver(algo("bfs"), &g, start, DIR_N, SIZE_MAX);
    const uint32_t *dist = solve_distances(run);
    for (uint32_t i = 0; i < g.n; i++) {
        if (dist[i] != want[i])
            fail_msg("%dx%d seed %llu cell %u: bfs %u, reference %u", g.w, g.h,
                     (unsigned long long)seed, i, dist[i], want[i]);
        assert_int_equal(solve_trail(run)[i] == TRAIL_NONE, want[i] == UINT32_MAX);
    }
    if (want[grid_exit(&g)] == UINT32_MAX) {
        assert_int_equal(solve_verdict(run), SOLVE_NO_PATH);
    } else {
        assert_int_equal(solve_verdict(run), SOLVE_REACHED);
        check_path(run, start);
        assert_int_equal(run->ctx.path_len, want[grid_exit(&g)] + 1);
        check_bfs_stops_at_exit(&g, start, want, run);
        /* From the entrance a wall follower still gets out, by some path. */
        if (start == 0)
            for (int hand = 0; hand < 2; hand++) {
                SolveRun *wf = run_solver(algo(hand ? "wall-left" : "wall-right"), &g, 0, DIR_S, SIZE_MAX);
                assert_int_equal(solve_verdict(wf), SOLVE_REACHED);
                check_path(wf, 0);
                assert_true(wf->ctx.path_len >= run->ctx.path_len);
                run_free(wf);
            }
    }
    run_free(run);
    free(want);
    grid_free(&g);
}

static void test_bfs_matches_reference(void **state)
{
    (void)state;
    for_each_maze(check_bfs_imperfect, 30);
    assert_int_equal(mem_current(), 0);
}

static void check_stepwise(const Grid *g, bool perfect, uint64_t seed)
{
    (void)perfect;
    const size_t chunks[] = { 1, 7 };
    uint32_t start = seed % 3 == 0 ? 0 : (uint32_t)(seed * 2654435761u % g->n);
    Dir facing = (Dir)(seed % 4);
    for (size_t k = 0; k < solve_algo_count; k++) {
        SolveRun *all = run_solver(solve_algos[k], g, start, facing, SIZE_MAX);
        for (size_t c = 0; c < 2; c++) {
            SolveRun *part = run_solver(solve_algos[k], g, start, facing, chunks[c]);
            assert_int_equal(solve_verdict(all), solve_verdict(part));
            assert_int_equal(all->steps, part->steps);
            assert_int_equal(solve_raw_length(all), solve_raw_length(part));
            assert_int_equal(solve_current(all), solve_current(part));
            assert_memory_equal(solve_trail(all), solve_trail(part), g->n);
            if (solve_distances(all))
                assert_memory_equal(solve_distances(all), solve_distances(part), g->n * sizeof(uint32_t));
            if (solve_verdict(all) == SOLVE_REACHED)
                assert_same_path(all, part);
            run_free(part);
        }
        run_free(all);
    }
}

static void test_stepwise_equals_batch(void **state)
{
    (void)state;
    for_each_maze(check_stepwise, 20);
    assert_int_equal(mem_current(), 0);
}

/* One step at a time: every cell whose trail byte changed is reported, and
 * the old and new current cell when it moved; nothing else. */
static void check_dirty(const Grid *g, bool perfect, uint64_t seed)
{
    (void)perfect;
    if (g->n > 1000)
        return;     /* each step compares every cell */
    uint8_t *trail = malloc(g->n), *reported = malloc(g->n);
    uint32_t cells[4096];
    DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
    for (size_t k = 0; k < solve_algo_count; k++) {
        MazeStatus st;
        SolveRun *run = solve_run_new_at(solve_algos[k], g, (uint32_t)(seed % g->n), DIR_E, &st);
        assert_non_null(run);
        solve_set_move_limit(run, 8 * (uint64_t)g->n);    /* each step compares every cell */
        run_set_dirty(run, &dirty);
        while (!run_done(run)) {
            memcpy(trail, solve_trail(run), g->n);
            uint32_t was = solve_current(run);
            dirty_clear(&dirty);
            assert_int_equal(run_step(run, 1), 1);
            assert_false(dirty.overflow);
            memset(reported, 0, g->n);
            for (size_t j = 0; j < dirty.len; j++) {
                assert_true(dirty.cells[j] < g->n);
                reported[dirty.cells[j]] = 1;
            }
            uint32_t now = solve_current(run);
            for (uint32_t i = 0; i < g->n; i++) {
                bool changed = trail[i] != solve_trail(run)[i] || (was != now && (i == was || i == now));
                if (changed != (reported[i] != 0))
                    fail_msg("%s %dx%d seed %llu step %llu: cell %u %s", solve_algos[k]->id, g->w,
                             g->h, (unsigned long long)seed, (unsigned long long)run->steps, i,
                             changed ? "changed but not reported" : "reported but unchanged");
            }
        }
        run_free(run);
    }
    free(trail);
    free(reported);
}

static void test_dirty_exact(void **state)
{
    (void)state;
    for_each_maze(check_dirty, 5);
    assert_int_equal(mem_current(), 0);
}

static void test_bad_arguments(void **state)
{
    (void)state;
    GenRun *gr = test_generate(gen_find("backtracker"), 0, 4, 3, 1, SIZE_MAX);
    for (size_t k = 0; k < solve_algo_count; k++) {
        MazeStatus st = MAZE_OK;
        assert_null(solve_run_new_at(solve_algos[k], &gr->grid, 12, DIR_N, &st));
        assert_int_equal(st, MAZE_ERR_ARG);
        assert_null(solve_run_new_at(solve_algos[k], &gr->grid, 0, (Dir)4, &st));
        assert_int_equal(st, MAZE_ERR_ARG);
        /* A path is only there once the exit is reached. */
        SolveRun *run = solve_run_new(solve_algos[k], &gr->grid, &st);
        assert_int_equal(st, MAZE_OK);
        assert_int_equal(solve_verdict(run), SOLVE_RUNNING);
        assert_int_equal(run_step(run, 0), 0);
        uint32_t *cells;
        size_t len;
        assert_int_equal(solve_path(run, &cells, &len), MAZE_ERR_ARG);
        assert_null(cells);
        run_free(run);
    }
    run_free(gr);
    run_free(NULL);
    assert_int_equal(mem_current(), 0);
}

static void test_table(void **state)
{
    (void)state;
    static const char *const ids[] = { "wall-right", "wall-left", "pledge", "tremaux",
                                       "random-mouse", "dead-end-filling", "dfs", "bfs",
                                       "greedy", "astar", "dijkstra" };
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++)
        assert_non_null(solve_find(ids[k]));
    assert_string_equal(solve_algos[0]->id, "wall-right");     /* the default */
    assert_string_equal(solve_find_shortest()->id, "bfs");
    for (size_t k = 0; k < solve_algo_count; k++) {
        const SolveAlgo *a = solve_algos[k];
        assert_ptr_equal(solve_find(a->id), a);
        assert_true(strlen(a->name) > 0 && strlen(a->blurb) > 20);
        assert_non_null(a->init);
        assert_non_null(a->step);
        assert_non_null(a->path);
        assert_non_null(a->release);
        assert_non_null(a->phase_name);
    }
    assert_null(solve_find("no-such-solver"));
    assert_string_equal(solve_verdict_name(SOLVE_REACHED), "reached");
    assert_string_equal(solve_verdict_name(SOLVE_LOOP), "loop");
    assert_string_equal(solve_verdict_name(SOLVE_NO_PATH), "no path");
    assert_string_equal(solve_verdict_name(SOLVE_RUNNING), "running");
    assert_string_equal(solve_verdict_name(SOLVE_GAVE_UP), "gave up");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_followers_reach_exit),
        cmocka_unit_test(test_followers_from_anywhere),
        cmocka_unit_test(test_loop_exit_walled_off),
        cmocka_unit_test(test_loop_around_pillar),
        cmocka_unit_test(test_walled_in_start),
        cmocka_unit_test(test_bfs_matches_reference),
        cmocka_unit_test(test_stepwise_equals_batch),
        cmocka_unit_test(test_dirty_exact),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests_name("solvers", tests, NULL, NULL);
}
