/* step.h - what one step of an algorithm tells: the line of its pseudocode it
 * executed and the facts of its event, as plain data (no text, no SDL).
 *
 * Generators (gen.h), solvers (solve.h) and the Minesweeper flood fill
 * (mines.h) all report through a StepReport that the caller attaches, like
 * the dirty list: NULL (the default) means nobody watches and the algorithms
 * run their fast paths untouched. With a report attached, each step call is
 * driven one step at a time and the report describes the LAST step done; it
 * is overwritten whole by every step (no field is left from an earlier one).
 * explain.h turns a report into one sentence; the pseudocode lines come from
 * each algorithm's descriptor (gen_pseudocode, SolveAlgo.pseudocode,
 * mines_pseudocode).
 *
 * Cells are indices y * w + x of the algorithm's grid or board; STEP_NONE
 * marks "no cell". Directions are Dir values (grid.h), -1 for none. */
#ifndef MAZE_STEP_H
#define MAZE_STEP_H

#include <stdint.h>
#include <string.h>

#define STEP_NONE UINT32_MAX    /* "no cell" (the same value as GRID_NONE) */

/* The kinds of event. The fields of StepReport each uses are listed after
 * it; every report also has `line`. */
typedef enum StepEvent {
    EV_NONE = 0,        /* nothing reported yet */
    EV_START,           /* the run began: cell = start cell (or STEP_NONE) */
    /* generators */
    EV_CARVE_RANDOM,    /* cell -> other, dir; choices = unvisited neighbours,
                           one picked at random; depth = stack or list size */
    EV_COIN,            /* binary tree: cell -> other, dir; choices = 2 (a coin
                           flip between east and south) or 1 (the only way) */
    EV_LAST_CELL,       /* binary tree: cell, the last one, carves nothing */
    EV_BACKTRACK,       /* dead end at cell, back to other (STEP_NONE: the
                           stack emptied); depth = stack size after */
    EV_LIST_REMOVE,     /* growing tree: cell has no unvisited neighbour and
                           leaves the active list; depth = list size after */
    EV_RUN_EXTEND,      /* sidewinder: cell -> other east; count = run length */
    EV_RUN_CLOSE,       /* sidewinder: run of count cells ending at cell
                           closed by carving south from other (dir S);
                           choices = count */
    EV_CORRIDOR,        /* sidewinder's bottom row: cell -> other east */
    EV_JOIN,            /* wall between cell and other removed: joins set_a
                           (size_a cells) and set_b (size_b); count = walls
                           kept before it in this step (Kruskal) */
    EV_KEEP_SAME,       /* wall between cell and other kept: both in set_a */
    EV_KEEP_COIN,       /* Eller: wall between cell and other kept by the
                           coin; set_a, set_b */
    EV_DROP,            /* Eller: passage south cell -> other; set_a, size_a;
                           count = 1 when forced (last cell of its set
                           without a way down), 0 when the coin chose it */
    EV_NO_DROP,         /* Eller: no passage south from cell; set_a */
    EV_WALL,            /* recursive division: chamber rect[] split by a wall
                           below row / right of column `count` (dir S:
                           horizontal wall, E: vertical); cell = the gap's
                           cell, other = a second gap or STEP_NONE;
                           choices = halves pushed to split later, size_b =
                           halves left as rooms; depth = chambers left */
    EV_CLEAR,           /* recursive division: the last wall's highlight
                           cleared; the maze is done */
    EV_WALK,            /* random walk cell -> other, dir: already in the
                           maze, nothing carved */
    EV_WALK_CARVE,      /* random walk cell -> other, dir: a new cell, the
                           passage carved; count = cells still outside */
    EV_WALK_LOOP,       /* Wilson: walk cell -> other, dir, closed a loop:
                           count cells of the loop erased; depth = the
                           path's cells after (from its start to other) */
    EV_WALK_START,      /* Wilson: new walk from cell (the first cell outside
                           the maze); count = cells outside */
    EV_PATH_JOIN,       /* Wilson: the walk cell -> other (dir) reached the
                           maze at other; its loop-free path of count cells
                           will be carved into it */
    EV_WALK_EXTEND,     /* Wilson: walk cell -> other, dir, onto a cell
                           outside the maze: the path grows to count cells
                           (from the walk's start to other) */
    EV_PATH_CARVE,      /* Wilson: path cell `cell` carved into the maze
                           through its passage dir to other; count = path
                           cells still to carve, depth = cells still outside
                           the maze */
    EV_HUNT_ROW,        /* hunt-and-kill: row `count` scanned from cell:
                           no unvisited cell beside the maze */
    EV_HUNT_FOUND,      /* hunt-and-kill: found cell in row `count`, carved
                           dir to other; choices = its maze neighbours */
    EV_FRONTIER_JOIN,   /* Prim (cell): frontier cell joins through other
                           (dir from cell); choices = frontier cells,
                           size_a = its maze neighbours */
    EV_EDGE_JOIN,       /* Prim (edge): wall cell -> other carved, picked
                           from choices frontier walls */
    EV_EDGE_SKIP,       /* Prim (edge): wall between cell and other dropped:
                           both already in the maze */
    EV_LIGHTEST,        /* true Prim: carved cell -> other (the new cell),
                           weight = the lightest wall out of the maze;
                           choices = walls waiting in the heap */
    /* solvers */
    EV_FOLLOW,          /* wall follower: moved cell -> other, dir; count =
                           the turn (0 straight, 1 toward the hand, 2 away,
                           3 back); choices = 1 right hand, 3 left hand;
                           depth = path length */
    EV_FOLLOW_EXIT,     /* wall follower: left cell through the exit */
    EV_FOLLOW_LOOP,     /* wall follower: at other facing dir again: loops */
    EV_EXPAND,          /* bfs: expanded cell at distance count; choices =
                           new neighbours queued; depth = queue length */
    EV_TRACE,           /* bfs: cell at distance count is on the path,
                           next other */
    EV_NO_PATH,         /* bfs: queue empty, the exit was not reached */
    /* Minesweeper flood fill */
    EV_OPEN_ZERO,       /* opened cell, no mine around: queued choices
                           neighbours; depth = cells waiting; size_a = 1 when
                           that won the game */
    EV_OPEN_NUMBER,     /* opened cell showing count: the flood stops there;
                           depth, size_a as above */
    EV_OPEN_MINE,       /* opened cell, a mine: the game is lost */
    EV_COUNT
} StepEvent;

