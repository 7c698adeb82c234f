/* place.c - laying the mines at the first click.
 *
 * The cells outside the safe zone (the clicked cell and its in-board
 * neighbours) are listed, and a partial Fisher-Yates shuffle picks the first
 * `mines` of them: for k = 0, 1, ..., swap entry k with a uniformly chosen
 * entry in [k, m). Exactly one random draw per mine, never a duplicate,
 * never a retry. The picking is separate from the laying so that the
 * no-guess placement (noguess.c) starts from the same mines. Each mine adds
 * one to each neighbour's count as it is laid, so the counts are done when
 * the last mine is. */
#include "mines_util.h"

void mines_mark_safe_zone(MinesBoard *b, uint32_t first)
{
    uint32_t nb[8];
    int k = mines_neighbors(b, first, nb);
    mines_set(b, first, MINES_SAFE, true);
    for (int j = 0; j < k; j++)
        mines_set(b, nb[j], MINES_SAFE, true);
}

void mines_lay(MinesBoard *b, uint32_t i)
{
    uint32_t nb[8];
    int k = mines_neighbors(b, i, nb);
    mines_set(b, i, MINES_MINE, true);
    for (int j = 0; j < k; j++) {
        b->count[nb[j]]++;
        dirty_add(b->dirty, nb[j]);
    }
}

/* True when cell i is outside the safe zone around `first`. */
static bool mines_outside_zone(const MinesBoard *b, uint32_t i, uint32_t first)
{
    uint32_t w = (uint32_t)b->w;
    uint32_t ix = i % w, iy = i / w, fx = first % w, fy = first / w;
    return (ix > fx ? ix - fx : fx - ix) > 1 || (iy > fy ? iy - fy : fy - iy) > 1;
}

void mines_pick(MinesBoard *b, uint32_t first)
{
    uint32_t *allowed = b->queue;   /* scratch: the queue is empty */
    uint32_t m = 0;
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_outside_zone(b, i, first))
            allowed[m++] = i;
    /* m >= n - 9 >= mines, by mines_check. */
    for (uint32_t k = 0; k < b->mines; k++) {
        uint32_t j = k + rng_below(&b->rng, m - k);
        uint32_t pick = allowed[j];
        allowed[j] = allowed[k];
        allowed[k] = pick;
    }
}

void mines_place(MinesBoard *b, uint32_t first)
{
    mines_mark_safe_zone(b, first);
    b->first_click = first;
    mines_pick(b, first);
    for (uint32_t k = 0; k < b->mines; k++)
        mines_lay(b, b->queue[k]);
    b->game = MINES_PLAYING;
}
