/* test_tilemap.c - the dirty tiles of a maze picture:
 *   - tiles partition the block picture, edge tiles included;
 *   - a changed cell marks exactly the tiles owning a block it can alter;
 *   - the row of a cell is computed exactly without a divide;
 *   - an overflowed or overlong dirty list marks everything;
 *   - a budgeted take covers at most its budget (at least one tile), goes
 *     round-robin from a cursor, and reaches every tile within one cycle
 *     even when everything is marked dirty again every frame. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/grid.h"
#include "maze/tilemap.h"

static void tm_init(TileMap *t, int w, int h, int shift)
{
    assert_int_equal(tilemap_init(t, w, h, shift), MAZE_OK);
}

/* Cleans every tile. */
static void tm_clean_all(TileMap *t)
{
    for (uint32_t k = 0; k < t->count; k++)
        tilemap_clean_tile(t, k);
    assert_int_equal(t->dirty, 0);
}

/* The tile owning block (bx, by), found by searching every tile's blocks. */
static uint32_t tm_owner(const TileMap *t, int bx, int by)
{
    uint32_t found = UINT32_MAX;
    for (uint32_t k = 0; k < t->count; k++) {
        TileRect r = tilemap_blocks(t, k);
        if (bx >= r.x0 && bx < r.x1 && by >= r.y0 && by < r.y1) {
            if (found != UINT32_MAX)
                fail_msg("block (%d,%d) in tiles %u and %u", bx, by, found, k);
            found = k;
        }
    }
    return found;
}

