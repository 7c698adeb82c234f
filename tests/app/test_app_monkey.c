/* test_app_monkey.c - a monkey in the real window: seeded random SDL events
 * (clicks and drags anywhere, on the panel's widgets more often than not,
 * right and middle clicks, the wheel, every key of the key table and random
 * ones, typed digits, window resizes, tab switches) pushed into SDL's queue
 * and taken by the real shell frame (event translation, actions, the step
 * budget, drawing) on SDL's dummy video driver and software renderer.
 * Every few hundred events it sets up work in flight through the same
 * input: a slow generation, the solver, compare panes, "measure", a
 * Minesweeper cascade, a Minesweeper game played as a player does (a
 * hint, "?" marks, a losing click undone, the reset face), or the maze
 * changed by hand (walls clicked and painted, mud, a marker dragged,
 * Ctrl+Z and Ctrl+Y, a maze file and a file that is not one dropped). Under ASan and
 * UBSan any use of freed memory or leak fails the run; at the end the app
 * must still answer a known key.
 *
 * Replay a failing run: MAZELAB_MONKEY_SEED=N (printed at the start);
 * MAZELAB_MONKEY_EVENTS=N changes the count (default 20000). */
#include "boards/mines/mines_state.h"
#include "boards/maze/maze_state.h"
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "boards/boards.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_finish.h"
#include "boards/mines/mines_overlay.h"
#include "boards/mines/mines_panel.h"
#include "boards/mines/mines_teach.h"
#include "boards/mines/mines_view.h"
#include "shell/app_shell.h"
#include "shell/input.h"
#include "maze/rng.h"

enum {
    MONKEY_EVENTS = 20000,      /* events per run by default */
    MONKEY_BURST = 24,          /* most events pushed before a frame */
    MONKEY_SCENE_EVERY = 400,   /* events between set-ups of work in flight */
    MONKEY_KEYS_MAX = 64
};

typedef struct Monkey {
    AppShell *sh;
    Rng rng;
    SDL_Keycode keys[MONKEY_KEYS_MAX];
    size_t nkeys;
    long events;                /* pushed so far */
    long frames, quits;
    /* Frames that ended with work in flight, by kind: the monkey must have
     * clicked and typed while each of these ran. */
    long generating, solving, comparing, measuring, cascading;
    /* The Minesweeper player's features met: frames with a hint shown or a
     * "?" mark on the board, undos done, new boards from the face. */
    long hinting, marking, undos, faces;
    /* The maze changed by hand: frames showing an edited maze, files opened. */
    long edited, opened;
    uint32_t last_undos;        /* the board's undo count last frame */
    unsigned scenes;            /* set-ups so far (from a random one) */
} Monkey;

static uint64_t monkey_env(const char *name, uint64_t fallback)
{
    const char *v = getenv(name);
    return v && *v ? strtoull(v, NULL, 10) : fallback;
}

static void monkey_push(Monkey *m, SDL_Event e)
{
    e.common.timestamp = SDL_GetTicks();
    if (SDL_PushEvent(&e) < 0)
        fail_msg("SDL_PushEvent: %s", SDL_GetError());
    m->events++;
}

static int monkey_below(Monkey *m, int n) { return (int)rng_below(&m->rng, (uint32_t)n); }

/* The window's size in window coordinates (the dummy driver has no HiDPI). */
static void monkey_size(Monkey *m, int *w, int *h)
{
    SDL_GetWindowSize(m->sh->w.win, w, h);
}

/* A point: on a widget drawn last frame (two in three), else anywhere. */
static void monkey_point(Monkey *m, int *x, int *y)
{
    const Ui *ui = &m->sh->view.ui;
    if (ui->nspots && monkey_below(m, 3) > 0) {
        UiRect r = ui->spots[monkey_below(m, (int)ui->nspots)].rect;
        *x = r.x + (r.w > 0 ? monkey_below(m, r.w) : 0);
        *y = r.y + (r.h > 0 ? monkey_below(m, r.h) : 0);
        return;
    }
    int w, h;
    monkey_size(m, &w, &h);
    *x = monkey_below(m, w);
    *y = monkey_below(m, h);
}

