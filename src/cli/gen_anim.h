/* gen_anim.h - `mazelab gen --format gif`: the run as an animated GIF.
 * Private to src/cli. */
#ifndef MAZE_CLI_GEN_ANIM_H
#define MAZE_CLI_GEN_ANIM_H

#include <stdbool.h>

#include "maze/anim.h"

/* Checks before generating that spec fits the GIF limits (anim_check) and
 * that there is a path to write to. Returns CLI_OK, or CLI_USAGE having
 * said why. */
int gen_anim_check(const AnimSpec *spec, const char *path);

/* Plans and writes spec's animation, its maze finished by finish, to path
 * atomically (replacing it only when force), then prints one line: frames,
 * steps a frame, pixels, seconds taken (the counting run and the writing).
 * Returns an exit status. */
int gen_anim_write(const AnimSpec *spec, const GenFinish *finish, const char *path, bool force);

#endif
