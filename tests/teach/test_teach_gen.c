/* test_teach_gen.c - the teaching side of every generator and variant:
 *   - timeline: k steps forward then back to j equals j steps forward
 *     (passages, marks, phase, counters, RNG, the step report), and forward
 *     again to k equals the first pass, over many seeds and the usual sizes;
 *   - every step reports a pseudocode line in range and an event, and every
 *     line of every algorithm is reached over a few seeds;
 *   - copies (run_clone) continue exactly like the original;
 *   - run_trim frees a finished run's working state (mem_current drops
 *     by at least its struct; Kruskal's by its n-sized arrays) and keeps
 *     the maze; clones and assignments of trimmed runs stay right. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include "maze/sentence.h"
#include "maze/mem.h"
#include "maze/timeline.h"
#include "teach_snap.h"

typedef struct Size { int w, h; } Size;

/* True when report r of run is the event with this id. */
static bool is_event(const GenRun *run, const StepReport *r, const char *id)
{
    return strcmp(step_kind_id(run->algo->kinds, r), id) == 0;
}

/* The value of r's fact `name`, failing the test when r has none. */
static uint32_t fact(const StepReport *r, const char *name)
{
    const StepFact *f = step_find_fact(r, name);
    if (!f)
        fail_msg("no fact '%s' in a report of kind %d", name, r->kind);
    return f->value;
}

/* The first row of the frame run's overlays show (the hunt's row), or
 * GRID_NONE. */
static uint32_t framed_row(const GenRun *run)
{
    OverlayList l;
    run_overlays(run, NULL, &l);
    const Overlay *o = overlay_find(&l, OV_FRAMES);
    return o ? o->items[1] : GRID_NONE;
}
static const Size sizes[] = { {1, 1}, {1, 17}, {17, 1}, {2, 2}, {31, 20}, {64, 64} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], POSITIONS = 24 };

static void gen_snap(Snap *s, const GenRun *run, uint64_t pos, const StepReport *r)
{
    snap_take(s, pos, run->grid.pass, run->grid.n, run->grid.mark, run->grid.n, run_phase(run), r);
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
    run_free(plain);
    uint64_t pos[POSITIONS];
    size_t npos = snap_positions(end, seed, pos, POSITIONS);

    MazeStatus st;
    GenRun *run = gen_run_new(algo, variant, sz.w, sz.h, seed, &st);
    assert_non_null(run);
    StepReport rep;
    run_set_report(run, &rep);
    Timeline *tl = timeline_new_run(run, &st);
    assert_non_null(tl);
    Snap first[POSITIONS], again;
    for (size_t k = 0; k < npos; k++) {
        timeline_step(tl, (size_t)(pos[k] - timeline_pos(tl)));
        assert_int_equal(timeline_pos(tl), pos[k]);
        gen_snap(&first[k], run, pos[k], &rep);
    }
    assert_true(run_done(run));
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
    run_free(run);
}

static void test_timeline_exact(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++)
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
    Timeline *tl = timeline_new_run(run, &st);
    assert_non_null(tl);
    uint64_t first_interval = timeline_interval(tl);
    timeline_step(tl, 64 * 4 * first_interval);     /* thinned twice or more */
    assert_true(timeline_interval(tl) >= 4 * first_interval);
    assert_false(run_done(run));
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
    assert_int_equal(run_step(plain, (size_t)at), (size_t)at);
    assert_memory_equal(plain->grid.pass, run->grid.pass, run->grid.n);
    assert_memory_equal(plain->grid.mark, run->grid.mark, run->grid.n);
    assert_memory_equal(&plain->rng, &run->rng, sizeof run->rng);
    run_free(plain);
    timeline_free(tl);
    run_free(run);
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
            run_set_report(run, &rep);
            while (run_step(run, 1) == 1 && !run_done(run))
                check(run, &rep, sizes[s].w, sizes[s].h, seed, t);
            run_free(run);
        }
}

static void hunt_check_phase(const GenRun *run, const StepReport *rep, int w, int h, uint64_t seed,
                             HuntTally *t)
{
    uint32_t row = framed_row(run);
    bool framed = row != GRID_NONE;
    if (framed != (strcmp(run_phase(run), "hunting") == 0))
        fail_msg("%dx%d seed %llu step %llu: phase %s, scan row %u", w, h, (unsigned long long)seed,
                 (unsigned long long)run->steps, run_phase(run), row);
    t->hunting += framed;
    t->found += is_event(run, rep, "hunt-found");
}

/* Hunt-and-kill's phase is "hunting" exactly on the steps whose overlays
 * frame a row to scan (the window shows the two together). */
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
    if (!is_event(run, rep, "hunt-row"))
        return;
    uint32_t row = framed_row(run);
    char buf[256], want[32];
    assert_true(run_explain(run, rep, buf, sizeof buf, NULL) > 0);
    snprintf(want, sizeof want, "Hunting row %u from (", row);
    if (row != fact(rep, "row") || strncmp(buf, want, strlen(want)) != 0)
        fail_msg("%dx%d seed %llu step %llu: frame on row %u, sentence \"%s\"", w, h,
                 (unsigned long long)seed, (unsigned long long)run->steps, row, buf);
    /* the cell named is the first the row's scan looked at */
    assert_int_equal(rep->cell / (uint32_t)w, row);
    t->rows++;
}

