/* mines_moves.c - the player's moves (see mines_moves.h). */
#include "boards/mines/mines_moves.h"

#include <stdlib.h>
#include <string.h>

#include "boards/mines/mines_board.h"
#include "boards/mines/mines_hint.h"
#include "boards/mines/mines_teach.h"

bool mines_moves_reset(App *app)
{
    MinesState *g = mines_of(app);
    free(g->mark);
    g->mark = calloc(g->board->n, 1);
    mines_free(g->before);
    g->before = NULL;
    g->can_undo = false;
    g->undos = 0;
    g->helped = 0;
    g->ended = false;
    g->nwaiting = 0;
    return g->mark != NULL;
}

void mines_moves_free(App *app)
{
    MinesState *g = mines_of(app);
    free(g->mark);
    g->mark = NULL;
    mines_free(g->before);
    g->before = NULL;
}

bool mines_moves_marked(const App *app, uint32_t i)
{
    const MinesState *g = mines_of(app);
    return g->mark && g->mark[i] && !mines_is_open(g->board, i) && !mines_is_flagged(g->board, i);
}

void mines_moves_clear_marks(App *app)
{
    MinesState *g = mines_of(app);
    if (g->mark)
        memset(g->mark, 0, g->board->n);
}

void mines_moves_keep(App *app)
{
    MinesState *g = mines_of(app);
    g->can_undo = false;
    if (!g->before)
        g->before = mines_clone(g->board, NULL);
    else
        mines_assign(g->before, g->board);
    g->can_undo = g->before != NULL;
}

/* A right click on a closed cell: flag, then "?" (when marks are on), then
 * nothing. */
static void mines_moves_cycle(App *app, uint32_t i, int x, int y)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    bool marks = mines_set(app)->marks && g->mark;
    if (mines_is_flagged(b, i) || !(marks && g->mark[i])) {
        mines_teach_forget(app);    /* a flag changes the board: its timeline ends */
        MinesResult r = mines_flag(b, x, y);
        if (r == MINES_UNFLAGGED && marks) {
            g->mark[i] = 1;
            app_status(app, "%d,%d marked \"?\": right click again clears it; %ld mines left", x, y,
                       mines_left(b));
        } else {
            app_status(app, "%s at %d,%d: %ld mines left",
                       r == MINES_FLAGGED ? "Flag placed" : "Flag removed", x, y, mines_left(b));
        }
        return;
    }
    g->mark[i] = 0;
    app_status(app, "\"?\" removed from %d,%d", x, y);
}

/* Plays move `kind` on cell i now; waited: it was made during a flood
 * fill that has opened cells since. */
static void mines_moves_now(App *app, int kind, uint32_t i, bool waited)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    int x = (int)(i % (uint32_t)b->w), y = (int)(i / (uint32_t)b->w);
    bool over = b->game == MINES_WON || b->game == MINES_LOST;
    if (waited && kind != MINES_BOARD_CHORD && mines_is_open(b, i)) {
        app_status(app, "%d,%d: the flood fill opened it meanwhile", x, y);
        return;
    }
    if (over) {
        app_status(app, "%d,%d: %s", x, y, mines_result_text(MINES_NO_GAME_OVER));
        return;
    }
    mines_hint_clear(app);
    if (kind == MINES_BOARD_FLAG && !mines_is_open(b, i)) {
        mines_moves_cycle(app, i, x, y);
        return;
    }
    if (kind == MINES_BOARD_CHORD && !mines_is_open(b, i)) {
        app_status(app, "Chording opens the neighbours of an open number: click one");
        return;
    }
    if (kind == MINES_BOARD_FLAG || mines_is_flagged(b, i)) {
        app_status(app, "%d,%d: %s", x, y,
                   mines_result_text(kind == MINES_BOARD_FLAG ? MINES_NO_OPEN : MINES_NO_FLAGGED));
        return;
    }
    mines_moves_keep(app);
    mines_teach_forget(app);        /* a move ends the last timeline */
    MinesResult r = mines_click(b, x, y);
    g->finishing = false;
    if (r == MINES_QUEUED_CELLS)
        app_status(app, "Opening from %d,%d", x, y);
    else
        app_status(app, "%d,%d: %s", x, y, mines_result_text(r));
    mines_board_report(app);
}

void mines_moves_play(App *app, int kind, long i)
{
    MinesState *g = mines_of(app);
    const MinesBoard *b = g->board;
    if (i < 0 || (uint64_t)i >= b->n)
        return;
    if (!mines_busy(b)) {
        mines_moves_now(app, kind, (uint32_t)i, false);
        return;
    }
    int x = (int)(i % b->w), y = (int)(i / b->w);
    if (g->nwaiting == APP_MINES_WAITING_MAX) {
        app_status(app, "%d,%d: too many moves wait for the flood fill; F finishes it", x, y);
        return;
    }
    /* Its meaning now: a click on a closed cell opens it, never a chord. */
    if (kind == MINES_BOARD_REVEAL && mines_is_open(b, (uint32_t)i))
        kind = MINES_BOARD_CHORD;
    g->waiting[g->nwaiting++] = (MinesWaiting){ kind, (uint32_t)i };
    app_status(app, "%s at %d,%d waits for the flood fill to end (F finishes it)",
               kind == MINES_BOARD_FLAG ? "Right click" : kind == MINES_BOARD_CHORD ? "Chord" : "Click",
               x, y);
}

void mines_moves_flush(App *app)
{
    MinesState *g = mines_of(app);
    while (g->nwaiting > 0 && !mines_busy(g->board)) {
        if (g->board->game == MINES_WON || g->board->game == MINES_LOST) {
            g->nwaiting = 0;
            return;
        }
        MinesWaiting w = g->waiting[0];
        memmove(g->waiting, g->waiting + 1, (size_t)(--g->nwaiting) * sizeof *g->waiting);
        mines_moves_now(app, w.kind, w.cell, true);
    }
}

void mines_moves_undo(App *app)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    if (b->game != MINES_LOST || !g->can_undo) {
        app_status(app, "Undo (U) takes back a move that hit a mine: there is none to take back");
        return;
    }
    uint32_t hit = b->hit;
    mines_teach_forget(app);
    mines_hint_clear(app);
    mines_assign(b, g->before);
    g->can_undo = false;
    g->undos++;
    g->helped |= MINES_HELP_UNDO;
    g->ended = false;
    g->nwaiting = 0;
    app_status(app, "Undone: the mine at %u,%u is hidden again (%u undo%s this game); the clock runs on",
               hit % (uint32_t)b->w, hit / (uint32_t)b->w, g->undos, g->undos == 1 ? "" : "s");
}
