/* best_first.h - the engine under the best-first searches (greedy
 * best-first, A*, Dijkstra): always expand the open cell with the smallest
 * key, then trace the path back along the cells' parents. Private to
 * src/solve/; each search is its own file with its own words (events,
 * sentences, pseudocode) and one of these keys:
 *
 *     BF_COST       g: the cost of the cheapest way found to the cell
 *                   (Dijkstra), entering a cell costing ctx->cost (1 each
 *                   when NULL)
 *     BF_COST_PLUS  f = g + h, h the Manhattan distance to the goal (A*):
 *                   h never overestimates (every cell costs 1 or more),
 *                   so the path is a cheapest one. On shapes other than
 *                   the square (masked or not), h is the straight-line
 *                   distance between the cells' centres over the longest
 *                   step between neighbours' centres, rounded down: no
 *                   move covers more, so it is a lower bound on the moves
 *                   left, and it changes by at most 1 a move (consistent:
 *                   an expanded cell never needs reopening)
 *     BF_HEURISTIC  h alone (greedy best-first): fast toward the goal,
 *                   blind to detours, so its path can be long; it ignores
 *                   the costs, a cell's parent is the first that reached it
 *
 * The open set is a bucket queue: one stack per key, so among equal keys
 * the cell queued last goes first (deep, toward the goal). g and f only
 * grow along a search, by at most the largest cost + 1 a move, so a ring
 * of 512 stacks serves them; h goes up and down, so it has one stack
 * per value. A cell is re-queued when a cheaper way to it is found; the
 * stale entry is skipped when it comes up (its cell is expanded by then).
 *
 * Trail: open cells TRAIL_FRONTIER, expanded TRAIL_VISITED, the path
 * TRAIL_PATH. Steps: one cell expanded, then one path cell traced each. */
#ifndef MAZE_BEST_FIRST_H
#define MAZE_BEST_FIRST_H

#include "gen/gen_list.h"   /* GenList, a growable array */
#include "solve_util.h"

typedef enum BfKey {
    BF_COST,
    BF_COST_PLUS,
    BF_HEURISTIC
} BfKey;

/* The engine's events; a search names each with one of its own kinds and
 * a line of its pseudocode. Facts: expand and found give the cell's "g"
 * (keys with a cost), "h" (keys with a heuristic), "f" (A*), and expand
 * "queued" (cells reached for the first time) and "queue" (open cells);
 * trace gives the cell's "g" (keys with a cost). */
typedef enum BfEvent {
    BF_START,           /* cell: the start, the only open cell */
    BF_EXPAND,          /* expanded cell */
    BF_FOUND,           /* expanded cell, the goal (or, flooding, the last):
                           trace back from the goal */
    BF_TRACE,           /* cell is on the path; other: the one before it */
    BF_NO_PATH,         /* no open cell left, the goal never expanded */
    BF_EVENT_COUNT
} BfEvent;

/* What a search says, and how it orders its cells. */
typedef struct BfWords {
    BfKey key;
    int kind[BF_EVENT_COUNT];   /* its StepKind index for each event */
    int line[BF_EVENT_COUNT];   /* its pseudocode line for each event */
    int line_queued;            /* the line of an expansion that queued cells */
    int line_last;              /* the line of the last cell traced */
    const char *numbers;        /* its OV_NUMBERS legend: what the key is */
} BfWords;

typedef enum BfPhase {
    BF_SEARCHING,
    BF_TRACING,
    BF_DONE
} BfPhase;

typedef struct BestFirst {
    BfPhase phase;
    const BfWords *words;
    uint32_t *g;        /* cost (moves, for the greedy search) of the best way
                           found to each cell; UINT32_MAX: not reached */
    uint8_t *parent;    /* the side toward the cell it was reached from, + 1 */
    GenList *bucket;    /* nb stacks of cells: key k in bucket k % nb */
    uint32_t nb;        /* a power of two */
    uint64_t cur;       /* the smallest key that may have a cell */
    uint64_t queued;    /* entries in the buckets, stale ones included */
    uint32_t open;      /* distinct cells open (TRAIL_FRONTIER) */
    uint32_t trace;     /* tracing: the next path cell */
    uint32_t goal_x, goal_y;    /* the goal's column and row (square) */
    ShapePoint goal_at;         /* the goal's centre (other shapes) */
    double per_step;            /* 1 / the longest step between two
                                   neighbours' centres, shaved (bf_crow);
                                   0 on the square: Manhattan */
} BestFirst;

/* Questions the searches ask (question.h): the cell expanded next, and
 * while tracing, the next cell of the path. */
bool best_first_ask_expand(const void *state, const SolveCtx *ctx, Question *q);
bool best_first_ask_trace(const void *state, const SolveCtx *ctx, Question *q);

/* The Algo callbacks; init takes the search's words. */
bool best_first_init(BestFirst *s, SolveCtx *ctx, const BfWords *words);
size_t best_first_step(void *state, SolveCtx *ctx, size_t n);
void best_first_path(const void *state, const SolveCtx *ctx, uint32_t *out);
void best_first_release(void *state);
bool best_first_copy(void *dst, const void *src, const Grid *g);
void best_first_overlays(const void *state, const SolveCtx *ctx, OverlayList *out);
const char *best_first_phase(const void *state);

#endif
