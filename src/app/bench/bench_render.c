/* bench_render.c - `mazelab bench --render`: what a frame costs, measured
 * headless (SDL's dummy video driver, a software renderer on a surface) on
 * the same code path as the window: app_advance + app_view_frame. */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "shell/app.h"
#include "bench/bench_frames.h"
#include "bench/bench_render_export.h"
#include "bench/bench_render_compare.h"
#include "bench/bench_render_edit.h"
#include "bench/bench_render_teach.h"
#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_record.h"
#include "model/app_life.h"
#include "maze/fonts.h"
#include "shell/app_view.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"

enum {
    BENCH_W = 1280,             /* the surface, pixels */
    BENCH_H = 800,
    BENCH_MAX_FRAMES = 100000
};

/* One measured case. */
typedef struct BenchCase {
    const char *tag;            /* "(a)" */
    const char *algo_id;        /* NULL: the one given with --algo */
    int w, h;                   /* cells */
    bool instant;               /* else the top animated speed */
    bool solve;                 /* finish the maze untimed, then time the wall follower */
    bool record;                /* Record the run (a GIF in a temporary folder) */
    bool bias;                  /* finish the maze untimed, then time the Bias tab
                                   with the heat map and the shortest path */
} BenchCase;

/* Ends app's recording, keeps its status line (where it went, frames,
 * bytes) in note, and removes the file and its folder. */
static void bench_record_clean(App *app, const char *dir, char *note, size_t cap)
{
    if (maze_record_active(app))
        app_do(app, APP_BOARD_MAZE, MAZE_RECORD, 0);
    snprintf(note, cap, "%s", app->status);
    const char *path = strstr(app->status, dir);
    if (path) {
        char file[4096];
        snprintf(file, sizeof file, "%.*s", (int)strcspn(path, " "), path);
        unlink(file);
    }
    rmdir(dir);
}

/* Runs the case frame by frame, 1/60 s of wall time each, until the run is
 * settled and its picture caught up, or max_frames. */
static bool bench_run(SDL_Renderer *r, TextCache *tc, const BenchCase *c, int algo,
                      int max_frames, double *ms, BenchFrames *out)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->algo = algo;
    maze_settings(&set)->w = c->w;
    maze_settings(&set)->h = c->h;
    set.seed = 1;
    set.speed = c->instant ? 1.0 : 1.0 - APP_SPEED_NOTCH;
    maze_settings(&set)->solver = solve_index(solve_find("wall-right"));
    maze_settings(&set)->solve_at_start = c->solve;
    if (c->bias) {
        maze_settings(&set)->panel_tab = MAZE_TAB_BIAS;
        maze_settings(&set)->show_heat = maze_settings(&set)->show_shortest = true;
    }
    char dir[] = "/tmp/mazelab-bench-XXXXXX";
    if (c->record && !mkdtemp(dir)) {
        message_error("cannot make a folder for the recording");
        return false;
    }
    set.screenshot_dir = dir;
    App app;
    if (!app_init(&app, &set)) {
        message_error("%s", app.status);
        app_free(&app);
        return false;
    }
    if (c->solve || c->bias)
        run_finish(maze_of(&app)->run);
    AppView view;
    app_view_init(&view, r, tc, 1.0);
    *out = (BenchFrames){ 0 };
    int n = 0;
    while (n < max_frames && !(app_settled(&app) && n > 0 && !app_view_pending(&view, &app) &&
                               !maze_record_active(&app))) {
        /* Record pressed: the first frame pays for it */
        int kind = c->record && n == 0 ? MAZE_RECORD : BENCH_NO_ACTION;
        ms[n++] = bench_frame(&app, &view, r, kind, 0, out);
    }
    out->steps = maze_of(&app)->run->steps + (maze_of(&app)->solve ? maze_of(&app)->solve->steps : 0);
    out->done = app_settled(&app) && !app_view_pending(&view, &app) && !maze_record_active(&app);
    bench_stats(ms, n, out);
    if (c->record)
        bench_record_clean(&app, dir, out->note, sizeof out->note);
    app_view_free(&view);
    app_free(&app);
    return true;
}

/* Times the cases (only the one lettered `only` when not 0); false when one
 * could not run. */
