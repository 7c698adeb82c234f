/* text_cache.h - SDL_ttf text rendered once per (font, string) into a white
 * texture, tinted at draw time, kept while it is used and dropped a couple
 * of seconds after it was last drawn. Also the text-width callback of ui.h. */
#ifndef MAZE_APP_TEXT_CACHE_H
#define MAZE_APP_TEXT_CACHE_H

#include <stdbool.h>

#include <SDL.h>

#include "ui/ui.h"

typedef struct TextCache TextCache;

/* Opens the regular and bold fonts (bold_path may be NULL: regular is used)
 * at ui_font_px * scale pixels for renderer r. Returns NULL, with
 * SDL_GetError saying why, when a font cannot be opened. */
TextCache *text_cache_new(SDL_Renderer *r, const char *regular_path, const char *bold_path,
                          double scale);

/* Frees tc, its fonts and textures. NULL is a no-op. */
void text_cache_free(TextCache *tc);

/* Line height of font f, pixels. */
int text_cache_line_h(const TextCache *tc, UiFont f);

/* Width of text in font f, pixels (a UiTextWidthFn: ctx is the TextCache). */
int text_cache_width(void *ctx, UiFont f, const char *text);

/* The texture of text in font f (white: tint with SDL_SetTextureColorMod),
 * its size in *w, *h. NULL for empty text or when rendering failed. Owned
 * by the cache; valid until text_cache_end_frame. */
SDL_Texture *text_cache_get(TextCache *tc, UiFont f, const char *text, int *w, int *h);

/* Ends a frame: entries unused for a while are freed. */
void text_cache_end_frame(TextCache *tc);

#endif
