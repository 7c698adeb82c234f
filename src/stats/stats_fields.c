/* stats_fields.c - the statistics of a MazeStats as a numbered list, so
 * tables, CSV columns and batches loop over them instead of naming each,
 * with the name and the one-line explanation a reader sees (the window on
 * hover and in its help, `mazelab stats --explain`, the man page). The
 * explanations follow the definitions in stats.h, in a student's words. */
#include "maze/stats.h"

#include <string.h>

typedef struct StatsFieldInfo {
    const char *id;     /* CSV column stem */
    bool share;         /* a fraction in [0, 1] */
    const char *label;  /* its name for people */
    const char *explain;    /* what it measures, one sentence */
} StatsFieldInfo;

#define STATS_DEAD_END_SIDE(side, from)                                                        \
    "Dead ends whose one opening is on their " side " side (entered from the cell " from       \
    "), counted: a bias shows as unequal sides."

static const StatsFieldInfo stats_fields[STATS_FIELD_COUNT] = {
    [STATS_DEAD_END] = { "dead_end", true, "Dead ends",
                         "Maze cells with one opening, the ends of blind alleys, as a share of "
                         "the maze's cells." },
    [STATS_STRAIGHT] = { "straight", true, "Straights",
                         "Maze cells open on two opposite sides, straight corridor, as a share "
                         "of the maze's cells." },
    [STATS_TURN] = { "turn", true, "Turns",
                     "Maze cells open on two sides at right angles, a corner, as a share of the "
                     "maze's cells." },
    [STATS_JUNCTION3] = { "junction3", true, "3-way junctions",
                          "Maze cells with three openings, where the way forks, as a share of "
                          "the maze's cells." },
    [STATS_JUNCTION4] = { "junction4", true, "4-way junctions",
                          "Maze cells open on all four sides, crossroads, as a share of the "
                          "maze's cells." },
    [STATS_PASSAGES_H] = { "passages_h", false, "East-west passages",
                           "Open passages between a cell and its east or west neighbour, "
                           "counted." },
    [STATS_PASSAGES_V] = { "passages_v", false, "North-south passages",
                           "Open passages between a cell and its north or south neighbour, "
                           "counted." },
    [STATS_HORIZONTAL] = { "horizontal", true, "Horizontal",
                           "The share of the passages that run east-west: over half means a "
                           "horizontal grain." },
    [STATS_SOLUTION] = { "solution", true, "Solution",
                         "Cells on the shortest way from the entrance to the exit, as a share "
                         "of all cells: how much of the maze the answer visits." },
    [STATS_LONGEST_PATH] = { "longest_path", false, "Longest path",
                             "Cells on the longest path between two cells of a perfect maze "
                             "(with loops, a lower bound): how far apart its ends lie." },
    [STATS_MEAN_BRANCH] = { "mean_branch", false, "Branch length",
                            "Cells from a dead end back to the first junction, on average: how "
                            "deep the blind alleys go." },
    [STATS_DEAD_END_N] = { "dead_end_n", false, "Dead ends open north",
                           STATS_DEAD_END_SIDE("north", "above") },
    [STATS_DEAD_END_E] = { "dead_end_e", false, "Dead ends open east",
                           STATS_DEAD_END_SIDE("east", "to the right") },
    [STATS_DEAD_END_S] = { "dead_end_s", false, "Dead ends open south",
                           STATS_DEAD_END_SIDE("south", "below") },
    [STATS_DEAD_END_W] = { "dead_end_w", false, "Dead ends open west",
                           STATS_DEAD_END_SIDE("west", "to the left") },
};

const char *stats_field_id(StatsField f)
{
    return stats_fields[f].id;
}

const char *stats_field_label(StatsField f)
{
    return stats_fields[f].label;
}

const char *stats_field_explain(StatsField f)
{
    return stats_fields[f].explain;
}

int stats_field_find(const char *id)
{
    for (int f = 0; f < STATS_FIELD_COUNT; f++)
        if (strcmp(stats_fields[f].id, id) == 0)
            return f;
    return -1;
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
