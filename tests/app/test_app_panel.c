/* test_app_panel.c - the panel and the input translator, without a font:
 * text is measured by a stub, widgets are found by their recorded
 * rectangles, and input arrives as synthetic SDL events through
 * input_handle, exactly as the window loop feeds it. Checks that a click
 * selects an algorithm, a drag moves the speed slider, Step does exactly one
 * step, the wheel moves a size slider, keys map to actions, and the seed
 * field takes typed digits. */
#include "harness.h"

#include "model/app_life.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>

#include "model/app_state.h"
#include "shell/input.h"
#include "maze/mem.h"
#include "maze/textio.h"
#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_export.h"
#include "shell/panel.h"
#include "ui/ui.h"

enum { SCREEN_W = 1280, SCREEN_H = 800 };

typedef struct Rig {
    App app;
    Ui ui;
    Panel panel;
} Rig;

static int stub_width(void *ctx, UiFont f, const char *text)
{
    (void)ctx;
    (void)f;
    return 8 * (int)strlen(text);
}

static UiRect rig_panel_area(void)
{
    return (UiRect){ SCREEN_W - PANEL_WIDTH, 0, PANEL_WIDTH, SCREEN_H };
}

/* One frame: the events already fed, then the panel in area. */
static void rig_frame_in(Rig *r, UiRect area)
{
    ui_begin(&r->ui, (UiRect){ 0, 0, SCREEN_W, SCREEN_H });
    panel_run(&r->panel, &r->ui, &r->app, area);
    ui_end(&r->ui);
    app_apply(&r->app);         /* what the panel recorded, as the shell does */
    input_frame_begin(&r->ui);
}

/* One frame of the panel at PANEL_WIDTH pixels. */
static void rig_frame(Rig *r)
{
    rig_frame_in(r, rig_panel_area());
}

static int rig_setup(void **state)
{
    static Rig rig;
    memset(&rig, 0, sizeof rig);
    AppSettings s = { 0 };
    app_settings_defaults(&s, &app_board_table);
    s.seed = 42;
    s.once.start_paused = true;
    assert_true(app_init(&rig.app, &s));
    rig.ui.scale = 1;
    for (int f = 0; f < UI_FONT_COUNT; f++)
        rig.ui.line_h[f] = ui_font_px[f] + 4;
    ui_init(&rig.ui, stub_width, NULL);
    input_frame_begin(&rig.ui);
    rig_frame(&rig);            /* lay out once so widgets have places */
    *state = &rig;
    return 0;
}

static int rig_teardown(void **state)
{
    Rig *r = *state;
    app_free(&r->app);
    ui_free(&r->ui);
    return 0;
}

static void send(Rig *r, SDL_Event e)
{
    input_handle(&e, &r->app, &r->ui, 1.0);
    app_apply(&r->app);         /* keys take effect before the next frame */
}

static void send_motion(Rig *r, int x, int y)
{
    SDL_Event e = { .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } };
    send(r, e);
}

static void send_button(Rig *r, Uint32 type, int x, int y)
{
    SDL_Event e = { .button = { .type = type, .button = SDL_BUTTON_LEFT, .x = x, .y = y } };
    send(r, e);
}

static void send_key(Rig *r, SDL_Keycode key)
{
    SDL_Event e = { .key = { .type = SDL_KEYDOWN, .keysym = { .sym = key } } };
    send(r, e);
}

/* Scrolls the panel (as the wheel would) until widget `label` shows
 * whole inside its view. */
static void scroll_into_view(Rig *r, const char *label)
{
    UiRect rect;
    int top = 14, bottom = SCREEN_H - 14;       /* the panel's padding */
    for (int k = 0; k < 8 && ui_spot(&r->ui, label, &rect); k++) {
        if (rect.y < top)
            r->panel.scroll -= top - rect.y;
        else if (rect.y + rect.h > bottom)
            r->panel.scroll += rect.y + rect.h - bottom;
        else
            return;
        rig_frame(r);
    }
}

/* The centre of widget `label`, scrolled into view. */
static void spot_centre(Rig *r, const char *label, int *x, int *y)
{
    UiRect rect;
    scroll_into_view(r, label);
    if (!ui_spot(&r->ui, label, &rect))
        fail_msg("widget '%s' is not in the panel", label);
    *x = rect.x + rect.w / 2;
    *y = rect.y + rect.h / 2;
}

/* A click (down and up in one frame, as xdotool sends it) on label. */
static void click(Rig *r, const char *label)
{
    int x, y;
    spot_centre(r, label, &x, &y);
    send_motion(r, x, y);
    send_button(r, SDL_MOUSEBUTTONDOWN, x, y);
    send_button(r, SDL_MOUSEBUTTONUP, x, y);
    rig_frame(r);
    rig_frame(r);
}

/* The widget id of algorithm a's entry in the panel, in buf. */
static const char *algo_spot(const GenAlgo *a, char *buf, size_t cap)
{
    maze_panel_algo_label(a, buf, cap);
    return buf;
}

static void test_every_algorithm_listed(void **state)
{
    Rig *r = *state;
    char label[160];
    UiRect rect;
    for (size_t k = 0; k < gen_algo_count; k++)
        assert_true(ui_spot(&r->ui, algo_spot(gen_algos[k], label, sizeof label), &rect));
}

