/* board_index.h - each board's index in the table (boards.c lists them in
 * this order, its tab order): a board's accessors (its *_state.h) find its
 * state and settings in the App at this index. */
#ifndef MAZE_APP_BOARDS_BOARD_INDEX_H
#define MAZE_APP_BOARDS_BOARD_INDEX_H

enum { APP_BOARD_MAZE = 0, APP_BOARD_MINES = 1, APP_BOARD_COUNT = 2 };

#endif
