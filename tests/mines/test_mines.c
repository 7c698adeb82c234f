/* test_mines.c - Minesweeper core: placement, cascade, chording, flags, end
 * of game, limits. The cascade is checked against a simple reference (grow
 * the open set to a fixed point by repeated relaxation) on random boards. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/mines.h"

enum { SEEDS = 150 };

typedef struct Size { int w, h, mines; } Size;
static const Size boards[] = {
    { 9, 9, 10 }, { 16, 16, 40 }, { 30, 16, 99 },   /* the presets */
    { 10, 1, 1 }, { 1, 10, 1 }, { 2, 5, 1 },        /* smallest allowed */
    { 4, 4, 7 }, { 5, 3, 6 }, { 9, 9, 72 },         /* as dense as allowed */
    { 20, 20, 1 }, { 37, 23, 100 }, { 100, 100, 2000 },
};
enum { BOARD_COUNT = sizeof boards / sizeof boards[0] };

static MinesBoard *new_board(int w, int h, int mines, uint64_t seed)
{
    MazeStatus st;
    MinesBoard *b = mines_new(w, h, mines, seed, &st);
    if (!b)
        fail_msg("mines_new %dx%d/%d: %s", w, h, mines, maze_strerror(st));
    assert_int_equal(st, MAZE_OK);
    return b;
}

static uint32_t at(const MinesBoard *b, int x, int y)
{
    return (uint32_t)y * (uint32_t)b->w + (uint32_t)x;
}

/* The test's own neighbour walk (independent of the library's). */
static int around(const MinesBoard *b, uint32_t i, uint32_t out[8])
{
    return test_mines_around(b->w, b->h, i, out);
}

/* Mines around cell i, counted straight from the MINE bits. */
static int recount(const MinesBoard *b, uint32_t i)
{
    uint32_t nb[8];
    int k = around(b, i, nb), c = 0;
    for (int j = 0; j < k; j++)
        c += mines_has_mine(b, nb[j]);
    return c;
}

/* Chebyshev distance between cells i and j. */
static int dist(const MinesBoard *b, uint32_t i, uint32_t j)
{
    int dx = abs((int)(i % (uint32_t)b->w) - (int)(j % (uint32_t)b->w));
    int dy = abs((int)(i / (uint32_t)b->w) - (int)(j / (uint32_t)b->w));
    return dx > dy ? dx : dy;
}

/* Clicks and opens everything; asserts the click was taken. */
static void click_all(MinesBoard *b, uint32_t i)
{
    assert_int_equal(mines_click(b, (int)(i % (uint32_t)b->w), (int)(i / (uint32_t)b->w)),
                     MINES_QUEUED_CELLS);
    mines_finish(b);
    assert_false(mines_busy(b));
}

static void flag(MinesBoard *b, uint32_t i, MinesResult want)
{
    assert_int_equal(mines_flag(b, (int)(i % (uint32_t)b->w), (int)(i / (uint32_t)b->w)), want);
}

/* Placement invariants after a first click on `first`. */
static void check_placement(const MinesBoard *b, uint32_t first)
{
    uint32_t mines = 0;
    assert_int_equal(b->first_click, first);
    for (uint32_t i = 0; i < b->n; i++) {
        bool near = dist(b, i, first) <= 1;
        mines += mines_has_mine(b, i);
        if (near && mines_has_mine(b, i))
            fail_msg("%dx%d seed %llu: mine at %u in the safe zone of %u", b->w, b->h,
                     (unsigned long long)b->seed, i, first);
        assert_int_equal(mines_in_safe_zone(b, i), near);
        if (mines_count(b, i) != recount(b, i))
            fail_msg("%dx%d seed %llu: cell %u count %d, recount %d", b->w, b->h,
                     (unsigned long long)b->seed, i, mines_count(b, i), recount(b, i));
    }
    /* MINE is one bit per cell, so this also rules out duplicates. */
    assert_int_equal(mines, b->mines);
    assert_int_equal(mines_count(b, first), 0);
}

