/* gen_list.h - pieces shared by the list-driven generators (Prim, true Prim,
 * growing tree, Kruskal): a growable array of uint32 values, and picking a
 * random neighbour of a cell by its mark. Private to src/gen/. */
#ifndef MAZE_GEN_LIST_H
#define MAZE_GEN_LIST_H

#include "gen_util.h"
#include "maze/mem.h"

/* A growable array of uint32 values (cell or edge indices, heap keys).
 * Zero-initialised is a valid empty list. Grows by half its size, so the
 * counted capacity stays within 1.5x the longest it has been. */
typedef struct GenList {
    uint32_t *v;        /* cap entries, the first len in use */
    uint32_t len;
    uint32_t cap;
} GenList;

/* Makes room for at least `need` entries. Returns false when out of memory
 * (the list is unchanged). */
static inline bool gen_list_reserve(GenList *l, uint32_t need)
{
    if (need <= l->cap)
        return true;
    uint64_t cap = (uint64_t)l->cap + l->cap / 2 + 64;
    if (cap < need)
        cap = need;
    if (cap > UINT32_MAX)
        cap = UINT32_MAX;
    uint32_t *v = mem_realloc_array(l->v, (size_t)cap, sizeof *v);
    if (!v)
        return false;
    l->v = v;
    l->cap = (uint32_t)cap;
    return true;
}

/* Appends x; the caller has reserved room (gen_list_reserve). */
static inline void gen_list_push(GenList *l, uint32_t x)
{
    l->v[l->len++] = x;
}

/* Removes entry k by moving the last entry into its place (order is not
 * kept) and returns the removed value. k < len. */
static inline uint32_t gen_list_swap_remove(GenList *l, uint32_t k)
{
    uint32_t x = l->v[k];
    l->v[k] = l->v[--l->len];
    return x;
}

/* Frees the storage and leaves the list empty. */
static inline void gen_list_free(GenList *l)
{
    mem_free(l->v);
    l->v = NULL;
    l->len = l->cap = 0;
}

/* A stack of directions packed 2 bits each (a path of moves from a start
 * cell): n moves need n / 4 + 1 bytes. Entry k lives in byte k / 4. */
static inline void gen_dirs_set(uint8_t *dirs, uint32_t k, Dir d)
{
    unsigned shift = (k & 3u) * 2u;
    dirs[k >> 2] = (uint8_t)((dirs[k >> 2] & ~(3u << shift)) | ((unsigned)d << shift));
}

static inline Dir gen_dirs_get(const uint8_t *dirs, uint32_t k)
{
    return (Dir)((dirs[k >> 2] >> ((k & 3u) * 2u)) & 3u);
}

/* Writes to out[] the directions from cell i whose neighbour (inside the
 * grid) has mark m, in the order N, E, S, W (any shape: in side order);
 * returns how many. */
static inline uint32_t gen_neighbors_marked(const Grid *g, uint32_t i, Mark m,
                                            Dir out[GRID_MAX_SIDES])
{
    if (!grid_is_square(g))
        return gen_sides_where(g, i, true, m, out);
    return gen_neighbors_where(g, i, i % (uint32_t)g->w, true, m, out);
}

/* Picks uniformly one direction from cell i to a neighbour with mark m and
 * stores it in *d; returns false (no random draw) when there is none. Draws
 * from rng only when there are at least two choices. */
