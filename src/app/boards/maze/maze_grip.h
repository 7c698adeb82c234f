/* maze_grip.h - the pointer on the maze picture, as a teacher uses it: a
 * press on the start's or the goal's marker picks it up and the release
 * puts it down on the cell under the pointer (or, on the outer wall, on
 * the cell inside it, opening there); a press on a wall block between two
 * cells opens or closes it, and a drag from there paints that same state
 * onto every wall block it crosses; with the mud brush on (or Shift held)
 * a press on a cell paints mud there, or takes it away, and a drag paints
 * on. Anything else (a press on a plain cell, on a corner post) is left to
 * the zoom's pan. SDL-free: it reads ui's input and records actions
 * (maze_board.h's MAZE_MOVE_END, MAZE_EDIT_*). View state: kept by the
 * maze board's view between frames. */
#ifndef MAZE_APP_MAZE_GRIP_H
#define MAZE_APP_MAZE_GRIP_H

#include <stdbool.h>

#include "boards/maze/maze_state.h"
#include "ui/ui.h"
#include "ui/zoom.h"

typedef enum MazeGripKind {
    MAZE_GRIP_NONE = 0,
    MAZE_GRIP_END,          /* a marker held */
    MAZE_GRIP_WALLS,        /* painting walls or passages */
    MAZE_GRIP_MUD           /* painting mud or plain cells */
} MazeGripKind;

typedef struct MazeGrip {
    MazeGripKind kind;
    bool goal;              /* MAZE_GRIP_END: the goal's marker (else the start's) */
    bool value;             /* painting: open passages / mud (else walls / plain) */
    long last;              /* the block painted last (by * bw + bx), -1 none */
    int mx, my;             /* the pointer, last frame */
} MazeGrip;

/* The radius, pixels, of an end's marker on a picture placed at p. */
double maze_grip_radius(const ZoomPlace *p);

/* The grip's frame: takes a press on the picture placed at p (before the
 * zoom sees it: ui->pointer_used) when it is one of the above and the
 * maze can be changed, follows the drag and records what it does. */
void maze_grip_input(MazeGrip *grip, Ui *ui, App *app, const ZoomPlace *p);

#endif
