/* aldous_broder.c - the Aldous-Broder algorithm.
 *
 * A simple random walk starts at a random cell and wanders over the whole
 * grid, each move to a uniformly random neighbour. Whenever it enters a cell
 * that is not yet in the maze, it carves the passage it came through. It stops
 * when no blank cell is left (a counter, so no rescans and no memory beyond
 * the grid and this struct).
 *
 * Bias: none. The first-entrance edges of a random walk form a UNIFORM
 * spanning tree, so every perfect maze is equally likely; the cost is the
 * cover time of the walk, about (4/pi) n (ln sqrt n)^2 moves on an n-cell grid,
 * dominated by the hunt for the last few blank cells.
 *
 * One step is one walk move, whether or not it carves. The walker is shown as
 * MARK_CURRENT, cells in the maze as MARK_DONE. Within one step() call the
 * walker's mark is only moved at the end: the intermediate positions are
 * never visible, and the mark bytes are the same as if it moved every time.
 * On other shapes (and masks) ab_walk_shape makes the same moves through
 * the shape's sides (gen_pos_walk), watched or not. */
#include "gen_pos.h"
#include "gen_question.h"
#include "gen_walk.h"

typedef enum AbPhase {
    AB_WALKING,         /* the walk is still covering the grid */
    AB_DONE
} AbPhase;

typedef struct AldousBroder {
    AbPhase phase;
    GenWalk walk;       /* the walker; its cell is marked MARK_CURRENT */
    uint32_t blank;     /* cells still MARK_BLANK */
    int dir;            /* the direction of the last move, or -1 (the view's) */
    uint32_t from;      /* other shapes: the cell the last move left */
    GenPos pos;         /* other shapes: the walker, with its coordinates */
    GenBytes bytes;     /* other shapes: the walk's random bytes */
} AldousBroder;

static const char *const ab_phase_names[] = { "walking", "done" };

/* Its events: a move of the walk from cell to other (dir). Fact:
 * "outside", the cells not yet in the maze after the move. */
enum {
    ABE_START = 1,      /* cell: where the walk starts */
    ABE_WALK,           /* onto a cell already in the maze */
    ABE_CARVE           /* onto a new cell: the passage carved */
};

static const StepKind ab_kinds[] = {
    [ABE_START] = { "start", "Start at {cell}: a random cell, it joins the maze; "
                             "{outside:cell} outside", 0 },
    [ABE_WALK] = { "walk", "Walked {dir} from {cell} to {other}: already in the maze, nothing "
                           "carved", 0 },
    [ABE_CARVE] = { "carve", "Walked {dir} from {cell} to {other}: a new cell, passage carved, "
                             "{outside:cell} still outside", STEP_MILESTONE },
};

/* Starts the walk at a random cell, which joins the maze. A 1x1 grid is done
 * at once. */
static const char *const ab_lines[] = {
    "start at a random cell; it joins the maze",
    "pick a random direction; off the grid: pick again",
    "walk there; a cell already in the maze: carve nothing",
    "walk there; a new cell: carve the passage behind, it joins",
    "no cell left outside the maze: done",
};

static bool ab_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    AldousBroder *s = state;
    Grid *g = ctx->grid;
    gen_walk_place(&s->walk, g, grid_random_cell(g, ctx->rng));
    if (!grid_is_square(g))
        s->pos = gen_pos_at(g, s->walk.cur);
    s->blank = grid_cells_on(g) - 1;
    gen_report_start(ctx, ABE_START, s->walk.cur);
    step_fact(ctx->report, "outside", s->blank);
    s->dir = -1;
    s->phase = AB_WALKING;
    gen_mark(ctx, s->walk.cur, MARK_CURRENT);
    if (s->blank == 0) {
        gen_mark(ctx, s->walk.cur, MARK_DONE);
        s->phase = AB_DONE;
        ctx->done = true;
    }
    return true;
}

static void ab_end_call(AldousBroder *s, GenCtx *ctx, uint32_t start);

/* Reports a one-move step from `from` to `to` in direction d; `retried`:
 * draws off the grid came first; `carved`: `to` was new. */
static void ab_report(StepReport *r, uint32_t from, uint32_t to, Dir d, bool retried,
                      uint32_t blank, bool carved)
{
    int line = blank == 0 ? 4 : retried ? 1 : carved ? 3 : 2;
    step_move(r, carved ? ABE_CARVE : ABE_WALK, line, from, to, (int)d);
    step_fact(r, "outside", blank);
}

