/* shape_picture.c - pictures of polar, hexagonal and triangular mazes,
 * drawn by cairo (shape_picture.h). */
#include "shape_picture.h"

#include <math.h>
#include <string.h>

#include <cairo.h>

#include "maze/shape.h"
#include "shape_lines.h"

enum { SHAPE_PICTURE_MARGIN_HALVES = 1 };   /* white around: half a cell */

bool picture_in_blocks(const Grid *g)
{
    return grid_shape(g)->kind == SHAPE_SQUARE;
}

double shape_picture_scale(int block_px)
{
    return 2.0 * block_px;
}

double shape_picture_margin(void)
{
    return SHAPE_PICTURE_MARGIN_HALVES / 2.0;
}

void shape_picture_size(const Grid *g, int block_px, long long *w, long long *h)
{
    double uw, uh;
    shape_frame(g, shape_picture_margin(), &uw, &uh);
    *w = (long long)ceil(uw * shape_picture_scale(block_px));
    *h = (long long)ceil(uh * shape_picture_scale(block_px));
}

/* A cairo path of walls: grid_walls' callback. */
static void shape_picture_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    cairo_move_to(ctx, a.x, a.y);
    cairo_line_to(ctx, b.x, b.y);
}

/* A cairo path of the solution: shape_path_points' callback. */
static void shape_picture_point(void *ctx, ShapePoint p, bool start)
{
    if (start)
        cairo_move_to(ctx, p.x, p.y);
    else
        cairo_line_to(ctx, p.x, p.y);
}

MazeStatus shape_picture_render(const Grid *g, int block_px, const uint32_t *path,
                                size_t path_len, const Picture *pic)
{
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pic->w, pic->h);
    cairo_t *cr = cairo_create(surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        return MAZE_ERR_NOMEM;
    }
    const double scale = shape_picture_scale(block_px);
    cairo_set_source_rgb(cr, picture_passage.r / 255.0, picture_passage.g / 255.0,
                         picture_passage.b / 255.0);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    cairo_translate(cr, shape_picture_margin(), shape_picture_margin());
    /* A fifth of a cell, and at least a pixel, so small pictures keep
     * every wall. */
    cairo_set_line_width(cr, fmax(0.2, 1.0 / scale));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_source_rgb(cr, picture_wall.r / 255.0, picture_wall.g / 255.0,
                         picture_wall.b / 255.0);
    grid_walls(g, shape_picture_wall, cr);
    cairo_stroke(cr);
    if (path && path_len > 0) {
        cairo_set_source_rgb(cr, picture_path.r / 255.0, picture_path.g / 255.0,
                             picture_path.b / 255.0);
        cairo_set_line_width(cr, 0.3);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        shape_path_points(g, path, path_len, shape_picture_point, cr);
        cairo_stroke(cr);
    }
    cairo_surface_flush(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < pic->h; y++) {
        const uint32_t *src = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        uint8_t *dst = pic->pixels + (size_t)y * pic->pitch;
        for (int x = 0; x < pic->w; x++, dst += pic->bpp) {
            dst[0] = (uint8_t)(src[x] >> 16);
            dst[1] = (uint8_t)(src[x] >> 8);
            dst[2] = (uint8_t)src[x];
            if (pic->bpp == 4)
                dst[3] = 255;
        }
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return MAZE_OK;
}
