/* message.h - how the program speaks on standard error, for the commands
 * and the window alike: one line, "mazelab: " and a sentence, with control
 * characters escaped so that a file name with a newline in it can neither
 * split the message nor send a terminal escape. */
#ifndef MAZE_MESSAGE_H
#define MAZE_MESSAGE_H

#include <stdio.h>

/* Prints "mazelab: " + the formatted message (escaped) + a newline to
 * stderr. */
void message_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Writes s to out with control characters escaped: "\n", "\t", "\x1b". */
void message_put_escaped(FILE *out, const char *s);

#endif