/* On every hunt step that scanned a row in vain, the frame (the overlay)
 * and the sentence name the same row: "Hunting row N". */
static void test_hunt_sentence_matches_frame(void **state)
{
    (void)state;
    HuntTally t = { 0 };
    hunt_each_step(hunt_check_sentence, &t);
    assert_true(t.rows > 100);
}

/* Every step of a watched run reports an event of its table (the start
 * event at step 0, never again) and a line in range, and its sentence fits
 * its template; over a few seeds and sizes every line and every event is
 * reached. */
static void test_pseudocode_lines(void **state)
{
    (void)state;
    static const Size line_sizes[] = { {1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 3}, {8, 6}, {20, 15} };
    for (size_t a = 0; a < gen_algo_count; a++) {
        const GenAlgo *algo = gen_algos[a];
        for (int v = 0; v < algo_variant_total(algo); v++) {
            Pseudocode pc = algo_pseudocode(algo, v);
            if (pc.count < 5 || pc.count > 15)
                fail_msg("%s:%d has %d pseudocode lines", algo->id, v, pc.count);
            bool hit[16] = { false }, seen[32] = { false };
            assert_true(algo->kinds.count <= 32);
            for (size_t s = 0; s < sizeof line_sizes / sizeof line_sizes[0]; s++) {
                for (uint64_t seed = 0; seed < 12; seed++) {
                    MazeStatus st;
                    GenRun *run = gen_run_new(algo, v, line_sizes[s].w, line_sizes[s].h, seed, &st);
                    StepReport rep;
                    char buf[512];
                    run_set_report(run, &rep);
                    int start = rep.kind;
                    assert_true(start > STEP_KIND_NONE && start < algo->kinds.count);
                    assert_true(run_explain(run, &rep, buf, sizeof buf, NULL) > 0);
                    hit[rep.line] = seen[rep.kind] = true;
                    while (!run_done(run)) {
                        assert_int_equal(run_step(run, 1), 1);
                        if (rep.line < 0 || rep.line >= pc.count || rep.kind <= STEP_KIND_NONE ||
                            rep.kind >= algo->kinds.count || rep.kind == start)
                            fail_msg("%s:%d step %llu: line %d event %d", algo->id, v,
                                     (unsigned long long)run->steps, rep.line, rep.kind);
                        if (run_explain(run, &rep, buf, sizeof buf, NULL) <= 0)
                            fail_msg("%s:%d step %llu: event %s does not fit its sentence: \"%s\"",
                                     algo->id, v, (unsigned long long)run->steps,
                                     step_kind_id(algo->kinds, &rep), buf);
                        hit[rep.line] = seen[rep.kind] = true;
                    }
                    run_free(run);
                }
            }
            for (int l = 0; l < pc.count; l++)
                if (!hit[l])
                    fail_msg("%s:%d: pseudocode line %d (%s) never reported", algo->id, v, l,
                             pc.lines[l]);
            for (int k = 1; k < algo->kinds.count; k++)
                if (!seen[k] && algo->kinds.kinds[k].id && v == 0 && algo->variant_count == 0)
                    fail_msg("%s: event %s never reported", algo->id, algo->kinds.kinds[k].id);
        }
    }
}

/* A clone made mid-run finishes with the same maze, marks and steps. */
static void test_clone_continues(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++) {
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++) {
            for (uint64_t seed = 0; seed < 10; seed++) {
                GenRun *whole = test_generate(gen_algos[a], v, 23, 17, seed, SIZE_MAX);
                MazeStatus st;
                GenRun *run = gen_run_new(gen_algos[a], v, 23, 17, seed, &st);
                run_step(run, (size_t)(whole->steps * (seed + 1) / 11));
                GenRun *copy = run_clone(run, &st);
                assert_non_null(copy);
                run_free(run);
                assert_true(run_finish(copy));
                assert_true(grid_same_passages(&whole->grid, &copy->grid));
                assert_memory_equal(whole->grid.mark, copy->grid.mark, whole->grid.n);
                assert_int_equal(whole->steps, copy->steps);
                run_free(copy);
                run_free(whole);
            }
        }
    }
}

/* Run equals the finished reference whole in grid, marks, steps, phase. */
static void assert_same_finished(const GenRun *whole, const GenRun *run)
{
    assert_true(run_done(run));
    assert_memory_equal(whole->grid.pass, run->grid.pass, whole->grid.n);
    assert_memory_equal(whole->grid.mark, run->grid.mark, whole->grid.n);
    assert_int_equal(whole->steps, run->steps);
    assert_string_equal(run_phase(whole), run_phase(run));
}

