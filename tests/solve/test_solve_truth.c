/* test_solve_truth.c - what each solver promises, checked over many mazes
 * (perfect, braided, cut), sizes, seeds, starts and goals by code written
 * apart from the solvers (their bookkeeping is never trusted):
 *   - the wall follower: it reaches a goal inside a perfect maze; with the
 *     goal on an island (a goal inside a maze with loops, or in an open
 *     field) it reports a loop within 4n moves, exactly when a walker of
 *     this file's own, following the same hand, repeats a state;
 *   - Pledge: from every start and facing it reaches an exit in the outer
 *     wall, where the wall follower circles a pillar; a Pledge walker of
 *     this file's own makes the same moves and states the same counter;
 *   - Trémaux: it reaches every goal that can be reached (by an independent
 *     search) and says "no path" otherwise; no passage is crossed more
 *     than twice; the passages crossed once are exactly its path;
 *   - dead-end filling leaves exactly the breadth-first path of a perfect
 *     maze, and a shortest path of a braided one;
 *   - A* and Dijkstra: the cost of their path equals an independent
 *     Dijkstra's, with mud; breadth-first search, blind to mud, pays more
 *     on some mazes;
 *   - A* expands no more cells than breadth-first search on an open field;
 *     greedy best-first returns a longer path than bfs on a fixed maze;
 *   - the random mouse repeats its walk from the same seed and gives up
 *     exactly at its move limit;
 *   - every solver ends when the goal is walled off, with the verdict its
 *     kind gives. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/braid.h"
#include "maze/mem.h"
#include "maze/weights.h"

static const SolveAlgo *algo(const char *id)
{
    const SolveAlgo *a = solve_find(id);
    assert_non_null(a);
    return a;
}

/* ---- independent views of a maze ------------------------------------------ */

/* The cells of the shortest path from `from` to `to` (distances from
 * test_cheapest without costs), marked in on[]; its length, 0 if none. */
static uint32_t ref_path(const Grid *g, uint32_t from, uint32_t to, uint8_t *on)
{
    uint32_t *d = test_cheapest(g, NULL, from), len = 0;
    memset(on, 0, g->n);
    if (d[to] != UINT32_MAX) {
        for (uint32_t i = to;; len++) {
            on[i] = 1;
            if (i == from) {
                len++;
                break;
            }
            for (int k = 0; k < 4; k++) {
                uint32_t j = grid_neighbor(g, i, (Dir)k);
                if (j != GRID_NONE && grid_is_open(g, i, (Dir)k) && d[j] + 1 == d[i]) {
                    i = j;
                    break;
                }
            }
        }
    }
    free(d);
    return len;
}

/* A finished maze of generator id, braided by `braid` percent. */
static GenRun *maze(const char *id, int w, int h, uint64_t seed, int braid)
{
    const GenAlgo *ga = gen_find(id);
    GenRun *run = test_generate(ga, (int)(seed % (uint64_t)algo_variant_total(ga)), w, h, seed,
                                SIZE_MAX);
    assert_int_equal(braid_apply(&run->grid, braid, seed, NULL), MAZE_OK);
    return run;
}

/* Runs a on g from (start, facing) to its end with a report attached,
 * calling each(ctx, report) after every step. */
typedef void (*EachStep)(void *ctx, const SolveRun *run, const StepReport *r);

static SolveRun *solve_watched(const SolveAlgo *a, const Grid *g, uint32_t start, Dir facing,
                               EachStep each, void *ctx)
{
    MazeStatus st;
    SolveRun *run = solve_run_new_at(a, g, start, facing, &st);
    assert_non_null(run);
    StepReport r;
    run_set_report(run, &r);
    if (each)
        each(ctx, run, &r);
    while (!run_done(run)) {
        assert_int_equal(run_step(run, 1), 1);
        if (each)
            each(ctx, run, &r);
    }
    run_set_report(run, NULL);
    return run;
}

