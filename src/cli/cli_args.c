/* cli_args.c - argument parsers shared by the subcommands. */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void cli_put_escaped(FILE *out, const char *s)
{
    static const char named[] = "abtnvfr";  /* '\a' to '\r' by their letters */
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c != 0x7f)
            putc(c, out);
        else if (c >= '\a' && c <= '\r')
            fprintf(out, "\\%c", named[c - '\a']);
        else
            fprintf(out, "\\x%02x", c);
    }
}

void cli_error(const char *fmt, ...)
{
    /* Formatted first, then escaped: a file name or a value with a newline
     * in it must not split the message (nor an escape sequence reach the
     * terminal). Long messages (a path of 4000 bytes) get a buffer of
     * their own. */
    char small[1024], *text = small;
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)) != NULL)
        vsnprintf(text, (size_t)n + 1, fmt, again);
    va_end(again);
    va_end(ap);
    fputs("mazelab: ", stderr);
    cli_put_escaped(stderr, text ? text : small);
    fputc('\n', stderr);
    if (text != small)
        free(text);
}

/* Parses an unsigned decimal prefix of text into *out; *end gets the rest.
 * False on no digits, a sign, or overflow. */
static bool parse_u64(const char *text, uint64_t *out, const char **end)
{
    if (*text < '0' || *text > '9')
        return false;
    errno = 0;
    char *e;
    unsigned long long v = strtoull(text, &e, 10);
    if (errno == ERANGE)
        return false;
    *out = (uint64_t)v;
    *end = e;
    return true;
}

bool cli_parse_size(const char *text, int max_side, int *w, int *h)
{
    uint64_t a, b;
    const char *p;
    if (!parse_u64(text, &a, &p) || (*p != 'x' && *p != 'X') || !parse_u64(p + 1, &b, &p) || *p) {
        cli_error("bad size '%s': expected WIDTHxHEIGHT, e.g. 31x20", text);
        return false;
    }
    if (a < 1 || b < 1 || a > (uint64_t)max_side || b > (uint64_t)max_side) {
        cli_error("size '%s' out of range: width and height must be 1 to %d", text, max_side);
        return false;
    }
    *w = (int)a;
    *h = (int)b;
    return true;
}

bool cli_seed_value(const char *text, uint64_t *seed)
{
    uint64_t v;
    const char *p;
    if (!parse_u64(text, &v, &p) || *p)
        return false;
    *seed = v;
    return true;
}

bool cli_parse_seed(const char *text, uint64_t *seed)
{
    if (!cli_seed_value(text, seed)) {
        cli_error("bad seed '%s': expected a whole number from 0 to %" PRIu64, text, UINT64_MAX);
        return false;
    }
    return true;
}

bool cli_parse_long(const char *text, const char *what, long lo, long hi, long *out)
{
    /* strtol alone would accept leading blanks and a '+'. */
    const char *digits = text[0] == '-' ? text + 1 : text;
    errno = 0;
    char *end;
    long v = strtol(text, &end, 10);
    if (*digits < '0' || *digits > '9' || *end || errno == ERANGE || v < lo || v > hi) {
        cli_error("bad %s '%s': expected a whole number from %ld to %ld", what, text, lo, hi);
        return false;
    }
    *out = v;
    return true;
}

bool cli_parse_point(const char *text, int w, int h, int *x, int *y)
{
    uint64_t a, b;
    const char *p;
    if (!parse_u64(text, &a, &p) || *p != ',' || !parse_u64(p + 1, &b, &p) || *p) {
        cli_error("bad cell '%s': expected X,Y (column,row from 0), e.g. 3,4", text);
        return false;
    }
    if (a >= (uint64_t)w || b >= (uint64_t)h) {
        cli_error("cell '%s' is off the board: X must be 0 to %d and Y 0 to %d", text, w - 1, h - 1);
        return false;
    }
    *x = (int)a;
    *y = (int)b;
    return true;
}

double cli_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

uint64_t cli_random_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t s = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
    /* Keep seeds short enough to read aloud in class. */
    return s % 1000000u;
}

