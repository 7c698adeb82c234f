/* picture.c - the block view of a maze in pixels, with an optional path.
 * Each block row comes from the '#' text writer (one source of truth for
 * where walls are), is expanded once into a pixel row and copied block_px
 * times; the path is painted over it block by block. */
#include "maze/picture.h"

#include <stdio.h>
#include <string.h>

#include "maze/mem.h"
#include "shape_picture.h"
#include "text_layout.h"

const PictureColor picture_wall = PICTURE_WALL_RGB;
const PictureColor picture_passage = PICTURE_PASSAGE_RGB;
const PictureColor picture_path = PICTURE_PATH_RGB;

static void picture_why(char *why, size_t cap, const char *fmt, long long a, long long b)
{
    if (why && cap)
        snprintf(why, cap, fmt, a, b);
}

MazeStatus picture_measure(const Grid *g, int block_px, int bpp, Picture *out,
                           char *why, size_t why_cap)
{
    *out = (Picture){ 0 };
    if (block_px < 1 || block_px > PICTURE_MAX_BLOCK_PX) {
        picture_why(why, why_cap, "cell size %lld px out of range: 1 to %lld px",
                    block_px, PICTURE_MAX_BLOCK_PX);
        return MAZE_ERR_ARG;
    }
    if (bpp != 3 && bpp != 4) {
        picture_why(why, why_cap, "%lld bytes per pixel: only 3 (RGB) or 4 (RGBA)", bpp, 0);
        return MAZE_ERR_ARG;
    }
    /* Sides are at most 8193 blocks of 64 px: no overflow in long long
     * (polar: 8192 cells across, 2 blocks each, likewise). */
    long long w = (2LL * g->w + 1) * block_px, h = (2LL * g->h + 1) * block_px;
    if (!picture_in_blocks(g))
        shape_picture_size(g, block_px, &w, &h);
    if (w > PICTURE_MAX_SIDE_PX || h > PICTURE_MAX_SIDE_PX) {
        picture_why(why, why_cap, "the picture would be %lld px across; the limit is %lld px a side",
                    w > h ? w : h, PICTURE_MAX_SIDE_PX);
        return MAZE_ERR_ARG;
    }
    long long bytes = w * h * bpp;
    if (bytes > (long long)PICTURE_MAX_MB << 20) {
        picture_why(why, why_cap, "the picture would take %lld MiB; the limit is %lld MiB",
                    (bytes + (1 << 20) - 1) >> 20, PICTURE_MAX_MB);
        return MAZE_ERR_ARG;
    }
    *out = (Picture){ .w = (int)w, .h = (int)h, .bpp = bpp, .pitch = (size_t)w * (size_t)bpp };
    return MAZE_OK;
}

/* Fills the block_px pixels of block column bx in one pixel row. */
static void picture_span(uint8_t *row, long bx, size_t bp, size_t bpp, PictureColor c)
{
    uint8_t *p = row + (size_t)bx * bp * bpp;
    for (size_t x = 0; x < bp; x++, p += bpp) {
        p[0] = c.r;
        p[1] = c.g;
        p[2] = c.b;
        if (bpp == 4)
            p[3] = 255;
    }
}

/* Fills block (bx, by) with colour c. */
static void picture_block(const Picture *pic, int block_px, long bx, long by, PictureColor c)
{
    size_t bp = (size_t)block_px, bpp = (size_t)pic->bpp;
    uint8_t *row = pic->pixels + (size_t)by * bp * pic->pitch;
    picture_span(row, bx, bp, bpp, c);
    for (size_t y = 1; y < bp; y++)
        memcpy(row + y * pic->pitch + (size_t)bx * bp * bpp, row + (size_t)bx * bp * bpp, bp * bpp);
}

/* Paints the path's cells, the passages between them, and the gaps. */
static void picture_path_paint(const Grid *g, int block_px, const uint32_t *path, size_t len,
                               const Picture *pic)
{
    uint32_t w = (uint32_t)g->w;
    for (size_t k = 0; k < len; k++) {
        long x = (long)(path[k] % w), y = (long)(path[k] / w);
        picture_block(pic, block_px, 2 * x + 1, 2 * y + 1, picture_path);
        if (k > 0) {
            long px = (long)(path[k - 1] % w), py = (long)(path[k - 1] / w);
            picture_block(pic, block_px, x + px + 1, y + py + 1, picture_path);
        }
    }
    long bx, by;
    if (len > 0 && path[0] == grid_entrance(g) && grid_end_gap(g, false, &bx, &by))
        picture_block(pic, block_px, bx, by, picture_path);
    if (len > 0 && path[len - 1] == grid_exit(g) && grid_end_gap(g, true, &bx, &by))
        picture_block(pic, block_px, bx, by, picture_path);
}

MazeStatus picture_render(const Grid *g, int block_px, const uint32_t *path, size_t path_len,
                          const Picture *pic)
{
    Picture want;
    if (picture_measure(g, block_px, pic->bpp, &want, NULL, 0) != MAZE_OK || pic->w != want.w ||
        pic->h != want.h || pic->pitch < want.pitch || !pic->pixels)
        return MAZE_ERR_ARG;
    if (!path)
        path_len = 0;
    if (!grid_walk_ok(g, path, path_len))
        return MAZE_ERR_ARG;
    if (!picture_in_blocks(g))
        return shape_picture_render(g, block_px, path, path_len, pic);
    const TextLayout *lay = &text_layouts[TEXT_BLOCKS];
    char *line = mem_alloc(text_line_len(lay, g->w) + 1);
    if (!line)
        return MAZE_ERR_NOMEM;
    size_t bpp = (size_t)pic->bpp, bp = (size_t)block_px;
    for (int by = 0; by < 2 * g->h + 1; by++) {
        text_render_line(g, lay, by, line);
        uint8_t *top = pic->pixels + (size_t)by * bp * pic->pitch;
        for (int bx = 0; bx < 2 * g->w + 1; bx++)
            picture_span(top, bx, bp, bpp, line[bx] == ' ' ? picture_passage : picture_wall);
        for (size_t y = 1; y < bp; y++)
            memcpy(top + y * pic->pitch, top, want.pitch);
    }
    mem_free(line);
    picture_path_paint(g, block_px, path, path_len, pic);
    return MAZE_OK;
}

MazeStatus picture_make(const Grid *g, int block_px, int bpp, const uint32_t *path,
                        size_t path_len, Picture *out, char *why, size_t why_cap)
{
    MazeStatus st = picture_measure(g, block_px, bpp, out, why, why_cap);
    if (st != MAZE_OK)
        return st;
    out->pixels = mem_alloc(out->pitch * (size_t)out->h);
    if (!out->pixels) {
        *out = (Picture){ 0 };
        return MAZE_ERR_NOMEM;
    }
    st = picture_render(g, block_px, path, path_len, out);
    if (st != MAZE_OK)
        picture_free(out);
    return st;
}

void picture_free(Picture *pic)
{
    if (!pic)
        return;
    mem_free(pic->pixels);
    *pic = (Picture){ 0 };
}
