/* test_teach_quiz.c - predict and check (question.h), for every generator,
 * variant and solver in the tables, over many sizes and seeds:
 *   - every algorithm offers questions, and each kind it declares is asked
 *     and then borne out;
 *   - the answer is what the next step does: each question asked before a
 *     step is compared with the step's report (question_outcome): never
 *     contradicted, and confirmed for every kind;
 *   - the answers are recomputed here, where the grid, the marks and the
 *     trail tell them, by code written apart from the algorithms, keyed by
 *     "algorithm:question" (the backtracker's unvisited neighbours, Prim's
 *     frontier, Eller's sets as components, BFS's nearest queued cell, the
 *     wall follower's rule, ...);
 *   - question_check, the prompts, reasons and answer texts. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/question.h"
#include "maze/solve.h"

static const TestSize sizes[] = { {1, 1}, {1, 7}, {7, 1}, {2, 2}, {5, 4}, {10, 10}, {16, 11} };
enum { SIZE_COUNT = sizeof sizes / sizeof sizes[0], SEEDS = 8, ASK_MAX = 8 };

/* ---- independent views ------------------------------------------------------ */

static const Grid *grid_of(const Run *run) { return run->ctx.grid; }

/* The only cell of g with mark m, or GRID_NONE (several: the last). */
static uint32_t marked(const Grid *g, uint8_t m)
{
    uint32_t at = GRID_NONE;
    for (uint32_t i = 0; i < g->n; i++)
        if (g->mark[i] == m)
            at = i;
    return at;
}

static bool in_maze(uint8_t m) { return m == MARK_DONE || m == MARK_CURRENT || m == MARK_STACK; }

/* A set of cells, rising, to compare with an answer. */
typedef struct Cells {
    uint32_t n;
    uint32_t v[QUESTION_CELLS_MAX + 4];
} Cells;

static void cells_add(Cells *c, uint32_t i)
{
    uint32_t k = c->n;
    while (k > 0 && c->v[k - 1] > i)
        k--;
    if (k > 0 && c->v[k - 1] == i)
        return;
    memmove(c->v + k + 1, c->v + k, (c->n - k) * sizeof *c->v);
    c->v[k] = i;
    c->n++;
}

/* The neighbours of i inside g whose mark satisfies ok (NULL: any). */
static void neighbours(const Grid *g, uint32_t i, bool (*ok)(uint8_t), Cells *out)
{
    int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w);
    static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
    for (int d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx >= 0 && ny >= 0 && nx < g->w && ny < g->h) {
            uint32_t j = (uint32_t)ny * (uint32_t)g->w + (uint32_t)nx;
            if (!ok || ok(g->mark[j]))
                cells_add(out, j);
        }
    }
}

static bool is_blank(uint8_t m) { return m == MARK_BLANK; }

/* The answer is exactly the cells of want. */
static void same_cells(const Run *run, const Question *q, const Cells *want)
{
    bool same = q->count == want->n && memcmp(q->cells, want->v, want->n * sizeof *want->v) == 0;
    if (!same)
        fail_msg("%s step %llu: %s: %u cells, an independent count says %u", run->algo->id,
                 (unsigned long long)run->steps, q->kind->id, q->count, want->n);
}

static void one_cell(const Run *run, const Question *q, uint32_t want)
{
    if (q->count != 1 || q->cells[0] != want)
        fail_msg("%s step %llu: %s: answer %u, an independent look says %u", run->algo->id,
                 (unsigned long long)run->steps, q->kind->id, q->count ? q->cells[0] : 0, want);
}

static bool connected(const Grid *g, uint32_t a, uint32_t b)
{
    uint32_t *comp = malloc(g->n * sizeof *comp);
    test_components(g, comp);
    bool same = comp[a] == comp[b];
    free(comp);
    return same;
}

/* ---- the checkers, keyed by "algorithm:question" -------------------------- */

