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

/* Maze m, its arrows and labels inside s's margins and under its text
 * lines, its cells between 1 mm and half an inch. */
static void assert_maze_inside(const SheetLayout *s, const SheetMaze *m)
{
    assert_true(m->cell >= 72 / 25.4 - eps && m->cell <= 36 + eps);
    assert_inside(s, m->maze_x, m->maze_y);
    assert_inside(s, m->maze_x + m->w * m->cell, m->maze_y + m->h * m->cell);
    for (int finish = 0; finish <= 1; finish++) {
        double pts[SHEET_ARROW_POINTS][2], x, y;
        sheet_arrow(m, finish, pts);
        for (int i = 0; i < SHEET_ARROW_POINTS; i++)
            assert_inside(s, pts[i][0], pts[i][1]);
        sheet_label_at(m, finish, &x, &y);
        assert_inside(s, x, y);
    }
}

/* True when the boxes of mazes a and b (arrows and caption included)
 * overlap. */
static bool mazes_overlap(const SheetMaze *a, const SheetMaze *b)
{
    double ax0 = a->maze_x, ax1 = a->maze_x + a->w * a->cell;
    double ay0 = a->caption_y - a->caption_pt, ay1 = a->maze_y + (a->h + 1.2) * a->cell;
    double bx0 = b->maze_x, bx1 = b->maze_x + b->w * b->cell;
    double by0 = b->caption_y - b->caption_pt, by1 = b->maze_y + (b->h + 1.2) * b->cell;
    return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

/* Two or four mazes a page: each inside the margins under the name line,
 * none overlapping another (captions and arrows included), every cell the
 * same, its caption over it; two wide mazes one above the other, two tall
 * ones side by side; too many cells refused; a count of 3 refused. */
static void test_layouts_many(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1, 1 }, { 30, 20 }, { 20, 30 }, { 60, 40 }, { 90, 2 }, { 2, 100 } };
    static const char *const captions[] = { "A: one", "B: two", "C: three", "D: four" };
    for (int p = 0; p < SHEET_PAPER_COUNT; p++)
        for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
            for (int count = 2; count <= 4; count += 2) {
                SheetLayout s, one;
                int w = sizes[k][0], h = sizes[k][1];
                assert_int_equal(sheet_layout_many((SheetPaper)p, w, h, count, captions, "t", "c", &s, NULL, 0),
                                 MAZE_OK);
                assert_int_equal(sheet_layout((SheetPaper)p, w, h, "t", "c", &one, NULL, 0), MAZE_OK);
                assert_int_equal(s.count, count);
                for (int i = 0; i < count; i++) {
                    const SheetMaze *m = &s.maze[i];
                    assert_maze_inside(&s, m);
                    assert_true(m->cell <= one.maze[0].cell + eps);     /* no larger than alone */
                    assert_true(m->cell == s.maze[0].cell);
                    assert_string_equal(m->caption, captions[i]);
                    assert_true(m->caption_y > s.name_y && m->caption_y < m->maze_y - 1.1 * m->cell);
                    for (int j = 0; j < i; j++)
                        assert_false(mazes_overlap(m, &s.maze[j]));
                }
                if (count == 2 && w > 2 * h)
                    assert_true(s.maze[1].maze_y > s.maze[0].maze_y);       /* one above the other */
                if (count == 2 && h > 2 * w)
                    assert_true(s.maze[1].maze_x > s.maze[0].maze_x);       /* side by side */
            }
    SheetLayout s;
    char why[SHEET_WHY_MAX];
    assert_int_equal(sheet_layout_many(SHEET_A4, 150, 100, 4, captions, "t", "c", &s, why, sizeof why),
                     MAZE_ERR_ARG);
    assert_non_null(strstr(why, "the cells would be"));
    assert_int_equal(sheet_layout_many(SHEET_A4, 5, 5, 3, captions, "t", "c", &s, why, sizeof why), MAZE_ERR_ARG);
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
            assert_int_equal(s.count, 1);
            const SheetMaze *m = &s.maze[0];
            assert_maze_inside(&s, m);
            assert_true(m->maze_x - s.margin - (s.page_w - s.margin - (m->maze_x + w * m->cell)) < eps);
            /* Either the width or the height (arrows included) is used up,
             * or the cells are at their largest. */
            double room_w = s.page_w - 2 * s.margin;
            double room_h = s.page_h - s.margin - (m->maze_y - 1.2 * m->cell);
            assert_true(m->cell > 36 - eps || w * m->cell > room_w - eps ||
                        (h + 2.4) * m->cell > room_h - eps);
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
        SheetJob job = { .layout = &s, .grid = { &run->grid }, .path = { answer ? path : NULL },
                         .path_len = { len } };
        assert_int_equal(svg_write_page(f, &job), MAZE_OK);
        char *svg = test_slurp(f);
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
    SheetJob job = { .layout = &other, .grid = { &run->grid } };
    assert_int_equal(svg_write_page(f, &job), MAZE_ERR_ARG);
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
    SheetJob job = { .layout = &s, .grid = { &run->grid }, .font = MAZELAB_FONT_DIR "/DejaVuSans.ttf",
                     .bold_font = MAZELAB_FONT_DIR "/DejaVuSans-Bold.ttf" };
    char dir[] = "/tmp/test_sheet_XXXXXX", png[64], pdf[64], err[200];
    assert_non_null(mkdtemp(dir));
    snprintf(png, sizeof png, "%s/p.png", dir);
    snprintf(pdf, sizeof pdf, "%s/p.pdf", dir);
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, NULL, 0, err, sizeof err), MAZE_OK);
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

    assert_int_equal(sheet_save(pdf, OUTFILE_KEEP, SHEET_PDF, &job, NULL, 0, err, sizeof err), MAZE_OK);
    f = fopen(pdf, "rb");
    fseek(f, 0, SEEK_END);
    size_t n = (size_t)ftell(f);
    char *text = test_slurp(f);
    fclose(f);
    assert_memory_equal(text, "%PDF-", 5);
    assert_true(holds(text, n, "/MediaBox [ 0 0 595.275591 841.889764 ]"));
    assert_true(holds(text, n, "/Title (Maze)"));
    assert_false(holds(text, n, "/CreationDate"));
    free(text);
    assert_int_equal(sheet_save(pdf, OUTFILE_KEEP, SHEET_PDF, &job, NULL, 0, err, sizeof err),
                     MAZE_ERR_EXISTS);

    job.bold_font = "/nonexistent/Bold.ttf";
    snprintf(png, sizeof png, "%s/q.png", dir);
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, NULL, 0, err, sizeof err), MAZE_ERR_ARG);
    assert_string_equal(err, "cannot load the font /nonexistent/Bold.ttf");
    assert_int_equal(access(png, F_OK), -1);
    uint32_t bad[] = { 0, 2 };
    job.path[0] = bad;
    job.path_len[0] = 2;
    assert_int_equal(sheet_save(png, OUTFILE_KEEP, SHEET_PNG, &job, NULL, 0, err, sizeof err), MAZE_ERR_ARG);
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
        cmocka_unit_test(test_layouts_many),
        cmocka_unit_test(test_svg_page),
        cmocka_unit_test(test_save_png_and_pdf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
