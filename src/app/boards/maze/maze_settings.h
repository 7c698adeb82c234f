/* maze_settings.h - the maze board's settings behind its BoardModel: their
 * defaults, its command-line options (--algo, --size, --compare, ...), and
 * what it keeps in the settings file (algo, variant, size, panel, braid). */
#ifndef MAZE_APP_BOARDS_MAZE_SETTINGS_H
#define MAZE_APP_BOARDS_MAZE_SETTINGS_H

#include "boards/maze/maze_state.h"

/* Sets the maze's settings in s to the defaults: the first generator, its
 * first variant, 30x20, the compare panes' defaults. */
void maze_settings_defaults(AppSettings *s);

/* The maze's options, for its BoardModel. */
enum { MAZE_OPTION_COUNT = 18 };
extern const BoardOption maze_options[MAZE_OPTION_COUNT];

/* Applies maze_options[k] with arg to s (BoardModel.option). */
bool maze_settings_option(AppSettings *s, int k, const char *arg);

/* Resolves --variant against the generator chosen, and --start and --goal
 * against the size (BoardModel.options_done). */
bool maze_settings_options_done(AppSettings *s, bool shown);

/* Puts algo, variant, size, panel and braid (BoardModel.settings_save). */
void maze_settings_save(const App *app, BoardPut put, void *ctx);

/* Takes algo, variant, size, panel or braid (BoardModel.settings_load). */
int maze_settings_load(AppSettings *s, const char *key, const char *value);

/* Resolves the saved variant against the saved generator
 * (BoardModel.settings_loaded). */
bool maze_settings_loaded(AppSettings *s, char *why, size_t why_cap);

#endif