/* Checks q against the run before its step; may keep what it needs for
 * after, which checks the step's report r. */
typedef struct Checker {
    const char *key;
    void (*before)(const Run *run, const Question *q);
    void (*after)(const Run *run, const Question *q, const StepReport *r);
} Checker;

/* The unvisited neighbours of the walker (MARK_CURRENT). */
static void ck_blank_around_current(const Run *run, const Question *q)
{
    Cells want = { 0 };
    neighbours(grid_of(run), marked(grid_of(run), MARK_CURRENT), is_blank, &want);
    same_cells(run, q, &want);
}

/* Every neighbour inside the grid of the walker (MARK_CURRENT). */
static void ck_walk_around_current(const Run *run, const Question *q)
{
    Cells want = { 0 };
    neighbours(grid_of(run), marked(grid_of(run), MARK_CURRENT), NULL, &want);
    same_cells(run, q, &want);
}

/* The backtracker's way back: the one stack cell joined to the current. */
static void ck_back_to(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t cur = marked(g, MARK_CURRENT), back = GRID_NONE;
    int found = 0;
    for (int d = 0; d < 4; d++) {
        uint32_t j = grid_neighbor(g, cur, (Dir)d);
        if (j != GRID_NONE && grid_is_open(g, cur, (Dir)d) && g->mark[j] == MARK_STACK) {
            back = j;
            found++;
        }
    }
    assert_int_equal(found, 1);
    one_cell(run, q, back);
}

/* The binary tree's next cell, after every visited one: east and south. */
static void ck_btree(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t visited = 0;
    for (uint32_t i = 0; i < g->n; i++)
        visited += g->mark[i] != MARK_BLANK;
    Cells want = { 0 };
    if ((visited + 1) % (uint32_t)g->w != 0)
        cells_add(&want, visited + 1);
    if (visited + (uint32_t)g->w < g->n)
        cells_add(&want, visited + (uint32_t)g->w);
    same_cells(run, q, &want);
}

/* Sidewinder's run: the row's run cells and the first undecided one. */
static void ck_sidewinder(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t x = 0;
    while (g->mark[x] != MARK_BLANK)
        x++;
    Cells want = { 0 };
    cells_add(&want, x);
    for (uint32_t i = x - x % (uint32_t)g->w; i < x; i++)
        if (g->mark[i] == MARK_RUN)
            cells_add(&want, i);
    same_cells(run, q, &want);
}

/* Yes exactly when the wall's two cells are not connected yet. */
static void ck_wall_joins(const Run *run, const Question *q)
{
    bool apart = !connected(grid_of(run), q->about.cell, q->about.other);
    assert_int_equal(q->value, apart);
}

/* The wall asked about is the wall the step examines. */
static void ck_same_wall(const Run *run, const Question *q, const StepReport *r)
{
    (void)run;
    assert_int_equal(r->cell, q->about.cell);
    assert_int_equal(r->other, q->about.other);
}

/* Eller's join keeps the id the cell shows after the step. */
static void ck_join_set_after(const Run *run, const Question *q, const StepReport *r)
{
    if (strcmp(step_kind_id(run->algo->kinds, r), "join") == 0)
        assert_int_equal(run_cell_set(run, q->about.other, NULL), q->value);
}

/* Eller's forced drop: the rightmost cell of its set (component) in the
 * row when no cell of the set in the row went down yet. */
static void ck_must_drop(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    const uint32_t w = (uint32_t)g->w, c = q->about.cell, row = c - c % w;
    uint32_t *comp = malloc(g->n * sizeof *comp);
    test_components(g, comp);
    bool last = true, down = false;
    for (uint32_t i = row; i < row + w; i++) {
        if (comp[i] != comp[c])
            continue;
        last = last && i <= c;
        down = down || (i < c && grid_is_open(g, i, DIR_S));
    }
    free(comp);
    assert_int_equal(q->value, last && !down);
}

