/* cli_finish.c - the options that finish a generated maze (--start,
 * --goal, --braid) and shape a solver's run (--mud, --moves), read and
 * described the same way by every command that takes them. */
#include "cli.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/weights.h"

bool cli_finish_ends(GenFinish *f, int w, int h, const char *start, const char *goal)
{
    if (!start && !goal)
        return true;
    Grid shape = { .w = w, .h = h, .n = (uint32_t)w * (uint32_t)h,
                   .ends = grid_default_ends(w, h) };
    if (!args_apply_ends(&shape, start, goal))
        return false;
    f->ends_set = true;
    f->ends = shape.ends;
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