static void test_placement(void **state)
{
    (void)state;
    Rng pick;
    rng_seed(&pick, 42);
    for (int s = 0; s < BOARD_COUNT; s++) {
        const Size *z = &boards[s];
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            MinesBoard *b = new_board(z->w, z->h, z->mines, seed);
            assert_int_equal(b->game, MINES_READY);
            /* Corners and edges first, then random cells. */
            uint32_t n = b->n, corners[] = { 0, n - 1, (uint32_t)z->w - 1, n - (uint32_t)z->w };
            uint32_t first = seed < 4 ? corners[seed] : rng_below(&pick, n);
            assert_int_equal(mines_click(b, (int)(first % (uint32_t)z->w),
                                         (int)(first / (uint32_t)z->w)), MINES_QUEUED_CELLS);
            assert_int_equal(b->game, MINES_PLAYING);
            check_placement(b, first);
            mines_finish(b);
            check_placement(b, first);
            assert_int_not_equal(b->game, MINES_LOST);
            mines_free(b);
        }
    }
    assert_int_equal(mem_current(), 0);
}

/* Every cell outside the safe zone gets a mine under some seed, and the same
 * seed and click give the same mines. */
static void test_placement_spread_and_replay(void **state)
{
    (void)state;
    bool seen[16] = { false };
    for (uint64_t seed = 0; seed < 400; seed++) {
        MinesBoard *a = new_board(4, 4, 7, seed), *b = new_board(4, 4, 7, seed);
        click_all(a, 0);
        click_all(b, 0);
        assert_memory_equal(a->cell, b->cell, a->n);
        assert_memory_equal(a->count, b->count, a->n);
        for (uint32_t i = 0; i < a->n; i++)
            seen[i] |= mines_has_mine(a, i);
        mines_free(a);
        mines_free(b);
    }
    for (uint32_t i = 0; i < 16; i++)
        assert_int_equal(seen[i], !(i == 0 || i == 1 || i == 4 || i == 5));

    int differ = 0;
    for (uint64_t seed = 1; seed < 50; seed++) {
        MinesBoard *a = new_board(16, 16, 40, seed - 1), *b = new_board(16, 16, 40, seed);
        click_all(a, 100);
        click_all(b, 100);
        differ += memcmp(a->cell, b->cell, a->n) != 0;
        mines_free(a);
        mines_free(b);
    }
    assert_true(differ >= 45);
    assert_int_equal(mem_current(), 0);
}

/* The reference: from open, repeatedly open every unflagged neighbour of an
 * open, mine-free zero until nothing changes. */
static void reference_fill(const MinesBoard *b, uint8_t *open)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (uint32_t i = 0; i < b->n; i++) {
            if (!open[i] || mines_has_mine(b, i) || mines_count(b, i) != 0)
                continue;
            uint32_t nb[8];
            int k = around(b, i, nb);
            for (int j = 0; j < k; j++)
                if (!open[nb[j]] && !mines_is_flagged(b, nb[j])) {
                    open[nb[j]] = 1;
                    changed = true;
                }
        }
    }
}

/* Asserts that b's open cells are exactly `want`. */
static void check_open_set(const MinesBoard *b, const uint8_t *want)
{
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_is_open(b, i) != (want[i] != 0))
            fail_msg("%dx%d seed %llu: cell %u open %d, reference %d", b->w, b->h,
                     (unsigned long long)b->seed, i, mines_is_open(b, i), want[i]);
}

/* Random boards, random flags, then several clicks on closed safe cells: the
 * cells each click opens are the reference fixed point. */