/* Bits set in v (SWAR: no popcount instruction is assumed). */
static inline unsigned ab_popcount(uint64_t v)
{
    v -= (v >> 1) & 0x5555555555555555u;
    v = (v & 0x3333333333333333u) + ((v >> 2) & 0x3333333333333333u);
    v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (unsigned)((v * 0x0101010101010101u) >> 56);
}

/* The column change of the moves drawn from the first k (1..32) 2-bit
 * fields of bits: one per east (01), minus one per west (11). */
static inline int32_t ab_pool_dx(uint64_t bits, unsigned k)
{
    uint64_t used = bits & (~UINT64_C(0) >> (64 - 2 * k));
    uint64_t lo = used & 0x5555555555555555u, hi = (used >> 1) & 0x5555555555555555u;
    return (int32_t)ab_popcount(lo & ~hi) - (int32_t)ab_popcount(lo & hi);
}

/* Runs the draws of wk's pool while the walker is at least 32 moves (a full
 * pool) from every edge of the grid: no move can then leave it, so the loop
 * has no edge test and keeps no column. Stops after the draw whose move
 * enters a blank cell (returns true, the move's direction in *dir) or when
 * wk.left reaches stop. The column is brought up to date once, at the end,
 * from the draws used. */
static inline bool ab_walk_inner(GenWalk *wk, const uint8_t *mark, unsigned stop,
                                 const int32_t off[4], Dir *dir)
{
    const uint64_t pool = wk->bits;
    uint64_t bits = pool;
    unsigned left = wk->left;
    uint32_t cur = wk->cur;
    unsigned d;
    bool hit = false;
    do {
        d = (unsigned)(bits & 3u);
        bits >>= 2;
        left--;
        cur += (uint32_t)off[d];
        if (mark[cur] == MARK_BLANK) {
            hit = true;
            break;
        }
    } while (left != stop);
    wk->x = (uint32_t)((int32_t)wk->x + ab_pool_dx(pool, wk->left - left));
    wk->bits = bits;
    wk->left = left;
    wk->cur = cur;
    *dir = (Dir)d;
    return hit;
}

/* Unwatched walk in whole pools: while the walker is far from every edge
 * and at least 32 moves of the budget are left, draws a fresh pool and makes
 * its 32 moves with no edge test and no exit from the pool (each move's
 * blank test is a branch of its own, marked unlikely so that the moves run
 * straight through and the carve is out of line; the walker is a pointer to
 * its mark byte, one add a move). The pool must be
 * empty on entry (wk->left == 0); it is empty again on return, unless the
 * last blank cell was taken (the rest of that pool stays in wk). Returns the
 * moves made; *blank and *last (the last move's direction) are updated. */
static inline size_t ab_walk_pools(GenWalk *wk, Rng *rng, Grid *g, const GenFar *far,
                                   size_t budget, const int32_t off32[4],
                                   const GenCarveDirs *cd, uint32_t *blank, int *last)
{
    uint8_t *const mark = g->mark, *const pass = g->pass;
    const ptrdiff_t off[4] = { off32[0], off32[1], off32[2], off32[3] };
    uint8_t *at = mark + wk->cur;       /* the walker's mark byte */
    uint32_t left = *blank;
    size_t moves = 0;
    do {
        const uint64_t pool = rng_next(rng);
        unsigned d = 0;
#pragma GCC unroll 32
        for (unsigned k = 0; k < 32; k++) {
            d = (unsigned)(pool >> (2 * k)) & 3u;
            at += off[d];
            if (GEN_UNLIKELY(*at == MARK_BLANK)) {
                *at = MARK_DONE;
                const uint32_t cur = (uint32_t)(at - mark);
                pass[cur - (uint32_t)off32[d] + (uint32_t)cd->own[d]] |= cd->bit[d];
                if (--left == 0) {
                    *last = (int)d;
                    wk->bits = k < 31 ? pool >> (2 * k + 2) : 0;
                    wk->left = 31 - k;
                    moves += k + 1;
                    goto out;
                }
            }
        }
        moves += 32;
        *last = (int)d;
    } while (budget - moves >= 32 && gen_far(far, (uint32_t)(at - mark)));
    wk->left = 0;
out:
    wk->cur = (uint32_t)(at - mark);
    wk->x = gen_column(wk->cur, far->w, far->recip);
    *blank = left;
    return moves;
}

