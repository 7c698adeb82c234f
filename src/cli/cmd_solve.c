/* cmd_solve.c - `mazelab solve`: run a solver over a maze text file. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/infile.h"
#include "maze/mem.h"
#include "maze/solve.h"
#include "maze/textio.h"
#include "maze/weights.h"

static void solve_usage(FILE *out)
{
    char solvers[256];
    args_table_ids(solvers, sizeof solvers, false);
    fprintf(out,
            "usage: mazelab solve --input FILE [--solver ID] [--start X,Y] [--goal X,Y]\n"
            "                     [--seed N] [--mud P] [--moves N]\n"
            "\n"
            "Reads a maze in either text format (ascii +---+ or blocks #; '-' is\n"
            "standard input), solves it from its entrance to its exit and prints the\n"
            "verdict (reached, loop, no path or gave up, and why it gave up), the\n"
            "moves a walker walked or the cells a search explored, and the length\n"
            "of the path found, in cells. The entrance and exit are the gaps in the\n"
            "outer wall, one or two on any side: the first in reading order (top\n"
            "line, then the west and east ends of each row, then the bottom line) is\n"
            "the entrance; with one gap only, the goal is the centre cell.\n"
            "\n"
            "  -i, --input FILE   the maze ('-': standard input)\n"
            "  -S, --solver ID    the solver (listed below)\n"
            "      --start X,Y    start at this cell instead (column and row from 0)\n"
            "      --goal X,Y     aim for this cell instead: on the border a walker\n"
            "                     leaves through its outer side, inside the maze it\n"
            "                     stops on it\n"
            "      --seed N       seeds the random mouse's and Tremaux's choices and\n"
            "                     the mud (default 0): the same seed, the same run\n"
            "      --mud P        make P%% of the cells mud (cost 5 to enter, 1 else),\n"
            "                     picked by the seed; dijkstra and astar go round it,\n"
            "                     and the cost of the path found is printed\n"
            "      --moves N      a walker that may never arrive (random-mouse,\n"
            "                     pledge) gives up after N moves (default: 256 per cell)\n"
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

/* "path cost: N (P% of the cells mud)". Returns an exit status. */
static int solve_print_cost(const SolveRun *run, const uint8_t *mud, int share)
{
    uint32_t *cells;
    size_t len;
    MazeStatus st = solve_path(run, &cells, &len);
    if (st != MAZE_OK) {
        message_error("no path cost: %s", maze_strerror(st));
        return CLI_FAIL;
    }
    printf("path cost: %llu (%d%% of the cells mud, cost %d)\n",
           (unsigned long long)weights_path_cost(mud, cells, len), share, WEIGHT_MUD);
    mem_free(cells);
    return CLI_OK;
}

int cmd_solve(int argc, char **argv)
{
    enum { OPT_START = 256, OPT_GOAL, OPT_SEED, OPT_MUD, OPT_MOVES };
    static const struct option opts[] = {
        { "input", required_argument, NULL, 'i' },
        { "solver", required_argument, NULL, 'S' },
        { "start", required_argument, NULL, OPT_START },
        { "goal", required_argument, NULL, OPT_GOAL },
        { "seed", required_argument, NULL, OPT_SEED },
        { "mud", required_argument, NULL, OPT_MUD },
        { "moves", required_argument, NULL, OPT_MOVES },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const char *path = NULL, *start = NULL, *goal = NULL;
    const SolveAlgo *algo = solve_algos[0];     /* the table's first: the default */
    CliSolveOpts opt = { 0 };
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":i:S:h", opts, NULL)) != -1) {
        switch (c) {
        case 'i': path = optarg; break;
        case 'S': if (!(algo = args_find_solver(optarg))) return CLI_USAGE; break;
        case OPT_START: start = optarg; break;
        case OPT_GOAL: goal = optarg; break;
        case OPT_SEED: if (!args_parse_seed(optarg, &opt.seed)) return CLI_USAGE; break;
        case OPT_MUD: if (!cli_parse_mud(optarg, &opt)) return CLI_USAGE; break;
        case OPT_MOVES: if (!cli_parse_moves(optarg, &opt)) return CLI_USAGE; break;
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
    MazeStatus st = MAZE_ERR_NOMEM;
    uint8_t *mud = NULL;
    SolveRun *run = solve_run_new(algo, &g, &st);
    if (!run || !cli_solve_prepare(run, &opt, &mud)) {
        message_error("cannot solve %s: %s", path, maze_strerror(run ? MAZE_ERR_NOMEM : st));
        run_free(run);
        grid_free(&g);
        return CLI_FAIL;
    }
    /* A walker's last step says why it gave up; stepping it watched costs
     * little next to its walk. */
    StepReport last;
    run_set_report(run, solve_walks(run) ? &last : NULL);
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
    if (v == SOLVE_GAVE_UP) {
        char why[512];
        run_explain(run, &last, why, sizeof why, NULL);
        printf("why: %s\n", why);
    }
    int status = opt.mud && v == SOLVE_REACHED ? solve_print_cost(run, mud, opt.mud) : CLI_OK;
    run_free(run);
    mem_free(mud);
    grid_free(&g);
    return status;
}
