/* eller.c - Eller's algorithm, one row at a time in O(width) memory.
 *
 * Each cell of the current row belongs to a set: the cells already connected
 * through the rows above. For each row: (1) left to right, randomly join
 * adjacent cells of different sets (carve east); (2) left to right, give each
 * cell a random south passage, forcing one for the last cell of a set that
 * has none yet, so every set reaches the next row. Cells that did not go
 * south start the next row as sets of their own. The last row joins every
 * pair of adjacent cells in different sets, leaving one set: a perfect maze.
 *
 * Sets are kept with the linked-list trick: the cells of one set in the
 * current row form a circular doubly linked list (left/right) in column
 * order. Sets in a row never interleave (their connecting paths above would
 * cross), so cells x and x+1 share a set exactly when right[x] == x + 1, a
 * join of two lists is a four-pointer splice that keeps column order, and a
 * cell leaves its set in O(1). Memory: 2 x (width + 1) uint32s.
 *
 * Bias: fairly uniform-looking texture with a slight horizontal grain; the
 * bottom row has long east-west runs where the last joins merge many sets.
 *
 * Step: one horizontal decision (join or not) or one vertical decision
 * (passage south or not). The current row is MARK_RUN, the cell deciding
 * MARK_CURRENT; cells whose vertical decision is made become MARK_DONE. */
#include <string.h>

#include "gen_owned.h"
#include "maze/mem.h"

typedef enum EllerPhase {
    EL_JOINING,         /* horizontal decisions, rows above the last */
    EL_DROPPING,        /* vertical decisions */
    EL_LAST_ROW,        /* the last row: join every pair of different sets */
    EL_DONE
} EllerPhase;

typedef struct Eller {
    EllerPhase phase;
    uint32_t x, y;      /* the next decision: cell x of row y */
    uint32_t cur;       /* the MARK_CURRENT cell, or GRID_NONE */
    uint32_t *left;     /* w + 1 entries: previous cell of x's set, in column
                           order; entry w is a scratch slot for branch-free
                           updates that change nothing */
    uint32_t *right;    /* w + 1 entries: next cell of x's set (circular) */
} Eller;

static const char *const el_phase_names[] = { "joining", "dropping", "last row", "done" };

/* c ? a : b by masking, so the compiler keeps it free of branches (a coin
 * decides c, and a mispredicted branch costs more than the whole step). */
static inline uint32_t el_pick(bool c, uint32_t a, uint32_t b)
{
    return b ^ ((a ^ b) & (0u - (uint32_t)c));
}

/* Merges the sets of columns x and x + 1 when c (they must then be in
 * different sets), branch-free: when !c the stores hit scratch slot `none`
 * or rewrite the values already there. */
static inline void el_join_if(uint32_t *left, uint32_t *right, uint32_t x, bool c, uint32_t none)
{
    uint32_t a = right[x], b = left[x + 1];
    right[el_pick(c, b, none)] = a;
    left[el_pick(c, a, none)] = b;
    right[x] = el_pick(c, x + 1, a);
    left[x + 1] = el_pick(c, x, b);
}

/* Takes column x out of its set when c, leaving it a set of its own;
 * branch-free like el_join_if. */
static inline void el_unlink_if(uint32_t *left, uint32_t *right, uint32_t x, bool c, uint32_t none)
{
    uint32_t l = left[x], r = right[x];
    left[el_pick(c, r, none)] = l;
    right[el_pick(c, l, none)] = r;
    left[x] = el_pick(c, x, l);
    right[x] = el_pick(c, x, r);
}

/* The leftmost column of column x's set in the current row: its id is that
 * plus one (small, and kept by the left set when two join). */
static uint32_t el_leftmost(const uint32_t *left, uint32_t x)
{
    while (left[x] < x)
        x = left[x];
    return x;
}

/* Cells of column x's set in the current row. */
static uint32_t el_size(const uint32_t *left, const uint32_t *right, uint32_t x)
{
    uint32_t m = el_leftmost(left, x), c = m, k = 0;
    do {
        k++;
        c = right[c];
    } while (c != m);
    return k;
}

