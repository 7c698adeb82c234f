/* cli_main.c - the commands: `mazelab COMMAND ...` dispatched to each
 * command's file (see cli.h). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} Command;

/* Subcommands in help order. To add one: write src/cli/cmd_NAME.c with
 * `int cmd_NAME(int argc, char **argv)`, declare it in cli.h, list it here. */
static const Command commands[] = {
    { "list", cmd_list, "list the generators and solvers (id, tab, name)" },
    { "gen", cmd_gen, "generate a maze and print or save it as text, PNG or SVG" },
    { "solve", cmd_solve, "solve a maze text file with any solver" },
    { "trace", cmd_trace, "every step of a generator or solver: line, sentence, facts" },
    { "quiz", cmd_quiz, "questions on an algorithm's next step, and their answers: a handout" },
    { "bench", cmd_bench, "time every generator (or solver): ns per cell, peak bytes per cell" },
    { "stats", cmd_stats, "maze (or solver) statistics: mean and sd per generator and braid" },
    { "mines", cmd_mines, "play Minesweeper: clicks and flags in, board out" },
};

static const char *command_name(size_t k) { return commands[k].name; }

void cli_print_help(FILE *out)
{
    fputs("usage: mazelab [--help] [--version] COMMAND [ARGS]\n"
          "\n"
          "Maze algorithm visualizer. Commands:\n", out);
    for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
        fprintf(out, "  %-8s %s\n", commands[k].name, commands[k].summary);
    fputs("\n'mazelab COMMAND --help' describes a command's options.\n", out);
}

/* Flushes stdout, so that a write error still in its buffer (e.g. ENOSPC
 * on a full disk) gives exit status 1, not 0. */
static int finish_stdout(int status)
{
    int flushed = fflush(stdout);
    int e = errno;
    if ((flushed != 0 || ferror(stdout)) && status == CLI_OK) {
        message_error("cannot write standard output: %s", flushed != 0 ? strerror(e) : "write error");
        return CLI_FAIL;
    }
    return status;
}

int cli_finish(int status)
{
    return finish_stdout(status);
}

int cli_main(int argc, char **argv)
{
    const char *name = argv[1];
    if (strcmp(name, "-V") == 0 || strcmp(name, "--version") == 0) {
        printf("mazelab %s\n", MAZELAB_VERSION);
        return finish_stdout(CLI_OK);
    }
    for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
        if (strcmp(name, commands[k].name) == 0) {
            cli_signals_install();
            return finish_stdout(commands[k].run(argc - 1, argv + 1));
        }
    char valid[256];
    args_join(valid, sizeof valid, sizeof commands / sizeof commands[0], command_name);
    message_error("unknown command '%s'; valid commands: %s", name, valid);
    return CLI_USAGE;
}
