/* cascade.c - opening queued cells, one per step: a breadth-first flood fill
 * with an explicit queue, resumable between frames.
 *
 * Opening a cell whose count is 0 queues its closed, unflagged, not yet
 * queued neighbours (none of which can be a mine). Because a cell is queued
 * only while closed and unqueued, and an open cell never closes, each cell
 * enters the queue at most once per game: the n-entry array never fills. */
#include "mines_util.h"

/* Lines reported: 0 start; 1 a blank cell with nothing new to queue; 2 a
 * mine; 3 a number; 4 a blank cell that queued neighbours; 5 the win. */
static const char *const mines_lines[] = {
    "queue <- [the clicked cell]",
    "while queue not empty: open c <- its first cell",
    "  if c holds a mine: the game is lost, stop",
    "  if c shows a number: the flood stops at c",
    "  else queue each closed neighbour of c",
    "if every safe cell is open: the game is won",
};
const Pseudocode mines_pseudocode = { mines_lines, 6 };

/* The flood fill's events. Facts: "queue" cells waiting after the step,
 * "queued" neighbours a blank cell queued, "mines" around a number, "won"
 * 1 when the step won the game. */
enum {
    MFE_START = 1,      /* cell: the first queued cell */
    MFE_ZERO,           /* opened a cell with no mine around */
    MFE_NUMBER,         /* opened a number: the flood stops there */
    MFE_MINE            /* opened a mine */
};

#define MINES_WON_TEXT "{?won:; every safe cell is open: won}"

static const StepKind mines_kind_table[] = {
    [MFE_START] = { "start", "Queued {queue:cell} to open, {cell} first", 0 },
    [MFE_ZERO] = { "open-blank", "Opened {cell}: no mine around, queued "
                                 "{queued:neighbour}, {queue} waiting" MINES_WON_TEXT, 0 },
    [MFE_NUMBER] = { "open-number", "Opened {cell}: {mines:mine} around, the flood stops here, "
                                    "{queue} waiting" MINES_WON_TEXT, 0 },
    [MFE_MINE] = { "open-mine", "Opened {cell}: a mine! The game is lost", 0 },
};
const StepKinds mines_kinds = STEP_KINDS(mines_kind_table);

void mines_report_start(const MinesBoard *b, StepReport *r)
{
    step_move(r, MFE_START, 0, mines_busy(b) ? b->queue[b->head] : STEP_NONE, STEP_NONE, -1);
    step_fact(r, "queue", b->tail - b->head);
}

/* Fills b->report (when attached) for the opening of cell i that queued
 * `queued` cells. */
static void mines_report_open(const MinesBoard *b, uint32_t i, uint32_t queued)
{
    StepReport *r = b->report;
    if (!r)
        return;
    int kind = b->cell[i] & MINES_MINE ? MFE_MINE : b->count[i] > 0 ? MFE_NUMBER : MFE_ZERO;
    int line = kind == MFE_MINE ? 2 : kind == MFE_NUMBER ? 3 : queued > 0 ? 4 : 1;
    bool won = b->game == MINES_WON;
    step_move(r, kind, won ? 5 : line, i, STEP_NONE, -1);
    if (kind == MFE_MINE)
        return;
    if (kind == MFE_NUMBER)
        step_fact(r, "mines", b->count[i]);
    else
        step_fact(r, "queued", queued);
    step_fact(r, "queue", b->tail - b->head);
    step_fact(r, "won", won);
}

/* Empties the queue, clearing the QUEUED bits of what was still in it. */
static void mines_drop_queue(MinesBoard *b)
{
    for (uint32_t k = b->head; k < b->tail; k++)
        mines_set(b, b->queue[k], MINES_QUEUED, false);
    b->head = b->tail;
}

/* Ends the game as lost on mine i: every mine and flag changes its look. */
static void mines_lose(MinesBoard *b, uint32_t i)
{
    b->game = MINES_LOST;
    b->hit = i;
    mines_drop_queue(b);
    for (uint32_t j = 0; j < b->n; j++)
        if (b->cell[j] & (MINES_MINE | MINES_FLAG))
            dirty_add(b->dirty, j);
}

/* Opens cell i, the head of the queue. */
static void mines_open_one(MinesBoard *b, uint32_t i)
{
    mines_set(b, i, MINES_QUEUED, false);
    mines_set(b, i, MINES_OPEN, true);
    b->steps++;
    if (b->cell[i] & MINES_MINE) {
        mines_lose(b, i);
        mines_report_open(b, i, 0);
        return;
    }
    b->opened_safe++;
    uint32_t queued = 0;
    if (b->count[i] == 0) {
        uint32_t nb[8];
        int k = mines_neighbors(b, i, nb);
        for (int j = 0; j < k; j++) {
            if (mines_can_queue(b, nb[j])) {
                mines_enqueue(b, nb[j]);
                queued++;
            }
        }
    }
    /* Won: every closed cell is a mine. The queue is empty then: cascades
     * never queue a mine, and a chord queues an unflagged mine only when a
     * safe neighbour wears its flag, and that closed safe cell blocks the win. */
    if (b->opened_safe == b->n - b->mines)
        b->game = MINES_WON;
    mines_report_open(b, i, queued);
}

size_t mines_step(MinesBoard *b, size_t n)
{
    size_t done = 0;
    while (done < n && mines_busy(b)) {
        mines_open_one(b, b->queue[b->head++]);
        done++;
    }
    return done;
}

void mines_finish(MinesBoard *b)
{
    mines_step(b, SIZE_MAX);
}
