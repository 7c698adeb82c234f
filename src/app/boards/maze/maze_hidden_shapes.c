/* maze_hidden_shapes.c - an overlay's small shapes over the maze picture
 * (see maze_hidden_shapes.h).
 *
 * Every shape keeps to the contrast rules of palette.c's touches: a line
 * of colour between black lines (frames, rings), a shape in a white halo
 * (arrows, dots, numbers) or in a black outline (bars), so it reads on a
 * cell of any colour. Field overlays are asked only for the cells the area
 * shows. */
#include "boards/maze/maze_hidden_shapes.h"

#include <math.h>
#include <stdio.h>

#include "boards/maze/maze_hidden.h"
#include "boards/maze/render_shape.h"

/* The screen rectangle of block (bx, by) of the picture placed at p. */
static SDL_Rect hs_block(const ZoomPlace *p, int bx, int by)
{
    int l = p->x + zoom_edge(p->px, bx), t = p->y + zoom_edge(p->px, by);
    return (SDL_Rect){ l, t, p->x + zoom_edge(p->px, bx + 1) - l, p->y + zoom_edge(p->px, by + 1) - t };
}

/* The rectangle of cell i of g: its block, or on other shapes a block's
 * size around its centre (render_shape.h places it). */
static SDL_Rect hs_cell(const ZoomPlace *p, const Grid *g, uint32_t i)
{
    uint32_t w = (uint32_t)g->w;
    if (grid_is_square(g))
        return hs_block(p, (int)(2 * (i % w) + 1), (int)(2 * (i / w) + 1));
    SDL_FPoint c = shape_view_to_screen(p, grid_centre(g, i));
    int side = p->px > 1 ? (int)lround(p->px) : 1;
    return (SDL_Rect){ (int)lroundf(c.x) - side / 2, (int)lroundf(c.y) - side / 2, side, side };
}

static SDL_FPoint hs_centre(SDL_Rect r)
{
    return (SDL_FPoint){ r.x + r.w / 2.0f, r.y + r.h / 2.0f };
}

static void hs_color(SDL_Renderer *r, PalSlot s)
{
    PalColor c = palette_color(s);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
}

/* The cells the area shows: columns x0..x1, rows y0..y1 (inclusive); false
 * when none. */
typedef struct HsSpan {
    uint32_t x0, x1, y0, y1;
} HsSpan;

static bool hs_span(const ZoomPlace *p, const Grid *g, HsSpan *s)
{
    double bx0 = (p->area.x - p->x) / p->px, bx1 = (p->area.x + p->area.w - p->x) / p->px;
    double by0 = (p->area.y - p->y) / p->px, by1 = (p->area.y + p->area.h - p->y) / p->px;
    double x0 = floor((bx0 - 1) / 2), x1 = ceil(bx1 / 2), y0 = floor((by0 - 1) / 2), y1 = ceil(by1 / 2);
    if (x1 < 0 || y1 < 0 || x0 >= g->w || y0 >= g->h)
        return false;
    s->x0 = x0 > 0 ? (uint32_t)x0 : 0;
    s->y0 = y0 > 0 ? (uint32_t)y0 : 0;
    s->x1 = x1 < g->w - 1 ? (uint32_t)x1 : (uint32_t)g->w - 1;
    s->y1 = y1 < g->h - 1 ? (uint32_t)y1 : (uint32_t)g->h - 1;
    return true;
}

/* A frame `t` pixels thick, inset `in` pixels inside rectangle o. Whole
 * pixels, so that frames drawn inside each other keep their widths. */
static void hs_frame_at(SDL_Renderer *r, SDL_Rect o, int in, int t)
{
    int l = o.x + in, top = o.y + in, w = o.w - 2 * in, h = o.h - 2 * in;
    if (w <= 0 || h <= 0)
        return;
    SDL_Rect sides[4] = {
        { l, top, w, t }, { l, top + h - t, w, t }, { l, top, t, h }, { l + w - t, top, t, h },
    };
    SDL_RenderFillRects(r, sides, 4);
}

/* A line of role s, t pixels thick, between black lines `halo` thick, just
 * inside rectangle o. */
static void hs_lined_frame(SDL_Renderer *r, SDL_Rect o, int t, int halo, PalSlot s)
{
    hs_color(r, PAL_WALL);
    hs_frame_at(r, o, 0, t + 2 * halo);
    hs_color(r, s);
    hs_frame_at(r, o, halo, t);
}

