/* maze_board.h - the maze board, with no SDL in sight: its run, solver,
 * overlays, compare panes and measurement live in the App (app_state.h);
 * these functions make, step and change them. Bias and compare
 * (boards/maze/bias/) are a part of this board: the compare panes step in
 * lock-step with the board's own run, and their overlays paint its maze. */
#ifndef MAZE_APP_MAZE_BOARD_H
#define MAZE_APP_MAZE_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"

/* Makes the first run for app->set (dirty list, bias, run). Returns false,
 * with the reason in app->status, when it cannot be made. */
bool maze_board_init(App *app);

/* Frees what maze_board_init and later actions made. */
void maze_board_free(App *app);

/* Replaces the run with a fresh one for the current settings (the compare
 * panes too). Keeps the old run, and says why in the status line, when the
 * new one cannot be made (returns false). */
bool maze_board_restart(App *app);

/* Replaces the board's maze by g (a maze read from a file: its size, its
 * passages, its ends; one pane, no braid, no generator's timeline). The
 * runs are made afresh as maze_board_restart makes them. Returns false,
 * the status line saying why, when they cannot be made. */
bool maze_board_take(App *app, const Grid *g);

/* The maze board's own actions (after the BoardControl kinds). */
typedef enum MazeAction {
    MAZE_SELECT_ALGO = BOARD_OWN, /* arg: index into gen_algos; restart */
    MAZE_SELECT_VARIANT,    /* arg: variant index; restart */
    MAZE_SET_WIDTH,         /* arg: cells; restart */
    MAZE_SET_HEIGHT,        /* arg: cells; restart */
    MAZE_SIZE_PRESET,       /* arg: index into maze_size_presets; restart */
    MAZE_SET_SHAPE,         /* arg: ShapeKind (drops a mask); restart */
    MAZE_SOLVE_RUN,         /* start, pause or resume the solver (finishes the maze first) */
    MAZE_SOLVE_STEP,        /* exactly one solver step, then pause it */
    MAZE_SOLVE_CLEAR,       /* remove the solver's trail */
    MAZE_SELECT_SOLVER,     /* arg: index into solve_algos */
    MAZE_SHORTEST_TOGGLE,   /* show / hide the shortest path */
    MAZE_EXPORT_PANEL,      /* show / hide the export section */
    MAZE_EXPORT,            /* arg: MazeExportKind (files/export.h); starts writing the file */
    MAZE_EXPORT_CANCEL,     /* cancel the exports not written yet */
    MAZE_EXPORT_PX,         /* arg: exported pixels a block */
    MAZE_HEAT_TOGGLE,       /* the distance heat map overlay */
    MAZE_DEAD_ENDS_TOGGLE,  /* the dead-end overlay */
    MAZE_COMPARE_CYCLE,     /* 1, 2, 4 panes in turn */
    MAZE_COMPARE_SET,       /* arg: 1, 2 or 4 panes */
    MAZE_PANE_NEXT,         /* arg: pane; the next algorithm there */
    MAZE_PANE_MENU,         /* arg: pane; open its list of algorithms, or
                               close it when open (-1: close any) */
    MAZE_PANE_SET,          /* arg: pane, value: algorithm * MAZE_PANE_VARIANTS
                               + variant; restart */
    MAZE_NEXT_EVENT,        /* the next milestone (spread over frames) */
    MAZE_PREV_EVENT,        /* the previous milestone */
    MAZE_LABELS_TOGGLE,     /* numbers in the cells (maze_labels.h) */
    MAZE_PREDICT,           /* pause and ask about the next step (maze_predict.h) */
    MAZE_PREDICT_CELL,      /* arg: a cell clicked as (part of) the answer */
    MAZE_PREDICT_YES_NO,    /* arg: 1 yes, 0 no */
    MAZE_PREDICT_CHECK,     /* check the cells clicked */
    MAZE_MEASURE,           /* measure 100 mazes per algorithm, or stop */
    MAZE_RECORD,            /* start recording a GIF, or stop and save it */
    MAZE_SET_BRAID,         /* arg: percent of dead ends the finished mazes lose */
    MAZE_MOVE_END,          /* arg: cell; value: bit 0 the goal (else the start),
                               bits 1..: its side + 2 (MAZE_EDIT_SIDE_AUTO .. DIR_W) */
    MAZE_ENDS_CORNERS,      /* start and goal back in the corners */
    MAZE_EDIT_BEGIN,        /* a stroke starts: arg 0 walls, 1 mud */
    MAZE_EDIT_WALL,         /* arg: cell; value: its side (DIR_E or DIR_S), with
                               MAZE_EDIT_OPEN to open it (else close it) */
    MAZE_EDIT_MUD,          /* arg: cell; value: 1 mud, 0 plain */
    MAZE_EDIT_END,          /* the stroke ends: one undoable change */
    MAZE_EDIT_FIELD,        /* arg: 1 an open field (every wall gone), 0 every wall */
    MAZE_MUD_BRUSH,         /* the mud brush on or off */
    MAZE_RACE_RIVAL,        /* arg: index into solve_algos: the race's rival (a race
                               under way starts again with it) */
    MAZE_RACE,              /* arg: index into solve_algos: a second pane races that
                               solver against the chosen one on this maze; -1 ends it */
    MAZE_EXPORT_TAB,        /* arg: the Export section's part (MAZE_EXPORT_TAB_*) */
    MAZE_EXPORT_OPTION      /* arg: MazeExportOption; steps it to its next value */
} MazeAction;

enum { MAZE_EDIT_OPEN = 4 };    /* MAZE_EDIT_WALL's value: open the side */

/* MAZE_PANE_SET's value for algorithm a (index into gen_algos), variant v. */
enum { MAZE_PANE_VARIANTS = 256 };
static inline uint64_t maze_pane_choice(int a, int v) { return (uint64_t)a * MAZE_PANE_VARIANTS + (uint64_t)v; }

/* Does action a (a BoardControl, or a MazeAction) to the maze board.
 * Unknown kinds do nothing. */
void maze_board_act(App *app, const AppAction *a);

/* Advances the generator (and every compare pane), then the solver, by the
 * speed's budget for dt seconds within budget_ms; then the statistics and
 * measuring. Returns the steps done. */
uint64_t maze_board_advance(App *app, double dt, double budget_ms);

/* True when nothing is left to animate: the maze is done and the solver
 * (if any was asked for) is done too. */
bool maze_board_settled(const App *app);

/* Fraction (0..1) of cells finished: for the progress bar of long runs.
 * Estimated from 256 evenly spaced cells (every cell of a smaller grid). */
double maze_board_progress(const App *app);

/* The maze board's model: state, settings, life, actions (boards.c). */
extern const BoardModel maze_model;

#endif
