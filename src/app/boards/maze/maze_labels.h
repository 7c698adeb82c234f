/* maze_labels.h - words on the maze picture, so that what a sentence
 * names can be found: the column numbers above the picture and the row
 * numbers left of it whenever its cells are MAZE_LABELS_MIN_PX or more
 * apart (a sentence's "(7,6)" is column 7, row 6, from 0), and, with the
 * labels on (T), numbers in the cells that can hold them: each cell's set
 * while the generator shows sets (the ids a "which set" question and
 * Eller's and Kruskal's sentences use), its distance from the entrance
 * once the maze is done. */
#ifndef MAZE_APP_MAZE_LABELS_H
#define MAZE_APP_MAZE_LABELS_H

#include "boards/maze/maze_state.h"
#include "maze/grid.h"
#include "ui/ui.h"
#include "ui/zoom.h"

struct SDL_Renderer;

enum { MAZE_LABELS_MIN_PX = 12 };   /* cells this far apart (or more) get numbers */

/* The rectangle a picture of bw x bh blocks is fitted in inside area:
 * area less a gutter at its left and top for the numbers when the fit puts
 * its cells MAZE_LABELS_MIN_PX apart or more, else area itself.
 * picture_first (projector mode with the panel hidden): no gutter when it
 * would cost the picture 5% of its area or more. */
UiRect maze_labels_frame(const Ui *ui, UiRect area, int bw, int bh, bool picture_first);

/* The numbers along the picture of grid g placed at p in the frame that
 * maze_labels_frame made of `outer`: each column's over it and each row's
 * left of it (or every second, fifth, tenth... where they would crowd),
 * for the cells in view, in the gutter or the room around the picture.
 * Nothing when the frame has no gutter or the cells are closer than
 * MAZE_LABELS_MIN_PX (the wheel zoomed out). */
void maze_labels_edges(Ui *ui, const ZoomPlace *p, const Grid *g, UiRect outer);

/* With the labels on: the numbers in the cells of the picture placed at p
 * (run: the generator's or the solver's run it shows), where they fit.
 * Returns true when it wrote any. */
bool maze_labels_cells(struct SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const App *app, const Run *run);

#endif
