/* cmd_stats.c - `mazelab stats`: the mean and standard deviation of every
 * maze statistic (include/maze/stats.h), or with --solver of a solver's
 * effort (solve_stats.h), over many mazes per generator and braid level, as
 * an aligned table, CSV or Markdown. Runs use seeds seed, seed + 1, ... so
 * the numbers reproduce. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/mem.h"
#include "maze/stats.h"
#include "maze/weights.h"
#include "stats_cli.h"
#include "stats_explain.h"

typedef enum StatsFormat { FORMAT_TABLE, FORMAT_CSV, FORMAT_MD } StatsFormat;

static const char *const format_names[] = { "table", "csv", "md" };

enum { STATS_LEVELS_MAX = 11 };     /* --braid levels */

enum { STATS_TELL_MS = 60000 };     /* work longer than this is announced */

/* What the rows measure: the columns, and the solver (NULL: the mazes'
 * own statistics) with its mud. */
typedef struct StatsMode {
    const StatsColumns *cols;
    const SolveAlgo *solver;
    int mud;            /* percent of cells made mud, for the solver */
} StatsMode;

/* Display width of s: "±" is two bytes, one column. */
static int stats_width(const char *s)
{
    int w = 0;
    for (; *s; s++)
        w += ((unsigned char)*s & 0xC0) != 0x80;
    return w;
}

static void print_csv(const StatsMode *m, const StatsRow *rows, size_t count, int w, int h,
                      uint64_t seed)
{
    const StatsColumns *c = m->cols;
    fputs(m->solver ? "algo,solver,mud,runs,width,height,seed" : "algo,runs,width,height,seed",
          stdout);
    for (int f = 0; f < c->count; f++)
        printf(",%s_mean,%s_sd", c->id(f), c->id(f));
    putchar('\n');
    for (size_t r = 0; r < count; r++) {
        printf("%s,", rows[r].label);
        if (m->solver)
            printf("%s,%d,", m->solver->id, m->mud);
        printf("%llu,%d,%d,%llu", (unsigned long long)c->runs(&rows[r]), w, h,
               (unsigned long long)seed);
        for (int f = 0; f < c->count; f++)
            printf(",%.9g,%.9g", c->mean(&rows[r], f), c->sd(&rows[r], f));
        putchar('\n');
    }
}

/* Prints one line of the table or Markdown: `first` then each of the n
 * columns' text, padded to widths (table) or between pipes (Markdown). */
static void print_line(StatsFormat fmt, const int *widths, const char *first,
                       const char cells[][STATS_CELL_MAX], int n)
{
    if (fmt == FORMAT_MD) {
        printf("| %s |", first);
        for (int f = 0; f < n; f++)
            printf(" %s |", cells[f]);
    } else {
        printf("%-*s", widths[0], first);
        for (int f = 0; f < n; f++)
            printf("  %*s%s", widths[f + 1] - stats_width(cells[f]), "", cells[f]);
    }
    putchar('\n');
}

/* "A..B", or "A" when the range holds one seed. */
static void stats_span(char *buf, size_t cap, uint64_t a, uint64_t b)
{
    if (a == b)
        snprintf(buf, cap, "%llu", (unsigned long long)a);
    else
        snprintf(buf, cap, "%llu..%llu", (unsigned long long)a, (unsigned long long)b);
}

/* The seeds of runs mazes from seed on: "seed 7", "seeds 7..106", and
 * where seed + run passes 2^64 - 1 and wraps to 0 (unsigned arithmetic, as
 * the runs have it), both parts: "seeds 18446744073709551615 and 0..1". */
static void stats_seeds(char *buf, size_t cap, uint64_t seed, long runs)
{
    uint64_t last = seed + (uint64_t)(runs - 1);
    char head[48], tail[48];
    if (last >= seed) {
        stats_span(head, sizeof head, seed, last);
        snprintf(buf, cap, "%s %s", runs == 1 ? "seed" : "seeds", head);
        return;
    }
    stats_span(head, sizeof head, seed, UINT64_MAX);
    stats_span(tail, sizeof tail, 0, last);
    snprintf(buf, cap, "seeds %s and %s", head, tail);
}

