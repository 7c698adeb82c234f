/* maze_solver.c - the solver overlay of the maze board: starting, moving
 * and clearing the solver (pane 0's, and every compare pane's in a race),
 * and the shortest path of the finished maze. SDL-free. */
#include "boards/maze/maze_solver.h"

#include <string.h>

#include "boards/maze/bias/bias.h"
#include "maze/clock.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_shape.h"
#include "boards/maze/maze_teach.h"
#include "maze/mem.h"

/* Drops the shortest-path overlay (recomputed while it is switched on). */
void maze_solver_clear_shortest(App *app)
{
    MazeState *maze = maze_of(app);
    if (maze->shortest)
        maze->look_version++;
    mem_free(maze->shortest);
    maze->shortest = NULL;
    maze->shortest_len = 0;
}
/* Removes the solver from the picture. The shortest path stays: it belongs
 * to the maze, and is shown beside the solver's trail for comparison. */
void maze_solver_clear(App *app)
{
    MazeState *maze = maze_of(app);
    if (maze->solve)
        maze->look_version++;
    maze_teach_forget(app, false);
    bias_race_clear(app);               /* before pane 0's: a race is over */
    run_free(maze->solve);
    maze->solve = NULL;
    maze->solve_debt = 0;
}
/* True when no solver runs: none started, or every compare pane's is done. */
bool maze_solver_over(const App *app)
{
    return !maze_of(app)->solve || bias_race_done(app);
}
/* Moves pane 0's solver and every racing pane's by at most n (lock-step). */
size_t maze_solver_moves(App *app, size_t n)
{
    size_t did = maze_teach_solve_step(app, n), race = bias_race_step(app, n);
    return did > race ? did : race;
}
/* Starts the chosen solver at the entrance of the finished maze (of every
 * compare pane: a race). */
bool maze_solver_start(App *app)
{
    MazeState *maze = maze_of(app);
    maze_solver_clear(app);
    maze->solve_queued = false;
    MazeStatus st;
    const SolveAlgo *algo = solve_algos[maze_set(app)->solver];
    char why[MAZE_SHAPE_WHY_MAX];
    if (maze_shape_refuses(algo, &maze->run->grid, why, sizeof why)) {
        app_status(app, "Cannot start the solver: %s", why);   /* said before the library refuses */
        return false;
    }
    maze->solve = solve_run_new(algo, &maze->run->grid, &st);
    if (!maze->solve) {
        app_status(app, "Cannot start the solver: %s", maze_strerror(st));
        return false;
    }
    /* the mud painted (only the solvers that weigh read it), and the
     * random mouse's choices from the maze's seed: the same walk again */
    solve_set_costs(maze->solve, maze_edit_cost(app));
    solve_set_seed(maze->solve, maze->seed);
    run_set_dirty(maze->solve, &maze->dirty);
    maze->solve_paused = false;
    maze->solve_finishing = false;
    maze->look_version++;
    maze_teach_begin(app);
    if (!bias_race_start(app) && maze->bias->panes > 1)
        return true;                    /* pane 0 alone; the status says why */
    const Grid *g = &maze->run->grid;
    uint32_t w = (uint32_t)g->w;
    if (grid_ends_default(g))
        app_status(app, "%s%s: from the entrance, top left", maze->bias->panes > 1 ? "Race: " : "",
                    maze->solve->algo->name);
    else
        app_status(app, "%s%s: from (%u,%u) to (%u,%u)", maze->bias->panes > 1 ? "Race: " : "",
                    maze->solve->algo->name, g->ends.start % w, g->ends.start / w, g->ends.goal % w,
                    g->ends.goal / w);
    return true;
}

void maze_solver_finish_within(App *app, double ms)
{
    double t0 = clock_now_ms();
    while (!maze_solver_over(app) && clock_now_ms() - t0 < ms)
        if (maze_solver_moves(app, MAZE_SOLVER_CHUNK) == 0)
            break;
    if (maze_solver_over(app))
        bias_race_report(app);
}

void maze_solver_refresh(App *app)
{
    MazeState *maze = maze_of(app);
    bias_forget(app);
    maze_solver_clear_shortest(app);
    if (!maze->solve || !maze_solver_start(app))
        return;
    maze->solve_finishing = true;
    maze_solver_finish_within(app, MAZE_SOLVER_AGAIN_MS);
}
/* Computes the shortest path (BFS) of the finished maze for the overlay. */
void maze_solver_shortest(App *app)
{
    MazeState *maze = maze_of(app);
    if (maze->shortest || !run_done(maze->run))
        return;
    if (bias_pane_big(app, 0)) {    /* from the worker's analysis, once done */
        const BiasPane *p = &maze->bias->pane[0];
        if (p->path && (maze->shortest = mem_alloc(p->path_len * sizeof *p->path))) {
            memcpy(maze->shortest, p->path, p->path_len * sizeof *p->path);
            maze->shortest_len = p->path_len;
            maze->look_version++;
        }
        return;
    }
    MazeStatus st = solve_shortest(&maze->run->grid, &maze->shortest, &maze->shortest_len);
    if (st == MAZE_OK)
        maze->look_version++;
    else if (st == MAZE_ERR_ARG)
        app_status(app, "No path from the entrance to the exit");
}
