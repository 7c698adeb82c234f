/* shape_hex.c - hexagonal cells: flat-topped hexagons in W columns of H,
 * odd columns half a cell lower (Buck's layout). Sides N, NE, SE, S, SW,
 * NW; a cell stores its north-east, south-east and south passages.
 *
 * Unit space: a cell is 1 high; its circumradius a = 1 / sqrt(3), so it
 * is 2a wide and columns are 1.5a apart. */
#include "shape_priv.h"

enum { HEX_N, HEX_NE, HEX_SE, HEX_S, HEX_SW, HEX_NW };
enum { HEX_BIT_NE = 1u, HEX_BIT_SE = 2u, HEX_BIT_S = 4u };

static const double hex_a = 0.57735026918962576451;    /* 1 / sqrt(3) */

static int hex_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES])
{
    const uint32_t w = (uint32_t)g->w, x = shape_col(g, i);
    const bool odd = x & 1u, north = i >= w, south = i + w < g->n;
    /* The diagonal neighbours share the row of i on the side where the
     * column sits higher: even columns look up-and-across to the row
     * above, odd ones down-and-across to the row below. */
    const bool up = odd || north, down = !odd || south;
    out[HEX_N] = north ? i - w : GRID_NONE;
    out[HEX_S] = south ? i + w : GRID_NONE;
    if (x + 1 < w) {
        out[HEX_NE] = up ? (odd ? i + 1 : i + 1 - w) : GRID_NONE;
        out[HEX_SE] = down ? (odd ? i + 1 + w : i + 1) : GRID_NONE;
    } else {
        out[HEX_NE] = out[HEX_SE] = GRID_NONE;
    }
    if (x > 0) {
        out[HEX_NW] = up ? (odd ? i - 1 : i - 1 - w) : GRID_NONE;
        out[HEX_SW] = down ? (odd ? i - 1 + w : i - 1) : GRID_NONE;
    } else {
        out[HEX_NW] = out[HEX_SW] = GRID_NONE;
    }
    return 6;
}

static int hex_back(const Grid *g, uint32_t i, int s)
{
    (void)g;
    (void)i;
    return (s + 3) % 6;
}

static uint32_t hex_owner(const Grid *g, uint32_t i, int s, uint8_t *bit)
{
    static const uint8_t bits[6] = { HEX_BIT_S, HEX_BIT_NE, HEX_BIT_SE,
                                     HEX_BIT_S, HEX_BIT_NE, HEX_BIT_SE };
    *bit = bits[s];
    if (s >= HEX_NE && s <= HEX_S)
        return i;
    uint32_t nb[GRID_MAX_SIDES];
    hex_neighbors(g, i, nb);
    return nb[s];
}

static int hex_owned_side(const Grid *g, uint32_t o, uint8_t bit)
{
    (void)g;
    (void)o;
    return bit == HEX_BIT_NE ? HEX_NE : bit == HEX_BIT_SE ? HEX_SE : HEX_S;
}

static const char *hex_side_name(const Grid *g, uint32_t i, int s)
{
    static const char *const names[6] = { "north", "north-east", "south-east",
                                          "south", "south-west", "north-west" };
    (void)g;
    (void)i;
    return names[s];
}

static Dir hex_compass(const Grid *g, uint32_t i, int s)
{
    static const Dir quarter[6] = { DIR_N, DIR_E, DIR_E, DIR_S, DIR_W, DIR_W };
    (void)g;
    (void)i;
    return quarter[s];
}

static void hex_coords(const Grid *g, uint32_t i, uint32_t *col, uint32_t *row)
{
    *col = shape_col(g, i);
    *row = shape_row(g, i);
}

static uint32_t hex_row_start(const Grid *g, uint32_t row)
{
    return row * (uint32_t)g->w;
}

static void hex_extent(const Grid *g, double *w, double *h)
{
    *w = hex_a * (1.5 * (g->w - 1) + 2.0);
    *h = g->h + (g->w > 1 ? 0.5 : 0.0);
}

static ShapePoint hex_centre(const Grid *g, uint32_t i)
{
    uint32_t x = shape_col(g, i), y = shape_row(g, i);
    return (ShapePoint){ hex_a * (1.0 + 1.5 * x), y + 0.5 + (x & 1u ? 0.5 : 0.0) };
}

static int hex_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES])
{
    ShapePoint c = hex_centre(g, i);
    const double a = hex_a, half = a / 2;
    out[0] = (ShapePoint){ c.x - half, c.y - 0.5 };
    out[1] = (ShapePoint){ c.x + half, c.y - 0.5 };
    out[2] = (ShapePoint){ c.x + a, c.y };
    out[3] = (ShapePoint){ c.x + half, c.y + 0.5 };
    out[4] = (ShapePoint){ c.x - half, c.y + 0.5 };
    out[5] = (ShapePoint){ c.x - a, c.y };
    return 6;
}

const Shape shape_hex = {
    .kind = SHAPE_HEX,
    .id = "hex",
    .name = "Hexagonal",
    .max_sides = 6,
    .neighbors = hex_neighbors,
    .back = hex_back,
    .owner = hex_owner,
    .owned_side = hex_owned_side,
    .side_name = hex_side_name,
    .across = hex_back,         /* the side across is the one facing back */
    .compass = hex_compass,
    .coords = hex_coords,
    .row_start = hex_row_start,
    .extent = hex_extent,
    .corners = hex_corners,
    .centre = hex_centre,
};
