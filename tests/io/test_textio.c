/* test_textio.c - the text formats and atomic file output:
 *   - exact text for handmade mazes in both formats;
 *   - round trips (write, read back, same passages) for every generator over
 *     seeds and sizes, through strings and through FILEs, up to 8192 wide;
 *   - a table of malformed inputs, each with the line and column it must be
 *     reported at; CRLF, a missing final newline and blank lines after the
 *     maze are accepted;
 *   - maze_write_file never leaves a partial or temporary file, refuses to
 *     overwrite without force, and fails cleanly in a bad folder; writes
 *     in place to devices, FIFOs with a reader and standard output. */
#include "harness.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maze/mem.h"
#include "maze/outfile.h"
#include "maze/pathmsg.h"
#include "maze/textio.h"

/* 2x2: across the top, down the right, across the bottom. */
static void make_2x2(Grid *g)
{
    assert_int_equal(grid_init(g, 2, 2), MAZE_OK);
    grid_carve(g, 0, DIR_E);
    grid_carve(g, 1, DIR_S);
    grid_carve(g, 2, DIR_E);
}

static void make_3x1(Grid *g)
{
    assert_int_equal(grid_init(g, 3, 1), MAZE_OK);
    grid_carve(g, 0, DIR_E);
    grid_carve(g, 1, DIR_E);
}

/* The example drawn in textio.h. */
static void make_3x2(Grid *g)
{
    assert_int_equal(grid_init(g, 3, 2), MAZE_OK);
    grid_carve(g, 0, DIR_E);
    grid_carve(g, 1, DIR_S);
    grid_carve(g, 2, DIR_S);
    grid_carve(g, 3, DIR_E);
    grid_carve(g, 4, DIR_E);
}

static const struct {
    void (*make)(Grid *g);
    const char *ascii, *blocks;
} exact[] = {
    { make_2x2,
      "+   +---+\n"
      "|       |\n"
      "+---+   +\n"
      "|       |\n"
      "+---+   +\n",
      "# ###\n"
      "#   #\n"
      "### #\n"
      "#   #\n"
      "### #\n" },
    { make_3x1,
      "+   +---+---+\n"
      "|           |\n"
      "+---+---+   +\n",
      "# #####\n"
      "#     #\n"
      "##### #\n" },
    { make_3x2,
      "+   +---+---+\n"
      "|       |   |\n"
      "+---+   +   +\n"
      "|           |\n"
      "+---+---+   +\n",
      "# #####\n"
      "#   # #\n"
      "### # #\n"
      "#     #\n"
      "##### #\n" },
};

/* Reads text, which must be valid, and checks it holds g's passages. */
static void assert_reads_as(const char *text, const Grid *g)
{
    Grid back;
    TextError err;
    MazeStatus st = text_from_string(text, &back, &err);
    if (st != MAZE_OK)
        fail_msg("%d:%d: %s", err.line, err.column, err.message);
    assert_true(grid_same_passages(g, &back));
    assert_int_equal(back.ends.start, g->ends.start);
    assert_int_equal(back.ends.goal, g->ends.goal);
    assert_int_equal(back.ends.start_side, g->ends.start_side);
    assert_int_equal(back.ends.goal_side, g->ends.goal_side);
    for (uint32_t i = 0; i < back.n; i++)
        assert_int_equal(back.mark[i], MARK_DONE);
    assert_int_equal(err.line, 0);
    grid_free(&back);
}

static void test_exact_text(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof exact / sizeof exact[0]; k++) {
        Grid g;
        exact[k].make(&g);
        for (int f = 0; f < TEXT_FORMAT_COUNT; f++) {
            const char *want = f == TEXT_ASCII ? exact[k].ascii : exact[k].blocks;
            char *s;
            size_t len;
            assert_int_equal(text_to_string(&g, (TextFormat)f, &s, &len), MAZE_OK);
            assert_string_equal(s, want);
            assert_int_equal(len, strlen(want));
            assert_int_equal(len, text_size(&g, (TextFormat)f));
            mem_free(s);
            assert_reads_as(want, &g);
        }
        /* The harness's block reader agrees with ours. */
        Grid h;
        test_grid_from_blocks(&h, exact[k].blocks);
        assert_true(grid_same_passages(&g, &h));
        grid_free(&h);
        grid_free(&g);
    }
    assert_int_equal(mem_current(), 0);
}

