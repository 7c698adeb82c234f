/* test_app_mines.c - Minesweeper in the window, drawn by an SDL software
 * renderer into a surface (SDL_VIDEODRIVER=dummy) with synthetic mouse and
 * key events fed through input_handle, exactly as the window loop does:
 *   - pixels map to cells at the board's edges;
 *   - a left click at a cell's centre queues it, stepping opens the cascade;
 *   - a right click flags (the counter goes down); Shift+click and a middle
 *     click chord;
 *   - a loss shows every mine and paints the hit one red;
 *   - the timer runs from the first click to the end of the game;
 *   - switching to Minesweeper and back leaves the maze run as it was;
 *   - the panel's presets and custom sliders, and the command line;
 *   - no-guess boards (on by default, the panel's switch, --guessing; a
 *     density that cannot succeed says so);
 *   - the hint (? and the panel): its cells outlined and tinted on the
 *     pixels, its sentence; the odds on a board where a guess is forced;
 *     a hint on a board with nothing to work out;
 *   - the engine solving the board on the timeline, Back and the slider
 *     exact;
 *   - the reset face, "?" marks, undo of a losing click, best times saved
 *     with the settings;
 *   - regressions: the timer waits while the flood fill animates; a click
 *     during the fill waits for its end as a click, never a chord, and
 *     the fill's timeline is kept;
 *   - the cost of a frame of a 100 x 100 board. */
#define _POSIX_C_SOURCE 200809L
#include "boards/maze/maze_state.h"
#include "harness.h"

#include "model/app_life.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <SDL.h>

#include "shell/app.h"
#include "shell/app_view.h"
#include "shell/input.h"
#include "app_rig.h"
#include "boards/mines/mines_board.h"
#include "boards/mines/mines_settings.h"
#include "boards/mines/mines_layout.h"
#include "boards/mines/mines_view.h"
#include "boards/mines/mines_tiles.h"
#include "boards/mines/mines_panel.h"
#include "boards/mines/mines_teach.h"
#include "boards/mines/mines_face.h"
#include "boards/mines/mines_hint.h"
#include "boards/mines/mines_moves.h"
#include "boards/mines/mines_overlay.h"
#include "boards/teach/teach_view.h"
#include "shell/app_prefs.h"

enum { SCREEN_W = RIG_SCREEN_W, SCREEN_H = RIG_SCREEN_H };

/* A rig showing board `board` ("beginner", "WxH/N") with seed, paused
 * cascades at 1 step/s unless stepped. NULL board: open on the maze. */
static Rig *rig_new(const char *board, uint64_t seed)
{
    static Rig rig;
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    set.seed = seed;
    set.speed = 0;              /* 1 step/s: nothing moves unless asked */
    if (board) {
        assert_true(mines_settings_parse_board(board, mines_settings(&set)));
        set.start_board = APP_BOARD_MINES;
    }
    rig_open(&rig, &set);
    input_frame_begin(&rig.view.ui);
    return &rig;
}

static void rig_free(Rig *r)
{
    rig_close(r);
}

/* One frame: the events already fed, then the picture. */
static void rig_frame(Rig *r)
{
    app_view_frame(&r->view, &r->app);
    SDL_RenderFlush(r->r);
    input_frame_begin(&r->view.ui);
}

static MinesLayout rig_layout(Rig *r)
{
    SDL_Rect a = app_view_maze_area(&r->view, &r->app, SCREEN_W, SCREEN_H);
    UiRect pic = mines_teach_picture(&r->view.ui, &r->app, (UiRect){ a.x, a.y, a.w, a.h });
    return mines_view_layout(&r->view.ui, &r->app, pic);
}

static uint32_t rig_pixel(const Rig *r, int x, int y)
{
    const uint32_t *row = (const uint32_t *)((const uint8_t *)r->s->pixels + (size_t)y * (size_t)r->s->pitch);
    return row[x] | 0xff000000u;
}

static void send(Rig *r, SDL_Event e)
{
    input_handle(&e, &r->app, &r->view.ui, 1.0);
    app_apply(&r->app);         /* keys take effect before the next frame */
}

/* A press and release of `button` at pixel x, y, then a frame. */
static void click_px(Rig *r, int x, int y, Uint8 button, bool shift)
{
    SDL_SetModState(shift ? KMOD_LSHIFT : KMOD_NONE);
    SDL_Event m = { .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } };
    send(r, m);
    SDL_Event e = { .button = { .type = SDL_MOUSEBUTTONDOWN, .button = button, .x = x, .y = y } };
    send(r, e);
    e.button.type = SDL_MOUSEBUTTONUP;
    send(r, e);
    rig_frame(r);
    SDL_SetModState(KMOD_NONE);
}

/* The same at the centre of cell cx, cy. */
static void click_cell(Rig *r, int cx, int cy, Uint8 button, bool shift)
{
    rig_frame(r);               /* the layout of the board now */
    MinesLayout l = rig_layout(r);
    UiRect c = mines_layout_cell(&l, cx, cy);
    click_px(r, c.x + c.w / 2, c.y + c.h / 2, button, shift);
}

static void key(Rig *r, SDL_Keycode k)
{
    SDL_Event e = { .key = { .type = SDL_KEYDOWN, .keysym = { .sym = k } } };
    send(r, e);
    rig_frame(r);
}

static void hint_key(Rig *r)
{
    SDL_SetModState(KMOD_LSHIFT);                            /* "?" is Shift+/ */
    key(r, SDLK_SLASH);
    SDL_SetModState(KMOD_NONE);
}

static const MinesBoard *board(const Rig *r)
{
    return mines_of(&r->app)->board;
}

static uint32_t cell(const Rig *r, int x, int y)
{
    return (uint32_t)y * (uint32_t)board(r)->w + (uint32_t)x;
}

