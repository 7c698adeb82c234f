/* ui.c - immediate-mode widgets: layout, hit-testing, draw commands. */
#include "ui/ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const int ui_font_px[UI_FONT_COUNT] = { 15, 15, 13, 22 };

const UiTheme ui_theme = {
    .panel = { 243, 244, 246, 255 },
    .text = { 31, 41, 51, 255 },
    .muted = { 100, 108, 120, 255 },
    .accent = { 0, 114, 178, 255 },
    .accent_text = { 255, 255, 255, 255 },
    .button = { 226, 230, 234, 255 },
    .button_hot = { 206, 214, 222, 255 },
    .track = { 201, 209, 217, 255 },
    .field = { 255, 255, 255, 255 },
};

/* ---- buffers ------------------------------------------------------------- */

/* Grows *buf (elem bytes each) to hold need entries; false when out of memory. */
static bool ui_reserve(void **buf, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap * 2 : 64;
    while (n < need)
        n *= 2;
    void *p = realloc(*buf, n * elem);
    if (!p)
        return false;
    *buf = p;
    *cap = n;
    return true;
}

static UiCmd *ui_push(Ui *ui, UiCmdKind kind, UiRect r, UiColor c)
{
    if (!ui_reserve((void **)&ui->cmds, &ui->cmd_cap, ui->ncmds + 1, sizeof *ui->cmds)) {
        ui->oom = true;
        return NULL;
    }
    UiCmd *cmd = &ui->cmds[ui->ncmds++];
    *cmd = (UiCmd){ .kind = kind, .rect = r, .color = c };
    return cmd;
}

void ui_init(Ui *ui, UiTextWidthFn fn, void *ctx)
{
    ui->text_width = fn;
    ui->text_ctx = ctx;
    if (ui->scale <= 0)
        ui->scale = 1;
}

void ui_free(Ui *ui)
{
    free(ui->cmds);
    free(ui->text);
    free(ui->spots);
    ui->cmds = NULL;
    ui->text = NULL;
    ui->spots = NULL;
    ui->ncmds = ui->cmd_cap = ui->text_len = ui->text_cap = ui->nspots = ui->spot_cap = 0;
}

int ui_px(const Ui *ui, int v)
{
    return (int)(v * ui->scale + 0.5);
}

uint32_t ui_id(const char *label)
{
    const char *suffix = strstr(label, "##");
    if (suffix)
        label = suffix;
    uint32_t h = 2166136261u;   /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)label; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h ? h : 1;
}

const char *ui_shown(const char *label, char *buf, size_t cap)
{
    const char *cut = strstr(label, "##");
    size_t n = cut ? (size_t)(cut - label) : strlen(label);
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, label, n);
    buf[n] = '\0';
    return buf;
}

