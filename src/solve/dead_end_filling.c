/* dead_end_filling.c - dead-end filling: the pencil method, which never
 * walks at all.
 *
 * Look at the whole maze. Fill in every dead end (a cell with one way out
 * that is neither the start nor the goal), and go on filling back along
 * its corridor to the junction: a cell whose other ways are all filled is
 * a dead end now, and is filled next (the dead ends wait on a stack).
 * When no dead end is left, the cells that remain hold every solution: on
 * a perfect maze exactly the one path, on a braided one every route
 * between the start and the goal (and any loop cut off from both). Then a
 * path is traced through what remains (breadth-first, so a shortest one).
 *
 * Runs on every shape: a cell's ways out are its open sides, however
 * many it has; cells a mask switches off are no part of the maze, never
 * listed nor filled.
 *
 * Trail: dead ends waiting are TRAIL_FRONTIER, filled cells TRAIL_VISITED,
 * the path traced TRAIL_PATH. Steps: one cell filled, the count of what
 * remains, then one path cell traced each. Memory: a byte and a uint32
 * per cell. */
#include "maze/mem.h"
#include "solve_util.h"

/* Its events. Facts: "filled" cells filled so far, "queue" dead ends
 * waiting, "remain" cells not filled. */
enum {
    DFE_START = 1,      /* the dead ends listed */
    DFE_FILL,           /* filled cell; other: the cell it led to */
    DFE_FILL_ON,        /* filled cell; other is a dead end now, listed */
    DFE_REMAIN,         /* no dead end left */
    DFE_TRACE,          /* cell is on the path; other: the next one back */
    DFE_NO_PATH         /* what remains does not join the start and goal */
};

static const StepKind df_kinds[] = {
    [DFE_START] = { "start", "Listed every dead end but the start and the goal: {queue:dead end} "
                             "to fill", 0 },
    [DFE_FILL] = { "fill", "Filled {cell}, a dead end: {filled:cell} filled, {queue:dead end} "
                           "waiting", STEP_MILESTONE },
    [DFE_FILL_ON] = { "fill-back", "Filled {cell}, a dead end: {other} has one way left and is a "
                                   "dead end now; {filled:cell} filled, {queue:dead end} "
                                   "waiting", 0 },
    [DFE_REMAIN] = { "remain", "No dead end left: the {remain:cell} that remain hold every way "
                               "from the start to the goal", STEP_MILESTONE },
    [DFE_TRACE] = { "trace", "{cell} is on the path through what remains{?other:, next {other}}",
                    0 },
    [DFE_NO_PATH] = { "no-path", "What remains does not join the start and the goal: no path", 0 },
};

static const char *const df_lines[] = {
    "list every dead end but the start and the goal",
    "take the last dead end listed: fill it in",
    "  the cell it led to has one way left: a dead end too, list it",
    "no dead end left: what remains holds every solution",
    "trace a path through the cells that remain",
    "the goal is reached from the start: the path is drawn",
    "the start and the goal are not joined: no path",
};

typedef enum DfPhase {
    DF_FILLING,
    DF_TRACING,
    DF_DONE
} DfPhase;

static const char *const df_phase_names[] = { "filling", "tracing", "done" };

typedef struct DeadEndFill {
    DfPhase phase;
    uint8_t *ways;      /* filling: per cell, its open passages to cells not
                           filled; tracing: the side toward the cell before
                           it on the path, + 1 (0: none) */
    uint32_t *queue;    /* filling: a stack of the dead ends waiting (each
                           cell at most once); then the search's queue */
    uint32_t head, tail;    /* the search's; while filling, tail is the top */
    uint32_t filled;    /* cells filled */
    uint32_t trace;     /* tracing: the next path cell */
} DeadEndFill;

/* The search's mark of the start: reached, and no side back (any side + 1
 * is at most GRID_MAX_SIDES). */
enum { DF_ROOT = GRID_MAX_SIDES + 1 };

/* True when cell i may be filled: not an end of the problem. */
static bool df_fillable(const SolveCtx *ctx, uint32_t i)
{
    return i != ctx->start && i != ctx->goal;
}

static void df_list(DeadEndFill *s, SolveCtx *ctx, uint32_t i)
{
    s->queue[s->tail++] = i;
    solve_mark(ctx, i, TRAIL_FRONTIER);
}

/* Counts each cell's ways out into s->ways and lists the dead ends;
 * square: grid_is_square (solve_open_sides_as), whose at most four bits
 * are summed directly and whose cells are all on. */