/* The shortest path (B) stays on while the wall follower (W) walks: the two
 * are shown together for comparison. */
static void test_shortest_beside_solver(void **state)
{
    Rig *r = *state;
    send_key(r, SDLK_f);
    for (int k = 0; k < 200 && !run_done(maze_of(&r->app)->run); k++)
        app_advance(&r->app, 1.0 / 60, 50);
    assert_true(run_done(maze_of(&r->app)->run));
    if (!maze_set(&r->app)->show_shortest)
        send_key(r, SDLK_b);
    app_advance(&r->app, 1.0 / 60, 50);
    assert_non_null(maze_of(&r->app)->shortest);
    if (maze_of(&r->app)->solve)
        app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);  /* start afresh below */
    send_key(r, SDLK_w);                    /* starting the solver ... */
    assert_non_null(maze_of(&r->app)->solve);
    assert_non_null(maze_of(&r->app)->shortest);       /* ... keeps the path */
    for (int k = 0; k < 5; k++)
        app_advance(&r->app, 1.0 / 60, 50);
    assert_non_null(maze_of(&r->app)->solve);
    assert_non_null(maze_of(&r->app)->shortest);
    assert_true(maze_of(&r->app)->shortest_len >= 1);
}

/* Runs the solver to its end on the finished maze. */
static void finish_solver(Rig *r)
{
    send_key(r, SDLK_f);
    for (int k = 0; k < 200 && !run_done(maze_of(&r->app)->run); k++)
        app_advance(&r->app, 1.0 / 60, 50);
    assert_true(run_done(maze_of(&r->app)->run));
    if (!maze_of(&r->app)->solve || run_done(maze_of(&r->app)->solve))
        send_key(r, SDLK_w);
    assert_non_null(maze_of(&r->app)->solve);
    run_finish(maze_of(&r->app)->solve);
    rig_frame(r);               /* the panel shows the finished solver */
}

/* Regression (issue 8): with the solver finished, Clear, Run (W) and Step
 * free the solver; the panel used to read it after the click in the same
 * pass (heap-use-after-free under ASan). Now the click is applied after
 * the pass: each button does its job and the panel shows the result. */
static void test_solver_buttons_after_finish(void **state)
{
    Rig *r = *state;
    finish_solver(r);
    click(r, "Clear##solve-clear");
    assert_null(maze_of(&r->app)->solve);

    finish_solver(r);
    const SolveRun *old = maze_of(&r->app)->solve;
    uint64_t look = maze_of(&r->app)->look_version;
    click(r, "##solve-run");        /* "Run (W)": a fresh walk from the entrance */
    assert_non_null(maze_of(&r->app)->solve);
    assert_true(maze_of(&r->app)->look_version > look);
    assert_false(maze_of(&r->app)->solve_paused);
    (void)old;

    finish_solver(r);
    click(r, PANEL_SOLVE_STEP);     /* a fresh walk, one move in, paused */
    assert_non_null(maze_of(&r->app)->solve);
    assert_int_equal(maze_of(&r->app)->solve->steps, 1);
    assert_true(maze_of(&r->app)->solve_paused);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    rig_frame(r);
}

/* Projector mode's ui scale (1.5, its lines half as tall again) when on,
 * else scale 1; the panel scrolled to its top. */
static void rig_projector(Rig *r, bool on)
{
    r->ui.scale = on ? 1.5 : 1;
    for (int f = 0; f < UI_FONT_COUNT; f++)
        r->ui.line_h[f] = on ? (ui_font_px[f] + 4) * 3 / 2 : ui_font_px[f] + 4;
    r->panel.scroll = 0;
}

/* A frame of the panel, width w at scale 1 (PANEL_WIDTH: shown;
 * PANEL_SLIM_WIDTH: the slim bar), at the current ui scale, laid out at the
 * window's right edge as the window does. */
static void rig_frame_at_width(Rig *r, int w)
{
    int pw = ui_px(&r->ui, w);
    rig_frame_in(r, (UiRect){ SCREEN_W - pw, 0, pw, SCREEN_H });
}

/* A frame of the panel at the current ui scale. */
static void rig_frame_scaled(Rig *r)
{
    rig_frame_at_width(r, PANEL_WIDTH);
}

static void send_wheel(Rig *r, int x, int y, int notches)
{
    send_motion(r, x, y);
    SDL_Event e = { .wheel = { .type = SDL_MOUSEWHEEL, .y = notches,
                               .direction = SDL_MOUSEWHEEL_NORMAL } };
    send(r, e);
}

/* A height in the panel's view where the pointer is over no slider (sliders
 * take the wheel for themselves). */
static int rig_wheel_y(Rig *r)
{
    const char *sliders[] = { PANEL_SPEED, PANEL_WIDTH_SLIDER, PANEL_HEIGHT_SLIDER };
    for (int y = 40; y < SCREEN_H - 40; y += 4) {
        bool free = true;
        for (size_t k = 0; k < sizeof sliders / sizeof sliders[0]; k++) {
            UiRect s;
            if (ui_spot(&r->ui, sliders[k], &s) && y >= s.y && y < s.y + s.h)
                free = false;
        }
        if (free)
            return y;
    }
    fail_msg("no place for the wheel");
    return 0;
}

