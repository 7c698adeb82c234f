/* mines_teach.c - the flood fill's timeline (see mines_teach.h). */
#include "boards/mines/mines_teach.h"

#include <stdlib.h>

#include "boards/teach/teach_view.h"

struct MinesTeach {
    Timeline *tl;           /* over the cascade under way, or NULL */
    StepReport report;      /* its last step */
};

void mines_teach_forget(App *app)
{
    MinesState *game = mines_of(app);
    struct MinesTeach *t = game->teach;
    if (!t || !t->tl)
        return;
    if (game->board)
        mines_set_report(game->board, NULL);
    timeline_free(t->tl);
    t->tl = NULL;
}

void mines_teach_free(App *app)
{
    mines_teach_forget(app);
    free(mines_of(app)->teach);
    mines_of(app)->teach = NULL;
}

/* The cascade's timeline: made when cells wait and none exists yet. */
static Timeline *mines_teach_tl(App *app)
{
    MinesState *game = mines_of(app);
    MinesBoard *b = game->board;
    if (!game->teach)
        game->teach = calloc(1, sizeof *game->teach);
    struct MinesTeach *t = game->teach;
    if (!t)
        return NULL;
    if (!t->tl && mines_busy(b) && b->n <= TEACH_MAX_CELLS) {
        MazeStatus st;
        mines_set_report(b, &t->report);    /* timeline_new_mines sets it to position 0's */
        t->tl = timeline_new_mines(b, &st);
        if (!t->tl)
            mines_set_report(b, NULL);
    }
    return t->tl;
}

static void mines_teach_report(void *board, StepReport *r) { mines_set_report(board, r); }

size_t mines_teach_step(App *app, size_t n)
{
    MinesState *game = mines_of(app);
    Timeline *tl = mines_teach_tl(app);
    if (!tl)
        return mines_step(game->board, n);
    return teach_step(tl, game->board, mines_teach_report, &game->teach->report, n);
}

void mines_teach_control(App *app, int kind, long arg)
{
    Timeline *tl = mines_teach_tl(app);
    if (!tl) {
        app_status(app, "No cascade to go through: click a cell with no mine around it");
        return;
    }
    char msg[160];
    if (teach_control(tl, kind, arg, msg, sizeof msg)) {
        mines_of(app)->paused = true;
        mines_of(app)->finishing = false;
    }
    app_status(app, "Cascade: %s", msg);
}

UiRect mines_teach_picture(Ui *ui, const App *app, UiRect area)
{
    TeachShow show;
    if (!mines_teach_shown(app, &show))
        return area;
    return teach_view_layout(ui, area, &show, mines_of(app)->board->w, mines_of(app)->board->h + 2).picture;
}

bool mines_teach_shown(const App *app, TeachShow *out)
{
    const MinesState *game = mines_of(app);
    const struct MinesTeach *t = game->teach;
    if (game->board->n > TEACH_MAX_CELLS)
        return false;
    *out = (TeachShow){ t ? t->tl : NULL, t ? &t->report : NULL, mines_pseudocode, mines_kinds,
                        game->board->w, "Flood fill (breadth-first)", .code_aside = app->panel_hidden };
    return true;
}
