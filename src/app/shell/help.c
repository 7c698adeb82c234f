/* help.c - the help overlay, fitted to the window (see help.h). */
#include "shell/help.h"

#include <stddef.h>

#include "shell/input.h"

enum { HELP_LINES_MAX = 128 };

static const char help_title[] = "Keys";
static const char help_footnote[] =
    "Sliders: drag, or Ctrl + wheel over them. The wheel scrolls the panel.";

static UiFont help_key_font(bool compact) { return compact ? UI_FONT_SMALL : UI_FONT_BOLD; }
static UiFont help_text_font(bool compact) { return compact ? UI_FONT_SMALL : UI_FONT_BODY; }

/* Space between two key lines. */
static int help_spacing(const Ui *ui, bool compact)
{
    return ui_px(ui, compact ? 1 : 4);
}

/* The key lines (input.c's order), at most HELP_LINES_MAX. */
static size_t help_lines(const char *keys[], const char *what[])
{
    size_t n = 0;
    while (n < HELP_LINES_MAX && input_help_line(n, &keys[n], &what[n]))
        n++;
    return n;
}

/* Line k's height in l: its description wrapped in its column. */
static int help_line_h(Ui *ui, const HelpLayout *l, const char *what)
{
    UiFont f = help_text_font(l->compact);
    int lines = ui_text_lines(ui, f, l->col_w - l->key_w, what);
    return (lines > 0 ? lines : 1) * ui->line_h[f] + help_spacing(ui, l->compact);
}

/* The part of the box over and under the key lines (pads, title, footnote). */
static int help_frame_h(Ui *ui, const HelpLayout *l)
{
    int h = 2 * l->pad;
    if (!l->compact)
        h += ui->line_h[UI_FONT_TITLE] + ui_px(ui, 8) + ui_px(ui, 8) +
             ui_text_lines(ui, UI_FONT_SMALL, l->box.w - 2 * l->pad, help_footnote) * ui->line_h[UI_FONT_SMALL];
    return h;
}

/* Fills l for cols columns (compact or not) in screen: its width, columns,
 * and the split that balances two columns. Returns the box's height. */
static int help_try(Ui *ui, UiRect screen, int cols, bool compact, const char *keys[],
                    const char *what[], size_t n, HelpLayout *l)
{
    int margin = ui_px(ui, 12), room = screen.w - 2 * margin;
    int want = ui_px(ui, cols == 1 ? 640 : 1200);
    *l = (HelpLayout){ .cols = cols, .compact = compact, .pad = ui_px(ui, compact ? 10 : 24),
                       .gap = ui_px(ui, 24) };
    l->box.w = want < room ? want : room;
    int inner = l->box.w - 2 * l->pad;
    l->col_w = cols == 1 ? inner : (inner - l->gap) / 2;
    for (size_t k = 0; k < n; k++) {
        int kw = ui->text_width(ui->text_ctx, help_key_font(compact), keys[k]);
        l->key_w = kw > l->key_w ? kw : l->key_w;
    }
    l->key_w += ui_px(ui, 14);
    int h[HELP_LINES_MAX], all = 0;
    for (size_t k = 0; k < n; k++)
        all += h[k] = help_line_h(ui, l, what[k]);
    int body = all;
    l->split = (int)n;
    if (cols == 2) {        /* the first column takes lines up to half the height */
        int first = 0;
        size_t s = 0;
        while (s < n && 2 * (first + h[s]) <= all + h[s])
            first += h[s++];
        l->split = (int)s;
        body = first > all - first ? first : all - first;
    }
    int total = help_frame_h(ui, l) + body;
    /* A column too narrow to hold a word of its descriptions is no fit. */
    if (l->col_w - l->key_w < ui_px(ui, 140))
        total = screen.h + 1;
    l->box.h = total;
    l->box.x = screen.x + (screen.w - l->box.w) / 2;
    l->box.y = screen.y + (screen.h - total) / 2;
    if (l->box.y < screen.y)
        l->box.y = screen.y;
    return total;
}

HelpLayout help_layout(Ui *ui, UiRect screen)
{
    const char *keys[HELP_LINES_MAX], *what[HELP_LINES_MAX];
    size_t n = help_lines(keys, what);
    static const struct { int cols; bool compact; } tries[] = {
        { 1, false }, { 2, false }, { 1, true }, { 2, true },
    };
    HelpLayout l = { 0 };
    for (size_t t = 0; t < sizeof tries / sizeof tries[0]; t++)
        if (help_try(ui, screen, tries[t].cols, tries[t].compact, keys, what, n, &l) <=
            screen.h - 2 * ui_px(ui, 8))
            break;
    return l;
}

void help_draw(Ui *ui, UiRect screen)
{
    const char *keys[HELP_LINES_MAX], *what[HELP_LINES_MAX];
    size_t n = help_lines(keys, what);
    HelpLayout l = help_layout(ui, screen);
    UiFont kf = help_key_font(l.compact), tf = help_text_font(l.compact);
    ui_draw_rect(ui, screen, (UiColor){ 0, 0, 0, 140 });
    ui_draw_rect(ui, l.box, ui_theme.field);
    ui_draw_frame(ui, l.box, ui_theme.accent);
    int x = l.box.x + l.pad, top = l.box.y + l.pad;
    if (!l.compact) {
        ui_draw_text(ui, UI_FONT_TITLE, x, top, ui_theme.text, help_title);
        top += ui->line_h[UI_FONT_TITLE] + ui_px(ui, 8);
    }
    int y = top, bottom = top;
    for (size_t k = 0; k < n; k++) {
        if ((int)k == l.split) {
            x += l.col_w + l.gap;
            y = top;
        }
        int h = help_line_h(ui, &l, what[k]);
        ui_draw_text(ui, kf, x, y, ui_theme.accent, keys[k]);
        ui_text_box(ui, tf, ui_theme.text, (UiRect){ x + l.key_w, y, l.col_w - l.key_w, h }, what[k]);
        y += h;
        bottom = y > bottom ? y : bottom;
    }
    if (!l.compact)
        ui_text_box(ui, UI_FONT_SMALL, ui_theme.muted,
                    (UiRect){ l.box.x + l.pad, bottom + ui_px(ui, 8), l.box.w - 2 * l.pad,
                              l.box.y + l.box.h - l.pad - bottom - ui_px(ui, 8) },
                    help_footnote);
}
