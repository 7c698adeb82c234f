/* gen_pos.h - a cell and its coordinates, moved side by side on a grid of
 * any shape without a division or a call through the shape descriptor:
 * the hot loops of the general paths (the walks of Aldous-Broder and
 * Wilson's, the backtracker) keep one, so each move costs a few table
 * lookups and compares. Sides and neighbours are exactly the shape's
 * (shape.h; a test checks them against grid_neighbors). Private to
 * src/gen/.
 *
 * The coordinates are the shape's (column, row); polar: the cell's place
 * in its ring and the ring. On a polar grid most cells are "regular": in a
 * ring whose neighbours inward and outward have as many cells, away from
 * the cell 0 where a ring closes, so their four neighbours lie at fixed
 * index steps (-c, -1, +c, +1, c the ring's cells), as on a square.
 *
 * Every function takes the grid's kind as an argument of its own (the
 * _k forms): a hot loop written once with GEN_HOT_INLINE and called with
 * a constant kind per shape gets each shape's moves folded in, with no
 * switch left in the loop. */
#ifndef MAZE_GEN_POS_H
#define MAZE_GEN_POS_H

#include "gen_util.h"

typedef struct GenPos {
    uint32_t cur;           /* the cell */
    uint32_t col, row;
} GenPos;

/* One grid's constants for the moves. */
typedef struct GenGeo {
    ShapeKind kind;
    uint32_t w, h, n;
    const uint8_t *on;      /* a square's mask, or NULL */
    const uint32_t *ring_start, *ring_count;    /* polar */
    uint32_t rings;
    const struct GridTopo *topo;                /* polar: its bands */
    int32_t off[2][GRID_MAX_SIDES];     /* index step of side s (by parity) */
    int32_t dx[2][GRID_MAX_SIDES];      /* column step */
    int32_t dy[2][GRID_MAX_SIDES];      /* row step */
} GenGeo;

static inline void gen_geo_init(GenGeo *geo, const Grid *g)
{
    static const int32_t sq_dx[4] = { 0, 1, 0, -1 }, sq_dy[4] = { -1, 0, 1, 0 };
    /* hex: N NE SE S SW NW; even columns see the row above across,
     * odd ones the row below (shape_hex.c) */
    static const int32_t hex_dx[6] = { 0, 1, 1, 0, -1, -1 };
    static const int32_t hex_dy[2][6] = { { -1, -1, 0, 1, 0, -1 }, { -1, 0, 1, 1, 1, 0 } };
    /* triangle: down (0): N E W; up (1): E S W (shape_triangle.c) */
    static const int32_t tri_dx[2][3] = { { 0, 1, -1 }, { 1, 0, -1 } };
    static const int32_t tri_dy[2][3] = { { -1, 0, 0 }, { 0, 1, 0 } };
    memset(geo, 0, sizeof *geo);
    geo->kind = grid_shape(g)->kind;
    geo->w = (uint32_t)g->w;
    geo->h = (uint32_t)g->h;
    geo->n = g->n;
    geo->on = grid_masked(g) ? g->topo->on : NULL;
    if (geo->kind == SHAPE_POLAR) {
        geo->ring_start = g->topo->ring_start;
        geo->ring_count = g->topo->ring_count;
        geo->rings = g->topo->rings;
        geo->topo = g->topo;
    }
    for (int p = 0; p < 2; p++)
        for (int s = 0; s < GRID_MAX_SIDES; s++) {
            int32_t dx = 0, dy = 0;
            if (geo->kind == SHAPE_SQUARE && s < 4) {
                dx = sq_dx[s];
                dy = sq_dy[s];
            } else if (geo->kind == SHAPE_HEX) {
                dx = hex_dx[s];
                dy = hex_dy[p][s];
            } else if (geo->kind == SHAPE_TRIANGLE && s < 3) {
                dx = tri_dx[p][s];
                dy = tri_dy[p][s];
            }
            geo->dx[p][s] = dx;
            geo->dy[p][s] = dy;
            geo->off[p][s] = dy * (int32_t)geo->w + dx;
        }
}

