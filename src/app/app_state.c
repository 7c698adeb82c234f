/* app_state.c - settings, actions and the frame's step budget. */
#define _POSIX_C_SOURCE 200809L
#include "app_state.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bias.h"
#include "cli/cli.h"
#include "export.h"
#include "maze/mem.h"
#include "panel.h"

enum {
    APP_CHUNK = 1024,           /* steps between clock checks */
    APP_PROGRESS_SAMPLES = 256  /* cells app_progress looks at: few pages to fault in */
};

const AppSizePreset app_size_presets[] = {
    { "Small", 20, 15 },
    { "Medium", 60, 40 },
    { "Large", 160, 100 },
};
const int app_size_preset_count = (int)(sizeof app_size_presets / sizeof app_size_presets[0]);

void app_settings_defaults(AppSettings *s)
{
    s->algo = 0;
    s->variant = 0;
    s->w = 30;
    s->h = 20;
    s->seed = cli_random_seed();
    s->speed = app_speed_pos_for(60);
    s->screenshot_dir = "screenshots";
    app_mines_setup_defaults(&s->mines);
    s->export_px = APP_EXPORT_DEFAULT_PX;
    bias_settings_defaults(s);
}

/* ---- speed --------------------------------------------------------------- */

double app_speed_steps_per_sec(double pos)
{
    if (pos >= 1.0)
        return 0;
    if (pos < 0)
        pos = 0;
    return pow(10.0, pos * APP_SPEED_TOP_LOG10 / (1.0 - APP_SPEED_NOTCH));
}

double app_speed_pos_for(double steps_per_sec)
{
    if (steps_per_sec <= 1)
        return 0;
    double pos = log10(steps_per_sec) * (1.0 - APP_SPEED_NOTCH) / APP_SPEED_TOP_LOG10;
    return pos > 1.0 - APP_SPEED_NOTCH ? 1.0 - APP_SPEED_NOTCH : pos;
}

void app_speed_text(double pos, char *buf, size_t cap)
{
    double sps = app_speed_steps_per_sec(pos);
    if (sps == 0)
        snprintf(buf, cap, "instant");
    else if (sps < 10)
        snprintf(buf, cap, "%.1f steps/s", sps);
    else if (sps < 1000)
        snprintf(buf, cap, "%.0f steps/s", sps);
    else
        snprintf(buf, cap, "%.1fk steps/s", sps / 1000);
}

/* ---- lifecycle ----------------------------------------------------------- */

void app_status(App *app, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->status, sizeof app->status, fmt, ap);
    va_end(ap);
}

/* ---- the solver overlay ------------------------------------------------- */

/* Drops the shortest-path overlay (recomputed while it is switched on). */
static void app_solve_clear_shortest(App *app)
{
    if (app->shortest)
        app->look_version++;
    mem_free(app->shortest);
    app->shortest = NULL;
    app->shortest_len = 0;
}

/* Removes the solver from the picture. The shortest path stays: it belongs
 * to the maze, and is shown beside the solver's trail for comparison. */
static void app_solve_clear(App *app)
{
    if (app->solve)
        app->look_version++;
    solve_run_free(app->solve);
    app->solve = NULL;
    app->solve_debt = 0;
}

/* Starts the chosen solver at the entrance of the finished maze. */
static bool app_solve_start(App *app)
{
    app_solve_clear(app);
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
static void app_shortest_compute(App *app)
{
    if (app->shortest || !gen_done(app->run))
        return;
    MazeStatus st = solve_shortest(&app->run->grid, &app->shortest, &app->shortest_len);
    if (st == MAZE_OK)
        app->look_version++;
    else if (st == MAZE_ERR_ARG)
        app_status(app, "No path from the entrance to the exit");
}

static void app_solve_report(App *app)
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

bool app_settled(const App *app)
{
    if (app->mode == APP_MODE_MINES)
        return app_mines_settled(app);
    return bias_done(app) && !bias_measuring(app) && !app->solve_queued && (!app->solve || solve_done(app->solve));
}

/* Replaces the run with a fresh one for the current settings. Keeps the old
 * run (and says why) when the new one cannot be made. */
static bool app_restart(App *app)
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
    app_solve_clear(app);
    app_solve_clear_shortest(app);      /* a new maze: a new path */
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

bool app_init(App *app, const AppSettings *s)
{
    *app = (App){ .set = *s };
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
    if (!app_restart(app) || !app_mines_init(app))
        return false;
    app->paused = s->start_paused;
    if (s->measure_at_start)
        app_do(app, APP_MEASURE, 0);
    return true;
}

void app_free(App *app)
{
    app_solve_clear(app);
    app_solve_clear_shortest(app);
    bias_free(app->bias);
    gen_run_free(app->run);
    app_mines_free(app);
    free(app->dirty.cells);
    *app = (App){ 0 };
}

/* ---- actions ------------------------------------------------------------- */

static int app_clamp(long v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int)v;
}

