/* test_handout.c - worksheet pages from their mazes' settings (handout.h):
 *   - the title, command and captions: one maze's exactly as the command
 *     line always wrote them; four of consecutive seeds; one for each of
 *     several generators (variants as ID:VARIANT); no seed, no command;
 *   - refusals: 3 mazes, different generators on consecutive seeds, cells
 *     under a millimetre;
 *   - the SVG page holds each maze (the one its generator makes from its
 *     seed), and each answer on the key. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/handout.h"
#include "maze/svg.h"

/* A spec for count mazes of algo on consecutive seeds from seed. */
static HandoutSpec spec_of(const char *algo, int variant, int count, uint64_t seed)
{
    HandoutSpec s = { .count = count, .seeds_apart = true, .seed = seed, .w = 12, .h = 8,
                      .paper = SHEET_A4, .format = SHEET_PDF, .show_seed = true };
    for (int k = 0; k < count; k++) {
        s.algo[k] = gen_find(algo);
        s.variant[k] = variant;
    }
    return s;
}

static void test_lines(void **state)
{
    (void)state;
    char title[SHEET_TEXT_MAX], command[SHEET_TEXT_MAX], captions[SHEET_MAZES_MAX][SHEET_CAPTION_MAX];
    HandoutSpec s = spec_of("wilson", 0, 1, 2024);
    handout_lines(&s, title, command, captions);
    assert_string_equal(title, "Maze: Wilson's algorithm, 12x8, seed 2024");
    assert_string_equal(command, "mazelab gen --algo wilson --size 12x8 --seed 2024 --format pdf --page a4");
    assert_string_equal(captions[0], "");
    s = spec_of("growing-tree", 1, 1, 5);
    s.answer = true;
    s.paper = SHEET_LETTER;
    s.format = SHEET_PNG;
    handout_lines(&s, title, command, captions);
    char want[SHEET_TEXT_MAX];
    snprintf(want, sizeof want, "Answer key: Growing tree (%s), 12x8, seed 5", s.algo[0]->variants[1].name);
    assert_string_equal(title, want);
    snprintf(want, sizeof want, "mazelab gen --algo growing-tree --variant %s --size 12x8 --seed 5 --format png "
             "--page letter --solution", s.algo[0]->variants[1].id);
    assert_string_equal(command, want);

    s = spec_of("kruskal", 0, 4, 7);
    handout_lines(&s, title, command, captions);
    snprintf(want, sizeof want, "Mazes: %s, 12x8, seeds 7 to 10", s.algo[0]->name);
    assert_string_equal(title, want);
    assert_string_equal(command, "mazelab gen --algo kruskal --size 12x8 --seed 7 --per-page 4 --format pdf --page a4");
    assert_string_equal(captions[0], "Maze 1: seed 7");
    assert_string_equal(captions[3], "Maze 4: seed 10");
    s.show_seed = false;
    handout_lines(&s, title, command, captions);
    snprintf(want, sizeof want, "Mazes: %s, 12x8", s.algo[0]->name);
    assert_string_equal(title, want);
    assert_string_equal(command, "");
    assert_string_equal(captions[1], "Maze 2");

    s = spec_of("wilson", 0, 2, 3);
    s.seeds_apart = false;
    s.algo[1] = gen_find("growing-tree");
    s.variant[1] = 2;
    handout_lines(&s, title, command, captions);
    assert_string_equal(title, "Mazes: 12x8, seed 3");
    snprintf(want, sizeof want, "mazelab gen --algo wilson,growing-tree:%s --size 12x8 --seed 3 --format pdf --page a4",
             s.algo[1]->variants[2].id);
    assert_string_equal(command, want);
    assert_string_equal(captions[0], "A: Wilson's algorithm");
    snprintf(want, sizeof want, "B: Growing tree (%s)", s.algo[1]->variants[2].name);
    assert_string_equal(captions[1], want);
}

static void test_refusals(void **state)
{
    (void)state;
    char why[SHEET_WHY_MAX];
    HandoutSpec s = spec_of("wilson", 0, 4, 1);
    assert_int_equal(handout_check(&s, why, sizeof why), MAZE_OK);
    s.count = 3;
    assert_int_equal(handout_check(&s, why, sizeof why), MAZE_ERR_ARG);
    s.count = 2;
    s.algo[1] = gen_find("prim");           /* consecutive seeds are one generator's */
    assert_int_equal(handout_check(&s, why, sizeof why), MAZE_ERR_ARG);
    s.seeds_apart = false;
    assert_int_equal(handout_check(&s, why, sizeof why), MAZE_OK);
    s.w = 300;
    assert_int_equal(handout_check(&s, why, sizeof why), MAZE_ERR_ARG);
    assert_non_null(strstr(why, "the cells would be"));
}

/* How many times needle occurs in text. */
static int count_of(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)) != NULL; p++)
        n++;
    return n;
}

static void test_svg_pages(void **state)
{
    (void)state;
    HandoutSpec s = spec_of("backtracker", 0, 4, 11);
    s.format = SHEET_SVG;
    for (int answer = 0; answer <= 1; answer++) {
        s.answer = answer;
        FILE *f = tmpfile();
        assert_int_equal(handout_write(f, &s, NULL, NULL, NULL, 0), MAZE_OK);
        char *svg = test_slurp(f);
        fclose(f);
        assert_int_equal(count_of(svg, "<g transform="), 4);
        assert_int_equal(count_of(svg, "<polyline"), answer ? 4 : 0);
        assert_non_null(strstr(svg, ">Maze 4: seed 14</text>"));
        /* Maze 3 is the backtracker's maze of seed 13: the same walls as
         * a page of it alone, drawn at the four-a-page scale. */
        GenRun *run = test_generate(gen_find("backtracker"), 0, 12, 8, 13, SIZE_MAX);
        SvgOptions opt = { .cell_px = 10 };
        FILE *g = tmpfile();
        assert_int_equal(svg_write(g, &run->grid, &opt), MAZE_OK);
        char *alone = test_slurp(g);
        fclose(g);
        const char *walls = strstr(alone, "<path");
        assert_non_null(walls);
        char one[4096];
        snprintf(one, sizeof one, "%.*s", (int)strcspn(walls, "\n"), walls);
        assert_non_null(strstr(svg, one));
        free(alone);
        run_free(run);
        free(svg);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_svg_pages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
