/* test_sheet.c - worksheet pages (sheet.h, svg_write_page):
 *   - every layout keeps the maze, arrows and labels inside the margins and
 *     below the text lines, cells between 1 mm and half an inch, centred;
 *     too many cells for the paper refused with the size they would have;
 *   - the SVG page has the paper's size, the title, command and Name lines
 *     as text, two arrows, and the path only when given;
 *   - sheet_save writes a PNG of the page's pixels at 300 dpi with pHYs
 *     right after IHDR, and a PDF of the paper's size; a missing font is
 *     refused with its name and leaves no file. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "maze/mem.h"
#include "maze/sheet.h"
#include "maze/solve.h"
#include "maze/svg.h"

static const double eps = 1e-6;

static void assert_inside(const SheetLayout *s, double x, double y)
{
    assert_true(x >= s->margin - eps && x <= s->page_w - s->margin + eps);
    assert_true(y >= s->name_y && y <= s->page_h - s->margin + eps);
}

static void test_layouts_fit(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1, 1 }, { 5, 3 }, { 30, 20 }, { 100, 100 }, { 180, 2 },
                                    { 2, 220 }, { 60, 40 }, { 16, 1 } };
    for (int p = 0; p < SHEET_PAPER_COUNT; p++)
        for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
            SheetLayout s;
            int w = sizes[k][0], h = sizes[k][1];
            assert_int_equal(sheet_layout((SheetPaper)p, w, h, "t", "c", &s, NULL, 0), MAZE_OK);
            assert_true(s.cell >= 72 / 25.4 - eps && s.cell <= 36 + eps);
            assert_inside(&s, s.maze_x, s.maze_y);
            assert_inside(&s, s.maze_x + w * s.cell, s.maze_y + h * s.cell);
            assert_true(s.maze_x - s.margin - (s.page_w - s.margin - (s.maze_x + w * s.cell)) < eps);
            for (int finish = 0; finish <= 1; finish++) {
                double pts[SHEET_ARROW_POINTS][2], x, y;
                sheet_arrow(&s, finish, pts);
                for (int i = 0; i < SHEET_ARROW_POINTS; i++)
                    assert_inside(&s, pts[i][0], pts[i][1]);
                sheet_label_at(&s, finish, &x, &y);
                assert_inside(&s, x, y);
            }
            /* Either the width or the height (arrows included) is used up,
             * or the cells are at their largest. */
            double room_w = s.page_w - 2 * s.margin;
            double room_h = s.page_h - s.margin - (s.maze_y - 1.2 * s.cell);
            assert_true(s.cell > 36 - eps || w * s.cell > room_w - eps ||
                        (h + 2.4) * s.cell > room_h - eps);
        }
    SheetLayout s;
    char why[SHEET_WHY_MAX];
    assert_int_equal(sheet_layout(SHEET_A4, 250, 10, "t", "c", &s, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "the cells would be 0.74 mm on A4 paper; the smallest is 1 mm");
    assert_int_equal(sheet_layout(SHEET_PAPER_COUNT, 5, 5, "t", "c", &s, why, sizeof why),
                     MAZE_ERR_ARG);
    SheetPaper p;
    assert_true(sheet_paper_find("letter", &p) && p == SHEET_LETTER);
    assert_false(sheet_paper_find("A4", &p));
}

/* The text f holds (rewound, NUL-terminated, free with free). */
static char *slurp(FILE *f)
{
    long n = ftell(f);
    rewind(f);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    return text;
}

