/* test_app_layout.c - the window's layout with the real font (DejaVu, as
 * the window finds it) on a software renderer: in projector mode at
 * 1024x768 and 1280x720 the maze area takes at least 60% of the window;
 * at 1024x768 and 1280x800, in either mode, panel shown or hidden, for
 * every algorithm, every shape, on the Solve and Bias tabs and on the
 * Minesweeper board, no label is wider than the room its widget gave it
 * and none shows an internal id; the controls below the algorithm's
 * description stay put whichever algorithm is chosen, and none of the
 * Export section's or the buttons below it move when an export starts
 * (its progress bar takes the cell size slider's place); in a race of 2
 * or 4 compare panes each pane's count is drawn whole in its pane. */
#include "harness.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/bias/bias_view.h"
#include "boards/maze/maze_export.h"
#include "maze/shape.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "shell/overlay.h"
#include "shell/panel.h"
#include "maze/fonts.h"
#include "ui/text_cache.h"

#include "font_rig.h"

/* The share of the window the board's area takes. */
static double rig_area_share(const Rig *rig)
{
    SDL_Rect a = app_view_maze_area(&rig->view, &rig->app, rig->w, rig->h);
    return (double)a.w * a.h / ((double)rig->w * rig->h);
}

/* Every algorithm in turn (each variant of each), then the Bias tab and the
 * Minesweeper board; labels checked each time. The run controls below the
 * description keep their place while the panel is shown. */
static void check_every_screen(Rig *rig, const char *mode)
{
    char what[160];
    int generate_y = -1;
    rig->view.panel.scroll = 0;
    for (size_t k = 0; k < gen_algo_count; k++) {
        app_do(&rig->app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, (long)k);
        for (int v = 0; v < gen_algos[k]->variant_count; v++) {
            app_do(&rig->app, APP_BOARD_MAZE, MAZE_SELECT_VARIANT, v);
            rig_frame(rig);
            snprintf(what, sizeof what, "%s, %s (%s)", mode, gen_algos[k]->id, gen_algos[k]->variants[v].id);
            check_labels(rig, what);
            UiRect gen;
            if (!rig->app.panel_hidden) {
                assert_true(ui_spot(&rig->view.ui, PANEL_GENERATE, &gen));
                if (generate_y >= 0 && gen.y != generate_y)
                    fail_msg("%s: Generate moved from y %d to %d", what, generate_y, gen.y);
                generate_y = gen.y;
            }
        }
    }
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, 0);
    /* The shape button at each of its captions (the backtracker runs on all). */
    for (int k = SHAPE_KIND_COUNT - 1; k >= 0; k--) {
        app_do(&rig->app, APP_BOARD_MAZE, MAZE_SET_SHAPE, k);
        assert_int_equal(maze_set(&rig->app)->shape, k);
        rig_frame(rig);
        snprintf(what, sizeof what, "%s, shape %s", mode, shape_of_kind((ShapeKind)k)->id);
        check_labels(rig, what);
    }
    /* The speed's value beside its label, at its widest texts. */
    const double speed = rig->app.set.speed;
    const double speeds[] = { 0, app_speed_pos_for(9.9), app_speed_pos_for(999), app_speed_pos_for(9949),
                              app_speed_pos_for(99000), 1.0 - APP_SPEED_NOTCH, 1.0 };
    for (size_t k = 0; k < sizeof speeds / sizeof speeds[0]; k++) {
        rig->app.set.speed = speeds[k];
        rig_frame(rig);
        char text[32];
        app_speed_text(speeds[k], text, sizeof text);
        snprintf(what, sizeof what, "%s, speed %s", mode, text);
        check_labels(rig, what);
    }
    rig->app.set.speed = speed;
    app_do(&rig->app, APP_FROM_SHELL, APP_SHOW_TAB, APP_BOARD_MAZE);
    maze_set(&rig->app)->panel_tab = MAZE_TAB_BIAS;
    rig_frame(rig);
    snprintf(what, sizeof what, "%s, Bias tab", mode);
    check_labels(rig, what);
    maze_set(&rig->app)->panel_tab = MAZE_TAB_SOLVE;
    rig_frame(rig);
    snprintf(what, sizeof what, "%s, Solve tab", mode);
    check_labels(rig, what);
    maze_set(&rig->app)->panel_tab = MAZE_TAB_MAZE;
    app_do_action(&rig->app, &(AppAction){ .board = APP_FROM_SHELL, .kind = APP_SHOW_TAB,
                                           .arg = APP_BOARD_MINES });
    rig_frame(rig);
    snprintf(what, sizeof what, "%s, Minesweeper", mode);
    check_labels(rig, what);
    app_do_action(&rig->app, &(AppAction){ .board = APP_FROM_SHELL, .kind = APP_SHOW_TAB,
                                           .arg = APP_BOARD_MAZE });
}

