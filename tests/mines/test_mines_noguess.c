/* test_mines_noguess.c - boards that never need a guess (mines_set_no_guess).
 *
 * The checker here is written apart from the engine: its own counts, its
 * own flood fill, each rule of mines_logic.h as plain loops over the board,
 * applied in sweeps until nothing changes, and rule (c) searched
 * exhaustively (the engine's search has a step budget; this one has none).
 * Every no-guess board of 1,000 seeds per preset must be solved by it from
 * its first click, opening no mine. Also: the same seed and click give the
 * same board; a board the rules already solve is the ordinary one; a
 * density that cannot succeed is refused, leaving the board as it was; out
 * of memory at every allocation is clean; and the engine's own hints, one
 * at a time as `mazelab mines --solve` plays them, win every board. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/mines.h"
#include "maze/mines_logic.h"

enum { UNKNOWN = 0, OPENED, MARKED, MOST_CLUES = 8 };

typedef struct Check {
    const MinesBoard *b;        /* read for its MINE bits only */
    int w, h;
    uint32_t n;
    uint8_t *known;
    int *shown;
    long marked;
    bool boom;                  /* opened a mine: a rule is wrong */
    uint8_t *taken;             /* rule (c): cells covered by the chosen clues */
    uint32_t *clues;
    int clue_count;
} Check;

static bool check_near(const Check *c, uint32_t i, uint32_t j)
{
    int dx = abs((int)(i % (uint32_t)c->w) - (int)(j % (uint32_t)c->w));
    int dy = abs((int)(i / (uint32_t)c->w) - (int)(j / (uint32_t)c->w));
    return dx <= 1 && dy <= 1 && i != j;
}

/* Neighbours of i (the tests' walk, not the library's). */
static int check_around(const Check *c, uint32_t i, uint32_t out[8])
{
    return test_mines_around(c->w, c->h, i, out);
}

/* Opens i, and, as the game does, everything around a 0 (a stack; a cell
 * is marked open as it is pushed, so it is pushed once). */
static void check_open(Check *c, uint32_t first)
{
    if (c->known[first] != UNKNOWN)
        return;
    uint32_t *stack = malloc(c->n * sizeof *stack);
    int top = 0;
    stack[top++] = first;
    c->known[first] = OPENED;
    while (top > 0) {
        uint32_t i = stack[--top], nb[8];
        if (mines_has_mine(c->b, i)) {
            c->boom = true;
            continue;
        }
        int m = check_around(c, i, nb);
        c->shown[i] = 0;
        for (int j = 0; j < m; j++)
            c->shown[i] += mines_has_mine(c->b, nb[j]);
        for (int j = 0; c->shown[i] == 0 && j < m; j++)
            if (c->known[nb[j]] == UNKNOWN) {
                c->known[nb[j]] = OPENED;
                stack[top++] = nb[j];
            }
    }
    free(stack);
}

/* Clue i's unknown neighbours (into out) and its need. */
static int check_unknown(const Check *c, uint32_t i, uint32_t out[8], int *need)
{
    uint32_t nb[8];
    int m = check_around(c, i, nb), u = 0;
    *need = c->shown[i];
    for (int j = 0; j < m; j++) {
        if (c->known[nb[j]] == MARKED)
            (*need)--;
        else if (c->known[nb[j]] == UNKNOWN)
            out[u++] = nb[j];
    }
    return u;
}

static bool check_set(Check *c, const uint32_t *cells, int count, bool mine)
{
    bool changed = false;
    for (int j = 0; j < count; j++) {
        if (c->known[cells[j]] != UNKNOWN)
            continue;
        changed = true;
        if (mine) {
            c->known[cells[j]] = MARKED;
            c->marked++;
        } else {
            check_open(c, cells[j]);
        }
    }
    return changed;
}

static bool check_is_clue(const Check *c, uint32_t i)
{
    uint32_t u[8];
    int need;
    return c->known[i] == OPENED && check_unknown(c, i, u, &need) > 0;
}

/* Rule (a) on i. */
static bool check_one(Check *c, uint32_t i)
{
    uint32_t u[8];
    int need, count = check_unknown(c, i, u, &need);
    if (count == 0 || (need != 0 && need != count))
        return false;
    return check_set(c, u, count, need != 0);
}

/* Rule (b) on i and j: the cells only i has are all mines and those only
 * j has all safe when i's need minus its own cells leaves exactly j's. */
static bool check_two(Check *c, uint32_t i, uint32_t j)
{
    uint32_t ui[8], uj[8], only_i[8], only_j[8];
    int ni, nj, need_i, need_j, oi = 0, oj = 0;
    ni = check_unknown(c, i, ui, &need_i);
    nj = check_unknown(c, j, uj, &need_j);
    for (int k = 0; k < ni; k++)
        if (!check_near(c, ui[k], j))
            only_i[oi++] = ui[k];
    for (int k = 0; k < nj; k++)
        if (!check_near(c, uj[k], i))
            only_j[oj++] = uj[k];
    if (oi == ni || oi + oj == 0 || need_i - oi != need_j)
        return false;
    bool a = check_set(c, only_i, oi, true);
    bool b = check_set(c, only_j, oj, false);
    return a || b;
}

