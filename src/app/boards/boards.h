/* boards.h - the table of boards the window shows, in tab order: their
 * views for the shell (app_boards) and their models for the App
 * (app_board_table, given to app_settings_defaults). */
#ifndef MAZE_APP_BOARDS_BOARDS_H
#define MAZE_APP_BOARDS_BOARDS_H

#include "boards/board.h"
#include "boards/board_index.h"

extern const AppBoard *const app_boards[];
extern const BoardTable app_board_table;

#endif