static void test_svg_page(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("backtracker"), 0, 12, 8, 5, SIZE_MAX);
    uint32_t *path;
    size_t len;
    assert_int_equal(solve_shortest(&run->grid, &path, &len), MAZE_OK);
    SheetLayout s;
    assert_int_equal(sheet_layout(SHEET_LETTER, 12, 8, "Maze: <A&B>", "mazelab gen", &s, NULL, 0),
                     MAZE_OK);
    for (int answer = 0; answer <= 1; answer++) {
        FILE *f = tmpfile();
        assert_int_equal(svg_write_page(f, &run->grid, &s, answer ? path : NULL, len), MAZE_OK);
        char *svg = slurp(f);
        fclose(f);
        assert_non_null(strstr(svg, "width=\"8.5in\" height=\"11in\" viewBox=\"0 0 612.00 792.00\""));
        assert_non_null(strstr(svg, "font-weight=\"bold\">Maze: &lt;A&amp;B&gt;</text>"));
        assert_non_null(strstr(svg, ">mazelab gen</text>"));
        assert_non_null(strstr(svg, ">Name: ____"));
        assert_non_null(strstr(svg, ">Start</text>"));
        assert_non_null(strstr(svg, "text-anchor=\"end\">Finish</text>"));
        char *second = strstr(svg, "<path fill=\"#000\"");
        assert_non_null(second);
        assert_non_null(strstr(second + 1, "<path fill=\"#000\""));
        assert_true((strstr(svg, "<polyline") != NULL) == answer);
        free(svg);
    }
    SheetLayout other;
    assert_int_equal(sheet_layout(SHEET_A4, 13, 8, "", "", &other, NULL, 0), MAZE_OK);
    FILE *f = tmpfile();
    assert_int_equal(svg_write_page(f, &run->grid, &other, NULL, 0), MAZE_ERR_ARG);
    fclose(f);
    mem_free(path);
    run_free(run);
}

/* True when the n bytes at p hold needle (PDF streams hold NUL bytes). */
static bool holds(const char *p, size_t n, const char *needle)
{
    size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (memcmp(p + i, needle, k) == 0)
            return true;
    return false;
}

static uint32_t be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void test_save_png_and_pdf(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("kruskal"), 0, 9, 6, 3, SIZE_MAX);
    SheetLayout s;
    assert_int_equal(sheet_layout(SHEET_A4, 9, 6, "Maze", "cmd", &s, NULL, 0), MAZE_OK);
    SheetJob job = { &s, &run->grid, NULL, 0, MAZELAB_FONT_DIR "/DejaVuSans.ttf",
                     MAZELAB_FONT_DIR "/DejaVuSans-Bold.ttf" };
    char dir[] = "/tmp/test_sheet_XXXXXX", png[64], pdf[64], err[200];
    assert_non_null(mkdtemp(dir));
    snprintf(png, sizeof png, "%s/p.png", dir);
    snprintf(pdf, sizeof pdf, "%s/p.pdf", dir);
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, err, sizeof err), MAZE_OK);
    FILE *f = fopen(png, "rb");
    unsigned char head[54];
    assert_int_equal(fread(head, 1, sizeof head, f), sizeof head);
    fclose(f);
    assert_memory_equal(head, "\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16);
    assert_int_equal(be32(head + 16), 2480);
    assert_int_equal(be32(head + 20), 3508);
    assert_memory_equal(head + 33, "\0\0\0\x09pHYs", 8);
    assert_int_equal(be32(head + 41), 11811);   /* 300 dpi in dots a metre */
    assert_int_equal(be32(head + 45), 11811);
    assert_int_equal(head[49], 1);

    assert_int_equal(sheet_save(pdf, OUTFILE_KEEP, SHEET_PDF, &job, err, sizeof err), MAZE_OK);
    f = fopen(pdf, "rb");
    fseek(f, 0, SEEK_END);
    size_t n = (size_t)ftell(f);
    char *text = slurp(f);
    fclose(f);
    assert_memory_equal(text, "%PDF-", 5);
    assert_true(holds(text, n, "/MediaBox [ 0 0 595.275591 841.889764 ]"));
    assert_true(holds(text, n, "/Title (Maze)"));
    assert_false(holds(text, n, "/CreationDate"));
    free(text);
    assert_int_equal(sheet_save(pdf, OUTFILE_KEEP, SHEET_PDF, &job, err, sizeof err),
                     MAZE_ERR_EXISTS);

    job.bold_font = "/nonexistent/Bold.ttf";
    snprintf(png, sizeof png, "%s/q.png", dir);
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, err, sizeof err), MAZE_ERR_ARG);
    assert_string_equal(err, "cannot load the font /nonexistent/Bold.ttf");
    assert_int_equal(access(png, F_OK), -1);
    uint32_t bad[] = { 0, 2 };
    job.path = bad;
    job.path_len = 2;
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, err, sizeof err), MAZE_ERR_ARG);
    snprintf(png, sizeof png, "%s/p.png", dir);
    unlink(png);
    unlink(pdf);
    rmdir(dir);
    run_free(run);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layouts_fit),
        cmocka_unit_test(test_svg_page),
        cmocka_unit_test(test_save_png_and_pdf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
