/* fix.c - the generator's solver (fix.h): a work list of open numbers.
 * Examining a number tries rule (a) on it, then rule (b) with each number
 * within two cells; whatever a deduction changes puts the numbers around
 * the changed cells back on the list. Rule (c) is tried only when the list
 * is empty, as it looks at the whole board. */
#include <string.h>

#include "fix.h"
#include "maze/mem.h"

MazeStatus mines_fix_init(MinesFix *f, int w, int h, long mines, const uint8_t *count)
{
    memset(f, 0, sizeof *f);
    f->count = count;
    MazeStatus st = mines_know_init(&f->know, w, h, mines);
    if (st == MAZE_OK)
        st = mines_deduce_left_init(&f->left, f->know.n);
    f->queue = mem_calloc(f->know.n, sizeof *f->queue);
    f->queued = mem_calloc(f->know.n, 1);
    f->opened = mem_calloc(f->know.n, sizeof *f->opened);
    if (st == MAZE_OK && (!f->queue || !f->queued || !f->opened))
        st = MAZE_ERR_NOMEM;
    if (st != MAZE_OK) {
        mines_fix_free(f);
        return st;
    }
    f->safe_cells = f->know.n - (uint32_t)mines;
    return MAZE_OK;
}

void mines_fix_free(MinesFix *f)
{
    mines_know_free(&f->know);
    mines_deduce_left_free(&f->left);
    mem_free(f->queue);
    mem_free(f->queued);
    mem_free(f->opened);
    f->queue = NULL;
    f->queued = NULL;
    f->opened = NULL;
}

void mines_fix_push(MinesFix *f, uint32_t i)
{
    if (f->queued[i])
        return;
    f->queued[i] = 1;
    f->queue[(f->head + f->len++) % f->know.n] = i;
}

void mines_fix_push_around(MinesFix *f, uint32_t i)
{
    uint32_t nb[8];
    int m = mines_know_neighbors(&f->know, i, nb);
    for (int j = 0; j < m; j++)
        if (f->know.state[nb[j]] == MINES_KNOW_OPEN)
            mines_fix_push(f, nb[j]);
}

/* Opens cell i, showing its number, and lists it. A cell opened again after
 * the generator closed it would be listed twice: when the list is full it
 * is rebuilt from the open cells. */
static void fix_open(MinesFix *f, uint32_t i)
{
    mines_know_open(&f->know, i, f->count[i]);
    if (f->opened_len == f->know.n) {
        f->opened_len = 0;
        for (uint32_t c = 0; c < f->know.n; c++)
            if (f->know.state[c] == MINES_KNOW_OPEN)
                f->opened[f->opened_len++] = c;
    } else {
        f->opened[f->opened_len++] = i;
    }
    mines_fix_push(f, i);
}

/* Opens the safe cells of d and marks its mines, listing what changed. */
static void fix_apply(MinesFix *f, const MinesDeduction *d)
{
    for (int j = 0; j < d->safe_count + d->mine_count; j++) {
        uint32_t c = d->cell[j];
        if (j < d->safe_count) {
            fix_open(f, c);
        } else {
            mines_know_mark_mine(&f->know, c);
        }
        mines_fix_push_around(f, c);
    }
}

void mines_fix_start(MinesFix *f, uint32_t first)
{
    mines_know_clear(&f->know);
    while (f->len > 0) {
        f->queued[f->queue[f->head]] = 0;
        f->head = (f->head + 1) % f->know.n;
        f->len--;
    }
    f->opened_len = 0;
    fix_open(f, first);
}

/* Examines number a: true when a rule applied. */
static bool fix_examine(MinesFix *f, uint32_t a)
{
    MinesDeduction d;
    f->work += MINES_FIX_WORK;
    if (!mines_know_is_clue(&f->know, a))
        return false;
    if (!mines_deduce_count(&f->know, a, &d) && !mines_deduce_pair_near(&f->know, a, false, &d))
        return false;
    fix_apply(f, &d);
    /* A pair's other number may be the only one changed: look at a again. */
    mines_fix_push(f, a);
    return true;
}

bool mines_fix_run(MinesFix *f)
{
    MinesDeduction d;
    while (!mines_fix_solved(f)) {
        if (f->len > 0) {
            uint32_t a = f->queue[f->head];
            f->head = (f->head + 1) % f->know.n;
            f->len--;
            f->queued[a] = 0;
            fix_examine(f, a);
            continue;
        }
        f->work += MINES_FIX_WORK;
        if (!mines_deduce_left(&f->know, &f->left, &d))
            return false;
        fix_apply(f, &d);
    }
    return true;
}
