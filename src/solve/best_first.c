/* best_first.c - the engine under greedy best-first, A* and Dijkstra
 * (best_first.h). */
#include "best_first.h"

#include <math.h>

#include "maze/mem.h"

static const char *const bf_phase_names[] = { "searching", "tracing", "done" };

/* What entering cell j costs under s's key. */
static uint32_t bf_cost(const BestFirst *s, const SolveCtx *ctx, uint32_t j)
{
    return s->words->key == BF_HEURISTIC || !ctx->cost ? 1u : ctx->cost[j];
}

/* h: the Manhattan distance from cell i of a grid w wide to the goal. */
static uint32_t bf_manhattan(const BestFirst *s, uint32_t w, uint32_t i)
{
    uint32_t x = i % w, y = i / w;
    return (x > s->goal_x ? x - s->goal_x : s->goal_x - x) +
           (y > s->goal_y ? y - s->goal_y : s->goal_y - y);
}

/* h on other shapes: the centres' straight-line distance in longest
 * steps, rounded down (best_first.h: a lower bound on the moves left). */
static uint32_t bf_crow(const BestFirst *s, const Grid *g, uint32_t i)
{
    ShapePoint c = grid_centre(g, i);
    return (uint32_t)(hypot(c.x - s->goal_at.x, c.y - s->goal_at.y) * s->per_step);
}

static uint32_t bf_h_on(const BestFirst *s, const Grid *g, uint32_t i)
{
    return s->per_step == 0 ? bf_manhattan(s, (uint32_t)g->w, i) : bf_crow(s, g, i);
}

static uint32_t bf_h(const BestFirst *s, const SolveCtx *ctx, uint32_t i)
{
    return bf_h_on(s, ctx->grid, i);
}

/* Sets s->per_step for g (left 0 on the square, masked or not: Manhattan
 * holds there), else 1 / the longest step between two neighbours'
 * centres over the whole grid, shaved by a part in 10^9 so that rounding
 * in hypot never lifts a ratio past a whole step (h stays a lower bound,
 * and neighbours' h differ by at most 1). Returns the largest h any cell
 * can have, + 1. */
static uint32_t bf_measure(BestFirst *s, const Grid *g)
{
    if (grid_shape(g)->kind == SHAPE_SQUARE)
        return (uint32_t)(g->w + g->h);
    double longest = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t nb[GRID_MAX_SIDES];
        ShapePoint c = grid_centre(g, i);
        for (int k = 0, sides = grid_neighbors(g, i, nb); k < sides; k++)
            if (nb[k] != GRID_NONE && nb[k] > i) {
                ShapePoint o = grid_centre(g, nb[k]);
                longest = fmax(longest, hypot(c.x - o.x, c.y - o.y));
            }
    }
    if (longest == 0)
        return 1;   /* a single cell: h is 0 */
    s->per_step = (1 - 1e-9) / longest;
    double w, h;
    grid_extent(g, &w, &h);
    return (uint32_t)(hypot(w, h) * s->per_step) + 1;
}

/* Cell i's key, with its g as it stands. */
static uint64_t bf_key(const BestFirst *s, const SolveCtx *ctx, uint32_t i)
{
    switch (s->words->key) {
    case BF_COST: return s->g[i];
    case BF_COST_PLUS: return (uint64_t)s->g[i] + bf_h(s, ctx, i);
    case BF_HEURISTIC: return bf_h(s, ctx, i);
    }
    return 0;
}

/* Queues cell i at its key. False when out of memory. */
static bool bf_push(BestFirst *s, const SolveCtx *ctx, uint32_t i)
{
    uint64_t key = bf_key(s, ctx, i);
    GenList *b = &s->bucket[key & (s->nb - 1)];
    if (!gen_list_reserve(b, b->len + 1))
        return false;
    gen_list_push(b, i);
    s->queued++;
    if (key < s->cur)
        s->cur = key;   /* only h goes down; its buckets never wrap */
    return true;
}

