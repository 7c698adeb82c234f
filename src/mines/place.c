/* place.c - laying the mines at the first click.
 *
 * The cells outside the safe zone (the clicked cell and its in-board
 * neighbours) are listed, and a partial Fisher-Yates shuffle picks the first
 * `mines` of them: for k = 0, 1, ..., swap entry k with a uniformly chosen
 * entry in [k, m) and mine it. Exactly one random draw per mine, never a
 * duplicate, never a retry. Each mine adds one to each neighbour's count as
 * it is laid, so the counts are done when the last mine is. */
#include "mines_util.h"

/* Marks the safe zone around `first`: the cell and its in-board neighbours. */
static void mines_mark_safe_zone(MinesBoard *b, uint32_t first)
{
    uint32_t nb[8];
    int k = mines_neighbors(b, first, nb);
    mines_set(b, first, MINES_SAFE, true);
    for (int j = 0; j < k; j++)
        mines_set(b, nb[j], MINES_SAFE, true);
}

/* Lays a mine on cell i and counts it in its neighbours. */
static void mines_lay(MinesBoard *b, uint32_t i)
{
    uint32_t nb[8];
    int k = mines_neighbors(b, i, nb);
    mines_set(b, i, MINES_MINE, true);
    for (int j = 0; j < k; j++) {
        b->count[nb[j]]++;
        dirty_add(b->dirty, nb[j]);
    }
}

void mines_place(MinesBoard *b, uint32_t first)
{
    mines_mark_safe_zone(b, first);
    b->first_click = first;

    uint32_t *allowed = b->queue;   /* scratch: the queue is empty */
    uint32_t m = 0;
    for (uint32_t i = 0; i < b->n; i++)
        if (!(b->cell[i] & MINES_SAFE))
            allowed[m++] = i;
    /* m >= n - 9 >= mines, by mines_check. */
    for (uint32_t k = 0; k < b->mines; k++) {
        uint32_t j = k + rng_below(&b->rng, m - k);
        uint32_t pick = allowed[j];
        allowed[j] = allowed[k];
        allowed[k] = pick;
        mines_lay(b, pick);
    }
    b->game = MINES_PLAYING;
}
