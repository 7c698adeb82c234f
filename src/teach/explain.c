/* explain.c - a sentence for each kind of step event (see explain.h). */
#include "maze/explain.h"

#include <stdarg.h>
#include <stdio.h>

const char *explain_dir(int d)
{
    static const char *const names[] = { "north", "east", "south", "west" };
    return d >= 0 && d < 4 ? names[d] : "?";
}

/* A small append-only writer over buf, counting the full length. */
typedef struct Out {
    char *buf;
    size_t cap;
    int len;
} Out;

static void out_printf(Out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t at = (size_t)o->len < o->cap ? (size_t)o->len : o->cap;
    int k = vsnprintf(o->buf ? o->buf + at : NULL, o->cap - at, fmt, ap);
    va_end(ap);
    if (k > 0)
        o->len += k;
}

/* Appends "(x,y)" for cell i. */
static void out_cell(Out *o, uint32_t i, int w)
{
    out_printf(o, "(%u,%u)", i % (uint32_t)w, i / (uint32_t)w);
}

/* Appends "N noun" or "N nouns". */
static void out_count(Out *o, uint32_t n, const char *noun)
{
    out_printf(o, "%u %s%s", n, noun, n == 1 ? "" : "s");
}

/* "Carved east from (a) to (b)" and its kin: verb, direction, two cells. */
static void out_move(Out *o, const char *verb, const StepReport *r, int w)
{
    out_printf(o, "%s %s from ", verb, explain_dir(r->dir));
    out_cell(o, r->cell, w);
    out_printf(o, " to ");
    out_cell(o, r->other, w);
}

/* "Wall between (a) and (b)". */
static void out_wall(Out *o, const StepReport *r, int w)
{
    out_printf(o, "Wall between ");
    out_cell(o, r->cell, w);
    out_printf(o, " and ");
    out_cell(o, r->other, w);
}

/* "(x,y) W x H" for a chamber. */
static void out_rect(Out *o, const StepReport *r)
{
    out_printf(o, "(%u,%u) %ux%u", r->rect[0], r->rect[1], r->rect[2], r->rect[3]);
}

static void explain_gen_walls(Out *o, const StepReport *r, int w)
{
    switch (r->event) {
    case EV_JOIN:
        out_wall(o, r, w);
        out_printf(o, " removed: joins set %u (", r->set_a);
        out_count(o, r->size_a, "cell");
        out_printf(o, ") and set %u (", r->set_b);
        out_count(o, r->size_b, "cell");
        out_printf(o, ")");
        if (r->count > 0) {
            out_printf(o, ", after keeping ");
            out_count(o, r->count, "wall");
            out_printf(o, " that would close a loop");
        }
        break;
    case EV_KEEP_SAME:
        out_wall(o, r, w);
        out_printf(o, " kept: both already in set %u, it would close a loop", r->set_a);
        break;
    case EV_KEEP_COIN:
        out_wall(o, r, w);
        out_printf(o, " kept: the coin says no, sets %u and %u stay apart", r->set_a, r->set_b);
        break;
    case EV_DROP:
        out_move(o, "Carved", r, w);
        if (r->count)
            out_printf(o, ": the last cell of set %u without a way down", r->set_a);
        else
            out_printf(o, ": set %u goes down here (the coin says yes)", r->set_a);
        break;
    case EV_NO_DROP:
        out_printf(o, "No passage south from ");
        out_cell(o, r->cell, w);
        out_printf(o, ": the coin says no, set %u goes down elsewhere", r->set_a);
        break;
    case EV_WALL:
        out_printf(o, "Chamber ");
        out_rect(o, r);
        out_printf(o, " split by a %s wall %s %s %u, gap at ",
                   r->dir == 2 ? "horizontal" : "vertical", r->dir == 2 ? "below" : "right of",
                   r->dir == 2 ? "row" : "column", r->count);
        out_cell(o, r->cell, w);
        if (r->other != STEP_NONE) {
            out_printf(o, " and ");
            out_cell(o, r->other, w);
        }
        if (r->size_b > 0)
            out_printf(o, ", %s", r->size_b == 1 ? "one half left open as a room"
                                                  : "both halves left open as rooms");
        out_printf(o, ", ");
        out_count(o, r->depth, "chamber");
        out_printf(o, " left to split");
        break;
    default:
        break;
    }
}

