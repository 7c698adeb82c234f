/* ui_wrap.c - the toolkit's wrapped text: splits a string into lines that
 * fit a width (at spaces; a word too wide for the line, or a long one such
 * as a path, inside it after a '/', '-' or '_', else anywhere, never in the
 * middle of a UTF-8 character) and draws them as text commands. Used by the
 * panels' paragraphs (ui_text) and the status line (ui_text_box); the frame
 * it draws into is ui.c's. SDL-free: widths come from the Ui's text-width
 * callback. */
#include "ui/ui.h"
#include "ui/ui_parts.h"

#include <limits.h>
#include <string.h>

/* True when a long word may break after c (a path between its parts). */
static bool ui_breaks_after(char c)
{
    return c == '/' || c == '-' || c == '_';
}

/* How many bytes of the word of n bytes at p to put after the len bytes of
 * line, within width w, when the word does not fit whole: as many as fit,
 * never half a UTF-8 character, ending after the last '/', '-' or '_'
 * among them. After text (len > 0): only at such a break, else 0 (the
 * word starts the next line). Alone on the line: at the break when that
 * keeps half of them or more, else as many as fit (1 at least). */
static size_t ui_word_split(Ui *ui, UiFont f, const char *line, size_t len, const char *p, size_t n,
                            int w)
{
    char buf[256];
    if (len + n >= sizeof buf)
        n = sizeof buf - len - 1;
    memcpy(buf, line, len);
    size_t fit = n;
    for (; fit > 1; fit--) {
        if ((p[fit] & 0xC0) == 0x80)
            continue;
        memcpy(buf + len, p, fit);
        buf[len + fit] = '\0';
        if (ui_width(ui, f, buf) <= w)
            break;
    }
    for (size_t k = fit; k > 1 && (len > 0 || k > fit / 2); k--)
        if (ui_breaks_after(p[k - 1]))
            return k;
    return len > 0 ? 0 : fit;
}

/* A word longer than this (bytes) may break after a '/', '-' or '_' to
 * fill the line it starts on: a path, not a hyphenated word. */
#define UI_WRAP_LONG_WORD 24

/* Wraps text to box's width (box.h unused) at spaces, a word wider than
 * the box or a long one at a '/', '-' or '_' (else anywhere); draws the first max_draw lines from
 * box's top, and returns how many lines the whole text takes. */
static int ui_wrap_in(Ui *ui, UiFont f, UiColor c, const char *text, UiRect box, int max_draw)
{
    char line[256];
    size_t len = 0;
    const char *p = text;
    int lines = 0, lw = 0;
    UiRect room = { box.x, box.y, box.w, ui->line_h[f] };
#define UI_WRAP_EMIT()                                                                     \
    do {                                                                                   \
        line[len] = '\0';                                                                  \
        if (lines < max_draw)                                                              \
            ui_text_in(ui, f, box.x, box.y + lines * ui->line_h[f], c, line, lw, room);   \
        lines++;                                                                           \
        len = 0;                                                                           \
    } while (0)
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
        int tw = ui_width(ui, f, trial);
        /* a word too wide for the line: alone, or a long one (a path)
           after text, breaks inside */
        size_t cut = tw > box.w && (len == 0 ? wl > 1 : wl > UI_WRAP_LONG_WORD)
                         ? ui_word_split(ui, f, line, len, p, wl, box.w)
                         : 0;
        if (cut > 0) {
            memcpy(line + len, p, cut);
            len += cut;
            line[len] = '\0';
            lw = ui_width(ui, f, line);
            p += cut;
            UI_WRAP_EMIT();
            continue;
        }
        if (len > 0 && tw > box.w) {
            UI_WRAP_EMIT();
            while (*p == ' ')
                p++;
            continue;
        }
        memcpy(line, trial, len + wl + 1);
        len += wl;
        lw = tw;
        p += wl;
        if (*p == '\n') {
            UI_WRAP_EMIT();
            p++;
        }
    }
    if (len > 0)
        UI_WRAP_EMIT();
#undef UI_WRAP_EMIT
    return lines;
}

/* ui_wrap_in across the layout area from its next widget's top. */
static int ui_wrap(Ui *ui, UiFont f, UiColor c, const char *text, bool draw)
{
    UiRect box = { ui->area.x, ui->cy, ui->area.w, 0 };
    return ui_wrap_in(ui, f, c, text, box, draw ? INT_MAX : 0);
}

/* Contract in ui.h: the line count only (max_draw 0). */
int ui_text_lines(Ui *ui, UiFont f, int w, const char *text)
{
    return ui_wrap_in(ui, f, ui_theme.text, text, (UiRect){ 0, 0, w, 0 }, 0);
}

/* Contract in ui.h: draws as many lines as box.h holds, one at least. */
int ui_text_box(Ui *ui, UiFont f, UiColor c, UiRect box, const char *text)
{
    int most = box.h / ui->line_h[f];
    return ui_wrap_in(ui, f, c, text, box, most > 0 ? most : 1);
}

/* Contract in ui.h: draws every line, then takes their height. */
void ui_text(Ui *ui, UiFont f, UiColor c, const char *text)
{
    ui_next(ui, ui_wrap(ui, f, c, text, true) * ui->line_h[f]);
}

/* Contract in ui.h: measures as ui_text would draw, plus 4 scaled px. */
int ui_text_height(Ui *ui, UiFont f, const char *text)
{
    return ui_wrap(ui, f, ui_theme.text, text, false) * ui->line_h[f] + ui_px(ui, 4);
}
