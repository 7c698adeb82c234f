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
static void shape_cairo_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    cairo_move_to(ctx, a.x, a.y);
    cairo_line_to(ctx, b.x, b.y);
}

/* A cairo path of the solution: shape_path_points' callback. */
static void shape_cairo_point(void *ctx, ShapePoint p, bool start)
{
    if (start)
        cairo_move_to(ctx, p.x, p.y);
    else
        cairo_line_to(ctx, p.x, p.y);
}

cairo_t *shape_cairo_open(int block_px, int w, int h)
{
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(surface);
    cairo_surface_destroy(surface);     /* cr holds it */
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        cairo_destroy(cr);
        return NULL;
    }
    const double scale = shape_picture_scale(block_px);
    cairo_scale(cr, scale, scale);
    cairo_translate(cr, shape_picture_margin(), shape_picture_margin());
    return cr;
}

void shape_cairo_close(cairo_t *cr)
{
    cairo_destroy(cr);
}

void shape_cairo_color(cairo_t *cr, PictureColor c)
{
    cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}

void shape_cairo_walls(cairo_t *cr, const Grid *g, int block_px)
{
    /* A fifth of a cell, and at least a pixel, so small pictures keep
     * every wall. */
    cairo_set_line_width(cr, fmax(0.2, 1.0 / shape_picture_scale(block_px)));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    grid_walls(g, shape_cairo_wall, cr);
    cairo_stroke(cr);
}

void shape_cairo_path(cairo_t *cr, const Grid *g, const uint32_t *path, size_t len)
{
    shape_cairo_color(cr, picture_path);
    cairo_set_line_width(cr, 0.3);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    shape_path_points(g, path, len, shape_cairo_point, cr);
    cairo_stroke(cr);
}

uint32_t shape_cairo_pixel(cairo_t *cr, int x, int y)
{
    cairo_surface_t *surface = cairo_get_target(cr);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
    return row[x] & 0xffffffu;
}

MazeStatus shape_picture_render(const Grid *g, int block_px, const uint32_t *path,
                                size_t path_len, const Picture *pic)
{
    cairo_t *cr = shape_cairo_open(block_px, pic->w, pic->h);
    if (!cr)
        return MAZE_ERR_NOMEM;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    shape_cairo_color(cr, picture_passage);
    cairo_paint(cr);
    cairo_restore(cr);
    shape_cairo_color(cr, picture_wall);
    shape_cairo_walls(cr, g, block_px);
    if (path && path_len > 0)
        shape_cairo_path(cr, g, path, path_len);
    cairo_surface_flush(cairo_get_target(cr));
    for (int y = 0; y < pic->h; y++) {
        uint8_t *dst = pic->pixels + (size_t)y * pic->pitch;
        for (int x = 0; x < pic->w; x++, dst += pic->bpp) {
            const uint32_t px = shape_cairo_pixel(cr, x, y);
            dst[0] = (uint8_t)(px >> 16);
            dst[1] = (uint8_t)(px >> 8);
            dst[2] = (uint8_t)px;
            if (pic->bpp == 4)
                dst[3] = 255;
        }
    }
    shape_cairo_close(cr);
    return MAZE_OK;
}
