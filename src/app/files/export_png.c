/* export_png.c - a core Picture encoded as PNG with SDL2_image, through the
 * screenshot's writer (outfile.h: never half-written). */
#include "files/export_png.h"

#include <limits.h>
#include <stdio.h>

#include <SDL.h>

#include "files/screenshot.h"

MazeStatus app_png_save(const Picture *pic, const char *path, OutfileMode mode, char *used,
                        size_t used_cap, char *err, size_t err_cap)
{
    if (pic->pitch > INT_MAX) {
        snprintf(err, err_cap, "cannot write %s: %s", path, maze_strerror(MAZE_ERR_ARG));
        return MAZE_ERR_ARG;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(
        pic->pixels, pic->w, pic->h, pic->bpp * 8, (int)pic->pitch,
        pic->bpp == 4 ? SDL_PIXELFORMAT_RGBA32 : SDL_PIXELFORMAT_RGB24);
    if (!s) {
        snprintf(err, err_cap, "cannot write %s: %s", path, SDL_GetError());
        return MAZE_ERR_NOMEM;
    }
    MazeStatus st = screenshot_png_save(s, path, mode, used, used_cap, err, err_cap);
    SDL_FreeSurface(s);
    return st;
}
