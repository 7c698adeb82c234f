/* test_app_slides.c - Record as slides (issue 22, item 7), in the real
 * shell driven by SDL events, the GIF decoded with giflib:
 *   - each frame is a slide of the chosen width: the title bar (algorithm,
 *     size, seed) and the step counter, the maze scaled up, and the step's
 *     sentence; the first and last frames are pixel for pixel what
 *     slide_draw makes of a run of the same maze stepped as far, with the
 *     sentence of its last step (an independent run and report);
 *   - "from event" starts the recording at the run's first milestone
 *     (Wilson's: the first walk joins the maze, as a timeline over an
 *     independent run finds it), the first frame showing that step's
 *     sentence;
 *   - PNG frames: a folder of numbered PNGs, one a frame, each the slide's
 *     size. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "maze/anim.h"
#include "maze/fonts.h"
#include "maze/sentence.h"
#include "maze/slide.h"
#include "maze/timeline.h"

#include "record_rig.h"

enum { W = 10, H = 8, SLIDE_W = 640, STEPS_IN = 12 };

/* The slide slide_draw makes of run (a w x h maze drawn as the recording
 * draws a pane: its blocks with its sets) with counter and the sentence of
 * report (NULL: none); *fw x *fh, malloc'd. */
static uint8_t *expected_slide(const GenRun *run, const char *counter, const StepReport *report, int *fw, int *fh)
{
    int bw = 2 * W + 1, bh = 2 * H + 1;
    uint8_t *blocks = malloc((size_t)bw * (size_t)bh);
    assert_non_null(blocks);
    anim_blocks(&run->grid, NULL, UINT32_MAX, blocks);
    anim_blocks_sets(run, blocks);
    SlideLayout l;
    assert_int_equal(slide_layout(SLIDE_W, bw, bh, &l, NULL, 0), MAZE_OK);
    char regular[1024], bold[1024], sentence[256] = "", title[128];
    assert_true(fonts_find(MAZE_FONT_REGULAR, regular, sizeof regular));
    assert_true(fonts_find(MAZE_FONT_BOLD, bold, sizeof bold));
    SlideFont *tf = slide_font_open(bold, l.title_px, NULL, 0), *sf = slide_font_open(regular, l.text_px, NULL, 0);
    assert_non_null(tf);
    assert_non_null(sf);
    if (report)
        sentence_write(run->algo->kinds, report, W, sentence, sizeof sentence, NULL);
    snprintf(title, sizeof title, "%s, %dx%d, seed 7", run->algo->name, W, H);
    uint8_t *frame = malloc((size_t)l.w * (size_t)l.h);
    assert_non_null(frame);
    slide_draw(&l, blocks, tf, sf, &(SlideText){ title, counter, sentence }, frame);
    slide_font_close(tf);
    slide_font_close(sf);
    free(blocks);
    *fw = l.w;
    *fh = l.h;
    return frame;
}

/* Wilson's W x H maze of seed 7 after n steps, its last step's report in
 * *report. */
static GenRun *run_to(uint64_t n, StepReport *report)
{
    GenRun *run = gen_run_new(gen_find("wilson"), 0, W, H, 7, NULL);
    assert_non_null(run);
    if (n > 1)
        assert_int_equal(run_step(run, n - 1), n - 1);
    run_set_report(run, report);
    assert_int_equal(run_step(run, 1), 1);
    run_set_report(run, NULL);
    return run;
}

/* Frames put together equal `want` (fw x fh); names the first difference. */
static void assert_frame(const uint8_t *got, int gw, int gh, const uint8_t *want, int fw, int fh, const char *what)
{
    assert_int_equal(gw, fw);
    assert_int_equal(gh, fh);
    for (size_t k = 0; k < (size_t)fw * (size_t)fh; k++)
        if (got[k] != want[k])
            fail_msg("%s: pixel (%zu,%zu) is %d, not %d", what, k % (size_t)fw, k / (size_t)fw, got[k], want[k]);
}

/* The shell on Wilson's maze, slides SLIDE_W wide; `steps` steps in. */
static void slides_open(AppShell *sh, int steps, bool milestone, bool pngs)
{
    rec_open(sh, "wilson", W, H, 40);
    MazeExportChoice *c = &maze_set(&sh->app)->out;
    c->slide_w = SLIDE_W;
    c->slide_milestone = milestone;
    c->slide_pngs = pngs;
    for (int k = 0; k < steps; k++)
        rec_key(SDLK_RIGHT);
    app_shell_frame(sh, false);
    assert_int_equal(maze_of(&sh->app)->run->steps, (uint64_t)steps);
}

/* The first frame: STEPS_IN steps in, "step 12" (the total not counted
 * yet), that step's sentence; the last: the finished maze, "step T of T",
 * the last step's sentence. */
