/* recursive_division.c - recursive division, a wall-adder.
 *
 * Start from an open field (every interior passage open). Take a chamber
 * from an explicit stack, split it with one straight wall across its longer
 * side (a coin decides for a square) at a random line, leave one random gap
 * in the wall, and push the two halves that are still at least 2x2. Chambers
 * 1 cell wide are corridors and are left alone. Each wall separates two
 * connected halves except for one passage, so the result is a perfect maze.
 *
 * Variant `rooms` (not perfect): chambers of RD_ROOM_MIN to RD_ROOM_MAX
 * cells a side are sometimes left undivided as open rooms, and long walls
 * sometimes get a second gap, giving a dungeon-like map with loops. Walls
 * only ever remove passages between two halves that keep at least one, so
 * it stays connected.
 *
 * Bias: long straight walls and a visible rectangular, hierarchical
 * structure; many short dead ends inside small chambers; the top-level wall
 * gives an obvious bottleneck.
 *
 * Step: one whole wall added. Its cells (those whose east or south passage
 * it closed) are MARK_WALL during that step and go back to MARK_DONE at the
 * next step; one last step clears the last wall. (With no dirty list, a
 * wall that is not the last of a step call is never marked, since the same
 * call would clear it: same result, less work.) The stack of chambers is
 * depth-first, so it never holds more than w + h entries. */
#include <string.h>

#include "gen_util.h"
#include "maze/mem.h"

enum {
    RD_ROOM_MIN = 3,        /* rooms variant: smallest room side, cells */
    RD_ROOM_MAX = 6,        /* rooms variant: largest room side, cells */
    RD_ROOM_ODDS = 2,       /* rooms variant: 1 in RD_ROOM_ODDS room-sized chambers is a room */
    RD_DOOR_MIN = 6,        /* rooms variant: shortest wall that may get a second gap */
    RD_DOOR_ODDS = 3        /* rooms variant: 1 in RD_DOOR_ODDS of those does */
};

typedef enum RdPhase {
    RD_DIVIDING,        /* adding walls */
    RD_CLEARING,        /* the last wall is shown; one step clears it */
    RD_DONE
} RdPhase;

typedef struct RdChamber {
    uint16_t x, y, w, h;    /* top-left cell and size; w, h >= 2 */
} RdChamber;

typedef struct RecDiv {
    RdPhase phase;
    bool rooms;             /* the rooms variant */
    uint32_t depth, cap;    /* chambers on the stack, and room for */
    RdChamber *stack;
    uint32_t wall_start;    /* the line of the wall shown as MARK_WALL: */
    uint32_t wall_len;      /* first cell, cells (0: none), and index */
    uint32_t wall_stride;   /* step between its cells */
    RdChamber last;         /* the chamber split last (w == 0: none yet) */
} RecDiv;

static const char *const rd_phase_names[] = { "dividing", "clearing", "done" };

/* Its events. Facts of a split: the chamber ("chamber_x", "chamber_y",
 * "chamber_w", "chamber_h"), the wall's "wall_row" (horizontal: the wall is below it) or
 * "wall_column" (vertical: right of it), "rooms" halves left open as
 * rooms; for `trace`, "chambers" on the stack still to split (the stack is
 * the algorithm's own: nothing on the maze shows it, so the sentences
 * leave it out). */
enum {
    RDE_START = 1,      /* one chamber, the whole grid */
    RDE_THIN,           /* a single row or column: already a perfect maze */
    RDE_SPLIT_H,        /* a horizontal wall; cell (and other): its gaps */
    RDE_SPLIT_V,        /* a vertical wall */
    RDE_CLEAR           /* the last wall's highlight cleared: done */
};

#define RD_SPLIT_REST "gap at {cell}{?other: and {other}}" \
    "{?rooms=1:, one half left open as a room}{?rooms=2:, both halves left open as rooms}"

