/* harness.h - helpers shared by the cmocka test programs. */
#ifndef MAZE_TEST_HARNESS_H
#define MAZE_TEST_HARNESS_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "maze/gen.h"
#include "maze/solve.h"

/* Builds a w x h maze with algo (variant) and seed, running to the end with
 * steps of `chunk` (SIZE_MAX: all at once). Fails the test on error. */
GenRun *test_generate(const GenAlgo *algo, int variant, int w, int h,
                      uint64_t seed, size_t chunk);

/* The text stream f holds, from its start to where it is now
 * (NUL-terminated; free it with free()). Fails the test on error. */
char *test_slurp(FILE *f);

/* Builds a grid from '#' block text (rows separated by '\n'); fails the test
 * on malformed text. */
void test_grid_from_blocks(Grid *g, const char *text);

/* A maze size, cells. */
typedef struct TestSize { int w, h; } TestSize;

/* Calls fn(run, ctx) on a fresh run of every solver in the table, on mazes
 * of several generators (perfect ones, and the rooms variant's loops) of
 * each of the count sizes and seeds 0 to seeds - 1: from the entrance on
 * even seeds, from a cell the seed picks on odd ones, facing a side the
 * seed picks; braided (60 %) on seeds 1, 4, 7, ..., the goal a cell inside
 * on seeds 2, 7, 12, ..., 30 % mud on odd seeds; the solver seeded by the
 * seed, walkers held to 8 moves a cell. fn may step the run; the caller
 * frees nothing. */
void test_each_solver_run(const TestSize *sizes, int count, uint64_t seeds,
                          void (*fn)(SolveRun *run, void *ctx), void *ctx);

/* Labels the connected components of g's passages (any shape): comp[i]
 * (n entries) is the smallest cell of i's component. Written apart from the library, for
 * tests that check what it says about sets. */
void test_components(const Grid *g, uint32_t *comp);

/* Breadth-first distances from cell `from` over g's open passages (any
 * shape) into
 * dist (n entries; UINT32_MAX: unreached), written apart from the
 * library's solvers. */
void test_distances(const Grid *g, uint32_t from, uint32_t *dist);

/* A generator variant, the state of a test run per variant. */
typedef struct TestCase { const GenAlgo *algo; int variant; } TestCase;

/* A kind of test run once per generator variant (its state a TestCase). */
typedef struct TestKind { const char *what; CMUnitTestFunction fn; } TestKind;

/* Runs group `group`: each of the kinds on every variant of every
 * generator in the table, named "ID[:VARIANT]_WHAT". Returns the failures. */
int test_run_per_variant(const char *group, const TestKind *kinds, size_t kind_count);

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
