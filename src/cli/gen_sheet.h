/* gen_sheet.h - `mazelab gen --page a4|letter` (and --format pdf): the
 * maze as a worksheet page to print (sheet.h), PNG, SVG or PDF. Private to
 * src/cli. */
#ifndef MAZE_CLI_GEN_SHEET_H
#define MAZE_CLI_GEN_SHEET_H

#include <stdbool.h>

#include "maze/gen.h"
#include "maze/sheet.h"

/* Checks before generating that format can be a page (png, svg, pdf), that
 * png and pdf have a path, and that a maze on a grid like model fits
 * paper. Returns CLI_OK, or CLI_USAGE having said why. */
int gen_sheet_check(const char *format, const char *path, SheetPaper paper, const Grid *model);

/* Writes run's finished maze as a page of paper in format to path (svg:
 * stdout when NULL), the answer key (the shortest path) when solution.
 * The title line names the algorithm, size and seed; the line under it is
 * the command that makes the page again (shape_args, as cli_shape_args
 * writes them, after the size). Returns an exit status. */
int gen_sheet_write(const GenRun *run, const char *format, const char *path, bool force,
                    SheetPaper paper, bool solution, const char *shape_args);

#endif