/* The path is a walk through open passages from start to the goal. */
static void check_walk(const SolveRun *run, uint32_t start)
{
    uint32_t *cells;
    size_t len;
    assert_int_equal(solve_path(run, &cells, &len), MAZE_OK);
    assert_true(len >= 1);
    assert_int_equal(cells[0], start);
    assert_int_equal(cells[len - 1], run->ctx.grid->ends.goal);
    assert_true(grid_walk_ok(run->ctx.grid, cells, len));
    mem_free(cells);
}

/* ---- the wall follower ----------------------------------------------------- */

/* A right- or left-hand walker of this file's own: the verdict it comes to
 * (reached, or a loop on a state seen before) and its moves. */
static SolveVerdict ref_follow(const Grid *g, uint32_t start, Dir facing, bool right,
                               uint64_t *moves)
{
    uint8_t *seen = calloc(g->n, 1);
    uint32_t at = start;
    *moves = 0;
    SolveVerdict v = SOLVE_LOOP;
    seen[at] |= (uint8_t)(1u << facing);
    bool inside = g->ends.goal_side == GRID_INSIDE;
    if (inside && at == g->ends.goal)
        v = SOLVE_REACHED;
    while (v == SOLVE_LOOP) {
        const int order[4] = { right ? 1 : 3, 0, right ? 3 : 1, 2 };
        int d = -1;
        for (int k = 0; k < 4 && d < 0; k++) {
            int t = (facing + order[k]) % 4;
            if (grid_is_open(g, at, (Dir)t) || (at == g->ends.goal && t == g->ends.goal_side))
                d = t;
        }
        if (d < 0)
            break;  /* walled in */
        uint32_t next = grid_neighbor(g, at, (Dir)d);
        if (next == GRID_NONE) {
            v = SOLVE_REACHED;
            break;
        }
        (*moves)++;
        at = next;
        facing = (Dir)d;
        if (inside && at == g->ends.goal) {
            v = SOLVE_REACHED;
            break;
        }
        if (seen[at] & (1u << facing))
            break;
        seen[at] |= (uint8_t)(1u << facing);
    }
    free(seen);
    return v;
}

static void test_wall_follower_islands(void **state)
{
    (void)state;
    /* An open field, the goal in its middle with no opening: both hands
     * follow the outer wall round and round. */
    Grid field;
    assert_int_equal(grid_init(&field, 7, 7), MAZE_OK);
    grid_open_all(&field, MARK_DONE);
    GridEnds middle = { 0, 24, DIR_N, GRID_INSIDE };
    assert_int_equal(grid_set_ends(&field, &middle), MAZE_OK);
    for (int hand = 0; hand < 2; hand++) {
        SolveRun *run = solve_watched(algo(hand ? "wall-left" : "wall-right"), &field, 0, DIR_S,
                                      NULL, NULL);
        assert_int_equal(solve_verdict(run), SOLVE_LOOP);
        /* round the 24 cells of the rim, and one more: back at the start
         * it faces west, where it first faced south */
        assert_int_equal(solve_raw_length(run), 25);
        assert_true(solve_raw_length(run) <= 4 * (uint64_t)field.n);
        run_free(run);
    }
    grid_free(&field);

    /* Goals inside mazes, perfect and braided, from the entrance: reached
     * in every perfect maze; a loop within 4n moves exactly when the
     * reference walker loops (the goal on an island it never touches). */
    int loops = 0, reached = 0;
    static const char *const makers[] = { "backtracker", "kruskal", "wilson", "recursive-division" };
    for (size_t m = 0; m < 4; m++)
        for (uint64_t seed = 0; seed < 40; seed++) {
            int braid = seed % 4 == 0 ? 0 : (int)(seed % 4) * 30;
            GenRun *gr = maze(makers[m], 6 + (int)(seed % 9), 5 + (int)(seed % 7), seed, braid);
            Grid *g = &gr->grid;
            bool perfect = grid_is_perfect(g);
            GridEnds ends = { 0, (uint32_t)(seed * 2654435761u % g->n), DIR_N, GRID_INSIDE };
            assert_int_equal(grid_set_ends(g, &ends), MAZE_OK);
            for (int hand = 0; hand < 2; hand++) {
                uint64_t moves;
                SolveVerdict want = ref_follow(g, 0, DIR_S, hand == 0, &moves);
                SolveRun *run = solve_watched(algo(hand ? "wall-left" : "wall-right"), g, 0,
                                              DIR_S, NULL, NULL);
                assert_int_equal(solve_verdict(run), want);
                assert_int_equal(solve_raw_length(run), moves);
                if (perfect)
                    assert_int_equal(want, SOLVE_REACHED);
                if (want == SOLVE_LOOP) {
                    assert_true(moves <= 4 * (uint64_t)g->n);
                    loops++;
                } else {
                    check_walk(run, 0);
                    reached++;
                }
                run_free(run);
            }
            run_free(gr);
        }
    print_message("wall follower: %d loops round islands, %d goals reached\n", loops, reached);
    assert_true(loops > 20 && reached > 20);
    assert_int_equal(mem_current(), 0);
}

