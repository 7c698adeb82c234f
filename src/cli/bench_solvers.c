/* bench_solvers.c - `mazelab bench --solvers`: how fast each solver runs,
 * as nanoseconds per cell it explores, unwatched (no report, no dirty
 * list), from the entrance to the exit of one generated maze. Walkers that
 * may never arrive are held to a move limit, so the run ends. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/mem.h"
#include "maze/solve.h"

/* A walker that may never arrive stops after this many moves per cell:
 * enough for its speed to show, and for the run to end. */
enum { BS_MOVES_PER_CELL = 4 };

typedef struct BsResult {
    double ns_per_explored;     /* best of the repeats */
    double ns_per_step;         /* that run's, per step (a move, a cell) */
    double bytes_per_cell;      /* peak heap of the run (trail + state) / cells */
    uint32_t explored;
    uint64_t steps;
    SolveVerdict verdict;
} BsResult;

/* Runs solver on g `repeat` times (seeds seed, seed + 1, ...), keeping the
 * fastest. False, having said why, when a run cannot be made. */
static bool bs_one(const SolveAlgo *solver, const Grid *g, uint64_t seed, int repeat, BsResult *out,
                   CliProgress *progress)
{
    out->ns_per_explored = -1;
    for (int r = 0; r < repeat; r++) {
        cli_progress_show(progress, "bench --solvers %s, run %d of %d", solver->id, r + 1, repeat);
        size_t base = mem_current();
        mem_reset_peak();
        double t0 = clock_now_ms();
        MazeStatus st;
        SolveRun *run = solve_run_new(solver, g, &st);
        if (run) {
            solve_set_seed(run, seed + (uint64_t)r);
            solve_set_move_limit(run, (uint64_t)BS_MOVES_PER_CELL * g->n);
            st = run_finish(run) ? MAZE_OK : run_error(run);
        }
        double ns = (clock_now_ms() - t0) * 1e6;
        if (st != MAZE_OK) {
            cli_progress_end(progress);
            message_error("%s at %dx%d: %s", solver->id, g->w, g->h, maze_strerror(st));
            run_free(run);
            return false;
        }
        uint32_t explored = solve_explored(run) ? solve_explored(run) : 1;
        if (out->ns_per_explored < 0 || ns / explored < out->ns_per_explored) {
            out->ns_per_explored = ns / explored;
            out->ns_per_step = ns / (double)(run->steps ? run->steps : 1);
            out->explored = solve_explored(run);
            out->steps = run->steps;
            out->verdict = solve_verdict(run);
        }
        out->bytes_per_cell = (double)(mem_peak() - base) / (double)g->n;
        run_free(run);
    }
    return true;
}

static void bs_usage(FILE *out)
{
    fputs("usage: mazelab bench --solvers [--solver ID|all] [--algo ID] [--size WxH]\n"
          "                     [--seed N] [--repeat K]\n"
          "\n"
          "Generates one maze (default a 4000x4000 backtracker, seed 1), then runs\n"
          "each solver on it from the entrance to the exit, unwatched, K times, and\n"
          "prints nanoseconds per cell explored (the best run) and its ratio to\n"
          "bfs's, nanoseconds per step (a move, or a cell expanded, filled or\n"
          "traced), the cells explored, the steps, the verdict and the peak heap\n"
          "per cell. A walker's cells explored are the cells it has stood on, so\n"
          "one that walks the same corridors again (the random mouse) costs more\n"
          "per cell than per step. Walkers that may never arrive (random-mouse,\n"
          "pledge) stop after 4 moves per cell. Defaults: --solver all --repeat 3.\n", out);
}

int cli_bench_solvers(int argc, char **argv)
{
    static const struct option opts[] = {
        { "solver", required_argument, NULL, 'S' },
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "repeat", required_argument, NULL, 'n' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const SolveAlgo *only = NULL;
    const GenAlgo *algo = gen_find("backtracker");
    int w = 4000, h = 4000;
    uint64_t seed = 1;
    long repeat = 3;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":S:a:s:r:n:h", opts, NULL)) != -1) {
        switch (c) {
        case 'S':
            if (strcmp(optarg, "all") != 0 && !(only = args_find_solver(optarg)))
                return CLI_USAGE;
            break;
        case 'a': if (!(algo = args_find_algo(optarg))) return CLI_USAGE; break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &w, &h)) return CLI_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'n': if (!args_parse_long(optarg, "repeat count", 1, 1000, &repeat)) return CLI_USAGE; break;
        case 'h': bs_usage(stdout); return CLI_OK;
        default: return args_bad_option("bench --solvers", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("bench --solvers", 0, argv[optind]);
    MazeStatus st;
    GenRun *maze = gen_run_new(algo, 0, w, h, seed, &st);
    if (!maze || !run_finish(maze)) {
        message_error("cannot make a %s maze of %dx%d: %s", algo->id, w, h,
                      maze_strerror(maze ? run_error(maze) : st));
        run_free(maze);
        return CLI_FAIL;
    }
    run_trim(maze);     /* its working state is not the solvers' */
    printf("%-18s %12s %8s %10s %12s %12s %9s %12s\n", "solver", "ns/explored", "x bfs",
           "ns/step", "explored", "steps", "verdict", "peak B/cell");
    fflush(stdout);
    CliProgress progress;
    cli_progress_begin(&progress);
    double bfs_ns = -1;
    BsResult bfs_res;
    const SolveAlgo *bfs = solve_find("bfs");
    if (bfs && bs_one(bfs, &maze->grid, seed, (int)repeat, &bfs_res, &progress))
        bfs_ns = bfs_res.ns_per_explored;
    int status = CLI_OK;
    for (size_t k = 0; k < solve_algo_count && status == CLI_OK; k++) {
        const SolveAlgo *a = solve_algos[k];
        if (only && a != only)
            continue;
        BsResult res;
        if (a == bfs && bfs_ns >= 0)
            res = bfs_res;
        else if (!bs_one(a, &maze->grid, seed, (int)repeat, &res, &progress))
            status = CLI_FAIL;
        if (status != CLI_OK)
            break;
        cli_progress_end(&progress);
        printf("%-18s %12.2f %8.2f %10.2f %12lu %12llu %9s %12.2f\n", a->id, res.ns_per_explored,
               bfs_ns > 0 ? res.ns_per_explored / bfs_ns : 0.0, res.ns_per_step,
               (unsigned long)res.explored, (unsigned long long)res.steps,
               solve_verdict_name(res.verdict), res.bytes_per_cell);
        fflush(stdout);
    }
    cli_progress_end(&progress);
    if (status == CLI_OK)
        printf("%s %dx%d, seed %llu; best of %ld runs (solver seeds %llu to %llu); walkers "
               "stop after %d moves a cell\n", algo->id, w, h, (unsigned long long)seed, repeat,
               (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)repeat - 1),
               BS_MOVES_PER_CELL);
    run_free(maze);
    return status;
}
