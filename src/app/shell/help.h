/* help.h - the help overlay: every key the window knows (input.c's table
 * and each board's), laid out to fit the window, from 800x600 in projector
 * mode up: one column, two or three, the body font or the small one, each
 * description wrapped in its column, nothing outside the box and the box
 * inside the window. Built from ui.h commands; SDL-free. */
#ifndef MAZE_APP_SHELL_HELP_H
#define MAZE_APP_SHELL_HELP_H

#include <stdbool.h>

#include "ui/ui.h"

enum { HELP_COLS_MAX = 3 };

/* Where the help goes in a window: the box, its columns, its fonts. */
typedef struct HelpLayout {
    UiRect box;                 /* inside the screen given */
    int cols;                   /* 1 to HELP_COLS_MAX */
    bool compact;               /* the small font, no title or footnote */
    int pad;                    /* inside the box's frame */
    int key_w;                  /* the keys' column, gap included */
    int col_w;                  /* a column: keys and descriptions */
    int gap;                    /* between two columns */
    int split[HELP_COLS_MAX];   /* each column's first line (split[0] is 0) */
} HelpLayout;

/* The help's layout in screen: the first of one column in the body font,
 * two columns in it, one in the small font, two in it, three in it, whose
 * height fits the screen (the last of them when none does). */
HelpLayout help_layout(Ui *ui, UiRect screen);

/* Draws the key list over a dimmed screen, as help_layout places it. */
void help_draw(Ui *ui, UiRect screen);

#endif
