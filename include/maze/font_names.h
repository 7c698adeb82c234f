/* font_names.h - the file names of the fonts bundled in fonts/ (DejaVu
 * Sans, regular and bold), in one place for everything that looks for
 * them: the window's text (src/app/ui/fonts.h finds the files), its
 * recording labels, and the worksheets of `mazelab gen --page`. */
#ifndef MAZE_FONT_NAMES_H
#define MAZE_FONT_NAMES_H

#define MAZE_FONT_REGULAR "DejaVuSans.ttf"
#define MAZE_FONT_BOLD "DejaVuSans-Bold.ttf"

#endif