/* The chamber asked about is the one the step splits, across its longer
 * side. */
static void ck_chamber(const Run *run, const Question *q, const StepReport *r)
{
    const uint32_t w = (uint32_t)grid_of(run)->w;
    const StepFact *fw = step_find_fact(r, "chamber_w"), *fh = step_find_fact(r, "chamber_h");
    const StepFact *fx = step_find_fact(r, "chamber_x"), *fy = step_find_fact(r, "chamber_y");
    assert_non_null(fw);
    assert_int_equal(fx->value + fy->value * w, q->about.cell);
    assert_int_equal(fw->value, step_find_fact(&q->about, "chamber_w")->value);
    assert_int_equal(fh->value, step_find_fact(&q->about, "chamber_h")->value);
    assert_int_equal(q->value, fh->value > fw->value);
}

/* Prim's candidates: every frontier cell. */
static void ck_frontier(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    Cells want = { 0 };
    for (uint32_t i = 0; i < g->n; i++)
        if (g->mark[i] == MARK_FRONTIER)
            cells_add(&want, i);
    same_cells(run, q, &want);
}

/* True Prim's cell is one of them (which one, the weights decide). */
static void ck_on_frontier(const Run *run, const Question *q)
{
    assert_int_equal(grid_of(run)->mark[q->cells[0]], MARK_FRONTIER);
}

/* Wilson's next walk starts at the first cell outside the maze. */
static void ck_walk_start(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t i = 0;
    while (g->mark[i] == MARK_DONE)
        i++;
    one_cell(run, q, i);
}

/* Wilson's path is carved from its start: the arrow no arrow points to. */
static void ck_path_start(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    static const int32_t step[4] = { 0, 1, 0, -1 };
    uint8_t *into = calloc(g->n, 1);
    for (uint32_t i = 0; i < g->n; i++)
        if (g->mark[i] >= MARK_WALK_N && g->mark[i] <= MARK_WALK_W) {
            int d = g->mark[i] - MARK_WALK_N;
            int32_t off = d == DIR_N ? -g->w : d == DIR_S ? g->w : step[d];
            into[(uint32_t)((int32_t)i + off)] = 1;
        }
    uint32_t start = GRID_NONE;
    for (uint32_t i = 0; i < g->n; i++)
        if (g->mark[i] >= MARK_WALK_N && g->mark[i] <= MARK_WALK_W && !into[i])
            start = i;
    free(into);
    one_cell(run, q, start);
}

/* The hunt finds the first cell in row order outside the maze and beside
 * it. */
static void ck_hunt(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    for (uint32_t i = 0; i < g->n; i++) {
        Cells near = { 0 };
        neighbours(g, i, in_maze, &near);
        if (g->mark[i] == MARK_BLANK && near.n > 0) {
            one_cell(run, q, i);
            return;
        }
    }
    fail_msg("hunt: no cell beside the maze");
}

/* The growing tree works on active cells: all of them for the random
 * rules, one for newest and oldest. */
static void ck_active(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    Cells want = { 0 };
    for (uint32_t i = 0; i < g->n; i++)
        if (g->mark[i] == MARK_STACK || g->mark[i] == MARK_CURRENT)
            cells_add(&want, i);
    bool one = step_find_fact(&q->about, "one") != NULL;
    if (!one)
        same_cells(run, q, &want);
    for (uint32_t k = 0; k < q->count; k++) {
        bool in = false;
        for (uint32_t j = 0; j < want.n; j++)
            in = in || want.v[j] == q->cells[k];
        assert_true(in);
    }
    assert_true(!one || q->count == 1);
}

