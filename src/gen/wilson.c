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
 * MARK_WALK_N/E/S/W on a cell means "the walk left this cell in that
 * direction". Two ways to keep them, giving the same maze from the same
 * draws:
 *   - watched (a dirty list or a report attached): loop erasure. The marks are exactly
 *     the loop-free path, the head is MARK_CURRENT; a step onto the path
 *     erases the loop it closed, clearing each mark back to MARK_BLANK, so
 *     the viewer never shows a stale arrow.
 *   - unwatched: each move just overwrites the cell's mark with the
 *     direction it left by, as the tight reference version does. Following
 *     the marks from the start then gives each cell's LAST exit, and the
 *     last-exit path of a walk is its loop-erased path, so the same path is
 *     carved. Cells the walk visited off that path keep a stale arrow until
 *     a later walk passes or starts there (a walk starts at the first cell
 *     not in the maze, and treats any cell not in the maze alike). If a
 *     viewer attaches in the middle, wi_tidy clears the stale arrows once.
 *
 * Bias: none. The result is a UNIFORM spanning tree whatever order the walks
 * start in. Early walks are long (hitting a one-cell maze takes ~n log n moves
 * on an n-cell grid); later ones are short.
 *
 * One step is the start of a walk (its first cell lit), one walk move (with
 * the loop erasure it causes, amortised O(1): each erased cell was added by
 * an earlier move), or one path cell carved into the maze. The step that
 * carves the last cell of a path also finds the next walk's start (the scan
 * is amortised O(1)), or ends the run. Watched, the path's length is kept
 * (for the reports); after unwatched steps wi_tidy recounts it.
 *
 * On other shapes (and masks) the walk moves through the shape's sides
 * with its coordinates kept (gen_pos_walk), the arrows of six-sided cells
 * on marks MARK_WALK_4 and MARK_WALK_5 (gen_walk_mark), watched or not in
 * the two ways above (wi_run_fast_k unwatched); the scan skips cells a
 * mask switches off. */
#include "gen_owned.h"
#include "gen_pos.h"
#include "gen_question.h"
#include "gen_walk.h"

typedef enum WiPhase {
    WI_STARTING,        /* the next walk starts at `start` at the next step */
    WI_WALKING,         /* the walk is looking for the maze */
    WI_CARVING,         /* the loop-erased path joins the maze, a cell a step */
    WI_DONE
} WiPhase;

typedef struct Wilson {
    WiPhase phase;
    GenWalk walk;       /* walking: the head (MARK_CURRENT when watched) */
    uint32_t start;     /* starting, walking: the walk's first cell;
                           carving: the next path cell to carve */
    uint32_t scan;      /* every cell before it is in the maze */
    uint32_t len;       /* walking: path cells before the head; carving:
                           path cells left to carve (kept when watched,
                           recounted by wi_tidy) */
    uint32_t outside;   /* cells not in the maze yet */
    bool stale;         /* an unwatched step ran: marks off the path may be
                           stale arrows and len is not kept (wi_tidy) */
    GenPos pos;         /* other shapes: the head, with its coordinates */
    GenBytes bytes;     /* other shapes: the walk's random bytes */
} Wilson;

static const char *const wi_phase_names[] = { "starting a walk", "walking", "carving", "done" };

/* Its events. Facts: "outside" cells not in the maze, "path" cells of the
 * walk's loop-free path (its start to its head), "erased" cells of a loop
 * erased, "left" path cells still to carve. The path is carved from its
 * start toward the maze, so it joins the maze with its last passage. */
enum {
    WIE_START = 1,      /* cell: the maze's first cell */
    WIE_WALK_START,     /* a new walk from cell */
    WIE_EXTEND,         /* walk cell -> other onto a cell outside the maze */
    WIE_LOOP,           /* walk cell -> other onto its own path */
    WIE_JOIN,           /* walk cell -> other into the maze */
    WIE_CARVE,          /* path cell `cell` carved toward other, the next */
    WIE_CARVE_LAST      /* the path's last cell carved into the maze */
};

