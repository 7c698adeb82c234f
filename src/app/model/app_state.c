/* app_state.c - the model's shared parts: the speed scale,
 * the status line, the action queue, the frame's step budget. */
#define _POSIX_C_SOURCE 200809L
#include "model/app_state.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"

enum {
    APP_CHUNK = 1024            /* steps between clock checks */
};

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
    else if (sps < 9950)
        snprintf(buf, cap, "%.1fk steps/s", sps / 1000);
    else    /* "100k", not "100.0k": fits beside "Speed" in projector mode */
        snprintf(buf, cap, "%.0fk steps/s", sps / 1000);
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










/* ---- actions ------------------------------------------------------------- */




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

void app_post(App *app, int kind, long arg)
{
    app_post_action(app, (AppAction){ .board = app->queue.from, .kind = kind, .arg = arg });
}




void app_post_shell(App *app, int kind, long arg)
{
    app_post_action(app, (AppAction){ .board = APP_FROM_SHELL, .kind = kind, .arg = arg });
}

/* ---- the frame's work ---------------------------------------------------- */


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
    double t0 = clock_now_ms();
    uint64_t did = 0;
    while (did < want) {
        uint64_t chunk = want - did < APP_CHUNK ? want - did : APP_CHUNK;
        size_t n = step(run, (size_t)chunk);
        did += n;
        if (n == 0 || clock_now_ms() - t0 > budget_ms)
            break;
    }
    return did;
}
