/* probs.h - the pieces of mines_probabilities: the frontier split into
 * connected parts, the exact count, the approximation. Private to
 * src/mines/. */
#ifndef MAZE_MINES_PROBS_H
#define MAZE_MINES_PROBS_H

#include <stdbool.h>
#include <stdint.h>

#include "know.h"
#include "maze/mines_logic.h"

/* The frontier (closed cells next to an open number) in connected parts:
 * two cells are in one part when a number touches both. */
typedef struct MinesParts {
    uint32_t *cell;             /* the frontier, part by part; within a part in
                                   breadth-first order from its first cell */
    uint32_t *start;            /* part p is cell[start[p] .. start[p + 1]) */
    uint32_t parts;
    uint32_t frontier;          /* cells in all parts (start[parts]) */
    uint32_t largest;           /* cells in the largest part */
    uint8_t *in;                /* n entries: 1 on frontier cells */
} MinesParts;

/* mines_probabilities on what k knows: out->p allocated here; on an error
 * nothing is left allocated. MAZE_ERR_ARG when the flags contradict a
 * number or no arrangement fits. */
MazeStatus mines_probs_compute(const MinesKnow *k, MinesProbs *out);

/* Finds k's frontier parts. MAZE_ERR_NOMEM (pp freed) on failure. */
MazeStatus mines_probs_parts(const MinesKnow *k, MinesParts *pp);

/* Frees pp; a zeroed pp is fine. */
void mines_probs_parts_free(MinesParts *pp);

/* Exact probabilities into out->p (n entries, allocated by the caller, -1
 * where not closed), out->other, out->guess, out->certain. MAZE_OK with *exact true;
 * MAZE_OK with *exact false when a budget ran out (nothing set: the caller
 * approximates); MAZE_ERR_ARG when no arrangement fits; MAZE_ERR_NOMEM. */
MazeStatus mines_probs_exact(const MinesKnow *k, const MinesParts *pp, MinesProbs *out,
                             bool *exact);

/* Working copies of each number's need and closed count (n entries each,
 * copied from the MinesKnow), changed during a count and restored after. */
typedef struct MinesPartScratch {
    int8_t *need;
    uint8_t *open;
} MinesPartScratch;

/* Counts one part's arrangements (m cells, at most MINES_PROB_EXACT_CELLS):
 * ways[t] for t mines in the part (t from 0 to m), and
 * cell_ways[j * (m + 1) + t] of those with its j-th cell a mine, at most
 * `left` mines in all. Adds the steps taken to *steps; false when they pass
 * MINES_PROB_EXACT_STEPS. */
bool mines_probs_count_part(const MinesKnow *k, MinesPartScratch *x, const uint32_t *cell,
                            uint32_t m, long left, double *ways, double *cell_ways,
                            uint64_t *steps);

/* Approximate probabilities into out->p (n entries, allocated by the
 * caller, -1 where not closed) and out->other. */
void mines_probs_approx(const MinesKnow *k, const MinesParts *pp, MinesProbs *out);

/* Log of the binomial coefficient C(n, r), 0 <= r <= n. */
double mines_probs_log_choose(long n, long r);

#endif
