/* hunt_and_kill.c - the hunt-and-kill algorithm.
 *
 * Kill: from the current cell, walk to a random blank neighbour, carving the
 * passage, like the recursive backtracker but with no stack. Hunt: when the
 * walk is stuck (no blank neighbour), find the first blank cell in scan order
 * (row by row) that touches the maze, carve it to a random in-maze neighbour,
 * and walk on from there.
 *
 * The hunt never rescans: a cursor marks the first cell that may still be
 * blank (every cell before it is in the maze), so the first blank cell at or
 * after it always touches the maze through its west or north side. Only while
 * cell 0 is still blank can the first hit lie elsewhere; then it is found in
 * O(1) from the smallest maze cell and the smallest maze cell of row 1, both
 * kept up to date as cells join. Total hunt work is O(cells).
 *
 * Bias: long winding corridors with few dead ends, like the backtracker (the
 * kill walks are its forward moves); the hunts add a branch wherever the scan
 * first finds an unvisited cell, so branches start near the top rows first.
 *
 * The hunt rule is the textbook one: the first cell in row-major order, from
 * the top, that is not yet in the maze and touches it (tests check the
 * cursor finds exactly that cell). The hunt is shown as a scan: it starts at
 * the cursor's row (every row above is full), and each step scans one row;
 * the step that scans the hit's row connects the hunted cell.
 *
 * One step is a kill move (one carve), one row scanned without a hit, or
 * the hunt's hit with the carve that connects it. The walker is MARK_CURRENT
 * (a stuck walker becomes MARK_DONE when its hunt begins); the hunted cell
 * becomes MARK_CURRENT; everything else in the maze is MARK_DONE.
 *
 * Other shapes (and masks) have rows too (polar: rings), each a run of
 * cells in index order, and a cell's neighbours lie in its row and the
 * rows beside it; there the hunt finds its cell by scanning from the
 * cursor (hk_find_shape), as the first blank cell need not touch the maze
 * (a masked region, a triangle pointing up at the west edge), and it
 * starts at the cursor's row. */
#include "gen_question.h"
#include "gen_walk.h"

typedef enum HkPhase {
    HK_KILLING,         /* the last step walked into a blank neighbour */
    HK_HUNTING,         /* the last step hunted a new cell and connected it */
    HK_SCANNING,        /* the hunt scans rows; the last row had no hit */
    HK_DONE
} HkPhase;

typedef struct HuntKill {
    HkPhase phase;
    uint32_t cur;       /* the walker (MARK_CURRENT) */
    int x, y;           /* its coordinates */
    uint32_t blank;     /* cells still MARK_BLANK */
    uint32_t scan;      /* hunt cursor: every cell before it is in the maze */
    uint32_t min_cell;  /* smallest maze cell index */
    uint32_t min_row1;  /* smallest maze cell index in row 1, or GRID_NONE */
    uint32_t scan_row;  /* the row the hunt scans next, GRID_NONE: no hunt */
    uint32_t shown_row; /* the row the last step scanned in vain (the view's
                           frame and the step's sentence), or GRID_NONE */
    uint32_t scan_from; /* the first cell of it the scan looks at */
    uint32_t hit;       /* the cell the hunt will find */
} HuntKill;

/* The phase as the view shows it: "hunting" while a row is framed
 * (shown_row set: the row the step just scanned, which its sentence names); after the hunt found its cell the walker stands on it
 * and walks on, so that step is "walking" too. */
static const char *const hk_phase_names[] = { "walking", "walking", "hunting", "done" };

/* Its events. Facts: "choices" the unvisited neighbours a kill picked
 * from, "neighbours" the maze neighbours a hunt picked from, "row" the row
 * a hunt step scanned, "outside" cells not in the maze after the step. */
enum {
    HKE_START = 1,      /* cell: where the walk starts */
    HKE_KILL,           /* carved cell -> other, the walk goes on */
    HKE_SCAN,           /* the hunt scanned row `row` from cell: no hit */
    HKE_FOUND           /* the hunt found cell in row `row`: carved to other */
};

static const StepKind hk_kinds[] = {
    [HKE_START] = { "start", "Start at {cell}: a random cell, it joins the maze", 0 },
    [HKE_KILL] = { "kill", "Carved {dir} from {cell} to {other}: "
                           "{?choices>1:{choices} unvisited neighbours, one picked at random}"
                           "{?choices=1:the only unvisited neighbour}"
                           "{!outside:; every cell is in the maze}", 0 },
    [HKE_SCAN] = { "hunt-row", "Hunting row {row} from {cell}: no unvisited cell beside the "
                               "maze", 0 },
    [HKE_FOUND] = { "hunt-found", "Hunt found {cell} in row {row}: carved {dir} to {other}, "
                                  "{?neighbours>1:one of {neighbours} maze neighbours picked at "
                                  "random}{?neighbours=1:its only maze neighbour}"
                                  "{!outside:; every cell is in the maze}", STEP_MILESTONE },
};

