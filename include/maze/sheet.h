/* sheet.h - a worksheet ready to print: the maze fitted to an A4 or Letter
 * page inside half-inch margins, under a title line (algorithm, size and
 * seed), the command that makes the page again, and a "Name: ____" line,
 * with a start arrow over the entrance and a finish arrow under the exit.
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
 * writes it as SVG (svg_write_page) and sheet_save as a PNG at 300 dpi or a
 * PDF, drawn by cairo with the bundled DejaVu Sans loaded by FreeType from a
 * file the caller names: no system fonts, so the same arguments give the
 * same bytes. */
#ifndef MAZE_SHEET_H
#define MAZE_SHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/outfile.h"
#include "maze/status.h"

typedef enum SheetPaper { SHEET_A4 = 0, SHEET_LETTER, SHEET_PAPER_COUNT } SheetPaper;

enum {
    SHEET_DPI = 300,            /* PNG pixels per inch */
    SHEET_TEXT_MAX = 240,       /* room for the title and command lines */
    SHEET_WHY_MAX = 160,        /* room for sheet_layout's message */
    SHEET_ARROW_POINTS = 7      /* corners of an arrow */
};

typedef struct SheetLayout {
    SheetPaper paper;
    int w, h;                   /* the maze, cells */
    double page_w, page_h;      /* points */
    double margin;              /* points, every side */
    double title_y, title_pt;   /* baseline and size of the title (bold) */
    double command_y, command_pt;
    double name_y, name_pt;
    double maze_x, maze_y;      /* lattice point (0, 0), points */
    double cell;                /* one cell, points */
    double label_pt;            /* "Start" and "Finish" */
    char title[SHEET_TEXT_MAX];
    char command[SHEET_TEXT_MAX];
    double ext_w, ext_h;        /* the maze's extent, cells (w, h on the square) */
    double in_x, in_y;          /* the middle of the entrance's opening, cells
                                   from lattice point (0, 0) (0.5, 0 on the square) */
    double out_x, out_y;        /* the exit's (w - 0.5, h) */
} SheetLayout;

/* "a4" or "letter"; "?" for a bad value. */
const char *sheet_paper_id(SheetPaper paper);

/* Finds the paper named id ("a4", "letter"); false when there is none. */
bool sheet_paper_find(const char *id, SheetPaper *out);

/* The name line's text. */
extern const char sheet_name_line[];

/* Lays out a w x h maze on paper with the title and command lines (copied,
 * cut to SHEET_TEXT_MAX - 1 bytes). Returns MAZE_OK; MAZE_ERR_ARG when the
 * size or paper is bad or the cells would be under a millimetre, with a
 * sentence in why (why_cap bytes, SHEET_WHY_MAX is enough; may be NULL). */
MazeStatus sheet_layout(SheetPaper paper, int w, int h, const char *title, const char *command,
                        SheetLayout *out, char *why, size_t why_cap);

/* sheet_layout for the maze of grid g, of any shape: on the square the
 * same as sheet_layout with g's size. */
MazeStatus sheet_layout_grid(SheetPaper paper, const Grid *g, const char *title,
                             const char *command, SheetLayout *out, char *why, size_t why_cap);

/* The corners of the start arrow (finish false: over the entrance, pointing
 * into the maze) or the finish arrow (under the exit, pointing out), in
 * points, as a closed polygon. */
void sheet_arrow(const SheetLayout *s, bool finish, double pts[SHEET_ARROW_POINTS][2]);

/* Where the "Start" (left-aligned) and "Finish" (right-aligned) labels'
 * baselines begin or end, in points. */
void sheet_label_at(const SheetLayout *s, bool finish, double *x, double *y);

/* A point of lattice.h's path line (half-cell units) in page points. */
void sheet_half_to_page(const SheetLayout *s, long hx, long hy, double *x, double *y);

typedef enum SheetFormat { SHEET_PNG = 0, SHEET_PDF } SheetFormat;

/* What sheet_save draws. */
typedef struct SheetJob {
    const SheetLayout *layout;
    const Grid *grid;           /* finished */
    const uint32_t *path;       /* the answer (solve_path()), or NULL */
    size_t path_len;
    const char *font;           /* DejaVuSans.ttf: a TrueType file */
    const char *bold_font;      /* DejaVuSans-Bold.ttf */
} SheetJob;

/* Draws job as format and writes it to path through outfile_save (atomic;
 * mode as there). PNG: the page at SHEET_DPI, RGB, with its resolution
 * recorded (pHYs); PDF: one page of the paper's size, text as text.
 * Returns MAZE_OK; MAZE_ERR_ARG (a path that is not a walk, or a font that
 * cannot be loaded: err says which), MAZE_ERR_NOMEM, MAZE_ERR_EXISTS,
 * MAZE_ERR_NOT_FILE, MAZE_ERR_IO (errno tells more); err (err_cap bytes,
 * may be NULL) gets a sentence when there is more to say. */
MazeStatus sheet_save(const char *path, OutfileMode mode, SheetFormat format, const SheetJob *job,
                      char *err, size_t err_cap);

#endif
