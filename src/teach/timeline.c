/* timeline.c - checkpoints and replay: seek a run to any step, exactly.
 * See timeline.h for the scheme and its bounds. */
#include <string.h>

#include "maze/mem.h"
#include "timeline_ops.h"

typedef struct Checkpoint {
    uint64_t pos;       /* position of the copy */
    void *snap;         /* the copy (ops->clone) */
    size_t bytes;       /* heap bytes it holds */
} Checkpoint;

struct Timeline {
    const TimelineOps *ops;
    void *live;
    uint64_t base;      /* live's step count at position 0 */
    uint64_t reached;   /* furthest position reached */
    uint64_t end;       /* the last position, once end_known */
    bool end_known;
    uint64_t interval;  /* checkpoint positions are multiples of this */
    size_t budget;      /* bytes the checkpoints may hold */
    size_t bytes;       /* bytes they hold now */
    size_t count;
    Checkpoint cps[TIMELINE_MAX_CHECKPOINTS];
    /* Copies dropped by thinning, kept to be overwritten by the next
       checkpoints instead of freeing them and allocating new ones (fresh
       pages cost more than the copy): they and the checkpoints together
       never hold more than the checkpoints did before the thinning. */
    size_t spares, spare_bytes;
    Checkpoint spare[TIMELINE_MAX_CHECKPOINTS];
    StepReport start;   /* the report at position 0 */
    TimelineMarks *marks;   /* the milestone search's memory, or NULL */
};

static uint64_t tl_now(const Timeline *tl) { return tl->ops->steps(tl->live) - tl->base; }

/* Copies live as a checkpoint at its position (appended: positions rise),
 * into a spare copy when there is one, else a new one. */
static bool tl_take(Timeline *tl)
{
    void *snap = NULL;
    size_t bytes = 0, before = mem_current();
    if (tl->spares > 0) {
        Checkpoint s = tl->spare[--tl->spares];
        tl->spare_bytes -= s.bytes;
        if (tl->ops->assign(s.snap, tl->live) == MAZE_OK) {
            snap = s.snap;
            bytes = s.bytes;    /* plus what the copy grew or shrank by */
        } else {
            tl->ops->drop(s.snap);
            before = mem_current();
        }
    }
    if (!snap)
        snap = tl->ops->clone(tl->live);
    if (!snap)
        return false;
    size_t after = mem_current();
    bytes = after >= before ? bytes + (after - before)
                            : (bytes > before - after ? bytes - (before - after) : 0);
    Checkpoint *c = &tl->cps[tl->count++];
    c->pos = tl_now(tl);
    c->snap = snap;
    c->bytes = bytes;
    tl->bytes += c->bytes;
    return true;
}

/* Drops every checkpoint whose position is not a multiple of twice the
 * interval (position 0 stays), and doubles the interval. */
static void tl_thin(Timeline *tl)
{
    uint64_t keep = 2 * tl->interval;
    size_t out = 0;
    for (size_t k = 0; k < tl->count; k++) {
        Checkpoint c = tl->cps[k];
        if (c.pos % keep == 0) {
            tl->cps[out++] = c;
        } else {
            tl->spare[tl->spares++] = c;    /* count + spares <= the maximum */
            tl->spare_bytes += c.bytes;
            tl->bytes -= c.bytes;
        }
    }
    tl->count = out;
    tl->interval = keep;
}

/* Called when live stands on a new multiple of the interval beyond the last
 * checkpoint: makes room within the bounds, then copies live if its
 * position is still a checkpoint position. Out of memory only means fewer
 * checkpoints (slower seeks), so it is not an error. */
static void tl_checkpoint(Timeline *tl)
{
    size_t estimate = tl->cps[tl->count - 1].bytes;
    while (tl->count > 1 && (tl->count == TIMELINE_MAX_CHECKPOINTS ||
                             tl->bytes + estimate > tl->budget))
        tl_thin(tl);
    if (tl->count < TIMELINE_MAX_CHECKPOINTS && tl_now(tl) % tl->interval == 0)
        tl_take(tl);
}

/* Steps live by at most n with whatever watches it, stopping at each
 * checkpoint position on the way; returns the steps done. */
static size_t tl_run(Timeline *tl, size_t n)
{
    size_t done = 0;
    while (done < n && !tl->ops->done(tl->live)) {
        uint64_t pos = tl_now(tl);
        uint64_t next = tl->cps[tl->count - 1].pos + tl->interval;
        while (next <= pos)
            next += tl->interval;
        size_t chunk = n - done;
        if (next - pos < chunk)
            chunk = (size_t)(next - pos);
        size_t did = tl->ops->step(tl->live, chunk);
        done += did;
        pos += did;
        if (pos > tl->reached)
            tl->reached = pos;
        if (tl->ops->done(tl->live)) {
            tl->end_known = true;
            tl->end = pos;
        } else if (pos == next && pos > tl->cps[tl->count - 1].pos) {
            tl_checkpoint(tl);
        }
        if (did < chunk)
            break;
    }
    return done;
}

