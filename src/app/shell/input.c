/* input.c - SDL events to app actions and widget input. */
#include "shell/input.h"

#include <stdio.h>
#include <string.h>

#include "boards/boards.h"

/* The window's keys. Those before INPUT_KEYS_BEFORE_BOARDS come first in
 * the help, then each board's own keys (AppBoard.keys), then the rest.
 * Board controls (pause, step, restart, ...) go to the board on screen.
 * To add a key: a line here, or in its board's table; the help overlay
 * lists it by itself. */
static const BoardKey input_keys[] = {
    { { SDLK_SPACE }, BOARD_PAUSE_TOGGLE, "Space", "pause / resume" },
    { { SDLK_RIGHT, SDLK_n }, BOARD_STEP, "Right, N", "exactly one step" },
    { { SDLK_LEFT }, BOARD_STEP_BACK, "Left", "one step back" },
    { { SDLK_HOME }, BOARD_TO_START, "Home", "back to the start" },
    { { SDLK_END }, BOARD_TO_END, "End", "to the end" },
    { { SDLK_g }, BOARD_RESTART, "G", "again, same seed (maze or game)" },
    { { SDLK_r }, BOARD_NEW_SEED, "R", "new seed: new maze / new board" },
    { { SDLK_f }, BOARD_FINISH, "F", "finish now" },
    { { SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS }, APP_SPEED_UP, "+", "faster" },
    { { SDLK_MINUS, SDLK_KP_MINUS }, APP_SPEED_DOWN, "-", "slower" },
    { { SDLK_TAB }, APP_NEXT_BOARD, "Tab", "Maze / Minesweeper" },
    { { SDLK_s }, APP_SCREENSHOT, "S", "save a screenshot (PNG)" },
    { { SDLK_l }, APP_LARGE_TOGGLE, "L", "projector mode (larger text)" },
    { { SDLK_p }, APP_PANEL_TOGGLE, "P", "hide / show the panel" },
    { { SDLK_0, SDLK_KP_0 }, APP_ZOOM_FIT, "0", "fit the picture" },
    { { SDLK_F11 }, APP_FULLSCREEN, "F11", "fullscreen" },
    { { SDLK_h, SDLK_F1 }, APP_HELP_TOGGLE, "H, F1", "this help" },
    { { SDLK_ESCAPE }, APP_ESCAPE, "Esc", "close the help or Export" },
    /* no key of their own: input_ctrl_action reads these with Ctrl */
    { { 0 }, BOARD_UNDO, "Ctrl+Z, Ctrl+Y", "undo, redo an edit of the maze" },
    { { 0 }, APP_QUIT, "Ctrl+Q", "quit" },
};
enum {
    INPUT_KEY_COUNT = sizeof input_keys / sizeof input_keys[0],
    INPUT_KEYS_CONTROLS = 8,        /* the first eight are board controls */
    INPUT_KEYS_BEFORE_BOARDS = 10
};

/* Key line k of the help's order: the window's first keys, every board's,
 * then the window's others. NULL past the end. *board: the line's board
 * index, APP_FROM_SHOWN for a control, APP_FROM_SHELL for the window's. */
static const BoardKey *input_key_line(size_t k, int *board)
{
    if (k < INPUT_KEYS_BEFORE_BOARDS) {
        *board = k < INPUT_KEYS_CONTROLS ? APP_FROM_SHOWN : APP_FROM_SHELL;
        return &input_keys[k];
    }
    k -= INPUT_KEYS_BEFORE_BOARDS;
    for (int b = 0; b < app_board_table.count; b++) {
        if (k < app_boards[b]->key_count) {
            *board = b;
            return &app_boards[b]->keys[k];
        }
        k -= app_boards[b]->key_count;
    }
    k += INPUT_KEYS_BEFORE_BOARDS;
    *board = APP_FROM_SHELL;
    return k < INPUT_KEY_COUNT ? &input_keys[k] : NULL;
}

bool input_help_line(size_t k, const char **keys, const char **what)
{
    int board;
    const BoardKey *line = input_key_line(k, &board);
    if (!line)
        return false;
    *keys = line->names;
    *what = line->what;
    return true;
}

size_t input_keycodes(SDL_Keycode *out, size_t cap)
{
    size_t n = 0;
    int board;
    const BoardKey *line;
    for (size_t k = 0; (line = input_key_line(k, &board)) != NULL; k++)
        for (size_t j = 0; j < 3 && line->keys[j]; j++, n++)
            if (n < cap)
                out[n] = line->keys[j];
    return n;
}

/* The action for key, tagged with who it is for; APP_NONE when unbound. */
static AppAction input_action_for(SDL_Keycode key)
{
    int board;
    const BoardKey *line;
    for (size_t k = 0; (line = input_key_line(k, &board)) != NULL; k++)
        for (size_t j = 0; j < 3 && line->keys[j]; j++)
            if (line->keys[j] == key)
                return (AppAction){ .board = board, .kind = line->kind };
    return (AppAction){ .board = APP_FROM_SHELL, .kind = APP_NONE };
}

