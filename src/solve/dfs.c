/* dfs.c - depth-first search: a stack instead of a queue.
 *
 * From the cell on top of the stack, go to the first open neighbour (in
 * N, E, S, W order; on other shapes, in side order) not visited yet and
 * push it; with none left, pop back.
 * The stack is always a path from the start, so when the goal is pushed it
 * is the path found: a path, not a shortest one (compare bfs). It finds
 * the goal whenever it can be reached, having visited at most every cell;
 * back at an empty stack there is no path.
 *
 * Trail: the stack's cells TRAIL_PATH, cells popped TRAIL_VISITED. Steps:
 * one push or one pop each. Memory: a uint32 per cell (the stack) and a
 * byte (the next side to try). */
#include "maze/mem.h"
#include "solve_util.h"

/* Its events. Facts: "path" cells on the stack. */
enum {
    DSE_START = 1,      /* cell: the start, pushed */
    DSE_PUSH,           /* pushed other, an unvisited neighbour of cell */
    DSE_POP,            /* popped cell, nothing left to try; other: the new top */
    DSE_FOUND,          /* pushed other: the goal */
    DSE_NO_PATH         /* popped the start: the stack is empty */
};

static const StepKind dfs_kinds[] = {
    [DSE_START] = { "start", "Start at {cell}: the stack holds it alone", 0 },
    [DSE_PUSH] = { "push", "Pushed {other}, {dir} of {cell}, not visited yet: stack "
                           "{path:cell}", 0 },
    [DSE_POP] = { "pop", "Nothing left to try from {cell}: popped it, back to {other}, stack "
                         "{path:cell}", STEP_MILESTONE },
    [DSE_FOUND] = { "found", "Pushed {other}, {dir} of {cell}: the goal; the stack is the path, "
                             "{path:cell}", STEP_MILESTONE },
    [DSE_NO_PATH] = { "no-path", "Nothing left to try from the start {cell}: the stack is empty, "
                                 "no path", STEP_MILESTONE },
};

static const char *const dfs_lines[] = {
    "push the start",
    "the top has an open neighbour not visited: push it",
    "the goal was pushed: the stack is the path",
    "nothing left to try from the top: pop it",
    "the stack is empty: no path",
};

typedef enum DfsPhase {
    DFS_SEARCHING,
    DFS_DONE
} DfsPhase;

static const char *const dfs_phase_names[] = { "searching", "done" };

typedef struct Dfs {
    DfsPhase phase;
    uint32_t *stack;    /* the path from the start: n entries */
    uint32_t depth;
    uint8_t *tried;     /* per cell: the sides tried from it so far (0..its sides) */
} Dfs;

static bool dfs_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    Dfs *s = state;
    const Grid *g = ctx->grid;
    s->stack = mem_alloc((size_t)g->n * sizeof *s->stack);
    s->tried = mem_calloc(g->n, 1);
    if (!s->stack || !s->tried)
        return false;
    s->phase = DFS_SEARCHING;
    s->stack[s->depth++] = ctx->start;
    solve_mark(ctx, ctx->start, TRAIL_PATH);
    ctx->explored = 1;
    step_move(ctx->report, DSE_START, 0, ctx->start, STEP_NONE, -1);
    if (ctx->start == ctx->goal) {
        s->phase = DFS_DONE;
        ctx->path_len = ctx->raw_length = 1;
        solve_end(ctx, SOLVE_REACHED);
    }
    return true;
}

/* The side of the stack's top the search goes through next (the first
 * open side not tried yet to a cell not visited), or -1 when none is left;
 * without changing the state. */
static int dfs_peek_side(const Dfs *s, const SolveCtx *ctx, uint32_t top)
{
    unsigned sides = (unsigned)solve_sides(ctx->grid, top);
    for (unsigned d = s->tried[top]; d < sides; d++)
        if (grid_is_open(ctx->grid, top, (Dir)d) &&
            ctx->trail[grid_neighbor(ctx->grid, top, (Dir)d)] == TRAIL_NONE)
            return (int)d;
    return -1;
}

/* dfs_peek_side, marking the sides up to it tried. */
static int dfs_next_side(Dfs *s, const SolveCtx *ctx, uint32_t top)
{
    int d = dfs_peek_side(s, ctx, top);
    s->tried[top] = (uint8_t)(d < 0 ? solve_sides(ctx->grid, top) : d + 1);
    return d;
}

