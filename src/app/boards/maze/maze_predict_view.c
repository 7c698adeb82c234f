/* maze_predict_view.c - predict and check on screen (see
 * maze_predict_view.h). */
#include "boards/maze/maze_predict_view.h"

#include <stdio.h>

#include "boards/maze/maze_board.h"
#include "boards/maze/maze_hidden.h"
#include "boards/maze/maze_predict.h"
#include "boards/maze/maze_teach.h"
#include "maze/sentence.h"

enum { PREDICT_VIEW_GAP = 6 };

/* True while the question up wants cells clicked. */
static bool predict_view_wants_cells(const MazePredict *p)
{
    return p && p->phase == PREDICT_ASKING && p->q.kind->answer != ANSWER_YES_NO;
}

void maze_predict_view_input(Ui *ui, App *app, const ZoomPlace *p)
{
    const MazePredict *q = maze_predict_shown(app);
    int bx, by;
    if (!predict_view_wants_cells(q) || !ui->in.pressed || ui->pointer_used ||
        !zoom_hit(p, ui->in.mx, ui->in.my, &bx, &by))
        return;
    if (bx % 2 == 0 || by % 2 == 0)     /* a wall or a post: not a cell */
        return;
    ui->pointer_used = true;            /* an answer, not the start of a pan */
    int w = maze_predict_run(app)->ctx.grid->w;
    app_post(app, MAZE_PREDICT_CELL, (long)(by / 2) * w + bx / 2);
}

void maze_predict_view_marks(SDL_Renderer *r, const ZoomPlace *p, const App *app)
{
    const MazePredict *q = maze_predict_shown(app);
    if (!q)
        return;
    const Run *run = maze_predict_run(app);
    StepNamed named;
    question_prompt(&q->q, run_width(run), NULL, 0, &named);
    uint32_t wall = OVERLAY_SIDE(named.wall_cell, named.wall_dir);
    bool answer_cells = q->q.kind->answer == ANSWER_CELLS || q->q.kind->answer == ANSWER_CELL;
    /* Asking: what the prompt names; checked: the true answer's cells. */
    Overlay rings = { .shape = OV_RINGS, .role = PAL_FOCUS };
    if (q->phase == PREDICT_CHECKED && answer_cells) {
        rings.items = q->q.cells;
        rings.count = q->q.count;
    } else {
        rings.items = named.cells;
        rings.count = (uint32_t)named.ncells;
    }
    Overlay bar = { .shape = OV_BARS, .role = PAL_FOCUS, .items = &wall, .count = named.wall ? 1 : 0 };
    Overlay dots = { .shape = OV_DOTS, .role = PAL_DOT, .items = q->picked, .count = q->npicked };
    const Overlay *list[] = { &dots, &rings, &bar };     /* a ring shows round a dot */
    maze_hidden_draw_shapes(r, NULL, p, run->ctx.grid, list, 3);
}

/* The score, "3 of 4 right" (or "no answers yet"), into buf. */
static void predict_view_score(const MazePredict *p, char *buf, size_t cap)
{
    if (p->asked == 0)
        snprintf(buf, cap, "no answers yet");
    else
        snprintf(buf, cap, "%u of %u right", p->correct, p->asked);
}

/* Text wrapped into the top of r: the body font when it fits `lines`
 * lines of it, else the small one. Returns the height it took. */
static int predict_view_text(Ui *ui, UiRect r, int lines, UiColor c, const char *text)
{
    UiFont f = ui_text_lines(ui, UI_FONT_BODY, r.w, text) <= lines ? UI_FONT_BODY : UI_FONT_SMALL;
    int n = ui_text_box(ui, f, c, (UiRect){ r.x, r.y, r.w, lines * ui->line_h[f] }, text);
    return (n < lines ? n : lines) * ui->line_h[f];
}

/* The row of buttons at r's bottom for a question up (Yes / No, or Check,
 * and Cancel) or a result (Next question, Close), the score at its right. */