/* Projector mode opens with the panel hidden: the maze takes >= 60% of a
 * 1024x768 and of a 1280x720 window, and P brings the panel back. */
static void test_projector_maze_share(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1024, 768 }, { 1280, 720 } };
    for (int k = 0; k < 2; k++) {
        Rig rig;
        rig_open(&rig, sizes[k][0], sizes[k][1], true);
        rig_frame(&rig);
        assert_true(rig.app.panel_hidden);
        double share = rig_area_share(&rig);
        printf("projector mode %dx%d: maze area %.1f%% of the window\n", rig.w, rig.h, 100 * share);
        assert_true(share >= 0.60);
        app_do(&rig.app, APP_FROM_SHELL, APP_PANEL_TOGGLE, 0);
        rig_frame(&rig);
        printf("projector mode %dx%d, panel shown: maze area %.1f%%\n", rig.w, rig.h,
               100 * rig_area_share(&rig));
        assert_true(rig_area_share(&rig) < share);
        rig_close(&rig);
    }
}

/* Calls check(rig, mode, ctx) at 1024x768 and 1280x800, in normal and
 * projector mode, with the panel shown and hidden; mode names them. */
static void each_mode(void (*check)(Rig *rig, const char *mode, void *ctx), void *ctx)
{
    static const int sizes[][2] = { { 1024, 768 }, { 1280, 800 } };
    for (int k = 0; k < 2; k++)
        for (int large = 0; large < 2; large++) {
            Rig rig;
            rig_open(&rig, sizes[k][0], sizes[k][1], large);
            for (int hidden = 0; hidden < 2; hidden++) {
                rig.app.panel_hidden = hidden;
                char mode[64];
                snprintf(mode, sizeof mode, "%dx%d %s, panel %s", rig.w, rig.h,
                         large ? "projector" : "normal", hidden ? "hidden" : "shown");
                check(&rig, mode, ctx);
            }
            rig_close(&rig);
        }
}

static void check_every_screen_in(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    check_every_screen(rig, mode);
}

/* No cut label, no id, controls that stay put, in every mode. */
static void test_labels_fit(void **state)
{
    (void)state;
    each_mode(check_every_screen_in, NULL);
}

/* At 1280x800 in normal mode the whole Maze tab fits without scrolling,
 * whichever algorithm is chosen. */
static void test_panel_fits_1280x800(void **state)
{
    (void)state;
    Rig rig;
    rig_open(&rig, 1280, 800, false);
    for (size_t k = 0; k < gen_algo_count; k++) {
        app_do(&rig.app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, (long)k);
        rig_frame(&rig);
        UiRect help;
        int bottom = rig.h - ui_px(&rig.view.ui, 14);      /* the panel's padding */
        assert_true(ui_spot(&rig.view.ui, "Help (H)", &help));
        if (help.y + help.h > bottom)
            fail_msg("%s: Help ends at y %d, below the panel's view (%d)", gen_algos[k]->id,
                     help.y + help.h, bottom);
        assert_int_equal(rig.view.panel.scroll, 0);
    }
    rig_close(&rig);
}

/* The longest status messages the window writes, with the largest values
 * they take (4000x4000, the largest seed) and the file names it makes. */
