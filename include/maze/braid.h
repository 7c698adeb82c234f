/* braid.h - loops on demand: a finished maze with a share of its dead ends
 * removed, each by opening one of its walls.
 *
 * A dead end is a cell with exactly one open passage. braid_apply takes the
 * dead ends in an order drawn from the seed's own stream (RNG_STREAM_BRAID,
 * so the maze the generator made is the same with or without a braid),
 * and opens one closed wall of each that is still a dead end, preferring a
 * wall to a neighbour that is itself a dead end (one wall then removes two,
 * and makes one loop where there would be two), until the share is gone.
 * Opening walls never makes a dead end, so the count only falls.
 *
 * The share: round(dead ends * percent / 100) of them, or one more when
 * the last wall opened joins two dead ends. At 100 % no dead end is left
 * except where none can be removed: a dead end with no closed wall to a
 * neighbour, which only the two end cells of a 1 x N or N x 1 maze are
 * (all their walls but one face outside). Pure C; the grid's marks and
 * ends are left as they are. */
#ifndef MAZE_BRAID_H
#define MAZE_BRAID_H

#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/status.h"

enum { BRAID_MAX = 100 };   /* percent */

/* What braid_apply did. */
typedef struct BraidResult {
    uint32_t dead_ends;     /* before */
    uint32_t target;        /* round(dead_ends * percent / 100) */
    uint32_t removed;       /* dead ends gone: target, one more, or fewer
                               only when the rest cannot be removed */
    uint32_t walls_opened;
} BraidResult;

/* Dead ends of g (cells of degree 1). */
uint32_t braid_dead_ends(const Grid *g);

/* Removes percent % (0..BRAID_MAX) of g's dead ends as above, from seed.
 * out (may be NULL) says what it did. Returns MAZE_OK; MAZE_ERR_ARG for a
 * percent out of range; MAZE_ERR_NOMEM (g unchanged). */
MazeStatus braid_apply(Grid *g, int percent, uint64_t seed, BraidResult *out);

/* "-braid50" for a file name or a label, "" for 0 %, into buf (cap bytes,
 * always terminated). */
void braid_tag(char *buf, size_t cap, int percent);

#endif
