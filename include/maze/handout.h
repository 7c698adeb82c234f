/* handout.h - a worksheet page made from its mazes' settings: one maze,
 * or two or four of one size, each made by its generator from its seed
 * (several generators on one seed, as compare mode shows them; or one
 * generator on consecutive seeds), laid out and drawn by sheet.h under a
 * title, with a caption over each maze and the command that makes the page
 * again; or the answer key, each maze's shortest path in red.
 *
 * `mazelab gen --page` and the window's "Print worksheet" both make their
 * pages here, so the same settings give the same bytes. No SDL. */
#ifndef MAZE_HANDOUT_H
#define MAZE_HANDOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/gen.h"
#include "maze/sheet.h"
#include "maze/status.h"

typedef struct HandoutSpec {
    int count;                          /* mazes on the page: 1, 2 or 4 */
    const GenAlgo *algo[SHEET_MAZES_MAX];   /* maze k's generator ... */
    int variant[SHEET_MAZES_MAX];       /* ... and its variant */
    bool seeds_apart;                   /* maze k has seed + k (one generator);
                                           else every maze has seed */
    uint64_t seed;
    int w, h;                           /* cells, every maze */
    SheetPaper paper;
    SheetFormat format;
    bool answer;                        /* the answer key: the shortest paths */
    bool show_seed;                     /* the seed in the title and captions,
                                           and the command line; else neither */
    int braid;                          /* percent of each maze's dead ends
                                           removed (braid.h, gen_finish_apply) */
    const Grid *model;                  /* mazes on grids like it (shape.h:
                                           shape, mask; w, h must be its), or
                                           NULL: w x h squares */
    const char *shape_args;             /* the options that make model again
                                           (" --shape hex"), for the command
                                           line; NULL: none */
} HandoutSpec;

/* "png", "pdf" or "svg". */
const char *handout_format_id(SheetFormat format);

/* Checks spec before any work: 1, 2 or 4 mazes, every generator set (the
 * same one with seeds apart), and the page (sheet_layout_many: cells of a
 * millimetre at least). Returns MAZE_OK, or MAZE_ERR_ARG with a sentence
 * in why (why_cap bytes; SHEET_WHY_MAX is enough; may be NULL). */
MazeStatus handout_check(const HandoutSpec *spec, char *why, size_t why_cap);

/* The page's title ("Maze: Wilson's algorithm, 30x20, seed 1"; "Mazes: ...,
 * seeds 1 to 4"; "Answer key: ..."), its command line ("mazelab gen --algo
 * wilson --size 30x20 --seed 1 --format pdf --page a4", "" without the
 * seed) and each maze's caption ("A: Wilson's algorithm", "Maze 2: seed 8";
 * "" with one maze). */
void handout_lines(const HandoutSpec *spec, char title[SHEET_TEXT_MAX], char command[SHEET_TEXT_MAX],
                   char captions[SHEET_MAZES_MAX][SHEET_CAPTION_MAX]);

/* Makes spec's mazes (and their shortest paths for the answer key), lays
 * the page out and draws it as spec->format on f (which stays the
 * caller's), with the TrueType fonts at font and bold_font (not read for
 * SVG). Returns MAZE_OK; MAZE_ERR_ARG (handout_check fails, or a font
 * cannot be loaded), MAZE_ERR_NOMEM, MAZE_ERR_IO, MAZE_ERR_INTERNAL (a
 * generator that cannot finish); err (err_cap bytes, may be NULL) gets a
 * sentence when there is more to say. */
MazeStatus handout_write(FILE *f, const HandoutSpec *spec, const char *font, const char *bold_font,
                         char *err, size_t err_cap);

#endif