/* Opens the board from its middle and lets the cascade finish. */
static void open_middle(Rig *r)
{
    click_cell(r, board(r)->w / 2, board(r)->h / 2, SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    rig_frame(r);
    assert_false(mines_busy(board(r)));
}

/* ---- layout -------------------------------------------------------------- */

static void test_layout_edges(void **state)
{
    (void)state;
    UiRect area = { 10, 20, 300, 200 };
    MinesLayout l = mines_layout_fit(area, 9, 9, 100, 30, 4);
    /* (200 - 30 - 8) / 9 = 18 rows of pixels per cell; 18 * 9 + 8 = 170 wide. */
    assert_int_equal(l.cell, 18);
    assert_int_equal(l.x, 10 + (300 - 170) / 2 + 4);
    assert_int_equal(l.y, 20 + 30 + 4);
    int cx, cy;
    assert_true(mines_layout_hit(&l, l.x, l.y, &cx, &cy));
    assert_int_equal(cx, 0);
    assert_int_equal(cy, 0);
    assert_true(mines_layout_hit(&l, l.x + 17, l.y + 17, &cx, &cy));
    assert_int_equal(cx, 0);
    assert_int_equal(cy, 0);
    assert_true(mines_layout_hit(&l, l.x + 18, l.y + 18, &cx, &cy));
    assert_int_equal(cx, 1);
    assert_int_equal(cy, 1);
    assert_true(mines_layout_hit(&l, l.x + 9 * 18 - 1, l.y + 9 * 18 - 1, &cx, &cy));
    assert_int_equal(cx, 8);
    assert_int_equal(cy, 8);
    assert_false(mines_layout_hit(&l, l.x - 1, l.y, &cx, &cy));
    assert_false(mines_layout_hit(&l, l.x, l.y - 1, &cx, &cy));
    assert_false(mines_layout_hit(&l, l.x + 9 * 18, l.y, &cx, &cy));
    assert_false(mines_layout_hit(&l, l.x, l.y + 9 * 18, &cx, &cy));
    /* The cap holds, and the board stays centred. */
    l = mines_layout_fit(area, 4, 4, 10, 30, 4);
    assert_int_equal(l.cell, 10);
    assert_int_equal(l.x - l.frame - area.x, area.x + area.w - (l.x + 40 + l.frame));
    /* Too small a window: cells of 1 pixel, never 0. */
    l = mines_layout_fit((UiRect){ 0, 0, 20, 20 }, 100, 100, 50, 10, 2);
    assert_int_equal(l.cell, 1);
}

/* ---- mouse --------------------------------------------------------------- */

static void test_left_click_reveals_and_cascades(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    assert_int_equal(r->app.shown, APP_BOARD_MINES);
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    const MinesBoard *b = board(r);
    assert_int_equal(b->game, MINES_PLAYING);
    assert_true(mines_is_queued(b, cell(r, 4, 4)));     /* queued, not open yet */
    assert_true(mines_in_safe_zone(b, cell(r, 4, 4)));
    key(r, SDLK_n);                                      /* one step */
    assert_true(mines_is_open(b, cell(r, 4, 4)));
    assert_int_equal(b->steps, 1);
    int zero = mines_count(b, cell(r, 4, 4)) == 0;
    assert_true(zero);                                   /* first click on a 0 */
    assert_true(mines_busy(b));                          /* its neighbours wait */
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    assert_false(mines_busy(b));
    assert_true(b->steps > 9);                           /* the cascade went on */
    rig_frame(r);
    /* The cell's picture: open, flat light grey (a point off the grid line). */
    MinesLayout l = rig_layout(r);
    UiRect c = mines_layout_cell(&l, 4, 4);
    assert_int_equal(rig_pixel(r, c.x + c.w / 2, c.y + c.h / 2), MINES_RGB_OPEN);
    rig_free(r);
}

static void test_right_click_flags(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    assert_int_equal(mines_left(board(r)), 10);
    click_cell(r, 0, 0, SDL_BUTTON_RIGHT, false);       /* allowed before the first click */
    assert_true(mines_is_flagged(board(r), cell(r, 0, 0)));
    assert_int_equal(mines_left(board(r)), 9);
    assert_int_equal(board(r)->game, MINES_READY);
    click_cell(r, 0, 0, SDL_BUTTON_RIGHT, false);
    assert_false(mines_is_flagged(board(r), cell(r, 0, 0)));
    assert_int_equal(mines_left(board(r)), 10);
    rig_free(r);
}

/* Writes the in-board neighbours of cell i to nb; returns how many. */
static int neighbours(const Rig *r, uint32_t i, uint32_t nb[8])
{
    const MinesBoard *b = board(r);
    int x = (int)(i % (uint32_t)b->w), y = (int)(i / (uint32_t)b->w), k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if ((dx || dy) && nx >= 0 && ny >= 0 && nx < b->w && ny < b->h)
                nb[k++] = cell(r, nx, ny);
        }
    return k;
}

/* Finds an open number with a closed safe neighbour; flags its mines with
 * right clicks. Returns its index. */
static uint32_t prepare_chord(Rig *r)
{
    const MinesBoard *b = board(r);
    for (uint32_t i = 0; i < b->n; i++) {
        if (!mines_is_open(b, i) || mines_count(b, i) == 0)
            continue;
        uint32_t nb[8];
        int k = neighbours(r, i, nb);
        bool closed_safe = false;
        for (int j = 0; j < k; j++)
            closed_safe |= !mines_is_open(b, nb[j]) && !mines_has_mine(b, nb[j]);
        if (!closed_safe)
            continue;
        for (int j = 0; j < k; j++)
            if (mines_has_mine(b, nb[j]))
                click_cell(r, (int)(nb[j] % (uint32_t)b->w), (int)(nb[j] / (uint32_t)b->w),
                           SDL_BUTTON_RIGHT, false);
        return i;
    }
    fail_msg("no cell to chord on");
    return 0;
}

/* Every neighbour of i is open, or a flagged mine. */
static void check_chorded(Rig *r, uint32_t i)
{
    const MinesBoard *b = board(r);
    uint32_t nb[8];
    int k = neighbours(r, i, nb);
    for (int j = 0; j < k; j++) {
        if (mines_has_mine(b, nb[j]))
            assert_true(mines_is_flagged(b, nb[j]));
        else
            assert_true(mines_is_open(b, nb[j]));
    }
}

static void test_chords(void **state)
{
    (void)state;
    static const Uint8 buttons[2] = { SDL_BUTTON_LEFT, SDL_BUTTON_MIDDLE };
    for (int k = 0; k < 2; k++) {
        Rig *r = rig_new("intermediate", 11);
        open_middle(r);
        uint32_t i = prepare_chord(r);
        uint32_t opened = board(r)->opened_safe;
        int x = (int)(i % (uint32_t)board(r)->w), y = (int)(i / (uint32_t)board(r)->w);
        click_cell(r, x, y, buttons[k], k == 0);          /* Shift+left, then middle */
        assert_true(mines_busy(board(r)) || board(r)->opened_safe > opened);
        key(r, SDLK_f);
        app_advance(&r->app, 1.0 / 60, 100);
        assert_true(board(r)->opened_safe > opened);
        check_chorded(r, i);
        assert_int_not_equal(board(r)->game, MINES_LOST);
        rig_free(r);
    }
}