static void monkey_motion(Monkey *m, int x, int y)
{
    monkey_push(m, (SDL_Event){ .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } });
}

static void monkey_button(Monkey *m, Uint32 type, Uint8 button, int x, int y)
{
    monkey_push(m, (SDL_Event){ .button = { .type = type, .button = button, .x = x, .y = y,
                                            .state = type == SDL_MOUSEBUTTONDOWN, .clicks = 1 } });
}

/* Key `key` pressed and let go with modifiers mod held. */
static void monkey_key_mod(Monkey *m, SDL_Keycode key, Uint16 mod)
{
    monkey_push(m, (SDL_Event){ .key = { .type = SDL_KEYDOWN, .state = SDL_PRESSED,
                                         .keysym = { .sym = key, .mod = mod } } });
    monkey_push(m, (SDL_Event){ .key = { .type = SDL_KEYUP, .keysym = { .sym = key, .mod = mod } } });
}

static void monkey_key(Monkey *m, SDL_Keycode key) { monkey_key_mod(m, key, KMOD_NONE); }

/* A click of `button` at a point, Shift held now and then. */
static void monkey_click(Monkey *m, Uint8 button)
{
    int x, y;
    monkey_point(m, &x, &y);
    SDL_SetModState(monkey_below(m, 8) == 0 ? KMOD_LSHIFT : KMOD_NONE);
    monkey_motion(m, x, y);
    monkey_button(m, SDL_MOUSEBUTTONDOWN, button, x, y);
    monkey_button(m, SDL_MOUSEBUTTONUP, button, x, y);
}

/* A drag with the left button: down at one point, a few moves, up at another. */
static void monkey_drag(Monkey *m)
{
    int x0, y0, x1, y1;
    monkey_point(m, &x0, &y0);
    monkey_point(m, &x1, &y1);
    monkey_motion(m, x0, y0);
    monkey_button(m, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x0, y0);
    int moves = 1 + monkey_below(m, 4);
    for (int k = 1; k <= moves; k++)
        monkey_motion(m, x0 + (x1 - x0) * k / moves, y0 + (y1 - y0) * k / moves);
    monkey_button(m, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x1, y1);
}

static void monkey_wheel(Monkey *m)
{
    int x, y;
    monkey_point(m, &x, &y);
    monkey_motion(m, x, y);
    monkey_push(m, (SDL_Event){ .wheel = { .type = SDL_MOUSEWHEEL, .y = monkey_below(m, 7) - 3,
                                           .direction = SDL_MOUSEWHEEL_NORMAL } });
}

static void monkey_text(Monkey *m)
{
    SDL_Event e = { .text = { .type = SDL_TEXTINPUT } };
    int n = 1 + monkey_below(m, 4);
    for (int k = 0; k < n; k++)
        e.text.text[k] = monkey_below(m, 5) ? (char)('0' + monkey_below(m, 10)) : (char)('a' + monkey_below(m, 26));
    monkey_push(m, e);
    if (monkey_below(m, 2))
        monkey_key(m, monkey_below(m, 2) ? SDLK_RETURN : SDLK_BACKSPACE);
}

static void monkey_resize(Monkey *m)
{
    int w = 480 + monkey_below(m, 1400), h = 360 + monkey_below(m, 800);
    SDL_SetWindowSize(m->sh->w.win, w, h);
    m->events++;
}

/* Clicks the widget `label` when it was drawn last frame; false when not. */
static bool monkey_press_widget(Monkey *m, const char *label)
{
    UiRect r;
    if (!ui_spot(&m->sh->view.ui, label, &r))
        return false;
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    monkey_motion(m, x, y);
    monkey_button(m, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x, y);
    monkey_button(m, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x, y);
    return true;
}

static void monkey_frame(Monkey *m);

/* A click of `button` at the centre of cell i of the Minesweeper board as
 * drawn last frame; false when it is not on screen. */
