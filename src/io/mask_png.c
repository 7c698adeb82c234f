/* mask_png.c - a PNG as a mask (mask.h): libpng decodes any PNG from
 * memory into 8-bit grey and alpha, a pixel is light when its grey,
 * composited over white, is at least half; a cell is on when most of the
 * pixels it covers are light. The size is checked from the header before
 * any pixel is decoded. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <png.h>

#include "maze/grid.h"
#include "maze/mask.h"
#include "maze/mem.h"
#include "text_error.h"

/* Where libpng reads from and its errors land, and what the decoding
 * allocates (freed by mask_from_png, also after an error's longjmp). */
typedef struct MaskPng {
    const uint8_t *data;
    size_t len, at;
    TextError *err;
    jmp_buf back;
    uint8_t *pixels;    /* grey and alpha, 2 bytes a pixel */
    uint8_t **rows;
    Mask m;             /* the cells, once decoded */
} MaskPng;

static MazeStatus mask_png_fail(TextError *err, MazeStatus st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    text_error_vset(err, 0, 0, fmt, ap);
    va_end(ap);
    return st;
}

static void mask_png_error(png_structp png, png_const_charp msg)
{
    MaskPng *job = png_get_error_ptr(png);
    mask_png_fail(job->err, MAZE_ERR_FORMAT, "a corrupt PNG: %s", msg);
    longjmp(job->back, 1);
}

static void mask_png_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg;      /* a warning does not stop the picture: nothing to tell */
}

static void mask_png_read(png_structp png, png_bytep out, size_t n)
{
    MaskPng *job = png_get_io_ptr(png);
    if (n > job->len - job->at)
        png_error(png, "the file ends before the picture does");
    memcpy(out, job->data + job->at, n);
    job->at += n;
}

/* Fills m (w x h cells) from the decoded picture (pw x ph pixels, grey and
 * alpha rows): each cell takes the pixels from x * pw / w to (x + 1) * pw /
 * w across, likewise down, and is on when at least half are light. */
static void mask_png_cells(uint8_t *const *rows, uint32_t pw, uint32_t ph, Mask *m)
{
    const uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h;
    for (uint32_t cy = 0; cy < h; cy++) {
        const uint32_t y0 = (uint32_t)((uint64_t)cy * ph / h), y1 = (uint32_t)((uint64_t)(cy + 1) * ph / h);
        for (uint32_t cx = 0; cx < w; cx++) {
            const uint32_t x0 = (uint32_t)((uint64_t)cx * pw / w);
            const uint32_t x1 = (uint32_t)((uint64_t)(cx + 1) * pw / w);
            uint64_t light = 0, all = 0;
            for (uint32_t y = y0; y < y1; y++) {
                for (uint32_t x = x0; x < x1; x++) {
                    /* over white: grey * alpha + 255 * (255 - alpha) */
                    const uint32_t g = rows[y][2 * x], a = rows[y][2 * x + 1];
                    light += g * a + 255u * (255u - a) >= 128u * 255u;
                    all++;
                }
            }
            m->on[(size_t)cy * w + cx] = 2 * light >= all;
        }
    }
}

/* The decoding, under libpng's longjmp: returns the status, with m filled
 * on success. Everything allocated is in job (freed by the caller). */
static MazeStatus mask_png_decode(MaskPng *job, png_structp png, png_infop info, int want_w,
                                  int want_h)
{
    Mask *m = &job->m;
    png_set_read_fn(png, job, mask_png_read);
    png_read_info(png, info);
    png_uint_32 pw, ph;
    int depth, color, interlace;
    png_get_IHDR(png, info, &pw, &ph, &depth, &color, &interlace, NULL, NULL);
    if (pw > MASK_PNG_MAX_SIDE || ph > MASK_PNG_MAX_SIDE || (uint64_t)pw * ph > MASK_PNG_MAX_PIXELS)
        return mask_png_fail(job->err, MAZE_ERR_SIZE, "the PNG is %ux%u pixels; a mask has at "
                             "most %d pixels (4096x4096), %d each way", pw, ph,
                             MASK_PNG_MAX_PIXELS, MASK_PNG_MAX_SIDE);
    if (want_w == 0 && (pw > MAZE_MAX_SIDE || ph > MAZE_MAX_SIDE))
        return mask_png_fail(job->err, MAZE_ERR_SIZE, "the PNG is %ux%u pixels, a cell a pixel: "
                             "at most %d each way (give --size to scale it down)", pw, ph,
                             MAZE_MAX_SIDE);
    if (want_w > 0 && (pw < (png_uint_32)want_w || ph < (png_uint_32)want_h))
        return mask_png_fail(job->err, MAZE_ERR_SIZE, "the PNG is %ux%u pixels, fewer than the "
                             "%dx%d cells asked for: each cell needs a pixel at least", pw, ph,
                             want_w, want_h);
    /* Any kind of PNG to 8-bit grey and alpha. */
    png_set_expand(png);
    png_set_strip_16(png);
    if (color & PNG_COLOR_MASK_COLOR)
        png_set_rgb_to_gray_fixed(png, 1, -1, -1);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)pw * 2)
        return mask_png_fail(job->err, MAZE_ERR_FORMAT, "a PNG of a kind not read here");
    job->pixels = mem_alloc((size_t)pw * ph * 2);
    job->rows = mem_alloc((size_t)ph * sizeof *job->rows);
    if (!job->pixels || !job->rows)
        return mask_png_fail(job->err, MAZE_ERR_NOMEM, "%s", maze_strerror(MAZE_ERR_NOMEM));
    for (png_uint_32 y = 0; y < ph; y++)
        job->rows[y] = job->pixels + (size_t)y * pw * 2;
    png_read_image(png, job->rows);
    m->w = want_w > 0 ? want_w : (int)pw;
    m->h = want_w > 0 ? want_h : (int)ph;
    m->on = mem_alloc((size_t)m->w * (size_t)m->h);
    if (!m->on)
        return mask_png_fail(job->err, MAZE_ERR_NOMEM, "%s", maze_strerror(MAZE_ERR_NOMEM));
    mask_png_cells(job->rows, pw, ph, m);
    return MAZE_OK;
}

/* mask_png_decode, returning here when libpng gives up (its error handler
 * longjmps back with the reason said). Nothing of this function's own
 * changes between the setjmp and the jump: what the decoding allocates is
 * in *job, which its caller frees. */
static MazeStatus mask_png_guarded(MaskPng *job, png_structp png, png_infop info, int want_w,
                                   int want_h)
{
    if (setjmp(job->back) != 0)
        return MAZE_ERR_FORMAT;
    return mask_png_decode(job, png, info, want_w, want_h);
}

MazeStatus mask_from_png(const uint8_t *data, size_t len, int want_w, int want_h, Mask *out,
                         TextError *err)
{
    memset(out, 0, sizeof *out);
    if (err)
        memset(err, 0, sizeof *err);
    if (!mask_is_png(data, len))
        return mask_png_fail(err, MAZE_ERR_FORMAT, "not a PNG (no PNG signature)");
    MaskPng job = { .data = data, .len = len, .err = err };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &job, mask_png_error,
                                             mask_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return mask_png_fail(err, MAZE_ERR_NOMEM, "%s", maze_strerror(MAZE_ERR_NOMEM));
    }
    MazeStatus st = mask_png_guarded(&job, png, info, want_w, want_h);
    png_destroy_read_struct(&png, &info, NULL);
    mem_free(job.pixels);
    mem_free(job.rows);
    if (st != MAZE_OK) {
        mask_free(&job.m);
        return st;
    }
    *out = job.m;
    return MAZE_OK;
}
