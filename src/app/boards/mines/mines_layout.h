/* mines_layout.h - where the Minesweeper board goes in the window: the
 * largest whole-pixel cell that fits (capped), a header strip above the
 * board for the mine counter and the timer, a frame around it, all centred;
 * and the one mapping from window pixels to cells. SDL-free. */
#ifndef MAZE_APP_MINES_LAYOUT_H
#define MAZE_APP_MINES_LAYOUT_H

#include <stdbool.h>

#include "ui/ui.h"

typedef struct MinesLayout {
    int x, y;           /* top-left corner of cell 0,0, pixels */
    int cell;           /* side of a cell, pixels (at least 1) */
    int cols, rows;     /* board size, cells */
    int frame;          /* frame width around the cells, pixels */
    UiRect header;      /* the strip above the frame: counter, state, timer */
} MinesLayout;

/* Lays out a cols x rows board in area: a header of header_h pixels, then
 * the cells in a frame of `frame` pixels, with the largest cell side from 1
 * to max_cell at which the whole fits; centred both ways. */
MinesLayout mines_layout_fit(UiRect area, int cols, int rows, int max_cell, int header_h, int frame);

/* The cell under pixel px, py: true with *cx (column) and *cy (row) set;
 * false off the cells (on the frame, the header, or outside). */
bool mines_layout_hit(const MinesLayout *l, int px, int py, int *cx, int *cy);

/* The pixels of cell cx, cy. */
UiRect mines_layout_cell(const MinesLayout *l, int cx, int cy);

/* The pixels of all the cells (without the frame). */
UiRect mines_layout_cells(const MinesLayout *l);

#endif
