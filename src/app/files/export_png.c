/* export_png.c - a core Picture encoded as PNG with SDL2_image, through the
 * screenshot's encoder (the same bytes); files written atomically
 * (outfile.h: never half-written). */
#include "files/export_png.h"

#include <limits.h>
#include <stdio.h>

#include <SDL.h>

#include "files/screenshot.h"
#include "maze/pathmsg.h"

/* A surface over pic's pixels (not copied); NULL with the reason in why. */
static SDL_Surface *app_png_surface(const Picture *pic, char *why, size_t why_cap, MazeStatus *st)
{
    if (pic->pitch > INT_MAX) {
        snprintf(why, why_cap, "%s", maze_strerror(MAZE_ERR_ARG));
        *st = MAZE_ERR_ARG;
        return NULL;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(
        pic->pixels, pic->w, pic->h, pic->bpp * 8, (int)pic->pitch,
        pic->bpp == 4 ? SDL_PIXELFORMAT_RGBA32 : SDL_PIXELFORMAT_RGB24);
    if (!s) {
        snprintf(why, why_cap, "%s", SDL_GetError());
        *st = MAZE_ERR_NOMEM;
    }
    return s;
}

MazeStatus app_png_write(FILE *f, const Picture *pic, char *why, size_t why_cap)
{
    MazeStatus st;
    SDL_Surface *s = app_png_surface(pic, why, why_cap, &st);
    if (!s)
        return st;
    st = screenshot_png_to(f, s, why, why_cap);
    SDL_FreeSurface(s);
    return st;
}

void app_png_thread_end(void)
{
    SDL_TLSCleanup();
}

MazeStatus app_png_save(const Picture *pic, const char *path, OutfileMode mode, char *used,
                        size_t used_cap, char *err, size_t err_cap)
{
    char why[256];
    MazeStatus st;
    SDL_Surface *s = app_png_surface(pic, why, sizeof why, &st);
    if (!s) {
        path_cannot_write(err, err_cap, path, why);
        return st;
    }
    st = screenshot_png_save(s, path, mode, used, used_cap, err, err_cap);
    SDL_FreeSurface(s);
    return st;
}
