/* main.c - `mazelab`: a command, or the window. The commands (src/cli) run
 * here; the window (src/app) is a program of its own beside this one
 * (main_window.c), which this one becomes (exec) when the window is asked
 * for, so a command never loads SDL. Neither side includes the other. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/cli.h"
#include "maze/message.h"
#include "maze/progdir.h"

#ifndef MAZELAB_WINDOW_DIR
#define MAZELAB_WINDOW_DIR "."
#endif

/* True when argv[1] opens the window: no command at all, or a window option
 * ("--algo wilson ...") rather than a command or --help/--version. */
static bool main_wants_window(int argc, char **argv)
{
    if (argc < 2)
        return true;
    const char *a = argv[1];
    return a[0] == '-' && a[1] == '-' && strcmp(a, "--help") != 0 && strcmp(a, "--version") != 0;
}

/* Writes the window program's path to out: NAME-window beside this program
 * (the build tree), else in ../libexec/mazelab/ from it (an installed
 * copy), else in the install folder configured at build time. False, with
 * the places looked at in out, when none is there. */
static bool main_window_path(char *out, size_t cap)
{
    char dir[4096], name[256] = "mazelab";
    bool here = progdir(dir, sizeof dir, name, sizeof name);
    char looked[4096] = "";
    const char *places[] = { "", "../libexec/mazelab/" };
    for (size_t k = 0; here && k < sizeof places / sizeof places[0]; k++) {
        snprintf(out, cap, "%s%s%s-window", dir, places[k], name);
        if (access(out, X_OK) == 0)
            return true;
        strncat(looked, k ? ", " : "", sizeof looked - strlen(looked) - 1);
        strncat(looked, out, sizeof looked - strlen(looked) - 1);
    }
    snprintf(out, cap, "%s/%s-window", MAZELAB_WINDOW_DIR, name);
    if (access(out, X_OK) == 0)
        return true;
    strncat(looked, looked[0] ? ", " : "", sizeof looked - strlen(looked) - 1);
    strncat(looked, out, sizeof looked - strlen(looked) - 1);
    snprintf(out, cap, "%s", looked);
    return false;
}

/* Becomes the window program with argv[1..] (first, when not NULL, in
 * argv[1]'s place: --bench-render). Returns only on failure: 1, said why. */
static int main_exec_window(char **argv, const char *first)
{
    char path[8192];
    if (!main_window_path(path, sizeof path)) {
        message_error("cannot find the window program (looked for %s); the commands work "
                      "without it: mazelab --help", path);
        return 1;
    }
    if (first)
        argv[1] = (char *)first;
    argv[0] = path;
    execv(path, argv);
    message_error("cannot start the window program %s: %s", path, strerror(errno));
    return 1;
}

/* Prints the window's options (the window program's --help) after the
 * commands'. Returns the exit status. */
static int main_help(char **argv)
{
    cli_print_help(stdout);
    putchar('\n');
    if (cli_finish(0) != 0)
        return 1;
    pid_t pid = fork();
    if (pid == 0) {
        char *args[] = { argv[0], "--help", NULL };
        _exit(main_exec_window(args, NULL));
    }
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) < 0)
        return 1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

int main(int argc, char **argv)
{
    if (main_wants_window(argc, argv))
        return main_exec_window(argv, NULL);
    const char *name = argv[1];
    if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0 || strcmp(name, "help") == 0)
        return main_help(argv);
    /* `bench --render` times the window's frames: the window program's. */
    if (argc > 2 && strcmp(name, "bench") == 0 && strcmp(argv[2], "--render") == 0)
        return main_exec_window(argv + 1, "--bench-render");
    return cli_main(argc, argv);
}
