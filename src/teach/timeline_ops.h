/* timeline_ops.h - what the timeline needs from a kind of run (generator,
 * solver, Minesweeper board): copy it, step it, and read or swap what is
 * watching it. Private to src/teach/. */
#ifndef MAZE_TIMELINE_OPS_H
#define MAZE_TIMELINE_OPS_H

#include "maze/timeline.h"

typedef struct TimelineOps {
    /* A deep copy of live (nobody watching it), or NULL when out of memory. */
    void *(*clone)(const void *live);
    /* Makes live equal to snap in place, keeping live's watchers. */
    MazeStatus (*assign)(void *live, const void *snap);
    /* Frees a clone. */
    void (*drop)(void *snap);
    /* Steps live by at most n, with whatever is attached; returns steps done. */
    size_t (*step)(void *live, size_t n);
    uint64_t (*steps)(const void *live);
    bool (*done)(const void *live);
    /* Cells of the run (for the memory budget). */
    uint32_t (*cells)(const void *live);
    /* Reads and replaces the dirty list and report attached to live. */
    void (*get_watch)(const void *live, DirtyList **dirty, StepReport **report);
    void (*set_watch)(void *live, DirtyList *dirty, StepReport *report);
    /* True when the step that report r describes is a milestone. */
    bool (*milestone)(const void *live, const StepReport *r);
} TimelineOps;

/* A timeline over `live` with these ops, starting where live is now; the
 * report of position 0 is *start. (timeline.c) */
Timeline *timeline_new(const TimelineOps *ops, void *live, const StepReport *start,
                       MazeStatus *status);

/* ---- for the milestone search (timeline_milestone.c) --------------------- */

/* What the search keeps between calls; freed with the timeline. */
typedef struct TimelineMarks TimelineMarks;

/* tl's ops and the run it drives. (timeline.c) */
const TimelineOps *timeline_ops(const Timeline *tl);
void *timeline_live(const Timeline *tl);

/* The checkpoint copy at or before position p, its position in *at; it
 * stays valid until the timeline steps or seeks. (timeline.c) */
const void *timeline_snapshot(const Timeline *tl, uint64_t p, uint64_t *at);

/* The slot holding tl's milestone search state (NULL until the first
 * search). (timeline.c) */
TimelineMarks **timeline_marks(Timeline *tl);

/* Frees m and the copy of the run it holds, made with ops. NULL is a
 * no-op. (timeline_milestone.c) */
void timeline_marks_free(TimelineMarks *m, const TimelineOps *ops);

#endif
