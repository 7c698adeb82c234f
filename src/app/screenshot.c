/* screenshot.c - window capture and crash-safe PNG publishing. */
#define _POSIX_C_SOURCE 200809L
#include "screenshot.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL_image.h>

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

/* Flushes the file at path to disk. */
static bool screenshot_sync(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return false;
    bool ok = fsync(fd) == 0;
    close(fd);
    return ok;
}

/* path with "-k" before its ".png" (k >= 2), into buf. */
static void screenshot_variant(char *buf, size_t cap, const char *path, int k)
{
    size_t n = strlen(path);
    size_t stem = n >= 4 && strcmp(path + n - 4, ".png") == 0 ? n - 4 : n;
    snprintf(buf, cap, "%.*s-%d%s", (int)stem, path, k, path + stem);
}

bool screenshot_write(SDL_Surface *s, const char *path, bool replace,
                      char *used, size_t used_cap, char *err, size_t err_cap)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, err_cap, "cannot write next to %s: %s", path, strerror(errno));
        return false;
    }
    close(fd);
    if (IMG_SavePNG(s, tmp) != 0 || !screenshot_sync(tmp)) {
        snprintf(err, err_cap, "cannot write %s: %s", tmp, IMG_GetError());
        unlink(tmp);
        return false;
    }
    bool ok = false;
    if (replace) {
        ok = rename(tmp, path) == 0;
        snprintf(used, used_cap, "%s", path);
    } else {
        /* link() fails rather than replace: the no-overwrite publish. */
        for (int k = 1; k < 100 && !ok; k++) {
            if (k == 1)
                snprintf(used, used_cap, "%s", path);
            else
                screenshot_variant(used, used_cap, path, k);
            ok = link(tmp, used) == 0;
            if (!ok && errno != EEXIST)
                break;
        }
        unlink(tmp);
    }
    if (!ok) {
        snprintf(err, err_cap, "cannot publish %s: %s", path, strerror(errno));
        unlink(tmp);
    }
    return ok;
}

bool screenshot_save(SDL_Renderer *r, const char *dir, const char *name,
                     char *used, size_t used_cap, char *err, size_t err_cap)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        snprintf(err, err_cap, "cannot make folder %s: %s", dir, strerror(errno));
        return false;
    }
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
