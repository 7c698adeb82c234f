/* mines_settings.h - the Minesweeper board's settings behind its
 * BoardModel: their defaults, its command-line options (--mines, --click,
 * --flag, --show-queue, --show-safe, --no-guess, --guessing, --hint), and
 * what it keeps in the settings file: no-guess boards and "?" marks on or
 * off, and each preset's best time (mines-best-beginner = 12.3). */
#ifndef MAZE_APP_BOARDS_MINES_SETTINGS_H
#define MAZE_APP_BOARDS_MINES_SETTINGS_H

#include <stdbool.h>

#include "boards/mines/mines_state.h"

/* Sets the board's settings in s to Beginner, no overlays, no script,
 * no-guess boards and "?" marks on, no best times. */
void mines_settings_defaults(AppSettings *s);

/* The board's options, for its BoardModel. */
enum { MINES_OPTION_COUNT = 8 };
extern const BoardOption mines_options[MINES_OPTION_COUNT];

/* Applies mines_options[k] with arg to s (BoardModel.option). */
bool mines_settings_option(AppSettings *s, int k, const char *arg);

/* Reads the scripted moves' cells against the board's size; --click and
 * --flag need the window to open on this board (BoardModel.options_done). */
bool mines_settings_options_done(AppSettings *s, bool shown);

/* Puts no-guess, marks and the best times (BoardModel.settings_save). */
void mines_settings_save(const App *app, BoardPut put, void *ctx);

/* Takes mines-no-guess, mines-marks or mines-best-PRESET
 * (BoardModel.settings_load). */
int mines_settings_load(AppSettings *s, const char *key, const char *value);

/* Parses "beginner", "intermediate", "expert" or "WxH/N" into m (preset,
 * w, h, mines). Returns false, having printed why (naming the valid range). */
bool mines_settings_parse_board(const char *text, MinesSettings *m);

#endif
