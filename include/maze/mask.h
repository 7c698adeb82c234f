/* mask.h - which cells of a square maze are on, read from a file: a maze
 * in the shape of a word or a picture (shape.h's grid_init_mask).
 *
 * Two formats, told apart by the PNG signature:
 *   text  one line per row of cells, 'X' a cell off, '.' a cell on; every
 *         line as long as the first; '\n' or "\r\n" line ends, a missing
 *         final newline and blank lines after the last row are fine, as
 *         editors leave them; anything else is an error naming its line
 *         and column.
 *   PNG   any PNG libpng reads (grey, colour, palette, with alpha, 1 to
 *         16 bits, interlaced): a pixel is off when it is dark (luminance
 *         below half, transparency counted as white), so a black-and-white
 *         picture gives its black as the walls' shape. One pixel a cell,
 *         or, with a size asked for, the picture scaled to that many cells,
 *         a cell on when most of its pixels are light.
 *
 * Every error is one sentence in err->message (a TextError, textio.h;
 * line and column set for text, 0 for PNG), never a crash: the readers
 * take any bytes (tests/fuzz runs them on hostile ones). */
#ifndef MAZE_MASK_H
#define MAZE_MASK_H

#include <stddef.h>
#include <stdint.h>

#include "maze/status.h"
#include "maze/textio.h"

enum {
    MASK_PNG_MAX_SIDE = 8192,           /* widest or tallest PNG, pixels */
    MASK_PNG_MAX_PIXELS = 1 << 24,      /* largest PNG, pixels (4096^2) */
    MASK_FILE_MAX_MB = 80               /* largest mask file read, MiB */
};

typedef struct Mask {
    int w, h;           /* cells */
    uint8_t *on;        /* w * h bytes, row by row: 1 on, 0 off */
} Mask;

/* Reads a text mask from the len bytes at text (no terminator needed).
 * want_w, want_h: the size it must have, or 0, 0 for any. Returns MAZE_OK;
 * MAZE_ERR_FORMAT with the line, column and reason in *err; MAZE_ERR_SIZE
 * when it is bigger than MAZE_MAX_SIDE either way or not the size wanted
 * (said in *err); MAZE_ERR_NOMEM. On error *out is empty. err may be NULL. */
MazeStatus mask_from_text(const char *text, size_t len, int want_w, int want_h, Mask *out,
                          TextError *err);

/* Reads a PNG mask from the len bytes at data. want_w, want_h: 0, 0 for a
 * cell a pixel (at most MAZE_MAX_SIDE each way), else the cells to scale
 * it to (the picture must have at least that many pixels each way).
 * Returns MAZE_OK; MAZE_ERR_FORMAT for bytes that are not a PNG or a
 * corrupt one; MAZE_ERR_SIZE for one over MASK_PNG_MAX_SIDE or
 * MASK_PNG_MAX_PIXELS, or too small or too big for the cells wanted;
 * MAZE_ERR_NOMEM; each with the reason in *err. */
MazeStatus mask_from_png(const uint8_t *data, size_t len, int want_w, int want_h, Mask *out,
                         TextError *err);

/* True when the len bytes at data start with the PNG signature. */
int mask_is_png(const uint8_t *data, size_t len);

/* Reads the mask file at path, text or PNG (see above). Returns as the two
 * readers; MAZE_ERR_IO or MAZE_ERR_NOT_FILE when it cannot be read, and
 * MAZE_ERR_SIZE for a file over MASK_FILE_MAX_MB, with the path and
 * reason in *err. */
MazeStatus mask_read_file(const char *path, int want_w, int want_h, Mask *out, TextError *err);

/* Frees m's cells and empties it. NULL is fine. */
void mask_free(Mask *m);

#endif
