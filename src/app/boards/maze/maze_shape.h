/* maze_shape.h - the maze board's shape: the grid every run (pane 0's and
 * each compare pane's) is made like, from the settings' shape (square,
 * polar, hexagonal, triangular) or mask file (shape.h, mask.h). SDL-free. */
#ifndef MAZE_APP_MAZE_SHAPE_H
#define MAZE_APP_MAZE_SHAPE_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/maze/maze_state.h"
#include "maze/shape.h"

enum {
    MAZE_SHAPE_WHY_MAX = 320,   /* room for maze_shape_run's reason */
    /* The most cells of a grid other than the plain square the window
     * makes: its picture keeps each cell's polygon (render_shape.h), and a
     * disc of the panel's largest height, 300 rings, has 272347 cells. */
    MAZE_SHAPE_MAX_CELLS = 300000
};

/* A run of generator algo (variant) on the board's shape at w x h (polar:
 * h rings), seeded with seed; the plain square exactly as gen_run_new
 * makes it. Returns NULL with why (cap bytes, MAZE_SHAPE_WHY_MAX is
 * enough) saying in one sentence what is wrong: a bad size, more than
 * MAZE_SHAPE_MAX_CELLS cells, an unreadable mask, an algorithm that does
 * not run on the shape and why. */
GenRun *maze_shape_run(const MazeSettings *set, const GenAlgo *algo, int variant, uint64_t seed,
                       char *why, size_t cap);

/* True when the mask file at path makes a maze (readable, at least two
 * cells on, connected), else false with why (cap bytes): "mask 'x.png':
 * the cells on are not connected: ...". Reads the whole file. */
bool maze_shape_mask_ok(const char *path, char *why, size_t cap);

/* The SHAPES_* bit (shape.h) a generator needs to run on the board's
 * shape: the settings' shape, or SHAPES_MASKED with a mask. */
unsigned maze_shape_bit(const MazeSettings *set);

/* Why solver algo cannot run on grid g, in one sentence (cap bytes), or
 * false when it can. */
bool maze_shape_refuses(const Algo *algo, const Grid *g, char *why, size_t cap);

/* The options that make the board's grid again on the command line
 * (" --shape hex", " --mask FILE"), or "" for the plain square. */
void maze_shape_args(const MazeSettings *set, char *buf, size_t cap);

/* How the status line names the size of g: "30x20", "20 rings". */
void maze_shape_size_words(const Grid *g, char *buf, size_t cap);

#endif