/* ---- Pledge ---------------------------------------------------------------- */

/* A Pledge walker of this file's own (right hand on the wall, the heading
 * the facing at the start), moved one step per report of the solver's:
 * each move must be the one it makes, and each counter stated its own. */
typedef struct RefPledge {
    const Grid *g;
    uint32_t at;
    int facing, heading, turns;
    bool following;
    long checked;
} RefPledge;

static bool ref_open(const Grid *g, uint32_t at, int d)
{
    return grid_is_open(g, at, (Dir)d) || (at == g->ends.goal && d == g->ends.goal_side);
}

static void ref_pledge_step(void *vctx, const SolveRun *run, const StepReport *r)
{
    RefPledge *p = vctx;
    if (run->steps == 0 || solve_verdict(run) == SOLVE_GAVE_UP)
        return;
    int turn = 0;
    if (!p->following && ref_open(p->g, p->at, p->heading)) {
        turn = 0;
    } else {
        const int meet[3] = { -1, -2, -3 }, follow[4] = { 1, 0, -1, -2 };
        const int *t = p->following ? follow : meet;
        int count = p->following ? 4 : 3;
        for (int k = 0; k < count; k++)
            if (ref_open(p->g, p->at, (p->facing + 8 + t[k]) % 4)) {
                turn = t[k];
                break;
            }
        p->following = true;
        p->turns += turn;
    }
    p->facing = (p->facing + 8 + turn) % 4;
    assert_int_equal(r->dir, p->facing);
    assert_int_equal(r->cell, p->at);
    const StepFact *turns = step_find_fact(r, "turns"), *ccw = step_find_fact(r, "ccw");
    if (turns) {
        assert_int_equal(turns->value, (uint32_t)abs(p->turns));
        assert_int_equal(ccw->value, p->turns < 0);
        p->checked++;
    }
    uint32_t next = grid_neighbor(p->g, p->at, (Dir)p->facing);
    if (next != GRID_NONE)
        p->at = next;
    if (p->following && p->turns == 0)
        p->following = false;
}

/* Pledge from (start, facing) on g: out through the goal's opening, moving
 * as the reference walker does. Returns the counters checked. */
static long check_pledge(const Grid *g, uint32_t start, Dir facing)
{
    RefPledge ref = { g, start, (int)facing, (int)facing, 0, false, 0 };
    SolveRun *run = solve_watched(algo("pledge"), g, start, facing, ref_pledge_step, &ref);
    if (solve_verdict(run) != SOLVE_REACHED)
        fail_msg("pledge %dx%d from %u facing %d: %s after %llu moves", g->w, g->h, start, facing,
                 solve_verdict_name(solve_verdict(run)), (unsigned long long)solve_raw_length(run));
    check_walk(run, start);
    assert_int_equal(solve_current(run), g->ends.goal);
    run_free(run);
    return ref.checked;
}

