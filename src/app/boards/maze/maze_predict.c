/* maze_predict.c - predict and check in the window (see maze_predict.h). */
#include "boards/maze/maze_predict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_teach.h"

enum { PREDICT_ASK_MAX = 8 };   /* questions one step may pose */

void maze_predict_free(App *app)
{
    free(maze_of(app)->predict);
    maze_of(app)->predict = NULL;
}

/* The run questions are asked about: the solver once it has started, else
 * the generator (NULL for compare mode); *solver says which. */
static Run *maze_predict_target(App *app, bool *solver)
{
    MazeState *maze = maze_of(app);
    *solver = maze->solve != NULL;
    if (maze->bias->panes > 1)
        return NULL;
    return *solver ? maze->solve : maze->run;
}

const Run *maze_predict_run(const App *app)
{
    bool solver;
    return maze_predict_target((App *)app, &solver);
}

const MazePredict *maze_predict_shown(const App *app)
{
    const MazeState *maze = maze_of(app);
    const MazePredict *p = maze->predict;
    bool solver;
    const Run *run = maze_predict_target((App *)app, &solver);
    if (!p || p->phase == PREDICT_NONE || !run || solver != p->solver || run->steps != p->at ||
        maze->generation != p->generation)
        return NULL;
    return p;
}

bool maze_predict_picked(const MazePredict *p, uint32_t i)
{
    for (uint32_t k = 0; k < p->npicked; k++)
        if (p->picked[k] == i)
            return true;
    return false;
}

/* Why nothing can be asked now, or NULL when something can. */
static const char *maze_predict_refused(App *app, const Run *run)
{
    TeachShow show;
    if (maze_of(app)->bias->panes > 1)
        return "Predict asks about one maze: press C for one pane";
    if (maze_record_active(app))
        return "Recording: stop it (V) to predict";
    if (!grid_is_square(run->ctx.grid))     /* its answers are clicked by rows and columns */
        return "Predict asks on the square grid; choose Square beside the sizes";
    if (run_done(run))
        return maze_of(app)->solve ? "The solver is done: press W to run it again, G for a new maze"
                                   : "The maze is done: press W to start the solver, then K";
    if (!maze_teach_shown(app, &show))
        return "Predict needs the timeline: mazes up to 400x300 cells";
    return NULL;
}

void maze_predict_ask(App *app)
{
    MazeState *maze = maze_of(app);
    bool solver;
    Run *run = maze_predict_target(app, &solver);
    const char *why = run ? maze_predict_refused(app, run) : maze_predict_refused(app, maze->run);
    if (why) {
        app_status(app, "%s", why);
        return;
    }
    if (!maze->predict && !(maze->predict = calloc(1, sizeof *maze->predict))) {
        app_status(app, "Cannot ask: %s", maze_strerror(MAZE_ERR_NOMEM));
        return;
    }
    MazePredict *p = maze->predict;
    maze_teach_seek_cancel(app);
    if (solver) {           /* hold still while the student thinks */
        maze->solve_paused = true;
        maze->solve_finishing = false;
    } else {
        maze->paused = true;
        maze->finishing = false;
    }
    Question qs[PREDICT_ASK_MAX];
    int n = run_questions(run, qs, PREDICT_ASK_MAX);
    p->phase = PREDICT_NONE;
    if (n == 0) {
        app_status(app, "No question at this step (%s): Right for the next step, then K", run_phase(run));
        return;
    }
    if (p->turns_of != run->algo) {
        memset(p->used, 0, sizeof p->used);
        p->turns_of = run->algo;
    }
    int k = run->algo->questions.count <= PREDICT_KINDS_MAX
                ? question_take_turn(qs, n, run->algo->questions, p->used)
                : 0;
    p->q = qs[k];
    p->phase = PREDICT_ASKING;
    p->solver = solver;
    p->npicked = 0;
    p->value = 0;
    p->at = run->steps;
    p->generation = maze->generation;
    static const char *const how[] = {
        [ANSWER_CELLS] = "click every such cell, then Check",
        [ANSWER_CELL] = "click the cell",
        [ANSWER_YES_NO] = "Yes or No",
        [ANSWER_SET] = "click a cell of that set",
    };
    char prompt[256];
    question_prompt(&p->q, run_width(run), prompt, sizeof prompt, NULL);
    app_status(app, "Predict: %s (%s; Esc: put it away)", prompt, how[p->q.kind->answer]);
}

/* The question up now, or NULL (the status line then says so). */
static MazePredict *maze_predict_asking(App *app)
{
    MazePredict *p = maze_of(app)->predict;
    if (maze_predict_shown(app) == p && p && p->phase == PREDICT_ASKING)
        return p;
    return NULL;
}

/* Checks the answer given, runs the step, and says how it went. */
static void maze_predict_judge(App *app, MazePredict *p)
{
    bool solver;
    Run *run = maze_predict_target(app, &solver);
    QuestionAnswer a = { p->picked, p->npicked, p->value };
    p->right = question_check(&p->q, &a, NULL);
    p->asked++;
    p->correct += p->right;
    size_t did = solver ? maze_solver_moves(app, 1) : maze_teach_gen_step(app, 1);
    TeachShow show;
    p->outcome = did == 1 && maze_teach_shown(app, &show)
                     ? question_outcome(&p->q, run->algo->kinds, show.report, NULL)
                     : QUESTION_UNSHOWN;
    p->phase = PREDICT_CHECKED;
    p->at = run->steps;
    char answer[512];
    question_answer_text(&p->q, run_width(run), answer, sizeof answer);
    app_status(app, "%s The answer: %s. Score: %u of %u (K: the next question)",
               p->right ? "Right!" : "Not quite.", answer, p->correct, p->asked);
}

void maze_predict_cell(App *app, uint32_t i)
{
    MazePredict *p = maze_predict_asking(app);
    const Run *run = maze_predict_run(app);
    if (!p || i >= run->ctx.grid->n)
        return;
    switch (p->q.kind->answer) {
    case ANSWER_CELLS:
        for (uint32_t k = 0; k < p->npicked; k++)
            if (p->picked[k] == i) {        /* a second click takes it back */
                memmove(&p->picked[k], &p->picked[k + 1], (p->npicked - k - 1) * sizeof *p->picked);
                p->npicked--;
                return;
            }
        if (p->npicked < QUESTION_CELLS_MAX)
            p->picked[p->npicked++] = i;
        return;
    case ANSWER_CELL:
        p->picked[0] = i;
        p->npicked = 1;
        maze_predict_judge(app, p);
        return;
    case ANSWER_SET:
        p->value = run_cell_set(run, i, NULL);
        if (p->value == 0) {
            app_status(app, "That cell is in no set yet: click a cell of a set");
            return;
        }
        p->picked[0] = i;
        p->npicked = 1;
        maze_predict_judge(app, p);
        return;
    default:
        return;
    }
}

void maze_predict_yes_no(App *app, bool yes)
{
    MazePredict *p = maze_predict_asking(app);
    if (!p || p->q.kind->answer != ANSWER_YES_NO)
        return;
    p->value = yes;
    maze_predict_judge(app, p);
}

void maze_predict_check(App *app)
{
    MazePredict *p = maze_predict_asking(app);
    if (p && p->q.kind->answer == ANSWER_CELLS)
        maze_predict_judge(app, p);
}

bool maze_predict_cancel(App *app)
{
    MazePredict *p = maze_of(app)->predict;
    bool shown = maze_predict_shown(app) != NULL;
    if (p)
        p->phase = PREDICT_NONE;
    return shown;
}