typedef struct StepReport {
    StepEvent event;
    int line;           /* 0-based line of the algorithm's pseudocode */
    int dir;            /* Dir from cell to other, or -1 */
    uint32_t cell;      /* where it happened, or STEP_NONE */
    uint32_t other;     /* the second cell, or STEP_NONE */
    uint32_t choices;   /* how many options the step had */
    uint32_t set_a, set_b;      /* set ids (gen_set_id) */
    uint32_t size_a, size_b;    /* their sizes, cells */
    uint32_t depth;     /* stack depth, list or queue length */
    uint32_t weight;    /* edge weight (true Prim): 0 .. 2^32 - 1, shown
                           as weight / 2^32 (0.000 .. 1.000) */
    uint32_t count;     /* the event's own number (see StepEvent) */
    uint32_t rect[4];   /* a chamber: x, y, w, h */
} StepReport;

/* Starts report r for event ev at pseudocode line `line`: every other field
 * cleared (cells STEP_NONE, dir -1). r must not be NULL. */
static inline void step_report_begin(StepReport *r, StepEvent ev, int line)
{
    memset(r, 0, sizeof *r);
    r->event = ev;
    r->line = line;
    r->dir = -1;
    r->cell = r->other = STEP_NONE;
}

/* Starts r (when not NULL) and sets its two cells and direction. */
static inline void step_report_move(StepReport *r, StepEvent ev, int line, uint32_t cell,
                                    uint32_t other, int dir)
{
    if (!r)
        return;
    step_report_begin(r, ev, line);
    r->cell = cell;
    r->other = other;
    r->dir = dir;
}

/* True when a and b describe the same step (every field equal). */
static inline int step_report_equal(const StepReport *a, const StepReport *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* An algorithm's textbook pseudocode: `count` short lines (5 to 15). A line
 * starting with spaces is indented under the one before (2 per level). */
typedef struct Pseudocode {
    const char *const *lines;
    int count;
} Pseudocode;

#endif