static void test_pledge_escapes(void **state)
{
    (void)state;
    long runs = 0, counters = 0;
    static const char *const makers[] = { "backtracker", "prim", "eller", "recursive-division" };
    for (size_t m = 0; m < 4; m++)
        for (uint64_t seed = 0; seed < 12; seed++) {
            GenRun *gr = maze(makers[m], 4 + (int)(seed % 8), 3 + (int)(seed % 6), seed,
                              (int)(seed % 3) * 50);
            Grid *g = &gr->grid;
            if (seed % 2) {     /* an exit elsewhere on the border */
                GridEnds e = { 0, (uint32_t)(g->w - 1) + (uint32_t)g->w * (uint32_t)(seed % g->h),
                               DIR_N, DIR_E };
                assert_int_equal(grid_set_ends(g, &e), MAZE_OK);
            }
            for (uint32_t start = 0; start < g->n; start++)
                for (int facing = 0; facing < 4; facing++, runs++)
                    counters += check_pledge(g, start, (Dir)facing);
            run_free(gr);
        }
    /* Where the right hand circles the pillar forever, Pledge gets out. */
    Grid room;
    test_grid_from_blocks(&room, test_pillar_room);
    SolveRun *wf = solve_watched(algo("wall-right"), &room, 11, DIR_N, NULL, NULL);
    assert_int_equal(solve_verdict(wf), SOLVE_LOOP);
    run_free(wf);
    counters += check_pledge(&room, 11, DIR_N);
    /* A goal inside: Pledge says at once that it cannot aim at it. */
    GridEnds inside = { 0, 12, DIR_N, GRID_INSIDE };
    assert_int_equal(grid_set_ends(&room, &inside), MAZE_OK);
    SolveRun *p = solve_watched(algo("pledge"), &room, 0, DIR_S, NULL, NULL);
    assert_int_equal(solve_verdict(p), SOLVE_GAVE_UP);
    assert_int_equal(p->steps, 0);
    run_free(p);
    grid_free(&room);
    print_message("pledge: %ld escapes, %ld counters checked\n", runs + 1, counters);
    assert_true(counters > 10000);
    assert_int_equal(mem_current(), 0);
}

/* ---- Trémaux ----------------------------------------------------------------- */

/* Crossings of every passage, counted from the reports: per cell, its east
 * passage's in bits 0-3 and its south one's in bits 4-7. */
typedef struct Crossings {
    uint8_t *count;
    int most;
} Crossings;

/* The byte of count (as Crossings.count) that holds the passage on side d
 * of cell i, and its shift. */
static uint8_t *crossing_of(uint8_t *count, const Grid *g, uint32_t i, Dir d, unsigned *shift)
{
    if (d == DIR_W)
        i -= 1;     /* the west passage is the east one of the cell before */
    if (d == DIR_N)
        i -= (uint32_t)g->w;
    *shift = d == DIR_E || d == DIR_W ? 0 : 4;
    return &count[i];
}

static void count_crossing(void *vctx, const SolveRun *run, const StepReport *r)
{
    Crossings *c = vctx;
    const Grid *g = run->ctx.grid;
    if (r->cell == STEP_NONE || r->other == STEP_NONE || r->dir < 0)
        return;
    assert_int_equal(grid_neighbor(g, r->cell, (Dir)r->dir), r->other);
    assert_true(grid_is_open(g, r->cell, (Dir)r->dir));
    unsigned shift;
    uint8_t *b = crossing_of(c->count, g, r->cell, (Dir)r->dir, &shift);
    unsigned n = ((*b >> shift) & 15u) + 1;
    if (n > 2)
        fail_msg("tremaux step %llu: passage %u %s crossed a third time",
                 (unsigned long long)run->steps, r->cell, sentence_dir(r->dir));
    *b = (uint8_t)((*b & ~(15u << shift)) | (n << shift));
    c->most = (int)n > c->most ? (int)n : c->most;
}