/* The position of cell i (a division or a ring search: outside hot loops). */
static inline GenPos gen_pos_at(const Grid *g, uint32_t i)
{
    GenPos p = { i, 0, 0 };
    grid_shape(g)->coords(g, i, &p.col, &p.row);
    return p;
}

/* The parity that picks a cell's table row: a hex column's, or whether a
 * triangle points up. */
static inline unsigned gen_pos_parity(ShapeKind kind, const GenPos *p)
{
    return kind == SHAPE_TRIANGLE ? (p->col + p->row) & 1u : p->col & 1u;
}

/* Outward neighbours of a cell of polar ring r: 1 or 2 (1 on the outer ring). */
static inline uint32_t gen_pos_children(const GenGeo *geo, uint32_t r)
{
    return r + 1 < geo->rings && geo->ring_count[r + 1] != geo->ring_count[r] ? 2u : 1u;
}

/* True when polar cell p is regular (see the top of the file). */
static inline bool gen_pos_regular(const GenGeo *geo, const GenPos *p)
{
    const uint32_t r = p->row, c = geo->ring_count[r];
    return r >= 2 && r + 1 < geo->rings && geo->ring_count[r - 1] == c &&
           geo->ring_count[r + 1] == c && p->col - 1u < c - 2u;
}

/* The sides of cell p. */
static inline int gen_pos_sides_k(const GenGeo *geo, const GenPos *p, ShapeKind kind)
{
    switch (kind) {
    case SHAPE_HEX: return 6;
    case SHAPE_TRIANGLE: return 3;
    case SHAPE_POLAR:
        if (p->cur == 0)
            return (int)geo->ring_count[1];
        return 3 + (int)gen_pos_children(geo, p->row);
    default: return 4;
    }
}

static inline int gen_pos_sides(const GenGeo *geo, const GenPos *p)
{
    return gen_pos_sides_k(geo, p, geo->kind);
}

/* A polar cell's move through side s (gen_pos_step for polar grids). A
 * regular cell's is a step of fixed size, as on a square. */
static inline bool gen_pos_step_polar(const GenGeo *geo, GenPos *p, int s)
{
    if (gen_pos_regular(geo, p)) {
        static const int32_t dcol[4] = { 0, -1, 0, 1 }, drow[4] = { -1, 0, 1, 0 };
        const int32_t c = (int32_t)geo->ring_count[p->row];
        const int32_t off = drow[s] * c + dcol[s];
        p->cur += (uint32_t)off;
        p->col += (uint32_t)dcol[s];
        p->row += (uint32_t)drow[s];
        return true;
    }
    const uint32_t r = p->row, k = p->col;
    if (p->cur == 0) {                      /* the centre: into ring 1 */
        p->cur = 1 + (uint32_t)s;
        p->row = 1;
        p->col = (uint32_t)s;
        return true;
    }
    const uint32_t c = geo->ring_count[r], ch = gen_pos_children(geo, r);
    if (s == 0) {                           /* inward */
        if (r == 1) {
            p->cur = p->row = p->col = 0;
            return true;
        }
        p->row = r - 1;
        p->col = geo->ring_count[r - 1] == c ? k : k >> 1;
    } else if (s == 1 || s == (int)(2 + ch)) {  /* counter-clockwise, clockwise */
        p->col = s == 1 ? (k == 0 ? c - 1 : k - 1) : (k + 1 == c ? 0 : k + 1);
    } else {                                /* outward */
        if (r + 1 >= geo->rings)
            return false;
        p->row = r + 1;
        p->col = k * ch + (uint32_t)(s - 2);
    }
    p->cur = geo->ring_start[p->row] + p->col;
    return true;
}

