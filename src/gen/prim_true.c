/* prim_true.c - true Prim: the minimum spanning tree of random edge weights.
 *
 * Every interior edge gets a random weight, and the maze grows from a random
 * cell by always carving the lightest edge from the maze to a cell outside
 * it (this is invasion percolation). No weight is stored: edge e (2 * cell,
 * +1 for the cell's south wall) has weight pt_weight(e), a keyed bijection of
 * the 32-bit integers, so all weights differ and the heap stores only the
 * weight, from which pt_edge() recovers the edge. The heap holds the edges
 * from the maze to the outside; an edge whose far cell joined meanwhile is
 * stale and is dropped when it surfaces.
 *
 * Memory: the heap would grow to ~0.85 entries per cell, most of them stale
 * (heavy edges that surface only at the very end). Two things keep it near a
 * third of that: an edge to a frontier cell is pushed only when it is lighter
 * than that cell's edges already in the heap (the heavier one could never be
 * carved), and each step checks PT_SWEEP heap entries from a wrapping cursor
 * and deletes the stale ones.
 *
 * Bias: the maze spreads in fingers along cheap edges instead of as a round
 * blob, then fills the gaps; the texture resembles Kruskal's (both build the
 * same kind of tree), with many short dead ends.
 * One step = one carve (stale heap entries are skipped inside the step).
 * Marks: MARK_FRONTIER for cells with an edge in the heap, MARK_CURRENT for
 * the cell joined in this step, MARK_DONE for the rest of the maze.
 *
 * On other shapes (and masks) an edge is numbered by shape.h's edge codes
 * (grid_edge_of: owner * 4 + bit), weighed the same way. */
#include "gen_list.h"

typedef enum PtPhase {
    PT_GROWING,         /* carving the lightest edge out of the maze */
    PT_DONE
} PtPhase;

typedef struct PrimTrue {
    PtPhase phase;
    GenList heap;       /* binary min-heap of edge weights */
    uint32_t key0, key1;/* seed-derived keys of the weight function */
    uint32_t cur;       /* cell shown MARK_CURRENT, or GRID_NONE */
    uint32_t left;      /* cells not yet in the maze */
    uint32_t sweep;     /* heap index where pt_sweep goes on */
} PrimTrue;

enum {
    PT_SWEEP = 2,       /* heap entries checked for staleness per step */
    PT_AHEAD = 16       /* how far ahead the sweep prefetches marks */
};

static const char *const pt_phase_names[] = { "growing", "done" };

/* Its events. Facts: "walls" the start cell's walls out of the maze (all
 * pushed), "weight" of the wall carved (a fraction: weight /
 * 2^32), "elsewhere" 1 when the carve is not from the cell joined last
 * (the growth moves on to another finger: a milestone); for `trace`,
 * "heap" entries in the heap after the step and "stale" entries dropped
 * first (both cells in the maze): the heap's own
 * bookkeeping, which the sentences leave out (it holds only some of the
 * walls out of the maze, so its size is not a count a student can see). */
enum {
    PTE_START = 1,      /* cell: the first maze cell; "heap" walls pushed */
    PTE_CARVE           /* carved cell (in the maze) -> other (joins) */
};

static const StepKind pt_kinds[] = {
    [PTE_START] = { "start", "Start at {cell}: it joins the maze, its {walls:wall} go on the "
                             "heap", 0 },
    [PTE_CARVE] = { "carve", "Carved {dir} from {cell} to {other}: the lightest wall out of "
                             "the maze (weight {weight}){?elsewhere:, not from the cell joined "
                             "last: the growth moves on elsewhere}", STEP_ON_WALL | STEP_MILESTONE,
                    "elsewhere" },
};

/* The weight of edge e: a keyed invertible 32-bit mix (after Wellons'
 * "lowbias32"), so distinct edges always have distinct weights. */