#define WI_WALKED "Walked {dir} from {cell} to {other}: "

static const StepKind wi_kinds[] = {
    [WIE_START] = { "start", "Start: {cell}, a random cell, is the maze; {outside:cell} "
                             "outside", 0 },
    [WIE_WALK_START] = { "walk-start", "New walk from {cell}, a cell not yet in the maze "
                                       "({outside:cell} outside)", 0 },
    [WIE_EXTEND] = { "extend", WI_WALKED "a cell outside the maze, the path grows to "
                                         "{path:cell}", 0 },
    [WIE_LOOP] = { "loop-erase", WI_WALKED "onto its own path, closing a loop; {erased:cell} "
                                           "erased, the path is back to {path:cell}", 0 },
    [WIE_JOIN] = { "join", WI_WALKED "the walk reached the maze, its loop-free path of "
                                     "{path:cell} is added", STEP_MILESTONE },
    [WIE_CARVE] = { "carve", "Carved {dir} from {cell} to {other}: the path is carved a "
                             "passage a step from its start, {left:path cell} left", 0 },
    [WIE_CARVE_LAST] = { "carve-last", "Carved {dir} from {cell} to {other}: the path meets the "
                                       "maze, all of it joins{!outside:; every cell is in the "
                                       "maze}", 0 },
};

static const char *const wi_lines[] = {
    "add one random cell to the maze",
    "while a cell is outside the maze: walk from the first one",
    "  step to a random neighbour: a new cell, the path grows",
    "  stepped onto the path itself: erase the loop just made",
    "  stepped into the maze: the walk ends",
    "  carve the loop-free path into the maze, cell by cell",
    "every cell is in the maze: done",
};

/* Moves the scan cursor *scan to the first of the grid's cells not in the
 * maze (and on, where a mask `on` is given): the next walk starts there
 * (*start) at the next step, WI_STARTING; when there is none, the run is
 * over, WI_DONE. Called once a walk: out of line, it leaves wi_run_fast_k's
 * registers to the walk. */
GEN_OUT_OF_LINE WiPhase wi_next_walk(const uint8_t *mark, const uint8_t *on, uint32_t cells,
                                   uint32_t *scan, uint32_t *start)
{
    uint32_t i = *scan;
    while (i < cells && (mark[i] == MARK_DONE || (on && !on[i])))
        i++;
    *scan = i;
    if (i == cells)
        return WI_DONE;
    *start = i;
    return WI_STARTING;
}

/* The mask of g, or NULL when every cell is on. */
static const uint8_t *wi_on(const Grid *g)
{
    return grid_masked(g) ? g->topo->on : NULL;
}

/* The cell after path cell c: where its arrow points (any shape). */
static inline uint32_t wi_follow(const Grid *g, const GenWalkDirs *dirs, uint32_t c)
{
    const int d = gen_walk_side(g->mark[c]);
    if (grid_is_square(g))
        return c + (uint32_t)dirs->off[d];
    return grid_neighbor(g, c, (Dir)d);
}

/* Puts the walker wk at cell `start` of a w-wide grid (recip is
 * gen_column_recip(w)) and lights it MARK_CURRENT, reporting the change to
 * dirty (may be NULL). */
static inline void wi_place(GenWalk *wk, uint8_t *mark, DirtyList *dirty, uint32_t start,
                            uint32_t w, uint64_t recip)
{
    wk->cur = start;
    wk->x = gen_column(start, w, recip);
    gen_mark_raw(mark, dirty, start, MARK_CURRENT);
}

/* One step: the walk starts at s->start (lit as MARK_CURRENT). */
static void wi_begin_walk(Wilson *s, GenCtx *ctx)
{
    const uint32_t w = (uint32_t)ctx->grid->w;
    wi_place(&s->walk, ctx->grid->mark, ctx->dirty, s->start, w, gen_column_recip(w));
    if (!grid_is_square(ctx->grid))
        s->pos = gen_pos_at(ctx->grid, s->start);
    s->len = 0;
    s->phase = WI_WALKING;
    if (ctx->report) {
        step_move(ctx->report, WIE_WALK_START, 1, s->start, STEP_NONE, -1);
        step_fact(ctx->report, "outside", s->outside);
    }
}

