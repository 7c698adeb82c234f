/* tremaux.c - Trémaux's method: the way through any maze that always
 * works, with a pencil and nothing else.
 *
 * Every passage (here: every opening between two cells) gets a mark at each
 * crossing, and none ever gets more than two. At a cell, take a passage
 * with no mark if there is one (chosen at random: here from the run's
 * seed); if none, go back along the passage marked once. Arriving by a new
 * passage at a cell seen before, turn straight back (that passage then has
 * two marks: it closed a loop). A passage marked twice is never entered
 * again. It finds any goal it can reach, having walked every passage at
 * most twice; back at the start with every passage marked twice, there is
 * no path. The passages marked once always lead from the start to where it
 * stands: once at the goal, they are the way home.
 *
 * Runs on every shape: a cell's sides in side order, the side facing back
 * from the shape (grid_back).
 *
 * Marks: 2 bits per passage, in the byte of the cell that stores the
 * passage (grid.h's owner): on the square its east and south ones, in bits
 * 0-1 and 2-3; on other shapes the passage's edge code (shape.h) names the
 * owner and its bit k, the marks in bits 2k, 2k + 1 (the square's edge
 * codes give the same places, so one layout serves all). The
 * passages marked once are a stack of side items (cell, side), those
 * marked twice a list: both are drawn as bars, and the mark just made, at
 * the walker's end of the passage it came by, as a bar of its own. Cells
 * on the marked-once path are TRAIL_PATH, others visited TRAIL_VISITED.
 * Steps: one move each. */
#include "gen/gen_list.h"   /* GenList, a growable array */
#include "maze/mem.h"
#include "solve_util.h"

/* Its events. Facts: "path" cells on the marked-once path (the start to
 * where it stands), "marks" the passage's marks after the move, "unmarked"
 * the passages with no mark it chose among. */
enum {
    TRE_START = 1,      /* cell: the start */
    TRE_NEW,            /* moved cell -> other into an unmarked passage */
    TRE_NEW_SEEN,       /* ... arriving at a cell seen before: a loop */
    TRE_BOUNCE,         /* arrived at a cell seen before by a new passage: back */
    TRE_BACK,           /* no unmarked passage: back along the one marked once */
    TRE_EXIT,           /* left cell through the exit */
    TRE_HOME,           /* moved cell -> other (or started at cell): the goal,
                           which has no opening */
    TRE_NO_PATH         /* at the start, every passage marked twice */
};

static const StepKind tr_kinds[] = {
    [TRE_START] = { "start", "Start at {cell}: no passage has a mark yet", 0 },
    [TRE_NEW] = { "new-passage", "Moved {dir} from {cell} to {other}, one of {unmarked:passage} "
                                 "with no mark: now {marks:mark}, path {path:cell}",
                  STEP_MILESTONE, "unmarked>1" },
    [TRE_NEW_SEEN] = { "closed-loop", "Moved {dir} from {cell} to {other}, one of "
                                      "{unmarked:passage} with no mark: now {marks:mark}, but "
                                      "{other} was reached before, so this passage closed a loop",
                       STEP_MILESTONE },
    [TRE_BOUNCE] = { "turn-back", "Back {dir} from {cell} to {other}: {cell} was reached before "
                                  "another way, so this new passage closed a loop; now "
                                  "{marks:mark}, never again", 0 },
    [TRE_BACK] = { "go-back", "Moved {dir} from {cell} to {other} along the passage marked once: "
                              "no passage from {cell} is unmarked; now {marks:mark}, path "
                              "{path:cell}", 0 },
    [TRE_EXIT] = { "exit", "Left through the exit at {cell}: the passages marked once lead "
                           "home, path {path:cell}", 0 },
    [TRE_HOME] = { "home", "{?other:Moved {dir} from {cell} to {other}}{!other:Start at {cell}}: "
                           "the goal, and the passages marked once lead home, path {path:cell}",
                   0 },
    [TRE_NO_PATH] = { "no-path", "Back at the start {cell} with every passage marked twice: "
                                 "no path", STEP_MILESTONE },
};

static const char *const tr_lines[] = {
    "at the start: no passage has a mark",
    "an unmarked passage here: take one, mark it once",
    "arrived by a new passage at a cell seen before: turn back, mark it twice",
    "no unmarked passage: go back along the one marked once, mark it twice",
    "stepped out through the exit: done, the marked-once passages lead home",
    "standing on a goal inside the maze: done",
    "at the start with every passage marked twice: no path",
};

typedef enum TrPhase {
    TR_WALKING,
    TR_DONE
} TrPhase;

