/* app_args.c - the window's command-line options. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "shell/app.h"
#include "boards/mines/mines_board.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "maze/anim.h"
#include "shell/panel.h"

void app_print_usage(FILE *out)
{
    fputs("usage: mazelab [WINDOW OPTIONS]      open the window (the default)\n"
          "\n"
          "Window options:\n"
          "  --algo ID              generator to show (see 'mazelab list'); default: the first listed\n"
          "  --variant V            the generator's variant, when it has some\n"
          "  --size WxH             maze size in cells, 1 to 4000 each; default 30x20\n"
          "  --seed N               seed (default: a fresh one, shown in the panel)\n"
          "  --speed N|max          steps per second (1 to 100000) or max (instant)\n"
          "  --paused               open paused at step 0\n"
          "  --solve ID             run a solver (see 'mazelab list') once the maze is done\n"
          "  --shortest             show the shortest path once the maze is done\n"
          "  --compare ID,ID[,ID,ID]  compare 2 or 4 generators side by side (same size\n"
          "                         and seed, lock-step); ID may be ID:VARIANT\n"
          "  --overlay LIST         on the finished maze: heat (distance map from the\n"
          "                         entrance), deadends, path (shortest solution); comma list\n"
          "  --measure              measure 100 mazes per generator at once (bar chart)\n"
          "  --panel maze|bias      the panel tab to open on; default maze\n"
          "  --large                projector mode: larger text and controls\n"
          "  --shot FILE            save the window as PNG FILE once the maze (and solver) is done\n"
          "                         (replacing FILE; - writes it to standard output)\n"
          "  --shot-after-steps N   ... or after N generator steps instead\n"
          "  --quit-after-shot      exit 0 once the --shot picture is saved\n"
          "  --screenshot-dir DIR   where the S key saves pictures; default screenshots\n"
          "  --record-frames N      Record (V): at most N frames in the GIF (4 to 100000);\n"
          "                         default 600\n"
          "  --font FILE            a TrueType font to use instead of the bundled DejaVu Sans\n"
          "  --reset                start from the defaults, not the settings saved on the last\n"
          "                         quit (in $XDG_CONFIG_HOME/mazelab/settings.conf); options\n"
          "                         given on the command line always win over saved ones\n"
          "\n"
          "Minesweeper (the panel's Mines tab, or the Tab key, switches boards):\n"
          "  --mines BOARD          open on Minesweeper: beginner (9x9, 10 mines), intermediate\n"
          "                         (16x16/40), expert (30x16/99) or WxH/N (sides up to 100,\n"
          "                         N up to WxH - 9); --seed, --speed (the flood fill) and\n"
          "                         --shot apply to it\n"
          "  --click X,Y            open cell X,Y (column, row from 0); repeat for more moves,\n"
          "  --flag X,Y             or flag it: played in order when the window opens\n"
          "  --show-queue           show the flood fill's queue\n"
          "  --show-safe            show the first click's safe zone\n"
          "  --shot-after-steps N   (with --mines) ... after N cells opened\n"
          "In the window, press H for the keys.\n", out);
}

/* The variant id list of algo, for messages. */
static void app_variant_list(const GenAlgo *a, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (int k = 0; k < a->variant_count; k++) {
        strncat(buf, k ? ", " : "", cap - strlen(buf) - 1);
        strncat(buf, a->variants[k].id, cap - strlen(buf) - 1);
    }
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

static bool app_parse_solver(const char *id, int *out)
{
    char valid[256] = "";
    for (size_t k = 0; k < solve_algo_count; k++) {
        if (strcmp(solve_algos[k]->id, id) == 0) {
            *out = (int)k;
            return true;
        }
        strncat(valid, k ? ", " : "", sizeof valid - strlen(valid) - 1);
        strncat(valid, solve_algos[k]->id, sizeof valid - strlen(valid) - 1);
    }
    message_error("unknown solver '%s'; valid: %s", id, valid);
    return false;
}

/* Parses "ID[:VARIANT]" into an index into gen_algos and a variant. */
static bool app_parse_algo_variant(const char *text, int *algo, int *variant)
{
    char id[64];
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    snprintf(id, sizeof id, "%.*s", (int)(n < sizeof id ? n : sizeof id - 1), text);
    const GenAlgo *a = args_find_algo(id);
    if (!a)
        return false;
    int v = args_find_variant(a, colon ? colon + 1 : NULL);
    if (v < 0)
        return false;
    *algo = gen_index(a);
    *variant = v;
    return true;
}

/* --compare ID,ID[,ID,ID]: pane 0 is the window's own algorithm. */
static bool app_parse_compare(const char *text, AppSettings *s)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
    int count = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (count == APP_MAX_PANES) {
            count++;
            break;
        }
        int *algo = count ? &s->pane_algo[count] : &s->algo;
        int *variant = count ? &s->pane_variant[count] : &s->variant;
        if (!app_parse_algo_variant(tok, algo, variant))
            return false;
        count++;
    }
    if (count != 2 && count != 4) {
        message_error("--compare takes 2 or 4 generator ids, comma-separated (got '%s')", text);
        return false;
    }
    s->panes = count;
    return true;
}