static void test_cascade_matches_reference(void **state)
{
    (void)state;
    Rng pick;
    rng_seed(&pick, 7);
    for (int s = 0; s < BOARD_COUNT; s++) {
        const Size *z = &boards[s];
        for (uint64_t seed = 0; seed < SEEDS / 3; seed++) {
            MinesBoard *b = new_board(z->w, z->h, z->mines, seed);
            uint8_t *want = mem_calloc(b->n, 1);
            uint32_t first = rng_below(&pick, b->n);
            for (int f = 0; f < 3; f++) {
                uint32_t i = rng_below(&pick, b->n);
                if (i != first && !mines_is_flagged(b, i))
                    flag(b, i, MINES_FLAGGED);
            }
            for (int click = 0; click < 4; click++) {
                uint32_t c = first;
                if (click > 0) {
                    if (b->game != MINES_PLAYING)
                        break;
                    /* A random closed, unflagged, safe cell. */
                    uint32_t tries = 0;
                    do
                        c = rng_below(&pick, b->n);
                    while ((mines_is_open(b, c) || mines_is_flagged(b, c) || mines_has_mine(b, c))
                           && ++tries < 10 * b->n);
                    if (tries >= 10 * b->n)
                        break;
                }
                assert_int_equal(mines_click(b, (int)(c % (uint32_t)b->w),
                                             (int)(c / (uint32_t)b->w)), MINES_QUEUED_CELLS);
                for (uint32_t i = 0; i < b->n; i++)
                    want[i] = mines_is_open(b, i) || i == c;
                reference_fill(b, want);
                mines_finish(b);
                check_open_set(b, want);
                assert_int_not_equal(b->game, MINES_LOST);
            }
            mem_free(want);
            mines_free(b);
        }
    }
    assert_int_equal(mem_current(), 0);
}

/* Checks the queue: no duplicates, every entry closed and marked QUEUED, and
 * no other cell marked QUEUED. */
static void check_queue(const MinesBoard *b)
{
    const uint32_t *q;
    size_t len = mines_pending(b, &q);
    size_t marked = 0;
    assert_true(b->tail <= b->n);
    for (uint32_t i = 0; i < b->n; i++)
        marked += mines_is_queued(b, i);
    assert_int_equal(marked, len);
    for (size_t k = 0; k < len; k++) {
        assert_true(mines_is_queued(b, q[k]));
        assert_false(mines_is_open(b, q[k]));
        assert_false(mines_is_flagged(b, q[k]));
    }
}

/* One step at a time gives the same board, step count and state as all at
 * once; each step opens exactly one cell; the queue never holds duplicates. */
static void test_stepwise_equals_batch(void **state)
{
    (void)state;
    Rng pick;
    rng_seed(&pick, 99);
    for (int s = 0; s < BOARD_COUNT; s++) {
        const Size *z = &boards[s];
        for (uint64_t seed = 0; seed < SEEDS / 5; seed++) {
            MinesBoard *one = new_board(z->w, z->h, z->mines, seed);
            MinesBoard *all = new_board(z->w, z->h, z->mines, seed);
            for (int click = 0; click < 5; click++) {
                uint32_t c = rng_below(&pick, one->n);
                MinesResult r = mines_click(one, (int)(c % (uint32_t)z->w), (int)(c / (uint32_t)z->w));
                assert_int_equal(mines_click(all, (int)(c % (uint32_t)z->w), (int)(c / (uint32_t)z->w)), r);
                check_queue(one);
                while (mines_busy(one)) {
                    uint64_t before = one->steps;
                    uint32_t safe = one->opened_safe;
                    assert_int_equal(mines_step(one, 1), 1);
                    assert_int_equal(one->steps, before + 1);
                    assert_true(one->opened_safe == safe + 1 || one->game == MINES_LOST);
                    check_queue(one);
                }
                assert_int_equal(mines_step(one, 1), 0);
                mines_finish(all);
                assert_memory_equal(one->cell, all->cell, one->n);
                assert_memory_equal(one->count, all->count, one->n);
                assert_int_equal(one->steps, all->steps);
                assert_int_equal(one->game, all->game);
                assert_int_equal(one->hit, all->hit);
            }
            mines_free(one);
            mines_free(all);
        }
    }
    assert_int_equal(mem_current(), 0);
}

