/* test_teach_gen.c - the teaching side of every generator and variant:
 *   - timeline: k steps forward then back to j equals j steps forward
 *     (passages, marks, phase, counters, RNG, the step report), and forward
 *     again to k equals the first pass, over many seeds and the usual sizes;
 *   - every step reports a pseudocode line in range and an event, and every
 *     line of every algorithm is reached over a few seeds;
 *   - copies (gen_run_clone) continue exactly like the original;
 *   - gen_run_trim frees a finished run's working state (mem_current drops
 *     by at least its struct; Kruskal's by its n-sized arrays) and keeps
 *     the maze; clones and assignments of trimmed runs stay right. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include "maze/explain.h"
#include "maze/mem.h"
#include "maze/timeline.h"
#include "teach_snap.h"

typedef struct Size { int w, h; } Size;
static const Size sizes[] = { {1, 1}, {1, 17}, {17, 1}, {2, 2}, {31, 20}, {64, 64} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], POSITIONS = 24 };

static void gen_snap(Snap *s, const GenRun *run, uint64_t pos, const StepReport *r)
{
    snap_take(s, pos, run->grid.pass, run->grid.n, run->grid.mark, run->grid.n, gen_phase(run), r);
    s->counters[0] = run->steps;
    s->counters[1] = run->ctx.done;
    memcpy(&s->counters[2], &run->rng, sizeof run->rng < 16 ? sizeof run->rng : 16);
}

/* One run: forward through the timeline to sampled positions, then seeks to
 * them in a shuffled order, each compared with the first pass. */
static void check_timeline(const GenAlgo *algo, int variant, Size sz, uint64_t seed)
{
    GenRun *plain = test_generate(algo, variant, sz.w, sz.h, seed, SIZE_MAX);
    uint64_t end = plain->steps;
    gen_run_free(plain);
    uint64_t pos[POSITIONS];
    size_t npos = snap_positions(end, seed, pos, POSITIONS);

    MazeStatus st;
    GenRun *run = gen_run_new(algo, variant, sz.w, sz.h, seed, &st);
    assert_non_null(run);
    StepReport rep;
    gen_set_report(run, &rep);
    Timeline *tl = timeline_new_gen(run, &st);
    assert_non_null(tl);
    Snap first[POSITIONS], again;
    for (size_t k = 0; k < npos; k++) {
        timeline_step(tl, (size_t)(pos[k] - timeline_pos(tl)));
        assert_int_equal(timeline_pos(tl), pos[k]);
        gen_snap(&first[k], run, pos[k], &rep);
    }
    assert_true(gen_done(run));
    uint64_t known;
    assert_true(timeline_end(tl, &known));
    assert_int_equal(known, end);
    uint64_t r = seed + 99;
    for (size_t t = 0; t < 2 * npos; t++) {
        size_t k = (size_t)(snap_rand(&r) % npos);
        assert_int_equal(timeline_seek(tl, pos[k]), MAZE_OK);
        assert_int_equal(timeline_pos(tl), pos[k]);
        gen_snap(&again, run, pos[k], &rep);
        const char *why = snap_diff(&first[k], &again);
        if (why)
            fail_msg("%s:%d %dx%d seed %llu: step %llu differs by seek (%s)", algo->id, variant,
                     sz.w, sz.h, (unsigned long long)seed, (unsigned long long)pos[k], why);
        free(again.bytes);
    }
    for (size_t k = 0; k < npos; k++)
        free(first[k].bytes);
    timeline_free(tl);
    gen_run_free(run);
}

static void test_timeline_exact(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < gen_variant_total(gen_algos[a]); v++)
            for (int s = 0; s < SIZE_COUNT; s++)
                for (uint64_t seed = 0; seed < (sizes[s].w * sizes[s].h > 1000 ? 6u : 25u); seed++)
                    check_timeline(gen_algos[a], v, sizes[s], seed);
}

/* Checkpoints dropped by thinning are overwritten by the next ones, not
 * freed and allocated again: once a timeline has thinned, it goes on taking
 * checkpoints with every allocation failing (Aldous-Broder's state has no
 * heap part, so a copy into a spare allocates nothing), its memory stays
 * within the bound, and seeks stay exact. */
