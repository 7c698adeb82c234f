/* test_app_export.c - the window's exports run on a worker thread, through
 * the App and whole frames drawn by a software renderer
 * (SDL_VIDEODRIVER=dummy):
 *   - the Answer PNG of a big maze returns from its frame with the work
 *     under way; its progress rises across frames; the file is byte for
 *     byte the command line's (`mazelab gen --format png --solution`, the
 *     same code: gen_picture_write), and so are the worksheet PNG, and the
 *     SVG and text the window wrote synchronously before;
 *   - a new maze while an export runs does not touch it: the file is the
 *     old maze's, from the copy made when it was asked for;
 *   - Cancel while it searches or while it encodes, and quitting while it
 *     encodes, leave no file at all (no temporary file, no target);
 *   - a PNG too big at the chosen cell size is made at the largest that
 *     fits, the command line's bytes at that size;
 *   - a screenshot does not wait behind a long export, and is the bytes
 *     the synchronous writer made;
 *   - Print worksheet writes, on the export thread, the page and answer
 *     key `mazelab gen --page` writes for the same settings, byte for byte
 *     (cli_sheet.sh checks those pages): one maze as a PDF, four of
 *     consecutive seeds as a Letter PNG without the seed, and two compare
 *     panes.
 * Run under ASan in CI (use after free, leaks, threads left running). */
#define _GNU_SOURCE
#include "harness.h"

#include "model/app_life.h"

#include <dirent.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>

#include "boards/maze/maze_board.h"
#include "cli/cli.h"
#include "cli/gen_picture.h"
#include "boards/maze/maze_export.h"
#include "maze/png.h"
#include "files/screenshot.h"
#include "maze/shape.h"
#include "maze/svg.h"
#include "maze/textio.h"
#include "shell/app_view.h"
#include "app_rig.h"

enum { BIG_W = 1000, BIG_H = 700, BIG_PX = 2, MAX_FRAMES = 200000 };

typedef struct ExportRig {
    Rig rig;
    char dir[64];           /* the screenshot folder, made for the test */
} ExportRig;

/* A window on a finished w x h backtracker maze (seed), exports at px into a
 * fresh folder. */
static void export_open(ExportRig *e, int w, int h, uint64_t seed, int px)
{
    snprintf(e->dir, sizeof e->dir, "/tmp/mazelab-export-XXXXXX");
    assert_non_null(mkdtemp(e->dir));
    AppSettings set;
    rig_settings(&set, w, h, seed);
    maze_settings(&set)->export_px = px;
    set.screenshot_dir = e->dir;
    rig_open_finished(&e->rig, &set);
    maze_of(&e->rig.app)->export_open = true;
}

/* The files in e's folder, sorted, joined by spaces ("" when none). */
static void export_listing(const ExportRig *e, char *buf, size_t cap)
{
    struct dirent **names;
    int n = scandir(e->dir, &names, NULL, alphasort);
    assert_true(n >= 0);
    buf[0] = '\0';
    for (int k = 0; k < n; k++) {
        if (names[k]->d_name[0] != '.' || (strcmp(names[k]->d_name, ".") && strcmp(names[k]->d_name, "..")))
            snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s", buf[0] ? " " : "", names[k]->d_name);
        free(names[k]);
    }
    free(names);
}

/* Removes e's files and folder, and closes its window. */
static void export_close(ExportRig *e)
{
    rig_close(&e->rig);
    DIR *d = opendir(e->dir);
    assert_non_null(d);
    struct dirent *de;
    char path[512];
    while ((de = readdir(d)))
        if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..")) {
            snprintf(path, sizeof path, "%s/%s", e->dir, de->d_name);
            unlink(path);
        }
    closedir(d);
    assert_int_equal(rmdir(e->dir), 0);
}

static void rig_frame(Rig *rig)
{
    rig_frame_within(rig, 8);
}

/* Frames (a short nap between them, as the window's vsync) until no export
 * runs; checks the progress never falls while one export runs and returns
 * how many frames it took. */
static int frames_until_written(Rig *rig)
{
    double last = -1, f;
    int frames = 0;
    char text[160], was[160] = "";
    while (app_export_busy(&rig->app, &f, text, sizeof text)) {
        bool same = strncmp(text, was, strcspn(text, ":")) == 0;
        assert_true(f >= 0 && f <= 1);
        assert_true(!same || f >= last);
        last = f;
        snprintf(was, sizeof was, "%s", text);
        assert_true(++frames < MAX_FRAMES);
        rig_nap_ms(1);
        rig_frame(rig);
    }
    return frames;
}

