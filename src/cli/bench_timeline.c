/* bench_timeline.c - `mazelab bench --timeline`: what going back in time
 * costs, per generator, at the window's largest panel size: one step back
 * at the end of a run, a jump to the start and to the end, and each frame
 * of a timeline dragged from the end back to the start. Seeks run with a
 * StepReport attached, as the window's would. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/timeline.h"

enum { BT_BACKS = 20, BT_FRAMES = 120 };

typedef struct BtStat {
    double worst, sum;
    int count;
} BtStat;

/* Times one seek of tl to k into st. */
static void bt_seek(Timeline *tl, uint64_t k, BtStat *st)
{
    double t0 = clock_now_ms();
    timeline_seek(tl, k);
    double ms = clock_now_ms() - t0;
    if (ms > st->worst)
        st->worst = ms;
    st->sum += ms;
    st->count++;
}

static double bt_mean(const BtStat *st) { return st->count ? st->sum / st->count : 0; }

/* Runs algo/variant through a timeline and times the seeks; prints a row.
 * Returns false when the run cannot be made. */
static bool bt_one(const GenAlgo *algo, int variant, int w, int h, uint64_t seed)
{
    MazeStatus status;
    GenRun *run = gen_run_new(algo, variant, w, h, seed, &status);
    Timeline *tl = run ? timeline_new_run(run, &status) : NULL;
    if (!tl) {
        message_error("%s at %dx%d: %s", algo->id, w, h, maze_strerror(status));
        run_free(run);
        return false;
    }
    double t0 = clock_now_ms();
    while (!run_done(run) && timeline_step(tl, SIZE_MAX) > 0)
        ;
    double forward = clock_now_ms() - t0;
    uint64_t end = timeline_pos(tl);
    StepReport report;
    run_set_report(run, &report);
    BtStat back = { 0 }, jump = { 0 }, drag = { 0 };
    for (int k = 0; k < BT_BACKS && end > 0; k++) {
        bt_seek(tl, end - 1, &back);
        timeline_seek(tl, end);
    }
    bt_seek(tl, 0, &jump);
    bt_seek(tl, end, &jump);
    for (int f = 1; f <= BT_FRAMES; f++)
        bt_seek(tl, end - end * (uint64_t)f / BT_FRAMES, &drag);
    char label[64];
    algo_label(algo, variant, label, sizeof label);
    printf("%-24s %10llu %8.1f %7.2f %7.2f %7.2f %7.2f %7.2f %4zu %7.1f\n", label,
           (unsigned long long)end, forward, back.worst, bt_mean(&back), jump.worst, drag.worst,
           bt_mean(&drag), timeline_checkpoints(tl),
           (double)timeline_bytes(tl) / ((double)w * h));
    fflush(stdout);
    timeline_free(tl);
    run_free(run);
    return true;
}

int cli_bench_timeline(int argc, char **argv)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const char *algo_id = "all";
    int w = 400, h = 300;
    uint64_t seed = 1;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': algo_id = optarg; break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &w, &h)) return CLI_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'h':
            puts("usage: mazelab bench --timeline [--algo ID|all] [--size WxH] [--seed N]\n"
                 "Times seeks on each generator's timeline (default 400x300): one step back\n"
                 "at the end (worst and mean of 20), jumps to the start and end (worst),\n"
                 "a drag from the end to the start in 120 frames (worst and mean), in ms;\n"
                 "and the checkpoints' heap bytes per cell at the end.");
            return CLI_OK;
        default: return args_bad_option("bench --timeline", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("bench --timeline", 0, argv[optind]);
    const GenAlgo *only = NULL;
    if (strcmp(algo_id, "all") != 0 && !(only = args_find_algo(algo_id)))
        return CLI_USAGE;
    printf("%-24s %10s %8s %7s %7s %7s %7s %7s %4s %7s\n", "generator", "steps", "fwd_ms",
           "back_w", "back_m", "jump_w", "drag_w", "drag_m", "cps", "B/cell");
    for (size_t k = 0; k < gen_algo_count; k++) {
        if (only && gen_algos[k] != only)
            continue;
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++)
            if (!bt_one(gen_algos[k], v, w, h, seed))
                return CLI_FAIL;
    }
    printf("size %dx%d, seed %llu; ms per seek, with a step report attached\n", w, h,
           (unsigned long long)seed);
    return CLI_OK;
}
