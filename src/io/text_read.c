/* text_read.c - reads ASCII or block text back into a grid, a line at a
 * time, naming the line and column of the first thing that is wrong.
 *
 * Wall lines are checked as they come, but whether a wall line is the bottom
 * one is only known at the end of the input, so the openings of the latest
 * wall line wait in `open` until a cell line follows (then they become the
 * south passages of the row above) or the input ends (then they are
 * openings in the outer wall).
 *
 * The outer wall has one or two openings, taken in reading order (top
 * line, then each cell line's west and east ends, then the bottom line):
 * the first is the entrance (the start), the second the exit (the goal).
 * With one opening the goal is the centre cell, inside the maze: a garden
 * maze, whose goal a caller may move (grid_set_ends). */
#include "text_layout.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>

#include "maze/mem.h"
#include "text_error.h"

enum {
    TEXT_MAX_LINE = 1 + MAZE_MAX_SIDE * 4,  /* the widest ASCII line */
    TEXT_MAX_LINES = 2 * MAZE_MAX_SIDE + 1
};

/* Where characters come from: a FILE, or else a NUL-terminated string. */
typedef struct TextSource {
    FILE *f;
    const char *s;
} TextSource;

/* An opening in the outer wall: the cell inside it, its side, and where
 * the text shows it. */
typedef struct TextOpening {
    uint32_t cell;
    Dir side;
    int line, column;
} TextOpening;

typedef struct TextParser {
    TextSource src;
    TextError *err;
    const TextLayout *lay;  /* set from line 1 */
    char *line;             /* TEXT_MAX_LINE + 1 bytes */
    size_t len;             /* characters in line */
    int lineno;             /* 1-based number of the line in `line` */
    int blank_at;           /* the first blank line after the maze (0: none yet) */
    bool open_row;          /* that line could be a cell line open at both
                               ends with no wall in it: all spaces, as long
                               as line 1, where a cell line goes */
    size_t cols;            /* characters in every line (line 1's) */
    int w;                  /* cells across */
    int rows;               /* cell rows read */
    uint8_t *pass;          /* rows_cap rows of w pass bytes */
    int rows_cap;
    uint8_t open[MAZE_MAX_SIDE + 1];    /* openings of the latest wall line */
    TextOpening outer[2];   /* openings in the outer wall, in reading order */
    int nouter;
} TextParser;

typedef enum LineResult { LINE_OK, LINE_END, LINE_LONG } LineResult;

static int text_getc(TextSource *src)
{
    if (src->f)
        return getc(src->f);
    return *src->s ? (unsigned char)*src->s++ : EOF;
}

/* Fills err (if any) and returns MAZE_ERR_FORMAT. */
static MazeStatus text_fail(TextParser *p, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    text_error_vset(p->err, line, column, fmt, ap);
    va_end(ap);
    return MAZE_ERR_FORMAT;
}

/* Describes the character at 0-based column pos of the line for a message. */
static const char *text_found(const TextParser *p, size_t pos, char buf[24])
{
    if (pos >= p->len)
        return "the end of the line";
    return text_byte_name((unsigned char)p->line[pos], buf);
}

/* Reads the next line into p->line, at most limit characters, dropping the
 * '\n' and a '\r' before it. LINE_END: the input is over (no characters);
 * LINE_LONG: the line has more than limit characters. */
static LineResult text_next_line(TextParser *p, size_t limit)
{
    int c = text_getc(&p->src);
    if (c == EOF)
        return LINE_END;
    p->lineno++;
    p->len = 0;
    for (; c != EOF && c != '\n'; c = text_getc(&p->src)) {
        if (p->len == limit + 1)
            return LINE_LONG;   /* limit + 1 kept: one may be a '\r' */
        p->line[p->len++] = (char)c;
    }
    if (p->len > 0 && p->line[p->len - 1] == '\r')
        p->len--;
    return p->len > limit ? LINE_LONG : LINE_OK;
}

/* Records an opening on side `side` of cell (x, y) in the outer wall, seen
 * at line and column; a third is refused, naming the two before it. */
