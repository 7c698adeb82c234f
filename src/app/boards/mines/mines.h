/* mines.h - the Minesweeper board's descriptor, for the table in boards.c. */
#ifndef MAZE_APP_BOARDS_MINES_H
#define MAZE_APP_BOARDS_MINES_H

#include "boards/board.h"

extern const AppBoard mines_board;

#endif