static void explain_gen_walks(Out *o, const StepReport *r, int w)
{
    switch (r->event) {
    case EV_WALK:
        out_move(o, "Walked", r, w);
        out_printf(o, ": already in the maze, nothing carved");
        break;
    case EV_WALK_CARVE:
        out_move(o, "Walked", r, w);
        out_printf(o, ": a new cell, passage carved, ");
        out_count(o, r->count, "cell");
        out_printf(o, " still outside");
        break;
    case EV_WALK_EXTEND:
        out_move(o, "Walked", r, w);
        out_printf(o, ": a cell outside the maze, the path grows to ");
        out_count(o, r->count, "cell");
        break;
    case EV_WALK_LOOP:
        out_move(o, "Walked", r, w);
        out_printf(o, ": onto its own path, closing a loop; ");
        out_count(o, r->count, "cell");
        out_printf(o, " erased, the path is back to ");
        out_count(o, r->depth, "cell");
        break;
    case EV_WALK_START:
        out_printf(o, "New walk from ");
        out_cell(o, r->cell, w);
        out_printf(o, ", a cell not yet in the maze (");
        out_count(o, r->count, "cell");
        out_printf(o, " outside)");
        break;
    case EV_PATH_JOIN:
        out_move(o, "Walked", r, w);
        out_printf(o, ": the walk reached the maze, its loop-free path of ");
        out_count(o, r->count, "cell");
        out_printf(o, " is added");
        break;
    case EV_PATH_CARVE:
        out_move(o, "Carved", r, w);
        out_printf(o, ": ");
        out_cell(o, r->cell, w);
        out_printf(o, " joins the maze, ");
        if (r->count > 0) {
            out_count(o, r->count, "path cell");
            out_printf(o, " left to carve");
        } else {
            out_printf(o, "the whole path is carved");
        }
        if (r->depth == 0)
            out_printf(o, "; every cell is in the maze");
        break;
    case EV_HUNT_ROW:
        out_printf(o, "Hunting row %u from ", r->count);
        out_cell(o, r->cell, w);
        out_printf(o, ": no unvisited cell beside the maze");
        break;
    case EV_HUNT_FOUND:
        out_printf(o, "Hunt found ");
        out_cell(o, r->cell, w);
        out_printf(o, " in row %u: carved %s to ", r->count, explain_dir(r->dir));
        out_cell(o, r->other, w);
        if (r->choices > 1)
            out_printf(o, ", one of %u maze neighbours picked at random", r->choices);
        else
            out_printf(o, ", its only maze neighbour");
        break;
    default:
        break;
    }
}

static void explain_gen_carves(Out *o, const StepReport *r, int w)
{
    switch (r->event) {
    case EV_CARVE_RANDOM:
        out_move(o, "Carved", r, w);
        if (r->choices > 1)
            out_printf(o, ": %u unvisited neighbours, one picked at random", r->choices);
        else
            out_printf(o, ": the only unvisited neighbour");
        break;
    case EV_COIN:
        out_move(o, "Carved", r, w);
        if (r->choices > 1)
            out_printf(o, ": a coin flip between east and south");
        else
            out_printf(o, ": the only way from the %s", r->dir == 1 ? "bottom row" : "last column");
        break;
    case EV_LAST_CELL:
        out_cell(o, r->cell, w);
        out_printf(o, " is the last cell: nothing left to carve");
        break;
    case EV_BACKTRACK:
        out_printf(o, "Dead end at ");
        out_cell(o, r->cell, w);
        if (r->other != STEP_NONE) {
            out_printf(o, ": back to ");
            out_cell(o, r->other, w);
            out_printf(o, ", stack depth %u", r->depth);
        } else {
            out_printf(o, ": the stack is empty, the maze is done");
        }
        break;
    case EV_LIST_REMOVE:
        out_cell(o, r->cell, w);
        out_printf(o, " has no unvisited neighbour: removed from the active list, ");
        out_count(o, r->depth, "cell");
        out_printf(o, " left");
        break;
    case EV_RUN_EXTEND:
        out_move(o, "Carved", r, w);
        out_printf(o, ": the coin says go on, run of ");
        out_count(o, r->count, "cell");
        break;
    case EV_RUN_CLOSE:
        out_printf(o, "Run of ");
        out_count(o, r->count, "cell");
        out_printf(o, " closed at ");
        out_cell(o, r->cell, w);
        out_printf(o, ": carved south from ");
        out_cell(o, r->other, w);
        out_printf(o, ", picked at random from the run");
        break;
    case EV_CORRIDOR:
        out_move(o, "Carved", r, w);
        out_printf(o, ": the bottom row is one corridor");
        break;
    case EV_FRONTIER_JOIN:
        out_printf(o, "Frontier cell ");
        out_cell(o, r->cell, w);
        out_printf(o, " joined the maze from ");
        out_cell(o, r->other, w);
        out_printf(o, ": picked at random from ");
        out_count(o, r->choices, "frontier cell");
        break;
    case EV_EDGE_JOIN:
        out_wall(o, r, w);
        out_printf(o, " removed: picked at random from ");
        out_count(o, r->choices, "frontier wall");
        break;
    case EV_EDGE_SKIP:
        out_wall(o, r, w);
        out_printf(o, " dropped: both cells already in the maze");
        break;
    case EV_LIGHTEST:
        out_move(o, "Carved", r, w);
        out_printf(o, ": the lightest wall out of the maze (weight %.3f), ",
                   (double)r->weight / 4294967296.0);
        out_count(o, r->choices, "wall");
        out_printf(o, " waiting");
        break;
    case EV_CLEAR:
        out_printf(o, "Last wall shown: the maze is complete");
        break;
    default:
        explain_gen_walls(o, r, w);
        explain_gen_walks(o, r, w);
        break;
    }
}

