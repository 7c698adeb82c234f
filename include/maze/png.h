/* png.h - a Picture as a PNG file, through libpng, row by row from the
 * picture's own pixels (no second copy of a large picture). The window's
 * screenshots and exports and the command line's `gen --format png` all
 * write through here, so the same picture gives the same bytes. */
#ifndef MAZE_PNG_H
#define MAZE_PNG_H

#include <stddef.h>
#include <stdio.h>

#include "maze/outfile.h"
#include "maze/picture.h"

/* Encodes pic (3 or 4 bytes a pixel) as PNG into f (left open). Returns
 * MAZE_OK, or MAZE_ERR_IO / MAZE_ERR_NOMEM / MAZE_ERR_ARG with the reason
 * in why (why_cap bytes). Safe on any thread. */
MazeStatus png_write(FILE *f, const Picture *pic, char *why, size_t why_cap);

/* Encodes pic as a PNG file at path through outfile_save (never
 * half-written; mode says what happens when path exists; the name used
 * goes to used, used_cap bytes, may be NULL). Returns MAZE_OK, or the
 * status with "cannot write PATH: reason" in err (err_cap bytes). */
MazeStatus png_save(const Picture *pic, const char *path, OutfileMode mode, char *used,
                    size_t used_cap, char *err, size_t err_cap);

#endif