/* Plants the maze at a random cell and starts the first walk (a 1x1 grid is
 * done at once). */
static bool wi_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Wilson *s = state;
    uint32_t first = grid_random_cell(ctx->grid, ctx->rng);
    gen_mark(ctx, first, MARK_DONE);
    s->outside = grid_cells_on(ctx->grid) - 1;
    gen_report_start(ctx, WIE_START, first);
    step_fact(ctx->report, "outside", s->outside);
    s->scan = 0;
    s->phase = wi_next_walk(ctx->grid->mark, wi_on(ctx->grid), ctx->grid->n, &s->scan, &s->start);
    ctx->done = s->phase == WI_DONE;
    return true;
}

/* Fills report r (when not NULL) for a move from `from` in direction d to
 * `to`, with fact `name` = value. */
static void wi_report_move(StepReport *r, int kind, int line, uint32_t from, uint32_t to, Dir d,
                           const char *name, uint32_t value)
{
    if (!r)
        return;
    step_move(r, kind, line, from, to, (int)d);
    step_fact(r, name, value);
}

/* One watched walk move from cell `from` in direction d, the walk's head
 * already moved onto its neighbour: grow the path, hit the maze (phase
 * WI_CARVING), or close a loop and erase it (the cells after the cell
 * stepped onto, up to the old head, go back to MARK_BLANK). Amortised O(1):
 * each erased cell was added by an earlier move. Keeps s->len and fills the
 * report. */
static void wi_move_erase(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs, uint32_t from, Dir d)
{
    const uint8_t *mark = ctx->grid->mark;
    const uint32_t to = s->walk.cur;
    const unsigned m = mark[to];
    if (m == MARK_DONE || m == MARK_BLANK) {
        gen_mark(ctx, from, gen_walk_mark(d));
        s->len++;
        if (m == MARK_DONE) {
            s->phase = WI_CARVING;
            wi_report_move(ctx->report, WIE_JOIN, 4, from, to, d, "path", s->len);
        } else {
            gen_mark(ctx, to, MARK_CURRENT);
            wi_report_move(ctx->report, WIE_EXTEND, 2, from, to, d, "path", s->len + 1);
        }
        return;
    }
    uint32_t c = wi_follow(ctx->grid, dirs, to);
    uint32_t erased = 1;
    gen_mark(ctx, to, MARK_CURRENT);
    while (c != from) {
        uint32_t after = wi_follow(ctx->grid, dirs, c);
        gen_mark(ctx, c, MARK_BLANK);
        c = after;
        erased++;
    }
    gen_mark(ctx, from, MARK_BLANK);
    s->len -= erased;
    wi_report_move(ctx->report, WIE_LOOP, 3, from, to, d, "erased", erased);
    step_fact(ctx->report, "path", s->len + 1);
}

/* Makes up to `budget` watched walk moves (loop erasure, every change
 * reported) and returns how many; stops early at the move that hits the
 * maze. */
static size_t wi_walk_erase(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs, size_t budget)
{
    const Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    GenGeo geo;
    if (!grid_is_square(g))
        gen_geo_init(&geo, g);
    size_t done = 0;
    while (done < budget && s->phase == WI_WALKING) {
        uint32_t from = s->walk.cur;
        Dir d;
        if (grid_is_square(g)) {
            gen_walk_refill(&s->walk, ctx->rng);
            if (!gen_walk_try(&s->walk, w, cells, dirs, &d))
                continue;
        } else {
            d = (Dir)gen_pos_walk(&geo, &s->pos, &s->bytes, ctx->rng, NULL);
            s->walk.cur = s->pos.cur;
        }
        wi_move_erase(s, ctx, dirs, from, d);
        done++;
    }
    return done;
}

/* Carves path cell c into the maze: opens the passage its arrow points
 * through and marks it MARK_DONE, reporting both to dirty (may be NULL).
 * Returns the next cell of the path and the arrow's direction in *d. */
