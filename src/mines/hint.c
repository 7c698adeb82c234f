/* hint.c - mines_hint: the next deduction, or else the probabilities; and
 * its sentence. */
#include <string.h>

#include "deduce.h"
#include "mines_util.h"
#include "probs.h"
#include "words.h"

void mines_hint_free(MinesHint *h)
{
    mines_probs_free(&h->probs);
}

MazeStatus mines_hint(const MinesBoard *b, MinesHint *h)
{
    memset(h, 0, sizeof *h);
    h->clue = MINES_NONE;
    h->probs.safest = h->probs.certain = MINES_NONE;
    if (mines_busy(b))
        return MAZE_ERR_ARG;
    if (b->game != MINES_PLAYING) {
        h->kind = b->game == MINES_READY ? MINES_HINT_FIRST_CLICK : MINES_HINT_OVER;
        return MAZE_OK;
    }
    MinesScratch x;
    MazeStatus st = mines_deduce_scratch_init(&x, b);
    if (st != MAZE_OK)
        return st;
    if (mines_know_contradicts(&x.know, &h->clue)) {
        h->kind = MINES_HINT_CONTRADICTION;
    } else if (mines_deduce_next(&x.know, &x.left, &h->deduction)) {
        h->kind = MINES_HINT_DEDUCTION;
    } else {
        st = mines_probs_compute(&x.know, &h->probs);
        h->kind = st == MAZE_ERR_ARG ? MINES_HINT_CONTRADICTION : MINES_HINT_GUESS;
        if (st == MAZE_ERR_ARG)
            st = MAZE_OK;
    }
    mines_deduce_scratch_free(&x);
    return st;
}

/* "the 1 at (3,4) touches 2 flags: one of them is wrong" and its kin. */
static void hint_contradiction(MinesWords *w, const MinesBoard *b, uint32_t clue)
{
    if (clue == MINES_NONE && mines_left(b) < 0) {
        mines_words_add(w, "there are more flags (%u) than mines (%u): some flag is wrong",
                        b->flags, b->mines);
        return;
    }
    if (clue == MINES_NONE) {
        mines_words_add(w, "no arrangement of the mines left fits the numbers: some flag is wrong");
        return;
    }
    uint32_t nb[8];
    int m = mines_neighbors(b, clue, nb), flags = 0;
    for (int j = 0; j < m; j++)
        flags += mines_is_flagged(b, nb[j]);
    mines_words_add(w, "the %d at ", mines_count(b, clue));
    mines_words_cell(w, clue, b->w);
    mines_words_add(w, " touches %d flags: some flag around it is wrong", flags);
}

static void hint_guess(MinesWords *w, const MinesBoard *b, const MinesProbs *p)
{
    switch (p->guess) {
    case MINES_GUESS_AVOIDABLE:
        mines_words_add(w, "no rule applies, but ");
        mines_words_cell(w, p->certain, b->w);
        mines_words_add(w, " is safe in every arrangement of the mines that fits the numbers "
                           "(found by counting them all, which the rules do not do)");
        return;
    case MINES_GUESS_FORCED:
        mines_words_add(w, "no rule applies and a guess is forced: every closed cell holds a "
                           "mine in some arrangement; the safest is ");
        mines_words_cell(w, p->safest, b->w);
        mines_words_add(w, " at %.1f%%", 100 * p->p[p->safest]);
        return;
    case MINES_GUESS_UNKNOWN:
        mines_words_add(w, "no rule applies: a guess is needed unless deeper reasoning finds a "
                           "safe cell; the safest is ");
        mines_words_cell(w, p->safest, b->w);
        mines_words_add(w, " at about %.1f%% (approximate: a part of the frontier is too large "
                           "to count exactly)", 100 * p->p[p->safest]);
        return;
    }
}

int mines_hint_text(const MinesBoard *b, const MinesHint *h, char *buf, size_t size)
{
    if (h->kind == MINES_HINT_DEDUCTION)
        return mines_deduction_text(b, &h->deduction, buf, size);
    MinesWords w;
    mines_words_start(&w, buf, size);
    switch (h->kind) {
    case MINES_HINT_FIRST_CLICK:
        mines_words_add(&w, "no cell is open yet: the first click is always safe");
        break;
    case MINES_HINT_OVER:
        mines_words_add(&w, "the game is %s: there is nothing left to work out",
                        mines_game_name(b->game));
        break;
    case MINES_HINT_CONTRADICTION: hint_contradiction(&w, b, h->clue); break;
    case MINES_HINT_GUESS: hint_guess(&w, b, &h->probs); break;
    case MINES_HINT_DEDUCTION: break;
    }
    return mines_words_length(&w);
}