/* A key with Ctrl held: Z undoes (with Shift: redoes), Y redoes, for the
 * board on screen; APP_NONE for any other (Ctrl+Q is quit, read first). */
static AppAction input_ctrl_action(SDL_Keycode key, Uint16 mod)
{
    int kind = key == SDLK_z ? (mod & KMOD_SHIFT ? BOARD_REDO : BOARD_UNDO) : key == SDLK_y ? BOARD_REDO : APP_NONE;
    return (AppAction){ .board = kind == APP_NONE ? APP_FROM_SHELL : APP_FROM_SHOWN, .kind = kind };
}

/* A file dropped on the window: its path kept in the App for the board on
 * screen, which opens it (BOARD_OPEN_FILE). */
static void input_drop(App *app, char *file)
{
    if (!file)
        return;
    snprintf(app->dropped, sizeof app->dropped, "%s", file);
    SDL_free(file);
    app_post_action(app, (AppAction){ .board = APP_FROM_SHOWN, .kind = BOARD_OPEN_FILE });
}

void input_frame_begin(Ui *ui)
{
    ui->in.pressed = false;
    ui->in.released = false;
    ui->in.wheel = 0;
    ui->in.wheel_ctrl = false;
    ui->in.typed[0] = '\0';
    ui->in.backspace = false;
    ui->in.enter = false;
    ui->in.pressed_right = false;
    ui->in.pressed_middle = false;
}

static void input_pointer(Ui *ui, int x, int y, double px_ratio)
{
    ui->in.mx = (int)(x * px_ratio);
    ui->in.my = (int)(y * px_ratio);
}

/* A key while a text field has the focus: edit keys go to the field. */
static void input_field_key(SDL_Keycode key, Ui *ui)
{
    if (key == SDLK_BACKSPACE)
        ui->in.backspace = true;
    else if (key == SDLK_RETURN || key == SDLK_KP_ENTER)
        ui->in.enter = true;
    else if (key == SDLK_ESCAPE)
        ui->focus = 0;
}

void input_handle(const SDL_Event *e, App *app, Ui *ui, double px_ratio)
{
    switch (e->type) {
    case SDL_QUIT:
        app_post_shell(app, APP_QUIT, 0);
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_q && (e->key.keysym.mod & KMOD_CTRL))
            app_post_shell(app, APP_QUIT, 0);
        else if ((e->key.keysym.mod & KMOD_CTRL) && input_ctrl_action(e->key.keysym.sym, 0).kind != APP_NONE)
            app_post_action(app, input_ctrl_action(e->key.keysym.sym, e->key.keysym.mod));
        else if (ui->focus)
            input_field_key(e->key.keysym.sym, ui);
        else
            app_post_action(app, input_action_for(e->key.keysym.sym));
        break;
    case SDL_TEXTINPUT:
        if (ui->focus) {
            size_t have = strlen(ui->in.typed), add = strlen(e->text.text);
            if (have + add < sizeof ui->in.typed)
                memcpy(ui->in.typed + have, e->text.text, add + 1);
        }
        break;
    case SDL_MOUSEMOTION:
        input_pointer(ui, e->motion.x, e->motion.y, px_ratio);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->type == SDL_MOUSEBUTTONDOWN) {
            ui->in.shift = (SDL_GetModState() & KMOD_SHIFT) != 0;
            ui->in.ctrl = (SDL_GetModState() & KMOD_CTRL) != 0;
        }
        if (e->button.button != SDL_BUTTON_LEFT) {
            /* Other buttons only press (the Minesweeper board reads them). */
            if (e->type == SDL_MOUSEBUTTONDOWN && (e->button.button == SDL_BUTTON_RIGHT ||
                                                   e->button.button == SDL_BUTTON_MIDDLE)) {
                input_pointer(ui, e->button.x, e->button.y, px_ratio);
                ui->in.pressed_right |= e->button.button == SDL_BUTTON_RIGHT;
                ui->in.pressed_middle |= e->button.button == SDL_BUTTON_MIDDLE;
            }
            break;
        }
        input_pointer(ui, e->button.x, e->button.y, px_ratio);
        ui->in.down = e->type == SDL_MOUSEBUTTONDOWN;
        if (ui->in.down)
            ui->in.pressed = true;
        else
            ui->in.released = true;
        break;
    case SDL_DROPFILE:
        input_drop(app, e->drop.file);
        break;
    case SDL_MOUSEWHEEL:
        ui->in.wheel += e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
        ui->in.wheel_ctrl = (SDL_GetModState() & KMOD_CTRL) != 0;
        break;
    default:
        break;
    }
}
