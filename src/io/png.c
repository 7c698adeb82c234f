/* png.c - a Picture encoded as PNG with libpng (see png.h). */
#include "maze/png.h"

#include <errno.h>
#include <setjmp.h>
#include <string.h>

#include <png.h>

#include "maze/pathmsg.h"

/* Where libpng's errors land: its message, and the way back out of the
 * encoder (libpng reports an error by longjmp). */
typedef struct PngJob {
    char *why;
    size_t why_cap;
    jmp_buf back;
} PngJob;

static void png_job_error(png_structp png, png_const_charp msg)
{
    PngJob *job = png_get_error_ptr(png);
    snprintf(job->why, job->why_cap, "%s", msg);
    longjmp(job->back, 1);
}

static void png_job_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg;  /* a warning does not stop the file: nothing to tell */
}

/* Writes the rows; the job's jump point set by the caller. */
static void png_encode(png_structp png, png_infop info, FILE *f, const Picture *pic)
{
    png_init_io(png, f);
    png_set_IHDR(png, info, (png_uint_32)pic->w, (png_uint_32)pic->h, 8,
                 pic->bpp == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < pic->h; y++)
        png_write_row(png, pic->pixels + (size_t)y * pic->pitch);
    png_write_end(png, info);
}

MazeStatus png_write(FILE *f, const Picture *pic, char *why, size_t why_cap)
{
    char none[1];
    PngJob job = { .why = why_cap ? why : none, .why_cap = why_cap ? why_cap : sizeof none };
    job.why[0] = '\0';
    if (pic->w < 1 || pic->h < 1 || (pic->bpp != 3 && pic->bpp != 4) || !pic->pixels) {
        snprintf(job.why, job.why_cap, "%s", maze_strerror(MAZE_ERR_ARG));
        return MAZE_ERR_ARG;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &job, png_job_error,
                                              png_job_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(job.why, job.why_cap, "%s", maze_strerror(MAZE_ERR_NOMEM));
        return MAZE_ERR_NOMEM;
    }
    MazeStatus st = MAZE_OK;
    if (setjmp(job.back) == 0)
        png_encode(png, info, f, pic);
    else
        st = MAZE_ERR_IO;
    png_destroy_write_struct(&png, &info);
    if (st == MAZE_OK && ferror(f)) {
        snprintf(job.why, job.why_cap, "%s", errno ? strerror(errno) : maze_strerror(MAZE_ERR_IO));
        st = MAZE_ERR_IO;
    }
    return st;
}

typedef struct PngSave {
    const Picture *pic;
    char *why;
    size_t why_cap;
} PngSave;

static MazeStatus png_save_write(FILE *f, void *ctx)
{
    PngSave *s = ctx;
    return png_write(f, s->pic, s->why, s->why_cap);
}

MazeStatus png_save(const Picture *pic, const char *path, OutfileMode mode, char *used,
                    size_t used_cap, char *err, size_t err_cap)
{
    char why[256] = "";
    PngSave s = { pic, why, sizeof why };
    errno = 0;
    MazeStatus st = outfile_save(path, mode, png_save_write, &s, used, used_cap);
    if (st != MAZE_OK)
        path_cannot_write(err, err_cap, path,
                          why[0] ? why : st == MAZE_ERR_IO && errno ? strerror(errno) : maze_strerror(st));
    return st;
}
