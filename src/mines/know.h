/* know.h - what is known about a Minesweeper board: which cells are open
 * (with the number each shows), which are known mines, which are still
 * closed; for each open number its need (mines still missing around it) and
 * how many closed cells it touches. The deduction rules, the probabilities
 * and the no-guess generator all read this, never the board's MINE bits.
 * Private to src/mines/. */
#ifndef MAZE_MINES_KNOW_H
#define MAZE_MINES_KNOW_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/mines.h"
#include "maze/mines_logic.h"
#include "maze/status.h"

enum {
    MINES_KNOW_CLOSED = 0,
    MINES_KNOW_OPEN,
    MINES_KNOW_MINE                   /* a flag, or a deduced mine */
};

typedef struct MinesKnow {
    int w, h;
    uint32_t n;
    long mines;                 /* mines on the board */
    uint8_t *state;             /* n entries: KNOW_ */
    uint8_t *shown;             /* open cells: the number shown, 0..8 */
    int8_t *need;               /* open cells: shown - known mines around
                                   (negative when flags are wrong) */
    uint8_t *closed;            /* open cells: closed neighbours */
    uint32_t closed_total;      /* closed cells on the board */
    uint32_t open_total;        /* open cells */
    uint32_t mine_total;        /* known mines */
    uint32_t clue_total;        /* open cells touching a closed cell */
} MinesKnow;

/* Allocates k for a w x h board with `mines` mines, every cell closed.
 * MAZE_ERR_NOMEM (k freed) on failure. */
MazeStatus mines_know_init(MinesKnow *k, int w, int h, long mines);

/* Frees k's arrays; a zeroed k is fine. */
void mines_know_free(MinesKnow *k);

/* Makes every cell closed again. */
void mines_know_clear(MinesKnow *k);

/* Sets k from what b shows: its open cells and numbers, its flags as mines.
 * k must have b's size. */
void mines_know_from_board(MinesKnow *k, const MinesBoard *b);

/* Opens closed cell i, showing `shown`. */
void mines_know_open(MinesKnow *k, uint32_t i, int shown);

/* Marks closed cell i as a mine. */
void mines_know_mark_mine(MinesKnow *k, uint32_t i);

/* Makes known cell i (open or a mine) closed again: the no-guess generator
 * moved a mine to or from it. */
void mines_know_forget(MinesKnow *k, uint32_t i);

/* Changes the number open cell i shows (the no-guess generator moved a mine
 * next to it). */
void mines_know_set_shown(MinesKnow *k, uint32_t i, int shown);

/* Mines left: mines minus known mines (negative with too many flags). */
static inline long mines_know_mines_left(const MinesKnow *k)
{
    return k->mines - (long)k->mine_total;
}

/* True when i is an open number that still touches a closed cell: the only
 * cells the rules start from. */
static inline bool mines_know_is_clue(const MinesKnow *k, uint32_t i)
{
    return k->state[i] == MINES_KNOW_OPEN && k->closed[i] > 0;
}

/* Writes the in-board neighbours of i (row-major order) to out; returns how
 * many. */
int mines_know_neighbors(const MinesKnow *k, uint32_t i, uint32_t out[8]);

/* Writes i's closed neighbours (row-major order) to out; returns how many. */
int mines_know_closed_around(const MinesKnow *k, uint32_t i, uint32_t out[8]);

/* True when cells i and j are neighbours or the same (Chebyshev distance
 * at most 1). */
bool mines_know_touch(const MinesKnow *k, uint32_t i, uint32_t j);

/* True when the flags cannot all be right: there are more flags than mines
 * (*clue MINES_NONE), or an open number touches more flags than it shows
 * (*clue the first such). The numbers come from the mines, so nothing else
 * can be wrong: a number never needs more mines than it has closed cells,
 * and the mines left never outnumber the closed cells. */
bool mines_know_contradicts(const MinesKnow *k, uint32_t *clue);

#endif