/* Projector mode on a 1280x800 screen: the panel is taller than the window,
 * so the wheel scrolls it until its last control shows; the wheel over a
 * slider still moves the slider; what is scrolled out of view takes no
 * clicks. */
static void test_panel_scrolls_when_too_tall(void **state)
{
    Rig *r = *state;
    rig_projector(r, true);
    rig_frame_scaled(r);
    UiRect help, gen;
    assert_true(ui_spot(&r->ui, "Help (H)", &help));
    assert_true(help.y + help.h > SCREEN_H);        /* below the window */

    /* Over a button (not a slider): scroll, a notch at a time, to the end. */
    assert_true(ui_spot(&r->ui, "##algo:backtracker", &gen));
    int x = gen.x + gen.w / 2;
    send_wheel(r, x, gen.y + gen.h / 2, -1);
    rig_frame_scaled(r);
    assert_true(r->panel.scroll > 0);
    for (int k = 0; k < 40; k++) {
        send_wheel(r, x, rig_wheel_y(r), -1);
        rig_frame_scaled(r);
    }
    rig_frame_scaled(r);
    assert_true(ui_spot(&r->ui, "Help (H)", &help));
    assert_true(help.y >= 0 && help.y + help.h <= SCREEN_H);
    int bottom = r->panel.scroll;
    send_wheel(r, x, rig_wheel_y(r), -5);               /* clamped at the end */
    rig_frame_scaled(r);
    assert_int_equal(r->panel.scroll, bottom);

    /* The algorithm buttons are now above the view: a click there (on the
     * spot where one was laid out, if it is on screen) selects nothing. */
    assert_true(ui_spot(&r->ui, "##algo:wilson", &gen));
    int before = maze_set(&r->app)->algo;
    if (gen.y + gen.h > 0) {
        send_button(r, SDL_MOUSEBUTTONDOWN, gen.x + gen.w / 2, gen.y + gen.h - 1);
        rig_frame_scaled(r);
        send_button(r, SDL_MOUSEBUTTONUP, gen.x + gen.w / 2, gen.y + gen.h - 1);
        rig_frame_scaled(r);
        assert_int_equal(maze_set(&r->app)->algo, before);
    }

    /* Back up; then Ctrl+wheel over the speed slider moves the slider. */
    for (int k = 0; k < 40; k++) {
        send_wheel(r, x, rig_wheel_y(r), 1);
        rig_frame_scaled(r);
    }
    assert_int_equal(r->panel.scroll, 0);
    UiRect speed;
    assert_true(ui_spot(&r->ui, PANEL_SPEED, &speed));
    if (speed.y + speed.h <= SCREEN_H) {
        double v = r->app.set.speed;
        SDL_SetModState(KMOD_LCTRL);
        send_wheel(r, speed.x + speed.w / 2, speed.y + speed.h / 2, -1);
        rig_frame_scaled(r);
        SDL_SetModState(KMOD_NONE);
        assert_int_equal(r->panel.scroll, 0);
        assert_true(r->app.set.speed < v || v == 0.0);
    }
    rig_projector(r, false);
    rig_frame(r);
}

/* File names carry the variant, so variants of one seed never collide. */
static void test_file_label(void **state)
{
    Rig *r = *state;
    char label[64];
    int algo = maze_set(&r->app)->algo, variant = maze_set(&r->app)->variant;
    maze_set(&r->app)->algo = gen_index(gen_find("backtracker"));
    maze_set(&r->app)->variant = 0;
    maze_file_label(&r->app, label, sizeof label);
    assert_string_equal(label, "backtracker");
    const GenAlgo *gt = gen_find("growing-tree");
    maze_set(&r->app)->algo = gen_index(gt);
    maze_set(&r->app)->variant = algo_find_variant(gt, "newest");
    maze_file_label(&r->app, label, sizeof label);
    assert_string_equal(label, "growing-tree-newest");
    maze_set(&r->app)->algo = algo;
    maze_set(&r->app)->variant = variant;
}

/* Every control has its own id, in every state of the panel. */
static void test_widget_ids_unique(void **state)
{
    Rig *r = *state;
    assert_true(ui_ids_unique(&r->ui));
    click(r, PANEL_STEP);                   /* paused: "Resume" */
    assert_true(ui_ids_unique(&r->ui));
    send_key(r, SDLK_f);                    /* finished: solver controls on */
    rig_frame(r);
    send_key(r, SDLK_w);
    rig_frame(r);
    assert_true(ui_ids_unique(&r->ui));
}

static void test_click_selects_algorithm(void **state)
{
    Rig *r = *state;
    char label[160];
    size_t last = gen_algo_count - 1;
    uint64_t gen = maze_of(&r->app)->generation;
    click(r, algo_spot(gen_algos[last], label, sizeof label));
    assert_int_equal(maze_set(&r->app)->algo, (int)last);
    assert_ptr_equal(maze_of(&r->app)->run->algo, gen_algos[last]);
    if (last > 0)
        assert_true(maze_of(&r->app)->generation > gen);
    click(r, algo_spot(gen_find("backtracker"), label, sizeof label));
    assert_int_equal(maze_set(&r->app)->algo, 0);
}

