/* test_mines_logic.c - the Minesweeper deduction engine (mines_logic.h):
 * each rule and its sentence on handmade boards; the hint's other answers
 * (first click, game over, a contradiction, a forced 50/50); and, on many
 * random boards in mid-game, every hint checked against an enumeration of
 * all the mine arrangements the visible board allows (the test's own
 * backtracking, written apart from the engine): a deduced cell is safe, or
 * a mine, in every one of them, and the probabilities are those counts. */
#include "harness.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/mines.h"
#include "maze/mines_logic.h"

static uint32_t at(const MinesBoard *b, int x, int y)
{
    return (uint32_t)y * (uint32_t)b->w + (uint32_t)x;
}

/* The test's own neighbour walk: the in-board neighbours of i. */
static int around(const MinesBoard *b, uint32_t i, uint32_t out[8])
{
    return test_mines_around(b->w, b->h, i, out);
}

/* A board in play from a picture, one string per row:
 *   '*' a closed mine, 'F' a flagged mine, 'f' a flag on a safe cell,
 *   '#' a closed safe cell, '.' or '1'-'8' an open cell (the digit, or 0
 *   for '.', must be its count: a typo fails the test).
 * The fields are set directly: a game reached by clicks would need the
 * mines where the seed puts them. */
static MinesBoard *picture(const char *const *rows, int h)
{
    int w = (int)strlen(rows[0]), mines = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            mines += rows[y][x] == '*' || rows[y][x] == 'F';
    MazeStatus st;
    MinesBoard *b = mines_new(w, h, mines, 1, &st);
    assert_non_null(b);
    for (int y = 0; y < h; y++) {
        assert_int_equal((int)strlen(rows[y]), w);
        for (int x = 0; x < w; x++) {
            char c = rows[y][x];
            uint32_t i = at(b, x, y);
            if (c == '*' || c == 'F')
                b->cell[i] |= MINES_MINE;
            if (c == 'F' || c == 'f') {
                b->cell[i] |= MINES_FLAG;
                b->flags++;
            }
        }
    }
    for (uint32_t i = 0; i < b->n; i++) {
        uint32_t nb[8];
        int m = around(b, i, nb);
        for (int j = 0; j < m; j++)
            b->count[i] = (uint8_t)(b->count[i] + mines_has_mine(b, nb[j]));
        char c = rows[i / (uint32_t)w][i % (uint32_t)w];
        if (c == '.' || (c >= '1' && c <= '8')) {
            if (b->count[i] != (c == '.' ? 0 : c - '0'))
                fail_msg("picture cell (%u,%u) shows %c, count %d", i % (uint32_t)w,
                         i / (uint32_t)w, c, b->count[i]);
            b->cell[i] |= MINES_OPEN;
            b->opened_safe++;
            b->first_click = i;
        }
    }
    b->game = MINES_PLAYING;
    return b;
}

/* The hint's sentence, checked against want. */
static void check_text(const MinesBoard *b, const MinesHint *h, const char *want)
{
    char text[512];
    int len = mines_hint_text(b, h, text, sizeof text);
    assert_int_equal(len, (int)strlen(text));
    if (strcmp(text, want) != 0)
        fail_msg("sentence\n  got:  %s\n  want: %s", text, want);
}

/* The hint, asserting it is of kind want. */
static void hint(const MinesBoard *b, MinesHint *h, MinesHintKind want)
{
    assert_int_equal(mines_hint(b, h), MAZE_OK);
    assert_int_equal(h->kind, want);
}

/* Asserts d lists exactly the safe and mine cells given (in order). */
static void check_cells(const MinesDeduction *d, const uint32_t *safe, int ns, const uint32_t *mine,
                        int nm)
{
    assert_int_equal(d->safe_count, ns);
    assert_int_equal(d->mine_count, nm);
    for (int j = 0; j < ns; j++)
        assert_int_equal(d->cell[j], safe[j]);
    for (int j = 0; j < nm; j++)
        assert_int_equal(d->cell[ns + j], mine[j]);
    assert_int_equal(d->more, 0);
}

