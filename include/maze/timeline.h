/* timeline.h - going back and forth in time through a run: a generator, a
 * solver, a Minesweeper flood fill, or the deduction engine playing a board.
 *
 * A Timeline borrows a live run (a generator's or solver's Run, or a
 * MinesBoard) and from
 * then on steps it (timeline_step) and seeks it to any step (timeline_seek),
 * in place: the run pointer, its grid and its arrays stay valid, so a viewer
 * keeps drawing the same objects. A seek is exact: grid, marks, trail, RNG,
 * phase, step counter and the attached StepReport at step k are the same
 * whether k was reached going forward or by seeking.
 *
 * How: checkpoints (deep copies of the run) taken every `interval` steps as
 * the run moves forward, plus replay. Seeking to k restores the last
 * checkpoint at or before k - 1 (or keeps the live run when that is nearer),
 * replays to k - 1 with nobody watching (the algorithms' fast paths), and
 * does step k with the attached report and dirty list. When the checkpoints
 * outgrow TIMELINE_MAX_CHECKPOINTS or TIMELINE_BYTES_PER_CELL bytes per cell
 * of the run, every other one is dropped and the interval doubles, so memory
 * stays within that bound and a seek replays at most 2 / (checkpoints kept)
 * of the run. Dropped copies are kept as spares and overwritten by the next
 * checkpoints (no allocation, no fresh pages, when the algorithm's state
 * keeps its size); checkpoints and spares together hold no more than the
 * checkpoints did before the drop. Algorithms without a copy callback are replayed from the seed.
 *
 * Positions count steps from where the timeline began (0: the run as it was
 * at timeline_new_*). After a seek that changed more than one step, the
 * attached dirty list is set to overflow (redraw everything).
 *
 * Milestones (step.h's STEP_MILESTONE: Wilson's walk reaching the maze,
 * Kruskal's join, a solver's junction) are positions too: position p is
 * one when the step that leads to it is. Going to the next or previous one
 * is as exact as a seek: k milestones forward then j back is where k - j
 * forward lands. Position 0 is never one.
 *
 * Not thread-safe; one timeline per run. Free the timeline before its run. */
#ifndef MAZE_TIMELINE_H
#define MAZE_TIMELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/gen.h"
#include "maze/mines.h"
#include "maze/mines_solve.h"
#include "maze/solve.h"
#include "maze/status.h"

enum {
    TIMELINE_MAX_CHECKPOINTS = 64,  /* checkpoints kept at most */
    TIMELINE_BYTES_PER_CELL = 256   /* their heap bytes, per cell of the run */
};

typedef struct Timeline Timeline;

/* A timeline over run `run`, a generator's or a solver's (borrowed; it
 * must outlive the timeline; a solver's maze must not change meanwhile),
 * starting at the run's current step (best: right after it was made, so
 * the whole run can be revisited). Returns NULL and sets *status
 * (MAZE_ERR_NOMEM) on failure. Free with timeline_free. */
Timeline *timeline_new_run(Run *run, MazeStatus *status);

/* The same over the flood fill that a click or chord just queued on board
 * b: position 0 is the board with the cells queued, the end is the queue
 * empty; an attached report is set to position 0's (EV_START: cell = the
 * first queued cell, depth = cells queued). An action on the board (click, flag) ends this timeline: free it
 * and make a new one. */
Timeline *timeline_new_mines(MinesBoard *b, MazeStatus *status);

/* The same over the deduction engine playing a board (mines_solve.h):
 * position 0 is the board as s found it, each step one deduction applied;
 * the end is where no rule applies or the game is over. An attached
 * report is set to position 0's ("start"). The board must not change but
 * through the timeline meanwhile. */
Timeline *timeline_new_mines_solve(MinesSolve *s, MazeStatus *status);

/* Frees tl (not the run). NULL is a no-op. */
void timeline_free(Timeline *tl);

/* Advances the run by at most n steps, as run_step / mines_step would (with whatever dirty list and report are attached),
 * taking checkpoints on the way. Returns the steps done. */
size_t timeline_step(Timeline *tl, size_t n);

/* Moves the run to position k: back to a step already reached, or forward
 * (running the algorithm; past the end it stops at the end). Returns
 * MAZE_OK, or MAZE_ERR_NOMEM (the run is then at some valid position:
 * timeline_pos says which). */
MazeStatus timeline_seek(Timeline *tl, uint64_t k);

/* Where a search for a milestone stopped. */
typedef enum TimelineFind {
    TIMELINE_FOUND = 0, /* the run stands on the milestone */
    TIMELINE_MORE,      /* the budget ran out first: call again to go on */
    TIMELINE_NONE       /* there is none that way: the run stands at the end
                           (forward) or at position 0 (back) */
} TimelineFind;

/* Moves the run to the first milestone after the current position,
 * stepping it forward one watched step at a time (whatever report and
 * dirty list are attached see the milestone's step, the dirty list set to
 * overflow). budget: at most that many steps per call (0: no limit); when
 * it runs out the run stays where the search got to (no milestone lies
 * between), *found is TIMELINE_MORE, and the next call goes on. Returns
 * MAZE_OK, or MAZE_ERR_NOMEM (the run is then at a valid position). For a
 * `]` key: call with a frame's budget until *found is not TIMELINE_MORE. */
MazeStatus timeline_next_milestone(Timeline *tl, uint64_t budget, TimelineFind *found);

/* Moves the run to the last milestone before the current position (or to
 * position 0 when there is none), by replaying the checkpoints' stretches
 * before it with a report attached, newest first. budget: steps replayed
 * per call, at least one stretch between checkpoints (0: no limit); when
 * it runs out the run does not move, *found is TIMELINE_MORE, and the next
 * call goes on from where this one stopped (the milestones found are kept
 * for later calls). Returns MAZE_OK, or MAZE_ERR_NOMEM. For a `[` key. */
MazeStatus timeline_prev_milestone(Timeline *tl, uint64_t budget, TimelineFind *found);

/* Runs to the end with nobody watching, so the length is known
 * (timeline_end), and comes back to the current position. */
MazeStatus timeline_explore(Timeline *tl);

/* The run's position now, the furthest position reached, and whether the
 * end is known (reached once) with its position in *end. */
uint64_t timeline_pos(const Timeline *tl);
uint64_t timeline_reached(const Timeline *tl);
bool timeline_end(const Timeline *tl, uint64_t *end);

/* Checkpoints held now, the heap bytes of those and of the spares, and
 * the checkpoint interval in steps (for benchmarks and the README's bound). */
size_t timeline_checkpoints(const Timeline *tl);
size_t timeline_bytes(const Timeline *tl);
uint64_t timeline_interval(const Timeline *tl);

#endif
