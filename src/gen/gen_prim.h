/* gen_prim.h - the state the two forms of simplified Prim share (prim.c:
 * random frontier edge, the default; prim_cell.c: random frontier cell).
 * Private to src/gen/. */
#ifndef MAZE_GEN_PRIM_H
#define MAZE_GEN_PRIM_H

#include "gen_list.h"
#include "gen_walk.h"

typedef enum PrPhase {
    PR_GROWING,         /* joining frontier cells to the maze */
    PR_DONE
} PrPhase;

typedef enum PrVariant { PR_EDGE, PR_CELL } PrVariant;

/* The events of both forms (prim.c holds their sentences). */
enum {
    PRE_START_EDGE = 1, /* cell: the first maze cell; "walls" listed */
    PRE_START_CELL,     /* cell: the first maze cell; "frontier" cells */
    PRE_EDGE_JOIN,      /* edge form: the wall between cell (in the maze)
                           and other (outside) carved; picked from "walls"
                           listed, after dropping "stale" ones */
    PRE_CELL_JOIN       /* cell form: frontier cell joined through its side
                           to other; picked from "frontier" cells, one of
                           its "neighbours" in the maze */
};

typedef struct Prim {
    PrPhase phase;
    PrVariant variant;
    GenList frontier;   /* edge: walls cell * 4 + dir from a maze cell to a
                           cell outside (or, stale, now inside);
                           cell: the cells marked MARK_FRONTIER */
    uint32_t cur;       /* cell shown MARK_CURRENT, or GRID_NONE */
    uint32_t left;      /* cells not yet in the maze */
    GenPick pick;       /* frontier picks, drawn a few steps early */
} Prim;

/* What a hot loop of either form works on as locals, so that its byte
 * stores to the grid cannot force reloads: the grid's steps, and copies of
 * the RNG, the list and the picks drawn ahead (prim_loop_save writes those
 * back). */
typedef struct PrimLoop {
    GenWalkDirs dirs;
    GenCarveDirs cd;
    Rng rng;
    GenList list;
    GenPick pick;
} PrimLoop;

static inline void prim_loop_load(PrimLoop *l, const Prim *s, const GenCtx *ctx)
{
    gen_walk_dirs(ctx->grid, &l->dirs);
    gen_carve_dirs(ctx->grid, &l->cd);
    l->rng = *ctx->rng;
    l->list = s->frontier;
    l->pick = s->pick;
}

static inline void prim_loop_save(const PrimLoop *l, Prim *s, GenCtx *ctx)
{
    s->pick = l->pick;
    s->frontier = l->list;
    *ctx->rng = l->rng;
}

/* The pseudocode line of a step of either form (lines 1 to 4 alike): the
 * last join (4), new frontier listed (3), else `alt` (1) or 2. */
static inline int prim_report_line(const Prim *s, bool listed, bool alt)
{
    return s->phase == PR_DONE ? 4 : listed ? 3 : alt ? 1 : 2;
}

/* The start of a step of either form on other shapes: room for the most
 * entries a cell can list (false, ctx->error set, when out of memory:
 * nothing has changed), and the cell joined last shown as maze. */
static inline bool prim_shape_step_begin(Prim *s, GenCtx *ctx)
{
    if (!gen_list_reserve(&s->frontier, s->frontier.len + GRID_MAX_SIDES)) {
        ctx->error = MAZE_ERR_NOMEM;
        return false;
    }
    if (s->cur != GRID_NONE)
        gen_mark(ctx, s->cur, MARK_DONE);
    return true;
}

/* The random-frontier-cell form (prim_cell.c): lists the neighbours of the
 * first maze cell, start (returns false when out of memory), and steps. */
bool prim_cell_start(Prim *s, GenCtx *ctx, uint32_t start);
size_t prim_cell_step(Prim *s, GenCtx *ctx, size_t n);

#endif