/* A middle click on a closed cell does not open it (it is not a chord). */
static void test_middle_on_closed_does_nothing(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    click_cell(r, 2, 2, SDL_BUTTON_MIDDLE, false);
    assert_int_equal(board(r)->game, MINES_READY);
    assert_false(mines_busy(board(r)));
    rig_free(r);
}

/* ---- the end of a game --------------------------------------------------- */

static void test_loss_shows_mines_and_the_hit(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    open_middle(r);
    const MinesBoard *b = board(r);
    uint32_t mine = MINES_NONE, other = MINES_NONE;
    for (uint32_t i = 0; i < b->n; i++) {
        if (!mines_has_mine(b, i))
            continue;
        if (mine == MINES_NONE)
            mine = i;
        else if (other == MINES_NONE)
            other = i;
    }
    assert_int_not_equal(other, MINES_NONE);
    click_cell(r, (int)(mine % 9), (int)(mine / 9), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    rig_frame(r);
    assert_int_equal(b->game, MINES_LOST);
    assert_int_equal(b->hit, mine);
    for (uint32_t i = 0; i < b->n; i++)
        if (mines_has_mine(b, i))
            assert_int_equal(mines_tile_for(b, i, false), i == mine ? MINES_TILE_MINE_HIT : MINES_TILE_MINE);
    /* A point near a corner, clear of the mine's picture: red for the hit
     * mine, the open cells' grey for another mine. */
    MinesLayout l = rig_layout(r);
    UiRect c = mines_layout_cell(&l, (int)(mine % 9), (int)(mine / 9));
    assert_int_equal(rig_pixel(r, c.x + c.w / 8 + 1, c.y + c.h - c.h / 8 - 1), MINES_RGB_HIT);
    c = mines_layout_cell(&l, (int)(other % 9), (int)(other / 9));
    assert_int_equal(rig_pixel(r, c.x + c.w / 8 + 1, c.y + c.h - c.h / 8 - 1), MINES_RGB_OPEN);
    /* ...and the centre of a mine is dark. */
    uint32_t centre = rig_pixel(r, c.x + c.w / 2 + c.w / 8, c.y + c.h / 2 + c.h / 8);
    assert_true((centre & 0xff) < 64);
    /* Clicks do nothing now; G replays the same board from scratch. */
    click_cell(r, 0, 0, SDL_BUTTON_LEFT, false);
    assert_int_equal(b->game, MINES_LOST);
    key(r, SDLK_g);
    assert_int_equal(board(r)->game, MINES_READY);
    assert_int_equal(board(r)->seed, 5);
    rig_free(r);
}

static void test_timer(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    app_advance(&r->app, 3.0, 10);
    assert_int_equal(mines_board_seconds(&r->app), 0);    /* not before the first click */
    open_middle(r);
    app_advance(&r->app, 0.75, 10);
    app_advance(&r->app, 0.75, 10);
    assert_int_equal(mines_board_seconds(&r->app), 1);
    const MinesBoard *b = board(r);
    uint32_t mine = 0;
    while (!mines_has_mine(b, mine))
        mine++;
    click_cell(r, (int)(mine % 9), (int)(mine / 9), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 0.01, 10);
    assert_int_equal(b->game, MINES_LOST);
    double stopped = mines_of(&r->app)->elapsed;
    app_advance(&r->app, 5.0, 10);
    assert_true(mines_of(&r->app)->elapsed == stopped);
    key(r, SDLK_r);                                      /* a new board: 0 again */
    assert_int_equal(mines_board_seconds(&r->app), 0);
    rig_free(r);
}

/* At the top speed a click's whole cascade opens in one frame. */
static void test_instant_at_top_speed(void **state)
{
    (void)state;
    Rig *r = rig_new("expert", 3);
    r->app.set.speed = 1.0;
    click_cell(r, 15, 8, SDL_BUTTON_LEFT, false);
    assert_true(mines_busy(board(r)));
    app_advance(&r->app, 1.0 / 60, 100);
    assert_false(mines_busy(board(r)));
    rig_free(r);
}

/* ---- modes and panel ----------------------------------------------------- */

static void click_widget(Rig *r, const char *label)
{
    rig_frame(r);
    UiRect w;
    if (!ui_spot(&r->view.ui, label, &w))
        fail_msg("widget '%s' is not in the panel", label);
    click_px(r, w.x + w.w / 2, w.y + w.h / 2, SDL_BUTTON_LEFT, false);
    rig_frame(r);               /* the panel shows the action's result */
}

/* Regression (issue 8): Restart (G) and New board (R) in the panel free
 * the board; the panel used to read it after the click in the same pass
 * (heap-use-after-free under ASan; the G and R keys were fine). Now the
 * click is applied after the pass: Restart deals the same board again,
 * New board a fresh seed, and the panel shows the new one. */
static void test_panel_restart_and_new_board(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    assert_true(board(r)->opened_safe > 0 || mines_busy(board(r)));
    uint64_t games = mines_of(&r->app)->games, seed = mines_of(&r->app)->seed;
    click_widget(r, PANEL_MINES_RESTART);
    assert_int_equal(mines_of(&r->app)->games, games + 1);
    assert_int_equal(mines_of(&r->app)->seed, seed);
    assert_int_equal(board(r)->opened_safe, 0);
    assert_int_equal(board(r)->game, MINES_READY);
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    click_widget(r, PANEL_MINES_NEW);
    assert_int_equal(mines_of(&r->app)->games, games + 2);
    assert_int_equal(board(r)->opened_safe, 0);
    rig_free(r);
}

static void test_mode_switch_keeps_maze(void **state)
{
    (void)state;
    Rig *r = rig_new(NULL, 9);
    assert_int_equal(r->app.shown, APP_BOARD_MAZE);
    r->app.set.speed = app_speed_pos_for(100);
    app_advance(&r->app, 0.5, 100);
    GenRun *run = maze_of(&r->app)->run;
    uint64_t steps = run->steps, generation = maze_of(&r->app)->generation;
    assert_true(steps > 0 && !run_done(run));
    click_widget(r, PANEL_MODE_MINES);
    assert_int_equal(r->app.shown, APP_BOARD_MINES);
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    key(r, SDLK_g);                                      /* restarts the game, not the maze */
    app_advance(&r->app, 0.5, 100);
    assert_ptr_equal(maze_of(&r->app)->run, run);
    assert_int_equal(run->steps, steps);
    assert_int_equal(maze_of(&r->app)->generation, generation);
    key(r, SDLK_TAB);
    assert_int_equal(r->app.shown, APP_BOARD_MAZE);
    assert_ptr_equal(maze_of(&r->app)->run, run);
    /* The game's hint, solve and undo keys leave the maze's status be. */
    snprintf(r->app.status, sizeof r->app.status, "maze");
    hint_key(r);
    key(r, SDLK_a);
    key(r, SDLK_u);
    assert_string_equal(r->app.status, "maze");
    assert_false(mines_of(&r->app)->hint.on || mines_teach_solving(&r->app));
    app_advance(&r->app, 0.5, 100);
    assert_true(run->steps > steps);                     /* it carries on */
    rig_free(r);
}

static void test_panel_presets_and_custom(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    click_widget(r, "##mines-preset:expert");
    assert_int_equal(board(r)->w, 30);
    assert_int_equal(board(r)->h, 16);
    assert_int_equal(board(r)->mines, 99);
    UiRect w;
    assert_false(ui_spot(&r->view.ui, PANEL_MINES_COUNT, &w));
    click_widget(r, "##mines-preset:custom");
    assert_true(ui_spot(&r->view.ui, PANEL_MINES_COUNT, &w));
    assert_int_equal(board(r)->w, 30);                   /* same board until a slider moves */
    /* The wheel on the mine slider leaves it; Ctrl+wheel: one fewer mine. */
    SDL_Event m = { .motion = { .type = SDL_MOUSEMOTION, .x = w.x + w.w / 2, .y = w.y + w.h / 2 } };
    send(r, m);
    SDL_Event e = { .wheel = { .type = SDL_MOUSEWHEEL, .y = -1 } };
    send(r, e);
    rig_frame(r);
    assert_int_equal(board(r)->mines, 99);
    assert_true(ui_spot(&r->view.ui, PANEL_MINES_COUNT, &w));
    m.motion.x = w.x + w.w / 2;
    m.motion.y = w.y + w.h / 2;
    send(r, m);
    SDL_SetModState(KMOD_LCTRL);
    send(r, e);
    rig_frame(r);
    SDL_SetModState(KMOD_NONE);
    assert_int_equal(board(r)->mines, 98);
    assert_int_equal(mines_set(&r->app)->preset, APP_MINES_CUSTOM);
    assert_true(ui_ids_unique(&r->view.ui));
    click_cell(r, 3, 3, SDL_BUTTON_LEFT, false);
    key(r, SDLK_q);
    key(r, SDLK_z);
    assert_true(mines_set(&r->app)->show_queue && mines_set(&r->app)->show_safe);
    assert_true(ui_ids_unique(&r->view.ui));
    rig_free(r);
}

static void test_command_line(void **state)
{
    (void)state;
    AppSettings s = { 0 };
    app_settings_defaults(&s, &app_board_table);
    char *ok[] = { "mazelab", "--mines", "20x12/40", "--seed", "8", "--flag", "0,0", "--click", "3,4",
                   "--show-queue", NULL };
    assert_int_equal(app_parse_args(10, ok, &s), -1);
    assert_true(s.start_board == APP_BOARD_MINES && mines_settings(&s)->show_queue && !mines_settings(&s)->show_safe);
    assert_int_equal(mines_settings(&s)->w, 20);
    assert_int_equal(mines_settings(&s)->h, 12);
    assert_int_equal(mines_settings(&s)->mines, 40);
    assert_int_equal(mines_settings(&s)->script_len, 2);
    assert_true(mines_settings(&s)->script[0].flag);
    assert_int_equal(mines_settings(&s)->script[1].x, 3);
    assert_int_equal(mines_settings(&s)->script[1].y, 4);
    App app;
    assert_true(app_init(&app, &s));
    assert_int_equal(app.shown, APP_BOARD_MINES);
    assert_true(mines_is_flagged(mines_of(&app)->board, 0));
    assert_true(mines_busy(mines_of(&app)->board));            /* the last click animates */
    app_free(&app);

    char *bad[][4] = {
        { "mazelab", "--mines", "3x3/1", NULL },        /* too few cells */
        { "mazelab", "--mines", "9x9/80", NULL },       /* too many mines */
        { "mazelab", "--mines", "huge", NULL },
        { "mazelab", "--click", "1,1", NULL },          /* no board */
        { "mazelab", "--mines", "beginner", "--click" },
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        AppSettings t = { 0 };
        app_settings_defaults(&t, &app_board_table);
        int argc = bad[k][3] ? 4 : 3;
        char *argv[6] = { bad[k][0], bad[k][1], bad[k][2], bad[k][3], NULL, NULL };
        if (k == 4)
            argv[4] = "9,0", argc = 5;                  /* off a 9-wide board */
        assert_int_equal(app_parse_args(argc, argv, &t), 2);
    }
}


/* ---- the player's game: face, marks, undo, best times, timer -------------- */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The layout the last frame was drawn with. */
static MinesLayout drawn(const Rig *r)
{
    return mines_view_last(r->view.board[APP_BOARD_MINES]);
}

static uint32_t rgb(UiColor c)
{
    return 0xff000000u | (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b;
}

/* Plays every safe cell left by clicks (the test may look at the mines). */
static void clear_board(Rig *r)
{
    for (uint32_t i = 0; i < board(r)->n && board(r)->game == MINES_PLAYING; i++)
        if (!mines_has_mine(board(r), i) && !mines_is_open(board(r), i)) {
            app_do(&r->app, APP_BOARD_MINES, MINES_BOARD_REVEAL, (long)i);
            app_do(&r->app, APP_BOARD_MINES, BOARD_FINISH, 0);
            app_advance(&r->app, 0, 100);
        }
}

/* The first mine of the board, after the first click. */
static uint32_t first_mine(const Rig *r)
{
    uint32_t i = 0;
    while (!mines_has_mine(board(r), i))
        i++;
    return i;
}

static void test_reset_face(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    rig_frame(r);
    UiRect f;
    assert_true(ui_spot(&r->view.ui, MINES_FACE_ID, &f));
    /* Yellow between the eyes and the mouth; the frame's grey around. */
    assert_int_equal(rig_pixel(r, f.x + f.w / 2, f.y + f.h * 3 / 10), MINES_RGB_FACE);
    assert_int_equal(mines_face_for(board(r)), MINES_FACE_SMILE);
    open_middle(r);
    uint64_t games = mines_of(&r->app)->games, seed = mines_of(&r->app)->seed;
    click_cell(r, (int)(first_mine(r) % 9), (int)(first_mine(r) / 9), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    assert_int_equal(board(r)->game, MINES_LOST);
    assert_int_equal(mines_face_for(board(r)), MINES_FACE_LOST);
    rig_frame(r);
    assert_true(ui_spot(&r->view.ui, MINES_FACE_ID, &f));
    click_px(r, f.x + f.w / 2, f.y + f.h / 2, SDL_BUTTON_LEFT, false);
    assert_int_equal(mines_of(&r->app)->games, games + 1);     /* a new board, as R deals */
    assert_int_not_equal(mines_of(&r->app)->seed, seed);
    assert_int_equal(board(r)->game, MINES_READY);
    rig_free(r);
}

static void test_question_marks(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    uint32_t i = cell(r, 1, 1);
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);            /* flag */
    assert_true(mines_is_flagged(board(r), i));
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);            /* "?" */
    assert_false(mines_is_flagged(board(r), i));
    assert_true(mines_moves_marked(&r->app, i));
    assert_int_equal(mines_left(board(r)), 10);              /* a "?" is no flag */
    rig_frame(r);
    /* The glyph's ink at the top of the "?" (the tile's middle column). */
    MinesLayout l = drawn(r);
    UiRect c = mines_layout_cell(&l, 1, 1);
    bool ink = false;
    for (int y = c.y + c.h / 4; y < c.y + c.h / 2; y++)
        ink |= (rig_pixel(r, c.x + c.w / 2, y) & 0xff) < 64;
    assert_true(ink);
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);            /* nothing */
    assert_false(mines_moves_marked(&r->app, i) || mines_is_flagged(board(r), i));
    /* Off in the panel: flags only, and the marks go. */
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);
    assert_true(mines_moves_marked(&r->app, i));
    click_widget(r, PANEL_MINES_MARKS);
    assert_false(mines_set(&r->app)->marks);
    assert_false(mines_moves_marked(&r->app, i));
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);
    click_cell(r, 1, 1, SDL_BUTTON_RIGHT, false);
    assert_false(mines_moves_marked(&r->app, i) || mines_is_flagged(board(r), i));
    /* A left click opens a "?" cell like any closed one. */
    click_widget(r, PANEL_MINES_MARKS);
    click_cell(r, 4, 4, SDL_BUTTON_RIGHT, false);
    click_cell(r, 4, 4, SDL_BUTTON_RIGHT, false);
    assert_true(mines_moves_marked(&r->app, cell(r, 4, 4)));
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    assert_int_equal(board(r)->game, MINES_PLAYING);
    rig_free(r);
}

