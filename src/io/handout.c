/* handout.c - worksheet pages from their mazes' settings (see handout.h). */
#include "maze/handout.h"

#include <stdio.h>
#include <string.h>

#include "maze/braid.h"
#include "maze/mem.h"
#include "maze/shape.h"
#include "maze/solve.h"

const char *handout_format_id(SheetFormat format)
{
    return format == SHEET_PDF ? "pdf" : format == SHEET_SVG ? "svg" : "png";
}

/* Maze k's seed. */
static uint64_t handout_seed(const HandoutSpec *spec, int k)
{
    return spec->seeds_apart ? spec->seed + (uint64_t)k : spec->seed;
}

/* "Wilson's algorithm", "Growing tree (Newest cell)". */
static void handout_algo_name(const GenAlgo *a, int variant, char *buf, size_t cap)
{
    bool named = a->variant_count > 0;
    snprintf(buf, cap, "%s%s%s%s", a->name, named ? " (" : "", named ? a->variants[variant].name : "",
             named ? ")" : "");
}

/* sheet_layout_many for spec's mazes, of its model's shape. */
static MazeStatus handout_layout(const HandoutSpec *spec, const char *const *captions,
                                 const char *title, const char *command, SheetLayout *s,
                                 char *why, size_t why_cap)
{
    if (spec->model)
        return sheet_layout_many_on(spec->paper, spec->model, spec->count, captions, title, command,
                                    s, why, why_cap);
    return sheet_layout_many(spec->paper, spec->w, spec->h, spec->count, captions, title, command,
                             s, why, why_cap);
}

/* The word for the model's grid before the size in the title ("hex "),
 * "" for the square. */
static const char *handout_shape_word(const HandoutSpec *spec)
{
    if (!spec->model || grid_is_square(spec->model))
        return "";
    if (grid_masked(spec->model))
        return "masked ";
    switch (grid_shape(spec->model)->kind) {
    case SHAPE_POLAR: return "polar ";
    case SHAPE_HEX: return "hex ";
    case SHAPE_TRIANGLE: return "triangle ";
    default: return "";
    }
}

MazeStatus handout_check(const HandoutSpec *spec, char *why, size_t why_cap)
{
    bool ok = (spec->count == 1 || spec->count == 2 || spec->count == 4) &&
              (unsigned)spec->format <= SHEET_SVG && spec->braid >= 0 && spec->braid <= BRAID_MAX;
    for (int k = 0; ok && k < spec->count; k++)
        ok = spec->algo[k] && spec->variant[k] >= 0 && spec->variant[k] < algo_variant_total(spec->algo[k]) &&
             (!spec->seeds_apart || (spec->algo[k] == spec->algo[0] && spec->variant[k] == spec->variant[0])) &&
             (!spec->model || algo_supports(spec->algo[k], spec->model));
    if (!ok) {
        if (why && why_cap)
            snprintf(why, why_cap, "a page holds 1, 2 or 4 mazes of known generators");
        return MAZE_ERR_ARG;
    }
    static const char *const blank[SHEET_MAZES_MAX] = { "", "", "", "" };
    SheetLayout s;
    return handout_layout(spec, blank, NULL, NULL, &s, why, why_cap);
}

/* The command's --algo value (and --variant, for one generator). */
static void handout_algo_args(const HandoutSpec *spec, char *buf, size_t cap)
{
    const GenAlgo *a = spec->algo[0];
    if (spec->count == 1 || spec->seeds_apart) {
        bool named = a->variant_count > 0;
        snprintf(buf, cap, "%s%s%s", a->id, named ? " --variant " : "", named ? a->variants[spec->variant[0]].id : "");
        return;
    }
    buf[0] = '\0';
    for (int k = 0; k < spec->count; k++) {
        char one[64];
        size_t len = strlen(buf);
        algo_label(spec->algo[k], spec->variant[k], one, sizeof one);
        snprintf(buf + len, cap - len, "%s%s", k ? "," : "", one);
    }
}

