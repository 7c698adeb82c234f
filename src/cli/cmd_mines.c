/* cmd_mines.c - `mazelab mines`: play Minesweeper from the command line. The
 * clicks and flags given apply in command-line order; the board is printed
 * after the last one, one line per row, then the game state; then, if
 * asked, the next deduction (--hint), or every deduction until the game is
 * won or stuck (--solve, which prints the board after them instead). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/mines.h"
#include "mines_cli.h"

typedef struct MinesAction {
    bool flag;                  /* false: a click */
    const char *cell;           /* "X,Y" as given */
    int x, y;                   /* parsed once the board size is known */
} MinesAction;

typedef struct MinesArgs {
    const char *size, *mines, *preset;  /* as given, NULL when absent */
    uint64_t seed;
    bool seeded, show_mines;
    bool no_guess, guessing;    /* as given: both false means the default */
    bool hint, solve;
    MinesAction *actions;       /* in command-line order */
    int action_count, clicks;
} MinesArgs;

static void mines_usage(FILE *out)
{
    fputs("usage: mazelab mines (--size WxH --mines N | --preset NAME) [--seed N]\n"
          "                     --click X,Y [--click X,Y | --flag X,Y ...] [--show-mines]\n"
          "                     [--no-guess | --guessing] [--hint | --solve]\n"
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
          "output is the seed, to replay the game.\n"
          "\n"
          "--no-guess lays the mines so that the whole board can be solved from the first\n"
          "click by three rules alone, never needing a guess (the seed's mines, a few\n"
          "moved where the rules get stuck); the default for presets. --guessing lays\n"
          "them at random (the default for --size). Too many mines for that: exit 2.\n"
          "The rules: (a) a number against its flags and closed cells; (b) two numbers\n"
          "whose closed cells overlap (the subset rule); (c) the count of mines left.\n"
          "--hint prints the next deduction and its reason, or, when no rule applies,\n"
          "each closed cell's chance of a mine and whether a guess is forced.\n"
          "--solve applies deductions one at a time, printing each, until the game is\n"
          "won or no rule applies, then prints the board. Flags count as mines.\n", out);
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
        { "no-guess", no_argument, NULL, 'N' },
        { "guessing", no_argument, NULL, 'G' },
        { "hint", no_argument, NULL, 'H' },
        { "solve", no_argument, NULL, 'S' },
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
        case 'N': a->no_guess = true; break;
        case 'G': a->guessing = true; break;
        case 'H': a->hint = true; break;
        case 'S': a->solve = true; break;
        case 'h': mines_usage(stdout); *done = true; return CLI_OK;
        default: return args_bad_option("mines", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("mines", 0, argv[optind]);
    if (a->no_guess && a->guessing) {
        message_error("give --no-guess or --guessing, not both");
        return CLI_USAGE;
    }
    if (a->hint && a->solve) {
        message_error("give --hint or --solve, not both (--solve ends with the hint when stuck)");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Says why the first click laid no mines. Returns the exit status. */
static int mines_refused(const MinesBoard *b, MinesResult r)
{
    if (r == MINES_NO_MEMORY) {
        message_error("out of memory");
        return CLI_FAIL;
    }
    message_error("no %dx%d board with %u mine%s that can be solved without guessing was found "
              "within the search limit (seed %llu): use fewer mines, or --guessing",
              b->w, b->h, b->mines, b->mines == 1 ? "" : "s", (unsigned long long)b->seed);
    return CLI_USAGE;
}

/* Plays the actions on b. Returns CLI_OK, or an exit status having said
 * why. */
static int mines_act(MinesBoard *b, const MinesArgs *a)
{
    for (int k = 0; k < a->action_count; k++) {
        const MinesAction *act = &a->actions[k];
        MinesResult r = act->flag ? mines_flag(b, act->x, act->y) : mines_click(b, act->x, act->y);
        if (r == MINES_NO_SOLVABLE || r == MINES_NO_MEMORY)
            return mines_refused(b, r);
        mines_finish(b);
    }
    if ((a->hint || a->solve) && b->game != MINES_PLAYING) {
        message_error("the game is %s: there is nothing to %s", mines_game_name(b->game),
                  a->hint ? "hint" : "solve");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Checks the arguments, plays the actions and prints the board. */
static int mines_play(MinesArgs *a)
{
    int w, h;
    long mines;
    bool preset;
    if (!mines_cli_board(a->preset, a->size, a->mines, &w, &h, &mines, &preset))
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
    mines_set_no_guess(b, a->no_guess || (preset && !a->guessing));
    int status = mines_act(b, a);
    if (status == CLI_OK) {
        printf("seed: %llu\n", (unsigned long long)b->seed);
        if (a->solve) {
            status = mines_cli_solve(b, a->show_mines);
        } else {
            mines_cli_print(b, a->show_mines);
            if (a->hint)
                status = mines_cli_hint(b);
        }
    }
    mines_free(b);
    return status;
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