static inline uint32_t wi_carve_cell(uint8_t *mark, uint8_t *pass, DirtyList *dirty,
                                     const GenWalkDirs *dirs, const GenCarveDirs *cd,
                                     uint32_t c, unsigned *d)
{
    *d = (unsigned)(mark[c] - MARK_WALK_N);
    gen_open_raw(pass, dirty, c + (uint32_t)cd->own[*d], cd->bit[*d]);
    gen_mark_raw(mark, dirty, c, MARK_DONE);
    return c + (uint32_t)dirs->off[*d];
}

/* Carves the path from cell c on, a cell at a time, until a cell reaches
 * the maze or `budget` (>= 1) cells are carved; returns the cell reached
 * (in the maze, or the next one to carve). *k: the cells carved; *from and
 * *d: the last one and its arrow. */
static inline uint32_t wi_carve_path(uint8_t *mark, uint8_t *pass, DirtyList *dirty,
                                     const GenWalkDirs *dirs, const GenCarveDirs *cd, uint32_t c,
                                     size_t budget, size_t *k, uint32_t *from, unsigned *d)
{
    size_t done = 0;
    do {
        *from = c;
        c = wi_carve_cell(mark, pass, dirty, dirs, cd, c, d);
        done++;
    } while (mark[c] != MARK_DONE && done < budget);
    *k = done;
    return c;
}

/* wi_carve_path on a grid of another shape or with a mask, reporting
 * every change to ctx's dirty list. */
static uint32_t wi_carve_path_shape(GenCtx *ctx, uint32_t c, size_t budget, size_t *k,
                                    uint32_t *from, unsigned *d)
{
    const Grid *g = ctx->grid;
    size_t done = 0;
    do {
        *from = c;
        *d = (unsigned)gen_walk_side(g->mark[c]);
        gen_carve(ctx, c, (Dir)*d);
        gen_mark(ctx, c, MARK_DONE);
        c = grid_neighbor(g, c, (Dir)*d);
        done++;
    } while (g->mark[c] != MARK_DONE && done < budget);
    *k = done;
    return c;
}

/* The carve reached cell c, k path cells later: it goes on from c, or, when
 * c is in the maze, the next walk starts (wi_next_walk) or the run ends.
 * Updates the path's start, the scan cursor, the path cells left and the
 * cells outside; returns the next phase. */
static inline WiPhase wi_carved(const uint8_t *mark, const uint8_t *on, uint32_t cells, uint32_t c,
                                uint32_t k, uint32_t *start, uint32_t *scan, uint32_t *len,
                                uint32_t *outside)
{
    *start = c;
    *outside -= k;
    if (mark[c] != MARK_DONE) {
        *len -= k;
        return WI_CARVING;
    }
    *len = 0;
    return wi_next_walk(mark, on, cells, scan, start);
}

/* Walk moves with nobody watching, in whole pools: while the walker is far
 * from every edge and at least 32 moves of the budget are left, draws a
 * fresh pool and makes its 32 moves with no edge test (the walker a pointer
 * to its mark byte). Each move overwrites the mark of the cell it leaves
 * with its direction: no loop erasure (see the top of the file). The pool
 * must be empty on entry; it is empty again on return, unless the walk
 * reached the maze (*hit; the rest of that pool stays in wk). Returns the
 * moves made. */
static inline size_t wi_walk_pools(GenWalk *wk, Rng *rng, uint8_t *mark, const GenFar *far,
                                   size_t budget, const int32_t off32[4], bool *hit)
{
    const ptrdiff_t off[4] = { off32[0], off32[1], off32[2], off32[3] };
    uint8_t *at = mark + wk->cur;       /* the walker's mark byte */
    size_t moves = 0;
    do {
        const uint64_t pool = rng_next(rng);
#pragma GCC unroll 32
        for (unsigned k = 0; k < 32; k++) {
            unsigned d = (unsigned)(pool >> (2 * k)) & 3u;
            *at = (uint8_t)(MARK_WALK_N + d);
            at += off[d];
            if (GEN_UNLIKELY(*at == MARK_DONE)) {
                wk->bits = k < 31 ? pool >> (2 * k + 2) : 0;
                wk->left = 31 - k;
                moves += k + 1;
                *hit = true;
                goto out;
            }
        }
        moves += 32;
    } while (budget - moves >= 32 && gen_far(far, (uint32_t)(at - mark)));
    wk->left = 0;
out:
    wk->cur = (uint32_t)(at - mark);
    wk->x = gen_column(wk->cur, far->w, far->recip);
    return moves;
}