int cli_bad_option(const char *cmd, int c, const char *arg)
{
    if (c == ':')
        cli_error("option '%s' needs a value; try 'mazelab %s --help'", arg, cmd);
    else if (c == '?')
        cli_error("unknown option '%s'; try 'mazelab %s --help'", arg, cmd);
    else
        cli_error("unexpected argument '%s'; try 'mazelab %s --help'", arg, cmd);
    return CLI_USAGE;
}

void cli_join(char *buf, size_t cap, size_t count, const char *(*name)(size_t k))
{
    buf[0] = '\0';
    for (size_t k = 0; k < count; k++) {
        strncat(buf, k ? ", " : "", cap - strlen(buf) - 1);
        strncat(buf, name(k), cap - strlen(buf) - 1);
    }
}

/* Says that id is no `what`, and which ones are: name(0) .. name(count-1). */
static void cli_unknown(const char *what, const char *id, size_t count,
                        const char *(*name)(size_t k))
{
    char valid[512];
    cli_join(valid, sizeof valid, count, name);
    cli_error("unknown %s '%s'; valid: %s", what, id, valid);
}

static const char *algo_id(size_t k) { return gen_algos[k]->id; }

const GenAlgo *cli_find_algo(const char *id)
{
    const GenAlgo *a = gen_find(id);
    if (!a)
        cli_unknown("algorithm", id, gen_algo_count, algo_id);
    return a;
}

static const char *solver_id(size_t k) { return solve_algos[k]->id; }

const SolveAlgo *cli_find_solver(const char *id)
{
    const SolveAlgo *a = solve_find(id);
    if (!a)
        cli_unknown("solver", id, solve_algo_count, solver_id);
    return a;
}

void cli_table_ids(char *buf, size_t cap, bool gens)
{
    cli_join(buf, cap, gens ? gen_algo_count : solve_algo_count, gens ? algo_id : solver_id);
}

void cli_table_variants(char *buf, size_t cap)
{
    buf[0] = '\0';
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        for (int v = 0; v < a->variant_count; v++) {
            const char *sep = v > 0 ? "|" : buf[0] ? ", " : "";
            size_t at = strlen(buf);
            snprintf(buf + at, cap - at, "%s%s%s%s", sep, v == 0 ? a->id : "", v == 0 ? " " : "",
                     a->variants[v].id);
        }
    }
}

bool cli_parse_algo_index(const char *id, int *index)
{
    const GenAlgo *a = cli_find_algo(id);
    if (a)
        *index = gen_index(a);
    return a != NULL;
}

static const GenAlgo *variant_algo;     /* for variant_id */
static const char *variant_id(size_t k) { return variant_algo->variants[k].id; }

int cli_find_variant(const GenAlgo *algo, const char *id)
{
    if (!id)
        return 0;
    int v = algo_find_variant(algo, id);
    if (v < 0) {
        char valid[512];
        variant_algo = algo;
        cli_join(valid, sizeof valid, (size_t)algo->variant_count, variant_id);
        cli_error("unknown variant '%s' of %s; valid: %s", id, algo->id,
                  algo->variant_count ? valid : "none (it has no variants)");
    }
    return v;
}

bool cli_check_output(const char *option, const char *path, const char *example)
{
    size_t len = strlen(path);
    struct stat st;
    if (len == 0)
        cli_error("%s '': an empty file name", option);
    else if (path[len - 1] == '/')
        cli_error("%s '%s' names a folder (it ends with '/'); give a file name", option, path);
    else if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        cli_error("%s '%s' is a folder; give a file name (e.g. %s/%s)", option, path, path, example);
    else
        return true;
    return false;
}

int cli_write_failed(const char *path, MazeStatus st, int e, const char *err)
{
    /* outfile.h: "exists" only for a regular file, which --force replaces. */
    if (st == MAZE_ERR_EXISTS)
        cli_error("%s exists; not overwritten (add --force to replace it)", path);
    else if (st == MAZE_ERR_NOT_FILE && path)
        cli_error("%s is %s, not a regular file; it is never replaced, not even with --force",
                  path, outfile_kind(path));
    else if (err && err[0])
        cli_error("%s", err);
    else
        cli_error("cannot write %s: %s", !path || strcmp(path, "-") == 0 ? "standard output" : path,
                  st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(st));
    return CLI_FAIL;
}
