/* fonts.h - finding the bundled fonts. */
#ifndef MAZE_APP_UI_FONTS_H
#define MAZE_APP_UI_FONTS_H

#include <stdbool.h>
#include <stddef.h>

#define FONTS_REGULAR "DejaVuSans.ttf"
#define FONTS_BOLD "DejaVuSans-Bold.ttf"

/* Finds font file `name`: in fonts/ next to the executable, in ../fonts/
 * from it, then in the source tree's fonts/ (MAZELAB_FONT_DIR). Writes the
 * path to out and returns true when a readable file is found; otherwise
 * writes the places it looked to out and returns false. */
bool fonts_find(const char *name, char *out, size_t cap);

#endif
