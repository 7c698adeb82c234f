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
 * Memory: 5 uint32s a column (a column's two links side by side: the hot
 * loops then need one base register for both).
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
#define EL_DOWN 0x80000000u     /* bit 31: el_drop_by_coin and el_drop shift it */

/* Column x's place in its set's list. */
typedef struct ElLink {
    uint32_t left;      /* the previous cell of x's set, in column order */
    uint32_t right;     /* the next one (circular) */
} ElLink;

typedef struct Eller {
    EllerPhase phase;
    uint32_t x, y;      /* the next decision: cell x of row y */
    uint32_t cur;       /* the MARK_CURRENT cell, or GRID_NONE */
    ElLink *link;       /* w + 2 entries; entries w and w + 1 are scratch
                           slots for branch-free updates that change
                           nothing */
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

/* c ? a : b without a branch: a coin decides c in the hot loops, and a
 * mispredicted branch costs more than a whole step. Compilers make a plain
 * ?: there a branch (GCC 12 does, where several selects share a coin), so
 * on x86-64 it is a conditional move the compiler cannot undo, elsewhere
 * a mask (one more instruction a select). */
static inline uint32_t el_pick(bool c, uint32_t a, uint32_t b)
{
#if defined(__GNUC__) && defined(__x86_64__)
    __asm__("test %2, %2\n\tcmovne %1, %0" : "+r"(b) : "r"(a), "r"((uint32_t)c) : "cc");
    return b;
#else
    return b ^ ((a ^ b) & (0u - (uint32_t)c));
#endif
}

/* Merges the sets of columns x and x + 1 when c (they must then be in
 * different sets), branch-free: when !c every store hits scratch slot
 * `none` or `none + 1` instead. a = right[x], b = left[x + 1]. */
static inline void el_join_if(ElLink *link, uint32_t x, uint32_t a, uint32_t b, bool c,
                              uint32_t none)
{
    link[el_pick(c, b, none)].right = a;
    link[el_pick(c, a, none)].left = b;
    link[el_pick(c, x, none)].right = x + 1;
    link[el_pick(c, x + 1, none + 1)].left = x;
}

/* Takes column x out of its set when c, leaving it a set of its own;
 * branch-free like el_join_if. l = left[x], r = right[x]. */
static inline void el_unlink_if(ElLink *link, uint32_t x, uint32_t l, uint32_t r, bool c,
                                uint32_t none)
{
    link[el_pick(c, r, none)].left = l;
    link[el_pick(c, l, none)].right = r;
    link[el_pick(c, x, none)] = (ElLink){ x, x };
}

/* The leftmost column of column x's set in the current row. */
static uint32_t el_leftmost(const ElLink *link, uint32_t x)
{
    while (link[x].left < x)
        x = link[x].left;
    return x;
}

/* Cells of column x's set in the current row. */
static uint32_t el_size(const ElLink *link, uint32_t x)
{
    uint32_t m = el_leftmost(link, x), c = m, k = 0;
    do {
        k++;
        c = link[c].right;
    } while (c != m);
    return k;
}

/* The id of column x's set in the current row. */
static uint32_t el_id(const Eller *s, uint32_t x)
{
    return s->id[el_leftmost(s->link, x)];
}

/* Adds to report r the set of column x (and of x + 1 when `both`). */
static void el_report_sets(StepReport *r, const Eller *s, uint32_t x, bool both)
{
    step_fact(r, "set", el_id(s, x));
    step_fact(r, "row_cells", el_size(s->link, x));
    if (both) {
        step_fact(r, "other_set", el_id(s, x + 1));
        step_fact(r, "other_row_cells", el_size(s->link, x + 1));
    }
}

/* Reports horizontal decision x of the current row (before it is applied):
 * join (c), kept by the coin, or kept as the same set; `last`: the last
 * row's events and lines. */
static void el_report_join(StepReport *r, const Eller *s, uint32_t row, uint32_t x, bool c,
                           bool last)
{
    bool same = s->link[x].right == x + 1;
    int kind = last ? (c ? ELE_LAST_JOIN : ELE_LAST_SAME)
                    : (c ? ELE_JOIN : same ? ELE_KEEP_SAME : ELE_KEEP_COIN);
    int line = last ? (c ? 6 : 7) : (c ? 1 : same ? 3 : 2);
    step_move(r, kind, line, row + x, row + x + 1, DIR_E);
    el_report_sets(r, s, x, !same);
    if (c) {
        uint32_t a = el_leftmost(s->link, x), b = el_leftmost(s->link, x + 1);
        step_fact(r, "joined", s->id[a < b ? a : b]);
    }
}

/* True when column x's drop is up to a coin, from its carry c and the next
 * cell of its set `next` (right[x]); else it is forced: the set's last cell
 * (next wraps to its first), and no cell of the set went down yet. One `|`
 * of two bits, no branch: the carry's bit arrives at the end of the hot
 * loop's longest chain of dependent operations, which this lengthens by
 * as little as it can. */
static inline bool el_drop_by_coin(uint32_t x, uint32_t c, uint32_t next)
{
    return (next > x) | (c >> 31);
}

/* What column x's vertical decision writes (no: x does not go down). */
typedef struct ElDrop {
    uint32_t to;        /* the carry slot it passes to: its set's next cell,
                           or scratch slot w for the set's last cell */
    uint32_t carry;     /* what it passes: the set's id, EL_DOWN when a cell
                           of the set up to x went down */
    uint32_t id;        /* x's id in the next row: its set's when it goes
                           down, else a fresh one */
} ElDrop;

/* One vertical decision for column x, branch-free, from its carry c, the
 * next cell of its set (right[x]), its own id[x] and the next fresh id. */
static inline ElDrop el_drop(uint32_t x, uint32_t c, uint32_t next, uint32_t own_id,
                             uint32_t fresh, uint32_t w, bool no)
{
    uint32_t carried = el_pick(c != 0, c, own_id);     /* the set's id, and EL_DOWN */
    return (ElDrop){ el_pick(next <= x, w, next), carried | ((uint32_t)!no << 31),
                     el_pick(no, fresh, carried & ~EL_DOWN) };
}

/* Stores decision d of column x: its carry is used up, the next one
 * passed on, its next row's id written. */
static inline void el_drop_store(uint32_t *carry, uint32_t *next_id, uint32_t x, ElDrop d)
{
    carry[x] = 0;
    carry[d.to] = d.carry;
    next_id[x] = d.id;
}

/* Swaps the row's ids and the next row's once a row's drops are done. */
static void el_swap_ids(uint32_t **id, uint32_t **next_id)
{
    uint32_t *t = *id;
    *id = *next_id;
    *next_id = t;
}

/* After the last drop of row y: the cells that did not go down leave their
 * sets (each is a new set in the next row, with the id it was given) and
 * the next row's ids take over. */
static void el_end_row(Eller *s, const Grid *g)
{
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    const uint8_t *pass = g->pass;
    for (uint32_t x = 0; x < w; x++)
        el_unlink_if(s->link, x, s->link[x].left, s->link[x].right, !(pass[row + x] & PASS_S), w);
    el_swap_ids(&s->id, &s->next_id);
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

/* Bytes of the one block that holds a w-wide run's per-column arrays. */
static size_t el_bytes(uint32_t w)
{
    return ((size_t)w + 2) * sizeof(ElLink) + (3 * (size_t)w + 1) * sizeof(uint32_t);
}

/* Points carry, id and next_id into the block at s->link: links, then
 * carry, id and next_id (which swap places each row). */
static void el_place(Eller *s, uint32_t w)
{
    s->carry = (uint32_t *)(s->link + w + 2);
    s->id = s->carry + w + 1;
    s->next_id = s->id + w;
}

static bool el_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Eller *s = state;
    Grid *g = ctx->grid;
    uint32_t w = (uint32_t)g->w;
    s->link = mem_alloc(el_bytes(w));
    if (!s->link)
        return false;
    el_place(s, w);
    for (uint32_t k = 0; k <= w + 1; k++)
        s->link[k] = (ElLink){ k, k };
    for (uint32_t k = 0; k <= w; k++)
        s->carry[k] = 0;
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
    ElLink *link = s->link;
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    uint32_t x = s->x, cur = s->cur;
    size_t done = 0;

    switch (s->phase) {
    case EL_JOINING:
        /* Decisions x = 0 .. w - 2: join x and x + 1? */
        for (; done < n && x + 1 < w; done++, x++) {
            uint32_t i = row + x;
            bool c = link[x].right != x + 1 && rng_coin(rng);
            if (ctx->report)
                el_report_join(ctx->report, s, row, x, c, false);
            el_join_if(link, x, link[x].right, link[x + 1].left, c, w);
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
            uint32_t c = s->carry[x], next = link[x].right;
            bool forced = !el_drop_by_coin(x, c, next);
            bool no = !forced && rng_coin(rng);
            if (ctx->report) {
                step_move(ctx->report, no ? ELE_NO_DROP : forced ? ELE_DROP_FORCED : ELE_DROP_COIN,
                          no ? 5 : 4, i, no ? STEP_NONE : i + w, no ? -1 : DIR_S);
                el_report_sets(ctx->report, s, x, false);
                if (x + 1 == w)
                    step_fact(ctx->report, "next_row", s->y + 1);
            }
            el_drop_store(s->carry, s->next_id, x, el_drop(x, c, next, s->id[x], s->fresh, w, no));
            s->fresh += no;
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
            bool c = x + 1 < w && link[x].right != x + 1;
            if (ctx->report && x + 1 < w)
                el_report_join(ctx->report, s, row, x, c, true);
            else if (ctx->report)
                step_move(ctx->report, ELE_LAST_CELL, 6, i, STEP_NONE, -1);
            if (c)
                el_join_if(link, x, link[x].right, link[x + 1].left, true, w);
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

/* The per-column arrays and the next fresh id, as locals of a hot loop: a
 * store into one of the arrays could otherwise alias the Eller struct's
 * fields and force them to be reloaded at every column. */
typedef struct ElRow {
    ElLink *link;
    uint32_t *carry, *id, *next_id;
    uint32_t fresh;
} ElRow;

static inline ElRow el_row(const Eller *s)
{
    return (ElRow){ s->link, s->carry, s->id, s->next_id, s->fresh };
}

/* The hot loops below load the next column's entries before the stores of
 * the current one and patch them with the values those stores wrote: a
 * store whose address comes from a load (right[x], left[x + 1]) very often
 * hits the entries of column x + 1, and a load of them issued after it
 * either waits for the address or is replayed when the processor guessed
 * wrong; in registers, the next column never waits on memory. */

/* The horizontal decisions x0 .. x1 - 1 of a row (x1 <= w - 1) with nobody
 * watching: branch-free, the coin pool in locals. */
GEN_HOT_INLINE void el_join_span(ElLink *link, uint8_t *pass_row, uint32_t w, uint32_t x0,
                                 uint32_t x1, Rng *rng, uint64_t *coins, unsigned *ncoins)
{
    uint32_t a = link[x0].right, b = link[x0 + 1].left;
    for (uint32_t x = x0; x < x1; x++) {
        uint32_t a1 = link[x + 1].right, b1 = link[x + 2].left;  /* x + 2 <= w: scratch */
        bool c = gen_coin_if(rng, coins, ncoins, a != x + 1);
        el_join_if(link, x, a, b, c, w);
        pass_row[x] |= (uint8_t)(PASS_E * (uint8_t)c);
        /* The join set right[b] = a and left[a] = b. */
        uint32_t a0 = a;
        a = el_pick(c & (b == x + 1), a, a1);
        b = el_pick(c & (a0 == x + 2), b, b1);
    }
}

/* The vertical decisions x0 .. x1 - 1 of a row (x1 <= w) with nobody
 * watching, like el_join_span. With `unlink` (a whole row in one call, so
 * nobody sees the sets before the row ends), each cell that does not go
 * down leaves its set at once, which is what el_end_row would do after
 * the last drop: an unlink changes only left[] and the right[] of cells
 * already decided or of a set's last cell (whose right[] stays at or
 * before it), so the later decisions read the same values. */
GEN_HOT_INLINE void el_drop_span(ElRow *r, uint8_t *pass_row, uint32_t w, uint32_t x0,
                                 uint32_t x1, bool unlink, Rng *rng, uint64_t *coins,
                                 unsigned *ncoins)
{
    ElLink *link = r->link;
    uint32_t *carry = r->carry;
    uint32_t c = carry[x0], l = link[x0].left;
    for (uint32_t x = x0; x < x1; x++) {
        uint32_t next = link[x].right;
        uint32_t c1 = carry[x + 1], l1 = link[x + 1].left;  /* x + 1 <= w */
        bool no = gen_coin_if(rng, coins, ncoins, el_drop_by_coin(x, c, next));
        ElDrop d = el_drop(x, c, next, r->id[x], r->fresh, w, no);
        el_drop_store(carry, r->next_id, x, d);
        r->fresh += no;
        pass_row[x] |= (uint8_t)(PASS_S * (uint8_t)!no);
        if (unlink) {
            el_unlink_if(link, x, l, next, no, w);
            /* The unlink set left[next] = l. */
            l1 = el_pick(no & (next == x + 1), l, l1);
        }
        c = el_pick(next == x + 1, d.carry, c1);
        l = l1;
    }
}

/* el_run for the joining and dropping phases with nobody watching: the
 * decisions in tight branch-free loops, the marks set once per call to what
 * the one-step-at-a-time path would leave (the row MARK_RUN, decided cells
 * MARK_DONE, the last decided cell MARK_CURRENT). Same maze, RNG use, sets
 * and marks as el_run. */
static size_t el_run_fast(Eller *s, GenCtx *ctx, Rng *rng, size_t n)
{
    const Grid *g = ctx->grid;
    uint8_t *mark = g->mark;
    const uint32_t w = (uint32_t)g->w, row = s->y * w;
    uint8_t *pass_row = g->pass + row;
    const uint32_t x0 = s->x;
    uint64_t coins = rng->coins;
    unsigned ncoins = rng->ncoins;
    uint32_t x1;

    if (s->phase == EL_JOINING) {
        x1 = n < (size_t)(w - 1 - x0) ? x0 + (uint32_t)n : w - 1;
        el_join_span(s->link, pass_row, w, x0, x1, rng, &coins, &ncoins);
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
        ElRow r = el_row(s);
        el_drop_span(&r, pass_row, w, x0, x1, false, rng, &coins, &ncoins);
        s->fresh = r.fresh;
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

/* Whole rows with nobody watching, from the start of row s->y: up to
 * `rows` rows above the last, each its joins and drops (w - 1 + w steps)
 * in two passes, the unlinking done in the second. A decided row's marks
 * are all MARK_DONE, so it is written once; only the row the call stops
 * at gets its MARK_RUN (el_begin_row). Same maze, RNG use, sets and marks
 * as el_run_fast over the same steps. Returns the steps done. */
static size_t el_rows_fast(Eller *s, GenCtx *ctx, Rng *rng, uint32_t rows)
{
    const Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w, y1 = s->y + rows;
    uint64_t coins = rng->coins;
    unsigned ncoins = rng->ncoins;
    ElRow r = el_row(s);
    for (uint32_t y = s->y; y < y1; y++) {
        uint8_t *pass_row = g->pass + (size_t)y * w;
        el_join_span(r.link, pass_row, w, 0, w - 1, rng, &coins, &ncoins);
        el_drop_span(&r, pass_row, w, 0, w, true, rng, &coins, &ncoins);
        memset(g->mark + (size_t)y * w, MARK_DONE, w);
        el_swap_ids(&r.id, &r.next_id);
    }
    s->id = r.id;
    s->next_id = r.next_id;
    s->fresh = r.fresh;
    s->y = y1;
    el_begin_row(s, g, NULL);
    rng->coins = coins;
    rng->ncoins = ncoins;
    return (size_t)rows * (2 * (size_t)w - 1);
}

static size_t el_step(void *state, GenCtx *ctx, size_t n)
{
    Eller *s = state;
    Rng rng = *ctx->rng;    /* local: byte stores cannot alias it */
    const uint32_t w = (uint32_t)ctx->grid->w, h = (uint32_t)ctx->grid->h;
    const size_t row_steps = 2 * (size_t)w - 1;
    size_t done = 0;
    while (done < n && s->phase != EL_DONE) {
        bool fast = !ctx->dirty && !ctx->report && s->phase != EL_LAST_ROW;
        /* At a row's start: no decision made in it yet. */
        bool row_start = s->x == 0 && s->cur == GRID_NONE;
        size_t rows = (n - done) / row_steps;
        if (fast && row_start && rows > 0) {
            uint32_t left = h - 1 - s->y;  /* rows above the last */
            done += el_rows_fast(s, ctx, &rng, rows < left ? (uint32_t)rows : left);
        } else if (fast) {
            done += el_run_fast(s, ctx, &rng, n - done);
        } else {
            done += el_run(s, ctx, &rng, ctx->dirty, n - done);
        }
    }
    *ctx->rng = rng;
    return done;
}

static void el_release(void *state)
{
    Eller *s = state;
    mem_free(s->link);
    s->link = NULL;
    s->carry = s->id = s->next_id = NULL;
}

static bool el_copy(void *dst, const void *src, const Grid *g)
{
    const Eller *from = src;
    Eller *to = dst;
    const uint32_t w = (uint32_t)g->w;
    *to = *from;
    if (!algo_dup(&to->link, from->link, el_bytes(w)))
        return false;
    el_place(to, w);
    /* id and next_id swap places each row: keep the same roles */
    if (from->id != from->carry + w + 1)
        el_swap_ids(&to->id, &to->next_id);
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
        *size = el_size(s->link, x);
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
    bool same = s->link[s->x].right == s->x + 1;
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
    uint32_t a = el_leftmost(s->link, s->x), b = el_leftmost(s->link, s->x + 1);
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
    if (s->link[s->x].right <= s->x)
        step_fact(&q->about, "last", 1);
    if (s->carry[s->x] & EL_DOWN)
        step_fact(&q->about, "went", 1);
    q->value = !el_drop_by_coin(s->x, s->carry[s->x], s->link[s->x].right);
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
    .shapes = SHAPES_SQUARE,
    .shape_note = "Eller's builds the maze a row at a time, joining sets along each row "
                  "and down to the next: only the full square grid has rows that line up "
                  "so.",
};
