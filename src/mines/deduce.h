/* deduce.h - the three deduction rules of mines_logic.h, each tried on
 * given numbers of a MinesKnow. A rule that applies fills a MinesDeduction
 * and returns true; nothing is changed. Private to src/mines/. */
#ifndef MAZE_MINES_DEDUCE_H
#define MAZE_MINES_DEDUCE_H

#include <stdbool.h>
#include <stdint.h>

#include "know.h"
#include "maze/mines_logic.h"

/* Rule (a) on open number a. */
bool mines_deduce_count(const MinesKnow *k, uint32_t a, MinesDeduction *d);

/* Rule (b) on open numbers a and b (either order gives the same answer). */
bool mines_deduce_pair(const MinesKnow *k, uint32_t a, uint32_t b, MinesDeduction *d);

/* Rule (b) between a and each number within two cells of it (the only
 * ones whose closed cells can overlap a's), in cell order; with
 * later_only, only those after a in cell order. */
bool mines_deduce_pair_near(const MinesKnow *k, uint32_t a, bool later_only, MinesDeduction *d);

/* Scratch for rule (c), sized for one board. */
typedef struct MinesLeft {
    uint32_t *clues;            /* the numbers that touch closed cells */
    uint8_t *taken;             /* cells covered by the numbers chosen so far */
    uint32_t count;             /* entries of clues[] */
    uint8_t *max_need;          /* max_need[j]: the largest need in clues[j..] */
    uint8_t *max_free;          /* ... the largest closed - need in clues[j..] */
    uint64_t nodes;             /* sets of numbers tried in this search */
} MinesLeft;

/* The most sets of numbers one search of rule (c) tries: a bound on its
 * time. Far more than a real board needs: with the sums bounded from above,
 * the search ends at its first level on all but the last few closed cells. */
enum { MINES_LEFT_NODES = 1 << 17 };

/* Allocates s for n cells. MAZE_ERR_NOMEM (s freed) on failure. */
MazeStatus mines_deduce_left_init(MinesLeft *s, uint32_t n);

/* Frees s's arrays; a zeroed s is fine. */
void mines_deduce_left_free(MinesLeft *s);

/* Rule (c): the mines left, with no number, then with sets of up to
 * MINES_DEDUCTION_CLUES numbers whose closed cells are disjoint, searched
 * depth first over the numbers in cell order. */
bool mines_deduce_left(const MinesKnow *k, MinesLeft *s, MinesDeduction *d);

/* The next deduction in the order of mines_logic.h: rule (a) on every
 * number in cell order, then (b) on every pair, then (c). k must not
 * contradict itself (mines_know_contradicts). */
bool mines_deduce_next(const MinesKnow *k, MinesLeft *s, MinesDeduction *d);

/* What mines_next_deduction and mines_hint share: b's knowledge and the
 * scratch for rule (c). */
typedef struct MinesScratch {
    MinesKnow know;
    MinesLeft left;
} MinesScratch;

/* Allocates x for b's size and fills x->know from what b shows. */
MazeStatus mines_deduce_scratch_init(MinesScratch *x, const MinesBoard *b);

/* Frees x; a zeroed x is fine. */
void mines_deduce_scratch_free(MinesScratch *x);

#endif
