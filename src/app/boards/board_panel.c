/* board_panel.c - panel pieces every board uses: choice labels that fit,
 * whole-number sliders, the seed field, the speed slider, legend swatches.
 * They record actions (app_post); they never change the App. SDL-free. */
#include "boards/board_panel.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"

void board_panel_choice_label(const char *kind, const char *name, const char *id, char *buf,
                              size_t cap)
{
    snprintf(buf, cap, "%s##%s:%s", name, kind, id);
}

int board_panel_cols_for(const Ui *ui, int max_cols, int tw)
{
    for (int c = max_cols; c > 1; c--)    /* ui_next's gap; 8 px each side clear */
        if (tw <= (ui->area.w - ui_px(ui, 4) * (c - 1)) / c - ui_px(ui, 16))
            return c;
    return 1;
}

void board_panel_choice_row(Ui *ui, size_t k, size_t n, int cols)
{
    if (k < n && k % (size_t)cols == 0)
        ui_row(ui, cols);
    while (k == n && ui->row_cols)
        ui_next(ui, 0);
}

void board_panel_int_slider(Ui *ui, App *app, const char *label, int value, int lo, int hi,
                            int kind)
{
    char text[16];
    double v = value;
    snprintf(text, sizeof text, "%d", value);
    if (ui_slider(ui, label, &v, lo, hi, 1, text) && (int)lround(v) != value)
        app_post(app, kind, lround(v));
}

/* The refused seed's message: Okabe-Ito vermillion, darkened to 4.5:1 on
 * the panel's grey. */
static const UiColor board_panel_warn = { 170, 60, 0, 255 };

void board_panel_seed(BoardPanelSeed *p, Ui *ui, App *app, uint64_t seed, uint64_t generation)
{
    /* A refused text stays until it is fixed or another seed takes over. */
    bool keep = p->bad && p->shown == seed;
    if (ui->focus != ui_id(PANEL_SEED_FIELD) && !keep &&
        (p->shown != seed || p->generation != generation || !p->text[0])) {
        snprintf(p->text, sizeof p->text, "%" PRIu64, seed);
        p->shown = seed;
        p->generation = generation;
        p->bad = false;
    }
    ui_row(ui, 2);
    /* Any text goes in; Enter checks it as the command line's --seed does. */
    if (ui_field(ui, PANEL_SEED_FIELD, p->text, sizeof p->text, NULL)) {
        uint64_t v;
        p->bad = !args_seed_value(p->text, &v);
        if (!p->bad) {
            app_post_action(app, (AppAction){ .board = app->queue.from, .kind = BOARD_SET_SEED, .value = v });
            p->text[0] = '\0';
        }
    }
    if (ui_button(ui, "New seed", false))
        app_post(app, BOARD_NEW_SEED, 0);
    if (p->bad)
        ui_text(ui, UI_FONT_SMALL, board_panel_warn,
                "Not a seed: a whole number from 0 to 18446744073709551615");
}

void board_panel_speed(Ui *ui, App *app)
{
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    double v = app->set.speed;
    /* The slim bar of a projector is too narrow for "Speed" beside its
     * widest value: the value says what it is ("9.9k steps/s"). */
    const char *label = ui_label_room(ui, PANEL_SPEED, "9.9k steps/s");
    if (ui_slider(ui, label, &v, 0, 1, APP_SPEED_NOTCH, text))
        app_post_action(app, (AppAction){ .board = APP_FROM_SHELL, .kind = APP_SET_SPEED, .real = v });
}

UiColor board_panel_color(PalSlot s)
{
    PalColor c = palette_color(s);
    return (UiColor){ c.r, c.g, c.b, 255 };
}

UiFont board_panel_bar_font(const App *app)
{
    /* A projector's audience reads the legend and the status as well as
     * the sentence: no smaller than it. */
    return app->set.large ? UI_FONT_BODY : UI_FONT_SMALL;
}

BoardLegendPen board_panel_legend_pen(const Ui *ui, const App *app, UiRect bar)
{
    int pad = ui_px(ui, 10);
    return (BoardLegendPen){ board_panel_bar_font(app), bar.x + pad, bar.y + ui_px(ui, 6), bar.x + bar.w - pad,
                             false };
}

/* True when an entry w pixels wide fits what is left of pen's line (once
 * one does not, none after it is drawn: the legend keeps its order). */
