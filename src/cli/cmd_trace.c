/* cmd_trace.c - `mazelab trace`: every step of a generator (or of a solver
 * on the finished maze) as one line: its number, phase, pseudocode line,
 * sentence and facts; exactly what the window shows for that step. Text
 * for a handout, JSON lines for programs and tests. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/solve.h"

typedef enum TraceFormat { TRACE_TEXT, TRACE_JSONL } TraceFormat;

typedef struct TraceArgs {
    CliRunArgs run;         /* --algo, --size, --seed, --variant, --solver, and
                               the maze's and the solver's options */
    uint64_t from;          /* the first step printed (0: the start) */
    uint64_t steps;         /* steps printed at most (0: all) */
    bool milestones;        /* print only the milestone steps */
    TraceFormat format;
} TraceArgs;

static void trace_usage(FILE *out)
{
    fputs("usage: mazelab trace --algo ID --size WxH [--seed N] [--variant V]\n"
          "                     [--shape S] [--mask FILE]\n"
          "                     [--solver ID [--mud P] [--moves N]] [--start X,Y]\n"
          "                     [--goal X,Y] [--braid P] [--from K] [--steps N]\n"
          "                     [--milestones] [--format text|jsonl]\n"
          "\n"
          "Prints the steps of a generator, or with --solver of that solver on the\n"
          "finished maze, one line each: the step's number, the algorithm's phase, the\n"
          "line of its pseudocode (number and text), the sentence the window shows\n"
          "under the maze, and the step's facts (cells, direction, set ids and sizes,\n"
          "stack depth, queue length, ...). Step 0 is the start.\n"
          "\n"
          "  -a, --algo ID      generator ('mazelab list' shows them)\n"
          "  -s, --size WxH     cells, 1 to 8192 each way\n"
          "  -r, --seed N       the same seed gives the same steps (default: random,\n"
          "                     reported on stderr)\n"
          "  -v, --variant V    the generator's option, when it has any\n"
          "      --shape S      square (default), polar, hex or triangle, as for gen\n"
          "      --mask FILE    a square maze in the shape of FILE, as for gen\n"
          "      --solver ID    trace this solver on the finished maze instead (its\n"
          "                     random choices seeded by --seed)\n", out);
    fputs(cli_run_options_help, out);
    fputs("      --from K       start at step K (default 0)\n"
          "      --steps N      print at most N steps (default: to the end)\n"
          "      --milestones   print only the milestones: the steps the algorithm marks\n"
          "                     as events of interest (a walk reaching the maze, a\n"
          "                     join, a junction), which the window's ] and [ go to\n"
          "      --format F     text (default): a line per step, fields apart by ' | ';\n"
          "                     jsonl: a JSON object per line: step, phase, line, code,\n"
          "                     event, sentence, cell, other ([x,y] or null), dir, facts\n"
          "                     (name: value; cells as [x,y]), focus (the cells and\n"
          "                     the wall the window outlines), milestone (true or\n"
          "                     false)\n", out);
}

/* Parses the options into a. Returns CLI_OK, or an exit status (a message
 * printed, or --help answered: *done set). */
