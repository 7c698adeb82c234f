/* mines_overlay.c - header strip and legend of the Minesweeper board. */
#include "boards/mines/mines_overlay.h"

#include <stdio.h>

#include "boards/mines/mines_board.h"
#include "boards/mines/mines_view.h"
#include "boards/board_panel.h"

static const UiColor mines_counter_bg = { 32, 32, 32, 255 };
static const UiColor mines_counter_fg = { 255, 72, 56, 255 };
static const UiColor mines_won = { 0, 128, 80, 255 };
static const UiColor mines_lost = { 200, 30, 30, 255 };

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

void mines_overlay_header(Ui *ui, const App *app, const MinesLayout *l)
{
    const MinesBoard *b = mines_of(app)->board;
    char left[16], time[16];
    long n = mines_left(b);
    snprintf(left, sizeof left, n < 0 ? "-%02ld" : "%03ld", n < 0 ? (-n > 99 ? 99 : -n) : n > 999 ? 999 : n);
    snprintf(time, sizeof time, "%03d", mines_board_seconds(app));
    UiRect s = l->header;
    int cw = mines_overlay_counter(ui, s, false, left);
    mines_overlay_counter(ui, s, true, time);
    const char *state = mines_overlay_state(b);
    UiColor c = b->game == MINES_WON ? mines_won : b->game == MINES_LOST ? mines_lost : ui_theme.text;
    int tw = ui->text_width(ui->text_ctx, UI_FONT_BOLD, state);
    if (tw <= s.w - 2 * cw - ui_px(ui, 12))
        ui_draw_text(ui, UI_FONT_BOLD, s.x + (s.w - tw) / 2,
                     s.y + (s.h - ui_px(ui, 6) - ui->line_h[UI_FONT_BOLD]) / 2, c, state);
}

void mines_overlay_legend(Ui *ui, const App *app, UiRect bar)
{
    static const char hint[] = "left: open   right: flag   middle or Shift+left: chord";
    const MinesSettings *m = mines_set(app);
    BoardLegendPen pen = board_panel_legend_pen(ui, app, bar);
    if (m->show_queue) {
        board_panel_swatch(ui, &pen, board_panel_color(MINES_QUEUE_SLOT), "queued (flood fill)");
        board_panel_swatch(ui, &pen, board_panel_color(MINES_NEXT_SLOT), "opens next");
    }
    if (m->show_safe)
        board_panel_swatch(ui, &pen, board_panel_color(MINES_SAFE_SLOT), "first-click safe zone");
    board_panel_legend_text(ui, &pen, hint);
}
