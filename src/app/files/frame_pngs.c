/* frame_pngs.c - a recording's frames as numbered PNG files (see frame_pngs.h). */
#define _POSIX_C_SOURCE 200809L
#include "files/frame_pngs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "maze/anim.h"
#include "maze/outfile.h"
#include "maze/png.h"

struct FramePngs {
    char dir[4096];
    Picture rgb;                /* the frame in the window's colours */
    PictureColor colours[ANIM_COLOR_COUNT];
    long count;                 /* frames written */
    long bytes;
};

FramePngs *frame_pngs_open(const char *base, int w, int h, char *why, size_t why_cap)
{
    FramePngs *p = calloc(1, sizeof *p);
    if (p)
        p->rgb = (Picture){ .w = w, .h = h, .bpp = 3, .pitch = (size_t)w * 3 };
    if (!p || !(p->rgb.pixels = malloc(p->rgb.pitch * (size_t)h))) {
        snprintf(why, why_cap, "out of memory");
        frame_pngs_close(p, 0);
        return NULL;
    }
    anim_palette(p->colours);
    for (int k = 1; k <= OUTFILE_MAX_TRIES; k++) {
        if (k == 1)
            snprintf(p->dir, sizeof p->dir, "%s", base);
        else
            snprintf(p->dir, sizeof p->dir, "%s-%d", base, k);
        if (mkdir(p->dir, 0777) == 0)
            return p;
        if (errno != EEXIST)
            break;
    }
    snprintf(why, why_cap, "cannot make the folder %s: %s", p->dir, strerror(errno));
    frame_pngs_close(p, 0);
    return NULL;
}

MazeStatus frame_pngs_push(FramePngs *p, const uint8_t *frame)
{
    for (int y = 0; y < p->rgb.h; y++) {
        uint8_t *row = p->rgb.pixels + (size_t)y * p->rgb.pitch;
        for (int x = 0; x < p->rgb.w; x++) {
            PictureColor c = p->colours[frame[(size_t)y * (size_t)p->rgb.w + (size_t)x]];
            row[3 * x] = c.r, row[3 * x + 1] = c.g, row[3 * x + 2] = c.b;
        }
    }
    char tmp[4200], name[4200], why[160];
    snprintf(name, sizeof name, "%s/%04ld.png", p->dir, p->count + 1);
    snprintf(tmp, sizeof tmp, "%s/.%04ld.png.tmp", p->dir, p->count + 1);
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return MAZE_ERR_IO;
    MazeStatus st = png_write(f, &p->rgb, why, sizeof why);
    long size = ftell(f);
    if (fclose(f) != 0 && st == MAZE_OK)
        st = MAZE_ERR_IO;
    if (st == MAZE_OK && rename(tmp, name) != 0)
        st = MAZE_ERR_IO;
    if (st != MAZE_OK) {
        unlink(tmp);
        return st;
    }
    p->count++;
    p->bytes += size;
    return MAZE_OK;
}

const char *frame_pngs_dir(const FramePngs *p)
{
    return p->dir;
}

long frame_pngs_bytes(const FramePngs *p)
{
    return p->bytes;
}

void frame_pngs_close(FramePngs *p, int drop)
{
    if (!p)
        return;
    if (drop && p->dir[0]) {
        for (long k = 1; k <= p->count; k++) {
            char name[4200];
            snprintf(name, sizeof name, "%s/%04ld.png", p->dir, k);
            unlink(name);
        }
        rmdir(p->dir);
    }
    free(p->rgb.pixels);
    free(p);
}
