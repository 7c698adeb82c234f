/* probs_count.c - every arrangement of mines on one part of the frontier
 * that fits its numbers, counted by how many mines it uses (probs.h).
 *
 * Depth first over the part's cells in breadth-first order, so a number's
 * cells come close together and a wrong branch fails early: each cell is
 * tried safe, then a mine, and after each choice every number it touches
 * must still be able to get exactly its need from its undecided cells. */
#include <string.h>

#include "probs.h"

typedef struct PartWalk {
    const MinesKnow *k;
    const uint32_t *cell;
    uint32_t m;
    long left;                  /* mines left on the board: a bound */
    int8_t *need;               /* n entries: each number's missing mines */
    uint8_t *open;              /* n entries: its undecided closed cells */
    uint8_t *mine;              /* m entries: the arrangement so far */
    double *ways, *cell_ways;
    uint64_t *steps;
    bool over;                  /* the step budget ran out */
} PartWalk;

/* Decides cell c as `mine` (1) or safe (0), or undoes that (undo): the
 * numbers it touches lose one undecided cell and `mine` missing mines.
 * Returns false when some number can no longer be met. */
static bool walk_decide(PartWalk *p, uint32_t c, int mine, bool undo)
{
    uint32_t nb[8];
    int m = mines_know_neighbors(p->k, c, nb);
    bool ok = true;
    for (int j = 0; j < m; j++) {
        uint32_t q = nb[j];
        if (p->k->state[q] != MINES_KNOW_OPEN)
            continue;
        int d = undo ? -1 : 1;
        p->open[q] = (uint8_t)(p->open[q] - d);
        p->need[q] = (int8_t)(p->need[q] - d * mine);
        ok = ok && p->need[q] >= 0 && p->need[q] <= p->open[q];
    }
    return ok;
}

static void walk_leaf(PartWalk *p, uint32_t used)
{
    p->ways[used] += 1;
    for (uint32_t j = 0; j < p->m; j++)
        if (p->mine[j])
            p->cell_ways[j * (p->m + 1) + used] += 1;
}

static void walk(PartWalk *p, uint32_t j, uint32_t used)
{
    if (p->over || ++*p->steps > MINES_PROB_EXACT_STEPS) {
        p->over = true;
        return;
    }
    if (j == p->m) {
        walk_leaf(p, used);
        return;
    }
    for (int mine = 0; mine <= 1; mine++) {
        if ((long)(used + (uint32_t)mine) > p->left)
            break;
        if (walk_decide(p, p->cell[j], mine, false)) {
            p->mine[j] = (uint8_t)mine;
            walk(p, j + 1, used + (uint32_t)mine);
        }
        walk_decide(p, p->cell[j], mine, true);
    }
}

bool mines_probs_count_part(const MinesKnow *k, MinesPartScratch *x, const uint32_t *cell,
                            uint32_t m, long left, double *ways, double *cell_ways,
                            uint64_t *steps)
{
    uint8_t mine[MINES_PROB_EXACT_CELLS] = { 0 };
    PartWalk p = { k, cell, m, left, x->need, x->open, mine, ways, cell_ways, steps, false };
    memset(ways, 0, ((size_t)m + 1) * sizeof *ways);
    memset(cell_ways, 0, (size_t)m * ((size_t)m + 1) * sizeof *cell_ways);
    walk(&p, 0, 0);
    return !p.over;
}
