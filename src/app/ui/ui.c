/* ui.c - the immediate-mode toolkit's frame: buffers, ids, layout,
 * scrolling, hit-testing, draw commands and one-line text (wrapped text:
 * ui_wrap.c; the widgets that use them: ui_widgets.c). */
#include "ui/ui.h"
#include "ui/ui_parts.h"

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
bool ui_claim(Ui *ui, uint32_t id, UiRect r, bool *hover)
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
    ui->want_seen = false;
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

int ui_scroll_begin(Ui *ui, UiRect view, int scroll)
{
    /* The plain wheel scrolls before the layout, so that the frame drawn
     * shows where its widgets will be hit (the last frame's content height
     * bounds it; ui_scroll_end clamps again). */
    if (ui->in.wheel && !ui->in.wheel_ctrl && !ui->wheel_used && ui_inside(view, ui->in.mx, ui->in.my)) {
        int max = ui->scroll_content > view.h ? ui->scroll_content - view.h : 0;
        scroll -= ui->in.wheel * ui_px(ui, 48);
        scroll = scroll < 0 ? 0 : scroll > max ? max : scroll;
        ui->wheel_used = true;
    }
    ui_push(ui, UI_CMD_CLIP, view, ui_theme.panel);
    ui->clip = view;
    ui->clipping = true;
    ui_layout(ui, (UiRect){ view.x, view.y - scroll, view.w, view.h });
    return scroll;
}

/* The scrollbar right of view for content pixels of content (max > 0
 * pixels to scroll): drags its thumb, jumps to a press on its track, draws
 * it. Returns the new scroll offset, clamped. */
static int ui_scrollbar(Ui *ui, UiRect view, int content, int max, int scroll)
{
    int thumb = view.h * view.h / content, min_thumb = ui_px(ui, 24);
    thumb = thumb < min_thumb ? min_thumb : thumb > view.h ? view.h : thumb;
    UiRect strip = { view.x + view.w, view.y, ui_px(ui, UI_SCROLLBAR_W), view.h };
    uint32_t id = ui_id(UI_SCROLLBAR_ID);
    int travel = view.h - thumb;
    int top = view.y + (travel > 0 ? travel * scroll / max : 0);
    bool hover;
    if (ui_claim(ui, id, strip, &hover))    /* on the thumb: hold it there; else its middle */
        ui->scroll_grab = ui->in.my >= top && ui->in.my < top + thumb ? ui->in.my - top : thumb / 2;
    if (ui->active == id && (ui->in.down || ui->in.pressed) && travel > 0) {
        long s = (long)(ui->in.my - ui->scroll_grab - view.y) * max / travel;
        scroll = s < 0 ? 0 : s > max ? max : (int)s;
        top = view.y + travel * scroll / max;
    }
    int bar_w = ui_px(ui, 6);
    UiRect track = { strip.x + (strip.w - bar_w) / 2, view.y, bar_w, view.h };
    ui_draw_rect(ui, track, ui_theme.track);
    ui_draw_rect(ui, (UiRect){ track.x, top, bar_w, thumb },
                 hover || ui->active == id ? ui_theme.accent : ui_theme.muted);
    return scroll;
}

int ui_scroll_end(Ui *ui, UiRect view, int scroll)
{
    int content = ui->cy - (view.y - scroll);
    int max = content > view.h ? content - view.h : 0;
    ui->scroll_content = content;
    if (ui->in.wheel && !ui->wheel_used && ui_inside(view, ui->in.mx, ui->in.my)) {
        scroll -= ui->in.wheel * ui_px(ui, 48);
        ui->wheel_used = true;
    }
    scroll = scroll < 0 ? 0 : scroll > max ? max : scroll;
    ui_push(ui, UI_CMD_UNCLIP, view, ui_theme.panel);
    ui->clipping = false;
    if (max > 0)
        scroll = ui_scrollbar(ui, view, content, max, scroll);
    return scroll;
}

void ui_want_seen(Ui *ui, int top, int bottom)
{
    ui->want_seen = true;
    ui->seen_top = top;
    ui->seen_bottom = bottom;
}

