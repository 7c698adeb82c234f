/* maze_predict.h - predict and check, in the window. Paused at a step (K
 * pauses), the student asks for a question about the next step of what
 * runs: the solver once it has started, else the generator. The question
 * is the algorithm's own (maze/question.h), answered exactly by its state,
 * its kinds taking turns. The student answers by clicking cells (every
 * cell of the answer, then Check), a cell (answered at once), Yes or No,
 * or a cell of the set meant; the window checks the answer against the
 * algorithm's candidates, runs the step, and shows right or wrong, the
 * true answer (its cells ringed) and what the step did; a score counts the
 * answers. One maze: compare mode asks nothing. Escape puts a question
 * away. SDL-free. */
#ifndef MAZE_APP_MAZE_PREDICT_H
#define MAZE_APP_MAZE_PREDICT_H

#include <stdbool.h>
#include <stdint.h>

#include "boards/maze/maze_state.h"
#include "maze/question.h"

enum { PREDICT_KINDS_MAX = 16 };    /* an algorithm's question kinds counted */

typedef enum PredictPhase {
    PREDICT_NONE = 0,
    PREDICT_ASKING,     /* the question is up: the student answers */
    PREDICT_CHECKED     /* answered and checked, the step done */
} PredictPhase;

struct MazePredict {
    PredictPhase phase;
    bool solver;            /* about the solver's next step, else the generator's */
    Question q;
    uint32_t picked[QUESTION_CELLS_MAX];    /* the cells clicked, in order */
    uint32_t npicked;
    uint32_t value;         /* the answer given: yes (1) or no, or a set id */
    bool right;             /* PREDICT_CHECKED: the answer was right */
    QuestionOutcome outcome;    /* what the step after showed */
    uint64_t at;            /* the run's step the phase belongs to (asked
                               at; checked: after the step) */
    uint64_t generation;    /* maze_of(app)->generation then */
    const Algo *turns_of;   /* the algorithm `used` counts for */
    long used[PREDICT_KINDS_MAX];   /* its kinds asked so far */
    unsigned asked, correct;    /* the score */
};

/* Frees the predict state (maze_of(app)->predict). */
void maze_predict_free(App *app);

/* K: pauses what runs and asks the next question about its next step;
 * when nothing poses one (compare mode, the runs done, a state that asks
 * nothing at this step), the status line says why. */
void maze_predict_ask(App *app);

/* A click on cell i while a question is up: toggles it in a cell-set
 * answer; answers (and checks) a one-cell or a set question. */
void maze_predict_cell(App *app, uint32_t i);

/* Yes (true) or No: answers and checks a yes-or-no question. */
void maze_predict_yes_no(App *app, bool yes);

/* Check: checks a cell-set answer (the cells clicked so far). */
void maze_predict_check(App *app);

/* Escape: puts the question (or the result) away. False when none was up. */
bool maze_predict_cancel(App *app);

/* The question or result to show now, or NULL: none, or the run has moved
 * (or been replaced) since. */
const struct MazePredict *maze_predict_shown(const App *app);

/* The run a shown question is about (the solver's or the generator's). */
const Run *maze_predict_run(const App *app);

/* True when cell i is among the cells clicked. */
bool maze_predict_picked(const struct MazePredict *p, uint32_t i);

#endif
