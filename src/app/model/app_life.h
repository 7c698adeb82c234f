/* app_life.h - the App's life and the door every action goes through:
 * app_settings_defaults and app_init make every board of a table (its
 * state and settings, through its BoardModel); app_apply does the actions
 * recorded this frame (app_post, app_state.h), each handed to its board or
 * done as the window's own; app_advance steps the board on screen.
 * SDL-free. */
#ifndef MAZE_APP_MODEL_APP_LIFE_H
#define MAZE_APP_MODEL_APP_LIFE_H

#include <stdbool.h>
#include <stdint.h>

#include "model/app_state.h"
#include "model/board_model.h"

/* Sets s to every default for the boards of table (which s keeps): the
 * window's (a fresh seed, a calm speed, the first board shown), then each
 * board's own (settings_defaults). */
void app_settings_defaults(AppSettings *s, const BoardTable *table);

/* Sets up app with settings s: each board's state, zeroed, then its init
 * (the first starts generating). Returns false (status says why) when a
 * board cannot be made: out of memory, a size too big. Either way, free
 * app with app_free. */
bool app_init(App *app, const AppSettings *s);

/* Frees what app owns: the exports still running are cancelled (no file
 * left half-written), then each board's state. */
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

/* True when nothing is left to animate on the board on screen and no
 * export is under way. */
bool app_settled(const App *app);

/* How long the window can rest with no input before its picture changes
 * by itself: 0 while it animates (draw the next frame now), the board's
 * wake_ms once settled (the Minesweeper clock's next second), -1 when
 * nothing is pending (wait for input). */
int app_wake_ms(const App *app);

#endif
