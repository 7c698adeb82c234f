/* main.c - `mazelab`: the window, or a command. The one place that knows
 * both: the window (src/app) and the commands (src/cli) each build on the
 * library alone, and neither includes the other. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "shell/app.h"

/* True when argv[1] opens the window: no command at all, or a window option
 * ("--algo wilson ...") rather than a command or --help/--version. */
static bool main_wants_window(int argc, char **argv)
{
    if (argc < 2)
        return true;
    const char *a = argv[1];
    return a[0] == '-' && a[1] == '-' && strcmp(a, "--help") != 0 && strcmp(a, "--version") != 0;
}

int main(int argc, char **argv)
{
    if (main_wants_window(argc, argv)) {
        static AppStart start;      /* large: the saved settings' text */
        int status = app_start(argc, argv, &start);
        return status >= 0 ? status : app_main(&start);
    }
    const char *name = argv[1];
    if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0 || strcmp(name, "help") == 0) {
        cli_print_help(stdout);
        putchar('\n');
        app_print_usage(stdout);
        return cli_finish(0);
    }
    /* `bench --render` times the window's frames: the window's own code. */
    if (argc > 2 && strcmp(name, "bench") == 0 && strcmp(argv[2], "--render") == 0)
        return cli_finish(app_bench_render(argc - 2, argv + 2));
    return cli_main(argc, argv);
}
