/* maze_settings.c - the maze board's settings: defaults, options, the
 * settings file's keys. */
#include "boards/maze/maze_settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_shape.h"
#include "maze/anim.h"
#include "maze/slide.h"
#include "maze/args.h"
#include "maze/braid.h"
#include "maze/message.h"
#include "maze/shape.h"

const MazeSizePreset maze_size_presets[] = {
    { "Small", 20, 15 },
    { "Medium", 60, 40 },
    { "Large", 160, 100 },
};
const int maze_size_preset_count = (int)(sizeof maze_size_presets / sizeof maze_size_presets[0]);

void maze_settings_defaults(AppSettings *s)
{
    MazeSettings *m = maze_settings(s);
    *m = (MazeSettings){
        .w = 30,
        .h = 20,
        .export_px = MAZE_EXPORT_DEFAULT_PX,
        .out = { .paper = SHEET_A4, .format = SHEET_PDF, .per_page = 1, .key = true, .seed = true,
                 .slide_w = SLIDE_DEFAULT_W },
        .record_frames = ANIM_FRAMES_DEFAULT,
    };
    bias_settings_defaults(m);
    const SolveAlgo *rival = solve_find("astar");   /* the race's: BFS against A* */
    for (int k = 1; k < MAZE_MAX_PANES; k++)
        m->race_solver[k] = rival ? solve_index(rival) : 0;
}

enum {
    MAZE_OPT_ALGO,
    MAZE_OPT_VARIANT,
    MAZE_OPT_SIZE,
    MAZE_OPT_SOLVE,
    MAZE_OPT_SHORTEST,
    MAZE_OPT_COMPARE,
    MAZE_OPT_OVERLAY,
    MAZE_OPT_MEASURE,
    MAZE_OPT_PANEL,
    MAZE_OPT_RECORD_FRAMES,
    MAZE_OPT_BRAID,
    MAZE_OPT_START,
    MAZE_OPT_GOAL,
    MAZE_OPT_INPUT,
    MAZE_OPT_PREDICT,
    MAZE_OPT_SLIDES,
    MAZE_OPT_SHAPE,
    MAZE_OPT_MASK,
    MAZE_OPT_COUNT
};

const BoardOption maze_options[MAZE_OPT_COUNT] = {
    [MAZE_OPT_ALGO] = { "algo", "ID", "generator to show (see 'mazelab list'); default: the first listed" },
    [MAZE_OPT_VARIANT] = { "variant", "V", "the generator's variant, when it has some" },
    [MAZE_OPT_SIZE] = { "size", "WxH", "maze size in cells, 1 to 4000 each; default 30x20" },
    [MAZE_OPT_SOLVE] = { "solve", "ID", "run a solver (see 'mazelab list') once the maze is done" },
    [MAZE_OPT_SHORTEST] = { "shortest", NULL, "show the shortest path once the maze is done" },
    [MAZE_OPT_COMPARE] = { "compare", "ID,ID[,ID,ID]",
                           "compare 2 or 4 generators side by side (same size\n"
                           "and seed, lock-step); ID may be ID:VARIANT" },
    [MAZE_OPT_OVERLAY] = { "overlay", "LIST",
                           "on the finished maze: heat (distance map from the\n"
                           "entrance), deadends, path (shortest solution); comma list" },
    [MAZE_OPT_MEASURE] = { "measure", NULL, "measure 100 mazes per generator at once (bar chart)" },
    [MAZE_OPT_PANEL] = { "panel", "maze|solve|bias", "the panel tab to open on; default maze", true },
    [MAZE_OPT_RECORD_FRAMES] = { "record-frames", "N",
                                 "Record (V): at most N frames in the GIF (4 to 100000);\n"
                                 "default 600" },
    [MAZE_OPT_BRAID] = { "braid", "P",
                         "loops: open P% of the dead ends of every finished maze\n"
                         "(0 to 100, drawn from the seed; default 0)" },
    [MAZE_OPT_START] = { "start", "X,Y",
                         "where the solvers start: any cell (on the border it opens\n"
                         "on its outer side); default 0,0. Drag its marker to move it" },
    [MAZE_OPT_GOAL] = { "goal", "X,Y",
                        "where they want to go; a cell inside the maze has no opening\n"
                        "(a wall follower may never reach it); default the last cell" },
    [MAZE_OPT_INPUT] = { "input", "FILE",
                         "open the maze in text FILE (as mazelab gen writes it) instead\n"
                         "of generating one; or drop the file on the window" },
    [MAZE_OPT_PREDICT] = { "predict", NULL,
                           "ask a question about the next step (K) where the run\n"
                           "pauses: at the start with --paused, or --shot-after-steps" },
    [MAZE_OPT_SLIDES] = { "slides", "W|off",
                          "Record (V): slides W px wide (320 to 4096; default 1280),\n"
                          "a title bar, the step counter and the sentence on each\n"
                          "frame; off: the plain GIF, mazelab gen --format gif's bytes" },
    [MAZE_OPT_SHAPE] = { "shape", "ID",
                         "the cells' shape: square, polar (a disc of H rings),\n"
                         "hex or triangle; default square" },
    [MAZE_OPT_MASK] = { "mask", "FILE",
                        "a square maze in the shape of a picture: a black-and-\n"
                        "white PNG (black off) or text ('X' off, '.' on), a cell\n"
                        "a pixel or character" },
};
_Static_assert((int)MAZE_OPT_COUNT == (int)MAZE_OPTION_COUNT, "maze_settings.h counts the options");

