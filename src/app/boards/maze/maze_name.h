/* maze_name.h - how the window names the maze on screen, beyond its
 * generator: in the status line ("Recursive backtracker, 30x20, seed 7,
 * braid 30%, edited") and in the names of the files made of it
 * ("backtracker-braid30-edited_30x20_seed7.png"), so that a picture or a
 * file is never taken for the plain maze of the same seed. SDL-free. */
#ifndef MAZE_APP_MAZE_NAME_H
#define MAZE_APP_MAZE_NAME_H

#include <stddef.h>

#include "boards/maze/maze_state.h"

/* The maze's title into buf: its generator's name and seed (or the file
 * it came from), its size, and braid and "edited" when they apply. */
void maze_title(const App *app, char *buf, size_t cap);

/* What file names add after the generators' labels into buf: "-braid30"
 * (braid_tag), "-edited"; "" for the plain maze. */
void maze_file_tags(const App *app, char *buf, size_t cap);

/* The name files of the maze start with: its generator's label
 * (maze_file_label: "growing-tree-newest"), or for a maze read from a
 * file that file's name without its extension ("classic"). No tags. */
void maze_file_base(const App *app, char *buf, size_t cap);

/* The label files of the screen start with: every pane's generator
 * (bias_file_label: "backtracker-vs-kruskal") or the file's name, and the
 * tags above. */
void maze_file_stem(const App *app, char *buf, size_t cap);

#endif
