/* app.h - the window's entry points, for src/cli/main.c. SDL-free. */
#ifndef MAZE_APP_APP_H
#define MAZE_APP_APP_H

#include <stdbool.h>
#include <stdio.h>

#include "model/app_state.h"
#include "files/export_png.h"

/* Opens the window with the options in argv[1..] (argv[0]: program name).
 * Returns the exit status: 0 after a normal quit, 1 when SDL, the font or
 * the maze cannot be set up, 2 for bad options (message on stderr). */
int app_main(int argc, char **argv);

/* Prints the window's options (for `mazelab --help`). */
void app_print_usage(FILE *out);

/* Parses window options into s (already defaulted). Returns -1 to go on,
 * or an exit status: 0 after --help, 2 after a bad option (reported). */
int app_parse_args(int argc, char **argv, AppSettings *s);

/* `mazelab bench --render`: frame times with SDL's dummy video driver and a
 * software renderer. argv holds the bench options after --render. Returns
 * an exit status. */
int app_bench_render(int argc, char **argv);


#endif
