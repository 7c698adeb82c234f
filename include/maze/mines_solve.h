/* mines_solve.h - the deduction engine (mines_logic.h) playing a
 * Minesweeper board, one deduction a step, as a run a Timeline can drive
 * (timeline_new_mines_solve): each step finds the next deduction on the
 * board as shown, flags the mines it proves and opens the cells it proves
 * safe (their cascades opened at once), with the rule's pseudocode line in
 * the step's report and its sentence in MinesSolve.text. The run ends when
 * no rule applies (a guess is forced, or the flags cannot all be right),
 * the game is over, or the engine runs out of memory.
 *
 * Deterministic: the next deduction depends on the visible board alone, so
 * stepping forward and seeking back give the same board, report and text at
 * every step. SDL-free. */
#ifndef MAZE_MINES_SOLVE_H
#define MAZE_MINES_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/mines.h"
#include "maze/mines_logic.h"
#include "maze/status.h"
#include "maze/step.h"

enum { MINES_SOLVE_TEXT = 640 };    /* bytes of a step's sentence, terminator included */

typedef struct MinesSolve {
    MinesBoard *board;          /* the board played: borrowed by the run made
                                   with mines_solve_new, owned by its clones */
    bool owned;
    uint64_t steps;             /* deductions applied */
    bool has_next;              /* `next` holds the deduction the next step applies */
    MinesDeduction next;
    MinesDeduction last;        /* the deduction the last step applied (steps > 0) */
    MazeStatus error;           /* MAZE_ERR_NOMEM once the engine ran out of
                                   memory (the run then ends) */
    StepReport *report;         /* NULL, or filled by each step */
    char text[MINES_SOLVE_TEXT]; /* the last watched step's sentence
                                    (mines_deduction_text); "" at the start */
} MinesSolve;

/* The rules as pseudocode; a step's report names the line of its rule. */
extern const Pseudocode mines_solve_pseudocode;

/* The solver's events (sentence.h): "start", "count-safe", "count-mine",
 * "pair", "mines-left". Facts: "safe" and "mines", the cells a step
 * decided (rule (c)'s further cells included), "won" 1 when it cleared the
 * board, "lost" 1 when it opened a mine (a wrong flag misled the rules). */
extern const StepKinds mines_solve_kinds;

/* The line of mines_solve_pseudocode where d's rule decides; for NULL,
 * the line where no rule applies (a guess is forced). */
int mines_solve_line(const MinesDeduction *d);

/* Plays deduction d on b: flags its mines, opens its safe cells (those a
 * cascade has not opened already: a click on an open number would chord)
 * and finishes every cascade. b must show the board d was found on. */
void mines_apply(MinesBoard *b, const MinesDeduction *d);

/* A run playing board b (borrowed: it must outlive the run), which must be
 * in play and not in a cascade (MAZE_ERR_ARG otherwise), from where it is;
 * its first deduction is found here. NULL with *status (when not NULL) set
 * on failure: MAZE_ERR_ARG, MAZE_ERR_NOMEM. Free with mines_solve_free. */
MinesSolve *mines_solve_new(MinesBoard *b, MazeStatus *status);

/* Frees s and, for a clone, its board. NULL is a no-op. */
void mines_solve_free(MinesSolve *s);

/* A deep copy of s with its own board (no report, no dirty list). NULL
 * (and *status MAZE_ERR_NOMEM, when status is not NULL) on failure. */
MinesSolve *mines_solve_clone(const MinesSolve *s, MazeStatus *status);

/* Makes dst equal to src in place (its board included, through
 * mines_assign), keeping dst's board pointer, report and dirty list.
 * MAZE_ERR_ARG when the boards differ in size. */
MazeStatus mines_solve_assign(MinesSolve *dst, const MinesSolve *src);

/* Attaches (or, with NULL, detaches) the report each step fills; the
 * sentence in s->text is written only while one is attached. */
void mines_solve_set_report(MinesSolve *s, StepReport *report);

/* Fills r with the report of the run's position 0 (event "start"). */
void mines_solve_report_start(const MinesSolve *s, StepReport *r);

/* Applies at most n deductions, one a step; returns how many. */
size_t mines_solve_step(MinesSolve *s, size_t n);

/* True when no step is left: no rule applies, the game is over, or an
 * error stopped the run. */
static inline bool mines_solve_done(const MinesSolve *s) { return !s->has_next; }

#endif
