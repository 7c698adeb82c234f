/* maze_board.c - the maze board's state and actions: the generator run
 * (every compare pane in lock-step), the solver and the shortest path on
 * the finished maze, the overlays' switches, compare and measure, the
 * export switches, and the frame's step budget. SDL-free. */
#include "boards/maze/maze_board.h"

#include <stdio.h>
#include <stdlib.h>

#include "boards/maze/bias/bias.h"
#include "cli/cli.h"
#include "files/export.h"
#include "maze/mem.h"

enum {
    MAZE_BOARD_PROGRESS_SAMPLES = 256  /* cells maze_board_progress looks at: few pages to fault in */
};

/* ---- the solver overlay ------------------------------------------------- */

/* Drops the shortest-path overlay (recomputed while it is switched on). */
static void maze_board_clear_shortest(App *app)
{
    if (app->shortest)
        app->look_version++;
    mem_free(app->shortest);
    app->shortest = NULL;
    app->shortest_len = 0;
}
/* Removes the solver from the picture. The shortest path stays: it belongs
 * to the maze, and is shown beside the solver's trail for comparison. */
static void maze_board_solve_clear(App *app)
{
    if (app->solve)
        app->look_version++;
    solve_run_free(app->solve);
    app->solve = NULL;
    app->solve_debt = 0;
}
/* Starts the chosen solver at the entrance of the finished maze. */
static bool maze_board_solve_start(App *app)
{
    maze_board_solve_clear(app);
    app->solve_queued = false;
    MazeStatus st;
    app->solve = solve_run_new(solve_algos[app->set.solver], &app->run->grid, &st);
    if (!app->solve) {
        app_status(app, "Cannot start the solver: %s", maze_strerror(st));
        return false;
    }
    solve_set_dirty(app->solve, &app->dirty);
    app->solve_paused = false;
    app->look_version++;
    app_status(app, "%s: from the entrance, top left", app->solve->algo->name);
    return true;
}
/* Computes the shortest path (BFS) of the finished maze for the overlay. */
static void maze_board_shortest_compute(App *app)
{
    if (app->shortest || !gen_done(app->run))
        return;
    MazeStatus st = solve_shortest(&app->run->grid, &app->shortest, &app->shortest_len);
    if (st == MAZE_OK)
        app->look_version++;
    else if (st == MAZE_ERR_ARG)
        app_status(app, "No path from the entrance to the exit");
}
static void maze_board_solve_report(App *app)
{
    const SolveRun *r = app->solve;
    SolveVerdict v = solve_verdict(r);
    if (v == SOLVE_REACHED)
        app_status(app, "%s reached the exit: %llu moves, path %u cells", r->algo->name,
                   (unsigned long long)solve_raw_length(r), r->ctx.path_len);
    else if (v == SOLVE_LOOP)
        app_status(app, "%s is walking in a loop: it would never get out", r->algo->name);
    else
        app_status(app, "%s: %s", r->algo->name, solve_verdict_name(v));
}

/* ---- lifecycle ----------------------------------------------------------- */

/* Replaces the run with a fresh one for the current settings. Keeps the old
 * run (and says why) when the new one cannot be made. */
bool maze_board_restart(App *app)
{
    const GenAlgo *algo = app_algo(app);
    if (app->set.variant >= algo->variant_count)
        app->set.variant = 0;
    MazeStatus st;
    GenRun *run = gen_run_new(algo, app->set.variant, app->set.w, app->set.h, app->set.seed, &st);
    if (!run) {
        app_status(app, "Cannot make a %dx%d maze: %s", app->set.w, app->set.h, maze_strerror(st));
        return false;
    }
    maze_board_solve_clear(app);
    maze_board_clear_shortest(app);      /* a new maze: a new path */
    gen_run_free(app->run);
    app->run = run;
    bias_restart(app);
    app->solve_queued = app->set.solve_at_start;
    dirty_clear(&app->dirty);
    gen_set_dirty(run, &app->dirty);
    app->dirty.overflow = true;     /* the view starts from a full repaint */
    app->step_debt = 0;
    app->finishing = false;
    app->paused = false;
    app->generation++;
    app_status(app, "%s, %dx%d, seed %llu", algo->name, app->set.w, app->set.h,
               (unsigned long long)app->set.seed);
    return true;
}

bool maze_board_init(App *app)
{
    app->dirty.cells = malloc(APP_DIRTY_CAP * sizeof *app->dirty.cells);
    if (!app->dirty.cells) {
        app_status(app, "out of memory");
        return false;
    }
    app->dirty.cap = APP_DIRTY_CAP;
    app->bias = bias_new();
    if (!app->bias) {
        app_status(app, "out of memory");
        return false;
    }
    return maze_board_restart(app);
}

void maze_board_free(App *app)
{
    maze_board_solve_clear(app);
    maze_board_clear_shortest(app);
    bias_free(app->bias);
    app->bias = NULL;
    gen_run_free(app->run);
    app->run = NULL;
    free(app->dirty.cells);
    app->dirty.cells = NULL;
}

