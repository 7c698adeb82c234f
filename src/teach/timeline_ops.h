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
} TimelineOps;

/* A timeline over `live` with these ops, starting where live is now; the
 * report of position 0 is *start. (timeline.c) */
Timeline *timeline_new(const TimelineOps *ops, void *live, const StepReport *start,
                       MazeStatus *status);

#endif