static bool monkey_cell(Monkey *m, uint32_t i, Uint8 button)
{
    const void *view = m->sh->view.board[APP_BOARD_MINES];
    if (!view)
        return false;
    MinesLayout l = mines_view_last(view);
    int w = mines_of(&m->sh->app)->board->w;
    UiRect c = mines_layout_cell(&l, (int)(i % (uint32_t)w), (int)(i / (uint32_t)w));
    int x = c.x + c.w / 2, y = c.y + c.h / 2;
    if (!ui_inside(l.view, x, y))
        return false;
    monkey_motion(m, x, y);
    monkey_button(m, SDL_MOUSEBUTTONDOWN, button, x, y);
    monkey_button(m, SDL_MOUSEBUTTONUP, button, x, y);
    return true;
}

/* The Minesweeper game played as a player does, through the same input:
 * the fill finished, a hint ("?", Shift+/), a "?" mark (two right clicks),
 * a click on a mine and its undo, then the reset face. */
static void monkey_player(Monkey *m)
{
    App *app = &m->sh->app;
    /* A player's start: the help closed, no field taking the keys, the
     * panel shown, an Intermediate board (room for the face) in view. */
    if (app->panel_hidden)
        monkey_key(m, SDLK_p);
    monkey_key(m, SDLK_ESCAPE);
    m->sh->view.ui.focus = 0;
    if (app->shown != APP_BOARD_MINES)
        monkey_key(m, SDLK_TAB);
    monkey_frame(m);
    monkey_frame(m);
    if (monkey_press_widget(m, "##mines-preset:intermediate"))
        monkey_frame(m);
    monkey_key(m, SDLK_0);          /* the whole board in view */
    monkey_frame(m);
    monkey_frame(m);
    const MinesBoard *b = mines_of(app)->board;
    if (b->game != MINES_PLAYING) { /* a new board, opened in its middle */
        monkey_key(m, SDLK_r);
        monkey_frame(m);
        monkey_frame(m);
        b = mines_of(app)->board;
        monkey_cell(m, (uint32_t)(b->h / 2 * b->w + b->w / 2), SDL_BUTTON_LEFT);
        monkey_frame(m);
    }
    if (mines_of(app)->board->game != MINES_PLAYING)
        return;
    monkey_key(m, SDLK_f);
    monkey_frame(m);
    monkey_frame(m);
    if (!mines_set(app)->marks && monkey_press_widget(m, PANEL_MINES_MARKS))
        monkey_frame(m);
    SDL_SetModState(KMOD_LSHIFT);
    monkey_key(m, SDLK_SLASH);
    monkey_frame(m);
    SDL_SetModState(KMOD_NONE);
    b = mines_of(app)->board;
    uint32_t closed = MINES_NONE, mine = MINES_NONE;
    for (uint32_t i = 0; i < b->n; i++) {
        if (closed == MINES_NONE && !mines_is_open(b, i) && !mines_is_flagged(b, i))
            closed = i;
        if (mine == MINES_NONE && mines_has_mine(b, i) && !mines_is_flagged(b, i))
            mine = i;
    }
    if (closed != MINES_NONE && monkey_cell(m, closed, SDL_BUTTON_RIGHT)) {
        monkey_frame(m);
        monkey_cell(m, closed, SDL_BUTTON_RIGHT);
        monkey_frame(m);
    }
    if (mine != MINES_NONE && mines_of(app)->board->game == MINES_PLAYING &&
        monkey_cell(m, mine, SDL_BUTTON_LEFT)) {
        monkey_frame(m);
        monkey_key(m, SDLK_f);
        monkey_frame(m);
        monkey_frame(m);
        monkey_key(m, SDLK_u);
        monkey_frame(m);
    }
    uint64_t games = mines_of(app)->games;
    if (monkey_press_widget(m, MINES_FACE_ID)) {
        monkey_frame(m);
        m->faces += mines_of(app)->games > games;
    }
}

static char monkey_dir[] = "/tmp/mazelab-monkey-XXXXXX";

