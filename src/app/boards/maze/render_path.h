/* render_path.h - a path through the maze drawn as a thick line, cheap at
 * any size: runs of cells are merged into one rectangle while they stay on
 * one line or within the line's thickness, and the rectangles are drawn in
 * batches, so a 4000x4000 maze's million-cell path shrunk to the screen
 * costs a few thousand rectangles, not a million. */
#ifndef MAZE_APP_RENDER_PATH_H
#define MAZE_APP_RENDER_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

/* The blocks of the openings a path comes in by and goes out by (the
 * start's and the goal's, grid_end_gap), where it has them. */
typedef struct PathGaps {
    bool has[2];            /* [0]: the start's, [1]: the goal's */
    long bx[2], by[2];
} PathGaps;

/* Draws, in the renderer's current colour, the line t pixels thick from the
 * start's gap (when it has one) through the centres of cells[0..len) to the
 * goal's gap of a grid_w x grid_h maze whose block picture ((2w+1) x (2h+1)
 * blocks) is placed at p. Returns the rectangles drawn. */
size_t render_path_line(SDL_Renderer *r, SDL_Rect p, int grid_w, int grid_h, const PathGaps *gaps,
                        float t, const uint32_t *cells, size_t len);

/* A path's line with its white halo (maze/palette.h: PAL_SHORTEST on
 * PAL_PASSAGE), both scaled with the cell. Up to 2 pixels a block the two
 * are rasterised once into a texture the size of the part of the picture
 * on screen (the renderer's clip) and kept until the path, the placement
 * or that part changes: later frames copy it, whatever the path's length. */
typedef struct PathLine PathLine;

/* A new, empty PathLine, or NULL when out of memory. Free with
 * render_path_free (NULL is a no-op). */
PathLine *render_path_new(void);
void render_path_free(PathLine *pl);

/* Draws cells[0..len) of a grid_w x grid_h maze placed at p, between
 * gaps (see render_path_line), with its halo, inside the renderer's clip
 * rectangle, from pl's texture when it fits. */
void render_path_draw(PathLine *pl, SDL_Renderer *r, SDL_Rect p, int grid_w, int grid_h,
                      const PathGaps *gaps, const uint32_t *cells, size_t len);

#endif
