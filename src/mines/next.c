/* next.c - the next deduction on a visible board, in the fixed order of
 * mines_logic.h: every number is tried with rule (a) before any pair with
 * rule (b), and rule (c) comes last, so the simplest reason is given. */
#include <string.h>

#include "deduce.h"

bool mines_deduce_next(const MinesKnow *k, MinesLeft *s, MinesDeduction *d)
{
    for (uint32_t a = 0; a < k->n; a++)
        if (mines_deduce_count(k, a, d))
            return true;
    for (uint32_t a = 0; a < k->n; a++)
        if (mines_know_is_clue(k, a) && mines_deduce_pair_near(k, a, true, d))
            return true;
    return mines_deduce_left(k, s, d);
}

MazeStatus mines_deduce_scratch_init(MinesScratch *x, const MinesBoard *b)
{
    memset(x, 0, sizeof *x);
    MazeStatus st = mines_know_init(&x->know, b->w, b->h, b->mines);
    if (st == MAZE_OK)
        st = mines_deduce_left_init(&x->left, b->n);
    if (st != MAZE_OK) {
        mines_deduce_scratch_free(x);
        return st;
    }
    mines_know_from_board(&x->know, b);
    return MAZE_OK;
}

void mines_deduce_scratch_free(MinesScratch *x)
{
    mines_know_free(&x->know);
    mines_deduce_left_free(&x->left);
}

MazeStatus mines_next_deduction(const MinesBoard *b, MinesDeduction *d, bool *found)
{
    *found = false;
    if (mines_busy(b))
        return MAZE_ERR_ARG;
    if (b->game != MINES_PLAYING)
        return MAZE_OK;
    MinesScratch x;
    MazeStatus st = mines_deduce_scratch_init(&x, b);
    if (st != MAZE_OK)
        return st;
    uint32_t clue;
    if (!mines_know_contradicts(&x.know, &clue))
        *found = mines_deduce_next(&x.know, &x.left, d);
    mines_deduce_scratch_free(&x);
    return MAZE_OK;
}
