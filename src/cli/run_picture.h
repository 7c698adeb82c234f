/* run_picture.h - a run's maze at one step as text, for a handout: the
 * text writer's ASCII maze (textio.h) with its column numbers above and
 * its row numbers beside it, so that a cell a sentence names, "(3,4)", can
 * be found, and a sign in each cell for what the run shows there. Private
 * to src/cli. */
#ifndef MAZE_CLI_RUN_PICTURE_H
#define MAZE_CLI_RUN_PICTURE_H

#include <stdio.h>

#include "maze/algo.h"

/* What the signs mean for run's kind of algorithm, one line (static). */
const char *run_picture_legend(const Run *run);

/* Writes run's maze as it is now to out. Returns MAZE_OK, MAZE_ERR_NOMEM,
 * or MAZE_ERR_IO when a write failed. */
MazeStatus run_picture_print(FILE *out, const Run *run);

#endif