static void dfs_one(Dfs *s, SolveCtx *ctx)
{
    uint32_t top = s->stack[s->depth - 1];
    int d = dfs_next_side(s, ctx, top);
    if (d >= 0) {
        uint32_t next = grid_neighbor(ctx->grid, top, (Dir)d);
        s->stack[s->depth++] = next;
        solve_mark(ctx, next, TRAIL_PATH);
        solve_move_to(ctx, next);
        ctx->explored++;
        bool found = next == ctx->goal;
        if (found) {
            s->phase = DFS_DONE;
            ctx->path_len = ctx->raw_length = s->depth;
            solve_end(ctx, SOLVE_REACHED);
        }
        step_move(ctx->report, found ? DSE_FOUND : DSE_PUSH, found ? 2 : 1, top, next, d);
        step_fact(ctx->report, "path", s->depth);
        return;
    }
    solve_mark(ctx, top, TRAIL_VISITED);
    if (--s->depth == 0) {
        s->phase = DFS_DONE;
        solve_end(ctx, SOLVE_NO_PATH);
        step_move(ctx->report, DSE_NO_PATH, 4, top, STEP_NONE, -1);
        return;
    }
    uint32_t back = s->stack[s->depth - 1];
    solve_move_to(ctx, back);
    step_move(ctx->report, DSE_POP, 3, top, back, -1);
    step_fact(ctx->report, "path", s->depth);
}

static size_t dfs_step(void *state, SolveCtx *ctx, size_t n)
{
    Dfs *s = state;
    size_t done = 0;
    for (; done < n && s->phase == DFS_SEARCHING; done++)
        dfs_one(s, ctx);
    return done;
}

static void dfs_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    memcpy(out, ((const Dfs *)state)->stack, (size_t)ctx->path_len * sizeof *out);
}

static void dfs_release(void *state)
{
    Dfs *s = state;
    mem_free(s->stack);
    mem_free(s->tried);
    s->stack = NULL;
    s->tried = NULL;
}

static bool dfs_copy(void *dst, const void *src, const Grid *g)
{
    const Dfs *from = src;
    Dfs *to = dst;
    *to = *from;
    to->stack = NULL;
    to->tried = NULL;
    return algo_dup(&to->stack, from->stack, (size_t)g->n * sizeof *from->stack) &&
           algo_dup(&to->tried, from->tried, g->n);
}

/* The stack: a dot on each cell of it, and its depth. */
static void dfs_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const Dfs *s = state;
    (void)ctx;
    Overlay *st = overlay_add(out, OV_DOTS, PAL_DOT, "on the stack (dots)");
    if (st) {
        st->items = s->stack;
        st->count = s->depth;
    }
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_DOT, "stack depth");
    if (c)
        c->value = s->depth;
}

/* The cell pushed next, when the top has a side left to try. */
static bool dfs_ask_push(const void *state, const SolveCtx *ctx, Question *q)
{
    const Dfs *s = state;
    if (s->phase != DFS_SEARCHING)
        return false;
    uint32_t top = s->stack[s->depth - 1];
    int d = dfs_peek_side(s, ctx, top);
    if (d < 0)
        return false;
    step_move(&q->about, STEP_KIND_NONE, 0, top, STEP_NONE, -1);
    question_set_cell(q, grid_neighbor(ctx->grid, top, (Dir)d));
    return true;
}

/* With nothing left to try from the top: the cell it backs up to. */
static bool dfs_ask_back(const void *state, const SolveCtx *ctx, Question *q)
{
    const Dfs *s = state;
    if (s->phase != DFS_SEARCHING || s->depth < 2)
        return false;
    uint32_t top = s->stack[s->depth - 1];
    if (dfs_peek_side(s, ctx, top) >= 0)
        return false;
    step_move(&q->about, STEP_KIND_NONE, 0, top, STEP_NONE, -1);
    question_set_cell(q, s->stack[s->depth - 2]);
    return true;
}

static const QuestionKind dfs_questions[] = {
    { "push-next", "The top of the stack is {cell}. Which cell is pushed next?",
      "the first open side of {cell}, in the order north, east, south, west, to a cell not "
      "visited yet",
      ANSWER_CELL, TRUTH_OTHER, "push found", NULL, dfs_ask_push },
    { "back-to", "Nothing is left to try from {cell}. Which cell does the search back up to?",
      "the cell under it on the stack: the one it came from",
      ANSWER_CELL, TRUTH_OTHER, "pop", NULL, dfs_ask_back },
};

static const char *dfs_phase_name(const void *state)
{
    return dfs_phase_names[((const Dfs *)state)->phase];
}

const SolveAlgo solve_dfs = {
    .kind = ALGO_SOLVE,
    .id = "dfs",
    .name = "Depth-first search",
    .short_name = "DFS",
    .blurb = "Go as deep as you can, one unvisited neighbour after another, and back up "
             "along a stack at dead ends. Finds a path when there is one, rarely the "
             "shortest.",
    .state_size = sizeof(Dfs),
    .init = dfs_init,
    .step = dfs_step,
    .path = dfs_path,
    .release = dfs_release,
    .phase_name = dfs_phase_name,
    .pseudocode = { dfs_lines, 5 },
    .copy = dfs_copy,
    .kinds = STEP_KINDS(dfs_kinds),
    .questions = QUESTION_KINDS(dfs_questions),
    .overlays = dfs_overlays,
    .shapes = SHAPES_ALL,
};
