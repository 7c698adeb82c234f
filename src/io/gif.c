/* gif.c - animated GIF frames as changed rectangles, encoded by giflib. */
#include "maze/gif.h"

#include <gif_lib.h>
#include <stdbool.h>
#include <string.h>

#include "maze/mem.h"

struct GifAnim {
    GifFileType *gif;
    FILE *f;
    int bw, bh, scale, ncolors, clear;
    long frames;
    bool failed;
    uint8_t *prev;      /* bw * bh: the canvas as the last frame left it */
    GifPixelType *line; /* one pixel row of the widest rectangle */
};

static int gif_out(GifFileType *gif, const GifByteType *bytes, int len)
{
    FILE *f = gif->UserData;
    return (int)fwrite(bytes, 1, (size_t)len, f);
}

/* Writes the NETSCAPE2.0 extension: loop forever. */
static bool gif_put_loop(GifFileType *gif)
{
    static const GifByteType app[11] = "NETSCAPE2.0", loop[3] = { 1, 0, 0 };
    return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
           EGifPutExtensionBlock(gif, sizeof app, app) == GIF_OK &&
           EGifPutExtensionBlock(gif, sizeof loop, loop) == GIF_OK &&
           EGifPutExtensionTrailer(gif) == GIF_OK;
}

/* Writes the global palette and screen description. */
static bool gif_put_screen(GifAnim *a, const PictureColor *colors)
{
    int size = 2;
    while (size < a->ncolors)
        size *= 2;
    GifColorType map[GIF_PALETTE_MAX] = { { 0, 0, 0 } };
    for (int i = 0; i < a->ncolors; i++)
        map[i] = (GifColorType){ colors[i].r, colors[i].g, colors[i].b };
    ColorMapObject *cmap = GifMakeMapObject(size, map);
    if (!cmap)
        return false;
    EGifSetGifVersion(a->gif, true);
    bool ok = EGifPutScreenDesc(a->gif, a->bw * a->scale, a->bh * a->scale, 8, 0, cmap) == GIF_OK;
    GifFreeMapObject(cmap);
    return ok && gif_put_loop(a->gif);
}

GifAnim *gif_anim_open(FILE *f, int bw, int bh, int scale, const PictureColor *colors,
                       int ncolors, int clear, MazeStatus *status)
{
    *status = MAZE_ERR_ARG;
    if (bw < 1 || bh < 1 || scale < 1 || scale > GIF_MAX_SIDE_PX || bw > GIF_MAX_SIDE_PX / scale ||
        bh > GIF_MAX_SIDE_PX / scale || ncolors < 2 || ncolors > GIF_PALETTE_MAX || clear < 0 ||
        clear >= ncolors)
        return NULL;
    *status = MAZE_ERR_NOMEM;
    GifAnim *a = mem_calloc(1, sizeof *a);
    if (!a)
        return NULL;
    *a = (GifAnim){ .f = f, .bw = bw, .bh = bh, .scale = scale, .ncolors = ncolors, .clear = clear };
    a->prev = mem_alloc((size_t)bw * (size_t)bh);
    a->line = mem_alloc((size_t)bw * (size_t)scale);
    int err = 0;
    if (a->prev && a->line)
        a->gif = EGifOpen(f, gif_out, &err);
    if (!a->gif) {
        mem_free(a->prev);
        mem_free(a->line);
        mem_free(a);
        return NULL;
    }
    if (!gif_put_screen(a, colors)) {
        *status = MAZE_ERR_IO;
        a->failed = true;
        gif_anim_close(a);
        return NULL;
    }
    *status = MAZE_OK;
    return a;
}

/* The bounding box [x0, x1) x [y0, y1) of blocks that differ from prev;
 * false when none do. */
