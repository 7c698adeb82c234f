/* text_layout.h - the shape the two text formats share, so one writer and
 * one reader serve both. Private to src/io/.
 *
 * A maze text is 2H+1 lines of 1 + W * (cell_w + 1) characters. Even lines
 * (0-based) are wall lines: a corner, then per cell a segment of cell_w
 * characters (all `hwall`: wall, all ' ': opening) and a corner. Odd lines
 * are cell lines: a side (`vwall` or ' '), then per cell cell_w spaces and a
 * side. Line 2y is the wall above cell row y. */
#ifndef MAZE_TEXT_LAYOUT_H
#define MAZE_TEXT_LAYOUT_H

#include "maze/textio.h"

typedef struct TextLayout {
    const char *name;   /* "ascii": the CLI's --format value */
    char corner;        /* at every corner */
    char hwall;         /* each character of a horizontal wall segment */
    char vwall;         /* a vertical wall */
    int cell_w;         /* characters across one cell */
} TextLayout;

extern const TextLayout text_layouts[TEXT_FORMAT_COUNT];

/* Characters in a line for w cells, without the newline. */
static inline size_t text_line_len(const TextLayout *lay, int w)
{
    return 1 + (size_t)w * (size_t)(lay->cell_w + 1);
}

/* The 1-based column of the first character of the segment or cell x. */
static inline int text_cell_column(const TextLayout *lay, int x)
{
    return x * (lay->cell_w + 1) + 2;
}

/* Writes text line `line` (0..2H) of g into buf, followed by '\n'; buf holds
 * text_line_len + 1 bytes. */
void text_render_line(const Grid *g, const TextLayout *lay, int line, char *buf);

#endif
