/* stats_columns.c - the columns of `mazelab stats` (stats_cli.h): every
 * maze statistic, or a solver's measures. */
#include "stats_cli.h"

#include <stdio.h>

/* ---- the maze statistics ------------------------------------------------- */

/* Column heading of f in the table and Markdown: shares are in percent. */
static void maze_heading(char *buf, int f)
{
    snprintf(buf, STATS_CELL_MAX, "%s%s", stats_field_id((StatsField)f),
             stats_field_is_share((StatsField)f) ? " %" : "");
}

static const char *maze_id(int f)
{
    return stats_field_id((StatsField)f);
}

static double maze_mean(const StatsRow *row, int f)
{
    return stats_batch_mean(&row->batch, (StatsField)f);
}

static double maze_sd(const StatsRow *row, int f)
{
    return stats_batch_sd(&row->batch, (StatsField)f);
}

/* "mean ± sd" of f, shares in percent, counts and lengths plain. */
static void maze_cell(char *buf, const StatsRow *row, int f)
{
    bool share = stats_field_is_share((StatsField)f);
    double scale = share ? 100.0 : 1.0;
    int digits = share || f == STATS_MEAN_BRANCH ? 2 : 1;
    snprintf(buf, STATS_CELL_MAX, "%.*f ± %.*f", digits, scale * maze_mean(row, f), digits,
             scale * maze_sd(row, f));
}

static uint64_t maze_runs(const StatsRow *row)
{
    return row->batch.runs;
}

const StatsColumns stats_maze_columns = {
    STATS_FIELD_COUNT, maze_heading, maze_id, maze_mean, maze_sd, maze_cell, maze_runs,
};

/* ---- a solver's measures ------------------------------------------------- */

static void solver_heading(char *buf, int f)
{
    snprintf(buf, STATS_CELL_MAX, "%s%s", solve_stats_field_id((SolveStatsField)f),
             f == SOLVE_STATS_REACHED ? " %" : "");
}

static const char *solver_id(int f)
{
    return solve_stats_field_id((SolveStatsField)f);
}

static double solver_mean(const StatsRow *row, int f)
{
    return solve_batch_mean(&row->solve, (SolveStatsField)f);
}

static double solver_sd(const StatsRow *row, int f)
{
    return solve_batch_sd(&row->solve, (SolveStatsField)f);
}

static void solver_cell(char *buf, const StatsRow *row, int f)
{
    double scale = f == SOLVE_STATS_REACHED ? 100.0 : 1.0;
    snprintf(buf, STATS_CELL_MAX, "%.1f ± %.1f", scale * solver_mean(row, f),
             scale * solver_sd(row, f));
}

static uint64_t solver_runs(const StatsRow *row)
{
    return row->solve.runs;
}

const StatsColumns stats_solver_columns = {
    SOLVE_STATS_FIELD_COUNT, solver_heading, solver_id, solver_mean, solver_sd, solver_cell,
    solver_runs,
};
