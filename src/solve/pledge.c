/* pledge.c - the Pledge algorithm: escape from anywhere to an exit in the
 * outer wall, even where the wall follower circles an island forever.
 *
 * Choose a heading (here: the way the walker faces at the start) and keep
 * a counter of quarter turns, + for each turn right, - for each turn left.
 * Walk along the heading until a wall is in the way; then turn left to put
 * the right hand on it and follow it, counting every turn, until the
 * counter is back at 0 (facing the heading, having unwound every turn
 * made): let go, and walk along the heading again. Unlike the wall
 * follower, which leaves a wall the moment it can, Pledge never leaves an
 * island it is circling until it has turned all the way round it, so it
 * never circles one forever: from any start it reaches the outside when a
 * way out exists. It aims at nothing else: a goal inside the maze, with no
 * opening, is one it cannot look for, and says so at once. With no way
 * out it would walk forever: it gives up at the move limit.
 *
 * The plain square only: the counter needs every cell to have a side
 * along the heading and turns of one fixed angle. Hexagons would have them
 * (sixth turns, straight on through the opposite side), but triangles
 * alternate point up and point down, so no side lies along a heading in
 * both, and a polar cell's sides point along its own ring, so a fixed
 * heading is a different side in every cell: there the count of turns is
 * not the walker's winding, and the escape proof does not hold.
 *
 * The path is the loop-erased walk (solve_walk.h). Steps: one move each, a
 * turn part of the move that follows it. */
#include "solve_walk.h"

/* Its events. Facts: "path" cells on the loop-erased path, "turns" the
 * counter's size and "ccw" 1 when it is below 0 (turned more left than
 * right), "moves" the moves walked. */
enum {
    PLE_START = 1,      /* cell: the start, dir: the heading */
    PLE_INSIDE,         /* the goal (other) is inside the maze: gave up */
    PLE_WALLED,         /* the start is walled in on every side */
    PLE_STRAIGHT,       /* moved cell -> other along the heading */
    PLE_MEET,           /* a wall ahead: turned left, moved along it */
    PLE_FOLLOW,         /* moved along the wall, counting the turn */
    PLE_LEAVE,          /* the counter is 0: let go of the wall */
    PLE_EXIT,           /* left cell through the exit */
    PLE_GAVE_UP         /* the move limit, still inside */
};

#define PL_MOVED "Moved {dir} from {cell} to {other}"
#define PL_COUNTER "turn counter {?ccw:-}{turns}"

static const StepKind pl_kinds[] = {
    [PLE_START] = { "start", "Start at {cell}, heading {dir}, turn counter 0", 0 },
    [PLE_INSIDE] = { "goal-inside", "The goal {other} is inside the maze, with no opening: "
                                    "Pledge only finds ways out through the outer wall, so it "
                                    "cannot aim at it", 0 },
    [PLE_WALLED] = { "walled-in", "Start at {cell}: walled in on every side, it would turn "
                                  "on the spot forever", 0 },
    [PLE_STRAIGHT] = { "straight", PL_MOVED " along the heading, path {path:cell}", 0 },
    [PLE_MEET] = { "meet-wall", "A wall across the heading at {cell}: turned left, right hand "
                                "on it, " PL_COUNTER "; moved {dir} to {other}", STEP_MILESTONE },
    [PLE_FOLLOW] = { "follow", PL_MOVED ", right hand on the wall, " PL_COUNTER
                               ", path {path:cell}", 0 },
    [PLE_LEAVE] = { "leave-wall", PL_MOVED ": turn counter back to 0, facing the heading "
                                  "again: let go of the wall", STEP_MILESTONE },
    [PLE_EXIT] = { "exit", "Left through the exit at {cell}, path {path:cell}", STEP_MILESTONE },
    [PLE_GAVE_UP] = { "gave-up", "Gave up after {moves:move}, still inside: no way out found", 0 },
};

