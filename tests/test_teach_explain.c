/* test_teach_explain.c - the sentence for a known step of a known maze, for
 * each algorithm (exact strings), and the hidden state a viewer draws:
 * Kruskal's and Eller's sets match the passages carved so far, true Prim
 * carves the lightest wall out of the maze, the views name what they show. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>

#include "maze/explain.h"
#include "maze/mines.h"
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
    { "sidewinder", 0, 7, "Run of 7 cells closed at (6,0): carved south from (4,0), picked at random from the run" },
    { "recursive-division", 0, 1, "Chamber (0,0) 8x6 split by a vertical wall right of column 4, gap at (4,3), 2 chambers left to split" },
    { "recursive-division", 1, 1, "Chamber (0,0) 8x6 split by a vertical wall right of column 4, gap at (4,3), both halves left open as rooms, 0 chambers left to split" },
    { "eller", 0, 7, "Wall between (6,0) and (7,0) removed: joins set 7 (1 cell) and set 8 (1 cell)" },
    { "eller", 0, 14, "No passage south from (6,0): the coin says no, set 7 goes down elsewhere" },
    { "kruskal", 0, 21, "Wall between (5,1) and (6,1) removed: joins set 14 (1 cell) and set 15 (4 cells)" },
    { "kruskal", 0, 30, "Wall between (1,2) and (2,2) kept: both already in set 11, it would close a loop" },
    { "prim", 0, 5, "Wall between (2,5) and (3,5) removed: picked at random from 6 frontier walls" },
    { "prim", 1, 6, "Frontier cell (4,4) joined the maze from (3,4): picked at random from 6 frontier cells" },
    { "prim-true", 0, 1, "Carved south from (6,3) to (6,4): the lightest wall out of the maze (weight 0.018), 6 walls waiting" },
    { "aldous-broder", 0, 4, "Walked east from (0,4) to (1,4): already in the maze, nothing carved" },
    { "aldous-broder", 0, 3, "Walked north from (0,5) to (0,4): a new cell, passage carved, 44 cells still outside" },
    { "wilson", 0, 0, "Start at (1,4)" },
    { "wilson", 0, 1, "New walk from (0,0), a cell not yet in the maze (47 cells outside)" },
    { "wilson", 0, 2, "Walked south from (0,0) to (0,1): a cell outside the maze, the path grows to 2 cells" },
    { "wilson", 0, 4, "Walked north from (0,2) to (0,1): onto its own path, closing a loop; 1 cell erased, the path is back to 2 cells" },
    { "wilson", 0, 28, "Walked west from (2,4) to (1,4): the walk reached the maze, its loop-free path of 11 cells is added" },
    { "wilson", 0, 29, "Carved south from (0,0) to (0,1): (0,0) joins the maze, 10 path cells left to carve" },
    { "wilson", 0, 39, "Carved west from (2,4) to (1,4): (2,4) joins the maze, the whole path is carved" },
    { "wilson", 0, 163, "Carved north from (7,5) to (7,4): (7,5) joins the maze, the whole path is carved; every cell is in the maze" },
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
        gen_set_report(run, &rep);
        assert_int_equal(gen_step(run, (size_t)c->step), (size_t)c->step);
        char buf[256];
        explain_step(&rep, 8, buf, sizeof buf);
        if (strcmp(buf, c->sentence) != 0)
            fail_msg("%s:%d step %d:\n got  \"%s\"\n want \"%s\"", c->id, c->variant, c->step, buf,
                     c->sentence);
        gen_run_free(run);
    }
}

static void check_sentence(const StepReport *r, int w, const char *want)
{
    char buf[256];
    int len = explain_step(r, w, buf, sizeof buf);
    assert_string_equal(buf, want);
    assert_int_equal(len, (int)strlen(want));
    char small[10];     /* cut short, still terminated, full length returned */
    assert_int_equal(explain_step(r, w, small, sizeof small), len);
    assert_int_equal(strlen(small), sizeof small - 1);
}

