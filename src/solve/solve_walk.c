/* solve_walk.c - a walker's loop-erased path (solve_walk.h). */
#include "solve_walk.h"

#include "gen/gen_list.h"   /* the packed stack of directions the generators use */
#include "maze/mem.h"

static Dir walk_move_at(const SolveWalk *w, uint32_t k)
{
    return gen_dirs_get(w->moves, k);
}

static void walk_push(SolveWalk *w, Dir d)
{
    gen_dirs_set(w->moves, w->depth++, d);
}

bool solve_walk_init(SolveWalk *w, uint32_t n)
{
    w->depth = 0;
    w->moves = mem_calloc(n / 4 + 1, 1);
    return w->moves != NULL;
}

void solve_walk_free(SolveWalk *w)
{
    mem_free(w->moves);
    w->moves = NULL;
}

bool solve_walk_copy(SolveWalk *dst, const SolveWalk *src, uint32_t n)
{
    dst->depth = src->depth;
    dst->moves = NULL;
    return algo_dup(&dst->moves, src->moves, n / 4 + 1);
}

void solve_walk_move(SolveWalk *w, SolveCtx *ctx, uint32_t from, Dir d, uint32_t next)
{
    if (ctx->trail[next] == TRAIL_PATH) {
        uint32_t top = from;
        while (top != next) {
            Dir back = dir_opposite(walk_move_at(w, --w->depth));
            solve_mark(ctx, top, TRAIL_VISITED);
            top = grid_neighbor(ctx->grid, top, back);
        }
    } else {
        if (ctx->trail[next] == TRAIL_NONE)
            ctx->explored++;
        walk_push(w, d);
        solve_mark(ctx, next, TRAIL_PATH);
    }
    ctx->raw_length++;
    solve_move_to(ctx, next);
}

void solve_walk_path(const SolveWalk *w, const SolveCtx *ctx, uint32_t *out)
{
    out[0] = ctx->start;
    for (uint32_t k = 0; k < w->depth; k++)
        out[k + 1] = grid_neighbor(ctx->grid, out[k], walk_move_at(w, k));
}
