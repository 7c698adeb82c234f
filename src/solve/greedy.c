/* greedy.c - greedy best-first search: always on toward the goal.
 *
 * Expand the open cell nearest the goal as the crow flies (Manhattan
 * distance h; on other shapes the straight-line distance in longest
 * steps, best_first.h), ignoring how far it is from the start. It heads straight
 * for the goal and often expands few cells, but a wall across the way
 * sends it down long detours, and the path it keeps (each cell's parent
 * is the cell that first reached it) can be far longer than the shortest.
 * It ignores cell costs. The engine is best_first.c. */
#include "best_first.h"

enum {
    GRE_START = 1, GRE_EXPAND, GRE_FOUND, GRE_TRACE, GRE_NO_PATH
};

/* Facts: "h" the cell's distance to the goal, "queued" cells reached for
 * the first time, "queue" open cells. */
static const StepKind gr_kinds[] = {
    [GRE_START] = { "start", "Start at {cell}: the only open cell", 0 },
    [GRE_EXPAND] = { "expand", "Expanded {cell}, the open cell nearest the goal (h = {h}): "
                               "queued {queued:new neighbour}, {queue} open",
                     STEP_MILESTONE, "queued>1" },
    [GRE_FOUND] = { "found", "Expanded {cell}: the goal (h = {h}); trace back along the cells "
                             "that first reached each other", STEP_MILESTONE },
    [GRE_TRACE] = { "trace", "{cell} is on the path{?other:, reached from {other}}", 0 },
    [GRE_NO_PATH] = { "no-path", "No open cell left and the goal never reached: no path", 0 },
};

static const char *const gr_lines[] = {
    "open <- [start]",
    "take the open cell nearest the goal (smallest h): nothing new beside it",
    "  each neighbour not reached yet: remember where from, open it",
    "it is the goal: trace back along where each cell was reached from",
    "trace: step to the cell this one was reached from",
    "the start is reached: the path is drawn",
    "no open cell left: no path",
};

static const BfWords gr_words = {
    .key = BF_HEURISTIC,
    .kind = { GRE_START, GRE_EXPAND, GRE_FOUND, GRE_TRACE, GRE_NO_PATH },
    .line = { 0, 1, 3, 4, 6 },
    .line_queued = 2,
    .line_last = 5,
    .numbers = "h: steps to the goal as the crow flies",
};

static const QuestionKind gr_questions[] = {
    { "expand-next", "Which cell does greedy best-first search expand next?",
      "the open cell nearest the goal as the crow flies (h = {h}, of {queue} open); among equals, "
      "the one opened last",
      ANSWER_CELL, TRUTH_CELL, "expand found", NULL, best_first_ask_expand },
    { "trace-next", "Tracing back from the goal: which cell is marked on the path next?",
      "the cell the last one was first reached from",
      ANSWER_CELL, TRUTH_CELL, "trace", NULL, best_first_ask_trace },
};

static bool gr_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    return best_first_init(state, ctx, &gr_words);
}

const SolveAlgo solve_greedy = {
    .kind = ALGO_SOLVE,
    .id = "greedy",
    .name = "Greedy best-first search",
    .short_name = "Greedy",
    .blurb = "Always expand the open cell nearest the goal as the crow flies. Fast when "
             "the way is straight; a wall across it sends it on detours, and its path "
             "can be far from the shortest.",
    .state_size = sizeof(BestFirst),
    .init = gr_init,
    .step = best_first_step,
    .path = best_first_path,
    .release = best_first_release,
    .phase_name = best_first_phase,
    .pseudocode = { gr_lines, 7 },
    .copy = best_first_copy,
    .kinds = STEP_KINDS(gr_kinds),
    .questions = QUESTION_KINDS(gr_questions),
    .overlays = best_first_overlays,
    .shapes = SHAPES_ALL,
};
