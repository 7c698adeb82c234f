/* test_picture.c - the maze as pixels (picture.h) and as SVG (svg.h):
 *   - exact pixels for a handmade 2x2 maze, with and without its solution,
 *     at 1 and 3 pixels a block, RGB and RGBA, padding bytes untouched;
 *   - every block of generated mazes (every generator) matches the grid;
 *   - size limits and bad arguments refused with a reason;
 *   - exact SVG for a 2x1 maze; the walls of generated mazes are merged
 *     lines with balanced tags; the solution only when asked for. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/picture.h"
#include "maze/solve.h"
#include "maze/svg.h"

/* 2x2: across the top, down the right, across the bottom. */
static void make_2x2(Grid *g)
{
    assert_int_equal(grid_init(g, 2, 2), MAZE_OK);
    grid_carve(g, 0, DIR_E);
    grid_carve(g, 1, DIR_S);
    grid_carve(g, 2, DIR_E);
}

static const uint32_t path_2x2[] = { 0, 1, 3 };

/* Its blocks: '#' wall, ' ' passage, 'o' path. */
static const char *const worksheet_2x2[] = { "# ###", "#   #", "### #", "#   #", "### #" };
static const char *const answer_2x2[] = { "#o###", "#ooo#", "###o#", "#  o#", "###o#" };

static PictureColor colour_of(char c)
{
    return c == '#' ? picture_wall : c == 'o' ? picture_path : picture_passage;
}

/* Checks every pixel of pic against the block rows want (block_px each). */
static void assert_blocks(const Picture *pic, int block_px, const char *const *want, int rows)
{
    int cols = (int)strlen(want[0]);
    assert_int_equal(pic->w, cols * block_px);
    assert_int_equal(pic->h, rows * block_px);
    for (int y = 0; y < pic->h; y++) {
        for (int x = 0; x < pic->w; x++) {
            const uint8_t *p = pic->pixels + (size_t)y * pic->pitch + (size_t)x * (size_t)pic->bpp;
            PictureColor c = colour_of(want[y / block_px][x / block_px]);
            if (p[0] != c.r || p[1] != c.g || p[2] != c.b || (pic->bpp == 4 && p[3] != 255))
                fail_msg("pixel (%d, %d) is %u,%u,%u; block '%c' wants %u,%u,%u", x, y, p[0], p[1],
                         p[2], want[y / block_px][x / block_px], c.r, c.g, c.b);
        }
    }
}

static void test_exact_pixels(void **state)
{
    (void)state;
    Grid g;
    make_2x2(&g);
    for (int bpp = 3; bpp <= 4; bpp++) {
        for (int px = 1; px <= 3; px += 2) {
            Picture pic;
            assert_int_equal(picture_make(&g, px, bpp, NULL, 0, &pic, NULL, 0), MAZE_OK);
            assert_int_equal(pic.pitch, (size_t)(5 * px * bpp));
            assert_blocks(&pic, px, worksheet_2x2, 5);
            picture_free(&pic);
            assert_null(pic.pixels);
            assert_int_equal(picture_make(&g, px, bpp, path_2x2, 3, &pic, NULL, 0), MAZE_OK);
            assert_blocks(&pic, px, answer_2x2, 5);
            picture_free(&pic);
        }
    }
    grid_free(&g);
}

/* A caller's buffer with a wider pitch: the bytes past each row stay. */
static void test_pitch_padding_untouched(void **state)
{
    (void)state;
    Grid g;
    make_2x2(&g);
    Picture pic;
    assert_int_equal(picture_measure(&g, 3, 4, &pic, NULL, 0), MAZE_OK);
    assert_int_equal(pic.w, 15);
    assert_int_equal(pic.h, 15);
    pic.pitch += 7;
    uint8_t *buf = malloc(pic.pitch * (size_t)pic.h);
    memset(buf, 0xab, pic.pitch * (size_t)pic.h);
    pic.pixels = buf;
    assert_int_equal(picture_render(&g, 3, path_2x2, 3, &pic), MAZE_OK);
    assert_blocks(&pic, 3, answer_2x2, 5);
    for (int y = 0; y < pic.h; y++)
        for (size_t k = 60; k < pic.pitch; k++)
            assert_int_equal(buf[(size_t)y * pic.pitch + k], 0xab);
    /* A picture of the wrong size is refused, nothing drawn. */
    pic.w--;
    memset(buf, 0xcd, pic.pitch * (size_t)pic.h);
    assert_int_equal(picture_render(&g, 3, NULL, 0, &pic), MAZE_ERR_ARG);
    assert_int_equal(buf[0], 0xcd);
    free(buf);
    grid_free(&g);
}

