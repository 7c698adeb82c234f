/* words.c - the sentence writer of words.h. */
#include "words.h"

#include <stdarg.h>
#include <stdio.h>

void mines_words_start(MinesWords *w, char *buf, size_t size)
{
    w->buf = buf;
    w->size = buf ? size : 0;
    w->length = 0;
    if (w->size > 0)
        buf[0] = '\0';
}

void mines_words_add(MinesWords *w, const char *fmt, ...)
{
    size_t used = w->length < w->size ? w->length : w->size;
    char *end = w->size > 0 ? w->buf + used : NULL;
    va_list ap;
    va_start(ap, fmt);
    int more = vsnprintf(end, w->size - used, fmt, ap);
    va_end(ap);
    if (more > 0)
        w->length += (size_t)more;
}

void mines_words_cell(MinesWords *w, uint32_t i, int width)
{
    mines_words_add(w, "(%u,%u)", i % (uint32_t)width, i / (uint32_t)width);
}

void mines_words_cells(MinesWords *w, const uint32_t *cells, int count, uint32_t more, int width)
{
    int items = count + (more > 0);
    for (int j = 0; j < count; j++) {
        if (j > 0)
            mines_words_add(w, j == items - 1 ? " and " : ", ");
        mines_words_cell(w, cells[j], width);
    }
    if (more > 0)
        mines_words_add(w, " and %u more", more);
}

void mines_words_count(MinesWords *w, long n, const char *one, const char *many)
{
    mines_words_add(w, "%ld %s", n, n == 1 ? one : many);
}

int mines_words_length(const MinesWords *w)
{
    return (int)w->length;
}