static void test_format_names(void **state)
{
    (void)state;
    TextFormat f;
    assert_true(text_format_find("ascii", &f));
    assert_int_equal(f, TEXT_ASCII);
    assert_true(text_format_find("blocks", &f));
    assert_int_equal(f, TEXT_BLOCKS);
    assert_false(text_format_find("png", &f));
    assert_string_equal(text_format_name(TEXT_ASCII), "ascii");
    assert_string_equal(text_format_name(TEXT_BLOCKS), "blocks");
    assert_null(text_format_name(TEXT_FORMAT_COUNT));
    Grid g;
    make_2x2(&g);
    char *s = (char *)1;
    size_t len;
    assert_int_equal(text_to_string(&g, TEXT_FORMAT_COUNT, &s, &len), MAZE_ERR_ARG);
    assert_null(s);
    assert_int_equal(text_write(stdout, &g, (TextFormat)-1), MAZE_ERR_ARG);
    grid_free(&g);
}

/* Through a string and through a FILE, in both formats. */
static void round_trip(const Grid *g)
{
    for (int f = 0; f < TEXT_FORMAT_COUNT; f++) {
        char *s;
        size_t len;
        assert_int_equal(text_to_string(g, (TextFormat)f, &s, &len), MAZE_OK);
        assert_reads_as(s, g);

        FILE *tmp = tmpfile();
        assert_non_null(tmp);
        assert_int_equal(text_write(tmp, g, (TextFormat)f), MAZE_OK);
        assert_int_equal(ftell(tmp), (long)len);
        rewind(tmp);
        char *file_text = malloc(len + 1);
        assert_int_equal(fread(file_text, 1, len + 1, tmp), len);
        assert_memory_equal(file_text, s, len);
        free(file_text);
        rewind(tmp);
        Grid back;
        TextError err;
        assert_int_equal(text_read(tmp, &back, &err), MAZE_OK);
        assert_true(grid_same_passages(g, &back));
        grid_free(&back);
        fclose(tmp);
        mem_free(s);
    }
}

static void test_round_trips(void **state)
{
    (void)state;
    static const struct { int w, h; } sizes[] = {
        {1, 1}, {1, 17}, {17, 1}, {2, 2}, {9, 7}, {31, 20}, {64, 64},
    };
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *ga = gen_algos[k];
        int nv = algo_variant_total(ga);
        for (int v = 0; v < nv; v++)
            for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
                for (uint64_t seed = 0; seed < 30; seed++) {
                    GenRun *run = test_generate(ga, v, sizes[s].w, sizes[s].h, seed, SIZE_MAX);
                    round_trip(&run->grid);
                    run_free(run);
                }
    }
    assert_int_equal(mem_current(), 0);
}

/* The largest sides the format allows. */
static void test_round_trip_extremes(void **state)
{
    (void)state;
    static const struct { int w, h; } sizes[] = { {MAZE_MAX_SIDE, 1}, {1, MAZE_MAX_SIDE}, {MAZE_MAX_SIDE, 3} };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        GenRun *run = test_generate(gen_find("backtracker"), 0, sizes[s].w, sizes[s].h, 5, SIZE_MAX);
        round_trip(&run->grid);
        run_free(run);
    }
    assert_int_equal(mem_current(), 0);
}

/* Reads text, which must be valid, and checks the ends it gives. */
static void assert_ends(const char *text, uint32_t start, int start_side, uint32_t goal,
                        int goal_side)
{
    Grid g;
    TextError err;
    if (text_from_string(text, &g, &err) != MAZE_OK)
        fail_msg("%d:%d: %s", err.line, err.column, err.message);
    assert_int_equal(g.ends.start, start);
    assert_int_equal(g.ends.start_side, start_side);
    assert_int_equal(g.ends.goal, goal);
    assert_int_equal(g.ends.goal_side, goal_side);
    grid_free(&g);
}

/* One or two openings anywhere in the outer wall: the first in reading
 * order is the start, the second the goal; one alone makes the centre the
 * goal. Whatever the ends, the writer writes them back. */
