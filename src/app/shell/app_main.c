/* app_main.c - the window: options, SDL setup, the frame loop. */
#define _POSIX_C_SOURCE 200809L
#include "shell/app.h"
#include "shell/app_shell.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "maze/fonts.h"
#include "shell/app_prefs.h"
#include "shell/app_view.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "shell/input.h"
#include "model/app_exports.h"
#include "files/screenshot.h"
#include "maze/outfile.h"

enum {
    APP_WINDOW_W = 1280,        /* first window size, window coordinates */
    APP_WINDOW_H = 800,
    APP_WINDOW_TITLE_H = 32,    /* a title bar, guessed until the window has one */
    APP_FRAME_MS = 16,          /* frame pacing when vsync does not hold us */
    APP_SHELL_QUIET_FRAMES = 2, /* frames drawn after input before resting */
};
#define APP_STEP_BUDGET_MS 6.0  /* generator time per frame */
#define APP_LARGE_SCALE 1.5     /* projector mode */


/* The first window size: APP_WINDOW_W x APP_WINDOW_H, or less to fit the
 * first display's usable bounds (less a title bar) when it is smaller. */
static void app_window_first_size(int *w, int *h)
{
    SDL_Rect usable;
    *w = APP_WINDOW_W;
    *h = APP_WINDOW_H;
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0 || usable.w <= 0 || usable.h <= 0)
        return;
    if (*w > usable.w)
        *w = usable.w;
    if (*h > usable.h - APP_WINDOW_TITLE_H)     /* its title bar must fit too */
        *h = usable.h - APP_WINDOW_TITLE_H;
}

/* Opens the window and renderer; false with a message on stderr. */
static bool app_window_open(AppWindow *w)
{
    int ww, wh;
    app_window_first_size(&ww, &wh);
    w->win = SDL_CreateWindow("Mazelab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, ww, wh,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!w->win) {
        message_error("cannot open a window: %s", SDL_GetError());
        return false;
    }
    w->r = SDL_CreateRenderer(w->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!w->r)
        w->r = SDL_CreateRenderer(w->win, -1, SDL_RENDERER_SOFTWARE);
    if (!w->r) {
        message_error("cannot create a renderer: %s", SDL_GetError());
        return false;
    }
    return true;
}

/* The ui scale for this window now: HiDPI ratio times projector mode. */
static double app_window_scale(const AppWindow *w, bool large, double *px_ratio)
{
    int ww, wh, pw, ph;
    SDL_GetWindowSize(w->win, &ww, &wh);
    SDL_GetRendererOutputSize(w->r, &pw, &ph);
    *px_ratio = ww > 0 ? (double)pw / ww : 1;
    return *px_ratio * (large ? APP_LARGE_SCALE : 1.0);
}

/* (Re)opens the fonts at scale; false with SDL's reason in the status. */
static bool app_window_fonts(AppWindow *w, double scale)
{
    TextCache *tc = text_cache_new(w->r, w->font, w->bold[0] ? w->bold : NULL, scale);
    if (!tc)
        return false;
    text_cache_free(w->tc);
    w->tc = tc;
    w->scale = scale;
    return true;
}

static void app_window_close(AppWindow *w)
{
    text_cache_free(w->tc);
    if (w->r)
        SDL_DestroyRenderer(w->r);
    if (w->win)
        SDL_DestroyWindow(w->win);
}

/* Saves a screenshot for the S key into the screenshot folder, named by
 * the board on screen: the window read now, its PNG encoded and written on
 * the export thread (files/export.h), which reports where it went. */
static void app_take_screenshot(App *app, SDL_Renderer *r)
{
    char name[256], path[4096], err[512];
    app_board_model(app, app->shown)->file_name(app, name, sizeof name, time(NULL));
    if (!screenshot_make_dir(app->set.screenshot_dir, err, sizeof err)) {
        app_status(app, "Screenshot not saved: %s", err);
        return;
    }
    Picture pic;
    if (!screenshot_picture(r, &pic)) {
        app_status(app, "Screenshot not saved: cannot read the window: %s", SDL_GetError());
        return;
    }
    snprintf(path, sizeof path, "%s/%s", app->set.screenshot_dir, name);
    ExportSpec spec = { .work = EXPORT_WORK_PICTURE, .picture = &pic, .path = path, .what = "Screenshot" };
    if (app_export_add(app, &spec))
        app_status(app, "Saving the screenshot: %s", name);
    picture_free(&pic);             /* emptied when the export took it */
}