static void test_solver_and_flood_sentences(void **state)
{
    (void)state;
    GenRun *m = test_generate(gen_find("kruskal"), 0, 8, 6, 3, SIZE_MAX);
    static const char *const at9[] = {
        "Moved north from (1,3) to (1,2): turned right, right hand on the wall, path 8 cells",
        "Moved east from (3,1) to (4,1): turned left, left hand on the wall, path 6 cells",
        "Expanded (3,0) at distance 5: queued 0 new neighbours, 3 waiting",
    };
    static const char *const at_end[] = {
        "Left through the exit at (7,5), path 15 cells",
        "Left through the exit at (7,5), path 15 cells",
        "(0,0) at distance 0 is on the shortest path",
    };
    for (size_t s = 0; s < solve_algo_count; s++) {
        SolveRun *r = solve_run_new(solve_algos[s], &m->grid, NULL);
        StepReport rep;
        solve_set_report(r, &rep);
        check_sentence(&rep, 8, "Start at (0,0), facing south");
        solve_step(r, 9);
        check_sentence(&rep, 8, at9[s]);
        solve_finish(r);
        check_sentence(&rep, 8, at_end[s]);
        solve_run_free(r);
    }
    gen_run_free(m);
    MinesBoard *b = mines_new(9, 9, 10, 3, NULL);
    StepReport rep;
    mines_set_report(b, &rep);
    mines_click(b, 4, 4);
    mines_step(b, 1);
    check_sentence(&rep, 9, "Opened (4,4): no mine around, queued 8 neighbours, 8 waiting");
    mines_step(b, 1);
    check_sentence(&rep, 9, "Opened (3,3): 1 mine around, the flood stops here, 7 waiting");
    mines_free(b);
}

/* Labels the components of g's passages into comp (n entries). */
static void components(const Grid *g, uint32_t *comp, uint32_t *size)
{
    uint32_t *stack = malloc(g->n * sizeof *stack);
    for (uint32_t i = 0; i < g->n; i++)
        comp[i] = GRID_NONE;
    for (uint32_t i = 0; i < g->n; i++) {
        if (comp[i] != GRID_NONE)
            continue;
        uint32_t top = 0;
        size[i] = 0;
        comp[i] = i;
        stack[top++] = i;
        while (top) {
            uint32_t c = stack[--top];
            size[i]++;
            for (int d = 0; d < 4; d++) {
                uint32_t j = grid_neighbor(g, c, (Dir)d);
                if (j != GRID_NONE && grid_is_open(g, c, (Dir)d) && comp[j] == GRID_NONE) {
                    comp[j] = i;
                    stack[top++] = j;
                }
            }
        }
    }
    free(stack);
}

/* Two cells share a set id exactly when passages connect them, and the
 * size is the component's: Kruskal everywhere, Eller in its current row
 * while it joins. */
static void test_sets_follow_passages(void **state)
{
    (void)state;
    const char *ids[] = { "kruskal", "eller" };
    for (int a = 0; a < 2; a++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            GenRun *run = gen_run_new(gen_find(ids[a]), 0, 13, 9, seed, NULL);
            GenView view;
            gen_view(run, &view);
            assert_true(view.has_sets);
            uint32_t n = run->grid.n, w = 13;
            uint32_t *comp = malloc(n * sizeof *comp), *size = malloc(n * sizeof *size);
            int checked = 0;
            while (!gen_done(run)) {
                gen_step(run, 1 + seed % 3);
                bool eller = a == 1;
                if (eller && strcmp(gen_phase(run), "joining") != 0)
                    continue;
                components(&run->grid, comp, size);
                for (uint32_t i = 0; i < n; i++) {
                    uint32_t id = gen_set_id(run, i);
                    if (eller && id == 0)
                        continue;
                    assert_true(id >= 1);
                    assert_int_equal(gen_set_size(run, i), eller ? gen_set_size(run, i) : size[comp[i]]);
                    for (uint32_t j = eller ? i / w * w : 0; j < (eller ? i / w * w + w : n); j++)
                        if ((gen_set_id(run, j) == id) != (comp[j] == comp[i]))
                            fail_msg("%s seed %llu step %llu: cells %u and %u", ids[a],
                                     (unsigned long long)seed, (unsigned long long)run->steps, i, j);
                    checked++;
                }
            }
            assert_true(checked > 0);
            free(comp);
            free(size);
            gen_run_free(run);
        }
    }
}

