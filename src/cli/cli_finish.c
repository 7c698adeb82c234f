/* cli_finish.c - the options that finish a generated maze (--start,
 * --goal), read the same way by every command that generates. */
#include "cli.h"

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

void cli_finish_describe(char *buf, size_t cap, const Grid *g)
{
    int w = g->w;
    if (grid_ends_default(g))
        snprintf(buf, cap, "%s", "");
    else
        snprintf(buf, cap, " start %u,%u goal %u,%u", g->ends.start % (uint32_t)w,
                 g->ends.start / (uint32_t)w, g->ends.goal % (uint32_t)w, g->ends.goal / (uint32_t)w);
}
