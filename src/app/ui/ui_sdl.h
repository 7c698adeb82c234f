/* ui_sdl.h - draws a frame's ui.h commands with an SDL renderer. */
#ifndef MAZE_APP_UI_SDL_H
#define MAZE_APP_UI_SDL_H

#include <SDL.h>

#include "ui/text_cache.h"
#include "ui/ui.h"

/* Draws ui's commands in order (rectangles, outlines, cached text; no text
 * when tc is NULL). */
void ui_sdl_draw(const Ui *ui, SDL_Renderer *r, TextCache *tc);

#endif
