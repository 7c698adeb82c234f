/* maze_hidden_weights.h - an OV_SHADES overlay (wall weights) drawn as
 * shades: part of the hidden state's layer (maze_hidden.c), not for other
 * modules. */
#ifndef MAZE_APP_MAZE_HIDDEN_WEIGHTS_H
#define MAZE_APP_MAZE_HIDDEN_WEIGHTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "maze/algo.h"
#include "maze/palette.h"
#include "ui/zoom.h"

/* The shades of one run and the walls left out of the layer. Zero it to
 * start; free with maze_hidden_weights_free. */
typedef struct HiddenWeights {
    uint32_t *shade;        /* 2 a cell (east, south wall): ARGB, 0: none */
    size_t shade_n;
    const Run *shade_run;
    uint64_t shade_seed;
    uint32_t *near;         /* shaded walls beside a coloured cell (2 i + 0:
                               cell i's east wall, + 1: its south wall) */
    size_t near_n, near_cap;
} HiddenWeights;

/* Frees h's memory and zeroes it. */
void maze_hidden_weights_free(HiddenWeights *h);

/* Paints every closed interior wall of run's maze that overlay o (an
 * OV_SHADES) weighs into tex (one texel a block, rows `pitch` texels apart)
 * as its shade, except walls beside a coloured cell, which it lists in
 * h->near (clear h->near_n first). The weights are asked once per run:
 * they never change while it runs. Returns true when it painted any
 * (false also when out of memory). */
bool maze_hidden_weights_paint(HiddenWeights *h, const Run *run, const Overlay *o, uint32_t *tex,
                               int pitch);

/* Draws the walls of h->near of a grid w cells wide on the picture placed
 * at p (only p's area), their shades kept off the cells by a black margin.
 * Returns true when it drew any. */
bool maze_hidden_weights_draw_near(const HiddenWeights *h, SDL_Renderer *ren, const ZoomPlace *p, int w);

#endif
