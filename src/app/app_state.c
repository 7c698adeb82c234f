/* app_state.c - settings, actions and the frame's step budget. */
#define _POSIX_C_SOURCE 200809L
#include "app_state.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli/cli.h"

enum { APP_CHUNK = 1024 };  /* steps between clock checks */

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
    gen_run_free(app->run);
    app->run = run;
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
    if (!app_restart(app))
        return false;
    app->paused = s->start_paused;
    return true;
}

void app_free(App *app)
{
    gen_run_free(app->run);
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
        if (gen_done(app->run))
            app_status(app, "The maze is finished; press G to generate again");
        else if (gen_step(app->run, 1) == 1)
            app_status(app, "Step %llu: %s", (unsigned long long)app->run->steps,
                       gen_phase(app->run));
        break;
    case APP_FINISH:
        app->finishing = !gen_done(app->run);
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
    case APP_SPEED_UP:
        app_set_speed(app, app->set.speed + APP_SPEED_NOTCH);
        break;
    case APP_SPEED_DOWN:
        app_set_speed(app, app->set.speed - APP_SPEED_NOTCH);
        break;
    case APP_SCREENSHOT:
        app->want_shot = true;
        break;
    case APP_FULLSCREEN:
        app->want_fullscreen = true;
        break;
    case APP_LARGE_TOGGLE:
        app->set.large = !app->set.large;
        app->large_changed = true;
        app_status(app, app->set.large ? "Projector mode on" : "Projector mode off");
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
    case APP_NONE:
    case APP_KIND_COUNT:
        break;
    }
}

/* ---- the frame's work ---------------------------------------------------- */

static double app_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

uint64_t app_advance(App *app, double dt, double budget_ms)
{
    GenRun *run = app->run;
    if (app->paused || gen_done(run))
        return 0;
    double sps = app->finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
    uint64_t want = UINT64_MAX;
    if (sps > 0) {
        app->step_debt += sps * dt;
        /* A stalled frame must not turn into a burst later. */
        if (app->step_debt > sps * 0.25 + 1)
            app->step_debt = sps * 0.25 + 1;
        want = (uint64_t)app->step_debt;
        app->step_debt -= (double)want;
    }
    if (app->set.shot_after_steps > 0 && run->steps < (uint64_t)app->set.shot_after_steps &&
        want > (uint64_t)app->set.shot_after_steps - run->steps)
        want = (uint64_t)app->set.shot_after_steps - run->steps;
    double t0 = app_now_ms();
    uint64_t did = 0;
    while (did < want && !gen_done(run)) {
        uint64_t chunk = want - did < APP_CHUNK ? want - did : APP_CHUNK;
        size_t n = gen_step(run, (size_t)chunk);
        if (n == 0)
            break;
        did += n;
        if (app_now_ms() - t0 > budget_ms)
            break;
    }
    if (app->set.shot_after_steps > 0 && run->steps == (uint64_t)app->set.shot_after_steps) {
        app->paused = true;     /* hold still for the picture */
        app_status(app, "Paused at step %llu: %s", (unsigned long long)run->steps, gen_phase(run));
    }
    if (gen_done(run)) {
        app->finishing = false;
        app_status(app, "Done: %s, %dx%d, seed %llu, %llu steps", app_algo(app)->name,
                   app->set.w, app->set.h, (unsigned long long)app->set.seed,
                   (unsigned long long)run->steps);
    }
    return did;
}

double app_progress(const App *app)
{
    const Grid *g = &app->run->grid;
    if (gen_done(app->run))
        return 1.0;
    uint32_t done = 0;
    for (uint32_t i = 0; i < g->n; i++)
        done += g->mark[i] == MARK_DONE;
    return (double)done / g->n;
}
