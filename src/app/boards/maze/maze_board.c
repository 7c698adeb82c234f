/* maze_board.c - the maze board's state and actions: the generator run
 * (every compare pane in lock-step), the solver's controls (the solver
 * itself: maze_solver.c), the overlays' switches, compare and measure, the
 * export switches, and the frame's step budget. SDL-free. */
#include "boards/maze/maze_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_teach.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "files/export.h"
#include "maze/mem.h"

enum {
    MAZE_BOARD_PROGRESS_SAMPLES = 256  /* cells maze_board_progress looks at: few pages to fault in */
};

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
    maze_solver_clear(app);
    maze_solver_clear_shortest(app);      /* a new maze: a new path */
    maze_teach_forget(app, true);
    run_free(app->maze.run);
    app->maze.run = run;
    bias_restart(app);
    maze_teach_begin(app);
    app->maze.solve_queued = app->set.solve_at_start;
    dirty_clear(&app->maze.dirty);
    run_set_dirty(run, &app->maze.dirty);
    app->maze.dirty.overflow = true;     /* the view starts from a full repaint */
    app->maze.step_debt = 0;
    app->maze.finishing = false;
    app->maze.paused = false;
    app->maze.generation++;
    app_status(app, "%s, %dx%d, seed %llu", algo->name, app->set.w, app->set.h,
               (unsigned long long)app->set.seed);
    return true;
}

bool maze_board_init(App *app)
{
    app->maze.dirty.cells = malloc(APP_DIRTY_CAP * sizeof *app->maze.dirty.cells);
    if (!app->maze.dirty.cells) {
        app_status(app, "out of memory");
        return false;
    }
    app->maze.dirty.cap = APP_DIRTY_CAP;
    app->maze.bias = bias_new();
    if (!app->maze.bias) {
        app_status(app, "out of memory");
        return false;
    }
    return maze_board_restart(app);
}

void maze_board_free(App *app)
{
    maze_record_free(app);
    maze_solver_clear(app);
    maze_teach_free(app);
    maze_solver_clear_shortest(app);
    bias_free(app->maze.bias);
    app->maze.bias = NULL;
    run_free(app->maze.run);
    app->maze.run = NULL;
    free(app->maze.dirty.cells);
    app->maze.dirty.cells = NULL;
}

bool maze_board_settled(const App *app)
{
    /* A recording's writer thread finishes the file on its own time, and
     * only a frame publishes it: the loop must not rest until then; nor
     * while a worker analyses the maze (a frame takes its results). */
    return !maze_record_active(app) && bias_done(app) && !bias_measuring(app) &&
           !bias_analysing(app, NULL) && !app->maze.solve_queued &&
           maze_solver_over(app);
}

/* ---- actions ------------------------------------------------------------- */

static int maze_board_clamp(long v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int)v;
}


/* Starts measuring: the compare panes' algorithms, or every generator. */
static void maze_board_measure_begin(App *app)
{
    if ((long)app->set.w * app->set.h > BIAS_MEASURE_MAX_CELLS) {
        app_status(app, "Measuring in the window stops at %d cells a maze; for %dx%d: mazelab stats --size %dx%d",
                   BIAS_MEASURE_MAX_CELLS, app->set.w, app->set.h, app->set.w, app->set.h);
        return;
    }
    int algo[BIAS_MEASURE_MAX], variant[BIAS_MEASURE_MAX], count = 0;
    if (app->maze.bias->panes > 1) {
        for (; count < app->maze.bias->panes; count++)
            bias_pane_algo(app, count, &algo[count], &variant[count]);
    } else {
        for (size_t k = 0; k < gen_algo_count && count < BIAS_MEASURE_MAX; k++, count++) {
            algo[count] = (int)k;
            variant[count] = 0;
        }
    }
    if (bias_measure_start(&app->maze.bias->measure, algo, variant, count, app->set.w, app->set.h, 1,
                           BIAS_MEASURE_RUNS))
        app_status(app, "Measuring %d mazes of %dx%d per algorithm...", BIAS_MEASURE_RUNS,
                   app->set.w, app->set.h);
    else
        app_status(app, "Cannot measure: %s", maze_strerror(app->maze.bias->measure.error));
}

static void maze_board_toggle(App *app, bool *flag, const char *what)
{
    *flag = !*flag;
    app->maze.look_version++;
    app_status(app, "%s %s%s", what, *flag ? "on" : "off",
               *flag && !bias_done(app) ? " (shown once the maze is done)" : "");
}

