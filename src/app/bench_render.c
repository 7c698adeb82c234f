/* bench_render.c - `mazelab bench --render`: what a frame costs, measured
 * headless (SDL's dummy video driver, a software renderer on a surface) on
 * the same code path as the window: app_advance + app_view_frame. */
#define _POSIX_C_SOURCE 200809L
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "app.h"
#include "app_fonts.h"
#include "app_view.h"
#include "cli/cli.h"

enum { BENCH_W = 1280, BENCH_H = 800 };     /* the surface, pixels */

typedef struct BenchFrames {
    int frames;
    double mean_ms, max_ms, total_ms;
    uint64_t steps;
    bool done;
} BenchFrames;

static double bench_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Runs up to max_frames frames (or until the maze is done when until_done)
 * of algo at w x h and speed pos, 1/60 s of wall time per frame. */
static bool bench_frames(SDL_Renderer *r, TextCache *tc, int algo, int w, int h, double pos,
                         int max_frames, bool until_done, BenchFrames *out)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set);
    set.algo = algo;
    set.w = w;
    set.h = h;
    set.seed = 1;
    set.speed = pos;
    App app;
    if (!app_init(&app, &set)) {
        cli_error("%s", app.status);
        app_free(&app);
        return false;
    }
    AppView view;
    app_view_init(&view, r, tc, 1.0);
    *out = (BenchFrames){ 0 };
    double t0 = bench_ms();
    while (out->frames < max_frames && !(until_done && gen_done(app.run))) {
        double f0 = bench_ms();
        app_advance(&app, 1.0 / 60, 6.0);
        app_view_frame(&view, &app);
        SDL_RenderPresent(r);
        double ms = bench_ms() - f0;
        if (ms > out->max_ms)
            out->max_ms = ms;
        out->frames++;
    }
    out->total_ms = bench_ms() - t0;
    out->mean_ms = out->total_ms / (out->frames ? out->frames : 1);
    out->steps = app.run->steps;
    out->done = gen_done(app.run);
    app_view_free(&view);
    app_free(&app);
    return true;
}

static void bench_print(const char *what, const BenchFrames *b)
{
    printf("%-44s %7d %10.2f %10.2f %12llu%s\n", what, b->frames, b->mean_ms, b->max_ms,
           (unsigned long long)b->steps, b->done ? "  (done)" : "");
}

int app_bench_render(int argc, char **argv)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "frames", required_argument, NULL, 'n' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    int algo = 0;
    long frames = 300;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': {
            const GenAlgo *a = cli_find_algo(optarg);
            if (!a)
                return CLI_USAGE;
            algo = gen_index(a);
            break;
        }
        case 'n': if (!cli_parse_long(optarg, "frame count", 1, 100000, &frames)) return CLI_USAGE; break;
        case 'h':
            puts("usage: mazelab bench --render [--algo ID] [--frames N]\n\n"
                 "Frame times of the window's drawing, headless (SDL dummy driver, software\n"
                 "renderer, 1280x800): (a) a 400x300 maze at the fastest animated speed for\n"
                 "N frames (default 300); (b) an instant 2000x2000 run spread over frames.");
            return CLI_OK;
        default: return cli_bad_option("bench", c, argv[optind - 1]);
        }
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        cli_error("cannot start SDL: %s", SDL_GetError());
        return CLI_FAIL;
    }
    int status = CLI_FAIL;
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, BENCH_W, BENCH_H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char font[1024], bold[1024];
    TextCache *tc = NULL;
    if (!r) {
        cli_error("cannot make a software renderer: %s", SDL_GetError());
        goto out;
    }
    if (app_font_find(APP_FONT_REGULAR, font, sizeof font))
        tc = text_cache_new(r, font, app_font_find(APP_FONT_BOLD, bold, sizeof bold) ? bold : NULL, 1.0);
    printf("frame = advance + texture update + maze, panel, overlays drawn; %s; %dx%d software\n",
           tc ? "with text" : "no font found: without text", BENCH_W, BENCH_H);
    printf("%-44s %7s %10s %10s %12s\n", "case", "frames", "mean ms", "max ms", "steps");
    BenchFrames b;
    char what[128];
    double top = 1.0 - APP_SPEED_NOTCH;
    snprintf(what, sizeof what, "%s 400x300 at %.0f steps/s", gen_algos[algo]->id,
             app_speed_steps_per_sec(top));
    if (!bench_frames(r, tc, algo, 400, 300, top, (int)frames, false, &b))
        goto out;
    bench_print(what, &b);
    snprintf(what, sizeof what, "%s 2000x2000 instant, until done", gen_algos[algo]->id);
    if (!bench_frames(r, tc, algo, 2000, 2000, 1.0, 1000000, true, &b))
        goto out;
    bench_print(what, &b);
    status = CLI_OK;
out:
    text_cache_free(tc);
    if (r)
        SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return status;
}
