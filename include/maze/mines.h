/* mines.h - Minesweeper on a W x H board, built for a viewer that animates
 * the flood fill one cell at a time.
 *
 * Cells are addressed by index i = y * w + x (x the column, y the row, from 0).
 *
 * The mines are placed at the first click, from the board's seed, so one
 * (size, mine count, seed, first click) always gives the same minefield
 * (with no-guess on, see mines_set_no_guess, the same no-guess one). The
 * clicked cell and its in-board neighbours (the "safe zone") never hold a
 * mine. Placement is a partial Fisher-Yates shuffle over the cells outside
 * the safe zone: exactly `mines` distinct cells, one random draw per mine,
 * no rejection loop. Each mine adds one to the count of each of its up to 8
 * neighbours as it is placed, so the counts are complete when the last mine
 * is down.
 *
 * Opening cells is a resumable breadth-first state machine. A click (or a
 * chord) only queues cells; mines_step(board, n) opens at most n of them, ONE
 * cell per step, in queue order. Opening a cell with count 0 queues its
 * closed, unflagged neighbours that are not queued yet (a QUEUED bit keeps the
 * queue free of duplicates), so the cascade opens the connected zero region
 * plus the numbers on its border. Every cell is queued at most once per game,
 * so the queue is one array of n entries and nothing can overflow; there is
 * no recursion. Stepping 1 at a time or all at once gives the same board.
 *
 * An action (click, flag, chord) on a board that still has queued cells
 * first finishes that cascade, as if the animation were skipped; so actions
 * never interleave with each other.
 *
 * Mine count rule. Before the first click the safe zone is unknown, and it
 * has up to 9 cells (3 x 3 around an interior click; fewer at an edge or on a
 * board less than 3 wide or high). A count is accepted when
 *     1 <= mines <= w * h - 9,
 * the rule. It is never looser than "mines <= cells - |safe zone|"
 * for any click (|safe zone| <= 9), so the allowed cells always outnumber the
 * mines, wherever the first click lands. Boards of fewer than 10 cells can
 * hold no mine and are refused; sides run 1 to MINES_MAX_SIDE. */
#ifndef MAZE_MINES_H
#define MAZE_MINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/dirty.h"
#include "maze/rng.h"
#include "maze/status.h"
#include "maze/step.h"

enum {
    MINES_MAX_SIDE = 100,       /* largest width or height, cells */
    MINES_SAFE_MAX = 9          /* largest first-click safe zone, cells */
};
#define MINES_NONE UINT32_MAX   /* "no cell" */

/* Bits of MinesBoard.cell[i]. */
enum {
    MINES_OPEN = 1u,            /* opened (shows its count, or the hit mine) */
    MINES_FLAG = 2u,            /* flagged by the player; never opened */
    MINES_MINE = 4u,            /* holds a mine (set at the first click) */
    MINES_QUEUED = 8u,          /* waiting in the queue to be opened */
    MINES_SAFE = 16u            /* in the first click's safe zone */
};

typedef enum MinesGame {
    MINES_READY = 0,            /* no click yet, no mines placed */
    MINES_PLAYING,
    MINES_WON,                  /* every safe cell is open */
    MINES_LOST                  /* a mine was opened (MinesBoard.hit) */
} MinesGame;

/* What an action did, or why it did nothing (a viewer can show the reason). */
typedef enum MinesResult {
    MINES_QUEUED_CELLS = 0,     /* cells were queued: call mines_step */
    MINES_FLAGGED,              /* a flag was placed */
    MINES_UNFLAGGED,            /* a flag was removed */
    MINES_NO_OFF_BOARD,         /* x or y outside the board */
    MINES_NO_GAME_OVER,         /* the game is won or lost */
    MINES_NO_FLAGGED,           /* a flagged cell is not opened: unflag it */
    MINES_NO_OPEN,              /* an open cell cannot be flagged */
    MINES_NO_CHORD,             /* an open cell whose flags do not match its
                                   count, or with nothing closed around it */
    MINES_NO_SOLVABLE,          /* no-guess: no layout the rules can solve was
                                   found within the limit (too many mines) */
    MINES_NO_MEMORY             /* no-guess: out of memory */
} MinesResult;

/* How a viewer should draw a cell. */
typedef enum MinesLook {
    MINES_LOOK_CLOSED = 0,
    MINES_LOOK_FLAG,
    MINES_LOOK_OPEN,            /* open and safe: draw mines_count (0: empty) */
    MINES_LOOK_MINE,            /* an unflagged mine, shown (loss or cheat) */
    MINES_LOOK_MINE_HIT,        /* the mine that was opened */
    MINES_LOOK_WRONG_FLAG       /* after a loss: a flag on a safe cell */
} MinesLook;