static void test_slide_pixels(void **state)
{
    (void)state;
    static AppShell sh;
    slides_open(&sh, STEPS_IN, false, false);
    rec_key(SDLK_v);
    app_shell_frame(&sh, false);
    assert_true(maze_record_active(&sh.app));
    sh.app.set.speed = 1.0;
    rec_key(SDLK_SPACE);
    rec_run(&sh, 100000);
    uint64_t total = maze_of(&sh.app)->run->steps;
    assert_true(run_done(maze_of(&sh.app)->run));
    char path[512];
    snprintf(path, sizeof path, "%s/wilson_%dx%d_seed7.gif", rec_dir, W, H);
    int gw, gh, fw, fh;
    uint8_t *first = NULL, *last = NULL;
    int frames = rec_decode(path, &gw, &gh, &first, &last);
    printf("slides: %d frames of %dx%d\n", frames, gw, gh);
    assert_true(frames >= 4 && frames <= 40);
    StepReport report;
    GenRun *run = run_to(STEPS_IN, &report);
    char counter[64];
    snprintf(counter, sizeof counter, "step %d", STEPS_IN);
    uint8_t *want = expected_slide(run, counter, &report, &fw, &fh);
    assert_frame(first, gw, gh, want, fw, fh, "the first slide");
    free(want);
    run_free(run);
    run = run_to(total, &report);
    assert_true(run_done(run));
    snprintf(counter, sizeof counter, "step %llu of %llu", (unsigned long long)total, (unsigned long long)total);
    want = expected_slide(run, counter, &report, &fw, &fh);
    assert_frame(last, gw, gh, want, fw, fh, "the last slide");
    free(want);
    run_free(run);
    free(first);
    free(last);
    unlink(path);
    app_shell_close(&sh);
}

/* "From event": the recording starts at the first milestone (Wilson's
 * first walk joined to the maze), not at step 0. */
static void test_slides_from_milestone(void **state)
{
    (void)state;
    static AppShell sh;
    slides_open(&sh, 0, true, false);
    rec_key(SDLK_v);
    app_shell_frame(&sh, false);
    uint64_t at = maze_of(&sh.app)->run->steps;
    /* The independent count: a timeline over a fresh run, to its first
     * milestone. */
    GenRun *run = gen_run_new(gen_find("wilson"), 0, W, H, 7, NULL);
    StepReport report;
    run_set_report(run, &report);
    Timeline *tl = timeline_new_run(run, NULL);
    assert_non_null(tl);
    TimelineFind found;
    assert_int_equal(timeline_next_milestone(tl, 0, &found), MAZE_OK);
    assert_int_equal(found, TIMELINE_FOUND);
    printf("the first milestone: step %llu\n", (unsigned long long)run->steps);
    assert_int_equal(at, run->steps);
    assert_true(at > 1);
    sh.app.set.speed = 1.0;
    rec_key(SDLK_SPACE);
    rec_run(&sh, 100000);
    char path[512], counter[64];
    snprintf(path, sizeof path, "%s/wilson_%dx%d_seed7.gif", rec_dir, W, H);
    int gw, gh, fw, fh;
    uint8_t *first = NULL, *last = NULL;
    rec_decode(path, &gw, &gh, &first, &last);
    snprintf(counter, sizeof counter, "step %llu", (unsigned long long)at);
    uint8_t *want = expected_slide(run, counter, &report, &fw, &fh);
    assert_frame(first, gw, gh, want, fw, fh, "the milestone's slide");
    free(want);
    free(first);
    free(last);
    timeline_free(tl);
    run_free(run);
    unlink(path);
    app_shell_close(&sh);
}

/* PNG frames: a folder of numbered PNGs the slide's size, one a frame. */
static void test_slide_pngs(void **state)
{
    (void)state;
    static AppShell sh;
    slides_open(&sh, STEPS_IN, false, true);
    rec_key(SDLK_v);
    app_shell_frame(&sh, false);
    sh.app.set.speed = 1.0;
    rec_key(SDLK_SPACE);
    rec_run(&sh, 100000);
    assert_non_null(strstr(sh.app.status, "Recording done, saved: "));
    char dir[512];
    snprintf(dir, sizeof dir, "%s/wilson_%dx%d_seed7", rec_dir, W, H);
    assert_non_null(strstr(sh.app.status, dir));
    SlideLayout l;
    assert_int_equal(slide_layout(SLIDE_W, 2 * W + 1, 2 * H + 1, &l, NULL, 0), MAZE_OK);
    int n = 0;
    for (;; n++) {
        char path[600];
        unsigned char b[24];
        snprintf(path, sizeof path, "%s/%04d.png", dir, n + 1);
        FILE *f = fopen(path, "rb");
        if (!f)
            break;
        assert_int_equal(fread(b, 1, sizeof b, f), sizeof b);
        fclose(f);
        assert_memory_equal(b + 12, "IHDR", 4);
        assert_int_equal((b[16] << 24 | b[17] << 16 | b[18] << 8 | b[19]), l.w);
        assert_int_equal((b[20] << 24 | b[21] << 16 | b[22] << 8 | b[23]), l.h);
        unlink(path);
    }
    printf("PNG frames: %d\n", n);
    assert_true(n >= 4 && n <= 40);
    assert_int_equal(rmdir(dir), 0);        /* nothing else in it */
    app_shell_close(&sh);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_slide_pixels),
        cmocka_unit_test(test_slides_from_milestone),
        cmocka_unit_test(test_slide_pngs),
    };
    return cmocka_run_group_tests(tests, rec_setup, rec_teardown);
}
