/* backtracker.c - recursive backtracker (randomised depth-first search).
 *
 * From a random start cell, walk to a random unvisited neighbour, carving the
 * wall between, and push the move; at a dead end, pop and step back. The
 * explicit stack holds 2 bits per move (the direction taken), so the deepest
 * possible stack, n - 1 moves, costs n / 4 bytes.
 *
 * Bias: long, winding corridors with few dead ends and a low branching factor;
 * the solution path is typically long. Steps: a carve or a backtrack each. */
#include "gen_list.h"
#include "maze/mem.h"

typedef enum BtPhase {
    BT_CARVING,         /* moving forward into unvisited cells */
    BT_BACKTRACKING,    /* popping the stack at a dead end */
    BT_DONE
} BtPhase;

typedef struct Backtracker {
    BtPhase phase;
    uint32_t cur;       /* current cell index */
    int x, y;           /* current cell coordinates */
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
    s->x = (int)(s->cur % (uint32_t)g->w);
    s->y = (int)(s->cur / (uint32_t)g->w);
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

static size_t bt_step(void *state, GenCtx *ctx, size_t n)
{
    Backtracker *s = state;
    Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != BT_DONE) {
        uint32_t cur = s->cur;
        Dir options[4];
        uint32_t k = gen_neighbors_where(g, cur, (uint32_t)s->x, true, MARK_BLANK, options);
        if (k > 0) {
            Dir d = gen_pick_dir(ctx->rng, options, k);
            uint32_t next = cur + (uint32_t)gen_offset(g, d);
            gen_carve(ctx, cur, d);
            gen_mark(ctx, cur, MARK_STACK);
            gen_mark(ctx, next, MARK_CURRENT);
            gen_dirs_set(s->stack, s->depth++, d);
            s->cur = next;
            gen_move_xy(d, &s->x, &s->y);
            s->phase = BT_CARVING;
            if (ctx->report) {
                gen_report_move(ctx, EV_CARVE_RANDOM, k > 1 ? 2 : 1, cur, next, d);
                ctx->report->choices = k;
                ctx->report->depth = s->depth;
            }
        } else if (s->depth > 0) {
            Dir back = dir_opposite(gen_dirs_get(s->stack, --s->depth));
            gen_mark(ctx, cur, MARK_DONE);
            s->cur = cur + (uint32_t)gen_offset(g, back);
            gen_move_xy(back, &s->x, &s->y);
            gen_mark(ctx, s->cur, MARK_CURRENT);
            s->phase = BT_BACKTRACKING;
            if (ctx->report) {
                gen_report_move(ctx, EV_BACKTRACK, 3, cur, s->cur, back);
                ctx->report->depth = s->depth;
            }
        } else {
            gen_mark(ctx, cur, MARK_DONE);
            s->phase = BT_DONE;
            ctx->done = true;
            step_report_move(ctx->report, EV_BACKTRACK, 4, cur, STEP_NONE, -1);
        }
        done++;
    }
    return done;
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