/* Moves p through its side s to the neighbour there and returns true, or
 * returns false (p unchanged) when side s is the outer boundary or leads
 * to a cell a mask switches off. */
static inline bool gen_pos_step_k(const GenGeo *geo, GenPos *p, int s, ShapeKind kind)
{
    if (kind == SHAPE_POLAR)
        return gen_pos_step_polar(geo, p, s);
    const unsigned par = gen_pos_parity(kind, p);
    /* -1 wraps to UINT32_MAX: one unsigned compare checks each edge */
    const uint32_t x = p->col + (uint32_t)geo->dx[par][s], y = p->row + (uint32_t)geo->dy[par][s];
    if (x >= geo->w || y >= geo->h)
        return false;
    const uint32_t next = p->cur + (uint32_t)geo->off[par][s];
    if (kind == SHAPE_SQUARE && geo->on && !geo->on[next])     /* masks: squares only */
        return false;
    p->cur = next;
    p->col = x;
    p->row = y;
    return true;
}

static inline bool gen_pos_step(const GenGeo *geo, GenPos *p, int s)
{
    return gen_pos_step_k(geo, p, s, geo->kind);
}

/* The side of the neighbour through side s of p that faces p (shape.h's
 * back, from the coordinates kept). */
static inline int gen_pos_back_k(const GenGeo *geo, const GenPos *p, int s, ShapeKind kind)
{
    switch (kind) {
    case SHAPE_HEX: return (s + 3) % 6;
    case SHAPE_TRIANGLE: {
        /* east is side 0 up, 1 down; west 2; the neighbour points the
         * other way (shape_triangle.c) */
        const bool up = gen_pos_parity(kind, p);
        if (s == 2)
            return up ? 1 : 0;
        return s == (up ? 0 : 1) ? 2 : (up ? 0 : 1);
    }
    case SHAPE_POLAR: {
        if (p->cur == 0)
            return 0;
        const uint32_t r = p->row, ch = gen_pos_children(geo, r);
        if (s == 0) {
            if (r == 1)
                return (int)p->col;
            return geo->ring_count[r - 1] == geo->ring_count[r] ? 2 : 2 + (int)(p->col & 1u);
        }
        if (s == 1)
            return 2 + (int)ch;
        return s == (int)(2 + ch) ? 1 : 0;
    }
    default: return (s + 2) & 3;
    }
}

static inline int gen_pos_back(const GenGeo *geo, const GenPos *p, int s)
{
    return gen_pos_back_k(geo, p, s, geo->kind);
}

/* The pass bit that stores side s of p, and whether p stores it (else the
 * neighbour there does): shape.h's owner, from the coordinates kept. */
static inline uint8_t gen_pos_store_k(const GenGeo *geo, const GenPos *p, int s, ShapeKind kind,
                                      bool *self)
{
    switch (kind) {
    case SHAPE_HEX: {   /* NE 1, SE 2, S 4 stored by the cell itself */
        static const uint8_t bit[6] = { 4, 1, 2, 4, 1, 2 };
        *self = s >= 1 && s <= 3;
        return bit[s];
    }
    case SHAPE_TRIANGLE: {  /* east (PASS_E) by itself; the vertical (PASS_S) by the up cell */
        const bool up = gen_pos_parity(kind, p);
        const int east = up ? 0 : 1;
        *self = s == east || (up && s == 1);
        return s == east || s == 2 ? PASS_E : PASS_S;
    }
    case SHAPE_POLAR: { /* inward (1) and clockwise (2) by the cell itself */
        if (p->cur == 0) {
            *self = false;
            return 1;
        }
        const int cw = 2 + (int)gen_pos_children(geo, p->row);
        *self = s == 0 || s == cw;
        return s == cw || s == 1 ? 2 : 1;
    }
    default:            /* the square: east and south by the cell itself */
        *self = s == DIR_E || s == DIR_S;
        return s == DIR_N || s == DIR_S ? PASS_S : PASS_E;
    }
}

