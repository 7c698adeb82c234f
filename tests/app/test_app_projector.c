/* test_app_projector.c - a projector that uses the screen (issue 22, item
 * 5), with the real font, at 800x600, 1024x768, 1280x800 and 1920x1080,
 * in normal and projector mode, panel shown and hidden:
 *   - nothing cut (no label wider than its room, no text past the
 *     window's sides), and the maze's share of the window: at least 55%
 *     of a 1024x768 projector with the panel hidden (a 30x20 maze);
 *   - with the panel hidden the pseudocode is in the slim bar, whole where
 *     it fits (1920x1080), else the highlighted line and those around it;
 *   - the help overlay fits every size: every key listed, every text in
 *     its box, the box in the window;
 *   - E with the panel hidden shows the panel with the Export section in
 *     view; with the panel shown, opening Export scrolls it into view; at
 *     1280x800 opening Export pushes no button off the window, whichever
 *     part of it (Files, Print, Slides) is shown, none with a label cut. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_panel.h"
#include "font_rig.h"
#include "shell/help.h"
#include "shell/input.h"
#include "shell/panel.h"

static const int sizes[][2] = { { 800, 600 }, { 1024, 768 }, { 1280, 800 }, { 1920, 1080 } };
enum { SIZES = sizeof sizes / sizeof sizes[0] };

/* Calls check at every size, in both modes, with the panel shown and
 * hidden (mode names them). */
static void each_layout(void (*check)(Rig *rig, const char *mode, void *ctx), void *ctx)
{
    for (int k = 0; k < SIZES; k++)
        for (int large = 0; large < 2; large++) {
            Rig rig;
            rig_open(&rig, sizes[k][0], sizes[k][1], large);
            for (int hidden = 0; hidden < 2; hidden++) {
                rig.app.panel_hidden = hidden;
                rig.view.panel.scroll = rig.view.panel.slim_scroll = 0;
                char mode[64];
                snprintf(mode, sizeof mode, "%dx%d %s, panel %s", rig.w, rig.h,
                         large ? "projector" : "normal", hidden ? "hidden" : "shown");
                check(&rig, mode, ctx);
            }
            rig_close(&rig);
        }
}

/* The maze picture's share of the window, as the last frame placed it. */
static double maze_share(const Rig *rig)
{
    const MazeBoardView *v = rig->view.board[APP_BOARD_MAZE];
    assert_non_null(v);
    const ZoomPlace *p = &v->zoom.zoom.last;
    return (double)p->w * p->h / ((double)rig->w * rig->h);
}

/* How many of the algorithm's pseudocode lines the frame drew whole (a
 * wrapped line counts when its first piece starts it), right of x. */
static int code_lines_drawn(const Rig *rig, const Pseudocode *code, int x)
{
    const Ui *ui = &rig->view.ui;
    int n = 0;
    for (int k = 0; k < code->count; k++) {
        const char *line = code->lines[k];
        while (*line == ' ')
            line++;
        for (size_t c = 0; c < ui->ncmds; c++) {
            const UiCmd *t = &ui->cmds[c];
            const char *text = ui->text + t->text;
            while (*text == ' ')
                text++;
            if (t->kind == UI_CMD_TEXT && t->rect.x >= x && text[0] &&
                strncmp(line, text, strlen(text)) == 0) {
                n++;
                break;
            }
        }
    }
    return n;
}

/* No text of the frame past the window's left or right side. */
static void check_inside(const Rig *rig, const char *mode)
{
    const Ui *ui = &rig->view.ui;
    for (size_t c = 0; c < ui->ncmds; c++) {
        const UiCmd *t = &ui->cmds[c];
        if (t->kind != UI_CMD_TEXT)
            continue;
        int tw = ui->text_width(ui->text_ctx, t->font, ui->text + t->text);
        if (t->rect.x < 0 || t->rect.x + tw > rig->w)
            fail_msg("%s: \"%s\" leaves the window (x %d, %d px)", mode, ui->text + t->text, t->rect.x, tw);
    }
}

/* Wilson's 30x20 maze 300 steps in, paused: the sentence, the pseudocode
 * and the legend all showing. Every label whole; the maze's share. */
