/* text_write.c - writes a grid as ASCII or block text. */
#include "text_layout.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"

const TextLayout text_layouts[TEXT_FORMAT_COUNT] = {
    [TEXT_ASCII] = { "ascii", '+', '-', '|', 3 },
    [TEXT_BLOCKS] = { "blocks", '#', '#', '#', 1 },
};

const char *text_format_name(TextFormat fmt)
{
    return (unsigned)fmt < TEXT_FORMAT_COUNT ? text_layouts[fmt].name : NULL;
}

bool text_format_find(const char *name, TextFormat *fmt)
{
    for (int k = 0; k < TEXT_FORMAT_COUNT; k++) {
        if (strcmp(text_layouts[k].name, name) == 0) {
            *fmt = (TextFormat)k;
            return true;
        }
    }
    return false;
}

size_t text_size(const Grid *g, TextFormat fmt)
{
    return (text_line_len(&text_layouts[fmt], g->w) + 1) * (size_t)(2 * g->h + 1);
}

bool text_writes(const Grid *g)
{
    return grid_shape(g)->kind == SHAPE_SQUARE;
}

/* True when the wall above cell (x, y) is open (y == h: below the last row):
 * a passage, the entrance or the exit. With a mask the exit may be above a
 * cell that is off, so the cell above is asked too. */
static bool text_open_above(const Grid *g, int x, int y)
{
    const uint32_t below = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
    if (y > 0 && grid_masked(g) && grid_side_open(g, below - (uint32_t)g->w, DIR_S))
        return true;
    if (y == g->h)
        return grid_side_open(g, g->n - (uint32_t)g->w + (uint32_t)x, DIR_S);
    return grid_side_open(g, below, DIR_N);
}

void text_render_line(const Grid *g, const TextLayout *lay, int line, char *buf)
{
    int y = line / 2;
    char *p = buf;
    if (line % 2 == 0) {
        *p++ = lay->corner;
        for (int x = 0; x < g->w; x++) {
            memset(p, text_open_above(g, x, y) ? ' ' : lay->hwall, (size_t)lay->cell_w);
            p += lay->cell_w;
            *p++ = lay->corner;
        }
    } else {
        const uint8_t *row = g->pass + (size_t)y * (size_t)g->w;
        uint32_t first = (uint32_t)y * (uint32_t)g->w, last = first + (uint32_t)g->w - 1;
        *p++ = grid_side_open(g, first, DIR_W) ? ' ' : lay->vwall;
        for (int x = 0; x < g->w; x++) {
            bool off = !grid_cell_on(g, (uint32_t)y * (uint32_t)g->w + (uint32_t)x);
            memset(p, off ? '#' : ' ', (size_t)lay->cell_w);
            p += lay->cell_w;
            *p++ = x + 1 < g->w && (row[x] & PASS_E) ? ' ' : lay->vwall;
        }
        if (grid_side_open(g, last, DIR_E))
            p[-1] = ' ';    /* an end's opening in the east wall */
    }
    *p = '\n';
}

MazeStatus text_write(FILE *f, const Grid *g, TextFormat fmt)
{
    if ((unsigned)fmt >= TEXT_FORMAT_COUNT)
        return MAZE_ERR_ARG;
    if (!text_writes(g))
        return MAZE_ERR_SHAPE;
    const TextLayout *lay = &text_layouts[fmt];
    size_t len = text_line_len(lay, g->w) + 1;
    char *buf = mem_alloc(len);
    if (!buf)
        return MAZE_ERR_NOMEM;
    MazeStatus st = MAZE_OK;
    for (int line = 0; line < 2 * g->h + 1 && st == MAZE_OK; line++) {
        text_render_line(g, lay, line, buf);
        if (fwrite(buf, 1, len, f) != len)
            st = MAZE_ERR_IO;
    }
    mem_free(buf);
    return st;
}

MazeStatus text_to_string(const Grid *g, TextFormat fmt, char **out, size_t *len)
{
    *out = NULL;
    *len = 0;
    if ((unsigned)fmt >= TEXT_FORMAT_COUNT)
        return MAZE_ERR_ARG;
    if (!text_writes(g))
        return MAZE_ERR_SHAPE;
    const TextLayout *lay = &text_layouts[fmt];
    size_t line_len = text_line_len(lay, g->w) + 1;
    size_t total = text_size(g, fmt);
    char *s = mem_alloc(total + 1);
    if (!s)
        return MAZE_ERR_NOMEM;
    for (int line = 0; line < 2 * g->h + 1; line++)
        text_render_line(g, lay, line, s + (size_t)line * line_len);
    s[total] = '\0';
    *out = s;
    *len = total;
    return MAZE_OK;
}