/* Rule (c): depth-first over every set of up to MOST_CLUES clues with
 * disjoint unknown cells, from clues[from]. need and free are the set's
 * sums; left and spare the board's mines left and unknown cells without a
 * mine; cells the set's unknown cells. */
static bool check_family(Check *c, int from, int depth, long need, long free_cells, long cells,
                         long left, long spare, long unknown)
{
    if (depth > 0 && cells < unknown && (need == left || free_cells == spare)) {
        bool mine = need != left;
        for (uint32_t i = 0; i < c->n; i++)
            if (c->known[i] == UNKNOWN && !c->taken[i])
                check_set(c, &i, 1, mine);
        return true;
    }
    if (depth == MOST_CLUES || (need > left && free_cells > spare))
        return false;
    for (int k = from; k < c->clue_count; k++) {
        uint32_t u[8];
        int clue_need, count = check_unknown(c, c->clues[k], u, &clue_need), overlap = 0;
        for (int j = 0; j < count; j++)
            overlap += c->taken[u[j]];
        if (overlap)
            continue;
        for (int j = 0; j < count; j++)
            c->taken[u[j]] = 1;
        bool done = check_family(c, k + 1, depth + 1, need + clue_need,
                                 free_cells + count - clue_need, cells + count, left, spare,
                                 unknown);
        for (int j = 0; j < count; j++)
            c->taken[u[j]] = 0;
        if (done)
            return true;
    }
    return false;
}

static bool check_left(Check *c)
{
    long unknown = 0;
    for (uint32_t i = 0; i < c->n; i++)
        unknown += c->known[i] == UNKNOWN;
    long left = (long)c->b->mines - c->marked, spare = unknown - left;
    if (unknown == 0)
        return false;
    if (left == 0 || spare == 0) {
        for (uint32_t i = 0; i < c->n; i++)
            check_set(c, &i, 1, left != 0);
        return true;
    }
    /* Each clue needs at most 8 mines and has at most 8 free cells. */
    if (left > 8 * MOST_CLUES && spare > 8 * MOST_CLUES)
        return false;
    c->clue_count = 0;
    for (uint32_t i = 0; i < c->n; i++)
        if (check_is_clue(c, i))
            c->clues[c->clue_count++] = i;
    return check_family(c, 0, 0, 0, 0, 0, left, spare, unknown);
}

/* Plays the rules from b's first click; true when every safe cell opened. */
static bool checker_solves(const MinesBoard *b)
{
    Check c = { .b = b, .w = b->w, .h = b->h, .n = b->n };
    c.known = calloc(b->n, 1);
    c.shown = calloc(b->n, sizeof *c.shown);
    c.taken = calloc(b->n, 1);
    c.clues = calloc(b->n, sizeof *c.clues);
    check_open(&c, b->first_click);
    for (bool changed = true; changed && !c.boom;) {
        changed = false;
        for (uint32_t i = 0; i < c.n; i++) {
            if (!check_is_clue(&c, i))
                continue;
            changed |= check_one(&c, i);
            int x = (int)(i % (uint32_t)c.w), y = (int)(i / (uint32_t)c.w);
            for (int ny = y - 2; ny <= y + 2; ny++)
                for (int nx = x - 2; nx <= x + 2; nx++) {
                    uint32_t j = (uint32_t)ny * (uint32_t)c.w + (uint32_t)nx;
                    if (nx >= 0 && ny >= 0 && nx < c.w && ny < c.h && j != i &&
                        check_is_clue(&c, j))
                        changed |= check_two(&c, i, j);
                }
        }
        if (!changed)
            changed = check_left(&c);
    }
    uint32_t open = 0;
    for (uint32_t i = 0; i < b->n; i++)
        open += c.known[i] == OPENED;
    bool solved = !c.boom && open == b->n - b->mines;
    free(c.known);
    free(c.shown);
    free(c.taken);
    free(c.clues);
    return solved;
}

/* ---- the boards ------------------------------------------------------- */

/* A no-guess board, its first click at cell `first`, asserted laid. */
static MinesBoard *no_guess_board(int w, int h, int mines, uint64_t seed, uint32_t first)
{
    MazeStatus st;
    MinesBoard *b = mines_new(w, h, mines, seed, &st);
    assert_non_null(b);
    assert_true(mines_set_no_guess(b, true));
    MinesResult r = mines_click(b, (int)(first % (uint32_t)w), (int)(first / (uint32_t)w));
    if (r != MINES_QUEUED_CELLS)
        fail_msg("%dx%d/%d seed %llu click %u: %s", w, h, mines, (unsigned long long)seed, first,
                 mines_result_text(r));
    assert_false(mines_set_no_guess(b, false));
    mines_finish(b);
    return b;
}

