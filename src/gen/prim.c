/* prim.c - simplified ("randomised") Prim, random frontier EDGE form: the
 * default `prim` (Pullen's "simplified" Prim, Wikipedia's randomised Prim).
 *
 * The maze starts as one random cell. A list holds the walls from maze cells
 * to cells outside the maze. Each step picks a random wall from the list
 * (swap-remove); if the cell beyond it has joined the maze meanwhile, the
 * wall is dropped and another is picked (inside the same step); otherwise
 * the wall is carved, that cell joins, and its walls to cells outside are
 * added. A frontier cell with more maze neighbours has more walls in the
 * list, so it is likelier to join next than in the cell form (`prim:cell`,
 * prim_cell.c), which picks every frontier cell with equal chance.
 *
 * Bias: the maze grows as a roundish blob from the start: a radial texture
 * with many short dead ends (about 32% at 50x50, fewer than the cell form's
 * 35%) and short, direct solution paths.
 * One step = one carve. Marks: MARK_FRONTIER for cells outside the maze with
 * a wall in the list (the cells next to the maze), MARK_CURRENT for the cell
 * joined in this step, MARK_DONE for the rest of the maze.
 *
 * Memory: the list holds the walls around the blob and the stale ones not
 * yet picked, both in proportion to its perimeter, not its area; a run to
 * the end with nobody watching adds one byte per cell (pr_edge_finish).
 *
 * Other shapes (and masks) take pr_edge_run_shape: the same picks through
 * the shape's sides, a wall listed as cell * 8 + side (pr_wall). */
#include "gen_owned.h"
#include "gen_prim.h"
#include "gen_walk.h"

static const char *const pr_phase_names[] = { "growing", "done" };

static const StepKind pr_kinds[] = {
    [PRE_START_EDGE] = { "start", "Start at {cell}: it joins the maze, its "
                                  "{walls:wall} to cells outside are listed", 0 },
    [PRE_START_CELL] = { "start", "Start at {cell}: it joins the maze, its "
                                  "{frontier:neighbour} become frontier", 0 },
    [PRE_EDGE_JOIN] = { "join", "Wall between {cell} and {other} removed: picked at random "
                                "from {walls:wall} between the maze and a cell outside it"
                                "{?stale:, after dropping {stale:listed wall} whose far cell "
                                "had joined already}",
                        STEP_ON_WALL | STEP_MILESTONE, "stale" },
    [PRE_CELL_JOIN] = { "join", "Frontier cell {cell} joined the maze from {other}: picked at "
                                "random from {frontier:frontier cell}{?neighbours>1:, then one "
                                "of its {neighbours} maze neighbours}",
                        STEP_MILESTONE, "neighbours>1" },
};

/* The list entry of the wall on side d of maze cell c: cell * 4 + d on the
 * plain square, cell * 8 + d on other shapes (up to six sides). */
static inline uint32_t pr_wall(const Grid *g, uint32_t c, unsigned d)
{
    return grid_is_square(g) ? c * 4u + d : c * 8u + d;
}

/* The maze cell of wall entry v, its side, and the cell beyond it. */
static inline uint32_t pr_wall_cell(const Grid *g, uint32_t v)
{
    return grid_is_square(g) ? v / 4u : v / 8u;
}

static inline Dir pr_wall_side(const Grid *g, uint32_t v)
{
    return (Dir)(grid_is_square(g) ? v & 3u : v & 7u);
}

static inline uint32_t pr_wall_far(const Grid *g, uint32_t v)
{
    return gen_step_to(g, pr_wall_cell(g, v), pr_wall_side(g, v));
}

/* Lists the walls from cell i (just joined) to cells outside the maze and
 * marks those cells MARK_FRONTIER. The caller has reserved room for
 * GRID_MAX_SIDES. */
