/* perturb.c - moving mines where the rules are stuck (noguess.h).
 *
 * A stuck number's closed cells S hold some mines and some safe cells.
 * Emptying S (its mines swapped with safe closed cells elsewhere) makes the
 * number's need 0; filling S (its safe cells swapped with mines elsewhere)
 * makes it equal to its closed cells: either way rule (a) applies at once.
 * Swapping closed cells with closed cells keeps every deduction made so far
 * true: a cell deduced or opened is never moved, and a number whose closed
 * cells change had not decided them yet (else they would not be closed), so
 * whatever it proved together with another number still holds; the solver
 * goes on with the new numbers. Partners off the frontier come first: they
 * change no number the solver has seen.
 *
 * When no closed cell can take part, open cells and known mines do; they
 * become closed again for the solver, and what it had deduced from them may
 * no longer follow. That only makes it a guide: the generator checks the
 * finished layout from scratch.
 *
 * Random cells are found by drawing cells at random (PERTURB_DRAWS tries)
 * before falling back to a pass over the board, so a move costs about the
 * same on a 100x100 board as on a small one. */
#include <stdlib.h>

#include "noguess.h"

enum {
    PERTURB_DRAWS = 512,        /* (at most n) before a pass over the board */
    /* Cells drawn or passed over per unit of the generator's work count
     * (fix.h): a cell tested here is a few loads, about an eighth of the
     * cost of a number examined there. */
    PERTURB_CELLS_PER_WORK = 8
};

/* The draws to try on g's board, counted into its work. */
static int perturb_draws(MinesNoGuess *g)
{
    uint32_t n = g->fix.know.n;
    int draws = n < PERTURB_DRAWS ? (int)n : PERTURB_DRAWS;
    g->fix.work += (uint64_t)draws / PERTURB_CELLS_PER_WORK;
    return draws;
}

/* A pass over g's board, counted into its work. */
static void perturb_pass(MinesNoGuess *g)
{
    g->fix.work += g->fix.know.n / PERTURB_CELLS_PER_WORK;
}

/* How a cell may take part in a move: its rank among partners (0 first),
 * or -1 when it cannot. */
typedef struct Want {
    const uint8_t *skip;        /* n entries: cells that may not take part */
    bool mine;                  /* partners hold a mine (else not) */
    bool any;                   /* open cells and known mines may too */
} Want;

/* True when cell i is in the first click's safe zone. */
static bool perturb_in_zone(const MinesNoGuess *g, uint32_t i)
{
    uint32_t w = (uint32_t)g->b->w;
    return abs((int)(i % w) - (int)(g->first % w)) <= 1 &&
           abs((int)(i / w) - (int)(g->first / w)) <= 1;
}

/* True when cell i touches a cell whose know state is `state`. */
static bool perturb_touches(const MinesNoGuess *g, uint32_t i, int state)
{
    uint32_t nb[8];
    int m = mines_know_neighbors(&g->fix.know, i, nb);
    for (int j = 0; j < m; j++)
        if (g->fix.know.state[nb[j]] == state)
            return true;
    return false;
}

/* Cell i's rank as a partner: closed cells off the frontier 0, closed
 * cells on it 1, known cells 2 (only when w->any), else -1. */
static int perturb_rank(const MinesNoGuess *g, const Want *w, uint32_t i)
{
    if (w->skip[i] || g->mine[i] != w->mine || perturb_in_zone(g, i))
        return -1;
    if (g->fix.know.state[i] != MINES_KNOW_CLOSED)
        return w->any ? 2 : -1;
    return perturb_touches(g, i, MINES_KNOW_OPEN) ? 1 : 0;
}

void mines_noguess_move(MinesNoGuess *g, uint32_t from, uint32_t to)
{
    uint32_t nb[8];
    g->mine[from] = 0;
    g->mine[to] = 1;
    mines_know_forget(&g->fix.know, from);
    mines_know_forget(&g->fix.know, to);
    for (int side = 0; side < 2; side++) {
        uint32_t c = side ? to : from;
        int m = mines_know_neighbors(&g->fix.know, c, nb);
        for (int j = 0; j < m; j++) {
            uint32_t q = nb[j];
            g->count[q] = (uint8_t)(g->count[q] + (side ? 1 : -1));
            if (g->fix.know.state[q] == MINES_KNOW_OPEN) {
                mines_know_set_shown(&g->fix.know, q, g->count[q]);
                mines_fix_push(&g->fix, q);
            }
        }
    }
    g->moved++;
}

/* Chooses `need` partners into g->pool[0..need): drawn at random among the
 * best-ranked cells, or, when draws miss, from a pass listing every
 * partner by rank. False when there are fewer than `need`. */
static bool perturb_partners(MinesNoGuess *g, const Want *w, uint32_t need)
{
    uint32_t got = 0;
    for (int t = 0, draws = perturb_draws(g); got < need && t < draws; t++) {
        uint32_t i = rng_below(&g->b->rng, g->fix.know.n);
        bool dup = false;
        for (uint32_t j = 0; j < got; j++)
            dup = dup || g->pool[j] == i;
        if (!dup && perturb_rank(g, w, i) == 0)
            g->pool[got++] = i;
    }
    if (got == need)
        return true;
    /* Rank 0 fills the pool from the front, the others g->list, appended. */
    uint32_t best = 0, rest = 0;
    perturb_pass(g);
    for (uint32_t i = 0; i < g->fix.know.n; i++) {
        int rank = perturb_rank(g, w, i);
        if (rank == 0)
            g->pool[best++] = i;
        else if (rank > 0)
            g->list[rest++] = i;
    }
    uint32_t len = best;
    for (int rank = 1; rank <= 2; rank++)
        for (uint32_t j = 0; j < rest; j++)
            if (perturb_rank(g, w, g->list[j]) == rank)
                g->pool[len++] = g->list[j];
    if (len < need)
        return false;
    /* A partial shuffle: the first `need` entries, each from the best ranks
     * still left. */
    for (uint32_t j = 0; j < need; j++) {
        uint32_t end = j < best ? best : len;
        uint32_t r = j + rng_below(&g->b->rng, end - j);
        uint32_t t = g->pool[j];
        g->pool[j] = g->pool[r];
        g->pool[r] = t;
    }
    return true;
}

