/* overlay.c - legend, status bar, progress bar, help. */
#include "shell/overlay.h"

#include <stdio.h>

#include "boards/boards.h"
#include "shell/input.h"


int overlay_status_lines(const Ui *ui, int bar_w)
{
    return bar_w < ui_px(ui, OVERLAY_TWO_LINES_W) ? 3 : bar_w < ui_px(ui, OVERLAY_ONE_LINE_W) ? 2 : 1;
}

int overlay_bar_height(const Ui *ui, const App *app, int bar_w)
{
    return (1 + overlay_status_lines(ui, bar_w)) * ui->line_h[board_panel_bar_font(app)] + ui_px(ui, 18);
}

/* The legend on the first line, the status wrapped on the lines below; a
 * status longer than those (a file's path) takes the legend's line too
 * until the next status, and in projector mode a status too long even
 * for that goes to the small font rather than losing its end. */
void overlay_bar(Ui *ui, const App *app, UiRect bar, const BoardSeen *seen)
{
    int pad = ui_px(ui, 10);
    UiFont f = board_panel_bar_font(app);
    int lh = ui->line_h[f];
    int lines = overlay_status_lines(ui, bar.w);
    ui_draw_rect(ui, bar, ui_theme.panel);
    int y = bar.y + ui_px(ui, 6);
    UiRect text = { bar.x + pad, y + lh + ui_px(ui, 4), bar.w - 2 * pad, lines * lh };
    UiRect whole = { text.x, y, text.w, (lines + 1) * lh };
    /* The text colour, not the muted grey: the status is read from the
     * back of a classroom (13:1 on the bar, where the grey has 4.8:1). */
    if (ui_text_lines(ui, f, text.w, app->status) > lines) {
        if (ui_text_lines(ui, f, text.w, app->status) > lines + 1)
            f = UI_FONT_SMALL;
        ui_text_box(ui, f, ui_theme.text, whole, app->status);
        return;
    }
    app_boards[app->shown]->legend(ui, app, bar, seen);
    ui_text_box(ui, f, ui_theme.text, text, app->status);
}


void overlay_help(Ui *ui, UiRect screen)
{
    const char *keys, *what;
    size_t lines = 0;
    while (input_help_line(lines, &keys, &what))
        lines++;
    int lh = ui->line_h[UI_FONT_BODY];
    int pad = ui_px(ui, 24);
    int w = ui_px(ui, 460);
    int h = ui->line_h[UI_FONT_TITLE] + (int)lines * (lh + ui_px(ui, 4)) + lh + 3 * pad;
    /* Too tall for the window (projector mode at 768 px): every line in
     * the small font, tighter, without the title and the footnote. */
    bool compact = h > screen.h;
    UiFont key_font = compact ? UI_FONT_SMALL : UI_FONT_BOLD, text_font = compact ? UI_FONT_SMALL : UI_FONT_BODY;
    int step = compact ? ui->line_h[UI_FONT_SMALL] + ui_px(ui, 1) : lh + ui_px(ui, 4);
    if (compact) {
        pad = ui_px(ui, 8);
        h = (int)lines * step + 2 * pad;
    }
    UiRect box = { screen.x + (screen.w - w) / 2, screen.y + (screen.h - h) / 2, w, h };
    if (box.y < screen.y)
        box.y = screen.y;
    ui_draw_rect(ui, screen, (UiColor){ 0, 0, 0, 140 });
    ui_draw_rect(ui, box, ui_theme.field);
    ui_draw_frame(ui, box, ui_theme.accent);
    int y = box.y + pad;
    if (!compact) {
        ui_draw_text(ui, UI_FONT_TITLE, box.x + pad, y, ui_theme.text, "Keys");
        y += ui->line_h[UI_FONT_TITLE] + ui_px(ui, 8);
    }
    for (size_t k = 0; input_help_line(k, &keys, &what); k++) {
        ui_draw_text(ui, key_font, box.x + pad, y, ui_theme.accent, keys);
        ui_draw_text(ui, text_font, box.x + pad + ui_px(ui, 110), y, ui_theme.text, what);
        y += step;
    }
    if (!compact)
        ui_draw_text(ui, UI_FONT_SMALL, box.x + pad, y + ui_px(ui, 8), ui_theme.muted,
                     "Sliders: drag, or Ctrl + wheel over them. The wheel scrolls the panel.");
}
