/* pathmsg.h - messages about a file, in a buffer of fixed size.
 *
 * A message about a file reads "what happened, the file's name, why". When
 * the name is long (a path may be thousands of bytes), plain snprintf cuts
 * the message at the end: the reason, the part a reader acts on, is lost.
 * path_message shortens the name instead, in its middle, keeping the start
 * and the end (the file's own name). */
#ifndef MAZE_PATHMSG_H
#define MAZE_PATHMSG_H

#include <stddef.h>

/* Writes before + path + after into buf (cap bytes; nothing when cap is 0,
 * else always terminated). When the whole does not fit, the middle of path
 * becomes "..." so that before and after stay whole; they are cut (at the
 * end, as snprintf cuts) only when they alone do not fit. Never splits a
 * UTF-8 character of path. */
void path_message(char *buf, size_t cap, const char *before, const char *path,
                  const char *after);

/* "cannot write PATH: REASON" into buf by path_message: the window's and
 * the exports' sentence for a file that could not be written. */
void path_cannot_write(char *buf, size_t cap, const char *path, const char *reason);

#endif
