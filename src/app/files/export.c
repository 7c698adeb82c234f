/* export.c - the window's exports: worksheet, answer key, SVG, text, and
 * screenshots, handed to the export queue (export_queue.h). */
#define _POSIX_C_SOURCE 200809L
#include "files/export.h"

#include <stdio.h>

#include "files/export_queue.h"
#include "files/screenshot.h"
#include "maze/picture.h"
#include "maze/svg.h"

typedef struct AppExportInfo {
    const char *label;      /* panel button */
    const char *suffix;     /* after ALGO_WxH_seedN */
    const char *what;       /* status line: "<what> saved: path" */
} AppExportInfo;

static const AppExportInfo app_exports[APP_EXPORT_KIND_COUNT] = {
    [APP_EXPORT_WORKSHEET] = { "Worksheet PNG##export:worksheet", ".png", "Worksheet" },
    [APP_EXPORT_ANSWER] = { "Answer PNG##export:answer", "_answer.png", "Answer key" },
    [APP_EXPORT_SVG] = { "SVG##export:svg", ".svg", "SVG" },
    [APP_EXPORT_TEXT] = { "Text##export:text", ".txt", "Text" },
};

const char *app_export_label(AppExportKind kind)
{
    return app_exports[kind].label;
}

void app_export_name(char *buf, size_t cap, const App *app, AppExportKind kind)
{
    char label[64];
    app_file_label(app, label, sizeof label);
    snprintf(buf, cap, "%s_%dx%d_seed%llu%s", label, app->maze.run->grid.w, app->maze.run->grid.h,
             (unsigned long long)app->maze.run->seed, app_exports[kind].suffix);
}


/* The largest cell size up to px at which kind's file of g fits the
 * picture's limits (the SVG has the PNG's: svg_measure), or 0 with the
 * reason at px in why. */
static int app_export_fit_px(const Grid *g, AppExportKind kind, int px, char *why, size_t cap)
{
    for (int k = px; k >= 1; k--) {
        Picture pic;
        long w, h;
        bool fits = kind == APP_EXPORT_SVG
                        ? svg_measure(g, 2 * k, &w, &h, k == px ? why : NULL, cap) == MAZE_OK
                        : picture_measure(g, k, 3, &pic, k == px ? why : NULL, cap) == MAZE_OK;
        if (fits)
            return k;
    }
    return 0;
}

bool app_export_add(App *app, const ExportSpec *spec)
{
    char why[256];
    if (!app->exports && !(app->exports = export_queue_new())) {
        app_status(app, "%s not saved: %s", spec->what, maze_strerror(MAZE_ERR_NOMEM));
        return false;
    }
    if (!export_queue_add(app->exports, spec, why, sizeof why)) {
        app_status(app, "%s not saved: %s", spec->what, why);
        return false;
    }
    return true;
}

bool app_export(App *app, AppExportKind kind)
{
    if ((unsigned)kind >= APP_EXPORT_KIND_COUNT)
        return false;
    if (!run_done(app->maze.run)) {
        app_status(app, "Nothing exported: the maze is not finished yet (F finishes it)");
        return false;
    }
    char dir_err[512], path[4096], name[256], why[PICTURE_WHY_MAX] = "";
    const char *dir = app->set.screenshot_dir;
    if (!screenshot_make_dir(dir, dir_err, sizeof dir_err)) {
        app_status(app, "Not exported: %s", dir_err);
        return false;
    }
    const Grid *g = &app->maze.run->grid;
    int px = kind == APP_EXPORT_TEXT ? app->set.export_px
                                     : app_export_fit_px(g, kind, app->set.export_px, why, sizeof why);
    if (px == 0) {
        app_status(app, "Not exported: %s", why);
        return false;
    }
    app_export_name(name, sizeof name, app, kind);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char title[200];
    snprintf(title, sizeof title, "%s, %dx%d, seed %llu", app_algo(app)->name, g->w, g->h,
             (unsigned long long)app->maze.run->seed);
    static const ExportWork works[APP_EXPORT_KIND_COUNT] = {
        [APP_EXPORT_WORKSHEET] = EXPORT_WORK_PNG, [APP_EXPORT_ANSWER] = EXPORT_WORK_ANSWER_PNG,
        [APP_EXPORT_SVG] = EXPORT_WORK_SVG, [APP_EXPORT_TEXT] = EXPORT_WORK_TEXT,
    };
    ExportSpec spec = { .work = works[kind], .grid = g, .px = px, .path = path,
                        .title = kind == APP_EXPORT_SVG ? title : NULL,
                        .what = app_exports[kind].what };
    if (!app_export_add(app, &spec))
        return false;
    if (px != app->set.export_px)
        app_status(app, "Exporting %s: %s at %d px a block (at %d px %s)", app_exports[kind].what,
                   name, px, app->set.export_px, why);
    else
        app_status(app, "Exporting %s: %s", app_exports[kind].what, name);
    return true;
}

void app_export_poll(App *app)
{
    ExportOutcome out;
    while (export_queue_poll(app->exports, &out)) {
        if (out.st == MAZE_OK)
            app_status(app, "%s saved: %s", out.what, out.used);
        else
            app_status(app, "%s not saved: %s", out.what, out.err);
    }
}

bool app_export_busy(const App *app, double *progress, char *text, size_t cap)
{
    return export_queue_busy(app->exports, progress, text, cap);
}

void app_export_cancel(App *app)
{
    char names[1024];
    int n = export_queue_cancel(app->exports, names, sizeof names);
    if (n == 1)
        app_status(app, "Export cancelled: %s not written", names);
    else if (n > 1)
        app_status(app, "%d exports cancelled: %s not written", n, names);
}

int app_export_close(App *app, char *names, size_t cap)
{
    app_export_poll(app);           /* what finished is reported, not cancelled */
    int n = export_queue_cancel(app->exports, names, cap);
    export_queue_free(app->exports);
    app->exports = NULL;
    return n;
}
