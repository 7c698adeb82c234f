/* app_life.c - the App's life and its actions: makes and frees every
 * board of the table, hands each recorded action to the board it is tagged
 * with (or does it when it is the window's own: speed, help, quit,
 * screenshot, fullscreen, projector mode, which board and tab is shown),
 * and advances the board on screen. */
#include "model/app_life.h"

#include <math.h>
#include <stdlib.h>

#include "maze/clock.h"
#include "maze/status.h"
#include "model/app_exports.h"

void app_settings_defaults(AppSettings *s, const BoardTable *table)
{
    *s = (AppSettings){
        .table = table,
        .seed = clock_random_seed(),
        .speed = app_speed_pos_for(60),
        .screenshot_dir = "screenshots",
        .panel_hidden = -1,
    };
    for (int k = 0; k < table->count; k++)
        table->model[k]->settings_defaults(s);
}

bool app_init(App *app, const AppSettings *s)
{
    *app = (App){ .set = *s, .queue = { .from = APP_FROM_SHELL } };
    const BoardTable *t = s->table;
    for (int k = 0; k < t->count; k++) {
        if (!(app->board[k] = calloc(1, t->model[k]->state_size))) {
            app_status(app, "Cannot open the window: %s", maze_strerror(MAZE_ERR_NOMEM));
            return false;
        }
        if (!t->model[k]->init(app))
            return false;
    }
    app->shown = s->start_board >= 0 && s->start_board < t->count ? s->start_board : 0;
    /* projector mode presents: the board first, unless the panel was saved shown */
    app->panel_hidden = s->panel_hidden < 0 ? s->large : s->panel_hidden != 0;
    return true;
}

void app_free(App *app)
{
    app_export_close(app, NULL, 0);     /* no thread, no temporary file left */
    for (int k = 0; app->set.table && k < app->set.table->count; k++) {
        if (app->board[k])
            app_board_model(app, k)->release(app);
        free(app->board[k]);
    }
    *app = (App){ 0 };
}

int app_wake_ms(const App *app)
{
    if (!app_settled(app))
        return 0;
    const BoardModel *m = app_board_model(app, app->shown);
    return m->wake_ms ? m->wake_ms(app) : -1;
}

bool app_settled(const App *app)
{
    return app_board_model(app, app->shown)->settled(app) && !app_export_busy(app, NULL, NULL, 0);
}

static void app_set_speed(App *app, double pos)
{
    /* Keys move by whole notches: land on one exactly, so that twelve
     * presses from instant make 1 step/s and not a rounding above it. */
    double notch = round(pos * APP_SPEED_NOTCHES);
    if (fabs(pos * APP_SPEED_NOTCHES - notch) < 1e-9)
        pos = notch / APP_SPEED_NOTCHES;
    app->set.speed = pos < 0 ? 0 : pos > 1 ? 1 : pos;
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    app_status(app, "Speed: %s", text);
}

/* Shows board k (its status line says so) and its tab `tab` (-1: as is). */
static void app_show(App *app, long k, long tab)
{
    if (k < 0 || k >= app->set.table->count)
        return;
    const BoardModel *b = app_board_model(app, (int)k);
    if (tab >= 0)
        b->act(app, &(AppAction){ .board = (int)k, .kind = BOARD_SHOW_TAB, .arg = tab });
    if (app->shown != k) {
        app->shown = (int)k;
        b->describe(app);
    }
}

/* The window's own actions. */
static void app_shell_do(App *app, const AppAction *a)
{
    switch (a->kind) {
    case APP_SPEED_UP:
        app_set_speed(app, app->set.speed + APP_SPEED_NOTCH);
        break;
    case APP_SPEED_DOWN:
        app_set_speed(app, app->set.speed - APP_SPEED_NOTCH);
        break;
    case APP_SET_SPEED:
        app->set.speed = a->real < 0 ? 0 : a->real > 1 ? 1 : a->real;
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
        app->panel_hidden = app->set.large;
        app_status(app, app->set.large ? "Projector mode on: panel hidden (P shows it)" : "Projector mode off");
        break;
    case APP_PANEL_TOGGLE:
        app->panel_hidden = !app->panel_hidden;
        app_status(app, app->panel_hidden ? "Panel hidden (P shows it)" : "Panel shown (P hides it)");
        break;
    case APP_ZOOM_FIT:
        app->fit_requests++;
        app_status(app, "View fitted to the window (wheel zooms, drag pans)");
        break;
    case APP_HELP_TOGGLE:
        app->help_visible = !app->help_visible;
        break;
    case APP_ESCAPE:    /* never quits: Ctrl+Q or the close button do */
        if (app->help_visible)
            app->help_visible = false;
        else
            app_do(app, app->shown, BOARD_ESCAPE, 0);
        break;
    case APP_QUIT:
        app->quit = true;
        break;
    case APP_NEXT_BOARD:
        app_show(app, (app->shown + 1) % app->set.table->count, -1);
        break;
    case APP_SHOW_TAB:
        app_show(app, a->arg, (long)a->value);
        break;
    default:
        break;
    }
}

void app_do_action(App *app, const AppAction *a)
{
    int board = a->board == APP_FROM_SHOWN ? app->shown : a->board;
    if (board == APP_FROM_SHELL) {
        app_shell_do(app, a);
    } else if (board >= 0 && board < app->set.table->count) {
        AppAction own = *a;
        own.board = board;
        app_board_model(app, board)->act(app, &own);
    }
}

void app_do(App *app, int board, int kind, long arg)
{
    app_do_action(app, &(AppAction){ .board = board, .kind = kind, .arg = arg });
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

uint64_t app_advance(App *app, double dt, double budget_ms)
{
    app_export_poll(app);           /* files written since: the status line says where */
    return app_board_model(app, app->shown)->advance(app, dt, budget_ms);    /* the others hold still */
}
