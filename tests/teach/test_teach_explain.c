/* test_teach_explain.c - the sentence for a known step of a known maze, for
 * each algorithm (exact strings, keyed by id); the template language the
 * sentences are written in; and what the overlays show: true Prim carves
 * the lightest wall out of the maze, the frames, dots and bars name what
 * they should. (The sets and every count a sentence gives are checked
 * against independent code in test_narration.c.) */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>

#include "maze/mines.h"
#include "maze/sentence.h"
#include "maze/solve.h"

typedef struct Known {
    const char *id;
    int variant;
    int step;
    const char *sentence;
} Known;

/* 8x6, seed 3. */
static const Known known[] = {
    { "backtracker", 0, 3, "Carved east from (2,5) to (3,5): 2 unvisited neighbours, one picked at random" },
    { "backtracker", 0, 15, "Dead end at (0,5): back to (0,4), stack depth 13" },
    { "binary-tree", 0, 8, "Carved south from (7,0) to (7,1): the only way from the last column" },
    { "sidewinder", 0, 7, "Run of 7 cells closed at (6,0) (the coin says stop): carved south from (4,0), picked at random from the run" },
    { "recursive-division", 0, 1, "Chamber (0,0) 8x6 split by a vertical wall right of column 4, gap at (4,3)" },
    { "recursive-division", 1, 1, "Chamber (0,0) 8x6 split by a vertical wall right of column 4, gap at (4,3), both halves left open as rooms" },
    { "eller", 0, 7, "Wall between (6,0) and (7,0) removed: joins set 7 (1 cell in this row) and set 8 (1 cell) into set 7" },
    { "eller", 0, 14, "No passage south from (6,0): the coin says no, set 7 goes down elsewhere; below it a new set starts" },
    { "kruskal", 0, 21, "Wall between (5,1) and (6,1) removed: joins set 14 (1 cell) and set 15 (4 cells) into set 15, 27 sets left" },
    { "kruskal", 0, 30, "Wall between (1,2) and (2,2) kept: both already in set 11 (20 cells), it would close a loop" },
    { "prim", 0, 5, "Wall between (2,5) and (3,5) removed: picked at random from 5 walls between the maze and a cell outside it" },
    { "prim", 1, 6, "Frontier cell (4,4) joined the maze from (3,4): picked at random from 6 frontier cells" },
    { "prim-true", 0, 1, "Carved south from (6,3) to (6,4): the lightest wall out of the maze (weight 0.018)" },
    { "aldous-broder", 0, 4, "Walked east from (0,4) to (1,4): already in the maze, nothing carved" },
    { "aldous-broder", 0, 3, "Walked north from (0,5) to (0,4): a new cell, passage carved, 44 cells still outside" },
    { "wilson", 0, 0, "Start: (1,4), a random cell, is the maze; 47 cells outside" },
    { "wilson", 0, 1, "New walk from (0,0), a cell not yet in the maze (47 cells outside)" },
    { "wilson", 0, 2, "Walked south from (0,0) to (0,1): a cell outside the maze, the path grows to 2 cells" },
    { "wilson", 0, 4, "Walked north from (0,2) to (0,1): onto its own path, closing a loop; 1 cell erased, the path is back to 2 cells" },
    { "wilson", 0, 28, "Walked west from (2,4) to (1,4): the walk reached the maze, its loop-free path of 11 cells is added" },
    { "wilson", 0, 29, "Carved south from (0,0) to (0,1): the path is carved a passage a step from its start, 10 path cells left" },
    { "wilson", 0, 39, "Carved west from (2,4) to (1,4): the path meets the maze, all of it joins" },
    { "wilson", 0, 163, "Carved north from (7,5) to (7,4): the path meets the maze, all of it joins; every cell is in the maze" },
    { "hunt-and-kill", 0, 5, "Carved east from (3,4) to (4,4): 3 unvisited neighbours, one picked at random" },
    { "hunt-and-kill", 0, 15, "Hunt found (0,1) in row 1: carved south to (0,2), its only maze neighbour" },
    { "growing-tree", 0, 5, "(0,5) has no unvisited neighbour: removed from the active list, 4 cells left" },
    { "growing-tree", 1, 1, "Carved south from (1,4) to (1,5): 4 unvisited neighbours, one picked at random" },
    { "growing-tree", 2, 6, "(1,3) has no unvisited neighbour: removed from the active list, 5 cells left" },
    { "growing-tree", 3, 8, "(1,5) has no unvisited neighbour: removed from the active list, 5 cells left" },
};

