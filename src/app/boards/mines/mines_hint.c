/* mines_hint.c - the hint on the board (see mines_hint.h). */
#include "boards/mines/mines_hint.h"

#include <stdio.h>

#include "boards/mines/mines_teach.h"

void mines_hint_clear(App *app)
{
    MinesHintShown *h = &mines_of(app)->hint;
    if (!h->on)
        return;
    mines_hint_free(&h->hint);
    h->on = false;
}

/* The status line for a board with nothing to work out; false when it has. */
static bool mines_hint_refused(App *app)
{
    const MinesBoard *b = mines_of(app)->board;
    if (mines_busy(b))
        app_status(app, "Hint: the flood fill is still opening cells (F finishes it)");
    else if (b->game == MINES_READY)
        app_status(app, "Hint: any cell is safe for the first click; the mines are laid after it");
    else if (b->game == MINES_WON)
        app_status(app, "Hint: the board is cleared, nothing is left to work out. R or the face: "
                        "a new board");
    else if (b->game == MINES_LOST)
        app_status(app, "Hint: the game is lost. U takes back the click on the mine; R or the face: "
                        "a new board");
    else
        return false;
    return true;
}

void mines_hint_show(App *app)
{
    MinesState *g = mines_of(app);
    mines_hint_clear(app);
    if (mines_hint_refused(app))
        return;
    MinesHintShown *h = &g->hint;
    MazeStatus st = mines_hint(g->board, &h->hint);
    if (st != MAZE_OK) {
        app_status(app, "Hint: %s", maze_strerror(st));
        return;
    }
    h->on = true;
    g->helped |= MINES_HELP_HINT;
    mines_hint_text(g->board, &h->hint, h->text, sizeof h->text);
    const MinesProbs *p = &h->hint.probs;
    if (h->hint.kind == MINES_HINT_DEDUCTION)
        app_status(app, "Hint (%s rule): %s", mines_rule_name(h->hint.deduction.rule), h->text);
    else if (h->hint.kind == MINES_HINT_GUESS && p->others > 0)
        app_status(app, "Hint: %s; each closed cell away from the numbers: %s%.0f%%", h->text,
                   p->exact ? "" : "about ", 100 * p->other);
    else
        app_status(app, "Hint: %s", h->text);
}

bool mines_hint_logic(const App *app, MinesLogicShown *out)
{
    const MinesHintShown *h = &mines_of(app)->hint;
    *out = (MinesLogicShown){ .clue = MINES_NONE };
    if (h->on) {
        if (h->hint.kind == MINES_HINT_DEDUCTION)
            out->deduction = &h->hint.deduction;
        else if (h->hint.kind == MINES_HINT_GUESS)
            out->probs = &h->hint.probs;
        else if (h->hint.kind == MINES_HINT_CONTRADICTION)
            out->clue = h->hint.clue;
    } else {
        out->deduction = mines_teach_solve_last(app);
    }
    return out->deduction || out->probs || out->clue != MINES_NONE;
}

bool mines_hint_note(const App *app, const char **text, int *line)
{
    const MinesHintShown *h = &mines_of(app)->hint;
    if (!h->on)
        return false;
    *text = h->text;
    *line = mines_solve_line(h->hint.kind == MINES_HINT_DEDUCTION ? &h->hint.deduction : NULL);
    return true;
}

bool mines_hint_frontier(const MinesBoard *b, uint32_t i)
{
    return !mines_is_open(b, i) && !mines_is_flagged(b, i) && mines_touches_open(b, i);
}
