/* random_mouse.c - the random mouse: no memory, no plan, a coin at every
 * junction.
 *
 * It walks on, never back the way it came unless it is in a dead end, and
 * at every junction takes one of the ways on at random (from the run's
 * seed, so a run repeats). In the end it stumbles on any goal it can reach,
 * but nothing tells it when there is none, nor how long it will take: it
 * gives up at its move limit. The lesson is how many moves that is next to
 * the path's length.
 *
 * Runs on every shape: the ways on are a cell's open sides but the one it
 * came in by, in side order, so the same seed makes the same walk.
 *
 * The path is the loop-erased walk (solve_walk.h). Steps: one move each. */
#include "solve_walk.h"

/* Its events. Facts: "onward" the ways on it chose among, "path" cells on
 * the loop-erased path, "moves" the moves walked. */
enum {
    RME_START = 1,      /* cell: the start */
    RME_WALLED,         /* the start is walled in on every side */
    RME_ON,             /* moved cell -> other, one of "onward" ways on */
    RME_BACK,           /* a dead end: back cell -> other */
    RME_EXIT,           /* left cell through the exit */
    RME_HOME,           /* moved cell -> other (or started at cell): the goal,
                           which has no opening */
    RME_GAVE_UP         /* the move limit */
};

static const StepKind rm_kinds[] = {
    [RME_START] = { "start", "Start at {cell}", 0 },
    [RME_WALLED] = { "walled-in", "Start at {cell}: walled in on every side, it would turn "
                                  "on the spot forever", 0 },
    [RME_ON] = { "on", "Moved {dir} from {cell} to {other}: {?onward=1:the only way on}"
                       "{?onward>1:one of {onward} ways on, picked at random}, path {path:cell}",
                 STEP_MILESTONE, "onward>1" },
    [RME_BACK] = { "dead-end", "Dead end at {cell}: back {dir} to {other}, path {path:cell}", 0 },
    [RME_EXIT] = { "exit", "Left through the exit at {cell}, path {path:cell}", 0 },
    [RME_HOME] = { "home", "{?other:Moved {dir} from {cell} to {other}}{!other:Start at {cell}}: "
                           "the goal, inside the maze, path {path:cell}", 0 },
    [RME_GAVE_UP] = { "gave-up", "Gave up after {moves:move}: the goal may be out of reach, "
                                 "or just not found yet", STEP_MILESTONE },
};

static const char *const rm_lines[] = {
    "start anywhere, no memory of where it has been",
    "pick one of the ways on at random, never back; step",
    "a dead end: turn back; step",
    "stepped out through the exit: done",
    "standing on a goal inside the maze: done",
    "walked the move limit: give up",
};

typedef enum RmPhase {
    RM_WALKING,
    RM_DONE
} RmPhase;

static const char *const rm_phase_names[] = { "walking", "done" };

typedef struct RandomMouse {
    RmPhase phase;
    uint32_t cell;      /* where it stands */
    int back;           /* the side it came in by (a Dir), -1 at the start */
    SolveWalk walk;     /* the loop-erased path */
} RandomMouse;

/* The sides it may leave s->cell by, not back, into ways[] in side
 * order (N, E, S, W on the square); how many. square: grid_is_square
 * (solve_open_sides_as). */
static inline uint32_t rm_ways(const RandomMouse *s, const SolveCtx *ctx,
                               Dir ways[GRID_MAX_SIDES], bool square)
{
    uint32_t k = 0;
    unsigned exits = solve_exits_as(ctx, s->cell, square);
    if (s->back >= 0)
        exits &= ~(1u << s->back);
    for (; exits; exits &= exits - 1)
        ways[k++] = solve_first_side(exits);
    return k;
}

/* Ends the walk with verdict v: event kind at line, its last move from
 * cell through side dir to other (STEP_NONE: out through the exit, or no
 * move at all with dir -1). */
static void rm_end(RandomMouse *s, SolveCtx *ctx, SolveVerdict v, int kind, int line,
                   uint32_t cell, uint32_t other, int dir)
{
    s->phase = RM_DONE;
    if (v == SOLVE_REACHED)
        ctx->path_len = s->walk.depth + 1;
    solve_end(ctx, v);
    if (ctx->report) {
        step_move(ctx->report, kind, line, cell, other, dir);
        if (v == SOLVE_REACHED)
            step_fact(ctx->report, "path", s->walk.depth + 1);
        else if (v == SOLVE_GAVE_UP)
            step_fact(ctx->report, "moves", (uint32_t)ctx->raw_length);
    }
}

static bool rm_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    RandomMouse *s = state;
    if (!solve_walk_init(&s->walk, ctx->grid))
        return false;
    s->phase = RM_WALKING;
    s->cell = ctx->start;
    s->back = -1;
    solve_mark(ctx, s->cell, TRAIL_PATH);
    ctx->explored = 1;
    step_move(ctx->report, RME_START, 0, ctx->start, STEP_NONE, -1);
    Dir ways[GRID_MAX_SIDES];
    if (solve_walker_home(ctx, s->cell))
        rm_end(s, ctx, SOLVE_REACHED, RME_HOME, 4, s->cell, STEP_NONE, -1);
    else if (rm_ways(s, ctx, ways, grid_is_square(ctx->grid)) == 0)
        rm_end(s, ctx, SOLVE_LOOP, RME_WALLED, 0, s->cell, STEP_NONE, -1);
    return true;
}

