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
