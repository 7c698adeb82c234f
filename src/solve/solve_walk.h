/* solve_walk.h - the path of a walker as a teacher would draw it: its walk
 * with dead-end excursions and loops erased. Private to src/solve/.
 *
 * A stack of moves, 2 bits each (a quarter of a byte per cell) on the
 * square, with a mask or not, whose way back is the opposite direction; on
 * other shapes (shape.h) a byte each, the side left by and the side come
 * in by, there being no opposite side to derive. A move onto a cell
 * already on the path pops back to it, so the stack is always a
 * simple path from the start to where the walker stands. Cells on it are
 * TRAIL_PATH, cells popped off TRAIL_VISITED. */
#ifndef MAZE_SOLVE_WALK_H
#define MAZE_SOLVE_WALK_H

#include "solve_util.h"

typedef struct SolveWalk {
    uint8_t *moves;     /* the path stack, 2 bits per move: its direction
                           (wide: a byte, side left by | side come in by << 4) */
    uint32_t depth;     /* moves on the stack */
    bool wide;          /* a byte a move: a shape other than the square */
} SolveWalk;

/* Allocates the stack for a walk on g. Returns false when out of memory
 * (solve_walk_free is still safe). */
bool solve_walk_init(SolveWalk *w, const Grid *g);

/* Frees it; safe on a zeroed or failed walk. */
void solve_walk_free(SolveWalk *w);

/* Deep-copies src (of a walk on a maze of n cells) into dst. False when out of
 * memory (solve_walk_free(dst) is then safe). */
bool solve_walk_copy(SolveWalk *dst, const SolveWalk *src, uint32_t n);

/* Records the walker's move from `from` through side d to next: the path
 * stack loop-erased, the trail, ctx's current cell, moves (raw_length) and
 * cells explored (a cell's first visit). */
void solve_walk_move(SolveWalk *w, SolveCtx *ctx, uint32_t from, Dir d, uint32_t next);

/* Writes the path's depth + 1 cells, ctx->start first, to out. */
void solve_walk_path(const SolveWalk *w, const SolveCtx *ctx, uint32_t *out);

#endif