bool maze_board_settled(const App *app)
{
    return bias_done(app) && !bias_measuring(app) && !app->solve_queued && (!app->solve || solve_done(app->solve));
}

/* ---- actions ------------------------------------------------------------- */

static int maze_board_clamp(long v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int)v;
}


/* Starts measuring: the compare panes' algorithms, or every generator. */
static void maze_board_measure_begin(App *app)
{
    int algo[BIAS_MEASURE_MAX], variant[BIAS_MEASURE_MAX], count = 0;
    if (app->bias->panes > 1) {
        for (; count < app->bias->panes; count++)
            bias_pane_algo(app, count, &algo[count], &variant[count]);
    } else {
        for (size_t k = 0; k < gen_algo_count && count < BIAS_MEASURE_MAX; k++, count++) {
            algo[count] = (int)k;
            variant[count] = 0;
        }
    }
    if (bias_measure_start(&app->bias->measure, algo, variant, count, app->set.w, app->set.h, 1,
                           BIAS_MEASURE_RUNS))
        app_status(app, "Measuring %d mazes of %dx%d per algorithm...", BIAS_MEASURE_RUNS,
                   app->set.w, app->set.h);
    else
        app_status(app, "Cannot measure: %s", maze_strerror(app->bias->measure.error));
}

static void maze_board_toggle(App *app, bool *flag, const char *what)
{
    *flag = !*flag;
    app->look_version++;
    app_status(app, "%s %s%s", what, *flag ? "on" : "off",
               *flag && !bias_done(app) ? " (shown once the maze is done)" : "");
}

bool maze_board_do(App *app, AppActionKind kind, long arg)
{
    switch (kind) {
    case APP_GENERATE:
        maze_board_restart(app);
        break;
    case APP_NEW_SEED:
        app->set.seed = cli_random_seed();
        maze_board_restart(app);
        break;
    case APP_PAUSE_TOGGLE:
        app->paused = !app->paused;
        app_status(app, app->paused ? "Paused at step %llu" : "Running from step %llu",
                   (unsigned long long)app->run->steps);
        break;
    case APP_STEP:
        app->paused = true;
        app->finishing = false;
        if (bias_done(app))
            app_status(app, "The maze is finished; press G to generate again");
        else if (bias_step(app, 1) == 1)
            app_status(app, "Step %llu: %s", (unsigned long long)app->run->steps,
                       gen_phase(app->run));
        break;
    case APP_FINISH:
        app->finishing = !bias_done(app);
        app->paused = false;
        break;
    case APP_SELECT_ALGO:
        if (arg >= 0 && (size_t)arg < gen_algo_count && arg != app->set.algo) {
            app->set.algo = (int)arg;
            app->set.variant = 0;
            maze_board_restart(app);
        }
        break;
    case APP_SELECT_VARIANT:
        if (arg >= 0 && arg < app_algo(app)->variant_count && arg != app->set.variant) {
            app->set.variant = (int)arg;
            maze_board_restart(app);
        }
        break;
    case APP_SET_WIDTH:
    case APP_SET_HEIGHT: {
        int *side = kind == APP_SET_WIDTH ? &app->set.w : &app->set.h;
        int v = maze_board_clamp(arg, APP_MIN_SIDE, kind == APP_SET_WIDTH ? APP_PANEL_MAX_W : APP_PANEL_MAX_H);
        if (v != *side) {
            *side = v;
            maze_board_restart(app);
        }
        break;
    }
    case APP_SIZE_PRESET:
        if (arg >= 0 && arg < app_size_preset_count) {
            app->set.w = app_size_presets[arg].w;
            app->set.h = app_size_presets[arg].h;
            maze_board_restart(app);
        }
        break;
    case APP_SOLVE_RUN:
        if (!gen_done(app->run)) {
            app->solve_queued = true;
            app->finishing = true;
            app->paused = false;
        } else if (!app->solve || solve_done(app->solve)) {
            maze_board_solve_start(app);
        } else {
            app->solve_paused = !app->solve_paused;
        }
        break;
    case APP_SOLVE_STEP:
        if (!gen_done(app->run)) {
            app_status(app, "The maze is not finished yet: press F to finish it");
            break;
        }
        if (!app->solve || solve_done(app->solve)) {
            if (!maze_board_solve_start(app))
                break;
        }
        app->solve_paused = true;
        if (solve_step(app->solve, 1) == 1 && !solve_done(app->solve))
            app_status(app, "Solver move %llu", (unsigned long long)app->solve->steps);
        if (solve_done(app->solve))
            maze_board_solve_report(app);
        break;
    case APP_SOLVE_CLEAR:
        app->solve_queued = false;
        maze_board_solve_clear(app);
        break;
    case APP_SELECT_SOLVER:
        if (arg >= 0 && (size_t)arg < solve_algo_count && arg != app->set.solver) {
            app->set.solver = (int)arg;
            bool was = app->solve != NULL;
            maze_board_solve_clear(app);
            if (was)
                maze_board_solve_start(app);
        }
        break;
    case APP_SHORTEST_TOGGLE:
        app->set.show_shortest = !app->set.show_shortest;
        if (!app->set.show_shortest)
            maze_board_clear_shortest(app);
        break;
    case APP_EXPORT_PANEL:
        app->export_open = !app->export_open;
        if (app->export_open)
            app->set.panel_tab = PANEL_TAB_MAZE;    /* where Export is */
        break;
    case APP_EXPORT:
        app_export(app, (AppExportKind)arg);
        break;
    case APP_EXPORT_PX:
        app->set.export_px = maze_board_clamp(arg, APP_EXPORT_MIN_PX, APP_EXPORT_MAX_PX);
        break;
    case APP_HEAT_TOGGLE:
        maze_board_toggle(app, &app->set.show_heat, "Distance heat map");
        break;
    case APP_DEAD_ENDS_TOGGLE:
        maze_board_toggle(app, &app->set.show_dead_ends, "Dead ends");
        break;
    case APP_COMPARE_CYCLE:
        maze_board_do(app, APP_COMPARE_SET, app->set.panes == 1 ? 2 : app->set.panes == 2 ? 4 : 1);
        break;
    case APP_COMPARE_SET:
        if ((arg == 1 || arg == 2 || arg == 4) && arg != app->set.panes) {
            app->set.panes = (int)arg;
            maze_board_restart(app);
        }
        break;
    case APP_PANE_NEXT:
        if (arg == 0) {
            maze_board_do(app, APP_SELECT_ALGO, (app->set.algo + 1) % (long)gen_algo_count);
        } else if (arg > 0 && arg < app->bias->panes) {
            app->set.pane_algo[arg] = (app->set.pane_algo[arg] + 1) % (int)gen_algo_count;
            app->set.pane_variant[arg] = 0;
            maze_board_restart(app);
        }
        break;
    case APP_MEASURE:
        if (app->bias->measure.phase == MEASURE_RUNNING) {
            bias_measure_free(&app->bias->measure);
            app_status(app, "Measuring stopped");
        } else {
            maze_board_measure_begin(app);
        }
        break;
    default:
        return false;
    }
    return true;
}