static void test_generator_sentences(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
        const Known *c = &known[k];
        MazeStatus st;
        GenRun *run = gen_run_new(gen_find(c->id), c->variant, 8, 6, 3, &st);
        assert_non_null(run);
        StepReport rep;
        run_set_report(run, &rep);
        assert_int_equal(run_step(run, (size_t)c->step), (size_t)c->step);
        char buf[256];
        assert_true(run_explain(run, &rep, buf, sizeof buf, NULL) >= 0);
        if (strcmp(buf, c->sentence) != 0)
            fail_msg("%s:%d step %d:\n got  \"%s\"\n want \"%s\"", c->id, c->variant, c->step, buf,
                     c->sentence);
        run_free(run);
    }
}

/* The sentence of r (kinds, a grid w wide) is want; cut short it stays
 * terminated and the full length is returned. */
static void check_sentence(StepKinds kinds, const StepReport *r, int w, const char *want)
{
    char buf[256];
    int len = sentence_write(kinds, r, w, buf, sizeof buf, NULL);
    assert_string_equal(buf, want);
    assert_int_equal(len, (int)strlen(want));
    char small[10];
    assert_int_equal(sentence_write(kinds, r, w, small, sizeof small, NULL), len);
    assert_int_equal(strlen(small), (size_t)len < sizeof small ? (size_t)len : sizeof small - 1);
}

/* A solver's sentences at its start, after 9 steps and at its end, keyed
 * by the solver's id (a solver the table gains is not checked here). */
typedef struct KnownSolve {
    const char *id;
    const char *start, *at9, *end;
} KnownSolve;

static const KnownSolve known_solve[] = {
    { "wall-right", "Start at (0,0), facing south, right hand on the wall",
      "Moved north from (1,3) to (1,2): turned right, right hand on the wall, path 8 cells",
      "Left through the exit at (7,5), path 15 cells" },
    { "wall-left", "Start at (0,0), facing south, left hand on the wall",
      "Moved east from (3,1) to (4,1): turned left, left hand on the wall, path 6 cells",
      "Left through the exit at (7,5), path 15 cells" },
    { "bfs", "Start at (0,0): distance 0, the only cell in the queue",
      "Expanded (3,0) at distance 5: queued 0 new neighbours, 3 waiting",
      "(0,0) at distance 0 is on the shortest path" },
};

static void test_solver_and_flood_sentences(void **state)
{
    (void)state;
    GenRun *m = test_generate(gen_find("kruskal"), 0, 8, 6, 3, SIZE_MAX);
    for (size_t k = 0; k < sizeof known_solve / sizeof known_solve[0]; k++) {
        const KnownSolve *c = &known_solve[k];
        const SolveAlgo *a = solve_find(c->id);
        assert_non_null(a);
        SolveRun *r = solve_run_new(a, &m->grid, NULL);
        StepReport rep;
        run_set_report(r, &rep);
        check_sentence(a->kinds, &rep, 8, c->start);
        run_step(r, 9);
        check_sentence(a->kinds, &rep, 8, c->at9);
        run_finish(r);
        check_sentence(a->kinds, &rep, 8, c->end);
        run_free(r);
    }
    run_free(m);
    MinesBoard *b = mines_new(9, 9, 10, 3, NULL);
    StepReport rep;
    mines_set_report(b, &rep);
    mines_click(b, 4, 4);
    mines_step(b, 1);
    check_sentence(mines_kinds, &rep, 9, "Opened (4,4): no mine around, queued 8 neighbours, 8 waiting");
    mines_step(b, 1);
    check_sentence(mines_kinds, &rep, 9, "Opened (3,3): 1 mine around, the flood stops here, 7 waiting");
    mines_free(b);
}

/* ---- the template language ------------------------------------------------ */

enum { TK_ONE = 1, TK_WALL, TK_BAD, TK_NOUN };

static const StepKind test_kinds[] = {
    [TK_ONE] = { "one", "From {cell} {dir} to {other}: {n:cell}{?n>2:, many}{?n=1:, one}"
                        "{!gone: (no gone)}{?at: at {at}}, weight {wt}, {{braces}", 0 },
    [TK_WALL] = { "wall", "Wall between {cell} and {other}, by {at}", STEP_ON_WALL },
    [TK_BAD] = { "bad", "Needs {missing} and {n:half|halves}", 0 },
    [TK_NOUN] = { "noun", "{n:half|halves}", 0 },
};
static const StepKinds tk = STEP_KINDS(test_kinds);

