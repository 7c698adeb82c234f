/* shape_square.c - the square as a shape: four sides N, E, S, W (the Dir
 * values), each cell storing its east and south passages (PASS_E,
 * PASS_S). The plain square's own code is grid.h's inline functions;
 * this descriptor serves the general paths (a square with a mask) and
 * the geometry every view shares. */
#include "shape_priv.h"

const char *const shape_compass_names[4] = { "north", "east", "south", "west" };

static int sq_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES])
{
    const uint32_t w = (uint32_t)g->w, x = shape_col(g, i);
    out[DIR_N] = i >= w ? i - w : GRID_NONE;
    out[DIR_E] = x + 1 < w ? i + 1 : GRID_NONE;
    out[DIR_S] = i + w < g->n ? i + w : GRID_NONE;
    out[DIR_W] = x > 0 ? i - 1 : GRID_NONE;
    return 4;
}

static int sq_back(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    return (s + 2) & 3;
}

static uint32_t sq_owner(const Grid *g, uint32_t i, int s, uint8_t *bit)
{
    *bit = s == DIR_N || s == DIR_S ? PASS_S : PASS_E;
    switch (s) {
    case DIR_N: return i - (uint32_t)g->w;
    case DIR_W: return i - 1;
    default: return i;
    }
}

static int sq_owned_side(const Grid *g, uint32_t o, uint8_t bit)
{
    (void)g;
    (void)o;
    return bit == PASS_S ? DIR_S : DIR_E;
}

static const char *sq_side_name(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    return shape_compass_names[s & 3];
}

static int sq_across(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    return (s + 2) & 3;
}

static Dir sq_compass(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    return (Dir)s;
}

static void sq_coords(const Grid *g, uint32_t i, uint32_t *col, uint32_t *row)
{
    *col = shape_col(g, i);
    *row = shape_row(g, i);
}

static uint32_t sq_row_start(const Grid *g, uint32_t row)
{
    return row * (uint32_t)g->w;
}

static void sq_extent(const Grid *g, double *w, double *h)
{
    *w = g->w;
    *h = g->h;
}

static int sq_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES])
{
    double x = shape_col(g, i), y = shape_row(g, i);
    out[0] = (ShapePoint){ x, y };
    out[1] = (ShapePoint){ x + 1, y };
    out[2] = (ShapePoint){ x + 1, y + 1 };
    out[3] = (ShapePoint){ x, y + 1 };
    return 4;
}

static ShapePoint sq_centre(const Grid *g, uint32_t i)
{
    return (ShapePoint){ shape_col(g, i) + 0.5, shape_row(g, i) + 0.5 };
}

const Shape shape_square = {
    .kind = SHAPE_SQUARE,
    .id = "square",
    .name = "Square",
    .max_sides = 4,
    .neighbors = sq_neighbors,
    .back = sq_back,
    .owner = sq_owner,
    .owned_side = sq_owned_side,
    .side_name = sq_side_name,
    .across = sq_across,
    .compass = sq_compass,
    .coords = sq_coords,
    .row_start = sq_row_start,
    .extent = sq_extent,
    .corners = sq_corners,
    .centre = sq_centre,
};
