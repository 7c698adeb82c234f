/* maze_panel_export.c - the panel's Export section: the cell size, one
 * button per export, and Record (the run as an animated GIF at that cell
 * size). It takes the Solver section's place while open (the Export button
 * or E), and is no taller, so the panel still fits a 1280x800 window; the
 * status line says where each file went. While a file is being written (on
 * a worker thread), a progress bar and a Cancel button. */
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_record.h"

#include <math.h>
#include <stdio.h>

#include "files/export.h"

void maze_panel_export(Ui *ui, App *app)
{
    ui_heading(ui, "Export");
    ui_space(ui, -2);
    char text[48];
    const Grid *g = &app->maze.run->grid;
    int px = app->set.export_px;
    snprintf(text, sizeof text, "%d px: %dx%d", px, (2 * g->w + 1) * px, (2 * g->h + 1) * px);
    double v = px;
    if (ui_slider(ui, PANEL_EXPORT_PX, &v, APP_EXPORT_MIN_PX, APP_EXPORT_MAX_PX, 1, text) &&
        (int)lround(v) != px)
        app_post(app, MAZE_EXPORT_PX, lround(v));
    bool off = !gen_done(app->maze.run);
    for (int k = 0; k < APP_EXPORT_KIND_COUNT; k++) {
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_button(ui, app_export_label((AppExportKind)k), off))
            app_post(app, MAZE_EXPORT, k);
    }
    /* A file being written: how far, and a way out. */
    double f;
    char busy[160];
    if (app_export_busy(app, &f, busy, sizeof busy)) {
        ui_progress(ui, f, busy);
        ui_row(ui, 1);
        if (ui_button(ui, "Cancel export##export:cancel", false))
            app_post(app, MAZE_EXPORT_CANCEL, 0);
    }
    /* Recording starts before the run is done, at this cell size. */
    bool recording = maze_record_active(app);
    ui_row(ui, 1);
    if (ui_selectable(ui, recording ? "Stop recording (V)##record" : "Record GIF (V)##record", recording))
        app_post(app, MAZE_RECORD, 0);
}