/* Switches the heat map (heat) or the dead ends on or off. They fill the
 * same passages with colours that cannot stand 3:1 side by side
 * (maze/palette.h), so switching one on switches the other off. */
static void maze_board_fill_toggle(App *app, bool heat)
{
    bool *flag = heat ? &app->set.show_heat : &app->set.show_dead_ends;
    bool *other = heat ? &app->set.show_dead_ends : &app->set.show_heat;
    maze_board_toggle(app, flag, heat ? "Distance heat map" : "Dead ends");
    if (*flag && *other) {
        *other = false;
        app_status(app, "%s on, %s off (one at a time)", heat ? "Distance heat map" : "Dead ends",
                   heat ? "dead ends" : "distance heat map");
    }
}

static void maze_board_do(App *app, int kind, long arg);

/* Whether the solver is what moves: it has started on the finished maze
 * and not ended. The run controls (Space, N, F) then act on it. */
static bool maze_board_solver_moving(const App *app)
{
    return !maze_solver_over(app) && run_done(app->maze.run);
}

/* The run controls applied to the solver. */
static void maze_board_solver_control(App *app, int kind)
{
    MazeState *m = &app->maze;
    switch (kind) {
    case BOARD_PAUSE_TOGGLE:
        m->solve_paused = !m->solve_paused;
        m->solve_finishing = false;
        app_status(app, m->solve_paused ? "Solver paused at move %llu" : "Solver running from move %llu",
                   (unsigned long long)bias_race_moves(app));
        break;
    case BOARD_STEP:
        maze_board_do(app, MAZE_SOLVE_STEP, 0);
        break;
    case BOARD_FINISH:
        m->solve_paused = false;
        m->solve_finishing = true;
        app_status(app, "Solver: finishing the search");
        break;
    default:
        break;
    }
}

