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
int cmd_bench(int argc, char **argv);

/* `mazelab bench --timeline ...` (argv[0] is "--timeline"): timeline seek
 * costs per generator (bench_timeline.c). Returns a CLI_ exit code. */
int cli_bench_timeline(int argc, char **argv);

/* `mazelab bench --mines ...` (argv[0] is "--mines"): no-guess Minesweeper
 * placement times per preset (bench_mines.c). Returns a CLI_ exit code. */
int cli_bench_mines(int argc, char **argv);
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

/* Reads --start and --goal ("X,Y", either NULL) for a w x h maze into f
 * (args_apply_ends). Returns false, having said why, when a cell is bad. */
bool cli_finish_ends(GenFinish *f, int w, int h, const char *start, const char *goal);

/* Reads --braid's percent (0 to 100). Returns false, having said why. */
bool cli_parse_braid(const char *text, int *percent);

/* What shapes a solver's run beyond the maze: the seed of its random
 * choices and of the mud, the share of mud, its move limit (0: its own). */
typedef struct CliSolveOpts {
    uint64_t seed;
    int mud;            /* percent of the cells (weights.h), 0: none */
    uint64_t moves;
} CliSolveOpts;

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

/* Reports a failed write of path (NULL or "-": standard output) with
 * status st, errno e, and err (a writer's own sentence, used when not
 * empty; may be NULL). Only MAZE_ERR_EXISTS suggests --force; for
 * MAZE_ERR_NOT_FILE it says what is in the way. Returns CLI_FAIL. */
int cli_write_failed(const char *path, MazeStatus st, int e, const char *err);

#endif
