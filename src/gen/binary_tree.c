/* binary_tree.c - binary tree maze.
 *
 * Visit the cells in row-major order; each cell carves EAST or SOUTH at the
 * flip of a coin. On the bottom row only east is possible, in the rightmost
 * column only south, and the bottom-right cell (the exit) carves nothing: it
 * is the root of the tree, since every other cell links to a cell later in
 * row-major order. East + south (rather than the textbook north + east) keeps
 * the entrance at the top-left and the exit at the bottom-right natural: the
 * exit sits on both open corridors.
 *
 * Bias: a strong diagonal (north-west to south-east) texture; the bottom row
 * and the rightmost column are straight unbroken corridors, and every cell
 * has a monotone east/south path to the exit.
 *
 * Step: one cell's carve (n steps in all; the last one visits the exit,
 * carves nothing and finishes). The visited cell is MARK_CURRENT until the
 * next step, then MARK_DONE.
 *
 * With no dirty list the batch path fills whole row segments in a tight loop,
 * drawing coin flips straight from the RNG's coin pool exactly as rng_coin
 * would, so it yields the same maze as the one-step-at-a-time path. */
#include <string.h>

#include "gen_owned.h"

typedef enum BtreePhase {
    BTREE_CARVING,      /* visiting cells in row-major order */
    BTREE_DONE
} BtreePhase;

typedef struct BinaryTree {
    BtreePhase phase;
    uint32_t next;      /* next cell to visit; next - 1 is MARK_CURRENT */
} BinaryTree;

static const char *const btree_phase_names[] = { "carving", "done" };

/* Its events: a carve from cell to other (dir), by the coin or the only
 * way; the last cell. */
enum {
    BTREE_START = 1,    /* cell: the first in row order */
    BTREE_COIN,         /* east or south, the coin chose */
    BTREE_EAST,         /* the bottom row: east is the only way */
    BTREE_SOUTH,        /* the last column: south is the only way */
    BTREE_LAST          /* the last cell carves nothing */
};

static const StepKind btree_kinds[] = {
    [BTREE_START] = { "start", "Start at {cell}: visit every cell in row order", 0 },
    [BTREE_COIN] = { "coin", "Carved {dir} from {cell} to {other}: a coin flip between east "
                             "and south", 0 },
    [BTREE_EAST] = { "east-only", "Carved {dir} from {cell} to {other}: the only way from the "
                                  "bottom row", 0 },
    [BTREE_SOUTH] = { "south-only", "Carved {dir} from {cell} to {other}: the only way from the "
                                    "last column", STEP_MILESTONE },
    [BTREE_LAST] = { "last", "{cell} is the last cell: nothing left to carve", 0 },
};

static const char *const btree_lines[] = {
    "visit the cells in row order, from the top left",
    "both east and south inside: carve one, by a coin flip",
    "on the bottom row: carve east",
    "in the last column: carve south",
    "the last cell (bottom right): nothing to carve, done",
};

static bool btree_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    BinaryTree *s = state;
    gen_report_start(ctx, BTREE_START, 0);
    s->phase = BTREE_CARVING;
    s->next = 0;
    if (ctx->grid->n == 1) {
        gen_mark(ctx, 0, MARK_DONE);
        s->phase = BTREE_DONE;
        ctx->done = true;
    }
    return true;
}

/* One step with exact dirty reporting: visit cell s->next. */
static void btree_step_one(BinaryTree *s, GenCtx *ctx)
{
    Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w;
    const uint32_t i = s->next;
    const bool east_ok = i % w + 1 < w;
    const bool south_ok = i + w < g->n;
    if (i > 0)
        gen_mark(ctx, i - 1, MARK_DONE);
    Dir d = DIR_E;
    if (east_ok && south_ok)
        d = rng_coin(ctx->rng) ? DIR_S : DIR_E;
    else if (south_ok)
        d = DIR_S;
    if (east_ok || south_ok) {
        gen_carve(ctx, i, d);
        int line = east_ok && south_ok ? 1 : east_ok ? 2 : 3;
        gen_report_move(ctx, BTREE_COIN + line - 1, line, i, grid_neighbor(g, i, d), d);
    } else {
        step_move(ctx->report, BTREE_LAST, 4, i, STEP_NONE, -1);
    }
    s->next = i + 1;
    if (s->next == g->n) {
        gen_mark(ctx, i, MARK_DONE);
        s->phase = BTREE_DONE;
        ctx->done = true;
    } else {
        gen_mark(ctx, i, MARK_CURRENT);
    }
}

/* Visits cells [s->next, end) with nobody watching, leaving the same grid,
 * RNG state and marks as visiting them one step at a time. end > s->next. */