static void check_screen(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    App *app = &rig->app;
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, gen_index(gen_find("wilson")));
    maze_of(app)->paused = true;
    for (int k = 0; k < 300; k++)
        app_do(app, APP_FROM_SHOWN, BOARD_STEP, 0);
    rig_frame(rig);
    check_labels(rig, mode);
    check_inside(rig, mode);
    double share = maze_share(rig);
    const Pseudocode *code = &maze_algo(app)->pseudocode;
    int slim_x = rig->w - panel_width(&rig->view.ui, app, rig->w);
    int aside = app->panel_hidden ? code_lines_drawn(rig, code, slim_x) : 0;
    printf("%s: maze %.1f%% of the window%s", mode, 100 * share, app->panel_hidden ? "," : "\n");
    if (app->panel_hidden)
        printf(" %d of %d pseudocode lines in the slim bar\n", aside, code->count);
    if (app->set.large && app->panel_hidden && rig->w == 1024 && share < 0.55)
        fail_msg("%s: the maze takes %.1f%% of the window, under 55%%", mode, 100 * share);
    if (app->panel_hidden && share < 0.35)
        fail_msg("%s: the maze takes %.1f%% of the window, under 35%%", mode, 100 * share);
    if (app->panel_hidden && aside < 1)
        fail_msg("%s: no pseudocode in the slim bar", mode);
    if (app->panel_hidden && rig->w == 1920 && aside < code->count)
        fail_msg("%s: %d of %d pseudocode lines in the slim bar", mode, aside, code->count);
    app_do(app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, 0);
}

/* Nothing cut and the maze's share, everywhere. */
static void test_every_size(void **state)
{
    (void)state;
    each_layout(check_screen, NULL);
}

/* The help at every size: every key listed, every text inside its box
 * (measured), the box inside the window. */
static void check_help(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    if (rig->app.panel_hidden)
        return;             /* the help covers the window either way */
    rig->app.help_visible = true;
    rig_frame(rig);
    const Ui *ui = &rig->view.ui;
    HelpLayout l = help_layout(&rig->view.ui, (UiRect){ 0, 0, rig->w, rig->h });
    if (l.box.x < 0 || l.box.y < 0 || l.box.x + l.box.w > rig->w || l.box.y + l.box.h > rig->h)
        fail_msg("%s: the help's box %dx%d+%d+%d leaves the window", mode, l.box.w, l.box.h, l.box.x, l.box.y);
    size_t first = 0;       /* the help's commands come after its box's */
    for (size_t c = 0; c < ui->ncmds; c++)
        if (ui->cmds[c].kind == UI_CMD_FRAME && memcmp(&ui->cmds[c].rect, &l.box, sizeof l.box) == 0)
            first = c;
    assert_true(first > 0);
    for (size_t c = first; c < ui->ncmds; c++) {
        const UiCmd *t = &ui->cmds[c];
        if (t->kind != UI_CMD_TEXT)
            continue;
        int tw = ui->text_width(ui->text_ctx, t->font, ui->text + t->text);
        if (t->rect.x < l.box.x || t->rect.x + tw > l.box.x + l.box.w || t->rect.y < l.box.y ||
            t->rect.y + ui->line_h[t->font] > l.box.y + l.box.h)
            fail_msg("%s: \"%s\" leaves the help's box", mode, ui->text + t->text);
    }
    const char *keys, *what;
    size_t lines = 0;
    for (size_t k = 0; input_help_line(k, &keys, &what); k++, lines++) {
        bool found = false;
        for (size_t c = first; c < ui->ncmds && !found; c++)
            found = ui->cmds[c].kind == UI_CMD_TEXT && strcmp(ui->text + ui->cmds[c].text, keys) == 0;
        if (!found)
            fail_msg("%s: the help has no line for %s", mode, keys);
    }
    printf("%s: help in %d column%s, %s font, %zu keys\n", mode, l.cols, l.cols > 1 ? "s" : "",
           l.compact ? "small" : "body", lines);
    rig->app.help_visible = false;
}

static void test_help_fits(void **state)
{
    (void)state;
    each_layout(check_help, NULL);
}

/* True when widget label shows whole inside the panel's view (the window,
 * less the panel's padding). */
static bool in_view(const Rig *rig, const char *label)
{
    UiRect r;
    int pad = ui_px(&rig->view.ui, 14);
    return ui_spot(&rig->view.ui, label, &r) && r.y >= pad && r.y + r.h <= rig->h - pad;
}

