/* harness.h - helpers shared by the cmocka test programs. */
#ifndef MAZE_TEST_HARNESS_H
#define MAZE_TEST_HARNESS_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "maze/gen.h"

/* Builds a w x h maze with algo (variant) and seed, running to the end with
 * steps of `chunk` (SIZE_MAX: all at once). Fails the test on error. */
GenRun *test_generate(const GenAlgo *algo, int variant, int w, int h,
                      uint64_t seed, size_t chunk);

/* Builds a grid from '#' block text (rows separated by '\n'); fails the test
 * on malformed text. */
void test_grid_from_blocks(Grid *g, const char *text);

/* Minesweeper tests: the in-board neighbours of cell i on a w x h board, by
 * the tests' own walk (not the library's), into out; returns how many. */
int test_mines_around(int w, int h, uint32_t i, uint32_t out[8]);

#endif
