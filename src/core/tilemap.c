/* tilemap.c - a dirty bitmap over tiles, with a round-robin budgeted take. */
#include "maze/tilemap.h"

#include <string.h>

#include "maze/grid.h"
#include "maze/mem.h"

MazeStatus tilemap_init(TileMap *t, int w, int h, int shift)
{
    memset(t, 0, sizeof *t);
    if (!grid_size_ok(w, h))
        return MAZE_ERR_SIZE;
    if (shift < 0 || shift > 13)
        return MAZE_ERR_ARG;
    int side = 1 << shift;
    int tw = (w + side - 1) >> shift, th = (h + side - 1) >> shift;
    uint32_t count = (uint32_t)tw * (uint32_t)th;
    t->bits = mem_calloc((count + 63) / 64, sizeof *t->bits);
    if (!t->bits)
        return MAZE_ERR_NOMEM;
    t->w = w;
    t->h = h;
    t->shift = shift;
    t->tw = tw;
    t->th = th;
    t->count = count;
    /* i * ceil(2^40/w) / 2^40 = i/w + e with 0 <= e < i/2^40 < 2^-14 (as
     * i < 2^26), less than the 1/w >= 2^-13 that separates i/w from the next
     * integer; and i * row_mul < w*2^13 * (2^40/w + 1) < 2^64. */
    t->row_mul = ((UINT64_C(1) << 40) + (uint64_t)w - 1) / (uint64_t)w;
    tilemap_mark_all(t);
    return MAZE_OK;
}

void tilemap_free(TileMap *t)
{
    if (!t)
        return;
    mem_free(t->bits);
    memset(t, 0, sizeof *t);
}

void tilemap_mark_tile(TileMap *t, uint32_t k)
{
    uint64_t bit = UINT64_C(1) << (k & 63);
    uint64_t *word = &t->bits[k >> 6];
    t->dirty += !(*word & bit);
    *word |= bit;
}

void tilemap_clean_tile(TileMap *t, uint32_t k)
{
    uint64_t bit = UINT64_C(1) << (k & 63);
    uint64_t *word = &t->bits[k >> 6];
    t->dirty -= !!(*word & bit);
    *word &= ~bit;
}

void tilemap_mark_cell(TileMap *t, uint32_t i)
{
    uint32_t y = tilemap_cell_row(t, i);
    uint32_t x = i - y * (uint32_t)t->w;
    uint32_t mask = (UINT32_C(1) << t->shift) - 1;
    uint32_t k = (y >> t->shift) * (uint32_t)t->tw + (x >> t->shift);
    tilemap_mark_tile(t, k);
    /* Its west side belongs to the west neighbour, its north side to the
     * north one: other tiles only at a tile's left or top edge. */
    if (x > 0 && (x & mask) == 0)
        tilemap_mark_tile(t, k - 1);
    if (y > 0 && (y & mask) == 0)
        tilemap_mark_tile(t, k - (uint32_t)t->tw);
}

void tilemap_mark_all(TileMap *t)
{
    size_t words = (t->count + 63) / 64;
    memset(t->bits, 0xff, words * sizeof *t->bits);
    if (t->count % 64)
        t->bits[words - 1] = (UINT64_C(1) << (t->count % 64)) - 1;
    t->dirty = t->count;
}

void tilemap_mark_list(TileMap *t, const DirtyList *d, size_t max_cells)
{
    if (!d || d->overflow || d->len > max_cells) {
        tilemap_mark_all(t);
        return;
    }
    for (size_t k = 0; k < d->len; k++)
        tilemap_mark_cell(t, d->cells[k]);
}

bool tilemap_is_dirty(const TileMap *t, uint32_t k)
{
    return (t->bits[k >> 6] >> (k & 63)) & 1u;
}

TileRect tilemap_cells(const TileMap *t, uint32_t k)
{
    int tx = (int)(k % (uint32_t)t->tw), ty = (int)(k / (uint32_t)t->tw);
    TileRect r = { tx << t->shift, ty << t->shift, (tx + 1) << t->shift, (ty + 1) << t->shift };
    if (r.x1 > t->w)
        r.x1 = t->w;
    if (r.y1 > t->h)
        r.y1 = t->h;
    return r;
}

TileRect tilemap_blocks(const TileMap *t, uint32_t k)
{
    TileRect c = tilemap_cells(t, k);
    return (TileRect){ c.x0 ? 2 * c.x0 + 1 : 0, c.y0 ? 2 * c.y0 + 1 : 0, 2 * c.x1 + 1, 2 * c.y1 + 1 };
}

/* The first dirty tile at or after k (wrapping), or t->count when none. */
static uint32_t tilemap_next_dirty(const TileMap *t, uint32_t k)
{
    size_t words = (t->count + 63) / 64;
    size_t wi = k >> 6;
    uint64_t word = t->bits[wi] & (~UINT64_C(0) << (k & 63));
    for (size_t seen = 0; seen <= words; seen++) {
        if (word)
            return (uint32_t)(wi * 64 + (size_t)__builtin_ctzll(word));
        wi = wi + 1 == words ? 0 : wi + 1;
        word = t->bits[wi];
    }
    return t->count;
}

size_t tilemap_take(TileMap *t, size_t budget_cells, uint32_t *out, size_t cap)
{
    size_t n = 0, cells = 0;
    while (n < cap && t->dirty > 0) {
        uint32_t k = tilemap_next_dirty(t, t->cursor);
        TileRect c = tilemap_cells(t, k);
        size_t area = (size_t)(c.x1 - c.x0) * (size_t)(c.y1 - c.y0);
        if (n > 0 && cells + area > budget_cells)
            break;
        cells += area;
        tilemap_clean_tile(t, k);
        out[n++] = k;
        t->cursor = k + 1 == t->count ? 0 : k + 1;
    }
    return n;
}