typedef struct MinesPreset {
    const char *id;             /* "beginner": CLI */
    const char *name;           /* "Beginner": panel */
    int w, h, mines;
} MinesPreset;

/* Beginner 9x9/10, Intermediate 16x16/40, Expert 30x16/99. */
extern const MinesPreset mines_presets[];
extern const size_t mines_preset_count;

/* The preset with this id, or NULL. */
const MinesPreset *mines_find_preset(const char *id);

/* The whole game. Read the fields freely; change them only through the
 * functions below. */
typedef struct MinesBoard {
    int w, h;                   /* size in cells, 1..MINES_MAX_SIDE each */
    uint32_t n;                 /* w * h */
    uint32_t mines;             /* mines on the board (placed at first click) */
    uint64_t seed;
    MinesGame game;
    uint8_t *cell;              /* n entries: MINES_OPEN | MINES_FLAG | ... */
    uint8_t *count;             /* n entries: mines among the up to 8
                                   neighbours, 0..8 (0 before placement) */
    uint32_t *queue;            /* n entries; the pending cells, in the order
                                   they will open, are queue[head..tail) */
    uint32_t head, tail;
    uint32_t flags;             /* flagged cells */
    uint32_t opened_safe;       /* open cells without a mine */
    uint32_t first_click;       /* centre of the safe zone, or MINES_NONE */
    uint32_t hit;               /* the mine that was opened, or MINES_NONE */
    uint64_t steps;             /* cells opened so far (steps done) */
    bool no_guess;              /* lay the mines so that no guess is needed
                                   (mines_set_no_guess); false by default */
    uint32_t moved;             /* mines the no-guess placement moved from
                                   where the seed first put them */
    Rng rng;
    DirtyList *dirty;           /* NULL, or collects changed cells */
    StepReport *report;         /* NULL, or filled by each step (step.h) */
} MinesBoard;

/* The flood fill's pseudocode; cascade reports name its lines by index. */
extern const Pseudocode mines_pseudocode;

/* The flood fill's events, with their sentences (sentence.h). */
extern const StepKinds mines_kinds;

/* Fills r with the report of a flood's position 0: the cells b has
 * queued (the first of them named). */
void mines_report_start(const MinesBoard *b, StepReport *r);

/* Attaches (or, with NULL, detaches) the report that each mines_step step
 * fills: which cell opened, what it showed, how many it queued. */
void mines_set_report(MinesBoard *b, StepReport *report);

/* A deep copy of b (no dirty list, no report). NULL (and *status
 * MAZE_ERR_NOMEM) on failure. Free with mines_free. */
MinesBoard *mines_clone(const MinesBoard *b, MazeStatus *status);

/* Makes dst (same size) equal to src in place, keeping dst's dirty list and
 * report pointers. MAZE_ERR_ARG when the sizes differ. */
MazeStatus mines_assign(MinesBoard *dst, const MinesBoard *src);

/* MAZE_OK when a w x h board with `mines` mines is allowed; MAZE_ERR_SIZE for
 * a side outside 1..MINES_MAX_SIDE; MAZE_ERR_ARG for a board of fewer than 10
 * cells or a count outside 1..w*h-9 (see the rule above). */
MazeStatus mines_check(long w, long h, long mines);

/* Writes into buf (size bytes, always terminated when size > 0) why
 * mines_check refuses w, h, mines, naming the valid range, e.g.
 * "mine count 80 out of range for 9x9: must be 1 to 72 (...)". For an allowed
 * combination writes "ok". Returns what snprintf returns. */
int mines_explain(char *buf, size_t size, long w, long h, long mines);

/* Largest mine count allowed on a w x h board (w*h - 9; below 1 when the
 * board is too small for any). w and h must be in 1..MINES_MAX_SIDE. */
long mines_max_count(int w, int h);

/* Creates a board in MINES_READY: all closed, no mines yet. Returns NULL and
 * sets *status (when status is not NULL) to mines_check's answer or
 * MAZE_ERR_NOMEM. Free with mines_free. */
MinesBoard *mines_new(int w, int h, int mines, uint64_t seed, MazeStatus *status);

/* Frees b and everything it owns. NULL is a no-op. */
void mines_free(MinesBoard *b);

