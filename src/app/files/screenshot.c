/* screenshot.c - window capture, saved as PNG (png.h) through outfile.h:
 * written whole to a temporary file, then published without replacing
 * anything. */
#define _POSIX_C_SOURCE 200809L
#include "files/screenshot.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <sys/stat.h>

#include "maze/mem.h"
#include "maze/outfile.h"
#include "maze/pathmsg.h"
#include "maze/png.h"

void screenshot_name(char *buf, size_t cap, const char *algo_id, int w, int h,
                     uint64_t seed, time_t t)
{
    struct tm tm;
    char when[32] = "unknown";
    if (localtime_r(&t, &tm))
        strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
    snprintf(buf, cap, "%s_%dx%d_seed%llu_%s.png", algo_id, w, h, (unsigned long long)seed, when);
}

SDL_Surface *screenshot_capture(SDL_Renderer *r)
{
    int w, h;
    if (SDL_GetRendererOutputSize(r, &w, &h) != 0)
        return NULL;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    if (!s)
        return NULL;
    if (SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        return NULL;
    }
    return s;
}

bool screenshot_picture(SDL_Renderer *r, Picture *out)
{
    *out = (Picture){ 0 };
    SDL_Surface *s = screenshot_capture(r);
    if (!s)
        return false;
    Picture pic = { .w = s->w, .h = s->h, .bpp = 3, .pitch = (size_t)s->w * 3 };
    pic.pixels = mem_alloc(pic.pitch * (size_t)pic.h);
    if (pic.pixels) {
        for (int y = 0; y < s->h; y++)
            memcpy(pic.pixels + pic.pitch * (size_t)y, (uint8_t *)s->pixels + (size_t)s->pitch * y,
                   pic.pitch);
        *out = pic;
    } else {
        SDL_SetError("%s", maze_strerror(MAZE_ERR_NOMEM));
    }
    SDL_FreeSurface(s);
    return pic.pixels != NULL;
}

bool screenshot_write(const Picture *pic, const char *path, bool replace, char *used,
                      size_t used_cap, char *err, size_t err_cap)
{
    return png_save(pic, path, replace ? OUTFILE_REPLACE : OUTFILE_UNIQUE, used, used_cap, err,
                    err_cap) == MAZE_OK;
}

bool screenshot_save(SDL_Renderer *r, const char *dir, const char *name,
                     char *used, size_t used_cap, char *err, size_t err_cap)
{
    if (!screenshot_make_dir(dir, err, err_cap))
        return false;
    Picture pic;
    if (!screenshot_picture(r, &pic)) {
        snprintf(err, err_cap, "cannot read the window: %s", SDL_GetError());
        return false;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    bool ok = screenshot_write(&pic, path, false, used, used_cap, err, err_cap);
    picture_free(&pic);
    return ok;
}

bool screenshot_make_dir(const char *dir, char *err, size_t err_cap)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        snprintf(err, err_cap, "cannot make folder %s: %s", dir, strerror(errno));
        return false;
    }
    return true;
}
