/* edit.h - a finished maze changed by hand, with undo and redo: walls
 * opened or closed one at a time (a click, a drag that paints), every
 * passage at once (an open field, or every wall back), mud painted on
 * cells (weights.h), the start or the goal moved.
 *
 * An EditHistory records each change as it applies it, in steps: a step is
 * what one gesture did (a drag that painted forty walls is one step), from
 * edit_begin to edit_end. Undo puts a step's changes back, newest first;
 * redo applies them again; a new step after an undo forgets the steps
 * undone. The maze and its weight map stay the caller's: the history only
 * changes them through these calls, and the caller must not change them
 * otherwise while the history holds steps (edit_reset when it does).
 *
 * Bounded memory: a history keeps at most max_steps steps and max_bytes
 * bytes of them; when a step would pass either bound, the oldest steps are
 * dropped (edit_end says how many), and a single step bigger than the
 * whole bound (an open field of a huge maze) is applied but not kept: the
 * history is emptied, and says so. Pure C, no SDL. */
#ifndef MAZE_EDIT_H
#define MAZE_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/grid.h"

typedef struct EditHistory EditHistory;

/* What edit_end did with the step it closed. */
typedef struct EditDone {
    bool kept;          /* the step is in the history (undoable) */
    bool too_big;       /* it changed too much to be kept: the history was
                           emptied (nothing before it can be undone) */
    size_t changes;     /* cells' passage or weight bytes it changed */
    size_t dropped;     /* oldest steps dropped to make room for it */
} EditDone;

/* A new, empty history holding at most max_steps steps (>= 1) and
 * max_bytes bytes of them. NULL when out of memory. Free with edit_free. */
EditHistory *edit_new(size_t max_bytes, size_t max_steps);

/* Frees h. NULL is a no-op. */
void edit_free(EditHistory *h);

/* Forgets every step: the maze as it is now becomes the origin (a new maze,
 * a file read). An open step is closed and forgotten too. */
void edit_reset(EditHistory *h);

/* Every cell a change touches from now on is added to dirty (NULL: none):
 * both cells of a passage, the cell of a weight, the old and new cells of
 * an end. */
void edit_set_dirty(EditHistory *h, DirtyList *dirty);

/* Opens a step named `what` (static text: "wall", "mud", "open field").
 * A step already open is closed first (edit_end's result then lost). */
void edit_begin(EditHistory *h, const char *what);

/* True while a step is open. */
bool edit_is_open(const EditHistory *h);

/* Opens (open) or closes the passage on side d of cell i of g, recording
 * it in the open step. Returns true when it changed something: false for
 * the outer boundary, a passage already so, no open step, or i outside g. */
bool edit_passage(EditHistory *h, Grid *g, uint32_t i, Dir d, bool open);

/* Sets the weight of cell i (of g->n cells) to c in cost, recording it.
 * Returns true when it changed. */
bool edit_cost(EditHistory *h, const Grid *g, uint8_t *cost, uint32_t i, uint8_t c);

/* Moves g's ends to e (grid_ends_ok must hold), recording it. Returns
 * true when they changed; false for ends that do not fit g (g unchanged). */
bool edit_ends(EditHistory *h, Grid *g, const GridEnds *e);

/* Opens every interior passage of g (open: an open field) or closes every
 * one (every wall back), recording each cell that changes. Returns the
 * cells changed. */
uint32_t edit_all(EditHistory *h, Grid *g, bool open);

/* Closes the open step: kept when it changed anything; the oldest steps
 * dropped when the bounds need it (see above). Nothing open: all zero. */
EditDone edit_end(EditHistory *h);

/* Undoes the newest applied step on g and cost (the same maze and map
 * the step changed; cost may be NULL when no step changed weights),
 * closing an open step first. Returns the step's name, or NULL when there
 * is nothing to undo. */
const char *edit_undo(EditHistory *h, Grid *g, uint8_t *cost);

/* Applies again the step the last undo took back. Returns its name, or
 * NULL when there is nothing to redo. */
const char *edit_redo(EditHistory *h, Grid *g, uint8_t *cost);

/* Steps that undo, and redo, can take now. */
size_t edit_undo_count(const EditHistory *h);
size_t edit_redo_count(const EditHistory *h);

/* True when the maze is as it was at the origin: every kept step undone,
 * and none ever dropped or too big to keep since. */
bool edit_at_origin(const EditHistory *h);

/* Bytes the steps kept take now (against max_bytes). */
size_t edit_bytes(const EditHistory *h);

#endif