/* Walk moves with nobody watching, one draw at a time with edge tests,
 * until the pool is empty, `budget` moves are made or the walk reaches the
 * maze (*hit). Marks as wi_walk_pools. Returns the moves made. */
static inline size_t wi_walk_draws(GenWalk *wk, Rng *rng, uint8_t *mark, uint32_t w,
                                   uint32_t cells, const GenWalkDirs *dirs, size_t budget,
                                   bool *hit)
{
    gen_walk_refill(wk, rng);
    const unsigned first = wk->left;
    const unsigned stop = budget >= first ? 0 : first - 1;
    unsigned rejected = 0;
    do {
        uint32_t from = wk->cur;
        Dir d;
        if (!gen_walk_try(wk, w, cells, dirs, &d)) {
            rejected++;
            continue;
        }
        mark[from] = (uint8_t)(MARK_WALK_N + d);
        if (mark[wk->cur] == MARK_DONE) {
            *hit = true;
            break;
        }
    } while (wk->left != stop);
    return first - wk->left - rejected;
}

/* Carves up to `budget` cells of the path from s->start into the maze and
 * returns how many; the step that carves its last cell finds the next
 * walk's start or ends the run. The path is the chain of arrows from
 * s->start to the maze. A report (budget 1) tells the cell carved. */
static size_t wi_carve(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs, size_t budget)
{
    Grid *g = ctx->grid;
    size_t done;
    uint32_t from, c;
    unsigned d;
    if (grid_is_square(g)) {
        GenCarveDirs cd;
        gen_carve_dirs(g, &cd);
        c = wi_carve_path(g->mark, g->pass, ctx->dirty, dirs, &cd, s->start, budget, &done, &from,
                          &d);
    } else {
        c = wi_carve_path_shape(ctx, s->start, budget, &done, &from, &d);
    }
    s->phase = wi_carved(g->mark, wi_on(g), g->n, c, (uint32_t)done, &s->start, &s->scan, &s->len,
                         &s->outside);
    ctx->done = s->phase == WI_DONE;
    if (ctx->report) {
        if (s->len > 0 && s->phase == WI_CARVING) {
            wi_report_move(ctx->report, WIE_CARVE, 5, from, c, (Dir)d, "left", s->len);
        } else {
            wi_report_move(ctx->report, WIE_CARVE_LAST, s->phase == WI_DONE ? 6 : 5, from, c, (Dir)d,
                           "outside", s->outside);
        }
    }
    return done;
}

/* A viewer attached after unwatched steps: make the marks what a watched
 * run shows (the path from the start as arrows, the head MARK_CURRENT,
 * every other cell outside the maze MARK_BLANK) and count the path (len).
 * The path's cells are flagged (WI_KEEP, a bit no mark uses) while one pass
 * over the grid clears the stale arrows. O(n), once. */
enum { WI_KEEP = 0x80 };

static void wi_tidy(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs)
{
    uint8_t *mark = ctx->grid->mark;
    const bool walking = s->phase == WI_WALKING;
    s->stale = false;
    s->len = 0;
    if (s->phase == WI_DONE)
        return;
    for (uint32_t c = s->start; s->phase != WI_STARTING && !(walking && c == s->walk.cur) &&
                                mark[c] != MARK_DONE;
         s->len++) {
        uint32_t next = wi_follow(ctx->grid, dirs, c);
        mark[c] |= WI_KEEP;
        c = next;
    }
    for (uint32_t i = 0; i < ctx->grid->n; i++) {
        unsigned m = mark[i];
        if (m & WI_KEEP) {
            mark[i] = (uint8_t)(m & ~WI_KEEP);
        } else if (gen_walk_side(m) >= 0) {
            mark[i] = MARK_BLANK;
            dirty_add(ctx->dirty, i);
        }
    }
    if (walking)
        gen_mark(ctx, s->walk.cur, MARK_CURRENT);
}

