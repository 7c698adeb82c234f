/* anim_shape.h - the GIF frames of a polar, hexagonal or triangular maze
 * (shape.h): each cell's polygon filled with its palette index, the walls
 * over them, drawn by cairo without antialiasing so that every pixel is
 * one of the palette's colours, at the size of the maze's PNG
 * (shape_picture.h). Private to src/io (anim.c). */
#ifndef MAZE_IO_ANIM_SHAPE_H
#define MAZE_IO_ANIM_SHAPE_H

#include <stddef.h>
#include <stdint.h>

#include "maze/anim.h"

/* The frame of g at block_px: *w x *h pixels, a palette index each. */
void anim_shape_size(const Grid *g, int block_px, int *w, int *h);

/* Draws a frame of g into frame (anim_shape_size's w * h indices): cell i
 * filled with colors[i] (AnimColor), outside the maze ANIM_PASSAGE, the
 * walls ANIM_WALL, and when path is not NULL the answer through its
 * path_len cells in ANIM_PATH. Returns MAZE_OK or MAZE_ERR_NOMEM. */
MazeStatus anim_shape_frame(const Grid *g, int block_px, const uint8_t *colors,
                            const uint32_t *path, size_t path_len, uint8_t *frame);

#endif
