/* cli_shape.c - `--shape` and `--mask`: the model grid a command's runs
 * are made like (cli_shape.h). */
#include "cli_shape.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/mask.h"

int cli_shape_option(CliShape *s, const char *arg)
{
    if (!(s->shape = shape_find(arg))) {
        message_error("unknown shape '%s'; valid: %s", arg, shape_ids());
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* The square with the cells of mask file `path` off. */
static int cli_mask_grid(const char *path, int w, int h, Grid *model)
{
    Mask m;
    TextError err;
    MazeStatus st = mask_read_file(path, w, h, &m, &err);
    if (st == MAZE_ERR_NOMEM) {
        message_error("mask '%s': %s", path, err.message);
        return CLI_FAIL;
    }
    if (st == MAZE_ERR_IO || st == MAZE_ERR_NOT_FILE) {
        message_error("%s", err.message);
        return CLI_USAGE;
    }
    if (st != MAZE_OK) {
        if (err.line > 0)
            message_error("mask '%s' line %d, column %d: %s", path, err.line, err.column,
                          err.message);
        else
            message_error("mask '%s': %s", path, err.message);
        return CLI_USAGE;
    }
    char why[160];
    int status = CLI_OK;
    if (!grid_mask_check(m.w, m.h, m.on, why, sizeof why)) {
        message_error("mask '%s': %s", path, why);
        status = CLI_USAGE;
    } else if (grid_init_mask(model, m.w, m.h, m.on) != MAZE_OK) {
        message_error("mask '%s': %s", path, maze_strerror(MAZE_ERR_NOMEM));
        status = CLI_FAIL;
    }
    mask_free(&m);
    return status;
}

int cli_shape_grid(const CliShape *s, int w, int h, Grid *model)
{
    const Shape *shape = s->shape ? s->shape : &shape_square;
    memset(model, 0, sizeof *model);
    if (s->mask) {
        if (shape->kind != SHAPE_SQUARE) {
            message_error("--mask goes with the square shape, not %s: a mask switches cells of "
                          "a square grid off", shape->id);
            return CLI_USAGE;
        }
        return cli_mask_grid(s->mask, w, h, model);
    }
    if (w == 0) {
        message_error("missing --size WxH (width and height 1 to %d%s)", MAZE_MAX_SIDE,
                      shape->kind == SHAPE_POLAR ? "; polar: NxN, N rings" : "");
        return CLI_USAGE;
    }
    char why[160];
    if (!shape_size_ok(shape->kind, w, h, why, sizeof why)) {
        message_error("%s", why);
        return CLI_USAGE;
    }
    MazeStatus st = grid_init_shape(model, shape->kind, w, h);
    if (st != MAZE_OK) {
        message_error("cannot make a %s %dx%d grid: %s", shape->id, w, h, maze_strerror(st));
        return CLI_FAIL;
    }
    return CLI_OK;
}

const char *cli_shape_word(const Grid *model)
{
    return grid_masked(model) ? "masked square" : grid_shape(model)->id;
}

int cli_shape_supports(const Algo *algo, const Grid *model)
{
    if (algo_supports(algo, model))
        return CLI_OK;
    message_error("%s does not run on %s grids: %s", algo->id, cli_shape_word(model),
                  algo->shape_note ? algo->shape_note : "it is written for the square");
    return CLI_USAGE;
}

void cli_shape_args(const CliShape *s, char *buf, size_t cap)
{
    if (s->mask)
        snprintf(buf, cap, " --mask %s", s->mask);
    else if (s->shape && s->shape->kind != SHAPE_SQUARE)
        snprintf(buf, cap, " --shape %s", s->shape->id);
    else if (cap > 0)
        buf[0] = '\0';
}
