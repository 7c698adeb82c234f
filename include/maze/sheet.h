/* sheet.h - a worksheet ready to print: the maze fitted to an A4 or Letter
 * page inside half-inch margins, under a title line (algorithm, size and
 * seed), the command that makes the page again, and a "Name: ____" line,
 * with a start arrow over the entrance and a finish arrow under the exit;
 * or two or four mazes of one size on the page, each under its caption.
 * The answer key is the same page with the path drawn in picture.h's red.
 *
 * The maze is drawn as lines on its corner lattice (as svg.h draws it):
 * walls a fifth of a cell wide, the path three tenths. Cells are as large
 * as the page allows, at most half an inch; a maze whose cells would be
 * smaller than a millimetre is refused. A maze of another shape (shape.h)
 * is laid out by its extent in cells, its walls as segments, the arrows
 * over its entrance's and under its exit's openings.
 *
 * This file lays the page out in points (1/72 inch, origin top left); svg.h
 * writes it as SVG (svg_write_page) and sheet_write as a PNG at 300 dpi or a
 * PDF, drawn by cairo with the bundled DejaVu Sans loaded by FreeType from a
 * file the caller names: no system fonts, so the same arguments give the
 * same bytes. */
#ifndef MAZE_SHEET_H
#define MAZE_SHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/status.h"

typedef enum SheetPaper { SHEET_A4 = 0, SHEET_LETTER, SHEET_PAPER_COUNT } SheetPaper;

enum {
    SHEET_DPI = 300,            /* PNG pixels per inch */
    SHEET_TEXT_MAX = 240,       /* room for the title and command lines */
    SHEET_CAPTION_MAX = 136,    /* room for a maze's caption */
    SHEET_WHY_MAX = 160,        /* room for sheet_layout's message */
    SHEET_ARROW_POINTS = 7,     /* corners of an arrow */
    SHEET_MAZES_MAX = 4         /* mazes on one page: 1, 2 or 4 */
};

/* One maze's place on the page. */
typedef struct SheetMaze {
    int w, h;                   /* cells */
    double maze_x, maze_y;      /* lattice point (0, 0), points */
    double cell;                /* one cell, points */
    double ext_w, ext_h;        /* the maze's extent, cells (w, h on the square) */
    double in_x, in_y;          /* the middle of the entrance's opening, cells
                                   from lattice point (0, 0) (0.5, 0 on the square) */
    double out_x, out_y;        /* the exit's (w - 0.5, h) */
    double label_pt;            /* "Start" and "Finish" */
    double caption_x, caption_y, caption_pt;    /* the caption's baseline (bold) */
    char caption[SHEET_CAPTION_MAX];            /* "" with one maze a page */
} SheetMaze;

typedef struct SheetLayout {
    SheetPaper paper;
    double page_w, page_h;      /* points */
    double margin;              /* points, every side */
    double title_y, title_pt;   /* baseline and size of the title (bold) */
    double command_y, command_pt;
    double name_y, name_pt;
    int count;                  /* mazes: 1, 2 or 4 */
    SheetMaze maze[SHEET_MAZES_MAX];
    char title[SHEET_TEXT_MAX];
    char command[SHEET_TEXT_MAX];   /* "" for none */
} SheetLayout;

/* "a4" or "letter"; "?" for a bad value. */
const char *sheet_paper_id(SheetPaper paper);

/* Finds the paper named id ("a4", "letter"); false when there is none. */
bool sheet_paper_find(const char *id, SheetPaper *out);

/* The name line's text. */
extern const char sheet_name_line[];

/* Lays out a w x h maze on paper with the title and command lines (copied,
 * cut to SHEET_TEXT_MAX - 1 bytes; command may be NULL or "" for none).
 * Returns MAZE_OK; MAZE_ERR_ARG when the size or paper is bad or the cells
 * would be under a millimetre, with a sentence in why (why_cap bytes,
 * SHEET_WHY_MAX is enough; may be NULL). */