/* Walk moves with nobody watching on a grid of kind `kind` (a constant at
 * each call, so the shape's moves fold in), until `budget` moves are made
 * or the walk reaches the maze (*hit). Returns the moves made. */
/* Carves the path from cell `start` on, nobody watching (wi_carve_path on
 * any shape, the path's coordinates kept so that no cell needs the shape's
 * descriptor), until a cell reaches the maze or `budget` cells are carved;
 * returns the cell reached, *k the cells carved. */
GEN_HOT_INLINE uint32_t wi_carve_shape_k(const GenGeo *geo, const Grid *g, uint32_t start,
                                         size_t budget, size_t *k, ShapeKind kind)
{
    uint8_t *mark = g->mark, *pass = g->pass;
    GenPos p = gen_pos_at(g, start);
    size_t done = 0;
    do {
        const int d = gen_walk_side(mark[p.cur]);
        bool self;
        const uint8_t bit = gen_pos_store_k(geo, &p, d, kind, &self);
        const uint32_t from = p.cur;
        gen_pos_step_k(geo, &p, d, kind);
        pass[self ? from : p.cur] |= bit;
        mark[from] = MARK_DONE;
        done++;
    } while (mark[p.cur] != MARK_DONE && done < budget);
    *k = done;
    return p.cur;
}

static uint32_t wi_carve_shape(const GenGeo *geo, const Grid *g, uint32_t start, size_t budget,
                               size_t *k)
{
    switch (geo->kind) {
    case SHAPE_HEX: return wi_carve_shape_k(geo, g, start, budget, k, SHAPE_HEX);
    case SHAPE_POLAR: return wi_carve_shape_k(geo, g, start, budget, k, SHAPE_POLAR);
    case SHAPE_TRIANGLE: return wi_carve_shape_k(geo, g, start, budget, k, SHAPE_TRIANGLE);
    default: return wi_carve_shape_k(geo, g, start, budget, k, SHAPE_SQUARE);
    }
}

GEN_HOT_INLINE size_t wi_walk_shape_k(const GenGeo *geo, uint8_t *mark, GenPos *pos,
                                      GenBytes *bytes, Rng *rng, size_t budget, bool *hit,
                                      ShapeKind kind)
{
    GenWalker w;
    gen_walker_start(geo, &w, *pos, *bytes);
    Rng r = *rng;
    size_t done = 0;
    while (done < budget) {
        const uint32_t from = w.p.cur;
        const int d = gen_walker_move_k(geo, &w, &r, kind);
        mark[from] = (uint8_t)gen_walk_mark((unsigned)d);
        done++;
        if (GEN_UNLIKELY(mark[w.p.cur] == MARK_DONE)) {
            *hit = true;
            break;
        }
    }
    *pos = w.p;
    *bytes = w.b;
    *rng = r;
    return done;
}

static size_t wi_walk_shape(const GenGeo *geo, uint8_t *mark, GenPos *pos, GenBytes *bytes,
                            Rng *rng, size_t budget, bool *hit)
{
    switch (geo->kind) {
    case SHAPE_HEX: return wi_walk_shape_k(geo, mark, pos, bytes, rng, budget, hit, SHAPE_HEX);
    case SHAPE_POLAR: return wi_walk_shape_k(geo, mark, pos, bytes, rng, budget, hit, SHAPE_POLAR);
    case SHAPE_TRIANGLE:
        return wi_walk_shape_k(geo, mark, pos, bytes, rng, budget, hit, SHAPE_TRIANGLE);
    default: return wi_walk_shape_k(geo, mark, pos, bytes, rng, budget, hit, SHAPE_SQUARE);
    }
}

