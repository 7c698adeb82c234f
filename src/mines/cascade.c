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

/* Fills b->report (when attached) for the opening of cell i that queued
 * `queued` cells. */
static void mines_report_open(const MinesBoard *b, uint32_t i, uint32_t queued)
{
    StepReport *r = b->report;
    if (!r)
        return;
    StepEvent ev = b->cell[i] & MINES_MINE ? EV_OPEN_MINE
                   : b->count[i] > 0      ? EV_OPEN_NUMBER
                                          : EV_OPEN_ZERO;
    int line = ev == EV_OPEN_MINE ? 2 : ev == EV_OPEN_NUMBER ? 3 : queued > 0 ? 4 : 1;
    bool won = b->game == MINES_WON;
    step_report_begin(r, ev, won ? 5 : line);
    r->cell = i;
    r->count = b->count[i];
    r->choices = queued;
    r->depth = b->tail - b->head;
    r->size_a = won;
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
