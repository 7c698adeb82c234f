/* anim.h - a maze run (its generation, then optionally a solver) as an
 * animated GIF, frame by frame from the run's grid, marks and trail.
 *
 * Frames are block images (picture.h's block view: (2W+1) x (2H+1) blocks)
 * of palette indices, in the window's colours: a cell shows its mark (or
 * the solver's trail over the finished maze), an open side between two
 * cells their join (palette_join_ids: a white gap between two different
 * colours), walls and blank cells black.
 * Frames follow steps, never time: the first shows the grid before the
 * first step, then one every `every` steps (and one where the generation
 * ends, and where the solver ends), and, when the solver reached the exit,
 * a last one that is exactly the PNG answer key (picture_render with the
 * path); without a solver the last frame is the finished maze, exactly the
 * PNG worksheet. `every` is the smallest step count that fits the whole
 * run in the frame budget, so the same run gives the same bytes. No SDL. */
#ifndef MAZE_ANIM_H
#define MAZE_ANIM_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "maze/gen.h"
#include "maze/palette.h"
#include "maze/picture.h"
#include "maze/solve.h"

/* Palette indices; the first eleven are maze/palette.h's slots. */
typedef enum AnimColor {
    ANIM_PASSAGE = 0,   /* picture_passage: part of the maze */
    ANIM_RUN,           /* current run or row (sidewinder, Eller) */
    ANIM_STACK,         /* on the stack or active list */
    ANIM_FRONTIER,      /* frontier (Prim) */
    ANIM_WALK,          /* random walk (Wilson, Aldous-Broder) */
    ANIM_CURRENT,       /* the generator's current cell */
    ANIM_NEW_WALL,      /* a wall just added (recursive division) */
    ANIM_TRAIL_SEEN,    /* visited by the solver */
    ANIM_TRAIL_QUEUED,  /* queued by the solver (bfs) */
    ANIM_TRAIL_PATH,    /* the solver's path so far */
    ANIM_SOLVER,        /* where the solver is */
    ANIM_PATH,          /* picture_path: the answer */
    ANIM_WALL,          /* picture_wall: walls and blank cells */
    ANIM_CLEAR,         /* transparent: "unchanged" in later frames */
    ANIM_SET_ONE,       /* an algorithm's sets (OV_SETS): a cell on its own */
    ANIM_SETS,          /* ... then the set palette's PAL_SET_LOOKS looks */
    ANIM_COLOR_COUNT = ANIM_SETS + PAL_SET_LOOKS
} AnimColor;

/* Fills out with the colours of the indices above, from maze/palette.h:
 * ANIM_PASSAGE to ANIM_SOLVER are the palette slots of the same number
 * (the window's colours), ANIM_PATH is PAL_ANSWER, the sets' the set
 * palette's. */
void anim_palette(PictureColor out[ANIM_COLOR_COUNT]);

/* The palette index a cell with mark m shows (ANIM_WALL for a bad mark). */
AnimColor anim_mark_color(Mark m);

enum {
    ANIM_FRAMES_DEFAULT = 600,  /* frame budget when none is given */
    ANIM_FRAMES_MIN = 4,        /* first, generation, solver, answer */
    ANIM_FRAMES_MAX = 100000,
    ANIM_FIRST_CS = 100,        /* the empty grid shows 1 s */
    ANIM_STEP_CS = 4,           /* every other frame 0.04 s (25 a second) */
    ANIM_LAST_CS = 300,         /* the last frame holds 3 s */
    ANIM_WHY_MAX = 160          /* room for anim_check's message */
};

/* Draws g's block view into blocks ((2w+1) * (2h+1) indices, rows top
 * first). trail (g->n SolveTrail bytes) may be NULL; solver_cell is the
 * solver's cell, or UINT32_MAX for none. */
void anim_blocks(const Grid *g, const uint8_t *trail, uint32_t solver_cell, uint8_t *blocks);

/* Paints over blocks (anim_blocks of run's grid) the sets of run's
 * overlays (OV_SETS, overlay.h) as the window's layer shows them: each
 * cell in a set of two or more in its set's colour (by palette_set_argb's
 * hash), and the open passages to a cell of the same set; a cell on its
 * own grey; the current cell and passages into it as they were. Nothing
 * when the run shows no sets. Other overlays are shapes finer than a
 * block: the GIF leaves them to the window. */
void anim_blocks_sets(const Run *run, uint8_t *blocks);

/* Draws the finished g with path (path_len cells, NULL / 0 for none) into
 * blocks exactly as picture_render draws it at one pixel a block. Returns
 * MAZE_OK, MAZE_ERR_ARG (a path that is not a walk), MAZE_ERR_NOMEM. */
MazeStatus anim_blocks_answer(const Grid *g, const uint32_t *path, size_t path_len,
                              uint8_t *blocks);

/* The smallest step interval k such that a run of gen_steps generator and
 * solve_steps solver steps takes at most budget frames: 1 (the empty grid)
 * + ceil(gen_steps / k) + ceil(solve_steps / k) + extra (1 for the answer
 * frame, else 0). budget must be at least 3 + extra. */
uint64_t anim_every(uint64_t gen_steps, uint64_t solve_steps, long budget, int extra);

/* A GIF of a grid's frames as they come, for a caller that does not know
 * which frame will be the last (the window stops on a key press): each
 * frame is held until the next arrives, so the first shows ANIM_FIRST_CS,
 * the middle ones ANIM_STEP_CS and whichever is last ANIM_LAST_CS. */
