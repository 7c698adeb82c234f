/* gen_owned.h - grid changes for hot loops. They take the grid's byte arrays
 * and the dirty list directly (copied into locals by the caller), and the
 * cell that owns the passage (the cell itself for east and south), so they
 * skip the bounds and modulo work of gen_carve and the reloads through ctx
 * that byte stores otherwise force. Pair them with a local copy of the Rng
 * (written back at the end of the step call) for the same reason: a byte
 * store may alias anything reachable through a pointer, but not a local
 * whose address never escapes. With dirty NULL they skip the checks, and
 * gen_open_if / gen_coin_if avoid branching on coin flips. Private to
 * src/gen/. */
#ifndef MAZE_GEN_OWNED_H
#define MAZE_GEN_OWNED_H

#include <string.h>

#include "gen_util.h"

/* Sets mark[i] to m, reporting i to dirty (NULL: nobody watching) when that
 * changes it. */
static inline void gen_mark_raw(uint8_t *mark, DirtyList *dirty, uint32_t i, Mark m)
{
    if (!dirty) {
        mark[i] = (uint8_t)m;
    } else if (mark[i] != (uint8_t)m) {
        mark[i] = (uint8_t)m;
        dirty_add(dirty, i);
    }
}

/* Opens passage `bit` (PASS_E or PASS_S) stored in cell o, reporting o when
 * that changes it. The caller guarantees the passage is interior. */
static inline void gen_open_raw(uint8_t *pass, DirtyList *dirty, uint32_t o, uint8_t bit)
{
    if (!dirty) {
        pass[o] |= bit;
    } else if (!(pass[o] & bit)) {
        pass[o] |= bit;
        dirty_add(dirty, o);
    }
}

/* Opens passage `bit` of cell o when c is true; with nobody watching, this is
 * a branch-free OR, so a coin flip costs no misprediction. */
static inline void gen_open_if(uint8_t *pass, DirtyList *dirty, uint32_t o, uint8_t bit, bool c)
{
    if (!dirty)
        pass[o] |= (uint8_t)(bit * (uint8_t)c);
    else if (c)
        gen_open_raw(pass, dirty, o, bit);
}

/* Sets the marks of cells from .. from + count - 1 to m, reporting those
 * that change (a memset when nobody watches). */
static inline void gen_mark_span(uint8_t *mark, DirtyList *dirty, uint32_t from, uint32_t count,
                                 Mark m)
{
    if (!dirty) {
        memset(mark + from, (int)m, count);
        return;
    }
    for (uint32_t c = from; c < from + count; c++)
        gen_mark_raw(mark, dirty, c, m);
}

/* rng_coin on a coin pool held in locals (*bits, *nbits), refilled from r:
 * the same bits in the same order as rng_coin, so a step function can copy
 * r->coins and r->ncoins in, use this, and copy them back. */
static inline bool gen_coin_local(Rng *r, uint64_t *bits, unsigned *nbits)
{
    if (*nbits == 0) {
        *bits = rng_next(r);
        *nbits = 64;
    }
    bool bit = *bits & 1u;
    *bits >>= 1;
    (*nbits)--;
    return bit;
}

/* `want && rng_coin(r)` on a local coin pool, without a branch on want (only
 * the refill, once per 64 coins, branches): no coin is used when !want. The
 * refill test is one `&`, not `&&`: with `&&` GCC 12 branches on want
 * first, and want follows from a coin's outcome in the callers. */
static inline bool gen_coin_if(Rng *r, uint64_t *bits, unsigned *nbits, bool want)
{
    if (GEN_UNLIKELY(want & (*nbits == 0))) {
        *bits = rng_next(r);
        *nbits = 64;
    }
    bool bit = want & (bool)(*bits & 1u);
    *bits >>= (unsigned)want;
    *nbits -= (unsigned)want;
    return bit;
}

/* Index of the lowest set bit of v (v != 0). */
static inline unsigned gen_ctz64(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_ctzll(v);
#else
    unsigned k = 0;
    while (!(v & 1u)) {
        v >>= 1;
        k++;
    }
    return k;
#endif
}

#endif
