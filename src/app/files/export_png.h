/* export_png.h - PNG files from a Picture, through SDL2_image. */
#ifndef MAZE_APP_EXPORT_PNG_H
#define MAZE_APP_EXPORT_PNG_H

#include <stddef.h>
#include <stdio.h>

#include "maze/outfile.h"
#include "maze/picture.h"

/* Encodes pic (3 or 4 bytes a pixel) as PNG into f (left open). Returns
 * MAZE_OK, or MAZE_ERR_IO / MAZE_ERR_NOMEM / MAZE_ERR_ARG with the reason
 * in why (why_cap bytes). Safe on any thread (SDL's error is per thread). */
MazeStatus app_png_write(FILE *f, const Picture *pic, char *why, size_t why_cap);

/* Frees what SDL keeps for the calling thread (its error text): call last
 * on a thread of our own that called app_png_write, else it leaks. */
void app_png_thread_end(void);

/* Encodes pic as a PNG file at path through outfile_save (atomic; mode
 * says what happens when path exists; the name used goes to used).
 * Returns MAZE_OK, or the status with "cannot write PATH: reason" in err.
 * For `mazelab gen --format png`, main() hands it to the command line as
 * cli_png_save. */
MazeStatus app_png_save(const Picture *pic, const char *path, OutfileMode mode, char *used,
                        size_t used_cap, char *err, size_t err_cap);

#endif