/* Frames until the running export's bar passes f (its text in *phase). */
static void frames_until_progress(Rig *rig, double want, const char *phase)
{
    double f = 0;
    char text[160] = "";
    int frames = 0;
    while (app_export_busy(&rig->app, &f, text, sizeof text) && !(f >= want && strstr(text, phase))) {
        assert_true(++frames < MAX_FRAMES);
        rig_nap_ms(1);
        rig_frame(rig);
    }
    assert_true(f >= want);
    assert_non_null(strstr(text, phase));
}

/* The whole of file path (its length in *len); fails the test if missing. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return buf;
}

/* Asserts files a and b hold the same bytes. */
static void assert_same_file(const char *a, const char *b)
{
    size_t na, nb;
    char *x = slurp(a, &na), *y = slurp(b, &nb);
    assert_int_equal(na, nb);
    assert_memory_equal(x, y, na);
    free(x);
    free(y);
}

/* e's file name (in its folder) into buf. */
static void export_path(const ExportRig *e, const char *name, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s/%s", e->dir, name);
}

/* The command line's PNG of run at px into path: `mazelab gen --format png
 * --cell-size px [--solution] --output path`. */
static void cli_png(const GenRun *run, int px, bool solution, const char *path)
{
    assert_int_equal(gen_picture_write(run, "png", path, false, px, solution), CLI_OK);
}

/* Asserts e's file name is the command line's PNG of run at px (made
 * beside it as cli_name). */
static void assert_cli_png(const ExportRig *e, const char *name, const GenRun *run, int px,
                           bool solution, const char *cli_name)
{
    char got[512], want[512];
    export_path(e, name, got, sizeof got);
    export_path(e, cli_name, want, sizeof want);
    cli_png(run, px, solution, want);
    assert_same_file(got, want);
}

/* A big maze's answer key: under way when the press returns, written over
 * many frames, the command line's bytes; then the worksheet, SVG and text
 * queued together, each the bytes of the synchronous code they replaced. */
/* Runs `mazelab gen ARGS... --output path` (args: NULL-terminated),
 * checking it succeeds. */
static void cli_gen(const char *path, const char *const *args)
{
    char *argv[32];
    int argc = 0;
    argv[argc++] = (char *)"gen";
    for (; *args; args++)
        argv[argc++] = (char *)*args;
    argv[argc++] = (char *)"--output";
    argv[argc++] = (char *)path;
    argv[argc] = NULL;
    optind = 0;             /* getopt starts afresh */
    assert_int_equal(cmd_gen(argc, argv), CLI_OK);
}

/* Print worksheet in e's window, as set->out has it, on the export
 * thread; then each of names[] (the page, then its key) is the command
 * line's page for args (plus --solution for the key). */
static void assert_sheet_is_cli(ExportRig *e, const char *const names[2], const char *const *args)
{
    Rig *rig = &e->rig;
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_SHEET);
    assert_true(app_export_busy(&rig->app, NULL, NULL, 0));     /* under way, not done in the frame */
    frames_until_written(rig);
    for (int answer = 0; answer < 2 && names[answer]; answer++) {
        const char *more[24];
        int n = 0;
        for (const char *const *a = args; *a; a++)
            more[n++] = *a;
        if (answer)
            more[n++] = "--solution";
        more[n] = NULL;
        char got[512], want[512];
        export_path(e, names[answer], got, sizeof got);
        export_path(e, answer ? "cli_answer" : "cli_page", want, sizeof want);
        cli_gen(want, more);
        assert_same_file(got, want);
    }
}

/* On hexagons (the Size section's shape button), the page is the command
 * line's with --shape hex: hexagonal mazes, the options in its command;
 * the worksheet and answer PNGs are the command line's pictures. */
static void test_print_worksheet_on_hexagons(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, 12, 9, 3, 4);
    app_do(&e.rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_HEX);
    assert_int_equal(grid_shape(&maze_of(&e.rig.app)->run->grid)->kind, SHAPE_HEX);
    static const char *const one[] = { "backtracker_12x9_seed3_a4.pdf", "backtracker_12x9_seed3_a4_answer.pdf" };
    assert_sheet_is_cli(&e, one, (const char *const[]){ "--algo", "backtracker", "--size", "12x9", "--seed", "3",
                                                       "--shape", "hex", "--format", "pdf", "--page", "a4", NULL });
    /* The maze's own pictures too: the command line's hexagons. */
    Rig *rig = &e.rig;
    run_finish(maze_of(&rig->app)->run);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_WORKSHEET);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    frames_until_written(rig);
    assert_cli_png(&e, "backtracker_12x9_seed3.png", maze_of(&rig->app)->run, 4, false, "cli.png");
    assert_cli_png(&e, "backtracker_12x9_seed3_answer.png", maze_of(&rig->app)->run, 4, true, "cli_answer.png");
    export_close(&e);
}

