/* mines_board.c - the Minesweeper board: its life, actions, the step
 * budget of its animations (the cascade, the solver) and the game timer. */
#include "boards/mines/mines_board.h"

#include <stdio.h>
#include <string.h>

#include "boards/mines/mines_hint.h"
#include "boards/mines/mines_moves.h"
#include "boards/mines/mines_settings.h"
#include "boards/mines/mines_teach.h"
#include "files/screenshot.h"
#include "boards/mines/mines_state.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"

/* ---- the board ----------------------------------------------------------- */

static const char *mines_board_board_name(const MinesSettings *m)
{
    return m->preset >= 0 ? mines_presets[m->preset].name : "Custom";
}

void mines_board_describe(App *app)
{
    const MinesSettings *m = mines_set(app);
    app_status(app, "%s %dx%d, %d mines, seed %llu%s: left click opens, right click flags%s, ? hints",
               mines_board_board_name(m), m->w, m->h, m->mines, (unsigned long long)mines_of(app)->seed,
               m->no_guess ? ", no guessing needed" : "", m->marks ? " or marks \"?\"" : "");
}

/* A new board for the current settings and seed; keeps the old one (and
 * says why) when it cannot be made. */
static bool mines_board_restart(App *app)
{
    MinesSettings *m = mines_set(app);
    MazeStatus st;
    MinesBoard *b = mines_new(m->w, m->h, m->mines, mines_of(app)->seed, &st);
    if (!b) {
        char why[256];
        if (st == MAZE_ERR_NOMEM)
            snprintf(why, sizeof why, "%s", maze_strerror(st));
        else
            mines_explain(why, sizeof why, m->w, m->h, m->mines);
        app_status(app, "Cannot make the board: %s", why);
        return false;
    }
    mines_set_no_guess(b, m->no_guess);
    MinesState *g = mines_of(app);
    mines_teach_forget(app);
    mines_hint_clear(app);
    mines_free(g->board);
    g->board = b;
    if (!mines_moves_reset(app))
        app_status(app, "Out of memory: this board has no \"?\" marks");
    g->games++;
    g->paused = false;
    g->finishing = false;
    g->step_debt = 0;
    g->elapsed = 0;
    if (g->games > 1)           /* the first board is made with the maze on screen */
        mines_board_describe(app);
    return true;
}

/* The best time of the board's preset, or NULL for a custom board. */
static double *mines_board_best(App *app)
{
    int k = mines_set(app)->preset;
    return k >= 0 && k < APP_MINES_BEST_MAX ? &mines_set(app)->best[k] : NULL;
}

/* A win's time against the preset's best: recorded when better and the
 * game had no help. */
static void mines_board_won(App *app)
{
    MinesState *g = mines_of(app);
    double *best = mines_board_best(app), t = (double)(long)(g->elapsed * 10 + 0.5) / 10;
    const char *name = best ? mines_presets[mines_set(app)->preset].name : "";
    char tail[96] = "";
    if (best && g->helped) {
        const char *help = g->helped & MINES_HELP_SOLVE  ? "the solver"
                           : g->helped & MINES_HELP_UNDO ? "undo"
                                                         : "hints";
        snprintf(tail, sizeof tail, " (with %s: not a best time)", help);
    } else if (best && (*best <= 0 || t < *best)) {
        if (*best > 0)
            snprintf(tail, sizeof tail, ": a new best for %s (was %.1f s)", name, *best);
        else
            snprintf(tail, sizeof tail, ": the first best time for %s", name);
        *best = t > 0 ? t : 0.1;
    } else if (best) {
        snprintf(tail, sizeof tail, " (best %.1f s)", *best);
    }
    app_status(app, "Cleared in %.1f s%s. G: same board again, R or the face: new board", t, tail);
}

void mines_board_report(App *app)
{
    MinesState *g = mines_of(app);
    const MinesBoard *b = g->board;
    if (b->game == MINES_WON && !g->ended)
        mines_board_won(app);
    else if (b->game == MINES_LOST && !g->ended)
        app_status(app, "Mine hit at %u,%u after %d s. U: take the click back, G: same board again, "
                        "R: new board",
                   b->hit % (uint32_t)b->w, b->hit / (uint32_t)b->w, mines_board_seconds(app));
    g->ended = b->game == MINES_WON || b->game == MINES_LOST;
}

