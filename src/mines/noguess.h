/* noguess.h - the no-guess generator's state, shared by its loop
 * (noguess.c) and its mine moves (perturb.c). Private to src/mines/. */
#ifndef MAZE_MINES_NOGUESS_H
#define MAZE_MINES_NOGUESS_H

#include <stdbool.h>
#include <stdint.h>

#include "fix.h"
#include "maze/mines.h"

typedef struct MinesNoGuess {
    MinesBoard *b;              /* size, mine count and random state */
    uint32_t first;             /* the first click */
    uint8_t *mine;              /* n entries: the layout being made */
    uint8_t *count;             /* n entries: its numbers */
    MinesFix fix;                    /* the rules' progress on it */
    uint32_t *pool;             /* n entries of scratch: candidates */
    uint32_t *list;             /* n entries of scratch: a set of cells */
    uint8_t *mark;              /* n entries, all 0 between uses */
    uint32_t moved;             /* mines moved so far */
} MinesNoGuess;

/* Moves mines so that the rules can go on where g->fix is stuck: the closed
 * cells of a random open number are all emptied or all filled, whichever
 * moves fewer mines, swapping with closed cells elsewhere (first those off
 * the frontier), so everything known stays true and the solver resumes.
 * When no closed cell elsewhere can take part, open cells and known mines
 * do, and the solver starts again from the first click. False when no move
 * is possible. */
bool mines_perturb(MinesNoGuess *g);

/* Moves the mine at `from` to the empty cell `to` (neither in the safe
 * zone), keeping the numbers and what the solver knows of them right. */
void mines_noguess_move(MinesNoGuess *g, uint32_t from, uint32_t to);

#endif
