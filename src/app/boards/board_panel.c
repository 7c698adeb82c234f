/* board_panel.c - panel pieces every board uses: choice labels that fit,
 * whole-number sliders, the seed field, the speed slider, legend swatches.
 * They record actions (app_post); they never change the App. SDL-free. */
#include "boards/board_panel.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The label of a choice among `cols` columns: its short name, or its id when
 * only the id fits the column (large projector text), else the short name
 * anyway; the id after "##kind:" either way. */
void board_panel_choice_label(Ui *ui, int cols, const char *kind, const char *name,
                               const char *id, char *buf, size_t cap)
{
    int colw = (ui->area.w - ui_px(ui, 6) * (cols - 1)) / cols - ui_px(ui, 16);
    bool use_id = ui->text_width(ui->text_ctx, UI_FONT_BODY, name) > colw &&
                  ui->text_width(ui->text_ctx, UI_FONT_BODY, id) <= colw;
    snprintf(buf, cap, "%s##%s:%s", use_id ? id : name, kind, id);
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

void board_panel_seed(BoardPanelSeed *p, Ui *ui, App *app, uint64_t seed, uint64_t generation)
{
    if (ui->focus != ui_id(PANEL_SEED_FIELD) &&
        (p->shown != seed || p->generation != generation || !p->text[0])) {
        snprintf(p->text, sizeof p->text, "%" PRIu64, seed);
        p->shown = seed;
        p->generation = generation;
    }
    ui_row(ui, 2);
    if (ui_field(ui, PANEL_SEED_FIELD, p->text, sizeof p->text, "0123456789")) {
        char *end;
        unsigned long long v = strtoull(p->text, &end, 10);
        if (p->text[0] && !*end)
            app_post_action(app, (AppAction){ .board = app->queue.from, .kind = BOARD_SET_SEED, .value = (uint64_t)v });
        p->text[0] = '\0';
    }
    if (ui_button(ui, "New seed", false))
        app_post(app, BOARD_NEW_SEED, 0);
}

void board_panel_speed(Ui *ui, App *app)
{
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    double v = app->set.speed;
    if (ui_slider(ui, PANEL_SPEED, &v, 0, 1, APP_SPEED_NOTCH, text))
        app_post_action(app, (AppAction){ .board = APP_FROM_SHELL, .kind = APP_SET_SPEED, .real = v });
}

UiColor board_panel_color(PalSlot s)
{
    PalColor c = palette_color(s);
    return (UiColor){ c.r, c.g, c.b, 255 };
}

void board_panel_swatch(Ui *ui, int *x, int y, UiColor c, const char *label)
{
    int lh = ui->line_h[UI_FONT_SMALL];
    int sw = lh - ui_px(ui, 4);
    UiRect sq = { *x, y + (lh - sw) / 2, sw, sw };
    ui_draw_rect(ui, sq, c);
    ui_draw_frame(ui, sq, ui_theme.muted);
    *x += sw + ui_px(ui, 6);
    ui_draw_text(ui, UI_FONT_SMALL, *x, y, ui_theme.text, label);
    *x += ui->text_width(ui->text_ctx, UI_FONT_SMALL, label) + ui_px(ui, 16);
}

void board_panel_footer(Ui *ui, App *app)
{
    ui_row(ui, 2);
    if (ui_button(ui, "Screenshot", false))
        app_post_shell(app, APP_SCREENSHOT, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post_shell(app, APP_HELP_TOGGLE, 0);
}