/* The open cell with the smallest key, or GRID_NONE when none is left. */
static uint32_t bf_pop(BestFirst *s, const SolveCtx *ctx)
{
    while (s->queued > 0) {
        GenList *b = &s->bucket[s->cur & (s->nb - 1)];
        if (b->len == 0) {
            s->cur++;
            continue;
        }
        uint32_t i = b->v[--b->len];
        s->queued--;
        if (ctx->trail[i] == TRAIL_FRONTIER && bf_key(s, ctx, i) == s->cur)
            return i;   /* else stale: expanded, or queued again cheaper */
    }
    return GRID_NONE;
}

bool best_first_init(BestFirst *s, SolveCtx *ctx, const BfWords *words)
{
    const Grid *g = ctx->grid;
    s->words = words;
    s->goal_x = ctx->goal % (uint32_t)g->w;
    s->goal_y = ctx->goal / (uint32_t)g->w;
    s->goal_at = grid_centre(g, ctx->goal);
    s->per_step = 0;    /* Manhattan, unless bf_measure finds another shape */
    uint32_t h_span = words->key == BF_COST ? 0 : bf_measure(s, g);
    /* g and f rise by at most the largest cost + 1 a move (the costs may be
     * set after init, so any byte); h spans the grid. A power of two, so a
     * key's bucket is a mask away. */
    uint32_t span = words->key == BF_HEURISTIC ? h_span : UINT8_MAX + 2;
    for (s->nb = 1; s->nb < span; s->nb *= 2)
        ;
    s->g = mem_alloc((size_t)g->n * sizeof *s->g);
    s->parent = mem_calloc(g->n, 1);
    s->bucket = mem_calloc(s->nb, sizeof *s->bucket);
    if (!s->g || !s->parent || !s->bucket)
        return false;
    memset(s->g, 0xff, (size_t)g->n * sizeof *s->g);  /* UINT32_MAX: not reached */
    s->phase = BF_SEARCHING;
    s->g[ctx->start] = 0;
    s->cur = bf_key(s, ctx, ctx->start);
    if (!bf_push(s, ctx, ctx->start))
        return false;
    solve_mark(ctx, ctx->start, TRAIL_FRONTIER);
    s->open = 1;
    step_move(ctx->report, words->kind[BF_START], words->line[BF_START], ctx->start, STEP_NONE,
              -1);
    return true;
}

/* Adds cell i's g, h and f, as its key has them, to the report. */
static void bf_key_facts(const BestFirst *s, const SolveCtx *ctx, uint32_t i, StepReport *r)
{
    BfKey k = s->words->key;
    if (k != BF_HEURISTIC)
        step_fact(r, "g", s->g[i]);
    if (k != BF_COST)
        step_fact(r, "h", bf_h(s, ctx, i));
    if (k == BF_COST_PLUS)
        step_fact(r, "f", s->g[i] + bf_h(s, ctx, i));
}

/* Reaches i's neighbours from i. Returns the cells reached for the first
 * time, or UINT32_MAX when out of memory. square: grid_is_square
 * (solve_open_sides_as). */
GEN_HOT_INLINE uint32_t bf_relax_as(BestFirst *s, SolveCtx *ctx, uint32_t i, bool square)
{
    const Grid *g = ctx->grid;
    uint32_t fresh = 0;
    for (unsigned sides = solve_open_sides_as(g, i, square); sides; sides &= sides - 1) {
        Dir k = solve_first_side(sides);
        uint32_t j = grid_neighbor(g, i, k);
        uint64_t ng = (uint64_t)s->g[i] + bf_cost(s, ctx, j);
        bool better = s->words->key == BF_HEURISTIC ? s->g[j] == UINT32_MAX : ng < s->g[j];
        if (ctx->trail[j] == TRAIL_VISITED || !better)
            continue;
        s->g[j] = ng < UINT32_MAX ? (uint32_t)ng : UINT32_MAX - 1;
        s->parent[j] = (uint8_t)(solve_back_as(g, i, k, square) + 1);
        if (!bf_push(s, ctx, j))
            return UINT32_MAX;
        if (ctx->trail[j] == TRAIL_NONE) {
            solve_mark(ctx, j, TRAIL_FRONTIER);
            s->open++;
            fresh++;
        }
    }
    return fresh;
}

