/* mines_layout.c - board placement and pixel-to-cell mapping. */
#include "boards/mines/mines_layout.h"

UiRect mines_layout_room(UiRect area, int header_h, int frame)
{
    return (UiRect){ area.x + frame, area.y + header_h + frame, area.w - 2 * frame,
                     area.h - header_h - 2 * frame };
}

ZoomLimits mines_layout_limits(int max_cell)
{
    return (ZoomLimits){ .min_px = 1, .fit_max_px = max_cell, .max_px = 3 * max_cell, .whole = true };
}

/* The overlap of a and b (w or h 0 when none). */
static UiRect mines_layout_meet(UiRect a, UiRect b)
{
    int x0 = a.x > b.x ? a.x : b.x, y0 = a.y > b.y ? a.y : b.y;
    int x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    return (UiRect){ x0, y0, x1 > x0 ? x1 - x0 : 0, y1 > y0 ? y1 - y0 : 0 };
}

MinesLayout mines_layout_at(const ZoomPlace *p, int header_h, int frame)
{
    MinesLayout l = { .x = p->x, .y = p->y, .cell = (int)p->px, .cols = p->cw, .rows = p->ch,
                      .frame = frame };
    l.view = mines_layout_meet(p->area, (UiRect){ p->x, p->y, p->w, p->h });
    l.header = (UiRect){ l.view.x - frame, l.view.y - frame - header_h, l.view.w + 2 * frame, header_h };
    return l;
}

MinesLayout mines_layout_fit(UiRect area, int cols, int rows, int max_cell, int header_h, int frame)
{
    Zoom fit = { 0 };
    ZoomLimits lim = mines_layout_limits(max_cell);
    ZoomPlace p = zoom_place(&fit, mines_layout_room(area, header_h, frame), cols, rows, &lim);
    return mines_layout_at(&p, header_h, frame);
}

bool mines_layout_hit(const MinesLayout *l, int px, int py, int *cx, int *cy)
{
    /* Compare before dividing: -1 / cell would round to 0. */
    if (!ui_inside(l->view, px, py) || px < l->x || py < l->y || px >= l->x + l->cols * l->cell ||
        py >= l->y + l->rows * l->cell)
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