MazeStatus sheet_layout(SheetPaper paper, int w, int h, const char *title, const char *command,
                        SheetLayout *out, char *why, size_t why_cap);

/* sheet_layout for count (1, 2 or 4) w x h mazes, each under its caption
 * (captions[k], cut to SHEET_CAPTION_MAX - 1 bytes; captions may be NULL
 * with one maze): two side by side or one above the other, whichever gives
 * the larger cells, or two rows of two, in the room under the name line.
 * One maze is laid out exactly as sheet_layout lays it out. The same
 * errors, and MAZE_ERR_ARG for another count. */
MazeStatus sheet_layout_many(SheetPaper paper, int w, int h, int count, const char *const *captions,
                             const char *title, const char *command, SheetLayout *out, char *why,
                             size_t why_cap);

/* sheet_layout_many for mazes on grids like model, of any shape (shape.h:
 * its extent and the openings of its ends); on the square the same as
 * sheet_layout_many with model's size. */
MazeStatus sheet_layout_many_on(SheetPaper paper, const Grid *model, int count,
                                const char *const *captions, const char *title,
                                const char *command, SheetLayout *out, char *why, size_t why_cap);

/* sheet_layout for the maze of grid g, of any shape: on the square the
 * same as sheet_layout with g's size. */
MazeStatus sheet_layout_grid(SheetPaper paper, const Grid *g, const char *title,
                             const char *command, SheetLayout *out, char *why, size_t why_cap);

/* The corners of maze m's start arrow (finish false: over the entrance,
 * pointing into the maze) or finish arrow (under the exit, pointing out),
 * in points, as a closed polygon. */
void sheet_arrow(const SheetMaze *m, bool finish, double pts[SHEET_ARROW_POINTS][2]);

/* Where maze m's "Start" (left-aligned) and "Finish" (right-aligned)
 * labels' baselines begin or end, in points. */
void sheet_label_at(const SheetMaze *m, bool finish, double *x, double *y);

/* A point of lattice.h's path line (half-cell units) in page points. */
void sheet_half_to_page(const SheetMaze *m, long hx, long hy, double *x, double *y);

typedef enum SheetFormat { SHEET_PNG = 0, SHEET_PDF, SHEET_SVG } SheetFormat;

/* What a page shows. */
typedef struct SheetJob {
    const SheetLayout *layout;
    const Grid *grid[SHEET_MAZES_MAX];          /* layout->count finished mazes */
    const uint32_t *path[SHEET_MAZES_MAX];      /* their answers (solve_path()), or NULL */
    size_t path_len[SHEET_MAZES_MAX];
    const char *font;           /* DejaVuSans.ttf: a TrueType file (PNG, PDF) */
    const char *bold_font;      /* DejaVuSans-Bold.ttf */
} SheetJob;

/* True when each of job's grids has its place's size and each path is a
 * walk of its grid (NULL: none). */
bool sheet_job_ok(const SheetJob *job);

/* Draws job as format on f (which stays the caller's): PNG, the page at
 * SHEET_DPI, RGB, with its resolution recorded (pHYs); PDF, one page of the
 * paper's size, text as text (both drawn by cairo); SVG, svg_write_page.
 * Returns MAZE_OK; MAZE_ERR_ARG (a grid not of the layout's size, a path
 * that is not a walk, or a font that cannot be loaded: err says which),
 * MAZE_ERR_NOMEM, MAZE_ERR_IO; err (err_cap bytes, may be NULL) gets a
 * sentence when there is more to say. */
MazeStatus sheet_write(FILE *f, SheetFormat format, const SheetJob *job, char *err, size_t err_cap);

/* sheet_write to the file at path through outfile_save (atomic; mode as
 * there; used, used_cap as there: the name written, or NULL). The same
 * statuses, and MAZE_ERR_EXISTS, MAZE_ERR_NOT_FILE (errno tells more). */
MazeStatus sheet_save(const char *path, OutfileMode mode, SheetFormat format, const SheetJob *job,
                      char *used, size_t used_cap, char *err, size_t err_cap);

#endif
