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
 * frontier changes little in between, so the guess is usually right. */
#include "gen_prim.h"

/* Moves the blank neighbours of cell i to the frontier. Returns false when
 * out of memory (nothing changed). */
static bool pr_add_frontier(Prim *s, GenCtx *ctx, uint32_t i)
{
    Dir dirs[4];
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

size_t prim_cell_step(Prim *s, GenCtx *ctx, size_t n)
{
    const Grid *g = ctx->grid;
    size_t done = 0;

    while (done < n && s->phase != PR_DONE) {
        if (!prim_step_begin(s, ctx))
            break;
        uint32_t listed = s->frontier.len;
        uint32_t k = gen_pick_index(&s->pick, ctx->rng, g, &s->frontier);
        uint32_t c = gen_list_swap_remove(&s->frontier, k);
        Dir d = DIR_N;
        Dir maze[4];
        uint32_t inside = ctx->report ? gen_neighbors_marked(g, c, MARK_DONE, maze) : 0;
        gen_random_neighbor(g, ctx->rng, c, MARK_DONE, &d); /* always one */
        gen_carve(ctx, c, d);
        uint32_t before = s->frontier.len;
        if (prim_joined(s, ctx, c))
            pr_add_frontier(s, ctx, c);  /* cannot fail: room reserved */
        if (ctx->report) {
            gen_report_move(ctx, EV_FRONTIER_JOIN, 0, c, gen_step_to(g, c, d), d);
            ctx->report->line = prim_report_line(s, s->frontier.len > before, inside == 1);
            ctx->report->choices = listed;
            ctx->report->size_a = inside;
        }
        done++;
    }
    return done;
}
