/* bench_mines.c - `mazelab bench --mines`: how long laying a no-guess
 * Minesweeper board takes, per preset (or one custom board), over many
 * seeds: the median, the 95th percentile and the worst first click, each
 * timed whole (the mines picked, moved until the rules solve the board, and
 * checked once more from scratch), in wall time or, with --cpu, this
 * thread's CPU time (which a loaded machine does not inflate). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "maze/mem.h"
#include "mines_cli.h"

typedef struct BenchBoard {
    char label[48];
    int w, h;
    long mines;
} BenchBoard;

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int bench_cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Milliseconds of this thread's CPU time. */
static double bench_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The first click for a seed: a cell drawn from the seed by its own
 * generator, so corners and edges are timed as well as the middle. */
static uint32_t bench_click(const BenchBoard *bb, uint64_t seed)
{
    Rng r;
    rng_seed(&r, seed ^ 0x6d696e6573ull);
    return rng_below(&r, (uint32_t)bb->w * (uint32_t)bb->h);
}

/* Times `seeds` first clicks on bb from seed `first` with clock `now`,
 * prints a row. False when out of memory. */
static bool bench_board(const BenchBoard *bb, uint64_t first, long seeds, double (*now)(void),
                        CliProgress *progress)
{
    double *ms = mem_calloc((size_t)seeds, sizeof *ms);
    uint32_t *moved = mem_calloc((size_t)seeds, sizeof *moved);
    long refused = 0;
    bool ok = ms && moved;
    for (long s = 0; ok && s < seeds; s++) {
        cli_progress_show(progress, "bench --mines %s, seed %ld of %ld", bb->label, s + 1, seeds);
        MazeStatus st;
        MinesBoard *b = mines_new(bb->w, bb->h, (int)bb->mines, first + (uint64_t)s, &st);
        if (!b) {
            ok = false;
            break;
        }
        mines_set_no_guess(b, true);
        uint32_t click = bench_click(bb, first + (uint64_t)s);
        int x = (int)(click % (uint32_t)bb->w), y = (int)(click / (uint32_t)bb->w);
        double t0 = now();
        MinesResult r = mines_click(b, x, y);
        ms[s] = now() - t0;
        moved[s] = b->moved;
        refused += r == MINES_NO_SOLVABLE;
        ok = r != MINES_NO_MEMORY;
        mines_free(b);
    }
    cli_progress_end(progress);
    if (ok) {
        qsort(ms, (size_t)seeds, sizeof *ms, bench_cmp);
        qsort(moved, (size_t)seeds, sizeof *moved, bench_cmp_u32);
        size_t p95 = (size_t)((seeds * 95 + 99) / 100) - 1;
        printf("%-24s %6ld %10.3f %9.3f %9.3f %8u %8u %8ld\n", bb->label, seeds,
               ms[seeds / 2], ms[p95], ms[seeds - 1], moved[seeds / 2], moved[seeds - 1],
               refused);
        fflush(stdout);
    } else {
        message_error("bench --mines %s: out of memory", bb->label);
    }
    mem_free(ms);
    mem_free(moved);
    return ok;
}

static void bench_mines_usage(void)
{
    puts("usage: mazelab bench --mines [--preset NAME|all | --size WxH --mines N]\n"
         "                             [--seeds K] [--seed N] [--cpu]\n"
         "Lays K no-guess boards per preset (seeds N to N+K-1; default all presets,\n"
         "1000 seeds from 1), each first click a cell drawn from its seed, and prints\n"
         "the time of that click in ms (median, 95th percentile, worst), the mines\n"
         "moved (median, most) and the seeds refused (too many mines to succeed).\n"
         "Wall time, or with --cpu this thread's CPU time.");
}

int cli_bench_mines(int argc, char **argv)
{
    static const struct option opts[] = {
        { "preset", required_argument, NULL, 'p' },
        { "size", required_argument, NULL, 's' },
        { "mines", required_argument, NULL, 'm' },
        { "seeds", required_argument, NULL, 'k' },
        { "seed", required_argument, NULL, 'r' },
        { "cpu", no_argument, NULL, 'c' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const char *preset = NULL, *size = NULL, *mines = NULL;
    uint64_t seed = 1;
    long seeds = 1000;
    double (*now)(void) = clock_now_ms;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":p:s:m:k:r:ch", opts, NULL)) != -1) {
        switch (c) {
        case 'p': preset = optarg; break;
        case 's': size = optarg; break;
        case 'm': mines = optarg; break;
        case 'k':
            if (!args_parse_long(optarg, "seed count", 1, 1000000, &seeds))
                return CLI_USAGE;
            break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'c': now = bench_cpu_ms; break;
        case 'h': bench_mines_usage(); return CLI_OK;
        default: return args_bad_option("bench --mines", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("bench --mines", 0, argv[optind]);
    BenchBoard boards[8];
    size_t count = 0;
    bool all = !size && !mines && (!preset || strcmp(preset, "all") == 0);
    for (size_t k = 0; all && k < mines_preset_count; k++) {
        const MinesPreset *p = &mines_presets[k];
        boards[count] = (BenchBoard){ "", p->w, p->h, p->mines };
        snprintf(boards[count++].label, sizeof boards[0].label, "%s %dx%d/%d", p->id, p->w, p->h,
                 p->mines);
    }
    if (!all) {
        bool is_preset;
        BenchBoard *bb = &boards[count++];
        if (!mines_cli_board(preset, size, mines, &bb->w, &bb->h, &bb->mines, &is_preset))
            return CLI_USAGE;
        snprintf(bb->label, sizeof bb->label, "%s%s%dx%d/%ld", is_preset ? preset : "",
                 is_preset ? " " : "", bb->w, bb->h, bb->mines);
    }
    printf("%-24s %6s %10s %9s %9s %8s %8s %8s\n", "no-guess board", "seeds", "median_ms",
           "p95_ms", "worst_ms", "moved_md", "moved_mx", "refused");
    fflush(stdout);
    CliProgress progress;
    cli_progress_begin(&progress);
    for (size_t k = 0; k < count; k++)
        if (!bench_board(&boards[k], seed, seeds, now, &progress))
            return CLI_FAIL;
    printf("seeds %llu to %llu; the first click a cell drawn from each seed; %s of that "
           "click (mines laid, no guess needed)\n", (unsigned long long)seed,
           (unsigned long long)(seed + (uint64_t)seeds - 1),
           now == clock_now_ms ? "wall time" : "this thread's CPU time");
    return CLI_OK;
}