/* The screen point of block (bx, by) of the single maze picture. */
static void monkey_block(Monkey *m, int bx, int by, int *x, int *y)
{
    ZoomPlace p = ((const MazeBoardView *)m->sh->view.board[APP_BOARD_MAZE])->zoom.zoom.last;
    *x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
    *y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
}

/* A press at block (bx0, by0), moves to (bx1, by1) a frame each, and the
 * release there. */
static void monkey_stroke(Monkey *m, int bx0, int by0, int bx1, int by1)
{
    int x0, y0, x1, y1;
    monkey_block(m, bx0, by0, &x0, &y0);
    monkey_block(m, bx1, by1, &x1, &y1);
    monkey_motion(m, x0, y0);
    monkey_button(m, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x0, y0);
    monkey_frame(m);
    for (int k = 1; k <= 4; k++) {
        monkey_motion(m, x0 + (x1 - x0) * k / 4, y0 + (y1 - y0) * k / 4);
        monkey_frame(m);
    }
    monkey_button(m, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x1, y1);
    monkey_frame(m);
}

/* A file named name in the monkey's folder, dropped on the window. */
static void monkey_drop(Monkey *m, const char *name, const char *text)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", monkey_dir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs(text, f);
    fclose(f);
    monkey_push(m, (SDL_Event){ .drop = { .type = SDL_DROPFILE, .file = SDL_strdup(path) } });
    monkey_frame(m);
    monkey_frame(m);
}

/* The maze changed by hand as a teacher does: on the one finished maze, a
 * wall clicked, a stroke painted, mud (Shift), a marker dragged, Ctrl+Z
 * and Ctrl+Y; then a maze file dropped, or a file that is not a maze. */
static void monkey_editor(Monkey *m)
{
    App *app = &m->sh->app;
    if (app->shown != APP_BOARD_MAZE)
        monkey_key(m, SDLK_TAB);
    monkey_frame(m);
    for (int k = 0; k < 3 && maze_of(app)->bias->panes > 1; k++) {
        monkey_key(m, SDLK_c);          /* 2, 4, 1 panes in turn */
        monkey_frame(m);
    }
    if (app->help_visible)
        monkey_key(m, SDLK_ESCAPE);
    monkey_key(m, SDLK_f);
    for (int k = 0; k < 200 && !maze_finish_ready(app); k++)
        monkey_frame(m);
    monkey_frame(m);                    /* the picture placed */
    const Grid *g = &maze_of(app)->run->grid;
    int w = g->w, h = g->h;
    if (w < 2 || h < 2)
        return;
    int x = monkey_below(m, w - 1), y = monkey_below(m, h);
    monkey_stroke(m, 2 * x + 2, 2 * y + 1, 2 * x + 2, 2 * y + 1);                  /* a wall clicked */
    monkey_stroke(m, 2 * x + 2, 2 * y + 1, 2 * monkey_below(m, w - 1) + 2, 2 * y + 1);  /* painted */
    SDL_SetModState(KMOD_LSHIFT);
    monkey_stroke(m, 2 * x + 1, 2 * y + 1, 2 * monkey_below(m, w) + 1, 2 * y + 1);      /* mud */
    SDL_SetModState(KMOD_NONE);
    uint32_t end = monkey_below(m, 2) ? g->ends.goal : g->ends.start;
    monkey_stroke(m, 2 * (int)(end % (uint32_t)w) + 1, 2 * (int)(end / (uint32_t)w) + 1,
                  2 * monkey_below(m, w) + 1, 2 * monkey_below(m, h) + 1);             /* a marker */
    m->edited += maze_edit_edited(app);
    monkey_key_mod(m, SDLK_z, KMOD_LCTRL);
    monkey_frame(m);
    monkey_key_mod(m, SDLK_y, KMOD_LCTRL);
    monkey_frame(m);
    if (m->scenes / 7 % 2) {            /* a maze and not one, in turn */
        monkey_drop(m, "monkey.txt", "+   +---+---+\n|           |\n+   +---+   +\n|   |       |\n+---+---+   +\n");
        m->opened += strstr(maze_edit_source(app), "monkey.txt") != NULL;
    } else {
        monkey_drop(m, "monkey.png", "not a maze\n");
    }
}