/* The first click for a seed: corners and edges as well as the middle. */
static uint32_t first_click(int w, int h, uint64_t seed, Rng *r)
{
    uint32_t n = (uint32_t)w * (uint32_t)h;
    uint32_t corners[] = { 0, (uint32_t)w - 1, n - (uint32_t)w, n - 1 };
    return seed % 10 < 4 ? corners[seed % 10] : rng_below(r, n);
}

/* Every no-guess board of 1,000 seeds per preset is solved by the checker;
 * the placement invariants hold (mine count, counts, safe zone). */
static void test_presets_need_no_guess(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 11);
    for (size_t p = 0; p < mines_preset_count; p++) {
        const MinesPreset *pr = &mines_presets[p];
        uint32_t moved = 0, most = 0;
        for (uint64_t seed = 0; seed < 1000; seed++) {
            uint32_t first = first_click(pr->w, pr->h, seed, &r);
            MinesBoard *b = no_guess_board(pr->w, pr->h, pr->mines, seed, first);
            uint32_t mines = 0;
            for (uint32_t i = 0; i < b->n; i++) {
                uint32_t nb[8];
                int m = test_mines_around(b->w, b->h, i, nb), count = 0;
                for (int j = 0; j < m; j++)
                    count += mines_has_mine(b, nb[j]);
                assert_int_equal(mines_count(b, i), count);
                mines += mines_has_mine(b, i);
                assert_false(mines_has_mine(b, i) && mines_in_safe_zone(b, i));
            }
            assert_int_equal(mines, b->mines);
            assert_int_equal(b->first_click, first);
            if (!checker_solves(b))
                fail_msg("%s seed %llu click %u: the checker gets stuck", pr->id,
                         (unsigned long long)seed, first);
            moved += b->moved;
            most = b->moved > most ? b->moved : most;
            mines_free(b);
        }
        print_message("%s: 1000 boards solved by the checker; mines moved %.2f a board, at "
                      "most %u\n", pr->id, moved / 1000.0, most);
    }
    assert_int_equal(mem_current(), 0);
}

/* The checker is not a rubber stamp: on ordinary boards it gets stuck
 * often (most expert boards need a guess). */
static void test_checker_gets_stuck(void **state)
{
    (void)state;
    int stuck = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        MinesBoard *b = mines_new(30, 16, 99, seed, NULL);
        mines_click(b, 15, 8);
        mines_finish(b);
        stuck += !checker_solves(b);
        mines_free(b);
    }
    print_message("ordinary expert boards the checker cannot solve: %d of 100\n", stuck);
    assert_true(stuck >= 50);
}

/* Denser custom boards too, up to 9x9 with 60 mines. */
static void test_dense_boards(void **state)
{
    (void)state;
    static const struct { int w, h, mines; } sizes[] = {
        { 9, 9, 60 }, { 9, 9, 72 }, { 16, 16, 120 }, { 30, 16, 200 }, { 10, 1, 1 }, { 4, 4, 7 },
    };
    Rng r;
    rng_seed(&r, 5);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (uint64_t seed = 0; seed < 60; seed++) {
            uint32_t first = first_click(sizes[s].w, sizes[s].h, seed, &r);
            MinesBoard *b = no_guess_board(sizes[s].w, sizes[s].h, sizes[s].mines, seed, first);
            assert_true(checker_solves(b));
            mines_free(b);
        }
    assert_int_equal(mem_current(), 0);
}

/* The same seed and click give the same board; a board the rules solve as
 * laid is the ordinary board of its seed. */
static void test_reproducible(void **state)
{
    (void)state;
    int unchanged = 0, changed = 0;
    for (uint64_t seed = 0; seed < 200; seed++) {
        MinesBoard *a = no_guess_board(30, 16, 99, seed, 200);
        MinesBoard *b = no_guess_board(30, 16, 99, seed, 200);
        assert_memory_equal(a->cell, b->cell, a->n);
        assert_memory_equal(a->count, b->count, a->n);
        assert_int_equal(a->moved, b->moved);
        MinesBoard *plain = mines_new(30, 16, 99, seed, NULL);
        mines_click(plain, 200 % 30, 200 / 30);
        mines_finish(plain);
        bool same = memcmp(a->cell, plain->cell, a->n) == 0;
        if (a->moved == 0) {
            assert_true(same);
            unchanged++;
        } else {
            assert_false(same);
            changed++;
        }
        mines_free(a);
        mines_free(b);
        mines_free(plain);
    }
    assert_true(unchanged > 0 && changed > 0);
    assert_int_equal(mem_current(), 0);
}