static void test_openings(void **state)
{
    (void)state;
    /* The classic DFS printout: the exit in the east wall of the last cell. */
    assert_ends("+   +---+---+\n"
                "|       |   |\n"
                "+---+   +   +\n"
                "|            \n"
                "+---+---+---+\n", 0, DIR_N, 5, DIR_E);
    /* In the west wall, then the north wall of the top-right cell. */
    assert_ends("+---+---+   +\n"
                "|           |\n"
                "+---+   +---+\n"
                "            |\n"
                "+---+---+---+\n", 2, DIR_N, 3, DIR_W);
    /* One opening, below the middle cell: the goal is the centre (1,1). */
    assert_ends("#######\n#     #\n# ### #\n#     #\n### ###\n", 4, DIR_S, 4, GRID_INSIDE);
    assert_ends("+---+---+\n|       |\n+---+   +\n", 1, DIR_S, 1, GRID_INSIDE);
    /* A corner cell open twice: the start and the goal at once. */
    assert_ends("+   +\n    |\n+---+\n", 0, DIR_N, 0, DIR_W);

    /* Written and read back: the ends on every side, and inside. */
    GenRun *run = test_generate(gen_find("backtracker"), 0, 6, 5, 3, SIZE_MAX);
    Grid *g = &run->grid;
    const GridEnds cases[] = {
        { 2, 29, DIR_N, DIR_S }, { 12, 17, DIR_W, DIR_E }, { 0, 5, DIR_W, DIR_E },
        { 29, 0, DIR_E, DIR_N }, { 24, 14, DIR_S, GRID_INSIDE },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        assert_int_equal(grid_set_ends(g, &cases[k]), MAZE_OK);
        for (int f = 0; f < TEXT_FORMAT_COUNT; f++) {
            char *text;
            size_t len;
            assert_int_equal(text_to_string(g, (TextFormat)f, &text, &len), MAZE_OK);
            /* the start comes first in reading order in all but one case */
            if (cases[k].goal_side == GRID_INSIDE)
                assert_ends(text, cases[k].start, cases[k].start_side, 15, GRID_INSIDE);
            else if (k == 3)
                assert_ends(text, cases[k].goal, cases[k].goal_side, cases[k].start,
                            cases[k].start_side);
            else
                assert_reads_as(text, g);
            mem_free(text);
        }
    }
    run_free(run);
    assert_int_equal(mem_current(), 0);
}

static void test_line_ends(void **state)
{
    (void)state;
    Grid g;
    make_2x2(&g);
    assert_reads_as("+   +---+\r\n|       |\r\n+---+   +\r\n|       |\r\n+---+   +\r\n", &g);
    assert_reads_as("+   +---+\n|       |\n+---+   +\n|       |\n+---+   +", &g);
    assert_reads_as("# ###\r\n#   #\r\n### #\r\n#   #\r\n### #", &g);
    /* Blank lines after the maze: console.log's and editors' final newline. */
    assert_reads_as("+   +---+\n|       |\n+---+   +\n|       |\n+---+   +\n\n", &g);
    assert_reads_as("+   +---+\r\n|       |\r\n+---+   +\r\n|       |\r\n+---+   +\r\n\r\n", &g);
    assert_reads_as("# ###\n#   #\n### #\n#   #\n### #\n\n \t\n\r\n", &g);
    assert_reads_as("# ###\n#   #\n### #\n#   #\n### #\n\n", &g);
    grid_free(&g);
}

typedef struct BadCase {
    const char *what;
    const char *text;
    int line, column;
    const char *says;   /* a part of the message */
} BadCase;

