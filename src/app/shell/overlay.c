/* overlay.c - legend and status bar. */
#include "shell/overlay.h"

#include <stdio.h>

#include "boards/boards.h"


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

