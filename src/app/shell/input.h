/* input.h - the one place where SDL events become app actions and widget
 * input. Keys map to actions through one table (the window's keys and
 * each board's own), which the help overlay also lists, so the two cannot
 * drift apart. */
#ifndef MAZE_APP_INPUT_H
#define MAZE_APP_INPUT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "model/app_state.h"
#include "ui/ui.h"

/* Clears the per-frame parts of ui->in (clicks, wheel, typed text). Call
 * once per frame before feeding events. */
void input_frame_begin(Ui *ui);

/* Translates one event: keys into actions recorded on app's queue (unless a text field has
 * the focus), pointer and text into ui->in. px_ratio converts window
 * coordinates into drawable pixels (HiDPI). */
void input_handle(const SDL_Event *e, App *app, Ui *ui, double px_ratio);

/* Help line k (0-based) of the key table: *keys ("Right, N") and *what
 * ("one step"). Returns false when k is past the end. */
bool input_help_line(size_t k, const char **keys, const char **what);

/* Writes every key code of the key table (each binding's one to three) to
 * out, at most cap; returns how many the table has (for the monkey test). */
size_t input_keycodes(SDL_Keycode *out, size_t cap);

#endif
