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

/* A cairo context on a new RGB24 surface of w x h pixels whose user space
 * is g's unit space at block_px (shape_picture_scale, the margin), or NULL
 * when cairo cannot make them (out of memory). Free with
 * shape_cairo_close. */
struct _cairo;
struct _cairo *shape_cairo_open(int block_px, int w, int h);
void shape_cairo_close(struct _cairo *cr);

/* The source colour c. */
void shape_cairo_color(struct _cairo *cr, PictureColor c);

/* Strokes g's walls (grid_walls) in the source colour, a fifth of a cell
 * wide and at least a pixel at block_px, with round ends. */
void shape_cairo_walls(struct _cairo *cr, const Grid *g, int block_px);

/* Strokes the solution through path (len cells) in picture_path's red,
 * three tenths of a cell wide. */
void shape_cairo_path(struct _cairo *cr, const Grid *g, const uint32_t *path, size_t len);

/* The pixel at (x, y) of cr's surface, 0xRRGGBB. */
uint32_t shape_cairo_pixel(struct _cairo *cr, int x, int y);

/* Draws g into pic (as picture_render; sizes already checked). Returns
 * MAZE_OK or MAZE_ERR_NOMEM. */
MazeStatus shape_picture_render(const Grid *g, int block_px, const uint32_t *path,
                                size_t path_len, const Picture *pic);

#endif
