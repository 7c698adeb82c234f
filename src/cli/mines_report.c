/* mines_report.c - `mazelab mines --hint` and `--solve` (mines_cli.h):
 * the deduction engine's answers as lines of text. */
#include <stdio.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/mines_logic.h"
#include "maze/mines_solve.h"
#include "mines_cli.h"

/* The sentence for h on b, in a buffer the caller frees (NULL when out of
 * memory, having said so). */
static char *report_sentence(const MinesBoard *b, const MinesHint *h)
{
    int len = mines_hint_text(b, h, NULL, 0);
    char *text = mem_alloc((size_t)len + 1);
    if (!text) {
        message_error("out of memory");
        return NULL;
    }
    mines_hint_text(b, h, text, (size_t)len + 1);
    return text;
}

static void report_cell(const MinesBoard *b, uint32_t i)
{
    printf("(%u,%u)", i % (uint32_t)b->w, i / (uint32_t)b->w);
}

/* The probabilities of the cells next to numbers, in cell order, then the
 * one shared by every other closed cell. */
static void report_probs(const MinesBoard *b, const MinesProbs *p)
{
    printf("mine probabilities (%s; %u closed %s next to numbers, %u other%s):\n",
           p->exact ? "exact" : "approximate", p->frontier, p->frontier == 1 ? "cell" : "cells",
           p->others, p->others == 1 ? "" : "s");
    for (uint32_t i = 0; i < b->n; i++) {
        if (p->p[i] < 0 || !mines_touches_open(b, i))
            continue;
        report_cell(b, i);
        printf(" %.1f%%\n", 100 * p->p[i]);
    }
    if (p->others > 0)
        printf("each other closed cell: %.1f%%\n", 100 * p->other);
}

/* Gets b's hint into h; false (having said why) when there is none to
 * give: an error, or a game that is not being played. */
static bool report_get(const MinesBoard *b, MinesHint *h)
{
    MazeStatus st = mines_hint(b, h);
    if (st != MAZE_OK) {
        message_error("cannot work out a hint: %s", maze_strerror(st));
        return false;
    }
    if (h->kind == MINES_HINT_OVER || h->kind == MINES_HINT_FIRST_CLICK) {
        message_error("the game is %s: there is nothing to work out", mines_game_name(b->game));
        mines_hint_free(h);
        return false;
    }
    return true;
}

int mines_cli_hint(const MinesBoard *b)
{
    MinesHint h;
    if (!report_get(b, &h))
        return b->game == MINES_PLAYING ? CLI_FAIL : CLI_USAGE;
    char *text = report_sentence(b, &h);
    int status = CLI_FAIL;
    if (text) {
        if (h.kind == MINES_HINT_DEDUCTION)
            printf("hint (%s rule): %s\n", mines_rule_name(h.deduction.rule), text);
        else
            printf("hint: %s\n", text);
        if (h.kind == MINES_HINT_GUESS)
            report_probs(b, &h.probs);
        status = CLI_OK;
    }
    mem_free(text);
    mines_hint_free(&h);
    return status;
}

int mines_cli_solve(MinesBoard *b, bool show_mines)
{
    for (unsigned step = 1; b->game == MINES_PLAYING; step++) {
        MinesHint h;
        if (!report_get(b, &h))
            return CLI_FAIL;
        char *text = report_sentence(b, &h);
        if (!text) {
            mines_hint_free(&h);
            return CLI_FAIL;
        }
        bool stuck = h.kind != MINES_HINT_DEDUCTION;
        if (stuck)
            printf("stuck: %s\n", text);
        else
            printf("step %u (%s rule): %s\n", step, mines_rule_name(h.deduction.rule), text);
        mem_free(text);
        if (!stuck)
            mines_apply(b, &h.deduction);
        mines_hint_free(&h);
        if (stuck)
            break;
    }
    mines_cli_print(b, show_mines);
    return CLI_OK;
}
