/* prim.c - simplified ("randomised") Prim.
 *
 * The maze starts as one random cell; its neighbours form the frontier. Each
 * step takes a random frontier cell (swap-remove from the frontier list),
 * connects it to a random neighbour already in the maze, and adds its blank
 * neighbours to the frontier. Unlike true Prim there are no edge weights:
 * every frontier cell is equally likely.
 *
 * Bias: the maze grows as a roundish blob from the start, giving a radial
 * texture with many short dead ends and short, direct solution paths.
 * One step = one carve. Marks: MARK_FRONTIER for the frontier, MARK_CURRENT
 * for the cell joined in this step, MARK_DONE for the rest of the maze.
 *
 * Speed: the random bits of each pick are drawn a few steps early and the
 * cell they would pick in the frontier as it is then is prefetched; the
 * frontier changes little in between, so the guess is usually right. */
#include "gen_list.h"

typedef enum PrPhase {
    PR_GROWING,         /* joining frontier cells to the maze */
    PR_DONE
} PrPhase;

typedef struct Prim {
    PrPhase phase;
    GenList frontier;   /* cells marked MARK_FRONTIER */
    uint32_t cur;       /* cell shown MARK_CURRENT, or GRID_NONE */
    uint32_t left;      /* cells not yet in the maze */
    GenPick pick;       /* frontier picks, drawn a few steps early */
} Prim;

static const char *const pr_phase_names[] = { "growing", "done" };

/* Moves the blank neighbours of cell i to the frontier. Returns false when
 * out of memory (nothing changed). */
static bool pr_add_frontier(Prim *s, GenCtx *ctx, uint32_t i)
{
    Dir dirs[4];
    uint32_t k = gen_neighbors_marked(ctx->grid, i, MARK_BLANK, dirs);
    if (!gen_list_reserve(&s->frontier, s->frontier.len + k))
        return false;
    for (uint32_t t = 0; t < k; t++) {
        uint32_t j = gen_step_to(ctx->grid, i, dirs[t]);
        gen_mark(ctx, j, MARK_FRONTIER);
        gen_list_push(&s->frontier, j);
    }
    return true;
}

static bool pr_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Prim *s = state;
    const Grid *g = ctx->grid;
    uint32_t start = rng_below(ctx->rng, g->n);
    s->phase = PR_GROWING;
    s->cur = GRID_NONE;
    s->left = g->n - 1;
    gen_mark(ctx, start, MARK_DONE);
    if (s->left == 0) {
        s->phase = PR_DONE;
        ctx->done = true;
        return true;
    }
    return pr_add_frontier(s, ctx, start);
}

static size_t pr_step(void *state, GenCtx *ctx, size_t n)
{
    Prim *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != PR_DONE) {
        /* Room for this step's new frontier cells first, so that running out
         * of memory stops before the step changes anything. */
        if (!gen_list_reserve(&s->frontier, s->frontier.len + 3)) {
            ctx->error = MAZE_ERR_NOMEM;
            break;
        }
        if (s->cur != GRID_NONE)
            gen_mark(ctx, s->cur, MARK_DONE);
        uint32_t k = gen_pick_index(&s->pick, ctx->rng, g, &s->frontier);
        uint32_t c = gen_list_swap_remove(&s->frontier, k);
        Dir d = DIR_N;
        gen_random_neighbor(g, ctx->rng, c, MARK_DONE, &d); /* always one */
        gen_carve(ctx, c, d);
        if (--s->left == 0) {
            gen_mark(ctx, c, MARK_DONE);
            s->cur = GRID_NONE;
            s->phase = PR_DONE;
            ctx->done = true;
        } else {
            gen_mark(ctx, c, MARK_CURRENT);
            s->cur = c;
            pr_add_frontier(s, ctx, c);  /* cannot fail: room reserved */
        }
        done++;
    }
    return done;
}

static void pr_release(void *state)
{
    gen_list_free(&((Prim *)state)->frontier);
}

static const char *pr_phase_name(const void *state)
{
    return pr_phase_names[((const Prim *)state)->phase];
}

const GenAlgo gen_prim = {
    .id = "prim",
    .name = "Prim (simplified)",
    .short_name = "Prim's",
    .blurb = "Grow the maze from one cell: join a random frontier cell to a "
             "random neighbour already in the maze. Radial texture with many "
             "short dead ends.",
    .state_size = sizeof(Prim),
    .init = pr_init,
    .step = pr_step,
    .release = pr_release,
    .phase_name = pr_phase_name,
};
