/* deduce_left.c - rule (c) of mines_logic.h: the count of mines left.
 *
 * Numbers whose closed cells do not overlap hold exactly the sum of their
 * needs, so the closed cells outside them hold L - sum (L the mines left).
 * The search wants a set of such numbers for which that is 0 (the cells
 * outside are safe) or the number of those cells (all mines): the second is
 * the same as the set's free cells (closed - need, summed) equalling the
 * board's, U - L (U its closed cells). Both sums only grow as numbers are
 * added, so a branch stops once both overshoot, or once even the largest
 * needs and free counts still to come cannot reach either target. */
#include <string.h>

#include "deduce.h"
#include "maze/mem.h"

MazeStatus mines_deduce_left_init(MinesLeft *s, uint32_t n)
{
    memset(s, 0, sizeof *s);
    s->clues = mem_calloc(n, sizeof *s->clues);
    s->taken = mem_calloc(n, 1);
    s->max_need = mem_calloc((size_t)n + 1, 1);
    s->max_free = mem_calloc((size_t)n + 1, 1);
    if (!s->clues || !s->taken || !s->max_need || !s->max_free) {
        mines_deduce_left_free(s);
        return MAZE_ERR_NOMEM;
    }
    return MAZE_OK;
}

void mines_deduce_left_free(MinesLeft *s)
{
    mem_free(s->clues);
    mem_free(s->taken);
    mem_free(s->max_need);
    mem_free(s->max_free);
    memset(s, 0, sizeof *s);
}

/* The search's running sums over the numbers chosen. */
typedef struct LeftSums {
    long need, free, cells;
    int depth;
} LeftSums;

typedef struct LeftGoal {
    long left, free;            /* L and U - L */
    uint32_t closed;            /* U */
} LeftGoal;

/* True when the chosen set decides the cells outside it: sets *mine. */
static bool left_decides(const LeftSums *t, const LeftGoal *g, bool *mine)
{
    if (t->cells >= (long)g->closed)
        return false;
    *mine = t->need != g->left;
    return t->need == g->left || t->free == g->free;
}

/* Marks or clears clue c's closed cells in s->taken; false (nothing
 * changed) when marking finds one already taken. */
static bool left_take(const MinesKnow *k, MinesLeft *s, uint32_t c, bool on)
{
    uint32_t cells[8];
    int m = mines_know_closed_around(k, c, cells);
    if (on)
        for (int j = 0; j < m; j++)
            if (s->taken[cells[j]])
                return false;
    for (int j = 0; j < m; j++)
        s->taken[cells[j]] = on;
    return true;
}

/* The set that decided. */
typedef struct LeftFound {
    uint32_t clue[MINES_DEDUCTION_CLUES];
    int count;
    bool mine;                  /* the cells outside are mines (else safe) */
} LeftFound;

/* Depth-first over s->clues[from..]: true with the set in *f (and its cells
 * still taken) once one decides. */
static bool left_search(const MinesKnow *k, MinesLeft *s, const LeftGoal *g, uint32_t from,
                        LeftSums t, LeftFound *f)
{
    for (uint32_t j = from; j < s->count; j++) {
        long slots = MINES_DEDUCTION_CLUES - t.depth;
        bool need_reachable = t.need <= g->left && t.need + slots * s->max_need[j] >= g->left;
        bool free_reachable = t.free <= g->free && t.free + slots * s->max_free[j] >= g->free;
        if (!need_reachable && !free_reachable)
            return false;
        if (++s->nodes > MINES_LEFT_NODES)
            return false;
        uint32_t c = s->clues[j];
        if (!left_take(k, s, c, true))
            continue;
        LeftSums u = { t.need + k->need[c], t.free + k->closed[c] - k->need[c],
                       t.cells + k->closed[c], t.depth + 1 };
        f->clue[t.depth] = c;
        if (left_decides(&u, g, &f->mine)) {
            f->count = u.depth;
            return true;
        }
        if (u.depth < MINES_DEDUCTION_CLUES && left_search(k, s, g, j + 1, u, f))
            return true;
        left_take(k, s, c, false);
    }
    return false;
}

/* Lists the numbers touching closed cells, with the suffix maxima the
 * search bounds its sums by. */
static void left_collect(const MinesKnow *k, MinesLeft *s)
{
    s->count = 0;
    for (uint32_t i = 0; i < k->n; i++)
        if (mines_know_is_clue(k, i))
            s->clues[s->count++] = i;
    s->max_need[s->count] = s->max_free[s->count] = 0;
    for (uint32_t j = s->count; j-- > 0;) {
        uint32_t c = s->clues[j];
        uint8_t need = (uint8_t)k->need[c], free = (uint8_t)(k->closed[c] - k->need[c]);
        s->max_need[j] = need > s->max_need[j + 1] ? need : s->max_need[j + 1];
        s->max_free[j] = free > s->max_free[j + 1] ? free : s->max_free[j + 1];
    }
}

/* Fills d's cells: the closed cells not taken, in cell order. */
static void left_list(const MinesKnow *k, const MinesLeft *s, MinesDeduction *d, bool mine)
{
    uint32_t listed = 0;
    for (uint32_t i = 0; i < k->n; i++) {
        if (k->state[i] != MINES_KNOW_CLOSED || s->taken[i])
            continue;
        if (listed < MINES_DEDUCTION_CELLS)
            d->cell[listed++] = i;
        else
            d->more++;
    }
    if (mine)
        d->mine_count = (uint8_t)listed;
    else
        d->safe_count = (uint8_t)listed;
}

bool mines_deduce_left(const MinesKnow *k, MinesLeft *s, MinesDeduction *d)
{
    long left = mines_know_mines_left(k);
    if (k->closed_total == 0 || left < 0 || left > (long)k->closed_total)
        return false;
    LeftGoal g = { left, (long)k->closed_total - left, k->closed_total };
    LeftSums none = { 0, 0, 0, 0 };
    LeftFound f = { .count = 0 };
    /* A number needs at most 8 mines and leaves at most 8 cells free, so
     * while both targets are larger than that many numbers can reach, the
     * search (and its pass over the board) is skipped. */
    long most = 8L * MINES_DEDUCTION_CLUES;
    if (!left_decides(&none, &g, &f.mine) && g.left > most && g.free > most)
        return false;
    if (!left_decides(&none, &g, &f.mine)) {
        left_collect(k, s);
        s->nodes = 0;
        if (!left_search(k, s, &g, 0, none, &f))
            return false;
    }
    memset(d, 0, sizeof *d);
    d->rule = MINES_RULE_MINES_LEFT;
    d->clue_count = (uint8_t)f.count;
    memcpy(d->clue, f.clue, (size_t)f.count * sizeof *f.clue);
    left_list(k, s, d, f.mine);
    /* s->taken is all clear between searches. */
    for (int j = 0; j < f.count; j++)
        left_take(k, s, f.clue[j], false);
    return true;
}