static void app_set_speed(App *app, double pos)
{
    app->set.speed = pos < 0 ? 0 : pos > 1 ? 1 : pos;
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    app_status(app, "Speed: %s", text);
}

void app_do(App *app, AppActionKind kind, long arg)
{
    if (app_mines_do(app, kind, arg))
        return;
    switch (kind) {
    case APP_GENERATE:
        app_restart(app);
        break;
    case APP_NEW_SEED:
        app->set.seed = cli_random_seed();
        app_restart(app);
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
            app_restart(app);
        }
        break;
    case APP_SELECT_VARIANT:
        if (arg >= 0 && arg < app_algo(app)->variant_count && arg != app->set.variant) {
            app->set.variant = (int)arg;
            app_restart(app);
        }
        break;
    case APP_SET_WIDTH:
    case APP_SET_HEIGHT: {
        int *side = kind == APP_SET_WIDTH ? &app->set.w : &app->set.h;
        int v = app_clamp(arg, APP_MIN_SIDE, kind == APP_SET_WIDTH ? APP_PANEL_MAX_W : APP_PANEL_MAX_H);
        if (v != *side) {
            *side = v;
            app_restart(app);
        }
        break;
    }
    case APP_SIZE_PRESET:
        if (arg >= 0 && arg < app_size_preset_count) {
            app->set.w = app_size_presets[arg].w;
            app->set.h = app_size_presets[arg].h;
            app_restart(app);
        }
        break;
    case APP_SOLVE_RUN:
        if (!gen_done(app->run)) {
            app->solve_queued = true;
            app->finishing = true;
            app->paused = false;
        } else if (!app->solve || solve_done(app->solve)) {
            app_solve_start(app);
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
            if (!app_solve_start(app))
                break;
        }
        app->solve_paused = true;
        if (solve_step(app->solve, 1) == 1 && !solve_done(app->solve))
            app_status(app, "Solver move %llu", (unsigned long long)app->solve->steps);
        if (solve_done(app->solve))
            app_solve_report(app);
        break;
    case APP_SOLVE_CLEAR:
        app->solve_queued = false;
        app_solve_clear(app);
        break;
    case APP_SELECT_SOLVER:
        if (arg >= 0 && (size_t)arg < solve_algo_count && arg != app->set.solver) {
            app->set.solver = (int)arg;
            bool was = app->solve != NULL;
            app_solve_clear(app);
            if (was)
                app_solve_start(app);
        }
        break;
    case APP_SHORTEST_TOGGLE:
        app->set.show_shortest = !app->set.show_shortest;
        if (!app->set.show_shortest)
            app_solve_clear_shortest(app);
        break;
    case APP_SPEED_UP:
        app_set_speed(app, app->set.speed + APP_SPEED_NOTCH);
        break;
    case APP_SPEED_DOWN:
        app_set_speed(app, app->set.speed - APP_SPEED_NOTCH);
        break;
    case APP_SCREENSHOT:
        app->want_shot = true;
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
        app->set.export_px = app_clamp(arg, APP_EXPORT_MIN_PX, APP_EXPORT_MAX_PX);
        break;
    case APP_FULLSCREEN:
        app->want_fullscreen = true;
        break;
    case APP_LARGE_TOGGLE:
        app->set.large = !app->set.large;
        app->large_changed = true;
        app_status(app, app->set.large ? "Projector mode on" : "Projector mode off");
        break;
    case APP_HEAT_TOGGLE:
    case APP_DEAD_ENDS_TOGGLE:
    case APP_COMPARE_CYCLE:
    case APP_COMPARE_SET:
    case APP_PANE_NEXT:
    case APP_MEASURE:
        bias_do(app, kind, arg);
        break;
    case APP_HELP_TOGGLE:
        app->help_visible = !app->help_visible;
        break;
    case APP_ESCAPE:
        if (app->help_visible)
            app->help_visible = false;
        else
            app->quit = true;
        break;
    case APP_QUIT:
        app->quit = true;
        break;
    case APP_SET_SEED:              /* app_do_action takes these */
    case APP_SET_SPEED:
    case APP_SET_TAB:
    case APP_MODE_TOGGLE:           /* app_mines_do took these */
    case APP_MINES_PRESET:
    case APP_MINES_SET_WIDTH:
    case APP_MINES_SET_HEIGHT:
    case APP_MINES_SET_COUNT:
    case APP_MINES_REVEAL:
    case APP_MINES_FLAG:
    case APP_MINES_CHORD:
    case APP_MINES_QUEUE_TOGGLE:
    case APP_MINES_SAFE_TOGGLE:
    case APP_NONE:
    case APP_KIND_COUNT:
        break;
    }
}

/* ---- the action queue ---------------------------------------------------- */

void app_post_action(App *app, AppAction a)
{
    AppQueue *q = &app->queue;
    if (a.kind == APP_NONE)
        return;
    if (q->len == APP_QUEUE_CAP) {
        q->dropped++;
        return;
    }
    q->item[q->len++] = a;
}

