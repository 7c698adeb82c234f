/* maze.h - the maze board's descriptor (for the table in boards.c) and its
 * view: the maze picture kept in step with the run, the compare panes,
 * the overlays' words and the legend. */
#ifndef MAZE_APP_BOARDS_MAZE_H
#define MAZE_APP_BOARDS_MAZE_H

#include <SDL.h>

#include "boards/board.h"
#include "boards/maze/bias/bias_view.h"
#include "boards/maze/maze_grip.h"
#include "boards/maze/maze_hidden.h"
#include "boards/maze/render_maze.h"

/* The maze board's drawing state (AppBoard.view_new). */
typedef struct MazeBoardView {
    SDL_Renderer *r;
    MazeView *maze;         /* NULL until the first frame, or when too big */
    uint64_t generation;    /* MazeState.generation the picture was made for */
    uint64_t look_version;  /* MazeState.look_version it was last fully painted for */
    BiasView bias;          /* compare mode's other panes */
    MazeHidden *hidden;     /* the algorithm's hidden state over the maze */
    BoardZoom zoom;         /* the picture's zoom and pan (one pane) */
    MazeGrip grip;          /* the pointer holding a marker or painting */
} MazeBoardView;

extern const AppBoard maze_board;

#endif
