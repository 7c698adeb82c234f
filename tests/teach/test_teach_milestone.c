/* test_teach_milestone.c - the events of interest a viewer jumps to (`]`
 * and `[`, step.h's STEP_MILESTONE):
 *   - every generator (each variant) and every solver declares milestones,
 *     and they happen on a 10x10 maze; their conditions are well formed;
 *   - timeline_next_milestone and timeline_prev_milestone land exactly on
 *     the milestone steps, checked against an independent replay (a fresh
 *     run stepped one at a time, its grid or trail and report recorded at
 *     every position): forward one by one, back one by one from the end,
 *     k forward then j back equals k - j forward, with and without a
 *     budget, over several sizes and seeds;
 *   - going back past more milestones than the search remembers, and a
 *     flood fill, which has none. */
#include "harness.h"
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/sentence.h"
#include "maze/solve.h"
#include "maze/timeline.h"

/* One run to check: a generator's (maze NULL) or a solver's on maze. */
typedef struct Case {
    const Algo *algo;
    int variant;
    int w, h;
    uint64_t seed;
    const Grid *maze;
} Case;

static Run *case_run(const Case *c)
{
    MazeStatus st;
    Run *run = c->maze ? solve_run_new(c->algo, c->maze, &st)
                       : gen_run_new(c->algo, c->variant, c->w, c->h, c->seed, &st);
    if (!run)
        fail_msg("%s: %s", c->algo->id, maze_strerror(st));
    return run;
}

/* The live run of a timeline test, with its report. */
typedef struct Live {
    Run *run;
    StepReport report;
    DirtyList dirty;    /* attached, as a viewer's: it must not matter */
    uint32_t cells[64];
    Timeline *tl;
} Live;

static void live_open(Live *l, const Case *c)
{
    l->run = case_run(c);
    run_set_report(l->run, &l->report);
    l->dirty = (DirtyList){ l->cells, 0, 64, false };
    run_set_dirty(l->run, &l->dirty);
    MazeStatus st;
    l->tl = timeline_new_run(l->run, &st);
    assert_non_null(l->tl);
}

static void live_close(Live *l)
{
    timeline_free(l->tl);
    run_free(l->run);
}

/* The live run stands at position `want` and shows what the replay did
 * there. */
static void check_at(const Live *l, const Replay *rp, uint64_t want, const char *what)
{
    uint64_t p = timeline_pos(l->tl);
    if (p != want)
        fail_msg("%s %s: at %llu, want %llu", l->run->algo->id, what, (unsigned long long)p,
                 (unsigned long long)want);
    if (replay_hash(l->run) != rp->hash[p] || !step_report_equal(&l->report, &rp->report[p]))
        fail_msg("%s %s: position %llu differs from the replay", l->run->algo->id, what,
                 (unsigned long long)p);
}

/* One jump, repeated with `budget` while the search says to go on. */
static TimelineFind jump(Live *l, bool forward, uint64_t budget)
{
    TimelineFind found;
    int calls = 0;
    do {
        MazeStatus st = forward ? timeline_next_milestone(l->tl, budget, &found)
                                : timeline_prev_milestone(l->tl, budget, &found);
        assert_int_equal(st, MAZE_OK);
        assert_true(++calls < 1000000);
    } while (found == TIMELINE_MORE);
    return found;
}

/* Forward one milestone at a time from the start, then back one at a
 * time from the end, each landing checked. */
static void check_one_by_one(const Case *c, const Replay *rp, uint64_t budget)
{
    Live l;
    live_open(&l, c);
    for (size_t k = 0; k < rp->count; k++) {
        assert_int_equal(jump(&l, true, budget), TIMELINE_FOUND);
        check_at(&l, rp, rp->ms[k], "forward");
    }
    assert_int_equal(jump(&l, true, budget), TIMELINE_NONE);
    check_at(&l, rp, rp->end, "forward past the last");
    size_t back = rp->count;
    if (back > 0 && rp->ms[back - 1] == rp->end)
        back--;     /* the last step was one: the run stands on it */
    for (size_t k = back; k-- > 0;) {
        assert_int_equal(jump(&l, false, budget), TIMELINE_FOUND);
        check_at(&l, rp, rp->ms[k], "back");
    }
    assert_int_equal(jump(&l, false, budget), TIMELINE_NONE);
    check_at(&l, rp, 0, "back past the first");
    live_close(&l);
}