GEN_HOT_INLINE void df_count_as(DeadEndFill *s, SolveCtx *ctx, bool square)
{
    const Grid *g = ctx->grid;
    for (uint32_t i = 0; i < g->n; i++) {
        unsigned sides = solve_open_sides_as(g, i, square);
        s->ways[i] = (uint8_t)(square ? (sides & 1u) + (sides >> 1 & 1u) + (sides >> 2 & 1u) +
                                            (sides >> 3)
                                      : (unsigned)__builtin_popcount(sides));
        if (s->ways[i] <= 1 && df_fillable(ctx, i) && (square || grid_cell_on(g, i)))
            df_list(s, ctx, i);
    }
}

static bool df_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    DeadEndFill *s = state;
    const Grid *g = ctx->grid;
    s->ways = mem_alloc(g->n);
    s->queue = mem_alloc((size_t)g->n * sizeof *s->queue);
    if (!s->ways || !s->queue)
        return false;
    s->phase = DF_FILLING;
    if (grid_is_square(g))
        df_count_as(s, ctx, true);
    else
        df_count_as(s, ctx, false);
    step_begin(ctx->report, DFE_START, 0);
    step_fact(ctx->report, "queue", s->tail);
    return true;
}

/* The cells not filled, searched breadth-first from the start: s->ways
 * becomes the side back toward the start + 1. True when it reaches the
 * goal. square: grid_is_square (solve_open_sides_as). */
GEN_HOT_INLINE bool df_search_as(DeadEndFill *s, const SolveCtx *ctx, bool square)
{
    const Grid *g = ctx->grid;
    memset(s->ways, 0, g->n);
    s->head = s->tail = 0;
    s->queue[s->tail++] = ctx->start;
    s->ways[ctx->start] = DF_ROOT;
    while (s->head < s->tail) {
        uint32_t i = s->queue[s->head++];
        if (i == ctx->goal)
            return true;
        for (unsigned sides = solve_open_sides_as(g, i, square); sides; sides &= sides - 1) {
            Dir k = solve_first_side(sides);
            uint32_t j = grid_neighbor(g, i, k);
            if (!s->ways[j] && ctx->trail[j] != TRAIL_VISITED) {
                s->ways[j] = (uint8_t)(solve_back_as(g, i, k, square) + 1);
                s->queue[s->tail++] = j;
            }
        }
    }
    return false;
}

static bool df_search(DeadEndFill *s, const SolveCtx *ctx)
{
    return grid_is_square(ctx->grid) ? df_search_as(s, ctx, true) : df_search_as(s, ctx, false);
}

/* The filling is over: searches what remains, then traces or gives the
 * verdict. */
static void df_remain(DeadEndFill *s, SolveCtx *ctx)
{
    if (ctx->report) {
        step_begin(ctx->report, DFE_REMAIN, 3);
        step_fact(ctx->report, "remain", grid_cells_on(ctx->grid) - s->filled);
    }
    if (!df_search(s, ctx)) {
        s->phase = DF_DONE;
        solve_end(ctx, SOLVE_NO_PATH);
        step_begin(ctx->report, DFE_NO_PATH, 6);
        return;
    }
    s->phase = DF_TRACING;
    s->trace = ctx->goal;
}

/* Fills the last dead end listed; square as for df_count_as. */
GEN_HOT_INLINE void df_fill_as(DeadEndFill *s, SolveCtx *ctx, bool square)
{
    const Grid *g = ctx->grid;
    uint32_t i = s->queue[--s->tail], led = STEP_NONE;
    bool on = false;
    solve_mark(ctx, i, TRAIL_VISITED);
    solve_move_to(ctx, i);
    s->filled++;
    ctx->explored++;
    for (unsigned sides = solve_open_sides_as(g, i, square); sides; sides &= sides - 1) {
        uint32_t j = grid_neighbor(g, i, solve_first_side(sides));
        if (ctx->trail[j] == TRAIL_VISITED)
            continue;
        led = j;    /* a dead end leads to one cell not filled, at most */
        s->ways[j]--;
        if (s->ways[j] == 1 && ctx->trail[j] == TRAIL_NONE && df_fillable(ctx, j)) {
            df_list(s, ctx, j);
            on = true;
        }
    }
    if (ctx->report) {
        step_move(ctx->report, on ? DFE_FILL_ON : DFE_FILL, on ? 2 : 1, i, on ? led : STEP_NONE, -1);
        step_fact(ctx->report, "filled", s->filled);
        step_fact(ctx->report, "queue", s->tail);
    }
}

static void df_fill(DeadEndFill *s, SolveCtx *ctx)
{
    if (grid_is_square(ctx->grid))
        df_fill_as(s, ctx, true);
    else
        df_fill_as(s, ctx, false);
}