/* Saves the --shot picture (replacing the file); false, reported, on failure. */
static bool app_take_shot(App *app, SDL_Renderer *r)
{
    char used[4096], err[512];
    Picture pic;
    bool read = screenshot_picture(r, &pic);
    bool ok = read && screenshot_write(&pic, app->set.once.shot_path, true, used, sizeof used, err, sizeof err);
    if (!read)
        snprintf(err, sizeof err, "cannot read the window: %s", SDL_GetError());
    picture_free(&pic);
    if (ok && outfile_is_stdout(used)) {
        message_error("saved the picture to standard output");      /* not into it */
    } else if (ok) {
        fputs("mazelab: saved ", stdout);
        message_put_escaped(stdout, used);
        putchar('\n');
        fflush(stdout);
    } else {
        message_error("--shot: %s", err);
    }
    app_status(app, ok ? "Saved %s" : "Picture not saved: %s", ok ? used : err);
    return ok;
}

/* Finds the fonts; false with a message on stderr. */
static bool app_window_find_fonts(AppWindow *w, const char *override)
{
    if (override) {
        char why[1200];
        if (!fonts_readable(override, why, sizeof why)) {
            message_error("--font: %s", why);
            return false;
        }
        snprintf(w->font, sizeof w->font, "%s", override);
        w->bold[0] = '\0';
        return true;
    }
    if (!fonts_find(MAZE_FONT_REGULAR, w->font, sizeof w->font)) {
        message_error("cannot find the font %s (looked in %s); give one with --font FILE",
                  MAZE_FONT_REGULAR, w->font);
        return false;
    }
    if (!fonts_find(MAZE_FONT_BOLD, w->bold, sizeof w->bold))
        w->bold[0] = '\0';
    return true;
}