static void test_timeline_reuses_copies(void **state)
{
    (void)state;
    const GenAlgo *ab = gen_find("aldous-broder");
    MazeStatus st;
    GenRun *run = gen_run_new(ab, 0, 40, 30, 7, &st);
    assert_non_null(run);
    size_t before = mem_current();
    Timeline *tl = timeline_new_gen(run, &st);
    assert_non_null(tl);
    uint64_t first_interval = timeline_interval(tl);
    timeline_step(tl, 64 * 4 * first_interval);     /* thinned twice or more */
    assert_true(timeline_interval(tl) >= 4 * first_interval);
    assert_false(gen_done(run));
    size_t cps = timeline_checkpoints(tl), bytes = timeline_bytes(tl);
    mem_fail_after(0);
    timeline_step(tl, 3 * timeline_interval(tl));
    size_t taken = timeline_checkpoints(tl) - cps;
    mem_fail_after(-1);
    assert_true(taken >= 2);                        /* 0 when each needs a new copy */
    assert_true(timeline_bytes(tl) <= bytes);       /* taken from the spares */
    assert_true(mem_current() - before <= (size_t)TIMELINE_BYTES_PER_CELL * run->grid.n + 65536);
    uint64_t at = timeline_pos(tl) - timeline_interval(tl) / 2;
    assert_int_equal(timeline_seek(tl, at), MAZE_OK);
    GenRun *plain = gen_run_new(ab, 0, 40, 30, 7, &st);
    assert_non_null(plain);
    assert_int_equal(gen_step(plain, (size_t)at), (size_t)at);
    assert_memory_equal(plain->grid.pass, run->grid.pass, run->grid.n);
    assert_memory_equal(plain->grid.mark, run->grid.mark, run->grid.n);
    assert_memory_equal(&plain->rng, &run->rng, sizeof run->rng);
    gen_run_free(plain);
    timeline_free(tl);
    gen_run_free(run);
}

/* What the hunt-and-kill checks count over their steps. */
typedef struct HuntTally {
    size_t hunting, found, rows;
} HuntTally;

/* Checks one watched hunt-and-kill step of a w x h run (seed), its report
 * rep; counts into t. */
typedef void (*HuntCheck)(const GenRun *run, const StepReport *rep, int w, int h, uint64_t seed,
                          HuntTally *t);

/* Runs hunt-and-kill one watched step at a time over every size and 8
 * seeds, calling check after each step but the last. */
static void hunt_each_step(HuntCheck check, HuntTally *t)
{
    const GenAlgo *hk = gen_find("hunt-and-kill");
    for (int s = 0; s < SIZE_COUNT; s++)
        for (uint64_t seed = 0; seed < 8; seed++) {
            GenRun *run = gen_run_new(hk, 0, sizes[s].w, sizes[s].h, seed, NULL);
            assert_non_null(run);
            StepReport rep;
            gen_set_report(run, &rep);
            while (gen_step(run, 1) == 1 && !gen_done(run))
                check(run, &rep, sizes[s].w, sizes[s].h, seed, t);
            gen_run_free(run);
        }
}

static void hunt_check_phase(const GenRun *run, const StepReport *rep, int w, int h, uint64_t seed,
                             HuntTally *t)
{
    GenView v;
    gen_view(run, &v);
    bool framed = v.scan_row != GRID_NONE;
    if (framed != (strcmp(gen_phase(run), "hunting") == 0))
        fail_msg("%dx%d seed %llu step %llu: phase %s, scan row %u", w, h, (unsigned long long)seed,
                 (unsigned long long)run->steps, gen_phase(run), v.scan_row);
    t->hunting += framed;
    t->found += rep->event == EV_HUNT_FOUND;
}

/* Hunt-and-kill's phase is "hunting" exactly on the steps whose view
 * frames a row to scan (the window shows the two together). */
static void test_hunt_phase_matches_view(void **state)
{
    (void)state;
    HuntTally t = { 0 };
    hunt_each_step(hunt_check_phase, &t);
    assert_true(t.hunting > 100 && t.found > 100);
}

