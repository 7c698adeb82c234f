/* picture.h - a finished maze as pixels, for worksheets and answer keys.
 *
 * The picture is the block view (textio.h's TEXT_BLOCKS drawn in pixels):
 * (2W+1) x (2H+1) square blocks of block_px pixels each; cells at odd
 * (column, row) block coordinates, the walls between them at the others,
 * corners (even, even) always wall. Walls are black, passages white, and
 * the openings of the start and the goal (grid.h; by default above the
 * top-left cell and below the bottom-right one) are gaps in the outer
 * wall. An optional solution path (a cell list as solve_path() gives it)
 * fills its cells, the passage blocks between consecutive cells, and the
 * openings when it starts and ends at them, in a red that prints as a mid grey: distinct from
 * both walls and passages on a greyscale printer. Marks are ignored.
 *
 * Pixels are RGB (3 bytes, r g b) or RGBA (4 bytes, alpha 255), rows top
 * first, `pitch` bytes apart. No SDL: the window and the CLI wrap the
 * buffer to encode it as PNG.
 *
 * A square maze with a mask is drawn the same way, its cells off as solid
 * wall. Polar, hexagonal and triangular mazes (shape.h) are drawn by cairo
 * instead: walls as segments a fifth of a cell wide with round ends,
 * antialiased, on white, with half a cell of white all round; a cell is
 * two blocks (block_px * 2 pixels a unit of the shape's space); the
 * solution a red line through the cells' centres and the middles of the
 * sides it crosses, from outside the entrance to beyond the exit. */
#ifndef MAZE_PICTURE_H
#define MAZE_PICTURE_H

#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/status.h"

enum {
    PICTURE_BLOCK_PX = 8,           /* default block side, pixels */
    PICTURE_MAX_BLOCK_PX = 64,      /* largest block side, pixels */
    PICTURE_MAX_SIDE_PX = 16384,    /* largest width or height, pixels */
    PICTURE_MAX_MB = 256,           /* largest pixel buffer, MiB */
    PICTURE_WHY_MAX = 160           /* room for picture_measure's message */
};

typedef struct PictureColor {
    uint8_t r, g, b;
} PictureColor;

/* The colours as initialisers, for tables that use them (anim.h). */
#define PICTURE_WALL_RGB { 0, 0, 0 }
#define PICTURE_PASSAGE_RGB { 255, 255, 255 }
#define PICTURE_PATH_RGB { 0xeb, 0x50, 0x3c }

extern const PictureColor picture_wall;     /* black */
extern const PictureColor picture_passage;  /* white */
extern const PictureColor picture_path;     /* red #eb503c (grey 124 of 255) */

typedef struct Picture {
    int w, h;           /* pixels */
    int bpp;            /* bytes per pixel: 3 (RGB) or 4 (RGBA) */
    size_t pitch;       /* bytes from one row to the next, >= w * bpp */
    uint8_t *pixels;    /* h rows of pitch bytes */
} Picture;

/* Fills in out->w, h, bpp and pitch (w * bpp) for g drawn with block_px
 * and bpp, leaving out->pixels NULL. Returns MAZE_OK; MAZE_ERR_ARG when
 * block_px is outside 1..PICTURE_MAX_BLOCK_PX, bpp is not 3 or 4, or the
 * picture would be wider or taller than PICTURE_MAX_SIDE_PX or bigger than
 * PICTURE_MAX_MB, with a sentence saying which in why (why_cap bytes;
 * PICTURE_WHY_MAX is enough; why may be NULL). */
MazeStatus picture_measure(const Grid *g, int block_px, int bpp, Picture *out,
                           char *why, size_t why_cap);

/* Draws g into pic, whose w, h, bpp, pitch and pixels the caller set up as
 * picture_measure says (pitch may be larger); bytes past w * bpp in a row
 * are left as they are. path (path_len cells, or NULL / 0 for a worksheet)
 * must be a walk through open passages: each cell a neighbour of the one
 * before it. Returns MAZE_OK; MAZE_ERR_ARG (nothing drawn) when pic does
 * not match g and block_px, or the path leaves the grid or crosses a wall;
 * MAZE_ERR_NOMEM. */
MazeStatus picture_render(const Grid *g, int block_px, const uint32_t *path, size_t path_len,
                          const Picture *pic);

/* picture_measure, then a new pixel buffer (free with picture_free), then
 * picture_render. Returns their results; on error *out is empty. */
MazeStatus picture_make(const Grid *g, int block_px, int bpp, const uint32_t *path,
                        size_t path_len, Picture *out, char *why, size_t why_cap);

/* Frees pic's pixels (made by picture_make) and empties it. NULL is fine. */
void picture_free(Picture *pic);

#endif
