/* maze_export.c - the maze's exports: worksheet, answer key, SVG, text,
 * handed to the App's export queue; the maze's file names. */
#define _POSIX_C_SOURCE 200809L
#include "boards/maze/maze_export.h"

#include <stdio.h>

#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_name.h"
#include "boards/maze/maze_state.h"
#include "files/screenshot.h"
#include "maze/picture.h"
#include "maze/svg.h"

typedef struct AppExportInfo {
    const char *label;      /* panel button */
    const char *suffix;     /* after ALGO_WxH_seedN */
    const char *what;       /* status line: "<what> saved: path" */
} AppExportInfo;

static const AppExportInfo app_exports[MAZE_EXPORT_KIND_COUNT] = {
    [MAZE_EXPORT_WORKSHEET] = { "Worksheet PNG##export:worksheet", ".png", "Worksheet" },
    [MAZE_EXPORT_ANSWER] = { "Answer PNG##export:answer", "_answer.png", "Answer key" },
    [MAZE_EXPORT_SVG] = { "SVG##export:svg", ".svg", "SVG" },
    [MAZE_EXPORT_TEXT] = { "Text##export:text", ".txt", "Text" },
    [MAZE_EXPORT_SHEET] = { "Print worksheet##export:sheet", "", "Worksheet page" },  /* its own names */
};

void maze_algo_file_label(int algo, int variant, char *buf, size_t cap)
{
    algo_label(gen_algos[algo], variant, buf, cap);
    for (char *c = buf; *c; c++)
        if (*c == ':')
            *c = '-';       /* "id:variant" is awkward in a file name */
}

void maze_file_label(const App *app, char *buf, size_t cap)
{
    maze_algo_file_label(maze_set(app)->algo, maze_set(app)->variant, buf, cap);
}

const char *maze_export_label(MazeExportKind kind)
{
    return app_exports[kind].label;
}

void maze_export_name(char *buf, size_t cap, const App *app, MazeExportKind kind)
{
    const MazeState *maze = maze_of(app);
    char label[160], tags[48], seed[32] = "";
    maze_file_base(app, label, sizeof label);
    maze_file_tags(app, tags, sizeof tags);
    if (!maze_edit_source(app)[0])      /* a maze read from a file has no seed */
        snprintf(seed, sizeof seed, "_seed%llu", (unsigned long long)maze->run->seed);
    snprintf(buf, cap, "%s%s_%dx%d%s%s", label, tags, maze->run->grid.w, maze->run->grid.h, seed,
             app_exports[kind].suffix);
}


/* The largest cell size up to px at which kind's file of g fits the
 * picture's limits (the SVG has the PNG's: svg_measure), or 0 with the
 * reason at px in why. */
static int app_export_fit_px(const Grid *g, MazeExportKind kind, int px, char *why, size_t cap)
{
    for (int k = px; k >= 1; k--) {
        Picture pic;
        long w, h;
        bool fits = kind == MAZE_EXPORT_SVG
                        ? svg_measure(g, 2 * k, &w, &h, k == px ? why : NULL, cap) == MAZE_OK
                        : picture_measure(g, k, 3, &pic, k == px ? why : NULL, cap) == MAZE_OK;
        if (fits)
            return k;
    }
    return 0;
}

bool maze_export(App *app, MazeExportKind kind)
{
    MazeState *maze = maze_of(app);
    if ((unsigned)kind >= MAZE_EXPORT_KIND_COUNT)
        return false;
    if (kind == MAZE_EXPORT_SHEET)
        return maze_export_sheet(app);
    if (!run_done(maze->run)) {
        app_status(app, "Nothing exported: the maze is not finished yet (F finishes it)");
        return false;
    }
    char dir_err[512], path[4096], name[256], why[PICTURE_WHY_MAX] = "";
    const char *dir = app->set.screenshot_dir;
    if (!screenshot_make_dir(dir, dir_err, sizeof dir_err)) {
        app_status(app, "Not exported: %s", dir_err);
        return false;
    }
    const Grid *g = &maze->run->grid;
    int px = kind == MAZE_EXPORT_TEXT ? maze_set(app)->export_px
                                     : app_export_fit_px(g, kind, maze_set(app)->export_px, why, sizeof why);
    if (px == 0) {
        app_status(app, "Not exported: %s", why);
        return false;
    }
    maze_export_name(name, sizeof name, app, kind);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char title[200];
    maze_title(app, title, sizeof title);
    static const ExportWork works[MAZE_EXPORT_KIND_COUNT] = {
        [MAZE_EXPORT_WORKSHEET] = EXPORT_WORK_PNG, [MAZE_EXPORT_ANSWER] = EXPORT_WORK_ANSWER_PNG,
        [MAZE_EXPORT_SVG] = EXPORT_WORK_SVG, [MAZE_EXPORT_TEXT] = EXPORT_WORK_TEXT,
    };
    ExportSpec spec = { .work = works[kind], .grid = g, .px = px, .path = path,
                        .title = kind == MAZE_EXPORT_SVG ? title : NULL,
                        .what = app_exports[kind].what };
    if (!app_export_add(app, &spec))
        return false;
    if (px != maze_set(app)->export_px)
        app_status(app, "Exporting %s: %s at %d px a block (at %d px %s)", app_exports[kind].what,
                   name, px, maze_set(app)->export_px, why);
    else
        app_status(app, "Exporting %s: %s", app_exports[kind].what, name);
    return true;
}