Timeline *timeline_new(const TimelineOps *ops, void *live, const StepReport *start,
                       MazeStatus *status)
{
    Timeline *tl = mem_calloc(1, sizeof *tl);
    if (!tl) {
        if (status)
            *status = MAZE_ERR_NOMEM;
        return NULL;
    }
    tl->ops = ops;
    tl->live = live;
    tl->base = ops->steps(live);
    tl->start = *start;
    uint32_t cells = ops->cells(live);
    /* Start dense (a seek replays at most 1/64 of the cells' worth of
     * steps); thinning doubles this as the run grows. */
    tl->interval = cells / 64 > 64 ? cells / 64 : 64;
    tl->budget = (size_t)TIMELINE_BYTES_PER_CELL * cells;
    if (ops->done(live)) {
        tl->end_known = true;
        tl->end = 0;
    }
    if (!tl_take(tl)) {
        mem_free(tl);
        if (status)
            *status = MAZE_ERR_NOMEM;
        return NULL;
    }
    if (status)
        *status = MAZE_OK;
    return tl;
}

void timeline_free(Timeline *tl)
{
    if (!tl)
        return;
    for (size_t k = 0; k < tl->count; k++)
        tl->ops->drop(tl->cps[k].snap);
    for (size_t k = 0; k < tl->spares; k++)
        tl->ops->drop(tl->spare[k].snap);
    timeline_marks_free(tl->marks, tl->ops);
    mem_free(tl);
}

size_t timeline_step(Timeline *tl, size_t n)
{
    return tl_run(tl, n);
}

/* The index of the last checkpoint at or before position p. */
static size_t tl_find(const Timeline *tl, uint64_t p)
{
    size_t lo = 0, hi = tl->count;  /* cps[0].pos == 0 <= p */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (tl->cps[mid].pos <= p)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* Seeks to position k; with `again`, even when the run is there already
 * (to redo the last step watched). */
static MazeStatus tl_seek(Timeline *tl, uint64_t k, bool again)
{
    if (tl->end_known && k > tl->end)
        k = tl->end;
    uint64_t cur = tl_now(tl);
    if (k == cur && !again)
        return MAZE_OK;
    DirtyList *dirty;
    StepReport *report;
    tl->ops->get_watch(tl->live, &dirty, &report);
    tl->ops->set_watch(tl->live, NULL, NULL);
    MazeStatus st = MAZE_OK;
    /* Reach k - 1 unwatched (k == 0: the first checkpoint is the answer),
     * from the live run when it is at or before k - 1 and nearer than the
     * last checkpoint there. */
    uint64_t before = k > 0 ? k - 1 : 0;
    const Checkpoint *c = &tl->cps[tl_find(tl, before)];
    bool jumped = again || cur > before || c->pos > cur;
    if (jumped)
        st = tl->ops->assign(tl->live, c->snap);
    if (st == MAZE_OK && tl_now(tl) < before) {
        tl_run(tl, (size_t)(before - tl_now(tl)));
        jumped = true;
    }
    tl->ops->set_watch(tl->live, dirty, report);
    if (dirty && jumped)
        dirty->overflow = true;   /* more changed than one step reports */
    if (st != MAZE_OK)
        return st;
    if (tl_now(tl) < before)    /* the run ended first: redo its last step */
        return tl->end_known ? tl_seek(tl, tl->end, true) : MAZE_ERR_INTERNAL;
    if (k > 0)
        tl_run(tl, 1);
    else if (report)
        *report = tl->start;
    return MAZE_OK;
}

MazeStatus timeline_seek(Timeline *tl, uint64_t k)
{
    return tl_seek(tl, k, false);
}

MazeStatus timeline_explore(Timeline *tl)
{
    if (tl->end_known)
        return MAZE_OK;
    uint64_t back = tl_now(tl);
    DirtyList *dirty;
    StepReport *report;
    tl->ops->get_watch(tl->live, &dirty, &report);
    tl->ops->set_watch(tl->live, NULL, NULL);
    while (!tl->ops->done(tl->live) && tl_run(tl, SIZE_MAX) > 0)
        ;
    tl->ops->set_watch(tl->live, dirty, report);
    if (!tl->end_known)
        return MAZE_ERR_INTERNAL;   /* stopped short: out of memory or a bug */
    return timeline_seek(tl, back);
}

uint64_t timeline_pos(const Timeline *tl) { return tl_now(tl); }
uint64_t timeline_reached(const Timeline *tl) { return tl->reached; }

bool timeline_end(const Timeline *tl, uint64_t *end)
{
    if (end)
        *end = tl->end;
    return tl->end_known;
}

const TimelineOps *timeline_ops(const Timeline *tl) { return tl->ops; }
void *timeline_live(const Timeline *tl) { return tl->live; }
TimelineMarks **timeline_marks(Timeline *tl) { return &tl->marks; }

const void *timeline_snapshot(const Timeline *tl, uint64_t p, uint64_t *at)
{
    const Checkpoint *c = &tl->cps[tl_find(tl, p)];
    *at = c->pos;
    return c->snap;
}

size_t timeline_checkpoints(const Timeline *tl) { return tl->count; }
size_t timeline_bytes(const Timeline *tl) { return tl->bytes + tl->spare_bytes; }
uint64_t timeline_interval(const Timeline *tl) { return tl->interval; }
