/* probs_parts.c - the frontier in connected parts (probs.h): a
 * breadth-first walk from each frontier cell not yet reached, from a
 * closed cell to the numbers it touches and on to their closed cells. */
#include <string.h>

#include "maze/mem.h"
#include "probs.h"

void mines_probs_parts_free(MinesParts *pp)
{
    mem_free(pp->cell);
    mem_free(pp->start);
    mem_free(pp->in);
    memset(pp, 0, sizeof *pp);
}

/* True when closed cell i touches an open number. */
static bool parts_on_frontier(const MinesKnow *k, uint32_t i)
{
    uint32_t nb[8];
    int m = mines_know_neighbors(k, i, nb);
    for (int j = 0; j < m; j++)
        if (k->state[nb[j]] == MINES_KNOW_OPEN)
            return true;
    return false;
}

/* Walks the part of frontier cell `first`, appending it to pp->cell; marks
 * reached cells in seen. */
static void parts_walk(const MinesKnow *k, MinesParts *pp, uint32_t first, uint8_t *seen)
{
    uint32_t head = pp->frontier;
    pp->cell[pp->frontier++] = first;
    seen[first] = 1;
    while (head < pp->frontier) {
        uint32_t c = pp->cell[head++], nb[8];
        int m = mines_know_neighbors(k, c, nb);
        for (int j = 0; j < m; j++) {
            if (k->state[nb[j]] != MINES_KNOW_OPEN)
                continue;
            uint32_t cells[8];
            int q = mines_know_closed_around(k, nb[j], cells);
            for (int t = 0; t < q; t++)
                if (!seen[cells[t]]) {
                    seen[cells[t]] = 1;
                    pp->cell[pp->frontier++] = cells[t];
                }
        }
    }
}

MazeStatus mines_probs_parts(const MinesKnow *k, MinesParts *pp)
{
    memset(pp, 0, sizeof *pp);
    pp->cell = mem_calloc(k->n, sizeof *pp->cell);
    pp->start = mem_calloc((size_t)k->n + 1, sizeof *pp->start);
    pp->in = mem_calloc(k->n, 1);
    uint8_t *seen = mem_calloc(k->n, 1);
    if (!pp->cell || !pp->start || !pp->in || !seen) {
        mem_free(seen);
        mines_probs_parts_free(pp);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t i = 0; i < k->n; i++) {
        if (k->state[i] != MINES_KNOW_CLOSED || seen[i] || !parts_on_frontier(k, i))
            continue;
        pp->start[pp->parts++] = pp->frontier;
        parts_walk(k, pp, i, seen);
        uint32_t size = pp->frontier - pp->start[pp->parts - 1];
        if (size > pp->largest)
            pp->largest = size;
    }
    pp->start[pp->parts] = pp->frontier;
    for (uint32_t f = 0; f < pp->frontier; f++)
        pp->in[pp->cell[f]] = 1;
    mem_free(seen);
    return MAZE_OK;
}
