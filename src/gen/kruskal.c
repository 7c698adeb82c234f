/* kruskal.c - randomised Kruskal.
 *
 * Every interior edge (wall between two cells) is examined once, in random
 * order; an edge whose two cells are in different sets is carved and the sets
 * are merged (union-find). The random order is a Fisher-Yates shuffle done
 * lazily: examining edge number k draws the slot to swap with, so init only
 * allocates zeroed arrays (slot value 0 means "holds its own index").
 *
 * Bias: none toward direction or length; many short dead ends and a "patchy"
 * look while running, as separate trees appear all over the grid and merge.
 * One step = one wall examined: carved when it joins two sets, kept (the
 * grid's passages unchanged) when its cells are already connected. Cells
 * start MARK_BLANK, the pair of the wall examined last is MARK_CURRENT (so
 * a kept wall is shown too, not only the last one removed), and cells
 * already joined are MARK_DONE.
 *
 * Memory: union-find 4 bytes/cell + edge slots 4 bytes/edge (~2 edges/cell).
 *
 * Speed: both the shuffle and the union-find touch memory at random, so the
 * shuffle runs ahead in a small ring: the swap partner of slot k is drawn
 * KR_DRAW_AHEAD edges early (and its slot prefetched), the swap is done
 * KR_RESOLVE_AHEAD edges early (and the edge's cells prefetched). The draws
 * happen in the same order whatever the step sizes, so the maze is the same.
 *
 * On other shapes (and masks) the edges are listed once at init, as
 * shape.h's edge codes (owner * 4 + bit: 4 more bytes an edge), and the
 * ring holds those codes. */
#include "gen_list.h"

typedef enum KrPhase {
    KR_JOINING,         /* examining edges, carving those that join two sets */
    KR_DONE
} KrPhase;

enum {
    KR_RING = 64,           /* power of two, > KR_DRAW_AHEAD */
    KR_DRAW_AHEAD = 48,     /* swap partners drawn this far ahead of use */
    KR_RESOLVE_AHEAD = 16,  /* swaps done this far ahead of use */
    KR_PARENT_AHEAD = 6     /* cells' union-find parents prefetched this far */
};

typedef struct Kruskal {
    KrPhase phase;
    uint32_t *slots;    /* edge_count slots: 0 = own index, else edge + 1 */
    uint32_t *uf;       /* n entries, see kr_find */
    uint32_t *edges;    /* other shapes: edge_count edge codes, in cell
                           order; NULL on the plain square */
    uint32_t edge_count;
    uint32_t horiz;     /* edges 0..horiz-1 are east walls, the rest south */
    uint64_t recip;     /* ceil(2^40 / (w - 1)): e / (w - 1) == e * recip >> 40
                           for every e < 2^27 */
    uint32_t next;      /* slots before this are examined */
    uint32_t resolved;  /* slots before this are swapped; ring holds codes */
    uint32_t drawn;     /* slots before this have a swap partner drawn */
    uint32_t ring[KR_RING]; /* slot k at k % KR_RING: its swap partner while
                           drawn, then its edge as 2 * cell + (south wall) */
    uint32_t joins_left;/* carves still to do (n - 1 at start) */
    uint32_t cur_a, cur_b; /* the pair shown MARK_CURRENT, or GRID_NONE */
} Kruskal;

static const char *const kr_phase_names[] = { "joining", "done" };

/* Its events. Facts: "set" and "other_set" the sets of cell and other (an
 * id: a set's root cell + 1), "set_cells" and "other_set_cells" their
 * cells, "joined" the id the joined set keeps, "sets" the sets left,
 * "interior_walls" the walls between two cells. */
enum {
    KRE_START = 1,      /* every cell a set of its own, the walls shuffled */
    KRE_JOIN,           /* the wall between cell and other removed */
    KRE_KEEP            /* the wall kept: one set already */
};