/* Around each call (an action, or one step): every cell whose bytes change
 * is reported, and nothing else except, after a loss, the mines and flags
 * whose look changes. */
static void test_dirty_exact(void **state)
{
    (void)state;
    Rng pick;
    rng_seed(&pick, 5);
    for (uint64_t seed = 0; seed < 60; seed++) {
        MinesBoard *b = new_board(16, 16, 40, seed);
        uint32_t *store = mem_calloc(8 * b->n, sizeof *store);
        DirtyList d = { store, 0, 8 * b->n, false };
        uint8_t *cell = mem_alloc(b->n), *count = mem_alloc(b->n);
        mines_set_dirty(b, &d);
        for (int call = 0; call < 2000 && b->game < MINES_WON; call++) {
            memcpy(cell, b->cell, b->n);
            memcpy(count, b->count, b->n);
            dirty_clear(&d);
            uint32_t c = rng_below(&pick, b->n);
            if (mines_busy(b))
                mines_step(b, 1);
            else if (rng_below(&pick, 4) == 0)
                mines_flag(b, (int)(c % 16), (int)(c / 16));
            else
                mines_click(b, (int)(c % 16), (int)(c / 16));
            assert_false(d.overflow);
            uint8_t *reported = mem_calloc(b->n, 1);
            for (size_t k = 0; k < d.len; k++)
                reported[d.cells[k]] = 1;
            for (uint32_t i = 0; i < b->n; i++) {
                bool changed = cell[i] != b->cell[i] || count[i] != b->count[i];
                bool look = b->game == MINES_LOST && (b->cell[i] & (MINES_MINE | MINES_FLAG));
                if (changed && !reported[i])
                    fail_msg("seed %llu: cell %u changed, not reported", (unsigned long long)seed, i);
                if (reported[i] && !changed && !look)
                    fail_msg("seed %llu: cell %u reported, unchanged", (unsigned long long)seed, i);
            }
            mem_free(reported);
        }
        mem_free(cell);
        mem_free(count);
        mem_free(store);
        mines_free(b);
    }
    assert_int_equal(mem_current(), 0);
}

/* Finds, on some seed, an open number after the first click at the centre of
 * a 16x16/40 board with two closed safe neighbours (so a closed mine too);
 * sets *seed and *cell. */
static void find_chord_spot(uint64_t *seed, uint32_t *cell)
{
    for (uint64_t s = 0; s < 1000; s++) {
        MinesBoard *b = new_board(16, 16, 40, s);
        click_all(b, at(b, 8, 8));
        for (uint32_t i = 0; i < b->n; i++) {
            if (!mines_is_open(b, i) || mines_count(b, i) == 0)
                continue;
            uint32_t nb[8];
            int k = around(b, i, nb), safe = 0;
            for (int j = 0; j < k; j++)
                safe += !mines_is_open(b, nb[j]) && !mines_has_mine(b, nb[j]);
            if (safe >= 2) {
                *seed = s;
                *cell = i;
                mines_free(b);
                return;
            }
        }
        mines_free(b);
    }
    fail_msg("no chord spot found");
}

/* Flags on the neighbours of cell i: the mines when right, else one safe
 * closed neighbour in place of one mine. */
static void flag_around(MinesBoard *b, uint32_t i, bool right)
{
    bool wrong_done = right, skipped = right;
    uint32_t nb[8];
    int k = around(b, i, nb);
    for (int n = 0; n < k; n++) {
        uint32_t j = nb[n];
        if (mines_is_open(b, j))
            continue;
        if (mines_has_mine(b, j) && !skipped)
            skipped = true;             /* leave this mine unflagged */
        else if (mines_has_mine(b, j))
            flag(b, j, MINES_FLAGGED);
        else if (!wrong_done) {
            flag(b, j, MINES_FLAGGED);
            wrong_done = true;
        }
    }
}

