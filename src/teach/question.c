/* question.c - asking an algorithm's questions about its next step,
 * checking a student's answer, writing the prompt, the reason and the
 * true answer, and reading what the step did (see question.h). */
#include "maze/question.h"

#include <stdio.h>
#include <string.h>

#include "maze/algo.h"
#include "maze/sentence.h"

bool question_add_cell(Question *q, uint32_t c)
{
    uint32_t k = q->count;
    while (k > 0 && q->cells[k - 1] > c)
        k--;
    if (k > 0 && q->cells[k - 1] == c)
        return true;
    if (q->count >= QUESTION_CELLS_MAX)
        return false;
    memmove(q->cells + k + 1, q->cells + k, (q->count - k) * sizeof *q->cells);
    q->cells[k] = c;
    q->count++;
    return true;
}

bool question_has_cell(const Question *q, uint32_t c)
{
    for (uint32_t k = 0; k < q->count; k++)
        if (q->cells[k] == c)
            return true;
    return false;
}

int question_take_turn(const Question *qs, int n, QuestionKinds kinds, long *used)
{
    int best = 0;
    for (int k = 1; k < n; k++)
        if (used[qs[k].kind - kinds.kinds] < used[qs[best].kind - kinds.kinds])
            best = k;
    if (n > 0)
        used[qs[best].kind - kinds.kinds]++;
    return best;
}

/* True when every cell of a (count cells) is in q's answer. */
static bool question_has_all(const Question *q, const uint32_t *a, uint32_t count)
{
    for (uint32_t k = 0; k < count; k++)
        if (!question_has_cell(q, a[k]))
            return false;
    return true;
}

/* Distinct cells among a's count. */
static uint32_t distinct(const uint32_t *a, uint32_t count)
{
    uint32_t n = 0;
    for (uint32_t k = 0; k < count; k++) {
        uint32_t j = 0;
        while (j < k && a[j] != a[k])
            j++;
        n += j == k;
    }
    return n;
}

bool question_check(const Question *q, const QuestionAnswer *a, QuestionAnswer *truth)
{
    if (truth) {
        truth->cells = q->cells;
        truth->count = q->count;
        truth->value = q->value;
    }
    switch (q->kind->answer) {
    case ANSWER_CELLS:
        return question_has_all(q, a->cells, a->count) && distinct(a->cells, a->count) == q->count;
    case ANSWER_CELL:
        return a->count >= 1 && q->count == 1 && a->cells[0] == q->cells[0];
    case ANSWER_YES_NO:
    case ANSWER_SET:
        return a->value == q->value;
    }
    return false;
}

/* Writes template t over q->about (NULL t: nothing). */
static int question_write(const Question *q, const char *t, int w, char *buf, size_t cap,
                          StepNamed *named)
{
    if (!t) {
        if (cap > 0)
            buf[0] = '\0';
        return 0;
    }
    const StepKind kinds[2] = { { NULL, NULL, 0, NULL }, { q->kind->id, t, 0, NULL } };
    StepReport about = q->about;
    about.kind = 1;
    return sentence_write((StepKinds){ kinds, 2 }, &about, w, buf, cap, named);
}

int question_prompt(const Question *q, int w, char *buf, size_t cap, StepNamed *named)
{
    return question_write(q, q->kind->prompt, w, buf, cap, named);
}

int question_why(const Question *q, int w, char *buf, size_t cap)
{
    return question_write(q, q->kind->why, w, buf, cap, NULL);
}

/* Appends text to buf (cap bytes), whose full length so far is len, as
 * far as it fits; returns the new full length. */
static int append(char *buf, size_t cap, int len, const char *text)
{
    size_t at = (size_t)len, n = strlen(text);
    if (at + 1 < cap) {
        size_t k = n < cap - at - 1 ? n : cap - at - 1;
        memcpy(buf + at, text, k);
        buf[at + k] = '\0';
    }
    return len + (int)n;
}

int question_answer_text(const Question *q, int w, char *buf, size_t cap)
{
    const uint32_t cw = w > 0 ? (uint32_t)w : 1u;
    int len = 0;
    if (cap > 0)
        buf[0] = '\0';
    switch (q->kind->answer) {
    case ANSWER_CELLS:
    case ANSWER_CELL:
        for (uint32_t k = 0; k < q->count; k++) {
            char one[32];
            snprintf(one, sizeof one, "%s(%u,%u)", k ? ", " : "", q->cells[k] % cw,
                     q->cells[k] / cw);
            len = append(buf, cap, len, one);
        }
        return len;
    case ANSWER_YES_NO:
        return snprintf(buf, cap, "%s", q->value ? "yes" : "no");
    case ANSWER_SET:
        return snprintf(buf, cap, "set %u", q->value);
    }
    return -1;
}

/* True when `id` is one of the words of list (apart by spaces). */
static bool word_in(const char *list, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = list; *p;) {
        while (*p == ' ')
            p++;
        const char *e = p;
        while (*e && *e != ' ')
            e++;
        if ((size_t)(e - p) == n && memcmp(p, id, n) == 0)
            return true;
        p = e;
    }
    return false;
}

QuestionOutcome question_outcome(const Question *q, StepKinds kinds, const StepReport *next,
                                 uint32_t *shown)
{
    const QuestionKind *k = q->kind;
    const char *event = step_kind_id(kinds, next);
    uint32_t v = STEP_NONE;
    if (k->truth == TRUTH_EVENT) {
        v = k->events && word_in(k->events, event);
    } else {
        if (k->events && !word_in(k->events, event))
            return QUESTION_UNSHOWN;
        if (k->truth == TRUTH_FACT) {
            const StepFact *f = step_find_fact(next, k->fact);
            if (!f)
                return QUESTION_UNSHOWN;
            v = f->value;
        } else {
            v = k->truth == TRUTH_CELL ? next->cell : next->other;
        }
        if (v == STEP_NONE)
            return QUESTION_UNSHOWN;
    }
    if (shown)
        *shown = v;
    bool right = k->answer == ANSWER_CELLS ? question_has_cell(q, v)
               : k->answer == ANSWER_CELL  ? q->count == 1 && q->cells[0] == v
                                           : q->value == v;
    return right ? QUESTION_CONFIRMED : QUESTION_CONTRADICTED;
}

/* ---- asking a run ---------------------------------------------------------- */

bool run_question(const Run *run, int k, Question *q)
{
    const QuestionKinds *qk = &run->algo->questions;
    if (k < 0 || k >= qk->count || run->ctx.done || !run->state)
        return false;
    memset(q, 0, sizeof *q);
    q->kind = &qk->kinds[k];
    step_begin(&q->about, STEP_KIND_NONE, 0);
    return qk->kinds[k].ask(run->state, &run->ctx, q);
}

int run_questions(const Run *run, Question *out, int cap)
{
    int n = 0;
    for (int k = 0; k < run->algo->questions.count && n < cap; k++)
        n += run_question(run, k, &out[n]);
    return n;
}

int algo_find_question(const Algo *algo, const char *id)
{
    for (int k = 0; k < algo->questions.count; k++)
        if (strcmp(algo->questions.kinds[k].id, id) == 0)
            return k;
    return -1;
}