/* BFS expands a queued cell nearest the start. */
static void ck_expand(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t *dist = malloc(g->n * sizeof *dist), best = UINT32_MAX;
    test_distances(g, run->ctx.start, dist);
    for (uint32_t i = 0; i < g->n; i++)
        if (run->ctx.trail[i] == TRAIL_FRONTIER && dist[i] < best)
            best = dist[i];
    assert_int_equal(run->ctx.trail[q->cells[0]], TRAIL_FRONTIER);
    assert_int_equal(dist[q->cells[0]], best);
    free(dist);
}

/* BFS traces a cell of a shortest path from the start to the exit. */
static void ck_trace(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    uint32_t *from = malloc(g->n * sizeof *from), *to = malloc(g->n * sizeof *to);
    test_distances(g, run->ctx.start, from);
    test_distances(g, grid_exit(g), to);
    uint32_t c = q->cells[0];
    assert_int_equal(from[c] + to[c], from[grid_exit(g)]);
    free(from);
    free(to);
}

/* The wall follower's rule, from the cell and facing the question names:
 * the first side that leads on, toward the hand, straight, away, back. */
static void ck_follow(const Run *run, const Question *q)
{
    const Grid *g = grid_of(run);
    const unsigned hand = step_find_fact(&q->about, "right")->value ? 1 : 3;
    const unsigned order[4] = { hand, 0, 4 - hand, 2 };
    const uint32_t c = q->about.cell;
    for (int k = 0; k < 4; k++) {
        Dir d = (Dir)(((unsigned)q->about.dir + order[k]) & 3u);
        if (grid_is_open(g, c, d)) {
            one_cell(run, q, grid_neighbor(g, c, d));
            return;
        }
        assert_false(c == grid_exit(g) && (int)d == g->ends.goal_side);  /* it would leave: not asked */
    }
    fail_msg("wall follower: walled in, yet asked");
}

static const Checker checkers[] = {
    { "backtracker:carve-next", ck_blank_around_current, NULL },
    { "backtracker:back-to", ck_back_to, NULL },
    { "binary-tree:carve-into", ck_btree, NULL },
    { "sidewinder:close-south", ck_sidewinder, NULL },
    { "recursive-division:wall-horizontal", NULL, ck_chamber },
    { "eller:can-join", ck_wall_joins, NULL },
    { "eller:join-set", NULL, ck_join_set_after },
    { "eller:must-drop", ck_must_drop, NULL },
    { "eller:last-wall", ck_wall_joins, NULL },
    { "kruskal:removed", ck_wall_joins, ck_same_wall },
    { "prim:join-wall", ck_frontier, NULL },
    { "prim:join-frontier", ck_frontier, NULL },
    { "prim-true:join-next", ck_on_frontier, NULL },
    { "aldous-broder:walk-next", ck_walk_around_current, NULL },
    { "wilson:walk-start", ck_walk_start, NULL },
    { "wilson:walk-next", ck_walk_around_current, NULL },
    { "wilson:carve-next", ck_path_start, NULL },
    { "hunt-and-kill:kill-next", ck_blank_around_current, NULL },
    { "hunt-and-kill:hunt-finds", ck_hunt, NULL },
    { "growing-tree:pick-next", ck_active, NULL },
    { "bfs:expand-next", ck_expand, NULL },
    { "bfs:trace-next", ck_trace, NULL },
    { "wall-right:move-next", ck_follow, NULL },
    { "wall-left:move-next", ck_follow, NULL },
};

static const Checker *checker_find(const Algo *a, const QuestionKind *k)
{
    char key[96];
    snprintf(key, sizeof key, "%s:%s", a->id, k->id);
    for (size_t c = 0; c < sizeof checkers / sizeof checkers[0]; c++)
        if (strcmp(checkers[c].key, key) == 0)
            return &checkers[c];
    return NULL;
}

/* ---- running the questions -------------------------------------------------- */

/* How often each kind of each algorithm was asked, confirmed, and checked
 * here independently. */
typedef struct Tally {
    long asked[16], confirmed[16], checked;
} Tally;

/* Steps run to its end one step at a time; before each step asks every
 * question, checks its texts and its answer here, and after the step
 * compares it with what the step did. */