bool ui_inside(UiRect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool ui_ids_unique(const Ui *ui)
{
    for (size_t a = 0; a < ui->nspots; a++)
        for (size_t b = a + 1; b < ui->nspots; b++)
            if (ui->spots[a].id == ui->spots[b].id)
                return false;
    return true;
}

bool ui_spot(const Ui *ui, const char *label, UiRect *out)
{
    uint32_t id = ui_id(label);
    for (size_t k = 0; k < ui->nspots; k++)
        if (ui->spots[k].id == id) {
            *out = ui->spots[k].rect;
            return true;
        }
    return false;
}

/* Records a widget's rectangle and reports its pointer state: hovered, and
 * whether this frame's press landed on it. */
static bool ui_claim(Ui *ui, uint32_t id, UiRect r, bool *hover)
{
    if (ui_reserve((void **)&ui->spots, &ui->spot_cap, ui->nspots + 1, sizeof *ui->spots))
        ui->spots[ui->nspots++] = (UiSpot){ id, r };
    *hover = ui_inside(r, ui->in.mx, ui->in.my) && (!ui->active || ui->active == id) &&
             (!ui->clipping || ui_inside(ui->clip, ui->in.mx, ui->in.my));
    if (*hover && ui->in.pressed && !ui->pointer_used) {
        ui->pointer_used = true;
        ui->active = id;
        return true;
    }
    return false;
}

/* ---- frame and layout ---------------------------------------------------- */

void ui_layout(Ui *ui, UiRect area)
{
    ui->area = area;
    ui->cy = area.y;
    ui->row_cols = 0;
}

void ui_begin(Ui *ui, UiRect area)
{
    ui->ncmds = 0;
    ui->text_len = 0;
    ui->nspots = 0;
    ui->pointer_used = false;
    ui->wheel_used = false;
    ui->clipping = false;
    ui->oom = false;
    ui_layout(ui, area);
}

void ui_end(Ui *ui)
{
    if (ui->in.pressed && !ui->pointer_used)
        ui->focus = 0;
    if (!ui->in.down)
        ui->active = 0;
}

void ui_row(Ui *ui, int cols)
{
    ui->row_cols = cols > 0 ? cols : 0;
    ui->row_i = 0;
    ui->row_h = 0;
}

void ui_space(Ui *ui, int px)
{
    ui->cy += ui_px(ui, px);
}

UiRect ui_next(Ui *ui, int h)
{
    int gap = ui_px(ui, 4);
    if (ui->row_cols > 0) {
        int cw = (ui->area.w - gap * (ui->row_cols - 1)) / ui->row_cols;
        UiRect r = { ui->area.x + ui->row_i * (cw + gap), ui->cy, cw, h };
        if (ui->row_i == ui->row_cols - 1)
            r.w = ui->area.x + ui->area.w - r.x;
        if (h > ui->row_h)
            ui->row_h = h;
        if (++ui->row_i == ui->row_cols) {
            ui->cy += ui->row_h + gap;
            ui->row_cols = 0;
        }
        return r;
    }
    UiRect r = { ui->area.x, ui->cy, ui->area.w, h };
    ui->cy += h + gap;
    return r;
}

/* ---- scroll regions ------------------------------------------------------ */

void ui_scroll_begin(Ui *ui, UiRect view, int scroll)
{
    ui_push(ui, UI_CMD_CLIP, view, ui_theme.panel);
    ui->clip = view;
    ui->clipping = true;
    ui_layout(ui, (UiRect){ view.x, view.y - scroll, view.w, view.h });
}

int ui_scroll_end(Ui *ui, UiRect view, int scroll)
{
    int content = ui->cy - (view.y - scroll);
    int max = content > view.h ? content - view.h : 0;
    if (ui->in.wheel && !ui->wheel_used && ui_inside(view, ui->in.mx, ui->in.my)) {
        scroll -= ui->in.wheel * ui_px(ui, 48);
        ui->wheel_used = true;
    }
    scroll = scroll < 0 ? 0 : scroll > max ? max : scroll;
    ui_push(ui, UI_CMD_UNCLIP, view, ui_theme.panel);
    ui->clipping = false;
    if (max > 0) {              /* a thin bar at the right edge: where we are */
        int bar_w = ui_px(ui, 4), thumb = view.h * view.h / content;
        UiRect track = { view.x + view.w + ui_px(ui, 5), view.y, bar_w, view.h };
        ui_draw_rect(ui, track, ui_theme.track);
        ui_draw_rect(ui, (UiRect){ track.x, view.y + (view.h - thumb) * scroll / max, bar_w, thumb },
                     ui_theme.muted);
    }
    return scroll;
}

/* ---- drawing primitives -------------------------------------------------- */

void ui_draw_rect(Ui *ui, UiRect r, UiColor c)
{
    ui_push(ui, UI_CMD_RECT, r, c);
}

void ui_draw_frame(Ui *ui, UiRect r, UiColor c)
{
    ui_push(ui, UI_CMD_FRAME, r, c);
}

void ui_draw_text(Ui *ui, UiFont f, int x, int y, UiColor c, const char *text)
{
    size_t n = strlen(text);
    if (!ui_reserve((void **)&ui->text, &ui->text_cap, ui->text_len + n + 1, 1)) {
        ui->oom = true;
        return;
    }
    UiCmd *cmd = ui_push(ui, UI_CMD_TEXT, (UiRect){ x, y, 0, ui->line_h[f] }, c);
    if (!cmd)
        return;
    cmd->font = f;
    cmd->text = ui->text_len;
    memcpy(ui->text + ui->text_len, text, n + 1);
    ui->text_len += n + 1;
}

static int ui_width(Ui *ui, UiFont f, const char *text)
{
    return ui->text_width(ui->text_ctx, f, text);
}

/* Draws text centred in r. */
static void ui_text_centred(Ui *ui, UiFont f, UiRect r, UiColor c, const char *text)
{
    int tw = ui_width(ui, f, text);
    ui_draw_text(ui, f, r.x + (r.w - tw) / 2, r.y + (r.h - ui->line_h[f]) / 2, c, text);
}

/* ---- widgets ------------------------------------------------------------- */

void ui_heading(Ui *ui, const char *text)
{
    ui_space(ui, 3);
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BOLD] + ui_px(ui, 4));
    ui_draw_text(ui, UI_FONT_BOLD, r.x, r.y, ui_theme.text, text);
    ui_draw_rect(ui, (UiRect){ r.x, r.y + r.h - ui_px(ui, 1), r.w, ui_px(ui, 1) > 0 ? ui_px(ui, 1) : 1 },
                 ui_theme.track);
}

