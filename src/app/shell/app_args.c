/* app_args.c - the window's command line: the window's own options and
 * each board's (BoardModel.options), read by one getopt_long pass into an
 * AppSettings, and printed by --help from the same tables. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "boards/boards.h"
#include "maze/args.h"
#include "maze/message.h"
#include "shell/app.h"

enum {
    SHELL_SEED,
    SHELL_SPEED,
    SHELL_PAUSED,
    SHELL_LARGE,
    SHELL_SHOT,
    SHELL_SHOT_AFTER_STEPS,
    SHELL_QUIT_AFTER_SHOT,
    SHELL_SCREENSHOT_DIR,
    SHELL_FONT,
    SHELL_RESET,
    SHELL_HELP,
    SHELL_OPTION_COUNT
};

static const BoardOption shell_options[SHELL_OPTION_COUNT] = {
    [SHELL_SEED] = { "seed", "N", "seed of every board (default: a fresh one, shown in the panel)" },
    [SHELL_SPEED] = { "speed", "N|max", "steps per second (1 to 100000) or max (instant)" },
    [SHELL_PAUSED] = { "paused", NULL, "open paused at step 0" },
    [SHELL_LARGE] = { "large", NULL, "projector mode: larger text and controls" },
    [SHELL_SHOT] = { "shot", "FILE",
                     "save the window as PNG FILE once the board is done\n"
                     "(replacing FILE; - writes it to standard output)" },
    [SHELL_SHOT_AFTER_STEPS] = { "shot-after-steps", "N",
                                 "... or after N steps instead (the maze's generator steps,\n"
                                 "or cells opened on Minesweeper)" },
    [SHELL_QUIT_AFTER_SHOT] = { "quit-after-shot", NULL, "exit 0 once the --shot picture is saved" },
    [SHELL_SCREENSHOT_DIR] = { "screenshot-dir", "DIR",
                               "where the S key and the exports save; default screenshots" },
    [SHELL_FONT] = { "font", "FILE", "a TrueType font to use instead of the bundled DejaVu Sans" },
    [SHELL_RESET] = { "reset", NULL,
                      "start from the defaults, not the settings saved on the last\n"
                      "quit (in $XDG_CONFIG_HOME/mazelab/settings.conf); options\n"
                      "given on the command line always win over saved ones" },
    [SHELL_HELP] = { "help", NULL, "print this help" },
};

enum {
    APP_HELP_COLUMN = 25,       /* where an option's help starts */
    APP_OPTIONS_MAX = 64,       /* options of the window and every board */
    APP_OPTION_BASE = 256       /* getopt_long's val for option 0: past every char */
};

/* Prints "  --name ARG" and its help, the help's further lines indented. */
static void app_print_option(FILE *out, const BoardOption *o)
{
    char head[64];
    int n = snprintf(head, sizeof head, "  --%s%s%s", o->name, o->arg ? " " : "", o->arg ? o->arg : "");
    fprintf(out, "%s%*s", head, n < APP_HELP_COLUMN - 1 ? APP_HELP_COLUMN - n : 2, "");
    for (const char *p = o->help; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        fprintf(out, "%.*s\n", (int)len, p);
        if (!nl)
            break;
        p = nl + 1;
        fprintf(out, "%*s", APP_HELP_COLUMN, "");
    }
}

void app_print_usage(FILE *out)
{
    fputs("usage: mazelab [WINDOW OPTIONS]      open the window (the default)\n"
          "\n"
          "Window options:\n", out);
    for (int k = 0; k < SHELL_OPTION_COUNT; k++)
        app_print_option(out, &shell_options[k]);
    for (int b = 0; b < app_board_table.count; b++) {
        const BoardModel *m = app_board_table.model[b];
        fprintf(out, "\n%s:\n", m->options_title);
        for (int k = 0; k < m->option_count; k++)
            app_print_option(out, &m->options[k]);
    }
    fputs("\nIn the window, press H for the keys.\n", out);
}

/* Where an option of the getopt table comes from. */
typedef struct AppOptionFrom {
    int board;                  /* -1: the window's own */
    int index;                  /* in its table */
} AppOptionFrom;

/* Fills opts (0-terminated) and from with the window's and every board's
 * options, in that order. */
