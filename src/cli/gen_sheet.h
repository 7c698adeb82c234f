/* gen_sheet.h - `mazelab gen --page a4|letter` (and --format pdf): the
 * maze as a worksheet page to print (sheet.h), PNG, SVG or PDF. Private to
 * src/cli. */
#ifndef MAZE_CLI_GEN_SHEET_H
#define MAZE_CLI_GEN_SHEET_H

#include <stdbool.h>

#include "maze/gen.h"
#include "maze/sheet.h"

/* Checks before generating that format can be a page (png, svg, pdf), that
 * png and pdf have a path, and that a w x h maze fits paper. Returns
 * CLI_OK, or CLI_USAGE having said why. */
int gen_sheet_check(const char *format, const char *path, SheetPaper paper, int w, int h);

/* Writes run's finished maze (braided by braid percent) as a page of
 * paper in format to path (svg: stdout when NULL), the answer key (the
 * shortest path) when solution. The title line names the algorithm, size,
 * seed and braid; the line under it is the command that makes the page
 * again. Returns an exit status. */
int gen_sheet_write(const GenRun *run, const char *format, const char *path, bool force,
                    SheetPaper paper, bool solution, int braid);

#endif
