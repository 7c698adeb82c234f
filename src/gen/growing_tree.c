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
 * Memory: the list holds 4-byte cell indices, except for `newest`, whose list
 * is always a path (each cell added next to the previous newest) and can hold
 * every cell (a 1 x N grid): it is stored as 2 bits per move, n / 4 bytes.
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
    GenList active;     /* active cells are v[head .. len) (not newest) */
    uint32_t head;      /* entries before this were removed (oldest only) */
    uint8_t *path;      /* newest only: the moves from the first active cell
                           to `top`, 2 bits each (gen_dirs_set) */
    uint32_t depth;     /* newest only: moves in path (active cells - 1) */
    uint32_t top;       /* newest only: the newest active cell */
    GenPick pick;       /* random picks (random, mixed), drawn a bit early */
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
    gen_mark(ctx, start, MARK_STACK);
    if (s->variant == GT_NEWEST) {
        s->top = start;
        s->path = mem_calloc(g->n / 4 + 1, 1);
        return s->path != NULL;
    }
    if (!gen_list_reserve(&s->active, 1))
        return false;
    gen_list_push(&s->active, start);
    return true;
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
        return gen_pick_index(&s->pick, rng, g, &s->active);
    case GT_MIXED:
        break;
    }
    return rng_coin(rng) ? len - 1 : gen_pick_index(&s->pick, rng, g, &s->active);
}

/* Adds cell next, reached from the chosen cell by direction d, to the list. */
static void gt_add(GrowingTree *s, uint32_t next, Dir d)
{
    if (s->variant == GT_NEWEST) {
        gen_dirs_set(s->path, s->depth++, d);
        s->top = next;
    } else {
        gen_list_push(&s->active, next);  /* room reserved by gt_step */
    }
}

/* Removes entry k (chosen by gt_choose; for newest, the top cell) from the
 * active list. Returns true when that leaves the list empty. */
static bool gt_remove(GrowingTree *s, const Grid *g, uint32_t k)
{
    GenList *l = &s->active;
    if (s->variant == GT_NEWEST) {
        if (s->depth == 0)
            return true;
        s->top = gen_step_to(g, s->top, dir_opposite(gen_dirs_get(s->path, --s->depth)));
        return false;
    }
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
    return l->len == s->head;
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
        Dir d;
        if (gen_random_neighbor(g, ctx->rng, c, MARK_BLANK, &d)) {
            uint32_t next = gen_step_to(g, c, d);
            gen_carve(ctx, c, d);
            gen_mark(ctx, next, MARK_CURRENT);
            gt_add(s, next, d);
            s->cur = next;
            s->phase = GT_CARVING;
        } else {
            gen_mark(ctx, c, MARK_DONE);
            s->phase = GT_REMOVING;
            if (gt_remove(s, g, k)) {
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

static const char *gt_phase_name(const void *state)
{
    return gt_phase_names[((const GrowingTree *)state)->phase];
}

const GenAlgo gen_growing_tree = {
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
};
