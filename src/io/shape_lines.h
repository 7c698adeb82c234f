/* shape_lines.h - a maze of any shape as lines in its unit space
 * (shape.h), for the drawings of every grid but the plain square, which
 * keeps its corner lattice (lattice.h): svg.c, sheet_draw.c,
 * shape_picture.c and anim_shape.c draw walls with grid_walls and the
 * solution with these. Private to src/io. */
#ifndef MAZE_IO_SHAPE_LINES_H
#define MAZE_IO_SHAPE_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/shape.h"

/* The midpoint of side s of cell i, and the side's outward normal (unit
 * length, pointing away from the cell). */
void shape_side_mid(const Grid *g, uint32_t i, int s, ShapePoint *mid, ShapePoint *normal);

/* The opening of the entrance (exit false) or the exit in the outer wall:
 * its side's midpoint and outward normal. */
void shape_end(const Grid *g, bool exit, ShapePoint *mid, ShapePoint *normal);

/* One point of a line; `start` for the first of a line. */
typedef void (*ShapePointFn)(void *ctx, ShapePoint p, bool start);

/* The solution's line through path (len >= 1 cells, a walk): from half a
 * cell outside the entrance's opening when the path starts at the
 * entrance, through each cell's centre and the midpoint of each side it
 * crosses (so the line keeps inside the passages on every shape), to half
 * a cell beyond the exit's opening when it ends at the exit. */
void shape_path_points(const Grid *g, const uint32_t *path, size_t len, ShapePointFn point,
                       void *ctx);

/* Where a picture of g in its unit space starts: a margin of `margin`
 * units around the extent; *w, *h get the whole size in units. */
void shape_frame(const Grid *g, double margin, double *w, double *h);

#endif
