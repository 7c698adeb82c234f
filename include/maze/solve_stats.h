/* solve_stats.h - which solver suits which maze, in numbers: a solver's
 * effort and result over many mazes of a generator (braided or not), as
 * the mean and spread of each measure.
 *
 * Each maze is generated from its seed, finished (GenFinish: ends, braid),
 * given mud when asked (weights.h, from the same seed), and solved from
 * its start to its goal with the solver's run seeded by the same seed. */
#ifndef MAZE_SOLVE_STATS_H
#define MAZE_SOLVE_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/gen.h"
#include "maze/solve.h"
#include "maze/status.h"

typedef enum SolveStatsField {
    SOLVE_STATS_REACHED,    /* 1 when it reached the goal, else 0: the mean
                               is the share of mazes solved */
    SOLVE_STATS_EXPLORED,   /* cells it looked at (StepCtx.explored) */
    SOLVE_STATS_MOVES,      /* moves walked (a walker's raw_length; a
                               search's: its path's moves, path - 1) */
    SOLVE_STATS_PATH,       /* cells on its path: of the mazes solved only */
    SOLVE_STATS_COST,       /* its path's cost (weights_path_cost; moves
                               without mud): of the mazes solved only */
    SOLVE_STATS_FIELD_COUNT
} SolveStatsField;

/* Short column name of f: "reached", "explored", "moves", "path", "cost". */
const char *solve_stats_field_id(SolveStatsField f);

/* Running mean and spread of each field, each over the mazes it counts. */
typedef struct SolveBatch {
    uint64_t runs;                              /* mazes added */
    uint64_t count[SOLVE_STATS_FIELD_COUNT];    /* values of each field */
    double mean[SOLVE_STATS_FIELD_COUNT];
    double m2[SOLVE_STATS_FIELD_COUNT];
} SolveBatch;

/* Empties b. */
void solve_batch_init(SolveBatch *b);

/* Mean of f (0 with no value) and its sample standard deviation (0 with
 * fewer than two values). */
double solve_batch_mean(const SolveBatch *b, SolveStatsField f);
double solve_batch_sd(const SolveBatch *b, SolveStatsField f);

/* What one maze to add is: the generator, its size, how it is finished,
 * the share of mud (percent, 0: none), and the grid it lies on. */
typedef struct SolveBatchMaze {
    const GenAlgo *algo;
    int variant;
    int w, h;
    GenFinish finish;
    int mud;
    const Grid *model;  /* a grid like it (shape.h: shape, size, mask; w, h
                           are then its), or NULL: the w x h square */
} SolveBatchMaze;

/* Makes the maze m of seed (as above), runs solver on it to the end and
 * adds its measures to b. Returns MAZE_OK; gen_run_new's errors;
 * MAZE_ERR_ARG for a finish or mud that does not fit; MAZE_ERR_NOMEM (b
 * unchanged on error). */
MazeStatus solve_batch_add_run(SolveBatch *b, const SolveAlgo *solver, const SolveBatchMaze *m,
                               uint64_t seed);

#endif