/* The lines under the table: what the numbers are. */
static void print_footer(const StatsMode *m, const char *para, const Grid *model, uint64_t seed,
                         long runs)
{
    char seeds[128];
    stats_seeds(seeds, sizeof seeds, seed, runs);
    const int w = model->w, h = model->h;
    const bool square = grid_is_square(model);
    /* " hex", " masked square": the grid, where it is not the plain square */
    char grid[40] = "";
    if (!square)
        snprintf(grid, sizeof grid, " %s", cli_shape_word(model));
    if (m->solver) {
        char mud[48] = "";
        if (m->mud)
            snprintf(mud, sizeof mud, ", %d%% of the cells mud (cost 5)", m->mud);
        printf("%smean ± standard deviation over %ld mazes of %dx%d%s, %s; solver %s from the "
               "start to the goal%s; reached in %% of the mazes, path (cells) and cost over those "
               "reached\n", para, runs, w, h, grid, seeds, m->solver->id, mud);
        return;
    }
    printf("%smean ± standard deviation over %ld mazes of %dx%d%s, %s; "
           "shares in %% of maze cells (solution: of all cells)\n", para, runs, w, h, grid, seeds);
    double ust = square ? stats_ust_dead_end_share(w, h) : NAN;
    char uniform[256] = "";
    for (size_t k = 0; k < gen_algo_count; k++)
        if (gen_algos[k]->flags & ALGO_UNIFORM) {
            size_t at = strlen(uniform);
            snprintf(uniform + at, sizeof uniform - at, "%s%s", at ? ", " : "", gen_algos[k]->id);
        }
    if (!isnan(ust))
        printf("%sexact dead-end share of a uniform spanning tree (%s) at %dx%d: %.9f %%\n", para,
               uniform[0] ? uniform : "none here", w, h, 100.0 * ust);
}

static void print_text(StatsFormat fmt, const StatsMode *m, const StatsRow *rows, size_t count,
                       const Grid *model, uint64_t seed, long runs)
{
    const StatsColumns *c = m->cols;
    char cells[STATS_FIELD_COUNT][STATS_CELL_MAX];
    int widths[STATS_FIELD_COUNT + 1] = { (int)strlen("generator") };
    for (int f = 0; f < c->count; f++) {
        c->heading(cells[f], f);
        widths[f + 1] = stats_width(cells[f]);
    }
    for (size_t r = 0; r < count; r++) {
        if ((int)strlen(rows[r].label) > widths[0])
            widths[0] = (int)strlen(rows[r].label);
        for (int f = 0; f < c->count; f++) {
            char cell[STATS_CELL_MAX];
            c->cell(cell, &rows[r], f);
            if (stats_width(cell) > widths[f + 1])
                widths[f + 1] = stats_width(cell);
        }
    }
    print_line(fmt, widths, "generator", (const char (*)[STATS_CELL_MAX])cells, c->count);
    if (fmt == FORMAT_MD) {
        fputs("|---|", stdout);
        for (int f = 0; f < c->count; f++)
            fputs("---:|", stdout);
        putchar('\n');
    }
    for (size_t r = 0; r < count; r++) {
        for (int f = 0; f < c->count; f++)
            c->cell(cells[f], &rows[r], f);
        print_line(fmt, widths, rows[r].label, (const char (*)[STATS_CELL_MAX])cells, c->count);
    }
    print_footer(m, fmt == FORMAT_MD ? "\n" : "", model, seed, runs);
}

/* Milliseconds the mazes not made yet will take: each row's own mean for
 * its rest (generators differ by ten times and more), and the mean of all
 * mazes made so far for rows not begun. < 0 before the first maze. */
static double stats_ms_left(const StatsRow *rows, size_t count, long runs)
{
    double ms = 0, left = 0;
    long done = 0;
    for (size_t r = 0; r < count; r++) {
        ms += rows[r].ms;
        done += rows[r].done;
    }
    if (done == 0)
        return -1;
    for (size_t r = 0; r < count; r++)
        left += (double)(runs - rows[r].done) *
                (rows[r].done ? rows[r].ms / (double)rows[r].done : ms / (double)done);
    return left;
}

/* After the first maze: when the whole will take longer than STATS_TELL_MS,
 * says so on stderr, terminal or not, so that weeks of work do not start
 * unannounced (Ctrl+C stops it; the progress line, on a terminal, then
 * keeps the estimate up to date). */
static void stats_tell(CliProgress *p, const StatsRow *rows, size_t count, long runs, int w, int h)
{
    double left = stats_ms_left(rows, count, runs);
    if (left <= STATS_TELL_MS)
        return;
    char when[32];
    cli_duration(when, sizeof when, left);
    cli_progress_end(p);
    message_error("stats: %.0f mazes of %dx%d will take about %s, judging by the first; "
              "Ctrl+C stops", (double)count * (double)runs, w, h, when);
}

/* Adds the maze of seed on a grid like model to row (generator a, variant
 * v, finished by f): its statistics, or what m's solver does on it; timed. */
