/* mines_logic.h - what a Minesweeper player can work out from the board as
 * it is shown: the next deduction and its reason, or, when no deduction
 * exists, each closed cell's chance of holding a mine.
 *
 * Only what a player sees is read: which cells are open and the numbers they
 * show, which carry flags, which are closed, and the board's mine count. The
 * MINE bits are never looked at, so the answer cannot leak a hidden mine.
 * Flags are taken as mines (the player's claim): flags that cannot all be
 * right (a number with more flags around it than it shows, more flags than
 * mines, no arrangement fitting at all) are reported
 * (MINES_HINT_CONTRADICTION); a wrong flag that nothing contradicts yet can
 * lead to a deduction that holds only if the flags are right, which is why
 * the sentences name the flags they rely on.
 *
 * "Need" below: an open number's count minus the flags around it, the mines
 * still missing among its closed (unflagged, unopened) neighbours. "Mines
 * left": the board's mines minus its flags.
 *
 * The rules, the only ones used (a deduction names its rule):
 *  (a) MINES_RULE_COUNT, one number: need 0, so every closed neighbour is
 *      safe; or need equal to its closed neighbours, so all are mines.
 *  (b) two numbers A and B whose closed neighbours overlap. The shared
 *      cells hold at least need(A) - |A only| of A's mines; when that equals
 *      need(B), all of B's mines are shared, so A's other cells are all mines
 *      and B's other cells all safe (and the same with A and B swapped).
 *      MINES_RULE_SUBSET when one number's closed cells all touch the other
 *      (the classic subset rule: the larger set's other cells hold the
 *      difference of the needs), MINES_RULE_OVERLAP otherwise.
 *  (c) MINES_RULE_MINES_LEFT, the count of mines left, with up to
 *      MINES_DEDUCTION_CLUES numbers whose closed cells do not overlap (none
 *      at all is allowed): those cells hold exactly the sum of their needs,
 *      so the closed cells outside them hold the rest; when the rest is 0
 *      they are safe, when it equals their number they are all mines.
 * Chains of these rules (a deduction made, applied, the next found) are how
 * a board is solved; nothing else (no trial and error, no counting of
 * arrangements) ever produces a deduction.
 *
 * Which deduction is "next" depends on the visible board alone: rule (a) on
 * the numbers in cell order (i = y * w + x), then rule (b) on the pairs in
 * the order of their first and then second number, then rule (c) (no
 * numbers first, then the sets of numbers in the order of a depth-first
 * search over the numbers in cell order). The simplest reason is always
 * given first.
 *
 * Coordinates in sentences are (x,y): column, then row, from 0. */
#ifndef MAZE_MINES_LOGIC_H
#define MAZE_MINES_LOGIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/mines.h"
#include "maze/status.h"

enum {
    MINES_DEDUCTION_CLUES = 8,  /* most numbers one deduction uses */
    MINES_DEDUCTION_CELLS = 24, /* most cells one deduction lists */
    /* The mine probabilities are exact (every arrangement of the frontier
     * counted) while no connected part of the frontier has more than this
     * many closed cells; above it they are an approximation. */
    MINES_PROB_EXACT_CELLS = 40,
    MINES_PROB_EXACT_STEPS = 1 << 22,
    MINES_PROB_EXACT_TABLE = 1 << 20
};

typedef enum MinesRule {
    MINES_RULE_COUNT = 0,       /* (a) one number against its flags and closed cells */
    MINES_RULE_SUBSET,          /* (b) two numbers, one's closed cells inside the other's */
    MINES_RULE_OVERLAP,         /* (b) two numbers whose closed cells partly overlap */
    MINES_RULE_MINES_LEFT       /* (c) the count of mines left */
} MinesRule;

/* One deduction, a plain value: the rule, the open numbers it used and the
 * closed cells it decides. Rules (a) and (b) always list every cell they
 * decide. Rule (c) can decide more cells than fit: it lists the first
 * MINES_DEDUCTION_CELLS in cell order and counts the others in `more`; the
 * same rule finds them again once these are applied. */
typedef struct MinesDeduction {
    MinesRule rule;
    uint8_t clue_count;         /* entries of clue[] used (0 for rule (c) alone) */
    uint8_t safe_count;         /* cell[0 .. safe_count) are safe */
    uint8_t mine_count;         /* cell[safe_count .. +mine_count) are mines */
    uint32_t clue[MINES_DEDUCTION_CLUES]; /* the open numbers used: in cell
                                             order, except for rule (b):
                                             the subset's inner number
                                             first; for an overlap, the
                                             number whose other cells are
                                             mines first */
    uint32_t cell[MINES_DEDUCTION_CELLS];
    uint32_t more;              /* rule (c): further cells decided alike */
} MinesDeduction;

/* Finds the next deduction on b's visible board. Returns MAZE_OK with *found
 * true and *d filled, or *found false when no rule applies (or the game is
 * not being played: ready, won or lost, or the flags cannot all be right);
 * MAZE_ERR_NOMEM when scratch memory runs out; MAZE_ERR_ARG while a cascade
 * is pending (mines_busy: finish it first). Deterministic: the same visible
 * board gives the same deduction. */
