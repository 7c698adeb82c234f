/* mines_teach.c - the board's timelines (see mines_teach.h). */
#include "boards/mines/mines_teach.h"

#include <stdlib.h>

#include "boards/mines/mines_hint.h"
#include "boards/teach/teach_view.h"

struct MinesTeach {
    Timeline *tl;           /* over the cascade under way or the engine, or NULL */
    StepReport report;      /* its last step */
    MinesSolve *solve;      /* the engine the timeline drives, or NULL (the cascade) */
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
    mines_solve_free(t->solve);     /* its board is the game's: kept */
    t->solve = NULL;
}

void mines_teach_free(App *app)
{
    mines_teach_forget(app);
    free(mines_of(app)->teach);
    mines_of(app)->teach = NULL;
}

/* The teach state, made on first use; NULL when out of memory. */
static struct MinesTeach *mines_teach_get(App *app)
{
    MinesState *game = mines_of(app);
    if (!game->teach)
        game->teach = calloc(1, sizeof *game->teach);
    return game->teach;
}

/* The timeline: the engine's, or the cascade's, made when cells wait and
 * none exists yet. */
static Timeline *mines_teach_tl(App *app)
{
    MinesBoard *b = mines_of(app)->board;
    struct MinesTeach *t = mines_teach_get(app);
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

bool mines_teach_solve(App *app)
{
    MinesBoard *b = mines_of(app)->board;
    if (mines_busy(b)) {
        app_status(app, "Solve: the flood fill is still opening cells (F finishes it)");
        return false;
    }
    if (b->game != MINES_PLAYING) {
        app_status(app, b->game == MINES_READY
                            ? "Solve: click a cell first; the engine plays on from the opening"
                            : "Solve: the game is over. R or the face: a new board");
        return false;
    }
    mines_teach_forget(app);
    struct MinesTeach *t = mines_teach_get(app);
    MazeStatus st = MAZE_ERR_NOMEM;
    if (t)
        t->solve = mines_solve_new(b, &st);
    if (t && t->solve) {
        mines_solve_set_report(t->solve, &t->report);
        t->tl = timeline_new_mines_solve(t->solve, &st);
    }
    if (!t || !t->tl) {
        if (t) {
            mines_solve_free(t->solve);
            t->solve = NULL;
        }
        app_status(app, "Solve: %s", maze_strerror(st));
        return false;
    }
    return true;
}

bool mines_teach_solving(const App *app)
{
    const struct MinesTeach *t = mines_of(app)->teach;
    return t && t->solve;
}

bool mines_teach_solve_running(const App *app)
{
    return mines_teach_solving(app) && !mines_solve_done(mines_of(app)->teach->solve);
}

const MinesDeduction *mines_teach_solve_last(const App *app)
{
    const struct MinesTeach *t = mines_of(app)->teach;
    return t && t->solve && t->solve->steps > 0 ? &t->solve->last : NULL;
}

void mines_teach_solve_report(App *app)
{
    const MinesSolve *s = mines_of(app)->teach->solve;
    const MinesBoard *b = s->board;
    unsigned long long k = (unsigned long long)s->steps;
    if (b->game == MINES_WON)
        app_status(app, "Solved by the rules alone in %llu deductions. Left, Back or the slider go "
                        "through them", k);
    else if (b->game == MINES_LOST)
        app_status(app, "A mine after %llu deductions: a flag was wrong, the rules took it as a mine", k);
    else if (s->error != MAZE_OK)
        app_status(app, "The engine stopped after %llu deductions: %s", k, maze_strerror(s->error));
    else
        app_status(app, "Stuck after %llu deductions: no rule applies, a guess is forced (? shows "
                        "the odds)", k);
}

static void mines_teach_board_report(void *board, StepReport *r) { mines_set_report(board, r); }
static void mines_teach_solve_watch(void *solve, StepReport *r) { mines_solve_set_report(solve, r); }

size_t mines_teach_step(App *app, size_t n)
{
    MinesState *game = mines_of(app);
    Timeline *tl = mines_teach_tl(app);
    if (!tl)
        return mines_step(game->board, n);
    struct MinesTeach *t = game->teach;
    if (t->solve)
        return teach_step(tl, t->solve, mines_teach_solve_watch, &t->report, n);
    return teach_step(tl, game->board, mines_teach_board_report, &t->report, n);
}

void mines_teach_control(App *app, int kind, long arg)
{
    Timeline *tl = mines_teach_tl(app);
    if (!tl) {
        app_status(app, "No cascade to go through: click a cell with no mine around it");
        return;
    }
    mines_hint_clear(app);
    char msg[160];
    if (teach_control(tl, kind, arg, msg, sizeof msg)) {
        mines_of(app)->paused = true;
        mines_of(app)->finishing = false;
    }
    app_status(app, "%s: %s", mines_teach_solving(app) ? "Solver" : "Cascade", msg);
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
    /* The strip shows the flood fill's code or the rules' in turn (a hint
     * switches it): room for the longer keeps the board from moving under
     * the pointer between two clicks. */
    Pseudocode room = mines_solve_pseudocode.count > mines_pseudocode.count ? mines_solve_pseudocode
                                                                            : mines_pseudocode;
    const char *note;
    int line;
    bool hint = mines_hint_note(app, &note, &line);
    if (hint || (t && t->solve)) {
        bool solving = t && t->solve;
        *out = (TeachShow){ solving ? t->tl : NULL, solving ? &t->report : NULL, mines_solve_pseudocode,
                            mines_solve_kinds, game->board->w, "Deduction: the rules, one a step",
                            .note_line = -1,
                            .idle = "Solve (A): the engine plays these rules, one deduction a step",
                            .room = room, .code_aside = app->panel_hidden };
        if (hint) {
            out->note = note;
            out->note_line = line;
        } else if (t->solve->steps > 0 && t->solve->text[0]) {
            out->note = t->solve->text;
            out->note_line = t->report.line;
        }
        return true;
    }
    *out = (TeachShow){ t ? t->tl : NULL, t ? &t->report : NULL, mines_pseudocode, mines_kinds,
                        game->board->w, "Flood fill (breadth-first)", .note_line = -1, .room = room,
                        .code_aside = app->panel_hidden };
    return true;
}
