/* app_actions.h - the App's life and the door every action goes through:
 * app_init / app_free make and free both boards; app_apply does the
 * actions recorded this frame (app_post, app_state.h), each through app_do,
 * which hands it to its board or does the window's own. SDL-free. */
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

/* Does one user action now (arg as its kind says). Unknown kinds do
 * nothing. Widgets must not call it: they app_post. */
void app_do(App *app, AppActionKind kind, long arg);

/* app_do for a whole action (the kinds with a value or a real). */
void app_do_action(App *app, const AppAction *a);

/* Applies the recorded actions in order through app_do (and empties the
 * queue). Called by the shell after translating events and after the
 * panel pass; never from inside it. Returns how many were applied. */
int app_apply(App *app);

/* Advances the generator by the speed's budget for dt seconds of wall time,
 * spending at most budget_ms of CPU; returns the steps done. */
uint64_t app_advance(App *app, double dt, double budget_ms);

/* True when nothing is left to animate: the maze is done and the solver
 * (if any was asked for) is done too. */
bool app_settled(const App *app);

#endif
