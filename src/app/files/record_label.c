/* record_label.c - pane labels for recordings, drawn by SDL_ttf. */
#include "files/record_label.h"

#include <stdlib.h>

#include <SDL_ttf.h>

#include "maze/fonts.h"

uint8_t *record_label_draw(const char *text, int px, int *w, int *h)
{
    char path[1024];
    if (!TTF_WasInit() || !fonts_find(MAZE_FONT_REGULAR, path, sizeof path))
        return NULL;
    TTF_Font *font = TTF_OpenFont(path, px);
    if (!font)
        return NULL;
    SDL_Surface *s = TTF_RenderUTF8_Solid(font, text, (SDL_Color){ 0, 0, 0, 255 });
    TTF_CloseFont(font);
    uint8_t *mask = NULL;
    if (s && SDL_LockSurface(s) == 0) {
        /* A Solid surface is 8-bit palettised: index 0 is the paper. */
        mask = malloc((size_t)s->w * (size_t)s->h);
        for (int y = 0; mask && y < s->h; y++) {
            const uint8_t *row = (const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch;
            for (int x = 0; x < s->w; x++)
                mask[(size_t)y * (size_t)s->w + (size_t)x] = row[x] != 0;
        }
        *w = s->w;
        *h = s->h;
        SDL_UnlockSurface(s);
    }
    SDL_FreeSurface(s);
    return mask;
}
