/* textio.h - mazes as text: written, and read back with exact error places.
 *
 * Two formats, for a W x H maze, each 2H+1 lines ending in '\n':
 *
 *   TEXT_ASCII, 4W+1 characters a line      TEXT_BLOCKS, 2W+1 characters
 *     +   +---+---+                           # #####
 *     |       |   |                           #   # #
 *     +---+   +   +                           ### # #
 *     |           |                           #     #
 *     +---+---+   +                           ##### #
 *
 * ASCII: '+' at every corner; "---" a horizontal wall, 3 spaces an opening;
 * '|' a vertical wall, a space an opening; 3 spaces inside each cell.
 * Blocks: '#' wall, ' ' passage; cells at odd (column, line) coordinates
 * (0-based), corners at (even, even) always '#'. Both leave a gap in the
 * outer wall for the opening of each end (grid.h: by default the entrance
 * above the top-left cell and the exit below the bottom-right one), and
 * nowhere else; an end inside the maze has none.
 *
 * The reader takes one or two gaps in the outer wall, on any side, in
 * reading order (the top line, each cell line's west then east end, the
 * bottom line): the first is the start, the second the goal; with only one,
 * the goal is the centre cell ((W/2, H/2), no opening). A text keeps only
 * the gaps: which gap is the start, and a goal inside, are not written.
 *
 * A square maze with a mask (shape.h) is written the same way, each cell
 * that is off filled with '#' (ascii "###") and walled all round; its
 * entrance is above its first cell on and its exit below its last (the
 * reader does not take such a text back yet: it wants the corner ends).
 * Other shapes have no text form: writing one is MAZE_ERR_SHAPE
 * (text_writes).
 *
 * The reader tells the format from the first character ('+' or '#'), takes
 * '\n' or "\r\n" line ends, a missing final newline, and blank lines (empty,
 * or spaces and tabs) after the maze, as editors and console.log leave them;
 * anything else that is not exactly the format is MAZE_ERR_FORMAT with the
 * line and column (a tab is named as such: it looks like spaces). It
 * reads a line at a time and never holds more than one line of text plus the
 * maze itself (lines are at most 4 * MAZE_MAX_SIDE + 1 characters). */
#ifndef MAZE_TEXTIO_H
#define MAZE_TEXTIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/status.h"

typedef enum TextFormat {
    TEXT_ASCII = 0,     /* +---+ */
    TEXT_BLOCKS,        /* # */
    TEXT_FORMAT_COUNT
} TextFormat;

enum { TEXT_ERROR_MAX = 128 };

/* Where and why reading failed. */
typedef struct TextError {
    int line;           /* 1-based; 0 when the error is not about a place */
    int column;         /* 1-based; 0 likewise (or an I/O error) */
    char message[TEXT_ERROR_MAX];   /* e.g. "expected '+' (a corner), found 'x'" */
} TextError;

/* "ascii" or "blocks"; NULL for a value outside TextFormat. */
const char *text_format_name(TextFormat fmt);

/* Sets *fmt to the format named name ("ascii", "blocks"). Returns false for
 * any other name. */
bool text_format_find(const char *name, TextFormat *fmt);

/* True when g can be written as text: a square grid, masked or not. */
bool text_writes(const Grid *g);

/* Bytes text_write writes for g in fmt (newlines included). */
size_t text_size(const Grid *g, TextFormat fmt);

/* Writes g to f in fmt. Returns MAZE_OK, MAZE_ERR_IO when a write fails
 * (errno tells more; f is left as it is; an error still in f's buffer shows
 * only when the caller flushes or closes f), MAZE_ERR_NOMEM, MAZE_ERR_ARG
 * for a bad fmt, or MAZE_ERR_SHAPE for a grid text cannot show
 * (text_writes). Marks are ignored. */
MazeStatus text_write(FILE *f, const Grid *g, TextFormat fmt);

/* Sets *out to g as a new NUL-terminated string in fmt (free with mem_free)
 * and *len to its length. Returns MAZE_OK, MAZE_ERR_NOMEM or MAZE_ERR_ARG
 * (with *out NULL). */
MazeStatus text_to_string(const Grid *g, TextFormat fmt, char **out, size_t *len);

/* Reads one maze from f, to its end, into g (which it initialises: the
 * caller frees it with grid_free; every mark MARK_DONE; its ends from the
 * gaps, as above). Returns MAZE_OK;
 * MAZE_ERR_FORMAT with *err saying where and what; MAZE_ERR_IO when reading
 * fails; MAZE_ERR_NOMEM. On error g is left empty (safe to grid_free). err
 * may be NULL; on success it is cleared. */
MazeStatus text_read(FILE *f, Grid *g, TextError *err);

/* Like text_read, from the NUL-terminated string text. */
MazeStatus text_from_string(const char *text, Grid *g, TextError *err);

/* Like text_read, from the file at path. A file that cannot be opened gives
 * MAZE_ERR_IO, and one that is not a regular file (a folder, a FIFO, a
 * socket, a device) MAZE_ERR_NOT_FILE at once, without waiting for a
 * writer; either with err->message naming the path and the reason. */
MazeStatus maze_read_file(const char *path, Grid *g, TextError *err);

/* Writes g in fmt to the file at path atomically (see outfile.h): the file
 * appears complete or not at all. Without force an existing file is kept
 * and the result is MAZE_ERR_EXISTS. Otherwise MAZE_OK, MAZE_ERR_IO (errno
 * tells more), MAZE_ERR_NOMEM, MAZE_ERR_ARG. */
MazeStatus maze_write_file(const char *path, const Grid *g, TextFormat fmt, bool force);

/* Like maze_write_file, with outfile_save's choice of what happens when the
 * file exists (OUTFILE_UNIQUE: "maze-2.txt", ...; the name used goes to
 * used, used_cap bytes). */
MazeStatus text_save(const char *path, OutfileMode mode, const Grid *g, TextFormat fmt,
                     char *used, size_t used_cap);

#endif