static void quiz_run(Run *run, Tally *t)
{
    Question *qs = malloc(ASK_MAX * sizeof *qs);
    StepReport r;
    run_set_report(run, &r);
    while (!run_done(run)) {
        int n = run_questions(run, qs, ASK_MAX);
        for (int k = 0; k < n; k++) {
            char buf[512];
            assert_true(question_prompt(&qs[k], run_width(run), buf, sizeof buf, NULL) > 0);
            assert_true(question_why(&qs[k], run_width(run), buf, sizeof buf) >= 0);
            assert_true(question_answer_text(&qs[k], run_width(run), buf, sizeof buf) > 0);
            const Checker *c = checker_find(run->algo, qs[k].kind);
            if (c && c->before) {
                c->before(run, &qs[k]);
                t->checked++;
            }
        }
        assert_int_equal(run_step(run, 1), 1);
        for (int k = 0; k < n; k++) {
            int kind = (int)(qs[k].kind - run->algo->questions.kinds);
            uint32_t shown;
            QuestionOutcome o = question_outcome(&qs[k], run->algo->kinds, &r, &shown);
            if (o == QUESTION_CONTRADICTED) {
                char said[256];
                question_answer_text(&qs[k], run_width(run), said, sizeof said);
                fail_msg("%s step %llu: %s said %s, the step showed %u", run->algo->id,
                         (unsigned long long)run->steps, qs[k].kind->id, said, shown);
            }
            t->asked[kind]++;
            t->confirmed[kind] += o == QUESTION_CONFIRMED;
            const Checker *c = checker_find(run->algo, qs[k].kind);
            if (c && c->after && o == QUESTION_CONFIRMED) {
                c->after(run, &qs[k], &r);
                t->checked++;
            }
        }
    }
    run_set_report(run, NULL);
    free(qs);
}

/* Every kind of algo was asked and borne out; returns the checks made. */
static long tally_check(const Algo *algo, const Tally *t)
{
    if (algo->questions.count == 0)
        fail_msg("%s declares no question", algo->id);
    for (int k = 0; k < algo->questions.count; k++)
        if (t->confirmed[k] == 0)
            fail_msg("%s: question %s asked %ld times, never borne out by a step", algo->id,
                     algo->questions.kinds[k].id, t->asked[k]);
    return t->checked;
}

static void test_generators(void **state)
{
    (void)state;
    long checked = 0, asked = 0;
    for (size_t a = 0; a < gen_algo_count; a++) {
        Tally t = { { 0 }, { 0 }, 0 };
        for (int v = 0; v < algo_variant_total(gen_algos[a]); v++) {
            Tally tv = { { 0 }, { 0 }, 0 };
            for (int z = 0; z < SIZE_COUNT; z++)
                for (uint64_t seed = 0; seed < SEEDS; seed++) {
                    GenRun *run = gen_run_new(gen_algos[a], v, sizes[z].w, sizes[z].h, seed, NULL);
                    quiz_run(run, &tv);
                    run_free(run);
                }
            long confirmed = 0;
            for (int k = 0; k < 16; k++) {
                t.asked[k] += tv.asked[k];
                t.confirmed[k] += tv.confirmed[k];
                confirmed += tv.confirmed[k];
                asked += tv.asked[k];
            }
            t.checked += tv.checked;
            if (confirmed == 0)
                fail_msg("%s variant %d: no question borne out", gen_algos[a]->id, v);
        }
        checked += tally_check(gen_algos[a], &t);
    }
    print_message("%ld questions asked, %ld checked independently\n", asked, checked);
    assert_true(checked > 20000);
}

/* A solver's run: quizzed, tallied under its solver's index. */
static void quiz_solver_run(SolveRun *run, void *ctx)
{
    Tally *t = ctx;
    size_t k = 0;
    while (solve_algos[k] != run->algo)
        k++;
    quiz_run(run, &t[k]);
}

