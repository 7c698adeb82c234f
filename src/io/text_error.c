/* text_error.c - messages of the text readers (text_error.h). */
#include "text_error.h"

#include <stdio.h>

void text_error_vset(TextError *err, int line, int column, const char *fmt, va_list ap)
{
    if (!err)
        return;
    err->line = line;
    err->column = column;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
}

const char *text_byte_name(unsigned char c, char buf[24])
{
    if (c == '\t')
        return "a tab";
    if (c >= 0x20 && c < 0x7f)
        snprintf(buf, 24, "'%c'", c);
    else
        snprintf(buf, 24, "byte 0x%02x", c);
    return buf;
}
