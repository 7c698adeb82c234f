/* cli_shape.h - the grid a command's maze lies on: `--shape ID` and
 * `--mask FILE` with `--size WxH`, checked into a model grid (shape.h) the
 * runs are made like, with one line on standard error for every way they
 * can be wrong. */
#ifndef MAZE_CLI_SHAPE_H
#define MAZE_CLI_SHAPE_H

#include "maze/algo.h"
#include "maze/shape.h"

typedef struct CliShape {
    const Shape *shape;     /* NULL: the square */
    const char *mask;       /* --mask FILE, or NULL */
} CliShape;

/* Takes `--shape ID` (arg) into s. Returns CLI_OK, or CLI_USAGE having
 * named the valid shapes. */
int cli_shape_option(CliShape *s, const char *arg);

/* Makes *model the grid s names, w x h (0 x 0 with a mask: the mask's own
 * size): the shape, or the square with the mask file's cells off.
 * Returns CLI_OK (free model with grid_free), or CLI_USAGE having said
 * why (a shape size out of range, a mask with a shape, a mask that cannot
 * be read, is malformed or not connected, a missing size), or CLI_FAIL
 * (out of memory). */
int cli_shape_grid(const CliShape *s, int w, int h, Grid *model);

/* CLI_OK when algo runs on grids like model; else CLI_USAGE, having said
 * why (the algorithm's shape_note). */
int cli_shape_supports(const Algo *algo, const Grid *model);

/* The words for model's kind of grid in messages and titles: "square",
 * "masked square", "hex", "polar", "triangle". */
const char *cli_shape_word(const Grid *model);

/* Writes the shape options that make model again (" --shape hex",
 * " --mask FILE", or "" for the square) into buf (cap bytes). */
void cli_shape_args(const CliShape *s, char *buf, size_t cap);

#endif
