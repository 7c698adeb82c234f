/* mines_layout.h - where the Minesweeper board goes in the window: a header
 * strip for the mine counter and the timer, then the cells in a frame; the
 * cells placed by a ZoomPlace (ui/zoom.h) at a whole number of pixels a
 * cell (the tiles are painted per size), the fit the largest that fits
 * (capped), centred; and the one mapping from window pixels to cells.
 * SDL-free. */
#ifndef MAZE_APP_MINES_LAYOUT_H
#define MAZE_APP_MINES_LAYOUT_H

#include <stdbool.h>

#include "ui/ui.h"
#include "ui/zoom.h"

typedef struct MinesLayout {
    int x, y;           /* top-left corner of cell 0,0, pixels (may be off screen, zoomed) */
    int cell;           /* side of a cell, pixels (at least 1) */
    int cols, rows;     /* board size, cells */
    int frame;          /* frame width around the cells, pixels */
    UiRect view;        /* the cells' pixels on screen (the frame goes round it) */
    UiRect header;      /* the strip above the frame: counter, state, timer */
} MinesLayout;

/* The room for the cells in area: below a header of header_h pixels and
 * inside a frame of `frame` pixels. */
UiRect mines_layout_room(UiRect area, int header_h, int frame);

/* How the cells may be scaled: whole pixels from 1, the fit up to max_cell,
 * the wheel up to about three times that. */
ZoomLimits mines_layout_limits(int max_cell);

/* The layout of cells placed at p (in mines_layout_room's room): the frame
 * round what shows, the header just above it. */
MinesLayout mines_layout_at(const ZoomPlace *p, int header_h, int frame);

/* Lays out a cols x rows board in area, not zoomed: a header of header_h
 * pixels, then the cells in a frame of `frame` pixels, with the largest
 * cell side from 1 to max_cell at which the whole fits; centred both ways. */
MinesLayout mines_layout_fit(UiRect area, int cols, int rows, int max_cell, int header_h, int frame);

/* The cell under pixel px, py: true with *cx (column) and *cy (row) set;
 * false off the cells on screen (on the frame, the header, or outside). */
bool mines_layout_hit(const MinesLayout *l, int px, int py, int *cx, int *cy);

/* The pixels of cell cx, cy (may reach outside the view when zoomed). */
UiRect mines_layout_cell(const MinesLayout *l, int cx, int cy);

/* The pixels of all the cells (without the frame; may reach outside the view). */
UiRect mines_layout_cells(const MinesLayout *l);

#endif
