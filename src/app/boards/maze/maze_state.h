/* maze_state.h - the maze board's data, types only (part of App as
 * app->maze): the run being built, its solver and overlays, the compare
 * panes. Kept apart from maze_board.h so that the App can hold it without
 * including the board's functions. */
#ifndef MAZE_APP_MAZE_STATE_H
#define MAZE_APP_MAZE_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/gen.h"
#include "maze/solve.h"

typedef struct Bias Bias;  /* boards/maze/bias/bias.h */
typedef struct MazeRecord MazeRecord;  /* boards/maze/maze_record.c */
typedef struct MazeTeach MazeTeach;    /* boards/maze/maze_teach.h */

typedef struct MazeState {
    GenRun *run;            /* the maze being built; never NULL after app_init */
    DirtyList dirty;        /* cells changed since the view last drew */
    bool paused;
    bool finishing;         /* BOARD_FINISH: instant until done */
    double step_debt;       /* fractional steps owed by the speed */
    uint64_t generation;    /* bumps when run is replaced: the view restarts */
    SolveRun *solve;        /* the solver on the finished maze, or NULL */
    bool solve_paused;
    bool solve_finishing;   /* BOARD_FINISH on the solver: instant until done */
    bool solve_queued;      /* start the solver once the maze is done */
    double solve_debt;      /* fractional solver steps owed */
    uint32_t *shortest;     /* BFS path cells when shown and computed, or NULL */
    size_t shortest_len;
    uint64_t look_version;  /* bumps when the overlay changes: full repaint */
    Bias *bias;             /* statistics, overlays, compare panes (bias.h) */
    bool export_open;       /* the panel shows Export in place of Solver */
    MazeRecord *record;     /* the recording under way, or NULL (maze_record.h) */
    MazeTeach *teach;       /* the timelines and step reports (maze_teach.h) */
} MazeState;

#endif
