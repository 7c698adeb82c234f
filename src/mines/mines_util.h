/* mines_util.h - helpers shared by the Minesweeper files: the 8-neighbour
 * walk, bit changes that report the cell, and the queue. Private to
 * src/mines/. */
#ifndef MAZE_MINES_UTIL_H
#define MAZE_MINES_UTIL_H

#include "maze/mines.h"

/* Writes the in-board neighbours of cell i (up to 8, row-major order) to out
 * and returns how many. */
static inline int mines_neighbors(const MinesBoard *b, uint32_t i, uint32_t out[8])
{
    int x = (int)(i % (uint32_t)b->w), y = (int)(i / (uint32_t)b->w);
    int k = 0;
    for (int dy = -1; dy <= 1; dy++) {
        int ny = y + dy;
        if (ny < 0 || ny >= b->h)
            continue;
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx;
            if ((dx == 0 && dy == 0) || nx < 0 || nx >= b->w)
                continue;
            out[k++] = (uint32_t)ny * (uint32_t)b->w + (uint32_t)nx;
        }
    }
    return k;
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

#endif
