/* teach_view.c - the teaching strip (see teach_view.h). */
#include "boards/teach/teach_view.h"

#include <math.h>
#include <stdio.h>

#include "maze/sentence.h"

enum {
    TEACH_CODE_W = 250,     /* the pseudocode column beside the picture, at scale 1 */
    TEACH_GAP = 10,
    TEACH_SENTENCE_LINES = 2
};

/* All the pseudocode lines are shown only while they leave the picture at
 * least this share of the scale it has with the highlighted line alone under
 * it (a projector's large text would otherwise shrink the maze to a corner). */
#define TEACH_FULL_CODE_KEEP 0.75

/* Height of the pseudocode box (title and lines) wrapped to width w: all
 * the lines, or (compact) room for the tallest one alone. */
static int teach_view_code_height(Ui *ui, const TeachShow *show, int w, bool compact)
{
    Pseudocode code = show->room.count > 0 ? show->room : show->code;
    UiRect keep = ui->area;
    int keep_y = ui->cy;
    ui_layout(ui, (UiRect){ 0, 0, w - ui_px(ui, TEACH_GAP), 0 });
    int h = ui_text_height(ui, UI_FONT_BOLD, show->title) + ui_px(ui, TEACH_GAP), most = 0;
    for (int k = 0; k < code.count; k++) {
        int one = ui_text_height(ui, UI_FONT_SMALL, code.lines[k]);
        h += compact ? 0 : one;
        most = one > most ? one : most;
    }
    ui->area = keep;
    ui->cy = keep_y;
    return h + (compact ? most : 0);
}

/* The whole-pixel scale a w x h block picture gets in r (0 when it must
 * shrink): what the layout maximises. */
static double teach_view_fit(UiRect r, int w, int h)
{
    if (r.w <= 0 || r.h <= 0)
        return 0;
    double s = fmin((double)r.w / w, (double)r.h / h);
    return s >= 1 ? floor(s) : s;
}

/* The pseudocode line the board's note or the report highlights, or -1
 * (no step yet). */
static int teach_view_lit(const TeachShow *show)
{
    return show->note ? show->note_line
           : show->tl && show->report && show->report->kind != STEP_KIND_NONE ? show->report->line
                                                                              : -1;
}

/* The pseudocode lines first..last in box (with the title when titled),
 * the report's line highlighted. */
static void teach_view_code_lines(Ui *ui, UiRect box, const TeachShow *show, bool titled, int first,
                                  int last)
{
    ui_draw_rect(ui, box, ui_theme.panel);
    ui_draw_frame(ui, box, ui_theme.track);
    int pad = ui_px(ui, TEACH_GAP / 2);
    UiRect in = { box.x + pad, box.y + pad, box.w - 2 * pad, box.h - 2 * pad };
    ui_layout(ui, in);
    if (titled)
        ui_text(ui, UI_FONT_BOLD, ui_theme.text, show->title);
    int lit = teach_view_lit(show);
    for (int k = first; k <= last && k < show->code.count; k++) {
        const char *line = show->code.lines[k];
        if (k == lit) {
            int h = ui_text_height(ui, UI_FONT_SMALL, line);
            ui_draw_rect(ui, (UiRect){ box.x + 1, ui->cy - ui_px(ui, 2), box.w - 2, h }, ui_theme.accent);
            ui_text(ui, UI_FONT_SMALL, ui_theme.accent_text, line);
        } else {
            ui_text(ui, UI_FONT_SMALL, ui_theme.text, line);
        }
    }
}

/* Width of an event button with caption label. */
static int teach_view_event_width(Ui *ui, const char *label)
{
    char shown[64];
    return ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(label, shown, sizeof shown)) + ui_px(ui, 18);
}

/* The event buttons at the right of r, level with the slider's track, in
 * the longest captions that leave the slider room for its label and value
 * (none when even the shortest do not); returns r less their room. */