static void check_tremaux(const Grid *g, uint32_t start, uint64_t seed, int *found, int *none)
{
    Crossings c = { calloc(g->n, 1), 0 };
    MazeStatus st;
    SolveRun *run = solve_run_new_at(algo("tremaux"), g, start, DIR_S, &st);
    solve_set_seed(run, seed);
    StepReport r;
    run_set_report(run, &r);
    while (!run_done(run)) {
        assert_int_equal(run_step(run, 1), 1);
        count_crossing(&c, run, &r);
    }
    uint32_t *d = test_cheapest(g, NULL, start);
    if (d[g->ends.goal] == UINT32_MAX) {
        assert_int_equal(solve_verdict(run), SOLVE_NO_PATH);
        (*none)++;
    } else {
        assert_int_equal(solve_verdict(run), SOLVE_REACHED);
        check_walk(run, start);
        /* the passages crossed once are exactly the path's */
        uint32_t *cells;
        size_t len;
        solve_path(run, &cells, &len);
        uint8_t *on = calloc(g->n, 1);
        for (size_t k = 0; k + 1 < len; k++)
            for (int dd = 0; dd < 4; dd++)
                if (grid_neighbor(g, cells[k], (Dir)dd) == cells[k + 1]) {
                    unsigned shift;
                    uint8_t *b = crossing_of(on, g, cells[k], (Dir)dd, &shift);
                    *b = (uint8_t)(*b | (1u << shift));
                }
        for (uint32_t i = 0; i < g->n; i++)
            for (unsigned shift = 0; shift <= 4; shift += 4)
                assert_int_equal(((c.count[i] >> shift) & 15u) == 1, ((on[i] >> shift) & 15u) == 1);
        free(on);
        mem_free(cells);
        (*found)++;
    }
    free(d);
    free(c.count);
    run_free(run);
}

static void test_tremaux(void **state)
{
    (void)state;
    int found = 0, none = 0;
    static const char *const makers[] = { "kruskal", "hunt-and-kill", "recursive-division" };
    for (size_t m = 0; m < 3; m++)
        for (uint64_t seed = 0; seed < 40; seed++) {
            GenRun *gr = maze(makers[m], 3 + (int)(seed % 13), 2 + (int)(seed % 9), seed,
                              (int)(seed % 5) * 25);
            Grid *g = &gr->grid;
            Rng rng;
            rng_seed(&rng, seed);
            /* some walls put back: parts cut off, goals out of reach */
            for (uint32_t k = 0; k < (seed % 3) * g->n / 8; k++)
                grid_wall(g, rng_below(&rng, g->n), (Dir)rng_below(&rng, 4));
            GridEnds e = { 0, rng_below(&rng, g->n), DIR_N, GRID_INSIDE };
            if (seed % 2)
                e.goal_side = (int8_t)grid_border_side(g, e.goal, true);
            grid_set_ends(g, &e);
            for (int t = 0; t < 3; t++)
                check_tremaux(g, t ? rng_below(&rng, g->n) : 0, seed + (uint64_t)t, &found, &none);
            run_free(gr);
        }
    print_message("tremaux: %d goals reached, %d without a path\n", found, none);
    assert_true(found > 100 && none > 20);
    assert_int_equal(mem_current(), 0);
}

/* ---- dead-end filling ------------------------------------------------------ */

