/* app_actions.h - the App's life and the door every action goes through:
 * app_init / app_free make and free every board of the table; app_apply
 * does the actions recorded this frame (app_post, app_state.h), each
 * handed to its board or done as the window's own. SDL-free. */
#ifndef MAZE_APP_SHELL_APP_ACTIONS_H
#define MAZE_APP_SHELL_APP_ACTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "model/app_state.h"

/* Fills in every default: backtracker, 30x20, a fresh seed, a calm speed. */
void app_settings_defaults(AppSettings *s);

/* Sets up app with settings s and starts generating. Returns false (status
 * says why) when the run cannot be made: a size too big for memory. */
bool app_init(App *app, const AppSettings *s);

/* Frees what app owns. */
void app_free(App *app);

/* Does action a now: the window's own (board APP_FROM_SHELL), or hands it
 * to its board's act (APP_FROM_SHOWN: the board on screen). Unknown kinds
 * do nothing. Widgets must not call it: they app_post. */
void app_do_action(App *app, const AppAction *a);

/* app_do_action for kind with arg, for `board` (tests, start-up). */
void app_do(App *app, int board, int kind, long arg);

/* Applies the recorded actions in order through app_do_action (and empties the
 * queue). Called by the shell after translating events and after the
 * panel pass; never from inside it. Returns how many were applied. */
int app_apply(App *app);

/* Advances the board on screen by the speed's budget for dt seconds of
 * wall time, spending at most budget_ms of CPU; returns the steps done. */
uint64_t app_advance(App *app, double dt, double budget_ms);

/* True when nothing is left to animate on the board on screen. */
bool app_settled(const App *app);

#endif
