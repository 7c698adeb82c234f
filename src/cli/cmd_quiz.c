/* cmd_quiz.c - `mazelab quiz`: predict-and-check questions about a run, for
 * a handout: K questions spread over the run (at its milestones when it
 * has enough of them that pose one), each with a picture of the maze at
 * that step, then the answers with their reasons and the step that bears
 * each out. The questions are the algorithm's own (question.h), answered
 * from its state; the step after each is run to show the answer true. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "maze/mem.h"
#include "maze/question.h"
#include "run_picture.h"

enum {
    QUIZ_MAX_SIDE = 100,    /* a handout's maze, cells a side */
    QUIZ_MAX_COUNT = 100,   /* questions at most */
    QUIZ_ASK_MAX = 8        /* questions one step may pose */
};

typedef struct QuizArgs {
    CliRunArgs run;
    long count;         /* questions wanted */
} QuizArgs;

/* One question of the handout and what the step after it did. */
typedef struct QuizItem {
    uint64_t step;      /* asked after this step */
    Question q;
    StepReport next;    /* the report of the step after */
} QuizItem;

static void quiz_usage(FILE *out)
{
    fputs("usage: mazelab quiz --algo ID --size WxH [--seed N] [--variant V]\n"
          "                    [--solver ID [--mud P] [--moves N]] [--start X,Y]\n"
          "                    [--goal X,Y] [--braid P] [--count K]\n"
          "\n"
          "Prints K questions about the next step of a generator's run (or, with\n"
          "--solver, of that solver on the finished maze) that the algorithm's state\n"
          "answers exactly: which cells the backtracker could carve into next, which\n"
          "cell BFS expands next, whether the wall Kruskal's picks next is removed.\n"
          "They are spread over the run, at its milestones (a walk reaching the maze,\n"
          "a join, a junction) when enough of those pose a question. Each comes with\n"
          "a picture of the maze at that step, columns numbered along the top and\n"
          "rows down the side; the answers, their reasons and the step that bears\n"
          "each out follow at the end: a handout and its key.\n"
          "\n"
          "  -a, --algo ID      generator ('mazelab list' shows them)\n"
          "  -s, --size WxH     cells, 1 to 100 each way\n"
          "  -r, --seed N       the same seed gives the same questions (default:\n"
          "                     random, reported on stderr)\n"
          "  -v, --variant V    the generator's option, when it has any\n"
          "      --solver ID    ask about this solver on the finished maze instead\n", out);
    fputs(cli_run_options_help, out);
    fputs("  -n, --count K      questions, 1 to 100 (default 5)\n", out);
}

/* Parses the options into a. Returns CLI_OK, or an exit status (a message
 * printed, or --help answered: *done set). */
static int quiz_read_options(int argc, char **argv, QuizArgs *a, bool *done)
{
    static const struct option opts[] = {
        CLI_RUN_LONG_OPTIONS,
        { "count", required_argument, NULL, 'n' },
        { "help", no_argument, NULL, 'h' },
        { 0, 0, 0, 0 },
    };
    int c, st;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:s:r:v:n:h", opts, NULL)) != -1) {
        if ((st = cli_run_option(c, optarg, QUIZ_MAX_SIDE, &a->run)) != CLI_RUN_OTHER) {
            if (st != CLI_OK)
                return st;
            continue;
        }
        switch (c) {
        case 'n':
            if (!args_parse_long(optarg, "--count", 1, QUIZ_MAX_COUNT, &a->count))
                return CLI_USAGE;
            break;
        case 'h': quiz_usage(stdout); *done = true; return CLI_OK;
        default: return args_bad_option("quiz", c, argv[optind - 1]);
        }
    }
    if (optind < argc)
        return args_bad_option("quiz", 0, argv[optind]);
    return CLI_OK;
}

/* ---- where to ask ---------------------------------------------------------- */

/* Walks run, watched, from its start to its end, and counts the places:
 * the positions that pose a question and (with milestones) either follow a
 * milestone step or come right before one, whose question the milestone
 * then answers. When steps is not NULL, the step of place targets[k] goes
 * to steps[k], for k < count (targets rising). Returns the places. */
static uint64_t quiz_places(Run *run, bool milestones, const uint64_t *targets, long count,
                            uint64_t *steps, Question *qs)
{
    StepReport r;
    uint64_t places = 0;
    long k = 0;
    run_set_report(run, &r);
    for (;;) {
        bool poses = run_questions(run, qs, QUIZ_ASK_MAX) > 0;
        bool at = step_is_milestone(run->algo->kinds, &r);
        uint64_t here = run->steps;
        bool more = run_step(run, 1) == 1;
        bool before = more && step_is_milestone(run->algo->kinds, &r);
        if (poses && (!milestones || at || before)) {
            if (steps && k < count && targets[k] == places)
                steps[k++] = here;
            places++;
        }
        if (!more)
            break;
    }
    run_set_report(run, NULL);
    return places;
}

/* The places to ask at, `count` of `total`: the middles of count equal
 * stretches, or every place when there are no more. Returns how many. */
static long quiz_targets(uint64_t total, long count, uint64_t *targets)
{
    long n = (uint64_t)count < total ? count : (long)total;
    for (long k = 0; k < n; k++)
        targets[k] = n == (long)total ? (uint64_t)k
                                      : ((uint64_t)(2 * k + 1) * total) / (2 * (uint64_t)count);
    return n;
}

/* ---- asking ---------------------------------------------------------------- */

