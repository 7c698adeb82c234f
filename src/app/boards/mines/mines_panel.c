/* mines_panel.c - the Minesweeper controls: the side panel in Minesweeper
 * mode (board, game, cascade, overlays) and the mouse on the board. Like
 * the rest of the panel, it only records actions (app_post). SDL-free. */
#include <stdio.h>

#include "boards/mines/mines_board.h"
#include "boards/mines/mines_teach.h"
#include "boards/teach/teach_view.h"
#include "boards/mines/mines_overlay.h"
#include "boards/board_panel.h"
#include "boards/mines/mines_panel.h"

static void mines_panel_board_choice(Ui *ui, App *app)
{
    const MinesSettings *m = mines_set(app);
    ui_heading(ui, "Board");
    for (size_t k = 0; k <= mines_preset_count; k++) {
        bool custom = k == mines_preset_count;
        char label[64];
        snprintf(label, sizeof label, "%s##mines-preset:%s", custom ? "Custom" : mines_presets[k].name,
                 custom ? "custom" : mines_presets[k].id);
        if (k % 2 == 0)
            ui_row(ui, 2);
        int id = custom ? APP_MINES_CUSTOM : (int)k;
        if (ui_selectable(ui, label, m->preset == id))
            app_post(app, MINES_BOARD_PRESET, id);
    }
    if (m->preset == APP_MINES_CUSTOM) {
        board_panel_int_slider(ui, app, PANEL_MINES_WIDTH, m->w, APP_MINES_MIN_SIDE, MINES_MAX_SIDE,
                         MINES_BOARD_SET_WIDTH);
        board_panel_int_slider(ui, app, PANEL_MINES_HEIGHT, m->h, APP_MINES_MIN_SIDE, MINES_MAX_SIDE,
                         MINES_BOARD_SET_HEIGHT);
        board_panel_int_slider(ui, app, PANEL_MINES_COUNT, m->mines, 1, (int)mines_max_count(m->w, m->h),
                         MINES_BOARD_SET_COUNT);
    }
    char text[96];
    snprintf(text, sizeof text, "%d x %d cells, %d mines (%.0f%% of the cells)", m->w, m->h, m->mines,
             100.0 * m->mines / ((double)m->w * m->h));
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, text);
    bool no_guess = m->no_guess, marks = m->marks;
    if (ui_toggle(ui, PANEL_MINES_NO_GUESS, &no_guess))
        app_post(app, MINES_BOARD_NO_GUESS_TOGGLE, 0);
    if (ui_toggle(ui, PANEL_MINES_MARKS, &marks))
        app_post(app, MINES_BOARD_MARKS_TOGGLE, 0);
}

static void mines_panel_game(BoardPanelSeed *p, Ui *ui, App *app)
{
    const MinesBoard *b = mines_of(app)->board;
    ui_heading(ui, "Game");
    board_panel_seed(p, ui, app, mines_of(app)->seed, mines_of(app)->games);
    ui_row(ui, 2);
    if (ui_button(ui, PANEL_MINES_RESTART, false))
        app_post(app, BOARD_RESTART, 0);
    if (ui_button(ui, PANEL_MINES_NEW, false))
        app_post(app, BOARD_NEW_SEED, 0);
    char left[24], time[24];
    snprintf(left, sizeof left, "%ld", mines_left(b));
    snprintf(time, sizeof time, "%d s", mines_board_seconds(app));
    ui_row(ui, 2);
    ui_pair(ui, "Mines left", left);
    ui_pair(ui, "Time", time);
    char opened[40];
    snprintf(opened, sizeof opened, "%u / %u", b->opened_safe, b->n - b->mines);
    ui_row(ui, 2);
    ui_pair(ui, "State", mines_game_name(b->game));
    ui_pair(ui, "Open", opened);
    const MinesSettings *m = mines_set(app);
    char best[24] = "-", undos[16];
    if (m->preset >= 0 && m->preset < APP_MINES_BEST_MAX && m->best[m->preset] > 0)
        snprintf(best, sizeof best, "%.1f s", m->best[m->preset]);
    snprintf(undos, sizeof undos, "%u", mines_of(app)->undos);
    ui_row(ui, 2);
    ui_pair(ui, "Best", best);
    ui_pair(ui, "Undos", undos);
    ui_row(ui, 2);
    if (ui_button(ui, PANEL_MINES_HINT, false))
        app_post(app, MINES_BOARD_HINT, 0);
    if (ui_button(ui, PANEL_MINES_UNDO, b->game != MINES_LOST))
        app_post(app, MINES_BOARD_UNDO, 0);
}