static void test_template_language(void **state)
{
    (void)state;
    StepReport r;
    step_move(&r, TK_ONE, 0, 9, 10, DIR_E);
    step_fact(&r, "n", 3);
    step_fact_fraction(&r, "wt", 0x80000000u);
    check_sentence(tk, &r, 8, "From (1,1) east to (2,1): 3 cells, many (no gone), weight 0.500, {braces}");
    step_move(&r, TK_ONE, 0, 9, 10, DIR_E);
    step_fact(&r, "n", 1);
    step_fact(&r, "gone", 4);
    step_fact_cell(&r, "at", 0);    /* cell 0 is a cell: the condition holds */
    step_fact_fraction(&r, "wt", 0);
    check_sentence(tk, &r, 8, "From (1,1) east to (2,1): 1 cell, one at (0,0), weight 0.000, {braces}");
    StepNamed named;
    char buf[128];
    assert_true(sentence_write(tk, &r, 8, buf, sizeof buf, &named) > 0);
    assert_int_equal(named.ncells, 3);      /* cell, other and the fact "at" */
    assert_false(named.wall);

    /* A wall event names its wall; the other cells it names stay cells. */
    step_move(&r, TK_WALL, 0, 9, 17, DIR_S);
    step_fact_cell(&r, "at", 3);
    check_sentence(tk, &r, 8, "Wall between (1,1) and (1,2), by (3,0)");
    assert_true(sentence_write(tk, &r, 8, buf, sizeof buf, &named) > 0);
    assert_true(named.wall);
    assert_int_equal(named.wall_cell, 9);
    assert_int_equal(named.wall_dir, DIR_S);
    assert_int_equal(named.ncells, 1);
    assert_int_equal(named.cells[0], 3);

    /* Irregular plurals; a fact the template needs and the report lacks. */
    step_begin(&r, TK_NOUN, 0);
    step_fact(&r, "n", 2);
    check_sentence(tk, &r, 8, "2 halves");
    step_begin(&r, TK_BAD, 0);
    step_fact(&r, "n", 1);
    assert_int_equal(sentence_write(tk, &r, 8, buf, sizeof buf, NULL), -1);
    assert_string_equal(buf, "Needs ? and 1 half");

    /* No report, a kind outside the table. */
    step_begin(&r, STEP_KIND_NONE, 0);
    assert_int_equal(sentence_write(tk, &r, 8, buf, sizeof buf, NULL), 0);
    assert_string_equal(buf, "");
    step_begin(&r, 99, 0);
    assert_int_equal(sentence_write(tk, &r, 8, buf, sizeof buf, NULL), -1);

    /* Malformed templates are told apart, with the place. */
    static const char *const bad[] = { "{", "{cell", "{?:x}", "{?n}", "{!n=2:x}", "{n:}",
                                       "{?n>x:y}", "{n$}", "{}" };
    char why[64];
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        if (sentence_template_ok(bad[k], why, sizeof why))
            fail_msg("\"%s\" passed", bad[k]);
    assert_true(sentence_template_ok("a {b} {?c>1:{d:e}} {!f:g} {{", why, sizeof why));
}

/* ---- overlays ----------------------------------------------------------- */

/* The overlay of shape s in run's list now, or NULL. */
static const Overlay *find_overlay(const Run *run, OverlayShape s, OverlayList *l)
{
    run_overlays(run, NULL, l);
    return overlay_find(l, s);
}

/* True Prim: each step carves the lightest wall between the maze and a cell
 * outside it (its shades overlay gives the weights), and reports that
 * wall's weight. */
static void test_prim_true_lightest(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 10; seed++) {
        GenRun *run = gen_run_new(gen_find("prim-true"), 0, 11, 8, seed, NULL);
        StepReport rep;
        run_set_report(run, &rep);
        const Grid *g = &run->grid;
        uint8_t *in = malloc(g->n);
        OverlayList l;
        while (!run_done(run)) {
            for (uint32_t i = 0; i < g->n; i++)
                in[i] = g->mark[i] == MARK_DONE || g->mark[i] == MARK_CURRENT;
            const Overlay *o = find_overlay(run, OV_SHADES, &l);
            assert_non_null(o);
            uint32_t *wt = malloc(4 * (size_t)g->n * sizeof *wt);
            bool *has = malloc(4 * (size_t)g->n);
            for (uint32_t i = 0; i < g->n; i++)
                for (int d = 0; d < 4; d++)
                    has[4 * i + (uint32_t)d] = o->side_field(o->state, g, i, (Dir)d, &wt[4 * i + (uint32_t)d]);
            run_step(run, 1);
            const StepFact *f = step_find_fact(&rep, "weight");
            assert_non_null(f);
            assert_true(has[4 * rep.cell + (uint32_t)rep.dir]);
            assert_int_equal(wt[4 * rep.cell + (uint32_t)rep.dir], f->value);
            assert_true(in[rep.cell] && !in[rep.other]);
            for (uint32_t i = 0; i < g->n; i++)
                for (int d = 0; d < 4; d++) {
                    uint32_t j = grid_neighbor(g, i, (Dir)d);
                    if (j != GRID_NONE && in[i] && !in[j] && has[4 * i + (uint32_t)d])
                        assert_true(wt[4 * i + (uint32_t)d] >= f->value);
                }
            free(wt);
            free(has);
        }
        free(in);
        run_free(run);
    }
}