static void test_chording(void **state)
{
    (void)state;
    uint64_t seed = 0;
    uint32_t i = 0;
    find_chord_spot(&seed, &i);
    int x = (int)(i % 16), y = (int)(i / 16);

    /* Right flags: the other closed neighbours open, cascading. */
    MinesBoard *b = new_board(16, 16, 40, seed);
    click_all(b, at(b, 8, 8));
    assert_int_equal(mines_click(b, x, y), MINES_NO_CHORD);  /* no flags yet */
    assert_false(mines_busy(b));
    flag_around(b, i, true);
    /* One flag too many: no chord. */
    uint32_t extra = MINES_NONE;
    for (uint32_t j = 0; j < b->n && extra == MINES_NONE; j++)
        if (dist(b, i, j) == 1 && !mines_is_open(b, j) && !mines_is_flagged(b, j))
            extra = j;
    flag(b, extra, MINES_FLAGGED);
    assert_int_equal(mines_click(b, x, y), MINES_NO_CHORD);
    assert_false(mines_busy(b));
    flag(b, extra, MINES_UNFLAGGED);
    uint8_t *want = mem_calloc(b->n, 1);
    for (uint32_t j = 0; j < b->n; j++)
        want[j] = mines_is_open(b, j) || (dist(b, i, j) == 1 && !mines_is_flagged(b, j));
    reference_fill(b, want);
    assert_int_equal(mines_click(b, x, y), MINES_QUEUED_CELLS);
    mines_finish(b);
    assert_int_not_equal(b->game, MINES_LOST);
    check_open_set(b, want);
    assert_int_equal(mines_click(b, x, y), MINES_NO_CHORD);  /* nothing left to open */
    mem_free(want);
    mines_free(b);

    /* One flag on a safe cell: the unflagged mine opens and the game is lost. */
    b = new_board(16, 16, 40, seed);
    click_all(b, at(b, 8, 8));
    flag_around(b, i, false);
    assert_int_equal(mines_click(b, x, y), MINES_QUEUED_CELLS);
    mines_finish(b);
    assert_int_equal(b->game, MINES_LOST);
    assert_true(b->hit != MINES_NONE && mines_has_mine(b, b->hit) && mines_is_open(b, b->hit));
    assert_int_equal(dist(b, i, b->hit), 1);
    assert_false(mines_is_flagged(b, b->hit));
    bool wrong_flag_seen = false;
    for (uint32_t j = 0; j < b->n; j++)
        if (mines_look(b, j, false) == MINES_LOOK_WRONG_FLAG) {
            assert_true(mines_is_flagged(b, j) && !mines_has_mine(b, j));
            wrong_flag_seen = true;
        }
    assert_true(wrong_flag_seen);
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

/* The 100x100 board with one mine opens every safe cell in one cascade: won,
 * one step per cell, the queue never longer than the board. */
static void test_big_single_mine(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 5; seed++) {
        MinesBoard *b = new_board(100, 100, 1, seed);
        assert_int_equal(mines_click(b, 50, 50), MINES_QUEUED_CELLS);
        size_t steps = mines_step(b, SIZE_MAX);
        assert_int_equal(steps, 100 * 100 - 1);
        assert_int_equal(b->game, MINES_WON);
        assert_int_equal(b->opened_safe, 9999);
        assert_int_equal(b->steps, 9999);
        assert_false(mines_busy(b));
        for (uint32_t i = 0; i < b->n; i++)
            assert_int_equal(mines_is_open(b, i), !mines_has_mine(b, i));
        assert_int_equal(mines_click(b, 0, 0), MINES_NO_GAME_OVER);
        mines_free(b);
    }
    assert_int_equal(mem_current(), 0);
}

