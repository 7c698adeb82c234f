/* input.c - SDL events to app actions and widget input. */
#include "shell/input.h"

#include <string.h>

typedef struct KeyBinding {
    SDL_Keycode keys[3];    /* up to three keys, 0-terminated */
    AppActionKind action;
    const char *names;      /* for the help overlay */
    const char *what;
} KeyBinding;

/* Every key the window understands. To add one: a line here; the help
 * overlay lists it by itself. */
static const KeyBinding input_keys[] = {
    { { SDLK_SPACE }, APP_PAUSE_TOGGLE, "Space", "pause / resume" },
    { { SDLK_RIGHT, SDLK_n }, APP_STEP, "Right, N", "exactly one step" },
    { { SDLK_g }, APP_GENERATE, "G", "again, same seed (maze or game)" },
    { { SDLK_r }, APP_NEW_SEED, "R", "new seed: new maze / new board" },
    { { SDLK_f }, APP_FINISH, "F", "finish now" },
    { { SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS }, APP_SPEED_UP, "+", "faster" },
    { { SDLK_MINUS, SDLK_KP_MINUS }, APP_SPEED_DOWN, "-", "slower" },
    { { SDLK_w }, APP_SOLVE_RUN, "W", "run / pause the solver" },
    { { SDLK_b }, APP_SHORTEST_TOGGLE, "B", "show the shortest path (BFS)" },
    { { SDLK_m }, APP_HEAT_TOGGLE, "M", "distance heat map from the entrance" },
    { { SDLK_d }, APP_DEAD_ENDS_TOGGLE, "D", "highlight the dead ends" },
    { { SDLK_c }, APP_COMPARE_CYCLE, "C", "compare: 1, 2 or 4 algorithms side by side" },
    { { SDLK_TAB }, APP_MODE_TOGGLE, "Tab", "Maze / Minesweeper" },
    { { SDLK_q }, APP_MINES_QUEUE_TOGGLE, "Q", "show the flood fill's queue (mines)" },
    { { SDLK_z }, APP_MINES_SAFE_TOGGLE, "Z", "show the safe zone (mines)" },
    { { SDLK_s }, APP_SCREENSHOT, "S", "save a screenshot (PNG)" },
    { { SDLK_e }, APP_EXPORT_PANEL, "E", "export: worksheet, answer key, SVG, text" },
    { { SDLK_l }, APP_LARGE_TOGGLE, "L", "projector mode (larger text)" },
    { { SDLK_F11 }, APP_FULLSCREEN, "F11", "fullscreen" },
    { { SDLK_h, SDLK_F1 }, APP_HELP_TOGGLE, "H, F1", "this help" },
    { { SDLK_ESCAPE }, APP_ESCAPE, "Esc", "close help / quit" },
};
enum { INPUT_KEY_COUNT = sizeof input_keys / sizeof input_keys[0] };

bool input_help_line(size_t k, const char **keys, const char **what)
{
    if (k >= INPUT_KEY_COUNT)
        return false;
    *keys = input_keys[k].names;
    *what = input_keys[k].what;
    return true;
}

size_t input_keycodes(SDL_Keycode *out, size_t cap)
{
    size_t n = 0;
    for (size_t k = 0; k < INPUT_KEY_COUNT; k++)
        for (size_t j = 0; j < 3 && input_keys[k].keys[j]; j++, n++)
            if (n < cap)
                out[n] = input_keys[k].keys[j];
    return n;
}

static AppActionKind input_action_for(SDL_Keycode key)
{
    for (size_t k = 0; k < INPUT_KEY_COUNT; k++)
        for (size_t j = 0; j < 3 && input_keys[k].keys[j]; j++)
            if (input_keys[k].keys[j] == key)
                return input_keys[k].action;
    return APP_NONE;
}

void input_frame_begin(Ui *ui)
{
    ui->in.pressed = false;
    ui->in.released = false;
    ui->in.wheel = 0;
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
        app_post(app, APP_QUIT, 0);
        break;
    case SDL_KEYDOWN:
        if (ui->focus)
            input_field_key(e->key.keysym.sym, ui);
        else
            app_post(app, input_action_for(e->key.keysym.sym), 0);
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
        if (e->type == SDL_MOUSEBUTTONDOWN)
            ui->in.shift = (SDL_GetModState() & KMOD_SHIFT) != 0;
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
    case SDL_MOUSEWHEEL:
        ui->in.wheel += e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
        break;
    default:
        break;
    }
}
