/* explain.h - one sentence for one step: turns the facts of a StepReport
 * into words with coordinates and the numbers that matter, e.g.
 *     "Carved east from (3,4) to (4,4): 2 unvisited neighbours, one picked
 *      at random"
 *     "Wall between (5,1) and (5,2) removed: joins set 12 (7 cells) and set
 *      30 (1 cell)"
 * Coordinates are (x,y), column then row, from (0,0) at the top left, as
 * everywhere in Mazelab. Pure C, no allocation: a viewer calls it and draws
 * the string. */
#ifndef MAZE_EXPLAIN_H
#define MAZE_EXPLAIN_H

#include <stddef.h>

#include "maze/step.h"

/* Writes the sentence for report r, whose cells are on a grid (or board)
 * `w` cells wide, into buf (cap bytes; truncated, always terminated when
 * cap > 0). EV_NONE gives "". Returns the length the full sentence has (as
 * snprintf), so a return >= cap means it was cut. */
int explain_step(const StepReport *r, int w, char *buf, size_t cap);

/* "north", "east", "south", "west" for a Dir value, "?" otherwise. */
const char *explain_dir(int d);

#endif