static void test_solvers(void **state)
{
    (void)state;
    Tally *t = calloc(solve_algo_count, sizeof *t);
    test_each_solver_run(sizes, SIZE_COUNT, SEEDS, quiz_solver_run, t);
    long checked = 0;
    for (size_t k = 0; k < solve_algo_count; k++)
        checked += tally_check(solve_algos[k], &t[k]);
    free(t);
    assert_true(checked > 5000);
}

/* ---- checking answers, and the texts ---------------------------------------- */

static bool ask_fixed(const void *state, const struct StepCtx *ctx, Question *q)
{
    (void)state;
    (void)ctx;
    (void)q;
    return true;
}

static const QuestionKind kinds[] = {
    { "cells", "Which cells next to {cell}?", "{n:choice}", ANSWER_CELLS, TRUTH_OTHER, "go", NULL,
      ask_fixed },
    { "cell", "Which cell?", NULL, ANSWER_CELL, TRUTH_CELL, NULL, NULL, ask_fixed },
    { "yes", "Will it?", NULL, ANSWER_YES_NO, TRUTH_EVENT, "go", NULL, ask_fixed },
    { "set", "Which set?", NULL, ANSWER_SET, TRUTH_FACT, NULL, "joined", ask_fixed },
};

static const StepKind events[] = { { NULL, NULL, 0, NULL }, { "go", "Go", 0, NULL },
                                   { "stay", "Stay", 0, NULL } };

static void test_check_and_texts(void **state)
{
    (void)state;
    Question q = { &kinds[0], { 0 }, 0, { 0 }, 0 };
    step_begin(&q.about, STEP_KIND_NONE, 0);
    q.about.cell = 7;
    step_fact(&q.about, "n", 2);
    assert_true(question_add_cell(&q, 9));
    assert_true(question_add_cell(&q, 2));
    assert_true(question_add_cell(&q, 9));
    assert_int_equal(q.count, 2);
    assert_int_equal(q.cells[0], 2);
    char buf[128];
    assert_int_equal(question_prompt(&q, 5, buf, sizeof buf, NULL), 26);
    assert_string_equal(buf, "Which cells next to (2,1)?");
    question_why(&q, 5, buf, sizeof buf);
    assert_string_equal(buf, "2 choices");
    question_answer_text(&q, 5, buf, sizeof buf);
    assert_string_equal(buf, "(2,0), (4,1)");
    assert_int_equal(question_answer_text(&q, 5, buf, 4), 12);  /* cut, full length told */
    assert_string_equal(buf, "(2,");
    uint32_t right[] = { 9, 2, 9 }, wrong[] = { 9 }, extra[] = { 2, 9, 3 };
    QuestionAnswer a = { right, 3, 0 }, truth;
    assert_true(question_check(&q, &a, &truth));
    assert_int_equal(truth.count, 2);
    a = (QuestionAnswer){ wrong, 1, 0 };
    assert_false(question_check(&q, &a, NULL));
    a = (QuestionAnswer){ extra, 3, 0 };
    assert_false(question_check(&q, &a, NULL));
    StepKinds ev = STEP_KINDS(events);
    StepReport r;
    step_move(&r, 1, 0, 4, 2, DIR_E);
    uint32_t shown;
    assert_int_equal(question_outcome(&q, ev, &r, &shown), QUESTION_CONFIRMED);
    assert_int_equal(shown, 2);
    r.other = 3;
    assert_int_equal(question_outcome(&q, ev, &r, NULL), QUESTION_CONTRADICTED);
    r.kind = 2;
    assert_int_equal(question_outcome(&q, ev, &r, NULL), QUESTION_UNSHOWN);

    Question one = { &kinds[1], { 0 }, 0, { 0 }, 0 };
    question_set_cell(&one, 6);
    question_answer_text(&one, 5, buf, sizeof buf);
    assert_string_equal(buf, "(1,1)");
    a = (QuestionAnswer){ (uint32_t[]){ 6 }, 1, 0 };
    assert_true(question_check(&one, &a, NULL));
    assert_true(question_has_cell(&one, 6));
    assert_false(question_has_cell(&one, 5));
    assert_int_equal(question_outcome(&one, ev, &r, NULL), QUESTION_CONTRADICTED);
    r.cell = 6;
    assert_int_equal(question_outcome(&one, ev, &r, NULL), QUESTION_CONFIRMED);

    Question yes = { &kinds[2], { 0 }, 0, { 0 }, 1 };
    question_answer_text(&yes, 5, buf, sizeof buf);
    assert_string_equal(buf, "yes");
    a = (QuestionAnswer){ NULL, 0, 0 };
    assert_false(question_check(&yes, &a, NULL));
    assert_int_equal(question_outcome(&yes, ev, &r, &shown), QUESTION_CONTRADICTED);  /* stay */
    assert_int_equal(shown, 0);
    r.kind = 1;
    assert_int_equal(question_outcome(&yes, ev, &r, NULL), QUESTION_CONFIRMED);

    Question set = { &kinds[3], { 0 }, 0, { 0 }, 12 };
    question_answer_text(&set, 5, buf, sizeof buf);
    assert_string_equal(buf, "set 12");
    a = (QuestionAnswer){ NULL, 0, 12 };
    assert_true(question_check(&set, &a, NULL));
    assert_int_equal(question_outcome(&set, ev, &r, NULL), QUESTION_UNSHOWN);
    step_fact(&r, "joined", 12);
    assert_int_equal(question_outcome(&set, ev, &r, NULL), QUESTION_CONFIRMED);
}

