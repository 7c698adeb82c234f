/* cmd_trace.c - `mazelab trace`: every step of a generator (or of a solver
 * on the finished maze) as one line: its number, phase, pseudocode line,
 * sentence and facts; exactly what the window shows for that step. Text
 * for a handout, JSON lines for programs and tests. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/gen.h"
#include "maze/mem.h"
#include "maze/solve.h"

typedef enum TraceFormat { TRACE_TEXT, TRACE_JSONL } TraceFormat;

typedef struct TraceArgs {
    const GenAlgo *algo;
    const char *variant_id;
    int w, h;
    uint64_t seed;
    bool seeded;
    const SolveAlgo *solver;
    const char *start, *goal;   /* --start, --goal: "X,Y" or NULL */
    GenFinish finish;
    CliSolveOpts solve;     /* --mud, --moves; its seed is the maze's */
    uint64_t from;          /* the first step printed (0: the start) */
    uint64_t steps;         /* steps printed at most (0: all) */
    TraceFormat format;
} TraceArgs;

static void trace_usage(FILE *out)
{
    fputs("usage: mazelab trace --algo ID --size WxH [--seed N] [--variant V]\n"
          "                     [--solver ID [--mud P] [--moves N]] [--start X,Y]\n"
          "                     [--goal X,Y] [--braid P]\n"
          "                     [--from K] [--steps N] [--format text|jsonl]\n"
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
          "      --solver ID    trace this solver on the finished maze instead (its\n"
          "                     random choices seeded by --seed)\n"
          "      --mud P        P%% of the cells mud for the solver (see 'solve --help')\n"
          "      --moves N      the solver's move limit (see 'solve --help')\n"
          "      --start X,Y    the maze's start cell (default 0,0; see 'gen --help')\n"
          "      --goal X,Y     its goal cell (default: the bottom-right one)\n"
          "      --braid P      remove P%% of the finished maze's dead ends before\n"
          "                     the solver runs (see 'gen --help')\n"
          "      --from K       start at step K (default 0)\n"
          "      --steps N      print at most N steps (default: to the end)\n"
          "      --format F     text (default): a line per step, fields apart by ' | ';\n"
          "                     jsonl: a JSON object per line: step, phase, line, code,\n"
          "                     event, sentence, cell, other ([x,y] or null), dir, facts\n"
          "                     (name: value; cells as [x,y]), focus (the cells and\n"
          "                     the wall the window outlines)\n", out);
}

/* Parses the options into a. Returns CLI_OK, or an exit status (a message
 * printed, or --help answered: *done set). */