/* The neighbour of p through each side into nb (cells, GRID_NONE where
 * there is none) and at (their positions); returns the sides. */
static inline int gen_pos_neighbors_k(const GenGeo *geo, const GenPos *p,
                                      uint32_t nb[GRID_MAX_SIDES], GenPos at[GRID_MAX_SIDES],
                                      ShapeKind kind)
{
    const int sides = gen_pos_sides_k(geo, p, kind);
    for (int s = 0; s < sides; s++) {
        at[s] = *p;
        nb[s] = gen_pos_step_k(geo, &at[s], s, kind) ? at[s].cur : GRID_NONE;
    }
    return sides;
}

static inline int gen_pos_neighbors(const GenGeo *geo, const GenPos *p,
                                    uint32_t nb[GRID_MAX_SIDES], GenPos at[GRID_MAX_SIDES])
{
    return gen_pos_neighbors_k(geo, p, nb, at, geo->kind);
}

/* ---- random moves --------------------------------------------------------- */

/* A pool of random bytes, one a draw, refilled 8 at a time. */
typedef struct GenBytes {
    uint64_t bits;
    unsigned left;
} GenBytes;

/* A uniform side of `sides` (at most GRID_MAX_SIDES) from the pool:
 * Lemire's multiply on one byte, drawing again in the rare case (at most
 * 4 bytes in 256) that it must be rejected to stay exact. */
static inline int gen_bytes_side(GenBytes *pool, Rng *rng, int sides)
{
    const unsigned threshold = 256u % (unsigned)sides;
    for (;;) {
        if (pool->left == 0) {
            pool->bits = rng_next(rng);
            pool->left = 8;
        }
        const unsigned m = (unsigned)(pool->bits & 255u) * (unsigned)sides;
        pool->bits >>= 8;
        pool->left--;
        if (GEN_UNLIKELY((m & 255u) < threshold))
            continue;
        return (int)(m >> 8);
    }
}

/* One move of a simple random walk from p: a uniform side, drawn again
 * while it has no neighbour, so the move is uniform over the neighbours
 * (as the uniform spanning tree needs; p must have one). Returns the side
 * taken; *draws (may be NULL) gets the sides drawn. */
static inline int gen_pos_walk_k(const GenGeo *geo, GenPos *p, GenBytes *pool, Rng *rng,
                                 unsigned *draws, ShapeKind kind)
{
    const int sides = gen_pos_sides_k(geo, p, kind);
    for (unsigned k = 1;; k++) {
        const int s = gen_bytes_side(pool, rng, sides);
        if (gen_pos_step_k(geo, p, s, kind)) {
            if (draws)
                *draws = k;
            return s;
        }
    }
}

static inline int gen_pos_walk(const GenGeo *geo, GenPos *p, GenBytes *pool, Rng *rng,
                               unsigned *draws)
{
    return gen_pos_walk_k(geo, p, pool, rng, draws, geo->kind);
}

/* ---- a walk in a hot loop -------------------------------------------------- */

/* A walker as a hot loop keeps it in locals: its position, its random
 * bytes and, on a polar grid, the rows of its band where cells are
 * regular (ring count c, rows rlo .. rlo + rspan - 1), refreshed after
 * each move that was not regular. The moves and draws are gen_pos_walk's
 * exactly. */
typedef struct GenWalker {
    GenPos p;
    GenBytes b;
    uint32_t c, rlo, rspan;
} GenWalker;

/* Refreshes w's band for its ring (polar): bands run outermost first
 * (shape.h's GridTopo). */
