/* fix.h - solving a laid-out board with the deduction rules alone, from
 * its first click, as fast as possible: the no-guess generator's solver.
 *
 * The rules are those of mines_logic.h (deduce.h), tried from a work list
 * of open numbers whose surroundings changed, rather than in the fixed
 * order of a hint: each rule only ever adds knowledge that stays true as
 * more is learnt, so every order reaches the same end (rule (c)'s search
 * budget aside, which is why the generator checks its board once more from
 * scratch). Cells are opened from the layout given: that is the only use
 * of it. Private to src/mines/. */
#ifndef MAZE_MINES_FIX_H
#define MAZE_MINES_FIX_H

#include <stdbool.h>
#include <stdint.h>

#include "deduce.h"
#include "know.h"

/* What examining a number counts in MinesFix.work, the unit being about
 * what testing one cell costs in perturb.c times 8 (so that one count
 * bounds the time of both). */
enum { MINES_FIX_WORK = 8 };

typedef struct MinesFix {
    MinesKnow know;
    MinesLeft left;
    const uint8_t *count;       /* the layout's numbers, n entries */
    uint32_t safe_cells;        /* cells without a mine */
    uint32_t *queue;            /* n entries, a ring: numbers to examine */
    uint8_t *queued;            /* n entries: in the ring */
    uint32_t head, len;
    uint32_t *opened;           /* n entries: cells opened since the start,
                                   for drawing open cells at random (a cell
                                   closed again stays listed: check it) */
    uint32_t opened_len;
    uint64_t work;              /* effort: each number examined (with its
                                   pairs) and each rule (c) search count
                                   MINES_FIX_WORK, and the generator's
                                   moves add theirs (perturb.c); its budget
                                   counts this */
} MinesFix;

/* Allocates f for a w x h board with `mines` mines whose numbers are
 * count[] (read as cells open; may change between runs). MAZE_ERR_NOMEM (f
 * freed) on failure. */
MazeStatus mines_fix_init(MinesFix *f, int w, int h, long mines, const uint8_t *count);

/* Frees f; a zeroed f is fine. */
void mines_fix_free(MinesFix *f);

/* Forgets everything and opens cell `first` (a cell without a mine). */
void mines_fix_start(MinesFix *f, uint32_t first);

/* Applies the rules until every cell without a mine is open (returns true)
 * or none applies (false). */
bool mines_fix_run(MinesFix *f);

/* Puts open cell i on the work list (its number or surroundings changed). */
void mines_fix_push(MinesFix *f, uint32_t i);

/* Puts the open neighbours of cell i on the work list. */
void mines_fix_push_around(MinesFix *f, uint32_t i);

/* True when every cell without a mine is open. */
static inline bool mines_fix_solved(const MinesFix *f)
{
    return f->know.open_total == f->safe_cells;
}

#endif
