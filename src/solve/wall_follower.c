/* wall_follower.c - the wall follower, right hand or left hand: one
 * implementation, the hand a parameter.
 *
 * Keep one hand on the wall: at each step turn toward the hand if that side
 * is open, else go straight, else turn away from the hand, else turn back;
 * then move one cell. On any shape that is one rule: from the side it came
 * in by (its back), try the cell's sides in turn toward the hand (clockwise
 * for the left hand, counter-clockwise for the right, shape.h numbering
 * them clockwise), the back last. The start's opening counts as wall;
 * stepping out through the goal's opening is reaching the exit, and a goal
 * with no opening (inside the maze) is reached by standing on it. The
 * walker's state (cell, back) decides its future, so a state seen before
 * means it walks a loop forever: 4 bits per cell (a byte on other shapes)
 * remember the sides it has arrived by. It stops with SOLVE_LOOP then, at
 * the latest after 4n (6n) moves.
 *
 * The path is kept as a loop-erased walk (solve_walk.h): dead-end
 * excursions and loops vanish and the stack is the path a teacher would
 * draw. Steps: one move each (a turn is part of the move that follows
 * it). */
#include "solve_walk.h"
#include "maze/mem.h"
#include "maze/shape.h"

/* Its events (the kinds of step it reports). */
enum {
    WFE_START = 1,      /* cell: the start, dir: the facing (square only) */
    WFE_WALLED,         /* the start is walled in on every side */
    WFE_TOWARD,         /* moved cell -> other (dir), turning toward the hand */
    WFE_STRAIGHT,       /* ... straight on */
    WFE_AWAY,           /* ... turning away from the hand */
    WFE_BACK,           /* ... turning back (a dead end) */
    WFE_EXIT,           /* left cell through the exit */
    WFE_LOOP,           /* arrived at other facing dir as before: a loop */
    WFE_HOME            /* moved cell -> other (or started at cell): the goal,
                           which has no opening */
};

/* Facts: "path" cells on the loop-erased path (start to where it stands),
 * "right" 1 for the right hand, 0 for the left, "ways" the sides of the
 * cell arrived at it could leave by (a move onto a junction, 3 or more, is
 * a milestone). */
#define WF_HAND "{?right:right}{!right:left}"
#define WF_MOVED "Moved {dir} from {cell} to {other}: "
#define WF_ON_WALL ", " WF_HAND " hand on the wall, path {path:cell}" \
    "{?ways>2:; {other} is a junction of {ways} ways}"

static const StepKind wf_kinds[] = {
    [WFE_START] = { "start", "Start at {cell}{?dir:, facing {dir}}, " WF_HAND " hand on the wall",
                    0 },
    [WFE_WALLED] = { "walled-in", "Start at {cell}: walled in on every side, it would turn "
                                  "on the spot forever", 0 },
    [WFE_TOWARD] = { "turn-hand", WF_MOVED "turned " WF_HAND WF_ON_WALL, STEP_MILESTONE, "ways>2" },
    [WFE_STRAIGHT] = { "straight", WF_MOVED "straight on" WF_ON_WALL, STEP_MILESTONE, "ways>2" },
    [WFE_AWAY] = { "turn-away", WF_MOVED "turned {?right:left}{!right:right}" WF_ON_WALL,
                   STEP_MILESTONE, "ways>2" },
    [WFE_BACK] = { "turn-back", WF_MOVED "turned back" WF_ON_WALL, STEP_MILESTONE, "ways>2" },
    [WFE_EXIT] = { "exit", "Left through the exit at {cell}, path {path:cell}", 0 },
    [WFE_LOOP] = { "loop", "Back at {other} facing {dir} again: it would walk in circles "
                           "forever", 0 },
    [WFE_HOME] = { "home", "{?other:Moved {dir} from {cell} to {other}}{!other:Start at {cell}}: "
                           "the goal, inside the maze, path {path:cell}", 0 },
};

typedef enum WfPhase {
    WF_WALKING,
    WF_DONE
} WfPhase;