static const char *const long_status[] = {
    "Measuring in the window stops at 250000 cells a maze; for 4000x4000: mazelab stats --size 4000x4000",
    "Esc closes the help and Export; quit with Ctrl+Q or the window's close button",
    "Cleared in 9999 s: every safe cell is open. G: same board again, R: new board",
    "Finishing the maze first (step 31999999); the solver starts once it is done",
    "Recording: planning the frames (counting the solver's steps) -> "
    "screenshots/recursive-division-rooms_200x150_seed18446744073709551615_wall-right.gif",
    "Recording finished, saved: screenshots/growing-tree-mixed_200x150_seed18446744073709551615_wall-right.gif "
    "(12000 frames, 83886080 bytes)",
    "Saved screenshots/backtracker-vs-kruskal-vs-binary-tree-vs-wilson_4000x4000_seed18446744073709551615_"
    "20261123-153000.png",
    "Saved settings not used (line 12: unknown key \"screenshot-folder\"): starting from the defaults",
    "Walls the Right hand solver: 31999999 moves, path 15999999 cells",
};

/* The texts drawn in r, in order, with no space between them. */
static void texts_in(const Ui *ui, UiRect r, char *out, size_t cap)
{
    size_t n = 0;
    for (size_t k = 0; k < ui->ncmds; k++) {
        const UiCmd *c = &ui->cmds[k];
        if (c->kind != UI_CMD_TEXT || !ui_inside(r, c->rect.x, c->rect.y))
            continue;
        for (const char *t = ui->text + c->text; *t && n + 1 < cap; t++)
            if (*t != ' ')
                out[n++] = *t;
    }
    out[n] = '\0';
}

/* Every long status is shown whole in the bar under the maze: no line
 * wider than the bar, no line below the window, every character drawn.
 * *ctx counts the modes whose status has more than one line. */
static void check_status(Rig *rig, const char *mode, void *ctx)
{
    for (size_t m = 0; m < sizeof long_status / sizeof long_status[0]; m++) {
        snprintf(rig->app.status, sizeof rig->app.status, "%s", long_status[m]);
        app_view_frame(&rig->view, &rig->app);
        const Ui *ui = &rig->view.ui;
        SDL_Rect b = app_view_bar(&rig->view, &rig->app, rig->w, rig->h);
        UiRect bar = { b.x, b.y, b.w, b.h };
        char want[256], got[512];
        const char *first = NULL;
        if (ui_text_cut(ui, &first))
            fail_msg("%s, message %zu: \"%s\" does not fit its line", mode, m, first);
        texts_in(ui, bar, got, sizeof got);
        size_t n = 0;
        for (const char *t = rig->app.status; *t; t++)
            if (*t != ' ')
                want[n++] = *t;
        want[n] = '\0';
        if (!strstr(got, want))
            fail_msg("%s: the bar shows \"%s\", not all of \"%s\"", mode, got, want);
        for (size_t c = 0; c < ui->ncmds; c++) {
            const UiCmd *t = &ui->cmds[c];
            if (t->kind != UI_CMD_TEXT || !ui_inside(bar, t->rect.x, t->rect.y))
                continue;
            int tw = ui->text_width(ui->text_ctx, t->font, ui->text + t->text);
            if (t->rect.x + tw > bar.x + bar.w || t->rect.y + ui->line_h[t->font] > rig->h)
                fail_msg("%s, message %zu: \"%s\" leaves the bar", mode, m, ui->text + t->text);
        }
        if (m == 0) {
            printf("%s: bar %d px, %d status lines\n", mode, bar.w, overlay_status_lines(ui, bar.w));
            *(int *)ctx += overlay_status_lines(ui, bar.w) > 1;
        }
    }
}

/* The longest status messages, whole, in every mode. */
static void test_status_fits(void **state)
{
    (void)state;
    int wrapped = 0;
    each_mode(check_status, &wrapped);
    assert_true(wrapped >= 2);      /* 1024x768 with the panel shown, both modes */
}

/* The index of generator id in gen_algos. */
static int algo_index(const char *id)
{
    for (size_t k = 0; k < gen_algo_count; k++)
        if (strcmp(gen_algos[k]->id, id) == 0)
            return (int)k;
    fail_msg("no generator %s", id);
    return -1;
}

/* The contrast of text colour c on background bg (the palette's WCAG 2
 * ratio). */
static double ui_contrast(UiColor c, UiColor bg)
{
    return palette_contrast((PalColor){ c.r, c.g, c.b }, (PalColor){ bg.r, bg.g, bg.b });
}