/* ---- the frame's work ---------------------------------------------------- */

static size_t maze_board_gen_step(void *app, size_t n) { return bias_step(app, n); }
static size_t maze_board_solve_step(void *run, size_t n) { return solve_step(run, n); }

/* The generator (every compare pane in lock-step), then the solver. */
static uint64_t maze_board_advance_runs(App *app, double dt, double budget_ms)
{
    GenRun *run = app->run;
    uint64_t did = 0;
    if (!app->paused && !bias_done(app)) {
        double sps = app->finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        uint64_t limit = UINT64_MAX;
        if (app->set.shot_after_steps > 0 && run->steps < (uint64_t)app->set.shot_after_steps)
            limit = (uint64_t)app->set.shot_after_steps - run->steps;
        did = app_run_for(app, maze_board_gen_step, sps, dt, &app->step_debt, limit, budget_ms);
        if (app->set.shot_after_steps > 0 && run->steps == (uint64_t)app->set.shot_after_steps) {
            app->paused = true;     /* hold still for the picture */
            app_status(app, "Paused at step %llu: %s", (unsigned long long)run->steps, gen_phase(run));
        }
        if (bias_done(app)) {
            app->finishing = false;
            app_status(app, "Done: %s, %dx%d, seed %llu, %llu steps", app_algo(app)->name,
                       app->set.w, app->set.h, (unsigned long long)app->set.seed,
                       (unsigned long long)run->steps);
        }
    }
    if (!gen_done(run))
        return did;
    if (app->set.show_shortest)
        maze_board_shortest_compute(app);
    if (app->solve_queued)
        maze_board_solve_start(app);
    if (app->solve && !app->solve_paused && !solve_done(app->solve)) {
        did += app_run_for(app->solve, maze_board_solve_step, app_speed_steps_per_sec(app->set.speed), dt,
                           &app->solve_debt, UINT64_MAX, budget_ms);
        if (solve_done(app->solve))
            maze_board_solve_report(app);
    }
    return did;
}

uint64_t maze_board_advance(App *app, double dt, double budget_ms)
{
    uint64_t did = maze_board_advance_runs(app, dt, budget_ms);
    bias_update(app, cli_now_ms());
    return did;
}

double maze_board_progress(const App *app)
{
    const Grid *g = &app->run->grid;
    if (gen_done(app->run))
        return 1.0;
    /* Evenly spaced cells, not all: a pass over a big grid would cost
     * milliseconds every frame. */
    uint32_t samples = g->n < MAZE_BOARD_PROGRESS_SAMPLES ? g->n : MAZE_BOARD_PROGRESS_SAMPLES;
    uint32_t done = 0;
    for (uint32_t k = 0; k < samples; k++)
        done += g->mark[(uint64_t)k * g->n / samples] == MARK_DONE;
    return (double)done / samples;
}
