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
 * nothing. Both draw the same numbers. Other shapes (and masks) take
 * bt_run_shape: the same steps through the shape's sides, the stack
 * holding 4 bits a move (the side back), n / 2 bytes. */
#include "gen_list.h"
#include "gen_owned.h"
#include "gen_pos.h"
#include "gen_question.h"
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
    uint8_t *stack;     /* a move a slot (gen_path_set) */
    GenPos pos;         /* other shapes: cur with its coordinates */
} Backtracker;

static const char *const bt_phase_names[] = { "carving", "backtracking", "done" };

/* Its events. Facts: "choices" unvisited neighbours the carve chose from,
 * "stack" moves on the stack after the step (the cells it keeps below the
 * current one), "unvisited" the unvisited neighbours of the cell a
 * backtrack ends on. */
enum {
    BTE_START = 1,      /* cell: the start */
    BTE_CARVE,          /* carved cell -> other (dir) */
    BTE_BACK,           /* dead end at cell, back to other */
    BTE_BACK_END,       /* the same, and other has unvisited neighbours:
                           the backtrack ends, carving goes on from there */
    BTE_DONE            /* dead end at cell and the stack is empty */
};

static const StepKind bt_kinds[] = {
    [BTE_START] = { "start", "Start at {cell}: a random cell, the first on the stack", 0 },
    [BTE_CARVE] = { "carve", "Carved {dir} from {cell} to {other}: "
                             "{?choices>1:{choices} unvisited neighbours, one picked at random}"
                             "{?choices=1:the only unvisited neighbour}", 0 },
    [BTE_BACK] = { "backtrack", "Dead end at {cell}: back to {other}, stack depth {stack}", 0 },
    [BTE_BACK_END] = { "backtrack-end", "Dead end at {cell}: back to {other}, stack depth {stack}; "
                                        "{other} has {unvisited:unvisited neighbour}, the "
                                        "backtrack ends", STEP_MILESTONE },
    [BTE_DONE] = { "done", "Dead end at {cell}: the stack is empty, the maze is done", 0 },
};

static bool bt_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    Backtracker *s = state;
    Grid *g = ctx->grid;
    s->stack = mem_calloc(gen_path_bytes(g), 1);
    if (!s->stack)
        return false;
    s->cur = grid_random_cell(g, ctx->rng);
    s->x = s->cur % (uint32_t)g->w;
    if (!grid_is_square(g))
        s->pos = gen_pos_at(g, s->cur);
    s->phase = BT_CARVING;
    gen_mark(ctx, s->cur, MARK_CURRENT);
    gen_report_start(ctx, BTE_START, s->cur);
    if (grid_cells_on(g) == 1) {
        gen_mark(ctx, s->cur, MARK_DONE);
        s->phase = BT_DONE;
        ctx->done = true;
    }
    return true;
}

/* The last step: stuck at cur with the stack empty. Returns BT_DONE. */
static inline BtPhase bt_end(GenCtx *ctx, uint8_t *mark, DirtyList *dirty, StepReport *report,
                             uint32_t cur)
{
    gen_mark_raw(mark, dirty, cur, MARK_DONE);
    ctx->done = true;
    step_move(report, BTE_DONE, 4, cur, STEP_NONE, -1);
    return BT_DONE;
}

/* Fills the report of a backtrack from `from` to `to` (its side `back`)
 * that leaves `depth` moves on the stack. */