static bool bench_cases(SDL_Renderer *r, TextCache *tc, int algo, int frames, char only)
{
    static const BenchCase cases[] = {
        { "(a)", NULL, 400, 300, false, false, false, false },
        { "(b)", NULL, 2000, 2000, true, false, false, false },
        { "(c)", "wilson", 2000, 2000, true, false, false, false },
        { "(d)", NULL, 400, 300, false, true, false, false },
        { "(e)", NULL, 400, 300, false, false, true, false },
        { "(f)", NULL, 4000, 4000, true, false, false, true },
    };
    double *ms = malloc(BENCH_MAX_FRAMES * sizeof *ms);
    if (!ms) {
        message_error("out of memory");
        return false;
    }
    printf("%-46s %6s %7s %7s %7s %8s %10s\n", "case", "frames", "mean", "p95", "max",
           "advance", "steps");
    /* The window's first frame renders every text of the panel; the cases
     * start from a window already showing, as when a user starts a run. */
    static const BenchCase first = { "", NULL, 30, 20, false, false, false, false };
    BenchFrames warm;
    bool ok = bench_run(r, tc, &first, algo, 1, ms, &warm);
    if (ok)
        bench_print("the window's first frame (all text made)", &warm);
    for (size_t k = 0; ok && k < sizeof cases / sizeof cases[0]; k++) {
        const BenchCase *c = &cases[k];
        if (only && c->tag[1] != only)
            continue;
        int a = c->algo_id ? gen_index(gen_find(c->algo_id)) : algo;
        BenchFrames b;
        ok = bench_run(r, tc, c, a, c->instant ? BENCH_MAX_FRAMES : frames, ms, &b);
        if (!ok)
            break;
        char what[128];
        const char *id = gen_algos[a]->id;
        if (c->solve)
            snprintf(what, sizeof what, "%s wall follower on %s %dx%d", c->tag, id, c->w, c->h);
        else if (c->bias)
            snprintf(what, sizeof what, "%s Bias tab, heat map, path: %s %dx%d", c->tag, id, c->w, c->h);
        else if (c->record)
            snprintf(what, sizeof what, "%s %s %dx%d at top speed, recording", c->tag, id, c->w, c->h);
        else
            snprintf(what, sizeof what, "%s %s %dx%d %s", c->tag, id, c->w, c->h,
                     c->instant ? "instant" : "at top speed");
        bench_print(what, &b);
    }
    if (ok && (!only || only == 'g' || only == 'h'))
        ok = bench_teach_cases(r, tc, ms, BENCH_MAX_FRAMES);
    if (ok && (!only || only == 'i' || only == 'j'))
        ok = bench_compare_cases(r, tc, only, ms, BENCH_MAX_FRAMES);
    if (ok && (!only || only == 'k'))
        ok = bench_export_case(r, tc, ms, BENCH_MAX_FRAMES);
    if (ok && (!only || only == 'l'))
        ok = bench_edit_case(r, tc, ms, BENCH_MAX_FRAMES);
    free(ms);
    return ok;
}

int app_bench_render(int argc, char **argv)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "frames", required_argument, NULL, 'n' },
        { "cpu", no_argument, NULL, 'c' },
        { "case", required_argument, NULL, 'k' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    int algo = 0;
    long frames = 1000;
    char only = 0;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': if (!args_algo_index(optarg, &algo)) return ARGS_USAGE; break;
        case 'c': bench_use_cpu_clock(); break;
        case 'k':
            if (strlen(optarg) != 1 || !strchr("abcdefghijkl", optarg[0])) {
                message_error("--case: expected one of the letters a to l; got '%s'", optarg);
                return ARGS_USAGE;
            }
            only = optarg[0];
            break;
        case 'n':
            if (!args_parse_long(optarg, "frame count", 1, BENCH_MAX_FRAMES, &frames))
                return ARGS_USAGE;
            break;
        case 'h':
            puts("usage: mazelab bench --render [--algo ID] [--frames N] [--cpu] [--case LETTER]\n\n"
                 "Frame times of the window, headless (SDL dummy driver, software renderer,\n"
                 "1280x800), each case until its run is done and its picture caught up:\n"
                 "(a) a 400x300 maze at the top animated speed (100k steps/s);\n"
                 "(b) an instant 2000x2000 run, spread over frames; (c) the same with Wilson's;\n"
                 "(d) the wall follower at the top speed on a finished 400x300 maze;\n"
                 "(e) case (a) recorded: Record pressed in the first frame (which pays for\n"
                 "starting it), a GIF written to a temporary folder; (f) the Bias tab opened\n"
                 "on a finished 4000x4000 maze with the heat map and the shortest path\n"
                 "(analysed on a worker thread); the timeline at 400x300: (g) dragging the\n"
                 "slider back through a finished Wilson run, every frame of the drag;\n"
                 "(h) Left (one step back) at the end of an Aldous-Broder run; compare mode\n"
                 "at 4000x4000 with the Bias tab, the heat map and the shortest path, (i) 4\n"
                 "panes, (j) 2: opened, generating at the top speed for 2 s, finished (W) and\n"
                 "analysed, the dead ends shown, then one pane and back (1 s each), a row a\n"
                 "phase and one for the whole; (k) the Answer PNG button on a finished\n"
                 "4000x4000 maze at 1 px a block, every frame until the file is written;\n"
                 "(l) a wall clicked every frame of a finished 400x300 maze, BFS re-solving.\n"
                 "--case LETTER runs that case alone.\n"
                 "--algo picks the generator of (a), (b), (d), (e) and (f) (default backtracker);\n"
                 "--frames caps the animated cases (default 1000). Columns: frames, mean,\n"
                 "95th percentile and max ms per frame, the most ms the generator or solver\n"
                 "took in one frame (its budget is 6), steps done. --cpu counts this\n"
                 "thread's CPU time instead of wall time (on a machine shared with other\n"
                 "work, wall time also counts the waits for a core). --case runs one case\n"
                 "(g and h run together).");
            return ARGS_OK;
        default: return args_bad_option("bench", c, argv[optind - 1]);
        }
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        message_error("cannot start SDL: %s", SDL_GetError());
        return ARGS_FAIL;
    }
    int status = ARGS_FAIL;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, BENCH_W, BENCH_H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char font[1024], bold[1024];
    TextCache *tc = NULL;
    if (!r) {
        message_error("cannot make a software renderer: %s", SDL_GetError());
        goto out;
    }
    if (fonts_find(MAZE_FONT_REGULAR, font, sizeof font))
        tc = text_cache_new(r, font, fonts_find(MAZE_FONT_BOLD, bold, sizeof bold) ? bold : NULL, 1.0);
    printf("%s ms per frame: advance + picture update + maze, panel, overlays drawn;\n"
           "%s; %dx%d software renderer; 60 frames/s of simulated time\n",
           bench_cpu_clock() ? "CPU" : "wall",
           tc ? "with text" : "no font found: without text", BENCH_W, BENCH_H);
    if (bench_cases(r, tc, algo, (int)frames, only))
        status = ARGS_OK;
out:
    text_cache_free(tc);
    if (r)
        SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return status;
}
