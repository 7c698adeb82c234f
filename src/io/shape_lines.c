/* shape_lines.c - solution lines and openings of mazes of any shape
 * (shape_lines.h). */
#include "shape_lines.h"

#include <math.h>

void shape_side_mid(const Grid *g, uint32_t i, int s, ShapePoint *mid, ShapePoint *normal)
{
    ShapePoint c[GRID_MAX_SIDES];
    const int sides = grid_corners(g, i, c);
    const ShapePoint a = c[s], b = c[(s + 1) % sides];
    mid->x = (a.x + b.x) / 2;
    mid->y = (a.y + b.y) / 2;
    /* Corners run clockwise on screen (y down): turning the side's
     * direction a quarter counter-clockwise points out of the cell. */
    const double dx = b.x - a.x, dy = b.y - a.y, len = hypot(dx, dy);
    normal->x = len > 0 ? dy / len : 0;
    normal->y = len > 0 ? -dx / len : 0;
}

void shape_end(const Grid *g, bool exit, ShapePoint *mid, ShapePoint *normal)
{
    shape_side_mid(g, exit ? grid_exit(g) : grid_entrance(g),
                   exit ? grid_exit_side(g) : grid_entrance_side(g), mid, normal);
}

/* Half a cell outside the opening of an end. */
static ShapePoint shape_outside(const Grid *g, bool exit)
{
    ShapePoint mid, normal;
    shape_end(g, exit, &mid, &normal);
    return (ShapePoint){ mid.x + normal.x / 2, mid.y + normal.y / 2 };
}

void shape_path_points(const Grid *g, const uint32_t *path, size_t len, ShapePointFn point,
                       void *ctx)
{
    const bool in = path[0] == grid_entrance(g), out = path[len - 1] == grid_exit(g);
    bool start = true;
    if (in) {
        point(ctx, shape_outside(g, false), true);
        start = false;
    }
    for (size_t k = 0; k < len; k++) {
        if (k > 0) {    /* through the side the walk crosses */
            uint32_t nb[GRID_MAX_SIDES];
            const int sides = grid_neighbors(g, path[k - 1], nb);
            for (int s = 0; s < sides; s++) {
                if (nb[s] == path[k]) {
                    ShapePoint mid, normal;
                    shape_side_mid(g, path[k - 1], s, &mid, &normal);
                    point(ctx, mid, false);
                    break;
                }
            }
        }
        point(ctx, grid_centre(g, path[k]), start);
        start = false;
    }
    if (out)
        point(ctx, shape_outside(g, true), false);
}

void shape_frame(const Grid *g, double margin, double *w, double *h)
{
    grid_extent(g, w, h);
    *w += 2 * margin;
    *h += 2 * margin;
}
