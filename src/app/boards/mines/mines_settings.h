/* mines_settings.h - the Minesweeper board's settings behind its
 * BoardModel: their defaults and its command-line options (--mines,
 * --click, --flag, --show-queue, --show-safe). It keeps nothing in the
 * settings file (the window keeps which board was shown). */
#ifndef MAZE_APP_BOARDS_MINES_SETTINGS_H
#define MAZE_APP_BOARDS_MINES_SETTINGS_H

#include <stdbool.h>

#include "boards/mines/mines_state.h"

/* Sets the board's settings in s to Beginner, no overlays, no script. */
void mines_settings_defaults(AppSettings *s);

/* The board's options, for its BoardModel. */
enum { MINES_OPTION_COUNT = 5 };
extern const BoardOption mines_options[MINES_OPTION_COUNT];

/* Applies mines_options[k] with arg to s (BoardModel.option). */
bool mines_settings_option(AppSettings *s, int k, const char *arg);

/* Reads the scripted moves' cells against the board's size; --click and
 * --flag need the window to open on this board (BoardModel.options_done). */
bool mines_settings_options_done(AppSettings *s, bool shown);

/* Parses "beginner", "intermediate", "expert" or "WxH/N" into m (preset,
 * w, h, mines). Returns false, having printed why (naming the valid range). */
bool mines_settings_parse_board(const char *text, MinesSettings *m);

#endif