static void test_dead_end_filling(void **state)
{
    (void)state;
    int perfect = 0, braided = 0;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++)
            for (uint64_t seed = 0; seed < 10; seed++) {
                const GenAlgo *ga = gen_algos[a];
                GenRun *gr = test_generate(ga, v, 2 + (int)(seed % 15), 1 + (int)(seed % 11), seed,
                                           SIZE_MAX);
                Grid *g = &gr->grid;
                bool is_perfect = gen_variant_perfect(ga, v);
                if (seed % 2)
                    assert_int_equal(braid_apply(g, 50, seed, NULL), MAZE_OK);
                Rng rng;
                rng_seed(&rng, seed);
                GridEnds e = { rng_below(&rng, g->n), rng_below(&rng, g->n), GRID_INSIDE,
                               GRID_INSIDE };
                grid_set_ends(g, &e);
                uint8_t *on = malloc(g->n);
                uint32_t want = ref_path(g, e.start, e.goal, on);
                SolveRun *run = solve_watched(algo("dead-end-filling"), g, e.start, DIR_S, NULL,
                                              NULL);
                assert_int_equal(solve_verdict(run), want ? SOLVE_REACHED : SOLVE_NO_PATH);
                if (want) {
                    check_walk(run, e.start);
                    assert_int_equal(run->ctx.path_len, want);
                }
                if (is_perfect && !(seed % 2)) {
                    /* what remains unfilled is exactly the path */
                    for (uint32_t i = 0; i < g->n; i++)
                        assert_int_equal(solve_trail(run)[i] != TRAIL_VISITED, on[i]);
                    perfect++;
                } else {
                    braided++;
                }
                free(on);
                run_free(run);
                run_free(gr);
            }
    print_message("dead-end filling: %d perfect mazes, %d others\n", perfect, braided);
    assert_true(perfect > 50);
    assert_int_equal(mem_current(), 0);
}

/* ---- costs ------------------------------------------------------------------- */

/* The cost of a solver's path on costs mud. */
static uint64_t path_cost(const SolveRun *run, const uint8_t *mud)
{
    uint32_t *cells;
    size_t len;
    assert_int_equal(solve_path(run, &cells, &len), MAZE_OK);
    uint64_t c = weights_path_cost(mud, cells, len);
    mem_free(cells);
    return c;
}

static void test_weighted_costs(void **state)
{
    (void)state;
    int runs = 0, bfs_dearer = 0;
    for (uint64_t seed = 0; seed < 60; seed++) {
        GenRun *gr = maze(seed % 2 ? "backtracker" : "prim", 6 + (int)(seed % 17),
                          4 + (int)(seed % 11), seed, (int)(seed % 3) * 50);
        Grid *g = &gr->grid;
        uint8_t *mud = weights_new(g);
        assert_non_null(mud);
        assert_int_equal(weights_scatter_mud(mud, g->n, (int)(seed % 4) * 15, seed), MAZE_OK);
        Rng rng;
        rng_seed(&rng, seed);
        uint32_t start = rng_below(&rng, g->n);
        GridEnds e = { start, rng_below(&rng, g->n), GRID_INSIDE, GRID_INSIDE };
        grid_set_ends(g, &e);
        uint32_t *want = test_cheapest(g, mud, start);
        const char *const ids[] = { "astar", "dijkstra", "dijkstra" };
        for (int k = 0; k < 3; k++, runs++) {
            MazeStatus st;
            SolveRun *run = solve_run_new_at(algo(ids[k]), g, start, DIR_S, &st);
            solve_set_costs(run, mud);
            solve_set_flood(run, k == 2);
            assert_true(run_finish(run));
            assert_int_equal(solve_verdict(run), SOLVE_REACHED);   /* mazes are connected */
            check_walk(run, start);
            if (path_cost(run, mud) != want[e.goal])
                fail_msg("%s seed %llu: path cost %llu, an independent Dijkstra %u", ids[k],
                         (unsigned long long)seed, (unsigned long long)path_cost(run, mud),
                         want[e.goal]);
            run_free(run);
        }
        SolveRun *bfs = solve_run_new_at(algo("bfs"), g, start, DIR_S, NULL);
        run_finish(bfs);
        uint64_t blind = path_cost(bfs, mud);
        assert_true(blind >= want[e.goal]);
        bfs_dearer += blind > want[e.goal];
        run_free(bfs);
        free(want);
        mem_free(mud);
        run_free(gr);
    }
    print_message("costs: %d cheapest paths; bfs paid more on %d of 60 mazes\n", runs, bfs_dearer);
    assert_true(bfs_dearer >= 5);
    /* the share of mud is exact, and the seed's own */
    uint8_t a[1000], b[1000];
    assert_int_equal(weights_scatter_mud(a, 1000, 37, 9), MAZE_OK);
    assert_int_equal(weights_mud_count(a, 1000), 370);
    assert_int_equal(weights_scatter_mud(b, 1000, 37, 9), MAZE_OK);
    assert_memory_equal(a, b, sizeof a);
    assert_int_equal(weights_scatter_mud(b, 1000, 37, 10), MAZE_OK);
    assert_memory_not_equal(a, b, sizeof a);
    assert_int_equal(weights_scatter_mud(b, 1000, 101, 10), MAZE_ERR_ARG);
    assert_int_equal(mem_current(), 0);
}

