/* wilson.c - Wilson's algorithm (loop-erased random walks).
 *
 * The maze (a tree) starts as one random cell. From the next blank cell in
 * scan order, a random walk wanders until it hits the maze; whenever it
 * steps onto a cell already on its own path, the loop it just closed is
 * erased. When it hits the maze, the loop-free path from its start is carved
 * into the maze, one cell per step. Then the next walk starts at the next
 * blank cell, found by a scan cursor that only moves forward.
 *
 * The walk is stored in the mark bytes themselves, so it costs no memory:
 * MARK_WALK_N/E/S/W on a cell means "on the current walk, left in that
 * direction"; the walk's head is MARK_CURRENT. Loop erasure follows those
 * directions from the cell stepped onto up to the head, clearing each mark
 * back to MARK_BLANK, so the viewer never shows a stale arrow.
 *
 * Bias: none. The result is a UNIFORM spanning tree whatever order the walks
 * start in. Early walks are long (hitting a one-cell maze takes ~n log n moves
 * on an n-cell grid); later ones are short.
 *
 * One step is one walk move (with the loop erasure it causes, amortised O(1):
 * each erased cell was added by an earlier move), or one path cell carved
 * into the maze. The step that carves the last cell of a path also places the
 * next walk's start (the scan to find it is amortised O(1)). */
#include "gen_walk.h"

typedef enum WiPhase {
    WI_WALKING,         /* the walk is looking for the maze */
    WI_CARVING,         /* the loop-erased path joins the maze, a cell a step */
    WI_DONE
} WiPhase;

typedef struct Wilson {
    WiPhase phase;
    GenWalk walk;       /* walking: the head (MARK_CURRENT) */
    uint32_t start;     /* walking: the walk's first cell; carving: the next
                           path cell to carve */
    uint32_t scan;      /* every cell before it is in the maze */
} Wilson;

static const char *const wi_phase_names[] = { "walking", "carving", "done" };

/* Starts the next walk at the first blank cell at or after s->scan, or, when
 * there is none, ends the run. */
static void wi_next_walk(Wilson *s, GenCtx *ctx)
{
    const Grid *g = ctx->grid;
    const uint8_t *mark = g->mark;
    uint32_t i = s->scan;
    while (i < g->n && mark[i] != MARK_BLANK)
        i++;
    s->scan = i;
    if (i == g->n) {
        s->phase = WI_DONE;
        ctx->done = true;
        return;
    }
    gen_walk_place(&s->walk, g, i);
    s->start = i;
    gen_mark(ctx, i, MARK_CURRENT);
    s->phase = WI_WALKING;
}

/* Plants the maze at a random cell and starts the first walk (a 1x1 grid is
 * done at once). */
static bool wi_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Wilson *s = state;
    gen_mark(ctx, rng_below(ctx->rng, ctx->grid->n), MARK_DONE);
    s->scan = 0;
    wi_next_walk(s, ctx);
    return true;
}

/* What a move in direction d onto a cell marked m means, as one table load
 * instead of compares the compiler would turn into unpredictable branches:
 * the low bits are the old head's new mark (its direction when the walk
 * grows, MARK_BLANK when a loop closed); WI_LOOP flags a loop longer than a
 * step straight back (the cell was on the walk but did not lead to the old
 * head); WI_HIT flags the maze. Rows for marks a walk never meets are 0. */
enum { WI_MARK_BITS = 0x3f, WI_HIT = 0x40, WI_LOOP = 0x80 };
static const uint8_t wi_moves[MARK_COUNT][4] = {
    [MARK_BLANK] = { MARK_WALK_N, MARK_WALK_E, MARK_WALK_S, MARK_WALK_W },
    [MARK_DONE] = { MARK_WALK_N | WI_HIT, MARK_WALK_E | WI_HIT,
                    MARK_WALK_S | WI_HIT, MARK_WALK_W | WI_HIT },
    /* A cell that went north leads back to a head that came from the south. */
    [MARK_WALK_N] = { WI_LOOP, WI_LOOP, MARK_BLANK, WI_LOOP },
    [MARK_WALK_E] = { WI_LOOP, WI_LOOP, WI_LOOP, MARK_BLANK },
    [MARK_WALK_S] = { MARK_BLANK, WI_LOOP, WI_LOOP, WI_LOOP },
    [MARK_WALK_W] = { WI_LOOP, MARK_BLANK, WI_LOOP, WI_LOOP },
};

/* Makes up to `budget` walk moves and returns how many it made; stops early
 * (phase WI_CARVING) at the move that hits the maze.
 *
 * Stepping from the head onto a blank cell marks the old head with the
 * direction taken. Stepping onto a cell already on the walk closes a loop:
 * that cell becomes the head and every cell after it, the old head included,
 * goes back to MARK_BLANK. The common loop, straight back onto the previous
 * cell, writes the same byte as a move onto a blank cell (only the value
 * differs), so the hot loop picks the value without a branch and only longer
 * loops jump to the erasure.
 *
 * Some care keeps loads from waiting on stores, so the CPU can run ahead of
 * cache misses. The head's MARK_CURRENT is written once, when the call ends:
 * the walk never reads its own head's mark (it cannot step onto it, and
 * erasure stops there). The old head's new mark is stored one move late,
 * after the next move's load; a move straight back onto it uses the pending
 * value instead of memory. dirty is NULL or ctx->dirty (see wi_walk). */
