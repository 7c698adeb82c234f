/* shape_picture.h - the picture of a maze that is not square (shape.h:
 * polar, hexagonal, triangular), drawn by cairo: walls as segments, a
 * fifth of a cell wide with round ends, on white, the solution in
 * picture.h's red through the cells' centres. A cell (1 unit) is two
 * blocks of block_px pixels, as a square cell and its wall are, and half a
 * cell of white is left all round. Private to src/io (picture.c). */
#ifndef MAZE_IO_SHAPE_PICTURE_H
#define MAZE_IO_SHAPE_PICTURE_H

#include <stdbool.h>

#include "maze/picture.h"

/* True when g is drawn in blocks (the square, with a mask or not); false
 * for the shapes this file draws. */
bool picture_in_blocks(const Grid *g);

/* The size of g's picture at block_px, pixels (no limit checked). */
void shape_picture_size(const Grid *g, int block_px, long long *w, long long *h);

/* The pixels of one unit at block_px, and where unit (0, 0) lands: the
 * transform from g's unit space to its picture. */
double shape_picture_scale(int block_px);
double shape_picture_margin(void);

/* Draws g into pic (as picture_render; sizes already checked). Returns
 * MAZE_OK or MAZE_ERR_NOMEM. */
MazeStatus shape_picture_render(const Grid *g, int block_px, const uint32_t *path,
                                size_t path_len, const Picture *pic);

#endif
