/* mines_util.h - helpers shared by the Minesweeper files: the 8-neighbour
 * walk, bit changes that report the cell, and the queue. Private to
 * src/mines/. */
#ifndef MAZE_MINES_UTIL_H
#define MAZE_MINES_UTIL_H

#include "maze/mines.h"

/* Writes the in-board neighbours of cell i on a w x h board (up to 8,
 * row-major order) to out and returns how many. */
static inline int mines_around(int w, int h, uint32_t i, uint32_t out[8])
{
    int x = (int)(i % (uint32_t)w), y = (int)(i / (uint32_t)w);
    int k = 0;
    for (int dy = -1; dy <= 1; dy++) {
        int ny = y + dy;
        if (ny < 0 || ny >= h)
            continue;
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx;
            if ((dx == 0 && dy == 0) || nx < 0 || nx >= w)
                continue;
            out[k++] = (uint32_t)ny * (uint32_t)w + (uint32_t)nx;
        }
    }
    return k;
}

/* The in-board neighbours of cell i of board b (see mines_around). */
static inline int mines_neighbors(const MinesBoard *b, uint32_t i, uint32_t out[8])
{
    return mines_around(b->w, b->h, i, out);
}

/* Sets (on) or clears bits of cell i, reporting i when that changes it. */
static inline void mines_set(MinesBoard *b, uint32_t i, uint8_t bits, bool on)
{
    uint8_t v = on ? (uint8_t)(b->cell[i] | bits) : (uint8_t)(b->cell[i] & ~bits);
    if (v != b->cell[i]) {
        b->cell[i] = v;
        dirty_add(b->dirty, i);
    }
}

/* True when cell i may be queued: closed, unflagged, not queued already. */
static inline bool mines_can_queue(const MinesBoard *b, uint32_t i)
{
    return !(b->cell[i] & (MINES_OPEN | MINES_FLAG | MINES_QUEUED));
}

/* Appends cell i (mines_can_queue must hold) to the queue. Each cell is
 * queued at most once per game, so tail never passes n. */
static inline void mines_enqueue(MinesBoard *b, uint32_t i)
{
    mines_set(b, i, MINES_QUEUED, true);
    b->queue[b->tail++] = i;
}

/* Places b->mines mines outside the safe zone around cell `first`, counts
 * their neighbours and marks the safe zone (place.c). b must be MINES_READY
 * with an empty queue; uses the queue array as scratch. */
void mines_place(MinesBoard *b, uint32_t first);

/* The random choice of mines_place alone: b->mines distinct cells outside
 * the safe zone around `first`, into b->queue[0 .. b->mines), one draw of
 * b->rng per mine. Nothing is laid. */
void mines_pick(MinesBoard *b, uint32_t first);

/* Marks the safe zone around `first`: the cell and its in-board neighbours. */
void mines_mark_safe_zone(MinesBoard *b, uint32_t first);

/* Lays a mine on cell i and counts it in its neighbours. */
void mines_lay(MinesBoard *b, uint32_t i);

/* The no-guess placement (noguess.c): mines laid so that the rules of
 * mines_logic.h solve the board from a click on `first`, then as
 * mines_place. MINES_QUEUED_CELLS on success (the game is on, the first
 * cell not yet queued); MINES_NO_SOLVABLE or MINES_NO_MEMORY with b left
 * as it was, its random state included. */
MinesResult mines_place_no_guess(MinesBoard *b, uint32_t first);

#endif
