/* help.c - the help overlay, fitted to the window (see help.h). */
#include "shell/help.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "shell/input.h"

enum { HELP_LINES_MAX = 128 };

static const char help_title[] = "Keys";
static const char help_footnote[] =
    "Sliders: drag, or Ctrl + wheel over them. The wheel scrolls the panel and "
    "zooms the maze at the pointer (0 fits it); drag the maze to pan.";

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

/* A compact line, w wide: the key, its description run in after it and
 * wrapped under it a little indented (no column of keys to pay for).
 * Returns its lines; draws them at (x, y) when draw. */
static int help_run_in(Ui *ui, const char *key, const char *what, int x, int y, int w, bool draw)
{
    UiFont f = UI_FONT_SMALL;
    int lh = ui->line_h[f], indent = ui_px(ui, 12), space = ui->text_width(ui->text_ctx, f, " ");
    int start = ui->text_width(ui->text_ctx, f, key) + ui_px(ui, 8), lines = 1;
    if (draw)
        ui_draw_text(ui, f, x, y, ui_theme.accent, key);
    char line[256] = "";
    for (const char *p = what; *p;) {
        size_t n = strcspn(p, " ");
        char word[128];
        snprintf(word, sizeof word, "%.*s", (int)n, p);
        int lw = line[0] ? ui->text_width(ui->text_ctx, f, line) + space : 0;
        if (line[0] && start + lw + ui->text_width(ui->text_ctx, f, word) > w) {
            if (draw)
                ui_draw_text(ui, f, x + start, y + (lines - 1) * lh, ui_theme.text, line);
            lines++;
            start = indent;
            line[0] = '\0';
        }
        size_t len = strlen(line);
        snprintf(line + len, sizeof line - len, "%s%s", len ? " " : "", word);
        for (p += n; *p == ' '; p++)
            ;
    }
    if (draw && line[0])
        ui_draw_text(ui, f, x + start, y + (lines - 1) * lh, ui_theme.text, line);
    return lines;
}

/* Line k's height in l: its description wrapped in its column. */
static int help_line_h(Ui *ui, const HelpLayout *l, const char *key, const char *what)
{
    UiFont f = help_text_font(l->compact);
    int lines = l->compact ? help_run_in(ui, key, what, 0, 0, l->col_w, false)
                           : ui_text_lines(ui, f, l->col_w - l->key_w, what);
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
 * and the splits that balance them. Returns the box's height. */
static int help_try(Ui *ui, UiRect screen, int cols, bool compact, const char *keys[],
                    const char *what[], size_t n, HelpLayout *l)
{
    int margin = ui_px(ui, 12), room = screen.w - 2 * margin;
    int want = ui_px(ui, cols == 1 ? 640 : 600 * cols);
    *l = (HelpLayout){ .cols = cols, .compact = compact, .pad = ui_px(ui, compact ? 6 : 24),
                       .gap = ui_px(ui, compact ? 16 : 24) };
    l->box.w = want < room ? want : room;
    int inner = l->box.w - 2 * l->pad;
    l->col_w = (inner - (cols - 1) * l->gap) / cols;
    for (size_t k = 0; k < n && !compact; k++) {  /* compact lines run the text in */
        int kw = ui->text_width(ui->text_ctx, help_key_font(compact), keys[k]);
        l->key_w = kw > l->key_w ? kw : l->key_w;
    }
    l->key_w += compact ? 0 : ui_px(ui, 14);
    int h[HELP_LINES_MAX], all = 0;
    for (size_t k = 0; k < n; k++)
        all += h[k] = help_line_h(ui, l, keys[k], what[k]);
    /* Each column takes lines up to its share of the height (a line goes
     * where it ends nearer to the share), the last the rest. */
    int body = 0, col = 0, used = 0;
    for (size_t k = 0; k < n; k++) {
        if (col + 1 < cols && used > 0 && 2 * (used + h[k]) > 2 * all / cols + h[k]) {
            body = used > body ? used : body;
            l->split[++col] = (int)k;
            used = 0;
        }
        used += h[k];
    }
    body = used > body ? used : body;
    for (col++; col < cols; col++)
        l->split[col] = (int)n;     /* empty columns */
    int total = help_frame_h(ui, l) + body;
    /* A column too narrow for a few words a line is no fit. */
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
        { 1, false }, { 2, false }, { 1, true }, { 2, true }, { 3, true },
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
    for (size_t k = 0, col = 0; k < n; k++) {
        while (col + 1 < (size_t)l.cols && (int)k == l.split[col + 1]) {
            x += l.col_w + l.gap;
            y = top;
            col++;
        }
        int h = help_line_h(ui, &l, keys[k], what[k]);
        if (l.compact) {
            help_run_in(ui, keys[k], what[k], x, y, l.col_w, true);
        } else {
            ui_draw_text(ui, kf, x, y, ui_theme.accent, keys[k]);
            ui_text_box(ui, tf, ui_theme.text, (UiRect){ x + l.key_w, y, l.col_w - l.key_w, h }, what[k]);
        }
        y += h;
        bottom = y > bottom ? y : bottom;
    }
    if (!l.compact)
        ui_text_box(ui, UI_FONT_SMALL, ui_theme.muted,
                    (UiRect){ l.box.x + l.pad, bottom + ui_px(ui, 8), l.box.w - 2 * l.pad,
                              l.box.y + l.box.h - l.pad - bottom - ui_px(ui, 8) },
                    help_footnote);
}
