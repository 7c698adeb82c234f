/* probs.c - mines_probabilities: exact when the frontier can be counted,
 * else approximate; then the safest cell. */
#include <string.h>

#include "maze/mem.h"
#include "probs.h"

void mines_probs_free(MinesProbs *p)
{
    mem_free(p->p);
    p->p = NULL;
}

/* The closed cell least likely to hold a mine, the first of equals. */
static uint32_t probs_safest(const MinesKnow *k, const double *p)
{
    uint32_t best = MINES_NONE;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED && (best == MINES_NONE || p[i] < p[best]))
            best = i;
    return best;
}

MazeStatus mines_probs_compute(const MinesKnow *k, MinesProbs *out)
{
    uint32_t clue;
    if (mines_know_contradicts(k, &clue))
        return MAZE_ERR_ARG;
    MinesParts pp;
    MazeStatus st = mines_probs_parts(k, &pp);
    if (st != MAZE_OK)
        return st;
    out->p = mem_alloc((size_t)k->n * sizeof *out->p);
    if (!out->p) {
        mines_probs_parts_free(&pp);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t i = 0; i < k->n; i++)
        out->p[i] = -1;
    out->frontier = pp.frontier;
    out->others = k->closed_total - pp.frontier;
    out->largest_part = pp.largest;
    st = mines_probs_exact(k, &pp, out, &out->exact);
    if (st == MAZE_OK && !out->exact)
        mines_probs_approx(k, &pp, out);
    if (st == MAZE_OK)
        out->safest = probs_safest(k, out->p);
    else
        mines_probs_free(out);
    mines_probs_parts_free(&pp);
    return st;
}

MazeStatus mines_probabilities(const MinesBoard *b, MinesProbs *out)
{
    memset(out, 0, sizeof *out);
    out->safest = out->certain = MINES_NONE;
    if (mines_busy(b) || b->game != MINES_PLAYING)
        return MAZE_ERR_ARG;
    MinesKnow k;
    MazeStatus st = mines_know_init(&k, b->w, b->h, b->mines);
    if (st != MAZE_OK)
        return st;
    mines_know_from_board(&k, b);
    st = mines_probs_compute(&k, out);
    mines_know_free(&k);
    return st;
}
