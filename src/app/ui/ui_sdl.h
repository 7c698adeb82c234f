/* ui_sdl.h - draws a frame's ui.h commands with an SDL renderer. */
#ifndef MAZE_APP_UI_SDL_H
#define MAZE_APP_UI_SDL_H

#include <stdbool.h>

#include <SDL.h>

#include "ui/text_cache.h"
#include "ui/ui.h"

/* Draws ui's commands in order (rectangles, outlines, cached text; no text
 * when tc is NULL). */
void ui_sdl_draw(const Ui *ui, SDL_Renderer *r, TextCache *tc);

/* A renderer's clip as it was before ui_sdl_clip_to. */
typedef struct UiSdlClip {
    bool on;
    SDL_Rect rect;
} UiSdlClip;

/* Clips r's drawing to area; returns the clip it replaced, for
 * ui_sdl_clip_restore. */
UiSdlClip ui_sdl_clip_to(SDL_Renderer *r, UiRect area);

/* Puts back the clip that ui_sdl_clip_to replaced (none: no clip). */
void ui_sdl_clip_restore(SDL_Renderer *r, UiSdlClip was);

#endif