static const char *const hk_lines[] = {
    "start at a random cell; it joins the maze",
    "kill: carve into a random unvisited neighbour, walk on",
    "stuck: hunt row by row from the top (full rows skipped): none here",
    "hunt: first unvisited cell beside the maze: carve to a random maze neighbour",
    "no unvisited cell left: done",
};

/* The row of cell i, and the first cell of row `row` (row h: n). */
static uint32_t hk_row(const Grid *g, uint32_t i)
{
    if (grid_is_square(g))
        return i / (uint32_t)g->w;
    uint32_t col, row;
    grid_shape(g)->coords(g, i, &col, &row);
    return row;
}

static uint32_t hk_row_start(const Grid *g, uint32_t row)
{
    return grid_is_square(g) ? row * (uint32_t)g->w : grid_shape(g)->row_start(g, row);
}

/* Records that cell i (in row y) joined the maze, for the hunt's O(1) case. */
static void hk_joined(HuntKill *s, uint32_t i, int y)
{
    if (i < s->min_cell)
        s->min_cell = i;
    if (y == 1 && i < s->min_row1)
        s->min_row1 = i;
}

/* Starts the walk at a random cell (a 1x1 grid is done at once). */
static bool hk_init(void *state, GenCtx *ctx, int variant)
{
    (void)variant;
    HuntKill *s = state;
    Grid *g = ctx->grid;
    s->cur = grid_random_cell(g, ctx->rng);
    s->x = (int)(s->cur % (uint32_t)g->w);
    s->y = (int)hk_row(g, s->cur);
    s->blank = grid_cells_on(g) - 1;
    s->scan = 0;
    s->min_cell = GRID_NONE;
    s->min_row1 = GRID_NONE;
    s->scan_row = GRID_NONE;
    s->shown_row = GRID_NONE;
    hk_joined(s, s->cur, s->y);
    gen_report_start(ctx, HKE_START, s->cur);
    s->phase = HK_KILLING;
    gen_mark(ctx, s->cur, MARK_CURRENT);
    if (s->blank == 0) {
        gen_mark(ctx, s->cur, MARK_DONE);
        s->phase = HK_DONE;
        ctx->done = true;
    }
    return true;
}

/* Returns the first blank cell in scan order that has a neighbour in the
 * maze, and in *scan where the cursor may move (every cell before it is in
 * the maze). At least one blank cell must be left. Amortised O(1) when the
 * cursor is kept. */
/* Where the hunt on a grid of another shape or with a mask starts
 * looking, given the cursor `scan`: there, or (while the maze lies further
 * on) at the row above the smallest maze cell's, as no cell before that
 * touches the maze. */
static uint32_t hk_scan_start(const HuntKill *s, const Grid *g, uint32_t scan)
{
    const uint32_t row = hk_row(g, s->min_cell);
    const uint32_t near = row > 0 ? hk_row_start(g, row - 1) : 0;
    return scan > near ? scan : near;
}

/* hk_find on a grid of another shape or with a mask: the cursor moves over
 * the cells in the maze and those switched off; the hit is the first blank
 * cell from hk_scan_start on that has a neighbour in the maze. */
static uint32_t hk_find_shape(const HuntKill *s, const Grid *g, uint32_t *scan)
{
    const uint8_t *mark = g->mark;
    uint32_t i = s->scan;
    while (mark[i] != MARK_BLANK || !grid_cell_on(g, i))
        i++;
    *scan = i;
    for (i = hk_scan_start(s, g, i);; i++) {
        Dir d[GRID_MAX_SIDES];
        if (mark[i] == MARK_BLANK && grid_cell_on(g, i) &&
            gen_sides_where(g, i, false, MARK_BLANK, d) > 0)
            return i;
    }
}

