/* cmd_mines.c - `mazelab mines`: play Minesweeper from the command line. The
 * clicks and flags given apply in command-line order; the board is printed
 * after the last one, one line per row, then the game state. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/mines.h"

typedef struct MinesAction {
    bool flag;                  /* false: a click */
    const char *cell;           /* "X,Y" as given */
    int x, y;                   /* parsed once the board size is known */
} MinesAction;

typedef struct MinesArgs {
    const char *size, *mines, *preset;  /* as given, NULL when absent */
    uint64_t seed;
    bool seeded, show_mines;
    MinesAction *actions;       /* in command-line order */
    int action_count, clicks;
} MinesArgs;

static void mines_usage(FILE *out)
{
    fputs("usage: mazelab mines (--size WxH --mines N | --preset NAME) [--seed N]\n"
          "                     --click X,Y [--click X,Y | --flag X,Y ...] [--show-mines]\n"
          "\n"
          "Plays Minesweeper: applies the clicks and flags in the order given and prints\n"
          "the board, one line per row, then the state (playing, won or lost).\n"
          "  #  closed   F  flag   .  open, no mine around   1-8  open, mines around\n"
          "  *  a mine (shown after a loss, or always with --show-mines)\n"
          "X is the column and Y the row, both from 0. The first click places the mines\n"
          "from the seed: never on the clicked cell or its neighbours. A click on an open\n"
          "number with as many flags around it opens its other neighbours (chording).\n"
          "--flag toggles a flag. Sides 1 to 100; mines 1 to WxH - 9 (the first click\n"
          "keeps up to 9 cells safe). Presets: beginner 9x9/10, intermediate 16x16/40,\n"
          "expert 30x16/99. Without --seed a random one is used; the first line of the\n"
          "output is the seed, to replay the game.\n", out);
}

/* Reads the options into a (actions: argc entries). Returns CLI_OK, or an
 * exit status (a message printed, or --help answered: *done set). */
static int mines_read_options(int argc, char **argv, MinesArgs *a, bool *done)
{
    static const struct option opts[] = {
        { "size", required_argument, NULL, 's' },
        { "mines", required_argument, NULL, 'm' },
        { "preset", required_argument, NULL, 'p' },
        { "seed", required_argument, NULL, 'r' },
        { "click", required_argument, NULL, 'c' },
        { "flag", required_argument, NULL, 'f' },
        { "show-mines", no_argument, NULL, 'M' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":s:m:p:r:c:f:Mh", opts, NULL)) != -1) {
        switch (c) {
        case 's': a->size = optarg; break;
        case 'm': a->mines = optarg; break;
        case 'p': a->preset = optarg; break;
        case 'r':
            if (!args_parse_seed(optarg, &a->seed))
                return CLI_USAGE;
            a->seeded = true;
            break;
        case 'c':
        case 'f':
            a->actions[a->action_count++] = (MinesAction){ c == 'f', optarg, 0, 0 };
            a->clicks += c == 'c';
            break;
        case 'M': a->show_mines = true; break;
        case 'h': mines_usage(stdout); *done = true; return CLI_OK;
        default: return args_bad_option("mines", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("mines", 0, argv[optind]);
    return CLI_OK;
}

/* Works out the board size and mine count from --preset or --size/--mines.
 * Returns false, having printed why. */
static bool mines_resolve_board(const MinesArgs *a, int *w, int *h, long *mines)
{
    if (a->preset) {
        const MinesPreset *p = mines_find_preset(a->preset);
        if (a->size || a->mines) {
            message_error("--preset sets the size and the mine count: give either --preset "
                      "or --size and --mines");
            return false;
        }
        if (!p) {
            message_error("unknown preset '%s'; valid: beginner, intermediate, expert", a->preset);
            return false;
        }
        *w = p->w;
        *h = p->h;
        *mines = p->mines;
        return true;
    }
    if (!a->size || !a->mines) {
        message_error("missing %s; give --size WxH and --mines N, or --preset NAME",
                  a->size ? "--mines N" : "--size WxH");
        return false;
    }
    if (!args_parse_size(a->size, MINES_MAX_SIDE, w, h))
        return false;
    long max = mines_max_count(*w, *h);
    if (max < 1) {
        char why[256];
        mines_explain(why, sizeof why, *w, *h, 1);
        message_error("%s", why);
        return false;
    }
    return args_parse_long(a->mines, "mine count", 1, max, mines);
}

/* The character for cell i. */
static char mines_char(const MinesBoard *b, uint32_t i, bool show_mines)
{
    switch (mines_look(b, i, show_mines)) {
    case MINES_LOOK_CLOSED: return '#';
    case MINES_LOOK_FLAG:
    case MINES_LOOK_WRONG_FLAG: return 'F';
    case MINES_LOOK_MINE:
    case MINES_LOOK_MINE_HIT: return '*';
    case MINES_LOOK_OPEN: break;
    }
    return mines_count(b, i) ? (char)('0' + mines_count(b, i)) : '.';
}

static void mines_print(const MinesBoard *b, bool show_mines)
{
    printf("seed: %llu\n", (unsigned long long)b->seed);
    for (int y = 0; y < b->h; y++) {
        for (int x = 0; x < b->w; x++)
            putchar(mines_char(b, (uint32_t)y * (uint32_t)b->w + (uint32_t)x, show_mines));
        putchar('\n');
    }
    printf("%s\n", mines_game_name(b->game));
}

/* Checks the arguments, plays the actions and prints the board. */
static int mines_play(MinesArgs *a)
{
    int w, h;
    long mines;
    if (!mines_resolve_board(a, &w, &h, &mines))
        return CLI_USAGE;
    if (a->clicks == 0) {
        message_error("missing --click X,Y: the first click places the mines");
        return CLI_USAGE;
    }
    for (int k = 0; k < a->action_count; k++) {
        MinesAction *act = &a->actions[k];
        if (!args_parse_point(act->cell, w, h, &act->x, &act->y))
            return CLI_USAGE;
    }
    MazeStatus st;
    MinesBoard *b = mines_new(w, h, (int)mines, a->seeded ? a->seed : clock_random_seed(), &st);
    if (!b) {
        message_error("cannot make the board: %s", maze_strerror(st));
        return st == MAZE_ERR_NOMEM ? CLI_FAIL : CLI_USAGE;
    }
    for (int k = 0; k < a->action_count; k++) {
        const MinesAction *act = &a->actions[k];
        if (act->flag)
            mines_flag(b, act->x, act->y);
        else
            mines_click(b, act->x, act->y);
        mines_finish(b);
    }
    mines_print(b, a->show_mines);
    mines_free(b);
    return CLI_OK;
}

int cmd_mines(int argc, char **argv)
{
    MinesArgs a = { 0 };
    a.actions = mem_calloc((size_t)argc, sizeof *a.actions);
    if (!a.actions) {
        message_error("out of memory");
        return CLI_FAIL;
    }
    bool done = false;
    int status = mines_read_options(argc, argv, &a, &done);
    if (status == CLI_OK && !done)
        status = mines_play(&a);
    mem_free(a.actions);
    return status;
}
