/* mines_overlay.c - header strip and legend of the Minesweeper board. */
#include "boards/mines/mines_overlay.h"

#include <stdio.h>

#include "boards/mines/mines_board.h"
#include "boards/mines/mines_hint.h"
#include "boards/mines/mines_view.h"
#include "boards/board_panel.h"

static const UiColor mines_counter_bg = { 32, 32, 32, 255 };
static const UiColor mines_counter_fg = { 255, 72, 56, 255 };
static const UiColor mines_won = { 0, 128, 80, 255 };
static const UiColor mines_lost = { 200, 30, 30, 255 };

UiColor mines_overlay_mark_color(MinesMark m)
{
    static const UiColor colors[MINES_MARK_COUNT] = {
        [MINES_MARK_CLUE] = { 21, 101, 192, 255 },
        [MINES_MARK_SAFE] = { 46, 160, 67, 255 },
        [MINES_MARK_MINE] = { 211, 47, 47, 255 },
    };
    return colors[m >= 0 && m < MINES_MARK_COUNT ? m : 0];
}

UiColor mines_overlay_odds_color(double p)
{
    p = p < 0 ? 0 : p > 1 ? 1 : p;
    /* Green at 0, yellow at 1/2, red at 1. */
    double r = p < 0.5 ? 46 + (250 - 46) * 2 * p : 250 - (250 - 211) * (2 * p - 1);
    double g = p < 0.5 ? 160 + (200 - 160) * 2 * p : 200 - (200 - 47) * (2 * p - 1);
    double b = p < 0.5 ? 67 - (67 - 40) * 2 * p : 40 + (47 - 40) * (2 * p - 1);
    return (UiColor){ (uint8_t)(r + 0.5), (uint8_t)(g + 0.5), (uint8_t)(b + 0.5), 255 };
}

const char *mines_overlay_state(const MinesBoard *b)
{
    switch (b->game) {
    case MINES_READY: return "Click a cell";
    case MINES_PLAYING: return mines_busy(b) ? "Opening..." : "Playing";
    case MINES_WON: return "Cleared!";
    case MINES_LOST: return "Mine hit";
    }
    return "";
}

/* A dark counter showing text, its left edge at x (right edge when right). */
static int mines_overlay_counter(Ui *ui, UiRect strip, bool right, const char *text)
{
    int tw = ui->text_width(ui->text_ctx, UI_FONT_TITLE, "-888");
    int w = tw + ui_px(ui, 12), h = strip.h - ui_px(ui, 10);
    UiRect box = { right ? strip.x + strip.w - w : strip.x, strip.y + (strip.h - ui_px(ui, 6) - h) / 2, w, h };
    ui_draw_rect(ui, box, mines_counter_bg);
    int x = box.x + box.w - ui_px(ui, 6) - ui->text_width(ui->text_ctx, UI_FONT_TITLE, text);
    ui_draw_text(ui, UI_FONT_TITLE, x, box.y + (box.h - ui->line_h[UI_FONT_TITLE]) / 2,
                 mines_counter_fg, text);
    return w;
}

UiRect mines_overlay_face(const Ui *ui, const MinesLayout *l)
{
    UiRect s = l->header;
    int h = s.h - ui_px(ui, 10);
    return (UiRect){ s.x + (s.w - h) / 2, s.y + (s.h - ui_px(ui, 6) - h) / 2, h, h };
}

/* Bold text centred between x0 and x1 on the header strip s, when it fits. */
static void mines_overlay_words(Ui *ui, UiRect s, int x0, int x1, UiColor c, const char *text)
{
    int tw = ui->text_width(ui->text_ctx, UI_FONT_BOLD, text);
    if (tw <= x1 - x0 - ui_px(ui, 8))
        ui_draw_text(ui, UI_FONT_BOLD, x0 + (x1 - x0 - tw) / 2,
                     s.y + (s.h - ui_px(ui, 6) - ui->line_h[UI_FONT_BOLD]) / 2, c, text);
}

bool mines_overlay_header(Ui *ui, App *app, const MinesLayout *l)
{
    const MinesState *g = mines_of(app);
    const MinesBoard *b = g->board;
    char left[16], time[16];
    long n = mines_left(b);
    snprintf(left, sizeof left, n < 0 ? "-%02ld" : "%03ld", n < 0 ? (-n > 99 ? 99 : -n) : n > 999 ? 999 : n);
    snprintf(time, sizeof time, "%03d", mines_board_seconds(app));
    UiRect s = l->header;
    int cw = mines_overlay_counter(ui, s, false, left);
    mines_overlay_counter(ui, s, true, time);
    UiRect face = mines_overlay_face(ui, l);
    bool room = face.x >= s.x + cw && face.x + face.w <= s.x + s.w - cw;
    if (room && ui_hot(ui, MINES_FACE_ID, face))
        app_post(app, BOARD_NEW_SEED, 0);
    int mid = room ? face.x : s.x + s.w / 2, after = room ? face.x + face.w : mid;
    const char *state = mines_overlay_state(b);
    UiColor c = b->game == MINES_WON ? mines_won : b->game == MINES_LOST ? mines_lost : ui_theme.text;
    mines_overlay_words(ui, s, s.x + cw, mid, c, state);
    if (g->undos > 0) {
        char undos[32];
        snprintf(undos, sizeof undos, "%u undo%s", g->undos, g->undos == 1 ? "" : "s");
        mines_overlay_words(ui, s, after, s.x + s.w - cw, ui_theme.muted, undos);
    }
    return room;
}

/* The legend of what the engine shows on the board, on pen. */
static void mines_overlay_logic_legend(Ui *ui, const App *app, BoardLegendPen *pen)
{
    MinesLogicShown shown;
    if (!mines_hint_logic(app, &shown))
        return;
    if (shown.probs) {
        board_panel_swatch(ui, pen, mines_overlay_odds_color(0), "safer");
        board_panel_swatch(ui, pen, mines_overlay_odds_color(1),
                           shown.probs->exact ? "likelier a mine (exact odds, %)"
                                              : "likelier a mine (approximate odds, ~%)");
        return;
    }
    if (!shown.deduction) {
        board_panel_swatch(ui, pen, mines_overlay_mark_color(MINES_MARK_MINE), "a flag around it is wrong");
        return;
    }
    board_panel_swatch(ui, pen, mines_overlay_mark_color(MINES_MARK_CLUE), "numbers used");
    board_panel_swatch(ui, pen, mines_overlay_mark_color(MINES_MARK_SAFE), "safe");
    board_panel_swatch(ui, pen, mines_overlay_mark_color(MINES_MARK_MINE), "mine");
}

void mines_overlay_legend(Ui *ui, const App *app, UiRect bar)
{
    static const char hint[] = "left: open   right: flag / ?   middle or Shift+left: chord   ?: hint";
    const MinesSettings *m = mines_set(app);
    BoardLegendPen pen = board_panel_legend_pen(ui, app, bar);
    mines_overlay_logic_legend(ui, app, &pen);
    if (m->show_queue) {
        board_panel_swatch(ui, &pen, board_panel_color(MINES_QUEUE_SLOT), "queued (flood fill)");
        board_panel_swatch(ui, &pen, board_panel_color(MINES_NEXT_SLOT), "opens next");
    }
    if (m->show_safe)
        board_panel_swatch(ui, &pen, board_panel_color(MINES_SAFE_SLOT), "first-click safe zone");
    board_panel_legend_text(ui, &pen, hint);
}
