/* test_mask.c - masks read from text and PNG (mask.h), and the checks a
 * mask must pass to make a grid (shape.h's grid_mask_check): the cells
 * read back as written, every kind of bad input refused with its line and
 * column (text) or its reason (PNG), nothing leaked. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mask.h"
#include "maze/mem.h"
#include "maze/png.h"
#include "maze/shape.h"

/* Reads text and expects status st; for an error, the line and column and
 * a word of the message. Returns the mask (empty on error). */
static Mask read_text(const char *text, MazeStatus st, int line, int column, const char *word)
{
    Mask m;
    TextError err;
    assert_int_equal(mask_from_text(text, strlen(text), 0, 0, &m, &err), st);
    if (st != MAZE_OK) {
        assert_null(m.on);
        assert_int_equal(err.line, line);
        assert_int_equal(err.column, column);
        if (!strstr(err.message, word))
            fail_msg("'%s' not in \"%s\"", word, err.message);
    }
    return m;
}

static void test_text_good(void **state)
{
    (void)state;
    const char *forms[] = { "X..\n...\n..X\n", "X..\r\n...\r\n..X\r\n", "X..\n...\n..X",
                            "X..\n...\n..X\n\n  \n\t\n" };
    for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++) {
        Mask m = read_text(forms[k], MAZE_OK, 0, 0, NULL);
        assert_int_equal(m.w, 3);
        assert_int_equal(m.h, 3);
        static const uint8_t want[9] = { 0, 1, 1, 1, 1, 1, 1, 1, 0 };
        assert_memory_equal(m.on, want, 9);
        mask_free(&m);
    }
    assert_int_equal(mem_current(), 0);
}

static void test_text_bad(void **state)
{
    (void)state;
    read_text("", MAZE_ERR_FORMAT, 1, 1, "empty");
    read_text("..X.\n.a..\n", MAZE_ERR_FORMAT, 2, 2, "'a'");
    read_text("..\t.\n", MAZE_ERR_FORMAT, 1, 3, "a tab");
    read_text("..\x01.\n", MAZE_ERR_FORMAT, 1, 3, "byte 0x01");
    read_text("....\n...\n....\n", MAZE_ERR_FORMAT, 2, 4, "line 2 has 3 cells");
    read_text("....\n.....\n", MAZE_ERR_FORMAT, 2, 5, "line 2 has 5 cells");
    read_text("..\n\n..\n", MAZE_ERR_FORMAT, 3, 1, "blank line");
    read_text("\n..\n", MAZE_ERR_FORMAT, 1, 1, "empty");
    read_text("X.\r\n\r.\r\n", MAZE_ERR_FORMAT, 2, 1, "byte 0x0d");
    char *wide = malloc(MAZE_MAX_SIDE + 3);
    memset(wide, '.', MAZE_MAX_SIDE + 1);
    strcpy(wide + MAZE_MAX_SIDE + 1, "\n");
    read_text(wide, MAZE_ERR_SIZE, 1, MAZE_MAX_SIDE + 1, "8192");
    free(wide);
    Mask m;
    TextError err;
    assert_int_equal(mask_from_text("..\n..\n", 6, 3, 2, &m, &err), MAZE_ERR_SIZE);
    assert_non_null(strstr(err.message, "2x2"));
    assert_int_equal(mem_current(), 0);
}

/* ---- PNG --------------------------------------------------------------------- */

/* pic as PNG bytes (free with free). */
static uint8_t *png_bytes(const Picture *pic, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    assert_non_null(f);
    char why[128];
    assert_int_equal(png_write(f, pic, why, sizeof why), MAZE_OK);
    fclose(f);
    return (uint8_t *)buf;
}

/* A w x h RGBA picture, pixel (x, y) black when dark(x, y), transparent
 * when clear(x, y), else white. */
static Picture picture_of(int w, int h, bool (*dark)(int, int), bool (*clear)(int, int))
{
    Picture pic = { w, h, 4, (size_t)w * 4, calloc((size_t)w * (size_t)h, 4) };
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint8_t *p = pic.pixels + (size_t)y * pic.pitch + (size_t)x * 4;
            uint8_t v = dark(x, y) ? 0 : 255;
            p[0] = p[1] = p[2] = v;
            p[3] = clear && clear(x, y) ? 0 : 255;
        }
    return pic;
}

static bool dark_diagonal(int x, int y) { return x == y; }
static bool clear_corner(int x, int y) { return x == 3 && y == 0; }
static bool dark_block(int x, int y) { return x >= 10 && x < 30 && y >= 0; }