/* Does up to `budget` steps with nobody watching: walk starts, walk moves
 * and path cells, the state in locals from one walk to the next (a mark
 * byte store may alias the Wilson struct, which would otherwise be
 * reloaded at every move). Same steps, draws, marks and state as the
 * watched path's, but once it walks the marks off the path may be stale
 * arrows and s->len is not kept (s->stale). Written once for the plain
 * square (shape false: its pools of moves, dirs, the column kept) and for
 * other shapes (the walker's coordinates kept, gen_pos.h), each call with
 * a constant. */
GEN_HOT_INLINE size_t wi_run_fast_k(Wilson *s, GenCtx *ctx, const GenWalkDirs *dirs,
                                    size_t budget, bool shape)
{
    Grid *g = ctx->grid;
    uint8_t *mark = g->mark, *pass = g->pass;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    const uint8_t *on = shape ? wi_on(g) : NULL;
    GenCarveDirs cd;
    GenFar far;
    GenGeo geo;
    if (shape) {
        gen_geo_init(&geo, g);
    } else {
        gen_carve_dirs(g, &cd);
        gen_far_init(&far, g);
    }
    GenWalk wk = s->walk;
    GenPos pos = s->pos;
    GenBytes bytes = s->bytes;
    Rng rng = *ctx->rng;
    WiPhase phase = s->phase;
    uint32_t start = s->start, scan = s->scan, len = s->len, outside = s->outside;
    bool walked = false;
    size_t done = 0;

    while (done < budget && phase != WI_DONE) {
        if (phase == WI_STARTING) {
            if (shape) {
                mark[start] = MARK_CURRENT;
                pos = gen_pos_at(g, start);
            } else {
                wi_place(&wk, mark, NULL, start, w, far.recip);
            }
            len = 0;
            phase = WI_WALKING;
            done++;
        } else if (phase == WI_WALKING) {
            bool hit = false;
            walked = true;
            if (shape)
                done += wi_walk_shape(&geo, mark, &pos, &bytes, &rng, budget - done, &hit);
            else if (wk.left == 0 && budget - done >= 32 && gen_far(&far, wk.cur))
                done += wi_walk_pools(&wk, &rng, mark, &far, budget - done, dirs->off, &hit);
            else
                done += wi_walk_draws(&wk, &rng, mark, w, cells, dirs, budget - done, &hit);
            if (hit)
                phase = WI_CARVING;
        } else {
            size_t k;
            uint32_t c;
            if (shape) {
                c = wi_carve_shape(&geo, g, start, budget - done, &k);
            } else {
                uint32_t from;
                unsigned d;
                c = wi_carve_path(mark, pass, NULL, dirs, &cd, start, budget - done, &k, &from, &d);
            }
            done += k;
            phase = wi_carved(mark, on, cells, c, (uint32_t)k, &start, &scan, &len, &outside);
            ctx->done = phase == WI_DONE;
        }
    }
    *ctx->rng = rng;
    if (shape) {
        s->pos = pos;
        s->bytes = bytes;
        s->walk.cur = pos.cur;
    } else {
        s->walk = wk;
    }
    s->phase = phase;
    s->start = start;
    s->scan = scan;
    s->len = len;
    s->outside = outside;
    s->stale = s->stale || walked;
    return done;
}

/* Does up to n steps: walk starts, walk moves, path cells. Watched (a dirty
 * list or a report attached), it erases loops, keeps the path's length and
 * carves one cell per call of wi_carve; a report means n is 1. Unwatched,
 * wi_run_fast_k does them. */
static size_t wi_step(void *state, GenCtx *ctx, size_t n)
{
    Wilson *s = state;
    GenWalkDirs dirs;
    gen_walk_dirs(ctx->grid, &dirs);
    const bool watched = ctx->dirty || ctx->report;
    if (watched && s->stale)
        wi_tidy(s, ctx, &dirs);
    if (!watched)
        return grid_is_square(ctx->grid) ? wi_run_fast_k(s, ctx, &dirs, n, false)
                                         : wi_run_fast_k(s, ctx, &dirs, n, true);

    size_t done = 0;
    while (done < n && s->phase != WI_DONE) {
        if (s->phase == WI_STARTING) {
            wi_begin_walk(s, ctx);
            done++;
        } else if (s->phase == WI_WALKING) {
            done += wi_walk_erase(s, ctx, &dirs, n - done);
        } else {
            done += wi_carve(s, ctx, &dirs, 1);
        }
    }
    return done;
}