/* Empties (fill false) or fills S, the cells s[0..s_len) marked in
 * g->mark; false when there are too few partners. */
static bool perturb_swap(MinesNoGuess *g, const uint32_t *s, uint32_t s_len, bool fill, bool any)
{
    uint32_t need = 0;
    for (uint32_t j = 0; j < s_len; j++)
        need += g->mine[s[j]] != fill;
    Want w = { g->mark, fill, any };
    if (!perturb_partners(g, &w, need))
        return false;
    uint32_t next = 0;
    for (uint32_t j = 0; j < s_len; j++) {
        if (g->mine[s[j]] == fill)
            continue;
        uint32_t partner = g->pool[next++];
        if (fill)
            mines_noguess_move(g, partner, s[j]);
        else
            mines_noguess_move(g, s[j], partner);
    }
    return true;
}

/* Empties or fills the closed cells of open number c, the fewer moves
 * first (a coin on a tie), with closed partners, else with any. */
static bool perturb_clue(MinesNoGuess *g, uint32_t c)
{
    uint32_t s[8], s_len = (uint32_t)mines_know_closed_around(&g->fix.know, c, s), mines = 0;
    for (uint32_t j = 0; j < s_len; j++) {
        g->mark[s[j]] = 1;
        mines += g->mine[s[j]];
    }
    bool fill = s_len - mines < mines || (s_len - mines == mines && rng_coin(&g->b->rng));
    bool ok = false;
    for (int any = 0; !ok && any <= 1; any++)
        ok = perturb_swap(g, s, s_len, fill, any) || perturb_swap(g, s, s_len, !fill, any);
    for (uint32_t j = 0; j < s_len; j++)
        g->mark[s[j]] = 0;
    return ok;
}

/* A random open cell for which fits(g, i) holds: drawn from the cells the
 * solver opened, else from a pass over the board into g->list;
 * MINES_NONE when there is none. */
static uint32_t perturb_find(MinesNoGuess *g, bool (*fits)(const MinesNoGuess *g, uint32_t i))
{
    MinesFix *f = &g->fix;
    uint32_t len = 0;
    for (int t = 0, draws = perturb_draws(g); t < draws; t++) {
        uint32_t i = f->opened[rng_below(&g->b->rng, f->opened_len)];
        if (f->know.state[i] == MINES_KNOW_OPEN && fits(g, i))
            return i;
    }
    perturb_pass(g);
    for (uint32_t i = 0; i < f->know.n; i++)
        if (f->know.state[i] == MINES_KNOW_OPEN && fits(g, i))
            g->list[len++] = i;
    return len ? g->list[rng_below(&g->b->rng, len)] : MINES_NONE;
}

static bool perturb_is_clue(const MinesNoGuess *g, uint32_t i)
{
    return mines_know_is_clue(&g->fix.know, i);
}

/* True when i is a known mine beside a closed cell: part of a wall. */
static bool perturb_is_wall(const MinesNoGuess *g, uint32_t i)
{
    return g->fix.know.state[i] == MINES_KNOW_MINE && perturb_touches(g, i, MINES_KNOW_CLOSED);
}

/* Writes open cell i's wall neighbours to out; returns how many. */
static int perturb_walls_around(const MinesNoGuess *g, uint32_t i, uint32_t out[8])
{
    uint32_t nb[8];
    int m = mines_know_neighbors(&g->fix.know, i, nb), walls = 0;
    for (int j = 0; j < m; j++)
        if (perturb_is_wall(g, nb[j]))
            out[walls++] = nb[j];
    return walls;
}

static bool perturb_beside_wall(const MinesNoGuess *g, uint32_t i)
{
    uint32_t walls[8];
    return perturb_walls_around(g, i, walls) > 0;
}

/* No number touches a closed cell: the closed cells lie behind a wall of
 * known mines. One wall mine moves to a closed cell without a mine, off the
 * frontier first: the numbers beside the gap now show it safe. */
static bool perturb_breach(MinesNoGuess *g)
{
    uint32_t at = perturb_find(g, perturb_beside_wall), walls[8];
    Want w = { g->mark, false, false };
    if (at == MINES_NONE || !perturb_partners(g, &w, 1))
        return false;
    int count = perturb_walls_around(g, at, walls);
    mines_noguess_move(g, walls[rng_below(&g->b->rng, (uint32_t)count)], g->pool[0]);
    return true;
}

bool mines_perturb(MinesNoGuess *g)
{
    g->fix.work += MINES_FIX_WORK;
    if (g->fix.know.clue_total == 0)
        return perturb_breach(g);
    uint32_t c = perturb_find(g, perturb_is_clue);
    return c != MINES_NONE && perturb_clue(g, c);
}