static const char *const export_widgets[] = {
    "Worksheet PNG##export:worksheet", "Text##export:text", "Record GIF (V)##record",
};

/* E with the panel hidden shows the panel, the Export section in view; E
 * with the panel shown and scrolled to its top scrolls Export into view. */
static void check_export_opens(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    App *app = &rig->app;
    maze_of(app)->export_open = false;
    rig_frame(rig);
    app_do(app, APP_BOARD_MAZE, MAZE_EXPORT_PANEL, 0);
    rig_frame(rig);
    assert_false(app->panel_hidden);
    assert_true(maze_of(app)->export_open);
    for (size_t k = 0; k < sizeof export_widgets / sizeof export_widgets[0]; k++)
        if (!in_view(rig, export_widgets[k]))
            fail_msg("%s: E leaves \"%s\" out of view", mode, export_widgets[k]);
    int scroll = rig->view.panel.scroll;        /* and the wheel is free again */
    rig_frame(rig);
    assert_int_equal(rig->view.panel.scroll, scroll);
    app_do(app, APP_BOARD_MAZE, MAZE_EXPORT_PANEL, 0);
}

static void test_export_comes_into_view(void **state)
{
    (void)state;
    each_layout(check_export_opens, NULL);
}

/* Each part of the Export section (Files, Print, Slides; Print with one
 * pane and with four), every label whole. */
static void check_export_parts(Rig *rig, const char *mode, void *ctx)
{
    (void)ctx;
    App *app = &rig->app;
    if (app->panel_hidden)
        return;
    maze_of(app)->export_open = true;
    for (int panes = 1; panes <= 4; panes += 3) {
        app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, panes);
        for (int tab = 0; tab < MAZE_EXPORT_TABS; tab++) {
            app_do(app, APP_BOARD_MAZE, MAZE_EXPORT_TAB, tab);
            maze_set(app)->out.per_page = 4;
            maze_set(app)->out.seed = false;        /* the longest captions */
            rig_frame(rig);
            char what[128];
            snprintf(what, sizeof what, "%s, Export part %d, %d pane%s", mode, tab, panes, panes > 1 ? "s" : "");
            check_labels(rig, what);
        }
    }
    app_do(app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 1);
    app_do(app, APP_BOARD_MAZE, MAZE_EXPORT_TAB, MAZE_EXPORT_TAB_FILES);
    maze_of(app)->export_open = false;
}

static void test_export_parts_fit(void **state)
{
    (void)state;
    each_layout(check_export_parts, NULL);
}

/* At 1280x800 in normal mode the whole Maze tab, Export open, fits the
 * window without scrolling, whichever algorithm is chosen (it used to
 * push the bottom row half off the window). */
static void test_export_fits_1280x800(void **state)
{
    (void)state;
    Rig rig;
    rig_open(&rig, 1280, 800, false);
    run_finish(maze_of(&rig.app)->run);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_EXPORT_PANEL, 0);
    static const char *const bottom_row[] = { "Screenshot", PANEL_EXPORT, "Help (H)" };
    for (size_t k = 0; k < gen_algo_count; k++) {
        app_do(&rig.app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, (long)k);
        rig_frame(&rig);
        for (size_t b = 0; b < sizeof bottom_row / sizeof bottom_row[0]; b++)
            if (!in_view(&rig, bottom_row[b]))
                fail_msg("%s: \"%s\" is off the window with Export open", gen_algos[k]->id, bottom_row[b]);
        assert_int_equal(rig.view.panel.scroll, 0);
    }
    for (int tab = 0; tab < MAZE_EXPORT_TABS; tab++) {     /* each part in the same room */
        app_do(&rig.app, APP_BOARD_MAZE, MAZE_EXPORT_TAB, tab);
        rig_frame(&rig);
        for (size_t b = 0; b < sizeof bottom_row / sizeof bottom_row[0]; b++)
            if (!in_view(&rig, bottom_row[b]))
                fail_msg("part %d: \"%s\" is off the window with Export open", tab, bottom_row[b]);
    }
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_size),
        cmocka_unit_test(test_help_fits),
        cmocka_unit_test(test_export_comes_into_view),
        cmocka_unit_test(test_export_fits_1280x800),
        cmocka_unit_test(test_export_parts_fit),
    };
    return cmocka_run_group_tests(tests, font_rig_setup, font_rig_teardown);
}