static MazeStatus stats_add_timed(StatsRow *row, StatsScratch *sc, const StatsMode *m,
                                  const GenAlgo *a, int v, const Grid *model, uint64_t seed,
                                  const GenFinish *f)
{
    double t0 = clock_now_ms();
    SolveBatchMaze maze = { a, v, model->w, model->h, *f, m->mud, model };
    MazeStatus st = m->solver ? solve_batch_add_run(&row->solve, m->solver, &maze, seed)
                              : stats_batch_add_finished(&row->batch, sc, a, v, model, seed, f,
                                                         NULL);
    row->ms += clock_now_ms() - t0;
    row->done++;
    return st;
}

static void stats_usage(FILE *out)
{
    fputs("usage: mazelab stats [--algo ID|all] [--size WxH] [--runs N] [--seed N]\n"
          "                     [--shape S] [--mask FILE] [--braid P[,P...]]\n"
          "                     [--solver ID [--mud P]] [--format table|csv|md]\n"
          "       mazelab stats --explain [--man]\n"
          "\n"
          "Generates N mazes per generator (every variant) with seeds SEED, SEED+1, ...\n"
          "(after 18446744073709551615 comes 0)\n"
          "and prints the mean and standard deviation of each statistic: the shares of\n"
          "dead ends, straight corridors, turns, 3-way and 4-way junctions; horizontal\n"
          "and vertical passages (counts) and the horizontal share; the solution length\n"
          "as a share of all cells; the longest path (cells); the mean dead-end branch\n"
          "length (cells up to the first junction); dead ends by the side they open to.\n"
          "table and md show shares in percent, csv as fractions (columns NAME_mean,\n"
          "NAME_sd). Definitions: include/maze/stats.h.\n"
          "--shape (polar, hex, triangle) and --mask FILE measure mazes of that grid,\n"
          "as gen makes them (a dead end is a cell with one open side); --algo all then\n"
          "takes the generators that run on it.\n"
          "--braid P removes P% of each maze's dead ends first (see 'gen --help');\n"
          "with several levels, one row per generator and level (label -braidP).\n"
          "--solver ID measures that solver instead, from each maze's start to its\n"
          "goal: the share of mazes it solved (reached), the cells it explored, the\n"
          "moves it walked (a search: its path's), and over the mazes solved its\n"
          "path (cells) and cost; --mud P makes P% of the cells mud (cost 5) first,\n"
          "from each maze's seed: which solver suits which maze.\n"
          "Defaults: --algo all --size 50x50 --runs 100 --seed 1 --format table.\n"
          "Work that will take over a minute says how long after its first maze; on a\n"
          "terminal the progress line keeps an estimate of the time left.\n"
          "\n"
          "--explain prints every statistic instead: its column name, its name for\n"
          "people, and one line on what it measures; with --man, as the man page's\n"
          "STATISTICS section (roff).\n", out);
}

/* Parses the --format value. False, having printed the valid names, if bad. */
static bool parse_format(const char *text, StatsFormat *fmt)
{
    for (int k = 0; k < 3; k++)
        if (strcmp(text, format_names[k]) == 0) {
            *fmt = (StatsFormat)k;
            return true;
        }
    message_error("unknown format '%s'; valid: table, csv, md", text);
    return false;
}