/* Attaches (or, with NULL, detaches) the list that collects changed cells.
 * Reported: every cell whose cell/count bytes change, and after a loss every
 * mine and flag (their look changes). A cell may be reported twice. */
void mines_set_dirty(MinesBoard *b, DirtyList *dirty);

/* Chooses, before the first click, how the mines will be laid: on (no
 * guess) so that the whole board can be solved from the first click's
 * opening by the deduction rules of mines_logic.h alone, never needing a
 * guess (Simon Tatham's "ensure solubility"). The mines are picked as
 * without it, from the seed; wherever the rules get stuck, a few mines are
 * moved (b->moved counts them) until they do not; so the same seed and
 * first click give the same board, and a board the rules already solve is
 * unchanged. The search is bounded by the solver's work, not by a clock: a
 * density too high to succeed makes the first click return
 * MINES_NO_SOLVABLE, leaving the board ready (no mines, same random state)
 * for another try. The presets always succeed. Flags placed before the
 * first click are not part of the guarantee (the rules treat them as
 * mines). Returns false (nothing changed) once the mines are laid. */
bool mines_set_no_guess(MinesBoard *b, bool on);

/* Left click at column x, row y. The first click places the mines around a
 * safe zone (see mines_set_no_guess) and queues the cell; with no-guess on
 * it can instead return MINES_NO_SOLVABLE or MINES_NO_MEMORY, the board
 * unchanged. On a closed, unflagged cell: queues it. On
 * an open number whose neighbouring flags equal its count: chords, queueing
 * its closed unflagged neighbours. Finishes any pending cascade first. Opens
 * nothing itself: call mines_step or mines_finish. */
MinesResult mines_click(MinesBoard *b, int x, int y);

/* Toggles the flag on the closed cell at x, y (allowed before the first
 * click too). Finishes any pending cascade first. */
MinesResult mines_flag(MinesBoard *b, int x, int y);

/* Opens at most n queued cells, one per step, and returns how many it opened.
 * Opening a zero queues its closed unflagged neighbours. Opening a mine loses
 * (b->hit) and drops the rest of the queue; opening the last safe cell wins
 * (the queue is empty then). Returns 0 when nothing is queued. */
size_t mines_step(MinesBoard *b, size_t n);

/* Opens everything queued. */
void mines_finish(MinesBoard *b);

/* True while cells are queued (a cascade is under way). */
static inline bool mines_busy(const MinesBoard *b) { return b->head < b->tail; }

/* The queued cells, next to open first (the flood fill's frontier): sets
 * *cells and returns how many. The pointer is valid until the next call that
 * changes b. */
static inline size_t mines_pending(const MinesBoard *b, const uint32_t **cells)
{
    *cells = b->queue + b->head;
    return b->tail - b->head;
}

/* Mine counter for the panel: mines - flags (negative with too many flags). */
static inline long mines_left(const MinesBoard *b)
{
    return (long)b->mines - (long)b->flags;
}

/* Cell accessors. i must be below b->n. */
static inline bool mines_is_open(const MinesBoard *b, uint32_t i) { return b->cell[i] & MINES_OPEN; }
static inline bool mines_is_flagged(const MinesBoard *b, uint32_t i) { return b->cell[i] & MINES_FLAG; }
static inline bool mines_has_mine(const MinesBoard *b, uint32_t i) { return b->cell[i] & MINES_MINE; }
static inline bool mines_is_queued(const MinesBoard *b, uint32_t i) { return b->cell[i] & MINES_QUEUED; }
static inline bool mines_in_safe_zone(const MinesBoard *b, uint32_t i) { return b->cell[i] & MINES_SAFE; }
static inline int mines_count(const MinesBoard *b, uint32_t i) { return b->count[i]; }

/* True when cell i (below b->n) has an open neighbour: a closed cell that
 * has is on the frontier, where the numbers say something about it. */
bool mines_touches_open(const MinesBoard *b, uint32_t i);

/* How to draw cell i. Unflagged mines show after a loss, or always when
 * show_mines; a flag stays a flag (on a safe cell after a loss it is a wrong
 * flag). */
MinesLook mines_look(const MinesBoard *b, uint32_t i, bool show_mines);

/* Short names: "ready", "playing", "won", "lost". */
const char *mines_game_name(MinesGame g);

/* A sentence for a viewer's status line, e.g. "a flagged cell is not opened:
 * remove the flag first". */
const char *mines_result_text(MinesResult r);

#endif
