/* board.c - making and freeing a Minesweeper board, and what a viewer reads
 * from it. */
#include <string.h>

#include "maze/mem.h"
#include "maze/mines.h"
#include "mines_util.h"

MinesBoard *mines_new(int w, int h, int mines, uint64_t seed, MazeStatus *status)
{
    MazeStatus st = mines_check(w, h, mines);
    MinesBoard *b = NULL;
    if (st != MAZE_OK)
        goto fail;
    st = MAZE_ERR_NOMEM;
    b = mem_calloc(1, sizeof *b);
    if (!b)
        goto fail;
    b->w = w;
    b->h = h;
    b->n = (uint32_t)w * (uint32_t)h;
    b->mines = (uint32_t)mines;
    b->seed = seed;
    b->game = MINES_READY;
    b->first_click = MINES_NONE;
    b->hit = MINES_NONE;
    b->cell = mem_calloc(b->n, 1);
    b->count = mem_calloc(b->n, 1);
    b->queue = mem_calloc(b->n, sizeof *b->queue);
    if (!b->cell || !b->count || !b->queue)
        goto fail;
    rng_seed(&b->rng, seed);
    if (status)
        *status = MAZE_OK;
    return b;
fail:
    mines_free(b);
    if (status)
        *status = st;
    return NULL;
}

void mines_free(MinesBoard *b)
{
    if (!b)
        return;
    mem_free(b->cell);
    mem_free(b->count);
    mem_free(b->queue);
    mem_free(b);
}

void mines_set_dirty(MinesBoard *b, DirtyList *dirty)
{
    b->dirty = dirty;
}

void mines_set_report(MinesBoard *b, StepReport *report)
{
    b->report = report;
}

MazeStatus mines_assign(MinesBoard *dst, const MinesBoard *src)
{
    if (dst == src)
        return MAZE_OK;
    if (dst->w != src->w || dst->h != src->h)
        return MAZE_ERR_ARG;
    MinesBoard keep = *dst;
    *dst = *src;
    dst->cell = keep.cell;
    dst->count = keep.count;
    dst->queue = keep.queue;
    dst->dirty = keep.dirty;
    dst->report = keep.report;
    memcpy(dst->cell, src->cell, src->n);
    memcpy(dst->count, src->count, src->n);
    memcpy(dst->queue, src->queue, (size_t)src->n * sizeof *src->queue);
    return MAZE_OK;
}

MinesBoard *mines_clone(const MinesBoard *b, MazeStatus *status)
{
    MinesBoard *c = mines_new(b->w, b->h, (int)b->mines, b->seed, status);
    if (!c)
        return NULL;
    mines_assign(c, b);
    c->dirty = NULL;
    c->report = NULL;
    return c;
}

bool mines_touches_open(const MinesBoard *b, uint32_t i)
{
    uint32_t nb[8];
    int m = mines_neighbors(b, i, nb);
    for (int j = 0; j < m; j++)
        if (mines_is_open(b, nb[j]))
            return true;
    return false;
}

MinesLook mines_look(const MinesBoard *b, uint32_t i, bool show_mines)
{
    uint8_t c = b->cell[i];
    bool lost = b->game == MINES_LOST;
    if (c & MINES_FLAG)
        return lost && !(c & MINES_MINE) ? MINES_LOOK_WRONG_FLAG : MINES_LOOK_FLAG;
    if (i == b->hit)
        return MINES_LOOK_MINE_HIT;
    if ((c & MINES_MINE) && (lost || show_mines))
        return MINES_LOOK_MINE;
    return c & MINES_OPEN ? MINES_LOOK_OPEN : MINES_LOOK_CLOSED;
}

const char *mines_game_name(MinesGame g)
{
    switch (g) {
    case MINES_READY: return "ready";
    case MINES_PLAYING: return "playing";
    case MINES_WON: return "won";
    case MINES_LOST: return "lost";
    }
    return "unknown";
}

const char *mines_result_text(MinesResult r)
{
    switch (r) {
    case MINES_QUEUED_CELLS: return "opening";
    case MINES_FLAGGED: return "flag placed";
    case MINES_UNFLAGGED: return "flag removed";
    case MINES_NO_OFF_BOARD: return "that cell is off the board";
    case MINES_NO_GAME_OVER: return "the game is over: start a new one";
    case MINES_NO_FLAGGED: return "a flagged cell is not opened: remove the flag first";
    case MINES_NO_OPEN: return "an open cell cannot be flagged";
    case MINES_NO_CHORD: return "chording needs as many flags around the number as it shows, "
                                "and a closed cell to open";
    case MINES_NO_SOLVABLE: return "no board that can be solved without guessing was found "
                                   "for this many mines: use fewer, or allow guessing";
    case MINES_NO_MEMORY: return "out of memory";
    }
    return "unknown result";
}
