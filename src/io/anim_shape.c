/* anim_shape.c - GIF frames of mazes that are not square (anim_shape.h). */
#include "anim_shape.h"

#include <math.h>

#include <cairo.h>

#include "maze/shape.h"
#include "shape_lines.h"
#include "shape_picture.h"

void anim_shape_size(const Grid *g, int block_px, int *w, int *h)
{
    long long lw, lh;
    shape_picture_size(g, block_px, &lw, &lh);
    *w = (int)lw;
    *h = (int)lh;
}

/* Sets cr's source to palette colour k. */
static void anim_shape_source(cairo_t *cr, const PictureColor *colors, unsigned k)
{
    cairo_set_source_rgb(cr, colors[k].r / 255.0, colors[k].g / 255.0, colors[k].b / 255.0);
}

static void anim_shape_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    cairo_move_to(ctx, a.x, a.y);
    cairo_line_to(ctx, b.x, b.y);
}

static void anim_shape_point(void *ctx, ShapePoint p, bool start)
{
    if (start)
        cairo_move_to(ctx, p.x, p.y);
    else
        cairo_line_to(ctx, p.x, p.y);
}

/* The palette index of the colour at *px (cairo RGB24), from the table of
 * the palette's colours; colours the drawing never makes count as wall. */
static uint8_t anim_shape_index(uint32_t px, const PictureColor *colors)
{
    const uint8_t r = (uint8_t)(px >> 16), g = (uint8_t)(px >> 8), b = (uint8_t)px;
    for (unsigned k = 0; k < ANIM_COLOR_COUNT; k++)
        if (k != ANIM_CLEAR && colors[k].r == r && colors[k].g == g && colors[k].b == b)
            return (uint8_t)k;
    return ANIM_WALL;
}

MazeStatus anim_shape_frame(const Grid *g, int block_px, const uint8_t *colors,
                            const uint32_t *path, size_t path_len, uint8_t *frame)
{
    int w, h;
    anim_shape_size(g, block_px, &w, &h);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t *cr = cairo_create(surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        return MAZE_ERR_NOMEM;
    }
    PictureColor palette[ANIM_COLOR_COUNT];
    anim_palette(palette);
    /* No antialiasing: every pixel one of the palette's colours. */
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    anim_shape_source(cr, palette, ANIM_PASSAGE);
    cairo_paint(cr);
    const double scale = shape_picture_scale(block_px);
    cairo_scale(cr, scale, scale);
    cairo_translate(cr, shape_picture_margin(), shape_picture_margin());
    for (uint32_t i = 0; i < g->n; i++) {
        ShapePoint c[GRID_MAX_SIDES];
        const int sides = grid_corners(g, i, c);
        cairo_move_to(cr, c[0].x, c[0].y);
        for (int s = 1; s < sides; s++)
            cairo_line_to(cr, c[s].x, c[s].y);
        cairo_close_path(cr);
        anim_shape_source(cr, palette, colors[i]);
        cairo_fill(cr);
    }
    cairo_set_line_width(cr, fmax(0.2, 1.0 / scale));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    anim_shape_source(cr, palette, ANIM_WALL);
    grid_walls(g, anim_shape_wall, cr);
    cairo_stroke(cr);
    if (path && path_len > 0) {
        anim_shape_source(cr, palette, ANIM_PATH);
        cairo_set_line_width(cr, 0.3);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        shape_path_points(g, path, path_len, anim_shape_point, cr);
        cairo_stroke(cr);
    }
    cairo_surface_flush(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        uint8_t *out = frame + (size_t)y * (size_t)w;
        uint32_t last = 0xffffffffu;
        uint8_t index = ANIM_WALL;
        for (int x = 0; x < w; x++) {
            const uint32_t px = row[x] & 0xffffffu;
            if (px != last) {       /* runs of one colour: look it up once */
                index = anim_shape_index(px, palette);
                last = px;
            }
            out[x] = index;
        }
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return MAZE_OK;
}
