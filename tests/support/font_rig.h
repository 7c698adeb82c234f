/* font_rig.h - an App drawn whole frames at a time with the real font
 * (DejaVu, as the window finds it) by SDL's software renderer, at any
 * window size, in normal or projector mode, for the window's layout tests;
 * the checks they share (no label cut, no internal id shown), and the
 * group setup that starts SDL and SDL_ttf. Header-only: each test program
 * includes it once. */
#ifndef MAZE_TEST_FONT_RIG_H
#define MAZE_TEST_FONT_RIG_H

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "boards/boards.h"
#include "harness.h"
#include "maze/fonts.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "ui/text_cache.h"

#define LARGE_SCALE 1.5     /* projector mode, as the window sets it */

typedef struct Rig {
    App app;
    SDL_Surface *s;
    SDL_Renderer *r;
    TextCache *tc;
    AppView view;
    int w, h;
} Rig;

static inline void rig_open(Rig *rig, int w, int h, bool large)
{
    memset(rig, 0, sizeof *rig);
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    set.seed = 3;
    set.large = large;
    set.once.start_paused = true;
    assert_true(app_init(&rig->app, &set));
    rig->w = w;
    rig->h = h;
    rig->s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(rig->s);
    rig->r = SDL_CreateSoftwareRenderer(rig->s);
    assert_non_null(rig->r);
    char regular[1024], bold[1024];
    assert_true(fonts_find(MAZE_FONT_REGULAR, regular, sizeof regular));
    assert_true(fonts_find(MAZE_FONT_BOLD, bold, sizeof bold));
    double scale = large ? LARGE_SCALE : 1.0;
    rig->tc = text_cache_new(rig->r, regular, bold, scale);
    assert_non_null(rig->tc);
    app_view_init(&rig->view, rig->r, rig->tc, scale);
}

static inline void rig_close(Rig *rig)
{
    app_view_free(&rig->view);
    text_cache_free(rig->tc);
    SDL_DestroyRenderer(rig->r);
    SDL_FreeSurface(rig->s);
    app_free(&rig->app);
}

/* Two frames (the second sees the first's scroll and actions). */
static inline void rig_frame(Rig *rig)
{
    app_view_frame(&rig->view, &rig->app);
    app_view_frame(&rig->view, &rig->app);
}

/* True when text is an id that its name does not show as it is
 * ("recursive-division", "wall-right", "bfs"; not "backtracker", a wrapped
 * line of "Recursive backtracker"). */
static inline bool is_id_of(const char *text, const char *id, const char *name)
{
    return strcmp(text, id) == 0 && !strstr(name, id);
}

static inline bool is_internal_id(const char *text)
{
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        if (is_id_of(text, a->id, a->name))
            return true;
        for (int v = 0; v < a->variant_count; v++)
            if (is_id_of(text, a->variants[v].id, a->variants[v].name))
                return true;
    }
    for (size_t k = 0; k < solve_algo_count; k++)
        if (is_id_of(text, solve_algos[k]->id, solve_algos[k]->name))
            return true;
    return false;
}

/* Every label of the frame just drawn fits its room and none is an id. */
static inline void check_labels(const Rig *rig, const char *what)
{
    const Ui *ui = &rig->view.ui;
    const char *first = NULL;
    size_t cut = ui_text_cut(ui, &first);
    if (cut)
        fail_msg("%dx%d %s: %zu labels do not fit, the first \"%s\"", rig->w, rig->h, what, cut, first);
    /* Labels and names, not the small font's prose (a pseudocode line
     * wrapped in the slim bar may leave "random" on a line of its own). */
    for (size_t k = 0; k < ui->ncmds; k++)
        if (ui->cmds[k].kind == UI_CMD_TEXT && ui->cmds[k].font != UI_FONT_SMALL &&
            is_internal_id(ui->text + ui->cmds[k].text))
            fail_msg("%dx%d %s: shows the id \"%s\"", rig->w, rig->h, what, ui->text + ui->cmds[k].text);
}

/* cmocka's group setup and teardown: SDL (video) and SDL_ttf started,
 * then stopped. */
static inline int font_rig_setup(void **state)
{
    (void)state;
    return SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0 ? -1 : 0;
}

static inline int font_rig_teardown(void **state)
{
    (void)state;
    TTF_Quit();
    SDL_Quit();
    return 0;
}

#endif