/* --overlay heat,deadends,path */
static bool app_parse_overlays(const char *text, AppSettings *s)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (strcmp(tok, "heat") == 0)
            s->show_heat = true;
        else if (strcmp(tok, "deadends") == 0)
            s->show_dead_ends = true;
        else if (strcmp(tok, "path") == 0)
            s->show_shortest = true;
        else {
            message_error("unknown overlay '%s'; valid: heat, deadends, path", tok);
            return false;
        }
    }
    if (s->show_heat && s->show_dead_ends) {
        message_error("overlays heat and deadends fill the same cells; choose one");
        return false;
    }
    return true;
}

int app_parse_args(int argc, char **argv, AppSettings *s)
{
    static const struct option opts[] = {
        { "algo", required_argument, NULL, 'a' },
        { "variant", required_argument, NULL, 'v' },
        { "size", required_argument, NULL, 's' },
        { "seed", required_argument, NULL, 'r' },
        { "speed", required_argument, NULL, 'p' },
        { "paused", no_argument, NULL, 'P' },
        { "large", no_argument, NULL, 'L' },
        { "shot", required_argument, NULL, 'o' },
        { "shot-after-steps", required_argument, NULL, 'n' },
        { "quit-after-shot", no_argument, NULL, 'q' },
        { "screenshot-dir", required_argument, NULL, 'd' },
        { "record-frames", required_argument, NULL, 'R' },
        { "font", required_argument, NULL, 'f' },
        { "solve", required_argument, NULL, 'S' },
        { "shortest", no_argument, NULL, 'B' },
        { "compare", required_argument, NULL, 'C' },
        { "overlay", required_argument, NULL, 'O' },
        { "measure", no_argument, NULL, 'M' },
        { "panel", required_argument, NULL, 'T' },
        { "mines", required_argument, NULL, 'x' },
        { "click", required_argument, NULL, 'c' },
        { "flag", required_argument, NULL, 'F' },
        { "show-queue", no_argument, NULL, 'Q' },
        { "show-safe", no_argument, NULL, 'Z' },
        { "reset", no_argument, NULL, 'X' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    AppMinesSetup *m = &s->mines;
    const char *variant = NULL;
    long steps;
    int c;
    opterr = 0;
    optind = 0;         /* glibc: start afresh (app_prefs_start parses twice) */
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (!args_algo_index(optarg, &s->algo))
                return ARGS_USAGE;
            s->variant = 0;             /* not a saved variant of another algorithm */
            break;
        case 'v': variant = optarg; break;
        case 's': if (!args_parse_size(optarg, APP_MAX_SIDE, &s->w, &s->h)) return ARGS_USAGE; break;
        case 'r': if (!args_parse_seed(optarg, &s->seed)) return ARGS_USAGE; break;
        case 'p': if (!app_parse_speed(optarg, &s->speed)) return ARGS_USAGE; break;
        case 'P': s->start_paused = true; break;
        case 'L':
            s->large = true;
            s->panel_hidden = -1;       /* as projector mode has it, whatever was saved */
            break;
        case 'o': s->shot_path = optarg; break;
        case 'n':
            if (!args_parse_long(optarg, "step count", 1, 2000000000L, &steps))
                return ARGS_USAGE;
            s->shot_after_steps = steps;
            break;
        case 'q': s->quit_after_shot = true; break;
        case 'd': s->screenshot_dir = optarg; break;
        case 'R':
            if (!args_parse_long(optarg, "frame count", ANIM_FRAMES_MIN, ANIM_FRAMES_MAX, &s->record_frames))
                return ARGS_USAGE;
            break;
        case 'f': s->font_path = optarg; break;
        case 'S':
            if (!app_parse_solver(optarg, &s->solver))
                return ARGS_USAGE;
            s->solve_at_start = true;
            break;
        case 'B': s->show_shortest = true; break;
        case 'C': if (!app_parse_compare(optarg, s)) return ARGS_USAGE; break;
        case 'O': if (!app_parse_overlays(optarg, s)) return ARGS_USAGE; break;
        case 'M': s->measure_at_start = true; break;
        case 'T':
            if (strcmp(optarg, "maze") != 0 && strcmp(optarg, "bias") != 0) {
                message_error("unknown panel '%s'; valid: maze, bias", optarg);
                return ARGS_USAGE;
            }
            s->panel_tab = strcmp(optarg, "bias") == 0 ? PANEL_TAB_BIAS : PANEL_TAB_MAZE;
            m->start_in_mines = false;
            break;
        case 'x':
            if (!mines_board_parse_board(optarg, m))
                return ARGS_USAGE;
            m->start_in_mines = true;
            break;
        case 'c':
        case 'F':
            if (m->script_len == APP_MINES_SCRIPT_MAX) {
                message_error("at most %d --click and --flag moves", APP_MINES_SCRIPT_MAX);
                return ARGS_USAGE;
            }
            m->script[m->script_len++] = (AppMinesMove){ .flag = c == 'F', .cell = optarg };
            break;
        case 'Q': m->show_queue = true; break;
        case 'Z': m->show_safe = true; break;
        case 'X': s->reset_settings = true; break;
        case 'h':
            app_print_usage(stdout);
            return ARGS_OK;
        default: {
            message_error(c == ':' ? "option '%s' needs a value; try 'mazelab --help'"
                               : "unknown option '%s'; try 'mazelab --help'", argv[optind - 1]);
            return ARGS_USAGE;
        }
        }
    }
    if (optind < argc) {
        message_error("unexpected argument '%s'; try 'mazelab --help'", argv[optind]);
        return ARGS_USAGE;
    }
    const GenAlgo *algo = gen_algos[s->algo];
    if (variant) {
        char valid[256];
        app_variant_list(algo, valid, sizeof valid);
        int v = algo_find_variant(algo, variant);
        if (v < 0) {
            if (algo->variant_count)
                message_error("unknown variant '%s' of %s; valid: %s", variant, algo->id, valid);
            else
                message_error("%s has no variants (got '%s')", algo->id, variant);
            return ARGS_USAGE;
        }
        s->variant = v;
    }
    if (m->script_len && !m->start_in_mines) {
        message_error("--click and --flag play on the Minesweeper board: add --mines BOARD");
        return ARGS_USAGE;
    }
    if (!mines_board_parse_script(m))
        return ARGS_USAGE;
    if ((s->quit_after_shot || s->shot_after_steps) && !s->shot_path) {
        message_error("--quit-after-shot and --shot-after-steps need --shot FILE");
        return ARGS_USAGE;
    }
    /* Now, not after the whole animation, as gen checks --output. */
    if (s->shot_path && !args_check_output("--shot", s->shot_path, "shot.png"))
        return ARGS_USAGE;
    return -1;
}
