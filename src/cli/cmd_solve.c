/* cmd_solve.c - `mazelab solve`: run a solver over a maze text file. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/infile.h"
#include "maze/solve.h"
#include "maze/textio.h"

static void solve_usage(FILE *out)
{
    char solvers[256];
    args_table_ids(solvers, sizeof solvers, false);
    fprintf(out,
            "usage: mazelab solve --input FILE [--solver ID] [--start X,Y] [--goal X,Y]\n"
            "\n"
            "Reads a maze in either text format (ascii +---+ or blocks #; '-' is\n"
            "standard input), solves it from its entrance to its exit and prints the\n"
            "verdict (reached, loop, no path or gave up), the moves a walker walked\n"
            "or the cells a search explored, and the length of the path found, in\n"
            "cells. The entrance and exit are the gaps in the outer wall, one or\n"
            "two on any side: the first in reading order (top line, then the west\n"
            "and east ends of each row, then the bottom line) is the entrance; with\n"
            "one gap only, the goal is the centre cell.\n"
            "\n"
            "  -i, --input FILE   the maze ('-': standard input)\n"
            "  -S, --solver ID    the solver (listed below)\n"
            "      --start X,Y    start at this cell instead (column and row from 0)\n"
            "      --goal X,Y     aim for this cell instead: on the border a walker\n"
            "                     leaves through its outer side, inside the maze it\n"
            "                     stops on it\n"
            "\n"
            "Solvers: %s; the default is %s.\n"
            "Exit status: 0 when solved (whatever the verdict), 1 when the file\n"
            "cannot be read or is malformed (the message names line and column),\n"
            "2 for bad options.\n", solvers, solve_algos[0]->id);
}

/* Reads the maze at path ("-": stdin). Returns false, having printed why:
 * a file that cannot be opened in full (infile_open's sentence, in a buffer
 * with room for any path and its reason), or where the text goes wrong. */
static bool solve_read(const char *path, Grid *g)
{
    FILE *f = stdin;
    char why[PATH_MAX + 256];
    if (strcmp(path, "-") != 0 && infile_open(path, &f, why, sizeof why) != MAZE_OK) {
        message_error("%s", why);
        return false;
    }
    TextError err = { 0 };
    MazeStatus st = text_read(f, g, &err);
    if (f != stdin)
        fclose(f);
    if (st == MAZE_OK)
        return true;
    if (st == MAZE_ERR_FORMAT)
        message_error("%s:%d:%d: %s", path, err.line, err.column, err.message);
    else
        message_error("cannot read %s: %s", path, err.message[0] ? err.message : maze_strerror(st));
    return false;
}

int cmd_solve(int argc, char **argv)
{
    enum { OPT_START = 256, OPT_GOAL };
    static const struct option opts[] = {
        { "input", required_argument, NULL, 'i' },
        { "solver", required_argument, NULL, 'S' },
        { "start", required_argument, NULL, OPT_START },
        { "goal", required_argument, NULL, OPT_GOAL },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const char *path = NULL, *start = NULL, *goal = NULL;
    const SolveAlgo *algo = solve_algos[0];     /* the table's first: the default */
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":i:S:h", opts, NULL)) != -1) {
        switch (c) {
        case 'i': path = optarg; break;
        case 'S': if (!(algo = args_find_solver(optarg))) return CLI_USAGE; break;
        case OPT_START: start = optarg; break;
        case OPT_GOAL: goal = optarg; break;
        case 'h': solve_usage(stdout); return CLI_OK;
        default: return args_bad_option("solve", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("solve", 0, argv[optind]);
    if (!path) {
        message_error("missing --input FILE ('-' reads standard input)");
        return CLI_USAGE;
    }
    Grid g;
    if (!solve_read(path, &g))
        return CLI_FAIL;
    if (!args_apply_ends(&g, start, goal)) {
        grid_free(&g);
        return CLI_USAGE;
    }
    MazeStatus st;
    SolveRun *run = solve_run_new(algo, &g, &st);
    if (!run) {
        message_error("cannot solve %s: %s", path, maze_strerror(st));
        grid_free(&g);
        return CLI_FAIL;
    }
    run_finish(run);
    SolveVerdict v = solve_verdict(run);
    printf("maze: %dx%d\n", g.w, g.h);
    if (!grid_ends_default(&g))
        printf("start: %u,%u\ngoal: %u,%u\n", g.ends.start % (uint32_t)g.w,
               g.ends.start / (uint32_t)g.w, g.ends.goal % (uint32_t)g.w,
               g.ends.goal / (uint32_t)g.w);
    printf("solver: %s\nverdict: %s\n", algo->id, solve_verdict_name(v));
    if (solve_walks(run))
        printf("walked: %llu moves\n", (unsigned long long)solve_raw_length(run));
    else
        printf("explored: %lu cells\n", (unsigned long)run->ctx.explored);
    if (v == SOLVE_REACHED)
        printf("path length: %lu cells\n", (unsigned long)run->ctx.path_len);
    run_free(run);
    grid_free(&g);
    return CLI_OK;
}
