/* boards.c - the table of boards.
 *
 * To add a board: 1. a folder boards/NAME/ with its state type (a field of
 * App), its actions from BOARD_OWN, its panel, view and legend; 2. one
 * descriptor `const AppBoard NAME_board` in it; 3. one line below (its
 * position is its tab position, and its index in app_boards[]). */
#include "boards/boards.h"

#include "boards/maze/maze.h"
#include "boards/mines/mines.h"

const AppBoard *const app_boards[] = {
    &maze_board,                /* APP_BOARD_MAZE */
    &mines_board,               /* APP_BOARD_MINES */
};
const int app_board_count = (int)(sizeof app_boards / sizeof app_boards[0]);