static void quiz_print_question(const Run *run, const QuizItem *it, long k)
{
    char text[1024];
    printf("\nQuestion %ld, after step %llu (%s)\n\n", k + 1, (unsigned long long)it->step,
           run_phase(run));
    run_picture_print(stdout, run);
    question_prompt(&it->q, run_width(run), text, sizeof text, NULL);
    printf("\n%s\n", text);
}

/* Steps run, watched, to each item's step; asks there, prints the maze
 * and the question, and keeps the report of the step after. Returns
 * CLI_OK, or CLI_FAIL when the run stopped short (said why). */
static int quiz_ask(Run *run, QuizItem *items, long n, Question *qs)
{
    StepReport r;
    long *used = mem_calloc((size_t)run->algo->questions.count + 1, sizeof *used);
    int st = used ? CLI_OK : CLI_FAIL;
    run_set_report(run, &r);
    for (long k = 0; k < n && st == CLI_OK; k++) {
        QuizItem *it = &items[k];
        while (run->steps < it->step && run_step(run, 1) == 1)
            ;
        int posed = run->steps == it->step ? run_questions(run, qs, QUIZ_ASK_MAX) : 0;
        if (posed == 0) {
            st = CLI_FAIL;
            break;
        }
        it->q = qs[question_take_turn(qs, posed, run->algo->questions, used)];
        quiz_print_question(run, it, k);
        run_step(run, 1);
        it->next = r;
    }
    run_set_report(run, NULL);
    mem_free(used);
    if (st != CLI_OK)
        message_error("the run stopped at step %llu: %s", (unsigned long long)run->steps,
                      used ? maze_strerror(run_error(run)) : "out of memory");
    return st;
}

/* The answers, their reasons, and the step that bore each out. */
static int quiz_print_answers(const Run *run, const QuizItem *items, long n)
{
    char answer[2048], why[1024], step[1024];
    printf("\nAnswers\n\n");
    for (long k = 0; k < n; k++) {
        const QuizItem *it = &items[k];
        QuestionOutcome o = question_outcome(&it->q, run->algo->kinds, &it->next, NULL);
        if (o == QUESTION_CONTRADICTED) {
            message_error("%s: question %s contradicted by step %llu (a bug)", run->algo->id,
                          it->q.kind->id, (unsigned long long)it->step + 1);
            return CLI_FAIL;
        }
        question_answer_text(&it->q, run_width(run), answer, sizeof answer);
        question_why(&it->q, run_width(run), why, sizeof why);
        run_explain(run, &it->next, step, sizeof step, NULL);
        printf("%ld. %s%s%s\n   Step %llu: %s%s\n", k + 1, answer, why[0] ? ": " : "", why,
               (unsigned long long)it->step + 1, step,
               o == QUESTION_UNSHOWN ? " (so this step does not show it)" : "");
    }
    return CLI_OK;
}

/* ---- the command ---------------------------------------------------------- */

/* Finds the places to ask at (at and around milestones when enough pose a
 * question, else anywhere) into items[].step; returns how many, or -1
 * when the run could not be started again (said why). */
static long quiz_choose(CliRun *r, const CliRunArgs *a, long count, QuizItem *items, Question *qs)
{
    uint64_t *targets = mem_calloc((size_t)count, sizeof *targets);
    uint64_t *steps = mem_calloc((size_t)count, sizeof *steps);
    long n = -1;
    if (!targets || !steps) {
        message_error("out of memory");
        goto out;
    }
    bool milestones = true;
    uint64_t total = quiz_places(r->run, true, NULL, 0, NULL, qs);
    if (total < (uint64_t)count) {
        milestones = false;
        if (cli_run_restart(r, a) != CLI_OK)
            goto out;
        total = quiz_places(r->run, false, NULL, 0, NULL, qs);
    }
    if (cli_run_restart(r, a) != CLI_OK)
        goto out;
    n = quiz_targets(total, count, targets);
    quiz_places(r->run, milestones, targets, n, steps, qs);
    for (long k = 0; k < n; k++)
        items[k].step = steps[k];
    if (cli_run_restart(r, a) != CLI_OK)
        n = -1;
out:
    mem_free(targets);
    mem_free(steps);
    return n;
}

int cmd_quiz(int argc, char **argv)
{
    QuizArgs a = { .count = 5 };
    bool done = false;
    CliRun r;
    int st = quiz_read_options(argc, argv, &a, &done);
    if (st != CLI_OK || done || (st = cli_run_open(&r, &a.run, QUIZ_MAX_SIDE)) != CLI_OK)
        return st;
    Question *qs = mem_alloc(QUIZ_ASK_MAX * sizeof *qs);
    QuizItem *items = mem_calloc((size_t)a.count, sizeof *items);
    long n = qs && items ? quiz_choose(&r, &a.run, a.count, items, qs) : -1;
    if (n < 0) {
        if (!qs || !items)
            message_error("out of memory");
        st = CLI_FAIL;
    } else {
        cli_run_header(&r, &a.run, "quiz");
        printf(" --count %ld\n# Signs in the cells: %s\n", a.count, run_picture_legend(r.run));
        if (n == 0)
            printf("\nNo questions: this run poses none (it is done at once).\n");
        else if ((st = quiz_ask(r.run, items, n, qs)) == CLI_OK)
            st = quiz_print_answers(r.run, items, n);
    }
    mem_free(qs);
    mem_free(items);
    cli_run_close(&r);
    return st;
}
