/* boards.c - the table of boards.
 *
 * To add a board: 1. a folder boards/NAME/ with its state and settings
 * types and their accessors (NAME_state.h), its actions from BOARD_OWN, its
 * options, its panel, view and legend; 2. its `const BoardModel NAME_model`
 * and `const AppBoard NAME_board`; 3. its index in board_index.h (its tab
 * position) and one line below. */
#include "boards/boards.h"

#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/mines/mines.h"
#include "boards/mines/mines_board.h"

#define BOARD_TABLE(BOARD)      \
    BOARD(APP_BOARD_MAZE, maze) \
    BOARD(APP_BOARD_MINES, mines)

#define BOARD_VIEW(index, name) [index] = &name##_board,
#define BOARD_MODEL(index, name) [index] = &name##_model,

const AppBoard *const app_boards[] = { BOARD_TABLE(BOARD_VIEW) };
static const BoardModel *const board_models[] = { BOARD_TABLE(BOARD_MODEL) };

_Static_assert(sizeof board_models / sizeof board_models[0] == (size_t)APP_BOARD_COUNT,
               "board_index.h and the table list the same boards");
_Static_assert((int)APP_BOARD_COUNT <= (int)APP_BOARD_MAX, "APP_BOARD_MAX holds every board");

const BoardTable app_board_table = { board_models, APP_BOARD_COUNT };
