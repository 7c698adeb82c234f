/* maze_record.h - Record on the maze board: the run (every compare pane,
 * under its label), then the solver if one is under way or queued (in
 * compare mode the race: every pane's solver, lock-step, ending on each
 * pane's answer key), as an animated GIF in the screenshot folder, named
 * after every pane's algorithm and the solver. Frames follow steps, never time:
 * the recording plans the run once (anim_planner: it counts the run's steps
 * on a copy, MAZE_RECORD_PLAN_MS a window frame, while the runs wait, so
 * pressing Record never stalls a frame) and takes a frame every k
 * steps, k the smallest that fits the rest of the run in
 * maze_set(app)->record_frames frames, so speed and pause never change the file;
 * a solver started (W) while the maze is being recorded joins the
 * recording when the maze is done, its frames planned to fit the rest of
 * the budget, or a quarter of it when less is left (the file then has up
 * to a quarter more frames than the budget);
 * a recording of a whole run is the same bytes as `mazelab gen --format
 * gif` with the same algorithm, size, seed, solver and --cell-size (the
 * Export section's cell size). The steppers stop at each frame's step
 * (maze_record_clip) and draw at most MAZE_RECORD_FRAME_MS of frames a
 * window frame, and only while the writer thread (files/record.h) keeps
 * up, so recording slows an instant run rather than the window. SDL-free. */
#ifndef MAZE_APP_MAZE_RECORD_H
#define MAZE_APP_MAZE_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "boards/maze/maze_state.h"

#define MAZE_RECORD_FRAME_MS 4.0    /* drawing frames per window frame, at most */
#define MAZE_RECORD_PLAN_MS 4.0     /* counting the run's steps per window frame */
enum { MAZE_RECORD_PLAN_SLICE = 4096 };    /* steps counted between clock reads */

/* Starts recording, or stops and saves the recording under way. A run
 * that is finished (solver too) is generated again with the same seed by
 * `restart` (the board's: it returns false, having said why, when it kept
 * the old run), its solver queued again, and recorded from its first step.
 * The status line says what happens. */
void maze_record_toggle(App *app, bool (*restart)(App *app));

/* True while a recording is under way (or its file is being finished). */
bool maze_record_active(const App *app);

/* Call at the start of a window frame: resets the frame's encoding time. */
void maze_record_frame_begin(App *app);

/* How many of n generator steps (solver steps when solver) may be done
 * now: up to the next frame's step; 0 once the frame's encoding time is
 * spent. n when nothing is recorded. */
size_t maze_record_clip(App *app, size_t n, bool solver);

/* Takes the frames that are due after steps were done. With may_end
 * (after the frame's steps and their status lines, or an action), also
 * ends and saves the recording when the run (and solver) ended or the run
 * was replaced; its status line says where the file went. */
void maze_record_poll(App *app, bool may_end);

/* Ends a recording under way and saves it, waiting for the writer (the
 * window closes). */
void maze_record_free(App *app);

#endif