/* Fills report r (not NULL) with the sets of columns x (a) and x + 1 (b). */
static void el_report_sets(StepReport *r, const Eller *s, uint32_t x, bool both)
{
    r->set_a = el_leftmost(s->left, x) + 1;
    r->size_a = el_size(s->left, s->right, x);
    if (both) {
        r->set_b = el_leftmost(s->left, x + 1) + 1;
        r->size_b = el_size(s->left, s->right, x + 1);
    }
}

/* Reports horizontal decision x of the current row (before it is applied):
 * join (c), kept by the coin, or kept as the same set; `last`: the last row's
 * lines. */
static void el_report_join(StepReport *r, const Eller *s, uint32_t row, uint32_t x, bool c,
                           bool last)
{
    bool same = s->right[x] == x + 1;
    StepEvent ev = c ? EV_JOIN : same ? EV_KEEP_SAME : EV_KEEP_COIN;
    int line = last ? (c ? 6 : 7) : (c ? 1 : same ? 3 : 2);
    step_report_move(r, ev, line, row + x, row + x + 1, DIR_E);
    el_report_sets(r, s, x, !same);
}

/* Starts row s->y: marks it MARK_RUN and picks its first phase. The sets
 * already describe the row (cells that went south kept theirs). */
static void el_begin_row(Eller *s, const Grid *g, DirtyList *dirty)
{
    uint32_t w = (uint32_t)g->w;
    gen_mark_span(g->mark, dirty, s->y * w, w, MARK_RUN);
    s->x = 0;
    if (s->y + 1 == (uint32_t)g->h)
        s->phase = EL_LAST_ROW;
    else
        s->phase = w > 1 ? EL_JOINING : EL_DROPPING;
}

static const char *const el_lines[] = {
    "each cell of a row not joined from above is a set of its own",
    "join: neighbours in different sets, coin says yes: carve east, merge the sets",
    "keep: the coin says no, the wall stays",
    "keep: both already in one set, a passage would close a loop",
    "drop: coin says yes, or the last cell of its set: carve south",
    "no drop: the coin says no, the set goes down elsewhere",
    "last row: join every pair of neighbours in different sets",
    "last row: neighbours already in one set keep their wall",
};

static bool el_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Eller *s = state;
    gen_report_start(ctx, 0);
    Grid *g = ctx->grid;
    uint32_t w = (uint32_t)g->w;
    s->left = mem_alloc(2 * ((size_t)w + 1) * sizeof *s->left);
    if (!s->left)
        return false;
    s->right = s->left + w + 1;
    for (uint32_t k = 0; k <= w; k++)
        s->left[k] = s->right[k] = k;
    s->cur = GRID_NONE;
    s->y = 0;
    if (g->n == 1) {
        gen_mark(ctx, 0, MARK_DONE);
        s->phase = EL_DONE;
        ctx->done = true;
        return true;
    }
    el_begin_row(s, g, ctx->dirty);
    return true;
}

/* Does up to n steps (n >= 1) of the current phase, stopping when the phase
 * ends, and returns how many, reporting changes to dirty (may be NULL). */
