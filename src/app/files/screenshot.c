/* screenshot.c - window capture, saved as PNG through outfile.h: written
 * whole to a temporary file, then published without replacing anything. */
#define _POSIX_C_SOURCE 200809L
#include "files/screenshot.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include <sys/stat.h>

#include "maze/mem.h"
#include "maze/outfile.h"
#include "maze/pathmsg.h"

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

typedef struct ShotPng {
    SDL_Surface *s;
    char *err;
    size_t err_cap;
} ShotPng;

MazeStatus screenshot_png_to(FILE *f, SDL_Surface *s, char *why, size_t why_cap)
{
    SDL_RWops *rw = SDL_RWFromFP(f, SDL_FALSE);
    if (!rw || IMG_SavePNG_RW(s, rw, 1) != 0) {
        snprintf(why, why_cap, "%s", IMG_GetError());
        return MAZE_ERR_IO;
    }
    return MAZE_OK;
}

static MazeStatus screenshot_png_write(FILE *f, void *ctx)
{
    ShotPng *job = ctx;
    return screenshot_png_to(f, job->s, job->err, job->err_cap);
}

MazeStatus screenshot_png_save(SDL_Surface *s, const char *path, OutfileMode mode,
                               char *used, size_t used_cap, char *err, size_t err_cap)
{
    char why[256] = "";
    ShotPng job = { s, why, sizeof why };
    errno = 0;
    MazeStatus st = outfile_save(path, mode, screenshot_png_write, &job, used, used_cap);
    if (st != MAZE_OK)
        path_cannot_write(err, err_cap, path,
                          why[0] ? why : st == MAZE_ERR_IO && errno ? strerror(errno) : maze_strerror(st));
    return st;
}

bool screenshot_write(SDL_Surface *s, const char *path, bool replace,
                      char *used, size_t used_cap, char *err, size_t err_cap)
{
    return screenshot_png_save(s, path, replace ? OUTFILE_REPLACE : OUTFILE_UNIQUE, used,
                               used_cap, err, err_cap) == MAZE_OK;
}

bool screenshot_save(SDL_Renderer *r, const char *dir, const char *name,
                     char *used, size_t used_cap, char *err, size_t err_cap)
{
    if (!screenshot_make_dir(dir, err, err_cap))
        return false;
    SDL_Surface *s = screenshot_capture(r);
    if (!s) {
        snprintf(err, err_cap, "cannot read the window: %s", SDL_GetError());
        return false;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    bool ok = screenshot_write(s, path, false, used, used_cap, err, err_cap);
    SDL_FreeSurface(s);
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