static UiRect teach_view_events(Ui *ui, App *app, UiRect r, const TeachSpan *span, const char *value,
                                int prev_kind, int next_kind)
{
    static const char *const captions[][2] = {
        { TEACH_PREV_EVENT, TEACH_NEXT_EVENT },
        { "[ \xe2\x97\x82" TEACH_PREV_EVENT_ID, "\xe2\x96\xb8 ]" TEACH_NEXT_EVENT_ID },
    };
    int gap = ui_px(ui, TEACH_GAP / 2);
    int slider_least = ui->text_width(ui->text_ctx, UI_FONT_BODY, "Timeline") +
                       ui->text_width(ui->text_ctx, UI_FONT_BODY, value) + ui_px(ui, 40);
    for (size_t c = 0; c < sizeof captions / sizeof captions[0]; c++) {
        int one = teach_view_event_width(ui, captions[c][0]), other = teach_view_event_width(ui, captions[c][1]);
        int bw = 2 * (one > other ? one : other) + ui_px(ui, 4);     /* a row's columns are equal */
        if (r.w - bw - gap < slider_least)
            continue;
        int bh = ui_button_height(ui);
        r.w -= bw + gap;
        ui_layout(ui, (UiRect){ r.x + r.w + gap, r.y + r.h - bh - ui_px(ui, 2), bw, bh });
        ui_row(ui, 2);
        if (ui_button(ui, captions[c][0], span->pos == 0))
            app_post(app, prev_kind, 0);
        if (ui_button(ui, captions[c][1], span->known && span->pos >= span->top))
            app_post(app, next_kind, 0);
        break;
    }
    return r;
}

void teach_view_timeline(Ui *ui, App *app, UiRect r, const TeachSpan *span, int prev_kind, int next_kind)
{
    char text[80];
    if (span->known)
        snprintf(text, sizeof text, "step %llu of %llu", (unsigned long long)span->pos,
                 (unsigned long long)span->top);
    else
        snprintf(text, sizeof text, "step %llu (reached %llu)", (unsigned long long)span->pos,
                 (unsigned long long)span->top);
    if (prev_kind && next_kind)
        r = teach_view_events(ui, app, r, span, text, prev_kind, next_kind);
    ui_layout(ui, r);
    double v = (double)span->pos;
    if (ui_slider(ui, ui_label_room(ui, TEACH_SLIDER, text), &v, 0, (double)span->top, 1, text)) {
        uint64_t k = (uint64_t)llround(v);
        if (k != span->pos)
            app_post(app, BOARD_SEEK, (long)k);
    }
}

/* The pseudocode in box under its title; compact: the highlighted line
 * alone (the first before any step). */
static void teach_view_code(Ui *ui, UiRect box, const TeachShow *show, bool compact)
{
    int lit = teach_view_lit(show), at = lit < 0 ? 0 : lit;
    teach_view_code_lines(ui, box, show, true, compact ? at : 0, compact ? at : show->code.count - 1);
}

void teach_view_code_aside(Ui *ui, const TeachShow *show)
{
    enum { MOST = 64 };
    int n = show->code.count < MOST ? show->code.count : MOST;
    if (n == 0)
        return;
    UiRect area = ui->area;
    int pad = ui_px(ui, TEACH_GAP / 2), line_h[MOST], all = 0, cy = ui->cy;
    ui_layout(ui, (UiRect){ 0, 0, area.w - 2 * pad, 0 });
    for (int k = 0; k < n; k++)
        all += line_h[k] = ui_text_height(ui, UI_FONT_SMALL, show->code.lines[k]);
    ui->area = area;
    ui->cy = cy;
    ui_space(ui, 4);
    int top = ui->cy, room = area.y + area.h - top - 2 * pad;
    int lit = teach_view_lit(show), first = lit < 0 ? 0 : lit, last = first, h = line_h[first];
    if (all <= room) {
        first = 0, last = n - 1, h = all;
    } else {
        /* The lines after the highlighted one first (what comes next),
         * then those before, while they fit. */
        for (bool grew = true; grew;) {
            grew = false;
            if (last + 1 < n && h + line_h[last + 1] <= room)
                h += line_h[++last], grew = true;
            if (first > 0 && h + line_h[first - 1] <= room)
                h += line_h[--first], grew = true;
        }
    }
    UiRect box = { area.x, top, area.w, h + 2 * pad };
    teach_view_code_lines(ui, box, show, false, first, last);
    ui->area = area;        /* the slim bar's layout goes on under the box */
    ui->cy = box.y + box.h;
}

/* The slider over the steps reached (or all of them, the end known). */
static void teach_view_slider(Ui *ui, App *app, UiRect r, const TeachShow *show)
{
    if (!show->tl) {
        ui_layout(ui, r);
        ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
                show->idle ? show->idle : "Timeline: starts with the first step");
        return;
    }
    TeachSpan span = teach_span(&(Lockstep){ { show->tl }, 1 });
    teach_view_timeline(ui, app, r, &span, show->prev_event, show->next_event);
}