/* Where k forward lands: milestone k, the end past the last. */
static uint64_t forward_target(const Replay *rp, size_t k)
{
    return k == 0 ? 0 : k <= rp->count ? rp->ms[k - 1] : rp->end;
}

/* k forward then j back (j <= k <= count) lands where k - j forward does,
 * on a fresh timeline each time. */
static void check_forward_back(const Case *c, const Replay *rp, uint64_t seed)
{
    uint64_t r = seed * 7919 + 13;
    for (int t = 0; t < 4 && rp->count > 0; t++) {
        r = r * 6364136223846793005u + 1442695040888963407u;
        size_t k = (size_t)(r >> 33) % (rp->count + 1);
        size_t j = k ? (size_t)(r >> 17) % (k + 1) : 0;
        Live l;
        live_open(&l, c);
        for (size_t s = 0; s < k; s++)
            jump(&l, true, 0);
        check_at(&l, rp, forward_target(rp, k), "k forward");
        for (size_t s = 0; s < j; s++)
            jump(&l, false, t % 2 ? 5 : 0);
        check_at(&l, rp, forward_target(rp, k - j), "k forward, j back");
        live_close(&l);
    }
}

static void check_case(const Case *c)
{
    Replay rp;
    replay_make(&rp, case_run(c));
    check_one_by_one(c, &rp, 0);
    check_one_by_one(c, &rp, 3);
    check_forward_back(c, &rp, c->seed);
    replay_free(&rp);
}

/* ---- every algorithm has milestones -------------------------------------- */

/* Milestones of run, stepped to its end with a report attached. */
static uint64_t count_milestones(Run *run)
{
    StepReport r;
    uint64_t k = 0;
    run_set_report(run, &r);
    while (!run_done(run) && run_step(run, 1) == 1)
        k += step_is_milestone(run->algo->kinds, &r);
    run_set_report(run, NULL);
    return k;
}

/* Some kind of algo is a milestone, and every condition is well formed. */
static void check_declared(const Algo *algo)
{
    int flagged = 0;
    for (int k = 1; k < algo->kinds.count; k++) {
        const StepKind *kind = &algo->kinds.kinds[k];
        flagged += (kind->flags & STEP_MILESTONE) != 0;
        if (kind->milestone_if && (!(kind->flags & STEP_MILESTONE) ||
                                   !sentence_condition_ok(kind->milestone_if)))
            fail_msg("%s: event %s: milestone_if \"%s\" without STEP_MILESTONE, or malformed",
                     algo->id, kind->id, kind->milestone_if);
    }
    if (flagged == 0)
        fail_msg("%s declares no milestone", algo->id);
}

static void test_every_algorithm_has_milestones(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++) {
        check_declared(gen_algos[a]);
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++) {
            GenRun *run = gen_run_new(gen_algos[a], v, 10, 10, 1, NULL);
            uint64_t k = count_milestones(run);
            if (k == 0)
                fail_msg("%s variant %d: no milestone on a 10x10 maze", gen_algos[a]->id, v);
            run_free(run);
        }
    }
    GenRun *maze = test_generate(gen_find("backtracker"), 0, 10, 10, 1, SIZE_MAX);
    for (size_t a = 0; a < solve_algo_count; a++) {
        check_declared(solve_algos[a]);
        SolveRun *run = solve_run_new(solve_algos[a], &maze->grid, NULL);
        if (count_milestones(run) == 0)
            fail_msg("%s: no milestone on a 10x10 maze", solve_algos[a]->id);
        run_free(run);
    }
    run_free(maze);
}

/* The conditions read the report as the sentences do. */
static void test_conditions(void **state)
{
    (void)state;
    StepReport r;
    step_begin(&r, 1, 0);
    step_fact(&r, "queued", 2);
    assert_true(sentence_condition("queued>1", &r));
    assert_false(sentence_condition("queued>2", &r));
    assert_true(sentence_condition("queued", &r));
    assert_false(sentence_condition("missing", &r));
    assert_false(sentence_condition("queued>", &r));
    assert_true(sentence_condition_ok("queued=3"));
    assert_false(sentence_condition_ok("queued>"));
    assert_false(sentence_condition_ok(">1"));
    assert_false(sentence_condition_ok(""));
    static const StepKind kinds[] = {
        { NULL, NULL, 0, NULL },
        { "a", "A", STEP_MILESTONE, "queued>1" },
        { "b", "B", STEP_MILESTONE, NULL },
        { "c", "C", 0, NULL },
    };
    StepKinds ks = STEP_KINDS(kinds);
    assert_true(step_is_milestone(ks, &r));
    r.kind = 2;
    assert_true(step_is_milestone(ks, &r));
    r.kind = 3;
    assert_false(step_is_milestone(ks, &r));
    r.kind = 4;
    assert_false(step_is_milestone(ks, &r));
    r.kind = STEP_KIND_NONE;
    assert_false(step_is_milestone(ks, &r));
}