/* Asked again and again, the kinds posed take turns: the least asked
 * first, the first of those on a tie. */
static void test_take_turn(void **state)
{
    (void)state;
    QuestionKinds table = QUESTION_KINDS(kinds);
    Question qs[3] = { { .kind = &kinds[1] }, { .kind = &kinds[2] }, { .kind = &kinds[3] } };
    long used[4] = { 0, 0, 0, 0 };
    int seen[4] = { 0 };
    for (int k = 0; k < 9; k++)
        seen[qs[question_take_turn(qs, 3, table, used)].kind - kinds]++;
    assert_int_equal(seen[0], 0);
    for (int k = 1; k < 4; k++) {
        assert_int_equal(seen[k], 3);
        assert_int_equal(used[k], 3);
    }
    used[2] = 0;                        /* kind 2 is behind: its turn */
    assert_int_equal(question_take_turn(qs, 3, table, used), 1);
    assert_int_equal(question_take_turn(qs, 1, table, used), 0);     /* only one posed */
    assert_int_equal(used[1], 4);
}

/* Every question's prompt and reason are well-formed templates. */
static void test_templates(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++) {
        size_t count = side ? solve_algo_count : gen_algo_count;
        for (size_t a = 0; a < count; a++) {
            const Algo *algo = side ? solve_algos[a] : gen_algos[a];
            for (int k = 0; k < algo->questions.count; k++) {
                const QuestionKind *qk = &algo->questions.kinds[k];
                char why[128];
                if (!sentence_template_ok(qk->prompt, why, sizeof why) ||
                    (qk->why && !sentence_template_ok(qk->why, why, sizeof why)))
                    fail_msg("%s:%s: %s", algo->id, qk->id, why);
                assert_true(qk->truth != TRUTH_FACT || qk->fact);
                assert_true(qk->truth != TRUTH_EVENT || qk->events);
                assert_int_equal(algo_find_question(algo, qk->id), k);
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_check_and_texts),
        cmocka_unit_test(test_templates),
        cmocka_unit_test(test_take_turn),
        cmocka_unit_test(test_generators),
        cmocka_unit_test(test_solvers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