int ui_scroll_reveal(const Ui *ui, UiRect view, int scroll)
{
    if (!ui->want_seen)
        return scroll;
    int move = 0;
    if (ui->seen_bottom > view.y + view.h)
        move = ui->seen_bottom - (view.y + view.h);
    if (ui->seen_top - move < view.y)
        move = ui->seen_top - view.y;
    return scroll + move < 0 ? 0 : scroll + move;
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

int ui_width(Ui *ui, UiFont f, const char *text)
{
    return ui->text_width(ui->text_ctx, f, text);
}

/* Draws text of width tw at (x, y) that a widget fitted into box, and
 * records both, so that ui_text_cut can tell a label that did not fit. */
void ui_text_in(Ui *ui, UiFont f, int x, int y, UiColor c, const char *text, int tw, UiRect box)
{
    size_t n = ui->ncmds;
    ui_draw_text(ui, f, x, y, c, text);
    if (ui->ncmds > n) {
        ui->cmds[n].rect.w = tw;
        ui->cmds[n].box = box;
    }
}

/* r less `inset` scaled pixels on the left and on the right. */
UiRect ui_inset(const Ui *ui, UiRect r, int inset)
{
    int d = ui_px(ui, inset);
    return (UiRect){ r.x + d, r.y, r.w - 2 * d, r.h };
}

size_t ui_text_cut(const Ui *ui, const char **first)
{
    size_t n = 0;
    for (size_t k = 0; k < ui->ncmds; k++) {
        const UiCmd *c = &ui->cmds[k];
        if (c->kind != UI_CMD_TEXT || c->box.w == 0)
            continue;
        if (c->rect.x < c->box.x || c->rect.x + c->rect.w > c->box.x + c->box.w) {
            if (n++ == 0 && first)
                *first = ui->text + c->text;
        }
    }
    return n;
}

/* Draws text centred in r (keeping 4 scaled pixels clear at each side). */
void ui_text_centred(Ui *ui, UiFont f, UiRect r, UiColor c, const char *text)
{
    int tw = ui_width(ui, f, text);
    ui_text_in(ui, f, r.x + (r.w - tw) / 2, r.y + (r.h - ui->line_h[f]) / 2, c, text, tw,
               ui_inset(ui, r, 4));
}

/* ---- widgets ------------------------------------------------------------- */

/* label at r's left and value at its right, on r's first line; the label's
 * room ends 6 scaled pixels before the value. A value that would crowd the
 * label out is drawn in the small font, level with the label's foot. */
void ui_label_value(Ui *ui, UiRect r, UiColor lc, const char *label, UiColor vc,
                    const char *value)
{
    int lw = ui_width(ui, UI_FONT_BODY, label), gap = ui_px(ui, 6);
    UiFont vf = UI_FONT_BODY;
    int vw = ui_width(ui, vf, value);
    if (lw + gap + vw > r.w) {
        vf = UI_FONT_SMALL;
        vw = ui_width(ui, vf, value);
    }
    UiRect room = { r.x, r.y, r.w - vw - gap, ui->line_h[UI_FONT_BODY] };
    ui_text_in(ui, UI_FONT_BODY, r.x, r.y, lc, label, lw, room);
    ui_text_in(ui, vf, r.x + r.w - vw, r.y + ui->line_h[UI_FONT_BODY] - ui->line_h[vf], vc, value, vw, r);
}

const char *ui_label_room(Ui *ui, const char *label, const char *value_text)
{
    char shown[128];
    const char *id = strstr(label, "##");
    int need = ui_width(ui, UI_FONT_BODY, ui_shown(label, shown, sizeof shown)) + ui_px(ui, 6) +
               ui_width(ui, UI_FONT_SMALL, value_text);
    return need <= ui->area.w || !id ? label : id;
}

void ui_heading(Ui *ui, const char *text)
{
    ui_space(ui, 3);
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BOLD] + ui_px(ui, 4));
    ui_text_in(ui, UI_FONT_BOLD, r.x, r.y, ui_theme.text, text, ui_width(ui, UI_FONT_BOLD, text), r);
    ui_draw_rect(ui, (UiRect){ r.x, r.y + r.h - ui_px(ui, 1), r.w, ui_px(ui, 1) > 0 ? ui_px(ui, 1) : 1 },
                 ui_theme.track);
}

bool ui_pair(Ui *ui, const char *label, const char *value)
{
    UiRect r = ui_next(ui, ui->line_h[UI_FONT_BODY]);
    ui_label_value(ui, r, ui_theme.muted, label, ui_theme.text, value);
    return ui_inside(r, ui->in.mx, ui->in.my) && (!ui->clipping || ui_inside(ui->clip, ui->in.mx, ui->in.my));
}