/* ---- the timeline lands on them exactly ---------------------------------- */

static void test_generators_land_exactly(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1, 1 }, { 1, 7 }, { 2, 2 }, { 10, 10 }, { 31, 20 } };
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++)
            for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
                for (uint64_t seed = 1; seed <= 2; seed++) {
                    Case c = { gen_algos[a], v, sizes[z][0], sizes[z][1], seed, NULL };
                    check_case(&c);
                }
}

static void test_solvers_land_exactly(void **state)
{
    (void)state;
    static const char *const makers[] = { "backtracker", "kruskal", "recursive-division" };
    for (size_t m = 0; m < sizeof makers / sizeof makers[0]; m++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            const GenAlgo *ga = gen_find(makers[m]);
            GenRun *maze = test_generate(ga, (int)(seed % (uint64_t)algo_variant_total(ga)), 24,
                                         17, seed, SIZE_MAX);
            for (size_t k = 0; k < solve_algo_count; k++) {
                Case c = { solve_algos[k], 0, 0, 0, seed, &maze->grid };
                check_case(&c);
            }
            run_free(maze);
        }
}

/* Kruskal's joins at 100x100 outnumber what the backward search keeps:
 * back from the end through every one of them. */
static void test_back_through_many(void **state)
{
    (void)state;
    Case c = { gen_find("kruskal"), 0, 100, 100, 4, NULL };
    Replay rp;
    replay_make(&rp, case_run(&c));
    assert_true(rp.count > 9000);
    Live l;
    live_open(&l, &c);
    assert_int_equal(timeline_explore(l.tl), MAZE_OK);
    assert_int_equal(timeline_seek(l.tl, rp.end), MAZE_OK);
    assert_true(rp.ms[rp.count - 1] == rp.end);   /* the last join ends the run */
    for (size_t k = rp.count - 1; k-- > 0;) {
        assert_int_equal(jump(&l, false, 0), TIMELINE_FOUND);
        check_at(&l, &rp, rp.ms[k], "back");
        if (k == rp.count / 2) {    /* forward a few, then back on */
            for (size_t s = 1; s <= 3; s++) {
                assert_int_equal(jump(&l, true, 0), TIMELINE_FOUND);
                check_at(&l, &rp, rp.ms[k + s], "forward midway");
            }
            for (size_t s = 3; s-- > 0;) {
                assert_int_equal(jump(&l, false, 0), TIMELINE_FOUND);
                check_at(&l, &rp, rp.ms[k + s], "back again");
            }
        }
    }
    assert_int_equal(jump(&l, false, 0), TIMELINE_NONE);
    check_at(&l, &rp, 0, "back past the first");
    live_close(&l);
    replay_free(&rp);
}

/* A flood fill declares none: forward goes to its end, back to its start. */
static void test_flood_fill_has_none(void **state)
{
    (void)state;
    MinesBoard *b = mines_new(16, 16, 20, 3, NULL);
    assert_non_null(b);
    mines_click(b, 0, 0);
    MazeStatus st;
    Timeline *tl = timeline_new_mines(b, &st);
    assert_non_null(tl);
    TimelineFind found;
    assert_int_equal(timeline_next_milestone(tl, 0, &found), MAZE_OK);
    assert_int_equal(found, TIMELINE_NONE);
    assert_false(mines_busy(b));
    assert_int_equal(timeline_prev_milestone(tl, 0, &found), MAZE_OK);
    assert_int_equal(found, TIMELINE_NONE);
    assert_int_equal(timeline_pos(tl), 0);
    timeline_free(tl);
    mines_free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conditions),
        cmocka_unit_test(test_every_algorithm_has_milestones),
        cmocka_unit_test(test_generators_land_exactly),
        cmocka_unit_test(test_solvers_land_exactly),
        cmocka_unit_test(test_back_through_many),
        cmocka_unit_test(test_flood_fill_has_none),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