static void test_tiles_partition_the_picture(void **state)
{
    (void)state;
    static const struct { int w, h, shift; } cases[] = {
        { 1, 1, 4 }, { 16, 16, 4 }, { 17, 33, 4 }, { 40, 37, 4 }, { 9, 5, 1 }, { 5, 9, 0 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        TileMap t;
        tm_init(&t, cases[c].w, cases[c].h, cases[c].shift);
        int side = 1 << cases[c].shift;
        assert_int_equal(t.tw, (cases[c].w + side - 1) / side);
        assert_int_equal(t.th, (cases[c].h + side - 1) / side);
        assert_int_equal(t.dirty, t.count);     /* a new map: everything due */
        for (int by = 0; by < 2 * cases[c].h + 1; by++)
            for (int bx = 0; bx < 2 * cases[c].w + 1; bx++)
                assert_int_not_equal(tm_owner(&t, bx, by), UINT32_MAX);
        tilemap_free(&t);
    }
}

/* Every block a change to cell (x, y) can alter: the cell, its four sides. */
static void tm_expected(const TileMap *t, int x, int y, bool want[])
{
    memset(want, 0, t->count * sizeof want[0]);
    const int blocks[5][2] = { { 2 * x + 1, 2 * y + 1 }, { 2 * x + 2, 2 * y + 1 },
                               { 2 * x, 2 * y + 1 },     { 2 * x + 1, 2 * y + 2 },
                               { 2 * x + 1, 2 * y } };
    for (int k = 0; k < 5; k++)
        want[tm_owner(t, blocks[k][0], blocks[k][1])] = true;
}

static void test_cell_marks_its_tiles(void **state)
{
    (void)state;
    TileMap t;
    tm_init(&t, 40, 37, 4);                     /* 3 x 3 tiles, the last ones short */
    bool want[9];
    for (int y = 0; y < 37; y++)
        for (int x = 0; x < 40; x++) {
            tm_clean_all(&t);
            tilemap_mark_cell(&t, (uint32_t)(y * 40 + x));
            tm_expected(&t, x, y, want);
            uint32_t n = 0;
            for (uint32_t k = 0; k < t.count; k++) {
                if (tilemap_is_dirty(&t, k) != want[k])
                    fail_msg("cell (%d,%d): tile %u dirty %d, want %d", x, y, k,
                             tilemap_is_dirty(&t, k), want[k]);
                n += want[k];
            }
            assert_int_equal(t.dirty, n);
        }
    /* The cases by name: inside a tile one tile; on a tile's left edge also
     * the tile to the west; on a corner three. */
    tm_clean_all(&t);
    tilemap_mark_cell(&t, 5 * 40 + 5);
    assert_int_equal(t.dirty, 1);
    tm_clean_all(&t);
    tilemap_mark_cell(&t, 5 * 40 + 16);
    assert_int_equal(t.dirty, 2);
    assert_true(tilemap_is_dirty(&t, 0) && tilemap_is_dirty(&t, 1));
    tm_clean_all(&t);
    tilemap_mark_cell(&t, 16 * 40 + 16);
    assert_int_equal(t.dirty, 3);
    assert_true(tilemap_is_dirty(&t, 1) && tilemap_is_dirty(&t, 3) && tilemap_is_dirty(&t, 4));
    tilemap_free(&t);
}

static void test_cell_row_is_exact(void **state)
{
    (void)state;
    static const int widths[] = { 1, 2, 3, 7, 100, 1000, 2000, 4095, 4097, 8191, 8192 };
    for (size_t k = 0; k < sizeof widths / sizeof widths[0]; k++) {
        int w = widths[k], h = MAZE_MAX_SIDE;
        TileMap t;
        tm_init(&t, w, h, 4);
        /* Where a row starts and ends is where rounding would show. */
        for (uint32_t y = 0; y < (uint32_t)h; y++) {
            uint32_t first = y * (uint32_t)w, last = first + (uint32_t)w - 1;
            if (tilemap_cell_row(&t, first) != y || tilemap_cell_row(&t, last) != y)
                fail_msg("w %d: row of %u or %u is not %u", w, first, last, y);
        }
        tilemap_free(&t);
    }
}

static void test_list_overflow_marks_all(void **state)
{
    (void)state;
    TileMap t;
    tm_init(&t, 64, 64, 4);
    uint32_t cells[3] = { 0, 17, 64 * 63 + 63 };
    DirtyList d = { cells, 3, 3, false };
    tm_clean_all(&t);
    tilemap_mark_list(&t, &d, 3);
    assert_int_equal(t.dirty, 3);               /* tiles 0, 1 and 15 */
    assert_true(tilemap_is_dirty(&t, 0) && tilemap_is_dirty(&t, 1) && tilemap_is_dirty(&t, 15));
    tm_clean_all(&t);
    tilemap_mark_list(&t, &d, 2);               /* longer than worth folding */
    assert_int_equal(t.dirty, t.count);
    tm_clean_all(&t);
    d.overflow = true;
    tilemap_mark_list(&t, &d, 100);
    assert_int_equal(t.dirty, t.count);
    tm_clean_all(&t);
    tilemap_mark_list(&t, NULL, 100);
    assert_int_equal(t.dirty, t.count);
    tilemap_free(&t);
}

static void test_take_respects_budget(void **state)
{
    (void)state;
    TileMap t;
    tm_init(&t, 64, 64, 4);                     /* 16 tiles of 256 cells */
    uint32_t out[32];
    assert_int_equal(tilemap_take(&t, 1000, out, 32), 3);  /* a 4th would make 1024 */
    assert_int_equal(out[0], 0);
    assert_int_equal(out[2], 2);
    assert_int_equal(t.cursor, 3);
    assert_int_equal(t.dirty, 13);
    assert_int_equal(tilemap_take(&t, 0, out, 32), 1);     /* progress on any budget */
    assert_int_equal(out[0], 3);
    assert_int_equal(tilemap_take(&t, 1 << 20, out, 2), 2); /* and at most cap */
    assert_int_equal(tilemap_take(&t, 1 << 20, out, 32), 10);
    assert_int_equal(out[9], 15);
    assert_int_equal(tilemap_take(&t, 1 << 20, out, 32), 0);
    /* From the cursor on, wrapping: 14 first, then 1. */
    tilemap_mark_tile(&t, 1);
    tilemap_mark_tile(&t, 14);
    t.cursor = 12;
    assert_int_equal(tilemap_take(&t, 1 << 20, out, 32), 2);
    assert_int_equal(out[0], 14);
    assert_int_equal(out[1], 1);
    assert_int_equal(t.cursor, 2);
    tilemap_free(&t);

    /* Edge tiles count the cells they have: 20 x 20 in tiles of 16 is
     * 256, 64, 64 and 16 cells. */
    tm_init(&t, 20, 20, 4);
    assert_int_equal(tilemap_take(&t, 256 + 64 + 64, out, 32), 3);
    assert_int_equal(tilemap_take(&t, 16, out, 32), 1);
    tilemap_free(&t);
}

/* Everything changes every frame (an instant run whose dirty list always
 * overflows); a frame repaints a budget's worth. Every tile must still be
 * repainted at least once every ceil(cells / budget) frames. */
static void test_take_reaches_every_tile(void **state)
{
    (void)state;
    enum { W = 301, H = 211, FRAMES = 200 };
    const size_t budget = 5000;
    TileMap t;
    tm_init(&t, W, H, 4);
    long *last = calloc(t.count, sizeof *last);
    uint32_t *out = calloc(t.count, sizeof *out);
    assert_non_null(last);
    assert_non_null(out);
    long cycle = (W * H + (long)budget - 1) / (long)budget + 1;
    for (long f = 1; f <= FRAMES; f++) {
        tilemap_mark_all(&t);
        size_t n = tilemap_take(&t, budget, out, t.count);
        size_t cells = 0;
        for (size_t k = 0; k < n; k++) {
            TileRect c = tilemap_cells(&t, out[k]);
            cells += (size_t)(c.x1 - c.x0) * (size_t)(c.y1 - c.y0);
            last[out[k]] = f;
        }
        assert_true(cells <= budget);
        for (uint32_t k = 0; f >= cycle && k < t.count; k++)
            if (f - last[k] >= cycle)
                fail_msg("frame %ld: tile %u last repainted at frame %ld", f, k, last[k]);
    }
    free(last);
    free(out);
    tilemap_free(&t);
}

static void test_init_rejects_bad_arguments(void **state)
{
    (void)state;
    TileMap t;
    assert_int_equal(tilemap_init(&t, 0, 5, 4), MAZE_ERR_SIZE);
    assert_int_equal(tilemap_init(&t, 5, MAZE_MAX_SIDE + 1, 4), MAZE_ERR_SIZE);
    assert_int_equal(tilemap_init(&t, 5, 5, -1), MAZE_ERR_ARG);
    assert_int_equal(tilemap_init(&t, 5, 5, 14), MAZE_ERR_ARG);
    tilemap_free(&t);                           /* empty: fine */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tiles_partition_the_picture),
        cmocka_unit_test(test_cell_marks_its_tiles),
        cmocka_unit_test(test_cell_row_is_exact),
        cmocka_unit_test(test_list_overflow_marks_all),
        cmocka_unit_test(test_take_respects_budget),
        cmocka_unit_test(test_take_reaches_every_tile),
        cmocka_unit_test(test_init_rejects_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