void app_post(App *app, AppActionKind kind, long arg)
{
    app_post_action(app, (AppAction){ .kind = kind, .arg = arg });
}

/* The panel's tabs: Maze and Bias show the maze board, Mines the other. */
static void app_set_tab(App *app, long tab)
{
    bool mines = app->mode == APP_MODE_MINES;
    if (tab == PANEL_TAB_MINES) {
        if (!mines)
            app_do(app, APP_MODE_TOGGLE, 0);
        return;
    }
    if (tab != PANEL_TAB_MAZE && tab != PANEL_TAB_BIAS)
        return;
    app->set.panel_tab = (int)tab;
    if (mines)
        app_do(app, APP_MODE_TOGGLE, 0);
}

void app_do_action(App *app, const AppAction *a)
{
    switch (a->kind) {
    case APP_SET_SEED:
        if (a->arg == APP_MODE_MINES)
            app->mines.seed = a->value;
        else
            app->set.seed = a->value;
        if ((a->arg == APP_MODE_MINES) == (app->mode == APP_MODE_MINES))
            app_do(app, APP_GENERATE, 0);
        break;
    case APP_SET_SPEED:
        app->set.speed = a->real < 0 ? 0 : a->real > 1 ? 1 : a->real;
        break;
    case APP_SET_TAB:
        app_set_tab(app, a->arg);
        break;
    default:
        app_do(app, a->kind, a->arg);
        break;
    }
}

int app_apply(App *app)
{
    AppQueue *q = &app->queue;
    int done = 0;
    /* An action may post more (none do today); they run in this pass. */
    while (done < q->len) {
        AppAction a = q->item[done++];
        app_do_action(app, &a);
    }
    q->len = 0;
    return done;
}

/* ---- the frame's work ---------------------------------------------------- */

static size_t app_gen_step(void *app, size_t n) { return bias_step(app, n); }
static size_t app_solve_step(void *run, size_t n) { return solve_step(run, n); }

uint64_t app_run_for(void *run, AppStepFn step, double sps, double dt, double *debt,
                     uint64_t limit, double budget_ms)
{
    uint64_t want = limit;
    if (sps > 0) {
        *debt += sps * dt;
        /* A stalled frame must not turn into a burst later. */
        if (*debt > sps * 0.25 + 1)
            *debt = sps * 0.25 + 1;
        want = (uint64_t)*debt;
        *debt -= (double)want;
        if (want > limit)
            want = limit;
    }
    double t0 = cli_now_ms();
    uint64_t did = 0;
    while (did < want) {
        uint64_t chunk = want - did < APP_CHUNK ? want - did : APP_CHUNK;
        size_t n = step(run, (size_t)chunk);
        did += n;
        if (n == 0 || cli_now_ms() - t0 > budget_ms)
            break;
    }
    return did;
}

/* The generator (every compare pane in lock-step), then the solver. */
static uint64_t app_advance_runs(App *app, double dt, double budget_ms)
{
    GenRun *run = app->run;
    uint64_t did = 0;
    if (!app->paused && !bias_done(app)) {
        double sps = app->finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        uint64_t limit = UINT64_MAX;
        if (app->set.shot_after_steps > 0 && run->steps < (uint64_t)app->set.shot_after_steps)
            limit = (uint64_t)app->set.shot_after_steps - run->steps;
        did = app_run_for(app, app_gen_step, sps, dt, &app->step_debt, limit, budget_ms);
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
        app_shortest_compute(app);
    if (app->solve_queued)
        app_solve_start(app);
    if (app->solve && !app->solve_paused && !solve_done(app->solve)) {
        did += app_run_for(app->solve, app_solve_step, app_speed_steps_per_sec(app->set.speed), dt,
                           &app->solve_debt, UINT64_MAX, budget_ms);
        if (solve_done(app->solve))
            app_solve_report(app);
    }
    return did;
}

uint64_t app_advance(App *app, double dt, double budget_ms)
{
    if (app->mode == APP_MODE_MINES)
        return app_mines_advance(app, dt, budget_ms);   /* the maze holds still */
    uint64_t did = app_advance_runs(app, dt, budget_ms);
    bias_update(app, cli_now_ms());
    return did;
}

double app_progress(const App *app)
{
    const Grid *g = &app->run->grid;
    if (gen_done(app->run))
        return 1.0;
    /* Evenly spaced cells, not all: a pass over a big grid would cost
     * milliseconds every frame. */
    uint32_t samples = g->n < APP_PROGRESS_SAMPLES ? g->n : APP_PROGRESS_SAMPLES;
    uint32_t done = 0;
    for (uint32_t k = 0; k < samples; k++)
        done += g->mark[(uint64_t)k * g->n / samples] == MARK_DONE;
    return (double)done / samples;
}

void app_file_label(const App *app, char *buf, size_t cap)
{
    gen_label(app_algo(app), app->set.variant, buf, cap);
    for (char *c = buf; *c; c++)
        if (*c == ':')
            *c = '-';       /* "id:variant" is awkward in a file name */
}
