/* render_maze_for.c - the maze view made for a grid: the block picture for
 * the plain square, polygons (render_shape.h) for every other shape. */
#include "boards/maze/render_maze_priv.h"

#include <stdlib.h>

MazeView *maze_view_new_for(SDL_Renderer *r, const Grid *g)
{
    if (grid_is_square(g))
        return maze_view_new(r, g->w, g->h);
    MazeView *v = calloc(1, sizeof *v);
    if (!v || !(v->shape = shape_view_new(g))) {
        free(v);
        SDL_OutOfMemory();
        return NULL;
    }
    v->r = r;
    v->w = g->w;
    v->h = g->h;
    shape_view_blocks(v->shape, &v->bw, &v->bh);
    return v;
}

bool maze_view_fits_grid(const MazeView *v, const Grid *g)
{
    if (!v)
        return false;
    return v->shape ? shape_view_fits(v->shape, g) : grid_is_square(g) && maze_view_fits(v, g->w, g->h);
}
