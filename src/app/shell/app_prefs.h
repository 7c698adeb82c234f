/* app_prefs.h - the window settings a teacher keeps between starts, and
 * how they go into the settings file (files/settings.h): the window's own
 * (the speed, projector mode, the board shown, whether the panel is
 * hidden, the screenshot folder) and each board's (BoardModel's
 * settings_save and settings_load: the maze keeps its generator and
 * variant, size and panel tab). Read at start (unless --reset, or a
 * scripted --shot), the command line applied on top; written on quit.
 * SDL-free.
 *
 * The window's keys: format (always "mazelab-settings 1"), speed (steps
 * per second, or max), large, panel-hidden (yes or no), board (a board's
 * id: maze or mines), screenshot-dir; the maze's: algo, variant, size
 * (WxH), panel (maze or bias). A file without the format line, with an
 * unknown key or a bad value is not used at all: the window starts from
 * its defaults and says why. */
#ifndef MAZE_APP_SHELL_APP_PREFS_H
#define MAZE_APP_SHELL_APP_PREFS_H

#include <stdbool.h>
#include <stddef.h>

#include "files/settings.h"
#include "model/app_state.h"

/* Writes app's remembered settings (as on screen now) into out (emptied
 * first). A screenshot folder the file cannot hold (a control character
 * in its name, longer than 1023 bytes) is left out. */
void app_prefs_collect(const App *app, Settings *out);

/* Applies saved onto s. Returns true; false with a sentence in why
 * (why_cap bytes) when saved is not a mazelab settings file or holds an
 * unknown key or a bad value: s is then unchanged. s->screenshot_dir may
 * point into saved afterwards: keep saved alive as long as s. */
bool app_prefs_apply(const Settings *saved, AppSettings *s, char *why, size_t why_cap);

/* The window's settings for the command line argv[1..]: the defaults, the
 * saved file's settings on top (unless --reset or --shot), then the
 * options. Returns -1 to open the window, or an exit status (0 after
 * --help, 2 after a bad option, reported on stderr). *remember: whether
 * the window should save its settings on quit (not for --shot). note
 * (note_cap bytes) gets "" or why the saved settings were not used.
 * saved holds the strings s may point into. */
int app_prefs_start(int argc, char **argv, AppSettings *s, Settings *saved, bool *remember,
                    char *note, size_t note_cap);

/* Saves app's settings to the settings file (settings_path). Returns true,
 * or false with why (why_cap bytes): no place for the file, or the write
 * failed (the old file then untouched). */
bool app_prefs_save(const App *app, char *why, size_t why_cap);

#endif