TeachLayout teach_view_layout(Ui *ui, UiRect area, const TeachShow *show, int pic_w, int pic_h)
{
    TeachLayout l = { .compact = false };
    int gap = ui_px(ui, TEACH_GAP);
    int slider_h = ui->line_h[UI_FONT_BODY] + ui_px(ui, 14);
    int sentence_h = TEACH_SENTENCE_LINES * ui->line_h[UI_FONT_BODY];
    int bottom = slider_h + sentence_h + gap;
    l.slider = (UiRect){ area.x, area.y + area.h - bottom + gap, area.w, slider_h };
    l.sentence = (UiRect){ area.x, area.y + area.h - sentence_h, area.w, sentence_h };
    UiRect top = { area.x, area.y, area.w, area.h - bottom };
    if (show->code.count == 0 || show->code_aside) {    /* none yet, or in the slim bar */
        l.picture = top;
        l.code = (UiRect){ 0 };
        return l;
    }
    /* Beside or under the picture: whichever leaves it the larger scale. */
    int side_w = ui_px(ui, TEACH_CODE_W);
    if (side_w > area.w / 2)
        side_w = area.w / 2;
    /* All the lines when they fit (beside: the column's height; under:
     * half of it), else the highlighted one alone. */
    int side_h = teach_view_code_height(ui, show, side_w, false);
    bool side_compact = side_h > top.h;
    if (side_compact)
        side_h = teach_view_code_height(ui, show, side_w, true);
    int under_h = teach_view_code_height(ui, show, top.w, false);
    bool under_compact = under_h > top.h / 2;
    if (under_compact)
        under_h = teach_view_code_height(ui, show, top.w, true);
    UiRect pic_side = { top.x, top.y, top.w - side_w - gap, top.h };
    UiRect pic_under = { top.x, top.y, top.w, top.h - under_h - gap };
    double fit_side = teach_view_fit(pic_side, pic_w, pic_h), fit_under = teach_view_fit(pic_under, pic_w, pic_h);
    int one_h = teach_view_code_height(ui, show, top.w, true);
    UiRect pic_one = { top.x, top.y, top.w, top.h - one_h - gap };
    double fit_one = teach_view_fit(pic_one, pic_w, pic_h);
    if (fit_side < TEACH_FULL_CODE_KEEP * fit_one && fit_under < TEACH_FULL_CODE_KEEP * fit_one) {
        l.picture = pic_one;
        l.compact = true;
        l.code = (UiRect){ top.x, pic_one.y + pic_one.h + gap, top.w, one_h };
    } else if (fit_side > fit_under ||
               (fit_side == fit_under && (!side_compact || under_compact))) {
        /* Equal scales: the side keeps every line if only it can. */
        l.picture = pic_side;
        l.compact = side_compact;
        l.code = (UiRect){ top.x + top.w - side_w, top.y, side_w, side_h < top.h ? side_h : top.h };
    } else {
        l.picture = pic_under;
        l.compact = under_compact;
        l.code = (UiRect){ top.x, pic_under.y + pic_under.h + gap, top.w, under_h };
    }
    return l;
}

void teach_view_code_box(Ui *ui, const TeachLayout *l, const TeachShow *show)
{
    if (show->code.count > 0 && !show->code_aside)
        teach_view_code(ui, l->code, show, l->compact);
}

UiRect teach_view_draw(Ui *ui, App *app, UiRect area, const TeachShow *show, int pic_w, int pic_h)
{
    TeachLayout l = teach_view_layout(ui, area, show, pic_w, pic_h);
    teach_view_code_box(ui, &l, show);
    teach_view_slider(ui, app, l.slider, show);
    char sentence[640] = "";
    /* An algorithm without pseudocode does not report its steps yet. */
    if (show->note)
        snprintf(sentence, sizeof sentence, "%s", show->note);
    else if (show->tl && show->report && show->code.count > 0)
        teach_show_sentence(show, sentence, sizeof sentence);
    ui_layout(ui, l.sentence);
    /* Two lines of body text; a longer sentence in the small font. */
    bool fits = ui_text_height(ui, UI_FONT_BODY, sentence) <= l.sentence.h + ui_px(ui, 4);
    ui_text(ui, fits ? UI_FONT_BODY : UI_FONT_SMALL, ui_theme.text, sentence);
    return l.picture;
}

void teach_view_back(Ui *ui, App *app, bool can_back)
{
    if (ui_button(ui, TEACH_BACK, !can_back))
        app_post(app, BOARD_STEP_BACK, 0);
}

void teach_view_end(Ui *ui, App *app)
{
    if (ui_button(ui, TEACH_END, false))
        app_post(app, BOARD_TO_END, 0);
}

void teach_view_buttons(Ui *ui, App *app, bool can_back)
{
    ui_row(ui, 3);
    teach_view_back(ui, app, can_back);
    if (ui_button(ui, TEACH_START, !can_back))
        app_post(app, BOARD_TO_START, 0);
    teach_view_end(ui, app);
}