static void btree_batch(BinaryTree *s, GenCtx *ctx, uint32_t end)
{
    Grid *g = ctx->grid;
    Rng *rng = ctx->rng;
    uint8_t *pass = g->pass;
    const uint32_t w = (uint32_t)g->w;
    const uint32_t start = s->next;
    /* The pool of coin bits, in locals: the same bits in the same order as
     * rng_coin, written back at the end. */
    uint64_t coins = rng->coins;
    unsigned ncoins = rng->ncoins;
    uint32_t i = start;
    uint32_t row_end = (i / w + 1) * w;

    while (i < end) {
        uint32_t seg_end = row_end < end ? row_end : end;
        if (row_end < g->n) {
            /* Not the bottom row: coin flips up to the last column. */
            uint32_t flip_end = seg_end < row_end - 1 ? seg_end : row_end - 1;
            for (; i < flip_end; i++) /* coin 0: east, 1: south */
                pass[i] = (uint8_t)(PASS_E + gen_coin_local(rng, &coins, &ncoins));
            if (i < seg_end)
                pass[i++] = PASS_S;     /* last column */
        } else {
            /* Bottom row: east, except the exit. */
            uint32_t east_end = seg_end < g->n - 1 ? seg_end : g->n - 1;
            if (east_end > i)
                memset(pass + i, PASS_E, east_end - i);
            i = seg_end;
        }
        row_end += w;
    }
    rng->coins = coins;
    rng->ncoins = ncoins;

    uint32_t first = start > 0 ? start - 1 : 0; /* the previous current cell */
    memset(g->mark + first, MARK_DONE, end - first);
    s->next = end;
    if (end == g->n) {
        s->phase = BTREE_DONE;
        ctx->done = true;
    } else {
        g->mark[end - 1] = MARK_CURRENT;
    }
}

static size_t btree_step(void *state, GenCtx *ctx, size_t n)
{
    BinaryTree *s = state;
    if (s->phase == BTREE_DONE || n == 0)
        return 0;
    size_t left = ctx->grid->n - s->next;
    size_t todo = n < left ? n : left;
    if (ctx->dirty || ctx->report) {
        for (size_t k = 0; k < todo; k++)
            btree_step_one(s, ctx);
    } else {
        btree_batch(s, ctx, s->next + (uint32_t)todo);
    }
    return todo;
}

static void btree_release(void *state)
{
    (void)state;
}

static bool btree_copy(void *dst, const void *src, const Grid *g)
{
    (void)g;
    *(BinaryTree *)dst = *(const BinaryTree *)src;
    return true;
}

/* The cell visited next carves east or south, whichever lie inside. */
static bool btree_ask_carve(const void *state, const GenCtx *ctx, Question *q)
{
    const BinaryTree *s = state;
    const Grid *g = ctx->grid;
    const uint32_t i = s->next;
    static const Dir ways[] = { DIR_E, DIR_S };
    uint32_t k = 0;
    for (int t = 0; t < 2; t++) {
        uint32_t j = grid_neighbor(g, i, ways[t]);
        if (j != GRID_NONE)
            k += question_add_cell(q, j);
    }
    q->about.cell = i;
    step_fact(&q->about, "choices", k);
    return k > 0;
}

static const QuestionKind btree_questions[] = {
    { "carve-into", "Which cells could {cell} carve into?",
      "{?choices>1:east or south: a coin flip decides}{?choices=1:the only way that stays inside "
      "the grid}",
      ANSWER_CELLS, TRUTH_OTHER, NULL, NULL, btree_ask_carve },
};

static const char *btree_phase_name(const void *state)
{
    return btree_phase_names[((const BinaryTree *)state)->phase];
}

const GenAlgo gen_binary_tree = {
    .kind = ALGO_GEN,
    .id = "binary-tree",
    .name = "Binary tree",
    .short_name = "Binary tree",
    .blurb = "Each cell, in row order, carves east or south at the flip of a coin. "
             "Strong diagonal texture; the bottom row and right column are open corridors.",
    .state_size = sizeof(BinaryTree),
    .init = btree_init,
    .step = btree_step,
    .release = btree_release,
    .phase_name = btree_phase_name,
    .pseudocode = { btree_lines, 5 },
    .copy = btree_copy,
    .kinds = STEP_KINDS(btree_kinds),
    .questions = QUESTION_KINDS(btree_questions),
    .shapes = SHAPES_SQUARE,
    .shape_note = "Binary tree carves every cell north or east, so it needs the full "
                  "square grid: on other shapes or a mask, a cell with neither neighbour "
                  "would start a tree of its own.",
};