/* Nothing to free: the walk lives in the mark bytes. */
static void wi_release(void *state)
{
    (void)state;
}

/* The state owns no memory (the walk lives in the grid's marks): a copy is
 * the struct itself. */
static bool wi_copy(void *dst, const void *src, const Grid *g)
{
    (void)g;
    *(Wilson *)dst = *(const Wilson *)src;
    return true;
}

/* Cell i's arrow (its side + 1, 0 for none): the way the walk left it, as
 * its mark tells (grid.h's MARK_WALK_*). */
static uint32_t wi_arrow_field(const void *state, const Grid *g, uint32_t i, uint32_t *extra)
{
    (void)state;
    (void)extra;
    return (uint32_t)(gen_walk_side(g->mark[i]) + 1);
}

/* The walk's path as arrows, from its start to its head. */
static void wi_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const Wilson *s = state;
    (void)ctx;
    if (s->phase != WI_WALKING && s->phase != WI_CARVING)
        return;
    Overlay *o = overlay_add(out, OV_ARROWS, PAL_ARROW, "walk direction");
    if (o) {
        o->state = s;
        o->field = wi_arrow_field;
    }
}

/* ---- questions ------------------------------------------------------------ */

/* In phase `phase`, the cell s->start, which the next step works on:
 * starting, the walk's first cell (the first outside the maze in row
 * order, which the scan cursor found); carving, the path's next cell (it
 * is carved from its start toward the maze). */
static bool wi_ask_at_start(const void *state, WiPhase phase, Question *q)
{
    const Wilson *s = state;
    if (s->phase != phase)
        return false;
    question_set_cell(q, s->start);
    return true;
}

static bool wi_ask_start(const void *state, const GenCtx *ctx, Question *q)
{
    (void)ctx;
    return wi_ask_at_start(state, WI_STARTING, q);
}

static bool wi_ask_carve(const void *state, const GenCtx *ctx, Question *q)
{
    (void)ctx;
    return wi_ask_at_start(state, WI_CARVING, q);
}

/* Walking: to any neighbour inside the grid, each as likely. */
static bool wi_ask_walk(const void *state, const GenCtx *ctx, Question *q)
{
    const Wilson *s = state;
    return s->phase == WI_WALKING && gen_ask_walk(q, ctx->grid, s->walk.cur);
}

static const QuestionKind wi_questions[] = {
    { "walk-start", "Where does the next walk start?",
      "at the first cell, row by row from the top left, that is not in the maze yet",
      ANSWER_CELL, TRUTH_CELL, "walk-start", NULL, wi_ask_start },
    { "walk-next", "The walk's head is at {cell}. Which cells could it step to next?",
      "any of its {choices:neighbour} inside the grid, each as likely: the walk cannot be "
      "predicted, only its choices",
      ANSWER_CELLS, TRUTH_OTHER, "extend loop-erase join", NULL, wi_ask_walk },
    { "carve-next", "The walk reached the maze. Which cell of its path is carved next?",
      "the path is carved from the walk's start toward the maze, a cell a step",
      ANSWER_CELL, TRUTH_CELL, "carve carve-last", NULL, wi_ask_carve },
};

static const char *wi_phase_name(const void *state)
{
    return wi_phase_names[((const Wilson *)state)->phase];
}

const GenAlgo gen_wilson = {
    .kind = ALGO_GEN,
    .flags = ALGO_UNIFORM,
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
    .pseudocode = { wi_lines, sizeof wi_lines / sizeof wi_lines[0] },
    .copy = wi_copy,
    .kinds = STEP_KINDS(wi_kinds),
    .questions = QUESTION_KINDS(wi_questions),
    .overlays = wi_overlays,
    .shapes = SHAPES_ALL,
};
