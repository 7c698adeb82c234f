/* shape_polar.c - a disc: a centre cell and rings around it (Buck's polar
 * grid). Ring 1 has 6 cells; ring r >= 2 has as many as ring r - 1, or
 * twice as many where a cell of the same count would be more than 1.5
 * times as wide (at its inner radius) as it is tall, so cells stay about
 * square. Counts are 6 * 2^k, and a cell has one or two outward
 * neighbours.
 *
 * A ring cell's sides, clockwise: 0 inward, 1 counter-clockwise, 2 .. 1 +
 * c outward (c = 1 or 2; one boundary side on the outer ring), 2 + c
 * clockwise. The centre's side j leads to cell j of ring 1. A ring cell
 * stores its inward passage (POLAR_IN) and its clockwise one (POLAR_CW).
 *
 * Unit space: ring r spans radii r .. r + 1 (the centre radius 1) around
 * (R, R), R the rings; angles run clockwise from north, cell k of a ring
 * of c from 2 pi k / c to 2 pi (k + 1) / c. Walls are chords. */
#include <math.h>

#include "maze/mem.h"
#include "shape_priv.h"

enum { POLAR_IN = 1u, POLAR_CW = 2u };

static const double polar_tau = 6.28318530717958647692;

uint64_t shape_polar_cells(uint32_t rings)
{
    uint64_t total = 1, count = 1;
    for (uint32_t r = 1; r < rings; r++) {
        count = r == 1 ? 6 : count * (uint64_t)lround(polar_tau * r / (double)count);
        total += count;
        if (total > (uint64_t)MAZE_MAX_SIDE * MAZE_MAX_SIDE)
            return 0;
    }
    return total;
}

uint32_t shape_polar_build(struct GridTopo *t, uint32_t rings, bool *nomem)
{
    *nomem = false;
    uint64_t cells = shape_polar_cells(rings);
    if (cells == 0)
        return 0;
    t->rings = rings;
    t->ring_start = mem_alloc(((size_t)rings + 1) * sizeof *t->ring_start);
    t->ring_count = mem_alloc((size_t)rings * sizeof *t->ring_count);
    if (!t->ring_start || !t->ring_count) {
        *nomem = true;
        return 0;
    }
    uint32_t start = 0;
    for (uint32_t r = 0; r < rings; r++) {
        uint32_t c = r == 0 ? 1 : r == 1 ? 6
                   : t->ring_count[r - 1] * (uint32_t)lround(polar_tau * r / t->ring_count[r - 1]);
        t->ring_start[r] = start;
        t->ring_count[r] = c;
        start += c;
    }
    t->ring_start[rings] = start;
    /* Bands of equal counts, outermost first: most cells are in the outer
     * bands, so a cell's band is found in one or two compares. */
    t->bands = 0;
    for (uint32_t r = rings; r-- > 1;) {
        if (r + 1 < rings && t->ring_count[r] == t->ring_count[r + 1])
            continue;
        uint32_t first = r;
        while (first > 1 && t->ring_count[first - 1] == t->ring_count[r])
            first--;
        uint32_t shift = 0;
        while ((6u << shift) < t->ring_count[r])
            shift++;
        t->band_cell[t->bands] = t->ring_start[first];
        t->band_ring[t->bands] = first;
        t->band_shift[t->bands] = shift;
        t->bands++;
        r = first;
    }
    /* The ends: north and south on the outer ring's boundary. */
    uint32_t outer = rings - 1;
    t->ends.start = t->ring_start[outer];
    t->ends.goal = t->ring_start[outer] + t->ring_count[outer] / 2;
    t->ends.start_side = t->ends.goal_side = 2;     /* outward */
    return start;
}

/* Ring and position in it of ring cell i (i >= 1). */
static inline void polar_locate(const struct GridTopo *t, uint32_t i, uint32_t *r, uint32_t *k)
{
    uint32_t b = 0;
    while (i < t->band_cell[b])
        b++;
    const uint32_t off = i - t->band_cell[b], shift = t->band_shift[b];
    const uint32_t q = (off >> shift) / 6u;     /* rings into the band */
    *r = t->band_ring[b] + q;
    *k = off - ((q * 6u) << shift);
}

/* Outward neighbours of a cell of ring r: 1 or 2 (1 on the outer ring,
 * whose one outward side is the boundary). */
static inline uint32_t polar_children(const struct GridTopo *t, uint32_t r)
{
    return r + 1 < t->rings ? t->ring_count[r + 1] / t->ring_count[r] : 1;
}

static int polar_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES])
{
    const struct GridTopo *t = g->topo;
    if (i == 0) {
        uint32_t c1 = t->ring_count[1];
        for (uint32_t j = 0; j < c1; j++)
            out[j] = 1 + j;
        return (int)c1;
    }
    uint32_t r, k;
    polar_locate(t, i, &r, &k);
    const uint32_t c = t->ring_count[r], base = t->ring_start[r], ch = polar_children(t, r);
    out[0] = r == 1 ? 0 : t->ring_start[r - 1] + (t->ring_count[r - 1] == c ? k : k >> 1);
    out[1] = base + (k == 0 ? c - 1 : k - 1);
    if (r + 1 < t->rings) {
        const uint32_t first = t->ring_start[r + 1] + k * ch;
        for (uint32_t j = 0; j < ch; j++)
            out[2 + j] = first + j;
    } else {
        out[2] = GRID_NONE;
    }
    out[2 + ch] = base + (k + 1 == c ? 0 : k + 1);
    return (int)(3 + ch);
}