int cmd_stats(int argc, char **argv)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "runs", required_argument, NULL, 'n' },
        { "seed", required_argument, NULL, 'r' },
        { "format", required_argument, NULL, 'f' },
        { "braid", required_argument, NULL, 'b' },
        { "solver", required_argument, NULL, 'S' },
        { "mud", required_argument, NULL, 'u' },
        { "explain", no_argument, NULL, 'x' },
        { "man", no_argument, NULL, 'm' },
        { "shape", required_argument, NULL, 'P' },
        { "mask", required_argument, NULL, 'M' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    const char *algo_id = "all";
    int w = 50, h = 50;
    long runs = 100;
    uint64_t seed = 1;
    StatsFormat fmt = FORMAT_TABLE;
    bool explain = false, man = false, sized = false;
    CliShape shape = { NULL, NULL };
    int levels[STATS_LEVELS_MAX] = { 0 }, nlevels = 1;
    StatsMode mode = { &stats_maze_columns, NULL, 0 };
    bool mud_given = false;
    long mud;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:n:r:f:b:S:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': algo_id = optarg; break;
        case 's':
            if (!args_parse_size(optarg, MAZE_MAX_SIDE, &w, &h))
                return CLI_USAGE;
            sized = true;
            break;
        case 'P': if (cli_shape_option(&shape, optarg) != CLI_OK) return CLI_USAGE; break;
        case 'M': shape.mask = optarg; break;
        case 'n': if (!args_parse_long(optarg, "run count", 1, 1000000, &runs)) return CLI_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &seed)) return CLI_USAGE; break;
        case 'f': if (!parse_format(optarg, &fmt)) return CLI_USAGE; break;
        case 'b':
            if (!cli_parse_braid_levels(optarg, levels, &nlevels, STATS_LEVELS_MAX))
                return CLI_USAGE;
            break;
        case 'S':
            if (!(mode.solver = args_find_solver(optarg)))
                return CLI_USAGE;
            mode.cols = &stats_solver_columns;
            break;
        case 'u':
            if (!args_parse_long(optarg, "--mud (percent of cells)", 0, WEIGHT_MUD_MAX, &mud))
                return CLI_USAGE;
            mode.mud = (int)mud;
            mud_given = true;
            break;
        case 'x': explain = true; break;
        case 'm': man = true; break;
        case 'h': stats_usage(stdout); return CLI_OK;
        default: return args_bad_option("stats", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("stats", 0, argv[optind]);
    if (mud_given && !mode.solver) {
        message_error("--mud needs --solver: mud only slows solvers down");
        return CLI_USAGE;
    }
    if (man && !explain) {
        message_error("--man goes with --explain; try 'mazelab stats --help'");
        return CLI_USAGE;
    }
    if (explain) {
        stats_explain(man);
        return CLI_OK;
    }
    const GenAlgo *only = NULL;
    if (strcmp(algo_id, "all") != 0 && !(only = args_find_algo(algo_id)))
        return CLI_USAGE;
    Grid model;
    int checked = cli_shape_grid(&shape, shape.mask && !sized ? 0 : w,
                                 shape.mask && !sized ? 0 : h, &model);
    if (checked == CLI_OK && only && (checked = cli_shape_supports(only, &model)) != CLI_OK)
        grid_free(&model);
    if (checked == CLI_OK && mode.solver &&
        (checked = cli_shape_supports(mode.solver, &model)) != CLI_OK)
        grid_free(&model);
    if (checked != CLI_OK)
        return checked;
    w = model.w;
    h = model.h;

    size_t count = 0;
    for (size_t k = 0; k < gen_algo_count; k++)
        if ((!only || gen_algos[k] == only) && algo_supports(gen_algos[k], &model))
            count += (size_t)algo_variant_total(gen_algos[k]) * (size_t)nlevels;
    StatsRow *rows = mem_calloc(count, sizeof *rows);
    StatsScratch sc;
    if (!rows || stats_scratch_init(&sc, model.n) != MAZE_OK) {
        message_error("out of memory for %dx%d", w, h);
        mem_free(rows);
        grid_free(&model);
        return CLI_FAIL;
    }
    int status = CLI_OK;
    size_t r = 0;
    CliProgress progress;
    cli_progress_begin(&progress);
    for (size_t k = 0; k < gen_algo_count && status == CLI_OK; k++) {
        const GenAlgo *a = gen_algos[k];
        if ((only && a != only) || !algo_supports(a, &model))
            continue;
        for (int vl = 0; vl < algo_variant_total(a) * nlevels && status == CLI_OK; vl++, r++) {
            int v = vl / nlevels, l = vl % nlevels;
            GenFinish finish = { .braid = levels[l] };
            char tag[24];
            braid_tag(tag, sizeof tag, levels[l]);
            algo_label(a, v, rows[r].label, sizeof rows[r].label);
            strncat(rows[r].label, tag, sizeof rows[r].label - strlen(rows[r].label) - 1);
            stats_batch_init(&rows[r].batch);
            solve_batch_init(&rows[r].solve);
            for (long run = 0; run < runs; run++) {
                cli_progress_estimate(&progress, stats_ms_left(rows, count, runs));
                cli_progress_show(&progress, "stats %s, maze %ld of %ld (%.0f%% of all)",
                                  rows[r].label, run + 1, runs,
                                  100.0 * ((double)r * (double)runs + (double)run) /
                                      ((double)count * (double)runs));
                MazeStatus st = stats_add_timed(&rows[r], &sc, &mode, a, v, &model,
                                                seed + (uint64_t)run, &finish);
                if (st != MAZE_OK) {
                    cli_progress_end(&progress);
                    message_error("%s at %dx%d: %s", rows[r].label, w, h, maze_strerror(st));
                    status = CLI_FAIL;
                    break;
                }
                if (r == 0 && run == 0)
                    stats_tell(&progress, rows, count, runs, w, h);
            }
        }
    }
    cli_progress_end(&progress);
    if (status == CLI_OK) {
        if (fmt == FORMAT_CSV)
            print_csv(&mode, rows, count, w, h, seed);
        else
            print_text(fmt, &mode, rows, count, &model, seed, runs);
    }
    stats_scratch_free(&sc);
    mem_free(rows);
    grid_free(&model);
    return status;
}
