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

#include "maze/gen.h"
#include "maze/outfile.h"
#include "maze/picture.h"
#include "maze/solve.h"

enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

/* Each subcommand: argv[0] is the subcommand's name; returns an exit status. */
int cmd_list(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* `mazelab bench --timeline ...` (argv[0] is "--timeline"): timeline seek
 * costs per generator (bench_timeline.c). Returns a CLI_ exit code. */
int cli_bench_timeline(int argc, char **argv);

/* `mazelab bench --mines ...` (argv[0] is "--mines"): no-guess Minesweeper
 * placement times per preset (bench_mines.c). Returns a CLI_ exit code. */
int cli_bench_mines(int argc, char **argv);
int cmd_mines(int argc, char **argv);
int cmd_stats(int argc, char **argv);

/* `mazelab bench --render`, provided by the window (src/app) when it is
 * linked in: main() sets it. NULL in a build without the window. Takes the
 * options after --render (argv[0] is "--render"); returns an exit status. */
extern int (*cli_bench_render)(int argc, char **argv);

/* `mazelab gen --format png`: encodes pic as a PNG file at path (see
 * app_png_save in src/app/files/export_png.h, which main() sets it to). NULL in a build
 * without the window. Returns MAZE_OK, or the status with a message in err. */
extern MazeStatus (*cli_png_save)(const Picture *pic, const char *path, OutfileMode mode,
                                  char *used, size_t used_cap, char *err, size_t err_cap);

/* Prints "mazelab: " + the formatted message + newline to stderr. */
void cli_error(const char *fmt, ...);

/* Parses "WxH" (e.g. "31x20") with 1 <= W, H <= max_side into *w, *h.
 * Returns false, having printed why (naming the valid range), otherwise. */
bool cli_parse_size(const char *text, int max_side, int *w, int *h);

/* Parses a decimal unsigned 64-bit seed. Returns false, having printed why. */
bool cli_parse_seed(const char *text, uint64_t *seed);

/* cli_parse_seed without the message (the window shows its own): true and
 * *seed for a whole number 0 to 2^64-1 and nothing else (no sign, space,
 * letter or overflow); false, *seed untouched, otherwise. */
bool cli_seed_value(const char *text, uint64_t *seed);

/* Parses a decimal integer in [lo, hi] for option `what`. Returns false,
 * having printed why. */
bool cli_parse_long(const char *text, const char *what, long lo, long hi, long *out);

/* Parses "X,Y" with 0 <= X < w and 0 <= Y < h. Returns false, having printed
 * why. */
bool cli_parse_point(const char *text, int w, int h, int *x, int *y);

/* Checks an --output FILE name before any work: false, having said why,
 * for an empty name, a name ending in '/', or an existing folder. */
bool cli_check_output(const char *path);

/* Progress of long work on stderr (cli_progress.c): one line rewritten in
 * place, only when stderr is a terminal, first after 0.3 s (or after
 * MAZELAB_PROGRESS_DELAY_MS), then at most
 * every 0.2 s, with the seconds so far; cleared by cli_progress_end. */
typedef struct CliProgress {
    bool on;            /* stderr is a terminal */
    bool shown;         /* a line is on screen */
    double t0, last;    /* cli_now_ms() at the start, at the last update */
} CliProgress;

/* Starts timing; decides whether to report (isatty(2)). */
void cli_progress_begin(CliProgress *p);

/* Shows "mazelab: <formatted text> (N.N s)" when it is time to. */
void cli_progress_show(CliProgress *p, const char *fmt, ...);

/* Clears the progress line, if one was shown. */
void cli_progress_end(CliProgress *p);

/* Makes SIGINT, SIGTERM and SIGHUP remove the temporary files being written
 * (outfile_remove_temporaries) before they end the process; signals that
 * were ignored at start stay ignored. For the commands, not the window. */
void cli_signals_install(void);

/* Milliseconds on a monotonic clock (for timing work, not dates). */
double cli_now_ms(void);

/* A seed for runs where the user gave none: from the clock and the process. */
uint64_t cli_random_seed(void);

/* Writes the names name(0) .. name(count - 1), separated by ", ", into buf
 * (truncated to cap bytes, always terminated). For "valid: ..." messages. */
void cli_join(char *buf, size_t cap, size_t count, const char *(*name)(size_t k));

/* The generator with this id, or NULL after printing the valid ids. */
const GenAlgo *cli_find_algo(const char *id);

/* Sets *index to the position in gen_algos[] of the generator with this id;
 * false after printing the valid ids. */
bool cli_parse_algo_index(const char *id, int *index);

/* Reports a failed write of path (NULL: standard output) with status st,
 * errno e, and err (a writer's own sentence, used when not empty; may be
 * NULL). Returns CLI_FAIL. */
int cli_write_failed(const char *path, MazeStatus st, int e, const char *err);

/* `mazelab gen --page`: finds the bundled font file `name` (fonts_find
 * in src/app/ui/fonts.h, which main() sets it to; the names are in
 * maze/font_names.h), writing its path to out,
 * or the places it looked when it returns false. NULL in a build without
 * the window. */
extern bool (*cli_font_find)(const char *name, char *out, size_t cap);

/* The solver with this id, or NULL after printing the valid ones. */
const SolveAlgo *cli_find_solver(const char *id);

/* The variant of algo named id (NULL: the default), or -1 after printing
 * the valid variants. */
int cli_find_variant(const GenAlgo *algo, const char *id);

/* Reports what getopt_long (optstring starting with ':') rejected: c is its
 * return value (':' for a missing value, '?' for an unknown option) and arg
 * the word concerned. Adds "try 'mazelab CMD --help'". Returns CLI_USAGE. */
int cli_bad_option(const char *cmd, int c, const char *arg);

#endif