static uint32_t hk_find(const HuntKill *s, const Grid *g, uint32_t *scan)
{
    const uint8_t *mark = g->mark;
    const uint32_t w = (uint32_t)g->w;
    if (!grid_is_square(g))
        return hk_find_shape(s, g, scan);
    *scan = s->scan;
    if (mark[0] != MARK_BLANK) {
        /* The first blank cell is past cell 0, and its west neighbour (or
         * north neighbour, in column 0) comes before it, so is in the maze. */
        uint32_t i = s->scan;
        while (mark[i] != MARK_BLANK)
            i++;
        *scan = i;
        return i;
    }
    /* Cell 0 is blank, so every cell before m = min_cell is blank. Below row
     * 0 the first hit is m's north neighbour: any earlier cell has all its
     * neighbours before m. In row 0 it is m's west neighbour, unless a cell
     * of row 0 further west has a maze cell south of it (first: above the
     * smallest maze cell of row 1). */
    uint32_t m = s->min_cell;
    if (m >= w)
        return m - w;
    uint32_t hit = m - 1;
    if (s->min_row1 != GRID_NONE && s->min_row1 - w < hit)
        hit = s->min_row1 - w;
    return hit;
}

/* The first row the hunt that starts now scans: the cursor's (rows above
 * it are full), or, while cell 0 is outside the maze, the hit's own row
 * (rows above it hold no maze cell). */
static uint32_t hk_first_row(const HuntKill *s, const Grid *g, uint32_t hit)
{
    if (!grid_is_square(g))
        return hk_row(g, hk_scan_start(s, g, s->scan));
    const uint32_t w = (uint32_t)g->w;
    return g->mark[0] != MARK_BLANK ? s->scan / w : hit / w;
}

/* The walker at cur is stuck: starts the hunt. Its first row is the
 * cursor's (rows above it are full), or, while cell 0 is outside the maze,
 * the hit's own row (rows above it hold no maze cell). */
static void hk_begin_hunt(HuntKill *s, GenCtx *ctx, uint32_t cur)
{
    const Grid *g = ctx->grid;
    uint32_t scan;
    s->hit = hk_find(s, g, &scan);
    s->scan_row = hk_first_row(s, g, s->hit);
    /* from the cursor in its row, or from the start of the hit's row */
    if (!grid_is_square(g))
        s->scan_from = hk_scan_start(s, g, s->scan);
    else
        s->scan_from = g->mark[0] != MARK_BLANK ? s->scan : s->scan_row * (uint32_t)g->w;
    s->scan = scan;
    gen_mark(ctx, cur, MARK_DONE);
}

/* ---- questions ------------------------------------------------------------ */

/* Killing: the blank neighbours the walk picks among. */
static bool hk_ask_kill(const void *state, const GenCtx *ctx, Question *q)
{
    const HuntKill *s = state;
    return s->phase != HK_DONE && s->scan_row == GRID_NONE && gen_ask_carve(q, ctx->grid, s->cur);
}

/* The next step finds the hunted cell: a hunt scanning the hit's row, or
 * a stuck walk whose hunt starts on that row. */
static bool hk_ask_hunt(const void *state, const GenCtx *ctx, Question *q)
{
    const HuntKill *s = state;
    const Grid *g = ctx->grid;
    Dir d[GRID_MAX_SIDES];
    uint32_t hit, row, scan;
    if (s->phase == HK_DONE)
        return false;
    if (s->scan_row != GRID_NONE) {
        hit = s->hit;
        row = s->scan_row;
    } else if (gen_neighbors_where(g, s->cur, (uint32_t)s->x, true, MARK_BLANK, d) == 0) {
        hit = hk_find(s, g, &scan);     /* as hk_begin_hunt will */
        row = hk_first_row(s, g, hit);
    } else {
        return false;
    }
    if (hk_row(g, hit) != row)
        return false;
    question_set_cell(q, hit);
    step_fact(&q->about, "row", row);
    return true;
}

static const QuestionKind hk_questions[] = {
    { "kill-next", "The walk stands at {cell}. Which cells could it carve into next?",
      GEN_ASK_CARVE_WHY,
      ANSWER_CELLS, TRUTH_OTHER, "kill", NULL, hk_ask_kill },
    { "hunt-finds", "The hunt scans row {row} now. Which cell does it find?",
      "the first cell of the row, from the left, that is outside the maze and beside it",
      ANSWER_CELL, TRUTH_CELL, "hunt-found", NULL, hk_ask_hunt },
};

/* One hunt step: scans row s->scan_row; returns the hunted cell when the
 * hit is in it (and connects it), else GRID_NONE (the next row is next). */
