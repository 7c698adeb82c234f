/* maze_hidden_shapes.h - the small overlays drawn each frame over the maze
 * picture (frames, arrows, dots, bars, rings, numbers), placed on the
 * picture's own block edges (zoom_edge) so that they line up with its
 * walls at every zoom. Part of the hidden state (maze_hidden.c), not for
 * other modules. */
#ifndef MAZE_APP_MAZE_HIDDEN_SHAPES_H
#define MAZE_APP_MAZE_HIDDEN_SHAPES_H

#include <stdbool.h>

#include <SDL.h>

#include "maze/overlay.h"
#include "ui/ui.h"
#include "ui/zoom.h"

/* Draws overlay o (one of the shapes above) of grid g over the picture
 * placed at p, with renderer r (numbers through ui's draw commands; ui may
 * be NULL: none). Returns true when it drew anything. */
bool maze_hidden_shape(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const Overlay *o);

#endif
