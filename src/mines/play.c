/* play.c - the deduction engine playing a board (mines_solve.h): applying
 * a deduction, and the run that applies one a step. */
#include <string.h>

#include "maze/mem.h"
#include "maze/mines_solve.h"

/* Lines reported: 2 a number's flags fill it, 3 its closed cells are its
 * missing mines, 5 two numbers, 6 the mines left. */
static const char *const solve_lines[] = {
    "repeat until the board is cleared:",
    "  for each open number n, in cell order:",
    "    if n's flags = n: its other closed cells are safe",
    "    if n's closed cells = n - its flags: all are mines",
    "  for two numbers whose closed cells overlap:",
    "    if the shared cells must hold all the mines one misses: "
    "the other's own cells are mines, its own safe",
    "  else count the mines left against the closed cells",
    "  flag the mines found, open the safe cells",
    "  if no rule applies: stop, a guess is forced",
};
const Pseudocode mines_solve_pseudocode = { solve_lines, 9 };

enum {
    MSE_START = 1,      /* position 0: cell none */
    MSE_COUNT_SAFE,     /* rule (a), safe cells: cell the number */
    MSE_COUNT_MINE,     /* rule (a), mines: cell the number */
    MSE_PAIR,           /* rule (b): cell and other the two numbers */
    MSE_LEFT            /* rule (c): cell the first number used, if any */
};

#define SOLVE_END_TEXT "{?won:; the board is cleared}{?lost:; a mine! A flag was wrong}"

static const StepKind solve_kind_table[] = {
    [MSE_START] = { "start", "Solving from here: {closed:closed cell}, {left:mine} left", 0 },
    [MSE_COUNT_SAFE] = { "count-safe", "The number at {cell} has all its mines flagged: "
                                       "{safe:cell} opened" SOLVE_END_TEXT, 0 },
    [MSE_COUNT_MINE] = { "count-mine", "The number at {cell} has as many closed cells as missing "
                                       "mines: {mines:mine} flagged" SOLVE_END_TEXT, 0 },
    [MSE_PAIR] = { "pair", "The numbers at {cell} and {other} share closed cells: {safe:cell} "
                           "opened, {mines:mine} flagged" SOLVE_END_TEXT, 0 },
    [MSE_LEFT] = { "mines-left", "The count of mines left: {safe:cell} opened, {mines:mine} "
                                 "flagged" SOLVE_END_TEXT, 0 },
};
const StepKinds mines_solve_kinds = STEP_KINDS(solve_kind_table);

int mines_solve_line(const MinesDeduction *d)
{
    if (!d)
        return 8;
    switch (d->rule) {
    case MINES_RULE_COUNT: return d->mine_count ? 3 : 2;
    case MINES_RULE_SUBSET:
    case MINES_RULE_OVERLAP: return 5;
    case MINES_RULE_MINES_LEFT: return 6;
    }
    return 8;
}

void mines_apply(MinesBoard *b, const MinesDeduction *d)
{
    for (int j = 0; j < d->safe_count + d->mine_count; j++) {
        uint32_t c = d->cell[j];
        int x = (int)(c % (uint32_t)b->w), y = (int)(c / (uint32_t)b->w);
        if (j >= d->safe_count && !mines_is_flagged(b, c))
            mines_flag(b, x, y);
        else if (j < d->safe_count && !mines_is_open(b, c))
            mines_click(b, x, y);
        mines_finish(b);
    }
}

/* Finds the deduction the next step applies (none once the game is over). */
static void solve_find(MinesSolve *s)
{
    s->has_next = false;
    if (s->board->game != MINES_PLAYING || s->error != MAZE_OK)
        return;
    bool found = false;
    MazeStatus st = mines_next_deduction(s->board, &s->next, &found);
    if (st != MAZE_OK)
        s->error = st;
    s->has_next = st == MAZE_OK && found;
}

