/* cli.h - shared pieces of the `mazelab` command line: subcommands and the
 * argument parsers they use, so every command words its errors the same way.
 *
 * Exit status: 0 success, 1 a runtime failure (I/O, memory), 2 bad usage.
 * Messages go to stderr as "mazelab: ...". */
#ifndef MAZE_CLI_H
#define MAZE_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/args.h"
#include "maze/braid.h"
#include "maze/clock.h"
#include "maze/gen.h"
#include "maze/message.h"
#include "maze/outfile.h"
#include "maze/picture.h"
#include "maze/solve.h"
#include "cli_shape.h"

enum { CLI_OK = ARGS_OK, CLI_FAIL = ARGS_FAIL, CLI_USAGE = ARGS_USAGE };

/* `mazelab COMMAND ...` (argv[1] the command): runs it, or says what is
 * wrong; returns the exit status, stdout flushed (cli_finish). */
int cli_main(int argc, char **argv);

/* Prints the commands and their summaries (for `mazelab --help`). */
void cli_print_help(FILE *out);

/* Flushes stdout and returns status, or 1 when standard output could not
 * be written (a full disk: the error still in the buffer). */
int cli_finish(int status);

/* Each subcommand: argv[0] is the subcommand's name; returns an exit status. */
int cmd_list(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_quiz(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* What shapes a solver's run beyond the maze: the seed of its random
 * choices and of the mud, the share of mud, its move limit (0: its own). */
typedef struct CliSolveOpts {
    uint64_t seed;
    int mud;            /* percent of the cells (weights.h), 0: none */
    uint64_t moves;
} CliSolveOpts;

/* ---- the run `trace` and `quiz` describe (cli_run.c) ---------------------- */

/* getopt_long's values for the run's long options; a command's own long
 * options come after CLI_OPT_RUN_LAST. CLI_RUN_OTHER: cli_run_option's
 * "not one of mine". */
enum {
    CLI_OPT_SOLVER = 256, CLI_OPT_START, CLI_OPT_GOAL, CLI_OPT_BRAID, CLI_OPT_MUD, CLI_OPT_MOVES,
    CLI_OPT_RUN_LAST = CLI_OPT_MOVES, CLI_RUN_OTHER = -1
};

/* The long options of the run, for a command's getopt_long table (short
 * ones: "a:s:r:v:"). */
#define CLI_RUN_LONG_OPTIONS                                                                       \
    { "algo", required_argument, NULL, 'a' }, { "size", required_argument, NULL, 's' },           \
    { "seed", required_argument, NULL, 'r' }, { "variant", required_argument, NULL, 'v' },        \
    { "solver", required_argument, NULL, CLI_OPT_SOLVER },                                         \
    { "start", required_argument, NULL, CLI_OPT_START },                                           \
    { "goal", required_argument, NULL, CLI_OPT_GOAL },                                             \
    { "braid", required_argument, NULL, CLI_OPT_BRAID },                                           \
    { "mud", required_argument, NULL, CLI_OPT_MUD },                                               \
    { "moves", required_argument, NULL, CLI_OPT_MOVES }

/* The lines of a command's help that describe the run's options after
 * --solver: --mud, --moves, --start, --goal, --braid. */
extern const char cli_run_options_help[];

/* The options naming the run: --algo, --variant, --size, --seed, --solver,
 * and the maze's --start, --goal and --braid, the solver's --mud and
 * --moves. */
typedef struct CliRunArgs {
    const GenAlgo *algo;
    const char *variant_id;     /* NULL: the default */
    int w, h;                   /* 0: not given */
    uint64_t seed;
    bool seeded;                /* --seed given (else a random one) */
    const SolveAlgo *solver;    /* NULL: the generator's run */
    CliShape shape;             /* --shape, --mask (a command that takes
                                   them); zero: the square */
    const char *start, *goal;   /* --start, --goal: "X,Y" or NULL */
    GenFinish finish;           /* their ends, once the size is known; --braid */
    CliSolveOpts solve;         /* --mud, --moves; the seed is the maze's */
} CliRunArgs;

/* The run: a generator's, or a solver's on that generator's finished maze. */
typedef struct CliRun {
    GenRun *gen;        /* the generator's run (its maze) */
    Run *run;           /* the run described: gen, or the solver's */
    int variant;        /* the generator's variant */
    uint8_t *mud;       /* the solver's weight map, or NULL */
} CliRun;

/* Takes getopt_long's option c (-a, -s, -r, -v or a CLI_OPT_ of the run)
 * with its value arg into a; sizes may be 1 to max_side. Returns CLI_OK, CLI_USAGE
 * (said why), or CLI_RUN_OTHER for any other option. */
int cli_run_option(int c, const char *arg, int max_side, CliRunArgs *a);

/* Makes the run a names (on the grid a->shape names, cli_shape.h): says
 * what is missing or does not fit (--algo, --size, the shape, --start or
 * --goal outside the maze, --mud or --moves without a solver: CLI_USAGE),
 * picks a random seed when none was given (told on stderr, stored in a),
 * gives the maze its ends, and when a solver is named runs the generator
 * to its end and finishes the maze first (the braid), and gives the
 * solver its seed (the maze's), mud and move limit.
 * Returns CLI_OK, or an exit status with the message printed (r then holds
 * nothing). Free with cli_run_close. */
int cli_run_open(CliRun *r, CliRunArgs *a, int max_side);

/* Replaces r's run (the solver's, or the generator's) by a fresh one at
 * step 0, the maze kept for a solver. Returns CLI_OK or CLI_FAIL (said
 * why; r unchanged). */
int cli_run_restart(CliRun *r, const CliRunArgs *a);

/* Frees what r holds. */
void cli_run_close(CliRun *r);

/* Prints "# mazelab COMMAND --algo ID [--variant V] --size WxH --seed N
 * [--solver ID] [--start X,Y] [--goal X,Y] [--braid P] [--mud P]
 * [--moves N]" with no newline: the command that makes the same run. */
void cli_run_header(const CliRun *r, const CliRunArgs *a, const char *command);

/* `mazelab bench --timeline ...` (argv[0] is "--timeline"): timeline seek
 * costs per generator (bench_timeline.c). Returns a CLI_ exit code. */
int cli_bench_timeline(int argc, char **argv);

/* `mazelab bench --mines ...` (argv[0] is "--mines"): no-guess Minesweeper
 * placement times per preset (bench_mines.c). Returns a CLI_ exit code. */
int cli_bench_mines(int argc, char **argv);

/* `mazelab bench --shapes ...` (argv[0] is "--shapes"): the backtracker and
 * Wilson's on polar and hex grids against the square of as many cells
 * (bench_shapes.c). Returns a CLI_ exit code. */
int cli_bench_shapes(int argc, char **argv);

/* `mazelab bench --solvers ...` (argv[0] is "--solvers"): nanoseconds per
 * cell explored for each solver on one big maze (bench_solvers.c).
 * Returns a CLI_ exit code. */
int cli_bench_solvers(int argc, char **argv);

int cmd_mines(int argc, char **argv);
int cmd_stats(int argc, char **argv);

/* Progress of long work on stderr (cli_progress.c): one line rewritten in
 * place, only when stderr is a terminal, first after 0.3 s (or after
 * MAZELAB_PROGRESS_DELAY_MS), then at most
 * every 0.2 s, with the seconds so far and, when the work can tell, an
 * estimate of the time left; cleared by cli_progress_end. */
typedef struct CliProgress {
    bool on;            /* stderr is a terminal */
    bool shown;         /* a line is on screen */
    double t0, last;    /* clock_now_ms() at the start, at the last update */
    double left_ms;     /* estimate of the time still to go; < 0: none */
} CliProgress;

/* Starts timing; decides whether to report (isatty(2)). No estimate. */
void cli_progress_begin(CliProgress *p);

/* Shows "mazelab: <formatted text> (N.N s)" when it is time to, or with
 * an estimate "(N.N s, about 3.2 days left)". */
void cli_progress_show(CliProgress *p, const char *fmt, ...);

/* Sets the estimate shown from the next line on: left_ms milliseconds of
 * work still to go (< 0: none). */
void cli_progress_estimate(CliProgress *p, double left_ms);

/* Writes a duration for people ("40 s", "12 min", "5.5 hours", "3.2 days",
 * "6 weeks", "2 years") to buf (cap bytes). */
void cli_duration(char *buf, size_t cap, double ms);

/* Clears the progress line, if one was shown. */
void cli_progress_end(CliProgress *p);

/* Makes SIGINT, SIGTERM and SIGHUP remove the temporary files being written
 * (outfile_remove_temporaries) before they end the process; signals that
 * were ignored at start stay ignored. For the commands, not the window. */
void cli_signals_install(void);

/* Reads --start and --goal ("X,Y", either NULL) for a maze on a grid like
 * model into f (args_apply_ends; hexagonal and triangular cells are
 * numbered in rows and columns too). Returns false, having said why, when
 * a cell is bad, off in a mask, or the grid is polar (no X,Y there). */
bool cli_finish_ends(GenFinish *f, const Grid *model, const char *start, const char *goal);

/* Reads --braid's percent (0 to 100). Returns false, having said why. */
bool cli_parse_braid(const char *text, int *percent);

/* Reads --mud's percent into o. Returns false, having said why. */
bool cli_parse_mud(const char *text, CliSolveOpts *o);

/* Reads --moves (a move limit, 1 or more) into o. Returns false, having
 * said why. */
bool cli_parse_moves(const char *text, CliSolveOpts *o);

/* Gives run o's seed and move limit, and (with o->mud) a new weight map of
 * its maze with that share of mud, stored in *mud for the caller to free
 * with mem_free after the run (NULL without mud). Returns false when out
 * of memory. */
bool cli_solve_prepare(SolveRun *run, const CliSolveOpts *o, uint8_t **mud);

/* Reads --braid's percents "P[,P...]" (at most max) into levels and
 * *count. Returns false, having said why. */
bool cli_parse_braid_levels(const char *text, int *levels, int *count, int max);

/* What distinguishes g, braided by braid percent, beyond its algorithm,
 * size and seed, for titles and summaries: "" for an unbraided maze with
 * the corners' ends, else " braid 50%" and/or " start X,Y goal X,Y". */
void cli_finish_describe(char *buf, size_t cap, const Grid *g, int braid);
/* Writes s to stdout as roff text for a man page section: a backslash as
 * \e, a hyphen as \- (cli_man.c). */
void cli_man_text(const char *s);

/* Reports a failed write of path (NULL or "-": standard output) with
 * status st, errno e, and err (a writer's own sentence, used when not
 * empty; may be NULL). Only MAZE_ERR_EXISTS suggests --force; for
 * MAZE_ERR_NOT_FILE it says what is in the way. Returns CLI_FAIL. */
int cli_write_failed(const char *path, MazeStatus st, int e, const char *err);

#endif
