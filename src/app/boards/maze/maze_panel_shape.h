/* maze_panel_shape.h - the Size section's shape button (maze_panel.c). */
#ifndef MAZE_APP_MAZE_PANEL_SHAPE_H
#define MAZE_APP_MAZE_PANEL_SHAPE_H

#include "boards/board_panel.h"

/* One button in the current row's next cell naming the board's shape
 * ("Hex", "Mask" while a mask is in use), shown chosen; a click posts
 * MAZE_SET_SHAPE with the next shape the generator runs on, in the order
 * square, hex, triangle, polar (from a mask: the square; for a generator
 * that runs on the square alone: hex, which it refuses with the reason). */
void maze_panel_shape(Ui *ui, App *app);

#endif