static uint32_t solve_closed(const MinesBoard *b)
{
    uint32_t closed = 0;
    for (uint32_t i = 0; i < b->n; i++)
        closed += !mines_is_open(b, i) && !mines_is_flagged(b, i);
    return closed;
}

void mines_solve_report_start(const MinesSolve *s, StepReport *r)
{
    step_begin(r, MSE_START, 0);
    step_fact(r, "closed", solve_closed(s->board));
    long left = mines_left(s->board);
    step_fact(r, "left", left > 0 ? (uint32_t)left : 0);
}

/* The report of applying d (found on the board before it), the game's end
 * read from the board after it. */
static void solve_report(const MinesSolve *s, const MinesDeduction *d, StepReport *r)
{
    uint32_t first = d->clue_count > 0 ? d->clue[0] : STEP_NONE;
    uint32_t mines = d->mine_count, safe = d->safe_count;
    if (mines)
        mines += d->more;   /* rule (c) decides its further cells alike */
    else
        safe += d->more;
    int line = mines_solve_line(d);
    if (d->rule == MINES_RULE_COUNT)
        step_move(r, mines ? MSE_COUNT_MINE : MSE_COUNT_SAFE, line, first, STEP_NONE, -1);
    else if (d->rule == MINES_RULE_MINES_LEFT)
        step_move(r, MSE_LEFT, line, first, STEP_NONE, -1);
    else
        step_move(r, MSE_PAIR, line, first, d->clue[1], -1);
    step_fact(r, "safe", safe);
    step_fact(r, "mines", mines);
    step_fact(r, "won", s->board->game == MINES_WON);
    step_fact(r, "lost", s->board->game == MINES_LOST);
}

MinesSolve *mines_solve_new(MinesBoard *b, MazeStatus *status)
{
    MazeStatus st = MAZE_ERR_ARG;
    MinesSolve *s = NULL;
    if (b->game == MINES_PLAYING && !mines_busy(b)) {
        st = MAZE_ERR_NOMEM;
        s = mem_calloc(1, sizeof *s);
    }
    if (s) {
        s->board = b;
        solve_find(s);
        st = s->error;
    }
    if (st != MAZE_OK) {
        mem_free(s);
        s = NULL;
    }
    if (status)
        *status = st;
    return s;
}

void mines_solve_free(MinesSolve *s)
{
    if (!s)
        return;
    if (s->owned)
        mines_free(s->board);
    mem_free(s);
}

MinesSolve *mines_solve_clone(const MinesSolve *s, MazeStatus *status)
{
    MinesSolve *c = mem_alloc(sizeof *c);
    MinesBoard *b = c ? mines_clone(s->board, status) : NULL;
    if (!b) {
        mem_free(c);
        if (status)
            *status = MAZE_ERR_NOMEM;
        return NULL;
    }
    *c = *s;
    c->board = b;
    c->owned = true;
    c->report = NULL;
    return c;
}

MazeStatus mines_solve_assign(MinesSolve *dst, const MinesSolve *src)
{
    if (dst == src)
        return MAZE_OK;
    MazeStatus st = mines_assign(dst->board, src->board);
    if (st != MAZE_OK)
        return st;
    MinesSolve keep = *dst;
    *dst = *src;
    dst->board = keep.board;
    dst->owned = keep.owned;
    dst->report = keep.report;
    return MAZE_OK;
}

void mines_solve_set_report(MinesSolve *s, StepReport *report)
{
    s->report = report;
}

size_t mines_solve_step(MinesSolve *s, size_t n)
{
    size_t did = 0;
    for (; did < n && s->has_next; did++) {
        MinesDeduction d = s->next;
        if (s->report)      /* the sentence reads the board it was found on */
            mines_deduction_text(s->board, &d, s->text, sizeof s->text);
        mines_apply(s->board, &d);
        s->last = d;
        s->steps++;
        if (s->report)
            solve_report(s, &d, s->report);
        solve_find(s);
    }
    return did;
}