bool mines_board_init(App *app)
{
    MinesSettings *m = mines_set(app);
    *mines_of(app) = (MinesState){ .seed = app->set.seed };
    if (!mines_board_restart(app))
        return false;
    if (app->set.start_board == APP_BOARD_MINES)
        mines_board_describe(app);
    MinesBoard *b = mines_of(app)->board;
    for (int k = 0; k < m->script_len; k++) {
        const MinesMove *mv = &m->script[k];
        MinesResult r = mv->flag ? mines_flag(b, mv->x, mv->y) : mines_click(b, mv->x, mv->y);
        if (r == MINES_NO_SOLVABLE || r == MINES_NO_MEMORY)
            app_status(app, "--click %d,%d: %s", mv->x, mv->y, mines_result_text(r));
    }
    mines_of(app)->hint_due = m->hint_at_start;
    mines_board_report(app);
    return true;
}

void mines_board_free(App *app)
{
    mines_hint_clear(app);
    mines_moves_free(app);
    mines_teach_free(app);
    mines_free(mines_of(app)->board);
    mines_of(app)->board = NULL;
}

uint32_t mines_board_cell(const App *app, int x, int y)
{
    const MinesBoard *b = mines_of(app)->board;
    if (x < 0 || y < 0 || x >= b->w || y >= b->h)
        return MINES_NONE;
    return (uint32_t)y * (uint32_t)b->w + (uint32_t)x;
}

int mines_board_seconds(const App *app)
{
    int s = (int)mines_of(app)->elapsed;
    return s > 999 ? 999 : s;
}

/* True while an animation runs or waits: a cascade, or the solver with
 * deductions left. */
static bool mines_board_animating(const App *app)
{
    return mines_busy(mines_of(app)->board) || mines_teach_solve_running(app);
}

bool mines_board_settled(const App *app)
{
    return !mines_board_animating(app) || mines_of(app)->paused;
}

/* ---- actions ------------------------------------------------------------- */

/* Applies a new custom size or mine count, keeping the count allowed. */
static void mines_board_resize(App *app, int kind, long v)
{
    MinesSettings *m = mines_set(app);
    int w = m->w, h = m->h, n = m->mines;
    long lo = kind == MINES_BOARD_SET_COUNT ? 1 : APP_MINES_MIN_SIDE;
    long hi = kind == MINES_BOARD_SET_COUNT ? mines_max_count(w, h) : MINES_MAX_SIDE;
    v = v < lo ? lo : v > hi ? hi : v;
    if (kind == MINES_BOARD_SET_WIDTH)
        w = (int)v;
    else if (kind == MINES_BOARD_SET_HEIGHT)
        h = (int)v;
    else
        n = (int)v;
    if (n > mines_max_count(w, h))
        n = (int)mines_max_count(w, h);
    if (w == m->w && h == m->h && n == m->mines)
        return;
    m->preset = APP_MINES_CUSTOM;
    m->w = w;
    m->h = h;
    m->mines = n;
    mines_board_restart(app);
}

static void mines_board_preset(App *app, long k)
{
    MinesSettings *m = mines_set(app);
    if (k == APP_MINES_CUSTOM) {
        m->preset = APP_MINES_CUSTOM;   /* same board: the sliders appear */
        app_status(app, "Custom %dx%d, %d mines: set the size and mines with the sliders", m->w,
                   m->h, m->mines);
        return;
    }
    if (k < 0 || (size_t)k >= mines_preset_count)
        return;
    m->preset = (int)k;
    m->w = mines_presets[k].w;
    m->h = mines_presets[k].h;
    m->mines = mines_presets[k].mines;
    mines_board_restart(app);
}

/* The general run controls, applied to the cascade or the solver. */
static void mines_board_run_control(App *app, int kind)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    const char *what = mines_teach_solving(app) ? "Solver" : "Cascade";
    switch (kind) {
    case BOARD_PAUSE_TOGGLE:
        g->paused = !g->paused;
        app_status(app, g->paused ? "%s paused: N takes one step" : "%s running", what);
        break;
    case BOARD_STEP:
        g->paused = true;
        g->finishing = false;
        if (mines_teach_solve_running(app)) {
            mines_teach_step(app, 1);
            TeachShow show;
            if (mines_teach_shown(app, &show) && show.note)
                app_status(app, "Deduction %llu: %s", (unsigned long long)timeline_pos(show.tl), show.note);
            if (!mines_teach_solve_running(app)) {
                mines_board_report(app);
                mines_teach_solve_report(app);
            }
        } else if (!mines_busy(b)) {
            app_status(app, "Nothing queued: click a cell");
        } else {
            uint32_t i = b->queue[b->head];
            mines_teach_step(app, 1);
            app_status(app, "Opened %u,%u; %u queued", i % (uint32_t)b->w, i / (uint32_t)b->w,
                       b->tail - b->head);
            mines_board_report(app);
        }
        break;
    case BOARD_FINISH:
        g->finishing = mines_board_animating(app);
        g->paused = false;
        break;
    default:
        break;
    }
}

