/* app_rig.h - an App drawn whole frames at a time into a 1280x800 surface
 * by SDL's software renderer (SDL_VIDEODRIVER=dummy, no font), for the
 * window's tests. Header-only: each test program includes it once. */
#ifndef MAZE_TEST_APP_RIG_H
#define MAZE_TEST_APP_RIG_H

#include <string.h>
#include <time.h>

#include <SDL.h>

#include "boards/maze/maze_state.h"
#include "harness.h"
#include "maze/fonts.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "shell/input.h"

enum { RIG_SCREEN_W = 1280, RIG_SCREEN_H = 800 };

typedef struct Rig {
    App app;
    SDL_Surface *s;
    SDL_Renderer *r;
    AppView view;
    TextCache *tc;      /* the repository's font, after rig_use_font; else NULL */
} Rig;

/* Starts rig's App with set and its surface, renderer and view; fails the
 * test on error. Close with rig_close. */
static inline void rig_open(Rig *rig, AppSettings *set)
{
    memset(rig, 0, sizeof *rig);
    assert_true(app_init(&rig->app, set));
    rig->s = SDL_CreateRGBSurfaceWithFormat(0, RIG_SCREEN_W, RIG_SCREEN_H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(rig->s);
    rig->r = SDL_CreateSoftwareRenderer(rig->s);
    assert_non_null(rig->r);
    app_view_init(&rig->view, rig->r, NULL, 1.0);
}

/* The settings of a window on a w x h maze with seed (the default
 * generator, the backtracker), run at full speed. */
static inline void rig_settings(AppSettings *set, int w, int h, uint64_t seed)
{
    memset(set, 0, sizeof *set);
    app_settings_defaults(set, &app_board_table);
    maze_settings(set)->w = w;
    maze_settings(set)->h = h;
    set->seed = seed;
    set->speed = 1.0;
}

/* rig_open with set, then the maze generated to its end (not yet drawn). */
static inline void rig_open_finished(Rig *rig, AppSettings *set)
{
    rig_open(rig, set);
    run_finish(maze_of(&rig->app)->run);
}

/* Draws text from now on with the fonts the window finds (the
 * repository's), at scale 1: for tests of words' pixels. */
static inline void rig_use_font(Rig *rig)
{
    char regular[1024], bold[1024];
    assert_true(fonts_find(MAZE_FONT_REGULAR, regular, sizeof regular));
    assert_true(fonts_find(MAZE_FONT_BOLD, bold, sizeof bold));
    rig->tc = text_cache_new(rig->r, regular, bold, 1.0);
    assert_non_null(rig->tc);
    app_view_set_text(&rig->view, rig->tc, 1.0);
}

/* Frees what rig_open made. */
static inline void rig_close(Rig *rig)
{
    app_view_free(&rig->view);
    text_cache_free(rig->tc);
    SDL_DestroyRenderer(rig->r);
    SDL_FreeSurface(rig->s);
    app_free(&rig->app);
}

/* One frame of the window: a 16 ms advance within budget_ms of work,
 * then the picture (no events). */
static inline void rig_frame_within(Rig *rig, double budget_ms)
{
    app_advance(&rig->app, 0.016, budget_ms);
    app_view_frame(&rig->view, &rig->app);
    SDL_RenderFlush(rig->r);
}

/* One frame as the window loop runs it, the frame's events already handled
 * (input_handle): a 1/60 s advance within 50 ms of work, the picture, then
 * the next frame's input begun. */
static inline void rig_input_frame(Rig *rig)
{
    app_advance(&rig->app, 1.0 / 60, 50);
    app_view_frame(&rig->view, &rig->app);
    SDL_RenderFlush(rig->r);
    input_frame_begin(&rig->view.ui);
}

/* Frames until the picture caught up with the state. */
static inline void rig_settle_view(Rig *rig)
{
    rig_input_frame(rig);
    for (int k = 0; k < 100 && app_view_pending(&rig->view, &rig->app); k++)
        rig_input_frame(rig);
    assert_false(app_view_pending(&rig->view, &rig->app));
}

/* Presses key `times` times, each applied at once (as keys between frames). */
static inline void rig_press_key(Rig *rig, SDL_Keycode key, int times)
{
    for (int k = 0; k < times; k++) {
        SDL_Event e = { .key = { .type = SDL_KEYDOWN, .keysym = { .sym = key } } };
        input_handle(&e, &rig->app, &rig->view.ui, 1.0);
        app_apply(&rig->app);
    }
}

/* The pointer's event of type (motion, left button down or up) at (x, y). */
static inline void rig_pointer(Rig *rig, Uint32 type, int x, int y)
{
    SDL_Event e = { 0 };
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
    }
    input_handle(&e, &rig->app, &rig->view.ui, 1.0);
}

/* A click at (x, y): the press takes effect in the frame drawn after it. */
static inline void rig_click(Rig *rig, int x, int y)
{
    rig_pointer(rig, SDL_MOUSEMOTION, x, y);
    rig_pointer(rig, SDL_MOUSEBUTTONDOWN, x, y);
    rig_input_frame(rig);
    rig_pointer(rig, SDL_MOUSEBUTTONUP, x, y);
    rig_input_frame(rig);
}

/* The next text the last frame drew from command *at on whose top-left
 * lies in r (anywhere when r.w is 0): its words, with *at moved past it;
 * NULL after the last. */
static inline const char *rig_text(const Rig *rig, UiRect r, size_t *at)
{
    const Ui *ui = &rig->view.ui;
    for (; *at < ui->ncmds; (*at)++) {
        const UiCmd *c = &ui->cmds[*at];
        if (c->kind == UI_CMD_TEXT && (r.w == 0 || ui_inside(r, c->rect.x, c->rect.y)))
            return ui->text + ui->cmds[(*at)++].text;
    }
    return NULL;
}

/* Sleeps ms milliseconds (< 1000): a worker thread's time between frames. */
static inline void rig_nap_ms(long ms)
{
    struct timespec ts = { 0, ms * 1000000L };
    nanosleep(&ts, NULL);
}

#endif