static void test_drag_speed_slider(void **state)
{
    Rig *r = *state;
    UiRect s;
    assert_true(ui_spot(&r->ui, PANEL_SPEED, &s));
    int y = s.y + s.h - 6;
    send_motion(r, s.x + s.w / 2, y);
    send_button(r, SDL_MOUSEBUTTONDOWN, s.x + s.w / 2, y);
    rig_frame(r);
    double mid = r->app.set.speed;
    assert_true(mid > 0.35 && mid < 0.65);
    send_motion(r, s.x + 2, y);             /* drag past the left end */
    rig_frame(r);
    assert_true(r->app.set.speed == 0.0);
    send_motion(r, s.x + s.w + 50, y);      /* and past the right end: instant */
    rig_frame(r);
    assert_true(r->app.set.speed == 1.0);
    send_button(r, SDL_MOUSEBUTTONUP, s.x + s.w + 50, y);
    rig_frame(r);
    send_motion(r, s.x + 2, y);             /* released: moving no longer drags */
    rig_frame(r);
    assert_true(r->app.set.speed == 1.0);
    assert_true(app_speed_steps_per_sec(1.0) == 0);
}

static void test_step_button_does_one_step(void **state)
{
    Rig *r = *state;
    for (int k = 0; k < 3; k++) {
        uint64_t before = maze_of(&r->app)->run->steps;
        click(r, PANEL_STEP);
        assert_int_equal(maze_of(&r->app)->run->steps, before + 1);
        assert_true(maze_of(&r->app)->paused);
    }
    uint64_t before = maze_of(&r->app)->run->steps;
    send_key(r, SDLK_n);
    assert_int_equal(maze_of(&r->app)->run->steps, before + 1);
    send_key(r, SDLK_RIGHT);
    assert_int_equal(maze_of(&r->app)->run->steps, before + 2);
}

/* The wheel over a slider scrolls the panel and leaves the slider alone
 * (issue 10: a scroll used to change Width and Height as they passed under
 * the pointer, regenerating the maze each time); Ctrl+wheel over a slider
 * moves it a notch. */
static void test_wheel_on_size_slider(void **state)
{
    Rig *r = *state;
    int x, y;
    int w = maze_set(&r->app)->w, h = maze_set(&r->app)->h;
    uint64_t gen = maze_of(&r->app)->generation;
    spot_centre(r, PANEL_WIDTH_SLIDER, &x, &y);
    int scroll = r->panel.scroll;
    for (int k = 0; k < 6; k++) {           /* down and back up, the pointer still */
        send_wheel(r, x, y, k < 3 ? -1 : 1);
        rig_frame(r);
    }
    assert_int_equal(maze_set(&r->app)->w, w);
    assert_int_equal(maze_set(&r->app)->h, h);
    assert_int_equal(maze_of(&r->app)->generation, gen);
    assert_int_equal(r->panel.scroll, scroll);

    spot_centre(r, PANEL_WIDTH_SLIDER, &x, &y);
    SDL_SetModState(KMOD_LCTRL);
    send_wheel(r, x, y, 3);
    rig_frame(r);
    assert_int_equal(maze_set(&r->app)->w, w + 3);
    assert_int_equal(maze_of(&r->app)->run->grid.w, w + 3);
    assert_int_equal(maze_set(&r->app)->h, h);
    spot_centre(r, PANEL_HEIGHT_SLIDER, &x, &y);
    send_wheel(r, x, y, -1);
    rig_frame(r);
    SDL_SetModState(KMOD_NONE);
    assert_int_equal(maze_of(&r->app)->run->grid.h, h - 1);
}

/* Projector mode at 1024x768: every notch over the panel scrolls it, even
 * with sliders passing under the pointer, and no setting changes; then the
 * scrollbar's thumb drags the panel to its end and back. */
static void test_wheel_scrolls_past_sliders(void **state)
{
    Rig *r = *state;
    rig_projector(r, true);
    rig_frame_scaled(r);
    AppSettings before = r->app.set;
    uint64_t gen = maze_of(&r->app)->generation;
    UiRect s;
    assert_true(ui_spot(&r->ui, PANEL_WIDTH_SLIDER, &s));
    int x = s.x + s.w / 2, y = s.y + s.h / 2, last = -1, moved = 0;
    for (int k = 0; k < 60 && r->panel.scroll != last; k++) {
        last = r->panel.scroll;
        send_wheel(r, x, y, -1);
        rig_frame_scaled(r);
        moved += r->panel.scroll != last;
    }
    assert_true(moved >= 3);                /* it scrolled, notch after notch */
    assert_int_equal(maze_set(&r->app)->w, maze_settings(&before)->w);
    assert_int_equal(maze_set(&r->app)->h, maze_settings(&before)->h);
    assert_true(r->app.set.speed == before.speed);
    assert_int_equal(maze_of(&r->app)->generation, gen);
    int end = r->panel.scroll;
    assert_true(end > 0);

    /* The thumb: press it, drag it to the top, then past the bottom. */
    r->panel.scroll = 0;
    rig_frame_scaled(r);
    UiRect bar;
    assert_true(ui_spot(&r->ui, UI_SCROLLBAR_ID, &bar));
    int bx = bar.x + bar.w / 2;
    send_motion(r, bx, bar.y + 2);
    send_button(r, SDL_MOUSEBUTTONDOWN, bx, bar.y + 2);
    rig_frame_scaled(r);
    send_motion(r, bx, bar.y + bar.h + 100);
    rig_frame_scaled(r);
    assert_int_equal(r->panel.scroll, end);
    send_motion(r, bx, bar.y + 3);              /* a pixel below where it was held */
    rig_frame_scaled(r);
    assert_true(r->panel.scroll > 0 && r->panel.scroll < end);
    send_motion(r, bx, bar.y - 100);
    rig_frame_scaled(r);
    assert_int_equal(r->panel.scroll, 0);
    send_button(r, SDL_MOUSEBUTTONUP, bx, bar.y - 100);
    rig_frame_scaled(r);
    send_motion(r, bx, bar.y + bar.h);          /* let go: no longer drags */
    rig_frame_scaled(r);
    assert_int_equal(r->panel.scroll, 0);
    /* A press low on the track jumps there. */
    send_button(r, SDL_MOUSEBUTTONDOWN, bx, bar.y + bar.h - 2);
    rig_frame_scaled(r);
    send_button(r, SDL_MOUSEBUTTONUP, bx, bar.y + bar.h - 2);
    rig_frame_scaled(r);
    assert_int_equal(r->panel.scroll, end);
    assert_int_equal(maze_set(&r->app)->w, maze_settings(&before)->w);
    assert_int_equal(maze_of(&r->app)->generation, gen);
    rig_projector(r, false);
    rig_frame(r);
}