typedef struct WallFollower {
    WfPhase phase;
    unsigned hand;      /* quarter turns clockwise toward the hand: 1 right, 3 left */
    uint32_t cell;      /* where the walker stands */
    int back;           /* the side of cell it came in by */
    bool wide;          /* other shapes than the square: a byte a cell in seen */
    uint8_t *seen;      /* 4 bits per cell (wide: 8): backs it has stood there with */
    SolveWalk walk;     /* the loop-erased path */
} WallFollower;

static const char *const wf_phase_names[] = { "walking", "done" };

/* Bytes of seen for a grid of n cells. */
static size_t wf_seen_bytes(bool wide, uint32_t n) { return wide ? n : n / 2 + 1; }

/* Records state (cell, back); returns true when it was seen before. */
static bool wf_seen_before(WallFollower *s, uint32_t cell, int back)
{
    uint8_t *at = s->wide ? &s->seen[cell] : &s->seen[cell >> 1];
    uint8_t bit = (uint8_t)(1u << (back + (s->wide ? 0 : (int)(cell & 1) * 4)));
    bool seen = *at & bit;
    *at |= bit;
    return seen;
}

/* The side the walker leaves its cell by, or -1 if walled in: the sides
 * in turn from its back toward the hand, the back last. *rule (may be NULL)
 * gets which rule chose it: 0 toward the hand, 1 straight (the side across
 * from the back), 2 away from the hand (after the straight one, or after
 * the first when there is none across), 3 back. */
static int wf_choose(const WallFollower *s, const SolveCtx *ctx, int *rule)
{
    const Grid *g = ctx->grid;
    const int sides = solve_sides(g, s->cell), step = s->hand == 1 ? -1 : 1;
    const int across = grid_is_square(g) ? (s->back + 2) & 3
                                          : grid_shape(g)->across(g, s->cell, s->back);
    int kind = 0;
    for (int k = 1; k <= sides; k++) {
        const int d = ((s->back + step * k) % sides + sides) % sides;
        if (k == sides)
            kind = 3;
        else if (d == across)
            kind = 1;
        else if (k > 1 && kind == 0 && across < 0)
            kind = 2;
        if (solve_can_leave(ctx, s->cell, (Dir)d)) {
            if (rule)
                *rule = kind;
            return d;
        }
        if (kind == 1)
            kind = 2;
    }
    return -1;
}

/* The sides of cell i a walker can leave by. */
static uint32_t wf_ways(const SolveCtx *ctx, uint32_t i)
{
    uint32_t k = 0;
    const int sides = solve_sides(ctx->grid, i);
    for (int d = 0; d < sides; d++)
        k += solve_can_leave(ctx, i, (Dir)d);
    return k;
}

static const char *const wf_lines[] = {
    "enter at the entrance, facing south, a hand on the wall",
    "the hand's side is open: turn toward the hand, step",
    "else straight ahead is open: step forward",
    "else the other side is open: turn away from the hand, step",
    "else a dead end: turn back, step",
    "stepped out through the exit: done",
    "same cell, same facing as before: it would walk in circles, stop",
    "standing on a goal inside the maze: done",
};

/* Ends the walk at the goal: event `kind` at pseudocode line `line`, the
 * last move from cell through side dir to other (STEP_NONE: out through
 * the exit; dir -1: no move, the start is the goal). */
static void wf_reach(WallFollower *s, SolveCtx *ctx, int line, int kind, uint32_t cell,
                     uint32_t other, int dir)
{
    s->phase = WF_DONE;
    ctx->path_len = s->walk.depth + 1;
    solve_end(ctx, SOLVE_REACHED);
    if (ctx->report) {
        step_move(ctx->report, kind, line, cell, other, dir);
        step_fact(ctx->report, "path", s->walk.depth + 1);
    }
}

