/* weights.h - what crossing each cell costs, for the solvers that weigh
 * (ALGO_WEIGHTED: Dijkstra, A*): a byte per cell, the cost of entering it.
 * Plain cells cost 1; "mud" costs WEIGHT_MUD, so a path round a patch of
 * mud can be cheaper than one through it, which a search that counts
 * moves (bfs) cannot see. A weight map is the caller's: a solver borrows
 * it (solve_set_costs) and never changes it. */
#ifndef MAZE_WEIGHTS_H
#define MAZE_WEIGHTS_H

#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/status.h"

enum {
    WEIGHT_PLAIN = 1,   /* the cost of an ordinary cell */
    WEIGHT_MUD = 5,     /* the cost of a mud cell */
    WEIGHT_MUD_MAX = 100    /* percent */
};

/* A new weight map for g, every cell WEIGHT_PLAIN: g->n bytes to free with
 * mem_free, or NULL when out of memory. */
uint8_t *weights_new(const Grid *g);

/* Makes exactly round(n * percent / 100) cells of the map (n cells) mud
 * and the others plain, which ones drawn from the seed's own stream
 * (RNG_STREAM_MUD: the maze made from the same seed is unchanged).
 * Returns MAZE_OK, or MAZE_ERR_ARG for a percent outside 0..100 (the map
 * unchanged). */
MazeStatus weights_scatter_mud(uint8_t *cost, uint32_t n, int percent, uint64_t seed);

/* Mud cells in the map. */
uint32_t weights_mud_count(const uint8_t *cost, uint32_t n);

/* The cost of walking path (len cells, the first the start): the sum of
 * the costs of every cell after the first; len - 1 (moves) when cost is
 * NULL, 0 for an empty path. */
uint64_t weights_path_cost(const uint8_t *cost, const uint32_t *path, size_t len);

#endif