static void hunt_check_sentence(const GenRun *run, const StepReport *rep, int w, int h, uint64_t seed,
                                HuntTally *t)
{
    if (rep->event != EV_HUNT_ROW)
        return;
    GenView v;
    gen_view(run, &v);
    char buf[256], want[32];
    explain_step(rep, w, buf, sizeof buf);
    snprintf(want, sizeof want, "Hunting row %u from (", v.scan_row);
    if (v.scan_row != rep->count || strncmp(buf, want, strlen(want)) != 0)
        fail_msg("%dx%d seed %llu step %llu: frame on row %u, sentence \"%s\"", w, h,
                 (unsigned long long)seed, (unsigned long long)run->steps, v.scan_row, buf);
    /* the cell named is the first the row's scan looked at */
    assert_int_equal(rep->cell / (uint32_t)w, v.scan_row);
    t->rows++;
}

/* On every hunt step that scanned a row in vain, the frame (the view's
 * scan_row) and the sentence name the same row: "Hunting row N". */
static void test_hunt_sentence_matches_frame(void **state)
{
    (void)state;
    HuntTally t = { 0 };
    hunt_each_step(hunt_check_sentence, &t);
    assert_true(t.rows > 100);
}

/* Every step of a watched run reports an event and a line in range; over a
 * few seeds and sizes every line is reached. */
static void test_pseudocode_lines(void **state)
{
    (void)state;
    static const Size line_sizes[] = { {1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 3}, {8, 6}, {20, 15} };
    for (size_t a = 0; a < gen_algo_count; a++) {
        const GenAlgo *algo = gen_algos[a];
        for (int v = 0; v < gen_variant_total(algo); v++) {
            Pseudocode pc = gen_pseudocode(algo, v);
            if (pc.count < 5 || pc.count > 15)
                fail_msg("%s:%d has %d pseudocode lines", algo->id, v, pc.count);
            bool hit[16] = { false };
            for (size_t s = 0; s < sizeof line_sizes / sizeof line_sizes[0]; s++) {
                for (uint64_t seed = 0; seed < 12; seed++) {
                    MazeStatus st;
                    GenRun *run = gen_run_new(algo, v, line_sizes[s].w, line_sizes[s].h, seed, &st);
                    StepReport rep;
                    gen_set_report(run, &rep);
                    assert_int_equal(rep.event, EV_START);
                    hit[rep.line] = true;
                    while (!gen_done(run)) {
                        assert_int_equal(gen_step(run, 1), 1);
                        if (rep.line < 0 || rep.line >= pc.count || rep.event == EV_NONE ||
                            rep.event == EV_START)
                            fail_msg("%s:%d step %llu: line %d event %d", algo->id, v,
                                     (unsigned long long)run->steps, rep.line, rep.event);
                        hit[rep.line] = true;
                    }
                    gen_run_free(run);
                }
            }
            for (int l = 0; l < pc.count; l++)
                if (!hit[l])
                    fail_msg("%s:%d: pseudocode line %d (%s) never reported", algo->id, v, l,
                             pc.lines[l]);
        }
    }
}

/* A clone made mid-run finishes with the same maze, marks and steps. */
static void test_clone_continues(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++) {
        for (int v = 0; v < gen_variant_total(gen_algos[a]); v++) {
            for (uint64_t seed = 0; seed < 10; seed++) {
                GenRun *whole = test_generate(gen_algos[a], v, 23, 17, seed, SIZE_MAX);
                MazeStatus st;
                GenRun *run = gen_run_new(gen_algos[a], v, 23, 17, seed, &st);
                gen_step(run, (size_t)(whole->steps * (seed + 1) / 11));
                GenRun *copy = gen_run_clone(run, &st);
                assert_non_null(copy);
                gen_run_free(run);
                assert_true(gen_finish(copy));
                assert_true(grid_same_passages(&whole->grid, &copy->grid));
                assert_memory_equal(whole->grid.mark, copy->grid.mark, whole->grid.n);
                assert_int_equal(whole->steps, copy->steps);
                gen_run_free(copy);
                gen_run_free(whole);
            }
        }
    }
}

/* Run equals the finished reference whole in grid, marks, steps, phase. */
static void assert_same_finished(const GenRun *whole, const GenRun *run)
{
    assert_true(gen_done(run));
    assert_memory_equal(whole->grid.pass, run->grid.pass, whole->grid.n);
    assert_memory_equal(whole->grid.mark, run->grid.mark, whole->grid.n);
    assert_int_equal(whole->steps, run->steps);
    assert_string_equal(gen_phase(whole), gen_phase(run));
}

