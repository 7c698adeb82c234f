/* maze_panel_shape.h - the Size section's row of shapes (maze_panel.c). */
#ifndef MAZE_APP_MAZE_PANEL_SHAPE_H
#define MAZE_APP_MAZE_PANEL_SHAPE_H

#include "boards/board_panel.h"

/* One row of buttons, Square, Hex, Polar, Triangle, the board's shape
 * selected (none while a mask is in use: its file names the shape); a
 * click posts MAZE_SET_SHAPE. */
void maze_panel_shape(Ui *ui, App *app);

#endif
