/* pathmsg.c - messages about a file that keep their reason. */
#include "maze/pathmsg.h"

#include <stdio.h>
#include <string.h>

static const char path_dots[] = "...";

/* True when byte c continues a UTF-8 character (10xxxxxx). */
static int path_continues(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

void path_message(char *buf, size_t cap, const char *before, const char *path,
                  const char *after)
{
    if (cap == 0)
        return;
    size_t nb = strlen(before), np = strlen(path), na = strlen(after);
    size_t dots = sizeof path_dots - 1;
    if (nb + np + na < cap) {
        snprintf(buf, cap, "%s%s%s", before, path, after);
        return;
    }
    if (nb + dots + na >= cap) {            /* no room for any of path */
        snprintf(buf, cap, "%s%s%s", before, path_dots, after);
        return;
    }
    size_t room = cap - 1 - nb - na - dots;     /* bytes of path kept */
    size_t head = room / 2, tail = room - head;
    while (head > 0 && path_continues(path[head]))
        head--;
    while (tail > 0 && path_continues(path[np - tail]))
        tail--;
    snprintf(buf, cap, "%s%.*s%s%s%s", before, (int)head, path, path_dots, path + np - tail,
             after);
}

void path_cannot_write(char *buf, size_t cap, const char *path, const char *reason)
{
    char after[512];
    snprintf(after, sizeof after, ": %s", reason);
    path_message(buf, cap, "cannot write ", path, after);
}
