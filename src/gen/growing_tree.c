/* growing_tree.c - the growing tree algorithm.
 *
 * An active list starts with one random cell. Each step chooses an active
 * cell: if it has blank neighbours, carve to a random one and add that to the
 * list; otherwise remove the chosen cell from the list. The rule for choosing
 * sets the texture (the variants):
 *   mixed   half the time the newest cell, half a random one: long corridors
 *           with a fair number of side branches (the default);
 *   newest  always the newest: the recursive backtracker, long winding
 *           corridors and few dead ends;
 *   random  a random cell: like simplified Prim, many short dead ends;
 *   oldest  the oldest: the maze grows in a wave, long straight corridors
 *           radiating from the start.
 The list keeps the order the cells were added in, so `newest` and `oldest`
 * always mean what they say, also in `mixed` after random removals (a
 * swap-remove would move the last cell into the gap and make the list a set:
 * `mixed` then makes more dead ends than either of its parts).
 *
 * Keeping the order: a cell retired from the middle of the list leaves a
 * tombstone (GT_GONE) in its place; retiring the first or last live cell
 * also drops the tombstones next to it, so both ends are always live. A
 * random pick draws a uniform entry and draws again on a tombstone, which
 * keeps it uniform over the active cells. Once tombstones (and the removed
 * prefix, for `oldest`) exceed a third of the live cells, the live cells
 * are slid together in order: amortised O(1) per removal, at most 1.5
 * draws per pick on average, and the array stays below 4/3 of the active
 * cells (+ GT_SLACK).
 *
 * Memory: the list holds 4-byte cell indices, except for `newest`, whose list
 * is always a path (each cell added next to the previous newest) and can hold
 * every cell (a 1 x N grid): it is stored as 2 bits per move, n / 4 bytes
 * (4 bits, n / 2 bytes, on other shapes: gen_path_set).
 *
 * One step = one carve or one removal. Marks: MARK_STACK for active cells,
 * MARK_CURRENT for the cell just added, MARK_DONE for removed cells. */
#include "gen_list.h"

#include <string.h>

typedef enum GtPhase {
    GT_CARVING,         /* the last step carved to a new cell */
    GT_REMOVING,        /* the last step retired a cell with no blank neighbour */
    GT_DONE
} GtPhase;

typedef enum GtVariant { GT_MIXED, GT_NEWEST, GT_RANDOM, GT_OLDEST } GtVariant;

#define GT_GONE UINT32_MAX   /* a retired cell's place in the active list */
enum { GT_SLACK = 64 };     /* tombstones always allowed before compacting */

typedef struct GrowingTree {
    GtPhase phase;
    GtVariant variant;
    GenList active;     /* v[head .. len): active cells in the order added,
                           and tombstones; v[head] and v[len - 1] are live
                           (not newest) */
    uint32_t head;      /* entries before this were removed */
    uint32_t live;      /* active cells in the list (not newest) */
    uint8_t *path;      /* newest only: the moves from the first active cell
                           to `top`, a slot each (gen_path_set) */
    uint32_t depth;     /* newest only: moves in path (active cells - 1) */
    uint32_t top;       /* newest only: the newest active cell */
    GenPick pick;       /* random picks (random, mixed), drawn a bit early */
    uint32_t cur;       /* cell shown MARK_CURRENT, or GRID_NONE */
} GrowingTree;

static const char *const gt_phase_names[] = { "carving", "removing", "done" };

/* Its events. Facts: "choices" unvisited neighbours the carve chose from,
 * "active" cells on the active list after the step. */
enum {
    GTE_START = 1,      /* cell: the first on the active list */
    GTE_CARVE,          /* carved cell -> other, which joins the list */
    GTE_REMOVE          /* cell has no unvisited neighbour: off the list */
};