GEN_HOT_INLINE size_t wi_walk_with(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs,
                                    size_t budget, DirtyList *dirty)
{
    Grid *g = ctx->grid;
    uint8_t *mark = g->mark;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    GenWalk wk = s->walk;
    /* Index change to a walk cell's successor, looked up by its mark
     * directly: erasure is a chain of dependent loads, so every instruction
     * between one load and the next counts. */
    int32_t next_off[MARK_COUNT] = { 0 };
    for (unsigned k = 0; k < 4; k++)
        next_off[MARK_WALK_N + k] = dirs->off[k];
    /* The delayed store; the head is already MARK_CURRENT, so this first
     * one changes nothing (and no move can land on the head). */
    uint32_t pend_cell = wk.cur;
    unsigned pend_mark = MARK_CURRENT;
    size_t done = 0;
    bool hit = false;

    while (done < budget && !hit) {
        gen_walk_refill(&wk, ctx->rng);
        /* Spend the whole pool when the budget allows that many moves, else
         * one draw at a time; either way the draws are the same. Moves are
         * counted as draws minus the (rare) rejected ones. */
        const unsigned first = wk.left;
        const unsigned stop = budget - done >= first ? 0 : first - 1;
        unsigned rejected = 0;
        do {
            uint32_t from = wk.cur;
            Dir d;
            if (!gen_walk_try(&wk, w, cells, dirs, &d)) {
                rejected++;
                continue;
            }
            /* A move straight back onto the old head's predecessor, whose
             * new mark is still pending: if the walk had grown onto the old
             * head, this steps back (the old head goes blank); if a loop had
             * closed, the predecessor is blank now and the walk grows. That
             * never closes a longer loop or hits the maze, so the branch
             * below depends only on the load, not on the previous move: the
             * CPU can run ahead of cache misses. */
            unsigned back = wk.cur == pend_cell;
            unsigned m = mark[wk.cur];
            unsigned t = wi_moves[m][d] & (back - 1u);
            unsigned t_back = pend_mark != MARK_BLANK ? MARK_BLANK : MARK_WALK_N + d;
            mark[pend_cell] = (uint8_t)pend_mark;
            pend_cell = from;
            pend_mark = back ? t_back : t & WI_MARK_BITS;
            dirty_add(dirty, from);
            if (t >= WI_HIT) {
                if (t & WI_HIT) {
                    hit = true;
                    break;
                }
                /* Erase the loop from the cell after the new head up to the
                 * old head (whose blank mark is pending). */
                uint32_t c = wk.cur + (uint32_t)next_off[m];
                do {
                    uint32_t after = c + (uint32_t)next_off[mark[c]];
                    mark[c] = MARK_BLANK;
                    dirty_add(dirty, c);
                    c = after;
                } while (c != from);
            }
        } while (wk.left != stop);
        done += first - wk.left - rejected;
    }
    mark[pend_cell] = (uint8_t)pend_mark;
    s->walk = wk;
    if (hit)
        s->phase = WI_CARVING;
    else
        gen_mark(ctx, wk.cur, MARK_CURRENT);
    return done;
}

/* wi_walk_with, compiled twice: without reporting (the batch case) and with. */
static size_t wi_walk(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs, size_t budget)
{
    if (ctx->dirty)
        return wi_walk_with(s, ctx, dirs, budget, ctx->dirty);
    return wi_walk_with(s, ctx, dirs, budget, NULL);
}

/* Does up to n steps: walk moves while walking, one path cell each while
 * carving. */
static size_t wi_step(void *state, GenCtx *ctx, size_t n)
{
    Wilson *s = state;
    uint8_t *mark = ctx->grid->mark;
    GenWalkDirs dirs;
    gen_walk_dirs(ctx->grid, &dirs);
    size_t done = 0;

    while (done < n && s->phase != WI_DONE) {
        if (s->phase == WI_WALKING) {
            done += wi_walk(s, ctx, &dirs, n - done);
        } else {
            /* s->start is a path cell whose mark says where the path goes. */
            uint32_t c = s->start;
            Dir d = (Dir)(mark[c] - MARK_WALK_N);
            gen_carve_inner(ctx, c, d);
            gen_mark(ctx, c, MARK_DONE);
            s->start = c + (uint32_t)dirs.off[d];
            if (mark[s->start] == MARK_DONE)
                wi_next_walk(s, ctx);
            done++;
        }
    }
    return done;
}

/* Nothing to free: the walk lives in the mark bytes. */
static void wi_release(void *state)
{
    (void)state;
}

static const char *wi_phase_name(const void *state)
{
    return wi_phase_names[((const Wilson *)state)->phase];
}

const GenAlgo gen_wilson = {
    .id = "wilson",
    .name = "Wilson's algorithm",
    .short_name = "Wilson's",
    .blurb = "Random walks from blank cells until they hit the maze, erasing any "
             "loop they make; each loop-free path is then added. Unbiased (a "
             "uniform spanning tree) and much faster than Aldous-Broder.",
    .state_size = sizeof(Wilson),
    .init = wi_init,
    .step = wi_step,
    .release = wi_release,
    .phase_name = wi_phase_name,
};