static uint32_t bf_relax(BestFirst *s, SolveCtx *ctx, uint32_t i)
{
    return grid_is_square(ctx->grid) ? bf_relax_as(s, ctx, i, true)
                                     : bf_relax_as(s, ctx, i, false);
}

/* Ends the search: the goal found (trace from it) or no path. */
static void bf_settle(BestFirst *s, SolveCtx *ctx)
{
    if (ctx->trail[ctx->goal] == TRAIL_VISITED) {
        s->phase = BF_TRACING;
        s->trace = ctx->goal;
        ctx->path_len = 0;
        if (ctx->report) {
            ctx->report->kind = s->words->kind[BF_FOUND];
            ctx->report->line = s->words->line[BF_FOUND];
        }
    } else {
        s->phase = BF_DONE;
        solve_end(ctx, SOLVE_NO_PATH);
        step_begin(ctx->report, s->words->kind[BF_NO_PATH], s->words->line[BF_NO_PATH]);
    }
}

/* Expands the best open cell. Returns false when out of memory. */
static bool bf_expand(BestFirst *s, SolveCtx *ctx)
{
    uint32_t i = bf_pop(s, ctx);
    if (i == GRID_NONE) {   /* only before any expansion: a later one settles */
        bf_settle(s, ctx);
        return true;
    }
    solve_mark(ctx, i, TRAIL_VISITED);
    solve_move_to(ctx, i);
    s->open--;
    bool flood = ctx->flood && s->words->key == BF_COST;
    /* as bfs counts: the goal is found, not explored (unless it is where
     * the search starts, or a flood goes on from it) */
    ctx->explored += i != ctx->goal || flood || i == ctx->start;
    uint32_t fresh = i == ctx->goal && !flood ? 0 : bf_relax(s, ctx, i);
    if (fresh == UINT32_MAX) {
        ctx->error = MAZE_ERR_NOMEM;
        return false;
    }
    if (ctx->report) {
        const BfWords *w = s->words;
        step_move(ctx->report, w->kind[BF_EXPAND], fresh ? w->line_queued : w->line[BF_EXPAND], i,
                  STEP_NONE, -1);
        bf_key_facts(s, ctx, i, ctx->report);
        step_fact(ctx->report, "queued", fresh);
        step_fact(ctx->report, "queue", s->open);
    }
    if ((i == ctx->goal && !flood) || s->open == 0)
        bf_settle(s, ctx);
    return true;
}

static void bf_trace(BestFirst *s, SolveCtx *ctx)
{
    uint32_t at = s->trace, next = STEP_NONE;
    solve_mark(ctx, at, TRAIL_PATH);
    solve_move_to(ctx, at);
    ctx->path_len++;
    if (at == ctx->start) {
        s->phase = BF_DONE;
        ctx->raw_length = ctx->path_len;
        solve_end(ctx, SOLVE_REACHED);
    } else {
        next = s->trace = grid_neighbor(ctx->grid, at, (Dir)(s->parent[at] - 1));
    }
    if (ctx->report) {
        const BfWords *w = s->words;
        step_move(ctx->report, w->kind[BF_TRACE], at == ctx->start ? w->line_last : w->line[BF_TRACE],
                  at, next, -1);
        if (w->key != BF_HEURISTIC)
            step_fact(ctx->report, "g", s->g[at]);
    }
}

size_t best_first_step(void *state, SolveCtx *ctx, size_t n)
{
    BestFirst *s = state;
    size_t done = 0;
    for (; done < n && s->phase != BF_DONE; done++) {
        if (s->phase == BF_TRACING)
            bf_trace(s, ctx);
        else if (!bf_expand(s, ctx))
            break;
    }
    return done;
}

