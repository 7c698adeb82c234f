/* actions.c - what the player does: click (open or chord) and flag. Each
 * action queues cells; mines_step opens them. */
#include "mines_util.h"

/* The index of x, y, or MINES_NONE off the board. */
static uint32_t mines_index(const MinesBoard *b, int x, int y)
{
    if (x < 0 || y < 0 || x >= b->w || y >= b->h)
        return MINES_NONE;
    return (uint32_t)y * (uint32_t)b->w + (uint32_t)x;
}

/* The common start of every action: finishes any cascade, then checks the
 * cell and the game. Returns true with *i set to go on; false with *why set
 * when the action does nothing. */
static bool mines_begin(MinesBoard *b, int x, int y, uint32_t *i, MinesResult *why)
{
    mines_finish(b);
    *i = mines_index(b, x, y);
    if (*i == MINES_NONE) {
        *why = MINES_NO_OFF_BOARD;
        return false;
    }
    if (b->game == MINES_WON || b->game == MINES_LOST) {
        *why = MINES_NO_GAME_OVER;
        return false;
    }
    return true;
}

/* Chording on open cell i: when its flagged neighbours equal its count,
 * queues the closed unflagged ones. */
static MinesResult mines_chord(MinesBoard *b, uint32_t i)
{
    uint32_t nb[8];
    int k = mines_neighbors(b, i, nb);
    int flags = 0;
    for (int j = 0; j < k; j++)
        flags += (b->cell[nb[j]] & MINES_FLAG) != 0;
    if (b->count[i] == 0 || flags != b->count[i])
        return MINES_NO_CHORD;
    MinesResult r = MINES_NO_CHORD;
    for (int j = 0; j < k; j++) {
        if (mines_can_queue(b, nb[j])) {
            mines_enqueue(b, nb[j]);
            r = MINES_QUEUED_CELLS;
        }
    }
    return r;
}

MinesResult mines_click(MinesBoard *b, int x, int y)
{
    uint32_t i;
    MinesResult why;
    if (!mines_begin(b, x, y, &i, &why))
        return why;
    if (b->cell[i] & MINES_FLAG)
        return MINES_NO_FLAGGED;
    if (b->cell[i] & MINES_OPEN)
        return mines_chord(b, i);
    if (b->game == MINES_READY && b->no_guess) {
        MinesResult placed = mines_place_no_guess(b, i);
        if (placed != MINES_QUEUED_CELLS)
            return placed;
    } else if (b->game == MINES_READY) {
        mines_place(b, i);
    }
    mines_enqueue(b, i);
    return MINES_QUEUED_CELLS;
}

MinesResult mines_flag(MinesBoard *b, int x, int y)
{
    uint32_t i;
    MinesResult why;
    if (!mines_begin(b, x, y, &i, &why))
        return why;
    if (b->cell[i] & MINES_OPEN)
        return MINES_NO_OPEN;
    bool on = !(b->cell[i] & MINES_FLAG);
    mines_set(b, i, MINES_FLAG, on);
    if (on)
        b->flags++;
    else
        b->flags--;
    return on ? MINES_FLAGGED : MINES_UNFLAGGED;
}

bool mines_set_no_guess(MinesBoard *b, bool on)
{
    if (b->game != MINES_READY)
        return false;
    b->no_guess = on;
    return true;
}