static const StepKind gt_kinds[] = {
    [GTE_START] = { "start", "Start at {cell}: a random cell, the first on the active list", 0 },
    [GTE_CARVE] = { "carve", "Carved {dir} from {cell} to {other}: "
                             "{?choices>1:{choices} unvisited neighbours, one picked at random}"
                             "{?choices=1:the only unvisited neighbour}", 0 },
    [GTE_REMOVE] = { "remove", "{cell} has no unvisited neighbour: removed from the active "
                               "list, {active:cell} left", STEP_MILESTONE },
};

#define GT_LINES(rule)                                                                   \
    {                                                                                    \
        "put a random cell on the active list",                                          \
        "pick " rule " c; one unvisited neighbour: carve to it, add it to the list",     \
        "pick " rule " c; several: carve to a random one, add it to the list",           \
        "c has no unvisited neighbour: remove it from the list",                         \
        "the list is empty: done",                                                       \
    }
static const char *const gt_mixed_lines[] = GT_LINES("the newest cell, or (coin) a random one,");
static const char *const gt_newest_lines[] = GT_LINES("the newest cell");
static const char *const gt_random_lines[] = GT_LINES("a random cell");
static const char *const gt_oldest_lines[] = GT_LINES("the oldest cell");
static const AlgoVariant gt_variants[] = {
    { "mixed", "Newest or random, 50/50", true, { gt_mixed_lines, 5 } },
    { "newest", "Newest cell (backtracker)", true, { gt_newest_lines, 5 } },
    { "random", "Random cell (Prim-like)", true, { gt_random_lines, 5 } },
    { "oldest", "Oldest cell", true, { gt_oldest_lines, 5 } },
};

static bool gt_init(void *state, GenCtx *ctx, int variant)
{
    GrowingTree *s = state;
    const Grid *g = ctx->grid;
    s->variant = (GtVariant)variant;
    s->phase = GT_CARVING;
    s->cur = GRID_NONE;
    uint32_t start = grid_random_cell(g, ctx->rng);
    gen_report_start(ctx, GTE_START, start);
    if (grid_cells_on(g) == 1) {
        gen_mark(ctx, start, MARK_DONE);
        s->phase = GT_DONE;
        ctx->done = true;
        return true;
    }
    gen_mark(ctx, start, MARK_STACK);
    if (s->variant == GT_NEWEST) {
        s->top = start;
        s->path = mem_calloc(gen_path_bytes(g), 1);
        return s->path != NULL;
    }
    if (!gen_list_reserve(&s->active, 1))
        return false;
    gen_list_push(&s->active, start);
    s->live = 1;
    return true;
}

/* A uniformly random live entry of the list: a uniform index into
 * v[head .. len), drawn again while it hits a tombstone. The picks are drawn
 * a few steps early (GenPick) and the cell each would pick is prefetched. */
static uint32_t gt_pick_random(GrowingTree *s, Rng *rng, const Grid *g)
{
    GenList *l = &s->active;
    const uint32_t span = l->len - s->head;
    GenPick *p = &s->pick;
    const GenGridMem gm = gen_grid_mem(g);
    for (;;) {
        while (p->drawn - p->used < GEN_PICK_AHEAD) {
            uint32_t r = (uint32_t)(rng_next(rng) >> 32);
            p->ring[p->drawn++ % GEN_PICK_RING] = r;
            uint32_t guess = l->v[s->head + (uint32_t)(((uint64_t)r * span) >> 32)];
            if (guess != GT_GONE)
                gen_prefetch_cell(&gm, guess);
        }
        uint32_t r = (uint32_t)p->ring[p->used++ % GEN_PICK_RING];
        uint32_t k = s->head + gen_below_from(rng, r, span);
        if (l->v[k] != GT_GONE)
            return k;
    }
}

/* Index (into active.v) of the cell this step looks at. */
static uint32_t gt_choose(GrowingTree *s, Rng *rng, const Grid *g)
{
    const uint32_t len = s->active.len;
    switch (s->variant) {
    case GT_NEWEST:
        return len - 1;
    case GT_OLDEST:
        return s->head;
    case GT_RANDOM:
        return gt_pick_random(s, rng, g);
    case GT_MIXED:
        break;
    }
    return rng_coin(rng) ? len - 1 : gt_pick_random(s, rng, g);
}