void best_first_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    const BestFirst *s = state;
    uint32_t i = ctx->goal;
    for (uint32_t k = ctx->path_len; k-- > 0;) {
        out[k] = i;
        if (k > 0)
            i = grid_neighbor(ctx->grid, i, (Dir)(s->parent[i] - 1));
    }
}

void best_first_release(void *state)
{
    BestFirst *s = state;
    mem_free(s->g);
    mem_free(s->parent);
    s->g = NULL;
    s->parent = NULL;
    for (uint32_t b = 0; s->bucket && b < s->nb; b++)
        gen_list_free(&s->bucket[b]);
    mem_free(s->bucket);
    s->bucket = NULL;
}

bool best_first_copy(void *dst, const void *src, const Grid *g)
{
    const BestFirst *from = src;
    BestFirst *to = dst;
    *to = *from;
    to->g = NULL;
    to->parent = NULL;
    to->bucket = mem_calloc(from->nb, sizeof *to->bucket);
    if (!to->bucket || !algo_dup(&to->g, from->g, (size_t)g->n * sizeof *from->g) ||
        !algo_dup(&to->parent, from->parent, g->n))
        return false;
    for (uint32_t b = 0; b < from->nb; b++) {
        const GenList *l = &from->bucket[b];
        if (l->len == 0)
            continue;   /* an empty stack needs no storage */
        if (!gen_list_reserve(&to->bucket[b], l->len))
            return false;
        memcpy(to->bucket[b].v, l->v, (size_t)l->len * sizeof *l->v);
        to->bucket[b].len = l->len;
    }
    return true;
}

/* A reached cell's key + 1 (its g, f or h), 0 for a cell not reached. */
static uint32_t bf_number(const void *state, const Grid *g, uint32_t i, uint32_t *extra)
{
    const BestFirst *s = state;
    (void)extra;
    if (s->g[i] == UINT32_MAX)
        return 0;
    uint32_t h = bf_h_on(s, g, i);
    switch (s->words->key) {
    case BF_COST: return s->g[i] + 1;
    case BF_COST_PLUS: return s->g[i] + h + 1;
    case BF_HEURISTIC: return h + 1;
    }
    return 0;
}

/* Every reached cell's key as a number. */
void best_first_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const BestFirst *s = state;
    (void)ctx;
    Overlay *o = overlay_add(out, OV_NUMBERS, PAL_DOT, s->words->numbers);
    if (o) {
        o->state = s;
        o->field = bf_number;
    }
}

/* The open cell bf_pop would return next, without changing the state. */
static uint32_t bf_peek(const BestFirst *s, const SolveCtx *ctx)
{
    uint64_t left = s->queued;
    for (uint64_t key = s->cur; left > 0; key++) {
        const GenList *b = &s->bucket[key & (s->nb - 1)];
        for (uint32_t k = b->len; k-- > 0;) {
            uint32_t i = b->v[k];
            if (ctx->trail[i] == TRAIL_FRONTIER && bf_key(s, ctx, i) == key)
                return i;
        }
        left -= b->len < left ? b->len : left;
    }
    return GRID_NONE;
}

bool best_first_ask_expand(const void *state, const SolveCtx *ctx, Question *q)
{
    const BestFirst *s = state;
    uint32_t i = s->phase == BF_SEARCHING ? bf_peek(s, ctx) : GRID_NONE;
    if (i == GRID_NONE)
        return false;
    question_set_cell(q, i);
    bf_key_facts(s, ctx, i, &q->about);
    step_fact(&q->about, "queue", s->open);
    return true;
}

bool best_first_ask_trace(const void *state, const SolveCtx *ctx, Question *q)
{
    const BestFirst *s = state;
    (void)ctx;
    if (s->phase != BF_TRACING)
        return false;
    question_set_cell(q, s->trace);
    return true;
}

const char *best_first_phase(const void *state)
{
    return bf_phase_names[((const BestFirst *)state)->phase];
}