static void test_trim(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++) {
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++) {
            for (uint64_t seed = 0; seed < 6; seed++) {
                const Size sz = sizes[seed % SIZE_COUNT];
                GenRun *whole = test_generate(gen_algos[a], v, sz.w, sz.h, seed, SIZE_MAX);
                GenRun *run = gen_run_new(gen_algos[a], v, sz.w, sz.h, seed, NULL);
                run_step(run, (size_t)(whole->steps / 2));
                GenRun *half = run_clone(run, NULL);
                assert_non_null(half);
                size_t m0 = mem_current();
                assert_true(run->ctx.done || !run_trim(run));   /* not before the end */
                assert_int_equal(mem_current(), m0);
                run_finish(run);
                m0 = mem_current();
                assert_true(run_trim(run));
                assert_true(run_trimmed(run));
                assert_true(m0 - mem_current() >= gen_algos[a]->state_size);
                assert_false(run_trim(run));
                assert_same_finished(whole, run);
                assert_int_equal(run_step(run, 10), 0);
                assert_int_equal(run_cell_set(run, 0, NULL), 0);
                GenRun *copy = run_clone(run, NULL);  /* trimmed too */
                assert_non_null(copy);
                assert_true(run_trimmed(copy));
                assert_same_finished(whole, copy);
                assert_int_equal(run_assign(copy, half), MAZE_OK);     /* step back */
                assert_false(run_trimmed(copy));
                assert_true(run_finish(copy));
                assert_same_finished(whole, copy);
                assert_int_equal(run_assign(half, run), MAZE_OK);      /* to the end */
                assert_true(run_trimmed(half));
                assert_same_finished(whole, half);
                run_free(copy);
                run_free(half);
                run_free(run);
                run_free(whole);
            }
        }
    }
    /* Kruskal's sets and wall order: several bytes a cell, all freed. */
    GenRun *kr = test_generate(gen_find("kruskal"), 0, 300, 200, 3, SIZE_MAX);
    size_t m0 = mem_current();
    assert_true(run_trim(kr));
    assert_true(m0 - mem_current() >= (size_t)8 * kr->grid.n);
    run_free(kr);
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
            run_set_report(run, &rep);
            while (!run_done(run)) {
                memcpy(before, run->grid.mark, run->grid.n);
                run_step(run, 1);
                bool found = is_event(run, &rep, "hunt-found");
                if (!found && !is_event(run, &rep, "hunt-row"))
                    continue;
                uint32_t want = naive_hunt(&run->grid, before);
                assert_int_not_equal(want, GRID_NONE);
                if (found) {
                    assert_int_equal(rep.cell, want);
                    hunts++;
                } else {
                    assert_true(want / (uint32_t)run->grid.w > fact(&rep, "row"));
                    rows++;
                }
            }
            free(before);
            run_free(run);
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
 * says outside; the head it names is the lit cell. Reports attached mid-run
 * (after unwatched steps) too. */
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
            run_step(run, (size_t)seed * 7);    /* unwatched first */
            StepReport rep;
            run_set_report(run, &rep);
            uint32_t before = UINT32_MAX;     /* stale arrows until the first watched step */
            while (!run_done(run)) {
                run_step(run, 1);
                const Grid *g = &run->grid;
                uint32_t arrows = wilson_arrows(g), outside = 0;
                for (uint32_t i = 0; i < g->n; i++)
                    outside += g->mark[i] != MARK_DONE;
                if (is_event(run, &rep, "extend")) {
                    assert_int_equal(fact(&rep, "path"), arrows + 1);
                    assert_int_equal(g->mark[rep.other], MARK_CURRENT);
                    assert_int_equal(g->mark[rep.cell], MARK_WALK_N + rep.dir);
                } else if (is_event(run, &rep, "loop-erase")) {
                    loops++;
                    long_loops += fact(&rep, "erased") > 1;
                    if (before != UINT32_MAX)
                        assert_int_equal(before - arrows, fact(&rep, "erased"));
                    assert_int_equal(fact(&rep, "path"), arrows + 1);
                    assert_int_equal(g->mark[rep.other], MARK_CURRENT);
                } else if (is_event(run, &rep, "join")) {
                    assert_int_equal(fact(&rep, "path"), arrows);
                    assert_int_equal(g->mark[rep.other], MARK_DONE);
                } else if (is_event(run, &rep, "carve")) {
                    assert_int_equal(fact(&rep, "left"), arrows);
                    assert_true(arrows > 0);
                    assert_true(grid_is_open(g, rep.cell, (Dir)rep.dir));
                } else if (is_event(run, &rep, "carve-last")) {
                    assert_int_equal(arrows, 0);
                    assert_int_equal(fact(&rep, "outside"), outside);
                    assert_true(grid_is_open(g, rep.cell, (Dir)rep.dir));
                } else if (is_event(run, &rep, "walk-start")) {
                    assert_int_equal(fact(&rep, "outside"), outside);
                    assert_int_equal(arrows, 0);
                    assert_int_equal(g->mark[rep.cell], MARK_CURRENT);
                } else {
                    fail_msg("wilson step %llu: event %s", (unsigned long long)run->steps,
                             step_kind_id(run->algo->kinds, &rep));
                }
                before = arrows;
            }
            run_free(run);
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
