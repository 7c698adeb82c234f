/* harness.h - helpers shared by the cmocka test programs. */
#ifndef MAZE_TEST_HARNESS_H
#define MAZE_TEST_HARNESS_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "maze/gen.h"
#include "maze/solve.h"

/* Builds a w x h maze with algo (variant) and seed, running to the end with
 * steps of `chunk` (SIZE_MAX: all at once). Fails the test on error. */
GenRun *test_generate(const GenAlgo *algo, int variant, int w, int h,
                      uint64_t seed, size_t chunk);

/* Builds a grid from '#' block text (rows separated by '\n'); fails the test
 * on malformed text. */
void test_grid_from_blocks(Grid *g, const char *text);

/* The cheapest cost from cell `from` to every cell of g (UINT32_MAX:
 * unreachable), entering a cell costing cost[cell] (1 when cost is NULL),
 * by a plain O(n^2) Dijkstra of the tests' own: an array of g->n to free
 * with free(). */
uint32_t *test_cheapest(const Grid *g, const uint8_t *cost, uint32_t from);

/* An open 5x5 room with a pillar filling the centre cell (block text,
 * test_grid_from_blocks): a wall follower beside the pillar circles it. */
extern const char test_pillar_room[];

/* The verdict solver a gives when the goal cannot be reached: a search
 * (and Trémaux, and dead-end filling) knows there is no path; the wall
 * follower finds itself walking in circles; Pledge and the random mouse
 * cannot tell, and give up at their move limit. */
SolveVerdict test_unreachable_verdict(const SolveAlgo *a);

/* Minesweeper tests: the in-board neighbours of cell i on a w x h board, by
 * the tests' own walk (not the library's), into out; returns how many. */
int test_mines_around(int w, int h, uint32_t i, uint32_t out[8]);

#endif
