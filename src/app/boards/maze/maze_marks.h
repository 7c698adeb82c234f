/* maze_marks.h - what the maze board draws over its picture besides an
 * algorithm's overlays: the start's and the goal's markers (rings in a
 * black outline with their letter, which a teacher drags), and mud's
 * texture (white stripes over each mud cell, drawn once cells are big
 * enough to show them; smaller, the picture's own mud colour shows it). */
#ifndef MAZE_APP_MAZE_MARKS_H
#define MAZE_APP_MAZE_MARKS_H

#include <stdint.h>

#include <SDL.h>

#include "boards/maze/maze_grip.h"
#include "maze/grid.h"
#include "maze/palette.h"
#include "ui/ui.h"
#include "ui/zoom.h"

enum { MAZE_MUD_STRIPES_PX = 4 };   /* blocks of this many pixels or more show the stripes */

/* Draws the stripes of g's mud cells (cost: g->n weights, may be NULL) that
 * p's area shows. Returns the slots drawn (PAL_MUD, or none). */
PalSet maze_marks_mud(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const uint8_t *cost);

/* Draws the markers of g's start and goal over the picture placed at p
 * (letters through ui, which may be NULL); a marker the grip holds is
 * drawn under the pointer instead. Returns the slots drawn (PAL_START,
 * PAL_GOAL). */
PalSet maze_marks_ends(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const MazeGrip *grip);

#endif