static const char *const pl_lines[] = {
    "heading <- the way it faces at the start; counter <- 0",
    "counter 0 and the heading open: step along the heading",
    "a wall ahead: turn left (counter - 1), right hand on the wall, step",
    "follow the wall: right (+1), else straight, else left (-1), else back (-2); step",
    "counter back to 0, facing the heading: let go of the wall",
    "stepped out through an exit in the outer wall: done",
    "the goal is inside the maze: no exit to find, give up",
    "walked the move limit without getting out: give up",
};

typedef enum PlPhase {
    PL_FREE,            /* walking along the heading */
    PL_FOLLOWING,       /* right hand on a wall, counting turns */
    PL_DONE
} PlPhase;

static const char *const pl_phase_names[] = { "heading", "following", "done" };

typedef struct Pledge {
    PlPhase phase;
    uint32_t cell;      /* where the walker stands */
    Dir facing;         /* the way it faces */
    Dir heading;        /* the way it wants to go */
    int32_t turns;      /* quarter turns made since it last let go: right
                           +1, left -1; facing == heading + turns (mod 4) */
    SolveWalk walk;     /* the loop-erased path */
} Pledge;

/* Adds the counter's facts to the report. */
static void pl_counter_facts(const Pledge *s, StepReport *r)
{
    step_fact(r, "turns", (uint32_t)(s->turns < 0 ? -s->turns : s->turns));
    step_fact(r, "ccw", s->turns < 0);
}

/* The turn it makes now (quarter turns, + right), or 0 with *walled when
 * no side is open. Free, with the heading blocked: left, back, right, as
 * one, two or three left turns; following: right, straight, left, back. */
static int pl_choose(const Pledge *s, const SolveCtx *ctx, bool *walled)
{
    static const int meet[3] = { -1, -2, -3 }, follow[4] = { 1, 0, -1, -2 };
    const int *turns = s->phase == PL_FREE ? meet : follow;
    int count = s->phase == PL_FREE ? 3 : 4;
    unsigned exits = solve_exits_as(ctx, s->cell, true);     /* the plain square only */
    *walled = false;
    if (s->phase == PL_FREE && (exits >> s->heading & 1u))
        return 0;
    for (int k = 0; k < count; k++)
        if (exits >> ((s->facing + 4 + turns[k]) & 3) & 1u)
            return turns[k];
    *walled = true;
    return 0;
}

static bool pl_init(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    Pledge *s = state;
    if (!solve_walk_init(&s->walk, ctx->grid))
        return false;
    s->phase = PL_FREE;
    s->cell = ctx->start;
    s->facing = s->heading = ctx->facing;
    solve_mark(ctx, s->cell, TRAIL_PATH);
    ctx->explored = 1;
    step_move(ctx->report, PLE_START, 0, ctx->start, STEP_NONE, (int)s->heading);
    bool walled;
    if (ctx->goal_side == GRID_INSIDE) {
        s->phase = PL_DONE;
        solve_end(ctx, SOLVE_GAVE_UP);
        step_move(ctx->report, PLE_INSIDE, 6, ctx->start, ctx->goal, -1);
    } else if (pl_choose(s, ctx, &walled) == 0 && walled) {
        s->phase = PL_DONE;
        solve_end(ctx, SOLVE_LOOP);
        step_move(ctx->report, PLE_WALLED, 0, ctx->start, STEP_NONE, -1);
    }
    return true;
}

/* Ends the walk with verdict v: event kind at line, from s->cell. */
static void pl_end(Pledge *s, SolveCtx *ctx, SolveVerdict v, int kind, int line, int dir)
{
    s->phase = PL_DONE;
    if (v == SOLVE_REACHED)
        ctx->path_len = s->walk.depth + 1;
    solve_end(ctx, v);
    if (ctx->report) {
        step_move(ctx->report, kind, line, s->cell, STEP_NONE, dir);
        if (v == SOLVE_REACHED)
            step_fact(ctx->report, "path", s->walk.depth + 1);
        else
            step_fact(ctx->report, "moves", (uint32_t)ctx->raw_length);
    }
}

