/* maze_solver.c - the solver overlay of the maze board: starting, moving
 * and clearing the solver (pane 0's, and every compare pane's in a race),
 * and the shortest path of the finished maze. SDL-free. */
#include "boards/maze/maze_solver.h"

#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
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
    run_set_dirty(maze->solve, &maze->dirty);
    maze->solve_paused = false;
    maze->solve_finishing = false;
    maze->look_version++;
    maze_teach_begin(app);
    if (!bias_race_start(app) && maze->bias->panes > 1)
        return true;                    /* pane 0 alone; the status says why */
    app_status(app, "%s%s: from the entrance, top left", maze->bias->panes > 1 ? "Race: " : "",
               maze->solve->algo->name);
    return true;
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