static inline void gen_walker_band(const GenGeo *geo, GenWalker *w)
{
    const struct GridTopo *t = geo->topo;
    const uint32_t r = w->p.row;
    w->rspan = w->rlo = 0;
    w->c = geo->ring_count[r];
    if (r < 2)
        return;
    uint32_t b = 0;
    while (t->band_ring[b] > r)
        b++;
    const uint32_t first = t->band_ring[b], last = b == 0 ? geo->rings - 1 : t->band_ring[b - 1] - 1;
    const uint32_t lo = first + 1 > 2 ? first + 1 : 2, hi = last < geo->rings - 1 ? last - 1
                                                                                 : geo->rings - 2;
    w->rlo = lo;
    w->rspan = hi >= lo ? hi - lo + 1 : 0;
}

static inline void gen_walker_start(const GenGeo *geo, GenWalker *w, GenPos p, GenBytes b)
{
    w->p = p;
    w->b = b;
    if (geo->kind == SHAPE_POLAR)
        gen_walker_band(geo, w);
}

/* One move of w on a hex grid, as gen_pos_walk_k: the byte's side, drawn
 * again when Lemire's method rejects it or it leads off the grid. Each
 * table lookup depends on the drawn side only, and the column's parity
 * picks between two steps by a mask: the only chain from move to move is
 * a few adds, not a load (a hex walk's moves are its hot loop). */
static inline int gen_walker_move_hex(const GenGeo *geo, GenWalker *w, Rng *rng)
{
    static const int32_t dx[6] = { 0, 1, 1, 0, -1, -1 }, dy_even[6] = { -1, -1, 0, 1, 0, -1 };
    static const int32_t dy_odd_more[6] = { 0, 1, 1, 0, 1, 1 };  /* odd columns sit lower */
    for (;;) {
        if (w->b.left == 0) {
            w->b.bits = rng_next(rng);
            w->b.left = 8;
        }
        const unsigned m = (unsigned)(w->b.bits & 255u) * 6u;
        w->b.bits >>= 8;
        w->b.left--;
        if (GEN_UNLIKELY((m & 255u) < 256u % 6u))
            continue;
        const int s = (int)(m >> 8);
        const uint32_t odd = w->p.col & 1u;
        const int32_t dy = dy_even[s] + (dy_odd_more[s] & -(int32_t)odd);
        const int32_t off_even = geo->off[0][s], off_odd = geo->off[1][s];
        const uint32_t x = w->p.col + (uint32_t)dx[s], y = w->p.row + (uint32_t)dy;
        if (GEN_UNLIKELY(x >= geo->w || y >= geo->h))
            continue;
        w->p.cur += (uint32_t)(odd ? off_odd : off_even);
        w->p.col = x;
        w->p.row = y;
        return s;
    }
}

/* One move of w (as gen_pos_walk_k); a regular polar cell's in a few
 * instructions: a byte's top two bits pick one of its four sides, exactly
 * as gen_bytes_side does for four. Returns the side taken. */
static inline int gen_walker_move_k(const GenGeo *geo, GenWalker *w, Rng *rng, ShapeKind kind)
{
    if (kind == SHAPE_HEX)
        return gen_walker_move_hex(geo, w, rng);
    if (kind == SHAPE_POLAR && w->p.col - 1u < w->c - 2u && w->p.row - w->rlo < w->rspan) {
        static const int32_t dcol[4] = { 0, -1, 0, 1 }, drow[4] = { -1, 0, 1, 0 };
        if (w->b.left == 0) {
            w->b.bits = rng_next(rng);
            w->b.left = 8;
        }
        const int s = (int)((w->b.bits & 255u) >> 6);
        w->b.bits >>= 8;
        w->b.left--;
        w->p.cur += (uint32_t)(drow[s] * (int32_t)w->c + dcol[s]);
        w->p.col += (uint32_t)dcol[s];
        w->p.row += (uint32_t)drow[s];
        return s;
    }
    const int s = gen_pos_walk_k(geo, &w->p, &w->b, rng, NULL, kind);
    if (kind == SHAPE_POLAR)
        gen_walker_band(geo, w);
    return s;
}

#endif