/* A path that crosses a wall or leaves the grid is refused. */
static void test_bad_path_refused(void **state)
{
    (void)state;
    Grid g;
    make_2x2(&g);
    Picture pic;
    static const uint32_t through_wall[] = { 0, 2, 3 }, outside[] = { 0, 1, 4 }, jump[] = { 0, 3 };
    assert_int_equal(picture_make(&g, 2, 3, through_wall, 3, &pic, NULL, 0), MAZE_ERR_ARG);
    assert_null(pic.pixels);
    assert_int_equal(picture_make(&g, 2, 3, outside, 3, &pic, NULL, 0), MAZE_ERR_ARG);
    assert_int_equal(picture_make(&g, 2, 3, jump, 2, &pic, NULL, 0), MAZE_ERR_ARG);
    SvgOptions opt = { .path = through_wall, .path_len = 3 };
    FILE *f = tmpfile();
    assert_int_equal(svg_write(f, &g, &opt), MAZE_ERR_ARG);
    assert_int_equal(ftell(f), 0);
    fclose(f);
    grid_free(&g);
}

/* The block (bx, by) of g, from the grid itself: true when open. */
static bool block_open(const Grid *g, int bx, int by)
{
    if (bx % 2 == 0 && by % 2 == 0)
        return false;
    if (bx % 2 == 1 && by % 2 == 1)
        return true;
    if (bx % 2 == 1) {                  /* a horizontal wall segment */
        int x = bx / 2, y = by / 2;
        if (y == g->h)
            return grid_side_open(g, (uint32_t)((g->h - 1) * g->w + x), DIR_S);
        return grid_side_open(g, (uint32_t)(y * g->w + x), DIR_N);
    }
    int x = bx / 2, y = by / 2;         /* a vertical one */
    if (x == g->w)
        return false;
    return grid_side_open(g, (uint32_t)(y * g->w + x), DIR_W);
}

static void test_generated_blocks_match(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        GenRun *run = test_generate(gen_algos[k], 0, 13, 7, 100 + k, SIZE_MAX);
        const Grid *g = &run->grid;
        Picture pic;
        int px = 2 + (int)(k % 3);
        assert_int_equal(picture_make(g, px, 3, NULL, 0, &pic, NULL, 0), MAZE_OK);
        for (int by = 0; by < 2 * g->h + 1; by++) {
            for (int bx = 0; bx < 2 * g->w + 1; bx++) {
                uint8_t want = block_open(g, bx, by) ? 255 : 0;
                /* All four corners of the block. */
                for (int c = 0; c < 4; c++) {
                    int x = bx * px + (c & 1) * (px - 1), y = by * px + (c >> 1) * (px - 1);
                    const uint8_t *p = pic.pixels + (size_t)y * pic.pitch + (size_t)x * 3;
                    if (p[0] != want || p[1] != want || p[2] != want)
                        fail_msg("%s: block (%d, %d) pixel (%d, %d) is %u, want %u",
                                 gen_algos[k]->id, bx, by, x, y, p[0], want);
                }
            }
        }
        picture_free(&pic);
        run_free(run);
    }
}

/* The shortest path of a generated maze: every path cell red, and exactly
 * 2 * cells + 1 red blocks (cells, passages between, entrance and exit). */
static void test_generated_answer(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("backtracker"), 0, 21, 15, 7, SIZE_MAX);
    SolveRun *s = solve_run_new(solve_find("bfs"), &run->grid, NULL);
    run_finish(s);
    uint32_t *path;
    size_t len;
    assert_int_equal(solve_path(s, &path, &len), MAZE_OK);
    Picture pic;
    assert_int_equal(picture_make(&run->grid, 1, 3, path, len, &pic, NULL, 0), MAZE_OK);
    size_t red = 0;
    for (int y = 0; y < pic.h; y++)
        for (int x = 0; x < pic.w; x++)
            red += pic.pixels[(size_t)y * pic.pitch + (size_t)x * 3] == picture_path.r &&
                   pic.pixels[(size_t)y * pic.pitch + (size_t)x * 3 + 1] == picture_path.g;
    assert_int_equal(red, 2 * len + 1);
    assert_int_equal(pic.pixels[1 * 3 + 1], picture_path.g);   /* the entrance */
    picture_free(&pic);
    mem_free(path);
    run_free(s);
    run_free(run);
}

