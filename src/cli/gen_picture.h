/* gen_picture.h - `mazelab gen --format png|svg`: the maze as a picture,
 * with or without its solution. Private to src/cli. */
#ifndef MAZE_CLI_GEN_PICTURE_H
#define MAZE_CLI_GEN_PICTURE_H

#include <stdbool.h>

#include "maze/gen.h"

/* True when format is a picture format ("png", "svg"). */
bool gen_picture_format(const char *format);

/* Checks before generating that a maze on a grid like model drawn at
 * cell_px fits the limits of picture.h (the same for png and svg), and
 * that png has a path and an encoder.
 * Returns CLI_OK, or CLI_USAGE / CLI_FAIL having said why. */
int gen_picture_check(const char *format, const char *path, const Grid *model, int cell_px);

/* Writes run's finished maze as format to path (stdout for svg when NULL),
 * cell_px pixels a block (svg: the same size, 2 * cell_px a cell), with the
 * shortest path (BFS) drawn when solution. Returns an exit status. */
int gen_picture_write(const GenRun *run, const char *format, const char *path, bool force,
                      int cell_px, bool solution);

/* The same for a maze braided by braid percent (the svg's title says so). */
int gen_picture_write_braided(const GenRun *run, const char *format, const char *path,
                              bool force, int cell_px, bool solution, int braid);

#endif
