/* maze_hidden.h - each algorithm's hidden state drawn over the maze picture
 * (gen_view, gen_set_id, gen_edge_weight, solve_view): Kruskal's and
 * Eller's sets as colours, true Prim's wall weights as shading,
 * hunt-and-kill's hunt row, recursive division's chamber, the random walks'
 * arrows, the growing tree's active list and bfs's queue as dots, the wall
 * follower's hand on the wall. Each call returns the colour slots it drew,
 * so the legend lists exactly what is on screen. */
#ifndef MAZE_APP_MAZE_HIDDEN_H
#define MAZE_APP_MAZE_HIDDEN_H

#include <SDL.h>

#include "boards/maze/render_maze.h"
#include "maze/gen.h"
#include "maze/solve.h"
#include "maze/palette.h"

enum {
    HIDDEN_MARK_MIN_PX = 8,     /* arrows, dots, outlines: cells at least this
                                   many pixels apart (2 blocks) */
    HIDDEN_FAST_SPS = 2000,     /* faster than this many steps a second... */
    HIDDEN_FAST_CELLS = 40000   /* ...on more cells than this, the sets' and
                                   weights' layer waits for a pause */
};

typedef struct MazeHidden MazeHidden;

/* A drawer for renderer r. Returns NULL when out of memory. Free with
 * maze_hidden_free. */
MazeHidden *maze_hidden_new(SDL_Renderer *r);

/* Frees h and its texture. NULL is a no-op. */
void maze_hidden_free(MazeHidden *h);

/* Draws over the maze picture `view` placed at p (as maze_view_draw drew
 * it; only p's area is touched; the sets and weights with the picture's own
 * block edges, maze_view_draw_layer) the hidden state of run while it is not done, and of solver `solve` (or
 * NULL) while it moves. `fast`: the run is animating at more than
 * HIDDEN_FAST_SPS steps a second (or finishing), when a grid of more than
 * HIDDEN_FAST_CELLS cells goes without its sets' and weights' layer (too
 * costly to repaint every frame, and too quick to read). Returns the slots
 * drawn (PAL_SET ... PAL_HAND). The layer is repainted only when the run
 * moved. */
PalSet maze_hidden_draw(MazeHidden *h, MazeView *view, const ZoomPlace *p, const GenRun *run,
                        const SolveRun *solve, bool fast);

#endif
