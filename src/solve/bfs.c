/* bfs.c - breadth-first search from the start cell.
 *
 * Flooding: each step dequeues one cell, marks it expanded and queues its
 * unreached neighbours one move further away. The flood ends as soon as
 * the exit is reached (an animated search); with ctx->flood it covers
 * every cell reachable from the start, so the distances are complete for
 * a heat map once the run is done. Tracing: if the
 * exit was reached, each step then marks one cell of a shortest path, walking
 * back from the exit to a neighbour one move nearer the start (the first in
 * N, E, S, W order; on other shapes, in side order). Memory: a uint32
 * distance and a uint32 queue slot per cell. */
#include "solve_util.h"
#include "maze/mem.h"

/* Its events. Facts: "distance" of the cell from the start, "queued" new
 * neighbours queued by the step, "queue" cells waiting. */
enum {
    BFE_START = 1,      /* cell: the start, queued at distance 0 */
    BFE_EXPAND,         /* expanded cell */
    BFE_FOUND,          /* expanded cell, and the flood is over with the
                           exit reached at distance "goal" */
    BFE_TRACE,          /* cell is on the path; other: the next one back */
    BFE_NO_PATH         /* the queue is empty, the exit never reached */
};

static const StepKind bfs_kinds[] = {
    [BFE_START] = { "start", "Start at {cell}: distance 0, the only cell in the queue", 0 },
    [BFE_EXPAND] = { "expand", "Expanded {cell} at distance {distance}: queued "
                               "{queued:new neighbour}, {queue} waiting",
                    STEP_MILESTONE, "queued>1" },
    [BFE_FOUND] = { "found", "Expanded {cell} at distance {distance}: queued "
                             "{queued:new neighbour}; the exit was reached at distance "
                             "{goal}, trace back from it", STEP_MILESTONE },
    [BFE_TRACE] = { "trace", "{cell} at distance {distance} is on the shortest path"
                             "{?other:, next {other}}", 0 },
    [BFE_NO_PATH] = { "no-path", "The queue is empty and the exit was never reached: no "
                                 "path", 0 },
};

typedef enum BfsPhase {
    BFS_FLOODING,
    BFS_TRACING,
    BFS_DONE
} BfsPhase;

typedef struct Bfs {
    BfsPhase phase;
    uint32_t *dist;     /* moves from the start, UINT32_MAX: not reached */
    uint32_t *queue;    /* every cell is queued at most once: n slots */
    uint32_t head, tail;
    uint32_t trace;     /* tracing: the next path cell to mark */
} Bfs;

static const char *const bfs_phase_names[] = { "flooding", "tracing", "done" };

static void bfs_reach(Bfs *s, SolveCtx *ctx, uint32_t i, uint32_t d)
{
    s->dist[i] = d;
    s->queue[s->tail++] = i;
    solve_mark(ctx, i, TRAIL_FRONTIER);
}

static bool bfs_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    Bfs *s = state;
    const Grid *g = ctx->grid;
    s->dist = mem_alloc((size_t)g->n * sizeof *s->dist);
    s->queue = mem_alloc((size_t)g->n * sizeof *s->queue);
    if (!s->dist || !s->queue)
        return false;
    memset(s->dist, 0xff, (size_t)g->n * sizeof *s->dist);     /* UINT32_MAX: unreached */
    s->phase = BFS_FLOODING;
    bfs_reach(s, ctx, ctx->start, 0);
    step_move(ctx->report, BFE_START, 0, ctx->start, STEP_NONE, -1);
    return true;
}

/* A neighbour of i one move nearer the start (i must not be the start). */
static uint32_t bfs_prev(const Bfs *s, const Grid *g, uint32_t i)
{
    const int sides = solve_sides(g, i);
    for (int k = 0; k < sides; k++) {
        if (!grid_is_open(g, i, (Dir)k))
            continue;
        uint32_t j = grid_neighbor(g, i, (Dir)k);
        if (s->dist[j] + 1 == s->dist[i])
            return j;
    }
    return GRID_NONE;   /* unreachable for a reached cell other than the start */
}

static const char *const bfs_lines[] = {
    "queue <- [start]; distance(start) = 0",
    "take the first cell of the queue: no neighbour left to reach",
    "  each open neighbour not reached yet: distance + 1, add to the queue",
    "the exit is reached: trace back from it",
    "trace: go to a neighbour one nearer the start, mark it on the path",
    "the start is reached: the shortest path is drawn",
    "queue empty, exit never reached: no path",
};

/* After an expansion: when the flood is over (the goal reached and not
 * flooding, or the queue empty) ends it, with no path or turning to
 * tracing, and returns true. */