/* A 2-row board with an odd number of mines cannot be solved without a
 * guess (the two cells of a column touch the same numbers, so a column
 * with one mine is a 50/50): refused, the board left ready as it was, and
 * the same seed without no-guess then gives the ordinary board. */
static void test_refused(void **state)
{
    (void)state;
    static const struct { int w, h, mines; } sizes[] = {
        { 10, 2, 1 }, { 100, 2, 5 }, { 2, 50, 3 },
    };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        MinesBoard *b = mines_new(sizes[s].w, sizes[s].h, sizes[s].mines, 9, NULL);
        MinesBoard *plain = mines_new(sizes[s].w, sizes[s].h, sizes[s].mines, 9, NULL);
        assert_true(mines_set_no_guess(b, true));
        Rng before = b->rng;
        assert_int_equal(mines_click(b, 0, 0), MINES_NO_SOLVABLE);
        assert_int_equal(b->game, MINES_READY);
        assert_int_equal(b->first_click, MINES_NONE);
        assert_false(mines_busy(b));
        assert_memory_equal(&b->rng, &before, sizeof before);
        for (uint32_t i = 0; i < b->n; i++)
            assert_true(b->cell[i] == 0 && b->count[i] == 0);
        assert_true(mines_set_no_guess(b, false));
        assert_int_equal(mines_click(b, 0, 0), MINES_QUEUED_CELLS);
        assert_int_equal(mines_click(plain, 0, 0), MINES_QUEUED_CELLS);
        mines_finish(b);
        mines_finish(plain);
        assert_memory_equal(b->cell, plain->cell, b->n);
        assert_string_equal(mines_result_text(MINES_NO_SOLVABLE),
                            "no board that can be solved without guessing was found for this "
                            "many mines: use fewer, or allow guessing");
        mines_free(b);
        mines_free(plain);
    }
    assert_int_equal(mem_current(), 0);
}

/* Out of memory at each allocation in turn: MINES_NO_MEMORY, the board
 * left ready, nothing leaked; then the board is laid as usual. */
static void test_out_of_memory(void **state)
{
    (void)state;
    MinesBoard *want = no_guess_board(16, 16, 40, 3, 0);
    int failures = 0;
    for (long k = 0; k < 64; k++) {
        MinesBoard *b = mines_new(16, 16, 40, 3, NULL);
        mines_set_no_guess(b, true);
        mem_fail_after(k);
        MinesResult r = mines_click(b, 0, 0);
        mem_fail_after(-1);
        if (r == MINES_NO_MEMORY) {
            failures++;
            assert_int_equal(b->game, MINES_READY);
            assert_int_equal(mines_click(b, 0, 0), MINES_QUEUED_CELLS);
        } else {
            assert_int_equal(r, MINES_QUEUED_CELLS);
        }
        mines_finish(b);
        assert_memory_equal(b->cell, want->cell, b->n);
        mines_free(b);
    }
    assert_true(failures > 5);
    mines_free(want);
    assert_int_equal(mem_current(), 0);
}

/* The hints, one deduction at a time in their fixed order (as `mazelab
 * mines --solve` plays them), win every no-guess board. */
static void test_hints_win(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 3);
    for (size_t p = 0; p < mines_preset_count; p++) {
        const MinesPreset *pr = &mines_presets[p];
        for (uint64_t seed = 0; seed < 100; seed++) {
            MinesBoard *b = no_guess_board(pr->w, pr->h, pr->mines, seed,
                                           first_click(pr->w, pr->h, seed, &r));
            while (b->game == MINES_PLAYING) {
                MinesDeduction d;
                bool found;
                assert_int_equal(mines_next_deduction(b, &d, &found), MAZE_OK);
                if (!found)
                    fail_msg("%s seed %llu: the hints get stuck", pr->id, (unsigned long long)seed);
                for (int j = 0; j < d.safe_count + d.mine_count; j++) {
                    uint32_t c = d.cell[j];
                    int x = (int)(c % (uint32_t)b->w), y = (int)(c / (uint32_t)b->w);
                    if (j >= d.safe_count)
                        assert_int_equal(mines_flag(b, x, y), MINES_FLAGGED);
                    else if (!mines_is_open(b, d.cell[j]))
                        assert_int_equal(mines_click(b, x, y), MINES_QUEUED_CELLS);
                    mines_finish(b);
                }
            }
            assert_int_equal(b->game, MINES_WON);
            mines_free(b);
        }
    }
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_presets_need_no_guess),
        cmocka_unit_test(test_checker_gets_stuck),
        cmocka_unit_test(test_dense_boards),
        cmocka_unit_test(test_reproducible),
        cmocka_unit_test(test_refused),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(test_hints_win),
    };
    return cmocka_run_group_tests_name("mines_noguess", tests, NULL, NULL);
}