static const StepKind rd_kinds[] = {
    [RDE_START] = { "start", "Start with an open field: one chamber, the whole grid", 0 },
    [RDE_THIN] = { "thin", "A single row or column: the open field is already a perfect maze",
                   0 },
    [RDE_SPLIT_H] = { "split-horizontal", "Chamber ({chamber_x},{chamber_y}) {chamber_w}x{chamber_h} split by a "
                                          "horizontal wall below row {wall_row}, " RD_SPLIT_REST,
                      STEP_MILESTONE },
    [RDE_SPLIT_V] = { "split-vertical", "Chamber ({chamber_x},{chamber_y}) {chamber_w}x{chamber_h} split by a "
                                        "vertical wall right of column {wall_column}, " RD_SPLIT_REST,
                      STEP_MILESTONE },
    [RDE_CLEAR] = { "clear", "Last wall shown: the maze is complete", 0 },
};

/* What rd_push did with a half. */
enum { RD_CORRIDOR = 0, RD_PUSHED = 1, RD_ROOM = 2 };

/* Pushes chamber (x, y, w, h) when it can still be divided (and, in the
 * rooms variant, is not picked to stay a room); returns which it was. */
static int rd_push(RecDiv *s, GenCtx *ctx, uint32_t x, uint32_t y, uint32_t w, uint32_t h)
{
    if (w < 2 || h < 2)
        return RD_CORRIDOR;
    if (s->rooms && w >= RD_ROOM_MIN && h >= RD_ROOM_MIN && w <= RD_ROOM_MAX && h <= RD_ROOM_MAX &&
        rng_below(ctx->rng, RD_ROOM_ODDS) == 0)
        return RD_ROOM;
    /* Depth-first: at most one pending sibling per level, and each level
     * shrinks w + h by at least 1, so w + h entries always suffice. */
    s->stack[s->depth++] = (RdChamber){ (uint16_t)x, (uint16_t)y, (uint16_t)w, (uint16_t)h };
    return RD_PUSHED;
}

static const char *const rd_lines[] = {
    "start with an open field: one chamber, the whole grid",
    "taller than wide: split it with a horizontal wall with one gap",
    "wider than tall: split it with a vertical wall with one gap",
    "square: a coin picks a horizontal or a vertical wall",
    "halves at least 2x2 go on the stack; thinner ones are corridors",
    "stack empty: the last wall was added, done",
};

static const char *const rd_room_lines[] = {
    "start with an open field: one chamber, the whole grid",
    "taller than wide: split it with a horizontal wall with one gap",
    "wider than tall: split it with a vertical wall with one gap",
    "square: a coin picks a horizontal or a vertical wall",
    "a wall of 6 cells or more: 1 in 3 get a second gap",
    "a half of 3 to 6 cells a side: 1 in 2 stay an open room",
    "halves at least 2x2 go on the stack; thinner ones are corridors",
    "stack empty: the last wall was added, done",
};

static const AlgoVariant rd_variants[] = {
    { "perfect", "Perfect maze", true, { rd_lines, 6 } },
    { "rooms", "Rooms and extra doors (dungeon)", false, { rd_room_lines, 8 } },
};

static bool rd_init(void *state, GenCtx *ctx, int variant)
{
    RecDiv *s = state;
    Grid *g = ctx->grid;
    s->rooms = variant == 1;
    grid_open_all(g, MARK_DONE);
    s->cap = (uint32_t)g->w + (uint32_t)g->h;
    s->stack = mem_alloc((size_t)s->cap * sizeof *s->stack);
    if (!s->stack)
        return false;
    s->phase = RD_DIVIDING;
    gen_report_start(ctx, RDE_START, STEP_NONE);
    if (g->w < 2 || g->h < 2) {
        /* A single row or column: the open field is already a perfect maze. */
        s->phase = RD_DONE;
        ctx->done = true;
        gen_report_start(ctx, RDE_THIN, STEP_NONE);
        return true;
    }
    s->stack[s->depth++] = (RdChamber){ 0, 0, (uint16_t)g->w, (uint16_t)g->h };
    return true;
}

/* Puts the cells of the wall shown last back to MARK_DONE. */
static void rd_clear_wall(RecDiv *s, GenCtx *ctx)
{
    uint32_t c = s->wall_start;
    for (uint32_t k = 0; k < s->wall_len; k++, c += s->wall_stride)
        gen_mark(ctx, c, MARK_DONE);
    s->wall_len = 0;
}

/* Closes passage `bit` of the len cells from `start` (stride apart), except
 * at the gaps, reporting each cell it changes. When `show`, the wall's cells
 * become MARK_WALL (until the next step). */
