/* gen_sheet.h - `mazelab gen --page a4|letter` (and --format pdf): a
 * worksheet page to print (handout.h: one maze, or two or four of one size,
 * and the answer key), PNG, SVG or PDF. Private to src/cli. */
#ifndef MAZE_CLI_GEN_SHEET_H
#define MAZE_CLI_GEN_SHEET_H

#include <stdbool.h>

#include "maze/handout.h"

/* The page's format for --format format ("png", "svg", "pdf"); false for
 * any other. */
bool gen_sheet_format(const char *format, SheetFormat *out);

/* Checks before any work that format can be a page (png, svg, pdf), that
 * png and pdf have a path, and that spec's mazes fit its paper. Returns
 * CLI_OK, or CLI_USAGE having said why. */
int gen_sheet_check(const char *format, const char *path, const HandoutSpec *spec);

/* Makes spec's page and writes it to path (svg: stdout when NULL), the
 * answer key when spec->answer. The title line names the algorithm, size
 * and seed; the line under it is the command that makes it again. Returns
 * an exit status. */
int gen_sheet_write(const HandoutSpec *spec, const char *path, bool force);

#endif