/* Issue 22, item 13: the status and legend text at least 4.5:1 against
 * the bar (WCAG AA for text) and, in projector mode, no smaller than the
 * main text: a run showing its legend (Wilson's walk, the sentence's
 * cell) and a short status. */
static void check_bar_text(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    App *app = &rig->app;
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, algo_index("wilson"));
    for (int k = 0; k < 40; k++)
        app_do(app, APP_FROM_SHOWN, BOARD_STEP, 0);
    app_status(app, "Paused at step 40");
    rig_frame(rig);
    const Ui *ui = &rig->view.ui;
    SDL_Rect b = app_view_bar(&rig->view, app, rig->w, rig->h);
    UiRect bar = { b.x, b.y, b.w, b.h };
    int texts = 0;
    for (size_t c = 0; c < ui->ncmds; c++) {
        const UiCmd *t = &ui->cmds[c];
        if (t->kind != UI_CMD_TEXT || !ui_inside(bar, t->rect.x, t->rect.y))
            continue;
        texts++;
        double ratio = ui_contrast(t->color, ui_theme.panel);
        if (ratio < 4.5)
            fail_msg("%s: \"%s\" has %.2f:1 on the bar", mode, ui->text + t->text, ratio);
        if (app->set.large && ui->line_h[t->font] < ui->line_h[UI_FONT_BODY])
            fail_msg("%s: \"%s\" is smaller than the main text", mode, ui->text + t->text);
    }
    if (texts < 3)      /* the status and two legend entries at least */
        fail_msg("%s: %d texts in the bar", mode, texts);
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, 0);
}

/* Status and legend legible in every mode. */
static void test_bar_text_legible(void **state)
{
    (void)state;
    each_mode(check_bar_text, NULL);
}

/* The Export section's widgets that must not move when a file starts being
 * written, and the run's buttons below it. */
static const char *const export_spots[] = {
    "Worksheet PNG##export:worksheet", "Text##export:text", "Record GIF (V)##record", "Screenshot", PANEL_EXPORT,
    "Help (H)",
};
enum { EXPORT_SPOTS = sizeof export_spots / sizeof export_spots[0] };

/* With the Export section open, a worksheet being written: every widget in
 * export_spots where it was before, the panel not scrolled, Cancel export
 * where the cell size slider was, no label cut (the progress text
 * included). */
static void check_export_still(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    if (rig->app.panel_hidden)
        return;
    char tmpl[] = "/tmp/mazelab-layout-XXXXXX";
    assert_non_null(mkdtemp(tmpl));
    rig->app.set.screenshot_dir = tmpl;
    run_finish(maze_of(&rig->app)->run);
    maze_of(&rig->app)->export_open = true;
    rig->view.panel.scroll = 0;
    rig_frame(rig);
    check_labels(rig, mode);
    UiRect before[EXPORT_SPOTS], after;
    for (int k = 0; k < EXPORT_SPOTS; k++)
        if (!ui_spot(&rig->view.ui, export_spots[k], &before[k]))
            fail_msg("%s: no \"%s\" in the Export section", mode, export_spots[k]);
    int scroll = rig->view.panel.scroll;
    app_do(&rig->app, APP_BOARD_MAZE, MAZE_EXPORT, MAZE_EXPORT_WORKSHEET);
    assert_true(app_export_busy(&rig->app, NULL, NULL, 0));     /* until polled */
    rig_frame(rig);
    check_labels(rig, mode);
    for (int k = 0; k < EXPORT_SPOTS; k++) {
        assert_true(ui_spot(&rig->view.ui, export_spots[k], &after));
        if (memcmp(&after, &before[k], sizeof after) != 0)
            fail_msg("%s: \"%s\" moved from y %d to %d when the export started", mode, export_spots[k],
                     before[k].y, after.y);
    }
    assert_int_equal(rig->view.panel.scroll, scroll);
    UiRect slider, bar;         /* Cancel export in the cell size's place */
    assert_true(ui_spot(&rig->view.ui, "Cancel export##export:cancel", &bar));
    assert_false(ui_spot(&rig->view.ui, PANEL_EXPORT_PX, &slider));
    assert_true(bar.y >= before[0].y - 2 * ui_button_height(&rig->view.ui) && bar.y < before[0].y);
    char name[512], path[600];
    for (int k = 0; k < 100000 && app_export_busy(&rig->app, NULL, NULL, 0); k++) {
        struct timespec nap = { 0, 1000000 };
        nanosleep(&nap, NULL);
        app_export_poll(&rig->app);
    }
    maze_export_name(name, sizeof name, &rig->app, MAZE_EXPORT_WORKSHEET);
    snprintf(path, sizeof path, "%s/%s", tmpl, name);
    assert_int_equal(unlink(path), 0);
    assert_int_equal(rmdir(tmpl), 0);
    rig->app.set.screenshot_dir = "screenshots";
    maze_of(&rig->app)->export_open = false;
}