/* Sets up work in flight through the ordinary input, each kind in turn: a
 * new slow maze, the solver, compare panes, a measurement, a Minesweeper
 * cascade, or the Minesweeper player. */
static void monkey_scene(Monkey *m)
{
    switch (m->scenes++ % 7) {     /* each in turn: every kind is met in a run */
    case 0:         /* a generation in flight at a calm speed */
        for (int k = 0; k < 6; k++)
            monkey_key(m, SDLK_MINUS);
        monkey_key(m, SDLK_r);
        break;
    case 1:         /* the solver, run and stepped */
        monkey_key(m, SDLK_f);
        monkey_key(m, SDLK_w);
        break;
    case 2:         /* compare panes */
        monkey_key(m, SDLK_c);
        break;
    case 3:         /* measure, from the Bias tab (a frame to show it) */
        if (m->sh->app.panel_hidden) {      /* P or L hid the panel: show it */
            monkey_key(m, SDLK_p);
            monkey_frame(m);
        }
        if (!ui_spot(&m->sh->view.ui, "##measure", &(UiRect){ 0 })) {
            monkey_press_widget(m, "Bias##tab:bias");
            monkey_frame(m);        /* the click is applied after this pass ... */
            monkey_frame(m);        /* ... and the tab laid out in this one */
        }
        if (!bias_measuring(&m->sh->app)) {
            monkey_press_widget(m, "##measure");
            monkey_frame(m);
        }
        break;
    case 5:         /* the Minesweeper player */
        monkey_player(m);
        break;
    case 6:         /* the maze changed by hand, files dropped */
        monkey_editor(m);
        break;
    default:        /* the Minesweeper cascade: a first click on the board */
        if (m->sh->app.shown != APP_BOARD_MINES)
            monkey_key(m, SDLK_TAB);
        for (int k = 0; k < 3; k++)
            monkey_key(m, SDLK_MINUS);
        monkey_key(m, SDLK_r);
        monkey_frame(m);
        monkey_frame(m);
        int w, h;       /* the board sits in the middle of what the teaching strip leaves */
        monkey_size(m, &w, &h);
        SDL_Rect a = app_view_maze_area(&m->sh->view, &m->sh->app, w, h);
        UiRect b = mines_teach_picture(&m->sh->view.ui, &m->sh->app, (UiRect){ a.x, a.y, a.w, a.h });
        monkey_motion(m, b.x + b.w / 2, b.y + b.h / 2);
        monkey_button(m, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, b.x + b.w / 2, b.y + b.h / 2);
        monkey_button(m, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, b.x + b.w / 2, b.y + b.h / 2);
        monkey_frame(m);     /* the click applied: the cascade is in flight */
        break;
    }
}

/* One random input gesture. */
static void monkey_gesture(Monkey *m)
{
    int roll = monkey_below(m, 100);
    if (roll < 40)
        monkey_click(m, SDL_BUTTON_LEFT);
    else if (roll < 48)
        monkey_click(m, SDL_BUTTON_RIGHT);
    else if (roll < 52)
        monkey_click(m, SDL_BUTTON_MIDDLE);
    else if (roll < 60)
        monkey_drag(m);
    else if (roll < 68)
        monkey_wheel(m);
    else if (roll < 86)
        monkey_key(m, m->keys[monkey_below(m, (int)m->nkeys)]);
    else if (roll < 90)
        monkey_key(m, (SDL_Keycode)(SDLK_a + monkey_below(m, 26)));
    else if (roll < 94)
        monkey_text(m);
    else if (roll < 96)
        monkey_resize(m);
    else
        monkey_key(m, SDLK_TAB);
}

