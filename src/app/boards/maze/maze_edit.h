/* maze_edit.h - the finished maze changed by hand in the window: its start
 * and goal dragged to any cell, walls toggled and painted, mud painted,
 * an open field or every wall, each undoable (maze/edit.h's history,
 * bounded: the oldest changes go first, and the status line says so),
 * and a maze read from a file in place of the generated one. After each
 * change the chosen solver runs again on the maze as it now is
 * (maze_solver_refresh). Only pane 0's maze, outside compare mode, once it
 * is finished (maze_finish_ready). SDL-free. */
#ifndef MAZE_APP_MAZE_EDIT_H
#define MAZE_APP_MAZE_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"

/* The history's bounds: the oldest changes are dropped past them. A click
 * is 8 bytes, an open field of 400x300 cells about 1 MB. */
enum { MAZE_EDIT_BYTES = 4 << 20, MAZE_EDIT_STEPS = 500 };

/* Frees what maze_of(app)->edit holds. */
void maze_edit_free(App *app);

/* A new maze replaced the last one (or was braided again): the history
 * and the mud are forgotten; the file it came from too, unless keep_source. */
void maze_edit_forget(App *app, bool keep_source);

/* True when the maze on screen differs from the one made (or read) by the
 * changes kept, or by changes too old to undo. */
bool maze_edit_edited(const App *app);

/* The weights of pane 0's maze (weights.h) once mud was painted, else
 * NULL: what the solvers that weigh cells (ALGO_WEIGHTED) cross. */
const uint8_t *maze_edit_cost(const App *app);

/* The file the maze was read from ("" for a generated one). */
const char *maze_edit_source(const App *app);

/* True when the board's maze is the plain square (no other shape, no
 * mask): the walls and ends the grip, the marks and the editing address
 * as blocks of a square picture. */
bool maze_edit_square(const App *app);

/* True when the maze can be changed by hand now (the status line says why
 * not when it cannot: not finished, compare mode). */
bool maze_edit_allowed(App *app);

/* Moves the start (goal false) or the goal to cell, opening on side (a Dir
 * on the cell's outer wall, GRID_INSIDE for none, or MAZE_EDIT_SIDE_AUTO:
 * the cell's first outer side, none inside), as one undoable change; the
 * next mazes keep the ends (MazeSettings.start, .goal). Returns false, the
 * status line saying why, when that does not fit. */
enum { MAZE_EDIT_SIDE_AUTO = -2 };
bool maze_edit_move_end(App *app, bool goal, uint32_t cell, int side);

/* Puts the ends back in the corners (one undoable change). */
void maze_edit_corners(App *app);

/* A stroke of the pointer: begun (of walls, or of mud), each wall or cell
 * it paints, and its end, which makes it one undoable change. A wall or a
 * cell painted with no stroke begun makes a stroke of its own. The solver
 * runs again once a frame while a stroke paints (maze_edit_poll). */
void maze_edit_begin(App *app, bool mud);
void maze_edit_wall(App *app, uint32_t cell, Dir d, bool open);
void maze_edit_mud(App *app, uint32_t cell, bool mud);
void maze_edit_end(App *app);

/* Opens every wall between two cells (open: an open field) or closes every
 * passage, as one undoable change. */
void maze_edit_field(App *app, bool open);

/* Undoes the newest change kept (redo: applies again the last undone),
 * saying what in the status line. */
void maze_edit_undo(App *app, bool redo);

/* Runs the solver again when a change asked for it since the last call
 * (once a frame, however many walls a drag painted). */
void maze_edit_poll(App *app);

/* The maze in the text file at path in place of the board's (its size, its
 * ends; the generator's timeline and the braid gone with the generated
 * maze), named after the file. A file that is not a maze changes nothing:
 * the status line says where and why it was refused. Returns true when
 * the maze was replaced. */
bool maze_edit_open(App *app, const char *path);

#endif
