/* maze_shape.c - the grid the maze board's runs are made like
 * (maze_shape.h): the settings' shape or mask, made afresh for each run (a
 * mask file is small and read again, so an edited file shows at the next
 * Generate). */
#include "boards/maze/maze_shape.h"

#include <stdio.h>
#include <string.h>

#include "maze/mask.h"

/* Makes model the square with the cells of set->mask off; false with why. */
static bool maze_shape_mask(const MazeSettings *set, Grid *model, char *why, size_t cap)
{
    Mask m;
    TextError err;
    MazeStatus st = mask_read_file(set->mask, 0, 0, &m, &err);
    if (st != MAZE_OK) {
        if (err.line > 0)
            snprintf(why, cap, "mask '%s' line %d, column %d: %s", set->mask, err.line, err.column,
                     err.message);
        else
            snprintf(why, cap, "mask '%s': %s", set->mask, err.message);
        return false;
    }
    char reason[160];
    bool ok = grid_mask_check(m.w, m.h, m.on, reason, sizeof reason);
    if (!ok)
        snprintf(why, cap, "mask '%s': %s", set->mask, reason);
    else if (grid_init_mask(model, m.w, m.h, m.on) != MAZE_OK)
        ok = false, snprintf(why, cap, "mask '%s': %s", set->mask, maze_strerror(MAZE_ERR_NOMEM));
    mask_free(&m);
    return ok;
}

/* Makes model the board's grid; false with why. */
static bool maze_shape_model(const MazeSettings *set, Grid *model, char *why, size_t cap)
{
    memset(model, 0, sizeof *model);
    if (set->mask)
        return maze_shape_mask(set, model, why, cap);
    ShapeKind k = (ShapeKind)set->shape;
    /* A polar grid is round: its rings are the height's, w == h. */
    int w = k == SHAPE_POLAR ? set->h : set->w, h = set->h;
    if (!shape_size_ok(k, w, h, why, cap))
        return false;
    MazeStatus st = grid_init_shape(model, k, w, h);
    if (st != MAZE_OK)
        snprintf(why, cap, "cannot make a %s %dx%d grid: %s", shape_of_kind(k)->id, w, h,
                 maze_strerror(st));
    return st == MAZE_OK;
}

unsigned maze_shape_bit(const MazeSettings *set)
{
    return set->mask ? SHAPES_MASKED : 1u << set->shape;
}

bool maze_shape_mask_ok(const char *path, char *why, size_t cap)
{
    MazeSettings set = { .mask = path };
    Grid model;
    if (!maze_shape_mask(&set, &model, why, cap))
        return false;
    grid_free(&model);
    return true;
}

bool maze_shape_refuses(const Algo *algo, const Grid *g, char *why, size_t cap)
{
    if (algo_supports(algo, g))
        return false;
    snprintf(why, cap, "%s does not run on %s grids: %s", algo->name,
             grid_masked(g) ? "masked" : grid_shape(g)->name,
             algo->shape_note ? algo->shape_note : "it is written for the square");
    return true;
}

GenRun *maze_shape_run(const MazeSettings *set, const GenAlgo *algo, int variant, uint64_t seed,
                       char *why, size_t cap)
{
    MazeStatus st;
    GenRun *run = NULL;
    if (!set->mask && set->shape == SHAPE_SQUARE) {     /* the square's own path, unchanged */
        run = gen_run_new(algo, variant, set->w, set->h, seed, &st);
        if (!run)
            snprintf(why, cap, "%dx%d: %s", set->w, set->h, maze_strerror(st));
        return run;
    }
    Grid model;
    if (!maze_shape_model(set, &model, why, cap))
        return NULL;
    if (model.n > MAZE_SHAPE_MAX_CELLS)
        snprintf(why, cap, "the window makes %s mazes of up to %d cells, not %u; mazelab gen makes "
                 "bigger ones", grid_masked(&model) ? "masked" : grid_shape(&model)->id,
                 MAZE_SHAPE_MAX_CELLS, model.n);
    else if (!maze_shape_refuses(algo, &model, why, cap)) {
        run = gen_run_new_on(algo, variant, &model, seed, &st);
        if (!run)
            snprintf(why, cap, "%s", maze_strerror(st));
    }
    grid_free(&model);
    return run;
}

void maze_shape_args(const MazeSettings *set, char *buf, size_t cap)
{
    if (set->mask)
        snprintf(buf, cap, " --mask %s", set->mask);
    else if (set->shape != SHAPE_SQUARE)
        snprintf(buf, cap, " --shape %s", shape_of_kind((ShapeKind)set->shape)->id);
    else if (cap > 0)
        buf[0] = '\0';
}

void maze_shape_size_words(const Grid *g, char *buf, size_t cap)
{
    if (grid_shape(g)->kind == SHAPE_POLAR)
        snprintf(buf, cap, "%d rings", g->h);
    else
        snprintf(buf, cap, "%dx%d%s%s", g->w, g->h, grid_is_square(g) ? "" : " ",
                 grid_masked(g) ? "masked" : grid_is_square(g) ? "" : grid_shape(g)->name);
}
