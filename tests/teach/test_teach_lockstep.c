/* test_teach_lockstep.c - compare mode's runs moved as one (lockstep.h),
 * checked against an independent replay of each run (a fresh run stepped
 * one watched step at a time, what it showed recorded at every position):
 *   - a seek to k puts every run at min(k, its end), exactly as it was
 *     there going forward, report included; the group's end is the
 *     longest run's;
 *   - the group's milestones are the positions p at which the first run
 *     running through p has one: forward one by one from the start, back
 *     one by one from the end, with and without a budget, every run
 *     exactly where the replay had it;
 *   - k milestones forward then j back lands where k - j forward does;
 *   - every ordered pair of generators, and groups of four. */
#include "harness.h"
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/lockstep.h"
#include "maze/sentence.h"

/* A group under test: its live runs, their reports, timelines, replays,
 * and the group's milestones by the definition (ms[0 .. count - 1]). */
typedef struct Group {
    int n;
    GenRun *run[LOCKSTEP_MAX];
    StepReport report[LOCKSTEP_MAX];
    Lockstep ls;
    Replay rp[LOCKSTEP_MAX];
    uint64_t end;
    uint64_t *ms;
    size_t count;
} Group;

static void group_open(Group *g, const GenAlgo *const *algos, int n, int w, int h, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    g->n = g->ls.count = n;
    for (int k = 0; k < n; k++) {
        MazeStatus st;
        g->run[k] = gen_run_new(algos[k], 0, w, h, seed, &st);
        assert_non_null(g->run[k]);
        run_set_report(g->run[k], &g->report[k]);
        g->ls.tl[k] = timeline_new_run(g->run[k], &st);
        assert_non_null(g->ls.tl[k]);
        replay_make(&g->rp[k], gen_run_new(algos[k], 0, w, h, seed, NULL));
        g->end = g->rp[k].end > g->end ? g->rp[k].end : g->end;
    }
    g->ms = malloc((g->end + 1) * sizeof *g->ms);
    for (uint64_t p = 1; p <= g->end; p++) {
        int lead = 0;
        while (g->rp[lead].end < p)     /* the first run running through p */
            lead++;
        if (replay_is_milestone(&g->rp[lead], p))
            g->ms[g->count++] = p;
    }
}

static void group_close(Group *g)
{
    for (int k = 0; k < g->n; k++) {
        timeline_free(g->ls.tl[k]);
        run_free(g->run[k]);
        replay_free(&g->rp[k]);
    }
    free(g->ms);
}

/* Every run stands at min(want, its end) and shows what its replay did
 * there. */
static void check_at(const Group *g, uint64_t want, const char *what)
{
    assert_int_equal(lockstep_pos(&g->ls), want);
    for (int k = 0; k < g->n; k++) {
        uint64_t p = want < g->rp[k].end ? want : g->rp[k].end;
        if (timeline_pos(g->ls.tl[k]) != p || replay_hash(g->run[k]) != g->rp[k].hash[p] ||
            !step_report_equal(&g->report[k], &g->rp[k].report[p]))
            fail_msg("%s: run %d (%s) at %llu, want %llu as replayed", what, k, g->run[k]->algo->id,
                     (unsigned long long)timeline_pos(g->ls.tl[k]), (unsigned long long)p);
    }
}

/* One jump, repeated while the search says to go on. */
static TimelineFind jump(Group *g, bool forward, uint64_t budget)
{
    TimelineFind found;
    int calls = 0;
    do {
        assert_int_equal(lockstep_milestone(&g->ls, forward, budget, &found), MAZE_OK);
        assert_true(++calls < 1000000);
    } while (found == TIMELINE_MORE);
    return found;
}

static void check_seeks(Group *g)
{
    uint64_t to[] = { 3, g->end, 0, g->end / 2, g->end / 3 + 1, 1, g->end + 5 };
    for (size_t k = 0; k < sizeof to / sizeof to[0]; k++) {
        assert_int_equal(lockstep_seek(&g->ls, to[k]), MAZE_OK);
        check_at(g, to[k] < g->end ? to[k] : g->end, "seek");
    }
    uint64_t end;
    assert_int_equal(lockstep_explore(&g->ls), MAZE_OK);
    assert_true(lockstep_end(&g->ls, &end));
    assert_int_equal(end, g->end);
    assert_int_equal(lockstep_reached(&g->ls), g->end);
    check_at(g, g->end, "explored");
}