static void bt_report_back(StepReport *report, const Grid *g, uint32_t from, uint32_t to, Dir back,
                           uint32_t depth)
{
    Dir open[GRID_MAX_SIDES];
    uint32_t left = gen_neighbors_where(g, to, to % (uint32_t)g->w, true, MARK_BLANK, open);
    step_move(report, left ? BTE_BACK_END : BTE_BACK, 3, from, to, (int)back);
    step_fact(report, "stack", depth);
    if (left)
        step_fact(report, "unvisited", left);
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
                step_move(report, BTE_CARVE, k > 1 ? 2 : 1, cur, next, (int)d);
                step_fact(report, "choices", k);
                step_fact(report, "stack", depth);
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
            if (report)
                bt_report_back(report, g, from, cur, back, depth);
        } else {
            phase = bt_end(ctx, mark, dirty, report, cur);
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

/* bt_run on a grid of another shape or with a mask: the same steps, each
 * cell's neighbours through the shape. */
GEN_HOT_INLINE size_t bt_run_shape_k(Backtracker *s, GenCtx *ctx, size_t n, const GenGeo *geo,
                                     ShapeKind kind)
{
    Grid *g = ctx->grid;
    uint8_t *mark = g->mark, *pass = g->pass;
    DirtyList *dirty = ctx->dirty;
    StepReport *report = ctx->report;
    Rng rng = *ctx->rng;
    GenPos pos = s->pos;
    uint32_t depth = s->depth;
    BtPhase phase = s->phase;
    size_t done = 0;

    while (done < n && phase != BT_DONE) {
        uint32_t nb[GRID_MAX_SIDES];
        GenPos at[GRID_MAX_SIDES];
        const int sides = gen_pos_neighbors_k(geo, &pos, nb, at, kind);
        Dir options[GRID_MAX_SIDES];
        uint32_t k = 0;
        for (int d = 0; d < sides; d++) {
            options[k] = (Dir)d;
            k += nb[d] != GRID_NONE && mark[nb[d]] == MARK_BLANK;
        }
        const uint32_t cur = pos.cur;
        if (k > 0) {
            Dir d = gen_pick_dir(&rng, options, k);
            bool self;
            const uint8_t bit = gen_pos_store_k(geo, &pos, (int)d, kind, &self);
            gen_open_raw(pass, dirty, self ? cur : nb[d], bit);
            gen_mark_raw(mark, dirty, cur, MARK_STACK);
            gen_mark_raw(mark, dirty, nb[d], MARK_CURRENT);
            gen_path_put(s->stack, depth++, (unsigned)gen_pos_back_k(geo, &pos, (int)d, kind));
            if (report) {
                step_move(report, BTE_CARVE, k > 1 ? 2 : 1, cur, nb[d], (int)d);
                step_fact(report, "choices", k);
                step_fact(report, "stack", depth);
            }
            pos = at[d];
            phase = BT_CARVING;
        } else if (depth > 0) {
            Dir back = gen_path_side(s->stack, --depth);
            gen_mark_raw(mark, dirty, cur, MARK_DONE);
            gen_pos_step_k(geo, &pos, (int)back, kind);
            gen_mark_raw(mark, dirty, pos.cur, MARK_CURRENT);
            phase = BT_BACKTRACKING;
            if (report)
                bt_report_back(report, g, cur, pos.cur, back, depth);
        } else {
            phase = bt_end(ctx, mark, dirty, report, cur);
        }
        done++;
    }
    *ctx->rng = rng;
    s->pos = pos;
    s->cur = pos.cur;
    s->depth = depth;
    s->phase = phase;
    return done;
}

/* bt_run_shape_k with the grid's kind folded in. */
static size_t bt_run_shape(Backtracker *s, GenCtx *ctx, size_t n)
{
    GenGeo geo;
    gen_geo_init(&geo, ctx->grid);
    switch (geo.kind) {
    case SHAPE_HEX: return bt_run_shape_k(s, ctx, n, &geo, SHAPE_HEX);
    case SHAPE_POLAR: return bt_run_shape_k(s, ctx, n, &geo, SHAPE_POLAR);
    case SHAPE_TRIANGLE: return bt_run_shape_k(s, ctx, n, &geo, SHAPE_TRIANGLE);
    default: return bt_run_shape_k(s, ctx, n, &geo, SHAPE_SQUARE);
    }
}

static size_t bt_step(void *state, GenCtx *ctx, size_t n)
{
    if (!grid_is_square(ctx->grid))
        return bt_run_shape(state, ctx, n);
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
    return algo_dup(&to->stack, from->stack, gen_path_bytes(g));
}

/* ---- questions ------------------------------------------------------------ */

/* Carving: the unvisited neighbours it picks among. */
static bool bt_ask_carve(const void *state, const GenCtx *ctx, Question *q)
{
    return gen_ask_carve(q, ctx->grid, ((const Backtracker *)state)->cur);
}

/* A dead end: the cell below it on the stack, the one it came from. */
static bool bt_ask_back(const void *state, const GenCtx *ctx, Question *q)
{
    const Backtracker *s = state;
    Dir d[GRID_MAX_SIDES], back;
    if (s->depth == 0 || gen_neighbors_where(ctx->grid, s->cur, s->x, true, MARK_BLANK, d) > 0)
        return false;
    q->about.cell = s->cur;
    step_fact(&q->about, "stack", s->depth);
    question_set_cell(q, gen_path_back(ctx->grid, s->stack, s->depth - 1, s->cur, &back));
    return true;
}

static const QuestionKind bt_questions[] = {
    { "carve-next", "The backtracker stands at {cell}. Which cells could it carve into next?",
      GEN_ASK_CARVE_WHY,
      ANSWER_CELLS, TRUTH_OTHER, "carve", NULL, bt_ask_carve },
    { "back-to", "{cell} is a dead end: no unvisited neighbour. Which cell does the backtracker "
                 "go back to?",
      "the cell it came from: the one below it on the stack, which holds {stack:move}",
      ANSWER_CELL, TRUTH_OTHER, "backtrack backtrack-end", NULL, bt_ask_back },
};

static const char *bt_phase_name(const void *state)
{
    return bt_phase_names[((const Backtracker *)state)->phase];
}

const GenAlgo gen_backtracker = {
    .kind = ALGO_GEN,
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
    .kinds = STEP_KINDS(bt_kinds),
    .questions = QUESTION_KINDS(bt_questions),
    .shapes = SHAPES_ALL,
};
