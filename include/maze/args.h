/* args.h - the words of a command line, for the commands and the window
 * alike: sizes, seeds, numbers, cells, algorithm ids and output names.
 * Every parser says what was wrong in one line on standard error
 * (message.h) naming the valid choices, and returns false (or NULL, -1),
 * so a caller only exits with ARGS_USAGE. */
#ifndef MAZE_ARGS_H
#define MAZE_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/gen.h"
#include "maze/solve.h"

/* The program's exit statuses: success, a run that failed (a file that
 * could not be read or written), bad usage. */
enum { ARGS_OK = 0, ARGS_FAIL = 1, ARGS_USAGE = 2 };

/* Parses "WxH" (e.g. "31x20") with 1 <= W, H <= max_side into *w, *h.
 * Returns false, having printed why (naming the valid range), otherwise. */
bool args_parse_size(const char *text, int max_side, int *w, int *h);

/* Parses a decimal unsigned 64-bit seed. Returns false, having printed why. */
bool args_parse_seed(const char *text, uint64_t *seed);

/* args_parse_seed without the message (the window shows its own): true and
 * *seed for a whole number 0 to 2^64-1 and nothing else (no sign, space,
 * letter or overflow); false, *seed untouched, otherwise. */
bool args_seed_value(const char *text, uint64_t *seed);

/* Parses a decimal integer in [lo, hi] for option `what`. Returns false,
 * having printed why. */
bool args_parse_long(const char *text, const char *what, long lo, long hi, long *out);

/* Parses "X,Y" with 0 <= X < w and 0 <= Y < h. Returns false, having printed
 * why. */
bool args_parse_point(const char *text, int w, int h, int *x, int *y);

/* Moves g's ends to the cells "X,Y" named by --start and --goal (either
 * NULL: that end stays). A cell on the border gets an opening on its
 * outer side (grid_border_side), one inside none; when both would open on
 * the same side of the same cell, the goal has none. Returns false, having
 * printed why (naming the option and the maze's size), g unchanged, for a
 * malformed cell or one outside g. */
bool args_apply_ends(Grid *g, const char *start, const char *goal);

/* Checks the FILE name of an output option ("--output", the window's
 * "--shot") before any work: false, having said why, for an empty name, a
 * name ending in '/', or an existing folder (suggesting a file named
 * example in it). */
bool args_check_output(const char *option, const char *path, const char *example);

/* Reports what getopt_long (optstring starting with ':') rejected for
 * command cmd: c is its return value (':' for a missing value, '?' for an
 * unknown option, else an unexpected word) and arg the word concerned.
 * Adds "try 'mazelab CMD --help'". Returns ARGS_USAGE. */
int args_bad_option(const char *cmd, int c, const char *arg);

/* Writes the names name(0) .. name(count - 1), separated by ", ", into buf
 * (truncated to cap bytes, always terminated). For "valid: ..." messages. */
void args_join(char *buf, size_t cap, size_t count, const char *(*name)(size_t k));

/* The ids of the table's solvers (or, with gens, generators), separated by
 * ", ", into buf (as args_join): help texts and messages list what the
 * tables hold. */
void args_table_ids(char *buf, size_t cap, bool gens);

/* The generators that have variants and theirs, "growing-tree
 * mixed|newest|random|oldest, prim edge|cell, ...", into buf (as above). */
void args_table_variants(char *buf, size_t cap);

/* The generator with this id, or NULL after printing the valid ids. */
const GenAlgo *args_find_algo(const char *id);

/* Sets *index to the position in gen_algos[] of the generator with this id;
 * false after printing the valid ids. */
bool args_algo_index(const char *id, int *index);

/* The solver with this id, or NULL after printing the valid ones. */
const SolveAlgo *args_find_solver(const char *id);

/* The variant of algo named id (NULL: the default), or -1 after printing
 * the valid variants. */
int args_find_variant(const GenAlgo *algo, const char *id);

/* "ID" or "ID:VARIANT" (algo_label's form) into *algo and *variant (0 for
 * no variant given); false after printing what is valid. */
bool args_find_algo_variant(const char *text, const GenAlgo **algo, int *variant);

/* A comma-separated list of "ID[:VARIANT]" into algos[] and variants[]
 * (room for max): returns how many it names, max + 1 when there are more
 * (the caller says how many it takes), or -1 after printing what is wrong
 * with one. */
int args_parse_algo_list(const char *text, const GenAlgo **algos, int *variants, int max);

#endif