static const StepKind kr_kinds[] = {
    [KRE_START] = { "start", "Every cell is a set of its own ({sets:set}); the "
                             "{interior_walls:wall} are shuffled", 0 },
    [KRE_JOIN] = { "join", "Wall between {cell} and {other} removed: joins set {set} "
                           "({set_cells:cell}) and set {other_set} ({other_set_cells:cell}) into "
                           "set {joined}, {sets:set} left", STEP_ON_WALL | STEP_MILESTONE },
    [KRE_KEEP] = { "keep", "Wall between {cell} and {other} kept: both already in set {set} "
                           "({set_cells:cell}), it would close a loop", STEP_ON_WALL },
};

/* Union-find entries: 0 = a root of a set of 1 cell; KR_ROOT | (s - 1) = a
 * root of a set of s cells; otherwise parent + 1 (parents are < 2^26, so
 * never near KR_ROOT). Union by size: the bigger set's root stays root, so a
 * set's id (root + 1) survives while it grows. */
#define KR_ROOT 0x80000000u

static inline bool kr_is_root(uint32_t v) { return v - 1u >= KR_ROOT - 1u; }

/* Returns the root of x's set, halving the path on the way. */
static inline uint32_t kr_find(uint32_t *uf, uint32_t x)
{
    for (;;) {
        uint32_t p = uf[x];
        if (kr_is_root(p))
            return x;
        uint32_t gp = uf[p - 1];
        if (kr_is_root(gp))
            return p - 1;
        uf[x] = gp;
        x = gp - 1;
    }
}

/* Cells in the set of root r. */
static inline uint32_t kr_size(const uint32_t *uf, uint32_t r) { return (uf[r] & ~KR_ROOT) + 1; }

/* Merges the sets of roots ra != rb, by size (ties: ra stays root). */
static inline void kr_union(uint32_t *uf, uint32_t ra, uint32_t rb)
{
    uint32_t ka = uf[ra] & ~KR_ROOT, kb = uf[rb] & ~KR_ROOT;
    uint32_t joined = KR_ROOT | (ka + kb + 1);
    if (ka < kb) {
        uf[ra] = rb + 1;
        uf[rb] = joined;
    } else {
        uf[rb] = ra + 1;
        uf[ra] = joined;
    }
}

/* The root of x's set without changing anything (for viewers). */
static uint32_t kr_find_const(const uint32_t *uf, uint32_t x)
{
    while (!kr_is_root(uf[x]))
        x = uf[x] - 1;
    return x;
}

static const char *const kr_lines[] = {
    "put every cell in a set of its own; shuffle all the walls",
    "next wall, between two sets of several cells: remove it, merge the sets",
    "next wall, both cells already in one set: keep it, it would close a loop",
    "next wall, a single cell on one side: remove it, the cell joins that set",
    "the last join leaves one set (n - 1 walls removed): done",
};

/* kr_init on a grid of another shape or with a mask: lists the edges. */
static bool kr_init_shape(Kruskal *s, GenCtx *ctx)
{
    const Grid *g = ctx->grid;
    uint32_t count = 0;
    for (int pass = 0; pass < 2; pass++) {  /* count, then list */
        for (uint32_t i = 0; i < g->n; i++) {
            uint32_t nb[GRID_MAX_SIDES];
            const int sides = grid_neighbors(g, i, nb);
            for (int d = 0; d < sides; d++) {
                if (nb[d] == GRID_NONE || grid_edge_of(g, i, d) / 4u != i)
                    continue;   /* the boundary, or stored by the neighbour */
                if (pass == 1)
                    s->edges[s->edge_count++] = grid_edge_of(g, i, d);
                else
                    count++;
            }
        }
        if (pass == 0 && !(s->edges = mem_alloc((size_t)count * sizeof *s->edges + 1)))
            return false;
    }
    step_fact(ctx->report, "interior_walls", s->edge_count);
    s->joins_left = grid_cells_on(g) - 1;
    if (s->joins_left == 0) {
        gen_mark(ctx, 0, MARK_DONE);
        s->phase = KR_DONE;
        ctx->done = true;
        return true;
    }
    s->slots = mem_calloc(s->edge_count, sizeof *s->slots);
    s->uf = mem_calloc(g->n, sizeof *s->uf);
    return s->slots && s->uf;
}