static MazeStatus text_outer_opening(TextParser *p, int x, int y, Dir side, int line, int column)
{
    if (p->nouter == 2) {
        const TextOpening *a = &p->outer[0], *b = &p->outer[1];
        return text_fail(p, line, column,
                         "a third opening in the outer wall: a maze has at most two, the "
                         "entrance (line %d, column %d) and the exit (line %d, column %d)",
                         a->line, a->column, b->line, b->column);
    }
    p->outer[p->nouter++] = (TextOpening){ (uint32_t)y * (uint32_t)p->w + (uint32_t)x, side, line,
                                           column };
    return MAZE_OK;
}

/* Checks the characters of a wall line and records its openings in
 * p->open. */
static MazeStatus text_wall_line(TextParser *p)
{
    const TextLayout *lay = p->lay;
    size_t period = (size_t)lay->cell_w + 1;
    char buf[24];
    for (size_t pos = 0; pos < p->len; pos++) {
        char c = p->line[pos];
        size_t k = pos % period;
        char want = k == 0 ? lay->corner : p->line[pos - k + 1];   /* k > 1: as at k == 1 */
        if (k == 0 && c != want)
            return text_fail(p, p->lineno, (int)pos + 1, "expected '%c' (a corner), found %s",
                             want, text_found(p, pos, buf));
        if (k == 1 && c != lay->hwall && c != ' ')
            return text_fail(p, p->lineno, (int)pos + 1,
                             "expected '%c' (a wall) or ' ' (an opening), found %s",
                             lay->hwall, text_found(p, pos, buf));
        if (k > 1 && c != want)
            return text_fail(p, p->lineno, (int)pos + 1,
                             "expected '%c' to continue the %s, found %s", want,
                             want == ' ' ? "opening" : "wall", text_found(p, pos, buf));
        if (k == 1)
            p->open[pos / period] = c == ' ';
    }
    return MAZE_OK;
}

/* Records the openings of the top (row 0, side north) or bottom (the last
 * row, side south) wall line, in p->open. */
static MazeStatus text_outer_line(TextParser *p, int line, int row, Dir side)
{
    MazeStatus st = MAZE_OK;
    for (int x = 0; x < p->w && st == MAZE_OK; x++)
        if (p->open[x])
            st = text_outer_opening(p, x, row, side, line, text_cell_column(p->lay, x));
    return st;
}

/* Learns the format and the width from line 1 and checks it. */
static MazeStatus text_first_line(TextParser *p)
{
    char buf[24];
    char c = p->len ? p->line[0] : '\0';
    if (c != '+' && c != '#')
        return text_fail(p, 1, 1, "expected '+' (ASCII maze) or '#' (block maze), found %s",
                         text_found(p, 0, buf));
    p->lay = &text_layouts[c == '+' ? TEXT_ASCII : TEXT_BLOCKS];
    size_t max = text_line_len(p->lay, MAZE_MAX_SIDE);
    if (p->len > max)
        return text_fail(p, 1, (int)max + 1,
                         "line too long: a maze is at most %d cells (%zu characters) wide",
                         MAZE_MAX_SIDE, max);
    MazeStatus st = text_wall_line(p);
    if (st != MAZE_OK)
        return st;
    size_t period = (size_t)p->lay->cell_w + 1;
    if (p->len == 1)
        return text_fail(p, 1, 2, "expected a wall segment: a maze is at least one cell wide");
    if ((p->len - 1) % period != 0)
        return text_fail(p, 1, (int)p->len + 1, "expected '%c' (a corner) to end the line",
                         p->lay->corner);
    p->cols = p->len;
    p->w = (int)((p->len - 1) / period);
    return text_outer_line(p, 1, 0, DIR_N);
}

/* Makes room for one more row of pass bytes. */
static MazeStatus text_grow(TextParser *p)
{
    if (p->rows < p->rows_cap)
        return MAZE_OK;
    int cap = p->rows_cap ? p->rows_cap * 2 : 16;
    if (cap > MAZE_MAX_SIDE)
        cap = MAZE_MAX_SIDE;
    uint8_t *pass = mem_realloc_array(p->pass, (size_t)cap, (size_t)p->w);
    if (!pass)
        return MAZE_ERR_NOMEM;
    p->pass = pass;
    p->rows_cap = cap;
    return MAZE_OK;
}

