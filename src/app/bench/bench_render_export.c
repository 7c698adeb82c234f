/* bench_render_export.c - `mazelab bench --render`'s export case: what a
 * frame costs while the window writes the answer key of a 4000x4000 maze
 * (the shortest path, the 8001x8001 px picture, the PNG encoding and the
 * atomic write), on the window's code path (the button's action,
 * app_advance, app_view_frame), the Export section open. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL.h>

#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "boards/maze/maze_export.h"
#include "shell/app.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "bench/bench_frames.h"
#include "bench/bench_render_export.h"

enum { BENCH_EXPORT_SIDE = 4000, BENCH_EXPORT_PX = 1 };

/* Removes the file the status line names (inside dir), notes its size,
 * and removes dir. */
static void bench_export_clean(const App *app, const char *dir, char *note, size_t cap)
{
    const char *path = strstr(app->status, dir);
    char file[4096] = "";
    struct stat st;
    if (path)
        snprintf(file, sizeof file, "%s", path);
    if (file[0] && stat(file, &st) == 0)
        snprintf(note, cap, "%s (%lld bytes)", app->status, (long long)st.st_size);
    else
        snprintf(note, cap, "%s", app->status);
    if (file[0])
        unlink(file);
    rmdir(dir);
}

bool bench_export_case(struct SDL_Renderer *r, TextCache *tc, double *ms, int cap)
{
    char dir[] = "/tmp/mazelab-bench-XXXXXX";
    if (!mkdtemp(dir)) {
        message_error("cannot make a folder for the export");
        return false;
    }
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->w = maze_settings(&set)->h = BENCH_EXPORT_SIDE;
    set.seed = 1;
    set.speed = 1.0;
    set.screenshot_dir = dir;
    maze_settings(&set)->export_px = BENCH_EXPORT_PX;
    App app;
    if (!app_init(&app, &set)) {
        message_error("%s", app.status);
        app_free(&app);
        rmdir(dir);
        return false;
    }
    run_finish(maze_of(&app)->run);
    maze_of(&app)->export_open = true;
    AppView view;
    app_view_init(&view, r, tc, 1.0);
    for (int k = 0; k < 1000 && (k == 0 || app_view_pending(&view, &app)); k++) {
        app_advance(&app, 1.0 / 60, 6);     /* the picture caught up, untimed */
        app_view_frame(&view, &app);
    }
    BenchFrames out = { 0 };
    int n = 0;
    while (n < cap && (n == 0 || !app_settled(&app))) {
        /* Answer PNG pressed */
        int kind = n == 0 ? MAZE_EXPORT : BENCH_NO_ACTION;
        ms[n++] = bench_frame(&app, &view, r, kind, MAZE_EXPORT_ANSWER, &out);
        SDL_Delay(1);                        /* the window's vsync wait, shortened */
    }
    out.done = app_settled(&app);
    bench_stats(ms, n, &out);
    bench_export_clean(&app, dir, out.note, sizeof out.note);
    char what[128];
    snprintf(what, sizeof what, "(k) Answer PNG (%d px) of %s %dx%d", BENCH_EXPORT_PX,
             gen_algos[maze_settings(&set)->algo]->id, maze_settings(&set)->w, maze_settings(&set)->h);
    bench_print(what, &out);
    app_view_free(&view);
    app_free(&app);
    return true;
}
