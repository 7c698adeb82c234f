/* screenshot.h - the window as a PNG: read back before present, written to
 * a temporary file, flushed, then published under its final name without
 * replacing an existing file (unless asked), so a reader never sees half a
 * picture. */
#ifndef MAZE_APP_SCREENSHOT_H
#define MAZE_APP_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include <SDL.h>

#include "maze/outfile.h"
#include "maze/picture.h"

/* Writes "ALGO_WxH_seedN_YYYYmmdd-HHMMSS.png" (local time t) to buf. */
void screenshot_name(char *buf, size_t cap, const char *algo_id, int w, int h,
                     uint64_t seed, time_t t);

/* Reads the renderer's current target (call before SDL_RenderPresent) into
 * a new RGB surface; NULL with SDL_GetError on failure. Free with
 * SDL_FreeSurface. */
SDL_Surface *screenshot_capture(SDL_Renderer *r);

/* Reads the renderer's current target (call before SDL_RenderPresent) into
 * *out, RGB, rows packed (free with picture_free). False with SDL_GetError
 * on failure (*out empty). */
bool screenshot_picture(SDL_Renderer *r, Picture *out);

/* Saves pic as a PNG at path (png.h, outfile.h: never half-written). With
 * replace false an existing file is kept and the name gets "-2", "-3", ...
 * before ".png" (outfile_commit_unique); the name used is written to used
 * (cap bytes, room for path + 8). Returns false with a reason in err (cap
 * bytes), leaving no file behind. */
bool screenshot_write(const Picture *pic, const char *path, bool replace, char *used,
                      size_t used_cap, char *err, size_t err_cap);

/* Captures renderer r and saves it in dir (made if missing) as name.
 * Same results as screenshot_write. */
bool screenshot_save(SDL_Renderer *r, const char *dir, const char *name,
                     char *used, size_t used_cap, char *err, size_t err_cap);

/* Makes folder dir unless it exists. Returns false with the reason in err. */
bool screenshot_make_dir(const char *dir, char *err, size_t err_cap);

#endif
