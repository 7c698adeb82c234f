/* know.c - the knowledge the deduction rules work from (know.h): kept up to
 * date cell by cell, so opening or marking one cell costs its 8 neighbours,
 * never a pass over the board. */
#include <stdlib.h>
#include <string.h>

#include "know.h"
#include "maze/mem.h"
#include "mines_util.h"

MazeStatus mines_know_init(MinesKnow *k, int w, int h, long mines)
{
    memset(k, 0, sizeof *k);
    k->w = w;
    k->h = h;
    k->n = (uint32_t)w * (uint32_t)h;
    k->mines = mines;
    k->state = mem_alloc(k->n);
    k->shown = mem_alloc(k->n);
    k->need = mem_alloc(k->n);
    k->closed = mem_alloc(k->n);
    if (!k->state || !k->shown || !k->need || !k->closed) {
        mines_know_free(k);
        return MAZE_ERR_NOMEM;
    }
    mines_know_clear(k);
    return MAZE_OK;
}

void mines_know_free(MinesKnow *k)
{
    mem_free(k->state);
    mem_free(k->shown);
    mem_free(k->need);
    mem_free(k->closed);
    k->state = k->shown = k->closed = NULL;
    k->need = NULL;
}

void mines_know_clear(MinesKnow *k)
{
    memset(k->state, MINES_KNOW_CLOSED, k->n);
    memset(k->shown, 0, k->n);
    memset(k->need, 0, k->n);
    memset(k->closed, 0, k->n);
    k->closed_total = k->n;
    k->open_total = 0;
    k->mine_total = 0;
    k->clue_total = 0;
}

int mines_know_neighbors(const MinesKnow *k, uint32_t i, uint32_t out[8])
{
    return mines_around(k->w, k->h, i, out);
}

int mines_know_closed_around(const MinesKnow *k, uint32_t i, uint32_t out[8])
{
    uint32_t nb[8];
    int m = mines_know_neighbors(k, i, nb), c = 0;
    for (int j = 0; j < m; j++)
        if (k->state[nb[j]] == MINES_KNOW_CLOSED)
            out[c++] = nb[j];
    return c;
}

bool mines_know_touch(const MinesKnow *k, uint32_t i, uint32_t j)
{
    uint32_t w = (uint32_t)k->w;
    int dx = abs((int)(i % w) - (int)(j % w));
    int dy = abs((int)(i / w) - (int)(j / w));
    return dx <= 1 && dy <= 1;
}

/* Cell i leaves the closed cells (d = -1) or joins them again (d = +1):
 * each open neighbour's closed count moves by d, and, when i is a mine, its
 * need too. */
static void know_reclose(MinesKnow *k, uint32_t i, bool mine, int d)
{
    uint32_t nb[8];
    int m = mines_know_neighbors(k, i, nb);
    for (int j = 0; j < m; j++) {
        uint32_t c = nb[j];
        if (k->state[c] != MINES_KNOW_OPEN)
            continue;
        k->clue_total -= k->closed[c] > 0;
        k->closed[c] = (uint8_t)(k->closed[c] + d);
        k->need[c] = (int8_t)(k->need[c] + d * mine);
        k->clue_total += k->closed[c] > 0;
    }
    k->closed_total = (uint32_t)((long)k->closed_total + d);
}

void mines_know_open(MinesKnow *k, uint32_t i, int shown)
{
    know_reclose(k, i, false, -1);
    k->state[i] = MINES_KNOW_OPEN;
    k->open_total++;
    uint32_t nb[8];
    int m = mines_know_neighbors(k, i, nb), mines = 0, closed = 0;
    for (int j = 0; j < m; j++) {
        mines += k->state[nb[j]] == MINES_KNOW_MINE;
        closed += k->state[nb[j]] == MINES_KNOW_CLOSED;
    }
    k->shown[i] = (uint8_t)shown;
    k->need[i] = (int8_t)(shown - mines);
    k->closed[i] = (uint8_t)closed;
    k->clue_total += closed > 0;
}

void mines_know_mark_mine(MinesKnow *k, uint32_t i)
{
    know_reclose(k, i, true, -1);
    k->state[i] = MINES_KNOW_MINE;
    k->mine_total++;
}

void mines_know_forget(MinesKnow *k, uint32_t i)
{
    bool mine = k->state[i] == MINES_KNOW_MINE;
    if (k->state[i] == MINES_KNOW_CLOSED)
        return;
    if (mine)
        k->mine_total--;
    else
        k->open_total--;
    k->clue_total -= !mine && k->closed[i] > 0;
    k->state[i] = MINES_KNOW_CLOSED;
    know_reclose(k, i, mine, +1);
}

void mines_know_set_shown(MinesKnow *k, uint32_t i, int shown)
{
    k->need[i] = (int8_t)(k->need[i] + shown - k->shown[i]);
    k->shown[i] = (uint8_t)shown;
}

/* Only the OPEN and FLAG bits and the numbers of open cells are read. b is
 * being played, so no open cell holds a mine. */
void mines_know_from_board(MinesKnow *k, const MinesBoard *b)
{
    mines_know_clear(k);
    /* Mines first, then the open cells, so each open cell counts its flags
     * once as it opens. */
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_is_flagged(b, i))
            mines_know_mark_mine(k, i);
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_is_open(b, i))
            mines_know_open(k, i, mines_count(b, i));
}

bool mines_know_contradicts(const MinesKnow *k, uint32_t *clue)
{
    *clue = MINES_NONE;
    if (mines_know_mines_left(k) < 0)
        return true;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_OPEN && k->need[i] < 0) {
            *clue = i;
            return true;
        }
    return false;
}