static void predict_view_buttons(Ui *ui, App *app, UiRect r, const MazePredict *p)
{
    char score[48];
    predict_view_score(p, score, sizeof score);
    int sw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, score) + ui_px(ui, PREDICT_VIEW_GAP);
    int bh = ui_button_height(ui), bw = ui->text_width(ui->text_ctx, UI_FONT_BODY, "Next question (K)") + ui_px(ui, 18);
    bool yes_no = p->q.kind->answer == ANSWER_YES_NO, cells = p->q.kind->answer == ANSWER_CELLS;
    int n = p->phase == PREDICT_ASKING ? (yes_no ? 3 : cells ? 2 : 1) : 2;
    UiRect row = { r.x, r.y + r.h - bh, n * bw + (n - 1) * ui_px(ui, 4), bh };
    if (row.w > r.w - sw)
        row.w = r.w - sw;
    ui_layout(ui, row);
    ui_row(ui, n);
    if (p->phase == PREDICT_CHECKED) {
        if (ui_button(ui, MAZE_PREDICT_NEXT, false))
            app_post(app, MAZE_PREDICT, 0);
    } else if (yes_no) {
        if (ui_button(ui, MAZE_PREDICT_YES, false))
            app_post(app, MAZE_PREDICT_YES_NO, 1);
        if (ui_button(ui, MAZE_PREDICT_NO, false))
            app_post(app, MAZE_PREDICT_YES_NO, 0);
    } else if (cells && ui_button(ui, MAZE_PREDICT_CHECK_BUTTON, false)) {
        app_post(app, MAZE_PREDICT_CHECK, 0);
    }
    if (ui_button(ui, p->phase == PREDICT_CHECKED ? MAZE_PREDICT_CLOSE : MAZE_PREDICT_CANCEL, false))
        app_post(app, BOARD_ESCAPE, 0);
    ui_draw_text(ui, UI_FONT_SMALL, r.x + r.w - sw + ui_px(ui, PREDICT_VIEW_GAP),
                 r.y + r.h - bh + (bh - ui->line_h[UI_FONT_SMALL]) / 2, ui_theme.muted, score);
}

void maze_predict_view_box(Ui *ui, App *app, UiRect r)
{
    const MazePredict *p = maze_predict_shown(app);
    if (!p)
        return;
    const Run *run = maze_predict_run(app);
    int w = run_width(run);
    ui_draw_rect(ui, r, ui_theme.panel);
    ui_draw_frame(ui, r, ui_theme.accent);
    int pad = ui_px(ui, PREDICT_VIEW_GAP);
    UiRect in = { r.x + pad, r.y + pad / 2, r.w - 2 * pad, r.h - pad };
    char text[800], part[512];
    if (p->phase == PREDICT_ASKING) {
        question_prompt(&p->q, w, part, sizeof part, NULL);
        snprintf(text, sizeof text, "Predict: %s", part);
        predict_view_text(ui, in, 2, ui_theme.text, text);
    } else {
        char why[256];
        question_answer_text(&p->q, w, part, sizeof part);
        bool reason = question_why(&p->q, w, why, sizeof why) > 0;
        snprintf(text, sizeof text, "%s The answer: %s.%s%s%s", p->right ? "Right!" : "Not quite.", part,
                 reason ? " " : "", reason ? why : "", reason ? "." : "");
        int used = predict_view_text(ui, in, 1, p->right ? ui_theme.accent : ui_theme.text, text);
        TeachShow show;     /* the step done after the check, in its words */
        char did[600];
        if (maze_teach_shown(app, &show) && run_explain(run, show.report, part, sizeof part, NULL) > 0) {
            snprintf(did, sizeof did, "The step: %s", part);
            ui_text_box(ui, UI_FONT_SMALL, ui_theme.muted,
                        (UiRect){ in.x, in.y + used, in.w, ui->line_h[UI_FONT_SMALL] }, did);
        }
    }
    predict_view_buttons(ui, app, in, p);
}