/* Adds cell next, reached from the chosen cell c by direction d, to the
 * list. */
static void gt_add(GrowingTree *s, const Grid *g, uint32_t c, uint32_t next, Dir d)
{
    if (s->variant == GT_NEWEST) {
        gen_path_set(g, s->path, s->depth++, c, d);
        s->top = next;
    } else {
        gen_list_push(&s->active, next);  /* room reserved by gt_step */
        s->live++;
    }
}

/* Slides the live entries of the list together at its start, in order. */
static void gt_compact(GrowingTree *s)
{
    GenList *l = &s->active;
    uint32_t to = 0;
    for (uint32_t k = s->head; k < l->len; k++)
        if (l->v[k] != GT_GONE)
            l->v[to++] = l->v[k];
    l->len = to;
    s->head = 0;
}

/* Removes entry k (chosen by gt_choose; for newest, the top cell) from the
 * active list, keeping the order of the rest. Returns true when that leaves
 * the list empty. */
static bool gt_remove(GrowingTree *s, const Grid *g, uint32_t k)
{
    GenList *l = &s->active;
    if (s->variant == GT_NEWEST) {
        if (s->depth == 0)
            return true;
        Dir back;
        s->top = gen_path_back(g, s->path, --s->depth, s->top, &back);
        return false;
    }
    l->v[k] = GT_GONE;
    if (--s->live == 0)
        return true;
    while (l->v[l->len - 1] == GT_GONE)
        l->len--;
    while (l->v[s->head] == GT_GONE)
        s->head++;
    if (l->len - s->live > s->live / 3 + GT_SLACK)
        gt_compact(s);
    return false;
}

/* Cells on the active list now. */
static uint32_t gt_size(const GrowingTree *s)
{
    return s->variant == GT_NEWEST ? s->depth + 1 : s->live;
}

static size_t gt_step(void *state, GenCtx *ctx, size_t n)
{
    GrowingTree *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != GT_DONE) {
        uint32_t k = 0, c;
        if (s->variant == GT_NEWEST) {
            c = s->top;
        } else {
            /* Room first: running out of memory stops before any change. */
            if (!gen_list_reserve(&s->active, s->active.len + 1)) {
                ctx->error = MAZE_ERR_NOMEM;
                break;
            }
            k = gt_choose(s, ctx->rng, g);
            c = s->active.v[k];
        }
        if (s->cur != GRID_NONE) {
            gen_mark(ctx, s->cur, MARK_STACK);
            s->cur = GRID_NONE;
        }
        Dir d, blank[GRID_MAX_SIDES];
        uint32_t choices = ctx->report ? gen_neighbors_marked(g, c, MARK_BLANK, blank) : 0;
        if (gen_random_neighbor(g, ctx->rng, c, MARK_BLANK, &d)) {
            uint32_t next = gen_step_to(g, c, d);
            gen_carve(ctx, c, d);
            gen_mark(ctx, next, MARK_CURRENT);
            gt_add(s, g, c, next, d);
            s->cur = next;
            s->phase = GT_CARVING;
            if (ctx->report) {
                gen_report_move(ctx, GTE_CARVE, choices > 1 ? 2 : 1, c, next, d);
                step_fact(ctx->report, "choices", choices);
                step_fact(ctx->report, "active", gt_size(s));
            }
        } else {
            gen_mark(ctx, c, MARK_DONE);
            s->phase = GT_REMOVING;
            bool last = gt_remove(s, g, k);
            if (ctx->report) {
                step_move(ctx->report, GTE_REMOVE, last ? 4 : 3, c, STEP_NONE, -1);
                step_fact(ctx->report, "active", last ? 0 : gt_size(s));
            }
            if (last) {
                s->phase = GT_DONE;
                ctx->done = true;
                gen_list_free(&s->active);
                mem_free(s->path);
                s->path = NULL;
            }
        }
        done++;
    }
    return done;
}