static void app_option_table(const BoardTable *t, struct option *opts, AppOptionFrom *from)
{
    int n = 0;
    for (int b = -1; b < t->count; b++) {
        const BoardOption *list = b < 0 ? shell_options : t->model[b]->options;
        int count = b < 0 ? SHELL_OPTION_COUNT : t->model[b]->option_count;
        for (int k = 0; k < count && n < APP_OPTIONS_MAX; k++, n++) {
            opts[n] = (struct option){ list[k].name, list[k].arg ? required_argument : no_argument,
                                       NULL, APP_OPTION_BASE + n };
            from[n] = (AppOptionFrom){ b, k };
        }
    }
    opts[n] = (struct option){ 0 };
}

static bool app_parse_speed(const char *text, double *pos)
{
    if (strcmp(text, "max") == 0 || strcmp(text, "instant") == 0) {
        *pos = 1.0;
        return true;
    }
    long v;
    if (!args_parse_long(text, "speed (steps per second, or max)", 1, 100000, &v))
        return false;
    *pos = app_speed_pos_for((double)v);
    return true;
}

/* Applies the window's own option k with arg to s. Returns -1 to go on,
 * or an exit status (ARGS_OK after --help). */
static int app_shell_option(AppSettings *s, int k, const char *arg)
{
    AppOnce *once = &s->once;
    long steps;
    switch (k) {
    case SHELL_SEED: return args_parse_seed(arg, &s->seed) ? -1 : ARGS_USAGE;
    case SHELL_SPEED: return app_parse_speed(arg, &s->speed) ? -1 : ARGS_USAGE;
    case SHELL_PAUSED: once->start_paused = true; break;
    case SHELL_LARGE:
        s->large = true;
        s->panel_hidden = -1;       /* as projector mode has it, whatever was saved */
        break;
    case SHELL_SHOT: once->shot_path = arg; break;
    case SHELL_SHOT_AFTER_STEPS:
        if (!args_parse_long(arg, "step count", 1, 2000000000L, &steps))
            return ARGS_USAGE;
        once->shot_after_steps = steps;
        break;
    case SHELL_QUIT_AFTER_SHOT: once->quit_after_shot = true; break;
    case SHELL_SCREENSHOT_DIR: s->screenshot_dir = arg; break;
    case SHELL_FONT: once->font_path = arg; break;
    case SHELL_RESET: once->reset_settings = true; break;
    case SHELL_HELP:
        app_print_usage(stdout);
        return ARGS_OK;
    default:
        break;
    }
    return -1;
}

/* The checks that need every option: each board's, then the --shot ones. */
static int app_options_done(AppSettings *s)
{
    const BoardTable *t = s->table;
    for (int b = 0; b < t->count; b++)
        if (t->model[b]->options_done && !t->model[b]->options_done(s, s->start_board == b))
            return ARGS_USAGE;
    const AppOnce *once = &s->once;
    if ((once->quit_after_shot || once->shot_after_steps) && !once->shot_path) {
        message_error("--quit-after-shot and --shot-after-steps need --shot FILE");
        return ARGS_USAGE;
    }
    /* Now, not after the whole animation, as gen checks --output. */
    if (once->shot_path && !args_check_output("--shot", once->shot_path, "shot.png"))
        return ARGS_USAGE;
    return -1;
}

int app_parse_args(int argc, char **argv, AppSettings *s)
{
    const BoardTable *t = s->table;
    struct option opts[APP_OPTIONS_MAX + 1];
    AppOptionFrom from[APP_OPTIONS_MAX];
    app_option_table(t, opts, from);
    int c;
    opterr = 0;
    optind = 0;         /* glibc: start afresh (app_prefs_start parses twice) */
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == 'h')
            c = APP_OPTION_BASE + SHELL_HELP;
        if (c < APP_OPTION_BASE) {
            message_error(c == ':' ? "option '%s' needs a value; try 'mazelab --help'"
                                   : "unknown option '%s'; try 'mazelab --help'", argv[optind - 1]);
            return ARGS_USAGE;
        }
        AppOptionFrom f = from[c - APP_OPTION_BASE];
        if (f.board < 0) {
            int status = app_shell_option(s, f.index, optarg);
            if (status >= 0)
                return status;
            continue;
        }
        const BoardModel *m = t->model[f.board];
        if (!m->option(s, f.index, optarg))
            return ARGS_USAGE;
        if (m->options[f.index].shows_board)
            s->start_board = f.board;
    }
    if (optind < argc) {
        message_error("unexpected argument '%s'; try 'mazelab --help'", argv[optind]);
        return ARGS_USAGE;
    }
    return app_options_done(s);
}
