/* help.h - the help overlay: every key the window knows (input.c's table
 * and each board's), laid out to fit the window, from 800x600 in projector
 * mode up: one column or two, the body font or the small one, each
 * description wrapped in its column, nothing outside the box and the box
 * inside the window. Built from ui.h commands; SDL-free. */
#ifndef MAZE_APP_SHELL_HELP_H
#define MAZE_APP_SHELL_HELP_H

#include <stdbool.h>

#include "ui/ui.h"

/* Where the help goes in a window: the box, its columns, its fonts. */
typedef struct HelpLayout {
    UiRect box;                 /* inside the screen given */
    int cols;                   /* 1 or 2 */
    bool compact;               /* the small font, no title or footnote */
    int pad;                    /* inside the box's frame */
    int key_w;                  /* the keys' column, gap included */
    int col_w;                  /* a column: keys and descriptions */
    int gap;                    /* between the two columns */
    int split;                  /* the first line of the second column */
} HelpLayout;

/* The help's layout in screen: the first of one column in the body font,
 * two columns in it, one in the small font, two in it, whose height fits
 * the screen (the last of them when none does). */
HelpLayout help_layout(Ui *ui, UiRect screen);

/* Draws the key list over a dimmed screen, as help_layout places it. */
void help_draw(Ui *ui, UiRect screen);

#endif