void app_shell_frame(AppShell *sh, bool pace)
{
    AppWindow *w = &sh->w;
    App *app = &sh->app;
    AppView *view = &sh->view;
    double px_ratio;
    uint32_t start = SDL_GetTicks();
    input_frame_begin(&view->ui);
    SDL_Event e;
    int events = 0;
    for (; SDL_PollEvent(&e); events++)
        input_handle(&e, app, &view->ui, view->px_ratio);
    sh->quiet = events ? 0 : sh->quiet + 1;
    sh->frames++;
    app_apply(app);                 /* the keys, before the step budget */
    if (app->want_fullscreen) {
        bool full = SDL_GetWindowFlags(w->win) & SDL_WINDOW_FULLSCREEN_DESKTOP;
        SDL_SetWindowFullscreen(w->win, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
        app->want_fullscreen = false;
    }
    double scale = app_window_scale(w, app->set.large, &px_ratio);
    view->px_ratio = px_ratio;
    if (scale != w->scale || app->large_changed) {
        if (app_window_fonts(w, scale))
            app_view_set_text(view, w->tc, scale);
        app->large_changed = false;
    }
    app_advance(app, (start - sh->last) / 1000.0, APP_STEP_BUDGET_MS);
    sh->last = start;
    app_view_frame(view, app);
    if (app->want_shot) {
        app_take_screenshot(app, w->r);
        app->want_shot = false;
    }
    if (app->set.once.shot_path && !sh->shot_done && app_board_model(app, app->shown)->shot_due(app) && !app_view_pending(view, app)) {
        sh->shot_done = true;
        bool ok = app_take_shot(app, w->r);
        if (app->set.once.quit_after_shot) {
            sh->status = ok ? ARGS_OK : ARGS_FAIL;
            app->quit = true;
        }
    }
    SDL_RenderPresent(w->r);
    uint32_t spent = SDL_GetTicks() - start;
    if (pace && spent < APP_FRAME_MS)
        SDL_Delay(APP_FRAME_MS - spent);
}

int app_shell_rest_ms(const AppShell *sh)
{
    const App *app = &sh->app;
    if (sh->quiet < APP_SHELL_QUIET_FRAMES || app->quit || app->want_shot || app->want_fullscreen ||
        (app->set.once.shot_path && !sh->shot_done) || app_view_pending(&sh->view, app))
        return 0;
    return app_wake_ms(app);
}

void app_shell_run(AppShell *sh)
{
    while (!sh->app.quit) {
        app_shell_frame(sh, true);
        int rest = app_shell_rest_ms(sh);
        if (rest != 0)
            SDL_WaitEventTimeout(NULL, rest);   /* -1: until an event */
    }
}

bool app_shell_open(AppShell *sh, const AppSettings *set)
{
    *sh = (AppShell){ .status = ARGS_OK };
    AppWindow *w = &sh->w;
    if (!app_window_find_fonts(w, set->once.font_path) || !app_window_open(w))
        return false;
    double px_ratio;
    if (!app_window_fonts(w, app_window_scale(w, set->large, &px_ratio))) {
        message_error("cannot open the font %s: %s", w->font, TTF_GetError());
        return false;
    }
    sh->app_made = true;
    if (!app_init(&sh->app, set)) {
        message_error("%s", sh->app.status);
        return false;
    }
    app_view_init(&sh->view, w->r, w->tc, w->scale);
    sh->view_made = true;
    app_window_scale(w, set->large, &sh->view.px_ratio);
    sh->last = SDL_GetTicks();
    return true;
}

void app_shell_close(AppShell *sh)
{
    char names[1024];
    if (sh->app_made && app_export_close(&sh->app, names, sizeof names) > 0)
        message_error("quit before these were written (nothing of them left on disk): %s", names);
    if (sh->view_made)
        app_view_free(&sh->view);
    if (sh->app_made)
        app_free(&sh->app);
    app_window_close(&sh->w);
    *sh = (AppShell){ 0 };
}

/* True when the environment names a display, or SDL_VIDEODRIVER names a
 * driver that needs none (dummy, offscreen, kmsdrm...). */
static bool app_display_named(const char **driver)
{
    *driver = getenv("SDL_VIDEODRIVER");
    if (*driver && **driver && strcmp(*driver, "x11") != 0 && strcmp(*driver, "wayland") != 0)
        return true;
    const char *x = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY");
    return (x && *x) || (wl && *wl);
}

/* Starts SDL video; false, with one line on stderr naming the cause and
 * what to do, when there is no display to open a window on. */
static bool app_video_start(void)
{
    const char *driver;
    bool named = app_display_named(&driver);
    if (named && SDL_Init(SDL_INIT_VIDEO) == 0)
        return true;
    const char *hint = "run mazelab where there is a display, use the command line "
                       "(mazelab --help), or save a picture with SDL_VIDEODRIVER=dummy "
                       "mazelab --shot FILE --quit-after-shot";
    if (!named)
        message_error("cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are not set); %s", hint);
    else
        message_error("cannot open a window: %s; %s", SDL_GetError(), hint);
    return false;
}

int app_start(int argc, char **argv, AppStart *start)
{
    return app_prefs_start(argc, argv, &start->set, &start->saved, &start->remember, start->note,
                           sizeof start->note);
}

int app_main(AppStart *start)
{
    AppSettings *set = &start->set;
    const char *note = start->note;
    bool remember = start->remember;
    int status;
    if (note[0])
        message_error("saved settings not used, starting from the defaults: %s", note);
    if (!app_video_start())
        return ARGS_FAIL;
    status = ARGS_FAIL;
    static AppShell sh;
    if (TTF_Init() != 0) {
        message_error("cannot start SDL_ttf: %s", TTF_GetError());
        goto out;
    }
    if (app_shell_open(&sh, set)) {
        if (note[0])
            app_status(&sh.app, "Saved settings not used (%s): starting from the defaults", note);
        app_shell_run(&sh);
        status = sh.status;
        char why[SETTINGS_WHY_MAX + 128];
        if (remember && !app_prefs_save(&sh.app, why, sizeof why))
            message_error("%s", why);
    }
    app_shell_close(&sh);
out:
    if (TTF_WasInit())
        TTF_Quit();
    SDL_Quit();
    return status;
}