MazeStatus mines_next_deduction(const MinesBoard *b, MinesDeduction *d, bool *found);

/* Writes the sentence for d into buf (size bytes, always terminated when
 * size > 0), e.g. "the 1 at (3,4) already touches its flag at (4,4), so
 * (4,5) is safe". b must show the board d was found on. Returns what
 * snprintf returns: the length the whole sentence needs. */
int mines_deduction_text(const MinesBoard *b, const MinesDeduction *d, char *buf, size_t size);

/* Short rule names for lists and the window: "count", "subset", "overlap",
 * "mines left". */
const char *mines_rule_name(MinesRule r);

/* What the probabilities say about guessing. */
typedef enum MinesGuess {
    MINES_GUESS_FORCED = 0,     /* exact: every closed cell holds a mine in
                                   some arrangement, so opening any is a guess */
    MINES_GUESS_AVOIDABLE,      /* exact: a cell (`certain`) is safe in every
                                   arrangement, though the rules above cannot
                                   show it */
    MINES_GUESS_UNKNOWN         /* approximate: cannot tell */
} MinesGuess;

/* Each closed cell's chance of holding a mine, given the visible board (the
 * flags taken as mines) and every arrangement of the mines left among the
 * closed cells being equally likely.
 *
 * Exact (exact == true) when no connected part of the frontier (closed
 * cells next to an open number; two are connected when a number touches
 * both) has more than MINES_PROB_EXACT_CELLS cells, and counting and
 * combining stay within fixed budgets (MINES_PROB_EXACT_STEPS arrangements
 * tried, MINES_PROB_EXACT_TABLE table entries): every consistent
 * arrangement of each part is counted by the number of mines it uses, and
 * the parts are combined, each total weighted by the ways to lay the
 * remaining mines in the other closed cells (a binomial coefficient).
 * Otherwise an approximation (exact == false): each number's cells are
 * scaled in turn to hold its need, repeatedly, then all closed cells
 * together to hold the mines left. Either way p[] over the closed cells
 * sums to the mines left. */
typedef struct MinesProbs {
    double *p;                  /* n entries: a closed cell's probability,
                                   -1 for open and flagged cells */
    double other;               /* the probability of each closed cell off
                                   the frontier (-1 when there is none) */
    uint32_t frontier;          /* closed cells next to an open number */
    uint32_t others;            /* the other closed cells */
    uint32_t largest_part;      /* cells of the largest connected part */
    bool exact;
    MinesGuess guess;
    uint32_t certain;           /* MINES_GUESS_AVOIDABLE: the first such
                                   cell in cell order, else MINES_NONE */
    uint32_t safest;            /* the closed cell least likely to be a mine
                                   (the first of equals), or MINES_NONE */
} MinesProbs;

/* Computes b's mine probabilities into *p (its array owned: free with
 * mines_probs_free). MAZE_OK; MAZE_ERR_NOMEM; MAZE_ERR_ARG when b is not
 * being played (ready, won or lost), a cascade is pending, or no
 * arrangement of the mines fits the numbers and flags (a wrong flag): then
 * p->p is NULL. Meant for a board where no deduction exists, but correct on
 * any board. */
MazeStatus mines_probabilities(const MinesBoard *b, MinesProbs *p);

/* Frees what mines_probabilities allocated; p may be zeroed or freed twice. */
void mines_probs_free(MinesProbs *p);

typedef enum MinesHintKind {
    MINES_HINT_FIRST_CLICK = 0, /* no click yet: every cell is safe to open */
    MINES_HINT_DEDUCTION,       /* `deduction` holds the next deduction */
    MINES_HINT_GUESS,           /* no rule applies: `probs` says how likely
                                   each closed cell is to hold a mine */
    MINES_HINT_CONTRADICTION,   /* the flags cannot all be right: `clue` is
                                   an open number with more flags around it
                                   than it shows; MINES_NONE: more flags than
                                   mines, or no arrangement of the mines left
                                   fits the numbers */
    MINES_HINT_OVER             /* the game is won or lost */
} MinesHintKind;

typedef struct MinesHint {
    MinesHintKind kind;
    MinesDeduction deduction;   /* MINES_HINT_DEDUCTION */
    MinesProbs probs;           /* MINES_HINT_GUESS (owned) */
    uint32_t clue;              /* MINES_HINT_CONTRADICTION */
} MinesHint;

/* The hint for b: the next deduction; if there is none, the probabilities.
 * MAZE_OK with *h filled (free with mines_hint_free); MAZE_ERR_NOMEM;
 * MAZE_ERR_ARG while a cascade is pending. */
MazeStatus mines_hint(const MinesBoard *b, MinesHint *h);

/* Frees what mines_hint allocated (the probabilities). */
void mines_hint_free(MinesHint *h);

/* One sentence for h on board b (as mines_deduction_text for a deduction),
 * e.g. "no rule applies: a guess is forced; (3,4) is the safest at 12%".
 * Returns what snprintf returns. */
int mines_hint_text(const MinesBoard *b, const MinesHint *h, char *buf, size_t size);

#endif
