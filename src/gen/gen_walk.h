/* gen_walk.h - a simple random walk on the grid graph and a division-free
 * carve, shared by the random-walk generators (Aldous-Broder, Wilson, hunt
 * and kill). Private to src/gen/.
 *
 * The walk draws 2 random bits per try from a pool that it refills 64 bits at
 * a time, and rejects directions that leave the grid. Rejection keeps the
 * choice exactly uniform over the neighbours that exist, which Aldous-Broder
 * and Wilson need for a uniform spanning tree. */
#ifndef MAZE_GEN_WALK_H
#define MAZE_GEN_WALK_H

#include "gen_util.h"

/* Where a walk is, and its unused random bits. Lives in a generator's state
 * struct; hot loops copy it to a local and write it back. Only the column is
 * kept: a move leaves the grid when its column leaves [0, w) or its index
 * leaves [0, n) (north of row 0 and south of the last row wrap or overflow). */
typedef struct GenWalk {
    uint32_t cur;       /* cell index */
    uint32_t x;         /* its column */
    uint64_t bits;      /* unused random bits, consumed 2 at a time */
    unsigned left;      /* how many 2-bit draws `bits` still holds */
} GenWalk;

/* Index and column change of each direction N, E, S, W on one grid, kept
 * together so a hot loop needs one base register for both. */
typedef struct GenWalkDirs {
    int32_t off[4];     /* index change: -w, 1, w, -1 */
    int32_t dx[4];      /* column change: 0, 1, 0, -1 */
} GenWalkDirs;

/* Which pass byte and bit store side d of a cell, for carving without
 * grid_owner's division: the owner is the cell + own[d]. */
typedef struct GenCarveDirs {
    int32_t own[4];     /* -w, 0, 0, -1 */
    uint8_t bit[4];     /* PASS_S, PASS_E, PASS_S, PASS_E */
} GenCarveDirs;

/* Fills dirs for g. */
static inline void gen_walk_dirs(const Grid *g, GenWalkDirs *dirs)
{
    for (int d = 0; d < 4; d++) {
        dirs->off[d] = gen_offset(g, (Dir)d);
        dirs->dx[d] = d == DIR_E ? 1 : d == DIR_W ? -1 : 0;
    }
}

/* Fills cd for g. */
static inline void gen_carve_dirs(const Grid *g, GenCarveDirs *cd)
{
    for (int d = 0; d < 4; d++) {
        cd->own[d] = d == DIR_N || d == DIR_W ? gen_offset(g, (Dir)d) : 0;
        cd->bit[d] = d == DIR_N || d == DIR_S ? PASS_S : PASS_E;
    }
}

/* Puts walk at cell i of g (keeps the random bit pool). */
static inline void gen_walk_place(GenWalk *wk, const Grid *g, uint32_t i)
{
    wk->cur = i;
    wk->x = i % (uint32_t)g->w;
}

/* Refills wk's pool with 32 draws when it is empty. */
static inline void gen_walk_refill(GenWalk *wk, Rng *rng)
{
    if (wk->left == 0) {
        wk->bits = rng_next(rng);
        wk->left = 32;
    }
}

/* Uses one draw from wk's pool (which must not be empty): a random direction
 * d, stored in *dir. When d stays inside the w-column, n-cell grid, moves
 * there and returns true; otherwise stays and returns false. The edge test
 * is a branch that is almost never taken on big grids. */
static inline bool gen_walk_try(GenWalk *wk, uint32_t w, uint32_t n,
                                const GenWalkDirs *dirs, Dir *dir)
{
    unsigned d = (unsigned)(wk->bits & 3u);
    wk->bits >>= 2;
    wk->left--;
    *dir = (Dir)d;
    /* -1 wraps to UINT32_MAX, so one unsigned compare checks each edge. */
    uint32_t nx = wk->x + (uint32_t)dirs->dx[d];
    uint32_t next = wk->cur + (uint32_t)dirs->off[d];
    if (nx >= w || next >= n)
        return false;
    wk->x = nx;
    wk->cur = next;
    return true;
}

/* Where a whole pool of 32 moves cannot reach an edge: rows and columns
 * [32, h - 32) (empty on grids up to 64 wide or high). */
typedef struct GenFar {
    uint32_t w;
    uint64_t recip;     /* gen_column_recip(w) */
    uint32_t x_span;    /* columns: x - 32 < x_span */
    uint32_t lo, span;  /* cells: i - lo < span (lo = 32 w) */
} GenFar;

static inline void gen_far_init(GenFar *f, const Grid *g)
{
    const uint32_t w = (uint32_t)g->w, h = (uint32_t)g->h;
    f->w = w;
    f->recip = gen_column_recip(w);
    f->x_span = w > 64 ? w - 64 : 0;
    f->lo = h > 64 ? 32 * w : 0;
    f->span = h > 64 ? (h - 64) * w : 0;
}

/* Whether cell i, in column x, lies where no move of a whole pool can
 * leave the grid. */
static inline bool gen_far_at(const GenFar *f, uint32_t i, uint32_t x)
{
    return x - 32u < f->x_span && i - f->lo < f->span;
}

/* gen_far_at with the column found from i (a multiply, no division). */
static inline bool gen_far(const GenFar *f, uint32_t i)
{
    return gen_far_at(f, i, gen_column(i, f->w, f->recip));
}

/* Opens the passage on side d of cell i, which must be an interior passage
 * (the caller knows the neighbour exists), and reports the changed cell.
 * Same effect as gen_carve without its divisions (on the plain square). */
static inline void gen_carve_inner(GenCtx *c, uint32_t i, Dir d)
{
    if (!grid_is_square(c->grid)) {
        gen_carve(c, i, d);
        return;
    }
    uint32_t o = i;
    uint8_t bit = PASS_E;
    switch (d) {
    case DIR_N: o = i - (uint32_t)c->grid->w; bit = PASS_S; break;
    case DIR_E: break;
    case DIR_S: bit = PASS_S; break;
    case DIR_W: o = i - 1; break;
    }
    if (!(c->grid->pass[o] & bit)) {
        c->grid->pass[o] |= bit;
        dirty_add(c->dirty, o);
    }
}

/* ---- a walk on any shape ------------------------------------------------ */

/* Bits a draw of gen_walk_side_move takes: enough for the most sides a
 * cell of g's shape has. */
static inline unsigned gen_walk_draw_bits(const Grid *g)
{
    return grid_shape(g)->max_sides <= 4 ? 2u : 3u;
}

/* One move of a simple random walk from wk->cur on a grid of any shape
 * (nb: its neighbours, `sides` of them, as grid_neighbors gives them):
 * draws fields of `bits` bits from wk's pool, refilled from rng, until one
 * names a side with a neighbour, and moves there. Rejection keeps the
 * choice exactly uniform over the neighbours (Aldous-Broder and Wilson's
 * need that); the cell must have one. Returns the side taken; *draws (may
 * be NULL) gets the fields drawn. */
static inline int gen_walk_side_move(GenWalk *wk, Rng *rng, const uint32_t *nb, int sides,
                                     unsigned bits, unsigned *draws)
{
    const uint64_t mask = (UINT64_C(1) << bits) - 1;
    for (unsigned k = 1;; k++) {
        if (draws)
            *draws = k;
        if (wk->left == 0) {
            wk->bits = rng_next(rng);
            wk->left = 64u / bits;
        }
        unsigned s = (unsigned)(wk->bits & mask);
        wk->bits >>= bits;
        wk->left--;
        if ((int)s < sides && nb[s] != GRID_NONE) {
            wk->cur = nb[s];
            return (int)s;
        }
    }
}

#endif