static int polar_back(const Grid *g, uint32_t i, int s)
{
    const struct GridTopo *t = g->topo;
    if (i == 0)
        return 0;
    uint32_t r, k;
    polar_locate(t, i, &r, &k);
    const int ch = (int)polar_children(t, r);
    if (s == 0) {           /* into the parent, through its outward side */
        if (r == 1)
            return (int)k;
        return t->ring_count[r - 1] == t->ring_count[r] ? 2 : 2 + (int)(k & 1u);
    }
    if (s == 1)
        return 2 + ch;      /* the ring neighbour has as many children */
    return s == 2 + ch ? 1 : 0;
}

static uint32_t polar_owner(const Grid *g, uint32_t i, int s, uint8_t *bit)
{
    uint32_t nb[GRID_MAX_SIDES];
    const int sides = polar_neighbors(g, i, nb);
    if (i == 0) {
        *bit = POLAR_IN;
        return nb[s];
    }
    if (s == 0 || s == sides - 1) {
        *bit = s == 0 ? POLAR_IN : POLAR_CW;
        return i;
    }
    *bit = s == 1 ? POLAR_CW : POLAR_IN;
    return nb[s];
}

static int polar_owned_side(const Grid *g, uint32_t o, uint8_t bit)
{
    if (bit == POLAR_IN)
        return 0;
    uint32_t r, k;
    polar_locate(g->topo, o, &r, &k);
    return 2 + (int)polar_children(g->topo, r);
}

static const char *polar_side_name(const Grid *g, uint32_t i, int s)
{
    if (i == 0)
        return "outward";
    uint32_t r, k;
    polar_locate(g->topo, i, &r, &k);
    const int ch = (int)polar_children(g->topo, r);
    if (s == 0)
        return "inward";
    if (s == 1)
        return "counter-clockwise";
    if (s == 2 + ch)
        return "clockwise";
    if (ch == 1)
        return "outward";
    return s == 2 ? "outward-left" : "outward-right";
}

static int polar_across(const Grid *g, uint32_t i, int s)
{
    if (i == 0) {
        int c1 = (int)g->topo->ring_count[1];
        return (s + c1 / 2) % c1;
    }
    uint32_t r, k;
    polar_locate(g->topo, i, &r, &k);
    const int ch = (int)polar_children(g->topo, r);
    if (s == 1 || s == 2 + ch)
        return s == 1 ? 2 + ch : 1;
    if (ch == 1 && (s == 0 || s == 2))
        return 2 - s;
    return -1;
}

static Dir polar_compass(const Grid *g, uint32_t i, int s)
{
    if (i == 0) {   /* by the angle the side faces */
        double turn = (s + 0.5) / g->topo->ring_count[1];
        return (Dir)((int)floor(turn * 4 + 0.5) & 3);
    }
    uint32_t r, k;
    polar_locate(g->topo, i, &r, &k);
    const int ch = (int)polar_children(g->topo, r);
    return s == 0 ? DIR_S : s == 1 ? DIR_W : s == 2 + ch ? DIR_E : DIR_N;
}

static void polar_coords(const Grid *g, uint32_t i, uint32_t *col, uint32_t *row)
{
    if (i == 0) {
        *col = *row = 0;
        return;
    }
    polar_locate(g->topo, i, row, col);
}

static uint32_t polar_row_start(const Grid *g, uint32_t row)
{
    return g->topo->ring_start[row];
}

static void polar_extent(const Grid *g, double *w, double *h)
{
    *w = *h = 2.0 * g->topo->rings;
}

/* The point at radius rho, a fraction `turn` of the way round clockwise
 * from north. */
static ShapePoint polar_point(const Grid *g, double rho, double turn)
{
    const double R = g->topo->rings, a = polar_tau * turn;
    return (ShapePoint){ R + rho * sin(a), R - rho * cos(a) };
}

static int polar_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES])
{
    const struct GridTopo *t = g->topo;
    if (i == 0) {
        const uint32_t c1 = t->ring_count[1];
        for (uint32_t j = 0; j < c1; j++)
            out[j] = polar_point(g, 1.0, (double)j / c1);
        return (int)c1;
    }
    uint32_t r, k;
    polar_locate(t, i, &r, &k);
    const uint32_t c = t->ring_count[r], ch = polar_children(t, r);
    const double lo = (double)k / c, hi = (double)(k + 1) / c;
    int n = 0;
    out[n++] = polar_point(g, r, hi);
    out[n++] = polar_point(g, r, lo);
    for (uint32_t j = 0; j < ch; j++)
        out[n++] = polar_point(g, r + 1.0, lo + (hi - lo) * j / ch);
    out[n++] = polar_point(g, r + 1.0, hi);
    return n;
}

static ShapePoint polar_centre(const Grid *g, uint32_t i)
{
    if (i == 0)
        return polar_point(g, 0.0, 0.0);
    uint32_t r, k;
    polar_locate(g->topo, i, &r, &k);
    return polar_point(g, r + 0.5, (k + 0.5) / g->topo->ring_count[r]);
}

const Shape shape_polar = {
    .kind = SHAPE_POLAR,
    .id = "polar",
    .name = "Polar (circular)",
    .max_sides = 6,
    .neighbors = polar_neighbors,
    .back = polar_back,
    .owner = polar_owner,
    .owned_side = polar_owned_side,
    .side_name = polar_side_name,
    .across = polar_across,
    .compass = polar_compass,
    .coords = polar_coords,
    .row_start = polar_row_start,
    .extent = polar_extent,
    .corners = polar_corners,
    .centre = polar_centre,
};