static const BadCase bad_cases[] = {
    { "empty input", "", 1, 1, "empty input" },
    { "empty first line", "\n+   +---+\n", 1, 1, "found the end of the line" },
    { "unknown first character", "*   +---+\n", 1, 1, "found '*'" },
    { "bad corner", "+   +---x\n|       |\n+---+   +\n", 1, 9, "expected '+' (a corner), found 'x'" },
    { "broken wall segment", "+   +-- +\n|       |\n+---+   +\n", 1, 8, "continue the wall" },
    { "broken opening", "+ - +---+\n|       |\n+---+   +\n", 1, 3, "continue the opening" },
    { "bad segment character", "+   +=--+\n|       |\n+---+   +\n", 1, 6, "found '='" },
    { "tab", "+   +---+\n|\t      |\n+---+   +\n", 2, 2, "expected ' ' inside a cell, found a tab" },
    { "tab in a wall", "+   +--\t+\n|       |\n+---+   +\n", 1, 8, "found a tab" },
    { "no opening", "+---+---+\n|       |\n+---+---+\n", 1, 1, "no opening in the outer wall" },
    { "second top opening", "+   +   +\n|       |\n+---+   +\n", 3, 6,
      "a third opening in the outer wall: a maze has at most two, the entrance (line 1, column 2) "
      "and the exit (line 1, column 6)" },
    { "line 1 alone", "+   +---+\n", 2, 1, "at least 3 lines" },
    { "line 1 alone, no newline", "+   +---+", 2, 1, "at least 3 lines" },
    { "plus alone", "+\n", 1, 2, "at least one cell" },
    { "line 1 ends mid-cell", "+   +---\n|       |\n+---+   +\n", 1, 9, "to end the line" },
    { "short line", "+   +---+\n|      |\n+---+   +\n", 2, 9, "too short" },
    { "long line", "+   +---+\n|       |\n+---+   + \n", 3, 10, "too long" },
    { "empty line", "+   +---+\n\n+---+   +\n", 2, 1, "blank line inside the maze" },
    { "text after a blank line", "+   +---+\n|       |\n+---+   +\n\n\nhello\n", 4, 1,
      "blank line inside the maze: blank lines may only follow its last line" },
    { "blank lines after a cell line", "+   +---+\n|       |\n\n", 3, 1,
      "input ends after a cell line" },
    { "blank lines after line 1", "+   +---+\n\n", 2, 1, "at least 3 lines" },
    { "character in a cell", "+   +---+\n| x     |\n+---+   +\n", 2, 3, "inside a cell" },
    { "left side open", "+   +---+\n        |\n+---+   +\n", 3, 6,
      "the entrance (line 1, column 2) and the exit (line 2, column 1)" },
    { "right side open", "+   +---+\n|        \n+---+   +\n", 3, 6,
      "the entrance (line 1, column 2) and the exit (line 2, column 9)" },
    { "three in the side walls", "+---+---+\n        |\n+   +   +\n         \n+---+---+\n", 4, 9,
      "a third opening" },
    { "bad vertical wall", "+   +---+\n|   #   |\n+---+   +\n", 2, 5, "expected '|' (a wall)" },
    { "second bottom opening", "+   +---+\n|       |\n+   +   +\n", 3, 6, "a third opening" },
    { "ends after a cell line", "+   +---+\n|       |\n+---+   +\n|       |\n", 5, 1,
      "expected a wall line" },
    { "stray carriage return", "+   +---+\n|   \r   |\n+---+   +\n", 2, 5, "byte 0x0d" },
    { "ASCII wall in blocks", "# ###\n#   #\n#-# #\n", 3, 2, "expected '#' (a wall)" },
    { "blocks corner open", "# ###\n#   #\n##  #\n#   #\n### #\n", 3, 3, "(a corner)" },
    { "ASCII side in blocks", "# ###\n#  |#\n### #\n", 2, 4, "inside a cell" },
    { "blocks no opening", "#####\n#   #\n#####\n", 1, 1, "no opening" },
    { "blocks three openings", "# # #\n#   #\n### #\n", 3, 4, "a third opening" },
    { "blocks only corners", "# #\n", 2, 1, "at least 3 lines" },
};

static void check_bad(const char *what, const char *text, int line, int column, const char *says)
{
    Grid g;
    TextError err;
    MazeStatus st = text_from_string(text, &g, &err);
    if (st != MAZE_ERR_FORMAT || err.line != line || err.column != column || !strstr(err.message, says))
        fail_msg("%s: got %s at %d:%d \"%s\"; want %d:%d \"...%s...\"", what, maze_strerror(st),
                 err.line, err.column, err.message, line, column, says);
    assert_null(g.pass);
    assert_int_equal(g.n, 0);
    grid_free(&g);
}

