/* main_window.c - `mazelab-window`: the window, which `mazelab` runs when
 * it is asked for the window (src/main.c). A program of its own so that
 * the commands never load SDL and its libraries: they start in a few
 * milliseconds. Its arguments are `mazelab`'s: the window's options,
 * `--help`, or `--bench-render` and the options of `mazelab bench --render`. */
#include <stdio.h>
#include <string.h>

#include "shell/app.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--bench-render") == 0)
        return app_bench_render(argc - 1, argv + 1);
    static AppStart start;      /* large: the saved settings' text */
    int status = app_start(argc, argv, &start);
    return status >= 0 ? status : app_main(&start);
}
