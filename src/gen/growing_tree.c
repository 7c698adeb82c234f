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
 * A random removal moves the last entry into the gap, so in `mixed` the cell
 * that was newest may lose that place: the list is a set with a remembered
 * newest end, not a strict stack.
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

typedef struct GrowingTree {
    GtPhase phase;
    GtVariant variant;
    GenList active;     /* active cells are v[head .. len) */
    uint32_t head;      /* entries before this were removed (oldest only) */
    uint32_t cur;       /* cell shown MARK_CURRENT, or GRID_NONE */
} GrowingTree;

static const char *const gt_phase_names[] = { "carving", "removing", "done" };

static const GenVariant gt_variants[] = {
    { "mixed", "Newest or random, 50/50", true },
    { "newest", "Newest cell (backtracker)", true },
    { "random", "Random cell (Prim-like)", true },
    { "oldest", "Oldest cell", true },
};

static bool gt_init(void *state, GenCtx *ctx, int variant)
{
    GrowingTree *s = state;
    const Grid *g = ctx->grid;
    s->variant = (GtVariant)variant;
    s->phase = GT_CARVING;
    s->cur = GRID_NONE;
    uint32_t start = rng_below(ctx->rng, g->n);
    if (g->n == 1) {
        gen_mark(ctx, start, MARK_DONE);
        s->phase = GT_DONE;
        ctx->done = true;
        return true;
    }
    if (!gen_list_reserve(&s->active, 1))
        return false;
    gen_list_push(&s->active, start);
    gen_mark(ctx, start, MARK_STACK);
    return true;
}

/* Index (into active.v) of the cell this step looks at. */
static uint32_t gt_choose(GrowingTree *s, Rng *rng)
{
    const uint32_t len = s->active.len;
    switch (s->variant) {
    case GT_NEWEST:
        return len - 1;
    case GT_OLDEST:
        return s->head;
    case GT_RANDOM:
        return len == 1 ? 0 : rng_below(rng, len);
    case GT_MIXED:
        break;
    }
    return rng_coin(rng) || len == 1 ? len - 1 : rng_below(rng, len);
}

/* Removes entry k (chosen by gt_choose) from the active list. */
static void gt_remove(GrowingTree *s, uint32_t k)
{
    GenList *l = &s->active;
    if (k + 1 == l->len) {
        l->len--;
    } else if (s->variant == GT_OLDEST) {
        /* k == head. Slide the live entries down once the dead prefix is as
         * long as they are: amortised O(1) per removal. */
        s->head++;
        if (s->head >= l->len - s->head) {
            memmove(l->v, l->v + s->head, (size_t)(l->len - s->head) * sizeof *l->v);
            l->len -= s->head;
            s->head = 0;
        }
    } else {
        gen_list_swap_remove(l, k);
    }
}

static size_t gt_step(void *state, GenCtx *ctx, size_t n)
{
    GrowingTree *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != GT_DONE) {
        /* Room first: running out of memory stops before any change. */
        if (!gen_list_reserve(&s->active, s->active.len + 1))
            break;
        if (s->cur != GRID_NONE) {
            gen_mark(ctx, s->cur, MARK_STACK);
            s->cur = GRID_NONE;
        }
        uint32_t k = gt_choose(s, ctx->rng);
        uint32_t c = s->active.v[k];
        Dir d;
        if (gen_random_neighbor(g, ctx->rng, c, MARK_BLANK, &d)) {
            uint32_t next = gen_step_to(g, c, d);
            gen_carve(ctx, c, d);
            gen_mark(ctx, next, MARK_CURRENT);
            gen_list_push(&s->active, next);
            s->cur = next;
            s->phase = GT_CARVING;
        } else {
            gen_mark(ctx, c, MARK_DONE);
            gt_remove(s, k);
            s->phase = GT_REMOVING;
            if (s->active.len == s->head) {
                s->phase = GT_DONE;
                ctx->done = true;
                gen_list_free(&s->active);
            }
        }
        done++;
    }
    return done;
}

static void gt_release(void *state)
{
    gen_list_free(&((GrowingTree *)state)->active);
}

static const char *gt_phase_name(const void *state)
{
    return gt_phase_names[((const GrowingTree *)state)->phase];
}

const GenAlgo gen_growing_tree = {
    .id = "growing-tree",
    .name = "Growing tree",
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
};