/* A frame of the slim bar (the panel hidden). */
static void rig_frame_slim(Rig *r)
{
    rig_frame_at_width(r, PANEL_SLIM_WIDTH);
}

/* P hides the panel: a slim bar with Panel (P), the algorithm's name,
 * Pause, Step, speed, Generate and the solver's Run, each doing its job;
 * P (or Panel) brings the panel back. */
static void test_hidden_panel(void **state)
{
    Rig *r = *state;
    send_key(r, SDLK_p);
    assert_true(r->app.panel_hidden);
    int slim = ui_px(&r->ui, PANEL_SLIM_WIDTH);
    rig_frame_slim(r);
    assert_int_equal(panel_width(&r->ui, &r->app, SCREEN_W), slim);
    UiRect rect;
    assert_false(ui_spot(&r->ui, PANEL_WIDTH_SLIDER, &rect));     /* the full panel is gone */
    assert_true(ui_spot(&r->ui, PANEL_SLIM_STEP, &rect));
    assert_true(rect.x >= SCREEN_W - slim);
    assert_true(ui_ids_unique(&r->ui));
    bool found = false;                         /* the algorithm's name (maybe wrapped) */
    const char *name = maze_algo(&r->app)->name;
    for (size_t k = 0; k < r->ui.ncmds; k++) {
        const char *t = r->ui.text + r->ui.cmds[k].text;
        if (r->ui.cmds[k].kind == UI_CMD_TEXT && strlen(t) >= 5 && strncmp(name, t, strlen(t)) == 0)
            found = true;
    }
    assert_true(found);

    /* The slim bar's widgets lie where the full panel's did: click them in
     * place with a slim frame each time. */
    maze_of(&r->app)->paused = true;
    app_do(&r->app, APP_FROM_SHOWN, BOARD_RESTART, 0);
    maze_of(&r->app)->paused = true;
    uint64_t gen = maze_of(&r->app)->generation;
    static const char *const order[] = { PANEL_SLIM_STEP, PANEL_SLIM_STEP, PANEL_SLIM_GENERATE };
    for (int k = 0; k < 3; k++) {
        uint64_t steps = maze_of(&r->app)->run->steps;
        assert_true(ui_spot(&r->ui, order[k], &rect));
        send_motion(r, rect.x + rect.w / 2, rect.y + rect.h / 2);
        send_button(r, SDL_MOUSEBUTTONDOWN, rect.x + rect.w / 2, rect.y + rect.h / 2);
        send_button(r, SDL_MOUSEBUTTONUP, rect.x + rect.w / 2, rect.y + rect.h / 2);
        rig_frame_slim(r);
        if (k < 2)
            assert_int_equal(maze_of(&r->app)->run->steps, steps + 1);
        else
            assert_int_equal(maze_of(&r->app)->generation, gen + 1);
    }
    assert_true(ui_spot(&r->ui, PANEL_SHOW, &rect));
    send_motion(r, rect.x + 4, rect.y + 4);
    send_button(r, SDL_MOUSEBUTTONDOWN, rect.x + 4, rect.y + 4);
    send_button(r, SDL_MOUSEBUTTONUP, rect.x + 4, rect.y + 4);
    rig_frame_slim(r);
    assert_false(r->app.panel_hidden);
    rig_frame(r);
    assert_true(ui_spot(&r->ui, PANEL_WIDTH_SLIDER, &rect));
    send_key(r, SDLK_p);
    send_key(r, SDLK_p);
    assert_false(r->app.panel_hidden);
}

/* How many texts of the frame just drawn read exactly `text`. */
static int texts_reading(const Rig *r, const char *text)
{
    int n = 0;
    for (size_t k = 0; k < r->ui.ncmds; k++)
        n += r->ui.cmds[k].kind == UI_CMD_TEXT && strcmp(r->ui.text + r->ui.cmds[k].text, text) == 0;
    return n;
}

