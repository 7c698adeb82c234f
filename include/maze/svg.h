/* svg.h - a finished maze as an SVG drawing, for printing worksheets.
 *
 * Coordinates: one cell is 10 units; the maze's corner lattice sits at
 * 10 * i + 5, so half a cell of white margin surrounds it and the viewBox
 * is "0 0 10W+10 10H+10". The width and height attributes are (W+1) and
 * (H+1) times the cell size in pixels; the drawing scales to any page.
 * Walls are one <path> of horizontal and vertical lines, each run of
 * collinear wall segments merged into one line, stroked black 2 units wide
 * (a fifth of a cell) with square caps so corners close. The entrance and
 * exit are gaps, as in textio.h. An optional solution is one <polyline>
 * through the cell centres (corners only), entering through the entrance
 * gap from the top edge and leaving through the exit gap to the bottom
 * edge, stroked in picture.h's red, 3 units wide, round joins. */
#ifndef MAZE_SVG_H
#define MAZE_SVG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/sheet.h"
#include "maze/status.h"

enum {
    SVG_CELL_PX = 16,       /* default pixels per cell (width attribute) */
    SVG_MAX_CELL_PX = 256   /* largest cell size */
};

typedef struct SvgOptions {
    int cell_px;            /* pixels per cell, 1..SVG_MAX_CELL_PX; 0: SVG_CELL_PX */
    const uint32_t *path;   /* solution cells (solve_path()), or NULL */
    size_t path_len;
    const char *title;      /* a <title> ("backtracker 15x10 seed 4"), or NULL */
} SvgOptions;

/* Writes g as SVG to f. Returns MAZE_OK; MAZE_ERR_ARG (nothing written) for
 * a cell size out of range or a path that leaves the grid or crosses a wall
 * (as picture_render); MAZE_ERR_IO when a write fails (errno tells more). */
MazeStatus svg_write(FILE *f, const Grid *g, const SvgOptions *opt);

/* svg_write to the file at path through outfile_save (atomic; mode says
 * what happens when it exists; the name used goes to used). */
MazeStatus svg_save(const char *path, OutfileMode mode, const Grid *g, const SvgOptions *opt,
                    char *used, size_t used_cap);

/* Writes g as the worksheet page s (sheet.h: laid out for g's size) to f:
 * the page's size in millimetres or inches, a viewBox in points, the title,
 * command, name and "Start"/"Finish" lines as <text> in DejaVu Sans, the
 * arrows as filled paths, and the maze as svg_write draws it, scaled into
 * place; path (path_len cells, or NULL) is the answer. Returns as
 * svg_write; MAZE_ERR_ARG also when s was laid out for another size. */
MazeStatus svg_write_page(FILE *f, const Grid *g, const SheetLayout *s, const uint32_t *path,
                          size_t path_len);

/* svg_write_page to the file at path through outfile_save (atomic). */
MazeStatus svg_save_page(const char *path, OutfileMode mode, const Grid *g, const SheetLayout *s,
                         const uint32_t *cells, size_t len);

#endif