void handout_lines(const HandoutSpec *spec, char title[SHEET_TEXT_MAX], char command[SHEET_TEXT_MAX],
                   char captions[SHEET_MAZES_MAX][SHEET_CAPTION_MAX])
{
    char name[128], seeds[64] = "", algos[200], braided[24] = "", braid_option[24] = "";
    if (spec->braid > 0) {
        snprintf(braided, sizeof braided, ", braid %d%%", spec->braid);
        snprintf(braid_option, sizeof braid_option, " --braid %d", spec->braid);
    }
    unsigned long long seed = (unsigned long long)spec->seed;
    const char *what = spec->answer ? "Answer key" : spec->count > 1 ? "Mazes" : "Maze";
    handout_algo_name(spec->algo[0], spec->variant[0], name, sizeof name);
    if (spec->show_seed && spec->count > 1 && spec->seeds_apart)
        snprintf(seeds, sizeof seeds, ", seeds %llu to %llu", seed,
                 (unsigned long long)handout_seed(spec, spec->count - 1));
    else if (spec->show_seed)
        snprintf(seeds, sizeof seeds, ", seed %llu", seed);
    /* Several generators: the captions name them, the title the rest. */
    bool several = spec->count > 1 && !spec->seeds_apart;
    snprintf(title, SHEET_TEXT_MAX, "%s: %s%s%s%dx%d%s%s", what, several ? "" : name, several ? "" : ", ",
             handout_shape_word(spec), spec->w, spec->h, seeds, braided);
    for (int k = 0; k < SHEET_MAZES_MAX; k++) {
        captions[k][0] = '\0';
        if (k >= spec->count || spec->count == 1)
            continue;
        if (several) {
            handout_algo_name(spec->algo[k], spec->variant[k], name, sizeof name);
            snprintf(captions[k], SHEET_CAPTION_MAX, "%c: %s", 'A' + k, name);
        } else if (spec->show_seed) {
            snprintf(captions[k], SHEET_CAPTION_MAX, "Maze %d: seed %llu", k + 1,
                     (unsigned long long)handout_seed(spec, k));
        } else {
            snprintf(captions[k], SHEET_CAPTION_MAX, "Maze %d", k + 1);
        }
    }
    command[0] = '\0';
    if (!spec->show_seed)
        return;             /* the command would give the seed away */
    char per_page[32] = "";
    if (spec->count > 1 && spec->seeds_apart)
        snprintf(per_page, sizeof per_page, " --per-page %d", spec->count);
    handout_algo_args(spec, algos, sizeof algos);
    snprintf(command, SHEET_TEXT_MAX, "mazelab gen --algo %s --size %dx%d%s --seed %llu%s%s --format %s --page %s%s",
             algos, spec->w, spec->h, spec->shape_args ? spec->shape_args : "", seed, braid_option, per_page,
             handout_format_id(spec->format),
             sheet_paper_id(spec->paper), spec->answer ? " --solution" : "");
}

/* The page's mazes and answers, made. */
typedef struct HandoutMazes {
    GenRun *run[SHEET_MAZES_MAX];
    uint32_t *path[SHEET_MAZES_MAX];
    size_t len[SHEET_MAZES_MAX];
} HandoutMazes;

static void handout_free(HandoutMazes *m)
{
    for (int k = 0; k < SHEET_MAZES_MAX; k++) {
        run_free(m->run[k]);
        mem_free(m->path[k]);
    }
}

/* Generates spec's mazes to their ends, and solves them for the key. */
static MazeStatus handout_make(const HandoutSpec *spec, HandoutMazes *m)
{
    for (int k = 0; k < spec->count; k++) {
        MazeStatus st;
        m->run[k] = spec->model ? gen_run_new_on(spec->algo[k], spec->variant[k], spec->model,
                                                 handout_seed(spec, k), &st)
                                : gen_run_new(spec->algo[k], spec->variant[k], spec->w, spec->h,
                                              handout_seed(spec, k), &st);
        if (!m->run[k])
            return st;
        if (!run_finish(m->run[k]))
            return run_error(m->run[k]) != MAZE_OK ? run_error(m->run[k]) : MAZE_ERR_INTERNAL;
        GenFinish braid = { .braid = spec->braid };     /* from the maze's own seed */
        if (spec->braid > 0 && (st = gen_finish_apply(m->run[k], &braid)) != MAZE_OK)
            return st;
        if (spec->answer && (st = solve_shortest(&m->run[k]->grid, &m->path[k], &m->len[k])) != MAZE_OK)
            return st;
    }
    return MAZE_OK;
}

MazeStatus handout_write(FILE *f, const HandoutSpec *spec, const char *font, const char *bold_font,
                         char *err, size_t err_cap)
{
    char title[SHEET_TEXT_MAX], command[SHEET_TEXT_MAX], captions[SHEET_MAZES_MAX][SHEET_CAPTION_MAX];
    MazeStatus st = handout_check(spec, err, err_cap);
    if (st != MAZE_OK)
        return st;
    handout_lines(spec, title, command, captions);
    const char *caption[SHEET_MAZES_MAX] = { captions[0], captions[1], captions[2], captions[3] };
    SheetLayout s;
    st = handout_layout(spec, caption, title, command, &s, err, err_cap);
    HandoutMazes m = { .run = { NULL } };
    if (st == MAZE_OK)
        st = handout_make(spec, &m);
    if (st == MAZE_OK) {
        SheetJob job = { .layout = &s, .font = font, .bold_font = bold_font };
        for (int k = 0; k < spec->count; k++) {
            job.grid[k] = &m.run[k]->grid;
            job.path[k] = m.path[k];
            job.path_len[k] = m.len[k];
        }
        st = sheet_write(f, spec->format, &job, err, err_cap);
    }
    handout_free(&m);
    return st;
}