static void test_print_worksheet_is_the_cli_page(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, 30, 20, 9, 4);
    Rig *rig = &e.rig;
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, gen_index(gen_find("wilson")));
    /* A4, PDF, with its key: the defaults; the run need not be finished */
    assert_false(run_done(maze_of(&rig->app)->run));
    static const char *const one[] = { "wilson_30x20_seed9_a4.pdf", "wilson_30x20_seed9_a4_answer.pdf" };
    assert_sheet_is_cli(&e, one, (const char *const[]){ "--algo", "wilson", "--size", "30x20", "--seed", "9",
                                                       "--format", "pdf", "--page", "a4", NULL });
    assert_non_null(strstr(rig->app.status, "Answer key page saved: "));
    export_close(&e);

    export_open(&e, 24, 16, 5, 4);
    MazeExportChoice *c = &maze_set(&rig->app)->out;
    c->paper = SHEET_LETTER, c->format = SHEET_PNG, c->per_page = 4, c->key = false, c->seed = false;
    static const char *const four[] = { "backtracker_24x16_seed5-8_letter.png", NULL };
    assert_sheet_is_cli(&e, four, (const char *const[]){ "--algo", "backtracker", "--size", "24x16", "--seed",
                                                        "5", "--per-page", "4", "--no-seed", "--format", "png",
                                                        "--page", "letter", NULL });
    export_close(&e);

    export_open(&e, 20, 12, 3, 4);
    maze_set(&rig->app)->pane_algo[1] = gen_index(gen_find("kruskal"));
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 2);
    static const char *const two[] = { "backtracker-vs-kruskal_20x12_seed3_a4.pdf",
                                       "backtracker-vs-kruskal_20x12_seed3_a4_answer.pdf" };
    assert_sheet_is_cli(&e, two, (const char *const[]){ "--algo", "backtracker,kruskal", "--size", "20x12",
                                                       "--seed", "3", "--format", "pdf", "--page", "a4", NULL });
    export_close(&e);
}

static void test_big_answer_key(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, BIG_W, BIG_H, 3, BIG_PX);
    Rig *rig = &e.rig;
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    assert_true(app_export_busy(&rig->app, NULL, NULL, 0));        /* returned at once */
    assert_non_null(strstr(rig->app.status, "Exporting Answer key"));
    char listing[1024];
    export_listing(&e, listing, sizeof listing);
    assert_null(strstr(listing, "_answer.png"));                  /* not published yet */
    assert_true(frames_until_written(rig) > 3);
    char got[512], want[512];
    export_path(&e, "backtracker_1000x700_seed3_answer.png", got, sizeof got);
    char saved[600];
    snprintf(saved, sizeof saved, "Answer key saved: %s", got);
    assert_string_equal(rig->app.status, saved);
    assert_cli_png(&e, "backtracker_1000x700_seed3_answer.png", maze_of(&rig->app)->run, BIG_PX, true,
                   "cli_answer.png");

    /* Three at once: queued, written in the order asked. */
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_WORKSHEET);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_SVG);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_TEXT);
    char text[160];
    assert_true(app_export_busy(&rig->app, NULL, text, sizeof text));
    assert_non_null(strstr(text, "(2 more waiting)"));
    frames_until_written(rig);
    export_path(&e, "backtracker_1000x700_seed3.txt", got, sizeof got);
    snprintf(saved, sizeof saved, "Text saved: %s", got);
    assert_string_equal(rig->app.status, saved);
    const Grid *g = &maze_of(&rig->app)->run->grid;
    export_path(&e, "sync.txt", want, sizeof want);
    assert_int_equal(text_save(want, OUTFILE_KEEP, g, TEXT_ASCII, NULL, 0), MAZE_OK);
    assert_same_file(got, want);
    export_path(&e, "sync.svg", want, sizeof want);
    SvgOptions opt = { .cell_px = 2 * BIG_PX, .title = "Recursive backtracker, 1000x700, seed 3" };
    assert_int_equal(svg_save(want, OUTFILE_KEEP, g, &opt, NULL, 0), MAZE_OK);
    export_path(&e, "backtracker_1000x700_seed3.svg", got, sizeof got);
    assert_same_file(got, want);
    assert_cli_png(&e, "backtracker_1000x700_seed3.png", maze_of(&rig->app)->run, BIG_PX, false, "cli.png");
    export_listing(&e, listing, sizeof listing);
    assert_string_equal(listing, "backtracker_1000x700_seed3.png backtracker_1000x700_seed3.svg "
                                 "backtracker_1000x700_seed3.txt backtracker_1000x700_seed3_answer.png "
                                 "cli.png cli_answer.png sync.svg sync.txt");
    export_close(&e);
}

/* A new maze (another seed, another size) while the answer key is being
 * made: the export goes on from its own copy and writes the old maze. */