/* Rule (a), both ways, with and without flags, and the issue's sentence. */
static void test_rule_count(void **state)
{
    (void)state;
    static const char *const flagged[] = {
        "......", "......", "......", "...111", "...1F1", "...1#1", "......",
    };
    MinesBoard *b = picture(flagged, 7);
    MinesHint h;
    hint(b, &h, MINES_HINT_DEDUCTION);
    assert_int_equal(h.deduction.rule, MINES_RULE_COUNT);
    assert_int_equal(h.deduction.clue_count, 1);
    assert_int_equal(h.deduction.clue[0], at(b, 3, 4));
    uint32_t safe[] = { at(b, 4, 5) };
    check_cells(&h.deduction, safe, 1, NULL, 0);
    check_text(b, &h, "the 1 at (3,4) already touches its flag at (4,4), so (4,5) is safe");
    MinesDeduction d;
    bool found;
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_true(found);
    assert_memory_equal(&d, &h.deduction, sizeof d);
    mines_hint_free(&h);
    mines_free(b);

    static const char *const with_flag[] = { "*21.", "2F1.", "111.", "....", };
    b = picture(with_flag, 4);
    hint(b, &h, MINES_HINT_DEDUCTION);
    uint32_t mine[] = { at(b, 0, 0) };
    check_cells(&h.deduction, NULL, 0, mine, 1);
    check_text(b, &h, "the 2 at (1,0) touches its flag at (1,1) and only 1 other closed cell, "
                      "so (0,0) is a mine");
    mines_free(b);

    static const char *const bare[] = { "**##", "221.", "....", };
    b = picture(bare, 3);
    hint(b, &h, MINES_HINT_DEDUCTION);
    uint32_t two[] = { at(b, 0, 0), at(b, 1, 0) };
    check_cells(&h.deduction, NULL, 0, two, 2);
    check_text(b, &h, "the 2 at (0,1) touches only 2 closed cells, so (0,0) and (1,0) are mines");
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* Rule (b): the subset rule found on a board; the overlap rule's sentence. */
static void test_rule_pair(void **state)
{
    (void)state;
    static const char *const subset[] = { "#*#*", "1121", "....", };
    MinesBoard *b = picture(subset, 3);
    MinesHint h;
    hint(b, &h, MINES_HINT_DEDUCTION);
    assert_int_equal(h.deduction.rule, MINES_RULE_SUBSET);
    assert_int_equal(h.deduction.clue_count, 2);
    assert_int_equal(h.deduction.clue[0], at(b, 0, 1));
    assert_int_equal(h.deduction.clue[1], at(b, 1, 1));
    uint32_t safe[] = { at(b, 2, 0) };
    check_cells(&h.deduction, safe, 1, NULL, 0);
    check_text(b, &h, "the 1 at (0,1) needs 1 mine among (0,0) and (1,0), both next to the 1 at "
                      "(1,1), which needs 1 mine; so (2,0) is safe");
    mines_free(b);

    /* The 2 at (2,1) can share at most 1 mine with the 1 at (1,1). */
    static const char *const overlap[] = { "#*#*#", "11211", ".....", };
    b = picture(overlap, 3);
    h.kind = MINES_HINT_DEDUCTION;
    memset(&h.deduction, 0, sizeof h.deduction);
    h.deduction.rule = MINES_RULE_OVERLAP;
    h.deduction.clue_count = 2;
    h.deduction.clue[0] = at(b, 2, 1);
    h.deduction.clue[1] = at(b, 1, 1);
    h.deduction.safe_count = 1;
    h.deduction.mine_count = 1;
    h.deduction.cell[0] = at(b, 0, 0);
    h.deduction.cell[1] = at(b, 3, 0);
    check_text(b, &h, "the 2 at (2,1) needs 2 mines, but at most 1 can be in the cells it "
                      "shares with the 1 at (1,1) (which needs 1 mine), so (3,0) is a mine and "
                      "(0,0) is safe");
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* The board of the global rule and the 50/50: a at (5,2) and b at (5,3)
 * touch the same two numbers, one mine between them; (0,0) is walled in by
 * flags, touching no number. */
static const char *const endgame[] = {
    "#F2122", "FF21FF", "22113#", "....1*",
};

/* Rule (c), with one number and with none. */
static void test_rule_mines_left(void **state)
{
    (void)state;
    MinesBoard *b = picture(endgame, 4);
    MinesHint h;
    hint(b, &h, MINES_HINT_DEDUCTION);
    assert_int_equal(h.deduction.rule, MINES_RULE_MINES_LEFT);
    assert_int_equal(h.deduction.clue_count, 1);
    assert_int_equal(h.deduction.clue[0], at(b, 4, 2));
    uint32_t safe[] = { at(b, 0, 0) };
    check_cells(&h.deduction, safe, 1, NULL, 0);
    check_text(b, &h, "the 3 at (4,2) needs 1 mine among its closed cells and 1 mine is left, "
                      "so every other closed cell is safe: (0,0)");
    mines_free(b);

    /* Every mine flagged, behind them no number: everything else is safe,
     * listed up to the limit. */
    static const char *const walled[] = {
        ".2F#####", ".3F#####", ".3F#####", ".3F#####", ".2F#####",
    };
    b = picture(walled, 5);
    hint(b, &h, MINES_HINT_DEDUCTION);
    assert_int_equal(h.deduction.rule, MINES_RULE_MINES_LEFT);
    assert_int_equal(h.deduction.clue_count, 0);
    assert_int_equal(h.deduction.safe_count, MINES_DEDUCTION_CELLS);
    assert_int_equal(h.deduction.mine_count, 0);
    assert_int_equal(h.deduction.more, 25 - MINES_DEDUCTION_CELLS);
    assert_int_equal(h.deduction.cell[0], at(b, 3, 0));
    assert_int_equal(h.deduction.cell[MINES_DEDUCTION_CELLS - 1], at(b, 6, 4));
    char text[512];
    mines_hint_text(b, &h, text, sizeof text);
    const char *start = "all 5 mines are flagged, so every other closed cell is safe: (3,0), "
                        "(4,0), (5,0), (6,0), (7,0), (3,1), ";
    const char *end = ", (5,4), (6,4) and 1 more";
    if (strncmp(text, start, strlen(start)) != 0 ||
        strcmp(text + strlen(text) - strlen(end), end) != 0)
        fail_msg("sentence: %s", text);
    mines_free(b);

    /* As many mines left as closed cells, the last one walled in. */
    static const char *const corner[] = { "*F2..", "FF2..", "221..", ".....", };
    b = picture(corner, 4);
    hint(b, &h, MINES_HINT_DEDUCTION);
    assert_int_equal(h.deduction.rule, MINES_RULE_MINES_LEFT);
    uint32_t mine[] = { at(b, 0, 0) };
    check_cells(&h.deduction, NULL, 0, mine, 1);
    check_text(b, &h, "1 mine is left and as many closed cells, so (0,0) is a mine");
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* The 50/50: no rule applies, each of the two cells is a mine in half the
 * arrangements, and the guess is forced. The same visible board with the
 * mine on the other cell gives the same answer. */
static void test_forced_guess(void **state)
{
    (void)state;
    MinesBoard *b = picture(endgame, 4);
    assert_int_equal(mines_click(b, 0, 0), MINES_QUEUED_CELLS);
    mines_finish(b);
    assert_int_equal(b->game, MINES_PLAYING);
    MinesHint h;
    hint(b, &h, MINES_HINT_GUESS);
    const MinesProbs *p = &h.probs;
    assert_true(p->exact);
    assert_int_equal(p->guess, MINES_GUESS_FORCED);
    assert_int_equal(p->certain, MINES_NONE);
    assert_int_equal(p->frontier, 2);
    assert_int_equal(p->others, 0);
    assert_true(p->other < 0);
    assert_true(fabs(p->p[at(b, 5, 2)] - 0.5) < 1e-12);
    assert_true(fabs(p->p[at(b, 5, 3)] - 0.5) < 1e-12);
    for (uint32_t i = 0; i < b->n; i++)
        if (i != at(b, 5, 2) && i != at(b, 5, 3))
            assert_true(p->p[i] == -1);
    assert_int_equal(p->safest, at(b, 5, 2));
    check_text(b, &h, "no rule applies and a guess is forced: every closed cell holds a mine in "
                      "some arrangement; the safest is (5,2) at 50.0%");
    MinesDeduction d;
    bool found = true;
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_false(found);

    /* The mine on the other cell: nothing visible changes. */
    MinesBoard *c = mines_clone(b, NULL);
    c->cell[at(c, 5, 2)] |= MINES_MINE;
    c->cell[at(c, 5, 3)] &= (uint8_t)~MINES_MINE;
    MinesHint hc;
    hint(c, &hc, MINES_HINT_GUESS);
    assert_memory_equal(hc.probs.p, p->p, b->n * sizeof *p->p);
    mines_hint_free(&hc);
    mines_free(c);
    mines_hint_free(&h);
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* Flags that cannot all be right; games not in play; a cascade pending. */
static void test_not_a_deduction(void **state)
{
    (void)state;
    static const char *const two_flags[] = { "Ff#*", "11##", "....", };
    MinesBoard *b = picture(two_flags, 3);
    MinesHint h;
    hint(b, &h, MINES_HINT_CONTRADICTION);
    assert_int_equal(h.clue, at(b, 0, 1));
    check_text(b, &h, "the 1 at (0,1) touches 2 flags: some flag around it is wrong");
    MinesDeduction d;
    bool found = true;
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_false(found);
    MinesProbs p;
    assert_int_equal(mines_probabilities(b, &p), MAZE_ERR_ARG);
    assert_null(p.p);
    mines_free(b);

    /* More flags than mines, none of them beside a number. */
    MazeStatus st;
    b = mines_new(16, 16, 40, 5, &st);
    assert_int_equal(mines_click(b, 0, 0), MINES_QUEUED_CELLS);
    mines_finish(b);
    int flagged = 0;
    for (uint32_t i = 0; i < b->n && flagged < 41; i++) {
        uint32_t nb[8];
        int m = around(b, i, nb);
        bool near = mines_is_open(b, i);
        for (int j = 0; j < m; j++)
            near = near || mines_is_open(b, nb[j]);
        if (!near) {
            assert_int_equal(mines_flag(b, (int)(i % 16), (int)(i / 16)), MINES_FLAGGED);
            flagged++;
        }
    }
    assert_int_equal(flagged, 41);
    hint(b, &h, MINES_HINT_CONTRADICTION);
    assert_int_equal(h.clue, MINES_NONE);
    check_text(b, &h, "there are more flags (41) than mines (40): some flag is wrong");
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_false(found);
    mines_free(b);

    b = mines_new(9, 9, 10, 3, &st);
    hint(b, &h, MINES_HINT_FIRST_CLICK);
    check_text(b, &h, "no cell is open yet: the first click is always safe");
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_false(found);
    assert_int_equal(mines_probabilities(b, &p), MAZE_ERR_ARG);
    assert_int_equal(mines_click(b, 4, 4), MINES_QUEUED_CELLS);
    assert_true(mines_busy(b));
    assert_int_equal(mines_hint(b, &h), MAZE_ERR_ARG);
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_ERR_ARG);
    assert_int_equal(mines_probabilities(b, &p), MAZE_ERR_ARG);
    mines_finish(b);
    for (uint32_t i = 0; i < b->n && b->game == MINES_PLAYING; i++)
        if (mines_has_mine(b, i)) {
            mines_click(b, (int)(i % 9), (int)(i / 9));
            mines_finish(b);
        }
    hint(b, &h, MINES_HINT_OVER);
    check_text(b, &h, "the game is lost: there is nothing left to work out");
    assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
    assert_false(found);
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* A frontier too large to count: the approximation, labelled as such,
 * still sums to the mines left, each cell between 0 and 1; and on a part
 * the numbers pin down (a number needing all its closed cells) it gives
 * what the rules give. */
static void test_approximate(void **state)
{
    (void)state;
    MinesBoard *b = mines_new(100, 100, 2000, 1, NULL);
    assert_int_equal(mines_click(b, 50, 50), MINES_QUEUED_CELLS);
    mines_finish(b);
    MinesProbs p;
    assert_int_equal(mines_probabilities(b, &p), MAZE_OK);
    assert_true(p.largest_part > MINES_PROB_EXACT_CELLS);
    assert_false(p.exact);
    assert_int_equal(p.guess, MINES_GUESS_UNKNOWN);
    assert_int_equal(p.certain, MINES_NONE);
    double sum = 0;
    uint32_t closed = 0;
    for (uint32_t i = 0; i < b->n; i++) {
        if (mines_is_open(b, i)) {
            assert_true(p.p[i] == -1);
            continue;
        }
        closed++;
        assert_true(p.p[i] >= 0 && p.p[i] <= 1);
        sum += p.p[i];
    }
    assert_int_equal(closed, p.frontier + p.others);
    assert_true(fabs(sum - 2000) < 1e-6);
    assert_true(p.other > 0 && p.other < 1);
    assert_true(p.safest != MINES_NONE && !mines_is_open(b, p.safest));
    MinesHint h = { .kind = MINES_HINT_GUESS, .probs = p };
    char text[512];
    mines_hint_text(b, &h, text, sizeof text);
    assert_non_null(strstr(text, "(approximate: a part of the frontier is too large to count "
                                 "exactly)"));
    mines_probs_free(&p);
    mines_probs_free(&p);
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* ---- the enumeration, apart from the engine --------------------------- */

enum { ENUM_MAX_FRONTIER = 24 };

/* Every arrangement of mines over the closed, unflagged cells that fits
 * the visible board (flags as mines, the board's mine count in all): the
 * cells next to an open number are tried one by one, each number checked
 * as they go; the others share the rest of the mines in C(I, rest) ways.
 * Weighted counts of a mine on each cell; plain counts of the
 * arrangements with and without a mine on each (for "in every one"). */
typedef struct Enum {
    const MinesBoard *b;
    uint32_t front[ENUM_MAX_FRONTIER];
    int fronts;
    long inner, left;           /* closed cells off the frontier; mines left */
    int *need, *undecided;      /* per open cell */
    uint8_t mine[ENUM_MAX_FRONTIER];
    double total, weight[ENUM_MAX_FRONTIER], inner_weight;
    long ways, mine_ways[ENUM_MAX_FRONTIER], inner_mine_ways, inner_safe_ways;
} Enum;

static double choose(long n, long k)
{
    if (k < 0 || k > n)
        return 0;
    double c = 1;
    for (long j = 1; j <= k; j++)
        c = c * (double)(n - k + j) / (double)j;
    return c;
}

static bool closed_unflagged(const MinesBoard *b, uint32_t i)
{
    return !mines_is_open(b, i) && !mines_is_flagged(b, i);
}

/* Assigns front[j..]; t mines so far. */
static void enum_walk(Enum *e, int j, long t)
{
    if (t > e->left)
        return;
    if (j == e->fronts) {
        long rest = e->left - t;
        if (rest > e->inner)
            return;
        double w = choose(e->inner, rest);
        e->total += w;
        e->ways++;
        for (int k = 0; k < e->fronts; k++)
            if (e->mine[k]) {
                e->weight[k] += w;
                e->mine_ways[k]++;
            }
        e->inner_weight += choose(e->inner - 1, rest - 1);
        e->inner_mine_ways += rest > 0;
        e->inner_safe_ways += rest < e->inner;
        return;
    }
    uint32_t nb[8], c = e->front[j];
    int m = around(e->b, c, nb);
    for (int v = 0; v <= 1; v++) {
        bool ok = true;
        for (int k = 0; k < m; k++)
            if (mines_is_open(e->b, nb[k])) {
                e->need[nb[k]] -= v;
                e->undecided[nb[k]]--;
                ok = ok && e->need[nb[k]] >= 0 && e->need[nb[k]] <= e->undecided[nb[k]];
            }
        e->mine[j] = (uint8_t)v;
        if (ok)
            enum_walk(e, j + 1, t + v);
        for (int k = 0; k < m; k++)
            if (mines_is_open(e->b, nb[k])) {
                e->need[nb[k]] += v;
                e->undecided[nb[k]]++;
            }
    }
}

/* Enumerates b; false when its frontier is too large for the test. */
static bool enumerate(const MinesBoard *b, Enum *e)
{
    memset(e, 0, sizeof *e);
    e->b = b;
    e->left = mines_left(b);
    e->need = calloc(b->n, sizeof *e->need);
    e->undecided = calloc(b->n, sizeof *e->undecided);
    for (uint32_t i = 0; i < b->n; i++) {
        uint32_t nb[8];
        int m = around(b, i, nb);
        bool front = false;
        for (int k = 0; k < m; k++) {
            front = front || mines_is_open(b, nb[k]);
            if (mines_is_open(b, i)) {
                e->need[i] -= mines_is_flagged(b, nb[k]);
                e->undecided[i] += closed_unflagged(b, nb[k]);
            }
        }
        if (mines_is_open(b, i))
            e->need[i] += mines_count(b, i);
        if (!closed_unflagged(b, i))
            continue;
        if (!front)
            e->inner++;
        else if (e->fronts == ENUM_MAX_FRONTIER) {
            free(e->need);
            free(e->undecided);
            return false;
        } else {
            e->front[e->fronts++] = i;
        }
    }
    bool local_ok = e->left >= 0;
    for (uint32_t i = 0; i < b->n; i++)
        local_ok = local_ok && (!mines_is_open(b, i) || e->need[i] >= 0);
    if (local_ok)
        enum_walk(e, 0, 0);
    free(e->need);
    free(e->undecided);
    return true;
}

/* The enumeration's counts for cell i: arrangements with a mine there and
 * without, and its probability. */
static void enum_cell(const Enum *e, uint32_t i, long *mine, long *safe, double *p)
{
    for (int k = 0; k < e->fronts; k++)
        if (e->front[k] == i) {
            *mine = e->mine_ways[k];
            *safe = e->ways - e->mine_ways[k];
            *p = e->weight[k] / e->total;
            return;
        }
    *mine = e->inner_mine_ways;
    *safe = e->inner_safe_ways;
    *p = e->inner_weight / e->total;
}

/* Plays deduction d on b: flags its mines, opens its safe cells. */
static void play(MinesBoard *b, const MinesDeduction *d)
{
    for (int j = 0; j < d->safe_count + d->mine_count; j++) {
        uint32_t c = d->cell[j];
        int x = (int)(c % (uint32_t)b->w), y = (int)(c / (uint32_t)b->w);
        if (j >= d->safe_count)
            mines_flag(b, x, y);
        else if (!mines_is_open(b, c))
            mines_click(b, x, y);
        mines_finish(b);
    }
}

/* One random move: open a closed safe cell, flag a mine or (when wrong,
 * now and then) flag a safe cell. */
static void random_move(MinesBoard *b, bool wrong, Rng *r)
{
    for (int tries = 0; tries < 1000; tries++) {
        uint32_t i = rng_below(r, b->n);
        if (!closed_unflagged(b, i))
            continue;
        int x = (int)(i % (uint32_t)b->w), y = (int)(i / (uint32_t)b->w);
        if (mines_has_mine(b, i) || (wrong && rng_below(r, 8) == 0))
            mines_flag(b, x, y);
        else
            mines_click(b, x, y);
        mines_finish(b);
        return;
    }
}

/* A board in mid-game: a first click, then up to `moves` moves, mostly the
 * engine's next deduction played, else a random move; then, for a board in
 * `hard` mode, the deductions of rule (a) played until another rule (or
 * none) is next: the states the harder rules and the probabilities are
 * for. Returns NULL when the game ended. */
static MinesBoard *mid_game(int w, int h, int mines, uint64_t seed, int moves, bool wrong,
                            bool hard, Rng *r)
{
    MinesBoard *b = mines_new(w, h, mines, seed, NULL);
    uint32_t first = rng_below(r, b->n);
    mines_click(b, (int)(first % (uint32_t)w), (int)(first / (uint32_t)w));
    mines_finish(b);
    for (int k = 0; k < moves && b->game == MINES_PLAYING; k++) {
        MinesDeduction d;
        bool found = false;
        if (rng_below(r, 4) != 0)
            assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
        if (found)
            play(b, &d);
        else
            random_move(b, wrong, r);
    }
    for (bool found = hard; found && b->game == MINES_PLAYING;) {
        MinesDeduction d;
        assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
        found = found && d.rule == MINES_RULE_COUNT;
        if (found)
            play(b, &d);
    }
    if (b->game != MINES_PLAYING) {
        mines_free(b);
        return NULL;
    }
    return b;
}

typedef struct Tally {
    int boards, skipped, rule[4], forced, avoidable, contradictions;
} Tally;

/* Checks b's hint against the enumeration. */
static void check_sound(const MinesBoard *b, Tally *t)
{
    Enum e;
    if (!enumerate(b, &e)) {
        t->skipped++;
        return;
    }
    t->boards++;
    MinesHint h, again;
    assert_int_equal(mines_hint(b, &h), MAZE_OK);
    assert_int_equal(mines_hint(b, &again), MAZE_OK);
    assert_int_equal(again.kind, h.kind);
    char text[1024];
    assert_true(mines_hint_text(b, &h, text, sizeof text) > 0);
    if (e.ways == 0) {
        /* No arrangement fits: the flags are wrong, and the hint says so
         * unless a rule still applies (true of every arrangement, of which
         * there are none). */
        assert_true(h.kind == MINES_HINT_CONTRADICTION || h.kind == MINES_HINT_DEDUCTION);
        t->contradictions += h.kind == MINES_HINT_CONTRADICTION;
    } else if (h.kind == MINES_HINT_DEDUCTION) {
        const MinesDeduction *d = &h.deduction;
        t->rule[d->rule]++;
        assert_true(d->safe_count + d->mine_count > 0);
        for (int j = 0; j < d->clue_count; j++)
            assert_true(mines_is_open(b, d->clue[j]));
        for (int j = 0; j < d->safe_count + d->mine_count; j++) {
            long mine, safe;
            double p;
            assert_true(closed_unflagged(b, d->cell[j]));
            enum_cell(&e, d->cell[j], &mine, &safe, &p);
            if (j < d->safe_count ? mine != 0 : safe != 0)
                fail_msg("seed board %dx%d/%u seed %llu: %s claims (%u,%u) %s, but %ld "
                         "arrangements disagree: %s", b->w, b->h, b->mines,
                         (unsigned long long)b->seed, mines_rule_name(d->rule),
                         d->cell[j] % (uint32_t)b->w, d->cell[j] / (uint32_t)b->w,
                         j < d->safe_count ? "safe" : "a mine", j < d->safe_count ? mine : safe,
                         text);
        }
    } else {
        assert_int_equal(h.kind, MINES_HINT_GUESS);
        const MinesProbs *p = &h.probs;
        assert_true(p->exact);
        double sum = 0;
        bool any_safe = false;
        for (uint32_t i = 0; i < b->n; i++) {
            if (!closed_unflagged(b, i)) {
                assert_true(p->p[i] == -1);
                continue;
            }
            long mine, safe;
            double want;
            enum_cell(&e, i, &mine, &safe, &want);
            if (fabs(p->p[i] - want) > 1e-9)
                fail_msg("(%u,%u): probability %.12f, enumeration %.12f", i % (uint32_t)b->w,
                         i / (uint32_t)b->w, p->p[i], want);
            sum += p->p[i];
            any_safe = any_safe || mine == 0;
            if (i == p->certain)
                assert_int_equal(mine, 0);
        }
        assert_true(fabs(sum - (double)mines_left(b)) < 1e-9);
        assert_int_equal(p->guess, any_safe ? MINES_GUESS_AVOIDABLE : MINES_GUESS_FORCED);
        t->forced += p->guess == MINES_GUESS_FORCED;
        t->avoidable += p->guess == MINES_GUESS_AVOIDABLE;
    }
    mines_hint_free(&h);
    mines_hint_free(&again);
}

/* Random boards in mid-game, right flags only and sometimes wrong ones:
 * every hint agrees with the enumeration. */
static void test_hints_are_sound(void **state)
{
    (void)state;
    static const struct { int w, h, mines; } sizes[] = {
        { 8, 8, 10 }, { 9, 9, 10 }, { 8, 8, 14 }, { 7, 7, 12 }, { 10, 6, 12 }, { 6, 6, 9 },
    };
    Rng r;
    rng_seed(&r, 2024);
    Tally t = { 0 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (uint64_t seed = 0; seed < 500; seed++) {
            int moves = (int)rng_below(&r, 30);
            bool wrong = seed % 10 == 0, hard = seed % 2 == 1;
            MinesBoard *b = mid_game(sizes[s].w, sizes[s].h, sizes[s].mines, seed, moves, wrong,
                                     hard, &r);
            if (b)
                check_sound(b, &t);
            mines_free(b);
        }
    print_message("sound: %d boards (%d skipped: frontier over %d), rules count %d, subset %d, "
                  "overlap %d, mines left %d; guesses forced %d, avoidable %d; "
                  "contradictions %d\n", t.boards, t.skipped, ENUM_MAX_FRONTIER, t.rule[0],
                  t.rule[1], t.rule[2], t.rule[3], t.forced, t.avoidable, t.contradictions);
    assert_true(t.boards >= 1000);
    for (int k = 0; k < 4; k++)
        assert_true(t.rule[k] > 0);
    assert_true(t.forced > 0 && t.avoidable > 0 && t.contradictions > 0);
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_count),
        cmocka_unit_test(test_rule_pair),
        cmocka_unit_test(test_rule_mines_left),
        cmocka_unit_test(test_forced_guess),
        cmocka_unit_test(test_not_a_deduction),
        cmocka_unit_test(test_approximate),
        cmocka_unit_test(test_hints_are_sound),
    };
    return cmocka_run_group_tests_name("mines_logic", tests, NULL, NULL);
}