/* Nothing in the panel moves when an export starts, in every mode. */
static void test_export_keeps_place(void **state)
{
    (void)state;
    each_mode(check_export_still, NULL);
}

/* A race in `panes` compare panes with the longest names (recursive
 * division, growing tree), run to its end: each pane's count is drawn
 * whole inside its label's room (no character past the pane's edge or
 * under the maze), with the pane's own number, and no name is cut. */
static void check_race_counts(Rig *rig, const char *mode, void *ctx)
{
    int panes = *(const int *)ctx;
    App *app = &rig->app;
    maze_set(app)->w = 30, maze_set(app)->h = 20, app->set.speed = 1.0;     /* instant */
    maze_of(app)->paused = false;
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, algo_index("recursive-division"));
    for (int k = 1; k < MAZE_MAX_PANES; k++)
        maze_set(app)->pane_algo[k] = algo_index(k % 2 ? "growing-tree" : "recursive-division");
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, panes);
    app_do(app, APP_BOARD_MAZE, MAZE_SOLVE_RUN, 0);
    for (int k = 0; k < 5000 && !(app_settled(app) && bias_race_done(app)); k++)
        app_advance(app, 0.016, 50);
    assert_true(bias_race_done(app));
    app_view_frame(&rig->view, app);
    check_labels(rig, mode);
    const Ui *ui = &rig->view.ui;
    SDL_Rect a = app_view_maze_area(&rig->view, app, rig->w, rig->h);
    BiasPaneRects rects[MAZE_MAX_PANES];
    bias_view_layout(ui, (UiRect){ a.x, a.y, a.w, a.h }, panes, rects);
    for (int k = 0; k < panes; k++) {
        char want[32];
        snprintf(want, sizeof want, "%llu moves", (unsigned long long)bias_race_count(bias_race_run(app, k), NULL));
        const UiCmd *found = NULL;
        for (size_t c = 0; c < ui->ncmds; c++)
            if (ui->cmds[c].kind == UI_CMD_TEXT && ui_inside(rects[k].label, ui->cmds[c].rect.x, ui->cmds[c].rect.y) &&
                strstr(ui->text + ui->cmds[c].text, want))
                found = &ui->cmds[c];
        if (!found)
            fail_msg("%s, %d panes: pane %c shows no \"%s\"", mode, panes, 'A' + k, want);
        UiRect lab = rects[k].label;
        int tw = ui->text_width(ui->text_ctx, found->font, ui->text + found->text);
        if (found->rect.x + tw > lab.x + lab.w || found->rect.y + ui->line_h[found->font] > lab.y + lab.h ||
            found->rect.y + ui->line_h[found->font] > rects[k].maze.y)
            fail_msg("%s, %d panes: pane %c's \"%s\" leaves its label", mode, panes, 'A' + k,
                     ui->text + found->text);
    }
    app_do(app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 1);
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, 0);
}

/* Every pane's race count readable in its pane, 2 and 4 panes, every mode
 * (1024x768 in projector mode the narrowest). */
static void test_race_counts_fit(void **state)
{
    (void)state;
    for (int panes = 2; panes <= 4; panes += 2)
        each_mode(check_race_counts, &panes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_projector_maze_share),
        cmocka_unit_test(test_labels_fit),
        cmocka_unit_test(test_panel_fits_1280x800),
        cmocka_unit_test(test_status_fits),
        cmocka_unit_test(test_bar_text_legible),
        cmocka_unit_test(test_export_keeps_place),
        cmocka_unit_test(test_race_counts_fit),
    };
    return cmocka_run_group_tests(tests, font_rig_setup, font_rig_teardown);
}
