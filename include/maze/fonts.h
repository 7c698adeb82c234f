/* fonts.h - finding the bundled fonts: the window's text and the printed
 * worksheets use the same files. */
#ifndef MAZE_FONTS_H
#define MAZE_FONTS_H

#include <stdbool.h>
#include <stddef.h>

#include "maze/font_names.h"    /* MAZE_FONT_REGULAR, MAZE_FONT_BOLD */

/* Finds font file `name`: in fonts/ next to the executable, in ../fonts/
 * from it, in ../share/mazelab/fonts/ or ../../share/mazelab/fonts/ from
 * it (an installed copy: bin/ or libexec/mazelab/), and last in
 * MAZELAB_FONT_DIR (the install folder configured at build time). Writes the
 * path to out and returns true when a readable regular file is found;
 * otherwise writes the places it looked to out and returns false. */
bool fonts_find(const char *name, char *out, size_t cap);

/* True when path is a regular file that opens for reading, checked without
 * blocking (a FIFO, socket, folder or device is refused at once: infile.h);
 * otherwise false with "cannot open 'PATH': REASON" in why (why_cap bytes;
 * why may be NULL). */
bool fonts_readable(const char *path, char *why, size_t why_cap);

#endif
