/* json.h - a maze of any shape as JSON (gen --format json), for other
 * programs to read: every cell with its neighbours, open or not, and the
 * open passages, with the geometry to draw it.
 *
 *   {"format":"mazelab-maze","version":1,
 *    "shape":"hex","width":W,"height":H,     (polar: H rings, W = H)
 *    "algo":"wilson","variant":null,"seed":7, (null when not given)
 *    "cell_count":N,"extent":[w,h],          (the unit space, shape.h)
 *    "entrance":{"cell":0,"side":0},"exit":{"cell":N-1,"side":3},
 *    "cells":[
 *     {"id":0,"col":0,"row":0,"on":true,"centre":[x,y],
 *      "corners":[[x,y],...],
 *      "sides":[{"name":"north","to":null,"open":false},
 *               {"name":"north-east","to":5,"open":true},...]},
 *     ...],
 *    "passages":[[0,5],...]}
 *
 * Cells are listed by id (0 .. N-1, the library's index: row by row, polar
 * ring by ring from the centre); col and row are the shape's coordinates
 * (polar: the cell's place in its ring and the ring). A cell's sides come
 * clockwise, side k from corner k to corner k + 1; "to" is the cell beyond
 * (null on the outer boundary or beside a cell a mask switches off) and
 * "open" whether a passage joins them. Cells off ("on": false) have no
 * neighbours. "passages" lists every open passage once, [a, b] with a < b,
 * in order of a, then b. Numbers of the geometry have 4 decimals; the
 * entrance's and exit's sides are openings in the outer wall, not
 * passages. */
#ifndef MAZE_JSON_H
#define MAZE_JSON_H

#include <stdint.h>
#include <stdio.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/status.h"

/* What made the maze, for the record (fields NULL: written as null). */
typedef struct JsonMazeInfo {
    const char *algo;       /* "wilson" */
    const char *variant;    /* "cell", or NULL */
    const uint64_t *seed;   /* NULL: not known */
} JsonMazeInfo;

/* Writes g as JSON (above) to f; info may be NULL. Returns MAZE_OK or
 * MAZE_ERR_IO when a write fails (errno tells more). */
MazeStatus json_write(FILE *f, const Grid *g, const JsonMazeInfo *info);

/* json_write to the file at path through outfile_save (atomic; mode says
 * what happens when it exists). */
MazeStatus json_save(const char *path, OutfileMode mode, const Grid *g, const JsonMazeInfo *info);

#endif
