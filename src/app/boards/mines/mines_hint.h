/* mines_hint.h - the deduction engine on the board: the hint (? or the
 * panel's Hint) and what the board draws of it. A hint shows the next
 * deduction (the numbers it uses outlined, the cells it decides marked
 * safe or mine) with its sentence, or, when no rule applies, each closed
 * cell's chance of a mine next to the numbers, and says a guess is forced;
 * it stays until the board changes. While the engine plays the board
 * (mines_teach.h), the board shows its last deduction the same way.
 * SDL-free. */
#ifndef MAZE_APP_MINES_HINT_H
#define MAZE_APP_MINES_HINT_H

#include <stdbool.h>
#include <stdint.h>

#include "boards/mines/mines_state.h"

/* Works out the hint for the board as shown and puts it on show, its
 * sentence in the status line; on a board with nothing to work out (no
 * click yet, a game over, a flood fill under way) says so instead. */
void mines_hint_show(App *app);

/* Takes the hint off show (the board is about to change). */
void mines_hint_clear(App *app);

/* What the board shows of the engine: a deduction (its numbers outlined,
 * its cells marked), the odds, or a number whose flags cannot all be
 * right. */
typedef struct MinesLogicShown {
    const MinesDeduction *deduction;    /* NULL: none */
    const MinesProbs *probs;            /* NULL: none */
    uint32_t clue;                      /* a contradicted number, or MINES_NONE */
} MinesLogicShown;

/* Fills *out with what the board shows now: the hint on show, else the
 * solver's last deduction; false when there is neither. */
bool mines_hint_logic(const App *app, MinesLogicShown *out);

/* The hint on show, for the teaching strip: its sentence and the line of
 * mines_solve_pseudocode it stands at; false when none is shown. */
bool mines_hint_note(const App *app, const char **text, int *line);

/* True when cell i is closed and next to an open number (where the odds
 * are drawn). */
bool mines_hint_frontier(const MinesBoard *b, uint32_t i);

#endif
