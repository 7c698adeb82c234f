/* anim_shape.c - GIF frames of mazes that are not square (anim_shape.h). */
#include "anim_shape.h"

#include <cairo.h>

#include "maze/shape.h"
#include "shape_picture.h"

void anim_shape_size(const Grid *g, int block_px, int *w, int *h)
{
    long long lw, lh;
    shape_picture_size(g, block_px, &lw, &lh);
    *w = (int)lw;
    *h = (int)lh;
}

/* The palette index of colour px (0xRRGGBB), from the table of the
 * palette's colours; colours the drawing never makes count as wall. */
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
    cairo_t *cr = shape_cairo_open(block_px, w, h);
    if (!cr)
        return MAZE_ERR_NOMEM;
    PictureColor palette[ANIM_COLOR_COUNT];
    anim_palette(palette);
    /* No antialiasing: every pixel one of the palette's colours. */
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    shape_cairo_color(cr, palette[ANIM_PASSAGE]);
    cairo_paint(cr);
    cairo_restore(cr);
    for (uint32_t i = 0; i < g->n; i++) {
        ShapePoint c[GRID_MAX_SIDES];
        const int sides = grid_corners(g, i, c);
        cairo_move_to(cr, c[0].x, c[0].y);
        for (int s = 1; s < sides; s++)
            cairo_line_to(cr, c[s].x, c[s].y);
        cairo_close_path(cr);
        shape_cairo_color(cr, palette[colors[i]]);
        cairo_fill(cr);
    }
    shape_cairo_color(cr, palette[ANIM_WALL]);
    shape_cairo_walls(cr, g, block_px);
    if (path && path_len > 0)
        shape_cairo_path(cr, g, path, path_len);    /* picture_path is ANIM_PATH's colour */
    cairo_surface_flush(cairo_get_target(cr));
    for (int y = 0; y < h; y++) {
        uint8_t *out = frame + (size_t)y * (size_t)w;
        uint32_t last = 0xffffffffu;
        uint8_t index = ANIM_WALL;
        for (int x = 0; x < w; x++) {
            const uint32_t px = shape_cairo_pixel(cr, x, y);
            if (px != last) {       /* runs of one colour: look it up once */
                index = anim_shape_index(px, palette);
                last = px;
            }
            out[x] = index;
        }
    }
    shape_cairo_close(cr);
    return MAZE_OK;
}