static void df_trace(DeadEndFill *s, SolveCtx *ctx)
{
    uint32_t at = s->trace;
    solve_mark(ctx, at, TRAIL_PATH);
    solve_move_to(ctx, at);
    ctx->path_len++;
    uint32_t next = STEP_NONE;
    if (at == ctx->start) {
        s->phase = DF_DONE;
        ctx->raw_length = ctx->path_len;
        solve_end(ctx, SOLVE_REACHED);
    } else {
        next = s->trace = grid_neighbor(ctx->grid, at, (Dir)(s->ways[at] - 1));
    }
    step_move(ctx->report, DFE_TRACE, at == ctx->start ? 5 : 4, at, next, -1);
}

static size_t df_step(void *state, SolveCtx *ctx, size_t n)
{
    DeadEndFill *s = state;
    size_t done = 0;
    for (; done < n && s->phase != DF_DONE; done++) {
        if (s->phase == DF_TRACING)
            df_trace(s, ctx);
        else if (s->tail > 0)
            df_fill(s, ctx);
        else
            df_remain(s, ctx);
    }
    return done;
}

static void df_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    const DeadEndFill *s = state;
    uint32_t i = ctx->goal;
    for (uint32_t k = ctx->path_len; k-- > 0;) {
        out[k] = i;
        if (k > 0)
            i = grid_neighbor(ctx->grid, i, (Dir)(s->ways[i] - 1));
    }
}

static void df_release(void *state)
{
    DeadEndFill *s = state;
    mem_free(s->ways);
    mem_free(s->queue);
    s->ways = NULL;
    s->queue = NULL;
}

static bool df_copy(void *dst, const void *src, const Grid *g)
{
    const DeadEndFill *from = src;
    DeadEndFill *to = dst;
    *to = *from;
    to->ways = NULL;
    to->queue = NULL;
    return algo_dup(&to->ways, from->ways, g->n) &&
           algo_dup(&to->queue, from->queue, (size_t)g->n * sizeof *from->queue);
}

/* While filling: the dead ends waiting, and the count filled. */
static void df_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const DeadEndFill *s = state;
    (void)ctx;
    if (s->phase != DF_FILLING)
        return;
    Overlay *q = overlay_add(out, OV_DOTS, PAL_DOT, "dead ends waiting (dots)");
    if (q) {
        q->items = s->queue;
        q->count = s->tail;
    }
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_DOT, "cells filled");
    if (c)
        c->value = s->filled;
}

/* Filling: the dead end filled next, the last one listed. */
static bool df_ask_fill(const void *state, const SolveCtx *ctx, Question *q)
{
    const DeadEndFill *s = state;
    (void)ctx;
    if (s->phase != DF_FILLING || s->tail == 0)
        return false;
    question_set_cell(q, s->queue[s->tail - 1]);
    step_fact(&q->about, "queue", s->tail);
    return true;
}

/* Tracing: the next cell of the path back. */
static bool df_ask_trace(const void *state, const SolveCtx *ctx, Question *q)
{
    const DeadEndFill *s = state;
    (void)ctx;
    if (s->phase != DF_TRACING)
        return false;
    question_set_cell(q, s->trace);
    return true;
}

static const QuestionKind df_questions[] = {
    { "fill-next", "Which dead end is filled next?",
      "the last of the {queue:dead end} listed: a corridor is filled back to its junction before "
      "the next dead end is taken",
      ANSWER_CELL, TRUTH_CELL, "fill fill-back", NULL, df_ask_fill },
    { "trace-next", "Tracing the path through what remains: which cell is marked next?",
      "the path is traced from the goal back to the start through the cells not filled",
      ANSWER_CELL, TRUTH_CELL, "trace", NULL, df_ask_trace },
};

static const char *df_phase_name(const void *state)
{
    return df_phase_names[((const DeadEndFill *)state)->phase];
}

const SolveAlgo solve_dead_end_filling = {
    .kind = ALGO_SOLVE,
    .id = "dead-end-filling",
    .name = "Dead-end filling",
    .short_name = "Fill dead ends",
    .blurb = "Fill in every dead end, and back along its corridor to the junction, until "
             "none is left: what remains is the way through (every way, in a maze with "
             "loops). Sees the whole maze; never walks.",
    .state_size = sizeof(DeadEndFill),
    .init = df_init,
    .step = df_step,
    .path = df_path,
    .release = df_release,
    .phase_name = df_phase_name,
    .pseudocode = { df_lines, 7 },
    .copy = df_copy,
    .kinds = STEP_KINDS(df_kinds),
    .questions = QUESTION_KINDS(df_questions),
    .overlays = df_overlays,
    .shapes = SHAPES_ALL,
};
