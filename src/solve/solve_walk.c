/* solve_walk.c - a walker's loop-erased path (solve_walk.h). */
#include "solve_walk.h"

#include "gen/gen_list.h"   /* the packed stack of directions the generators use */
#include "maze/mem.h"

/* Bytes of the stack for a maze of n cells. */
static size_t walk_bytes(bool wide, uint32_t n)
{
    return wide ? (size_t)n + 1 : n / 4 + 1;
}

/* The side move k left its cell by. */
static Dir walk_move_at(const SolveWalk *w, uint32_t k)
{
    return w->wide ? (Dir)(w->moves[k] & 15u) : gen_dirs_get(w->moves, k);
}

/* The side of the cell move k entered that leads back. */
static Dir walk_back_at(const SolveWalk *w, uint32_t k)
{
    return w->wide ? (Dir)(w->moves[k] >> 4) : dir_opposite(walk_move_at(w, k));
}

/* Pushes a move that left by side d and came in by side back. */
static void walk_push(SolveWalk *w, Dir d, int back)
{
    if (w->wide)
        w->moves[w->depth++] = (uint8_t)((unsigned)d | (unsigned)back << 4);
    else
        gen_dirs_set(w->moves, w->depth++, d);
}

bool solve_walk_init(SolveWalk *w, const Grid *g)
{
    w->depth = 0;
    w->wide = grid_shape(g)->kind != SHAPE_SQUARE;
    w->moves = mem_calloc(walk_bytes(w->wide, g->n), 1);
    return w->moves != NULL;
}

void solve_walk_free(SolveWalk *w)
{
    mem_free(w->moves);
    w->moves = NULL;
}

bool solve_walk_copy(SolveWalk *dst, const SolveWalk *src, uint32_t n)
{
    *dst = *src;
    dst->moves = NULL;
    return algo_dup(&dst->moves, src->moves, walk_bytes(src->wide, n));
}

void solve_walk_move(SolveWalk *w, SolveCtx *ctx, uint32_t from, Dir d, uint32_t next)
{
    if (ctx->trail[next] == TRAIL_PATH) {
        uint32_t top = from;
        while (top != next) {
            Dir back = walk_back_at(w, --w->depth);
            solve_mark(ctx, top, TRAIL_VISITED);
            top = grid_neighbor(ctx->grid, top, back);
        }
    } else {
        if (ctx->trail[next] == TRAIL_NONE)
            ctx->explored++;
        walk_push(w, d, w->wide ? grid_back(ctx->grid, from, (int)d) : 0);
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