/* Solve (A): starts the engine on the board, or pauses and resumes it. */
static void mines_board_solve(App *app)
{
    MinesState *g = mines_of(app);
    if (mines_teach_solve_running(app)) {
        mines_board_run_control(app, BOARD_PAUSE_TOGGLE);
        return;
    }
    mines_hint_clear(app);
    mines_moves_keep(app);
    if (!mines_teach_solve(app))
        return;
    g->helped |= MINES_HELP_SOLVE;
    g->paused = false;
    g->finishing = false;
    if (mines_teach_solve_running(app))
        app_status(app, "Solving: one deduction a step at the panel's speed (Space pauses, N steps, "
                        "Left goes back, F finishes)");
    else
        mines_teach_solve_report(app);
}

/* The board's own switches: no-guess boards and "?" marks. */
static void mines_board_switch(App *app, int kind)
{
    MinesSettings *m = mines_set(app);
    if (kind == MINES_BOARD_MARKS_TOGGLE) {
        m->marks = !m->marks;
        if (!m->marks)
            mines_moves_clear_marks(app);
        app_status(app, m->marks ? "\"?\" marks on: right click cycles flag, \"?\", nothing"
                                 : "\"?\" marks off: right click places and removes flags");
        return;
    }
    m->no_guess = !m->no_guess;
    bool now = mines_set_no_guess(mines_of(app)->board, m->no_guess);
    const char *what = m->no_guess ? "No guessing: the mines are laid so that the rules alone solve the board"
                                   : "Guessing allowed: the mines are laid at random";
    app_status(app, "%s%s", what, now ? "" : " (from the next board: R)");
}

void mines_board_act(App *app, const AppAction *a)
{
    MinesSettings *m = mines_set(app);
    bool play = a->kind == MINES_BOARD_HINT || a->kind == MINES_BOARD_SOLVE || a->kind == MINES_BOARD_UNDO;
    if (play && app->shown != APP_BOARD_MINES)
        return;                 /* their keys while the maze is shown: the game is out of sight */
    switch (a->kind) {
    case MINES_BOARD_PRESET:
        mines_board_preset(app, a->arg);
        break;
    case MINES_BOARD_SET_WIDTH:
    case MINES_BOARD_SET_HEIGHT:
    case MINES_BOARD_SET_COUNT:
        mines_board_resize(app, a->kind, a->arg);
        break;
    case MINES_BOARD_REVEAL:
    case MINES_BOARD_FLAG:
    case MINES_BOARD_CHORD:
        mines_moves_play(app, a->kind, a->arg);
        break;
    case MINES_BOARD_QUEUE_TOGGLE:
        m->show_queue = !m->show_queue;
        app_status(app, m->show_queue ? "Showing the flood fill's queue: cells waiting to open"
                                      : "Queue overlay off");
        break;
    case MINES_BOARD_SAFE_TOGGLE:
        m->show_safe = !m->show_safe;
        app_status(app, m->show_safe ? "Showing the first click's safe zone: never a mine there"
                                     : "Safe zone overlay off");
        break;
    case MINES_BOARD_HINT:
        mines_hint_show(app);
        break;
    case MINES_BOARD_SOLVE:
        mines_board_solve(app);
        break;
    case MINES_BOARD_UNDO:
        mines_moves_undo(app);
        break;
    case MINES_BOARD_NO_GUESS_TOGGLE:
    case MINES_BOARD_MARKS_TOGGLE:
        mines_board_switch(app, a->kind);
        break;
    case BOARD_RESTART:
        mines_board_restart(app);
        break;
    case BOARD_NEW_SEED:
        mines_of(app)->seed = clock_random_seed();
        mines_board_restart(app);
        break;
    case BOARD_SET_SEED:
        mines_of(app)->seed = a->value;
        mines_board_restart(app);
        break;
    case BOARD_PAUSE_TOGGLE:
    case BOARD_STEP:
    case BOARD_FINISH:
        mines_board_run_control(app, a->kind);
        break;
    case BOARD_STEP_BACK:
    case BOARD_TO_START:
    case BOARD_TO_END:
    case BOARD_SEEK:
        mines_teach_control(app, a->kind, a->arg);
        mines_board_report(app);
        break;
    case BOARD_ESCAPE:
        app_status(app, "Esc closes the help; quit with Ctrl+Q or the window's close button");
        break;
    case BOARD_OPEN_FILE:
        app_status(app, "Maze files open on the Maze board: Tab to it, then drop the file there");
        break;
    default:
        break;
    }
    mines_moves_flush(app);     /* a step may have ended the cascade they wait for */
}

