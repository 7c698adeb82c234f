/* lattice.h - a maze as lines, for the vector drawings (svg.c, sheet.c).
 * Private to src/io.
 *
 * Lattice point (i, j), 0 <= i <= W, 0 <= j <= H, is the corner left of
 * cell column i and above cell row j. Walls are segments between lattice
 * points; each run of collinear wall segments is reported as one line, the
 * horizontal lattice rows top to bottom first, then the vertical columns
 * left to right, with the openings of the ends left open. A path is
 * reported as the corners of a line through the cell centres, in half-cell
 * units from lattice point (0, 0): cell (x, y)'s centre is (2x+1, 2y+1);
 * the line enters through the start's opening when the path starts there
 * (from (1, -1) above the top-left entrance) and leaves through the goal's
 * when it ends there (to (2W-1, 2H+1) below the bottom-right exit). */
#ifndef MAZE_IO_LATTICE_H
#define MAZE_IO_LATTICE_H

#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"

/* One wall line from lattice point (x0, y0) to (x1, y1): y0 == y1 for a
 * horizontal line (x0 < x1), else x0 == x1 (y0 < y1). */
typedef void (*LatticeLineFn)(void *ctx, int x0, int y0, int x1, int y1);

/* Reports every wall run of g to line, in the order above. */
void lattice_walls(const Grid *g, LatticeLineFn line, void *ctx);

/* One corner of the path line, in half-cell units. */
typedef void (*LatticePointFn)(void *ctx, long x, long y);

/* Reports the path's first point, each point where it turns, and its last
 * point (a point where it goes straight on is left out). path is len >= 1
 * cells, a walk (grid_walk_ok). */
void lattice_path(const Grid *g, const uint32_t *path, size_t len, LatticePointFn point,
                  void *ctx);

#endif
