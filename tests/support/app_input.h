/* app_input.h - a user at the window of an app_rig.h Rig: synthetic SDL
 * events through the window's own translator (input_handle), then a whole
 * frame as the shell runs it (the actions recorded before it applied, the
 * runs advanced, the picture and the panel drawn), and where things are on
 * screen (a widget, a block of the maze picture). Header-only: each test
 * program includes it once, after app_rig.h. */
#ifndef MAZE_TEST_APP_INPUT_H
#define MAZE_TEST_APP_INPUT_H

#include <SDL.h>

#include "app_rig.h"
#include "boards/maze/maze.h"
#include "shell/input.h"
#include "ui/zoom.h"

/* Hands event e to the window's translator. */
static inline void in_event(Rig *rig, SDL_Event e)
{
    input_handle(&e, &rig->app, &rig->view.ui, 1.0);
}

/* One frame of the shell: what was recorded applied, a 16 ms advance, the
 * picture and panel drawn (recording the next actions), input cleared. */
static inline void in_frame(Rig *rig)
{
    app_apply(&rig->app);
    app_advance(&rig->app, 0.016, 50);
    app_view_frame(&rig->view, &rig->app);
    SDL_RenderFlush(rig->r);
    input_frame_begin(&rig->view.ui);
}

/* Frames until the picture has caught up with the runs (and one more, so
 * that what the last recorded is applied). */
static inline void in_settle(Rig *rig)
{
    for (int k = 0; k < 2000 && (app_view_pending(&rig->view, &rig->app) || !app_settled(&rig->app)); k++)
        in_frame(rig);
    in_frame(rig);
    in_frame(rig);
}

static inline void in_move(Rig *rig, int x, int y)
{
    in_event(rig, (SDL_Event){ .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } });
}

/* The left button goes down (down) or up at (x, y), the pointer there. */
static inline void in_button(Rig *rig, int x, int y, bool down)
{
    in_move(rig, x, y);
    in_event(rig, (SDL_Event){ .button = { .type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP,
                                           .button = SDL_BUTTON_LEFT, .state = down, .x = x, .y = y } });
}

/* A click at (x, y): down and up in one frame, and the frame after it that
 * applies what it recorded. */
static inline void in_click(Rig *rig, int x, int y)
{
    in_button(rig, x, y, true);
    in_button(rig, x, y, false);
    in_frame(rig);
    in_frame(rig);
}

/* A drag from (x0, y0) to (x1, y1) in `steps` moves, a frame each. */
static inline void in_drag(Rig *rig, int x0, int y0, int x1, int y1, int steps)
{
    in_button(rig, x0, y0, true);
    in_frame(rig);
    for (int k = 1; k <= steps; k++) {
        in_move(rig, x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps);
        in_frame(rig);
    }
    in_button(rig, x1, y1, false);
    in_frame(rig);
    in_frame(rig);
}

/* A key pressed with modifiers mod (KMOD_NONE, KMOD_LCTRL, ...), then a frame. */
static inline void in_key_mod(Rig *rig, SDL_Keycode key, Uint16 mod)
{
    SDL_SetModState((SDL_Keymod)mod);
    in_event(rig, (SDL_Event){ .key = { .type = SDL_KEYDOWN, .state = SDL_PRESSED,
                                        .keysym = { .sym = key, .mod = mod } } });
    SDL_SetModState(KMOD_NONE);
    in_frame(rig);
}

static inline void in_key(Rig *rig, SDL_Keycode key)
{
    in_key_mod(rig, key, KMOD_NONE);
}

/* The middle of widget `label` as drawn by the last frame; fails the test
 * when it was not drawn. */
static inline void in_widget(Rig *rig, const char *label, int *x, int *y)
{
    UiRect r;
    if (!ui_spot(&rig->view.ui, label, &r))
        fail_msg("widget %s is not on screen", label);
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
}

/* Clicks widget `label`. */
static inline void in_press(Rig *rig, const char *label)
{
    int x, y;
    in_widget(rig, label, &x, &y);
    in_click(rig, x, y);
}

/* Where the single maze picture went in the last frame. */
static inline ZoomPlace in_maze_place(const Rig *rig)
{
    return ((const MazeBoardView *)rig->view.board[APP_BOARD_MAZE])->zoom.zoom.last;
}

/* The screen pixel at the middle of block (bx, by) of the maze picture. */
static inline void in_block_xy(const Rig *rig, int bx, int by, int *x, int *y)
{
    ZoomPlace p = in_maze_place(rig);
    *x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
    *y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
}

/* ... of cell i of a maze w cells wide. */
static inline void in_cell_xy(const Rig *rig, uint32_t i, int w, int *x, int *y)
{
    in_block_xy(rig, 2 * (int)(i % (uint32_t)w) + 1, 2 * (int)(i / (uint32_t)w) + 1, x, y);
}

/* The colour (0xffRRGGBB) of the rig's surface at (x, y). */
static inline uint32_t in_pixel(const Rig *rig, int x, int y)
{
    const uint8_t *row = (const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch;
    return ((const uint32_t *)row)[x] | 0xff000000u;
}

/* The colour of the middle of block (bx, by) of the maze picture. */
static inline uint32_t in_block_pixel(const Rig *rig, int bx, int by)
{
    int x, y;
    in_block_xy(rig, bx, by, &x, &y);
    return in_pixel(rig, x, y);
}

#endif