static void test_trim(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++) {
        for (int v = 0; v < gen_variant_total(gen_algos[a]); v++) {
            for (uint64_t seed = 0; seed < 6; seed++) {
                const Size sz = sizes[seed % SIZE_COUNT];
                GenRun *whole = test_generate(gen_algos[a], v, sz.w, sz.h, seed, SIZE_MAX);
                GenRun *run = gen_run_new(gen_algos[a], v, sz.w, sz.h, seed, NULL);
                gen_step(run, (size_t)(whole->steps / 2));
                GenRun *half = gen_run_clone(run, NULL);
                assert_non_null(half);
                size_t m0 = mem_current();
                assert_true(run->ctx.done || !gen_run_trim(run));   /* not before the end */
                assert_int_equal(mem_current(), m0);
                gen_finish(run);
                m0 = mem_current();
                assert_true(gen_run_trim(run));
                assert_true(gen_trimmed(run));
                assert_true(m0 - mem_current() >= gen_algos[a]->state_size);
                assert_false(gen_run_trim(run));
                assert_same_finished(whole, run);
                assert_int_equal(gen_step(run, 10), 0);
                assert_int_equal(gen_set_id(run, 0), 0);
                GenRun *copy = gen_run_clone(run, NULL);  /* trimmed too */
                assert_non_null(copy);
                assert_true(gen_trimmed(copy));
                assert_same_finished(whole, copy);
                assert_int_equal(gen_run_assign(copy, half), MAZE_OK);     /* step back */
                assert_false(gen_trimmed(copy));
                assert_true(gen_finish(copy));
                assert_same_finished(whole, copy);
                assert_int_equal(gen_run_assign(half, run), MAZE_OK);      /* to the end */
                assert_true(gen_trimmed(half));
                assert_same_finished(whole, half);
                gen_run_free(copy);
                gen_run_free(half);
                gen_run_free(run);
                gen_run_free(whole);
            }
        }
    }
    /* Kruskal's sets and wall order: several bytes a cell, all freed. */
    GenRun *kr = test_generate(gen_find("kruskal"), 0, 300, 200, 3, SIZE_MAX);
    size_t m0 = mem_current();
    assert_true(gen_run_trim(kr));
    assert_true(m0 - mem_current() >= (size_t)8 * kr->grid.n);
    gen_run_free(kr);
}

/* The first cell, row by row from the top, outside the maze and beside it
 * (the independent hunt rule), or GRID_NONE. */
static uint32_t naive_hunt(const Grid *g, const uint8_t *mark)
{
    for (uint32_t i = 0; i < g->n; i++) {
        if (mark[i] != MARK_BLANK)
            continue;
        for (int d = 0; d < 4; d++) {
            uint32_t j = grid_neighbor(g, i, (Dir)d);
            if (j != GRID_NONE && mark[j] != MARK_BLANK)
                return i;
        }
    }
    return GRID_NONE;
}

/* Hunt-and-kill's cursor finds the cell a scan from the top finds, and the
 * rows it scans without a hit hold none. */
static void test_hunt_rule(void **state)
{
    (void)state;
    const GenAlgo *hk = gen_find("hunt-and-kill");
    static const Size hunt_sizes[] = { {1, 17}, {17, 1}, {2, 2}, {9, 7}, {31, 20}, {64, 64} };
    int hunts = 0, rows = 0;
    for (size_t s = 0; s < sizeof hunt_sizes / sizeof hunt_sizes[0]; s++) {
        for (uint64_t seed = 0; seed < 30; seed++) {
            MazeStatus st;
            GenRun *run = gen_run_new(hk, 0, hunt_sizes[s].w, hunt_sizes[s].h, seed, &st);
            uint8_t *before = malloc(run->grid.n);
            StepReport rep;
            gen_set_report(run, &rep);
            while (!gen_done(run)) {
                memcpy(before, run->grid.mark, run->grid.n);
                gen_step(run, 1);
                if (rep.event != EV_HUNT_FOUND && rep.event != EV_HUNT_ROW)
                    continue;
                uint32_t want = naive_hunt(&run->grid, before);
                assert_int_not_equal(want, GRID_NONE);
                if (rep.event == EV_HUNT_FOUND) {
                    assert_int_equal(rep.cell, want);
                    hunts++;
                } else {
                    assert_true(want / (uint32_t)run->grid.w > rep.count);
                    rows++;
                }
            }
            free(before);
            gen_run_free(run);
        }
    }
    assert_true(hunts > 100 && rows > 0);
}