static void test_flags_block(void **state)
{
    (void)state;
    /* f is next to the first click, so in its safe zone: never a mine. */
    MinesBoard *b = new_board(100, 100, 1, 3);
    uint32_t f = at(b, 81, 11);
    flag(b, f, MINES_FLAGGED);                      /* before the first click */
    assert_int_equal(mines_left(b), 0);
    assert_int_equal(mines_click(b, 81, 11), MINES_NO_FLAGGED);
    assert_int_equal(b->game, MINES_READY);
    click_all(b, at(b, 80, 10));
    assert_false(mines_is_open(b, f));
    assert_true(mines_is_flagged(b, f));
    assert_false(mines_has_mine(b, f));
    assert_int_equal(b->game, MINES_PLAYING);      /* f is safe and closed */
    assert_int_equal(b->opened_safe, 9998);
    flag(b, f, MINES_UNFLAGGED);
    assert_int_equal(mines_left(b), 1);
    click_all(b, f);
    assert_int_equal(b->game, MINES_WON);
    mines_free(b);

    /* Flags cannot go on open cells; the counter may go negative. */
    b = new_board(9, 9, 10, 1);
    click_all(b, at(b, 4, 4));
    flag(b, at(b, 4, 4), MINES_NO_OPEN);
    int placed = 0;
    for (uint32_t i = 0; i < b->n && placed < 12; i++)
        if (!mines_is_open(b, i)) {
            flag(b, i, MINES_FLAGGED);
            placed++;
        }
    assert_int_equal(mines_left(b), 10 - placed);
    assert_int_equal(mines_flag(b, -1, 0), MINES_NO_OFF_BOARD);
    assert_int_equal(mines_click(b, 9, 0), MINES_NO_OFF_BOARD);
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

static void test_win_and_loss(void **state)
{
    (void)state;
    /* Win by opening every safe cell one click at a time. */
    MinesBoard *b = new_board(9, 9, 10, 11);
    click_all(b, at(b, 0, 0));
    for (uint32_t i = 0; i < b->n; i++)
        if (!mines_is_open(b, i) && !mines_has_mine(b, i)) {
            assert_int_equal(b->game, MINES_PLAYING);
            click_all(b, i);
        }
    assert_int_equal(b->game, MINES_WON);
    assert_int_equal(b->opened_safe, 81 - 10);
    assert_int_equal(b->hit, MINES_NONE);
    for (uint32_t i = 0; i < b->n; i++)
        assert_int_equal(mines_look(b, i, false),
                         mines_has_mine(b, i) ? MINES_LOOK_CLOSED : MINES_LOOK_OPEN);
    mines_free(b);

    /* Loss: click a mine. */
    b = new_board(9, 9, 10, 11);
    click_all(b, at(b, 0, 0));
    uint32_t mine = MINES_NONE, other = MINES_NONE;
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_has_mine(b, i)) {
            if (mine == MINES_NONE)
                mine = i;
            else
                other = i;
        }
    assert_int_equal(mines_look(b, mine, false), MINES_LOOK_CLOSED);
    assert_int_equal(mines_look(b, mine, true), MINES_LOOK_MINE);
    flag(b, other, MINES_FLAGGED);
    click_all(b, mine);
    assert_int_equal(b->game, MINES_LOST);
    assert_int_equal(b->hit, mine);
    assert_int_equal(mines_look(b, mine, false), MINES_LOOK_MINE_HIT);
    assert_int_equal(mines_look(b, other, false), MINES_LOOK_FLAG);
    for (uint32_t i = 0; i < b->n; i++)
        if (i != mine && i != other && mines_has_mine(b, i))
            assert_int_equal(mines_look(b, i, false), MINES_LOOK_MINE);
    assert_int_equal(mines_click(b, 8, 8), MINES_NO_GAME_OVER);
    assert_int_equal(mines_flag(b, 8, 8), MINES_NO_GAME_OVER);
    assert_string_equal(mines_game_name(b->game), "lost");
    mines_free(b);
    assert_int_equal(mem_current(), 0);
}