/* Checks a cell line and stores its row: east passages from the line, south
 * passages of the row above from the wall line before it. */
static MazeStatus text_cell_line(TextParser *p)
{
    MazeStatus st = text_grow(p);
    if (st != MAZE_OK)
        return st;
    const TextLayout *lay = p->lay;
    size_t period = (size_t)lay->cell_w + 1;
    uint8_t *row = p->pass + (size_t)p->rows * (size_t)p->w;
    memset(row, 0, (size_t)p->w);
    if (p->rows > 0)
        for (int x = 0; x < p->w; x++)
            if (p->open[x])
                row[x - p->w] |= PASS_S;
    char buf[24];
    for (size_t pos = 0; pos < p->len; pos++) {
        char c = p->line[pos];
        int x = (int)(pos / period);
        if (pos % period != 0) {
            if (c != ' ')
                return text_fail(p, p->lineno, (int)pos + 1, "expected ' ' inside a cell, found %s",
                                 text_found(p, pos, buf));
        } else if (c != lay->vwall && c != ' ') {
            return text_fail(p, p->lineno, (int)pos + 1,
                             "expected '%c' (a wall) or ' ' (an opening), found %s", lay->vwall,
                             text_found(p, pos, buf));
        } else if (c == ' ' && (x == 0 || x == p->w)) {
            st = text_outer_opening(p, x == 0 ? 0 : x - 1, p->rows, x == 0 ? DIR_W : DIR_E,
                                    p->lineno, (int)pos + 1);
            if (st != MAZE_OK)
                return st;
        } else if (c == ' ') {
            row[x - 1] |= PASS_E;
        }
    }
    p->rows++;
    return MAZE_OK;
}

/* True when the line in p->line is empty or only spaces and tabs. No maze
 * line is: each starts with a corner or a wall. */
static bool text_line_blank(const TextParser *p)
{
    for (size_t k = 0; k < p->len; k++)
        if (p->line[k] != ' ' && p->line[k] != '\t')
            return false;
    return true;
}

/* The line at p->blank_at, all spaces, was a cell line after all (a wall
 * line follows it, in p->line): reads it as one, then goes on with the wall
 * line. */
static MazeStatus text_open_row(TextParser *p)
{
    char *wall = mem_alloc(p->len + 1);
    if (!wall)
        return MAZE_ERR_NOMEM;
    memcpy(wall, p->line, p->len);
    size_t len = p->len;
    int lineno = p->lineno;
    memset(p->line, ' ', p->cols);
    p->len = p->cols;
    p->lineno = p->blank_at;
    MazeStatus st = text_cell_line(p);
    memcpy(p->line, wall, len);
    p->len = len;
    p->lineno = lineno;
    p->blank_at = 0;
    p->open_row = false;
    mem_free(wall);
    return st;
}

/* Reads every line after the first. Blank lines may follow the maze (an
 * editor's or console.log's final newline leaves one), but nothing else may
 * follow them. */