typedef struct AnimStream AnimStream;

/* Starts an animation of a w x h grid drawn block_px pixels a block on f
 * (gif.h; f stays the caller's). Returns NULL with *status MAZE_ERR_ARG
 * (more than GIF_MAX_SIDE_PX a side), MAZE_ERR_NOMEM or MAZE_ERR_IO. */
AnimStream *anim_stream_open(FILE *f, int w, int h, int block_px, MazeStatus *status);

/* Like anim_stream_open for frames of any bw x bh blocks of scale pixels
 * (several grids side by side with their labels, say); the same errors. */
AnimStream *anim_stream_open_blocks(FILE *f, int bw, int bh, int scale, MazeStatus *status);

/* Adds blocks ((2w+1) * (2h+1) indices from anim_blocks or
 * anim_blocks_answer, or bw * bh for anim_stream_open_blocks) as the next frame, writing the one before it.
 * Returns MAZE_OK, MAZE_ERR_ARG (an index out of the palette), MAZE_ERR_IO,
 * MAZE_ERR_NOMEM. */
MazeStatus anim_stream_push(AnimStream *s, const uint8_t *blocks);

/* Frames pushed so far. */
long anim_stream_frames(const AnimStream *s);

/* Writes the held frame as the last, then the trailer; allocates and frees
 * nothing (mem.h), so a writer thread may call it. Returns MAZE_OK or the
 * first error any write met; later pushes fail. */
MazeStatus anim_stream_end(AnimStream *s);

/* anim_stream_end unless done, then frees s (NULL is fine). Returns MAZE_OK
 * or the first error any write met. */
MazeStatus anim_stream_close(AnimStream *s);

/* What to animate. */
typedef struct AnimSpec {
    const GenAlgo *algo;
    int variant;
    int w, h;               /* cells */
    uint64_t seed;
    int block_px;           /* pixels a block, 1..PICTURE_MAX_BLOCK_PX */
    long budget;            /* most frames, ANIM_FRAMES_MIN..ANIM_FRAMES_MAX */
    const SolveAlgo *solver; /* NULL: the generation only */
    const Grid *model;      /* the grid to run on, read only (shape.h); NULL: a
                               w x h square */
} AnimSpec;

/* What anim_plan found by running it once without drawing. */
typedef struct AnimPlan {
    uint64_t gen_steps, solve_steps;
    uint64_t every;         /* steps a frame */
    long frames;            /* frames the file will have */
    int answer;             /* 1: the solver reached the exit: answer frame */
    int px_w, px_h;         /* picture size */
} AnimPlan;

/* Checks before any work that spec's sizes fit: the picture at most
 * GIF_MAX_SIDE_PX a side, block_px and budget in range. Returns MAZE_OK or
 * MAZE_ERR_ARG with a sentence in why (why_cap bytes, ANIM_WHY_MAX is
 * enough; why may be NULL). */
MazeStatus anim_check(const AnimSpec *spec, char *why, size_t why_cap);

/* Runs spec's generation (and solver) once to count steps, and fills plan.
 * Returns MAZE_OK; MAZE_ERR_ARG (anim_check fails); MAZE_ERR_NOMEM;
 * MAZE_ERR_INTERNAL when the generator cannot finish. */
MazeStatus anim_plan(const AnimSpec *spec, AnimPlan *plan);

/* anim_plan a slice at a time, for a caller that cannot stop for the whole
 * count (the window plans a recording over several frames): new, then
 * step until it returns true, then result. The same plan as anim_plan. */
typedef struct AnimPlanner AnimPlanner;

/* Starts counting spec's run (a generator run of its own, no drawing).
 * Returns NULL with *st MAZE_ERR_ARG (anim_check fails) or MAZE_ERR_NOMEM. */
AnimPlanner *anim_planner_new(const AnimSpec *spec, MazeStatus *st);

/* Runs at most n more steps of the count (the generator's, then the
 * solver's). Returns true once the count is over, complete or not
 * (anim_planner_result says), false while steps are left. */
bool anim_planner_step(AnimPlanner *p, size_t n);

/* After anim_planner_step returned true: fills plan. Returns MAZE_OK;
 * MAZE_ERR_NOMEM; MAZE_ERR_INTERNAL when the generator cannot finish;
 * MAZE_ERR_ARG while the count is not over. */
MazeStatus anim_planner_result(const AnimPlanner *p, AnimPlan *plan);

/* Frees p (NULL is fine). */
void anim_planner_free(AnimPlanner *p);

/* Runs spec again, writing plan->frames frames as a GIF to f (gif.h).
 * Returns MAZE_OK; MAZE_ERR_IO (errno tells more), MAZE_ERR_NOMEM,
 * MAZE_ERR_INTERNAL (the run did not repeat the plan). */
MazeStatus anim_write(FILE *f, const AnimSpec *spec, const AnimPlan *plan);

/* anim_plan and anim_write for a maze that fin finishes (gen.h; NULL:
 * nothing): its ends shown from the first frame, the rest applied where
 * the generation ends, before the solver. Both calls need the same fin.
 * The same results, and MAZE_ERR_ARG for ends that do not fit. */
MazeStatus anim_plan_finish(const AnimSpec *spec, const GenFinish *fin, AnimPlan *plan);
MazeStatus anim_write_finish(FILE *f, const AnimSpec *spec, const GenFinish *fin,
                             const AnimPlan *plan);

#endif