static bool bfs_settle(Bfs *s, SolveCtx *ctx)
{
    uint32_t exit = ctx->goal;
    if (s->head < s->tail && (ctx->flood || s->dist[exit] == UINT32_MAX))
        return false;
    if (s->dist[exit] == UINT32_MAX) {
        s->phase = BFS_DONE;
        solve_end(ctx, SOLVE_NO_PATH);
        step_begin(ctx->report, BFE_NO_PATH, 6);
    } else {
        if (ctx->report) {
            ctx->report->kind = BFE_FOUND;
            ctx->report->line = 3;
            step_fact(ctx->report, "goal", s->dist[exit]);
        }
        s->phase = BFS_TRACING;
        s->trace = exit;
        ctx->path_len = s->dist[exit] + 1;
        ctx->raw_length = ctx->path_len;
    }
    return true;
}

static void bfs_expand(Bfs *s, SolveCtx *ctx)
{
    const Grid *g = ctx->grid;
    uint32_t i = s->queue[s->head++];
    uint32_t tail0 = s->tail;
    solve_mark(ctx, i, TRAIL_VISITED);
    solve_move_to(ctx, i);
    ctx->explored++;
    const int sides = solve_sides(g, i);
    for (int k = 0; k < sides; k++) {
        if (!grid_is_open(g, i, (Dir)k))
            continue;
        uint32_t j = grid_neighbor(g, i, (Dir)k);
        if (s->dist[j] == UINT32_MAX)
            bfs_reach(s, ctx, j, s->dist[i] + 1);
    }
    if (ctx->report) {
        step_move(ctx->report, BFE_EXPAND, s->tail > tail0 ? 2 : 1, i, STEP_NONE, -1);
        step_fact(ctx->report, "distance", s->dist[i]);
        step_fact(ctx->report, "queued", s->tail - tail0);
        step_fact(ctx->report, "queue", s->tail - s->head);
    }
    bfs_settle(s, ctx);
}

/* Queues j at distance d with nobody watching. */
static inline void bfs_reach_fast(Bfs *s, uint8_t *trail, uint32_t j, uint32_t d)
{
    s->dist[j] = d;
    s->queue[s->tail++] = j;
    trail[j] = TRAIL_FRONTIER;
}

/* bfs_expand at most n times, nobody watching (no report, no dirty list):
 * the same cells in the same order (N, E, S, W), on the pass bits
 * directly, so on the plain square only (other shapes take bfs_expand). Returns the steps done. */
static size_t bfs_flood_fast(Bfs *s, SolveCtx *ctx, size_t n)
{
    const Grid *g = ctx->grid;
    const uint8_t *pass = g->pass;
    uint8_t *trail = ctx->trail;
    const uint32_t *dist = s->dist;
    const uint32_t w = (uint32_t)g->w, last = g->n - w;
    size_t done = 0;
    uint32_t i = ctx->current;
    while (done < n && s->phase == BFS_FLOODING) {
        i = s->queue[s->head++];
        done++;
        trail[i] = TRAIL_VISITED;
        uint32_t d = dist[i] + 1, x = i % w;
        if (i >= w && (pass[i - w] & PASS_S) && dist[i - w] == UINT32_MAX)
            bfs_reach_fast(s, trail, i - w, d);
        if (x + 1 < w && (pass[i] & PASS_E) && dist[i + 1] == UINT32_MAX)
            bfs_reach_fast(s, trail, i + 1, d);
        if (i < last && (pass[i] & PASS_S) && dist[i + w] == UINT32_MAX)
            bfs_reach_fast(s, trail, i + w, d);
        if (x > 0 && (pass[i - 1] & PASS_E) && dist[i - 1] == UINT32_MAX)
            bfs_reach_fast(s, trail, i - 1, d);
        if (s->head == s->tail || dist[ctx->goal] != UINT32_MAX)
            bfs_settle(s, ctx);
    }
    ctx->current = i;
    ctx->explored += (uint32_t)done;
    return done;
}

static void bfs_trace(Bfs *s, SolveCtx *ctx)
{
    uint32_t at = s->trace;
    solve_mark(ctx, at, TRAIL_PATH);
    solve_move_to(ctx, at);
    if (at == ctx->start) {
        s->phase = BFS_DONE;
        solve_end(ctx, SOLVE_REACHED);
    } else {
        s->trace = bfs_prev(s, ctx->grid, at);
    }
    if (ctx->report) {
        step_move(ctx->report, BFE_TRACE, at == ctx->start ? 5 : 4, at,
                  at != ctx->start ? s->trace : STEP_NONE, -1);
        step_fact(ctx->report, "distance", s->dist[at]);
    }
}

static size_t bfs_step(void *state, SolveCtx *ctx, size_t n)
{
    Bfs *s = state;
    size_t done = 0;
    if (!ctx->report && !ctx->dirty && s->phase == BFS_FLOODING && grid_is_square(ctx->grid))
        done = bfs_flood_fast(s, ctx, n);
    for (; done < n && s->phase != BFS_DONE; done++) {
        if (s->phase == BFS_FLOODING)
            bfs_expand(s, ctx);
        else
            bfs_trace(s, ctx);
    }
    return done;
}