/* ---- the frame's work ---------------------------------------------------- */

static size_t mines_board_step(void *app, size_t n) { return mines_teach_step(app, n); }

/* Runs the animation under way for dt seconds: the cascade or the solver. */
static uint64_t mines_board_run(App *app, double dt, double budget_ms)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    bool solving = mines_teach_solving(app);
    double sps = g->finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
    long after = app->set.once.shot_after_steps;
    uint64_t shot = !solving && after > 0 ? (uint64_t)after : 0;
    uint64_t limit = shot > b->steps ? shot - b->steps : UINT64_MAX;
    uint64_t did = app_run_for(app, mines_board_step, sps, dt, &g->step_debt, limit, budget_ms);
    if (shot && b->steps == shot && mines_busy(b)) {
        g->paused = true;       /* hold still for the picture */
        app_status(app, "Paused after %llu cells opened; %u queued", (unsigned long long)b->steps,
                   b->tail - b->head);
    }
    if (!mines_board_animating(app)) {
        g->finishing = false;
        mines_board_report(app);
        if (solving)
            mines_teach_solve_report(app);
    }
    return did;
}

uint64_t mines_board_advance(App *app, double dt, double budget_ms)
{
    MinesState *g = mines_of(app);
    MinesBoard *b = g->board;
    /* The clock stops while an animation plays: the player cannot move. */
    if (b->game == MINES_PLAYING && !mines_busy(b) && !mines_teach_solving(app))
        g->elapsed += dt;
    uint64_t did = 0;
    if (!g->paused && mines_board_animating(app))
        did = mines_board_run(app, dt, budget_ms);
    mines_moves_flush(app);
    if (g->hint_due && !mines_board_animating(app)) {
        g->hint_due = false;
        mines_hint_show(app);
    }
    return did;
}

/* A cascade may end before N cells: then the picture is due at its end. */
static bool mines_shot_due(const App *app)
{
    const MinesBoard *b = mines_of(app)->board;
    return !mines_board_animating(app) ||
           (app->set.once.shot_after_steps > 0 && b->steps >= (uint64_t)app->set.once.shot_after_steps);
}

static void mines_file_name(const App *app, char *buf, size_t cap, time_t t)
{
    const MinesBoard *b = mines_of(app)->board;
    screenshot_name(buf, cap, "mines", b->w, b->h, b->seed, t);
}

/* While a game is on, its clock's next second. */
static int mines_wake_ms(const App *app)
{
    const MinesState *g = mines_of(app);
    if (!g->board || g->board->game != MINES_PLAYING)
        return -1;
    double frac = g->elapsed - (double)(long)g->elapsed;
    return 1 + (int)((1.0 - frac) * 1000.0);
}

const BoardModel mines_model = {
    .id = "mines",
    .state_size = sizeof(MinesState),
    .settings_size = sizeof(MinesSettings),
    .settings_defaults = mines_settings_defaults,
    .options_title = "Minesweeper (the panel's Mines tab, or the Tab key, switches boards)",
    .options = mines_options,
    .option_count = MINES_OPTION_COUNT,
    .option = mines_settings_option,
    .options_done = mines_settings_options_done,
    .settings_save = mines_settings_save,
    .settings_load = mines_settings_load,
    .init = mines_board_init,
    .release = mines_board_free,
    .act = mines_board_act,
    .describe = mines_board_describe,
    .advance = mines_board_advance,
    .settled = mines_board_settled,
    .wake_ms = mines_wake_ms,
    .shot_due = mines_shot_due,
    .file_name = mines_file_name,
};