static inline uint32_t pt_weight(const PrimTrue *s, uint32_t e)
{
    uint32_t x = e ^ s->key0;
    x ^= x >> 16;
    x *= 0x7feb352du;
    x += s->key1;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

/* The edge whose weight is x: the inverse of pt_weight. */
static inline uint32_t pt_edge(const PrimTrue *s, uint32_t x)
{
    x ^= x >> 16;
    x *= 0x43021123u;          /* inverse of 0x846ca68b */
    x ^= (x >> 15) ^ (x >> 30);
    x -= s->key1;
    x *= 0x1d69e2a5u;          /* inverse of 0x7feb352d */
    x ^= x >> 16;
    return x ^ s->key0;
}

/* Puts x into the hole at index k of heap array v, moving it toward the
 * root past larger parents. */
static void pt_sift_up(uint32_t *v, uint32_t k, uint32_t x)
{
    while (k > 0) {
        uint32_t parent = (k - 1) / 2;
        if (v[parent] <= x)
            break;
        v[k] = v[parent];
        k = parent;
    }
    v[k] = x;
}

/* Puts x into the hole at index k of heap array v (len entries, the hole
 * included), moving it toward the leaves past smaller children. */
static void pt_sift_down(uint32_t *v, uint32_t len, uint32_t k, uint32_t x)
{
    for (;;) {
        uint32_t c = 2 * k + 1;
        if (c >= len)
            break;
        if (c + 1 < len && v[c + 1] < v[c])
            c++;
        if (x <= v[c])
            break;
        v[k] = v[c];
        k = c;
    }
    v[k] = x;
}

/* Adds weight x to the heap; the caller has reserved room. */
static void pt_heap_push(GenList *h, uint32_t x)
{
    pt_sift_up(h->v, h->len++, x);
}

/* Removes entry k (< len) from the heap and returns it. */
static uint32_t pt_heap_remove(GenList *h, uint32_t k)
{
    uint32_t *v = h->v;
    uint32_t out = v[k];
    uint32_t x = v[--h->len];
    if (k < h->len) {
        if (k > 0 && v[(k - 1) / 2] > x)
            pt_sift_up(v, k, x);
        else
            pt_sift_down(v, h->len, k, x);
    }
    return out;
}

/* The cells of edge e, a then b, and the side of a it is. */
static inline Dir pt_ends(const Grid *g, uint32_t e, uint32_t *a, uint32_t *b)
{
    if (!grid_is_square(g)) {
        int side;
        grid_edge_cells(g, e, a, &side, b);
        return (Dir)side;
    }
    *a = e >> 1;
    *b = *a + ((e & 1) ? (uint32_t)g->w : 1);
    return (e & 1) ? DIR_S : DIR_E;
}

/* True when edge e joins two cells already in the maze (a dead heap entry). */
static inline bool pt_stale(const Grid *g, uint32_t e)
{
    uint32_t a, b;
    pt_ends(g, e, &a, &b);
    return g->mark[a] == MARK_DONE && g->mark[b] == MARK_DONE;
}

/* Examines PT_SWEEP heap entries from the sweep cursor onward, wrapping
 * around, and deletes the stale ones. Stale entries would be skipped when
 * they reach the top anyway, but most are heavy and would otherwise sit in
 * the heap until the very end, roughly doubling its size. */
static void pt_sweep(PrimTrue *s, const Grid *g)
{
    GenList *h = &s->heap;
    for (int t = 0; t < PT_SWEEP && h->len > 0; t++) {
        if (s->sweep >= h->len)
            s->sweep = 0;
        if (s->sweep + PT_AHEAD < h->len && grid_is_square(g)) {
            uint32_t a, b;
            pt_ends(g, pt_edge(s, h->v[s->sweep + PT_AHEAD]), &a, &b);
            GEN_PREFETCH(&g->mark[a]);
            GEN_PREFETCH(&g->mark[b]);
        }
        if (pt_stale(g, pt_edge(s, h->v[s->sweep])))
            pt_heap_remove(h, s->sweep);
        else
            s->sweep++;
    }
}

/* The edge number of the passage on side d of cell i (inside the grid). */
static inline uint32_t pt_edge_of(const Grid *g, uint32_t i, Dir d)
{
    if (!grid_is_square(g))
        return grid_edge_of(g, i, (int)d);
    switch (d) {
    case DIR_N: return 2 * (i - (uint32_t)g->w) + 1;
    case DIR_E: return 2 * i;
    case DIR_S: return 2 * i + 1;
    case DIR_W: return 2 * (i - 1);
    }
    return 0;
}

/* The lightest weight of the edges from frontier cell f to its neighbours in
 * the maze (MARK_DONE), or UINT32_MAX when it has none. */
static uint32_t pt_lightest_in(const PrimTrue *s, const Grid *g, uint32_t f)
{
    Dir dirs[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_marked(g, f, MARK_DONE, dirs), best = UINT32_MAX;
    for (uint32_t t = 0; t < k; t++) {
        uint32_t wt = pt_weight(s, pt_edge_of(g, f, dirs[t]));
        if (wt < best)
            best = wt;
    }
    return best;
}

/* Pushes the edges from c, just joined (the only cell not MARK_DONE in the
 * maze), to its neighbours outside the maze, and marks blank ones
 * MARK_FRONTIER. Keeps the invariant that each frontier cell's lightest edge
 * into the maze is in the heap; an edge heavier than that one can never be
 * carved, so it is not pushed (this keeps stale entries down). The caller
 * has reserved room for 4 entries. */
static void pt_expand(PrimTrue *s, GenCtx *ctx, uint32_t c)
{
    const Grid *g = ctx->grid;
    Dir dirs[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_marked(g, c, MARK_FRONTIER, dirs);
    for (uint32_t t = 0; t < k; t++) {
        uint32_t wt = pt_weight(s, pt_edge_of(g, c, dirs[t]));
        if (wt < pt_lightest_in(s, g, gen_step_to(g, c, dirs[t])))
            pt_heap_push(&s->heap, wt);
    }
    k = gen_neighbors_marked(g, c, MARK_BLANK, dirs);
    for (uint32_t t = 0; t < k; t++) {
        pt_heap_push(&s->heap, pt_weight(s, pt_edge_of(g, c, dirs[t])));
        gen_mark(ctx, gen_step_to(g, c, dirs[t]), MARK_FRONTIER);
    }
}

/* Blank neighbours of cell c (they become frontier when c joins). */
static uint32_t pt_count_blank(const Grid *g, uint32_t c)
{
    Dir dirs[GRID_MAX_SIDES];
    return gen_neighbors_marked(g, c, MARK_BLANK, dirs);
}

static const char *const pt_lines[] = {
    "give every wall a random weight; start at a random cell, it joins",
    "lightest wall on the heap has both sides in the maze: drop it, take the next",
    "the lightest wall out of the maze: carve it, its far cell joins",
    "push the new cell's walls to cells outside; those cells become frontier",
    "no cell left outside the maze: done",
};

static bool pt_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    PrimTrue *s = state;
    const Grid *g = ctx->grid;
    uint64_t keys = rng_next(ctx->rng);
    s->key0 = (uint32_t)keys;
    s->key1 = (uint32_t)(keys >> 32);
    uint32_t start = grid_random_cell(g, ctx->rng);
    s->phase = PT_GROWING;
    s->cur = GRID_NONE;
    s->left = grid_cells_on(g) - 1;
    gen_mark(ctx, start, MARK_DONE);
    gen_report_start(ctx, PTE_START, start);
    if (s->left == 0) {
        step_fact(ctx->report, "walls", 0);
        s->phase = PT_DONE;
        ctx->done = true;
        return true;
    }
    if (!gen_list_reserve(&s->heap, GRID_MAX_SIDES))
        return false;
    pt_expand(s, ctx, start);
    step_fact(ctx->report, "walls", s->heap.len);
    return true;
}

static size_t pt_step(void *state, GenCtx *ctx, size_t n)
{
    PrimTrue *s = state;
    const Grid *g = ctx->grid;
    const uint8_t *mk = g->mark;
    size_t done = 0;

    while (done < n && s->phase != PT_DONE) {
        /* Room first: running out of memory stops before any change. */
        if (!gen_list_reserve(&s->heap, s->heap.len + GRID_MAX_SIDES)) {
            ctx->error = MAZE_ERR_NOMEM;
            break;
        }
        const uint32_t last = s->cur;
        if (last != GRID_NONE)
            gen_mark(ctx, last, MARK_DONE);
        uint32_t e, a, b, c, stale = 0, weight;
        Dir side;
        for (;; stale++) {
            /* a cell is still outside, so a live edge is in the heap */
            weight = pt_heap_remove(&s->heap, 0);
            e = pt_edge(s, weight);
            side = pt_ends(g, e, &a, &b);
            if (mk[a] != MARK_DONE) {
                c = a;
                break;
            }
            if (mk[b] != MARK_DONE) {
                c = b;
                break;
            }
        }
        gen_carve(ctx, a, side);
        if (--s->left == 0) {
            gen_mark(ctx, c, MARK_DONE);
            s->cur = GRID_NONE;
            s->phase = PT_DONE;
            ctx->done = true;
            gen_list_free(&s->heap);    /* only stale edges remain */
        } else {
            gen_mark(ctx, c, MARK_CURRENT);
            s->cur = c;
            uint32_t frontier = ctx->report ? pt_count_blank(g, c) : 0;
            pt_expand(s, ctx, c);
            pt_sweep(s, g);
            if (ctx->report)
                ctx->report->line = frontier ? 3 : stale ? 1 : 2;
        }
        if (ctx->report) {
            uint32_t from = c == a ? b : a;
            Dir d = c == b ? side : (Dir)grid_back(g, a, (int)side);
            int line = s->phase == PT_DONE ? 4 : ctx->report->line;
            gen_report_move(ctx, PTE_CARVE, line, from, c, d);
            step_fact_fraction(ctx->report, "weight", weight);
            step_fact(ctx->report, "heap", s->heap.len);
            step_fact(ctx->report, "stale", stale);
            if (last != GRID_NONE && from != last)
                step_fact(ctx->report, "elsewhere", 1);
        }
        done++;
    }
    return done;
}

static void pt_release(void *state)
{
    gen_list_free(&((PrimTrue *)state)->heap);
}

static bool pt_copy(void *dst, const void *src, const Grid *g)
{
    const PrimTrue *from = src;
    PrimTrue *to = dst;
    (void)g;
    *to = *from;
    to->heap.v = NULL;
    to->heap.cap = to->heap.len;
    return algo_dup(&to->heap.v, from->heap.v, (size_t)from->heap.len * sizeof *from->heap.v);
}

/* The weight of the wall on side d of cell i (an interior wall). */
static bool pt_edge_weight(const void *state, const Grid *g, uint32_t i, Dir d, uint32_t *weight)
{
    if (grid_neighbor(g, i, d) == GRID_NONE)
        return false;
    *weight = pt_weight(state, pt_edge_of(g, i, d));
    return true;
}

/* Every wall's weight as a shade. */
static void pt_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    (void)ctx;
    Overlay *o = overlay_add(out, OV_SHADES, PAL_WEIGHT, "wall weight: lighter is carved sooner");
    if (o) {
        o->state = state;
        o->side_field = pt_edge_weight;
    }
}

/* The cell that joins next: beyond the lightest wall in the heap that
 * still leads out of the maze (the cell joined last is in it), as the
 * step pops past the stale ones. */
static bool pt_ask_join(const void *state, const GenCtx *ctx, Question *q)
{
    const PrimTrue *s = state;
    const Grid *g = ctx->grid;
    uint32_t best = UINT32_MAX, join = GRID_NONE;
    if (s->phase != PT_GROWING)
        return false;
    for (uint32_t k = 0; k < s->heap.len; k++) {
        uint32_t wt = s->heap.v[k], a, b;
        pt_ends(g, pt_edge(s, wt), &a, &b);
        bool in_a = g->mark[a] == MARK_DONE || a == s->cur;
        bool in_b = g->mark[b] == MARK_DONE || b == s->cur;
        if (in_a != in_b && wt <= best) {
            best = wt;
            join = in_a ? b : a;
        }
    }
    if (join == GRID_NONE)
        return false;
    question_set_cell(q, join);
    step_fact_fraction(&q->about, "weight", best);
    return true;
}

static const QuestionKind pt_questions[] = {
    { "join-next", "Which cell joins the maze next?",
      "the one beyond the lightest wall out of the maze (weight {weight})",
      ANSWER_CELL, TRUTH_OTHER, NULL, NULL, pt_ask_join },
};

static const char *pt_phase_name(const void *state)
{
    return pt_phase_names[((const PrimTrue *)state)->phase];
}

const GenAlgo gen_prim_true = {
    .kind = ALGO_GEN,
    .id = "prim-true",
    .name = "Prim (true, weighted)",
    .short_name = "True Prim's",
    .blurb = "Give every wall a random weight and grow the minimum spanning tree "
             "from one cell, always carving the lightest wall out of the maze. "
             "Spreads in fingers along cheap walls; many short dead ends.",
    .state_size = sizeof(PrimTrue),
    .init = pt_init,
    .step = pt_step,
    .release = pt_release,
    .phase_name = pt_phase_name,
    .pseudocode = { pt_lines, 5 },
    .copy = pt_copy,
    .kinds = STEP_KINDS(pt_kinds),
    .questions = QUESTION_KINDS(pt_questions),
    .overlays = pt_overlays,
    .shapes = SHAPES_ALL,
};