/* ---- A* and greedy against bfs ---------------------------------------------- */

static uint32_t explored(const char *id, const Grid *g, uint32_t start)
{
    SolveRun *run = solve_run_new_at(algo(id), g, start, DIR_S, NULL);
    run_finish(run);
    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
    uint32_t k = solve_explored(run);
    run_free(run);
    return k;
}

static void test_astar_open_field(void **state)
{
    (void)state;
    long astar = 0, bfs = 0;
    for (int w = 1; w <= 30; w += 3)
        for (int h = 1; h <= 20; h += 2) {
            Grid g;
            assert_int_equal(grid_init(&g, w, h), MAZE_OK);
            grid_open_all(&g, MARK_DONE);
            Rng rng;
            rng_seed(&rng, (uint64_t)(w * 100 + h));
            for (int t = 0; t < 4; t++) {
                GridEnds e = grid_default_ends(w, h);
                if (t) {
                    e = (GridEnds){ rng_below(&rng, g.n), rng_below(&rng, g.n), GRID_INSIDE,
                                    GRID_INSIDE };
                }
                grid_set_ends(&g, &e);
                uint32_t a = explored("astar", &g, e.start), b = explored("bfs", &g, e.start);
                if (a > b)
                    fail_msg("open field %dx%d, %u to %u: A* explored %u cells, bfs %u", w, h,
                             e.start, e.goal, a, b);
                astar += a;
                bfs += b;
            }
            grid_free(&g);
        }
    print_message("open fields: A* explored %ld cells, bfs %ld\n", astar, bfs);
    assert_true(astar * 3 < bfs);
}

static void test_greedy_detour(void **state)
{
    (void)state;
    /* The goal lies straight down from the corridor's far end, so greedy
     * best-first runs the length of the comb first and keeps that way. */
    Grid g;
    test_grid_from_blocks(&g,
                          "# #########\n"
                          "#         #\n"
                          "# # # # # #\n"
                          "# # # # # #\n"
                          "# # # # # #\n"
                          "#   # # # #\n"
                          "# ### # # #\n"
                          "#     #   #\n"
                          "######### #");
    SolveRun *greedy = solve_watched(algo("greedy"), &g, 0, DIR_S, NULL, NULL);
    SolveRun *bfs = solve_watched(algo("bfs"), &g, 0, DIR_S, NULL, NULL);
    assert_int_equal(solve_verdict(greedy), SOLVE_REACHED);
    check_walk(greedy, 0);
    assert_int_equal(bfs->ctx.path_len, 8);
    assert_int_equal(greedy->ctx.path_len, 14);
    run_free(greedy);
    run_free(bfs);
    grid_free(&g);
}

/* ---- the random mouse ---------------------------------------------------------- */