static void test_size_limits(void **state)
{
    (void)state;
    char why[PICTURE_WHY_MAX];
    Picture pic;
    Grid big = { .w = 8192, .h = 100 };
    assert_int_equal(picture_measure(&big, 1, 3, &pic, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "the picture would be 16385 px across; the limit is 16384 px a side");
    assert_int_equal(pic.w, 0);
    Grid wide = { .w = 1023, .h = 1023 };       /* 2047 blocks of 8: 16376 px */
    assert_int_equal(picture_measure(&wide, 8, 3, &pic, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "the picture would take 768 MiB; the limit is 256 MiB");
    assert_int_equal(picture_measure(&wide, 4, 4, &pic, why, sizeof why), MAZE_OK);  /* 256 MiB - */
    assert_int_equal(pic.w, 8188);
    assert_int_equal(pic.pitch, (size_t)8188 * 4);
    Grid small = { .w = 3, .h = 2 };
    assert_int_equal(picture_measure(&small, 0, 3, &pic, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "cell size 0 px out of range: 1 to 64 px");
    assert_int_equal(picture_measure(&small, 65, 3, &pic, why, sizeof why), MAZE_ERR_ARG);
    assert_int_equal(picture_measure(&small, 64, 3, &pic, NULL, 0), MAZE_OK);
    assert_int_equal(picture_measure(&small, 2, 2, &pic, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "2 bytes per pixel: only 3 (RGB) or 4 (RGBA)");
}

/* Runs svg_write into a string (free it). */
static char *svg_string(const Grid *g, const SvgOptions *opt)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(svg_write(f, g, opt), MAZE_OK);
    long n = ftell(f);
    char *s = malloc((size_t)n + 1);
    rewind(f);
    assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
    s[n] = '\0';
    fclose(f);
    return s;
}

static void test_svg_exact(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 2, 1), MAZE_OK);
    grid_carve(&g, 0, DIR_E);
    static const uint32_t path[] = { 0, 1 };
    SvgOptions opt = { .title = "two <cells> & \"one\" wall" };
    char *s = svg_string(&g, &opt);
    const char *head =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"24\" viewBox=\"0 0 50 30\">\n";
    const char *walls =
        "<rect width=\"50\" height=\"30\" fill=\"#fff\"/>\n"
        "<path fill=\"none\" stroke=\"#000\" stroke-width=\"4\" stroke-linecap=\"square\" "
        "d=\"M25 5H45M5 25H25M5 5V25M45 5V25\"/>\n";
    char want[2048];
    snprintf(want, sizeof want, "%s<title>two &lt;cells&gt; &amp; &quot;one&quot; wall</title>\n%s</svg>\n",
             head, walls);
    assert_string_equal(s, want);
    free(s);
    opt = (SvgOptions){ .cell_px = 10, .path = path, .path_len = 2 };
    s = svg_string(&g, &opt);
    snprintf(want, sizeof want,
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"25\" height=\"15\" viewBox=\"0 0 50 30\">\n"
             "%s<polyline fill=\"none\" stroke=\"#eb503c\" stroke-width=\"6\" stroke-linecap=\"round\" "
             "stroke-linejoin=\"round\" points=\"15,-5 15,15 35,15 35,35\"/>\n</svg>\n", walls);
    assert_string_equal(s, want);
    free(s);
    FILE *f = tmpfile();
    static const int bad_cell[] = { SVG_MAX_CELL_PX + 2, 7, 1, -2 };
    for (size_t k = 0; k < sizeof bad_cell / sizeof bad_cell[0]; k++) {
        opt.cell_px = bad_cell[k];
        assert_int_equal(svg_write(f, &g, &opt), MAZE_ERR_ARG);
    }
    assert_int_equal(ftell(f), 0);      /* refused: nothing written */
    fclose(f);
    grid_free(&g);
}

/* The SVG's size is the PNG's at the same block size, and its limits are
 * the PNG's: measured for shapes too large to allocate, refused unwritten. */
static void test_svg_size_is_the_png_size(void **state)
{
    (void)state;
    static const int shapes[][2] = { { 1, 1 }, { 15, 10 }, { 4000, 3 }, { 8192, 8192 } };
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        for (int block = 1; block <= PICTURE_MAX_BLOCK_PX; block *= 2) {
            Grid shape = { .w = shapes[k][0], .h = shapes[k][1] };
            Picture pic;
            char why_png[PICTURE_WHY_MAX] = "", why_svg[PICTURE_WHY_MAX] = "";
            MazeStatus png = picture_measure(&shape, block, 3, &pic, why_png, sizeof why_png);
            long w = -1, h = -1;
            MazeStatus svg = svg_measure(&shape, 2 * block, &w, &h, why_svg, sizeof why_svg);
            assert_int_equal(svg, png);
            assert_string_equal(why_svg, why_png);
            if (png == MAZE_OK) {
                assert_int_equal(w, (2L * shape.w + 1) * block);
                assert_int_equal(h, (2L * shape.h + 1) * block);
            } else {
                /* svg_write refuses it before reading a single cell. */
                FILE *f = tmpfile();
                SvgOptions opt = { .cell_px = 2 * block };
                assert_int_equal(svg_write(f, &shape, &opt), MAZE_ERR_ARG);
                assert_int_equal(ftell(f), 0);
                fclose(f);
            }
        }
    }
    /* 8192x8192 at one-pixel blocks is too wide (16385 px), as for the PNG. */
    Grid big = { .w = 8192, .h = 8192 };
    long w, h;
    assert_int_equal(svg_measure(&big, 2, &w, &h, NULL, 0), MAZE_ERR_ARG);
}