static void rd_build_wall(RecDiv *s, GenCtx *ctx, bool show, uint32_t start, uint32_t len,
                          uint32_t stride, uint8_t bit, uint32_t gap, uint32_t gap2)
{
    uint8_t *pass = ctx->grid->pass, *mark = ctx->grid->mark;
    uint32_t c = start;
    if (!show) {
        for (uint32_t k = 0; k < len; k++, c += stride)
            if (k != gap && k != gap2)
                pass[c] &= (uint8_t)~bit;
        return;
    }
    for (uint32_t k = 0; k < len; k++, c += stride) {
        if (k == gap || k == gap2)
            continue;
        bool changed = (pass[c] & bit) || mark[c] != MARK_WALL;
        pass[c] &= (uint8_t)~bit;
        mark[c] = MARK_WALL;
        if (changed)
            dirty_add(ctx->dirty, c);
    }
    s->wall_start = start;
    s->wall_len = len;
    s->wall_stride = stride;
}

/* Reports the split of chamber c by a wall (horizontal or not) after `at`
 * cells, with gaps gap and gap2 (UINT32_MAX: none); h1, h2: what became of
 * the halves (rd_push). */
static void rd_report(const RecDiv *s, GenCtx *ctx, RdChamber c, bool horizontal, uint32_t at,
                      uint32_t gap, uint32_t gap2, int h1, int h2)
{
    StepReport *r = ctx->report;
    const uint32_t gw = (uint32_t)ctx->grid->w;
    uint32_t line = horizontal ? (uint32_t)c.y + at - 1 : (uint32_t)c.x + at - 1;
    uint32_t rooms = (h1 == RD_ROOM) + (h2 == RD_ROOM);
    uint32_t pushed = (h1 == RD_PUSHED) + (h2 == RD_PUSHED);
    int l = rooms ? 5 : gap2 != UINT32_MAX ? 4 : rooms + pushed == 0 ? 6
            : c.w == c.h ? 3 : horizontal ? 1 : 2;
    if (!s->rooms && l == 6)
        l = 4;
    step_begin(r, horizontal ? RDE_SPLIT_H : RDE_SPLIT_V, l);
    r->dir = horizontal ? DIR_S : DIR_E;
    r->cell = horizontal ? line * gw + c.x + gap : ((uint32_t)c.y + gap) * gw + line;
    if (gap2 != UINT32_MAX && gap2 != gap)
        r->other = horizontal ? line * gw + c.x + gap2 : ((uint32_t)c.y + gap2) * gw + line;
    step_fact(r, "chamber_x", c.x);
    step_fact(r, "chamber_y", c.y);
    step_fact(r, "chamber_w", c.w);
    step_fact(r, "chamber_h", c.h);
    step_fact(r, horizontal ? "wall_row" : "wall_column", line);
    step_fact(r, "rooms", rooms);
    step_fact(r, "chambers", s->depth);
}

/* Pops one chamber and splits it with one wall, shown when `show`. */
static void rd_divide(RecDiv *s, GenCtx *ctx, bool show)
{
    Rng *rng = ctx->rng;
    const uint32_t gw = (uint32_t)ctx->grid->w;
    RdChamber c = s->stack[--s->depth];
    uint32_t cx = c.x, cy = c.y, cw = c.w, ch = c.h;
    bool horizontal = ch > cw || (ch == cw && rng_coin(rng));
    uint32_t len = horizontal ? cw : ch;
    uint32_t at = 1 + rng_below(rng, (horizontal ? ch : cw) - 1); /* cells before the wall */
    uint32_t gap = rng_below(rng, len), gap2 = UINT32_MAX;
    if (s->rooms && len >= RD_DOOR_MIN && rng_below(rng, RD_DOOR_ODDS) == 0)
        gap2 = rng_below(rng, len);
    int h1, h2;
    if (horizontal) {
        rd_build_wall(s, ctx, show, (cy + at - 1) * gw + cx, len, 1, PASS_S, gap, gap2);
        h1 = rd_push(s, ctx, cx, cy + at, cw, ch - at);
        h2 = rd_push(s, ctx, cx, cy, cw, at);
    } else {
        rd_build_wall(s, ctx, show, cy * gw + cx + at - 1, len, gw, PASS_E, gap, gap2);
        h1 = rd_push(s, ctx, cx + at, cy, cw - at, ch);
        h2 = rd_push(s, ctx, cx, cy, at, ch);
    }
    s->last = c;
    if (ctx->report)
        rd_report(s, ctx, c, horizontal, at, gap, gap2, h1, h2);
}