static void check_one_by_one(Group *g, uint64_t budget)
{
    assert_int_equal(lockstep_seek(&g->ls, 0), MAZE_OK);
    for (size_t k = 0; k < g->count; k++) {
        assert_int_equal(jump(g, true, budget), TIMELINE_FOUND);
        check_at(g, g->ms[k], "forward");
    }
    assert_int_equal(jump(g, true, budget), TIMELINE_NONE);
    check_at(g, g->end, "forward past the last");
    size_t back = g->count;
    if (back > 0 && g->ms[back - 1] == g->end)
        back--;     /* the group stands on the last one */
    for (size_t k = back; k-- > 0;) {
        assert_int_equal(jump(g, false, budget), TIMELINE_FOUND);
        check_at(g, g->ms[k], "back");
    }
    assert_int_equal(jump(g, false, budget), TIMELINE_NONE);
    check_at(g, 0, "back past the first");
}

/* k forward then j back lands where k - j forward does (from 0). */
static void check_forward_back(Group *g, uint64_t seed)
{
    uint64_t r = seed * 7919 + 13;
    for (int t = 0; t < 3 && g->count > 0; t++) {
        r = r * 6364136223846793005u + 1442695040888963407u;
        size_t k = (size_t)(r >> 33) % (g->count + 1);
        size_t j = k ? (size_t)(r >> 17) % (k + 1) : 0;
        assert_int_equal(lockstep_seek(&g->ls, 0), MAZE_OK);
        for (size_t s = 0; s < k; s++)
            jump(g, true, t % 2 ? 3 : 0);
        for (size_t s = 0; s < j; s++)
            jump(g, false, t % 2 ? 0 : 3);
        check_at(g, k == j ? 0 : g->ms[k - j - 1], "k forward, j back");
    }
}

static void check_group(const GenAlgo *const *algos, int n, int w, int h, uint64_t seed, bool all)
{
    Group g;
    group_open(&g, algos, n, w, h, seed);
    /* the lock-step itself: every run that is not done does the same count */
    for (uint64_t s = 0; s < g.end; s += 7) {
        for (int k = 0; k < n; k++)
            timeline_step(g.ls.tl[k], 7);
        check_at(&g, s + 7 < g.end ? s + 7 : g.end, "stepped");
    }
    check_seeks(&g);
    check_one_by_one(&g, 0);
    if (all) {
        check_one_by_one(&g, 1);
        check_one_by_one(&g, 17);
    }
    check_forward_back(&g, seed);
    group_close(&g);
}

/* Every ordered pair of generators: who leads changes where one ends. */
static void test_every_pair(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (size_t b = 0; b < gen_algo_count; b++) {
            const GenAlgo *two[2] = { gen_algos[a], gen_algos[b] };
            check_group(two, 2, 5, 4, a * 31 + b, a == b + 1);
        }
}

/* Groups of four, the compare defaults' and others, a few sizes. */
static void test_groups_of_four(void **state)
{
    (void)state;
    const char *const ids[][4] = {
        { "backtracker", "kruskal", "binary-tree", "wilson" },
        { "wilson", "binary-tree", "eller", "sidewinder" },
        { "binary-tree", "sidewinder", "prim", "aldous-broder" },
    };
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        const GenAlgo *four[4];
        for (int j = 0; j < 4; j++) {
            four[j] = gen_find(ids[k][j]);
            assert_non_null(four[j]);
        }
        check_group(four, 4, 9, 7, k + 1, true);
        check_group(four, 4, 12, 5, k + 40, false);
    }
}

/* A group of one is a timeline: the same milestones. */
static void test_group_of_one(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++)
        check_group(&gen_algos[a], 1, 8, 6, a, true);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_pair),
        cmocka_unit_test(test_groups_of_four),
        cmocka_unit_test(test_group_of_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
