/* mines_settings.c - the Minesweeper board's settings: defaults, the
 * command line and the settings file. */
#include "boards/mines/mines_settings.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "files/settings.h"
#include "maze/args.h"
#include "maze/message.h"

void mines_settings_defaults(AppSettings *s)
{
    MinesSettings *m = mines_settings(s);
    *m = (MinesSettings){ .preset = 0 };
    m->w = mines_presets[0].w;
    m->h = mines_presets[0].h;
    m->mines = mines_presets[0].mines;
    m->no_guess = true;
    m->marks = true;
}

enum {
    MINES_OPT_BOARD,
    MINES_OPT_CLICK,
    MINES_OPT_FLAG,
    MINES_OPT_SHOW_QUEUE,
    MINES_OPT_SHOW_SAFE,
    MINES_OPT_NO_GUESS,
    MINES_OPT_GUESSING,
    MINES_OPT_HINT,
    MINES_OPT_COUNT
};

const BoardOption mines_options[MINES_OPT_COUNT] = {
    [MINES_OPT_BOARD] = { "mines", "BOARD",
                          "open on Minesweeper: beginner (9x9, 10 mines), intermediate\n"
                          "(16x16/40), expert (30x16/99) or WxH/N (sides up to 100,\n"
                          "N up to WxH - 9); --seed, --speed (the flood fill) and\n"
                          "--shot apply to it", true },
    [MINES_OPT_CLICK] = { "click", "X,Y", "open cell X,Y (column, row from 0); repeat for more moves," },
    [MINES_OPT_FLAG] = { "flag", "X,Y", "or flag it: played in order when the window opens" },
    [MINES_OPT_SHOW_QUEUE] = { "show-queue", NULL, "show the flood fill's queue" },
    [MINES_OPT_SHOW_SAFE] = { "show-safe", NULL, "show the first click's safe zone" },
    [MINES_OPT_NO_GUESS] = { "no-guess", NULL, "lay the mines so that no guess is ever needed\n"
                                               "(the default; the panel's No guessing)" },
    [MINES_OPT_GUESSING] = { "guessing", NULL, "lay the mines at random: a guess may be forced" },
    [MINES_OPT_HINT] = { "hint", NULL, "show the hint once the moves are played" },
};
_Static_assert((int)MINES_OPT_COUNT == (int)MINES_OPTION_COUNT, "mines_settings.h counts the options");

bool mines_settings_parse_board(const char *text, MinesSettings *m)
{
    const MinesPreset *p = mines_find_preset(text);
    if (p) {
        m->preset = (int)(p - mines_presets);
        m->w = p->w;
        m->h = p->h;
        m->mines = p->mines;
        return true;
    }
    const char *slash = strchr(text, '/');
    char size[32];
    if (!slash || (size_t)(slash - text) >= sizeof size) {
        message_error("unknown board '%s'; valid: beginner, intermediate, expert, or WxH/N "
                  "(e.g. 20x12/40)", text);
        return false;
    }
    memcpy(size, text, (size_t)(slash - text));
    size[slash - text] = '\0';
    int w, h;
    if (!args_parse_size(size, MINES_MAX_SIDE, &w, &h))
        return false;
    long max = mines_max_count(w, h), n;
    if (max < 1) {
        char why[256];
        mines_explain(why, sizeof why, w, h, 1);
        message_error("%s", why);
        return false;
    }
    if (!args_parse_long(slash + 1, "mine count", 1, max, &n))
        return false;
    m->preset = APP_MINES_CUSTOM;
    m->w = w;
    m->h = h;
    m->mines = (int)n;
    return true;
}

bool mines_settings_option(AppSettings *s, int k, const char *arg)
{
    MinesSettings *m = mines_settings(s);
    switch (k) {
    case MINES_OPT_BOARD:
        return mines_settings_parse_board(arg, m);
    case MINES_OPT_CLICK:
    case MINES_OPT_FLAG:
        if (m->script_len == APP_MINES_SCRIPT_MAX) {
            message_error("at most %d --click and --flag moves", APP_MINES_SCRIPT_MAX);
            return false;
        }
        m->script[m->script_len++] = (MinesMove){ .flag = k == MINES_OPT_FLAG, .cell = arg };
        return true;
    case MINES_OPT_SHOW_QUEUE:
        m->show_queue = true;
        return true;
    case MINES_OPT_SHOW_SAFE:
        m->show_safe = true;
        return true;
    case MINES_OPT_NO_GUESS:
    case MINES_OPT_GUESSING:
        m->no_guess = k == MINES_OPT_NO_GUESS;
        return true;
    case MINES_OPT_HINT:
        m->hint_at_start = true;
        return true;
    default:
        return false;
    }
}

bool mines_settings_options_done(AppSettings *s, bool shown)
{
    MinesSettings *m = mines_settings(s);
    if (m->script_len && !shown) {
        message_error("--click and --flag play on the Minesweeper board: add --mines BOARD");
        return false;
    }
    for (int k = 0; k < m->script_len; k++) {
        MinesMove *mv = &m->script[k];
        if (!args_parse_point(mv->cell, m->w, m->h, &mv->x, &mv->y))
            return false;
    }
    return true;
}

/* The settings file's key for the best time of preset k: "mines-best-ID". */
static void mines_settings_best_key(char *buf, size_t cap, size_t k)
{
    snprintf(buf, cap, "mines-best-%s", mines_presets[k].id);
}

void mines_settings_save(const App *app, BoardPut put, void *ctx)
{
    const MinesSettings *m = mines_set(app);
    put(ctx, "mines-no-guess", m->no_guess ? "yes" : "no");
    put(ctx, "mines-marks", m->marks ? "yes" : "no");
    for (size_t k = 0; k < mines_preset_count && k < APP_MINES_BEST_MAX; k++) {
        if (m->best[k] <= 0)
            continue;
        char key[64], value[32];
        mines_settings_best_key(key, sizeof key, k);
        snprintf(value, sizeof value, "%.1f", m->best[k]);
        put(ctx, key, value);
    }
}

/* A time in seconds, above 0 and at most a day, into *out: 1, else 0. */
static int mines_settings_seconds(const char *v, double *out)
{
    char *end;
    double t = strtod(v, &end);
    if (end == v || *end || !isfinite(t) || t <= 0 || t > 86400)
        return 0;
    *out = t;
    return 1;
}

int mines_settings_load(AppSettings *s, const char *key, const char *value)
{
    MinesSettings *m = mines_settings(s);
    if (strcmp(key, "mines-no-guess") == 0)
        return settings_yes_no(value, &m->no_guess);
    if (strcmp(key, "mines-marks") == 0)
        return settings_yes_no(value, &m->marks);
    for (size_t k = 0; k < mines_preset_count && k < APP_MINES_BEST_MAX; k++) {
        char best[64];
        mines_settings_best_key(best, sizeof best, k);
        if (strcmp(key, best) == 0)
            return mines_settings_seconds(value, &m->best[k]);
    }
    return -1;
}
