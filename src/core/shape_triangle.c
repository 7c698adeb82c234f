/* shape_triangle.c - triangular cells: W x H equilateral triangles, cell
 * (x, y) pointing up when x + y is odd (so cell 0 points down and its flat
 * top takes the entrance). An up triangle's sides are east, south (its
 * base), west; a down one's north (its top), east, west: clockwise both.
 * A cell stores its east passage (TRI_E) and an up cell its south one
 * (TRI_S); the pass bits are the square's, and the triangle grid is the
 * square grid without the vertical passages of the down cells' bottoms.
 *
 * Unit space: sides 1 long, rows sqrt(3) / 2 high; cell x spans
 * [x / 2, x / 2 + 1] across. */
#include "shape_priv.h"

enum { TRI_E = PASS_E, TRI_S = PASS_S };

static const double tri_h = 0.86602540378443864676;    /* sqrt(3) / 2 */

static bool tri_up(const Grid *g, uint32_t i)
{
    return (shape_col(g, i) + shape_row(g, i)) & 1u;
}

/* Side indices of a cell: east is 0 up, 1 down; the vertical side (south
 * up, north down) the other of 0 and 1; west always 2. */
static int tri_east(bool up) { return up ? 0 : 1; }
static int tri_vertical(bool up) { return up ? 1 : 0; }

static int tri_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES])
{
    const uint32_t w = (uint32_t)g->w, x = shape_col(g, i);
    const bool up = tri_up(g, i);
    out[tri_east(up)] = x + 1 < w ? i + 1 : GRID_NONE;
    out[2] = x > 0 ? i - 1 : GRID_NONE;
    if (up)
        out[1] = i + w < g->n ? i + w : GRID_NONE;
    else
        out[0] = i >= w ? i - w : GRID_NONE;
    return 3;
}

static int tri_back(const Grid *g, uint32_t i, int s)
{
    const bool up = tri_up(g, i);   /* the neighbour points the other way */
    if (s == 2)
        return tri_east(!up);
    return s == tri_east(up) ? 2 : tri_vertical(!up);
}

static uint32_t tri_owner(const Grid *g, uint32_t i, int s, uint8_t *bit)
{
    const bool up = tri_up(g, i);
    if (s == 2) {
        *bit = TRI_E;
        return i - 1;
    }
    if (s == tri_east(up)) {
        *bit = TRI_E;
        return i;
    }
    *bit = TRI_S;
    return up ? i : i - (uint32_t)g->w;
}

static int tri_owned_side(const Grid *g, uint32_t o, uint8_t bit)
{
    const bool up = tri_up(g, o);
    return bit == TRI_E ? tri_east(up) : tri_vertical(up);
}

static Dir tri_compass(const Grid *g, uint32_t i, int s)
{
    const bool up = tri_up(g, i);
    if (s == 2)
        return DIR_W;
    if (s == tri_east(up))
        return DIR_E;
    return up ? DIR_S : DIR_N;
}

static const char *tri_side_name(const Grid *g, uint32_t i, int s)
{
    return shape_compass_names[tri_compass(g, i, s)];
}

/* No side of a triangle is straight across from another. */
static int tri_across(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    (void)s;
    return -1;
}

static void tri_coords(const Grid *g, uint32_t i, uint32_t *col, uint32_t *row)
{
    *col = shape_col(g, i);
    *row = shape_row(g, i);
}

static uint32_t tri_row_start(const Grid *g, uint32_t row)
{
    return row * (uint32_t)g->w;
}

static void tri_extent(const Grid *g, double *w, double *h)
{
    *w = (g->w + 1) / 2.0;
    *h = g->h * tri_h;
}

static int tri_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES])
{
    const double x = shape_col(g, i) / 2.0, top = shape_row(g, i) * tri_h, bottom = top + tri_h;
    if (tri_up(g, i)) {
        out[0] = (ShapePoint){ x + 0.5, top };
        out[1] = (ShapePoint){ x + 1, bottom };
        out[2] = (ShapePoint){ x, bottom };
    } else {
        out[0] = (ShapePoint){ x, top };
        out[1] = (ShapePoint){ x + 1, top };
        out[2] = (ShapePoint){ x + 0.5, bottom };
    }
    return 3;
}

/* The centroid: a third of the way from the flat side to the apex. */
static ShapePoint tri_centre(const Grid *g, uint32_t i)
{
    const double x = shape_col(g, i) / 2.0 + 0.5, top = shape_row(g, i) * tri_h;
    return (ShapePoint){ x, top + (tri_up(g, i) ? 2.0 : 1.0) * tri_h / 3.0 };
}

void shape_triangle_ends(struct GridTopo *t, int w, int h)
{
    const uint32_t last_row = (uint32_t)(h - 1) * (uint32_t)w;
    t->ends.start = 0;
    t->ends.start_side = 0;         /* cell 0 points down: its flat top */
    for (uint32_t x = (uint32_t)w; x-- > 0;) {
        if ((x + (uint32_t)(h - 1)) & 1u) {     /* up: a flat bottom */
            t->ends.goal = last_row + x;
            t->ends.goal_side = 1;
            return;
        }
    }
    /* One column whose bottom cell points down: leave by its east side. */
    t->ends.goal = last_row;
    t->ends.goal_side = 1;
}

const Shape shape_triangle = {
    .kind = SHAPE_TRIANGLE,
    .id = "triangle",
    .name = "Triangular",
    .max_sides = 3,
    .neighbors = tri_neighbors,
    .back = tri_back,
    .owner = tri_owner,
    .owned_side = tri_owned_side,
    .side_name = tri_side_name,
    .across = tri_across,
    .compass = tri_compass,
    .coords = tri_coords,
    .row_start = tri_row_start,
    .extent = tri_extent,
    .corners = tri_corners,
    .centre = tri_centre,
};
