/* cli_finish.c - the options that finish a generated maze (--start,
 * --goal, --braid) and shape a solver's run (--mud, --moves), read and
 * described the same way by every command that takes them. */
#include "cli.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"
#include "maze/weights.h"

bool cli_finish_ends(GenFinish *f, const Grid *model, const char *start, const char *goal)
{
    if (!start && !goal)
        return true;
    if (grid_shape(model)->kind == SHAPE_POLAR) {
        /* X,Y names a cell of rows and columns; a ring's cells are not */
        message_error("--start and --goal take X,Y: not on a polar maze, whose ends are on its "
                      "outer ring");
        return false;
    }
    Grid like = *model;     /* borrowed: only its ends change */
    like.ends = grid_shape_default_ends(model);
    if (!args_apply_ends(&like, start, goal))
        return false;
    const uint32_t w = (uint32_t)model->w;
    for (int k = 0; k < 2; k++) {
        uint32_t i = k ? like.ends.goal : like.ends.start;
        if ((k ? goal : start) && !grid_cell_on(model, i)) {
            message_error("--%s %u,%u: that cell is off in the mask", k ? "goal" : "start",
                          i % w, i / w);
            return false;
        }
    }
    f->ends_set = true;
    f->ends = like.ends;
    return true;
}

bool cli_parse_braid(const char *text, int *percent)
{
    long v;
    if (!args_parse_long(text, "--braid (percent of dead ends removed)", 0, BRAID_MAX, &v))
        return false;
    *percent = (int)v;
    return true;
}

bool cli_parse_braid_levels(const char *text, int *levels, int *count, int max)
{
    *count = 0;
    for (const char *p = text;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        char one[24];
        if (*count == max || len >= sizeof one) {
            message_error("bad --braid '%s': at most %d levels, each 0 to %d", text, max, BRAID_MAX);
            return false;
        }
        memcpy(one, p, len);
        one[len] = '\0';
        if (!cli_parse_braid(one, &levels[(*count)++]))
            return false;
        if (!comma)
            return true;
        p = comma + 1;
    }
}

void cli_finish_describe(char *buf, size_t cap, const Grid *g, int braid)
{
    uint32_t w = (uint32_t)g->w;
    char braided[24] = "";
    if (braid > 0)
        snprintf(braided, sizeof braided, " braid %d%%", braid);
    if (grid_ends_default(g))
        snprintf(buf, cap, "%s", braided);
    else
        snprintf(buf, cap, "%s start %u,%u goal %u,%u", braided, g->ends.start % w,
                 g->ends.start / w, g->ends.goal % w, g->ends.goal / w);
}

bool cli_parse_mud(const char *text, CliSolveOpts *o)
{
    long v;
    if (!args_parse_long(text, "--mud (percent of cells)", 0, WEIGHT_MUD_MAX, &v))
        return false;
    o->mud = (int)v;
    return true;
}

bool cli_parse_moves(const char *text, CliSolveOpts *o)
{
    long v;
    if (!args_parse_long(text, "--moves (a move limit)", 1, 2000000000L, &v))
        return false;
    o->moves = (uint64_t)v;
    return true;
}

bool cli_solve_prepare(SolveRun *run, const CliSolveOpts *o, uint8_t **mud)
{
    *mud = NULL;
    solve_set_seed(run, o->seed);
    solve_set_move_limit(run, o->moves);
    if (!o->mud)
        return true;
    const Grid *g = run->ctx.grid;
    if (!(*mud = weights_new(g)))
        return false;
    weights_scatter_mud(*mud, g->n, o->mud, o->seed);
    solve_set_costs(run, *mud);
    return true;
}