/* Does one of the board's controls or own kinds. */
static void maze_board_do(App *app, int kind, long arg)
{
    if ((kind == BOARD_PAUSE_TOGGLE || kind == BOARD_STEP || kind == BOARD_FINISH) &&
        maze_board_solver_moving(app)) {
        maze_board_solver_control(app, kind);
        return;
    }
    switch (kind) {
    case BOARD_STEP_BACK:
    case BOARD_TO_START:
    case BOARD_TO_END:
    case BOARD_SEEK:
        if (maze_record_active(app)) {         /* its frames follow the steps forward */
            app_status(app, "Recording: stop it (V) to go back in time");
            break;
        }
        if (bias_race_run(app, 1)) {            /* the timeline is pane 0's alone */
            bias_race_clear(app);
            app->maze.look_version++;
        }
        maze_teach_control(app, kind, arg);
        if (!run_done(app->maze.run)) {         /* the maze is not finished there: */
            maze_solver_clear_shortest(app);     /* no path, heat map or statistics */
            bias_restart(app);
            app->maze.look_version++;
        }
        break;
    case BOARD_RESTART:
        maze_board_restart(app);
        break;
    case BOARD_NEW_SEED:
        app->set.seed = clock_random_seed();
        maze_board_restart(app);
        break;
    case BOARD_PAUSE_TOGGLE:
        app->maze.paused = !app->maze.paused;
        app_status(app, app->maze.paused ? "Paused at step %llu" : "Running from step %llu",
                   (unsigned long long)app->maze.run->steps);
        break;
    case BOARD_STEP:
        app->maze.paused = true;
        app->maze.finishing = false;
        if (bias_done(app))
            app_status(app, "The maze is finished; press G to generate again");
        else if (maze_teach_gen_step(app, 1) == 1)
            app_status(app, "Step %llu: %s", (unsigned long long)app->maze.run->steps,
                       run_phase(app->maze.run));
        break;
    case BOARD_FINISH:
        app->maze.finishing = !bias_done(app);
        app->maze.paused = false;
        break;
    case MAZE_SELECT_ALGO:
        if (arg >= 0 && (size_t)arg < gen_algo_count && arg != app->set.algo) {
            app->set.algo = (int)arg;
            app->set.variant = 0;
            maze_board_restart(app);
        }
        break;
    case MAZE_SELECT_VARIANT:
        if (arg >= 0 && arg < app_algo(app)->variant_count && arg != app->set.variant) {
            app->set.variant = (int)arg;
            maze_board_restart(app);
        }
        break;
    case MAZE_SET_WIDTH:
    case MAZE_SET_HEIGHT: {
        int *side = kind == MAZE_SET_WIDTH ? &app->set.w : &app->set.h;
        int v = maze_board_clamp(arg, APP_MIN_SIDE, kind == MAZE_SET_WIDTH ? APP_PANEL_MAX_W : APP_PANEL_MAX_H);
        if (v != *side) {
            *side = v;
            maze_board_restart(app);
        }
        break;
    }
    case MAZE_SIZE_PRESET:
        if (arg >= 0 && arg < app_size_preset_count) {
            app->set.w = app_size_presets[arg].w;
            app->set.h = app_size_presets[arg].h;
            maze_board_restart(app);
        }
        break;
    case MAZE_SOLVE_RUN:
        if (!bias_done(app)) {      /* every compare pane's maze: a race */
            app->maze.solve_queued = true;
            app->maze.finishing = true;
            app->maze.paused = false;
            app_status(app, "Finishing the maze first (step %llu); the solver starts once it is done",
                       (unsigned long long)app->maze.run->steps);
        } else if (maze_solver_over(app)) {
            maze_solver_start(app);
        } else {
            maze_board_solver_control(app, BOARD_PAUSE_TOGGLE);
        }
        break;
    case MAZE_SOLVE_STEP:
        if (!bias_done(app)) {
            app_status(app, "The maze is not finished yet: press F to finish it");
            break;
        }
        if (maze_solver_over(app)) {
            if (!maze_solver_start(app))
                break;
        }
        app->maze.solve_paused = true;
        if (maze_solver_moves(app, 1) == 1 && !maze_solver_over(app))
            app_status(app, "Solver move %llu", (unsigned long long)bias_race_moves(app));
        if (maze_solver_over(app))
            bias_race_report(app);
        break;
    case MAZE_SOLVE_CLEAR:
        app->maze.solve_queued = false;
        maze_solver_clear(app);
        app_status(app, "Solver cleared");
        break;
    case MAZE_SELECT_SOLVER:
        if (arg >= 0 && (size_t)arg < solve_algo_count && arg != app->set.solver) {
            app->set.solver = (int)arg;
            bool was = app->maze.solve != NULL;
            maze_solver_clear(app);
            if (was)
                maze_solver_start(app);
        }
        break;
    case MAZE_SHORTEST_TOGGLE:
        maze_board_toggle(app, &app->set.show_shortest, "Shortest path (BFS)");
        if (!app->set.show_shortest)
            maze_solver_clear_shortest(app);
        break;
    case BOARD_ESCAPE:
        if (app->maze.export_open)
            app->maze.export_open = false;
        else
            app_status(app, "Esc closes the help and Export; quit with Ctrl+Q or the window's close button");
        break;
    case MAZE_EXPORT_PANEL:
        app->maze.export_open = !app->maze.export_open;
        if (app->maze.export_open)
            app->set.panel_tab = PANEL_TAB_MAZE;    /* where Export is */
        break;
    case MAZE_EXPORT:
        app_export(app, (AppExportKind)arg);
        break;
    case MAZE_EXPORT_CANCEL:
        app_export_cancel(app);
        break;
    case MAZE_EXPORT_PX:
        app->set.export_px = maze_board_clamp(arg, APP_EXPORT_MIN_PX, APP_EXPORT_MAX_PX);
        break;
    case MAZE_HEAT_TOGGLE:
    case MAZE_DEAD_ENDS_TOGGLE:
        maze_board_fill_toggle(app, kind == MAZE_HEAT_TOGGLE);
        break;
    case MAZE_COMPARE_CYCLE:
        maze_board_do(app, MAZE_COMPARE_SET, app->set.panes == 1 ? 2 : app->set.panes == 2 ? 4 : 1);
        break;
    case MAZE_COMPARE_SET:
        if ((arg == 1 || arg == 2 || arg == 4) && arg != app->set.panes) {
            app->set.panes = (int)arg;
            maze_board_restart(app);
        }
        break;
    case MAZE_PANE_NEXT:
        if (arg == 0) {
            maze_board_do(app, MAZE_SELECT_ALGO, (app->set.algo + 1) % (long)gen_algo_count);
        } else if (arg > 0 && arg < app->maze.bias->panes) {
            app->set.pane_algo[arg] = (app->set.pane_algo[arg] + 1) % (int)gen_algo_count;
            app->set.pane_variant[arg] = 0;
            maze_board_restart(app);
        }
        break;
    case MAZE_RECORD:
        maze_record_toggle(app, maze_board_restart);
        break;
    case MAZE_MEASURE:
        if (app->maze.bias->measure.phase == MEASURE_RUNNING) {
            bias_measure_free(&app->maze.bias->measure);
            app_status(app, "Measuring stopped");
        } else {
            maze_board_measure_begin(app);
        }
        break;
    default:
        break;
    }
}