static void test_new_maze_keeps_export(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, BIG_W, BIG_H, 5, BIG_PX);
    Rig *rig = &e.rig;
    GenRun *old = gen_run_new(gen_find("backtracker"), 0, BIG_W, BIG_H, 5, NULL);
    assert_non_null(old);
    run_finish(old);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_SET_WIDTH, 30);         /* frees the old run */
    app_do(&rig->app, APP_FROM_SHOWN, BOARD_NEW_SEED, 0);
    assert_true(app_export_busy(&rig->app, NULL, NULL, 0));
    frames_until_written(rig);
    assert_cli_png(&e, "backtracker_1000x700_seed5_answer.png", old, BIG_PX, true, "cli.png");
    run_free(old);
    export_close(&e);
}

/* Cancel during the search, Cancel during the encoding, and quitting
 * during the encoding: nothing is published and no temporary file stays. */
static void test_cancel_leaves_nothing(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, BIG_W, BIG_H, 7, BIG_PX);
    Rig *rig = &e.rig;
    char listing[1024];

    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_WORKSHEET);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT_CANCEL, 0);
    assert_false(app_export_busy(&rig->app, NULL, NULL, 0));
    assert_non_null(strstr(rig->app.status, "2 exports cancelled"));
    export_job_wait_orphans();
    export_listing(&e, listing, sizeof listing);
    assert_string_equal(listing, "");

    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    frames_until_progress(rig, 0.45, "encoding");                  /* its temporary file exists */
    export_listing(&e, listing, sizeof listing);
    assert_non_null(strstr(listing, "_answer.png."));
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT_CANCEL, 0);
    assert_non_null(strstr(rig->app.status, "Export cancelled"));
    export_job_wait_orphans();
    export_listing(&e, listing, sizeof listing);
    assert_string_equal(listing, "");

    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    frames_until_progress(rig, 0.45, "encoding");
    char names[1024];
    assert_int_equal(app_export_close(&rig->app, names, sizeof names), 1);   /* quitting */
    assert_non_null(strstr(names, "backtracker_1000x700_seed7_answer.png"));
    export_listing(&e, listing, sizeof listing);
    assert_string_equal(listing, "");
    export_close(&e);
}

/* 600x2 at 32 px would be 38432 px wide (over 16384): made at 13 px, the
 * largest that fits, and said so; the command line's bytes at 13. */
static void test_too_big_is_made_smaller(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, 600, 2, 1, 32);
    Rig *rig = &e.rig;
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_WORKSHEET);
    assert_non_null(strstr(rig->app.status, "seed1.png at 13 px a block (at 32 px "));
    frames_until_written(rig);
    assert_cli_png(&e, "backtracker_600x2_seed1.png", maze_of(&rig->app)->run, 13, false, "cli.png");
    export_close(&e);
}

/* S while a long export runs: the screenshot (the window read at once) is
 * written beside it, not after it, byte for byte the synchronous writer's. */
static void test_screenshot_does_not_wait(void **state)
{
    (void)state;
    ExportRig e;
    export_open(&e, BIG_W, BIG_H, 9, BIG_PX);
    Rig *rig = &e.rig;
    rig_frame(rig);
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_ANSWER);
    Picture pic;
    assert_true(screenshot_picture(rig->r, &pic));
    char want[512], got[512], used[600], err[600];
    export_path(&e, "sync_shot.png", want, sizeof want);
    assert_int_equal(png_save(&pic, want, OUTFILE_KEEP, used, sizeof used, err, sizeof err), MAZE_OK);
    export_path(&e, "shot.png", got, sizeof got);
    ExportSpec spec = { .work = EXPORT_WORK_PICTURE, .picture = &pic, .path = got, .what = "Screenshot" };
    assert_true(app_export_add(&rig->app, &spec));
    assert_null(pic.pixels);                                       /* taken over */
    for (int frames = 0; !strstr(rig->app.status, "Screenshot saved"); frames++) {
        assert_true(frames < MAX_FRAMES);
        rig_nap_ms(1);
        rig_frame(rig);
    }
    assert_true(app_export_busy(&rig->app, NULL, NULL, 0));        /* the answer key still runs */
    assert_same_file(got, want);
    frames_until_written(rig);
    assert_non_null(strstr(rig->app.status, "Answer key saved"));
    export_close(&e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_big_answer_key),
        cmocka_unit_test(test_new_maze_keeps_export),
        cmocka_unit_test(test_cancel_leaves_nothing),
        cmocka_unit_test(test_too_big_is_made_smaller),
        cmocka_unit_test(test_screenshot_does_not_wait),
        cmocka_unit_test(test_print_worksheet_on_hexagons),
        cmocka_unit_test(test_print_worksheet_is_the_cli_page),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
