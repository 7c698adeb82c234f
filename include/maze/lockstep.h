/* lockstep.h - several timelines moved as one: compare mode's runs (its
 * panes), each under its own Timeline (timeline.h), stepped together so
 * that every run that is not done does the same count. At any moment run j
 * then stands at min(G, end_j) for one position G, the group's: the
 * largest of the runs' positions.
 *
 * Seeking the group to G seeks every run there (a run that ends earlier
 * stays at its end). Going to the next or previous milestone follows one
 * run, the leader, and brings the others to the position it lands on: the
 * group's milestones are the positions p at which the first run still
 * running at p (the first whose end is p or later) has one. So pane A
 * leads while it runs, then the first pane still running, and so on.
 * Everything is as exact as a timeline's seek: k steps (or milestones)
 * forward then j back is where k - j forward lands, in every run.
 *
 * The timelines are borrowed (the caller makes and frees them and keeps
 * stepping them, each with timeline_step, for the group's forward steps).
 * SDL-free, no allocation. */
#ifndef MAZE_LOCKSTEP_H
#define MAZE_LOCKSTEP_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/status.h"
#include "maze/timeline.h"

enum { LOCKSTEP_MAX = 4 };  /* runs in a group at most */

typedef struct Lockstep {
    Timeline *tl[LOCKSTEP_MAX];     /* tl[0 .. count - 1], borrowed */
    int count;
} Lockstep;

/* The group's position: the largest of its runs' (0 for an empty group). */
uint64_t lockstep_pos(const Lockstep *g);

/* The furthest position any run has reached. */
uint64_t lockstep_reached(const Lockstep *g);

/* True, with the longest run's end in *end (may be NULL), once every run's
 * end is known (timeline_end). */
bool lockstep_end(const Lockstep *g, uint64_t *end);

/* Moves every run to min(k, its end): back exactly, or forward by running
 * them. Returns MAZE_OK, or the first error a run met (timeline_seek). */
MazeStatus lockstep_seek(Lockstep *g, uint64_t k);

/* Runs every run to its end unwatched, so that the group's end is known,
 * and comes back (timeline_explore). */
MazeStatus lockstep_explore(Lockstep *g);

/* The run whose milestone position p (>= 1) is when it is one of the
 * group's: the first run that runs through p (its end is p or later, or
 * not known yet); -1 when every run ends before p. */
int lockstep_owner(const Lockstep *g, uint64_t p);

/* Moves the group to its next (forward) or previous milestone, as
 * timeline_next_milestone / timeline_prev_milestone do for one run: at
 * most `budget` steps of the leader's search per call (0: no limit), then
 * *found is TIMELINE_MORE and the next call goes on (the group may stand
 * anywhere between where it started and the milestone meanwhile: a
 * viewer shows the search under way). TIMELINE_NONE: there is none that
 * way; the group is then at the end of its longest run (forward) or at 0
 * (back). Returns MAZE_OK or the first error met. */
MazeStatus lockstep_milestone(Lockstep *g, bool forward, uint64_t budget, TimelineFind *found);

#endif
