/* svg.h - a finished maze as an SVG drawing, for printing worksheets.
 *
 * Coordinates: the same (2W+1) x (2H+1) blocks as the PNG (picture.h), a
 * block 10 units, a cell two blocks (its passage and one wall): the maze's
 * corner lattice sits at the centre of the wall blocks, 20 * i + 5, and the
 * viewBox is "0 0 20W+10 20H+10". The width and height attributes are
 * those of the PNG at the same block size, (2W+1) and (2H+1) times
 * cell_px / 2 pixels, with the PNG's size limits; the drawing scales to any
 * page. Walls are one <path> of horizontal and vertical lines, each run of
 * collinear wall segments merged into one line, stroked black 4 units wide
 * (a fifth of a cell) with square caps so corners close. The openings of
 * the start and the goal are gaps, as in textio.h. An optional solution is
 * one <polyline> through the cell centres (corners only), entering through
 * the start's gap from half a cell outside the lattice and leaving through
 * the goal's gap to half a cell outside it (beyond the viewBox's edge, where
 * it is clipped),
 * stroked in picture.h's red, 6 units wide, round joins. */
#ifndef MAZE_SVG_H
#define MAZE_SVG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/picture.h"
#include "maze/sheet.h"
#include "maze/status.h"

enum {
    SVG_CELL_PX = 2 * PICTURE_BLOCK_PX,         /* default pixels per cell */
    SVG_MAX_CELL_PX = 2 * PICTURE_MAX_BLOCK_PX  /* largest cell size */
};

typedef struct SvgOptions {
    int cell_px;            /* pixels per cell (two PNG blocks): even, 2..SVG_MAX_CELL_PX;
                             * 0: SVG_CELL_PX */
    const uint32_t *path;   /* solution cells (solve_path()), or NULL */
    size_t path_len;
    const char *title;      /* a <title> ("backtracker 15x10 seed 4"), or NULL */
} SvgOptions;

/* The width and height attributes of g's SVG at cell_px (0: SVG_CELL_PX)
 * in *w_px, *h_px: the PNG's at cell_px / 2 a block. Only g->w and g->h are
 * read. Returns MAZE_OK; MAZE_ERR_ARG when cell_px is odd or out of range,
 * or the picture breaks picture_measure's limits, with a sentence saying
 * which in why (why_cap bytes, PICTURE_WHY_MAX is enough; may be NULL). */
MazeStatus svg_measure(const Grid *g, int cell_px, long *w_px, long *h_px, char *why,
                       size_t why_cap);

/* Writes g as SVG to f. Returns MAZE_OK; MAZE_ERR_ARG (nothing written) when
 * svg_measure refuses the size, or for a path that leaves the grid or
 * crosses a wall (as picture_render); MAZE_ERR_IO when a write fails (errno
 * tells more). */
MazeStatus svg_write(FILE *f, const Grid *g, const SvgOptions *opt);

/* svg_write to the file at path through outfile_save (atomic; mode says
 * what happens when it exists; the name used goes to used). */
MazeStatus svg_save(const char *path, OutfileMode mode, const Grid *g, const SvgOptions *opt,
                    char *used, size_t used_cap);

/* Writes job (sheet.h: its layout's mazes, their answers; its fonts are
 * not used) as a worksheet page to f: the page's size in millimetres or
 * inches, a viewBox in points, the title, command, name, captions and
 * "Start"/"Finish" lines as <text> in DejaVu Sans, the arrows as filled
 * paths, and each maze as svg_write draws it, scaled into place, with its
 * answer when it has one. Returns as svg_write; MAZE_ERR_ARG also when a
 * grid is not of its place's size or a path is not a walk. */
MazeStatus svg_write_page(FILE *f, const SheetJob *job);

#endif