static bool wf_init(WallFollower *s, SolveCtx *ctx, unsigned hand)
{
    const Grid *g = ctx->grid;
    /* On the square it faces ctx->facing; elsewhere ctx->facing is its back. */
    const bool square = grid_is_square(g);
    step_move(ctx->report, WFE_START, 0, ctx->start, STEP_NONE, square ? (int)ctx->facing : -1);
    step_fact(ctx->report, "right", hand == 1);
    /* 4 bits a cell hold the square's 4 backs (with a mask or not); other
     * shapes have up to 8 sides. */
    s->wide = grid_shape(g)->kind != SHAPE_SQUARE;
    s->seen = mem_calloc(wf_seen_bytes(s->wide, g->n), 1);
    if (!s->seen || !solve_walk_init(&s->walk, g))
        return false;
    s->phase = WF_WALKING;
    s->hand = hand;
    s->cell = ctx->start;
    s->back = square ? (int)dir_opposite(ctx->facing) : (int)ctx->facing;
    wf_seen_before(s, s->cell, s->back);
    solve_mark(ctx, s->cell, TRAIL_PATH);
    ctx->explored = 1;
    if (solve_walker_home(ctx, s->cell)) {
        wf_reach(s, ctx, 7, WFE_HOME, s->cell, STEP_NONE, -1);
    } else if (wf_choose(s, ctx, NULL) < 0) {  /* walled in: it would turn on the spot forever */
        s->phase = WF_DONE;
        solve_end(ctx, SOLVE_LOOP);
        step_move(ctx->report, WFE_WALLED, 0, ctx->start, STEP_NONE, -1);
    }
    return true;
}

static bool wf_init_right(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    return wf_init(state, ctx, 1);
}

static bool wf_init_left(void *state, SolveCtx *ctx, int variant)
{
    (void)variant;
    return wf_init(state, ctx, 3);
}

/* Moves from s->cell through side d to next. */
static void wf_move(WallFollower *s, SolveCtx *ctx, Dir d, uint32_t next)
{
    const Grid *g = ctx->grid;
    const int back = (int)solve_back(g, s->cell, d);
    solve_walk_move(&s->walk, ctx, s->cell, d, next);
    s->cell = next;
    s->back = back;
}

static size_t wf_step(void *state, SolveCtx *ctx, size_t n)
{
    WallFollower *s = state;
    const Grid *g = ctx->grid;
    size_t done = 0;
    while (done < n && s->phase == WF_WALKING) {
        int rule = 0;
        Dir d = (Dir)wf_choose(s, ctx, &rule);  /* init ruled out a walled-in start,
                                                   and a cell entered has its way back open */
        uint32_t from = s->cell;
        uint32_t next = grid_neighbor(g, s->cell, d);
        done++;
        if (next == GRID_NONE) {        /* out through the exit */
            wf_reach(s, ctx, 5, WFE_EXIT, from, STEP_NONE, (int)d);
            break;
        }
        wf_move(s, ctx, d, next);
        if (solve_walker_home(ctx, next)) {
            wf_reach(s, ctx, 7, WFE_HOME, from, next, (int)d);
            break;
        }
        bool loop = wf_seen_before(s, next, s->back);
        if (loop) {
            s->phase = WF_DONE;
            solve_end(ctx, SOLVE_LOOP);
        }
        if (ctx->report) {
            static const int kind_of_rule[4] = { WFE_TOWARD, WFE_STRAIGHT, WFE_AWAY, WFE_BACK };
            step_move(ctx->report, loop ? WFE_LOOP : kind_of_rule[rule], loop ? 6 : 1 + rule,
                      from, next, (int)d);
            step_fact(ctx->report, "path", s->walk.depth + 1);
            step_fact(ctx->report, "right", s->hand == 1);
            step_fact(ctx->report, "ways", wf_ways(ctx, next));
        }
    }
    return done;
}

static void wf_path(const void *state, const SolveCtx *ctx, uint32_t *out)
{
    solve_walk_path(&((const WallFollower *)state)->walk, ctx, out);
}

static void wf_release(void *state)
{
    WallFollower *s = state;
    mem_free(s->seen);
    s->seen = NULL;
    solve_walk_free(&s->walk);
}