static void test_malformed(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof bad_cases / sizeof bad_cases[0]; k++)
        check_bad(bad_cases[k].what, bad_cases[k].text, bad_cases[k].line, bad_cases[k].column,
                  bad_cases[k].says);
    assert_int_equal(mem_current(), 0);
}

/* Inputs too big to write out in the table: built here. */
static void test_malformed_huge(void **state)
{
    (void)state;
    /* One cell wider than the widest maze, in each format. */
    size_t n = 1 + 4 * (MAZE_MAX_SIDE + 1);
    char *s = malloc(n + 64);
    s[0] = '+';
    for (int x = 0; x <= MAZE_MAX_SIDE; x++)
        memcpy(s + 1 + 4 * x, x ? "---+" : "   +", 4);
    strcpy(s + n, "\n");
    check_bad("too wide, ascii", s, 1, 4 * MAZE_MAX_SIDE + 2, "too long");
    s[0] = '#';
    for (size_t i = 1; i < 1 + 2 * (MAZE_MAX_SIDE + 1); i++)
        s[i] = i == 1 ? ' ' : '#';
    strcpy(s + 1 + 2 * (MAZE_MAX_SIDE + 1), "\n");
    check_bad("too wide, blocks", s, 1, 2 * MAZE_MAX_SIDE + 2, "too long");
    free(s);

    /* The highest maze, then blank lines: they are not maze lines. */
    GenRun *run = test_generate(gen_find("backtracker"), 0, 1, MAZE_MAX_SIDE, 5, SIZE_MAX);
    char *text;
    size_t len;
    assert_int_equal(text_to_string(&run->grid, TEXT_BLOCKS, &text, &len), MAZE_OK);
    s = malloc(len + 3);
    memcpy(s, text, len);
    strcpy(s + len, "\n\n");
    assert_reads_as(s, &run->grid);
    free(s);
    mem_free(text);
    run_free(run);

    /* One cell higher than the highest maze. */
    size_t lines = 2 * MAZE_MAX_SIDE + 2;
    s = malloc(lines * 4 + 1);
    for (size_t i = 0; i < lines; i++)
        memcpy(s + i * 4, "# #\n", 4);
    s[lines * 4] = '\0';
    check_bad("too high", s, (int)lines, 1, "too many lines");
    free(s);
    assert_int_equal(mem_current(), 0);
}

/* A NUL byte in a file is just a wrong character. */
static void test_nul_in_file(void **state)
{
    (void)state;
    static const char text[] = "+   +---+\n|   \0   |\n+---+   +\n";
    FILE *tmp = tmpfile();
    assert_non_null(tmp);
    fwrite(text, 1, sizeof text - 1, tmp);
    rewind(tmp);
    Grid g;
    TextError err;
    assert_int_equal(text_read(tmp, &g, &err), MAZE_ERR_FORMAT);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 5);
    assert_non_null(strstr(err.message, "byte 0x00"));
    fclose(tmp);
}

/* ---- files ----------------------------------------------------------------- */

static char *path_in(const char *dir, const char *name)
{
    char *p = malloc(strlen(dir) + strlen(name) + 2);
    sprintf(p, "%s/%s", dir, name);
    return p;
}