/* --compare ID,ID[,ID,ID]: pane 0 is the board's own algorithm. */
static bool maze_parse_compare(const char *text, MazeSettings *s)
{
    const GenAlgo *algos[MAZE_MAX_PANES];
    int variants[MAZE_MAX_PANES];
    int count = args_parse_algo_list(text, algos, variants, MAZE_MAX_PANES);
    if (count < 0)
        return false;
    for (int k = 0; k < count && k < MAZE_MAX_PANES; k++) {
        *(k ? &s->pane_algo[k] : &s->algo) = gen_index(algos[k]);
        *(k ? &s->pane_variant[k] : &s->variant) = variants[k];
        s->pane_chosen[k] = k > 0;      /* named: kept even if it repeats one */
    }
    if (count != 2 && count != 4) {
        message_error("--compare takes 2 or 4 generator ids, comma-separated (got '%s')", text);
        return false;
    }
    s->panes = count;
    s->pending_variant = NULL;
    return true;
}

/* --overlay heat,deadends,path */
static bool maze_parse_overlays(const char *text, MazeSettings *s)
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

/* The tabs' names on the command line and in the settings file. */
static const char *const maze_tab_names[MAZE_TAB_COUNT] = {
    [MAZE_TAB_MAZE] = "maze", [MAZE_TAB_SOLVE] = "solve", [MAZE_TAB_BIAS] = "bias",
};

/* "maze", "solve" or "bias" into a tab; -1 for anything else. */
static int maze_parse_tab(const char *v)
{
    for (int k = 0; k < MAZE_TAB_COUNT; k++)
        if (strcmp(v, maze_tab_names[k]) == 0)
            return k;
    return -1;
}

/* A braid percent, 0 to BRAID_MAX, into *out; false for anything else. */
static bool maze_braid_value(const char *v, int *out)
{
    char *end;
    long p = strtol(v, &end, 10);
    if (end == v || *end || p < 0 || p > BRAID_MAX)
        return false;
    *out = (int)p;
    return true;
}

bool maze_settings_option(AppSettings *set, int k, const char *arg)
{
    MazeSettings *s = maze_settings(set);
    long n;
    switch (k) {
    case MAZE_OPT_ALGO:
        s->variant = 0;             /* not a saved variant of another algorithm */
        s->pending_variant = NULL;
        return args_algo_index(arg, &s->algo);
    case MAZE_OPT_VARIANT:
        s->pending_variant = arg;
        return true;
    case MAZE_OPT_SIZE:
        return args_parse_size(arg, MAZE_BOARD_MAX_SIDE, &s->w, &s->h);
    case MAZE_OPT_SOLVE: {
        const SolveAlgo *a = args_find_solver(arg);
        if (!a)
            return false;
        s->solver = solve_index(a);
        s->solve_at_start = true;
        return true;
    }
    case MAZE_OPT_SHORTEST:
        s->show_shortest = true;
        return true;
    case MAZE_OPT_COMPARE:
        return maze_parse_compare(arg, s);
    case MAZE_OPT_OVERLAY:
        return maze_parse_overlays(arg, s);
    case MAZE_OPT_MEASURE:
        s->measure_at_start = true;
        return true;
    case MAZE_OPT_PANEL:
        if (maze_parse_tab(arg) < 0) {
            message_error("unknown panel '%s'; valid: maze, solve, bias", arg);
            return false;
        }
        s->panel_tab = maze_parse_tab(arg);
        return true;
    case MAZE_OPT_PREDICT:
        s->predict_at_pause = true;
        return true;
    case MAZE_OPT_SLIDES:
        if (strcmp(arg, "off") == 0) {
            s->out.slide_w = 0;
            return true;
        }
        if (!args_parse_long(arg, "slide width (pixels)", SLIDE_MIN_W, SLIDE_MAX_W, &n))
            return false;
        s->out.slide_w = (int)n;
        return true;
    case MAZE_OPT_SHAPE: {
        const Shape *shape = shape_find(arg);
        if (!shape) {
            message_error("unknown shape '%s'; valid: %s", arg, shape_ids());
            return false;
        }
        s->shape = (int)shape->kind;
        return true;
    }
    case MAZE_OPT_MASK:
        s->mask = arg;
        return true;
    case MAZE_OPT_RECORD_FRAMES:
        if (!args_parse_long(arg, "frame count", ANIM_FRAMES_MIN, ANIM_FRAMES_MAX, &n))
            return false;
        s->record_frames = n;
        return true;
    case MAZE_OPT_BRAID:
        if (!args_parse_long(arg, "--braid (percent of dead ends opened)", 0, BRAID_MAX, &n))
            return false;
        s->braid = (int)n;
        return true;
    case MAZE_OPT_START:
        s->pending_start = arg;
        return true;
    case MAZE_OPT_GOAL:
        s->pending_goal = arg;
        return true;
    case MAZE_OPT_INPUT:
        s->input_path = arg;
        return true;
    default:
        return false;
    }
}

