/* message.c - one line of message on standard error, the program's way
 * (see message.h). */
#include "maze/message.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void message_put_escaped(FILE *out, const char *s)
{
    static const char named[] = "abtnvfr";  /* '\a' to '\r' by their letters */
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x20 && c != 0x7f)
            putc(c, out);
        else if (c >= '\a' && c <= '\r')
            fprintf(out, "\\%c", named[c - '\a']);
        else
            fprintf(out, "\\x%02x", c);
    }
}

void message_error(const char *fmt, ...)
{
    /* Formatted first, then escaped: a file name or a value with a newline
     * in it must not split the message (nor an escape sequence reach the
     * terminal). Long messages (a path of 4000 bytes) get a buffer of
     * their own. */
    char small[1024], *text = small;
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)) != NULL)
        vsnprintf(text, (size_t)n + 1, fmt, again);
    va_end(again);
    va_end(ap);
    fputs("mazelab: ", stderr);
    message_put_escaped(stderr, text ? text : small);
    fputc('\n', stderr);
    if (text != small)
        free(text);
}

