/* app_actions.c - the App's life and its actions: makes and frees both
 * boards, hands each recorded action to the board it is for (or does it
 * when it is the window's own: speed, help, quit, screenshot, fullscreen,
 * projector mode, tabs), and advances the board on screen. */
#include "shell/app_actions.h"

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/mines/mines_board.h"
#include "cli/cli.h"
#include "files/export.h"

void app_settings_defaults(AppSettings *s)
{
    s->algo = 0;
    s->variant = 0;
    s->w = 30;
    s->h = 20;
    s->seed = cli_random_seed();
    s->speed = app_speed_pos_for(60);
    s->screenshot_dir = "screenshots";
    mines_board_setup_defaults(&s->mines);
    s->export_px = APP_EXPORT_DEFAULT_PX;
    bias_settings_defaults(s);
}

bool app_init(App *app, const AppSettings *s)
{
    *app = (App){ .set = *s };
    if (!maze_board_init(app) || !mines_board_init(app))
        return false;
    app->paused = s->start_paused;
    if (s->measure_at_start)
        app_do(app, APP_MEASURE, 0);
    return true;
}

void app_free(App *app)
{
    maze_board_free(app);
    mines_board_free(app);
    *app = (App){ 0 };
}

bool app_settled(const App *app)
{
    if (app->mode == APP_MODE_MINES)
        return mines_board_settled(app);
    return maze_board_settled(app);
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
    if (mines_board_do(app, kind, arg) || maze_board_do(app, kind, arg))
        return;
    switch (kind) {
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
    default:
        break;
    }
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

uint64_t app_advance(App *app, double dt, double budget_ms)
{
    if (app->mode == APP_MODE_MINES)
        return mines_board_advance(app, dt, budget_ms);   /* the maze holds still */
    return maze_board_advance(app, dt, budget_ms);
}
