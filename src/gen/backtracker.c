/* backtracker.c - recursive backtracker (randomised depth-first search).
 *
 * From a random start cell, walk to a random unvisited neighbour, carving the
 * wall between, and push the move; at a dead end, pop and step back. The
 * explicit stack holds 2 bits per move (the direction taken), so the deepest
 * possible stack, n - 1 moves, costs n / 4 bytes.
 *
 * Bias: long, winding corridors with few dead ends and a low branching factor;
 * the solution path is typically long. Steps: a carve or a backtrack each.
 *
 * Speed: the step loop works on local copies of the arrays, the position and
 * the RNG (byte stores then cannot force reloads), builds the list of blank
 * neighbours without branching on the marks, and is compiled twice: watched
 * (a dirty list or a step report attached) and unwatched, which reports
 * nothing. Both draw the same numbers. */
#include "gen_list.h"
#include "gen_owned.h"
#include "gen_walk.h"
#include "maze/mem.h"

typedef enum BtPhase {
    BT_CARVING,         /* moving forward into unvisited cells */
    BT_BACKTRACKING,    /* popping the stack at a dead end */
    BT_DONE
} BtPhase;

typedef struct Backtracker {
    BtPhase phase;
    uint32_t cur;       /* current cell index */
    uint32_t x;         /* its column */
    uint32_t depth;     /* moves on the stack */
    uint8_t *stack;     /* 2 bits per move: the direction taken */
} Backtracker;

static const char *const bt_phase_names[] = { "carving", "backtracking", "done" };

static bool bt_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Backtracker *s = state;
    Grid *g = ctx->grid;
    s->stack = mem_calloc(g->n / 4 + 1, 1);
    if (!s->stack)
        return false;
    s->cur = rng_below(ctx->rng, g->n);
    s->x = s->cur % (uint32_t)g->w;
    s->phase = BT_CARVING;
    gen_mark(ctx, s->cur, MARK_CURRENT);
    gen_report_start(ctx, s->cur);
    if (g->n == 1) {
        gen_mark(ctx, s->cur, MARK_DONE);
        s->phase = BT_DONE;
        ctx->done = true;
    }
    return true;
}

/* Up to n steps; dirty is NULL or ctx->dirty, report NULL or ctx->report
 * (see bt_step: the unwatched copy passes NULL for both). */
GEN_HOT_INLINE size_t bt_run(Backtracker *s, GenCtx *ctx, size_t n, DirtyList *dirty,
                             StepReport *report)
{
    Grid *g = ctx->grid;
    uint8_t *mark = g->mark, *pass = g->pass, *stack = s->stack;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    GenWalkDirs dirs;
    gen_walk_dirs(g, &dirs);
    GenCarveDirs cd;
    gen_carve_dirs(g, &cd);
    Rng rng = *ctx->rng;
    uint32_t cur = s->cur, x = s->x, depth = s->depth;
    BtPhase phase = s->phase;
    size_t done = 0;

    while (done < n && phase != BT_DONE) {
        /* The blank neighbours in the order N, E, S, W, as
         * gen_neighbors_where lists them: each direction is written, and
         * counted only when it qualifies. */
        Dir options[4];
        uint32_t k = 0;
        options[k] = DIR_N;
        k += cur >= w && mark[cur - w] == MARK_BLANK;
        options[k] = DIR_E;
        k += x + 1 < w && mark[cur + 1] == MARK_BLANK;
        options[k] = DIR_S;
        k += cur + w < cells && mark[cur + w] == MARK_BLANK;
        options[k] = DIR_W;
        k += x > 0 && mark[cur - 1] == MARK_BLANK;
        if (k > 0) {
            Dir d = gen_pick_dir(&rng, options, k);
            uint32_t next = cur + (uint32_t)dirs.off[d];
            gen_open_raw(pass, dirty, cur + (uint32_t)cd.own[d], cd.bit[d]);
            gen_mark_raw(mark, dirty, cur, MARK_STACK);
            gen_mark_raw(mark, dirty, next, MARK_CURRENT);
            gen_dirs_set(stack, depth++, d);
            if (report) {
                step_report_move(report, EV_CARVE_RANDOM, k > 1 ? 2 : 1, cur, next, (int)d);
                report->choices = k;
                report->depth = depth;
            }
            cur = next;
            x += (uint32_t)dirs.dx[d];
            phase = BT_CARVING;
        } else if (depth > 0) {
            Dir back = dir_opposite(gen_dirs_get(stack, --depth));
            uint32_t from = cur;
            gen_mark_raw(mark, dirty, cur, MARK_DONE);
            cur += (uint32_t)dirs.off[back];
            x += (uint32_t)dirs.dx[back];
            gen_mark_raw(mark, dirty, cur, MARK_CURRENT);
            phase = BT_BACKTRACKING;
            if (report) {
                step_report_move(report, EV_BACKTRACK, 3, from, cur, (int)back);
                report->depth = depth;
            }
        } else {
            gen_mark_raw(mark, dirty, cur, MARK_DONE);
            phase = BT_DONE;
            ctx->done = true;
            step_report_move(report, EV_BACKTRACK, 4, cur, STEP_NONE, -1);
        }
        done++;
    }
    *ctx->rng = rng;
    s->cur = cur;
    s->x = x;
    s->depth = depth;
    s->phase = phase;
    return done;
}

static size_t bt_step(void *state, GenCtx *ctx, size_t n)
{
    if (ctx->dirty || ctx->report)
        return bt_run(state, ctx, n, ctx->dirty, ctx->report);
    return bt_run(state, ctx, n, NULL, NULL);
}

static void bt_release(void *state)
{
    Backtracker *s = state;
    mem_free(s->stack);
    s->stack = NULL;
}

static const char *const bt_lines[] = {
    "start at a random cell; push it on the stack",
    "the only unvisited neighbour: carve to it, push it",
    "several unvisited neighbours: carve to a random one, push it",
    "dead end: pop the stack, back to the cell before",
    "the stack is empty: done",
};

static bool bt_copy(void *dst, const void *src, const Grid *g)
{
    const Backtracker *from = src;
    Backtracker *to = dst;
    *to = *from;
    to->stack = NULL;
    return gen_dup(&to->stack, from->stack, g->n / 4 + 1);
}

static void bt_view(const void *state, const Grid *g, GenView *out)
{
    const Backtracker *s = state;
    (void)g;
    if (s->phase != BT_DONE)
        out->walker = s->cur;
}

static const char *bt_phase_name(const void *state)
{
    return bt_phase_names[((const Backtracker *)state)->phase];
}

const GenAlgo gen_backtracker = {
    .id = "backtracker",
    .name = "Recursive backtracker",
    .short_name = "Backtracker",
    .blurb = "Depth-first search: walk to a random unvisited neighbour, carving "
             "as you go, and back up at dead ends. Long winding corridors, few "
             "dead ends.",
    .state_size = sizeof(Backtracker),
    .init = bt_init,
    .step = bt_step,
    .release = bt_release,
    .phase_name = bt_phase_name,
    .pseudocode = { bt_lines, 5 },
    .copy = bt_copy,
    .view = bt_view,
};