/* The turn of a wall follower's move in words, for its hand (1 right). */
static const char *explain_turn(uint32_t turn, uint32_t hand)
{
    switch (turn) {
    case 0: return "straight on";
    case 1: return hand == 1 ? "turned right" : "turned left";
    case 2: return hand == 1 ? "turned left" : "turned right";
    default: return "turned back";
    }
}

static void explain_solve_mines(Out *o, const StepReport *r, int w)
{
    switch (r->event) {
    case EV_FOLLOW:
        out_move(o, "Moved", r, w);
        out_printf(o, ": %s, %s hand on the wall, path ", explain_turn(r->count, r->choices),
                   r->choices == 1 ? "right" : "left");
        out_count(o, r->depth, "cell");
        break;
    case EV_FOLLOW_EXIT:
        out_printf(o, "Left through the exit at ");
        out_cell(o, r->cell, w);
        out_printf(o, ", path ");
        out_count(o, r->depth, "cell");
        break;
    case EV_FOLLOW_LOOP:
        out_printf(o, "Back at ");
        out_cell(o, r->other, w);
        out_printf(o, " facing %s again: it would walk in circles forever", explain_dir(r->dir));
        break;
    case EV_EXPAND:
        out_printf(o, "Expanded ");
        out_cell(o, r->cell, w);
        out_printf(o, " at distance %u: queued ", r->count);
        out_count(o, r->choices, "new neighbour");
        out_printf(o, ", %u waiting", r->depth);
        break;
    case EV_TRACE:
        out_cell(o, r->cell, w);
        out_printf(o, " at distance %u is on the shortest path", r->count);
        if (r->other != STEP_NONE) {
            out_printf(o, ", next ");
            out_cell(o, r->other, w);
        }
        break;
    case EV_NO_PATH:
        out_printf(o, "The queue is empty and the exit was never reached: no path");
        break;
    case EV_OPEN_ZERO:
    case EV_OPEN_NUMBER:
        out_printf(o, "Opened ");
        out_cell(o, r->cell, w);
        if (r->event == EV_OPEN_ZERO) {
            out_printf(o, ": no mine around, queued ");
            out_count(o, r->choices, "neighbour");
        } else {
            out_printf(o, ": ");
            out_count(o, r->count, "mine");
            out_printf(o, " around, the flood stops here");
        }
        out_printf(o, ", %u waiting", r->depth);
        if (r->size_a)
            out_printf(o, "; every safe cell is open: won");
        break;
    case EV_OPEN_MINE:
        out_printf(o, "Opened ");
        out_cell(o, r->cell, w);
        out_printf(o, ": a mine! The game is lost");
        break;
    default:
        explain_gen_carves(o, r, w);
        break;
    }
}

int explain_step(const StepReport *r, int w, char *buf, size_t cap)
{
    Out o = { cap > 0 ? buf : NULL, cap, 0 };
    if (cap > 0)
        buf[0] = '\0';
    if (w < 1)
        w = 1;
    switch (r->event) {
    case EV_NONE:
        break;
    case EV_START:
        out_printf(&o, "Start");
        if (r->cell != STEP_NONE) {
            out_printf(&o, " at ");
            out_cell(&o, r->cell, w);
        }
        if (r->dir >= 0)
            out_printf(&o, ", facing %s", explain_dir(r->dir));
        break;
    default:
        explain_solve_mines(&o, r, w);
        break;
    }
    return o.len;
}
