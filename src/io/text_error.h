/* text_error.h - what the readers of users' text (text_read.c,
 * mask_read.c, mask_png.c) share to say what is wrong: a TextError filled
 * from a format, and a byte named so that a person can see it. Private to
 * src/io. */
#ifndef MAZE_IO_TEXT_ERROR_H
#define MAZE_IO_TEXT_ERROR_H

#include <stdarg.h>

#include "maze/textio.h"

/* Fills err (when not NULL) with line, column and the formatted message. */
void text_error_vset(TextError *err, int line, int column, const char *fmt, va_list ap);

/* Byte c for a message: "'a'", "a tab" (by name: an editor shows it as
 * spaces), or "byte 0x01"; buf holds 24 bytes. */
const char *text_byte_name(unsigned char c, char buf[24]);

#endif
