/* maze_name.c - the maze's title and its files' names (maze_name.h). */
#include "boards/maze/maze_name.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_shape.h"
#include "maze/braid.h"

/* Appends text to buf (cap bytes, len used so far); returns the new length. */
static size_t name_add(char *buf, size_t cap, size_t len, const char *text)
{
    if (len < cap)
        len += (size_t)snprintf(buf + len, cap - len, "%s", text);
    return len;
}

void maze_title(const App *app, char *buf, size_t cap)
{
    const Grid *g = &maze_of(app)->run->grid;
    const char *source = maze_edit_source(app);
    char part[160], size[48];
    maze_shape_size_words(g, size, sizeof size);        /* "30x20", "20 rings" */
    if (source[0])
        snprintf(part, sizeof part, "%s, %s", source, size);
    else
        snprintf(part, sizeof part, "%s, %s, seed %llu", maze_algo(app)->name, size,
                 (unsigned long long)maze_of(app)->seed);
    size_t len = name_add(buf, cap, 0, part);
    if (maze_set(app)->braid > 0) {
        snprintf(part, sizeof part, ", braid %d%%", maze_set(app)->braid);
        len = name_add(buf, cap, len, part);
    }
    if (maze_edit_edited(app))
        name_add(buf, cap, len, ", edited");
}

void maze_file_tags(const App *app, char *buf, size_t cap)
{
    braid_tag(buf, cap, maze_set(app)->braid);
    if (maze_edit_edited(app))
        name_add(buf, cap, strlen(buf), "-edited");
}

void maze_file_base(const App *app, char *buf, size_t cap)
{
    const char *source = maze_edit_source(app);
    if (!source[0]) {
        maze_file_label(app, buf, cap);
        return;
    }
    /* the file's name without its extension, in letters, digits, '-' and '_' */
    size_t n = 0;
    const char *dot = strrchr(source, '.');
    for (const char *c = source; *c && c != dot && n + 1 < cap; c++)
        buf[n++] = isalnum((unsigned char)*c) || *c == '-' || *c == '_' ? *c : '-';
    if (n == 0 && cap > 5)
        n = (size_t)snprintf(buf, cap, "maze");
    buf[n < cap ? n : cap - 1] = '\0';
}

void maze_file_stem(const App *app, char *buf, size_t cap)
{
    if (maze_edit_source(app)[0])
        maze_file_base(app, buf, cap);
    else
        bias_file_label(app, buf, cap);
    size_t len = strlen(buf);
    maze_file_tags(app, buf + len, cap - len);
}
