/* boards.h - the table of boards the window shows, in tab order. */
#ifndef MAZE_APP_BOARDS_BOARDS_H
#define MAZE_APP_BOARDS_BOARDS_H

#include "boards/board.h"

/* The table's order, for the shell's start (--mines) and tests. */
enum { APP_BOARD_MAZE = 0, APP_BOARD_MINES = 1, APP_BOARD_MAX = 4 };

extern const AppBoard *const app_boards[];
extern const int app_board_count;

#endif