static const char *const tr_phase_names[] = { "walking", "done" };

typedef struct Tremaux {
    TrPhase phase;
    uint32_t cell;      /* where the walker stands */
    bool bounce;        /* it arrived by a new passage at a cell seen
                           before: its next move is straight back */
    int came;           /* the side of cell it came in by, -1 at the start */
    bool forward;       /* that passage has one mark (the top of `once`),
                           else two (the last of `twice`) */
    uint8_t *marks;     /* per cell: the marks of the passages it stores,
                           2 bits each (tr_marks) */
    uint32_t *once;     /* side items of the passages marked once, the
                           start's first: the way home */
    uint32_t depth;     /* entries in once */
    GenList twice;      /* side items of the passages marked twice: room for
                           2n, more than the grid has passages */
} Tremaux;

/* The marks of the passage on side d of cell i (which must be open, so
 * no edge of the grid to test for), and where they live: with the cell
 * that stores the passage (grid.h's owner). The square finds it without a
 * call; other shapes by its edge code, owner * 4 + bit index. */
static unsigned tr_marks(const Tremaux *s, const Grid *g, uint32_t i, Dir d, uint32_t *at,
                         unsigned *shift)
{
    if (grid_is_square(g)) {
        *at = d == DIR_W ? i - 1 : d == DIR_N ? i - (uint32_t)g->w : i;
        *shift = d == DIR_E || d == DIR_W ? 0u : 2u;
    } else {
        uint32_t e = grid_edge_of(g, i, (int)d);
        *at = e >> 2;
        *shift = 2u * (e & 3u);
    }
    return (s->marks[*at] >> *shift) & 3u;
}

/* The side of the walker's cell it came in by along the passage marked
 * once last (the top of `once`): where a bounce goes straight back. */
static Dir tr_way_back(const Tremaux *s, const Grid *g)
{
    uint32_t top = s->once[s->depth - 1];
    return solve_back(g, overlay_side_cell(top), (Dir)overlay_side_dir(top));
}

/* True when cell i has a passage marked once. */
static bool tr_on_path(const Tremaux *s, const Grid *g, uint32_t i)
{
    uint32_t at;
    unsigned shift;
    for (unsigned sides = solve_open_sides_any(g, i); sides; sides &= sides - 1)
        if (tr_marks(s, g, i, solve_first_side(sides), &at, &shift) == 1)
            return true;
    return false;
}

/* Ends the walk with verdict v: event kind at line, its last move from
 * cell through side dir to other (STEP_NONE: out through the exit, or no
 * move at all with dir -1). */
static void tr_end(Tremaux *s, SolveCtx *ctx, SolveVerdict v, int kind, int line, uint32_t cell,
                   uint32_t other, int dir)
{
    s->phase = TR_DONE;
    if (v == SOLVE_REACHED)
        ctx->path_len = s->depth + 1;
    solve_end(ctx, v);
    if (ctx->report) {
        step_move(ctx->report, kind, line, cell, other, dir);
        if (v == SOLVE_REACHED)
            step_fact(ctx->report, "path", s->depth + 1);
    }
}

static bool tr_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    Tremaux *s = state;
    const Grid *g = ctx->grid;
    s->marks = mem_calloc(g->n, 1);
    s->once = mem_alloc((size_t)g->n * sizeof *s->once);
    /* room for every passage of the grid at once: no copy as it grows */
    if (!s->marks || !s->once || !gen_list_reserve(&s->twice, 2 * g->n))
        return false;
    s->phase = TR_WALKING;
    s->cell = ctx->start;
    s->came = -1;
    solve_mark(ctx, s->cell, TRAIL_PATH);
    ctx->explored = 1;
    step_move(ctx->report, TRE_START, 0, ctx->start, STEP_NONE, -1);
    if (solve_walker_home(ctx, s->cell))
        tr_end(s, ctx, SOLVE_REACHED, TRE_HOME, 5, s->cell, STEP_NONE, -1);
    return true;
}

/* The side to leave s->cell by and the event it makes, or -1 when every
 * passage is marked twice. *unmarked: the passages with no mark. */
