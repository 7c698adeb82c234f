/* solve_tiny_dfs.c - a test build's extra solver: depth-first search from
 * the start, the first open unvisited side in N, E, S, W order, back at a
 * dead end. Kept tiny and plain: it lives in tests/ only to prove that a
 * new solver is one file and one table line (extra_algos.h), its
 * milestones and questions included. Its trail: the stack is TRAIL_PATH,
 * cells backed out of TRAIL_VISITED. */
#include "maze/mem.h"
#include "maze/solve.h"

typedef enum TdPhase { TD_SEARCHING, TD_DONE } TdPhase;

typedef struct TinyDfs {
    TdPhase phase;
    uint32_t *stack;    /* n entries: the path from the start */
    uint32_t depth;
} TinyDfs;

enum { TDE_START = 1, TDE_PUSH, TDE_POP, TDE_EXIT, TDE_NONE };

static const StepKind td_kinds[] = {
    [TDE_START] = { "start", "Start at {cell}: the path is that one cell", 0 },
    [TDE_PUSH] = { "push", "Moved {dir} from {cell} to {other}: the first open side not tried, "
                           "path {path:cell}", 0 },
    [TDE_POP] = { "pop", "Dead end at {cell}: back to {other}, path {path:cell}", STEP_MILESTONE },
    [TDE_EXIT] = { "exit", "Left through the exit at {cell}, path {path:cell}", 0 },
    [TDE_NONE] = { "no-path", "Back at the start with no side left to try: no path", 0 },
};

static const char *const td_lines[] = {
    "push the start",
    "an open side to a cell not tried yet: push it",
    "none: pop back",
    "the exit: done",
    "the stack empty: no path",
};

static const char *const td_phases[] = { "searching", "done" };

static void td_mark(StepCtx *c, uint32_t i, SolveTrail t)
{
    c->trail[i] = (uint8_t)t;
    dirty_add(c->dirty, i);
}

static bool td_init(void *state, StepCtx *ctx, int variant)
{
    (void)variant;
    TinyDfs *s = state;
    s->stack = mem_alloc((size_t)ctx->grid->n * sizeof *s->stack);
    if (!s->stack)
        return false;
    s->stack[s->depth++] = ctx->start;
    td_mark(ctx, ctx->start, TRAIL_PATH);
    ctx->explored = 1;
    step_move(ctx->report, TDE_START, 0, ctx->start, STEP_NONE, -1);
    return true;
}

/* The first open side of cell top, in N, E, S, W order, to a cell not
 * tried yet, or GRID_NONE (and *dir -1). */
static uint32_t td_next(const StepCtx *ctx, uint32_t top, int *dir)
{
    const Grid *g = ctx->grid;
    for (int d = 0; d < 4; d++) {
        uint32_t j = grid_neighbor(g, top, (Dir)d);
        if (j != GRID_NONE && grid_is_open(g, top, (Dir)d) && ctx->trail[j] == TRAIL_NONE) {
            *dir = d;
            return j;
        }
    }
    *dir = -1;
    return GRID_NONE;
}

static size_t td_step(void *state, StepCtx *ctx, size_t n)
{
    TinyDfs *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;
    for (; done < n && s->phase == TD_SEARCHING; done++) {
        uint32_t top = s->stack[s->depth - 1];
        if (top == grid_exit(g)) {
            s->phase = TD_DONE;
            ctx->path_len = s->depth;
            ctx->verdict = SOLVE_REACHED;
            ctx->done = true;
            step_move(ctx->report, TDE_EXIT, 3, top, STEP_NONE, DIR_S);
            step_fact(ctx->report, "path", s->depth);
            continue;
        }
        int d;
        uint32_t next = td_next(ctx, top, &d);
        if (next != GRID_NONE) {
            s->stack[s->depth++] = next;
            td_mark(ctx, next, TRAIL_PATH);
            ctx->current = next;
            ctx->explored++;
            ctx->raw_length++;
            step_move(ctx->report, TDE_PUSH, 1, top, next, d);
            step_fact(ctx->report, "path", s->depth);
        } else if (s->depth > 1) {
            td_mark(ctx, top, TRAIL_VISITED);
            s->depth--;
            ctx->current = s->stack[s->depth - 1];
            ctx->raw_length++;
            step_move(ctx->report, TDE_POP, 2, top, ctx->current, -1);
            step_fact(ctx->report, "path", s->depth);
        } else {
            td_mark(ctx, top, TRAIL_VISITED);
            s->phase = TD_DONE;
            ctx->verdict = SOLVE_NO_PATH;
            ctx->done = true;
            step_begin(ctx->report, TDE_NONE, 4);
        }
    }
    return done;
}

static void td_path(const void *state, const StepCtx *ctx, uint32_t *out)
{
    const TinyDfs *s = state;
    for (uint32_t k = 0; k < ctx->path_len; k++)
        out[k] = s->stack[k];
}

static void td_release(void *state)
{
    TinyDfs *s = state;
    mem_free(s->stack);
    s->stack = NULL;
}

/* Where it goes next: the first open side not tried, else back down the
 * stack (not asked at the exit or at the start with nothing left). */
static bool td_ask(const void *state, const StepCtx *ctx, Question *q)
{
    const TinyDfs *s = state;
    if (s->phase != TD_SEARCHING)
        return false;
    uint32_t top = s->stack[s->depth - 1];
    int d;
    uint32_t next = td_next(ctx, top, &d);
    if (top == grid_exit(ctx->grid) || (next == GRID_NONE && s->depth < 2))
        return false;
    q->about.cell = top;
    question_set_cell(q, next != GRID_NONE ? next : s->stack[s->depth - 2]);
    return true;
}

static const QuestionKind td_questions[] = {
    { "move-next", "The search is at {cell}. Where does it go next?",
      "the first open side not tried yet, north, east, south, west; none left: back",
      ANSWER_CELL, TRUTH_OTHER, NULL, NULL, td_ask },
};

static const char *td_phase(const void *state)
{
    return td_phases[((const TinyDfs *)state)->phase];
}

/* The stack's depth, as a counter in the legend. */
static void td_overlays(const void *state, const StepCtx *ctx, OverlayList *out)
{
    const TinyDfs *s = state;
    (void)ctx;
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_DOT, "stack depth");
    if (c)
        c->value = s->depth;
}

const SolveAlgo solve_tiny_dfs = {
    .kind = ALGO_SOLVE,
    .id = "tiny-dfs",
    .name = "Tiny depth-first search (a test algorithm)",
    .short_name = "Tiny DFS",
    .blurb = "Depth-first search, the first open side first: a test build's extra solver.",
    .state_size = sizeof(TinyDfs),
    .init = td_init,
    .step = td_step,
    .path = td_path,
    .release = td_release,
    .phase_name = td_phase,
    .pseudocode = { td_lines, 5 },
    .kinds = STEP_KINDS(td_kinds),
    .questions = QUESTION_KINDS(td_questions),
    .overlays = td_overlays,
};
