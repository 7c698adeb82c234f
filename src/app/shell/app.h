/* app.h - the window's entry points, for src/main.c. SDL-free. */
#ifndef MAZE_APP_APP_H
#define MAZE_APP_APP_H

#include <stdbool.h>
#include <stdio.h>

#include "files/settings.h"
#include "model/app_state.h"

/* How the window starts: the settings (the saved ones under the command
 * line's options), and what became of the saved file. */
typedef struct AppStart {
    AppSettings set;
    Settings saved;         /* set's strings may point into it */
    bool remember;          /* save the settings on quit (not for a --shot run) */
    char note[SETTINGS_WHY_MAX + 256];  /* why saved settings were not used, or "" */
} AppStart;

/* Reads the window's options in argv[1..] (argv[0]: the program name) over
 * the saved settings (unless --reset or --shot) into start. Returns -1 to
 * open the window, or an exit status: 0 after --help, 2 after a bad option
 * (reported on stderr). */
int app_start(int argc, char **argv, AppStart *start);

/* Opens the window with start's settings. Returns the exit status: 0 after
 * a normal quit, 1 when SDL, the font or the maze cannot be set up. */
int app_main(AppStart *start);

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
