/* mines_face.h - the reset face above the board, painted like the tiles
 * (sampled shapes, sharp at any size): a smile while playing, an open
 * mouth while a flood fill opens cells, sunglasses on a win, crossed-out
 * eyes on a loss. A click on it deals a new board (mines_overlay.h). */
#ifndef MAZE_APP_MINES_FACE_H
#define MAZE_APP_MINES_FACE_H

#include <SDL.h>

#include "maze/mines.h"

typedef enum MinesFace {
    MINES_FACE_SMILE = 0,
    MINES_FACE_OPENING,
    MINES_FACE_WON,
    MINES_FACE_LOST,
    MINES_FACE_COUNT
} MinesFace;

/* Colours a test may look for, 0xAARRGGBB. */
#define MINES_RGB_FACE 0xffffd42au

/* The face board b shows. */
MinesFace mines_face_for(const MinesBoard *b);

/* Paints the faces at side x side pixels, left to right in MinesFace
 * order, into a new ARGB8888 surface. NULL (SDL_GetError) when it cannot
 * be allocated. */
SDL_Surface *mines_face_paint(int side);

#endif