/* Regression (issue 22, item 13): with the solver paused, the slim bar
 * showed two identical "Resume" buttons (the run's, acting on the solver,
 * and the solver's own). One now, and it resumes the solver. */
static void test_slim_one_resume(void **state)
{
    Rig *r = *state;
    send_key(r, SDLK_f);
    for (int k = 0; k < 200 && !run_done(maze_of(&r->app)->run); k++)
        app_advance(&r->app, 1.0 / 60, 50);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_STEP, 0);       /* the solver, one move in, paused */
    assert_true(maze_of(&r->app)->solve_paused);
    send_key(r, SDLK_p);
    rig_frame_slim(r);
    assert_int_equal(texts_reading(r, "Resume"), 1);
    assert_int_equal(texts_reading(r, "Pause"), 0);
    UiRect rect;
    assert_true(ui_spot(&r->ui, PANEL_SLIM_RUN, &rect));
    send_motion(r, rect.x + rect.w / 2, rect.y + rect.h / 2);
    send_button(r, SDL_MOUSEBUTTONDOWN, rect.x + rect.w / 2, rect.y + rect.h / 2);
    send_button(r, SDL_MOUSEBUTTONUP, rect.x + rect.w / 2, rect.y + rect.h / 2);
    rig_frame_slim(r);                          /* the click, applied after the pass */
    rig_frame_slim(r);
    assert_false(maze_of(&r->app)->solve_paused);
    assert_int_equal(texts_reading(r, "Pause"), 1);
    assert_int_equal(texts_reading(r, "Resume"), 0);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SOLVE_CLEAR, 0);
    rig_frame_slim(r);
    assert_int_equal(texts_reading(r, "Run (W)"), 1);     /* no solver: its button is back */
    send_key(r, SDLK_p);
    rig_frame(r);
}

static void test_keys_map_to_actions(void **state)
{
    Rig *r = *state;
    bool paused = maze_of(&r->app)->paused;
    send_key(r, SDLK_SPACE);
    assert_true(maze_of(&r->app)->paused != paused);
    double speed = r->app.set.speed = 0.5;
    send_key(r, SDLK_PLUS);
    assert_true(r->app.set.speed > speed);
    send_key(r, SDLK_MINUS);
    send_key(r, SDLK_MINUS);
    assert_true(r->app.set.speed < speed);
    send_key(r, SDLK_h);
    assert_true(r->app.help_visible);
    send_key(r, SDLK_ESCAPE);
    assert_false(r->app.help_visible);
    assert_false(r->app.quit);
    send_key(r, SDLK_s);
    assert_true(r->app.want_shot);
    uint64_t gen = maze_of(&r->app)->generation;
    send_key(r, SDLK_g);
    assert_int_equal(maze_of(&r->app)->generation, gen + 1);
    assert_int_equal(maze_of(&r->app)->run->steps, 0);
    send_key(r, SDLK_ESCAPE);
    assert_false(r->app.quit);          /* Esc never quits (test_app_keys.c: Ctrl+Q) */
    const char *keys, *what;
    size_t lines = 0;
    while (input_help_line(lines, &keys, &what))
        lines++;
    assert_true(lines >= 10);
}

/* Whether the last frame drew a text starting with `start`. */
static bool ui_spot_text(const Ui *ui, const char *start)
{
    for (size_t k = 0; k < ui->ncmds; k++)
        if (ui->cmds[k].kind == UI_CMD_TEXT && strncmp(ui->text + ui->cmds[k].text, start, strlen(start)) == 0)
            return true;
    return false;
}

/* Types text into the focused seed field (after clearing it) and presses Enter. */
static void type_seed(Rig *r, const char *text)
{
    click(r, PANEL_SEED_FIELD);
    assert_int_equal(r->ui.focus, ui_id(PANEL_SEED_FIELD));
    for (size_t k = 0; k < sizeof r->panel.seed.text; k++)
        send_key(r, SDLK_BACKSPACE), rig_frame(r);
    SDL_Event t = { .text = { .type = SDL_TEXTINPUT } };
    snprintf(t.text.text, sizeof t.text.text, "%s", text);
    send(r, t);
    rig_frame(r);
    send_key(r, SDLK_RETURN);
    rig_frame(r);
    rig_frame(r);
}

/* The seed field refuses what --seed refuses, keeps the text and says so;
 * a good seed replaces the run's. */
static void test_seed_field(void **state)
{
    Rig *r = *state;
    click(r, PANEL_SEED_FIELD);
    uint64_t gen = maze_of(&r->app)->generation;
    send_key(r, SDLK_g);                    /* typed into the field: no action */
    assert_int_equal(maze_of(&r->app)->generation, gen);
    uint64_t seed = maze_of(&r->app)->seed;
    const char *refused[] = { "12x3", "-5", "18446744073709551616", "99999999999999999999999999",
                              " 7", "" };
    for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++) {
        type_seed(r, refused[k]);
        assert_int_equal(maze_of(&r->app)->seed, seed);
        assert_int_equal(maze_of(&r->app)->generation, gen);
        assert_true(r->panel.seed.bad);
        assert_string_equal(r->panel.seed.text, refused[k]);    /* kept as typed */
        assert_true(ui_spot_text(&r->ui, "Not a seed"));
        send_key(r, SDLK_g);                /* a restart does not wipe it */
        rig_frame(r);
        gen = maze_of(&r->app)->generation;
        assert_string_equal(r->panel.seed.text, refused[k]);
    }
    type_seed(r, "18446744073709551615");
    assert_false(r->panel.seed.bad);
    assert_true(maze_of(&r->app)->seed == UINT64_MAX);
    type_seed(r, "123");
    assert_int_equal(maze_of(&r->app)->seed, 123);
    assert_int_equal(maze_of(&r->app)->run->seed, 123);
    assert_int_equal(r->ui.focus, 0);
    assert_false(ui_spot_text(&r->ui, "Not a seed"));
}

