/* lockstep.c - several timelines moved as one (see lockstep.h).
 *
 * The group's milestones are defined position by position: p is one when
 * leader(p), the first run whose end is p or later, has a milestone at p.
 * Forward, the first run not done leads until it finds one or ends; then
 * the next run still running leads on from its end. Back, the leader of
 * the position just below the group's looks for its previous milestone;
 * one at or below the ends of the runs before it belongs to them, so the
 * group steps down to just above those ends and the search goes on with
 * them. A run that ends exactly at the position looked at has no step
 * after it to search back from: whether its end is a milestone is asked by
 * redoing that one step forward. */
#include "maze/lockstep.h"

/* True when run tl runs through position p: its end is p or later, or not
 * known yet (it has not ended where it stands). */
static bool lockstep_runs_to(const Timeline *tl, uint64_t p)
{
    uint64_t end;
    return !timeline_end(tl, &end) || end >= p;
}

int lockstep_owner(const Lockstep *g, uint64_t p)
{
    for (int k = 0; k < g->count; k++)
        if (lockstep_runs_to(g->tl[k], p))
            return k;
    return -1;
}

/* The largest of f over the group's runs (0 for none). */
static uint64_t lockstep_most(const Lockstep *g, uint64_t (*f)(const Timeline *))
{
    uint64_t most = 0;
    for (int k = 0; k < g->count; k++) {
        uint64_t p = f(g->tl[k]);
        most = p > most ? p : most;
    }
    return most;
}

uint64_t lockstep_pos(const Lockstep *g) { return lockstep_most(g, timeline_pos); }
uint64_t lockstep_reached(const Lockstep *g) { return lockstep_most(g, timeline_reached); }

bool lockstep_end(const Lockstep *g, uint64_t *end)
{
    uint64_t most = 0;
    for (int k = 0; k < g->count; k++) {
        uint64_t e;
        if (!timeline_end(g->tl[k], &e))
            return false;
        most = e > most ? e : most;
    }
    if (end)
        *end = most;
    return g->count > 0;
}

MazeStatus lockstep_seek(Lockstep *g, uint64_t k)
{
    MazeStatus first = MAZE_OK;
    for (int j = 0; j < g->count; j++) {
        MazeStatus st = timeline_seek(g->tl[j], k);
        first = first == MAZE_OK ? st : first;
    }
    return first;
}

MazeStatus lockstep_explore(Lockstep *g)
{
    MazeStatus first = MAZE_OK;
    for (int j = 0; j < g->count; j++) {
        MazeStatus st = timeline_explore(g->tl[j]);
        first = first == MAZE_OK ? st : first;
    }
    return first;
}

/* Brings every run but `lead` to position p (or its end); st: the error
 * met so far. */
static MazeStatus lockstep_follow(Lockstep *g, int lead, uint64_t p, MazeStatus st)
{
    for (int j = 0; j < g->count; j++) {
        MazeStatus one = j == lead ? MAZE_OK : timeline_seek(g->tl[j], p);
        st = st == MAZE_OK ? one : st;
    }
    return st;
}

static MazeStatus lockstep_next(Lockstep *g, uint64_t budget, TimelineFind *found)
{
    uint64_t left = budget;
    for (;;) {
        uint64_t at = lockstep_pos(g);
        int lead = lockstep_owner(g, at + 1);
        if (lead < 0) {
            *found = TIMELINE_NONE;
            return MAZE_OK;
        }
        TimelineFind f;
        MazeStatus st = timeline_next_milestone(g->tl[lead], left, &f);
        uint64_t to = timeline_pos(g->tl[lead]);
        st = lockstep_follow(g, lead, to, st);
        if (st != MAZE_OK || f != TIMELINE_NONE) {
            *found = f;
            return st;
        }
        /* The leader ended without one: the next run still running leads
         * on, within what is left of the budget. */
        if (budget > 0) {
            if (to - at >= left) {
                *found = TIMELINE_MORE;
                return MAZE_OK;
            }
            left -= to - at;
        }
    }
}

static MazeStatus lockstep_prev(Lockstep *g, uint64_t budget, TimelineFind *found)
{
    uint64_t at = lockstep_pos(g);
    if (at <= 1) {      /* position 0 is never a milestone */
        *found = TIMELINE_NONE;
        return lockstep_seek(g, 0);
    }
    uint64_t top = at - 1, floor = 0;
    int lead = lockstep_owner(g, top);
    for (int j = 0; j < lead; j++) {    /* the runs before it ended below top */
        uint64_t e;
        timeline_end(g->tl[j], &e);
        floor = e > floor ? e : floor;
    }
    Timeline *tl = g->tl[lead];
    TimelineFind f;
    MazeStatus st = MAZE_OK;
    if (timeline_pos(tl) == top) {      /* it ended at top: is top one? */
        st = timeline_seek(tl, top - 1);
        if (st == MAZE_OK)
            st = timeline_next_milestone(tl, 1, &f);
        if (st != MAZE_OK)
            return st;
        if (f == TIMELINE_FOUND) {
            *found = TIMELINE_FOUND;
            return lockstep_follow(g, lead, top, MAZE_OK);
        }
    }
    st = timeline_prev_milestone(tl, budget, &f);
    if (st != MAZE_OK || f == TIMELINE_MORE) {
        *found = TIMELINE_MORE;
        return st;
    }
    uint64_t to = timeline_pos(tl);
    if (f == TIMELINE_FOUND && to > floor) {
        *found = TIMELINE_FOUND;
        return lockstep_follow(g, lead, to, MAZE_OK);
    }
    /* None in its stretch (floor, top]: the runs before it lead below. */
    *found = floor == 0 ? TIMELINE_NONE : TIMELINE_MORE;
    return lockstep_seek(g, floor == 0 ? 0 : floor + 1);
}

MazeStatus lockstep_milestone(Lockstep *g, bool forward, uint64_t budget, TimelineFind *found)
{
    *found = TIMELINE_NONE;
    if (g->count == 0)
        return MAZE_OK;
    return forward ? lockstep_next(g, budget, found) : lockstep_prev(g, budget, found);
}