/* One move: the turn, the step, the counter, letting go. */
static void pl_move(Pledge *s, SolveCtx *ctx)
{
    bool walled;
    PlPhase was = s->phase;
    int turn = pl_choose(s, ctx, &walled);  /* init ruled out a walled-in
                                               start; a cell entered has its
                                               way back open */
    Dir d = (Dir)((s->facing + 4 + turn) & 3);
    uint32_t from = s->cell, next = grid_neighbor(ctx->grid, from, d);
    s->facing = d;
    if (was == PL_FREE && turn != 0)
        s->phase = PL_FOLLOWING;
    if (s->phase == PL_FOLLOWING)
        s->turns += turn;
    if (next == GRID_NONE) {    /* out through the exit */
        pl_end(s, ctx, SOLVE_REACHED, PLE_EXIT, 5, (int)d);
        return;
    }
    solve_walk_move(&s->walk, ctx, from, d, next);
    s->cell = next;
    int kind = was == PL_FREE && turn == 0 ? PLE_STRAIGHT : was == PL_FREE ? PLE_MEET : PLE_FOLLOW;
    if (s->phase == PL_FOLLOWING && s->turns == 0) {
        s->phase = PL_FREE;
        kind = PLE_LEAVE;
    }
    if (ctx->report) {
        static const int line_of[] = { [PLE_STRAIGHT] = 1, [PLE_MEET] = 2, [PLE_FOLLOW] = 3,
                                       [PLE_LEAVE] = 4 };
        step_move(ctx->report, kind, line_of[kind], from, next, (int)d);
        if (kind == PLE_MEET || kind == PLE_FOLLOW)
            pl_counter_facts(s, ctx->report);
        if (kind != PLE_MEET)
            step_fact(ctx->report, "path", s->walk.depth + 1);
    }
}

static size_t pl_step(void *state, SolveCtx *ctx, size_t n)
{
    Pledge *s = state;
    size_t done = 0;
    uint64_t limit = solve_move_limit(ctx);
    for (; done < n && s->phase != PL_DONE; done++) {
        if (ctx->raw_length >= limit)
            pl_end(s, ctx, SOLVE_GAVE_UP, PLE_GAVE_UP, 7, -1);
        else
            pl_move(s, ctx);
    }
    return done;
}

static void pl_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    solve_walk_path(&((const Pledge *)state)->walk, ctx, out);
}

static void pl_release(void *state)
{
    solve_walk_free(&((Pledge *)state)->walk);
}

static bool pl_copy(void *dst, const void *src, const Grid *g)
{
    const Pledge *from = src;
    Pledge *to = dst;
    *to = *from;
    return solve_walk_copy(&to->walk, &from->walk, g->n);
}

/* The legend's counter line, by heading and by the counter's sign (a
 * counter shows a number without one). */
static const char *const pl_counter_labels[4][3] = {
    { "heading north, turn counter minus", "heading north, turn counter (0: may let go)",
      "heading north, turn counter" },
    { "heading east, turn counter minus", "heading east, turn counter (0: may let go)",
      "heading east, turn counter" },
    { "heading south, turn counter minus", "heading south, turn counter (0: may let go)",
      "heading south, turn counter" },
    { "heading west, turn counter minus", "heading west, turn counter (0: may let go)",
      "heading west, turn counter" },
};

/* While following, the right hand on the wall; the heading and the counter
 * in the legend (an arrow for the heading would sit on the walker's own
 * mark). */
static void pl_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const Pledge *s = state;
    (void)ctx;
    if (s->phase == PL_FOLLOWING) {
        uint32_t bar = OVERLAY_SIDE(s->cell, (s->facing + 1) & 3u);
        overlay_add_items(out, OV_BARS, PAL_MARKER, "right hand on the wall", &bar, 1);
    }
    int sign = s->turns < 0 ? 0 : s->turns == 0 ? 1 : 2;
    Overlay *c = overlay_add(out, OV_COUNTER, PAL_DOT, pl_counter_labels[s->heading][sign]);
    if (c)
        c->value = (uint32_t)(s->turns < 0 ? -s->turns : s->turns);
}