static void test_speed_scale(void **state)
{
    (void)state;
    assert_true(app_speed_steps_per_sec(0) == 1.0);
    double top = app_speed_steps_per_sec(1.0 - APP_SPEED_NOTCH);
    assert_true(top > 99999 && top < 100001);
    double p = app_speed_pos_for(200);
    assert_true(app_speed_steps_per_sec(p) > 199.9 && app_speed_steps_per_sec(p) < 200.1);
    char text[32];
    app_speed_text(1.0, text, sizeof text);
    assert_string_equal(text, "instant");
    app_speed_text(1.0 - APP_SPEED_NOTCH, text, sizeof text);
    assert_string_equal(text, "100k steps/s");      /* short enough beside "Speed" at 1024x768 */
    app_speed_text(app_speed_pos_for(1500), text, sizeof text);
    assert_string_equal(text, "1.5k steps/s");
    app_speed_text(p, text, sizeof text);
    assert_string_equal(text, "200 steps/s");
}

/* Issue 22, item 13: - from instant reaches 1 step/s in at most twelve
 * presses (eight used to reach only 1.4k steps/s), and + goes back up. */
static void test_minus_from_instant(void **state)
{
    Rig *r = *state;
    double speed = r->app.set.speed;
    r->app.set.speed = 1.0;
    int presses = 0;
    while (app_speed_steps_per_sec(r->app.set.speed) != 1.0 && presses < 100) {
        send_key(r, SDLK_MINUS);
        presses++;
    }
    printf("- from instant: 1 step/s after %d presses\n", presses);
    assert_true(presses <= 12);
    assert_true(r->app.set.speed == 0);
    send_key(r, SDLK_MINUS);                    /* the bottom stays the bottom */
    assert_true(r->app.set.speed == 0);
    for (int k = 0; k < presses; k++)
        send_key(r, SDLK_PLUS);
    assert_true(r->app.set.speed == 1.0);       /* instant again, exactly */
    r->app.set.speed = speed;
}

static void test_advance_accumulates_fractions(void **state)
{
    Rig *r = *state;
    app_do(&r->app, APP_FROM_SHOWN, BOARD_RESTART, 0);
    r->app.set.speed = app_speed_pos_for(10);   /* 10 steps/s */
    uint64_t did = 0;
    for (int k = 0; k < 60; k++)
        did += app_advance(&r->app, 1.0 / 60, 50);
    assert_true(did >= 9 && did <= 11);
    r->app.set.speed = 1.0;                     /* instant finishes, given time */
    for (int k = 0; k < 1000 && !run_done(maze_of(&r->app)->run); k++)
        app_advance(&r->app, 1.0 / 60, 50);
    assert_true(run_done(maze_of(&r->app)->run));
}

/* Width and height from a PNG file's IHDR chunk; false when it is not one. */
static bool png_size(const char *path, uint32_t *w, uint32_t *h)
{
    unsigned char b[24];
    FILE *f = fopen(path, "rb");
    bool ok = f && fread(b, 1, sizeof b, f) == sizeof b && memcmp(b, "\x89PNG\r\n\x1a\n", 8) == 0 &&
              memcmp(b + 12, "IHDR", 4) == 0;
    if (f)
        fclose(f);
    *w = (uint32_t)b[16] << 24 | (uint32_t)b[17] << 16 | (uint32_t)b[18] << 8 | b[19];
    *h = (uint32_t)b[20] << 24 | (uint32_t)b[21] << 16 | (uint32_t)b[22] << 8 | b[23];
    return ok;
}

/* The whole file at dir/name as a string (free it), or NULL. */
static char *slurp(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *s = calloc(1, 1 << 16);
    size_t n = fread(s, 1, (1 << 16) - 1, f);
    s[n] = '\0';
    fclose(f);
    return s;
}

/* E opens Export in the Solver section's place; its buttons are off until
 * the maze is finished, then each writes its file into the screenshot
 * folder under a new name (on the export thread, in the order asked), and
 * the status line says where. */
