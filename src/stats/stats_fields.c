/* stats_fields.c - the statistics of a MazeStats as a numbered list, so
 * tables, CSV columns and batches loop over them instead of naming each. */
#include "maze/stats.h"

typedef struct StatsFieldInfo {
    const char *id;     /* CSV column stem */
    bool share;         /* a fraction in [0, 1] */
} StatsFieldInfo;

static const StatsFieldInfo stats_fields[STATS_FIELD_COUNT] = {
    [STATS_DEAD_END] = { "dead_end", true },
    [STATS_STRAIGHT] = { "straight", true },
    [STATS_TURN] = { "turn", true },
    [STATS_JUNCTION3] = { "junction3", true },
    [STATS_JUNCTION4] = { "junction4", true },
    [STATS_PASSAGES_H] = { "passages_h", false },
    [STATS_PASSAGES_V] = { "passages_v", false },
    [STATS_HORIZONTAL] = { "horizontal", true },
    [STATS_SOLUTION] = { "solution", true },
    [STATS_LONGEST_PATH] = { "longest_path", false },
    [STATS_MEAN_BRANCH] = { "mean_branch", false },
    [STATS_DEAD_END_N] = { "dead_end_n", false },
    [STATS_DEAD_END_E] = { "dead_end_e", false },
    [STATS_DEAD_END_S] = { "dead_end_s", false },
    [STATS_DEAD_END_W] = { "dead_end_w", false },
};

const char *stats_field_id(StatsField f)
{
    return stats_fields[f].id;
}

bool stats_field_is_share(StatsField f)
{
    return stats_fields[f].share;
}

double stats_field_value(const MazeStats *s, StatsField f)
{
    switch (f) {
    case STATS_DEAD_END: return s->dead_end_share;
    case STATS_STRAIGHT: return s->straight_share;
    case STATS_TURN: return s->turn_share;
    case STATS_JUNCTION3: return s->junction3_share;
    case STATS_JUNCTION4: return s->junction4_share;
    case STATS_PASSAGES_H: return (double)s->passages_h;
    case STATS_PASSAGES_V: return (double)s->passages_v;
    case STATS_HORIZONTAL: return s->horizontal_share;
    case STATS_SOLUTION: return s->solution_share;
    case STATS_LONGEST_PATH: return s->longest_path;
    case STATS_MEAN_BRANCH: return s->mean_branch;
    case STATS_DEAD_END_N: return s->dead_end_dir[DIR_N];
    case STATS_DEAD_END_E: return s->dead_end_dir[DIR_E];
    case STATS_DEAD_END_S: return s->dead_end_dir[DIR_S];
    case STATS_DEAD_END_W: return s->dead_end_dir[DIR_W];
    case STATS_FIELD_COUNT: break;
    }
    return 0.0;
}
