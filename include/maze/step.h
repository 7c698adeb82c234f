/* step.h - what one step of an algorithm tells a student, as plain data: the
 * event, the line of its pseudocode it executed, the cells and side it
 * names, and its facts (named numbers). No text, no SDL.
 *
 * Every algorithm owns its events. Its file keeps a private enum of them
 * (0 is "nothing reported") and a StepKind table, indexed by that enum,
 * that gives each event an id (`mazelab trace` prints it) and a sentence
 * template (sentence.h) written in the algorithm's own words over the
 * report's fields. Nothing outside the algorithm's file names its events:
 * viewers, `trace` and the tests read the table through the descriptor.
 *
 * Generators and solvers (algo.h) and the Minesweeper flood fill (mines.h)
 * report through a StepReport that the caller attaches, like the dirty
 * list: NULL (the default) means nobody watches and the algorithms run
 * their fast paths untouched. With a report attached, each step call is
 * driven one step at a time and the report describes the LAST step done;
 * it is overwritten whole by every step (no field is left from an earlier
 * one).
 *
 * Cells are indices y * w + x of the algorithm's grid or board; STEP_NONE
 * marks "no cell". Sides are Dir values (grid.h), -1 for none. */
#ifndef MAZE_STEP_H
#define MAZE_STEP_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#define STEP_NONE UINT32_MAX    /* "no cell" (the same value as GRID_NONE) */

enum {
    STEP_KIND_NONE = 0,         /* a report with nothing in it yet */
    STEP_FACTS_MAX = 8          /* facts a step can carry */
};

/* How a fact's value is written in a sentence and in `trace`. */
typedef enum StepFactType {
    STEP_NUMBER = 0,    /* a count or an id: "12" */
    STEP_CELL,          /* a cell index: "(x,y)"; STEP_NONE counts as unset */
    STEP_FRACTION       /* value / 2^32, 0 .. 1: "0.532" */
} StepFactType;

/* One named fact of a step: "stack" = 7, "set" = 12. The name is the
 * algorithm's own word, a static string; templates and `trace` use it. */
typedef struct StepFact {
    const char *name;
    uint32_t value;
    StepFactType type;
} StepFact;

typedef struct StepReport {
    int kind;           /* index into the algorithm's StepKind table;
                           STEP_KIND_NONE when nothing was reported */
    int line;           /* 0-based line of the algorithm's pseudocode */
    int dir;            /* side of `cell` toward `other` (Dir), or -1 */
    uint32_t cell;      /* where it happened, or STEP_NONE */
    uint32_t other;     /* the second cell, or STEP_NONE */
    int nfacts;
    StepFact facts[STEP_FACTS_MAX];
} StepReport;

/* Flags of a StepKind. */
enum {
    STEP_ON_WALL = 1u,  /* the step is about the wall on side `dir` of `cell`
                           (between cell and other): viewers highlight that
                           wall rather than the two cells */
    STEP_MILESTONE = 2u /* an event of interest that a viewer jumps to
                           (`]` and `[`, `trace --milestones`): Wilson's
                           walk reaching the maze, Kruskal's join, a
                           solver's junction; with `milestone_if`, only the
                           steps of this kind for which that holds */
};

/* One event of an algorithm. */
typedef struct StepKind {
    const char *id;         /* "carve": `trace` and the tests; NULL for an
                               unused entry (entry 0 always is) */
    const char *sentence;   /* its sentence template (sentence.h) */
    unsigned flags;         /* STEP_ON_WALL, STEP_MILESTONE */
    const char *milestone_if;   /* NULL, or with STEP_MILESTONE a condition
                               in the templates' language (sentence.h:
                               NAME, NAME=K, NAME>K, NAME<K) over the
                               step's report: Eller's drop is a milestone
                               only when it ends the row */
} StepKind;

/* An algorithm's events: count entries, entry 0 unused. */
typedef struct StepKinds {
    const StepKind *kinds;
    int count;
} StepKinds;

/* The kinds table of a static array, for descriptors. */
#define STEP_KINDS(table) { (table), (int)(sizeof(table) / sizeof((table)[0])) }

/* Starts report r for event `kind` at pseudocode line `line`: every other
 * field cleared (cells STEP_NONE, dir -1, no facts). NULL r is a no-op, so
 * algorithms may call it on ctx->report unconditionally where that is not
 * a hot path. */
static inline void step_begin(StepReport *r, int kind, int line)
{
    if (!r)
        return;
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->line = line;
    r->dir = -1;
    r->cell = r->other = STEP_NONE;
}

/* step_begin, then the two cells and the side from cell toward other. */
static inline void step_move(StepReport *r, int kind, int line, uint32_t cell, uint32_t other,
                             int dir)
{
    if (!r)
        return;
    step_begin(r, kind, line);
    r->cell = cell;
    r->other = other;
    r->dir = dir;
}

/* Adds fact `name` (a static string) of the given type; a report already
 * holding STEP_FACTS_MAX facts is left as it is (a test catches that: the
 * sentence then misses the fact). NULL r is a no-op. */
static inline void step_fact_typed(StepReport *r, const char *name, uint32_t value,
                                   StepFactType type)
{
    if (!r || r->nfacts >= STEP_FACTS_MAX)
        return;
    r->facts[r->nfacts].name = name;
    r->facts[r->nfacts].value = value;
    r->facts[r->nfacts].type = type;
    r->nfacts++;
}

/* A number (count, id, row), a cell, a fraction of 2^32. */
static inline void step_fact(StepReport *r, const char *name, uint32_t value)
{
    step_fact_typed(r, name, value, STEP_NUMBER);
}

static inline void step_fact_cell(StepReport *r, const char *name, uint32_t cell)
{
    step_fact_typed(r, name, cell, STEP_CELL);
}

static inline void step_fact_fraction(StepReport *r, const char *name, uint32_t value)
{
    step_fact_typed(r, name, value, STEP_FRACTION);
}

/* The fact called `name` in r, or NULL. */
const StepFact *step_find_fact(const StepReport *r, const char *name);

/* True when a and b describe the same step: the same kind, line, side,
 * cells, and facts (names, values and types, in the same order). */
bool step_report_equal(const StepReport *a, const StepReport *b);

/* The id of r's kind in kinds ("carve"), or "none" for STEP_KIND_NONE, or
 * "?" for a kind outside the table. */
const char *step_kind_id(StepKinds kinds, const StepReport *r);

/* True when the step r reports is a milestone: its kind in kinds has
 * STEP_MILESTONE and its milestone_if, if any, holds for r. False for
 * STEP_KIND_NONE and kinds outside the table. */
bool step_is_milestone(StepKinds kinds, const StepReport *r);

/* An algorithm's textbook pseudocode: `count` short lines (5 to 15). A line
 * starting with spaces is indented under the one before (2 per level). */
typedef struct Pseudocode {
    const char *const *lines;
    int count;
} Pseudocode;

#endif
