/* sentence.h - one sentence for one step, from the template of its kind
 * (step.h) and the facts of its report, e.g.
 *     "Carved east from (3,4) to (4,4): 2 unvisited neighbours, one picked
 *      at random"
 * Coordinates are (x,y), column then row, from (0,0) at the top left, as
 * everywhere in Mazelab. Pure C, no allocation.
 *
 * The template language (small on purpose: an algorithm's words live in
 * its own file as data, and a test can check every template):
 *     text            copied as it is; "{{" and "}}" write a brace
 *     {cell} {other}  the report's cells: "(3,4)"
 *     {dir}           the report's side: "north", "east", "south", "west"
 *     {NAME}          fact NAME, written by its type: "7", "(3,4)", "0.532"
 *     {NAME:noun}     a number and a noun that agrees with it: "1 cell",
 *                     "3 cells"; "noun|plural" for an irregular plural
 *     {?COND:text}    text when COND holds; text may hold fields itself
 *     {!NAME:text}    text when NAME is missing, 0 or no cell
 * where COND is NAME (present, not 0, not "no cell"), NAME=K, NAME>K or
 * NAME<K (K a whole number; a missing NAME fails every comparison). The
 * names cell, other and dir refer to the report's own fields; every other
 * name to a fact. */
#ifndef MAZE_SENTENCE_H
#define MAZE_SENTENCE_H

#include <stdbool.h>
#include <stddef.h>

#include "maze/grid.h"
#include "maze/step.h"

enum { STEP_NAMED_MAX = 6 };

/* What a sentence names, so that a viewer highlights exactly that on the
 * step's frame. */
typedef struct StepNamed {
    uint32_t cells[STEP_NAMED_MAX];    /* the cells it wrote, each once */
    int ncells;
    bool wall;          /* it names the wall on side dir of cell (a kind with
                           STEP_ON_WALL): cell and other are then that wall's
                           two sides, not listed in cells[] */
    uint32_t wall_cell; /* that wall: the report's cell and dir */
    int wall_dir;
} StepNamed;

/* Writes the sentence for report r, whose kind is in `kinds` and whose
 * cells are on a grid (or board) `w` cells wide, into buf (cap bytes;
 * truncated, always terminated when cap > 0). STEP_KIND_NONE gives "". When
 * named is not NULL it is filled with what the sentence names.
 * Returns the length the full sentence has (as snprintf), so a return >=
 * cap means it was cut; or -1 when the report does not fit its template:
 * a kind outside the table or without a sentence, a malformed template, a
 * fact the template uses missing from r (buf then holds the sentence with
 * "?" in the places it could not fill). */
int sentence_write(StepKinds kinds, const StepReport *r, int w, char *buf, size_t cap,
                   StepNamed *named);

/* Like sentence_write, for a report of a run on grid g: cells and sides
 * in the words of g's shape (shape.h: "ring 2 cell 5", "clockwise"); on
 * the square exactly sentence_write with g's width. */
int sentence_write_on(StepKinds kinds, const StepReport *r, const Grid *g, char *buf, size_t cap,
                      StepNamed *named);

/* True when template t is well formed; otherwise false with the reason
 * (and the byte offset) written into why (cap bytes, may be NULL). */
bool sentence_template_ok(const char *t, char *why, size_t cap);

/* True when condition cond (a COND of the template language: NAME,
 * NAME=K, NAME>K or NAME<K) holds for report r, as {?cond:...} would
 * decide; false for a malformed cond (sentence_condition_ok tells). */
bool sentence_condition(const char *cond, const StepReport *r);

/* True when cond is a well-formed COND. */
bool sentence_condition_ok(const char *cond);

/* "north", "east", "south", "west" for a Dir value, "?" otherwise. */
const char *sentence_dir(int d);

#endif