static size_t el_run(Eller *s, GenCtx *ctx, Rng *rng, DirtyList *dirty, size_t n)
{
    const Grid *g = ctx->grid;
    uint8_t *pass = g->pass, *mark = g->mark;
    uint32_t *left = s->left, *right = s->right;
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    uint32_t x = s->x, cur = s->cur;
    size_t done = 0;

    switch (s->phase) {
    case EL_JOINING:
        /* Decisions x = 0 .. w - 2: join x and x + 1? */
        for (; done < n && x + 1 < w; done++, x++) {
            uint32_t i = row + x;
            bool c = right[x] != x + 1 && rng_coin(rng);
            if (ctx->report)
                el_report_join(ctx->report, s, row, x, c, false);
            el_join_if(left, right, x, c, w);
            gen_open_if(pass, dirty, i, PASS_E, c);
            if (cur != GRID_NONE)
                gen_mark_raw(mark, dirty, cur, MARK_RUN);
            gen_mark_raw(mark, dirty, i, MARK_CURRENT);
            cur = i;
        }
        if (x + 1 == w) {
            x = 0;
            s->phase = EL_DROPPING;
        }
        break;
    case EL_DROPPING:
        /* Decisions x = 0 .. w - 1: passage south? A set's last undecided
         * cell always gets one. */
        for (; done < n; done++, x++) {
            uint32_t i = row + x;
            bool forced = left[x] == x;
            bool no = !forced && rng_coin(rng);
            if (ctx->report) {
                step_report_move(ctx->report, no ? EV_NO_DROP : EV_DROP, no ? 5 : 4, i,
                                 no ? STEP_NONE : i + w, no ? -1 : DIR_S);
                el_report_sets(ctx->report, s, x, false);
                ctx->report->count = forced;
            }
            el_unlink_if(left, right, x, no, w);
            gen_open_if(pass, dirty, i, PASS_S, !no);
            /* The previous current cell is the row's last join (still in
             * the run) or the previous drop (decided). */
            if (cur != GRID_NONE && cur != i)
                gen_mark_raw(mark, dirty, cur, x > 0 ? MARK_DONE : MARK_RUN);
            if (x + 1 == w) {
                gen_mark_raw(mark, dirty, i, MARK_DONE);
                s->cur = GRID_NONE;
                s->y++;
                el_begin_row(s, g, dirty);
                return done + 1;
            }
            gen_mark_raw(mark, dirty, i, MARK_CURRENT);
            cur = i;
        }
        break;
    case EL_LAST_ROW:
        /* Decisions x = 0 .. w - 2 (one step for a 1-wide grid): join every
         * pair in different sets; the last one finishes the maze. */
        for (; done < n; done++, x++) {
            uint32_t i = row + x;
            bool c = x + 1 < w && right[x] != x + 1;
            if (ctx->report && x + 1 < w)
                el_report_join(ctx->report, s, row, x, c, true);
            else if (ctx->report)
                step_report_move(ctx->report, EV_LAST_CELL, 6, i, STEP_NONE, -1);
            if (c)
                el_join_if(left, right, x, true, w);
            gen_open_if(pass, dirty, i, PASS_E, c);
            if (x + 2 >= w) {
                gen_mark_span(mark, dirty, row, w, MARK_DONE);
                s->cur = GRID_NONE;
                s->phase = EL_DONE;
                ctx->done = true;
                return done + 1;
            }
            if (cur != GRID_NONE)
                gen_mark_raw(mark, dirty, cur, MARK_RUN);
            gen_mark_raw(mark, dirty, i, MARK_CURRENT);
            cur = i;
        }
        break;
    case EL_DONE:
        break;
    }
    s->x = x;
    s->cur = cur;
    return done;
}

/* el_run for the joining and dropping phases with nobody watching: the
 * decisions in a tight branch-free loop (the coin pool in locals), the marks
 * set once per call to what the one-step-at-a-time path would leave (the row
 * MARK_RUN, decided cells MARK_DONE, the last decided cell MARK_CURRENT).
 * Same maze, RNG use and marks as el_run. */
