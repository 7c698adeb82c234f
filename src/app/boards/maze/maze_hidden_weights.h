/* maze_hidden_weights.h - true Prim's wall weights drawn as shades: part
 * of the hidden state (maze_hidden.c), not for other modules. */
#ifndef MAZE_APP_MAZE_HIDDEN_WEIGHTS_H
#define MAZE_APP_MAZE_HIDDEN_WEIGHTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "maze/gen.h"
#include "maze/palette.h"
#include "ui/zoom.h"

/* The shades of one run and the walls left out of the layer. Zero it to
 * start; free with maze_hidden_weights_free. */
typedef struct HiddenWeights {
    uint32_t *shade;        /* 2 a cell (east, south wall): ARGB, 0: none */
    size_t shade_n;
    const GenRun *shade_run;
    uint64_t shade_seed;
    uint32_t *near;         /* shaded walls beside a coloured cell (2 i + 0:
                               cell i's east wall, + 1: its south wall) */
    size_t near_n, near_cap;
} HiddenWeights;

/* Frees h's memory and zeroes it. */
void maze_hidden_weights_free(HiddenWeights *h);

/* Paints every closed interior wall of run into tex (one texel a block,
 * rows `pitch` texels apart) as its shade, except walls beside a frontier
 * or current cell, which it lists in h->near (clear h->near_n first).
 * Returns the slots painted (PAL_WEIGHT or none; none when out of memory). */
PalSet maze_hidden_weights_paint(HiddenWeights *h, const GenRun *run, uint32_t *tex, int pitch);

/* Draws the walls of h->near of a grid w cells wide on the picture placed
 * at p (only p's area), their shades kept off the cells by a black margin.
 * Returns true when it drew any. */
bool maze_hidden_weights_draw_near(const HiddenWeights *h, SDL_Renderer *ren, const ZoomPlace *p, int w);

#endif