static void test_limits(void **state)
{
    (void)state;
    static const struct { long w, h, mines; MazeStatus want; const char *text; } cases[] = {
        { 9, 9, 10, MAZE_OK, "ok" },
        { 9, 9, 72, MAZE_OK, "ok" },
        { 9, 9, 73, MAZE_ERR_ARG, "mine count 73 out of range for 9x9: must be 1 to 72" },
        { 9, 9, 0, MAZE_ERR_ARG, "must be 1 to 72" },
        { 9, 9, -5, MAZE_ERR_ARG, "must be 1 to 72" },
        { 10, 1, 1, MAZE_OK, "ok" },
        { 10, 1, 2, MAZE_ERR_ARG, "must be 1 to 1" },
        { 3, 3, 1, MAZE_ERR_ARG, "board 3x3 has 9 cells, too few for any mine" },
        { 2, 4, 1, MAZE_ERR_ARG, "at least 10" },
        { 1, 1, 1, MAZE_ERR_ARG, "too few" },
        { 100, 100, 9991, MAZE_OK, "ok" },
        { 100, 100, 9992, MAZE_ERR_ARG, "must be 1 to 9991" },
        { 0, 5, 1, MAZE_ERR_SIZE, "board 0x5 out of range: width and height must be 1 to 100" },
        { 101, 5, 1, MAZE_ERR_SIZE, "1 to 100" },
        { 5, 101, 1, MAZE_ERR_SIZE, "1 to 100" },
        { 5, -1, 1, MAZE_ERR_SIZE, "1 to 100" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char msg[256];
        assert_int_equal(mines_check(cases[k].w, cases[k].h, cases[k].mines), cases[k].want);
        mines_explain(msg, sizeof msg, cases[k].w, cases[k].h, cases[k].mines);
        if (!strstr(msg, cases[k].text))
            fail_msg("case %zu: '%s' lacks '%s'", k, msg, cases[k].text);
        MazeStatus st = MAZE_OK;
        MinesBoard *b = mines_new((int)cases[k].w, (int)cases[k].h, (int)cases[k].mines, 1, &st);
        assert_int_equal(st, cases[k].want);
        assert_int_equal(b != NULL, cases[k].want == MAZE_OK);
        mines_free(b);
    }
    char tiny[8];
    mines_explain(tiny, sizeof tiny, 9, 9, 99);
    assert_int_equal(strlen(tiny), 7);

    assert_int_equal(mines_preset_count, 3);
    static const int want[3][3] = { { 9, 9, 10 }, { 16, 16, 40 }, { 30, 16, 99 } };
    for (size_t k = 0; k < mines_preset_count; k++) {
        const MinesPreset *p = mines_find_preset(mines_presets[k].id);
        assert_ptr_equal(p, &mines_presets[k]);
        assert_int_equal(p->w, want[k][0]);
        assert_int_equal(p->h, want[k][1]);
        assert_int_equal(p->mines, want[k][2]);
        assert_int_equal(mines_check(p->w, p->h, p->mines), MAZE_OK);
    }
    assert_string_equal(mines_find_preset("expert")->name, "Expert");
    assert_null(mines_find_preset("insane"));
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placement),
        cmocka_unit_test(test_placement_spread_and_replay),
        cmocka_unit_test(test_cascade_matches_reference),
        cmocka_unit_test(test_stepwise_equals_batch),
        cmocka_unit_test(test_dirty_exact),
        cmocka_unit_test(test_chording),
        cmocka_unit_test(test_big_single_mine),
        cmocka_unit_test(test_flags_block),
        cmocka_unit_test(test_win_and_loss),
        cmocka_unit_test(test_limits),
    };
    return cmocka_run_group_tests_name("mines", tests, NULL, NULL);
}
