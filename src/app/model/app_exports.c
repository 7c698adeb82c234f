/* app_exports.c - the App's export queue: add, report, cancel, close. */
#include "model/app_exports.h"

#include "files/export_queue.h"

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