static int tr_choose(Tremaux *s, SolveCtx *ctx, int *kind, uint32_t *unmarked)
{
    const Grid *g = ctx->grid;
    *unmarked = 0;
    if (s->bounce) {
        *kind = TRE_BOUNCE;
        return (int)tr_way_back(s, g);
    }
    Dir fresh[GRID_MAX_SIDES], back = DIR_N;
    bool has_back = false;
    for (unsigned sides = solve_open_sides_any(g, s->cell); sides; sides &= sides - 1) {
        Dir k = solve_first_side(sides);
        uint32_t at;
        unsigned shift;
        unsigned m = tr_marks(s, g, s->cell, k, &at, &shift);
        if (m == 0)
            fresh[(*unmarked)++] = k;
        else if (m == 1) {
            back = k;
            has_back = true;
        }
    }
    if (*unmarked > 0) {
        *kind = TRE_NEW;
        return (int)fresh[*unmarked > 1 ? rng_below(ctx->rng, *unmarked) : 0];
    }
    *kind = TRE_BACK;
    return has_back ? (int)back : -1;
}

/* Crosses the passage on side d of s->cell: its marks, the stacks, the
 * trail, and whether the next move bounces. */
static void tr_cross(Tremaux *s, SolveCtx *ctx, Dir d, uint32_t next)
{
    const Grid *g = ctx->grid;
    uint32_t at;
    unsigned shift, m = tr_marks(s, g, s->cell, d, &at, &shift);
    s->marks[at] = (uint8_t)(s->marks[at] + (1u << shift));
    s->bounce = false;
    s->came = (int)solve_back(g, s->cell, d);
    s->forward = m == 0;
    if (m == 0) {
        s->once[s->depth++] = OVERLAY_SIDE(s->cell, d);
        if (ctx->trail[next] == TRAIL_NONE)
            ctx->explored++;
        else
            s->bounce = true;   /* seen before: this passage closed a loop */
        solve_mark(ctx, next, TRAIL_PATH);
    } else {
        s->depth--;
        gen_list_push(&s->twice, OVERLAY_SIDE(s->cell, d));
        if (!tr_on_path(s, g, s->cell))
            solve_mark(ctx, s->cell, TRAIL_VISITED);
    }
    ctx->raw_length++;
    solve_move_to(ctx, next);
    s->cell = next;
}

/* One step: out through the exit, a move, or the verdict. */
static void tr_one(Tremaux *s, SolveCtx *ctx)
{
    if (s->cell == ctx->goal && ctx->goal_side != GRID_INSIDE) {
        tr_end(s, ctx, SOLVE_REACHED, TRE_EXIT, 4, s->cell, STEP_NONE, ctx->goal_side);
        return;
    }
    int kind;
    uint32_t unmarked;
    int d = tr_choose(s, ctx, &kind, &unmarked);
    if (d < 0) {
        tr_end(s, ctx, SOLVE_NO_PATH, TRE_NO_PATH, 6, s->cell, STEP_NONE, -1);
        return;
    }
    uint32_t from = s->cell, next = grid_neighbor(ctx->grid, from, (Dir)d);
    tr_cross(s, ctx, (Dir)d, next);
    if (solve_walker_home(ctx, next)) {
        tr_end(s, ctx, SOLVE_REACHED, TRE_HOME, 5, from, next, d);
        return;
    }
    if (ctx->report) {
        static const int line_of[] = { [TRE_NEW] = 1, [TRE_NEW_SEEN] = 1, [TRE_BOUNCE] = 2,
                                       [TRE_BACK] = 3 };
        if (kind == TRE_NEW && s->bounce)
            kind = TRE_NEW_SEEN;
        uint32_t at;
        unsigned shift;
        step_move(ctx->report, kind, line_of[kind], from, next, d);
        step_fact(ctx->report, "marks", tr_marks(s, ctx->grid, from, (Dir)d, &at, &shift));
        if (kind == TRE_NEW || kind == TRE_NEW_SEEN)
            step_fact(ctx->report, "unmarked", unmarked);
        if (kind == TRE_NEW || kind == TRE_BACK)
            step_fact(ctx->report, "path", s->depth + 1);
    }
}

static size_t tr_step(void *state, SolveCtx *ctx, size_t n)
{
    Tremaux *s = state;
    size_t done = 0;
    for (; done < n && s->phase == TR_WALKING; done++)
        tr_one(s, ctx);
    return done;
}

static void tr_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    const Tremaux *s = state;
    out[0] = ctx->start;
    for (uint32_t k = 0; k < s->depth; k++)
        out[k + 1] = grid_neighbor(ctx->grid, overlay_side_cell(s->once[k]),
                                   (Dir)overlay_side_dir(s->once[k]));
}

static void tr_release(void *state)
{
    Tremaux *s = state;
    mem_free(s->marks);
    mem_free(s->once);
    s->marks = NULL;
    s->once = NULL;
    gen_list_free(&s->twice);
}

