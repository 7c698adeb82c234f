/* cmd_bench.c - `mazelab bench`: how fast each generator runs and how much
 * memory it needs, through the same state machines the window animates. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/mem.h"

typedef struct BenchResult {
    double ns_per_cell;     /* best of the repeats */
    double bytes_per_cell;  /* peak heap of the run (grid + state) / cells */
    uint64_t steps;         /* steps of the fastest run (its own seed) */
} BenchResult;

/* Generates `repeat` mazes with algo/variant at w x h and keeps the best time.
 * Returns false, having printed why, when a run cannot be made. */
static bool bench_one(const GenAlgo *algo, int variant, int w, int h, uint64_t seed,
                      int repeat, BenchResult *out, CliProgress *progress)
{
    double cells = (double)w * (double)h;
    out->ns_per_cell = -1;
    char label[64];
    algo_label(algo, variant, label, sizeof label);
    for (int r = 0; r < repeat; r++) {
        cli_progress_show(progress, "bench %s, run %d of %d", label, r + 1, repeat);
        size_t base = mem_current();
        mem_reset_peak();
        double t0 = clock_now_ms() * 1e6;
        MazeStatus st;
        GenRun *run = gen_run_new(algo, variant, w, h, seed + (uint64_t)r, &st);
        if (!run) {
            cli_progress_end(progress);
            message_error("%s at %dx%d: %s", algo->id, w, h, maze_strerror(st));
            return false;
        }
        if (!run_finish(run)) {
            cli_progress_end(progress);
            message_error("%s at %dx%d seed %llu: %s", algo->id, w, h,
                      (unsigned long long)(seed + (uint64_t)r), maze_strerror(run_error(run)));
            run_free(run);
            return false;
        }
        double ns = (clock_now_ms() * 1e6 - t0) / cells;
        out->bytes_per_cell = (double)(mem_peak() - base) / cells;
        if (out->ns_per_cell < 0 || ns < out->ns_per_cell) {
            out->ns_per_cell = ns;
            out->steps = run->steps;    /* the row describes one run */
        }
        run_free(run);
    }
    return true;
}

static void bench_usage(FILE *out)
{
    fputs("usage: mazelab bench [--algo ID|all] [--size WxH] [--seed N] [--repeat K]\n"
          "       mazelab bench --render [--algo ID] [--frames N]   (window frame times)\n"
          "       mazelab bench --timeline [--algo ID] [--size WxH] (seek times, 400x300)\n"
          "       mazelab bench --mines [--preset NAME] [--seeds K] [--cpu] (no-guess mines)\n"
          "       mazelab bench --shapes [--cells N] [--repeat K] (polar, hex vs square)\n"
          "       mazelab bench --solvers [--solver ID|all] [--size WxH] (ns per cell explored)\n"
          "\n"
          "Generates mazes to the end (no animation, no dirty tracking) and prints,\n"
          "per generator and variant, nanoseconds per cell (best of K runs, seeds N to\n"
          "N+K-1), the peak heap per cell (grid + algorithm state; the grid alone is\n"
          "2 bytes) and the steps of that fastest run.\n"
          "Defaults: --algo all --size 4000x4000 --seed 1 --repeat 3.\n", out);
}

int cmd_bench(int argc, char **argv)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "repeat", required_argument, NULL, 'n' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    if (argc > 1 && strcmp(argv[1], "--timeline") == 0)
        return cli_bench_timeline(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "--mines") == 0)
        return cli_bench_mines(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "--shapes") == 0)
        return cli_bench_shapes(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "--solvers") == 0)
        return cli_bench_solvers(argc - 1, argv + 1);
    const char *algo_id = "all";
    int w = 4000, h = 4000;
    uint64_t seed = 1;
    long repeat = 3;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:n:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': algo_id = optarg; break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &w, &h)) return CLI_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'n': if (!args_parse_long(optarg, "repeat count", 1, 1000, &repeat)) return CLI_USAGE; break;
        case 'h': bench_usage(stdout); return CLI_OK;
        default: return args_bad_option("bench", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("bench", 0, argv[optind]);
    const GenAlgo *only = NULL;
    if (strcmp(algo_id, "all") != 0 && !(only = args_find_algo(algo_id)))
        return CLI_USAGE;

    printf("%-28s %12s %14s %14s\n", "generator", "ns/cell", "peak B/cell", "steps");
    fflush(stdout);
    CliProgress progress;
    cli_progress_begin(&progress);
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        if (only && a != only)
            continue;
        for (int v = 0; v < algo_variant_total(a); v++) {
            BenchResult res = { 0 };
            if (!bench_one(a, v, w, h, seed, (int)repeat, &res, &progress))
                return CLI_FAIL;
            cli_progress_end(&progress);
            char label[64];
            algo_label(a, v, label, sizeof label);
            printf("%-28s %12.2f %14.3f %14llu\n", label, res.ns_per_cell, res.bytes_per_cell,
                   (unsigned long long)res.steps);
            fflush(stdout);
        }
    }
    printf("size %dx%d, seeds %llu to %llu, best of %ld (steps: of the fastest run)\n", w, h,
           (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)repeat - 1), repeat);
    return CLI_OK;
}