/* What the overlays show for algorithms that keep hidden state (keyed by
 * id): a chamber's frame, the active list's dots on cells in the maze, the
 * hunt's row, bfs's queue and distances, the wall follower's hand. */
static void test_overlays_show_the_state(void **state)
{
    (void)state;
    OverlayList l;
    GenRun *rd = gen_run_new(gen_find("recursive-division"), 0, 10, 7, 1, NULL);
    run_step(rd, 1);
    const Overlay *o = find_overlay(rd, OV_FRAMES, &l);
    assert_non_null(o);
    assert_int_equal(o->count, 1);
    assert_int_equal(o->items[2], 10);
    assert_int_equal(o->items[3], 7);
    assert_int_equal(o->role, PAL_REGION);
    run_free(rd);

    GenRun *gt = gen_run_new(gen_find("growing-tree"), algo_find_variant(gen_find("growing-tree"), "random"),
                             10, 7, 1, NULL);
    run_step(gt, 5);
    o = find_overlay(gt, OV_DOTS, &l);
    assert_non_null(o);
    uint32_t live = 0;
    for (uint32_t k = 0; k < o->count; k++)
        if (o->items[k] != GRID_NONE) {
            assert_int_not_equal(gt->grid.mark[o->items[k]], MARK_BLANK);
            live++;
        }
    assert_true(live >= 1);
    run_free(gt);

    GenRun *m = test_generate(gen_find("kruskal"), 0, 8, 6, 3, SIZE_MAX);
    assert_int_equal(find_overlay(m, OV_SETS, &l), NULL);    /* done: no overlays */
    SolveRun *bfs = solve_run_new(solve_find("bfs"), &m->grid, NULL);
    run_step(bfs, 3);
    o = find_overlay(bfs, OV_DOTS, &l);
    assert_non_null(o);
    assert_true(o->count > 0);
    for (uint32_t k = 0; k < o->count; k++)
        assert_int_equal(bfs->ctx.trail[o->items[k]], TRAIL_FRONTIER);
    o = overlay_find(&l, OV_NUMBERS);
    assert_non_null(o);
    assert_int_equal(o->field(o->state, &m->grid, 0, NULL), 1);     /* distance 0 */
    run_free(bfs);
    for (int right = 0; right < 2; right++) {
        SolveRun *wf = solve_run_new(solve_find(right ? "wall-right" : "wall-left"), &m->grid, NULL);
        run_step(wf, 3);
        o = find_overlay(wf, OV_BARS, &l);
        assert_non_null(o);
        assert_int_equal(o->count, 1);
        assert_int_equal(overlay_side_cell(o->items[0]), solve_current(wf));
        assert_int_equal(o->role, PAL_MARKER);
        run_free(wf);
    }
    run_free(m);

    GenRun *hk = gen_run_new(gen_find("hunt-and-kill"), 0, 12, 9, 4, NULL);
    StepReport rep;
    run_set_report(hk, &rep);
    bool framed = false;
    while (!run_done(hk) && !framed) {
        run_step(hk, 1);
        o = find_overlay(hk, OV_FRAMES, &l);
        const StepFact *row = step_find_fact(&rep, "row");
        if (o && strcmp(step_kind_id(hk->algo->kinds, &rep), "hunt-row") == 0) {
            assert_non_null(row);
            assert_int_equal(o->items[1], row->value);     /* the row the sentence names */
            framed = true;
        }
    }
    assert_true(framed);
    run_free(hk);
}

/* The focus: run_overlays adds a ring in each cell the sentence names and
 * a bar on the wall it names. */
static void test_focus_follows_the_sentence(void **state)
{
    (void)state;
    GenRun *kr = gen_run_new(gen_find("kruskal"), 0, 12, 8, 5, NULL);
    StepReport rep;
    run_set_report(kr, &rep);
    int kept = 0;
    OverlayList l;
    while (!run_done(kr)) {
        run_step(kr, 1);
        run_overlays(kr, &rep, &l);
        const Overlay *bar = NULL;
        for (int k = 0; k < l.count; k++)
            if (l.item[k].shape == OV_BARS && l.item[k].role == PAL_FOCUS)
                bar = &l.item[k];
        assert_non_null(bar);
        assert_int_equal(bar->items[0], OVERLAY_SIDE(rep.cell, rep.dir));
        kept += strcmp(step_kind_id(kr->algo->kinds, &rep), "keep") == 0;
    }
    assert_true(kept > 0);
    run_free(kr);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generator_sentences),
        cmocka_unit_test(test_solver_and_flood_sentences),
        cmocka_unit_test(test_template_language),
        cmocka_unit_test(test_prim_true_lightest),
        cmocka_unit_test(test_overlays_show_the_state),
        cmocka_unit_test(test_focus_follows_the_sentence),
    };
    return cmocka_run_group_tests_name("teaching: sentences and overlays", tests, NULL, NULL);
}