static int trace_read_options(int argc, char **argv, TraceArgs *a, bool *done)
{
    enum { OPT_FROM = CLI_OPT_RUN_LAST + 1, OPT_STEPS, OPT_FORMAT, OPT_MILESTONES, OPT_SHAPE,
           OPT_MASK };
    static const struct option opts[] = {
        CLI_RUN_LONG_OPTIONS,
        { "shape", required_argument, NULL, OPT_SHAPE },
        { "mask", required_argument, NULL, OPT_MASK },
        { "from", required_argument, NULL, OPT_FROM },
        { "steps", required_argument, NULL, OPT_STEPS },
        { "format", required_argument, NULL, OPT_FORMAT },
        { "milestones", no_argument, NULL, OPT_MILESTONES },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    long v;
    int c, st;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:v:h", opts, NULL)) != -1) {
        if ((st = cli_run_option(c, optarg, MAZE_MAX_SIDE, &a->run)) != CLI_RUN_OTHER) {
            if (st != CLI_OK)
                return st;
            continue;
        }
        switch (c) {
        case OPT_FROM:
            if (!args_parse_long(optarg, "--from (a step)", 0, 2000000000L, &v))
                return CLI_USAGE;
            a->from = (uint64_t)v;
            break;
        case OPT_STEPS:
            if (!args_parse_long(optarg, "--steps", 1, 2000000000L, &v))
                return CLI_USAGE;
            a->steps = (uint64_t)v;
            break;
        case OPT_MILESTONES: a->milestones = true; break;
        case OPT_SHAPE:
            if (cli_shape_option(&a->run.shape, optarg) != CLI_OK)
                return CLI_USAGE;
            break;
        case OPT_MASK: a->run.shape.mask = optarg; break;
        case OPT_FORMAT:
            if (strcmp(optarg, "text") == 0) {
                a->format = TRACE_TEXT;
            } else if (strcmp(optarg, "jsonl") == 0) {
                a->format = TRACE_JSONL;
            } else {
                message_error("unknown format '%s'; valid: text, jsonl", optarg);
                return CLI_USAGE;
            }
            break;
        case 'h': trace_usage(stdout); *done = true; return CLI_OK;
        default: return args_bad_option("trace", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("trace", 0, argv[optind]);
    return CLI_OK;
}

/* ---- printing one step --------------------------------------------------- */

/* Writes s as a JSON string (quotes included). */
static void trace_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            printf("\\%c", ch);
        else if (ch < 0x20)
            printf("\\u%04x", ch);
        else
            putchar(ch);
    }
    putchar('"');
}

/* Writes cell i of grid g as [x,y] (column, row; polar: cell in its ring,
 * ring), or null for no cell. */
static void trace_json_cell(uint32_t i, const Grid *g)
{
    uint32_t x, y;
    if (i == STEP_NONE || i >= g->n) {
        fputs("null", stdout);
        return;
    }
    grid_shape(g)->coords(g, i, &x, &y);
    printf("[%u,%u]", x, y);
}

/* Writes side d of cell i of g in the shape's words, as a JSON string. */
static void trace_json_side(const Grid *g, uint32_t i, int d)
{
    trace_json_string(grid_is_square(g) ? sentence_dir(d) : grid_side_name(g, i, d));
}

static void trace_json_fact(const StepFact *f, const Grid *g)
{
    trace_json_string(f->name);
    putchar(':');
    if (f->type == STEP_CELL)
        trace_json_cell(f->value, g);
    else if (f->type == STEP_FRACTION)
        printf("%.6f", (double)f->value / 4294967296.0);
    else
        printf("%u", f->value);
}

/* The step of run at `step`, whose report is r, as one JSON object. */
static void trace_print_json(const Run *run, uint64_t step, const StepReport *r)
{
    const Grid *g = run->ctx.grid;
    Pseudocode code = run_pseudocode(run);
    char sentence[512];
    StepNamed named;
    run_explain(run, r, sentence, sizeof sentence, &named);
    printf("{\"step\":%llu,\"phase\":", (unsigned long long)step);
    trace_json_string(run_phase(run));
    printf(",\"line\":%d,\"code\":", r->line);
    trace_json_string(r->line >= 0 && r->line < code.count ? code.lines[r->line] : "");
    fputs(",\"event\":", stdout);
    trace_json_string(step_kind_id(run->algo->kinds, r));
    fputs(",\"sentence\":", stdout);
    trace_json_string(sentence);
    fputs(",\"cell\":", stdout);
    trace_json_cell(r->cell, g);
    fputs(",\"other\":", stdout);
    trace_json_cell(r->other, g);
    fputs(",\"dir\":", stdout);
    if (r->dir >= 0)
        trace_json_side(g, r->cell, r->dir);
    else
        fputs("null", stdout);
    fputs(",\"facts\":{", stdout);
    for (int k = 0; k < r->nfacts; k++) {
        if (k > 0)
            putchar(',');
        trace_json_fact(&r->facts[k], g);
    }
    fputs("},\"focus\":{\"cells\":[", stdout);
    for (int k = 0; k < named.ncells; k++) {
        if (k > 0)
            putchar(',');
        trace_json_cell(named.cells[k], g);
    }
    fputs("],\"wall\":", stdout);
    if (named.wall) {
        fputs("{\"cell\":", stdout);
        trace_json_cell(named.wall_cell, g);
        fputs(",\"dir\":", stdout);
        trace_json_side(g, named.wall_cell, named.wall_dir);
        putchar('}');
    } else {
        fputs("null", stdout);
    }
    printf("},\"milestone\":%s}\n", step_is_milestone(run->algo->kinds, r) ? "true" : "false");
}

/* The step as a line of text: "step | phase | line N: code | sentence |
 * facts". */
static void trace_print_text(const Run *run, uint64_t step, const StepReport *r)
{
    const Grid *g = run->ctx.grid;
    Pseudocode code = run_pseudocode(run);
    char sentence[512];
    run_explain(run, r, sentence, sizeof sentence, NULL);
    printf("%llu | %s | line %d: %s | %s |", (unsigned long long)step, run_phase(run), r->line,
           r->line >= 0 && r->line < code.count ? code.lines[r->line] : "", sentence);
    for (int k = 0; k < r->nfacts; k++) {
        const StepFact *f = &r->facts[k];
        uint32_t x, y;
        if (f->type == STEP_CELL && f->value < g->n) {
            grid_shape(g)->coords(g, f->value, &x, &y);
            printf(" %s=(%u,%u)", f->name, x, y);
        } else if (f->type == STEP_CELL && f->value != STEP_NONE)
            printf(" %s=(%u,%u)", f->name, f->value % (uint32_t)g->w, f->value / (uint32_t)g->w);
        else if (f->type == STEP_FRACTION)
            printf(" %s=%.3f", f->name, (double)f->value / 4294967296.0);
        else
            printf(" %s=%u", f->name, f->value);
    }
    putchar('\n');
}

/* ---- the run ------------------------------------------------------------- */

/* Steps run from its start: unwatched to step a->from (the algorithms'
 * fast paths, as the window's timeline does), then one watched step at a
 * time, printing each (with --milestones, each milestone), a->steps of
 * them at most. Returns false when the run ended before a->from. */
static bool trace_run(Run *run, const TraceArgs *a)
{
    StepReport report;
    uint64_t printed = 0;
    if (a->from > 1)
        while (run->steps < a->from - 1 && run_step(run, a->from - 1 - run->steps) > 0)
            ;
    if (a->from > 0 && run->steps + 1 < a->from)
        return false;
    run_set_report(run, &report);
    if (a->from > 0 && run_step(run, 1) == 0)
        return false;
    for (;;) {
        if (!a->milestones || step_is_milestone(run->algo->kinds, &report)) {
            if (a->format == TRACE_JSONL)
                trace_print_json(run, run->steps, &report);
            else
                trace_print_text(run, run->steps, &report);
            printed++;
        }
        if ((a->steps && printed == a->steps) || run_step(run, 1) == 0)
            break;
    }
    run_set_report(run, NULL);
    return true;
}

int cmd_trace(int argc, char **argv)
{
    TraceArgs a = { 0 };
    bool done = false;
    CliRun r;
    int st = trace_read_options(argc, argv, &a, &done);
    if (st != CLI_OK || done || (st = cli_run_open(&r, &a.run, MAZE_MAX_SIDE)) != CLI_OK)
        return st;
    if (a.format == TRACE_TEXT) {
        cli_run_header(&r, &a.run, "trace");
        putchar('\n');
    }
    if (!trace_run(r.run, &a)) {
        message_error("--from %llu: the run has only %llu steps", (unsigned long long)a.from,
                      (unsigned long long)r.run->steps);
        st = CLI_USAGE;
    } else if (run_error(r.run) != MAZE_OK) {
        message_error("the run stopped: %s", maze_strerror(run_error(r.run)));
        st = CLI_FAIL;
    }
    cli_run_close(&r);
    return st;
}
