/* deduce.c - rules (a) and (b) of mines_logic.h: one open number against
 * its own closed cells, and two numbers whose closed cells overlap. */
#include <string.h>

#include "deduce.h"

/* Starts d for rule r with no clues and no cells. */
static void deduce_begin(MinesDeduction *d, MinesRule r)
{
    memset(d, 0, sizeof *d);
    d->rule = r;
}

/* Appends cells[0..count) to d as safe (before any mine) or as mines. */
static void deduce_add(MinesDeduction *d, const uint32_t *cells, int count, bool mine)
{
    for (int j = 0; j < count; j++) {
        d->cell[d->safe_count + d->mine_count] = cells[j];
        if (mine)
            d->mine_count++;
        else
            d->safe_count++;
    }
}

bool mines_deduce_count(const MinesKnow *k, uint32_t a, MinesDeduction *d)
{
    if (!mines_know_is_clue(k, a))
        return false;
    int need = k->need[a], closed = k->closed[a];
    if (need != 0 && need != closed)
        return false;
    uint32_t cells[8];
    int c = mines_know_closed_around(k, a, cells);
    deduce_begin(d, MINES_RULE_COUNT);
    d->clue_count = 1;
    d->clue[0] = a;
    deduce_add(d, cells, c, need != 0);
    return true;
}

/* Splits a's closed cells into those that touch b (shared) and the others
 * (only): returns how many are shared; *only_count is set. */
static int deduce_split(const MinesKnow *k, uint32_t a, uint32_t b, uint32_t only[8],
                        int *only_count)
{
    uint32_t cells[8];
    int c = mines_know_closed_around(k, a, cells), shared = 0;
    *only_count = 0;
    for (int j = 0; j < c; j++) {
        if (mines_know_touch(k, cells[j], b))
            shared++;
        else
            only[(*only_count)++] = cells[j];
    }
    return shared;
}

/* The shared cells hold at least need(a) - |a only| of a's mines and at
 * most need(b) of b's; when those bounds meet, a's other cells are all
 * mines and b's all safe. */
static bool deduce_pair_one_way(const MinesKnow *k, uint32_t a, uint32_t b, MinesDeduction *d)
{
    uint32_t a_only[8], b_only[8];
    int na, nb;
    if (deduce_split(k, a, b, a_only, &na) == 0)
        return false;
    deduce_split(k, b, a, b_only, &nb);
    if (na + nb == 0 || k->need[a] - na != k->need[b])
        return false;
    /* A number whose closed cells all lie in the other's is a subset; it is
     * named first. */
    bool subset = na == 0 || nb == 0;
    deduce_begin(d, subset ? MINES_RULE_SUBSET : MINES_RULE_OVERLAP);
    d->clue_count = 2;
    d->clue[0] = subset && nb == 0 ? b : a;
    d->clue[1] = d->clue[0] == a ? b : a;
    deduce_add(d, b_only, nb, false);
    deduce_add(d, a_only, na, true);
    return true;
}

bool mines_deduce_pair(const MinesKnow *k, uint32_t a, uint32_t b, MinesDeduction *d)
{
    if (a == b || !mines_know_is_clue(k, a) || !mines_know_is_clue(k, b))
        return false;
    return deduce_pair_one_way(k, a, b, d) || deduce_pair_one_way(k, b, a, d);
}

bool mines_deduce_pair_near(const MinesKnow *k, uint32_t a, bool later_only, MinesDeduction *d)
{
    int ax = (int)(a % (uint32_t)k->w), ay = (int)(a / (uint32_t)k->w);
    for (int y = later_only ? ay : ay - 2; y <= ay + 2 && y < k->h; y++) {
        for (int x = ax - 2; x <= ax + 2; x++) {
            if (x < 0 || y < 0 || x >= k->w || (later_only && y == ay && x <= ax))
                continue;
            if (mines_deduce_pair(k, a, (uint32_t)y * (uint32_t)k->w + (uint32_t)x, d))
                return true;
        }
    }
    return false;
}
