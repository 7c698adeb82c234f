/* record_rig.h - Record in the real shell for the window's tests (SDL's
 * dummy driver, the real panel and fonts), driven by injected SDL events:
 * a shell on a paused maze with the Export section open, keys, clicks,
 * frames until the recording ends, and a recorded GIF's frames put
 * together; the group setup and teardown that start SDL and make rec_dir.
 * Header-only: each test program includes it once. */
#ifndef MAZE_TEST_RECORD_RIG_H
#define MAZE_TEST_RECORD_RIG_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <unistd.h>
#include <gif_lib.h>

#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_record.h"
#include "harness.h"
#include "maze/args.h"
#include "shell/app_shell.h"

static char rec_dir[] = "/tmp/mazelab-record-XXXXXX";

static inline void rec_push(SDL_Event e)
{
    e.common.timestamp = SDL_GetTicks();
    if (SDL_PushEvent(&e) < 0)
        fail_msg("SDL_PushEvent: %s", SDL_GetError());
}

static inline void rec_key(SDL_Keycode key)
{
    rec_push((SDL_Event){ .key = { .type = SDL_KEYDOWN, .keysym = { .sym = key } } });
    rec_push((SDL_Event){ .key = { .type = SDL_KEYUP, .keysym = { .sym = key } } });
}

/* A click on the widget label of the last frame, then a frame. */
static inline void rec_click(AppShell *sh, const char *label)
{
    UiRect r;
    int win_w, win_h;
    SDL_GetWindowSize(sh->w.win, &win_w, &win_h);
    /* The window fits the (dummy) display, so the panel may need scrolling
     * to bring the widget whole into view, as the wheel would. */
    for (int k = 0; k < 8 && ui_spot(&sh->view.ui, label, &r); k++) {
        if (r.y + r.h <= win_h - 14 && r.y >= 14)
            break;
        sh->view.panel.scroll += r.y < 14 ? r.y - 14 : r.y + r.h - (win_h - 14);
        app_shell_frame(sh, false);
    }
    if (!ui_spot(&sh->view.ui, label, &r))
        fail_msg("widget '%s' is not in the panel", label);
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    rec_push((SDL_Event){ .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } });
    rec_push((SDL_Event){ .button = { .type = SDL_MOUSEBUTTONDOWN, .button = SDL_BUTTON_LEFT, .x = x, .y = y } });
    rec_push((SDL_Event){ .button = { .type = SDL_MOUSEBUTTONUP, .button = SDL_BUTTON_LEFT, .x = x, .y = y } });
    app_shell_frame(sh, false);
}

/* The shell with settings for a w x h maze of algo, seed 7, paused,
 * recording at most `frames` frames as the plain GIF. */
static inline void rec_open(AppShell *sh, const char *algo, int w, int h, long frames)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    assert_true(args_algo_index(algo, &maze_settings(&set)->algo));
    maze_settings(&set)->w = w;
    maze_settings(&set)->h = h;
    set.seed = 7;
    set.once.start_paused = true;
    set.screenshot_dir = rec_dir;
    maze_settings(&set)->record_frames = frames;
    maze_settings(&set)->out.slide_w = 0;   /* the plain GIF, unless a test asks for slides */
    if (!app_shell_open(sh, &set)) {
        app_shell_close(sh);
        fail_msg("cannot open the window");
    }
    rec_key(SDLK_e);                        /* the Export section, with Record */
    app_shell_frame(sh, false);
    app_shell_frame(sh, false);
}

/* Frames until the recording ends (at most limit); returns how many. */
static inline int rec_run(AppShell *sh, int limit)
{
    int n = 0;
    while (maze_record_active(&sh->app) && n < limit) {
        app_shell_frame(sh, false);
        n++;
    }
    assert_false(maze_record_active(&sh->app));
    return n;
}

/* The frames of the GIF at path put together (each stores the rectangle
 * that changed, ANIM_CLEAR where a pixel did not): the first and the last
 * whole frames (malloc'd, *w x *h palette indices); returns the count. */
static inline int rec_decode(const char *path, int *w, int *h, uint8_t **first, uint8_t **last)
{
    int err = 0;
    GifFileType *g = DGifOpenFileName(path, &err);
    assert_non_null(g);
    assert_int_equal(DGifSlurp(g), GIF_OK);
    *w = g->SWidth;
    *h = g->SHeight;
    size_t n = (size_t)*w * (size_t)*h;
    uint8_t *canvas = calloc(n, 1);
    assert_non_null(canvas);
    for (int i = 0; i < g->ImageCount; i++) {
        const SavedImage *im = &g->SavedImages[i];
        GraphicsControlBlock gcb = { .TransparentColor = NO_TRANSPARENT_COLOR };
        DGifSavedExtensionToGCB(g, i, &gcb);
        const GifImageDesc *d = &im->ImageDesc;
        for (int y = 0; y < d->Height; y++)
            for (int x = 0; x < d->Width; x++) {
                uint8_t c = im->RasterBits[(size_t)y * (size_t)d->Width + (size_t)x];
                if (c != gcb.TransparentColor)
                    canvas[(size_t)(d->Top + y) * (size_t)*w + (size_t)(d->Left + x)] = c;
            }
        if (i == 0) {
            *first = malloc(n);
            memcpy(*first, canvas, n);
        }
    }
    *last = canvas;
    int frames = g->ImageCount;
    DGifCloseFile(g, &err);
    return frames;
}

/* cmocka's group setup: SDL (video) and SDL_ttf started, rec_dir made. */
static inline int rec_setup(void **state)
{
    (void)state;
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    return mkdtemp(rec_dir) ? 0 : -1;
}

/* ... and teardown: rec_dir removed (empty), SDL_ttf and SDL stopped. */
static inline int rec_teardown(void **state)
{
    (void)state;
    rmdir(rec_dir);
    TTF_Quit();
    SDL_Quit();
    return 0;
}

#endif
