/* app_actions.c - the App's life and its actions: makes and frees every
 * board in the table, hands each recorded action to the board it is tagged
 * with (or does it when it is the window's own: speed, help, quit,
 * screenshot, fullscreen, projector mode, which board and tab is shown),
 * and advances the board on screen. */
#include "shell/app_actions.h"

#include "boards/boards.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/mines/mines.h"
#include "boards/mines/mines_board.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "files/export.h"
#include "maze/anim.h"

void app_settings_defaults(AppSettings *s)
{
    s->algo = 0;
    s->variant = 0;
    s->w = 30;
    s->h = 20;
    s->seed = clock_random_seed();
    s->speed = app_speed_pos_for(60);
    s->screenshot_dir = "screenshots";
    s->panel_hidden = -1;
    mines_board_setup_defaults(&s->mines);
    s->export_px = APP_EXPORT_DEFAULT_PX;
    s->record_frames = ANIM_FRAMES_DEFAULT;
    bias_settings_defaults(s);
}

bool app_init(App *app, const AppSettings *s)
{
    *app = (App){ .set = *s, .queue = { .from = APP_FROM_SHELL } };
    for (int k = 0; k < app_board_count; k++)
        if (!app_boards[k]->init(app))
            return false;
    if (s->mines.start_in_mines)
        app->shown = APP_BOARD_MINES;
    app->maze.paused = s->start_paused;
    /* projector mode presents: the maze first, unless the panel was saved shown */
    app->panel_hidden = s->panel_hidden < 0 ? s->large : s->panel_hidden != 0;
    if (s->measure_at_start)
        app_do(app, APP_BOARD_MAZE, MAZE_MEASURE, 0);
    return true;
}

void app_free(App *app)
{
    app_export_close(app, NULL, 0);     /* no thread, no temporary file left */
    for (int k = 0; k < app_board_count; k++)
        app_boards[k]->release(app);
    *app = (App){ 0 };
}

int app_wake_ms(const App *app)
{
    if (!app_settled(app))
        return 0;
    const AppMines *g = &app->mines;
    if (app_boards[app->shown] == &mines_board && g->board && g->board->game == MINES_PLAYING) {
        double frac = g->elapsed - (double)(long)g->elapsed;    /* the clock's next second */
        return 1 + (int)((1.0 - frac) * 1000.0);
    }
    return -1;
}

bool app_settled(const App *app)
{
    return app_boards[app->shown]->settled(app) && !app_export_busy(app, NULL, NULL, 0);
}

static void app_set_speed(App *app, double pos)
{
    app->set.speed = pos < 0 ? 0 : pos > 1 ? 1 : pos;
    char text[32];
    app_speed_text(app->set.speed, text, sizeof text);
    app_status(app, "Speed: %s", text);
}

/* Shows board k (its status line says so) and its tab `tab` (-1: as is). */
static void app_show(App *app, long k, long tab)
{
    if (k < 0 || k >= app_board_count)
        return;
    const AppBoard *b = app_boards[k];
    if (tab >= 0 && tab < b->tab_count)
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
        app_show(app, (app->shown + 1) % app_board_count, -1);
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
    } else if (board >= 0 && board < app_board_count) {
        AppAction own = *a;
        own.board = board;
        app_boards[board]->act(app, &own);
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
    return app_boards[app->shown]->advance(app, dt, budget_ms);    /* the others hold still */
}