static size_t el_run_fast(Eller *s, GenCtx *ctx, Rng *rng, size_t n)
{
    const Grid *g = ctx->grid;
    uint8_t *pass = g->pass, *mark = g->mark;
    uint32_t *left = s->left, *right = s->right;
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    const uint32_t x0 = s->x;
    uint64_t coins = rng->coins;
    unsigned ncoins = rng->ncoins;
    uint32_t x1;

    if (s->phase == EL_JOINING) {
        x1 = n < (size_t)(w - 1 - x0) ? x0 + (uint32_t)n : w - 1;
        for (uint32_t x = x0; x < x1; x++) {
            bool c = gen_coin_if(rng, &coins, &ncoins, right[x] != x + 1);
            el_join_if(left, right, x, c, w);
            pass[row + x] |= (uint8_t)(PASS_E * (uint8_t)c);
        }
        if (s->cur != GRID_NONE)
            mark[s->cur] = MARK_RUN;
        s->cur = row + x1 - 1;
        mark[s->cur] = MARK_CURRENT;
        s->x = x1;
        if (x1 == w - 1) {
            s->x = 0;
            s->phase = EL_DROPPING;
        }
    } else {
        x1 = n < (size_t)(w - x0) ? x0 + (uint32_t)n : w;
        for (uint32_t x = x0; x < x1; x++) {
            bool no = gen_coin_if(rng, &coins, &ncoins, left[x] != x);
            el_unlink_if(left, right, x, no, w);
            pass[row + x] |= (uint8_t)(PASS_S * (uint8_t)!no);
        }
        if (s->cur != GRID_NONE)
            mark[s->cur] = x0 > 0 ? MARK_DONE : MARK_RUN;
        memset(mark + row + x0, MARK_DONE, x1 - x0);
        if (x1 == w) {
            s->cur = GRID_NONE;
            s->y++;
            el_begin_row(s, g, NULL);
        } else {
            s->cur = row + x1 - 1;
            mark[s->cur] = MARK_CURRENT;
            s->x = x1;
        }
    }
    rng->coins = coins;
    rng->ncoins = ncoins;
    return x1 - x0;
}

static size_t el_step(void *state, GenCtx *ctx, size_t n)
{
    Eller *s = state;
    Rng rng = *ctx->rng;    /* local: byte stores cannot alias it */
    size_t done = 0;
    while (done < n && s->phase != EL_DONE) {
        if (!ctx->dirty && !ctx->report && s->phase != EL_LAST_ROW)
            done += el_run_fast(s, ctx, &rng, n - done);
        else
            done += el_run(s, ctx, &rng, ctx->dirty, n - done);
    }
    *ctx->rng = rng;
    return done;
}

static void el_release(void *state)
{
    Eller *s = state;
    mem_free(s->left);
    s->left = s->right = NULL;
}

static bool el_copy(void *dst, const void *src, const Grid *g)
{
    const Eller *from = src;
    Eller *to = dst;
    *to = *from;
    to->right = NULL;
    if (!gen_dup(&to->left, from->left, 2 * ((size_t)g->w + 1) * sizeof *from->left))
        return false;
    to->right = to->left + g->w + 1;
    return true;
}

/* The set id of cell i when it is in the current row, else 0. */
static uint32_t el_set_id(const void *state, const Grid *g, uint32_t i)
{
    const Eller *s = state;
    if (s->phase == EL_DONE || i / (uint32_t)g->w != s->y)
        return 0;
    return el_leftmost(s->left, i % (uint32_t)g->w) + 1;
}

static uint32_t el_set_size(const void *state, const Grid *g, uint32_t i)
{
    const Eller *s = state;
    if (!el_set_id(state, g, i))
        return 0;
    return el_size(s->left, s->right, i % (uint32_t)g->w);
}

static void el_view(const void *state, const Grid *g, GenView *out)
{
    const Eller *s = state;
    (void)g;
    out->walker = s->cur;
}

static const char *el_phase_name(const void *state)
{
    return el_phase_names[((const Eller *)state)->phase];
}

const GenAlgo gen_eller = {
    .id = "eller",
    .name = "Eller's algorithm",
    .short_name = "Eller's",
    .blurb = "One row at a time: randomly join neighbours in different sets, drop at "
             "least one passage south per set; the last row joins all sets. Needs only "
             "one row of memory.",
    .state_size = sizeof(Eller),
    .init = el_init,
    .step = el_step,
    .release = el_release,
    .phase_name = el_phase_name,
    .pseudocode = { el_lines, 8 },
    .copy = el_copy,
    .view = el_view,
    .set_id = el_set_id,
    .set_size = el_set_size,
};
