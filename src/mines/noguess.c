/* noguess.c - laying the mines so that no guess is ever needed
 * (mines_place_no_guess, mines_util.h).
 *
 * The mines are first picked exactly as mines_place picks them, so a board
 * the rules can already solve is the ordinary board of its seed. The rules
 * are then run from the first click (fix.c); wherever they get stuck, a few
 * mines are moved (perturb.c) and they go on. Once they reach the end, the
 * finished layout is solved once more from the first click, from scratch,
 * and only a layout that passes is laid on the board.
 *
 * The search is bounded by a count of the work done (fix.h: numbers
 * examined, mines moved, cells looked through; NOGUESS_WORK_PER_CELL per
 * cell of the board), not by a clock, so a seed gives the same board, or
 * the same refusal, on every machine. A refusal leaves the board as it
 * was, random state included. */
#include <string.h>

#include "maze/mem.h"
#include "mines_util.h"
#include "noguess.h"

enum {
    /* The work allowed per cell of the board (fix.h counts it): several
     * times what the hardest boards that succeed need (`mazelab bench
     * --mines` counts the refusals), so solvable boards get through, while a board
     * that cannot succeed (2-row boards with an odd mine count: the two
     * cells of a column touch the same numbers) is refused in well under a
     * second even at 100x100. */
    NOGUESS_WORK_PER_CELL = 2000
};

static void noguess_free(MinesNoGuess *g)
{
    mines_fix_free(&g->fix);
    mem_free(g->mine);
    mem_free(g->count);
    mem_free(g->pool);
    mem_free(g->list);
    mem_free(g->mark);
}

/* Sets up g with the mines mines_pick chose. False when out of memory. */
static bool noguess_init(MinesNoGuess *g, MinesBoard *b, uint32_t first)
{
    memset(g, 0, sizeof *g);
    g->b = b;
    g->first = first;
    g->mine = mem_calloc(b->n, 1);
    g->count = mem_calloc(b->n, 1);
    g->pool = mem_calloc(b->n, sizeof *g->pool);
    g->list = mem_calloc(b->n, sizeof *g->list);
    g->mark = mem_calloc(b->n, 1);
    if (!g->mine || !g->count || !g->pool || !g->list || !g->mark ||
        mines_fix_init(&g->fix, b->w, b->h, b->mines, g->count) != MAZE_OK)
        return false;
    mines_pick(b, first);
    for (uint32_t k = 0; k < b->mines; k++) {
        uint32_t i = b->queue[k], nb[8];
        g->mine[i] = 1;
        int m = mines_neighbors(b, i, nb);
        for (int j = 0; j < m; j++)
            g->count[nb[j]]++;
    }
    return true;
}

/* Runs the rules, moving mines where they stick, until a layout passes the
 * check from scratch. False when the work budget runs out first. */
static bool noguess_search(MinesNoGuess *g)
{
    uint64_t budget = (uint64_t)NOGUESS_WORK_PER_CELL * g->b->n;
    mines_fix_start(&g->fix, g->first);
    while (g->fix.work <= budget) {
        if (mines_fix_run(&g->fix)) {
            mines_fix_start(&g->fix, g->first);
            if (mines_fix_run(&g->fix))
                return true;
        } else if (!mines_perturb(g)) {
            return false;
        }
    }
    return false;
}

MinesResult mines_place_no_guess(MinesBoard *b, uint32_t first)
{
    Rng before = b->rng;
    MinesNoGuess g;
    MinesResult r = MINES_NO_MEMORY;
    if (noguess_init(&g, b, first))
        r = noguess_search(&g) ? MINES_QUEUED_CELLS : MINES_NO_SOLVABLE;
    if (r == MINES_QUEUED_CELLS) {
        mines_mark_safe_zone(b, first);
        b->first_click = first;
        for (uint32_t i = 0; i < b->n; i++)
            if (g.mine[i])
                mines_lay(b, i);
        b->moved = g.moved;
        b->game = MINES_PLAYING;
    } else {
        b->rng = before;
    }
    noguess_free(&g);
    return r;
}
