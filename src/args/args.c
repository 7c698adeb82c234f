/* args.c - the words of a command line (see args.h). */
#include "maze/args.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "maze/message.h"

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

bool args_parse_size(const char *text, int max_side, int *w, int *h)
{
    uint64_t a, b;
    const char *p;
    if (!parse_u64(text, &a, &p) || (*p != 'x' && *p != 'X') || !parse_u64(p + 1, &b, &p) || *p) {
        message_error("bad size '%s': expected WIDTHxHEIGHT, e.g. 31x20", text);
        return false;
    }
    if (a < 1 || b < 1 || a > (uint64_t)max_side || b > (uint64_t)max_side) {
        message_error("size '%s' out of range: width and height must be 1 to %d", text, max_side);
        return false;
    }
    *w = (int)a;
    *h = (int)b;
    return true;
}

bool args_seed_value(const char *text, uint64_t *seed)
{
    uint64_t v;
    const char *p;
    if (!parse_u64(text, &v, &p) || *p)
        return false;
    *seed = v;
    return true;
}

bool args_parse_seed(const char *text, uint64_t *seed)
{
    if (!args_seed_value(text, seed)) {
        message_error("bad seed '%s': expected a whole number from 0 to %" PRIu64, text, UINT64_MAX);
        return false;
    }
    return true;
}

bool args_parse_long(const char *text, const char *what, long lo, long hi, long *out)
{
    /* strtol alone would accept leading blanks and a '+'. */
    const char *digits = text[0] == '-' ? text + 1 : text;
    errno = 0;
    char *end;
    long v = strtol(text, &end, 10);
    if (*digits < '0' || *digits > '9' || *end || errno == ERANGE || v < lo || v > hi) {
        message_error("bad %s '%s': expected a whole number from %ld to %ld", what, text, lo, hi);
        return false;
    }
    *out = v;
    return true;
}

/* Parses "X,Y" inside w x h: a board's cell (option NULL) or a maze's, the
 * value of `option`, each worded its own way when wrong. */
static bool args_point(const char *option, const char *text, int w, int h, int *x, int *y)
{
    uint64_t a, b;
    const char *p;
    if (!parse_u64(text, &a, &p) || *p != ',' || !parse_u64(p + 1, &b, &p) || *p) {
        message_error("bad %s '%s': expected X,Y (column,row from 0), e.g. 3,4",
                      option ? option : "cell", text);
        return false;
    }
    if (a >= (uint64_t)w || b >= (uint64_t)h) {
        if (option)
            message_error("%s %s is outside the %dx%d maze: X must be 0 to %d and Y 0 to %d",
                          option, text, w, h, w - 1, h - 1);
        else
            message_error("cell '%s' is off the board: X must be 0 to %d and Y 0 to %d", text,
                          w - 1, h - 1);
        return false;
    }
    *x = (int)a;
    *y = (int)b;
    return true;
}

bool args_parse_point(const char *text, int w, int h, int *x, int *y)
{
    return args_point(NULL, text, w, h, x, y);
}

bool args_apply_ends(Grid *g, const char *start, const char *goal)
{
    GridEnds e = g->ends;
    int x, y;
    if (start) {
        if (!args_point("--start", start, g->w, g->h, &x, &y))
            return false;
        e.start = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
        e.start_side = (int8_t)grid_border_side(g, e.start, false);
    }
    if (goal) {
        if (!args_point("--goal", goal, g->w, g->h, &x, &y))
            return false;
        e.goal = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
        e.goal_side = (int8_t)grid_border_side(g, e.goal, true);
    }
    if (!grid_ends_ok(g, &e))   /* both open on the one outer side of one cell */
        e.goal_side = GRID_INSIDE;
    grid_set_ends(g, &e);
    return true;
}

int args_bad_option(const char *cmd, int c, const char *arg)
{
    if (c == ':')
        message_error("option '%s' needs a value; try 'mazelab %s --help'", arg, cmd);
    else if (c == '?')
        message_error("unknown option '%s'; try 'mazelab %s --help'", arg, cmd);
    else
        message_error("unexpected argument '%s'; try 'mazelab %s --help'", arg, cmd);
    return ARGS_USAGE;
}

void args_join(char *buf, size_t cap, size_t count, const char *(*name)(size_t k))
{
    buf[0] = '\0';
    for (size_t k = 0; k < count; k++) {
        strncat(buf, k ? ", " : "", cap - strlen(buf) - 1);
        strncat(buf, name(k), cap - strlen(buf) - 1);
    }
}

/* Says that id is no `what`, and which ones are: name(0) .. name(count-1). */
static void args_unknown(const char *what, const char *id, size_t count,
                        const char *(*name)(size_t k))
{
    char valid[512];
    args_join(valid, sizeof valid, count, name);
    message_error("unknown %s '%s'; valid: %s", what, id, valid);
}

static const char *algo_id(size_t k) { return gen_algos[k]->id; }

const GenAlgo *args_find_algo(const char *id)
{
    const GenAlgo *a = gen_find(id);
    if (!a)
        args_unknown("algorithm", id, gen_algo_count, algo_id);
    return a;
}

static const char *solver_id(size_t k) { return solve_algos[k]->id; }

const SolveAlgo *args_find_solver(const char *id)
{
    const SolveAlgo *a = solve_find(id);
    if (!a)
        args_unknown("solver", id, solve_algo_count, solver_id);
    return a;
}

void args_table_ids(char *buf, size_t cap, bool gens)
{
    args_join(buf, cap, gens ? gen_algo_count : solve_algo_count, gens ? algo_id : solver_id);
}

void args_table_variants(char *buf, size_t cap)
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

bool args_algo_index(const char *id, int *index)
{
    const GenAlgo *a = args_find_algo(id);
    if (a)
        *index = gen_index(a);
    return a != NULL;
}

bool args_find_algo_variant(const char *text, const GenAlgo **algo, int *variant)
{
    char id[64];
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    snprintf(id, sizeof id, "%.*s", (int)(n < sizeof id ? n : sizeof id - 1), text);
    const GenAlgo *a = args_find_algo(id);
    int v = a ? args_find_variant(a, colon ? colon + 1 : NULL) : -1;
    if (v < 0)
        return false;
    *algo = a;
    *variant = v;
    return true;
}

int args_parse_algo_list(const char *text, const GenAlgo **algos, int *variants, int max)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
    int count = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (count == max)
            return max + 1;
        if (!args_find_algo_variant(tok, &algos[count], &variants[count]))
            return -1;
        count++;
    }
    return count;
}

static const GenAlgo *variant_algo;     /* for variant_id */
static const char *variant_id(size_t k) { return variant_algo->variants[k].id; }

int args_find_variant(const GenAlgo *algo, const char *id)
{
    if (!id)
        return 0;
    int v = algo_find_variant(algo, id);
    if (v < 0) {
        char valid[512];
        variant_algo = algo;
        args_join(valid, sizeof valid, (size_t)algo->variant_count, variant_id);
        message_error("unknown variant '%s' of %s; valid: %s", id, algo->id,
                  algo->variant_count ? valid : "none (it has no variants)");
    }
    return v;
}

bool args_check_output(const char *option, const char *path, const char *example)
{
    size_t len = strlen(path);
    struct stat st;
    if (len == 0)
        message_error("%s '': an empty file name", option);
    else if (path[len - 1] == '/')
        message_error("%s '%s' names a folder (it ends with '/'); give a file name", option, path);
    else if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        message_error("%s '%s' is a folder; give a file name (e.g. %s/%s)", option, path, path, example);
    else
        return true;
    return false;
}

