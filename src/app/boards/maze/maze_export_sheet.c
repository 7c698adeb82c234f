/* maze_export_sheet.c - Print worksheet: the page the command line's
 * `gen --page` makes (handout.h) for the maze on screen, every compare
 * pane's or several of consecutive seeds, and its answer key, through the
 * App's export queue. */
#include "boards/maze/maze_export.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_shape.h"
#include "files/screenshot.h"
#include "maze/fonts.h"

/* The page of app's maze as set->out has it: every compare pane's maze on
 * the run's seed, or per_page mazes of the run's generator on consecutive
 * seeds. */
static HandoutSpec maze_export_sheet_spec(const App *app, bool answer, char *shape_args,
                                          size_t cap)
{
    const MazeExportChoice *c = &maze_set(app)->out;
    int panes = maze_of(app)->bias->panes;
    const Grid *g = &maze_of(app)->run->grid;
    HandoutSpec s = { .count = panes > 1 ? panes : c->per_page, .seeds_apart = panes == 1,
                      .seed = maze_of(app)->seed, .w = g->w, .h = g->h, .paper = (SheetPaper)c->paper,
                      .format = (SheetFormat)c->format, .answer = answer, .show_seed = c->seed };
    if (!grid_is_square(g)) {   /* the page's mazes on the board's shape */
        s.model = g;
        maze_shape_args(maze_set(app), shape_args, cap);
        s.shape_args = shape_args;
    }
    for (int k = 0; k < s.count; k++) {
        int algo, variant;
        bias_pane_algo(app, panes > 1 ? k : 0, &algo, &variant);
        s.algo[k] = gen_algos[algo];
        s.variant[k] = variant;
    }
    return s;
}

/* The page's file name: the mazes' (every pane's algorithm, or the seeds
 * it spans), the paper, _answer for the key. */
static void maze_export_sheet_name(const App *app, const HandoutSpec *s, char *buf, size_t cap)
{
    char label[256], seeds[64];
    bias_file_label(app, label, sizeof label);
    if (s->count > 1 && s->seeds_apart)
        snprintf(seeds, sizeof seeds, "%llu-%llu", (unsigned long long)s->seed,
                 (unsigned long long)(s->seed + (uint64_t)s->count - 1));
    else
        snprintf(seeds, sizeof seeds, "%llu", (unsigned long long)s->seed);
    snprintf(buf, cap, "%s_%dx%d_seed%s_%s%s.%s", label, s->w, s->h, seeds, sheet_paper_id(s->paper),
             s->answer ? "_answer" : "", handout_format_id(s->format));
}

bool maze_export_sheet(App *app)
{
    char dir_err[512], why[SHEET_WHY_MAX], font[1024], bold[1024];
    char shape_args[MAZE_SHAPE_WHY_MAX];
    HandoutSpec spec = maze_export_sheet_spec(app, false, shape_args, sizeof shape_args);
    if (handout_check(&spec, why, sizeof why) != MAZE_OK) {
        app_status(app, "No page printed: %s", why);
        return false;
    }
    if (!fonts_find(MAZE_FONT_REGULAR, font, sizeof font) || !fonts_find(MAZE_FONT_BOLD, bold, sizeof bold)) {
        app_status(app, "No page printed: the bundled font is missing");
        return false;
    }
    if (!screenshot_make_dir(app->set.screenshot_dir, dir_err, sizeof dir_err)) {
        app_status(app, "No page printed: %s", dir_err);
        return false;
    }
    char name[2][400];
    for (int answer = 0; answer <= (maze_set(app)->out.key ? 1 : 0); answer++) {
        char path[4096];
        spec = maze_export_sheet_spec(app, answer, shape_args, sizeof shape_args);
        maze_export_sheet_name(app, &spec, name[answer], sizeof name[answer]);
        snprintf(path, sizeof path, "%s/%s", app->set.screenshot_dir, name[answer]);
        ExportSpec job = { .work = EXPORT_WORK_SHEET, .sheet = &spec, .font = font, .bold_font = bold,
                           .path = path, .what = answer ? "Answer key page" : "Worksheet page" };
        if (!app_export_add(app, &job))
            return false;
    }
    if (maze_set(app)->out.key)
        app_status(app, "Printing the worksheet and its answer key: %s, %s", name[0], name[1]);
    else
        app_status(app, "Printing the worksheet: %s", name[0]);
    return true;
}
