/* prim_cell.c - Prim's algorithm, random frontier CELL form (`prim:cell`;
 * Pullen's "modified" Prim).
 *
 * The maze starts as one random cell; its neighbours form the frontier. Each
 * step takes a random frontier cell (swap-remove from the frontier list),
 * connects it to a random neighbour already in the maze, and adds its blank
 * neighbours to the frontier. Every frontier cell is equally likely, however
 * many maze neighbours it has (the edge form, prim.c, favours cells with
 * more of them).
 *
 * Bias: the maze grows as a roundish blob from the start, giving a radial
 * texture with even more short dead ends (about 35% at 50x50) than the edge
 * form, and short, direct solution paths.
 * One step = one carve. Marks: MARK_FRONTIER for the frontier, MARK_CURRENT
 * for the cell joined in this step, MARK_DONE for the rest of the maze.
 *
 * Speed: the random bits of each pick are drawn a few steps early and the
 * cell they would pick in the frontier as it is then is prefetched; the
 * frontier changes little in between, so the guess is usually right.
 * Other shapes (and masks) take pr_cell_run_shape: the same picks, each
 * cell's neighbours through the shape. */
#include "gen_owned.h"
#include "gen_prim.h"
#include "gen_walk.h"

/* Moves the blank neighbours of cell i to the frontier. Returns false when
 * out of memory (nothing changed). */