static bool gif_changed_box(const GifAnim *a, const uint8_t *blocks, int box[4])
{
    int x0 = a->bw, x1 = 0, y0 = a->bh, y1 = 0;
    for (int y = 0; y < a->bh; y++) {
        const uint8_t *p = a->prev + (size_t)y * (size_t)a->bw, *b = blocks + (size_t)y * (size_t)a->bw;
        if (memcmp(p, b, (size_t)a->bw) == 0)
            continue;
        int l = 0, r = a->bw;
        while (p[l] == b[l])
            l++;
        while (p[r - 1] == b[r - 1])
            r--;
        x0 = l < x0 ? l : x0;
        x1 = r > x1 ? r : x1;
        y0 = y < y0 ? y : y0;
        y1 = y + 1;
    }
    box[0] = x0, box[1] = y0, box[2] = x1, box[3] = y1;
    return x1 > x0;
}

/* Writes the graphic control extension: delay, disposal, transparency. */
static bool gif_put_control(GifAnim *a, int delay_cs, bool transparent)
{
    GraphicsControlBlock gcb = { .DisposalMode = DISPOSE_DO_NOT, .UserInputFlag = false,
                                 .DelayTime = delay_cs,
                                 .TransparentColor = transparent ? a->clear : NO_TRANSPARENT_COLOR };
    GifByteType ext[4];
    size_t len = EGifGCBToExtension(&gcb, ext);
    return EGifPutExtension(a->gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext) == GIF_OK;
}

/* Writes the rectangle box of blocks in pixels; inside it, blocks equal to
 * prev are clear unless this is the first frame. */
static bool gif_put_box(GifAnim *a, const uint8_t *blocks, const int box[4], bool first)
{
    int s = a->scale, w = (box[2] - box[0]) * s, h = (box[3] - box[1]) * s;
    if (EGifPutImageDesc(a->gif, box[0] * s, box[1] * s, w, h, false, NULL) != GIF_OK)
        return false;
    for (int by = box[1]; by < box[3]; by++) {
        size_t row = (size_t)by * (size_t)a->bw;
        GifPixelType *out = a->line;
        for (int bx = box[0]; bx < box[2]; bx++) {
            uint8_t v = blocks[row + (size_t)bx];
            if (!first && v == a->prev[row + (size_t)bx])
                v = (uint8_t)a->clear;
            memset(out, v, (size_t)s);
            out += s;
        }
        for (int y = 0; y < s; y++)
            if (EGifPutLine(a->gif, a->line, w) != GIF_OK)
                return false;
    }
    return true;
}

MazeStatus gif_anim_frame(GifAnim *a, const uint8_t *blocks, int delay_cs)
{
    if (!a || a->failed || delay_cs < 0 || delay_cs > 65535)
        return MAZE_ERR_ARG;
    size_t n = (size_t)a->bw * (size_t)a->bh;
    for (size_t i = 0; i < n; i++)
        if (blocks[i] >= a->ncolors || blocks[i] == a->clear)
            return MAZE_ERR_ARG;
    bool first = a->frames == 0;
    int box[4] = { 0, 0, a->bw, a->bh };
    bool changed = first || gif_changed_box(a, blocks, box);
    bool ok = gif_put_control(a, delay_cs, !first);
    if (ok && changed) {
        ok = gif_put_box(a, blocks, box, first);
    } else if (ok) {    /* nothing changed: one clear pixel keeps the frame */
        GifPixelType px = (GifPixelType)a->clear;
        ok = EGifPutImageDesc(a->gif, 0, 0, 1, 1, false, NULL) == GIF_OK &&
             EGifPutLine(a->gif, &px, 1) == GIF_OK;
    }
    if (!ok) {
        a->failed = true;
        return MAZE_ERR_IO;
    }
    memcpy(a->prev, blocks, n);
    a->frames++;
    return MAZE_OK;
}

long gif_anim_frames(const GifAnim *a)
{
    return a ? a->frames : 0;
}

MazeStatus gif_anim_close(GifAnim *a)
{
    if (!a)
        return MAZE_OK;
    int err = 0;
    bool ok = EGifCloseFile(a->gif, &err) == GIF_OK && !a->failed;
    mem_free(a->prev);
    mem_free(a->line);
    mem_free(a);
    return ok ? MAZE_OK : MAZE_ERR_IO;
}