void ui_text(Ui *ui, UiFont f, UiColor c, const char *text)
{
    char line[256];
    size_t len = 0;
    const char *p = text;
    int lines = 0;
    UiRect box = { ui->area.x, ui->cy, ui->area.w, 0 };
    while (*p) {
        const char *word_end = p;
        while (*word_end == ' ')
            word_end++;
        while (*word_end && *word_end != ' ' && *word_end != '\n')
            word_end++;
        size_t wl = (size_t)(word_end - p);
        char trial[256];
        if (len + wl >= sizeof trial)
            wl = sizeof trial - len - 1;
        memcpy(trial, line, len);
        memcpy(trial + len, p, wl);
        trial[len + wl] = '\0';
        if (len > 0 && ui_width(ui, f, trial) > box.w) {
            line[len] = '\0';
            ui_draw_text(ui, f, box.x, box.y + lines++ * ui->line_h[f], c, line);
            while (*p == ' ')
                p++;
            len = 0;
            continue;
        }
        memcpy(line, trial, len + wl + 1);
        len += wl;
        p = word_end;
        if (*p == '\n') {
            ui_draw_text(ui, f, box.x, box.y + lines++ * ui->line_h[f], c, line);
            len = 0;
            p++;
        }
    }
    if (len > 0) {
        line[len] = '\0';
        ui_draw_text(ui, f, box.x, box.y + lines++ * ui->line_h[f], c, line);
    }
    ui_next(ui, lines * ui->line_h[f]);
}

void ui_pair(Ui *ui, const char *label, const char *value)
{
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BODY]);
    ui_draw_text(ui, UI_FONT_BODY, r.x, r.y, ui_theme.muted, label);
    ui_draw_text(ui, UI_FONT_BODY, r.x + r.w - ui_width(ui, UI_FONT_BODY, value), r.y,
                 ui_theme.text, value);
}

/* A clickable box: background by state, centred label. */
static bool ui_box_button(Ui *ui, const char *label, bool selected, bool disabled, bool left)
{
    char shown[128];
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BODY] + ui_px(ui, 8));
    bool hover;
    bool hit = ui_claim(ui, ui_id(label), r, &hover) && !disabled;
    UiColor bg = selected ? ui_theme.accent : hover && !disabled ? ui_theme.button_hot
               : ui_theme.button;
    UiColor fg = selected ? ui_theme.accent_text : disabled ? ui_theme.muted : ui_theme.text;
    ui_draw_rect(ui, r, bg);
    ui_shown(label, shown, sizeof shown);
    if (left)
        ui_draw_text(ui, UI_FONT_BODY, r.x + ui_px(ui, 8), r.y + (r.h - ui->line_h[UI_FONT_BODY]) / 2,
                     fg, shown);
    else
        ui_text_centred(ui, UI_FONT_BODY, r, fg, shown);
    return hit;
}

bool ui_button(Ui *ui, const char *label, bool disabled)
{
    return ui_box_button(ui, label, false, disabled, false);
}

bool ui_selectable(Ui *ui, const char *label, bool selected)
{
    return ui_box_button(ui, label, selected, false, true);
}

bool ui_toggle(Ui *ui, const char *label, bool *on)
{
    char shown[128];
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BODY] + ui_px(ui, 8));
    bool hover;
    bool hit = ui_claim(ui, ui_id(label), r, &hover);
    if (hit)
        *on = !*on;
    int box = ui->line_h[UI_FONT_BODY] - ui_px(ui, 2);
    UiRect b = { r.x, r.y + (r.h - box) / 2, box, box };
    ui_draw_rect(ui, b, *on ? ui_theme.accent : ui_theme.field);
    ui_draw_frame(ui, b, hover ? ui_theme.accent : ui_theme.muted);
    ui_draw_text(ui, UI_FONT_BODY, b.x + box + ui_px(ui, 8), r.y + (r.h - ui->line_h[UI_FONT_BODY]) / 2,
                 ui_theme.text, ui_shown(label, shown, sizeof shown));
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
    if (hover && ui->in.wheel) {
        ui->wheel_used = true;
        *v += ui->in.wheel * wheel_step;
        *v = *v < lo ? lo : *v > hi ? hi : *v;
    }
    double f = hi > lo ? (*v - lo) / (hi - lo) : 0;
    ui_draw_text(ui, UI_FONT_BODY, r.x, r.y, ui_theme.text, ui_shown(label, shown, sizeof shown));
    ui_draw_text(ui, UI_FONT_BODY, r.x + r.w - ui_width(ui, UI_FONT_BODY, value_text), r.y,
                 ui_theme.muted, value_text);
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
            if (strchr(accept, *t) && len + 1 < cap) {
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
    int lw = ui_width(ui, UI_FONT_BODY, shown) + ui_px(ui, 10);
    ui_draw_text(ui, UI_FONT_BODY, r.x, r.y + (r.h - lh) / 2, ui_theme.text, shown);
    UiRect box = { r.x + lw, r.y, r.w - lw, r.h };
    ui_draw_rect(ui, box, ui_theme.field);
    ui_draw_frame(ui, box, ui->focus == id ? ui_theme.accent : hover ? ui_theme.muted : ui_theme.track);
    int tx = box.x + ui_px(ui, 6);
    ui_draw_text(ui, UI_FONT_BODY, tx, r.y + (r.h - lh) / 2, ui_theme.text, buf);
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
