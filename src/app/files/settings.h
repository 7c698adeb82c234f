/* settings.h - the window's remembered settings: a small "key = value"
 * text file in the XDG config folder ($XDG_CONFIG_HOME/mazelab/settings.conf,
 * default ~/.config/mazelab/settings.conf), read at start and written
 * atomically (outfile.h) on exit. Pure C, no SDL: which keys the window
 * keeps and how it checks their values is the window's business.
 *
 * File format: UTF-8 lines "key = value"; keys are 1..31 of [a-z0-9_-];
 * values are up to 1023 bytes of printable text (no control characters),
 * spaces around them trimmed; blank lines and lines starting with '#' are
 * ignored; a key given twice keeps its last value. At most 32 keys and
 * 64 KiB. Anything else makes the whole file malformed: its settings are
 * not used, and the message names the line. */
#ifndef MAZE_APP_FILES_SETTINGS_H
#define MAZE_APP_FILES_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "maze/status.h"

enum {
    SETTINGS_MAX = 32,          /* keys */
    SETTINGS_KEY_MAX = 32,      /* bytes per key, terminator included */
    SETTINGS_VALUE_MAX = 1024,  /* bytes per value, terminator included */
    SETTINGS_FILE_MAX = 65536,  /* bytes per file */
    SETTINGS_WHY_MAX = 4352     /* room for a message with a path in it */
};

typedef struct Settings {
    int count;
    char key[SETTINGS_MAX][SETTINGS_KEY_MAX];
    char value[SETTINGS_MAX][SETTINGS_VALUE_MAX];
} Settings;

/* Empties s. */
void settings_clear(Settings *s);

/* The value of key, or NULL when s has none. */
const char *settings_get(const Settings *s, const char *key);

/* Reads a yes/no value ("yes" or "no", the file's booleans) into *out;
 * false (out untouched) for anything else. */
bool settings_yes_no(const char *value, bool *out);

/* Sets key to value (replacing its old value). Returns MAZE_OK;
 * MAZE_ERR_ARG for a key or value the file format cannot hold (see above),
 * or a new key when s is full; s is then unchanged. */
MazeStatus settings_set(Settings *s, const char *key, const char *value);

/* Parses the file format from text (len bytes, need not be terminated)
 * into s, which is emptied first. Returns MAZE_OK; MAZE_ERR_FORMAT with
 * "line N: what is wrong" in why (why_cap bytes), s then empty. */
MazeStatus settings_parse(Settings *s, const char *text, size_t len, char *why, size_t why_cap);

/* Writes the settings file's path into buf: $XDG_CONFIG_HOME/mazelab/
 * settings.conf when that variable is an absolute path, else $HOME/.config/
 * mazelab/settings.conf. Returns false (buf = "") when neither is set or
 * the path does not fit cap bytes. */
bool settings_path(char *buf, size_t cap);

/* Reads the file at path into s (emptied first). Returns MAZE_OK, also when
 * the file does not exist yet (s stays empty, why = ""); MAZE_ERR_FORMAT
 * (malformed, as settings_parse), MAZE_ERR_NOT_FILE (a folder, FIFO, ...),
 * MAZE_ERR_IO (unreadable, or larger than SETTINGS_FILE_MAX), MAZE_ERR_NOMEM, with a
 * sentence naming path in why; s is then empty, so the caller runs on its
 * defaults. Never blocks on a FIFO. */
MazeStatus settings_load(const char *path, Settings *s, char *why, size_t why_cap);

/* Writes s to path atomically, creating its folder (mode 0700) when
 * missing. Returns MAZE_OK, or MAZE_ERR_IO / MAZE_ERR_NOT_FILE /
 * MAZE_ERR_NOMEM with a sentence naming the path in why. An existing file
 * is only replaced by a complete new one. */
MazeStatus settings_save(const char *path, const Settings *s, char *why, size_t why_cap);

#endif