static bool kr_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Kruskal *s = state;
    const Grid *g = ctx->grid;
    s->cur_a = s->cur_b = GRID_NONE;
    s->phase = KR_JOINING;
    gen_report_start(ctx, KRE_START, STEP_NONE);
    step_fact(ctx->report, "sets", grid_cells_on(g));
    if (!grid_is_square(g))
        return kr_init_shape(s, ctx);
    step_fact(ctx->report, "interior_walls", (uint32_t)(g->w - 1) * (uint32_t)g->h +
                                        (uint32_t)g->w * (uint32_t)(g->h - 1));
    if (g->n == 1) {
        gen_mark(ctx, 0, MARK_DONE);
        s->phase = KR_DONE;
        ctx->done = true;
        return true;
    }
    s->horiz = (uint32_t)(g->w - 1) * (uint32_t)g->h;
    if (g->w > 1)
        s->recip = ((UINT64_C(1) << 40) + (uint64_t)(g->w - 2)) / (uint64_t)(g->w - 1);
    s->edge_count = s->horiz + (uint32_t)g->w * (uint32_t)(g->h - 1);
    s->joins_left = g->n - 1;
    s->slots = mem_calloc(s->edge_count, sizeof *s->slots);
    s->uf = mem_calloc(g->n, sizeof *s->uf);
    return s->slots && s->uf;
}

/* Returns the next edge of the lazy shuffle as 2 * cell + (1 for the cell's
 * south wall, 0 for its east wall), keeping the draw-ahead ring full. There
 * must be an unexamined edge left. */
static inline uint32_t kr_next_edge(Kruskal *s, const Grid *g, Rng *rng)
{
    const uint32_t w = (uint32_t)g->w;
    while (s->drawn < s->edge_count && s->drawn - s->next < KR_DRAW_AHEAD) {
        uint32_t k = s->drawn++;
        uint32_t j = k + rng_below(rng, s->edge_count - k);
        s->ring[k % KR_RING] = j;
        GEN_PREFETCH(&s->slots[j]);
    }
    while (s->resolved < s->drawn && s->resolved - s->next < KR_RESOLVE_AHEAD) {
        uint32_t k = s->resolved++;
        uint32_t j = s->ring[k % KR_RING];
        uint32_t ej = s->slots[j] ? s->slots[j] - 1 : j;
        uint32_t ek = s->slots[k] ? s->slots[k] - 1 : k;
        s->slots[j] = ek + 1;
        if (s->edges) {     /* another shape: no prefetch, the code as it is */
            s->ring[k % KR_RING] = s->edges[ej];
            continue;
        }
        uint32_t a = ej < s->horiz ? ej + (uint32_t)(ej * s->recip >> 40) : ej - s->horiz;
        uint32_t b = ej < s->horiz ? a + 1 : a + w;
        s->ring[k % KR_RING] = 2 * a + (ej >= s->horiz);
        GEN_PREFETCH(&s->uf[a]);
        GEN_PREFETCH(&s->uf[b]);
        GEN_PREFETCH(&g->mark[a]);
        GEN_PREFETCH(&g->mark[b]);
        GEN_PREFETCH(&g->pass[a]);
    }
    if (s->next + KR_PARENT_AHEAD < s->resolved && !s->edges) {
        uint32_t e = s->ring[(s->next + KR_PARENT_AHEAD) % KR_RING];
        uint32_t pa = s->uf[e >> 1], pb = s->uf[(e & 1) ? (e >> 1) + w : (e >> 1) + 1];
        if (!kr_is_root(pa))
            GEN_PREFETCH(&s->uf[pa - 1]);
        if (!kr_is_root(pb))
            GEN_PREFETCH(&s->uf[pb - 1]);
    }
    return s->ring[s->next++ % KR_RING];
}

/* Reports the examination of the wall between a and b (roots ra, rb),
 * before any join. */