/* The arrow cells of a Wilson run's marks (its path without the head). */
static uint32_t wilson_arrows(const Grid *g)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < g->n; i++)
        n += g->mark[i] >= MARK_WALK_N && g->mark[i] <= MARK_WALK_W;
    return n;
}

/* Wilson's reports tell the truth about the marks: a loop erases the cells
 * it says, the path has the length reported, a carve leaves the cells it
 * says outside; the view's walker is the lit head and walker_dir the way
 * the path enters it. Reports attached mid-run (after unwatched steps) too. */
static void test_wilson_reports(void **state)
{
    (void)state;
    const GenAlgo *wi = gen_find("wilson");
    static const Size wi_sizes[] = { {2, 2}, {1, 9}, {9, 7}, {31, 20} };
    uint32_t loops = 0, long_loops = 0;
    for (size_t s = 0; s < sizeof wi_sizes / sizeof wi_sizes[0]; s++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            MazeStatus st;
            GenRun *run = gen_run_new(wi, 0, wi_sizes[s].w, wi_sizes[s].h, seed, &st);
            gen_step(run, (size_t)seed * 7);    /* unwatched first */
            StepReport rep;
            gen_set_report(run, &rep);
            uint32_t before = UINT32_MAX;     /* stale arrows until the first watched step */
            while (!gen_done(run)) {
                gen_step(run, 1);
                const Grid *g = &run->grid;
                uint32_t arrows = wilson_arrows(g), outside = 0;
                for (uint32_t i = 0; i < g->n; i++)
                    outside += g->mark[i] != MARK_DONE;
                GenView v;
                gen_view(run, &v);
                switch (rep.event) {
                case EV_WALK_EXTEND:
                    assert_int_equal(rep.count, arrows + 1);
                    assert_int_equal(v.walker, rep.other);
                    assert_int_equal(v.walker_dir, rep.dir);
                    assert_int_equal(g->mark[rep.other], MARK_CURRENT);
                    break;
                case EV_WALK_LOOP:
                    loops++;
                    long_loops += rep.count > 1;
                    if (before != UINT32_MAX)
                        assert_int_equal(before - arrows, rep.count);
                    assert_int_equal(rep.depth, arrows + 1);
                    assert_int_equal(v.walker, rep.other);
                    assert_int_equal(g->mark[rep.other], MARK_CURRENT);
                    break;
                case EV_PATH_JOIN:
                    assert_int_equal(rep.count, arrows);
                    assert_int_equal(g->mark[rep.other], MARK_DONE);
                    break;
                case EV_PATH_CARVE:
                    assert_int_equal(rep.count, arrows);
                    assert_int_equal(rep.depth, outside);
                    assert_true(grid_is_open(g, rep.cell, (Dir)rep.dir));
                    break;
                case EV_WALK_START:
                    assert_int_equal(rep.count, outside);
                    assert_int_equal(arrows, 0);
                    assert_int_equal(v.walker, rep.cell);
                    assert_int_equal(v.walker_dir, -1);
                    break;
                default:
                    fail_msg("wilson step %llu: event %d", (unsigned long long)run->steps, rep.event);
                }
                before = arrows;
            }
            gen_run_free(run);
        }
    }
    assert_true(loops > 100 && long_loops > 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pseudocode_lines),
        cmocka_unit_test(test_clone_continues),
        cmocka_unit_test(test_trim),
        cmocka_unit_test(test_hunt_rule),
        cmocka_unit_test(test_wilson_reports),
        cmocka_unit_test(test_timeline_exact),
        cmocka_unit_test(test_timeline_reuses_copies),
        cmocka_unit_test(test_hunt_phase_matches_view),
        cmocka_unit_test(test_hunt_sentence_matches_frame),
    };
    return cmocka_run_group_tests_name("teaching: generators", tests, NULL, NULL);
}
