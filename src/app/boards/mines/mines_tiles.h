/* mines_tiles.h - the pictures of Minesweeper cells, painted once per cell
 * size into one strip of square tiles: a raised grey closed cell, a flat
 * light open cell with the numbers 1-8 in their traditional colours (a 5x7
 * pixel font), a flag, a mine, the mine that was hit (on red), a wrong
 * flag (crossed out) and a "?" mark. Shapes are sampled 4x4 per pixel, so they stay smooth
 * at the large sizes a projector needs and crisp at small ones. */
#ifndef MAZE_APP_MINES_TILES_H
#define MAZE_APP_MINES_TILES_H

#include <stdint.h>

#include <SDL.h>

#include "maze/mines.h"

typedef enum MinesTile {
    MINES_TILE_CLOSED = 0,
    MINES_TILE_OPEN,            /* open, count 0; count n is MINES_TILE_OPEN + n */
    MINES_TILE_FLAG = MINES_TILE_OPEN + 9,
    MINES_TILE_MINE,            /* on an open cell */
    MINES_TILE_MINE_HIT,        /* on red */
    MINES_TILE_WRONG_FLAG,      /* a flag crossed out */
    MINES_TILE_MARK,            /* a closed cell marked "?" */
    MINES_TILE_COUNT
} MinesTile;

/* Colours a test or the legend may need, 0xAARRGGBB. */
#define MINES_RGB_CLOSED 0xffbdbdbdu
#define MINES_RGB_OPEN 0xffe6e6e6u
#define MINES_RGB_HIT 0xffe53935u

/* The tile that shows cell i of b (show_mines as in mines_look). */
MinesTile mines_tile_for(const MinesBoard *b, uint32_t i, bool show_mines);

/* The colour of number n (1..8), 0xAARRGGBB. */
uint32_t mines_tile_number_rgb(int n);

/* The colour at point (u, v) of the unit square of picture t, d being one
 * pixel in those units, 0xAARRGGBB. */
typedef uint32_t (*MinesTileSample)(int t, double u, double v, double d);

/* Paints `count` pictures of side x side pixels, left to right, into a new
 * ARGB8888 surface, each pixel the average of 4 x 4 samples. NULL
 * (SDL_GetError) when it cannot be allocated. */
SDL_Surface *mines_tiles_paint_strip(int side, int count, MinesTileSample sample);

/* The raised grey of a closed cell or a button at (u, v): light bevel on
 * the top and left, shadow on the bottom and right. */
uint32_t mines_tile_raised(double u, double v, double d);

/* Paints every tile at cell x cell pixels, left to right, into a new
 * MINES_TILE_COUNT * cell by cell ARGB8888 surface. NULL (SDL_GetError)
 * when it cannot be allocated. Free with SDL_FreeSurface. */
SDL_Surface *mines_tiles_paint(int cell);

#endif
