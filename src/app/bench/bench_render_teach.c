/* bench_render_teach.c - `mazelab bench --render`'s timeline cases: what a
 * frame costs while a student drags the timeline slider back through a
 * finished run, or presses Left at the end of one, at the panel's largest
 * size (400x300), on the window's code path (the seek as the action the
 * slider or key records, app_advance, app_view_frame). */
#include <stdio.h>

#include <SDL.h>

#include "boards/maze/maze_state.h"
#include "boards/boards.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "shell/app.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "bench/bench_frames.h"
#include "bench/bench_render_teach.h"

enum {
    BENCH_DRAG_FRAMES = 600,    /* a drag over the slider, a pixel a frame */
    BENCH_BACK_FRAMES = 120     /* Left presses, one a frame */
};

bool bench_teach_open(App *app, AppView *view, SDL_Renderer *r, TextCache *tc, const char *id)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->algo = gen_index(gen_find(id));
    maze_settings(&set)->w = BENCH_TEACH_W;
    maze_settings(&set)->h = BENCH_TEACH_H;
    set.seed = 1;
    set.once.start_paused = true;
    if (maze_settings(&set)->algo < 0 || !app_init(app, &set)) {
        message_error("cannot start %s: %s", id, maze_settings(&set)->algo < 0 ? "no such generator" : app->status);
        app_free(app);
        return false;
    }
    app_view_init(view, r, tc, 1.0);
    app_do(app, APP_BOARD_MAZE, BOARD_TO_END, 0);
    for (int k = 0; k < 1000 && (k == 0 || app_view_pending(view, app)); k++) {
        app_advance(app, 1.0 / 60, 6);
        app_view_frame(view, app);
    }
    return true;
}

/* Times n frames, each doing action kind first (BOARD_SEEK: from end
 * down to 0 in even strides); out->advance_max_ms gets the most the action
 * and the advance took in a frame. Counts the frames whose picture still
 * lagged after them in *lagged. */
static void bench_teach_frames(App *app, AppView *view, SDL_Renderer *r, int kind, uint64_t end,
                               int n, double *ms, BenchFrames *out, int *lagged)
{
    *lagged = 0;
    for (int k = 0; k < n; k++) {
        long arg = kind == BOARD_SEEK ? (long)(end * (uint64_t)(n - 1 - k) / (uint64_t)(n - 1)) : 0;
        ms[k] = bench_frame(app, view, r, kind, arg, out);
        *lagged += app_view_pending(view, app);
    }
    out->steps = maze_of(app)->run->steps;
    bench_stats(ms, n, out);
}

bool bench_teach_cases(SDL_Renderer *r, TextCache *tc, double *ms, int cap)
{
    static const struct {
        const char *tag, *id, *what;
        int kind, frames;
    } cases[] = {
        { "(g)", "wilson", "timeline drag back", BOARD_SEEK, BENCH_DRAG_FRAMES },
        { "(h)", "aldous-broder", "Left at the end", BOARD_STEP_BACK, BENCH_BACK_FRAMES },
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        App app;
        AppView view;
        if (!bench_teach_open(&app, &view, r, tc, cases[c].id))
            return false;
        uint64_t end = maze_of(&app)->run->steps;
        BenchFrames b = { 0 };
        int lagged;
        int n = cases[c].frames < cap ? cases[c].frames : cap;
        bench_teach_frames(&app, &view, r, cases[c].kind, end, n, ms, &b, &lagged);
        b.done = true;
        snprintf(b.note, sizeof b.note, "%llu steps in the run; %d of %d frames left some of the picture for the next",
                 (unsigned long long)end, lagged, n);
        char what[128];
        snprintf(what, sizeof what, "%s %s %dx%d %s", cases[c].tag, cases[c].id, BENCH_TEACH_W,
                 BENCH_TEACH_H, cases[c].what);
        bench_print(what, &b);
        app_view_free(&view);
        app_free(&app);
    }
    return true;
}
