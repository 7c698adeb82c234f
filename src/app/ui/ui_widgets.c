/* ui_widgets.c - the immediate-mode widgets: buttons, toggles, sliders,
 * text fields, progress bars, drawn with the frame's helpers (ui.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui.h"
#include "ui/ui_parts.h"

int ui_button_height(const Ui *ui)
{
    return ui->line_h[UI_FONT_BODY] + ui_px(ui, 5);
}

/* A clickable box: background by state, centred label. */
static bool ui_box_button(Ui *ui, const char *label, bool selected, bool disabled, bool left)
{
    char shown[128];
    UiRect r = ui_next(ui, ui_button_height(ui));
    bool hover;
    bool hit = ui_claim(ui, ui_id(label), r, &hover) && !disabled;
    UiColor bg = selected ? ui_theme.accent : hover && !disabled ? ui_theme.button_hot
               : ui_theme.button;
    UiColor fg = selected ? ui_theme.accent_text : disabled ? ui_theme.muted : ui_theme.text;
    ui_draw_rect(ui, r, bg);
    ui_shown(label, shown, sizeof shown);
    if (left)
        ui_text_in(ui, UI_FONT_BODY, r.x + ui_px(ui, 8), r.y + (r.h - ui->line_h[UI_FONT_BODY]) / 2,
                   fg, shown, ui_width(ui, UI_FONT_BODY, shown), ui_inset(ui, r, 4));
    else
        ui_text_centred(ui, UI_FONT_BODY, r, fg, shown);
    return hit;
}

bool ui_button(Ui *ui, const char *label, bool disabled)
{
    return ui_box_button(ui, label, false, disabled, false);
}

bool ui_hot(Ui *ui, const char *label, UiRect r)
{
    bool hover;
    return ui_claim(ui, ui_id(label), r, &hover);
}

bool ui_selectable(Ui *ui, const char *label, bool selected)
{
    return ui_box_button(ui, label, selected, false, true);
}

bool ui_toggle(Ui *ui, const char *label, bool *on)
{
    char shown[128];
    UiRect r = ui_next(ui, ui_button_height(ui));
    bool hover;
    bool hit = ui_claim(ui, ui_id(label), r, &hover);
    if (hit)
        *on = !*on;
    int box = ui->line_h[UI_FONT_BODY] - ui_px(ui, 2);
    UiRect b = { r.x, r.y + (r.h - box) / 2, box, box };
    ui_draw_rect(ui, b, *on ? ui_theme.accent : ui_theme.field);
    ui_draw_frame(ui, b, hover ? ui_theme.accent : ui_theme.muted);
    ui_shown(label, shown, sizeof shown);
    ui_text_in(ui, UI_FONT_BODY, b.x + box + ui_px(ui, 8), r.y + (r.h - ui->line_h[UI_FONT_BODY]) / 2,
               ui_theme.text, shown, ui_width(ui, UI_FONT_BODY, shown), r);
    return hit;
}

bool ui_slider(Ui *ui, const char *label, double *v, double lo, double hi,
               double wheel_step, const char *value_text)
{
    char shown[128];
    int lh = ui->line_h[UI_FONT_BODY];
    UiRect r = ui_next(ui, lh + ui_px(ui, 14));
    uint32_t id = ui_id(label);
    bool hover;
    ui_claim(ui, id, r, &hover);
    UiRect track = { r.x + ui_px(ui, 7), r.y + lh + ui_px(ui, 4), r.w - ui_px(ui, 14), ui_px(ui, 4) };
    double old = *v;
    if (ui->active == id && (ui->in.down || ui->in.pressed) && track.w > 0) {
        double f = (double)(ui->in.mx - track.x) / track.w;
        *v = lo + (f < 0 ? 0 : f > 1 ? 1 : f) * (hi - lo);
    }
    if (hover && ui->in.wheel && ui->in.wheel_ctrl) {
        ui->wheel_used = true;
        *v += ui->in.wheel * wheel_step;
        *v = *v < lo ? lo : *v > hi ? hi : *v;
    }
    double f = hi > lo ? (*v - lo) / (hi - lo) : 0;
    ui_label_value(ui, r, ui_theme.text, ui_shown(label, shown, sizeof shown), ui_theme.muted, value_text);
    ui_draw_rect(ui, track, ui_theme.track);
    int fill = (int)(f * track.w);
    ui_draw_rect(ui, (UiRect){ track.x, track.y, fill, track.h }, ui_theme.accent);
    int knob = ui_px(ui, 14);
    UiRect k = { track.x + fill - knob / 2, track.y + track.h / 2 - knob / 2, knob, knob };
    ui_draw_rect(ui, k, hover || ui->active == id ? ui_theme.accent : ui_theme.field);
    ui_draw_frame(ui, k, ui_theme.accent);
    return *v != old;
}

bool ui_field(Ui *ui, const char *label, char *buf, size_t cap, const char *accept)
{
    char shown[128];
    int lh = ui->line_h[UI_FONT_BODY];
    UiRect r = ui_next(ui, lh + ui_px(ui, 10));
    uint32_t id = ui_id(label);
    bool hover;
    if (ui_claim(ui, id, r, &hover))
        ui->focus = id;
    bool commit = false;
    if (ui->focus == id) {
        size_t len = strlen(buf);
        for (const char *t = ui->in.typed; *t; t++)
            if ((accept ? strchr(accept, *t) != NULL : *t >= ' ' && *t <= '~') && len + 1 < cap) {
                buf[len++] = *t;
                buf[len] = '\0';
            }
        if (ui->in.backspace && len > 0)
            buf[--len] = '\0';
        if (ui->in.enter) {
            commit = true;
            ui->focus = 0;
        }
    }
    ui_shown(label, shown, sizeof shown);
    int sw = ui_width(ui, UI_FONT_BODY, shown), lw = sw + ui_px(ui, 10);
    ui_text_in(ui, UI_FONT_BODY, r.x, r.y + (r.h - lh) / 2, ui_theme.text, shown, sw, r);
    UiRect box = { r.x + lw, r.y, r.w - lw, r.h };
    ui_draw_rect(ui, box, ui_theme.field);
    ui_draw_frame(ui, box, ui->focus == id ? ui_theme.accent : hover ? ui_theme.muted : ui_theme.track);
    int tx = box.x + ui_px(ui, 6);
    ui_text_in(ui, UI_FONT_BODY, tx, r.y + (r.h - lh) / 2, ui_theme.text, buf,
               ui_width(ui, UI_FONT_BODY, buf), box);
    if (ui->focus == id) {
        int cx = tx + ui_width(ui, UI_FONT_BODY, buf) + 1;
        ui_draw_rect(ui, (UiRect){ cx, r.y + ui_px(ui, 4), ui_px(ui, 2), r.h - ui_px(ui, 8) },
                     ui_theme.accent);
    }
    return commit;
}

void ui_progress(Ui *ui, double frac, const char *text)
{
    int lh = ui->line_h[UI_FONT_SMALL];
    UiRect r = ui_next(ui, lh + ui_px(ui, 6));
    frac = frac < 0 ? 0 : frac > 1 ? 1 : frac;
    ui_draw_rect(ui, r, ui_theme.track);
    ui_draw_rect(ui, (UiRect){ r.x, r.y, (int)(r.w * frac), r.h }, ui_theme.accent);
    ui_text_centred(ui, UI_FONT_SMALL, r, frac > 0.5 ? ui_theme.accent_text : ui_theme.text, text);
}