static uint32_t hk_scan(HuntKill *s, GenCtx *ctx)
{
    Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w;
    uint32_t row = s->scan_row;
    if (hk_row(g, s->hit) != row) {
        if (ctx->report) {
            step_move(ctx->report, HKE_SCAN, 2, s->scan_from, STEP_NONE, -1);
            step_fact(ctx->report, "row", row);
        }
        s->shown_row = row;
        s->scan_row = row + 1;
        s->scan_from = hk_row_start(g, row + 1);
        s->phase = HK_SCANNING;
        return GRID_NONE;
    }
    uint32_t next = s->hit;
    Dir options[GRID_MAX_SIDES];
    uint32_t nx = next % w;
    uint32_t k = gen_neighbors_where(g, next, nx, false, MARK_BLANK, options);
    Dir d = gen_pick_dir(ctx->rng, options, k);
    gen_carve_inner(ctx, next, d);
    if (ctx->report) {
        gen_report_move(ctx, HKE_FOUND, 3, next, gen_step_to(g, next, d), d);
        step_fact(ctx->report, "neighbours", k);
        step_fact(ctx->report, "row", row);
    }
    s->x = (int)nx;
    s->y = (int)row;
    s->scan_row = GRID_NONE;
    s->shown_row = GRID_NONE;
    s->phase = HK_HUNTING;
    return next;
}

/* Does up to n steps: a carve into a random blank neighbour of the walker,
 * or, when there is none, the hunt: rows scanned one per step until the
 * hunted cell is connected to a random maze neighbour. */
static size_t hk_step(void *state, GenCtx *ctx, size_t n)
{
    HuntKill *s = state;
    Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != HK_DONE) {
        uint32_t cur = s->cur;
        uint32_t next = GRID_NONE;
        done++;
        if (s->scan_row == GRID_NONE) {
            Dir options[GRID_MAX_SIDES];
            uint32_t k = gen_neighbors_where(g, cur, (uint32_t)s->x, true, MARK_BLANK, options);
            if (k > 0) {
                /* Kill: walk on into a blank neighbour. */
                Dir d = gen_pick_dir(ctx->rng, options, k);
                next = gen_step_to(g, cur, d);
                gen_carve_inner(ctx, cur, d);
                gen_move_xy(d, &s->x, &s->y);
                s->phase = HK_KILLING;
                gen_mark(ctx, cur, MARK_DONE);
                if (ctx->report) {
                    gen_report_move(ctx, HKE_KILL, 1, cur, next, d);
                    step_fact(ctx->report, "choices", k);
                }
            } else {
                hk_begin_hunt(s, ctx, cur);
            }
        }
        if (next == GRID_NONE) {
            next = hk_scan(s, ctx);
            if (next == GRID_NONE)
                continue;
        }
        hk_joined(s, next, s->y);
        s->cur = next;
        step_fact(ctx->report, "outside", s->blank - 1);
        if (--s->blank == 0) {
            gen_mark(ctx, next, MARK_DONE);
            s->phase = HK_DONE;
            ctx->done = true;
            if (ctx->report)
                ctx->report->line = 4;
        } else {
            gen_mark(ctx, next, MARK_CURRENT);
        }
    }
    return done;
}

static bool hk_copy(void *dst, const void *src, const Grid *g)
{
    (void)g;
    *(HuntKill *)dst = *(const HuntKill *)src;
    return true;
}

/* The row the last step scanned in vain (the row its sentence names),
 * framed. */
static void hk_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const HuntKill *s = state;
    if (s->phase == HK_DONE || s->shown_row == GRID_NONE)
        return;
    const Grid *g = ctx->grid;
    const uint32_t row = s->shown_row;
    uint32_t rect[4] = { 0, row, hk_row_start(g, row + 1) - hk_row_start(g, row), 1 };
    overlay_add_items(out, OV_FRAMES, PAL_SCAN, "row the hunt scans", rect, 1);
}

/* Nothing to free: the state lives in the struct. */
static void hk_release(void *state)
{
    (void)state;
}

static const char *hk_phase_name(const void *state)
{
    return hk_phase_names[((const HuntKill *)state)->phase];
}

const GenAlgo gen_hunt_and_kill = {
    .kind = ALGO_GEN,
    .id = "hunt-and-kill",
    .name = "Hunt and kill",
    .short_name = "Hunt and kill",
    .blurb = "Walk to random unvisited neighbours, carving, until stuck; then hunt "
             "row by row for an unvisited cell beside the maze, join it, and walk "
             "on. Long winding corridors like the backtracker, without a stack.",
    .state_size = sizeof(HuntKill),
    .init = hk_init,
    .step = hk_step,
    .release = hk_release,
    .phase_name = hk_phase_name,
    .pseudocode = { hk_lines, 5 },
    .copy = hk_copy,
    .kinds = STEP_KINDS(hk_kinds),
    .questions = QUESTION_KINDS(hk_questions),
    .overlays = hk_overlays,
    .shapes = SHAPES_ALL,
};