static MazeStatus text_body(TextParser *p)
{
    for (;;) {
        LineResult r = text_next_line(p, p->cols);
        if (r == LINE_END)
            break;
        if (r == LINE_OK && text_line_blank(p)) {
            if (p->blank_at == 0) {
                p->blank_at = p->lineno;
                p->open_row = p->lineno % 2 == 0 && p->len == p->cols && !memchr(p->line, '\t', p->len);
            }
            continue;
        }
        MazeStatus st = MAZE_OK;
        if (p->blank_at != 0 && p->open_row && p->blank_at == p->lineno - 1)
            st = text_open_row(p);
        if (st != MAZE_OK)
            return st;
        if (p->blank_at != 0)
            return text_fail(p, p->blank_at, 1,
                             "blank line inside the maze: blank lines may only follow its last "
                             "line");
        if (p->lineno > TEXT_MAX_LINES)
            return text_fail(p, p->lineno, 1,
                             "too many lines: a maze is at most %d cells (%d lines) high",
                             MAZE_MAX_SIDE, TEXT_MAX_LINES);
        if (r == LINE_LONG)
            return text_fail(p, p->lineno, (int)p->cols + 1,
                             "line too long: every line must be %zu characters like line 1",
                             p->cols);
        if (p->len < p->cols)
            return text_fail(p, p->lineno, (int)p->len + 1,
                             "line too short: every line must be %zu characters like line 1",
                             p->cols);
        st = p->lineno % 2 == 0 ? text_cell_line(p) : text_wall_line(p);
        if (st != MAZE_OK)
            return st;
    }
    int last = p->blank_at ? p->blank_at - 1 : p->lineno;     /* the maze's last line */
    if (last == 1)
        return text_fail(p, 2, 1, "input ends after one line: a maze has at least 3 lines");
    if (last % 2 == 0)
        return text_fail(p, last + 1, 1,
                         "input ends after a cell line: expected a wall line below it");
    MazeStatus st = text_outer_line(p, last, p->rows - 1, DIR_S);
    if (st == MAZE_OK && p->nouter == 0)
        st = text_fail(p, 1, 1, "no opening in the outer wall: a maze needs a gap for its "
                                "entrance, and one for its exit unless its goal is inside");
    return st;
}

/* The ends the openings give (see the top of this file). */
static GridEnds text_ends(const TextParser *p, const Grid *g)
{
    const TextOpening *in = &p->outer[0];
    if (p->nouter == 2)
        return (GridEnds){ in->cell, p->outer[1].cell, (int8_t)in->side, (int8_t)p->outer[1].side };
    uint32_t centre = (uint32_t)(g->h / 2) * (uint32_t)g->w + (uint32_t)(g->w / 2);
    return (GridEnds){ in->cell, centre, (int8_t)in->side, GRID_INSIDE };
}

static MazeStatus text_parse(TextParser *p, Grid *g)
{
    p->line = mem_alloc(TEXT_MAX_LINE + 2);
    if (!p->line)
        return MAZE_ERR_NOMEM;
    LineResult r = text_next_line(p, TEXT_MAX_LINE);
    if (r == LINE_END)
        return text_fail(p, 1, 1, "empty input: expected a maze starting with '+' or '#'");
    if (r == LINE_LONG)
        return text_fail(p, 1, TEXT_MAX_LINE + 1,
                         "line too long: a maze is at most %d cells wide", MAZE_MAX_SIDE);
    MazeStatus st = text_first_line(p);
    if (st == MAZE_OK)
        st = text_body(p);
    if (st == MAZE_OK)
        st = grid_init(g, p->w, p->rows);
    if (st == MAZE_OK) {
        memcpy(g->pass, p->pass, g->n);
        memset(g->mark, MARK_DONE, g->n);
        GridEnds ends = text_ends(p, g);
        grid_set_ends(g, &ends);    /* fits: read from g's own outer wall */
    }
    return st;
}

/* Reads from src into g; shared by the FILE and string readers. */
static MazeStatus text_read_source(TextSource src, Grid *g, TextError *err)
{
    TextParser *p = mem_calloc(1, sizeof *p);
    memset(g, 0, sizeof *g);
    if (err)
        *err = (TextError){ 0, 0, "" };
    if (!p)
        return MAZE_ERR_NOMEM;
    p->src = src;
    p->err = err;
    MazeStatus st = text_parse(p, g);
    if (src.f && ferror(src.f)) {
        int e = errno;
        grid_free(g);
        st = MAZE_ERR_IO;
        if (err) {
            /* Not about a place: drop any format error the short read caused. */
            err->line = err->column = 0;
            snprintf(err->message, sizeof err->message, "read error after line %d: %s",
                     p->lineno, strerror(e));
        }
        errno = e;
    }
    if (st != MAZE_OK)
        grid_free(g);
    mem_free(p->line);
    mem_free(p->pass);
    mem_free(p);
    return st;
}

MazeStatus text_read(FILE *f, Grid *g, TextError *err)
{
    return text_read_source((TextSource){ f, NULL }, g, err);
}

MazeStatus text_from_string(const char *text, Grid *g, TextError *err)
{
    return text_read_source((TextSource){ NULL, text }, g, err);
}