/* A frame of the real loop; the app keeps running through Esc and quits. */
static void monkey_frame(Monkey *m)
{
    app_shell_frame(m->sh, false);
    m->frames++;
    const App *app = &m->sh->app;
    m->generating += !run_done(maze_of(app)->run);
    m->solving += maze_of(app)->solve && !run_done(maze_of(app)->solve);
    m->comparing += maze_of(app)->bias->panes > 1;
    m->measuring += bias_measuring(app);
    const MinesState *g = mines_of(app);
    m->cascading += mines_busy(g->board);
    m->hinting += g->hint.on;
    for (uint32_t i = 0; g->mark && i < g->board->n; i++)
        if (g->mark[i] && !mines_is_open(g->board, i)) {
            m->marking++;
            break;
        }
    m->undos += g->undos > 0 && g->board->game == MINES_PLAYING && g->undos != m->last_undos;
    m->last_undos = g->undos;
    if (m->sh->app.quit) {
        m->quits++;
        m->sh->app.quit = false;
    }
}

static void monkey_clean_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", monkey_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "monkey: could not remove %s\n", monkey_dir);
}

static void test_monkey(void **state)
{
    (void)state;
    uint64_t seed = monkey_env("MAZELAB_MONKEY_SEED", (uint64_t)time(NULL));
    long want = (long)monkey_env("MAZELAB_MONKEY_EVENTS", MONKEY_EVENTS);
    printf("monkey: seed %llu, %ld events (replay: MAZELAB_MONKEY_SEED=%llu)\n",
           (unsigned long long)seed, want, (unsigned long long)seed);
    fflush(stdout);
    assert_non_null(mkdtemp(monkey_dir));

    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    set.seed = seed;
    set.screenshot_dir = monkey_dir;
    static AppShell sh;
    bool opened = app_shell_open(&sh, &set);
    if (!opened) {
        app_shell_close(&sh);
        fail_msg("cannot open the window");
    }
    Monkey m = { .sh = &sh };
    rng_seed(&m.rng, seed);
    m.scenes = (unsigned)monkey_below(&m, 7);
    m.nkeys = input_keycodes(m.keys, MONKEY_KEYS_MAX);
    assert_true(m.nkeys > 0 && m.nkeys <= MONKEY_KEYS_MAX);
    for (size_t k = 0; k < m.nkeys; k++)    /* every key of the table once */
        monkey_key(&m, m.keys[k]);
    monkey_frame(&m);

    long next_scene = 0;
    while (m.events < want) {
        if (m.events >= next_scene) {
            monkey_scene(&m);
            next_scene = m.events + MONKEY_SCENE_EVERY;
        }
        int burst = 1 + monkey_below(&m, MONKEY_BURST);
        for (int k = 0; k < burst; k++)
            monkey_gesture(&m);
        monkey_frame(&m);
    }
    /* Settle: close help, release the pointer, then the known key. */
    App *app = &sh.app;
    monkey_button(&m, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 0, 0);
    monkey_frame(&m);
    sh.view.ui.focus = 0;
    bool help = app->help_visible;
    monkey_key(&m, SDLK_h);
    monkey_frame(&m);
    assert_true(app->help_visible == !help);
    int shown = app->shown;
    monkey_key(&m, SDLK_TAB);
    monkey_frame(&m);
    assert_true(app->shown != shown);
    printf("monkey: %ld events in %ld frames, %ld quits ignored, seed %llu\n", m.events, m.frames,
           m.quits, (unsigned long long)seed);
    printf("monkey: frames in flight: generating %ld, solving %ld, comparing %ld, measuring %ld, "
           "cascade %ld\n", m.generating, m.solving, m.comparing, m.measuring, m.cascading);
    printf("monkey: Minesweeper: frames with a hint %ld, with a \"?\" mark %ld; undos %ld, "
           "new boards from the face %ld\n", m.hinting, m.marking, m.undos, m.faces);
    assert_true(m.generating > 0 && m.solving > 0 && m.comparing > 0 && m.measuring > 0 &&
                m.cascading > 0);
    assert_true(m.hinting > 0 && m.marking > 0 && m.undos > 0 && m.faces > 0);
    printf("monkey: maze by hand: %ld edited after the strokes, %ld files opened\n", m.edited, m.opened);
    assert_true(m.edited > 0 && m.opened > 0);
    app_shell_close(&sh);
    monkey_clean_dir();
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_monkey),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
