/* maze_panel_export.c - the panel's Export section: the cell size, one
 * button per export, and Record (the run as an animated GIF at that cell
 * size). It takes the Solver section's place while open (the Export button
 * or E), and is no taller, so the panel still fits a 1280x800 window; the
 * status line says where each file went. While a file is being written (on
 * a worker thread), a progress bar and a Cancel button take the cell size
 * slider's place, at its height: nothing moves when an export starts. */
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_record.h"

#include <math.h>
#include <stdio.h>

#include "boards/maze/maze_export.h"

/* The first of texts[0..n) whose width fits w in the small font (the last
 * when none does). */
static const char *maze_panel_export_fit(Ui *ui, int w, const char *const texts[], int n)
{
    for (int k = 0; k < n - 1; k++)
        if (ui->text_width(ui->text_ctx, UI_FONT_SMALL, texts[k]) <= w)
            return texts[k];
    return texts[n - 1];
}

/* While a file is being written: in the cell size slider's place (the same
 * height, so nothing below moves when an export starts), a progress bar
 * and Cancel export. */
static void maze_panel_export_progress(Ui *ui, App *app, double f, const char *busy)
{
    char brief[48];
    int bh = ui_button_height(ui), gap = ui_px(ui, 4);
    int cw = ui->text_width(ui->text_ctx, UI_FONT_BODY, "Cancel export") + ui_px(ui, 24);
    UiRect row = ui_next(ui, ui->line_h[UI_FONT_BODY] + ui_px(ui, 14)), area = ui->area;  /* ui_slider's */
    int cy = ui->cy, pw = row.w - cw - gap, ph = ui->line_h[UI_FONT_SMALL] + ui_px(ui, 6);
    snprintf(brief, sizeof brief, "Writing: %.0f%%", 100 * f);
    const char *const texts[] = { busy, brief };
    ui_layout(ui, (UiRect){ row.x, row.y + (row.h - ph) / 2, pw, ph });
    ui_progress(ui, f, maze_panel_export_fit(ui, pw - ui_px(ui, 8), texts, 2));
    ui_layout(ui, (UiRect){ row.x + pw + gap, row.y + (row.h - bh) / 2, cw, bh });
    if (ui_button(ui, "Cancel export##export:cancel", false))
        app_post(app, MAZE_EXPORT_CANCEL, 0);
    ui->area = area;
    ui->cy = cy;
}

void maze_panel_export(Ui *ui, App *app)
{
    int top = ui->cy;
    ui_heading(ui, "Export");
    ui_space(ui, -2);
    char text[48];
    const Grid *g = &maze_of(app)->run->grid;
    int px = maze_set(app)->export_px;
    snprintf(text, sizeof text, "%d px: %dx%d", px, (2 * g->w + 1) * px, (2 * g->h + 1) * px);
    double v = px, f;
    char busy[160];
    if (app_export_busy(app, &f, busy, sizeof busy))
        maze_panel_export_progress(ui, app, f, busy);
    else if (ui_slider(ui, PANEL_EXPORT_PX, &v, MAZE_EXPORT_MIN_PX, MAZE_EXPORT_MAX_PX, 1, text) &&
             (int)lround(v) != px)
        app_post(app, MAZE_EXPORT_PX, lround(v));
    bool off = !run_done(maze_of(app)->run);
    for (int k = 0; k < MAZE_EXPORT_KIND_COUNT; k++) {
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_button(ui, maze_export_label((MazeExportKind)k), off))
            app_post(app, MAZE_EXPORT, k);
    }
    /* Recording starts before the run is done, at this cell size. */
    bool recording = maze_record_active(app);
    ui_row(ui, 1);
    if (ui_selectable(ui, recording ? "Stop recording (V)##record" : "Record GIF (V)##record", recording))
        app_post(app, MAZE_RECORD, 0);
    ui_want_seen(ui, top, ui->cy);      /* the panel brings it into view when it opens */
}
