/* progdir.h - where the running program lives, so that what it ships
 * beside it (its fonts, the window program) is found wherever it was
 * installed or built. */
#ifndef MAZE_PROGDIR_H
#define MAZE_PROGDIR_H

#include <stdbool.h>
#include <stddef.h>

/* Writes the folder of the running program, with a '/' at its end, to dir
 * (cap bytes), and its file name to name (name_cap bytes; name may be
 * NULL). False when the system cannot tell (no /proc) or a buffer is too
 * small. */
bool progdir(char *dir, size_t cap, char *name, size_t name_cap);

#endif