static void test_undo_losing_click(void **state)
{
    (void)state;
    Rig *r = rig_new("intermediate", 8);
    open_middle(r);
    MinesBoard *before = mines_clone(board(r), NULL);
    uint32_t mine = first_mine(r);
    key(r, SDLK_u);                                          /* nothing lost yet */
    assert_int_equal(mines_of(&r->app)->undos, 0);
    click_cell(r, (int)(mine % 16), (int)(mine / 16), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    assert_int_equal(board(r)->game, MINES_LOST);
    click_widget(r, PANEL_MINES_UNDO);
    assert_int_equal(board(r)->game, MINES_PLAYING);
    assert_int_equal(board(r)->hit, MINES_NONE);
    assert_memory_equal(board(r)->cell, before->cell, before->n);
    assert_int_equal(mines_of(&r->app)->undos, 1);
    assert_non_null(strstr(r->app.status, "1 undo"));
    rig_frame(r);                                            /* the header counts it */
    bool said = false;
    for (size_t k = 0; k < r->view.ui.ncmds; k++)
        said |= r->view.ui.cmds[k].kind == UI_CMD_TEXT &&
                strcmp(r->view.ui.text + r->view.ui.cmds[k].text, "1 undo") == 0;
    assert_true(said);
    /* Lost again and undone again: counted; a win then is no best time. */
    click_cell(r, (int)(mine % 16), (int)(mine / 16), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    key(r, SDLK_u);
    assert_int_equal(mines_of(&r->app)->undos, 2);
    clear_board(r);
    assert_int_equal(board(r)->game, MINES_WON);
    assert_non_null(strstr(r->app.status, "not a best time"));
    assert_true(mines_set(&r->app)->best[1] == 0);
    mines_free(before);
    rig_free(r);
}

static void test_best_times_saved(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    open_middle(r);
    app_advance(&r->app, 4.0, 10);
    app_advance(&r->app, 3.25, 10);
    clear_board(r);
    assert_int_equal(board(r)->game, MINES_WON);
    double first = mines_set(&r->app)->best[0];
    assert_true(first > 7.25 && first < 7.35);              /* 7.25 s to the tenth */
    assert_non_null(strstr(r->app.status, "first best time for Beginner"));
    /* A slower win keeps it; a faster one replaces it. */
    key(r, SDLK_g);
    open_middle(r);
    app_advance(&r->app, 9.0, 10);
    clear_board(r);
    assert_true(mines_set(&r->app)->best[0] == first);
    char kept[32];
    snprintf(kept, sizeof kept, "(best %.1f s)", first);
    assert_non_null(strstr(r->app.status, kept));
    key(r, SDLK_g);
    open_middle(r);
    app_advance(&r->app, 2.0, 10);
    clear_board(r);
    double best = mines_set(&r->app)->best[0];
    assert_true(best > 1.9 && best < 2.2);
    assert_non_null(strstr(r->app.status, "a new best for Beginner"));
    /* A win with a hint counts for nothing. */
    key(r, SDLK_g);
    open_middle(r);
    SDL_SetModState(KMOD_LSHIFT);
    key(r, SDLK_SLASH);
    SDL_SetModState(KMOD_NONE);
    clear_board(r);
    assert_non_null(strstr(r->app.status, "with hints: not a best time"));
    assert_true(mines_set(&r->app)->best[0] == best);
    /* Saved with the settings, and read back. */
    static Settings saved;
    app_prefs_collect(&r->app, &saved);
    char want[16];
    snprintf(want, sizeof want, "%.1f", best);
    assert_string_equal(settings_get(&saved, "mines-best-beginner"), want);
    assert_null(settings_get(&saved, "mines-best-expert"));
    assert_string_equal(settings_get(&saved, "mines-no-guess"), "yes");
    assert_string_equal(settings_get(&saved, "mines-marks"), "yes");
    AppSettings back = { 0 };
    app_settings_defaults(&back, &app_board_table);
    char why[256];
    assert_true(app_prefs_apply(&saved, &back, why, sizeof why));
    assert_true(fabs(mines_settings(&back)->best[0] - best) < 0.051);
    assert_true(mines_settings(&back)->best[2] == 0);
    assert_int_equal(settings_set(&saved, "mines-best-expert", "-3"), MAZE_OK);
    assert_false(app_prefs_apply(&saved, &back, why, sizeof why));
    assert_non_null(strstr(why, "mines-best-expert"));
    rig_free(r);
}

/* Regression: the game timer ran while the flood fill animated. */
static void test_timer_waits_for_the_fill(void **state)
{
    (void)state;
    Rig *r = rig_new("expert", 3);
    click_cell(r, 15, 8, SDL_BUTTON_LEFT, false);
    assert_true(mines_busy(board(r)));
    for (int k = 0; k < 5; k++)                              /* 1 step/s: 5 s of animation */
        app_advance(&r->app, 1.0, 10);
    assert_true(mines_busy(board(r)));
    assert_true(mines_of(&r->app)->elapsed == 0);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    assert_false(mines_busy(board(r)));
    app_advance(&r->app, 1.5, 10);
    assert_int_equal(mines_board_seconds(&r->app), 1);
    rig_free(r);
}

/* Regression: a click during the flood fill finished the fill at once,
 * dropped its timeline and was taken as a chord. Now it waits, as a click,
 * and the fill and its timeline go on. */
static void test_click_during_the_fill_waits(void **state)
{
    (void)state;
    Rig *r = rig_new("beginner", 5);
    click_cell(r, 4, 4, SDL_BUTTON_LEFT, false);
    key(r, SDLK_n);
    key(r, SDLK_n);
    TeachShow show;
    assert_true(mines_teach_shown(&r->app, &show) && show.tl);
    const Timeline *tl = show.tl;
    assert_int_equal(timeline_pos(tl), 2);
    /* What the fill alone leaves: a closed safe cell it never opens. */
    MinesBoard *alone = mines_clone(board(r), NULL);
    mines_finish(alone);
    uint32_t queued = board(r)->queue[board(r)->head], outside = MINES_NONE;
    for (uint32_t i = 0; i < alone->n && outside == MINES_NONE; i++)
        if (!mines_is_open(alone, i) && !mines_has_mine(alone, i))
            outside = i;
    assert_int_not_equal(outside, MINES_NONE);
    /* A click on a queued cell (the fill opens it), then on the outside one. */
    click_cell(r, (int)(queued % 9), (int)(queued / 9), SDL_BUTTON_LEFT, false);
    assert_non_null(strstr(r->app.status, "waits for the flood fill"));
    assert_true(mines_busy(board(r)));
    assert_true(mines_teach_shown(&r->app, &show) && show.tl == tl);
    assert_int_equal(timeline_pos(tl), 2);
    click_cell(r, (int)(outside % 9), (int)(outside / 9), SDL_BUTTON_LEFT, false);
    assert_int_equal(mines_of(&r->app)->nwaiting, 2);
    key(r, SDLK_n);                                          /* the fill goes on, Back too */
    assert_int_equal(timeline_pos(tl), 3);
    key(r, SDLK_LEFT);
    assert_int_equal(timeline_pos(tl), 2);
    assert_int_equal(mines_of(&r->app)->nwaiting, 2);
    /* The fill's end: the first click finds its cell open (no chord); the
     * second opens the outside cell. */
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    assert_int_equal(mines_of(&r->app)->nwaiting, 0);
    assert_true(mines_is_queued(board(r), outside) || mines_is_open(board(r), outside));
    key(r, SDLK_f);                                          /* the outside click's own fill */
    app_advance(&r->app, 1.0 / 60, 100);
    assert_false(mines_busy(board(r)));
    assert_true(mines_is_open(board(r), outside));
    for (uint32_t i = 0; i < alone->n; i++)
        if (mines_is_open(alone, i))
            assert_true(mines_is_open(board(r), i));
    assert_int_not_equal(board(r)->game, MINES_LOST);
    assert_null(strstr(r->app.status, "chord"));
    mines_free(alone);
    rig_free(r);
}

/* ---- the deduction engine in the window ----------------------------------- */


static void test_no_guess_boards(void **state)
{
    (void)state;
    Rig *r = rig_new("expert", 12);
    assert_true(mines_set(&r->app)->no_guess && board(r)->no_guess);
    assert_true(ui_ids_unique(&r->view.ui));
    /* A no-guess board is solved by the rules from its opening. */
    open_middle(r);
    key(r, SDLK_a);
    key(r, SDLK_f);
    for (int k = 0; k < 50 && mines_teach_solve_running(&r->app); k++)
        app_advance(&r->app, 1.0 / 60, 100);
    assert_int_equal(board(r)->game, MINES_WON);
    assert_non_null(strstr(r->app.status, "Solved by the rules alone"));
    /* Off in the panel: from the next board (this one is laid). */
    click_widget(r, PANEL_MINES_NO_GUESS);
    assert_false(mines_set(&r->app)->no_guess);
    assert_non_null(strstr(r->app.status, "from the next board"));
    key(r, SDLK_r);
    assert_false(board(r)->no_guess);
    rig_free(r);

    /* A density that cannot succeed: the status says so, at once. */
    r = rig_new("10x2/1", 9);
    double t0 = now_ms();
    click_cell(r, 0, 0, SDL_BUTTON_LEFT, false);
    assert_true(now_ms() - t0 < 2000);
    assert_int_equal(board(r)->game, MINES_READY);
    assert_non_null(strstr(r->app.status, "without guessing"));
    click_widget(r, PANEL_MINES_NO_GUESS);                   /* a ready board takes it now */
    assert_null(strstr(r->app.status, "next board"));
    click_cell(r, 0, 0, SDL_BUTTON_LEFT, false);
    assert_int_equal(board(r)->game, MINES_PLAYING);
    rig_free(r);
}

static void test_hint_deduction(void **state)
{
    (void)state;
    Rig *r = rig_new("intermediate", 3);
    hint_key(r);                                             /* no click yet */
    assert_non_null(strstr(r->app.status, "any cell is safe"));
    click_cell(r, 8, 8, SDL_BUTTON_LEFT, false);
    hint_key(r);                                             /* the fill is still opening */
    assert_non_null(strstr(r->app.status, "still opening"));
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    click_widget(r, PANEL_MINES_HINT);
    const MinesHintShown *h = &mines_of(&r->app)->hint;
    assert_true(h->on && h->hint.kind == MINES_HINT_DEDUCTION);
    assert_non_null(strstr(r->app.status, "Hint ("));
    assert_non_null(strstr(r->app.status, h->text));
    const MinesDeduction *d = &h->hint.deduction;
    for (int k = 0; k < d->safe_count + d->mine_count; k++)  /* sound */
        assert_int_equal(mines_has_mine(board(r), d->cell[k]), k >= d->safe_count);
    /* The teaching strip: the rules, the rule's line, the sentence. */
    TeachShow show;
    assert_true(mines_teach_shown(&r->app, &show));
    assert_ptr_equal(show.code.lines, mines_solve_pseudocode.lines);
    assert_string_equal(show.note, h->text);
    assert_int_equal(show.note_line, mines_solve_line(d));
    /* The pixels: each number used outlined, each cell decided outlined in
     * its verdict's colour. */
    rig_frame(r);
    MinesLayout l = drawn(r);
    for (int k = 0; k < d->clue_count; k++) {
        UiRect c = mines_layout_cell(&l, (int)(d->clue[k] % 16), (int)(d->clue[k] / 16));
        assert_int_equal(rig_pixel(r, c.x + 1, c.y + c.h / 2), rgb(mines_overlay_mark_color(MINES_MARK_CLUE)));
    }
    for (int k = 0; k < d->safe_count + d->mine_count; k++) {
        UiRect c = mines_layout_cell(&l, (int)(d->cell[k] % 16), (int)(d->cell[k] / 16));
        MinesMark m = k < d->safe_count ? MINES_MARK_SAFE : MINES_MARK_MINE;
        assert_int_equal(rig_pixel(r, c.x + c.w / 2, c.y + 1), rgb(mines_overlay_mark_color(m)));
    }
    /* A move takes it off. */
    click_cell(r, 0, 0, SDL_BUTTON_RIGHT, false);
    assert_false(mines_of(&r->app)->hint.on);
    click_cell(r, 0, 0, SDL_BUTTON_RIGHT, false);            /* "?" */
    click_cell(r, 0, 0, SDL_BUTTON_RIGHT, false);            /* nothing */
    /* Flags that cannot all be right: the number outlined in red. */
    uint32_t clue = MINES_NONE, nb[8];
    int m = 0;
    for (uint32_t i = 0; i < board(r)->n && clue == MINES_NONE; i++) {
        if (!mines_is_open(board(r), i) || mines_count(board(r), i) == 0)
            continue;
        int k = neighbours(r, i, nb), closed = 0;
        for (int j = 0; j < k; j++)
            closed += !mines_is_open(board(r), nb[j]);
        if (closed > mines_count(board(r), i))
            clue = i, m = k;
    }
    assert_int_not_equal(clue, MINES_NONE);
    for (int j = 0; j < m; j++)
        if (!mines_is_open(board(r), nb[j]))
            app_do(&r->app, APP_BOARD_MINES, MINES_BOARD_FLAG, (long)nb[j]);
    hint_key(r);
    assert_int_equal(mines_of(&r->app)->hint.hint.kind, MINES_HINT_CONTRADICTION);
    assert_non_null(strstr(r->app.status, "wrong"));
    rig_frame(r);
    l = drawn(r);
    UiRect c = mines_layout_cell(&l, (int)(clue % 16), (int)(clue / 16));
    assert_int_equal(rig_pixel(r, c.x + 1, c.y + c.h / 2), rgb(mines_overlay_mark_color(MINES_MARK_MINE)));
    rig_free(r);
}

static void test_hint_guess_and_game_over(void **state)
{
    (void)state;
    Rig *r = rig_new("expert", 14);
    mines_set(&r->app)->no_guess = false;                    /* as --guessing */
    key(r, SDLK_g);
    click_cell(r, 14, 8, SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    hint_key(r);
    const MinesHintShown *h = &mines_of(&r->app)->hint;
    assert_true(h->on && h->hint.kind == MINES_HINT_GUESS);
    assert_non_null(strstr(r->app.status, "a guess is forced"));
    assert_non_null(strstr(r->app.status, "away from the numbers"));
    const MinesProbs *p = &h->hint.probs;
    assert_true(p->exact);
    /* Each frontier cell tinted by its odds: the safest greener than the
     * likeliest; its percentage written on it. */
    rig_frame(r);
    MinesLayout l = drawn(r);
    uint32_t lo = MINES_NONE, hi = MINES_NONE;
    for (uint32_t i = 0; i < board(r)->n; i++) {
        if (p->p[i] < 0 || !mines_hint_frontier(board(r), i))
            continue;
        if (lo == MINES_NONE || p->p[i] < p->p[lo])
            lo = i;
        if (hi == MINES_NONE || p->p[i] > p->p[hi])
            hi = i;
    }
    assert_true(lo != MINES_NONE && p->p[lo] < p->p[hi]);
    UiRect a = mines_layout_cell(&l, (int)(lo % 30), (int)(lo / 30));
    UiRect b = mines_layout_cell(&l, (int)(hi % 30), (int)(hi / 30));
    uint32_t pa = rig_pixel(r, a.x + 3, a.y + a.h - 4), pb = rig_pixel(r, b.x + 3, b.y + b.h - 4);
    int ga = (int)(pa >> 8 & 0xff) - (int)(pa >> 16 & 0xff), gb = (int)(pb >> 8 & 0xff) - (int)(pb >> 16 & 0xff);
    assert_true(ga > gb);
    char want[16];
    snprintf(want, sizeof want, "%ld%%", lround(100 * p->p[lo]));
    bool written = false, approx = false;
    for (size_t k = 0; k < r->view.ui.ncmds; k++) {
        const UiCmd *c = &r->view.ui.cmds[k];
        written |= c->kind == UI_CMD_TEXT && c->rect.x > a.x && c->rect.x < a.x + a.w &&
                   strcmp(r->view.ui.text + c->text, want) == 0;
    }
    assert_true(written);
    /* Labelled approximate when the library says so. */
    mines_of(&r->app)->hint.hint.probs.exact = false;
    rig_frame(r);
    for (size_t k = 0; k < r->view.ui.ncmds; k++) {
        const UiCmd *c = &r->view.ui.cmds[k];
        approx |= c->kind == UI_CMD_TEXT && r->view.ui.text[c->text] == '~';
    }
    assert_true(approx);
    /* A hint on a lost or won board: a status message. */
    uint32_t mine = first_mine(r);
    click_cell(r, (int)(mine % 30), (int)(mine / 30), SDL_BUTTON_LEFT, false);
    key(r, SDLK_f);
    app_advance(&r->app, 1.0 / 60, 100);
    hint_key(r);
    assert_false(mines_of(&r->app)->hint.on);
    assert_non_null(strstr(r->app.status, "the game is lost"));
    key(r, SDLK_u);
    clear_board(r);
    hint_key(r);
    assert_non_null(strstr(r->app.status, "the board is cleared"));
    rig_free(r);
}

/* The engine on the timeline: a step a deduction, its sentence and line;
 * Back and the slider land on exactly the board stepping forward gave. */
static void test_solve_step_by_step(void **state)
{
    (void)state;
    enum { STEPS = 12 };
    Rig *r = rig_new("intermediate", 21);
    open_middle(r);
    key(r, SDLK_a);
    assert_true(mines_teach_solve_running(&r->app));
    key(r, SDLK_SPACE);                                      /* paused: N steps */
    static uint8_t seen[STEPS + 1][16 * 16];
    memcpy(seen[0], board(r)->cell, 256);
    TeachShow show;
    for (int k = 1; k <= STEPS; k++) {
        key(r, SDLK_n);
        assert_true(mines_teach_shown(&r->app, &show) && show.tl);
        assert_int_equal(timeline_pos(show.tl), k);
        assert_non_null(show.note);
        assert_true(show.note_line >= 2 && show.note_line <= 6);
        assert_non_null(strstr(r->app.status, show.note));
        memcpy(seen[k], board(r)->cell, 256);
    }
    assert_true(mines_of(&r->app)->elapsed == 0 || board(r)->game == MINES_PLAYING);
    /* The last deduction is drawn: its numbers outlined. */
    const MinesDeduction *d = mines_teach_solve_last(&r->app);
    assert_non_null(d);
    rig_frame(r);
    MinesLayout l = drawn(r);
    if (d->clue_count > 0) {
        UiRect c = mines_layout_cell(&l, (int)(d->clue[0] % 16), (int)(d->clue[0] / 16));
        assert_int_equal(rig_pixel(r, c.x + 1, c.y + c.h / 2), rgb(mines_overlay_mark_color(MINES_MARK_CLUE)));
    }
    for (int k = STEPS - 1; k >= STEPS - 4; k--) {
        key(r, SDLK_LEFT);
        assert_memory_equal(board(r)->cell, seen[k], 256);
    }
    key(r, SDLK_HOME);
    assert_memory_equal(board(r)->cell, seen[0], 256);
    /* The slider: a click on it seeks; the board is the one seen there. */
    UiRect s;
    rig_frame(r);
    assert_true(ui_spot(&r->view.ui, TEACH_SLIDER, &s));
    click_px(r, s.x + s.w / 3, s.y + s.h / 2, SDL_BUTTON_LEFT, false);
    assert_true(mines_teach_shown(&r->app, &show) && show.tl);
    uint64_t at = timeline_pos(show.tl);
    assert_true(at > 0 && at <= STEPS);
    assert_memory_equal(board(r)->cell, seen[at], 256);
    /* To the end: won, the clock still where it was. */
    double clock = mines_of(&r->app)->elapsed;
    key(r, SDLK_END);
    assert_int_equal(board(r)->game, MINES_WON);
    app_advance(&r->app, 2.0, 10);
    assert_true(mines_of(&r->app)->elapsed == clock);
    /* A move ends the engine's timeline. */
    key(r, SDLK_g);
    assert_false(mines_teach_solving(&r->app));
    rig_free(r);
}

/* ---- cost ---------------------------------------------------------------- */


static void test_frame_cost_100x100(void **state)
{
    (void)state;
    Rig *r = rig_new("100x100/1500", 4);
    mines_set(&r->app)->show_queue = true;
    click_cell(r, 50, 50, SDL_BUTTON_LEFT, false);
    rig_frame(r);               /* tiles painted */
    enum { FRAMES = 30 };
    double t0 = now_ms(), worst = 0;
    for (int k = 0; k < FRAMES; k++) {
        double f0 = now_ms();
        app_advance(&r->app, 1.0 / 60, 6);
        rig_frame(r);
        double f = now_ms() - f0;
        worst = f > worst ? f : worst;
    }
    printf("100x100 board, software renderer: %.2f ms per frame (worst %.2f)\n",
           (now_ms() - t0) / FRAMES, worst);
    rig_free(r);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_edges),
        cmocka_unit_test(test_left_click_reveals_and_cascades),
        cmocka_unit_test(test_right_click_flags),
        cmocka_unit_test(test_chords),
        cmocka_unit_test(test_middle_on_closed_does_nothing),
        cmocka_unit_test(test_loss_shows_mines_and_the_hit),
        cmocka_unit_test(test_timer),
        cmocka_unit_test(test_instant_at_top_speed),
        cmocka_unit_test(test_mode_switch_keeps_maze),
        cmocka_unit_test(test_panel_restart_and_new_board),
        cmocka_unit_test(test_panel_presets_and_custom),
        cmocka_unit_test(test_command_line),
        cmocka_unit_test(test_reset_face),
        cmocka_unit_test(test_question_marks),
        cmocka_unit_test(test_undo_losing_click),
        cmocka_unit_test(test_best_times_saved),
        cmocka_unit_test(test_timer_waits_for_the_fill),
        cmocka_unit_test(test_click_during_the_fill_waits),
        cmocka_unit_test(test_no_guess_boards),
        cmocka_unit_test(test_hint_deduction),
        cmocka_unit_test(test_hint_guess_and_game_over),
        cmocka_unit_test(test_solve_step_by_step),
        cmocka_unit_test(test_frame_cost_100x100),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