static bool board_panel_legend_room(BoardLegendPen *pen, int w)
{
    pen->full = pen->full || pen->x + w > pen->right;
    return !pen->full;
}

void board_panel_swatch(Ui *ui, BoardLegendPen *pen, UiColor c, const char *label)
{
    int lh = ui->line_h[pen->font];
    int sw = lh - ui_px(ui, 4), gap = ui_px(ui, 6);
    if (!board_panel_legend_room(pen, sw + gap + ui->text_width(ui->text_ctx, pen->font, label)))
        return;
    UiRect sq = { pen->x, pen->y + (lh - sw) / 2, sw, sw };
    ui_draw_rect(ui, sq, c);
    ui_draw_frame(ui, sq, ui_theme.muted);
    pen->x += sw + gap;
    board_panel_legend_text(ui, pen, label);
}

void board_panel_legend_text(Ui *ui, BoardLegendPen *pen, const char *text)
{
    int w = ui->text_width(ui->text_ctx, pen->font, text);
    if (!board_panel_legend_room(pen, w))
        return;
    ui_draw_text(ui, pen->font, pen->x, pen->y, ui_theme.text, text);
    pen->x += w + ui_px(ui, 16);
}

bool board_panel_words_fit(Ui *ui, UiFont f, const char *text)
{
    char word[128];
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " ");
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        if (ui->text_width(ui->text_ctx, f, word) > ui->area.w)
            return false;
        p += n + (p[n] == ' ');
    }
    return true;
}

void board_panel_slim_run(Ui *ui, App *app, const char *title, const char *detail, bool paused,
                          bool done, bool can_back)
{
    /* bold, unless a word of it would break: a projector's slim bar */
    UiFont f = board_panel_words_fit(ui, UI_FONT_BOLD, title) ? UI_FONT_BOLD
             : board_panel_words_fit(ui, UI_FONT_BODY, title) ? UI_FONT_BODY : UI_FONT_SMALL;
    ui_text(ui, f, ui_theme.text, title);
    if (detail[0])
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted, detail);
    ui_space(ui, 4);
    if (ui_button(ui, paused ? "Resume" PANEL_SLIM_RUN : "Pause" PANEL_SLIM_RUN, done))
        app_post(app, BOARD_PAUSE_TOGGLE, 0);
    char back[16], step[16];
    int tw = ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(PANEL_SLIM_BACK, back, sizeof back)),
        sw = ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(PANEL_SLIM_STEP, step, sizeof step));
    /* side by side where the wider fits its half (a button keeps 4 px clear each side) */
    bool two = (tw > sw ? tw : sw) <= (ui->area.w - ui_px(ui, 4)) / 2 - ui_px(ui, 8);
    ui_row(ui, two ? 2 : 1);
    if (ui_button(ui, PANEL_SLIM_BACK, !can_back))
        app_post(app, BOARD_STEP_BACK, 0);
    if (ui_button(ui, PANEL_SLIM_STEP, done))
        app_post(app, BOARD_STEP, 0);
    board_panel_speed(ui, app);
}

void board_panel_footer(Ui *ui, App *app)
{
    ui_row(ui, 2);
    if (ui_button(ui, "Screenshot", false))
        app_post_shell(app, APP_SCREENSHOT, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post_shell(app, APP_HELP_TOGGLE, 0);
}

void board_panel_zoom_fit(BoardZoom *bz, Ui *ui, App *app, UiRect corner)
{
    if (bz->fit_seen != app->fit_requests) {
        zoom_fit(&bz->zoom);
        bz->fit_seen = app->fit_requests;
    }
    if (!zoom_is_fit(&bz->zoom)) {
        char shown[32];
        int pad = ui_px(ui, 8), bh = ui_button_height(ui);
        int w = ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(PANEL_ZOOM_FIT, shown, sizeof shown)) +
                ui_px(ui, 24);
        ui_layout(ui, (UiRect){ corner.x + corner.w - w - pad, corner.y + pad, w, bh });
        if (ui_button(ui, PANEL_ZOOM_FIT, false))
            app_post_shell(app, APP_ZOOM_FIT, 0);
    }
}

ZoomPlace board_panel_zoom(BoardZoom *bz, Ui *ui, App *app, UiRect area, int cw, int ch,
                           const ZoomLimits *lim, bool pan_needs_ctrl)
{
    board_panel_zoom_fit(bz, ui, app, area);
    return zoom_frame(&bz->zoom, ui, area, cw, ch, lim, pan_needs_ctrl);
}