static bool wf_copy(void *dst, const void *src, const Grid *g)
{
    const WallFollower *from = src;
    WallFollower *to = dst;
    *to = *from;
    to->seen = NULL;
    to->walk.moves = NULL;
    return algo_dup(&to->seen, from->seen, wf_seen_bytes(from->wide, g->n)) &&
           solve_walk_copy(&to->walk, &from->walk, g->n);
}

/* The hand: a bar on the side of the walker's cell that it touches. */
static void wf_overlays(const void *state, const SolveCtx *ctx, OverlayList *out)
{
    const WallFollower *s = state;
    const int sides = solve_sides(ctx->grid, s->cell), step = s->hand == 1 ? -1 : 1;
    uint32_t bar = OVERLAY_SIDE(s->cell, ((s->back + step) % sides + sides) % sides);
    overlay_add_items(out, OV_BARS, PAL_MARKER, "hand on the wall", &bar, 1);
}

/* Where the walker goes next: the first open side in the order toward
 * the hand, straight, away, back (not asked when it leaves by the exit). */
static bool wf_ask_move(const void *state, const SolveCtx *ctx, Question *q)
{
    const WallFollower *s = state;
    if (s->phase != WF_WALKING)
        return false;
    int d = wf_choose(s, ctx, NULL);
    uint32_t next = d < 0 ? GRID_NONE : grid_neighbor(ctx->grid, s->cell, (Dir)d);
    if (next == GRID_NONE)
        return false;
    /* the way it faces: the square's; other shapes name no facing */
    int facing = grid_is_square(ctx->grid) ? (int)dir_opposite((Dir)s->back) : -1;
    step_move(&q->about, STEP_KIND_NONE, 0, s->cell, STEP_NONE, facing);
    step_fact(&q->about, "right", s->hand == 1);
    question_set_cell(q, next);
    return true;
}

static const QuestionKind wf_questions[] = {
    { "move-next", "The walker is at {cell}{?dir:, facing {dir}}, " WF_HAND " hand on the wall. Where "
                   "does it go next?",
      "the first open side in the order: toward the hand, straight on, away from the hand, back",
      ANSWER_CELL, TRUTH_OTHER, NULL, NULL, wf_ask_move },
};

static const char *wf_phase_name(const void *state)
{
    return wf_phase_names[((const WallFollower *)state)->phase];
}

const SolveAlgo solve_wall_right = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WALKER,
    .id = "wall-right",
    .name = "Wall follower (right hand)",
    .short_name = "Right hand",
    .blurb = "Keep your right hand on the wall and walk. Always finds the exit "
             "of a perfect maze; can circle forever around a free-standing wall.",
    .state_size = sizeof(WallFollower),
    .init = wf_init_right,
    .step = wf_step,
    .path = wf_path,
    .distances = NULL,
    .release = wf_release,
    .phase_name = wf_phase_name,
    .pseudocode = { wf_lines, 8 },
    .copy = wf_copy,
    .kinds = STEP_KINDS(wf_kinds),
    .questions = QUESTION_KINDS(wf_questions),
    .overlays = wf_overlays,
    .shapes = SHAPES_ALL,
};

const SolveAlgo solve_wall_left = {
    .kind = ALGO_SOLVE,
    .flags = ALGO_WALKER,
    .id = "wall-left",
    .name = "Wall follower (left hand)",
    .short_name = "Left hand",
    .blurb = "Keep your left hand on the wall and walk. Always finds the exit "
             "of a perfect maze; can circle forever around a free-standing wall.",
    .state_size = sizeof(WallFollower),
    .init = wf_init_left,
    .step = wf_step,
    .path = wf_path,
    .distances = NULL,
    .release = wf_release,
    .phase_name = wf_phase_name,
    .pseudocode = { wf_lines, 8 },
    .copy = wf_copy,
    .kinds = STEP_KINDS(wf_kinds),
    .questions = QUESTION_KINDS(wf_questions),
    .overlays = wf_overlays,
    .shapes = SHAPES_ALL,
};
