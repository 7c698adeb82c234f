/* gen_question.h - what the generators' questions (question.h) share: the
 * neighbours a step chooses among, added to a question's answer. Private
 * to src/gen/. */
#ifndef MAZE_GEN_QUESTION_H
#define MAZE_GEN_QUESTION_H

#include "gen_list.h"
#include "maze/question.h"

/* Adds to q's answer the neighbours of cell i whose mark is m (match true)
 * or is not m (match false), as gen_neighbors_where finds them; returns
 * how many. */
static inline uint32_t gen_ask_neighbors(Question *q, const Grid *g, uint32_t i, bool match, Mark m)
{
    Dir d[GRID_MAX_SIDES];
    uint32_t k = gen_neighbors_where(g, i, i % (uint32_t)g->w, match, m, d);
    for (uint32_t t = 0; t < k; t++)
        question_add_cell(q, gen_step_to(g, i, d[t]));
    return k;
}

/* "Which cells could it carve into next from cell i?": its unvisited
 * (blank) neighbours, the choices of a carving walk (the backtracker's,
 * hunt and kill's), told in the fact "choices" with GEN_ASK_CARVE_WHY.
 * False when there are none (the walk is stuck). */
static inline bool gen_ask_carve(Question *q, const Grid *g, uint32_t i)
{
    q->about.cell = i;
    uint32_t k = gen_ask_neighbors(q, g, i, true, MARK_BLANK);
    step_fact(&q->about, "choices", k);
    return k > 0;
}

#define GEN_ASK_CARVE_WHY                                                                           \
    "{?choices>1:its {choices} unvisited neighbours: it picks one at random}"                   \
    "{?choices=1:its only unvisited neighbour}"

/* "Which cells could the walk at cell i move to next?": every neighbour
 * inside the grid, each as likely (a random walk's choices), their number
 * in the fact "choices". */
static inline bool gen_ask_walk(Question *q, const Grid *g, uint32_t i)
{
    uint32_t k = 0, nb[GRID_MAX_SIDES];
    const int sides = grid_neighbors(g, i, nb);
    for (int d = 0; d < sides; d++) {
        if (nb[d] != GRID_NONE) {
            question_add_cell(q, nb[d]);
            k++;
        }
    }
    q->about.cell = i;
    step_fact(&q->about, "choices", k);
    return true;
}

#endif
