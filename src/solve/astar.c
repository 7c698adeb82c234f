/* astar.c - A*: the cheapest path, looking where the goal is.
 *
 * Expand the open cell with the smallest f = g + h: g the cost of the
 * cheapest way found to it from the start, h the Manhattan distance from
 * it to the goal (on other shapes, the straight-line distance in longest
 * steps, rounded down: best_first.h), which never overestimates what is
 * left (every cell costs at least 1). So the first time the goal is expanded its g is the
 * cheapest cost there is, and cells whose f is above it are never
 * expanded: on an open field it goes nearly straight to the goal where
 * breadth-first search floods everything nearer than the goal. Among equal
 * f it takes the cell queued last, the deepest. Cells cost ctx->cost (mud:
 * weights.h). The engine is best_first.c. */
#include "best_first.h"

enum {
    ASE_START = 1, ASE_EXPAND, ASE_FOUND, ASE_TRACE, ASE_NO_PATH
};

/* Facts: the cell's "g" (cost from the start), "h" (distance to the goal
 * as the crow flies) and "f" = g + h; "queued" cells reached for the first
 * time, "queue" open cells. */
static const StepKind as_kinds[] = {
    [ASE_START] = { "start", "Start at {cell}: g = 0, the only open cell", 0 },
    [ASE_EXPAND] = { "expand", "Expanded {cell}, smallest f = g + h = {g} + {h} = {f}: queued "
                               "{queued:new neighbour}, {queue} open", STEP_MILESTONE, "queued>1" },
    [ASE_FOUND] = { "found", "Expanded {cell}, the goal: f = g + h = {g} + {h} = {f}, no "
                             "cheaper way is left; trace back from it", STEP_MILESTONE },
    [ASE_TRACE] = { "trace", "{cell} at cost {g} is on the cheapest path{?other:, next {other}}",
                    0 },
    [ASE_NO_PATH] = { "no-path", "No open cell left and the goal never reached: no path", 0 },
};

static const char *const as_lines[] = {
    "open <- [start]; g(start) = 0",
    "take the open cell with the smallest f = g + h: nothing cheaper beside it",
    "  each neighbour reached more cheaply: g = g + its cost, open it",
    "it is the goal: its g is the cheapest cost, trace back from it",
    "trace: step to the cell it was reached from",
    "the start is reached: the cheapest path is drawn",
    "no open cell left: no path",
};

static const BfWords as_words = {
    .key = BF_COST_PLUS,
    .kind = { ASE_START, ASE_EXPAND, ASE_FOUND, ASE_TRACE, ASE_NO_PATH },
    .line = { 0, 1, 3, 4, 6 },
    .line_queued = 2,
    .line_last = 5,
    .numbers = "f = g + h: cost so far plus distance left",
};

static const QuestionKind as_questions[] = {
    { "expand-next", "Which cell does A* expand next?",
      "the open cell with the smallest f = g + h, here {g} + {h} = {f} (of {queue} open); among "
      "equals, the one opened last",
      ANSWER_CELL, TRUTH_CELL, "expand found", NULL, best_first_ask_expand },
    { "trace-next", "Tracing back from the goal: which cell is marked on the path next?",
      "the cell the last one was reached from most cheaply",
      ANSWER_CELL, TRUTH_CELL, "trace", NULL, best_first_ask_trace },
};

static bool as_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    return best_first_init(state, ctx, &as_words);
}

const SolveAlgo solve_astar = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WEIGHTED,
    .id = "astar",
    .name = "A* search",
    .short_name = "A*",
    .blurb = "Expand the open cell with the smallest cost so far plus distance left "
             "(Manhattan). Finds the cheapest path, like Dijkstra, while expanding far "
             "fewer cells when the goal lies ahead.",
    .state_size = sizeof(BestFirst),
    .init = as_init,
    .step = best_first_step,
    .path = best_first_path,
    .release = best_first_release,
    .phase_name = best_first_phase,
    .pseudocode = { as_lines, 7 },
    .copy = best_first_copy,
    .kinds = STEP_KINDS(as_kinds),
    .questions = QUESTION_KINDS(as_questions),
    .overlays = best_first_overlays,
    .shapes = SHAPES_ALL,
};
