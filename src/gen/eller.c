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
 * cell leaves its set in O(1).
 *
 * Set ids, as the textbook numbers them: the cells of the first row are
 * sets 1..w; in each later row the cells that came down keep their set's
 * id and the others get the next unused ids, in column order. A set's id
 * is id[] of its leftmost cell in the row (so when two sets join, the one
 * reaching further left keeps its id), which needs no bookkeeping at a
 * join. While the row drops, every cell stays in its row's set (the lists
 * change only when the row is over), so the view and the sentences name the
 * sets the student sees; "carry" passes along each set, left to right, its
 * id and whether a cell of it went down yet, which decides the forced drop
 * (a set's last cell when none did) and the ids of the next row.
 * Memory: 5 uint32s a column.
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

/* carry[x]: the set id of x's set with EL_DOWN set when a cell of it left
 * of x went down; 0 for a set's leftmost cell (nothing passed to it). */
#define EL_DOWN 0x80000000u

typedef struct Eller {
    EllerPhase phase;
    uint32_t x, y;      /* the next decision: cell x of row y */
    uint32_t cur;       /* the MARK_CURRENT cell, or GRID_NONE */
    uint32_t *left;     /* w + 1 entries: previous cell of x's set, in column
                           order; entry w is a scratch slot for branch-free
                           updates that change nothing */
    uint32_t *right;    /* w + 1 entries: next cell of x's set (circular) */
    uint32_t *id;       /* w entries: the row's ids (a set's: its leftmost's) */
    uint32_t *next_id;  /* w entries: the next row's, filled while dropping */
    uint32_t *carry;    /* w + 1 entries (w: scratch), see EL_DOWN */
    uint32_t fresh;     /* the next unused set id */
} Eller;

static const char *const el_phase_names[] = { "joining", "dropping", "last row", "done" };

/* Its events. Facts: "set" (the set of cell) and "other_set" (of other),
 * "row_cells" and "other_row_cells" their cells in this row, "joined" the
 * id the joined set keeps, "next_row" on the row's last drop decision: the
 * row that comes next (that drop is a milestone). */
enum {
    ELE_START = 1,      /* the first row: every cell a set of its own */
    ELE_JOIN,           /* wall between cell and other removed */
    ELE_KEEP_COIN,      /* wall kept by the coin */
    ELE_KEEP_SAME,      /* wall kept: one set already */
    ELE_DROP_COIN,      /* passage south cell -> other, the coin said yes */
    ELE_DROP_FORCED,    /* passage south: the set's last cell, none went down */
    ELE_NO_DROP,        /* no passage south from cell */
    ELE_LAST_JOIN,      /* the last row: wall removed between two sets */
    ELE_LAST_SAME,      /* the last row: wall kept, one set already */
    ELE_LAST_CELL       /* a one-column grid's last cell */
};

#define EL_WALL "Wall between {cell} and {other} "
#define EL_NEXT "{?next_row:; the row is done, row {next_row} is next}"
#define EL_JOINS "removed: joins set {set} ({row_cells:cell} in this row) and set " \
    "{other_set} ({other_row_cells:cell}) into set {joined}"

static const StepKind el_kinds[] = {
    [ELE_START] = { "start", "Row 0: each cell is a set of its own, sets 1 to {sets}", 0 },
    [ELE_JOIN] = { "join", EL_WALL EL_JOINS, STEP_ON_WALL },
    [ELE_KEEP_COIN] = { "keep-coin", EL_WALL "kept: the coin says no, sets {set} and "
                                             "{other_set} stay apart", STEP_ON_WALL },
    [ELE_KEEP_SAME] = { "keep-same", EL_WALL "kept: both already in set {set}, a passage "
                                             "would close a loop", STEP_ON_WALL },
    [ELE_DROP_COIN] = { "drop", "Carved south from {cell} to {other}: set {set} goes down "
                                "here (the coin says yes)" EL_NEXT, STEP_MILESTONE, "next_row" },
    [ELE_DROP_FORCED] = { "drop-forced", "Carved south from {cell} to {other}: the last cell "
                                         "of set {set} in this row, and none of it went down "
                                         "yet" EL_NEXT, STEP_MILESTONE, "next_row" },
    [ELE_NO_DROP] = { "no-drop", "No passage south from {cell}: the coin says no, set {set} "
                                 "goes down elsewhere; below it a new set starts" EL_NEXT,
                    STEP_MILESTONE, "next_row" },
    [ELE_LAST_JOIN] = { "last-join", "Last row: " EL_WALL EL_JOINS, STEP_ON_WALL },
    [ELE_LAST_SAME] = { "last-same", "Last row: " EL_WALL "kept: both already in set {set}",
                        STEP_ON_WALL },
    [ELE_LAST_CELL] = { "last-cell", "{cell} is the last cell: one set, the maze is done", 0 },
};

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

/* The leftmost column of column x's set in the current row. */
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

/* The id of column x's set in the current row. */
static uint32_t el_id(const Eller *s, uint32_t x)
{
    return s->id[el_leftmost(s->left, x)];
}

/* Adds to report r the set of column x (and of x + 1 when `both`). */
static void el_report_sets(StepReport *r, const Eller *s, uint32_t x, bool both)
{
    step_fact(r, "set", el_id(s, x));
    step_fact(r, "row_cells", el_size(s->left, s->right, x));
    if (both) {
        step_fact(r, "other_set", el_id(s, x + 1));
        step_fact(r, "other_row_cells", el_size(s->left, s->right, x + 1));
    }
}

/* Reports horizontal decision x of the current row (before it is applied):
 * join (c), kept by the coin, or kept as the same set; `last`: the last
 * row's events and lines. */
static void el_report_join(StepReport *r, const Eller *s, uint32_t row, uint32_t x, bool c,
                           bool last)
{
    bool same = s->right[x] == x + 1;
    int kind = last ? (c ? ELE_LAST_JOIN : ELE_LAST_SAME)
                    : (c ? ELE_JOIN : same ? ELE_KEEP_SAME : ELE_KEEP_COIN);
    int line = last ? (c ? 6 : 7) : (c ? 1 : same ? 3 : 2);
    step_move(r, kind, line, row + x, row + x + 1, DIR_E);
    el_report_sets(r, s, x, !same);
    if (c) {
        uint32_t a = el_leftmost(s->left, x), b = el_leftmost(s->left, x + 1);
        step_fact(r, "joined", s->id[a < b ? a : b]);
    }
}

/* One vertical decision for column x, branch-free: passes x's set id and
 * "went down" along to the set's next cell, writes x's id for the next row
 * (its set's when it goes down, else a fresh one) and returns whether x
 * goes down. `coin` is drawn only when the drop is not forced (want). */
static inline bool el_drop_decide(Eller *s, uint32_t x, uint32_t w, bool no)
{
    uint32_t c = s->carry[x];
    s->carry[x] = 0;
    uint32_t sid = c ? c & ~EL_DOWN : s->id[x];
    bool last = s->right[x] <= x;
    s->carry[el_pick(!last, s->right[x], w)] = sid | (c & EL_DOWN) | (no ? 0u : EL_DOWN);
    s->next_id[x] = el_pick(no, s->fresh, sid);
    s->fresh += no;
    return !no;
}

/* True when column x's drop is forced: the last cell of its set, and no
 * cell of the set went down yet. */
static inline bool el_drop_forced(const Eller *s, uint32_t x)
{
    return s->right[x] <= x && !(s->carry[x] & EL_DOWN);
}

/* After the last drop of row y: the cells that did not go down leave their
 * sets (each is a new set in the next row, with the id it was given) and
 * the next row's ids take over. */
static void el_end_row(Eller *s, const Grid *g)
{
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    const uint8_t *pass = g->pass;
    for (uint32_t x = 0; x < w; x++)
        el_unlink_if(s->left, s->right, x, !(pass[row + x] & PASS_S), w);
    uint32_t *t = s->id;
    s->id = s->next_id;
    s->next_id = t;
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
    Grid *g = ctx->grid;
    uint32_t w = (uint32_t)g->w;
    s->left = mem_alloc((5 * (size_t)w + 3) * sizeof *s->left);
    if (!s->left)
        return false;
    s->right = s->left + w + 1;
    s->carry = s->right + w + 1;
    s->id = s->carry + w + 1;
    s->next_id = s->id + w;
    for (uint32_t k = 0; k <= w; k++) {
        s->left[k] = s->right[k] = k;
        s->carry[k] = 0;
    }
    for (uint32_t k = 0; k < w; k++)
        s->id[k] = k + 1;
    s->fresh = w + 1;
    s->cur = GRID_NONE;
    s->y = 0;
    gen_report_start(ctx, ELE_START, STEP_NONE);
    step_fact(ctx->report, "sets", w);
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
        /* Decisions x = 0 .. w - 1: passage south? A set's last cell goes
         * down when no other cell of it did. */
        for (; done < n; done++, x++) {
            uint32_t i = row + x;
            bool forced = el_drop_forced(s, x);
            bool no = !forced && rng_coin(rng);
            if (ctx->report) {
                step_move(ctx->report, no ? ELE_NO_DROP : forced ? ELE_DROP_FORCED : ELE_DROP_COIN,
                          no ? 5 : 4, i, no ? STEP_NONE : i + w, no ? -1 : DIR_S);
                el_report_sets(ctx->report, s, x, false);
                if (x + 1 == w)
                    step_fact(ctx->report, "next_row", s->y + 1);
            }
            el_drop_decide(s, x, w, no);
            gen_open_if(pass, dirty, i, PASS_S, !no);
            /* The previous current cell is the row's last join (still in
             * the run) or the previous drop (decided). */
            if (cur != GRID_NONE && cur != i)
                gen_mark_raw(mark, dirty, cur, x > 0 ? MARK_DONE : MARK_RUN);
            if (x + 1 == w) {
                gen_mark_raw(mark, dirty, i, MARK_DONE);
                s->cur = GRID_NONE;
                el_end_row(s, g);
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
                step_move(ctx->report, ELE_LAST_CELL, 6, i, STEP_NONE, -1);
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
 * Same maze, RNG use, sets and marks as el_run. */
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
            bool no = gen_coin_if(rng, &coins, &ncoins, !el_drop_forced(s, x));
            el_drop_decide(s, x, w, no);
            pass[row + x] |= (uint8_t)(PASS_S * (uint8_t)!no);
        }
        if (s->cur != GRID_NONE)
            mark[s->cur] = x0 > 0 ? MARK_DONE : MARK_RUN;
        memset(mark + row + x0, MARK_DONE, x1 - x0);
        if (x1 == w) {
            s->cur = GRID_NONE;
            el_end_row(s, g);
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
    s->left = s->right = s->carry = s->id = s->next_id = NULL;
}

static bool el_copy(void *dst, const void *src, const Grid *g)
{
    const Eller *from = src;
    Eller *to = dst;
    const size_t w = (size_t)g->w;
    *to = *from;
    if (!algo_dup(&to->left, from->left, (5 * w + 3) * sizeof *from->left))
        return false;
    to->right = to->left + w + 1;
    to->carry = to->right + w + 1;
    /* id and next_id swap places each row: keep the same roles */
    to->id = to->left + (from->id - from->left);
    to->next_id = to->left + (from->next_id - from->left);
    return true;
}

/* The set of cell i when it is in the current row (its size: the set's
 * cells in the row), else 0. */
static uint32_t el_set_field(const void *state, const Grid *g, uint32_t i, uint32_t *size)
{
    const Eller *s = state;
    if (s->phase == EL_DONE || i / (uint32_t)g->w != s->y)
        return 0;
    uint32_t x = i % (uint32_t)g->w;
    if (size)
        *size = el_size(s->left, s->right, x);
    return el_id(s, x);
}

/* The current row's sets, a colour each. */
static void el_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    (void)ctx;
    Overlay *o = overlay_add(out, OV_SETS, PAL_SET, "sets of the row: a colour each");
    if (o) {
        o->state = state;
        o->field = el_set_field;
    }
}

/* ---- questions ------------------------------------------------------------ */

/* The horizontal decision x of the current row (phase `phase`): cell x and
 * x + 1, their sets, and whether they are one set already. */
static bool el_ask_wall(const Eller *s, const GenCtx *ctx, EllerPhase phase, Question *q)
{
    const uint32_t w = (uint32_t)ctx->grid->w, row = s->y * w;
    if (s->phase != phase || s->x + 1 >= w)
        return false;
    bool same = s->right[s->x] == s->x + 1;
    step_move(&q->about, STEP_KIND_NONE, 0, row + s->x, row + s->x + 1, DIR_E);
    step_fact(&q->about, "set", el_id(s, s->x));
    step_fact(&q->about, "other_set", el_id(s, s->x + 1));
    if (same)
        step_fact(&q->about, "same", 1);
    q->value = !same;
    return true;
}

static bool el_ask_can_join(const void *state, const GenCtx *ctx, Question *q)
{
    return el_ask_wall(state, ctx, EL_JOINING, q);
}

static bool el_ask_last_wall(const void *state, const GenCtx *ctx, Question *q)
{
    return el_ask_wall(state, ctx, EL_LAST_ROW, q);
}

/* A join of two sets keeps the id of the set reaching further left. */
static bool el_ask_join_set(const void *state, const GenCtx *ctx, Question *q)
{
    const Eller *s = state;
    if (!el_ask_wall(s, ctx, EL_JOINING, q) || !q->value)
        return false;
    uint32_t a = el_leftmost(s->left, s->x), b = el_leftmost(s->left, s->x + 1);
    q->value = s->id[a < b ? a : b];
    return true;
}

/* The vertical decision x: forced for the last cell of its set in the row
 * when no cell of the set went down yet. */
static bool el_ask_must_drop(const void *state, const GenCtx *ctx, Question *q)
{
    const Eller *s = state;
    if (s->phase != EL_DROPPING)
        return false;
    q->about.cell = s->y * (uint32_t)ctx->grid->w + s->x;
    step_fact(&q->about, "set", el_id(s, s->x));
    if (s->right[s->x] <= s->x)
        step_fact(&q->about, "last", 1);
    if (s->carry[s->x] & EL_DOWN)
        step_fact(&q->about, "went", 1);
    q->value = el_drop_forced(s, s->x);
    return true;
}

#define EL_ASK_SETS "{?same:both are in set {set} already: a passage would close a loop}" \
    "{!same:they are in sets {set} and {other_set}}"

static const QuestionKind el_questions[] = {
    { "can-join", "Could the wall between {cell} and {other} be removed?",
      EL_ASK_SETS "{!same:, so a coin decides}",
      ANSWER_YES_NO, TRUTH_EVENT, "join keep-coin", NULL, el_ask_can_join },
    { "join-set", "Say the coin removes the wall between {cell} and {other}: which set is {other} "
                  "in then?",
      "the joined set keeps the id of the set that reaches further left in the row",
      ANSWER_SET, TRUTH_FACT, "join", "joined", el_ask_join_set },
    { "must-drop", "Must {cell} carve south?",
      "{!last:set {set} has a cell further right in this row, so a coin decides}"
      "{?last:{cell} is the last cell of set {set} in this row{?went:, but a cell of the set went "
      "down already, so a coin decides}{!went:, and none of the set went down yet: every set "
      "must reach the next row}}",
      ANSWER_YES_NO, TRUTH_EVENT, "drop-forced", NULL, el_ask_must_drop },
    { "last-wall", "Last row: will the wall between {cell} and {other} be removed?",
      EL_ASK_SETS "{!same:, and the last row joins every two sets}",
      ANSWER_YES_NO, TRUTH_EVENT, "last-join", NULL, el_ask_last_wall },
};

static const char *el_phase_name(const void *state)
{
    return el_phase_names[((const Eller *)state)->phase];
}

const GenAlgo gen_eller = {
    .kind = ALGO_GEN,
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
    .kinds = STEP_KINDS(el_kinds),
    .questions = QUESTION_KINDS(el_questions),
    .overlays = el_overlays,
};
