/* maze_finish.h - what the maze board does to a generator's maze beyond
 * the generator: its ends where the settings put them (from step 0, so the
 * openings show while it is carved), and once it is done, the braid: that
 * share of its dead ends opened into loops, drawn from the maze's own seed,
 * in pane 0 and in every compare pane alike. SDL-free.
 *
 * Pane 0's maze is done in place in its generator's run, which its
 * timeline can take back to any step: while the timeline is away from the
 * end the maze as finished (braided, moved ends, changed by hand) is kept
 * aside, and it comes back when the run reaches its end again. */
#ifndef MAZE_APP_MAZE_FINISH_H
#define MAZE_APP_MAZE_FINISH_H

#include <stdbool.h>

#include "boards/maze/maze_state.h"

/* The ends s puts on a w x h maze: its start and goal cells when set and
 * inside it (a cell on the border opens on its outer side, one inside has
 * no opening, as args_apply_ends does), else the corners. */
GridEnds maze_finish_ends(const MazeSettings *s, int w, int h);

/* Sets s's start and goal cells from ends e of a maze w cells wide (a
 * marker dragged, an edit undone), so the next maze keeps them. */
void maze_finish_remember_ends(MazeSettings *s, const GridEnds *e, int w);

/* Frees what maze_of(app)->finish holds. */
void maze_finish_free(App *app);

/* After the runs were replaced (maze_board_restart, every compare pane
 * made): gives each its ends and forgets the last maze's finish. False,
 * with the reason in the status line, when out of memory. */
bool maze_finish_restart(App *app);

/* Finishes each pane's maze that is done and not finished yet (pane 0's
 * from what was kept aside, if it was), and notes pane 0's leaving its
 * end. Call after anything stepped or moved the generators. Returns true
 * when a maze changed (the pictures repaint from it). */
bool maze_finish_poll(App *app);

/* Before pane 0's timeline moves its generator: keeps the finished maze
 * aside (maze_finish_poll brings it back at the end). */
void maze_finish_leave(App *app);

/* True when pane 0's maze is finished: done, braided, ready to solve or
 * change by hand. */
bool maze_finish_ready(const App *app);

/* Sets the braid to percent (0..BRAID_MAX) and braids again every pane's
 * finished maze from its generator's maze (changes by hand are undone
 * with it: the caller forgets them). Returns true when a finished maze
 * changed. */
bool maze_finish_braid(App *app, int percent);

#endif