void maze_board_act(App *app, const AppAction *a)
{
    switch (a->kind) {
    case BOARD_SET_SEED:
        app->set.seed = a->value;
        maze_board_restart(app);
        break;
    case BOARD_SHOW_TAB:
        if (a->arg == PANEL_TAB_MAZE || a->arg == PANEL_TAB_BIAS)
            app->set.panel_tab = (int)a->arg;
        break;
    default:
        maze_board_do(app, a->kind, a->arg);
        break;
    }
    maze_record_poll(app, true);    /* a step, or a new run, may end a frame */
}

/* ---- the frame's work ---------------------------------------------------- */

/* Both stop at a recording's next frame and take it (maze_record.h). */
static size_t maze_board_gen_step(void *app, size_t n)
{
    size_t did = maze_teach_gen_step(app, maze_record_clip(app, n, false));
    maze_record_poll(app, false);
    return did;
}
static size_t maze_board_solve_step(void *app, size_t n)
{
    size_t did = maze_solver_moves(app, maze_record_clip(app, n, true));
    maze_record_poll(app, false);
    return did;
}

/* The generator (every compare pane in lock-step), then the solver. */
static uint64_t maze_board_advance_runs(App *app, double dt, double budget_ms)
{
    GenRun *run = app->maze.run;
    uint64_t did = 0;
    if (!app->maze.paused && !bias_done(app)) {
        double sps = app->maze.finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        uint64_t limit = UINT64_MAX;
        if (app->set.shot_after_steps > 0 && run->steps < (uint64_t)app->set.shot_after_steps)
            limit = (uint64_t)app->set.shot_after_steps - run->steps;
        did = app_run_for(app, maze_board_gen_step, sps, dt, &app->maze.step_debt, limit, budget_ms);
        if (app->set.shot_after_steps > 0 && run->steps == (uint64_t)app->set.shot_after_steps) {
            app->maze.paused = true;     /* hold still for the picture */
            app_status(app, "Paused at step %llu: %s", (unsigned long long)run->steps, run_phase(run));
        }
        if (bias_done(app)) {
            app->maze.finishing = false;
            app_status(app, "Done: %s, %dx%d, seed %llu, %llu steps", app_algo(app)->name,
                       app->set.w, app->set.h, (unsigned long long)app->set.seed,
                       (unsigned long long)run->steps);
        }
    }
    if (!run_done(run))
        return did;
    if (app->set.show_shortest)
        maze_solver_shortest(app);
    if (app->maze.solve_queued && bias_done(app))
        maze_solver_start(app);
    if (!maze_solver_over(app) && !app->maze.solve_paused) {
        double sps = app->maze.solve_finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        did += app_run_for(app, maze_board_solve_step, sps, dt,
                           &app->maze.solve_debt, UINT64_MAX, budget_ms);
        if (maze_solver_over(app))
            bias_race_report(app);
    }
    return did;
}

uint64_t maze_board_advance(App *app, double dt, double budget_ms)
{
    maze_record_frame_begin(app);
    uint64_t did = maze_board_advance_runs(app, dt, budget_ms);
    maze_record_poll(app, true);
    bias_update(app, clock_now_ms());
    return did;
}

double maze_board_progress(const App *app)
{
    const Grid *g = &app->maze.run->grid;
    if (run_done(app->maze.run))
        return 1.0;
    /* Evenly spaced cells, not all: a pass over a big grid would cost
     * milliseconds every frame. */
    uint32_t samples = g->n < MAZE_BOARD_PROGRESS_SAMPLES ? g->n : MAZE_BOARD_PROGRESS_SAMPLES;
    uint32_t done = 0;
    for (uint32_t k = 0; k < samples; k++)
        done += g->mark[(uint64_t)k * g->n / samples] == MARK_DONE;
    return (double)done / samples;
}