/* The move it makes next, as pl_move makes it: the cell it goes to (none
 * when it leaves the maze or is done) and whether it lets go of the wall
 * there. */
static uint32_t pl_next(const Pledge *s, const SolveCtx *ctx, bool *lets_go)
{
    bool walled;
    *lets_go = false;
    if (s->phase == PL_DONE || ctx->raw_length >= solve_move_limit(ctx))
        return GRID_NONE;
    int turn = pl_choose(s, ctx, &walled);
    bool follows = s->phase == PL_FOLLOWING || turn != 0;
    *lets_go = follows && s->turns + turn == 0;
    return grid_neighbor(ctx->grid, s->cell, (Dir)((s->facing + 4 + turn) & 3));
}

/* What the question names: where it stands and faces, its counter, and
 * whether its hand is on a wall. */
static void pl_about(const Pledge *s, Question *q)
{
    step_move(&q->about, STEP_KIND_NONE, 0, s->cell, STEP_NONE, (int)s->facing);
    pl_counter_facts(s, &q->about);
    step_fact(&q->about, "free", s->phase == PL_FREE);
}

static bool pl_ask_move(const void *state, const SolveCtx *ctx, Question *q)
{
    const Pledge *s = state;
    bool lets_go;
    uint32_t next = pl_next(s, ctx, &lets_go);
    if (next == GRID_NONE)
        return false;
    pl_about(s, q);
    question_set_cell(q, next);
    return true;
}

/* Following a wall: will this move bring the counter back to 0? */
static bool pl_ask_let_go(const void *state, const SolveCtx *ctx, Question *q)
{
    const Pledge *s = state;
    bool lets_go;
    if (s->phase != PL_FOLLOWING || pl_next(s, ctx, &lets_go) == GRID_NONE)
        return false;
    pl_about(s, q);
    q->value = lets_go;
    return true;
}

#define PL_ASKED "Pledge is at {cell}, facing {dir}, " PL_COUNTER \
    "{?free:, walking along its heading}{!free:, right hand on the wall}. "

static const QuestionKind pl_questions[] = {
    { "move-next", PL_ASKED "Where does it go next?",
      "{?free:free, it goes along the heading when that way is open, else turns left to put its "
      "right hand on the wall}{!free:on the wall: right if open, else straight on, else left, else "
      "back}",
      ANSWER_CELL, TRUTH_OTHER, "straight meet-wall follow leave-wall", NULL, pl_ask_move },
    { "let-go", PL_ASKED "Does it let go of the wall with this move?",
      "it lets go only when the move brings the counter back to 0: right turns count +1, left "
      "turns -1, and then it faces the heading again",
      ANSWER_YES_NO, TRUTH_EVENT, "leave-wall", NULL, pl_ask_let_go },
};

static const char *pl_phase_name(const void *state)
{
    return pl_phase_names[((const Pledge *)state)->phase];
}

const SolveAlgo solve_pledge = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WALKER,
    .id = "pledge",
    .name = "Pledge algorithm",
    .short_name = "Pledge",
    .blurb = "Walk along a chosen heading; at a wall follow it with the right hand, "
             "counting turns, and let go only when the count is back to 0. Escapes "
             "from any start to an exit in the outer wall, islands and all; cannot "
             "look for a goal inside the maze.",
    .state_size = sizeof(Pledge),
    .init = pl_init,
    .step = pl_step,
    .path = pl_path,
    .release = pl_release,
    .phase_name = pl_phase_name,
    .pseudocode = { pl_lines, 8 },
    .copy = pl_copy,
    .kinds = STEP_KINDS(pl_kinds),
    .questions = QUESTION_KINDS(pl_questions),
    .overlays = pl_overlays,
};
