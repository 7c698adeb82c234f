/* question.h - predict and check: a question about an algorithm's next step
 * that its state answers exactly, from the same candidates the step itself
 * chooses among (never a guess): "which cells could the backtracker carve
 * into next?", "which cell does BFS expand next?", "will the wall Kruskal's
 * picks next be removed?", "which set does this cell join?".
 *
 * Every algorithm owns its questions, as it owns its events (step.h): its
 * file keeps a QuestionKind table, each kind with an id, a prompt written in
 * the sentence templates' language (sentence.h), the kind of answer it
 * wants, where the next step shows the answer, and an `ask` function that
 * fills a Question from the algorithm's state, or declines when the state
 * does not pose it now (the backtracker at a dead end has nothing to carve
 * into). The descriptor lists the table (Algo.questions, algo.h); viewers,
 * `mazelab quiz` and the tests read it through the descriptor and
 * run_questions.
 *
 * A viewer asks (run_questions), takes the student's answer and checks it
 * (question_check), shows the true answer (question_answer_text) and why
 * (question_why), runs the step and can show that the step did just that
 * (question_outcome). No text is allocated, no SDL. */
#ifndef MAZE_QUESTION_H
#define MAZE_QUESTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/sentence.h"

struct StepCtx;

/* What a question wants for an answer. */
typedef enum AnswerType {
    ANSWER_CELLS = 0,   /* a set of cells: "click every cell that could..." */
    ANSWER_CELL,        /* one cell: "which cell is expanded next?" */
    ANSWER_YES_NO,      /* yes or no: "will the next wall be removed?" */
    ANSWER_SET          /* a set id as the run's OV_SETS overlay shows it
                           (run_cell_set): the student may click any cell of
                           the set */
} AnswerType;

/* Where the next step's report shows the answer. */
typedef enum QuestionTruth {
    TRUTH_CELL = 0,     /* its `cell` is the answer (or, for ANSWER_CELLS,
                           one of the answer's cells) */
    TRUTH_OTHER,        /* its `other` is */
    TRUTH_EVENT,        /* yes exactly when its event is one of `events` */
    TRUTH_FACT          /* its fact `fact` is the answer */
} QuestionTruth;

/* What the next step did to a question asked before it. */
typedef enum QuestionOutcome {
    QUESTION_CONFIRMED = 0, /* it did what the answer says */
    QUESTION_CONTRADICTED,  /* it did something else: a bug */
    QUESTION_UNSHOWN        /* it did not show the answer (a conditional
                               question whose condition did not happen:
                               Eller's coin kept the wall) */
} QuestionOutcome;

enum { QUESTION_CELLS_MAX = 256 };  /* cells an answer holds at most */

typedef struct Question Question;

/* One kind of question an algorithm can ask. */
typedef struct QuestionKind {
    const char *id;         /* "carve-next": `quiz` and the tests */
    const char *prompt;     /* template over the question's `about` report */
    const char *why;        /* template over `about` giving the reason for
                               the answer, or NULL */
    AnswerType answer;
    QuestionTruth truth;
    const char *events;     /* event ids apart by spaces: TRUTH_EVENT's
                               "yes" events; for the other truths, the
                               events that show the answer (NULL: any) */
    const char *fact;       /* TRUTH_FACT: the fact that shows it */
    /* Fills q (cleared, q->kind set) from the algorithm's state and ctx:
     * q->about for the prompt, the answer in q->cells/count or q->value.
     * Returns false when the state does not pose this question now, or
     * when the answer has more than QUESTION_CELLS_MAX cells. */
    bool (*ask)(const void *state, const struct StepCtx *ctx, Question *q);
} QuestionKind;

/* An algorithm's questions: count entries, from 0. */
typedef struct QuestionKinds {
    const QuestionKind *kinds;
    int count;
} QuestionKinds;

/* The kinds table of a static array, for descriptors. */
#define QUESTION_KINDS(table) { (table), (int)(sizeof(table) / sizeof((table)[0])) }

struct Question {
    const QuestionKind *kind;
    StepReport about;       /* what the prompt and the reason name: cell,
                               other, dir and facts, as a step's report */
    uint32_t count;         /* cells in the answer */
    uint32_t cells[QUESTION_CELLS_MAX]; /* ANSWER_CELLS: the answer, rising;
                               ANSWER_CELL: cells[0] */
    uint32_t value;         /* ANSWER_YES_NO: 1 yes, 0 no; ANSWER_SET: the id */
};

/* A student's answer. */
typedef struct QuestionAnswer {
    const uint32_t *cells;  /* ANSWER_CELLS: the cells, in any order (a cell
                               given twice counts once); ANSWER_CELL:
                               cells[0] (count >= 1) */
    uint32_t count;
    uint32_t value;         /* ANSWER_YES_NO: 1 yes, 0 no; ANSWER_SET: the id */
} QuestionAnswer;

/* ---- for the algorithms' ask functions ---------------------------------- */

/* Adds cell c to q's answer, keeping it rising and without repeats.
 * Returns false when the answer is full (QUESTION_CELLS_MAX cells). */
bool question_add_cell(Question *q, uint32_t c);

/* Sets q's answer to the one cell c (ANSWER_CELL). */
static inline void question_set_cell(Question *q, uint32_t c)
{
    q->cells[0] = c;
    q->count = 1;
}

/* ---- for viewers -------------------------------------------------------- */

/* True when the student's answer a is right. When truth is not NULL it is
 * set to the true answer (pointing into q). */
bool question_check(const Question *q, const QuestionAnswer *a, QuestionAnswer *truth);

/* True when cell c is in q's answer (ANSWER_CELLS, ANSWER_CELL). */
bool question_has_cell(const Question *q, uint32_t c);

/* Of the n questions qs that run_questions posed (n >= 1), the index of
 * the one whose kind was asked least so far, used[k] counting the times
 * kind k of kinds (the algorithm's table) was (the first such on a tie);
 * counts it in used. Asked again and again, the kinds take turns. */
int question_take_turn(const Question *qs, int n, QuestionKinds kinds, long *used);

/* Writes q's prompt, its reason (empty when the kind has none) and its
 * true answer ("(3,4), (5,4)", "(3,4)", "yes", "set 7") into buf (cap
 * bytes, always terminated), for cells on a grid w wide. Return the full
 * length (as snprintf), or -1 when the template does not fit q->about
 * (sentence_write). When named is not NULL, the prompt's writer fills it
 * with the cells and the wall the prompt names, for a viewer to outline. */
int question_prompt(const Question *q, int w, char *buf, size_t cap, StepNamed *named);
int question_why(const Question *q, int w, char *buf, size_t cap);
int question_answer_text(const Question *q, int w, char *buf, size_t cap);

/* What the step that came next, whose report is next and whose events are
 * kinds, showed about q: confirmed, contradicted, or not shown. When
 * shown is not NULL it gets the cell, the yes (1) or no (0), or the value
 * the step showed. */
QuestionOutcome question_outcome(const Question *q, StepKinds kinds, const StepReport *next,
                                 uint32_t *shown);

#endif
