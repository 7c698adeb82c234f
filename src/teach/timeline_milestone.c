/* timeline_milestone.c - going to the next or previous milestone on a
 * timeline (timeline.h): the steps each algorithm declares as events of
 * interest (step.h's STEP_MILESTONE).
 *
 * Forward, the live run steps on with a report of its own attached until a
 * step is a milestone: the timeline takes its checkpoints on the way, as
 * for any step. Back, nothing before the current position is watched any
 * more, so the stretches between checkpoints are replayed, newest first,
 * on a copy of the run with a report attached, until one holds a
 * milestone; then the live run seeks there, exactly. The positions found
 * are kept with the stretch they cover, so pressing `[` again (or calling
 * again after the budget ran out) costs no replay for what is known. */
#include <string.h>

#include "maze/mem.h"
#include "timeline_ops.h"

enum { MARKS_MAX = 4096 };  /* milestone positions remembered at most */

struct TimelineMarks {
    void *scratch;      /* a copy of the run that replays stretches */
    uint64_t lo, hi;    /* positions [lo, hi) replayed: every milestone
                           among them is in pos[] (lo == hi: none yet) */
    size_t count;       /* positions in pos[] */
    uint64_t pos[MARKS_MAX];    /* the milestones known, rising */
    uint64_t ring[MARKS_MAX];   /* a replay's latest finds, circular */
};

void timeline_marks_free(TimelineMarks *m, const TimelineOps *ops)
{
    if (!m)
        return;
    if (m->scratch)
        ops->drop(m->scratch);
    mem_free(m);
}

/* ---- forward ------------------------------------------------------------- */

MazeStatus timeline_next_milestone(Timeline *tl, uint64_t budget, TimelineFind *found)
{
    const TimelineOps *ops = timeline_ops(tl);
    void *live = timeline_live(tl);
    DirtyList *dirty;
    StepReport *report, mine;
    ops->get_watch(live, &dirty, &report);
    ops->set_watch(live, NULL, &mine);
    uint64_t moved = 0;
    bool hit = false, stuck = false;
    while (!ops->done(live) && (budget == 0 || moved < budget)) {
        if (timeline_step(tl, 1) != 1) {
            stuck = true;   /* out of memory: the run stopped short */
            break;
        }
        moved++;
        if (ops->milestone(live, &mine)) {
            hit = true;
            break;
        }
    }
    ops->set_watch(live, dirty, report);
    if (moved > 0) {
        if (report)
            *report = mine;
        if (dirty)
            dirty->overflow = true;
    }
    *found = hit ? TIMELINE_FOUND : ops->done(live) ? TIMELINE_NONE : TIMELINE_MORE;
    return stuck ? MAZE_ERR_NOMEM : MAZE_OK;
}

/* ---- back ---------------------------------------------------------------- */

/* The last known milestone before position p, or 0 when m knows none
 * there. */
static uint64_t marks_before(const TimelineMarks *m, uint64_t p)
{
    for (size_t k = m->count; k-- > 0;)
        if (m->pos[k] < p)
            return m->pos[k];
    return 0;
}

/* Puts the latest min(n, MARKS_MAX) of the n milestones a replay of
 * positions [from, m->lo) found (in m->ring, rising, circular) before
 * those m knows. Going back wants the ones before the current position,
 * which are the new ones, so the known ones past MARKS_MAX in all are
 * dropped from the end: the range known then stops at the first dropped.
 * It starts at `from`, or at the first new one kept when the replay found
 * more than the ring holds. */
static void marks_prepend(TimelineMarks *m, uint64_t from, uint64_t n)
{
    size_t r = n < MARKS_MAX ? (size_t)n : MARKS_MAX;
    size_t keep = m->count < MARKS_MAX - r ? m->count : MARKS_MAX - r;
    if (keep < m->count)
        m->hi = m->pos[keep];
    memmove(m->pos + r, m->pos, keep * sizeof *m->pos);
    for (size_t j = 0; j < r; j++)
        m->pos[j] = m->ring[(n - r + j) % MARKS_MAX];
    m->count = r + keep;
    m->lo = n > r ? m->pos[0] : from;
}

/* Replays the stretch before position m->lo, from the checkpoint before
 * it, on m's copy of the run with a report attached, and adds the
 * milestones it finds to m. Returns the steps replayed (*st MAZE_OK), or 0
 * with *st MAZE_ERR_NOMEM. m->lo must be 2 or more. */
static uint64_t marks_extend(Timeline *tl, TimelineMarks *m, MazeStatus *st)
{
    const TimelineOps *ops = timeline_ops(tl);
    const uint64_t base = ops->steps(timeline_live(tl)) - timeline_pos(tl);
    const uint64_t last = m->lo - 1;    /* the last position to learn */
    uint64_t at;
    const void *snap = timeline_snapshot(tl, last - 1, &at);
    *st = MAZE_ERR_NOMEM;
    if (!m->scratch) {
        if (!(m->scratch = ops->clone(snap)))
            return 0;
    } else if (ops->assign(m->scratch, snap) != MAZE_OK) {
        return 0;
    }
    StepReport r;
    uint64_t n = 0;
    ops->set_watch(m->scratch, NULL, &r);
    while (ops->steps(m->scratch) - base < last && ops->step(m->scratch, 1) == 1)
        if (ops->milestone(m->scratch, &r))
            m->ring[n++ % MARKS_MAX] = ops->steps(m->scratch) - base;
    ops->set_watch(m->scratch, NULL, NULL);
    if (ops->steps(m->scratch) - base != last)
        return 0;
    marks_prepend(m, at + 1, n);
    *st = MAZE_OK;
    return last - at;
}

MazeStatus timeline_prev_milestone(Timeline *tl, uint64_t budget, TimelineFind *found)
{
    TimelineMarks **slot = timeline_marks(tl);
    if (!*slot && !(*slot = mem_calloc(1, sizeof **slot)))
        return MAZE_ERR_NOMEM;
    TimelineMarks *m = *slot;
    const uint64_t p = timeline_pos(tl);
    if (p < m->lo || p > m->hi) {   /* what is known lies elsewhere: start afresh */
        m->lo = m->hi = p;
        m->count = 0;
    }
    uint64_t replayed = 0, target;
    /* Position 0 is never a milestone, so a range from 1 is complete. */
    while ((target = marks_before(m, p)) == 0 && m->lo > 1) {
        if (budget > 0 && replayed >= budget) {
            *found = TIMELINE_MORE;
            return MAZE_OK;
        }
        MazeStatus st;
        uint64_t did = marks_extend(tl, m, &st);
        if (st != MAZE_OK)
            return st;
        replayed += did;
    }
    *found = target ? TIMELINE_FOUND : TIMELINE_NONE;
    return timeline_seek(tl, target);
}
