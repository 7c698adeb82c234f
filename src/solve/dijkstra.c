/* dijkstra.c - Dijkstra's algorithm: the cheapest path when cells cost
 * different amounts to cross.
 *
 * Expand the open cell with the smallest g, the cost of the cheapest way
 * found to it from the start (entering a cell costs ctx->cost: 1, or 5 for
 * mud, weights.h). With every cell costing 1 it is breadth-first search;
 * with mud it walks around it when that is cheaper, where bfs, counting
 * moves only, wades straight through. With ctx->flood it settles every
 * reachable cell's cost. The engine is best_first.c.
 *
 * Runs on every shape: it needs no heuristic, only a cell's open sides
 * and the cost of the cell beyond (mud is per cell on any shape). */
#include "best_first.h"

enum {
    DJE_START = 1, DJE_EXPAND, DJE_FOUND, DJE_TRACE, DJE_NO_PATH
};

/* Facts: the cell's "g" (cheapest cost from the start), "queued" cells
 * reached for the first time, "queue" open cells. */
static const StepKind dj_kinds[] = {
    [DJE_START] = { "start", "Start at {cell}: cost 0, the only open cell", 0 },
    [DJE_EXPAND] = { "expand", "Expanded {cell}, the cheapest open cell at cost {g}: queued "
                               "{queued:new neighbour}, {queue} open", STEP_MILESTONE, "queued>1" },
    [DJE_FOUND] = { "found", "Expanded {cell} at cost {g}: the goal's cost is final, trace back "
                             "from it", STEP_MILESTONE },
    [DJE_TRACE] = { "trace", "{cell} at cost {g} is on the cheapest path{?other:, next {other}}",
                    0 },
    [DJE_NO_PATH] = { "no-path", "No open cell left and the goal never reached: no path", 0 },
};

static const char *const dj_lines[] = {
    "open <- [start]; cost(start) = 0",
    "take the cheapest open cell: nothing cheaper beside it",
    "  each neighbour reached more cheaply: cost + its cost (mud 5), open it",
    "the goal's cost is final: trace back from it",
    "trace: step to the cell it was reached from",
    "the start is reached: the cheapest path is drawn",
    "no open cell left: no path",
};

static const BfWords dj_words = {
    .key = BF_COST,
    .kind = { DJE_START, DJE_EXPAND, DJE_FOUND, DJE_TRACE, DJE_NO_PATH },
    .line = { 0, 1, 3, 4, 6 },
    .line_queued = 2,
    .line_last = 5,
    .numbers = "cost from the start",
};

static const QuestionKind dj_questions[] = {
    { "expand-next", "Which cell does Dijkstra's algorithm expand next?",
      "the cheapest open cell, at cost {g} (of {queue} open); among equals, the one opened last",
      ANSWER_CELL, TRUTH_CELL, "expand found", NULL, best_first_ask_expand },
    { "trace-next", "Tracing back from the goal: which cell is marked on the path next?",
      "the cell the last one was reached from most cheaply",
      ANSWER_CELL, TRUTH_CELL, "trace", NULL, best_first_ask_trace },
};

static bool dj_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    return best_first_init(state, ctx, &dj_words);
}

const SolveAlgo solve_dijkstra = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WEIGHTED,
    .id = "dijkstra",
    .name = "Dijkstra's algorithm",
    .short_name = "Dijkstra",
    .blurb = "Expand the cheapest open cell, where crossing mud costs 5 and any other cell "
             "1: the cheapest path. Without mud it is breadth-first search.",
    .state_size = sizeof(BestFirst),
    .init = dj_init,
    .step = best_first_step,
    .path = best_first_path,
    .release = best_first_release,
    .phase_name = best_first_phase,
    .pseudocode = { dj_lines, 7 },
    .copy = best_first_copy,
    .kinds = STEP_KINDS(dj_kinds),
    .questions = QUESTION_KINDS(dj_questions),
    .overlays = best_first_overlays,
    .shapes = SHAPES_ALL,
};
