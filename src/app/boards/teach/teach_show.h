/* teach_show.h - what a board's timeline shows a student, as plain data:
 * the timeline (position, reached, end), the report of the last step, the
 * algorithm's pseudocode and the grid's width for the sentence. Shared by
 * the maze and Minesweeper boards (teach_view.h draws it). SDL-free. */
#ifndef MAZE_APP_TEACH_SHOW_H
#define MAZE_APP_TEACH_SHOW_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/lockstep.h"
#include "maze/step.h"
#include "maze/timeline.h"

enum {
    /* Runs above this many cells get no timeline: its checkpoints may take
     * TIMELINE_BYTES_PER_CELL bytes a cell (the panel's largest maze,
     * 400x300, needs at most 30 MB). */
    TEACH_MAX_CELLS = 400 * 300
};

typedef struct TeachShow {
    Timeline *tl;               /* the run's timeline (read only by viewers) */
    const StepReport *report;   /* its last step */
    Pseudocode code;            /* the algorithm's lines */
    StepKinds kinds;            /* its events, for the sentence */
    int grid_w;                 /* cells a row, for the sentence's (x,y) */
    const char *title;          /* "Wilson's algorithm" */
    bool code_aside;            /* the panel is hidden: the slim bar shows the
                                   pseudocode (teach_view_code_aside), the
                                   strip leaves it out */
    /* A sentence the board wrote itself (a hint, a deduction's reasons),
     * shown in place of the report's, with its pseudocode line note_line
     * highlighted (-1: none); NULL: the report's sentence and line. */
    const char *note;
    int note_line;
    const char *idle;           /* the slider's place while tl is NULL; NULL:
                                   "Timeline: starts with the first step" */
    Pseudocode room;            /* the lines the strip makes room for (count 0:
                                   code's): a board showing two codes in turn
                                   keeps its picture still with the longer */
    int prev_event, next_event; /* the board's actions for [ and ] (its
                                   milestones), or 0: no event buttons */
    const Grid *grid;           /* the run's grid: the sentence names cells
                                   and sides in its shape's words; NULL:
                                   grid_w's square */
} TeachShow;

/* Writes the sentence of show's report into buf (cap bytes): in the words
 * of show->grid's shape, or of the square grid_w wide. */
void teach_show_sentence(const TeachShow *show, char *buf, size_t cap);

/* Steps `run` by n through tl (which watches it) so that only the last step
 * fills the report: set_report(run, NULL) for the first n - 1 steps (the
 * algorithms' fast paths), then report attached for the last one. Returns
 * the steps done. */
size_t teach_step(Timeline *tl, void *run, void (*set_report)(void *run, StepReport *r),
                  StepReport *report, size_t n);

/* Where a timeline (or a lock-step group of them) stands, for its slider:
 * the position, the slider's top (the end once known, else the furthest
 * reached) and whether the end is known. */
typedef struct TeachSpan {
    uint64_t pos, top;
    bool known;
} TeachSpan;

/* The span of group g (of a single timeline: a group of one). */
TeachSpan teach_span(const Lockstep *g);

/* Does a timeline control (BOARD_STEP_BACK, BOARD_TO_START, BOARD_TO_END,
 * BOARD_SEEK with position arg) on tl. Writes what happened into msg
 * ("Step 31 of 1200") for the status line. Returns false (msg says why)
 * when nothing could move. */
bool teach_control(Timeline *tl, int kind, long arg, char *msg, size_t cap);

/* The same on every run of group g at once (compare mode's panes, lockstep.h). */
bool teach_group_control(Lockstep *g, int kind, long arg, char *msg, size_t cap);

#endif