static void test_export_section(void **state)
{
    Rig *r = *state;
    char tmpl[] = "/tmp/mazelab-export-XXXXXX", dir[64];
    assert_non_null(mkdtemp(tmpl));
    snprintf(dir, sizeof dir, "%s/out", tmpl);      /* made by the export */
    r->app.set.screenshot_dir = dir;
    maze_of(&r->app)->seed = 42;
    maze_set(&r->app)->algo = 0;
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SET_WIDTH, 7);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_SET_HEIGHT, 5);
    app_do(&r->app, APP_FROM_SHOWN, BOARD_RESTART, 0);
    maze_of(&r->app)->paused = true;
    assert_false(run_done(maze_of(&r->app)->run));
    maze_set(&r->app)->panel_tab = MAZE_TAB_BIAS;
    send_key(r, SDLK_e);                            /* opens it on the Maze tab */
    rig_frame(r);
    rig_frame(r);                                   /* scrolled into view */
    assert_true(maze_of(&r->app)->export_open);
    assert_int_equal(maze_set(&r->app)->panel_tab, MAZE_TAB_MAZE);
    UiRect rect;
    assert_true(ui_spot(&r->ui, PANEL_EXPORT_PX, &rect));
    assert_false(ui_spot(&r->ui, PANEL_SOLVE_STEP, &rect));
    assert_true(ui_ids_unique(&r->ui));
    click(r, "Answer PNG##export:answer");          /* disabled: nothing */
    app_do(&r->app, APP_BOARD_MAZE, MAZE_EXPORT, 0);
    assert_non_null(strstr(r->app.status, "not finished"));
    assert_null(slurp(dir, "backtracker_7x5_seed42.png"));

    app_do(&r->app, APP_BOARD_MAZE, MAZE_EXPORT_PX, 99);
    assert_int_equal(maze_set(&r->app)->export_px, 32);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_EXPORT_PX, 0);
    assert_int_equal(maze_set(&r->app)->export_px, 2);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_EXPORT_PX, 3);
    run_finish(maze_of(&r->app)->run);
    rig_frame(r);
    click(r, "Worksheet PNG##export:worksheet");
    click(r, "Answer PNG##export:answer");
    click(r, "Answer PNG##export:answer");
    click(r, "SVG##export:svg");
    click(r, "Text##export:text");
    /* Written on the export thread in the order asked; each frame reports
     * what finished, the last being the text. */
    for (int k = 0; k < 100000 && app_export_busy(&r->app, NULL, NULL, 0); k++) {
        struct timespec nap = { 0, 1000000 };
        nanosleep(&nap, NULL);
        app_export_poll(&r->app);
    }
    assert_false(app_export_busy(&r->app, NULL, NULL, 0));
    char want[256];
    snprintf(want, sizeof want, "Text saved: %s/backtracker_7x5_seed42.txt", dir);
    assert_string_equal(r->app.status, want);
    static const char *const pngs[] = { "backtracker_7x5_seed42.png",
                                        "backtracker_7x5_seed42_answer.png",
                                        "backtracker_7x5_seed42_answer-2.png" };
    for (int k = 0; k < 3; k++) {
        char path[512];
        uint32_t w, h;
        snprintf(path, sizeof path, "%s/%s", dir, pngs[k]);
        assert_true(png_size(path, &w, &h));
        assert_int_equal(w, 15 * 3);
        assert_int_equal(h, 11 * 3);
        unlink(path);
    }
    char *text = slurp(dir, "backtracker_7x5_seed42.txt"), *want_text;
    size_t len;
    assert_int_equal(text_to_string(&maze_of(&r->app)->run->grid, TEXT_ASCII, &want_text, &len), MAZE_OK);
    assert_string_equal(text, want_text);
    free(text);
    mem_free(want_text);
    char *svg = slurp(dir, "backtracker_7x5_seed42.svg");
    assert_non_null(svg);
    /* The SVG is the PNG's size: 15x11 blocks of 3 px. */
    assert_non_null(strstr(svg, "width=\"45\" height=\"33\" viewBox=\"0 0 150 110\""));
    assert_non_null(strstr(svg, "<title>Recursive backtracker, 7x5, seed 42</title>"));
    free(svg);
    char path[512];
    snprintf(path, sizeof path, "%s/backtracker_7x5_seed42.txt", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/backtracker_7x5_seed42.svg", dir);
    unlink(path);
    assert_int_equal(rmdir(dir), 0);                /* nothing else was left */
    assert_int_equal(rmdir(tmpl), 0);

    send_key(r, SDLK_e);
    rig_frame(r);
    assert_false(maze_of(&r->app)->export_open);
    assert_true(ui_spot(&r->ui, PANEL_SOLVE_STEP, &rect));
    r->app.set.screenshot_dir = "screenshots";
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_algorithm_listed),
        cmocka_unit_test(test_click_selects_algorithm),
        cmocka_unit_test(test_drag_speed_slider),
        cmocka_unit_test(test_step_button_does_one_step),
        cmocka_unit_test(test_wheel_on_size_slider),
        cmocka_unit_test(test_keys_map_to_actions),
        cmocka_unit_test(test_seed_field),
        cmocka_unit_test(test_speed_scale),
        cmocka_unit_test(test_minus_from_instant),
        cmocka_unit_test(test_slim_one_resume),
        cmocka_unit_test(test_advance_accumulates_fractions),
        cmocka_unit_test(test_widget_ids_unique),
        cmocka_unit_test(test_shortest_beside_solver),
        cmocka_unit_test(test_file_label),
        cmocka_unit_test(test_export_section),
        cmocka_unit_test(test_panel_scrolls_when_too_tall),
        cmocka_unit_test(test_solver_buttons_after_finish),
        cmocka_unit_test(test_wheel_scrolls_past_sliders),
        cmocka_unit_test(test_hidden_panel),
    };
    return cmocka_run_group_tests(tests, rig_setup, rig_teardown);
}