static void pr_edge_expand(Prim *s, GenCtx *ctx, uint32_t i)
{
    Dir dirs[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_where(ctx->grid, i, i % (uint32_t)ctx->grid->w, false, MARK_DONE,
                                     dirs);
    for (uint32_t t = 0; t < k; t++) {
        gen_mark(ctx, gen_step_to(ctx->grid, i, dirs[t]), MARK_FRONTIER);
        gen_list_push(&s->frontier, pr_wall(ctx->grid, i, (unsigned)dirs[t]));
    }
}

/* Lists the walls around the first maze cell, start. */
static bool pr_edge_start(Prim *s, GenCtx *ctx, uint32_t start)
{
    if (!gen_list_reserve(&s->frontier, GRID_MAX_SIDES))
        return false;
    pr_edge_expand(s, ctx, start);
    return true;
}

/* The walls of list l whose far cell is outside the maze (not MARK_DONE):
 * the live ones a pick chooses among, stale picks being dropped and drawn
 * again. */
static uint32_t pr_edge_live(const GenList *l, const Grid *g)
{
    uint32_t live = 0;
    for (uint32_t k = 0; k < l->len; k++)
        live += g->mark[pr_wall_far(g, l->v[k])] != MARK_DONE;
    return live;
}

/* Fills report r for the step that carved wall e into cell c: `live`
 * walls it was picked from (uniformly: stale picks are drawn again),
 * `stale` picks dropped first, `grew` when c listed new walls. */
static void pr_edge_report(StepReport *r, const Prim *s, const Grid *g, uint32_t e, uint32_t c,
                           uint32_t live, uint32_t stale, bool grew)
{
    step_move(r, PRE_EDGE_JOIN, prim_report_line(s, grew, stale > 0), pr_wall_cell(g, e), c,
              (int)pr_wall_side(g, e));
    step_fact(r, "walls", live);
    step_fact(r, "stale", stale);
}

/* Up to n steps; dirty is NULL or ctx->dirty, report NULL or ctx->report
 * (see pr_step: the unwatched copy passes NULL for both). The frontier, the
 * picks drawn ahead and the RNG are worked on as local copies (byte stores
 * to the grid then cannot force their reloads), the column comes from a
 * multiply (gen_column) and the carve skips grid_owner's division. */
GEN_HOT_INLINE size_t pr_edge_run(Prim *s, GenCtx *ctx, size_t n, DirtyList *dirty,
                                  StepReport *report)
{
    const Grid *g = ctx->grid;
    uint8_t *mark = g->mark, *pass = g->pass;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    const uint64_t recip = gen_column_recip(w);
    PrimLoop L;
    prim_loop_load(&L, s, ctx);
    const GenGridMem gm = gen_grid_mem(g);
    uint32_t cur = s->cur, left = s->left;
    size_t done = 0;

    if (s->phase == PR_DONE)
        return 0;
    while (done < n) {
        /* Room first: running out of memory stops before any change. The
         * cell that joins lists at most 3 walls, but each of its 4 sides
         * writes one entry past the end (kept or not). */
        if (!gen_list_reserve(&L.list, L.list.len + 4)) {
            ctx->error = MAZE_ERR_NOMEM;
            break;
        }
        if (cur != GRID_NONE)
            gen_mark_raw(mark, dirty, cur, MARK_DONE);
        uint32_t e, c, stale = 0;
        uint32_t live = report ? pr_edge_live(&L.list, g) : 0;
        for (;;) {  /* a cell is still outside, so a live wall is listed */
            uint32_t k = gen_pick_any(&L.pick, &L.rng, &gm, &L.list, L.dirs.off);
            e = gen_list_swap_remove(&L.list, k);
            c = e / 4 + (uint32_t)L.dirs.off[e & 3u];
            if (mark[c] != MARK_DONE)
                break;
            if (report)
                stale++;
        }
        gen_open_raw(pass, dirty, e / 4 + (uint32_t)L.cd.own[e & 3u], L.cd.bit[e & 3u]);
        done++;
        if (--left == 0) {
            gen_mark_raw(mark, dirty, c, MARK_DONE);
            cur = GRID_NONE;
            s->left = 0;
            s->phase = PR_DONE;
            ctx->done = true;
            gen_list_free(&L.list);       /* only stale walls remain */
            if (report)
                pr_edge_report(report, s, g, e, c, live, stale, false);
            break;
        }
        gen_mark_raw(mark, dirty, c, MARK_CURRENT);
        cur = c;
        /* List the walls from c to the cells outside, marking them, without
         * a branch: a side off the grid reads (and rewrites) c itself, which
         * counts as inside; every side writes an entry past the end and
         * keeps it when its cell is outside. */
        const uint32_t x = gen_column(c, w, recip), before = L.list.len;
        const bool on[4] = { c >= w, x + 1 < w, c + w < cells, x > 0 };
        for (unsigned d = 0; d < 4; d++) {
            uint32_t to = on[d] ? c + (uint32_t)L.dirs.off[d] : c;
            unsigned m = mark[to];
            bool out = on[d] & (m != MARK_DONE);
            gen_mark_raw(mark, dirty, to, out ? MARK_FRONTIER : (Mark)m);
            L.list.v[L.list.len] = c * 4u + d;
            L.list.len += out;
        }
        if (report)
            pr_edge_report(report, s, g, e, c, live, stale, L.list.len > before);
    }
    s->cur = cur;
    s->left = left;
    prim_loop_save(&L, s, ctx);
    return done;
}

/* pr_edge_run on a grid of another shape or with a mask: the same picks,
 * each cell's walls through the shape. */
static size_t pr_edge_run_shape(Prim *s, GenCtx *ctx, size_t n)
{
    const Grid *g = ctx->grid;
    const uint8_t *mark = g->mark;
    StepReport *report = ctx->report;
    const GenGridMem gm = gen_grid_mem(g);
    size_t done = 0;

    while (done < n && s->phase != PR_DONE && prim_shape_step_begin(s, ctx)) {
        uint32_t e, c, stale = 0;
        uint32_t live = report ? pr_edge_live(&s->frontier, g) : 0;
        for (;;) {  /* a cell is still outside, so a live wall is listed */
            uint32_t k = gen_pick_any(&s->pick, ctx->rng, &gm, &s->frontier, NULL);
            e = gen_list_swap_remove(&s->frontier, k);
            c = pr_wall_far(g, e);
            if (mark[c] != MARK_DONE)
                break;
            stale++;
        }
        gen_carve(ctx, pr_wall_cell(g, e), pr_wall_side(g, e));
        done++;
        const uint32_t before = s->frontier.len;
        if (--s->left == 0) {
            gen_mark(ctx, c, MARK_DONE);
            s->cur = GRID_NONE;
            s->phase = PR_DONE;
            ctx->done = true;
            gen_list_free(&s->frontier);       /* only stale walls remain */
        } else {
            gen_mark(ctx, c, MARK_CURRENT);
            s->cur = c;
            pr_edge_expand(s, ctx, c);
        }
        if (report)
            pr_edge_report(report, s, g, e, c, live, stale, s->frontier.len > before);
    }
    return done;
}

/* The bit of a cell's byte in pr_edge_finish's private array that says the
 * cell is in the maze (bits 0 and 1 are its pass bits). */
enum { PR_IN = 4 };

/* Runs the edge form to the end with nobody watching, on one private byte
 * per cell (the pass bits and PR_IN) as ref_maze.c's grid: a join then
 * touches three lines (the cell's row and the rows above and below) instead
 * of four in two arrays. Same picks, same draws, same maze as pr_edge_run;
 * at the end the passages are copied back and every mark set MARK_DONE.
 * Returns the steps made, or 0 with nothing changed when the array cannot
 * be allocated (the caller then takes pr_edge_run). */
static size_t pr_edge_finish(Prim *s, GenCtx *ctx)
{
    const Grid *g = ctx->grid;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    uint8_t *b = mem_alloc(cells);
    if (!b)
        return 0;
    if (s->cur != GRID_NONE)
        g->mark[s->cur] = MARK_DONE;
    for (uint32_t i = 0; i < cells; i++)
        b[i] = (uint8_t)(g->pass[i] | (g->mark[i] == MARK_DONE ? PR_IN : 0));
    const uint64_t recip = gen_column_recip(w);
    PrimLoop L;
    prim_loop_load(&L, s, ctx);
    const GenGridMem gm = { b, b, w };
    uint32_t left = s->left;
    size_t done = 0;
    for (;;) {
        if (!gen_list_reserve(&L.list, L.list.len + 4)) {
            ctx->error = MAZE_ERR_NOMEM;
            break;
        }
        uint32_t e, c;
        do {    /* a cell is still outside, so a live wall is listed */
            uint32_t k = gen_pick_any(&L.pick, &L.rng, &gm, &L.list, L.dirs.off);
            e = gen_list_swap_remove(&L.list, k);
            c = e / 4 + (uint32_t)L.dirs.off[e & 3u];
        } while (b[c] & PR_IN);
        b[e / 4 + (uint32_t)L.cd.own[e & 3u]] |= L.cd.bit[e & 3u];
        b[c] |= PR_IN;
        done++;
        if (--left == 0)
            break;
        const uint32_t x = gen_column(c, w, recip);
        const bool on[4] = { c >= w, x + 1 < w, c + w < cells, x > 0 };
        for (unsigned d = 0; d < 4; d++) {  /* as in pr_edge_run */
            uint32_t to = on[d] ? c + (uint32_t)L.dirs.off[d] : c;
            L.list.v[L.list.len] = c * 4u + d;
            L.list.len += on[d] & !(b[to] & PR_IN);
        }
    }
    for (uint32_t i = 0; i < cells; i++) {
        g->pass[i] = b[i] & (PASS_E | PASS_S);
        if (left == 0 || (b[i] & PR_IN))
            g->mark[i] = MARK_DONE;
    }
    mem_free(b);
    s->cur = GRID_NONE;
    s->left = left;
    prim_loop_save(&L, s, ctx);
    if (left == 0) {
        s->phase = PR_DONE;
        ctx->done = true;
        gen_list_free(&s->frontier);
    }
    return done;
}

static const char *const pr_edge_lines[] = {
    "start at a random cell; list its walls to cells outside",
    "pick a random listed wall; its far cell joined already: drop it, pick again",
    "pick a random listed wall to a cell outside: carve it, the cell joins",
    "list the new cell's walls to cells outside; those become frontier",
    "no cell left outside the maze: done",
};

static const char *const pr_cell_lines[] = {
    "start at a random cell; its neighbours become frontier",
    "pick a random frontier cell; join it to its only maze neighbour",
    "pick a random frontier cell; join it to a random one of its maze neighbours",
    "its neighbours outside the maze become frontier",
    "no cell left outside the maze: done",
};

static const AlgoVariant pr_variants[] = {
    { "edge", "Random frontier wall", true, { pr_edge_lines, 5 } },
    { "cell", "Random frontier cell", true, { pr_cell_lines, 5 } },
};

static bool pr_init(void *state, GenCtx *ctx, int variant)
{
    Prim *s = state;
    const Grid *g = ctx->grid;
    s->variant = (PrVariant)variant;
    uint32_t start = grid_random_cell(g, ctx->rng);
    s->phase = PR_GROWING;
    s->cur = GRID_NONE;
    s->left = grid_cells_on(g) - 1;
    gen_mark(ctx, start, MARK_DONE);
    if (s->left == 0) {
        gen_report_start(ctx, PRE_START_EDGE + (s->variant == PR_CELL), start);
        step_fact(ctx->report, s->variant == PR_CELL ? "frontier" : "walls", 0);
        s->phase = PR_DONE;
        ctx->done = true;
        return true;
    }
    bool ok = s->variant == PR_CELL ? prim_cell_start(s, ctx, start) : pr_edge_start(s, ctx, start);
    gen_report_start(ctx, PRE_START_EDGE + (s->variant == PR_CELL), start);
    step_fact(ctx->report, s->variant == PR_CELL ? "frontier" : "walls", s->frontier.len);
    return ok;
}

static size_t pr_step(void *state, GenCtx *ctx, size_t n)
{
    Prim *s = state;
    if (s->variant == PR_CELL)
        return prim_cell_step(s, ctx, n);
    if (!grid_is_square(ctx->grid))
        return pr_edge_run_shape(s, ctx, n);
    if (ctx->dirty || ctx->report)
        return pr_edge_run(s, ctx, n, ctx->dirty, ctx->report);
    size_t done = 0;
    if (s->phase != PR_DONE && n >= s->left)    /* to the end, unwatched */
        done = pr_edge_finish(s, ctx);
    return done ? done : pr_edge_run(s, ctx, n, NULL, NULL);
}

static void pr_release(void *state)
{
    gen_list_free(&((Prim *)state)->frontier);
}

static bool pr_copy(void *dst, const void *src, const Grid *g)
{
    const Prim *from = src;
    Prim *to = dst;
    (void)g;
    *to = *from;
    to->frontier.v = NULL;
    to->frontier.cap = from->frontier.len;
    return algo_dup(&to->frontier.v, from->frontier.v,
                   (size_t)from->frontier.len * sizeof *from->frontier.v);
}

/* The cell form's frontier list as dots (the edge form's frontier cells
 * show by their marks). */
static void pr_overlays(const void *state, const GenCtx *ctx, OverlayList *out)
{
    const Prim *s = state;
    (void)ctx;
    if (s->variant != PR_CELL)
        return;
    Overlay *o = overlay_add(out, OV_DOTS, PAL_DOT, "frontier list (dots)");
    if (o) {
        o->items = s->frontier.v;
        o->count = s->frontier.len;
    }
}

/* ---- questions ------------------------------------------------------------ */

/* The cells that can join next: beyond each listed wall whose far cell is
 * outside the maze (the edge form's live walls; the cell joined last is in
 * the maze), or each cell of the frontier list (the cell form). */
static bool pr_ask_join(const Prim *s, const GenCtx *ctx, PrVariant variant, Question *q)
{
    const Grid *g = ctx->grid;
    uint32_t live = 0;
    if (s->phase != PR_GROWING || s->variant != variant)
        return false;
    for (uint32_t k = 0; k < s->frontier.len; k++) {
        uint32_t v = s->frontier.v[k];
        uint32_t c = s->variant == PR_CELL ? v : pr_wall_far(g, v);
        if (s->variant == PR_CELL || (g->mark[c] != MARK_DONE && c != s->cur)) {
            if (!question_add_cell(q, c))
                return false;
            live++;
        }
    }
    step_fact(&q->about, s->variant == PR_CELL ? "frontier" : "walls", live);
    return true;
}

static bool pr_ask_wall(const void *state, const GenCtx *ctx, Question *q)
{
    return pr_ask_join(state, ctx, PR_EDGE, q);
}

static bool pr_ask_frontier(const void *state, const GenCtx *ctx, Question *q)
{
    return pr_ask_join(state, ctx, PR_CELL, q);
}

/* The edge form names the joining cell as the far side of the wall
 * (other), the cell form as the cell itself. */
static const QuestionKind pr_questions[] = {
    { "join-wall", "Which cells could join the maze next?",
      "the cells beyond the {walls:listed wall} between the maze and a cell outside it; a wall "
      "is picked at random, so a cell behind more of them is likelier",
      ANSWER_CELLS, TRUTH_OTHER, NULL, NULL, pr_ask_wall },
    { "join-frontier", "Which cells could join the maze next?",
      "the {frontier:frontier cell}, each as likely as the others",
      ANSWER_CELLS, TRUTH_CELL, NULL, NULL, pr_ask_frontier },
};

static const char *pr_phase_name(const void *state)
{
    return pr_phase_names[((const Prim *)state)->phase];
}

const GenAlgo gen_prim = {
    .kind = ALGO_GEN,
    .id = "prim",
    .name = "Prim (simplified)",
    .short_name = "Prim's",
    .blurb = "Grow the maze from one cell. edge (default): carve a random wall "
             "between the maze and a cell outside it. cell: join a random "
             "frontier cell to a random maze neighbour. Radial texture, many "
             "short dead ends (the cell form even more).",
    .variants = pr_variants,
    .variant_count = (int)(sizeof pr_variants / sizeof pr_variants[0]),
    .state_size = sizeof(Prim),
    .init = pr_init,
    .step = pr_step,
    .release = pr_release,
    .phase_name = pr_phase_name,
    .pseudocode = { pr_edge_lines, 5 },
    .copy = pr_copy,
    .kinds = STEP_KINDS(pr_kinds),
    .questions = QUESTION_KINDS(pr_questions),
    .overlays = pr_overlays,
    .shapes = SHAPES_ALL,
};
