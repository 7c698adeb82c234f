/* bench_render_edit.c - `mazelab bench --render`'s case (l): what a frame
 * costs when a teacher clicks walls of the panel's largest maze while a
 * solver shows its path, on the window's code path (the edit actions the
 * grip posts, the re-solve they start, app_advance, app_view_frame). */
#include "bench/bench_render_edit.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "bench/bench_frames.h"
#include "bench/bench_render_teach.h"
#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_state.h"
#include "maze/message.h"
#include "maze/solve.h"
#include "model/app_life.h"

enum { BENCH_EDIT_FRAMES = 120 };   /* two seconds of clicks, one a frame */

/* Posts one stroke that toggles the east side of cell, as a click does. */
static void bench_edit_toggle(App *app, uint32_t cell)
{
    const Grid *g = &maze_of(app)->run->grid;
    bool open = !grid_is_open(g, cell, DIR_E);
    AppAction a[] = {
        { .board = APP_BOARD_MAZE, .kind = MAZE_EDIT_BEGIN, .arg = 0 },
        { .board = APP_BOARD_MAZE, .kind = MAZE_EDIT_WALL, .arg = (long)cell,
          .value = (uint64_t)DIR_E | (open ? MAZE_EDIT_OPEN : 0) },
        { .board = APP_BOARD_MAZE, .kind = MAZE_EDIT_END },
    };
    for (size_t k = 0; k < sizeof a / sizeof a[0]; k++)
        app_do_action(app, &a[k]);
}

bool bench_edit_case(SDL_Renderer *r, TextCache *tc, double *ms, int cap)
{
    App app;
    AppView view;
    if (!bench_teach_open(&app, &view, r, tc, "backtracker"))
        return false;
    app_do(&app, APP_BOARD_MAZE, MAZE_SELECT_SOLVER, solve_index(solve_find("bfs")));
    app_do(&app, APP_BOARD_MAZE, MAZE_SOLVE_RUN, 0);
    app_do(&app, APP_BOARD_MAZE, BOARD_FINISH, 0);
    BenchFrames b = { 0 };
    for (int k = 0; k < 10000 && !maze_solver_over(&app); k++)    /* untimed: the first solve */
        bench_frame(&app, &view, r, BENCH_NO_ACTION, 0, &b);
    const Run *solve = maze_of(&app)->solve;
    if (!solve || !run_done(solve) || strcmp(solve->algo->id, "bfs") != 0) {
        message_error("bench --render (l): BFS did not solve the maze: %s", app.status);
        app_view_free(&view);
        app_free(&app);
        return false;
    }
    b = (BenchFrames){ 0 };
    const Grid *g = &maze_of(&app)->run->grid;
    int n = BENCH_EDIT_FRAMES < cap ? BENCH_EDIT_FRAMES : cap, late = 0;
    for (int k = 0; k < n; k++) {
        /* Cells spread over the maze (a prime stride), none on the east edge. */
        uint32_t x = (uint32_t)(k * 7919) % (uint32_t)(g->w - 1), y = (uint32_t)(k * 104729) % (uint32_t)g->h;
        double t0 = bench_ms();
        bench_edit_toggle(&app, y * (uint32_t)g->w + x);
        double edit = bench_ms() - t0;
        ms[k] = edit + bench_frame(&app, &view, r, BENCH_NO_ACTION, 0, &b);
        if (edit > b.advance_max_ms)
            b.advance_max_ms = edit;
        late += !maze_solver_over(&app);
    }
    b.steps = (uint64_t)n;
    bench_stats(ms, n, &b);
    b.done = true;
    snprintf(b.note, sizeof b.note, "%d edits, one a frame; %d of them left the re-solve for later frames", n, late);
    char what[128];
    snprintf(what, sizeof what, "(l) backtracker %dx%d wall clicks, BFS re-solved", BENCH_TEACH_W, BENCH_TEACH_H);
    bench_print(what, &b);
    app_view_free(&view);
    app_free(&app);
    return true;
}