static void kr_report(const Kruskal *s, StepReport *r, uint32_t a, uint32_t b, Dir d,
                      uint32_t ra, uint32_t rb)
{
    uint32_t sa = kr_size(s->uf, ra), sb = kr_size(s->uf, rb);
    int line = ra == rb ? 2 : s->joins_left == 1 ? 4 : sa == 1 || sb == 1 ? 3 : 1;
    step_move(r, ra == rb ? KRE_KEEP : KRE_JOIN, line, a, b, (int)d);
    step_fact(r, "set", ra + 1);
    step_fact(r, "set_cells", sa);
    if (ra != rb) {
        step_fact(r, "other_set", rb + 1);
        step_fact(r, "other_set_cells", sb);
        step_fact(r, "joined", (sa < sb ? rb : ra) + 1);   /* kr_union keeps the bigger */
        step_fact(r, "sets", s->joins_left);
    }
}

/* The cells of edge e as kr_next_edge gives it (2 * cell + south on the
 * plain square, an edge code on other shapes), a then b, and the side of
 * a it is. */
static inline Dir kr_ends(const Kruskal *s, const Grid *g, uint32_t e, uint32_t *a, uint32_t *b)
{
    if (s->edges) {
        int side;
        grid_edge_cells(g, e, a, &side, b);
        return (Dir)side;
    }
    *a = e >> 1;
    *b = (e & 1) ? *a + (uint32_t)g->w : *a + 1;
    return (e & 1) ? DIR_S : DIR_E;
}

static size_t kr_step(void *state, GenCtx *ctx, size_t n)
{
    Kruskal *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != KR_DONE) {
        /* joins_left > 0 means some unexamined edge still joins two sets */
        uint32_t e = kr_next_edge(s, g, ctx->rng), a, b;
        Dir d = kr_ends(s, g, e, &a, &b);
        uint32_t ra = kr_find(s->uf, a), rb = kr_find(s->uf, b);
        done++;
        if (ctx->report)
            kr_report(s, ctx->report, a, b, d, ra, rb);
        /* Demote last step's pair, except a cell that is current again. */
        if (s->cur_a != GRID_NONE && s->cur_a != a && s->cur_a != b)
            gen_mark(ctx, s->cur_a, MARK_DONE);
        if (s->cur_b != GRID_NONE && s->cur_b != a && s->cur_b != b)
            gen_mark(ctx, s->cur_b, MARK_DONE);
        if (ra == rb) {     /* kept: it would close a loop */
            gen_mark(ctx, a, MARK_CURRENT);
            gen_mark(ctx, b, MARK_CURRENT);
            s->cur_a = a;
            s->cur_b = b;
            continue;
        }
        kr_union(s->uf, ra, rb);
        gen_carve(ctx, a, d);
        if (--s->joins_left == 0) {
            gen_mark(ctx, a, MARK_DONE);
            gen_mark(ctx, b, MARK_DONE);
            s->cur_a = s->cur_b = GRID_NONE;
            s->phase = KR_DONE;
            ctx->done = true;
        } else {
            gen_mark(ctx, a, MARK_CURRENT);
            gen_mark(ctx, b, MARK_CURRENT);
            s->cur_a = a;
            s->cur_b = b;
        }
    }
    return done;
}

static void kr_release(void *state)
{
    Kruskal *s = state;
    mem_free(s->slots);
    mem_free(s->uf);
    mem_free(s->edges);
    s->slots = s->uf = s->edges = NULL;
}

static bool kr_copy(void *dst, const void *src, const Grid *g)
{
    const Kruskal *from = src;
    Kruskal *to = dst;
    *to = *from;
    to->slots = to->uf = to->edges = NULL;
    if (from->edges &&
        !algo_dup(&to->edges, from->edges, (size_t)from->edge_count * sizeof *from->edges + 1))
        return false;
    if (from->phase == KR_DONE && !from->uf)
        return true;
    return algo_dup(&to->slots, from->slots, (size_t)from->edge_count * sizeof *from->slots) &&
           algo_dup(&to->uf, from->uf, (size_t)g->n * sizeof *from->uf);
}

