/* mines_layout.c - board placement and pixel-to-cell mapping. */
#include "boards/mines/mines_layout.h"

MinesLayout mines_layout_fit(UiRect area, int cols, int rows, int max_cell, int header_h, int frame)
{
    MinesLayout l = { .cols = cols, .rows = rows, .frame = frame };
    int room_w = area.w - 2 * frame, room_h = area.h - header_h - 2 * frame;
    int cell = cols > 0 && rows > 0 ? room_w / cols : 1;
    if (rows > 0 && room_h / rows < cell)
        cell = room_h / rows;
    l.cell = cell > max_cell ? max_cell : cell < 1 ? 1 : cell;
    int bw = cols * l.cell + 2 * frame, bh = rows * l.cell + 2 * frame;
    int top = area.y + (area.h - header_h - bh) / 2;
    if (top < area.y)
        top = area.y;
    int left = area.x + (area.w - bw) / 2;
    if (left < area.x)
        left = area.x;
    l.header = (UiRect){ left, top, bw, header_h };
    l.x = left + frame;
    l.y = top + header_h + frame;
    return l;
}

bool mines_layout_hit(const MinesLayout *l, int px, int py, int *cx, int *cy)
{
    /* Compare before dividing: -1 / cell would round to 0. */
    if (px < l->x || py < l->y || px >= l->x + l->cols * l->cell || py >= l->y + l->rows * l->cell)
        return false;
    *cx = (px - l->x) / l->cell;
    *cy = (py - l->y) / l->cell;
    return true;
}

UiRect mines_layout_cell(const MinesLayout *l, int cx, int cy)
{
    return (UiRect){ l->x + cx * l->cell, l->y + cy * l->cell, l->cell, l->cell };
}

UiRect mines_layout_cells(const MinesLayout *l)
{
    return (UiRect){ l->x, l->y, l->cols * l->cell, l->rows * l->cell };
}