static bool pr_add_frontier(Prim *s, GenCtx *ctx, uint32_t i)
{
    Dir dirs[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_marked(ctx->grid, i, MARK_BLANK, dirs);
    if (!gen_list_reserve(&s->frontier, s->frontier.len + k))
        return false;
    for (uint32_t t = 0; t < k; t++) {
        uint32_t j = gen_step_to(ctx->grid, i, dirs[t]);
        gen_mark(ctx, j, MARK_FRONTIER);
        gen_list_push(&s->frontier, j);
    }
    return true;
}

bool prim_cell_start(Prim *s, GenCtx *ctx, uint32_t start)
{
    return pr_add_frontier(s, ctx, start);
}

/* Fills report r for the step that joined frontier cell c through side d:
 * `listed` frontier cells to pick from, c had `inside` maze neighbours and
 * `grew` when it added frontier cells. */
static void pr_cell_report(StepReport *r, const Prim *s, const Grid *g, uint32_t c, Dir d,
                           uint32_t listed, uint32_t inside, bool grew)
{
    step_move(r, PRE_CELL_JOIN, prim_report_line(s, grew, inside == 1), c, gen_step_to(g, c, d),
              (int)d);
    step_fact(r, "frontier", listed);
    step_fact(r, "neighbours", inside);
}

/* Up to n steps; dirty is NULL or ctx->dirty, report NULL or ctx->report
 * (the unwatched copy passes NULL for both). Local copies of the list and
 * the RNG, raw grid changes, one division per step (the column). */
GEN_HOT_INLINE size_t pr_cell_run(Prim *s, GenCtx *ctx, size_t n, DirtyList *dirty,
                                  StepReport *report)
{
    const Grid *g = ctx->grid;
    uint8_t *mark = g->mark, *pass = g->pass;
    const uint32_t w = (uint32_t)g->w, cells = g->n;
    PrimLoop L;
    prim_loop_load(&L, s, ctx);
    const GenGridMem gm = gen_grid_mem(g);
    size_t done = 0;

    while (done < n && s->phase != PR_DONE) {
        /* Room first: running out of memory stops before any change. */
        if (!gen_list_reserve(&L.list, L.list.len + 3)) {
            ctx->error = MAZE_ERR_NOMEM;
            break;
        }
        if (s->cur != GRID_NONE)
            gen_mark_raw(mark, dirty, s->cur, MARK_DONE);
        const uint32_t listed = L.list.len;
        uint32_t c = gen_list_swap_remove(&L.list, gen_pick_index(&L.pick, &L.rng, &gm, &L.list));
        const uint32_t x = c % w;
        /* Its neighbours in the maze and outside it, in the order N, E, S,
         * W (gen_neighbors_where's): each direction is written to both
         * lists and counted in the one it belongs to. */
        Dir in[4], out[4];
        uint32_t kin = 0, kout = 0;
        for (unsigned d = 0; d < 4; d++) {
            uint32_t to = c + (uint32_t)L.dirs.off[d];
            bool inside = x + (uint32_t)L.dirs.dx[d] < w && to < cells;
            unsigned m = inside ? mark[to] : MARK_FRONTIER;
            in[kin] = out[kout] = (Dir)d;
            kin += m == MARK_DONE;
            kout += m == MARK_BLANK;
        }
        Dir d = gen_pick_dir(&L.rng, in, kin);    /* a frontier cell has one */
        gen_open_raw(pass, dirty, c + (uint32_t)L.cd.own[d], L.cd.bit[d]);
        done++;
        if (--s->left == 0) {
            gen_mark_raw(mark, dirty, c, MARK_DONE);
            s->cur = GRID_NONE;
            s->phase = PR_DONE;
            ctx->done = true;
            gen_list_free(&L.list);
            if (report)
                pr_cell_report(report, s, g, c, d, listed, kin, false);
            break;
        }
        gen_mark_raw(mark, dirty, c, MARK_CURRENT);
        s->cur = c;
        for (uint32_t t = 0; t < kout; t++) {
            uint32_t to = c + (uint32_t)L.dirs.off[out[t]];
            gen_mark_raw(mark, dirty, to, MARK_FRONTIER);
            gen_list_push(&L.list, to);
        }
        if (report)
            pr_cell_report(report, s, g, c, d, listed, kin, kout > 0);
    }
    prim_loop_save(&L, s, ctx);
    return done;
}

/* pr_cell_run on a grid of another shape or with a mask. */
static size_t pr_cell_run_shape(Prim *s, GenCtx *ctx, size_t n)
{
    const Grid *g = ctx->grid;
    const uint8_t *mark = g->mark;
    const GenGridMem gm = gen_grid_mem(g);
    size_t done = 0;

    while (done < n && s->phase != PR_DONE && prim_shape_step_begin(s, ctx)) {
        const uint32_t listed = s->frontier.len;
        uint32_t c = gen_list_swap_remove(&s->frontier,
                                          gen_pick_index(&s->pick, ctx->rng, &gm, &s->frontier));
        uint32_t nb[GRID_MAX_SIDES];
        const int sides = grid_neighbors(g, c, nb);
        Dir in[GRID_MAX_SIDES], out[GRID_MAX_SIDES];
        uint32_t kin = 0, kout = 0;
        for (int d = 0; d < sides; d++) {
            unsigned m = nb[d] != GRID_NONE ? mark[nb[d]] : MARK_FRONTIER;
            in[kin] = out[kout] = (Dir)d;
            kin += m == MARK_DONE;
            kout += m == MARK_BLANK;
        }
        Dir d = gen_pick_dir(ctx->rng, in, kin);    /* a frontier cell has one */
        gen_carve(ctx, c, d);
        done++;
        if (--s->left == 0) {
            gen_mark(ctx, c, MARK_DONE);
            s->cur = GRID_NONE;
            s->phase = PR_DONE;
            ctx->done = true;
            gen_list_free(&s->frontier);
            kout = 0;
        } else {
            gen_mark(ctx, c, MARK_CURRENT);
            s->cur = c;
            for (uint32_t t = 0; t < kout; t++) {
                gen_mark(ctx, nb[out[t]], MARK_FRONTIER);
                gen_list_push(&s->frontier, nb[out[t]]);
            }
        }
        if (ctx->report)
            pr_cell_report(ctx->report, s, g, c, d, listed, kin, kout > 0);
    }
    return done;
}

size_t prim_cell_step(Prim *s, GenCtx *ctx, size_t n)
{
    if (!grid_is_square(ctx->grid))
        return pr_cell_run_shape(s, ctx, n);
    if (ctx->dirty || ctx->report)
        return pr_cell_run(s, ctx, n, ctx->dirty, ctx->report);
    return pr_cell_run(s, ctx, n, NULL, NULL);
}