static void mines_panel_logic(Ui *ui, App *app)
{
    ui_heading(ui, "Deduction");
    bool running = mines_teach_solve_running(app);
    const char *label = !running ? PANEL_MINES_SOLVE
                        : mines_of(app)->paused ? "Resume the solver (A)##mines-solve"
                                                : "Pause the solver (A)##mines-solve";
    if (ui_button(ui, label, mines_of(app)->board->game != MINES_PLAYING && !running))
        app_post(app, MINES_BOARD_SOLVE, 0);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
            "Hint (?) shows the next deduction: the numbers it uses outlined, the cells it "
            "proves safe in green, mines in red, and why; with none, each cell's chance of a "
            "mine. Solve plays the rules one deduction a step on the timeline.");
}

static void mines_panel_cascade(Ui *ui, App *app)
{
    const MinesState *g = mines_of(app);
    const MinesBoard *b = g->board;
    bool busy = mines_busy(b) || mines_teach_solve_running(app);
    ui_heading(ui, mines_teach_solving(app) ? "Solver" : "Flood fill");
    board_panel_speed(ui, app);
    ui_row(ui, 3);
    if (ui_button(ui, g->paused ? "Resume##mines-run" : "Pause##mines-run", !busy))
        app_post(app, BOARD_PAUSE_TOGGLE, 0);
    if (ui_button(ui, PANEL_MINES_STEP, !busy))
        app_post(app, BOARD_STEP, 0);
    if (ui_button(ui, "Finish##mines-finish", !busy))
        app_post(app, BOARD_FINISH, 0);
    TeachShow show;
    bool shown = mines_teach_shown(app, &show);
    bool back = shown && show.tl && timeline_pos(show.tl) > 0;
    teach_view_buttons(ui, app, back);
    char queued[24], steps[24];
    snprintf(queued, sizeof queued, "%u", b->tail - b->head);
    snprintf(steps, sizeof steps, "%llu", (unsigned long long)b->steps);
    ui_row(ui, 2);
    ui_pair(ui, "Queued", queued);
    ui_pair(ui, "Opened", steps);
    bool q = mines_set(app)->show_queue, s = mines_set(app)->show_safe;
    if (ui_toggle(ui, PANEL_MINES_SHOW_QUEUE, &q))
        app_post(app, MINES_BOARD_QUEUE_TOGGLE, 0);
    if (ui_toggle(ui, PANEL_MINES_SHOW_SAFE, &s))
        app_post(app, MINES_BOARD_SAFE_TOGGLE, 0);
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted,
            "A click queues one cell; opening a 0 queues its closed neighbours, so the fill "
            "spreads breadth-first, one cell per step. The first click and its neighbours "
            "never hold a mine: the mines are laid after it.");
}

void mines_panel_run(BoardPanelSeed *p, Ui *ui, App *app)
{
    mines_panel_board_choice(ui, app);
    mines_panel_game(p, ui, app);
    mines_panel_logic(ui, app);
    mines_panel_cascade(ui, app);
}

void mines_panel_slim(Ui *ui, App *app)
{
    const MinesSettings *m = mines_set(app);
    char title[48], detail[48];
    snprintf(title, sizeof title, "Minesweeper %dx%d", m->w, m->h);
    snprintf(detail, sizeof detail, "%d mines, %s", m->mines, mines_game_name(mines_of(app)->board->game));
    TeachShow show;
    bool shown = mines_teach_shown(app, &show);
    bool back = shown && show.tl && timeline_pos(show.tl) > 0;
    bool done = !mines_busy(mines_of(app)->board) && !mines_teach_solve_running(app);
    board_panel_slim_run(ui, app, title, detail, mines_of(app)->paused, done, back);
    if (ui_button(ui, PANEL_MINES_SLIM_NEW, false))
        app_post(app, BOARD_NEW_SEED, 0);
    if (ui_button(ui, PANEL_MINES_SLIM_HINT, false))
        app_post(app, MINES_BOARD_HINT, 0);
    if (shown)
        teach_view_code_aside(ui, &show);
}

void mines_panel_input(Ui *ui, App *app, const MinesLayout *l)
{
    const UiInput *in = &ui->in;
    if (!(in->pressed || in->pressed_right || in->pressed_middle) || ui->pointer_used)
        return;
    int cx, cy;
    if (!mines_layout_hit(l, in->mx, in->my, &cx, &cy))
        return;
    ui->pointer_used = true;
    long i = (long)mines_board_cell(app, cx, cy);
    if (in->pressed_right)
        app_post(app, MINES_BOARD_FLAG, i);
    else if (in->pressed_middle || in->shift)
        app_post(app, MINES_BOARD_CHORD, i);
    else
        app_post(app, MINES_BOARD_REVEAL, i);
}