/* Cell i's set (its root + 1) and the set's size. */
static uint32_t kr_set_field(const void *state, const Grid *g, uint32_t i, uint32_t *size)
{
    const Kruskal *s = state;
    uint32_t r = s->uf ? kr_find_const(s->uf, i) : 0;
    if (size)
        *size = s->uf ? kr_size(s->uf, r) : g->n;
    return r + 1;
}

/* The sets, a colour each. */
static void kr_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    (void)ctx;
    Overlay *o = overlay_add(out, OV_SETS, PAL_SET, "sets: a colour each");
    if (o) {
        o->state = state;
        o->field = kr_set_field;
    }
}

/* The wall the next step examines, as 2 * cell + (1 for its south wall),
 * without changing anything: the lazy shuffle's slot `next`, whose swap
 * partner is drawn ahead in the ring or, when not yet, is the next draw
 * from a copy of the RNG (as kr_next_edge would draw it). */
static uint32_t kr_peek_edge(const Kruskal *s, const Grid *g, const Rng *rng)
{
    const uint32_t k = s->next;
    if (k < s->resolved)
        return s->ring[k % KR_RING];
    uint32_t j;
    if (k < s->drawn) {
        j = s->ring[k % KR_RING];
    } else {
        Rng copy = *rng;
        j = k + rng_below(&copy, s->edge_count - k);
    }
    uint32_t ej = s->slots[j] ? s->slots[j] - 1 : j;
    if (s->edges)
        return s->edges[ej];
    uint32_t a = ej < s->horiz ? ej + ej / (uint32_t)(g->w - 1) : ej - s->horiz;
    return 2 * a + (ej >= s->horiz);
}

/* The next wall picked joins two sets exactly when its cells' roots
 * differ. */
static bool kr_ask_removed(const void *state, const GenCtx *ctx, Question *q)
{
    const Kruskal *s = state;
    const Grid *g = ctx->grid;
    if (s->phase != KR_JOINING || !s->uf)
        return false;
    uint32_t a, b;
    Dir d = kr_ends(s, g, kr_peek_edge(s, g, ctx->rng), &a, &b);
    uint32_t ra = kr_find_const(s->uf, a), rb = kr_find_const(s->uf, b);
    step_move(&q->about, STEP_KIND_NONE, 0, a, b, d);
    step_fact(&q->about, "set", ra + 1);
    step_fact(&q->about, "other_set", rb + 1);
    if (ra == rb)
        step_fact(&q->about, "same", 1);
    q->value = ra != rb;
    return true;
}

static const QuestionKind kr_questions[] = {
    { "removed", "The next wall picked is the one between {cell} and {other}. Will it be removed?",
      "{?same:both are in set {set} already: it would close a loop}{!same:they are in sets {set} "
      "and {other_set}: removing it joins them}",
      ANSWER_YES_NO, TRUTH_EVENT, "join", NULL, kr_ask_removed },
};

static const char *kr_phase_name(const void *state)
{
    return kr_phase_names[((const Kruskal *)state)->phase];
}

const GenAlgo gen_kruskal = {
    .kind = ALGO_GEN,
    .id = "kruskal",
    .name = "Randomised Kruskal",
    .short_name = "Kruskal's",
    .blurb = "Visit every wall in random order and knock it down when the cells "
             "on its two sides are not yet connected (union-find). No direction "
             "is favoured, yet it is not uniform: a few more short dead ends.",
    .state_size = sizeof(Kruskal),
    .init = kr_init,
    .step = kr_step,
    .release = kr_release,
    .phase_name = kr_phase_name,
    .pseudocode = { kr_lines, 5 },
    .copy = kr_copy,
    .kinds = STEP_KINDS(kr_kinds),
    .questions = QUESTION_KINDS(kr_questions),
    .overlays = kr_overlays,
    .shapes = SHAPES_ALL,
};