static bool tr_copy(void *dst, const void *src, const Grid *g)
{
    const Tremaux *from = src;
    Tremaux *to = dst;
    *to = *from;
    to->marks = NULL;
    to->once = NULL;
    to->twice = (GenList){ 0 };
    if (!algo_dup(&to->marks, from->marks, g->n) ||
        !algo_dup(&to->once, from->once, (size_t)g->n * sizeof *from->once) ||
        !gen_list_reserve(&to->twice, from->twice.cap))
        return false;
    memcpy(to->twice.v, from->twice.v, (size_t)from->twice.len * sizeof *from->twice.v);
    to->twice.len = from->twice.len;
    return true;
}

/* The marks at passage ends as bars: the one just made where the walker
 * stands, then the others marked once (the way home) and twice. */
static void tr_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const Tremaux *s = state;
    (void)ctx;
    bool came = s->came >= 0;
    if (came) {
        uint32_t bar = OVERLAY_SIDE(s->cell, s->came);
        overlay_add_items(out, OV_BARS, PAL_MARKER, "the mark just made", &bar, 1);
    }
    Overlay *once = overlay_add(out, OV_BARS, PAL_TRAIL_PATH, "marked once: the way home");
    if (once) {
        once->items = s->once;
        once->count = s->depth - (came && s->forward);
    }
    Overlay *twice = overlay_add(out, OV_BARS, PAL_TRAIL_SEEN, "marked twice: never again");
    if (twice) {
        twice->items = s->twice.v;
        twice->count = s->twice.len - (came && !s->forward);
    }
}

/* The cells its next move may go to, as tr_choose would choose: the way
 * straight back, or every passage with no mark, or the one marked once.
 * Not asked where it steps out through the exit or has no move left. */
static bool tr_ask_move(const void *state, const SolveCtx *ctx, Question *q)
{
    const Tremaux *s = state;
    if (s->phase != TR_WALKING || (s->cell == ctx->goal && ctx->goal_side != GRID_INSIDE))
        return false;
    const Grid *g = ctx->grid;
    uint32_t unmarked = 0, once = GRID_NONE;
    for (unsigned sides = solve_open_sides_any(g, s->cell); sides; sides &= sides - 1) {
        Dir k = solve_first_side(sides);
        uint32_t at;
        unsigned shift, m = tr_marks(s, g, s->cell, k, &at, &shift);
        uint32_t j = grid_neighbor(g, s->cell, k);
        if (m == 1)
            once = j;
        else if (m == 0 && !s->bounce)
            unmarked += question_add_cell(q, j);
    }
    if (s->bounce)
        question_add_cell(q, grid_neighbor(g, s->cell, tr_way_back(s, g)));
    else if (unmarked == 0 && once != GRID_NONE)
        question_add_cell(q, once);
    if (q->count == 0)
        return false;
    step_move(&q->about, STEP_KIND_NONE, 0, s->cell, STEP_NONE, -1);
    step_fact(&q->about, "unmarked", unmarked);
    step_fact(&q->about, "bounce", s->bounce);
    return true;
}

static const QuestionKind tr_questions[] = {
    { "move-next", "The walker is at {cell}. Which cells could it go to next?",
      "{?bounce:it just came by a new passage to a cell it had seen: straight back}"
      "{!bounce:{?unmarked:any of the {unmarked:passage} with no mark}{!unmarked:no passage here "
      "is unmarked: back along the one marked once}}",
      ANSWER_CELLS, TRUTH_OTHER, "new-passage closed-loop turn-back go-back home", NULL,
      tr_ask_move },
};

static const char *tr_phase_name(const void *state)
{
    return tr_phase_names[((const Tremaux *)state)->phase];
}

const SolveAlgo solve_tremaux = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WALKER,
    .id = "tremaux",
    .name = "Tr\xc3\xa9maux's method",
    .short_name = "Tr\xc3\xa9maux",
    .blurb = "Mark each passage as you cross it; take an unmarked one when you can, else "
             "go back along the one marked once, and never enter one marked twice. Finds "
             "any goal that can be reached, and knows when none can.",
    .state_size = sizeof(Tremaux),
    .init = tr_init,
    .step = tr_step,
    .path = tr_path,
    .release = tr_release,
    .phase_name = tr_phase_name,
    .pseudocode = { tr_lines, 7 },
    .copy = tr_copy,
    .kinds = STEP_KINDS(tr_kinds),
    .questions = QUESTION_KINDS(tr_questions),
    .overlays = tr_overlays,
    .shapes = SHAPES_ALL,
};