/* True Prim: each step carves the lightest wall between the maze and a cell
 * outside it, and reports that wall's weight. */
static void test_prim_true_lightest(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 10; seed++) {
        GenRun *run = gen_run_new(gen_find("prim-true"), 0, 11, 8, seed, NULL);
        StepReport rep;
        gen_set_report(run, &rep);
        const Grid *g = &run->grid;
        uint8_t *in = malloc(g->n);
        while (!gen_done(run)) {
            for (uint32_t i = 0; i < g->n; i++)
                in[i] = g->mark[i] == MARK_DONE || g->mark[i] == MARK_CURRENT;
            gen_step(run, 1);
            uint32_t w;
            assert_true(gen_edge_weight(run, rep.cell, (Dir)rep.dir, &w));
            assert_int_equal(w, rep.weight);
            assert_true(in[rep.cell] && !in[rep.other]);
            for (uint32_t i = 0; i < g->n; i++)
                for (int d = 0; d < 4; d++) {
                    uint32_t j = grid_neighbor(g, i, (Dir)d), wj;
                    if (j != GRID_NONE && in[i] && !in[j] &&
                        gen_edge_weight(run, i, (Dir)d, &wj))
                        assert_true(wj >= rep.weight);
                }
        }
        free(in);
        gen_run_free(run);
    }
}

/* What gen_view and solve_view show for the algorithms that keep it. */
static void test_views(void **state)
{
    (void)state;
    GenRun *rd = gen_run_new(gen_find("recursive-division"), 0, 10, 7, 1, NULL);
    GenView v;
    gen_step(rd, 1);
    gen_view(rd, &v);
    assert_int_equal(v.chamber[2], 10);
    assert_int_equal(v.chamber[3], 7);
    gen_run_free(rd);

    GenRun *gt = gen_run_new(gen_find("growing-tree"), 2, 10, 7, 1, NULL);
    gen_step(gt, 5);
    gen_view(gt, &v);
    uint32_t live = 0;
    for (uint32_t k = 0; k < v.list_len; k++)
        if (v.list[k] != GRID_NONE) {
            assert_int_not_equal(gt->grid.mark[v.list[k]], MARK_BLANK);
            live++;
        }
    assert_true(live >= 1);
    gen_run_free(gt);

    GenRun *m = test_generate(gen_find("kruskal"), 0, 8, 6, 3, SIZE_MAX);
    for (size_t s = 0; s < solve_algo_count; s++) {
        SolveRun *r = solve_run_new(solve_algos[s], &m->grid, NULL);
        SolveView sv;
        solve_step(r, 3);
        solve_view(r, &sv);
        if (strcmp(solve_algos[s]->id, "bfs") == 0) {
            assert_int_equal(sv.hand, 0);
            assert_true(sv.frontier_len > 0);
            for (uint32_t k = 0; k < sv.frontier_len; k++)
                assert_int_equal(r->ctx.trail[sv.frontier[k]], TRAIL_FRONTIER);
        } else {
            assert_int_equal(sv.hand, strcmp(solve_algos[s]->id, "wall-right") == 0 ? 1 : -1);
            assert_int_equal(sv.hand_dir, (sv.facing + (sv.hand == 1 ? 1 : 3)) % 4);
        }
        solve_run_free(r);
    }
    gen_run_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generator_sentences),
        cmocka_unit_test(test_solver_and_flood_sentences),
        cmocka_unit_test(test_sets_follow_passages),
        cmocka_unit_test(test_prim_true_lightest),
        cmocka_unit_test(test_views),
    };
    return cmocka_run_group_tests_name("teaching: sentences and hidden state", tests, NULL, NULL);
}