/* Frames around rectangles of cells, on the walls around them. */
static bool hs_frames(SDL_Renderer *r, const ZoomPlace *p, const Overlay *o)
{
    int t = p->px > 3 ? (int)lround(p->px / 3) : 1;
    int halo = t / 3 > 1 ? t / 3 : 1;
    for (uint32_t k = 0; k < o->count; k++) {
        const uint32_t *q = o->items + 4 * k;
        int bx0 = 2 * (int)q[0], by0 = 2 * (int)q[1];
        int bx1 = 2 * (int)(q[0] + q[2]), by1 = 2 * (int)(q[1] + q[3]);
        SDL_Rect a = hs_block(p, bx0, by0), b = hs_block(p, bx1, by1);
        hs_lined_frame(r, (SDL_Rect){ a.x, a.y, b.x + b.w - a.x, b.y + b.h - a.y }, t, halo, o->role);
    }
    return o->count > 0;
}

/* Rings just inside cells. */
static bool hs_rings(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    int t = p->px >= 12 ? (int)lround(p->px / 6) : 1;
    for (uint32_t k = 0; k < o->count; k++)
        if (o->items[k] < g->n)
            hs_lined_frame(r, hs_cell(p, g, o->items[k]), t, 1, o->role);
    return o->count > 0;
}

/* A bar along the wall on side d of cell c (0 < d < 4), in a black
 * outline: the wall's block, reaching a quarter block into the corner
 * posts at its ends. */
static void hs_bar(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, uint32_t c, int d, PalSlot s)
{
    uint32_t x = c % (uint32_t)g->w, y = c / (uint32_t)g->w;
    static const int dbx[4] = { 1, 2, 1, 0 }, dby[4] = { 0, 1, 2, 1 };
    SDL_Rect wb = hs_block(p, (int)(2 * x) + dbx[d], (int)(2 * y) + dby[d]);
    bool vertical = d == DIR_E || d == DIR_W;
    int along = vertical ? wb.h : wb.w, across = vertical ? wb.w : wb.h;
    int ext = (int)lround(along * 0.25), th = (int)lround(across * 0.45);
    th = th > 1 ? th : 1;
    SDL_FPoint m = hs_centre(wb);
    SDL_Rect bar = vertical ? (SDL_Rect){ (int)lroundf(m.x - th / 2.0f), wb.y - ext, th, wb.h + 2 * ext }
                            : (SDL_Rect){ wb.x - ext, (int)lroundf(m.y - th / 2.0f), wb.w + 2 * ext, th };
    int gap = p->px >= 8 ? (int)lround(p->px / 8) : 1;
    SDL_Rect outline = { bar.x - gap, bar.y - gap, bar.w + 2 * gap, bar.h + 2 * gap };
    hs_color(r, PAL_WALL);
    SDL_RenderFillRect(r, &outline);
    hs_color(r, s);
    SDL_RenderFillRect(r, &bar);
}

static bool hs_bars(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    bool any = false;
    for (uint32_t k = 0; k < o->count; k++) {
        uint32_t c = overlay_side_cell(o->items[k]);
        int d = overlay_side_dir(o->items[k]);
        if (c < g->n && d < 4) {
            hs_bar(r, p, g, c, d, o->role);
            any = true;
        }
    }
    return any;
}

/* Dots at the centres of the cells listed (GRID_NONE entries skipped), in
 * a white halo. */
static bool hs_dots(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    enum { BATCH = 256 };
    SDL_FRect dot[BATCH], halo[BATCH];
    float size = 0.7f * (float)p->px, e = p->px >= 30 ? (float)p->px / 20 : 1.5f;
    int n = 0;
    bool any = false;
    for (uint32_t k = 0; k <= o->count; k++) {
        if (k < o->count && o->items[k] < g->n) {
            SDL_FPoint c = hs_centre(hs_cell(p, g, o->items[k]));
            dot[n] = (SDL_FRect){ c.x - size / 2, c.y - size / 2, size, size };
            halo[n++] = (SDL_FRect){ c.x - size / 2 - e, c.y - size / 2 - e, size + 2 * e, size + 2 * e };
            any = true;
        }
        if (n == BATCH || (k == o->count && n > 0)) {
            hs_color(r, PAL_PASSAGE);
            SDL_RenderFillRectsF(r, halo, n);
            hs_color(r, o->role);
            SDL_RenderFillRectsF(r, dot, n);
            n = 0;
        }
    }
    return any;
}

/* An arrow in cell rectangle c toward side d: a shaft from behind the
 * centre and a head whose tip reaches into the passage, sized by the cell
 * spacing s, grown by `e` pixels on every side (its halo). Writes 9
 * vertices (3 triangles) to vert. */
static void hs_arrow(SDL_FPoint c, float s, int d, float e, SDL_Vertex *vert, SDL_Color col)
{
    static const float ux[4] = { 0, 1, 0, -1 }, uy[4] = { -1, 0, 1, 0 };
    float dx = ux[d], dy = uy[d], nx = -dy, ny = dx;
    /* the head's sides are 33 degrees off its axis: its tip moves 1.9 e
       for its sides to move e */
    float tail = -0.2f * s - e, neck = 0.2f * s - e, tip = 0.58f * s + 1.9f * e;
    float half = 0.1f * s + e, head = 0.24f * s + 1.9f * e;
    const float at[9][2] = { { tail, -half }, { neck, -half }, { neck, half }, { tail, -half },
                             { neck, half },  { tail, half },  { neck, -head }, { tip, 0 },
                             { neck, head } };
    for (int k = 0; k < 9; k++)
        vert[k] = (SDL_Vertex){ { c.x + dx * at[k][0] + nx * at[k][1], c.y + dy * at[k][0] + ny * at[k][1] },
                                col, { 0, 0 } };
}