static size_t rd_step(void *state, GenCtx *ctx, size_t n)
{
    RecDiv *s = state;
    size_t done = 0;
    while (done < n && s->phase != RD_DONE) {
        rd_clear_wall(s, ctx);
        if (s->phase == RD_CLEARING) {
            s->phase = RD_DONE;
            ctx->done = true;
            step_begin(ctx->report, RDE_CLEAR, s->rooms ? 7 : 5);
        } else {
            /* With nobody watching, only the call's last wall needs showing:
             * the others would be cleared within this same call. */
            rd_divide(s, ctx, ctx->dirty || done + 1 == n);
            if (s->depth == 0)
                s->phase = RD_CLEARING;
        }
        done++;
    }
    return done;
}

static void rd_release(void *state)
{
    RecDiv *s = state;
    mem_free(s->stack);
    s->stack = NULL;
}

static bool rd_copy(void *dst, const void *src, const Grid *g)
{
    const RecDiv *from = src;
    RecDiv *to = dst;
    (void)g;
    *to = *from;
    to->stack = NULL;
    if (!from->stack)
        return true;
    to->stack = mem_alloc((size_t)from->cap * sizeof *to->stack);
    if (!to->stack)
        return false;
    memcpy(to->stack, from->stack, (size_t)from->depth * sizeof *to->stack);
    return true;
}

/* The chamber split last, framed. */
static void rd_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const RecDiv *s = state;
    (void)ctx;
    if (s->phase != RD_DONE && s->last.w > 0) {
        uint32_t rect[4] = { s->last.x, s->last.y, s->last.w, s->last.h };
        overlay_add_items(out, OV_FRAMES, PAL_REGION, "chamber being split", rect, 1);
    }
}

/* The chamber on top of the stack is split next: across its longer side
 * (a square one is left to a coin, and not asked about). */
static bool rd_ask_horizontal(const void *state, const GenCtx *ctx, Question *q)
{
    const RecDiv *s = state;
    if (s->phase != RD_DIVIDING || s->depth == 0)
        return false;
    RdChamber c = s->stack[s->depth - 1];
    if (c.w == c.h)
        return false;
    q->about.cell = (uint32_t)c.y * (uint32_t)ctx->grid->w + c.x;
    step_fact(&q->about, "chamber_w", c.w);
    step_fact(&q->about, "chamber_h", c.h);
    if (c.h > c.w)
        step_fact(&q->about, "taller", 1);
    q->value = c.h > c.w;
    return true;
}

static const QuestionKind rd_questions[] = {
    { "wall-horizontal", "The chamber split next is {chamber_w}x{chamber_h} cells, its top left "
                         "at {cell}. Will its wall be horizontal?",
      "{?taller:taller than wide: a horizontal wall cuts across it}{!taller:wider than tall: a "
      "vertical wall cuts across it}",
      ANSWER_YES_NO, TRUTH_EVENT, "split-horizontal", NULL, rd_ask_horizontal },
};

static const char *rd_phase_name(const void *state)
{
    return rd_phase_names[((const RecDiv *)state)->phase];
}

const GenAlgo gen_recursive_division = {
    .kind = ALGO_GEN,
    .id = "recursive-division",
    .name = "Recursive division",
    .short_name = "Recursive division",
    .blurb = "Start from an open field and split each chamber with a straight wall "
             "that has one gap, then split the halves. Long straight walls and a "
             "boxy, hierarchical layout.",
    .variants = rd_variants,
    .variant_count = 2,
    .state_size = sizeof(RecDiv),
    .init = rd_init,
    .step = rd_step,
    .release = rd_release,
    .phase_name = rd_phase_name,
    .pseudocode = { rd_lines, 6 },
    .copy = rd_copy,
    .kinds = STEP_KINDS(rd_kinds),
    .questions = QUESTION_KINDS(rd_questions),
    .overlays = rd_overlays,
    .shapes = SHAPES_SQUARE,
    .shape_note = "Recursive division splits rectangles with straight walls, each with "
                  "one gap: only the full square grid divides into rectangles.",
};
