/* stats_cli.h - what `mazelab stats` prints: a row per generator (variant
 * and braid level) and a column per measure, the maze's statistics or,
 * with --solver, the solver's. Private to src/cli. */
#ifndef MAZE_STATS_CLI_H
#define MAZE_STATS_CLI_H

#include <stdint.h>

#include "maze/solve_stats.h"
#include "maze/stats.h"

enum { STATS_CELL_MAX = 40 };   /* a table cell's text, "mean ± sd" */

/* One output row: a generator variant at a braid level, its batch, and the
 * time it took. */
typedef struct StatsRow {
    char label[64];     /* "id" or "id:variant", then "-braidP" when braided */
    StatsBatch batch;   /* the maze statistics */
    SolveBatch solve;   /* or, with --solver, the solver's measures */
    long done;          /* mazes added */
    double ms;          /* milliseconds they took */
} StatsRow;

/* The columns: how many, their names, and each row's values. */
typedef struct StatsColumns {
    int count;
    void (*heading)(char *buf, int col);    /* table and Markdown heading */
    const char *(*id)(int col);             /* CSV name: ID_mean, ID_sd */
    double (*mean)(const StatsRow *row, int col);
    double (*sd)(const StatsRow *row, int col);
    void (*cell)(char *buf, const StatsRow *row, int col);  /* "mean ± sd" */
    uint64_t (*runs)(const StatsRow *row);  /* mazes in the row */
} StatsColumns;

/* The maze statistics (stats.h), shares in percent in the table. */
extern const StatsColumns stats_maze_columns;

/* A solver's measures (solve_stats.h), the share reached in percent. */
extern const StatsColumns stats_solver_columns;

#endif