static void test_random_mouse(void **state)
{
    (void)state;
    GenRun *gr = maze("backtracker", 15, 10, 3, 30);
    const Grid *g = &gr->grid;
    SolveRun *runs[3];
    for (int k = 0; k < 3; k++) {
        runs[k] = solve_run_new(algo("random-mouse"), g, NULL);
        solve_set_seed(runs[k], k == 2 ? 8 : 7);
        assert_true(run_finish(runs[k]));
        assert_int_equal(solve_verdict(runs[k]), SOLVE_REACHED);
        check_walk(runs[k], 0);
    }
    assert_int_equal(solve_raw_length(runs[0]), solve_raw_length(runs[1]));
    assert_memory_equal(solve_trail(runs[0]), solve_trail(runs[1]), g->n);
    assert_int_not_equal(solve_raw_length(runs[0]), solve_raw_length(runs[2]));
    for (int k = 0; k < 3; k++)
        run_free(runs[k]);
    /* At its limit it stops, saying so, after exactly that many moves. */
    SolveRun *run = solve_run_new(algo("random-mouse"), g, NULL);
    solve_set_move_limit(run, 10);
    StepReport r;
    run_set_report(run, &r);
    assert_true(run_finish(run));
    assert_int_equal(solve_verdict(run), SOLVE_GAVE_UP);
    assert_string_equal(solve_verdict_name(solve_verdict(run)), "gave up");
    assert_int_equal(solve_raw_length(run), 10);
    assert_int_equal(run->steps, 11);
    char buf[256];
    run_explain(run, &r, buf, sizeof buf, NULL);
    assert_string_equal(buf, "Gave up after 10 moves: the goal may be out of reach, or just not "
                             "found yet");
    run_free(run);
    run_free(gr);
    assert_int_equal(mem_current(), 0);
}

/* ---- bad problems ------------------------------------------------------------ */

static void test_walled_off_goal(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 10; seed++) {
        GenRun *gr = maze("kruskal", 5 + (int)seed, 4 + (int)seed, seed, (int)seed * 10);
        Grid *g = &gr->grid;
        uint32_t goal = (uint32_t)(seed * 7 % g->n);
        GridEnds e = { g->n - 1, goal, DIR_S, (int8_t)grid_border_side(g, goal, true) };
        if (goal == g->n - 1)
            e.start = 0, e.start_side = DIR_N;
        assert_int_equal(grid_set_ends(g, &e), MAZE_OK);
        for (int d = 0; d < 4; d++)
            grid_wall(g, goal, (Dir)d);
        for (size_t k = 0; k < solve_algo_count; k++) {
            SolveRun *run = solve_run_new(solve_algos[k], g, NULL);
            assert_true(run_finish(run));
            assert_int_equal(solve_verdict(run), test_unreachable_verdict(solve_algos[k]));
            assert_true(run->steps <= (uint64_t)SOLVE_MOVES_PER_CELL * g->n + 2 * g->n + 2);
            run_free(run);
        }
        /* the start on the goal: there at once, but for Pledge, which
         * cannot aim at a goal inside the maze */
        GridEnds same = { goal, goal, GRID_INSIDE, GRID_INSIDE };
        assert_int_equal(grid_set_ends(g, &same), MAZE_OK);
        for (size_t k = 0; k < solve_algo_count; k++) {
            SolveRun *run = solve_run_new(solve_algos[k], g, NULL);
            assert_true(run_finish(run));
            bool pledge = strcmp(solve_algos[k]->id, "pledge") == 0;
            assert_int_equal(solve_verdict(run), pledge ? SOLVE_GAVE_UP : SOLVE_REACHED);
            if (!pledge)
                assert_int_equal(run->ctx.path_len, 1);
            run_free(run);
        }
        run_free(gr);
    }
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_follower_islands),
        cmocka_unit_test(test_pledge_escapes),
        cmocka_unit_test(test_tremaux),
        cmocka_unit_test(test_dead_end_filling),
        cmocka_unit_test(test_weighted_costs),
        cmocka_unit_test(test_astar_open_field),
        cmocka_unit_test(test_greedy_detour),
        cmocka_unit_test(test_random_mouse),
        cmocka_unit_test(test_walled_off_goal),
    };
    return cmocka_run_group_tests_name("solvers: what each promises", tests, NULL, NULL);
}