/* Arrows from side items, or from the field over the cells shown. */
static bool hs_arrows(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    enum { BATCH = 128 };
    SDL_Vertex vert[2 * BATCH * 9];
    PalColor pc = palette_color(o->role), hc = palette_color(PAL_PASSAGE);
    SDL_Color col = { pc.r, pc.g, pc.b, 255 }, halo = { hc.r, hc.g, hc.b, 255 };
    float s = 2.0f * (float)p->px, e = 0.05f * (float)p->px > 1.5f ? 0.05f * (float)p->px : 1.5f;
    HsSpan span;
    if (!o->items && (!o->field || !hs_span(p, g, &span)))
        return false;
    uint32_t total = o->items ? o->count : (span.y1 - span.y0 + 1) * (span.x1 - span.x0 + 1);
    int n = 0;
    bool any = false;
    for (uint32_t k = 0; k <= total; k++) {
        uint32_t c = GRID_NONE;
        int d = -1;
        if (k < total && o->items) {
            c = overlay_side_cell(o->items[k]);
            d = overlay_side_dir(o->items[k]);
        } else if (k < total) {
            uint32_t cols = span.x1 - span.x0 + 1;
            c = (span.y0 + k / cols) * (uint32_t)g->w + span.x0 + k % cols;
            d = (int)o->field(o->state, g, c, NULL) - 1;
        }
        if (c < g->n && d >= 0 && d < 4) {
            SDL_FPoint m = hs_centre(hs_cell(p, g, c));
            hs_arrow(m, s, d, e, vert + 9 * n, halo);
            hs_arrow(m, s, d, 0, vert + 9 * (BATCH + n), col);
            n++;
            any = true;
        }
        if (n == BATCH || (k == total && n > 0)) {
            /* this batch's halos first, their arrows after */
            SDL_RenderGeometry(r, NULL, vert, 9 * n, NULL, 0);
            SDL_RenderGeometry(r, NULL, vert + 9 * BATCH, 9 * n, NULL, 0);
            n = 0;
        }
    }
    return any;
}

/* Numbers in the cells shown that are big enough to hold them, each on a
 * white box: draw commands of ui (drawn after the picture). */
static bool hs_numbers(Ui *ui, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    HsSpan span;
    if (!ui || !o->field || p->px < ui->line_h[UI_FONT_SMALL] || !hs_span(p, g, &span))
        return false;
    PalColor tc = palette_color(o->role), bc = palette_color(PAL_PASSAGE);
    UiColor text = { tc.r, tc.g, tc.b, 255 }, box = { bc.r, bc.g, bc.b, 255 };
    const UiRect a = p->area;
    bool any = false;
    for (uint32_t y = span.y0; y <= span.y1; y++) {
        for (uint32_t x = span.x0; x <= span.x1; x++) {
            uint32_t i = y * (uint32_t)g->w + x, v = o->field(o->state, g, i, NULL);
            if (v == 0)
                continue;
            char buf[16];
            snprintf(buf, sizeof buf, "%u", v - 1);
            SDL_Rect c = hs_cell(p, g, i);
            int tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, buf), th = ui->line_h[UI_FONT_SMALL];
            UiRect b = { c.x + (c.w - tw) / 2 - 1, c.y + (c.h - th) / 2, tw + 2, th };
            if (tw + 2 > c.w || th > c.h || b.x < a.x || b.y < a.y || b.x + b.w > a.x + a.w ||
                b.y + b.h > a.y + a.h)
                continue;
            ui_draw_rect(ui, b, box);
            ui_draw_text(ui, UI_FONT_SMALL, b.x + 1, b.y, text, buf);
            any = true;
        }
    }
    return any;
}

bool maze_hidden_shape(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const Overlay *o)
{
    /* Frames, bars, arrows and numbers follow the square's rows, columns
     * and four sides: on other shapes only the marks on cells show. */
    if (!grid_is_square(g) && o->shape != OV_RINGS && o->shape != OV_DOTS)
        return false;
    switch (o->shape) {
    case OV_FRAMES: return hs_frames(r, p, o);
    case OV_RINGS: return hs_rings(r, p, g, o);
    case OV_BARS: return hs_bars(r, p, g, o);
    case OV_DOTS: return hs_dots(r, p, g, o);
    case OV_ARROWS: return hs_arrows(r, p, g, o);
    case OV_NUMBERS: return hs_numbers(ui, p, g, o);
    default: return false;
    }
}