/* Makes up to n walk moves. Entering a blank cell marks it MARK_DONE and
 * carves the passage behind; the walker's MARK_CURRENT moves from the cell it
 * started this call on to the cell it ends on. The move that takes the last
 * blank cell ends the run with every cell MARK_DONE. */
static size_t ab_walk(AldousBroder *s, GenCtx *ctx, size_t n)
{
    Grid *g = ctx->grid;
    uint8_t *mark = g->mark;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    GenWalkDirs dirs;
    gen_walk_dirs(g, &dirs);
    GenFar far;
    gen_far_init(&far, g);
    GenWalk wk = s->walk;
    const uint32_t start = wk.cur;
    uint32_t blank = s->blank;
    int last = s->dir;
    size_t done = 0;
    /* Whole pools only unwatched (they carve without reporting cells). The
     * RNG's state stays in a local for the whole call. */
    const bool pools = ctx->dirty == NULL;
    GenCarveDirs cd;
    gen_carve_dirs(g, &cd);
    Rng rng = *ctx->rng;

    while (done < n && blank > 0) {
        if (pools && wk.left == 0 && n - done >= 32 && gen_far(&far, wk.cur)) {
            done += ab_walk_pools(&wk, &rng, g, &far, n - done, dirs.off, &cd, &blank, &last);
            continue;
        }
        gen_walk_refill(&wk, &rng);
        /* A pool of k draws makes at most k moves: when the budget allows
         * that many, spend the whole pool without checking the budget per
         * draw; otherwise draw one at a time. Either way the draws are the
         * same. The hot loop stops at a blank cell (only a move can reach
         * one: the walker's own cell isn't) and the carve is done outside
         * it, which keeps the loop's few variables in registers. */
        unsigned stop = n - done >= wk.left ? 0 : wk.left - 1;
        unsigned moves = 0;
        bool hit = false;
        Dir d;
        if (gen_far_at(&far, wk.cur, wk.x)) {
            unsigned before = wk.left;
            hit = ab_walk_inner(&wk, mark, stop, dirs.off, &d);
            moves = before - wk.left;
            last = moves > 0 ? (int)d : last;   /* every inner draw moves */
        } else {
            do {
                bool moved = gen_walk_try(&wk, w, cells, &dirs, &d);
                moves += moved;
                last = moved ? (int)d : last;
                if (mark[wk.cur] == MARK_BLANK) {
                    hit = true;
                    break;
                }
            } while (wk.left != stop);
        }
        done += moves;
        if (hit) {
            mark[wk.cur] = MARK_DONE;
            dirty_add(ctx->dirty, wk.cur);
            gen_carve_inner(ctx, wk.cur - (uint32_t)dirs.off[d], d);
            blank--;
        }
    }

    *ctx->rng = rng;
    s->walk = wk;
    s->blank = blank;
    s->dir = last;
    ab_end_call(s, ctx, start);
    return done;
}

/* One move with a report (the driver asks for one step at a time): the
 * same draws and changes as ab_step, and the facts of the move. */
static size_t ab_step_report(AldousBroder *s, GenCtx *ctx)
{
    Grid *g = ctx->grid;
    GenWalkDirs dirs;
    gen_walk_dirs(g, &dirs);
    GenWalk wk = s->walk;
    const uint32_t start = wk.cur;
    unsigned tries = 0;
    Dir d;
    do {
        gen_walk_refill(&wk, ctx->rng);
        tries++;
    } while (!gen_walk_try(&wk, (uint32_t)g->w, g->n, &dirs, &d));
    bool carved = g->mark[wk.cur] == MARK_BLANK;
    if (carved) {
        gen_mark(ctx, wk.cur, MARK_DONE);
        gen_carve_inner(ctx, start, d);
        s->blank--;
    }
    s->walk = wk;
    s->dir = (int)d;
    ab_end_call(s, ctx, start);
    ab_report(ctx->report, start, wk.cur, d, tries > 1, s->blank, carved);
    return 1;
}

/* Up to n walk moves on a grid of another shape or with a mask, each
 * reported when a report is attached (n is then 1). */