static inline bool gen_random_neighbor(const Grid *g, Rng *rng, uint32_t i, Mark m, Dir *d)
{
    Dir options[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_marked(g, i, m, options);
    if (k == 0)
        return false;
    *d = gen_pick_dir(rng, options, k);
    return true;
}

/* A uniform integer in [0, n) from the 32 random bits r, drawn earlier from
 * rng: rng_below's method, using r as its first draw and drawing again from
 * rng only in the rare case that r must be rejected. Lets a generator draw
 * its choices a few steps early and prefetch the memory they will touch. */
static inline uint32_t gen_below_from(Rng *rng, uint32_t r, uint32_t n)
{
    uint64_t m = (uint64_t)r * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (rng_next(rng) >> 32) * (uint64_t)n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

#if defined(__GNUC__)
#define GEN_PREFETCH(p) __builtin_prefetch(p)
#else
#define GEN_PREFETCH(p) ((void)(p))
#endif

/* The grid's byte arrays and width, copied into a local by a hot loop so
 * that its own byte stores cannot force them to be reloaded. */
typedef struct GenGridMem {
    const uint8_t *mark, *pass;
    uint32_t w;
} GenGridMem;

static inline GenGridMem gen_grid_mem(const Grid *g)
{
    GenGridMem m = { g->mark, g->pass, (uint32_t)g->w };
    return m;
}

/* Prefetches the mark and pass bytes of cell i and of its north and south
 * neighbours (the lines a step at cell i reads and writes). The addresses
 * are computed as integers, without a bounds test: a prefetch of an address
 * outside the arrays (cell i on the top or bottom row) is ignored, and no
 * out-of-bounds pointer is ever formed. */
static inline void gen_prefetch_cell(const GenGridMem *m, uint32_t i)
{
    const uintptr_t mk = (uintptr_t)m->mark + i, ps = (uintptr_t)m->pass + i, w = m->w;
    GEN_PREFETCH((const void *)mk);
    GEN_PREFETCH((const void *)ps);
    GEN_PREFETCH((const void *)(mk - w));
    GEN_PREFETCH((const void *)(ps - w));
    GEN_PREFETCH((const void *)(mk + w));
}

/* Prefetches what joining cell c through a wall of maze cell a touches: the
 * marks of c and of its north and south neighbours, and the pass bytes of
 * a (on c's line, or the line above when a is north of c: the passage may
 * be stored in either cell). */
static inline void gen_prefetch_wall(const GenGridMem *m, uint32_t c, uint32_t a)
{
    const uintptr_t mk = (uintptr_t)m->mark + c, w = m->w;
    GEN_PREFETCH((const void *)mk);
    GEN_PREFETCH((const void *)(mk - w));
    GEN_PREFETCH((const void *)(mk + w));
    GEN_PREFETCH(m->pass + (a < c ? a : c));
}

/* Random picks from a GenList, drawn GEN_PICK_AHEAD picks early so that the
 * cell each will pick can be prefetched. A pick draws 64 random bits and
 * masks each 32-bit half to the smallest power of two that covers the list:
 * the high half's index when it lands inside the list, else the low half's,
 * else it draws again. Exactly uniform (two independent tries, the first
 * that lands wins), about 1.1 draws a pick instead of 1.4 with one try, and
 * the index is known when the bits are drawn (the list changes only near
 * its end and at the few entries swap-removed meanwhile, so the prefetched
 * entry is almost always the one picked). Zero-initialised is ready. Lives
 * in a generator's state, so the draws follow the same order whatever the
 * step sizes. */
enum { GEN_PICK_RING = 16, GEN_PICK_AHEAD = 8 };

typedef struct GenPick {
    uint32_t drawn, used;           /* draws made and used so far */
    uint64_t ring[GEN_PICK_RING];   /* draw k's 64 random bits at k % RING */
} GenPick;

/* The smallest 2^k - 1 >= len - 1 (len >= 1), without a branch; for len 1
 * it is 1, not 0: a try then lands past the end half the time, which stays
 * uniform. */
static inline uint32_t gen_pick_mask(uint32_t len)
{
#if defined(__GNUC__)
    return UINT32_MAX >> __builtin_clz((len - 1) | 1u);
#else
    uint32_t m = (len - 1) | 1u;
    m |= m >> 1;
    m |= m >> 2;
    m |= m >> 4;
    m |= m >> 8;
    m |= m >> 16;
    return m;
#endif
}

/* The index that the 64 random bits r pick from a list len long under
 * mask (gen_pick_mask(len)): the high half's try when it is < len, else
 * the low half's; >= len when both land past the end. */
static inline uint32_t gen_pick_try(uint64_t r, uint32_t len, uint32_t mask)
{
    uint32_t hi = (uint32_t)(r >> 32) & mask, lo = (uint32_t)r & mask;
    return hi < len ? hi : lo;
}

/* Draws one pick's 64 random bits into p's ring and prefetches the cell
 * they would pick from l as it is now (see gen_pick_any). */
static inline void gen_pick_draw(GenPick *p, Rng *rng, const GenGridMem *m, const GenList *l,
                                 uint32_t mask, const int32_t *wall_off)
{
    uint64_t r = rng_next(rng);
    p->ring[p->drawn++ % GEN_PICK_RING] = r;
    uint32_t k = gen_pick_try(r, l->len, mask);
    if (k < l->len) {
        uint32_t v = l->v[k];
        if (wall_off)   /* the cell beyond the wall; its carve writes v / 4's */
            gen_prefetch_wall(m, v / 4 + (uint32_t)wall_off[v & 3u], v / 4);
        else
            gen_prefetch_cell(m, v);
    }
}

/* Returns a uniform random index into l (l->len >= 1), topping up the draws
 * made ahead and prefetching the cell each would pick: the entry itself
 * when wall_off is NULL (a list of cells), else the cell beyond the wall (a
 * list of walls cell * 4 + dir; wall_off[dir] is the index change). Between
 * picks GEN_PICK_AHEAD - 1 draws wait (none before the first pick), so
 * each try draws one and uses the oldest. */
static inline uint32_t gen_pick_any(GenPick *p, Rng *rng, const GenGridMem *m, const GenList *l,
                                    const int32_t *wall_off)
{
    const uint32_t len = l->len, mask = gen_pick_mask(len);
    if (p->drawn == p->used)    /* the first pick */
        for (unsigned k = 0; k + 1 < GEN_PICK_AHEAD; k++)
            gen_pick_draw(p, rng, m, l, mask, wall_off);
    for (;;) {
        gen_pick_draw(p, rng, m, l, mask, wall_off);
        uint32_t k = gen_pick_try(p->ring[p->used++ % GEN_PICK_RING], len, mask);
        if (k < len)
            return k;
    }
}

/* gen_pick_any for a list of cells. */
static inline uint32_t gen_pick_index(GenPick *p, Rng *rng, const GenGridMem *m, const GenList *l)
{
    return gen_pick_any(p, rng, m, l, NULL);
}

/* The neighbour of cell i in direction d (which must be inside the grid). */
static inline uint32_t gen_step_to(const Grid *g, uint32_t i, Dir d)
{
    if (!grid_is_square(g))
        return grid_neighbor(g, i, d);
    return i + (uint32_t)gen_offset(g, d);
}

/* A path of moves from a start cell, one slot a move, for walking back
 * along it (the backtracker's stack, the growing tree's newest path): on
 * the plain square the direction taken, 2 bits (gen_dirs_set); on other
 * shapes the side of the cell entered that leads back, 4 bits. */
static inline size_t gen_path_bytes(const Grid *g)
{
    return grid_is_square(g) ? g->n / 4 + 1 : g->n / 2 + 1;
}

/* Slot k of a path on other shapes: the side back, 4 bits. */
static inline void gen_path_put(uint8_t *path, uint32_t k, unsigned back)
{
    const unsigned shift = (k & 1u) * 4u;
    path[k >> 1] = (uint8_t)((path[k >> 1] & ~(15u << shift)) | (back << shift));
}

static inline Dir gen_path_side(const uint8_t *path, uint32_t k)
{
    return (Dir)((path[k >> 1] >> ((k & 1u) * 4u)) & 15u);
}

/* Records in slot k the move from cell `from` through its side d. */
static inline void gen_path_set(const Grid *g, uint8_t *path, uint32_t k, uint32_t from, Dir d)
{
    if (grid_is_square(g))
        gen_dirs_set(path, k, d);
    else
        gen_path_put(path, k, (unsigned)grid_back(g, from, (int)d));
}

/* The cell the move of slot k came from, `at` being the cell it entered;
 * *back gets the side of `at` that leads there. */
static inline uint32_t gen_path_back(const Grid *g, const uint8_t *path, uint32_t k, uint32_t at,
                                     Dir *back)
{
    if (grid_is_square(g)) {
        *back = dir_opposite(gen_dirs_get(path, k));
        return at + (uint32_t)gen_offset(g, *back);
    }
    *back = gen_path_side(path, k);
    return grid_neighbor(g, at, *back);
}

#endif