static int entries_in(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = malloc(1 << 16);
    size_t n = fread(buf, 1, (1 << 16) - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void test_write_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/mazelab-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *target = path_in(dir, "maze.txt");
    Grid a, b;
    make_2x2(&a);
    make_3x1(&b);

    assert_int_equal(maze_write_file(target, &a, TEXT_ASCII, false), MAZE_OK);
    char *got = slurp(target);
    assert_string_equal(got, exact[0].ascii);
    free(got);
    assert_int_equal(entries_in(dir), 1);
    struct stat sb;
    assert_int_equal(stat(target, &sb), 0);
    mode_t mask = umask(0);
    umask(mask);
    assert_int_equal(sb.st_mode & 0777, 0666 & ~mask);

    /* No force: refused, the old file intact, no temporary left. */
    assert_int_equal(maze_write_file(target, &b, TEXT_BLOCKS, false), MAZE_ERR_EXISTS);
    got = slurp(target);
    assert_string_equal(got, exact[0].ascii);
    free(got);
    assert_int_equal(entries_in(dir), 1);

    /* Force: replaced. */
    assert_int_equal(maze_write_file(target, &b, TEXT_BLOCKS, true), MAZE_OK);
    got = slurp(target);
    assert_string_equal(got, exact[1].blocks);
    free(got);
    assert_int_equal(entries_in(dir), 1);

    /* And read back by name. */
    Grid back;
    TextError err;
    assert_int_equal(maze_read_file(target, &back, &err), MAZE_OK);
    assert_true(grid_same_passages(&back, &b));
    grid_free(&back);

    /* A folder in the way: rename fails, the temporary file is removed. */
    char *sub = path_in(dir, "sub");
    assert_int_equal(mkdir(sub, 0700), 0);
    char *subfile = path_in(sub, "x");
    FILE *f = fopen(subfile, "w");
    fclose(f);
    /* Not "exists" without force: force would not replace a folder either. */
    assert_int_equal(maze_write_file(sub, &a, TEXT_ASCII, true), MAZE_ERR_NOT_FILE);
    assert_int_equal(maze_write_file(sub, &a, TEXT_ASCII, false), MAZE_ERR_NOT_FILE);
    assert_string_equal(outfile_kind(sub), "a folder");
    assert_int_equal(entries_in(dir), 2);
    assert_int_equal(entries_in(sub), 1);

    /* Nor a symbolic link, before the work (outfile_save) or after it
     * (outfile_commit, when it appeared meanwhile). */
    char *link_path = path_in(dir, "link");
    assert_int_equal(symlink(target, link_path), 0);
    assert_int_equal(maze_write_file(link_path, &a, TEXT_ASCII, true), MAZE_ERR_NOT_FILE);
    assert_int_equal(maze_write_file(link_path, &a, TEXT_ASCII, false), MAZE_ERR_NOT_FILE);
    assert_string_equal(outfile_kind(link_path), "a symbolic link");
    for (int force = 0; force <= 1; force++) {
        OutFile late;
        unlink(link_path);
        assert_int_equal(outfile_open(&late, link_path, force), MAZE_OK);
        assert_int_equal(symlink(target, link_path), 0);
        assert_int_equal(outfile_commit(&late), MAZE_ERR_NOT_FILE);
    }
    struct stat st;
    assert_int_equal(lstat(link_path, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    unlink(link_path);
    free(link_path);
    assert_int_equal(entries_in(dir), 2);

    /* A name as long as a name may be (255): its temporary name fits too. */
    char longname[256];
    memset(longname, 'm', 255);
    longname[255] = '\0';
    char *long_path = path_in(dir, longname);
    assert_int_equal(maze_write_file(long_path, &a, TEXT_ASCII, false), MAZE_OK);
    assert_int_equal(entries_in(dir), 3);
    unlink(long_path);
    free(long_path);

    /* Aborting leaves nothing. */
    char *other = path_in(dir, "other.txt");
    OutFile out;
    assert_int_equal(outfile_open(&out, other, false), MAZE_OK);
    fputs("half a maze", out.f);
    outfile_abort(&out);
    assert_int_equal(entries_in(dir), 2);
    outfile_abort(&out);    /* a second abort is harmless */

    /* Bad targets. */
    assert_int_equal(outfile_open(&out, "", false), MAZE_ERR_ARG);
    char *missing = path_in(dir, "no-such-folder/maze.txt");
    assert_int_equal(maze_write_file(missing, &a, TEXT_ASCII, false), MAZE_ERR_IO);
    assert_int_equal(errno, ENOENT);
    char *under_file = path_in(subfile, "maze.txt");    /* a file as the folder */
    assert_int_equal(maze_write_file(under_file, &a, TEXT_ASCII, true), MAZE_ERR_IO);
    assert_int_equal(errno, ENOTDIR);
    free(under_file);
    if (geteuid() != 0) {   /* root writes anywhere */
        assert_int_equal(chmod(sub, 0500), 0);
        char *locked = path_in(sub, "maze.txt");
        assert_int_equal(maze_write_file(locked, &a, TEXT_ASCII, true), MAZE_ERR_IO);
        assert_int_equal(errno, EACCES);
        assert_int_equal(entries_in(sub), 1);
        free(locked);
        chmod(sub, 0700);
    }
    assert_int_equal(maze_read_file(missing, &back, &err), MAZE_ERR_IO);
    assert_non_null(strstr(err.message, "no-such-folder"));
    assert_null(back.pass);

    unlink(subfile);
    rmdir(sub);
    unlink(target);
    rmdir(dir);
    free(missing);
    free(other);
    free(subfile);
    free(sub);
    free(target);
    grid_free(&a);
    grid_free(&b);
    assert_int_equal(mem_current(), 0);
}

/* A write error surfaces as MAZE_ERR_IO. */
static void test_write_error(void **state)
{
    (void)state;
    FILE *full = fopen("/dev/full", "w");
    if (!full)
        skip();
    setvbuf(full, NULL, _IONBF, 0);
    Grid g;
    make_2x2(&g);
    assert_int_equal(text_write(full, &g, TEXT_ASCII), MAZE_ERR_IO);
    fclose(full);
    grid_free(&g);
    assert_int_equal(mem_current(), 0);
}

/* Where there is no file to publish, outfile_save writes in place: into
 * a character device or a FIFO with a reader, and to standard output for
 * "-" or standard output's own name. */
static void test_write_streams(void **state)
{
    (void)state;
    Grid a;
    make_2x2(&a);
    struct stat st;
    /* /dev/null takes it and stays itself, with or without force. */
    assert_int_equal(maze_write_file("/dev/null", &a, TEXT_ASCII, true), MAZE_OK);
    assert_int_equal(maze_write_file("/dev/null", &a, TEXT_ASCII, false), MAZE_OK);
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    /* A full device is a write error, with its errno. */
    if (access("/dev/full", W_OK) == 0) {
        assert_int_equal(maze_write_file("/dev/full", &a, TEXT_ASCII, false), MAZE_ERR_IO);
        assert_int_equal(errno, ENOSPC);
    }

    char dir[] = "/tmp/mazelab-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *fifo = path_in(dir, "fifo");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    /* No reader: refused at once, not waited for. */
    assert_int_equal(maze_write_file(fifo, &a, TEXT_ASCII, false), MAZE_ERR_NO_READER);
    /* A reader: the whole text comes through the FIFO. */
    int rd = open(fifo, O_RDONLY | O_NONBLOCK);
    assert_true(rd >= 0);
    assert_int_equal(maze_write_file(fifo, &a, TEXT_ASCII, false), MAZE_OK);
    char got[256] = "";
    ssize_t n = read(rd, got, sizeof got - 1);
    assert_true(n > 0);
    got[n] = '\0';
    assert_string_equal(got, exact[0].ascii);
    close(rd);
    assert_int_equal(entries_in(dir), 1);

    /* Standard output: "-", and the name of the file it is. */
    char *out_path = path_in(dir, "stdout.txt");
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    int fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    assert_true(saved >= 0 && fd >= 0);
    dup2(fd, STDOUT_FILENO);
    close(fd);
    assert_true(outfile_is_stdout("-"));
    assert_true(outfile_is_stdout(out_path));
    assert_false(outfile_is_stdout(fifo));
    char used[64];
    assert_int_equal(text_save("-", OUTFILE_KEEP, &a, TEXT_ASCII, used, sizeof used), MAZE_OK);
    assert_string_equal(used, "-");
    assert_int_equal(maze_write_file(out_path, &a, TEXT_BLOCKS, false), MAZE_OK);
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    char *text = slurp(out_path);
    char want[256];
    snprintf(want, sizeof want, "%s%s", exact[0].ascii, exact[0].blocks);
    assert_string_equal(text, want);
    free(text);
    assert_int_equal(entries_in(dir), 2);   /* no temporary file beside them */

    unlink(out_path);
    unlink(fifo);
    rmdir(dir);
    free(out_path);
    free(fifo);
    grid_free(&a);
    assert_int_equal(mem_current(), 0);
}

/* Publishing under the next free name: never replaces, never loses one. */
static void test_write_unique(void **state)
{
    (void)state;
    char buf[64];
    outfile_candidate(buf, sizeof buf, "shots/maze.png", 1);
    assert_string_equal(buf, "shots/maze.png");
    outfile_candidate(buf, sizeof buf, "shots/maze.png", 2);
    assert_string_equal(buf, "shots/maze-2.png");
    outfile_candidate(buf, sizeof buf, "a.b/maze", 3);
    assert_string_equal(buf, "a.b/maze-3");
    outfile_candidate(buf, sizeof buf, ".hidden", 2);
    assert_string_equal(buf, ".hidden-2");

    char tmpl[] = "/tmp/mazelab-unique-XXXXXX";
    char *dir = mkdtemp(tmpl);
    assert_non_null(dir);
    char *target = path_in(dir, "shot.png");
    char used[4096];
    const char *bodies[] = { "first", "second", "third" };
    for (int k = 0; k < 3; k++) {
        OutFile out;
        assert_int_equal(outfile_open(&out, target, false), MAZE_OK);
        fputs(bodies[k], out.f);
        assert_int_equal(outfile_commit_unique(&out, used, sizeof used), MAZE_OK);
        char want[4096];
        outfile_candidate(want, sizeof want, target, k + 1);
        assert_string_equal(used, want);
        char *got = slurp(used);
        assert_string_equal(got, bodies[k]);
        free(got);
    }
    assert_int_equal(entries_in(dir), 3);
    char *got = slurp(target);
    assert_string_equal(got, "first");     /* the first is untouched */
    free(got);
    OutFile out;                            /* too small a buffer: refused */
    assert_int_equal(outfile_open(&out, target, false), MAZE_OK);
    assert_int_equal(outfile_commit_unique(&out, used, 4), MAZE_ERR_ARG);
    assert_int_equal(entries_in(dir), 3);   /* and nothing left behind */
    for (int k = 1; k <= 3; k++) {
        outfile_candidate(used, sizeof used, target, k);
        unlink(used);
    }
    rmdir(dir);
    free(target);
}

/* A message about a long path keeps its reason: the path's middle goes. */
static void test_path_message(void **state)
{
    (void)state;
    char buf[40];
    path_message(buf, sizeof buf, "cannot open '", "a/b.txt", "': gone");
    assert_string_equal(buf, "cannot open 'a/b.txt': gone");
    path_message(buf, sizeof buf, "cannot open '", "/home/teacher/classes/mazes/b.txt", "': gone");
    assert_string_equal(buf, "cannot open '/home/te...es/b.txt': gone");
    assert_int_equal(strlen(buf), sizeof buf - 1);
    /* A two-byte character at the cut is dropped whole, never split. */
    path_message(buf, sizeof buf, "x '", "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", "': gone");
    assert_string_equal(buf, "x '\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9...\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9': gone");
    /* No room for the path at all: dots; then cut at the end. */
    path_message(buf, 12, "cannot '", "abcdef", "': x");
    assert_string_equal(buf, "cannot '...");
    path_message(buf, 1, "a", "b", "c");
    assert_string_equal(buf, "");
    path_cannot_write(buf, sizeof buf, "/a/very/long/folder/name/and/more/m.png", "Permission denied");
    assert_string_equal(buf, "cannot write /a...ng: Permission denied");

    /* Through maze_read_file, whose message has 128 bytes. */
    char path[600] = "/no-such-folder/";
    memset(path + 16, 'd', 500);
    path[516] = '\0';
    Grid g;
    TextError err;
    assert_int_equal(maze_read_file(path, &g, &err), MAZE_ERR_IO);
    size_t n = strlen(err.message);
    assert_int_equal(n, sizeof err.message - 1);
    assert_string_equal(err.message + n - strlen("': No such file or directory"),
                        "': No such file or directory");
    assert_non_null(strstr(err.message, "cannot open '/no-such-folder/ddd"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_text),
        cmocka_unit_test(test_format_names),
        cmocka_unit_test(test_round_trips),
        cmocka_unit_test(test_round_trip_extremes),
        cmocka_unit_test(test_openings),
        cmocka_unit_test(test_line_ends),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_malformed_huge),
        cmocka_unit_test(test_nul_in_file),
        cmocka_unit_test(test_write_file),
        cmocka_unit_test(test_write_error),
        cmocka_unit_test(test_write_streams),
        cmocka_unit_test(test_write_unique),
        cmocka_unit_test(test_path_message),
    };
    return cmocka_run_group_tests_name("text formats and files", tests, NULL, NULL);
}