static void bfs_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    const Bfs *s = state;
    uint32_t i = ctx->goal;
    for (uint32_t k = ctx->path_len; k-- > 0;) {
        out[k] = i;
        if (k > 0)
            i = bfs_prev(s, ctx->grid, i);
    }
}

static const uint32_t *bfs_distances(const void *state)
{
    return ((const Bfs *)state)->dist;
}

static uint32_t *bfs_take_distances(void *state)
{
    Bfs *s = state;
    uint32_t *dist = s->dist;
    s->dist = NULL;
    return dist;
}

static void bfs_release(void *state)
{
    Bfs *s = state;
    mem_free(s->dist);
    mem_free(s->queue);
    s->dist = s->queue = NULL;
}

static bool bfs_copy(void *dst, const void *src, const Grid *g)
{
    const Bfs *from = src;
    Bfs *to = dst;
    *to = *from;
    to->dist = to->queue = NULL;
    return algo_dup(&to->dist, from->dist, (size_t)g->n * sizeof *from->dist) &&
           algo_dup(&to->queue, from->queue, (size_t)g->n * sizeof *from->queue);
}

/* Cell i's distance + 1, 0 when not reached. */
static uint32_t bfs_distance_field(const void *state, const Grid *g, uint32_t i, uint32_t *extra)
{
    const Bfs *s = state;
    (void)g;
    (void)extra;
    return s->dist && s->dist[i] != UINT32_MAX ? s->dist[i] + 1 : 0;
}

/* The queue as dots while flooding; every reached cell's distance. */
static void bfs_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const Bfs *s = state;
    (void)ctx;
    if (s->phase == BFS_FLOODING) {
        Overlay *q = overlay_add(out, OV_DOTS, PAL_DOT, "in the queue (dots)");
        if (q) {
            q->items = s->queue + s->head;
            q->count = s->tail - s->head;
        }
    }
    Overlay *d = overlay_add(out, OV_NUMBERS, PAL_DOT, "distance from the start");
    if (d) {
        d->state = s;
        d->field = bfs_distance_field;
    }
}

/* Flooding: the cell at the head of the queue. */
static bool bfs_ask_expand(const void *state, const SolveCtx *ctx, Question *q)
{
    const Bfs *s = state;
    (void)ctx;
    if (s->phase != BFS_FLOODING || s->head == s->tail)
        return false;
    question_set_cell(q, s->queue[s->head]);
    step_fact(&q->about, "queue", s->tail - s->head);
    return true;
}

/* Tracing: the next cell of the path back. */
static bool bfs_ask_trace(const void *state, const SolveCtx *ctx, Question *q)
{
    const Bfs *s = state;
    (void)ctx;
    if (s->phase != BFS_TRACING)
        return false;
    question_set_cell(q, s->trace);
    step_fact(&q->about, "distance", s->dist[s->trace]);
    return true;
}

static const QuestionKind bfs_questions[] = {
    { "expand-next", "Which cell does BFS expand next?",
      "the first of the {queue:cell} in the queue: cells leave it in the order they were reached",
      ANSWER_CELL, TRUTH_CELL, "expand found", NULL, bfs_ask_expand },
    { "trace-next", "Tracing back from the exit: which cell is marked on the path next?",
      "the path is traced from the exit to the start, each cell a neighbour one move nearer the "
      "start than the last (the first such in the order of its sides, north, east, south, west "
      "on the square): this one is at distance {distance}",
      ANSWER_CELL, TRUTH_CELL, "trace", NULL, bfs_ask_trace },
};

static const char *bfs_phase_name(const void *state)
{
    return bfs_phase_names[((const Bfs *)state)->phase];
}

const SolveAlgo solve_bfs = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_SHORTEST,
    .id = "bfs",
    .name = "Breadth-first search",
    .short_name = "BFS",
    .blurb = "Flood outward from the start one cell at a time, recording each "
             "cell's distance, then trace back from the exit along falling "
             "distances: a shortest path, in any maze.",
    .state_size = sizeof(Bfs),
    .init = bfs_init,
    .step = bfs_step,
    .path = bfs_path,
    .distances = bfs_distances,
    .take_distances = bfs_take_distances,
    .release = bfs_release,
    .phase_name = bfs_phase_name,
    .pseudocode = { bfs_lines, 7 },
    .copy = bfs_copy,
    .kinds = STEP_KINDS(bfs_kinds),
    .questions = QUESTION_KINDS(bfs_questions),
    .overlays = bfs_overlays,
    .shapes = SHAPES_ALL,
};