static int trace_read_options(int argc, char **argv, TraceArgs *a, bool *done)
{
    enum { OPT_SOLVER = 256, OPT_FROM, OPT_STEPS, OPT_FORMAT, OPT_START, OPT_GOAL, OPT_BRAID,
           OPT_MUD, OPT_MOVES };
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "variant", required_argument, NULL, 'v' },
        { "solver", required_argument, NULL, OPT_SOLVER },
        { "from", required_argument, NULL, OPT_FROM },
        { "steps", required_argument, NULL, OPT_STEPS },
        { "format", required_argument, NULL, OPT_FORMAT },
        { "start", required_argument, NULL, OPT_START },
        { "goal", required_argument, NULL, OPT_GOAL },
        { "braid", required_argument, NULL, OPT_BRAID },
        { "mud", required_argument, NULL, OPT_MUD },
        { "moves", required_argument, NULL, OPT_MOVES },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    long v;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:v:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': if (!(a->algo = args_find_algo(optarg))) return CLI_USAGE; break;
        case 's': if (!args_parse_size(optarg, MAZE_MAX_SIDE, &a->w, &a->h)) return CLI_USAGE; break;
        case 'r':
            if (!args_parse_seed(optarg, &a->seed))
                return CLI_USAGE;
            a->seeded = true;
            break;
        case 'v': a->variant_id = optarg; break;
        case OPT_SOLVER: if (!(a->solver = args_find_solver(optarg))) return CLI_USAGE; break;
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
        case OPT_START: a->start = optarg; break;
        case OPT_GOAL: a->goal = optarg; break;
        case OPT_BRAID: if (!cli_parse_braid(optarg, &a->finish.braid)) return CLI_USAGE; break;
        case OPT_MUD: if (!cli_parse_mud(optarg, &a->solve)) return CLI_USAGE; break;
        case OPT_MOVES: if (!cli_parse_moves(optarg, &a->solve)) return CLI_USAGE; break;
        case 'h': trace_usage(stdout); *done = true; return CLI_OK;
        default: return args_bad_option("trace", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("trace", 0, argv[optind]);
    if (!a->algo) {
        message_error("missing --algo ID; 'mazelab list' shows the generators");
        return CLI_USAGE;
    }
    if (a->w == 0) {
        message_error("missing --size WxH (width and height 1 to %d)", MAZE_MAX_SIDE);
        return CLI_USAGE;
    }
    if (!a->solver && (a->solve.mud || a->solve.moves)) {
        message_error("%s is for a solver: add --solver ID", a->solve.mud ? "--mud" : "--moves");
        return CLI_USAGE;
    }
    return cli_finish_ends(&a->finish, a->w, a->h, a->start, a->goal) ? CLI_OK : CLI_USAGE;
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

/* Writes cell i of a grid w wide as [x,y], or null for no cell. */
static void trace_json_cell(uint32_t i, uint32_t w)
{
    if (i == STEP_NONE)
        fputs("null", stdout);
    else
        printf("[%u,%u]", i % w, i / w);
}

static void trace_json_fact(const StepFact *f, uint32_t w)
{
    trace_json_string(f->name);
    putchar(':');
    if (f->type == STEP_CELL)
        trace_json_cell(f->value, w);
    else if (f->type == STEP_FRACTION)
        printf("%.6f", (double)f->value / 4294967296.0);
    else
        printf("%u", f->value);
}

/* The step of run at `step`, whose report is r, as one JSON object. */
static void trace_print_json(const Run *run, uint64_t step, const StepReport *r)
{
    const uint32_t w = (uint32_t)run_width(run);
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
    trace_json_cell(r->cell, w);
    fputs(",\"other\":", stdout);
    trace_json_cell(r->other, w);
    fputs(",\"dir\":", stdout);
    if (r->dir >= 0)
        trace_json_string(sentence_dir(r->dir));
    else
        fputs("null", stdout);
    fputs(",\"facts\":{", stdout);
    for (int k = 0; k < r->nfacts; k++) {
        if (k > 0)
            putchar(',');
        trace_json_fact(&r->facts[k], w);
    }
    fputs("},\"focus\":{\"cells\":[", stdout);
    for (int k = 0; k < named.ncells; k++) {
        if (k > 0)
            putchar(',');
        trace_json_cell(named.cells[k], w);
    }
    fputs("],\"wall\":", stdout);
    if (named.wall) {
        fputs("{\"cell\":", stdout);
        trace_json_cell(named.wall_cell, w);
        fputs(",\"dir\":", stdout);
        trace_json_string(sentence_dir(named.wall_dir));
        putchar('}');
    } else {
        fputs("null", stdout);
    }
    fputs("}}\n", stdout);
}

/* The step as a line of text: "step | phase | line N: code | sentence |
 * facts". */
static void trace_print_text(const Run *run, uint64_t step, const StepReport *r)
{
    const uint32_t w = (uint32_t)run_width(run);
    Pseudocode code = run_pseudocode(run);
    char sentence[512];
    run_explain(run, r, sentence, sizeof sentence, NULL);
    printf("%llu | %s | line %d: %s | %s |", (unsigned long long)step, run_phase(run), r->line,
           r->line >= 0 && r->line < code.count ? code.lines[r->line] : "", sentence);
    for (int k = 0; k < r->nfacts; k++) {
        const StepFact *f = &r->facts[k];
        if (f->type == STEP_CELL && f->value != STEP_NONE)
            printf(" %s=(%u,%u)", f->name, f->value % w, f->value / w);
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
 * time, printing each, a->steps of them at most. Returns the steps
 * printed. */
static uint64_t trace_run(Run *run, const TraceArgs *a)
{
    StepReport report;
    uint64_t printed = 0;
    if (a->from > 1)
        while (run->steps < a->from - 1 && run_step(run, a->from - 1 - run->steps) > 0)
            ;
    if (a->from > 0 && run->steps + 1 < a->from)
        return 0;       /* the run ended before --from */
    run_set_report(run, &report);
    if (a->from > 0 && run_step(run, 1) == 0)
        return 0;
    for (;;) {
        if (a->format == TRACE_JSONL)
            trace_print_json(run, run->steps, &report);
        else
            trace_print_text(run, run->steps, &report);
        printed++;
        if ((a->steps && printed == a->steps) || run_step(run, 1) == 0)
            break;
    }
    run_set_report(run, NULL);
    return printed;
}

int cmd_trace(int argc, char **argv)
{
    TraceArgs a = { 0 };
    bool done = false;
    int st = trace_read_options(argc, argv, &a, &done);
    if (st != CLI_OK || done)
        return st;
    int variant = args_find_variant(a.algo, a.variant_id);
    if (variant < 0)
        return CLI_USAGE;
    if (!a.seeded) {
        a.seed = clock_random_seed();
        fprintf(stderr, "mazelab: seed %llu\n", (unsigned long long)a.seed);
    }
    MazeStatus ms;
    GenRun *gen = gen_run_new(a.algo, variant, a.w, a.h, a.seed, &ms);
    if (!gen) {
        message_error("cannot make a %dx%d maze: %s", a.w, a.h, maze_strerror(ms));
        return CLI_FAIL;
    }
    gen_finish_ends(gen, &a.finish);    /* fits: checked with the options */
    if (a.format == TRACE_TEXT) {
        char braid[80] = "";
        int at = a.finish.braid ? snprintf(braid, sizeof braid, " --braid %d", a.finish.braid) : 0;
        if (a.solve.mud)
            at += snprintf(braid + at, sizeof braid - (size_t)at, " --mud %d", a.solve.mud);
        if (a.solve.moves)
            snprintf(braid + at, sizeof braid - (size_t)at, " --moves %llu",
                     (unsigned long long)a.solve.moves);
        printf("# mazelab trace --algo %s%s%s --size %dx%d --seed %llu%s%s%s%s%s%s%s\n", a.algo->id,
               a.algo->variant_count ? " --variant " : "",
               a.algo->variant_count ? a.algo->variants[variant].id : "", a.w, a.h,
               (unsigned long long)a.seed, a.solver ? " --solver " : "", a.solver ? a.solver->id : "",
               a.start ? " --start " : "", a.start ? a.start : "", a.goal ? " --goal " : "",
               a.goal ? a.goal : "", braid);
    }
    Run *run = gen;
    uint8_t *mud = NULL;
    if (a.solver) {
        if (!run_finish(gen) || gen_finish_apply(gen, &a.finish) != MAZE_OK) {
            message_error("cannot make the maze: %s", maze_strerror(run_error(gen)));
            run_free(gen);
            return CLI_FAIL;
        }
        run = solve_run_new(a.solver, &gen->grid, &ms);
        a.solve.seed = a.seed;
        if (!run || !cli_solve_prepare(run, &a.solve, &mud)) {
            message_error("cannot start %s: %s", a.solver->id,
                          maze_strerror(run ? MAZE_ERR_NOMEM : ms));
            run_free(run);
            run_free(gen);
            return CLI_FAIL;
        }
    }
    uint64_t printed = trace_run(run, &a);
    int status = CLI_OK;
    if (printed == 0) {
        message_error("--from %llu: the run has only %llu steps", (unsigned long long)a.from,
                  (unsigned long long)run->steps);
        status = CLI_USAGE;
    } else if (run_error(run) != MAZE_OK) {
        message_error("the run stopped: %s", maze_strerror(run_error(run)));
        status = CLI_FAIL;
    }
    if (run != gen)
        run_free(run);
    mem_free(mud);
    run_free(gen);
    return status;
}