static void gt_release(void *state)
{
    GrowingTree *s = state;
    gen_list_free(&s->active);
    mem_free(s->path);
    s->path = NULL;
}

static bool gt_copy(void *dst, const void *src, const Grid *g)
{
    const GrowingTree *from = src;
    GrowingTree *to = dst;
    *to = *from;
    to->active.v = NULL;
    to->active.cap = from->active.len;
    to->path = NULL;
    return algo_dup(&to->active.v, from->active.v,
                   (size_t)from->active.len * sizeof *from->active.v) &&
           (!from->path || algo_dup(&to->path, from->path, gen_path_bytes(g)));
}

/* The active list as dots, oldest first (GRID_NONE entries are cells
 * removed); `newest` keeps no list (its marks show the path). */
static void gt_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const GrowingTree *s = state;
    (void)ctx;
    if (s->phase == GT_DONE || s->variant == GT_NEWEST)
        return;
    Overlay *o = overlay_add(out, OV_DOTS, PAL_DOT, "active list (dots)");
    if (o) {
        o->items = s->active.v + s->head;
        o->count = s->active.len - s->head;
    }
}

/* The cells the next step may work on, by the variant's rule: the newest
 * or the oldest alone, else (random, and mixed, whose newest is one of
 * them) every active cell. */
static bool gt_ask_pick(const void *state, const GenCtx *ctx, Question *q)
{
    const GrowingTree *s = state;
    const GenList *l = &s->active;
    (void)ctx;
    if (s->phase == GT_DONE)
        return false;
    if (s->variant == GT_NEWEST || s->variant == GT_OLDEST) {
        question_add_cell(q, s->variant == GT_NEWEST ? s->top : l->v[s->head]);
        step_fact(&q->about, "one", 1);
        if (s->variant == GT_OLDEST)
            step_fact(&q->about, "oldest", 1);
        return true;
    }
    for (uint32_t k = s->head; k < l->len; k++)
        if (l->v[k] != GT_GONE && !question_add_cell(q, l->v[k]))
            return false;
    step_fact(&q->about, "active", s->live);
    if (s->variant == GT_MIXED)
        step_fact(&q->about, "mixed", 1);
    return true;
}

static const QuestionKind gt_questions[] = {
    { "pick-next", "Which cells could the growing tree work on next?",
      "{?one:the {?oldest:oldest}{!oldest:newest} cell on the active list, always}{!one:any of "
      "the {active:cell} on the active list{?mixed:, the newest half the time and a random one "
      "the other half}{!mixed:, each as likely}}",
      ANSWER_CELLS, TRUTH_CELL, NULL, NULL, gt_ask_pick },
};

static const char *gt_phase_name(const void *state)
{
    return gt_phase_names[((const GrowingTree *)state)->phase];
}

const GenAlgo gen_growing_tree = {
    .kind = ALGO_GEN,
    .id = "growing-tree",
    .name = "Growing tree",
    .short_name = "Growing tree",
    .blurb = "Keep a list of active cells; pick one (newest, random, oldest or "
             "a mix), carve to a random unvisited neighbour or retire it. The "
             "choice rule sets the texture, from backtracker to Prim.",
    .variants = gt_variants,
    .variant_count = (int)(sizeof gt_variants / sizeof gt_variants[0]),
    .state_size = sizeof(GrowingTree),
    .init = gt_init,
    .step = gt_step,
    .release = gt_release,
    .phase_name = gt_phase_name,
    .pseudocode = { gt_mixed_lines, 5 },
    .copy = gt_copy,
    .kinds = STEP_KINDS(gt_kinds),
    .questions = QUESTION_KINDS(gt_questions),
    .overlays = gt_overlays,
    .shapes = SHAPES_ALL,
};
