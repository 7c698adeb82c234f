/* export.c - the window's exports: worksheet, answer key, SVG, text. */
#define _POSIX_C_SOURCE 200809L
#include "files/export.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "files/export_png.h"
#include "files/screenshot.h"
#include "maze/mem.h"
#include "maze/svg.h"
#include "maze/textio.h"

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


/* The reason for st writing path, as the other writers word it. */
static void app_export_why(char *err, size_t cap, const char *path, MazeStatus st, int e)
{
    snprintf(err, cap, "cannot write %s: %s", path,
             st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(st));
}

/* Writes the PNG (with the shortest path for the answer key). */
static MazeStatus app_export_png(const App *app, bool answer, const char *path, char *used,
                                 size_t used_cap, char *err, size_t err_cap)
{
    const Grid *g = &app->maze.run->grid;
    uint32_t *cells = NULL;
    size_t len = 0;
    MazeStatus st = answer ? solve_shortest(g, &cells, &len) : MAZE_OK;
    Picture pic = { 0 };
    char why[PICTURE_WHY_MAX] = "";
    if (st == MAZE_OK)
        st = picture_make(g, app->set.export_px, 3, cells, len, &pic, why, sizeof why);
    if (st == MAZE_OK)
        st = app_png_save(&pic, path, OUTFILE_UNIQUE, used, used_cap, err, err_cap);
    else if (why[0])
        snprintf(err, err_cap, "%s", why);
    else
        app_export_why(err, err_cap, path, st, 0);
    picture_free(&pic);
    mem_free(cells);
    return st;
}

bool app_export(App *app, AppExportKind kind)
{
    if ((unsigned)kind >= APP_EXPORT_KIND_COUNT)
        return false;
    if (!gen_done(app->maze.run)) {
        app_status(app, "Nothing exported: the maze is not finished yet (F finishes it)");
        return false;
    }
    char dir_err[512], path[4096], used[4096 + 16], err[4096 + 256], name[256];
    const char *dir = app->set.screenshot_dir;
    if (!screenshot_make_dir(dir, dir_err, sizeof dir_err)) {
        app_status(app, "Not exported: %s", dir_err);
        return false;
    }
    app_export_name(name, sizeof name, app, kind);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    const Grid *g = &app->maze.run->grid;
    MazeStatus st;
    errno = 0;
    if (kind == APP_EXPORT_WORKSHEET || kind == APP_EXPORT_ANSWER) {
        st = app_export_png(app, kind == APP_EXPORT_ANSWER, path, used, sizeof used, err, sizeof err);
    } else {
        if (kind == APP_EXPORT_SVG) {
            char title[200];
            snprintf(title, sizeof title, "%s, %dx%d, seed %llu", app_algo(app)->name, g->w, g->h,
                     (unsigned long long)app->maze.run->seed);
            SvgOptions opt = { .cell_px = 2 * app->set.export_px, .title = title };
            st = svg_save(path, OUTFILE_UNIQUE, g, &opt, used, sizeof used);
        } else {
            st = text_save(path, OUTFILE_UNIQUE, g, TEXT_ASCII, used, sizeof used);
        }
        if (st != MAZE_OK)
            app_export_why(err, sizeof err, path, st, errno);
    }
    if (st != MAZE_OK) {
        app_status(app, "Not exported: %s", err);
        return false;
    }
    app_status(app, "%s saved: %s", app_exports[kind].what, used);
    return true;
}
