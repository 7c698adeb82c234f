/* bench_shapes.c - `mazelab bench --shapes`: the backtracker and Wilson's
 * on polar and hexagonal grids of about a million cells, each timed
 * against the same algorithm on the square grid of the same cell count,
 * runs alternating so that a loaded machine slows both alike. The figure
 * is the ratio of the medians (issue 20's target: within 1.5). */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/shape.h"

enum { BENCH_SHAPES_RUNS_MAX = 99 };

/* Milliseconds to make one maze with algo on a grid like model, or < 0
 * having said why it failed. */
static double bench_shapes_time(const GenAlgo *algo, const Grid *model, uint64_t seed)
{
    double t0 = clock_now_ms();
    MazeStatus st;
    GenRun *run = gen_run_new_on(algo, 0, model, seed, &st);
    if (!run || !run_finish(run)) {
        message_error("%s on %s: %s", algo->id, grid_shape(model)->id,
                      maze_strerror(run ? run_error(run) : st));
        run_free(run);
        return -1;
    }
    double ms = clock_now_ms() - t0;
    run_free(run);
    return ms;
}

static int bench_shapes_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double bench_shapes_median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, bench_shapes_cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* One row: algo on model against the square of about as many cells. */
static int bench_shapes_row(const GenAlgo *algo, const Grid *model, int runs, uint64_t seed,
                            CliProgress *progress)
{
    const int side = (int)lround(sqrt((double)model->n));
    Grid square;
    if (grid_init(&square, side, side) != MAZE_OK) {
        message_error("out of memory for %dx%d", side, side);
        return CLI_FAIL;
    }
    double shape_ms[BENCH_SHAPES_RUNS_MAX], square_ms[BENCH_SHAPES_RUNS_MAX];
    int status = CLI_OK;
    for (int r = 0; r < runs && status == CLI_OK; r++) {
        cli_progress_show(progress, "bench --shapes %s on %s, run %d of %d", algo->id,
                          grid_shape(model)->id, r + 1, runs);
        shape_ms[r] = bench_shapes_time(algo, model, seed + (uint64_t)r);
        square_ms[r] = shape_ms[r] < 0 ? -1 : bench_shapes_time(algo, &square, seed + (uint64_t)r);
        if (shape_ms[r] < 0 || square_ms[r] < 0)
            status = CLI_FAIL;
    }
    if (status == CLI_OK) {
        cli_progress_end(progress);
        double a = bench_shapes_median(shape_ms, runs), b = bench_shapes_median(square_ms, runs);
        printf("%-12s %-7s %9u %9.0f %10u %9.0f %7.2fx\n", algo->id, grid_shape(model)->id,
               model->n, a, square.n, b, a / b);
        fflush(stdout);
    }
    grid_free(&square);
    return status;
}

int cli_bench_shapes(int argc, char **argv)
{
    static const struct option opts[] = {
        { "cells", required_argument, NULL, 'c' },
        { "repeat", required_argument, NULL, 'n' },
        { "seed", required_argument, NULL, 'r' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    long cells = 1000000, runs = 5;
    uint64_t seed = 1;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":c:n:r:h", opts, NULL)) != -1) {
        switch (c) {
        case 'c':
            if (!args_parse_long(optarg, "cells", 1000, 16000000, &cells))
                return CLI_USAGE;
            break;
        case 'n':
            if (!args_parse_long(optarg, "repeat count", 1, BENCH_SHAPES_RUNS_MAX, &runs))
                return CLI_USAGE;
            break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'h':
            puts("usage: mazelab bench --shapes [--cells N] [--repeat K] [--seed N]\n\n"
                 "Times the backtracker and Wilson's on a polar and a hexagonal grid of\n"
                 "about N cells (default 1000000), each against the same algorithm on the\n"
                 "square grid of the same cell count, K runs each (default 5, seeds N ..),\n"
                 "alternating, and prints the medians and their ratio: what the shape\n"
                 "costs over the square's own code.");
            return CLI_OK;
        default: return args_bad_option("bench --shapes", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("bench --shapes", 0, argv[optind]);
    /* The polar grid of the rings whose cells come nearest to N; the hex
     * grid of side sqrt(N). */
    long rings = 2;
    while (rings < 4096 && (double)shape_polar_cell_count((int)rings + 1) <= (double)cells)
        rings++;
    const int hex = (int)lround(sqrt((double)cells));
    Grid grids[2];
    if (grid_init_shape(&grids[0], SHAPE_POLAR, (int)rings, (int)rings) != MAZE_OK ||
        grid_init_shape(&grids[1], SHAPE_HEX, hex, hex) != MAZE_OK) {
        grid_free(&grids[0]);
        message_error("out of memory for %ld cells", cells);
        return CLI_FAIL;
    }
    printf("%-12s %-7s %9s %9s %10s %9s %8s\n", "generator", "shape", "cells", "shape_ms",
           "square", "square_ms", "ratio");
    fflush(stdout);
    const char *const algos[] = { "backtracker", "wilson" };
    CliProgress progress;
    cli_progress_begin(&progress);
    int status = CLI_OK;
    for (int a = 0; a < 2 && status == CLI_OK; a++)
        for (int g = 0; g < 2 && status == CLI_OK; g++)
            status = bench_shapes_row(gen_find(algos[a]), &grids[g], (int)runs, seed, &progress);
    cli_progress_end(&progress);
    if (status == CLI_OK)
        printf("medians of %ld runs each, alternating, seeds %llu to %llu; ratio = shape / "
               "square (target: 1.5x at most)\n", runs, (unsigned long long)seed,
               (unsigned long long)(seed + (uint64_t)runs - 1));
    grid_free(&grids[0]);
    grid_free(&grids[1]);
    return status;
}
