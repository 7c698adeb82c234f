/* solve_table.c - the solver table, in the order the panel and `mazelab
 * list` show it (the first is the default). To add a solver:
 *   1. write src/solve/NAME.c: a state struct (first field a named phase
 *      enum), its events with their sentences (its junctions marked as
 *      milestones, step.h), its overlays, its questions (question.h), and
 *      `const SolveAlgo solve_NAME` (see algo.h and any solver here);
 *   2. add SOLVE(NAME) below;
 *   3. run the tests: every property test loops over this table.
 * Linked into each program apart from the library, like gen_table.c. */
#include "maze/solve.h"

#define SOLVE_TABLE(SOLVE)      \
    SOLVE(wall_right)           \
    SOLVE(wall_left)            \
    SOLVE(pledge)               \
    SOLVE(tremaux)              \
    SOLVE(random_mouse)         \
    SOLVE(dead_end_filling)     \
    SOLVE(dfs)                  \
    SOLVE(bfs)                  \
    SOLVE(greedy)               \
    SOLVE(astar)                \
    SOLVE(dijkstra)

#ifdef MAZELAB_EXTRA_ALGOS
#include "extra_algos.h"        /* a test build's SOLVE_EXTRA(SOLVE) */
#else
#define SOLVE_EXTRA(SOLVE)
#endif

#define SOLVE_DECLARE(name) extern const SolveAlgo solve_##name;
#define SOLVE_ENTRY(name) &solve_##name,

SOLVE_TABLE(SOLVE_DECLARE)
SOLVE_EXTRA(SOLVE_DECLARE)

const SolveAlgo *const solve_algos[] = { SOLVE_TABLE(SOLVE_ENTRY) SOLVE_EXTRA(SOLVE_ENTRY) };
const size_t solve_algo_count = sizeof solve_algos / sizeof solve_algos[0];
