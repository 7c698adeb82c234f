/* maze_panel_export.c - the panel's Export section, in three parts: Files
 * (the cell size, one button per file of the finished maze), Print (the
 * page to print and its answer key: paper, format, mazes a page, seed) and
 * Slides (the recording's choices); under them Record (the run as an
 * animated GIF). It takes the Solver section's place while open (the
 * Export button or E), each part in the same room, so the panel still fits
 * a 1280x800 window; the status line says where each file went. While a
 * file is being written (on a worker thread), a progress bar and a Cancel
 * button take the part's first row, at the cell size slider's height:
 * nothing moves when an export starts. */
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_record.h"

#include <math.h>
#include <stdio.h>

#include "boards/maze/bias/bias.h"
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

/* Steps through the Export section's parts. */
static const char *const maze_panel_export_tabs[MAZE_EXPORT_TABS] = {
    [MAZE_EXPORT_TAB_FILES] = "Files##export-tab:files",
    [MAZE_EXPORT_TAB_PRINT] = "Print##export-tab:print",
    [MAZE_EXPORT_TAB_SLIDES] = "Slides##export-tab:slides",
};

/* n option buttons (MAZE_EXPORT_OPTION), the next widgets of the row. */
static void maze_panel_export_options(Ui *ui, App *app, const MazeExportOption *options, int n)
{
    for (int k = 0; k < n; k++) {
        char label[80];
        maze_export_option_label(maze_set(app), options[k], label, sizeof label);
        if (ui_selectable(ui, label, false))
            app_post(app, MAZE_EXPORT_OPTION, options[k]);
    }
}

/* The first row of a part, in a slot as tall as the cell size slider (the
 * progress bar's place while a file is written): a row of options,
 * centred in it. */
static void maze_panel_export_first(Ui *ui, App *app, const MazeExportOption *options, int n)
{
    UiRect slot = ui_next(ui, ui->line_h[UI_FONT_BODY] + ui_px(ui, 14)), area = ui->area;
    int cy = ui->cy, bh = ui_button_height(ui);
    ui_layout(ui, (UiRect){ slot.x, slot.y + (slot.h - bh) / 2, slot.w, bh });
    ui_row(ui, n);
    maze_panel_export_options(ui, app, options, n);
    ui->area = area;
    ui->cy = cy;
}

/* Files: the cell size and the four files of the finished maze. */
static void maze_panel_export_files(Ui *ui, App *app, bool busy)
{
    char text[48];
    const Grid *g = &maze_of(app)->run->grid;
    int px = maze_set(app)->export_px;
    snprintf(text, sizeof text, "%d px: %dx%d", px, (2 * g->w + 1) * px, (2 * g->h + 1) * px);
    double v = px;
    if (!busy && ui_slider(ui, PANEL_EXPORT_PX, &v, MAZE_EXPORT_MIN_PX, MAZE_EXPORT_MAX_PX, 1, text) &&
        (int)lround(v) != px)
        app_post(app, MAZE_EXPORT_PX, lround(v));
    bool off = !run_done(maze_of(app)->run);
    for (int k = 0; k < MAZE_EXPORT_FILE_COUNT; k++) {
        if (k % 2 == 0)
            ui_row(ui, 2);
        if (ui_button(ui, maze_export_label((MazeExportKind)k), off))
            app_post(app, MAZE_EXPORT, k);
    }
}

/* Print: the page's paper, format and answer key, how many mazes (the
 * compare panes: as many as there are), the seed shown or not, and Print. */
static void maze_panel_export_print(Ui *ui, App *app, bool busy)
{
    static const MazeExportOption first[] = { MAZE_EXPORT_PAPER, MAZE_EXPORT_FORMAT, MAZE_EXPORT_KEY };
    static const MazeExportOption second[] = { MAZE_EXPORT_PER_PAGE, MAZE_EXPORT_SEED };
    if (!busy)
        maze_panel_export_first(ui, app, first, 3);
    if (maze_of(app)->bias->panes > 1) {        /* a maze a pane: no choice */
        char panes[48];
        snprintf(panes, sizeof panes, "%d panes a page##export-panes", maze_of(app)->bias->panes);
        ui_row(ui, 2);
        ui_button(ui, panes, true);
        maze_panel_export_options(ui, app, second + 1, 1);
    } else {
        ui_row(ui, 2);
        maze_panel_export_options(ui, app, second, 2);
    }
    ui_row(ui, 1);
    if (ui_button(ui, maze_export_label(MAZE_EXPORT_SHEET), false))
        app_post(app, MAZE_EXPORT, MAZE_EXPORT_SHEET);
}

/* Slides: Record's width (or the plain GIF), its start and its files. */
static void maze_panel_export_slides(Ui *ui, App *app, bool busy)
{
    static const MazeExportOption first[] = { MAZE_EXPORT_SLIDE_W, MAZE_EXPORT_SLIDE_PNGS };
    static const MazeExportOption second[] = { MAZE_EXPORT_SLIDE_FROM };
    if (!busy)
        maze_panel_export_first(ui, app, first, 2);
    ui_row(ui, 1);
    maze_panel_export_options(ui, app, second, 1);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
            maze_set(app)->out.slide_w ? "Record: a title bar, the step counter and the sentence on each frame"
                                       : "Record: the frames alone, as mazelab gen --format gif");
}

void maze_panel_export(Ui *ui, App *app)
{
    int top = ui->cy;
    ui_heading(ui, "Export");
    ui_space(ui, -2);
    const MazeExportChoice *c = &maze_set(app)->out;
    ui_row(ui, MAZE_EXPORT_TABS);
    for (int k = 0; k < MAZE_EXPORT_TABS; k++)
        if (ui_selectable(ui, maze_panel_export_tabs[k], c->tab == k))
            app_post(app, MAZE_EXPORT_TAB, k);
    /* Each part in the same room (the Files part's height), so nothing
     * below moves from part to part. */
    int room_top = ui->cy;
    int room = ui->line_h[UI_FONT_BODY] + ui_px(ui, 14) + 2 * (ui_button_height(ui) + ui_px(ui, 4));
    double f;
    char busy[160];
    bool writing = app_export_busy(app, &f, busy, sizeof busy);
    if (writing)
        maze_panel_export_progress(ui, app, f, busy);
    if (c->tab == MAZE_EXPORT_TAB_PRINT)
        maze_panel_export_print(ui, app, writing);
    else if (c->tab == MAZE_EXPORT_TAB_SLIDES)
        maze_panel_export_slides(ui, app, writing);
    else
        maze_panel_export_files(ui, app, writing);
    if (ui->cy < room_top + room)
        ui->cy = room_top + room;
    /* Recording starts before the run is done, at this cell size. */
    bool recording = maze_record_active(app);
    ui_row(ui, 1);
    if (ui_selectable(ui, recording ? "Stop recording (V)##record" : "Record GIF (V)##record", recording))
        app_post(app, MAZE_RECORD, 0);
    ui_want_seen(ui, top, ui->cy);      /* the panel brings it into view when it opens */
}