/* --start or --goal's "X,Y" (text, or NULL: not given) into *cell, within
 * the maze's size (any size the window takes when a file brings its own). */
static bool maze_settings_end(const MazeSettings *s, const char *text, MazeEndCell *cell)
{
    if (!text)
        return true;
    int w = s->input_path ? MAZE_BOARD_MAX_SIDE : s->w, h = s->input_path ? MAZE_BOARD_MAX_SIDE : s->h;
    if (!args_parse_point(text, w, h, &cell->x, &cell->y))
        return false;
    cell->set = true;
    return true;
}

bool maze_settings_options_done(AppSettings *set, bool shown)
{
    (void)shown;
    MazeSettings *s = maze_settings(set);
    if (!maze_settings_end(s, s->pending_start, &s->start) || !maze_settings_end(s, s->pending_goal, &s->goal))
        return false;
    s->pending_start = s->pending_goal = NULL;
    if (s->mask && s->shape != SHAPE_SQUARE) {
        message_error("--mask goes with the square shape, not %s: a mask switches cells of a "
                      "square grid off", shape_of_kind((ShapeKind)s->shape)->id);
        return false;
    }
    char why[MAZE_SHAPE_WHY_MAX];
    if (s->mask && !maze_shape_mask_ok(s->mask, why, sizeof why)) {    /* said now, not after a flash */
        message_error("%s", why);
        return false;
    }
    if (!s->pending_variant)
        return true;
    int v = args_find_variant(gen_algos[s->algo], s->pending_variant);
    if (v < 0)
        return false;
    s->variant = v;
    s->pending_variant = NULL;
    return true;
}

void maze_settings_save(const App *app, BoardPut put, void *ctx)
{
    const MazeSettings *s = maze_set(app);
    const GenAlgo *algo = gen_algos[s->algo];
    char buf[64];
    put(ctx, "algo", algo->id);
    if (algo->variant_count)
        put(ctx, "variant", algo->variants[s->variant].id);
    snprintf(buf, sizeof buf, "%dx%d", s->w, s->h);
    put(ctx, "size", buf);
    put(ctx, "shape", shape_of_kind((ShapeKind)s->shape)->id);
    put(ctx, "panel", maze_tab_names[s->panel_tab >= 0 && s->panel_tab < MAZE_TAB_COUNT ? s->panel_tab : 0]);
    snprintf(buf, sizeof buf, "%d", s->braid);
    put(ctx, "braid", buf);
}

/* "WxH", each side 1..MAZE_BOARD_MAX_SIDE, into w and h. */
static bool maze_settings_size(const char *v, int *w, int *h)
{
    char *end;
    long a = strtol(v, &end, 10);
    if (end == v || *end != 'x')
        return false;
    const char *p = end + 1;
    long b = strtol(p, &end, 10);
    if (end == p || *end || v[0] == '-' || p[0] == '-' || v[0] == '+' || p[0] == '+')
        return false;
    if (a < 1 || a > MAZE_BOARD_MAX_SIDE || b < 1 || b > MAZE_BOARD_MAX_SIDE)
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

int maze_settings_load(AppSettings *set, const char *key, const char *v)
{
    MazeSettings *s = maze_settings(set);
    if (strcmp(key, "algo") == 0) {
        const GenAlgo *a = gen_find(v);
        if (a)
            s->algo = gen_index(a);
        return a != NULL;
    }
    if (strcmp(key, "variant") == 0) {
        s->pending_variant = v;
        return 1;
    }
    if (strcmp(key, "size") == 0)
        return maze_settings_size(v, &s->w, &s->h);
    if (strcmp(key, "shape") == 0) {
        const Shape *shape = shape_find(v);
        if (shape)
            s->shape = (int)shape->kind;
        return shape != NULL;
    }
    if (strcmp(key, "panel") == 0) {
        int tab = maze_parse_tab(v);
        if (tab >= 0)
            s->panel_tab = tab;
        return tab >= 0;
    }
    if (strcmp(key, "braid") == 0)
        return maze_braid_value(v, &s->braid);
    return -1;
}

bool maze_settings_loaded(AppSettings *set, char *why, size_t why_cap)
{
    MazeSettings *s = maze_settings(set);
    s->variant = 0;
    if (!s->pending_variant)
        return true;
    int v = algo_find_variant(gen_algos[s->algo], s->pending_variant);
    if (v < 0) {
        snprintf(why, why_cap, "bad value '%s' for variant (of %s)", s->pending_variant,
                 gen_algos[s->algo]->id);
        return false;
    }
    s->variant = v;
    s->pending_variant = NULL;
    return true;
}