static size_t count(const char *s, const char *what)
{
    size_t n = 0;
    for (const char *p = strstr(s, what); p; p = strstr(p + 1, what))
        n++;
    return n;
}

/* Generated mazes: balanced tags, lines merged (fewer moves than wall
 * segments), the solution's corners only, and only when asked for. */
static void test_svg_generated(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++) {
        GenRun *run = test_generate(gen_algos[k], 0, 15, 10, 3 + k, SIZE_MAX);
        const Grid *g = &run->grid;
        SvgOptions opt = { .title = gen_algos[k]->id };
        char *s = svg_string(g, &opt);
        assert_int_equal(count(s, "<svg "), 1);
        assert_int_equal(count(s, "</svg>\n"), 1);
        assert_int_equal(count(s, "<title>"), count(s, "</title>"));
        assert_int_equal(count(s, "<"), 7);     /* ?xml svg title /title rect path /svg */
        assert_int_equal(count(s, "/>"), 2);
        assert_int_equal(count(s, "<polyline"), 0);
        /* Wall segments: all the lattice's minus the open ones. */
        uint64_t segments = (uint64_t)g->w * (g->h + 1) + (uint64_t)g->h * (g->w + 1) - 2 -
                            grid_passage_count(g);
        size_t moves = count(s, "M");
        assert_true(moves > 0 && moves < segments);
        free(s);

        SolveRun *sr = solve_run_new(solve_find("bfs"), g, NULL);
        run_finish(sr);
        uint32_t *path;
        size_t len;
        assert_int_equal(solve_path(sr, &path, &len), MAZE_OK);
        opt.path = path;
        opt.path_len = len;
        s = svg_string(g, &opt);
        assert_int_equal(count(s, "<polyline"), 1);
        /* Points: start, end, and one per turn; never more than the cells + 2. */
        const char *pts = strstr(s, "points=\"");
        assert_non_null(pts);
        size_t commas = 0;
        for (const char *p = pts; *p != '/'; p++)
            commas += *p == ',';
        assert_true(commas >= 2 && commas <= len + 2);
        assert_non_null(strstr(pts, "points=\"15,-5 "));
        free(s);
        mem_free(path);
        run_free(sr);
        run_free(run);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_pixels),
        cmocka_unit_test(test_pitch_padding_untouched),
        cmocka_unit_test(test_bad_path_refused),
        cmocka_unit_test(test_generated_blocks_match),
        cmocka_unit_test(test_generated_answer),
        cmocka_unit_test(test_size_limits),
        cmocka_unit_test(test_svg_exact),
        cmocka_unit_test(test_svg_generated),
        cmocka_unit_test(test_svg_size_is_the_png_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
