/* app_shell.h - the window's shell: the SDL window and renderer, the fonts,
 * the App and its view, and one frame of the loop (events, actions, the
 * step budget, drawing, pictures). app_main() runs frames until quit; tests
 * drive the same frames with injected events. */
#ifndef MAZE_APP_APP_SHELL_H
#define MAZE_APP_APP_SHELL_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "model/app_state.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "ui/text_cache.h"

typedef struct AppWindow {
    SDL_Window *win;
    SDL_Renderer *r;
    TextCache *tc;
    char font[1024], bold[1024];
    double scale;               /* ui scale the text cache was made for */
} AppWindow;

typedef struct AppShell {
    AppWindow w;
    App app;
    AppView view;
    bool app_made, view_made;   /* what app_shell_close must free */
    bool shot_done;             /* the --shot picture was taken */
    int status;                 /* exit status after the --shot picture */
    uint32_t last;              /* SDL ticks at the last frame's start, ms */
    int quiet;                  /* frames drawn since the last input event */
    uint64_t frames;            /* frames drawn */
} AppShell;

/* Opens the window (SDL and SDL_ttf already initialised), the fonts and the
 * App for settings set. Returns false with a message on stderr; call
 * app_shell_close either way. */
bool app_shell_open(AppShell *sh, const AppSettings *set);

/* One frame: translates the pending SDL events, applies the actions, steps
 * the runs by the speed's budget, draws, takes due pictures and presents.
 * pace: sleep out the rest of a 16 ms frame. */
void app_shell_frame(AppShell *sh, bool pace);

/* How long the loop may wait for input after this frame: 0 not at all
 * (something animates, the picture lags behind, input came within the last
 * APP_SHELL_QUIET_FRAMES frames, a picture is due), -1 with no timeout, or
 * the milliseconds until something changes by itself (app_wake_ms). */
int app_shell_rest_ms(const AppShell *sh);

/* Runs frames until the App quits, resting in SDL_WaitEventTimeout
 * whenever app_shell_rest_ms allows: an idle window draws nothing. */
void app_shell_run(AppShell *sh);

/* Frees everything app_shell_open made (not SDL itself). */
void app_shell_close(AppShell *sh);

#endif