static void test_png_good(void **state)
{
    (void)state;
    Picture pic = picture_of(4, 3, dark_diagonal, clear_corner);
    size_t len;
    uint8_t *data = png_bytes(&pic, &len);
    Mask m;
    TextError err;
    assert_true(mask_is_png(data, len));
    assert_int_equal(mask_from_png(data, len, 0, 0, &m, &err), MAZE_OK);
    assert_int_equal(m.w, 4);
    assert_int_equal(m.h, 3);
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++)     /* the transparent corner counts as white */
            assert_int_equal(m.on[y * 4 + x], x != y);
    mask_free(&m);
    free(data);
    free(pic.pixels);

    /* 40 x 20 pixels scaled to 4 x 2 cells: the black block covers the two
     * middle cells of each row entirely (pixels 10..29 across). */
    pic = picture_of(40, 20, dark_block, NULL);
    data = png_bytes(&pic, &len);
    assert_int_equal(mask_from_png(data, len, 4, 2, &m, &err), MAZE_OK);
    static const uint8_t want[8] = { 1, 0, 0, 1, 1, 0, 0, 1 };
    assert_memory_equal(m.on, want, 8);
    mask_free(&m);
    /* fewer pixels than cells asked for */
    assert_int_equal(mask_from_png(data, len, 41, 2, &m, &err), MAZE_ERR_SIZE);
    assert_non_null(strstr(err.message, "40x20"));
    free(data);
    free(pic.pixels);
    assert_int_equal(mem_current(), 0);
}

/* CRC-32 of the PNG chunk type and data (the test's own, for a forged
 * header). */
static uint32_t crc32_of(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    for (size_t k = 0; k < n; k++) {
        c ^= p[k];
        for (int b = 0; b < 8; b++)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return ~c;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static void test_png_bad(void **state)
{
    (void)state;
    Picture pic = picture_of(4, 3, dark_diagonal, NULL);
    size_t len;
    uint8_t *data = png_bytes(&pic, &len);
    Mask m;
    TextError err;
    /* cut short, and a byte of the pixels changed (a CRC error) */
    assert_int_equal(mask_from_png(data, len / 2, 0, 0, &m, &err), MAZE_ERR_FORMAT);
    assert_non_null(strstr(err.message, "corrupt PNG"));
    assert_null(m.on);
    data[len - 20] ^= 0x40;
    assert_int_equal(mask_from_png(data, len, 0, 0, &m, &err), MAZE_ERR_FORMAT);
    data[len - 20] ^= 0x40;
    /* not a PNG */
    assert_int_equal(mask_from_png((const uint8_t *)"hello", 5, 0, 0, &m, &err), MAZE_ERR_FORMAT);
    /* a header forged to say 9000 x 4 pixels, and 5000 x 5000, with a
     * valid CRC: refused by size before any pixel is read */
    const uint32_t sizes[][2] = { { 9000, 4 }, { 5000, 5000 } };
    for (int k = 0; k < 2; k++) {
        put32(data + 16, sizes[k][0]);
        put32(data + 20, sizes[k][1]);
        put32(data + 29, crc32_of(data + 12, 17));
        assert_int_equal(mask_from_png(data, len, 0, 0, &m, &err), MAZE_ERR_SIZE);
        assert_non_null(strstr(err.message, "pixels"));
    }
    free(data);
    free(pic.pixels);
    assert_int_equal(mem_current(), 0);
}

/* The checks a mask must pass before it makes a grid. */
static void test_mask_check(void **state)
{
    (void)state;
    char why[160];
    const uint8_t none[4] = { 0 }, one[4] = { 0, 1, 0, 0 }, apart[4] = { 1, 0, 0, 1 };
    const uint8_t ring[16] = { 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1 };
    assert_false(grid_mask_check(2, 2, none, why, sizeof why));
    assert_non_null(strstr(why, "no cell is on"));
    assert_false(grid_mask_check(2, 2, one, why, sizeof why));
    assert_non_null(strstr(why, "only one cell"));
    assert_false(grid_mask_check(2, 2, apart, why, sizeof why));
    assert_non_null(strstr(why, "(1,1) cannot be reached from (0,0)"));
    assert_true(grid_mask_check(4, 4, ring, why, sizeof why));
    Grid g;
    assert_int_equal(grid_init_mask(&g, 2, 2, apart), MAZE_ERR_ARG);
    assert_int_equal(grid_init_mask(&g, 4, 4, ring), MAZE_OK);
    assert_int_equal(grid_cells_on(&g), 13);
    assert_int_equal(grid_entrance(&g), 0);
    assert_int_equal(grid_exit(&g), 15);
    assert_false(grid_cell_on(&g, 5));
    assert_int_equal(grid_neighbor(&g, 4, DIR_E), GRID_NONE);  /* (1,1) is off */
    assert_int_equal(grid_neighbor(&g, 5, DIR_W), GRID_NONE);
    grid_free(&g);
    assert_int_equal(mem_current(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_good),
        cmocka_unit_test(test_text_bad),
        cmocka_unit_test(test_png_good),
        cmocka_unit_test(test_png_bad),
        cmocka_unit_test(test_mask_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