static size_t ab_walk_shape(AldousBroder *s, GenCtx *ctx, size_t n)
{
    Grid *g = ctx->grid;
    GenGeo geo;
    gen_geo_init(&geo, g);
    GenPos pos = s->pos;
    GenBytes bytes = s->bytes;
    const uint32_t start = pos.cur;
    size_t done = 0;
    while (done < n && s->blank > 0) {
        const uint32_t from = pos.cur;
        unsigned draws;
        const Dir d = (Dir)gen_pos_walk(&geo, &pos, &bytes, ctx->rng, &draws);
        const bool carved = g->mark[pos.cur] == MARK_BLANK;
        if (carved) {
            gen_mark(ctx, pos.cur, MARK_DONE);
            gen_carve(ctx, from, d);
            s->blank--;
        }
        s->dir = (int)d;
        s->from = from;
        done++;
        if (ctx->report)
            ab_report(ctx->report, from, pos.cur, d, draws > 1, s->blank, carved);
    }
    s->pos = pos;
    s->bytes = bytes;
    s->walk.cur = pos.cur;
    ab_end_call(s, ctx, start);
    return done;
}

static size_t ab_step(void *state, GenCtx *ctx, size_t n)
{
    AldousBroder *s = state;
    if (s->phase == AB_DONE)
        return 0;
    if (!grid_is_square(ctx->grid))
        return ab_walk_shape(s, ctx, n);
    if (ctx->report)
        return ab_step_report(s, ctx);
    return ab_walk(s, ctx, n);
}

/* Ends a step call that started with the walker at `start`: moves its
 * MARK_CURRENT to where it is now, or finishes the run. */
static void ab_end_call(AldousBroder *s, GenCtx *ctx, uint32_t start)
{
    const uint32_t cur = s->walk.cur;
    if (s->blank == 0) {
        gen_mark(ctx, start, MARK_DONE);
        gen_mark(ctx, cur, MARK_DONE);
        s->phase = AB_DONE;
        ctx->done = true;
    } else if (cur != start) {
        gen_mark(ctx, start, MARK_DONE);
        gen_mark(ctx, cur, MARK_CURRENT);
    }
}

/* Nothing to free: the state lives in the struct. */
static void ab_release(void *state)
{
    (void)state;
}

static bool ab_copy(void *dst, const void *src, const Grid *g)
{
    (void)g;
    *(AldousBroder *)dst = *(const AldousBroder *)src;
    return true;
}

/* The walk's last move: an arrow from the cell it came from. */
static void ab_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const AldousBroder *s = state;
    if (s->phase == AB_DONE || s->dir < 0)
        return;
    uint32_t from = grid_is_square(ctx->grid)
                        ? grid_neighbor(ctx->grid, s->walk.cur, dir_opposite((Dir)s->dir))
                        : s->from;
    if (from == GRID_NONE)
        return;
    uint32_t arrow = OVERLAY_SIDE(from, s->dir);
    overlay_add_items(out, OV_ARROWS, PAL_ARROW, "walk direction", &arrow, 1);
}

/* The walk moves to a neighbour inside the grid, each as likely. */
static bool ab_ask_walk(const void *state, const GenCtx *ctx, Question *q)
{
    const AldousBroder *s = state;
    return s->phase == AB_WALKING && gen_ask_walk(q, ctx->grid, s->walk.cur);
}

static const QuestionKind ab_questions[] = {
    { "walk-next", "The walk stands at {cell}. Which cells could it move to next?",
      "any of its {choices:neighbour} inside the grid, each as likely, in the maze or not",
      ANSWER_CELLS, TRUTH_OTHER, NULL, NULL, ab_ask_walk },
};

static const char *ab_phase_name(const void *state)
{
    return ab_phase_names[((const AldousBroder *)state)->phase];
}

const GenAlgo gen_aldous_broder = {
    .kind = ALGO_GEN,
    .flags = ALGO_UNIFORM,
    .id = "aldous-broder",
    .name = "Aldous-Broder",
    .short_name = "Aldous-Broder",
    .blurb = "A random walk wanders the whole grid and carves its way into every "
             "cell it enters for the first time. Unbiased (a uniform spanning "
             "tree), but slow: it must revisit cells until the last one is found.",
    .state_size = sizeof(AldousBroder),
    .init = ab_init,
    .step = ab_step,
    .release = ab_release,
    .phase_name = ab_phase_name,
    .pseudocode = { ab_lines, 5 },
    .copy = ab_copy,
    .kinds = STEP_KINDS(ab_kinds),
    .questions = QUESTION_KINDS(ab_questions),
    .overlays = ab_overlays,
    .shapes = SHAPES_ALL,
};