/* One move, or the end; square as for rm_ways. */
GEN_HOT_INLINE void rm_one(RandomMouse *s, SolveCtx *ctx, bool square)
{
    if (ctx->raw_length >= solve_move_limit(ctx)) {
        rm_end(s, ctx, SOLVE_GAVE_UP, RME_GAVE_UP, 5, s->cell, STEP_NONE, -1);
        return;
    }
    Dir ways[GRID_MAX_SIDES];
    uint32_t nways = rm_ways(s, ctx, ways, square);
    /* No way on: a dead end, whose way back is open (the cell was entered
     * by it; init ruled out a walled-in start). */
    Dir d = nways == 0 ? (Dir)s->back : ways[nways > 1 ? rng_below(ctx->rng, nways) : 0];
    uint32_t from = s->cell, next = grid_neighbor(ctx->grid, from, d);
    if (next == GRID_NONE) {
        rm_end(s, ctx, SOLVE_REACHED, RME_EXIT, 3, from, STEP_NONE, (int)d);
        return;
    }
    solve_walk_move(&s->walk, ctx, from, d, next);
    s->cell = next;
    s->back = (int)solve_back_as(ctx->grid, from, d, square);
    if (solve_walker_home(ctx, next)) {
        rm_end(s, ctx, SOLVE_REACHED, RME_HOME, 4, from, next, (int)d);
        return;
    }
    if (ctx->report) {
        step_move(ctx->report, nways ? RME_ON : RME_BACK, nways ? 1 : 2, from, next, (int)d);
        if (nways)
            step_fact(ctx->report, "onward", nways);
        step_fact(ctx->report, "path", s->walk.depth + 1);
    }
}

static size_t rm_step(void *state, SolveCtx *ctx, size_t n)
{
    RandomMouse *s = state;
    size_t done = 0;
    /* the square's walk compiled apart, with no shape test per move */
    if (grid_is_square(ctx->grid))
        for (; done < n && s->phase == RM_WALKING; done++)
            rm_one(s, ctx, true);
    else
        for (; done < n && s->phase == RM_WALKING; done++)
            rm_one(s, ctx, false);
    return done;
}

static void rm_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    solve_walk_path(&((const RandomMouse *)state)->walk, ctx, out);
}

static void rm_release(void *state)
{
    solve_walk_free(&((RandomMouse *)state)->walk);
}

static bool rm_copy(void *dst, const void *src, const Grid *g)
{
    const RandomMouse *from = src;
    RandomMouse *to = dst;
    *to = *from;
    return solve_walk_copy(&to->walk, &from->walk, g->n);
}

/* The moves walked, next to the path so far. */
static void rm_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    (void)state;
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_DOT, "moves walked");
    if (c)
        c->value = (uint32_t)ctx->raw_length;
}

/* The cells its next move may go to: each way on, or back at a dead end.
 * Not asked at the move limit, nor where a way on leaves the maze (that
 * move has no cell). */
static bool rm_ask_move(const void *state, const SolveCtx *ctx, Question *q)
{
    const RandomMouse *s = state;
    if (s->phase != RM_WALKING || ctx->raw_length >= solve_move_limit(ctx))
        return false;
    Dir ways[GRID_MAX_SIDES];
    uint32_t nways = rm_ways(s, ctx, ways, grid_is_square(ctx->grid));
    if (nways == 0)
        ways[nways++] = (Dir)s->back;
    for (uint32_t k = 0; k < nways; k++) {
        uint32_t j = grid_neighbor(ctx->grid, s->cell, ways[k]);
        if (j == GRID_NONE)
            return false;
        question_add_cell(q, j);
    }
    step_move(&q->about, STEP_KIND_NONE, 0, s->cell, STEP_NONE, s->back);
    step_fact(&q->about, "onward", q->count);
    step_fact(&q->about, "came", s->back >= 0);
    return true;
}

static const QuestionKind rm_questions[] = {
    { "move-next", "The mouse is at {cell}{?came:, having come in from the {dir}}. Which cells "
                   "could it go to next?",
      "any way on but back, picked at random ({onward:way}); back only at a dead end",
      ANSWER_CELLS, TRUTH_OTHER, "on dead-end home", NULL, rm_ask_move },
};

static const char *rm_phase_name(const void *state)
{
    return rm_phase_names[((const RandomMouse *)state)->phase];
}

const SolveAlgo solve_random_mouse = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WALKER,
    .id = "random-mouse",
    .name = "Random mouse",
    .short_name = "Random mouse",
    .blurb = "Walk on, turning back only at dead ends, and pick a way at random at every "
             "junction. Gets there in the end if it can, with no idea how long that takes; "
             "gives up at its move limit.",
    .state_size = sizeof(RandomMouse),
    .init = rm_init,
    .step = rm_step,
    .path = rm_path,
    .release = rm_release,
    .phase_name = rm_phase_name,
    .pseudocode = { rm_lines, 6 },
    .copy = rm_copy,
    .kinds = STEP_KINDS(rm_kinds),
    .questions = QUESTION_KINDS(rm_questions),
    .overlays = rm_overlays,
    .shapes = SHAPES_ALL,
};
