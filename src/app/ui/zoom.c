/* zoom.c - fit, zoom and pan arithmetic, and the wheel and drags for it. */
#include "ui/zoom.h"

#include <math.h>

#define ZOOM_NOTCH 1.25         /* one wheel notch */

int zoom_edge(double px, int k)
{
    /* A hair over: 3 * (1/3 * 3) must not land on 2.9999. */
    return (int)floor(k * px + 1e-9);
}

static double zoom_clamp(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

double zoom_fit_px(UiRect area, int cw, int ch, const ZoomLimits *lim)
{
    double fx = (double)area.w / cw, fy = (double)area.h / ch;
    double px = fx < fy ? fx : fy;
    if (px > lim->fit_max_px)
        px = lim->fit_max_px;
    if (lim->whole)
        px = floor(px);
    return px < lim->min_px ? lim->min_px : px;
}

/* The most the wheel may zoom to with fit fit. */
static double zoom_max_px(const ZoomLimits *lim, double fit)
{
    return lim->max_px > fit ? lim->max_px : fit;
}

/* One axis: the picture's origin for a picture of size `size` pixels whose
 * point c (units) should sit at the area's centre, clamped so that the
 * picture still covers the area's middle pixel (never panned away; a
 * picture zoomed at a pointer near its edge keeps that point there). Writes
 * the centre actually shown back to *c. */
static int zoom_axis(int a0, int alen, int size, double px, bool placed, double *c)
{
    int o, mid = a0 + alen / 2;
    if (!placed)
        o = a0 + (alen - size) / 2;
    else {
        o = a0 + (int)lround(alen / 2.0 - *c * px);
        if (o > mid)
            o = mid;
        if (o < mid + 1 - size)
            o = mid + 1 - size;
    }
    *c = (a0 + alen / 2.0 - o) / px;
    return o;
}

ZoomPlace zoom_place(Zoom *z, UiRect area, int cw, int ch, const ZoomLimits *lim)
{
    if (z->cw != cw || z->ch != ch) {
        zoom_fit(z);
        z->cw = cw;
        z->ch = ch;
    }
    ZoomPlace p = { .area = area, .cw = cw, .ch = ch };
    p.fit_px = zoom_fit_px(area, cw, ch, lim);
    p.px = z->placed ? zoom_clamp(z->px, p.fit_px, zoom_max_px(lim, p.fit_px)) : p.fit_px;
    if (lim->whole)
        p.px = floor(p.px);
    p.w = zoom_edge(p.px, cw);
    p.h = zoom_edge(p.px, ch);
    double cx = z->cx, cy = z->cy;
    p.x = zoom_axis(area.x, area.w, p.w, p.px, z->placed, &cx);
    p.y = zoom_axis(area.y, area.h, p.h, p.px, z->placed, &cy);
    if (z->placed) {
        z->cx = cx;
        z->cy = cy;
        z->px = p.px;
    }
    z->last = p;
    return p;
}

void zoom_fit(Zoom *z)
{
    z->placed = false;
    z->dragging = false;
}

bool zoom_is_fit(const Zoom *z)
{
    return !z->placed;
}

/* Takes the last place as the starting point of a zoom or pan. */
static void zoom_start(Zoom *z)
{
    const ZoomPlace *p = &z->last;
    if (!z->placed) {
        z->px = p->px;
        z->cx = (p->area.x + p->area.w / 2.0 - p->x) / p->px;
        z->cy = (p->area.y + p->area.h / 2.0 - p->y) / p->px;
        z->placed = true;
    }
}

/* The unit of an axis holding pixel d (from the picture's origin). */
static int zoom_unit(double px, int d)
{
    int k = (int)floor(d / px);
    while (zoom_edge(px, k) > d)
        k--;
    while (zoom_edge(px, k + 1) <= d)
        k++;
    return k;
}

/* The origin (from the pointer) at scale px keeping the point under the
 * pointer's pixel d (from the origin at scale was) under it: the same unit,
 * the same fraction of it. */
static double zoom_anchor(double was, double px, int d)
{
    int k = zoom_unit(was, d), e0 = zoom_edge(was, k), e1 = zoom_edge(was, k + 1);
    double frac = (d - e0 + 0.5) / (e1 - e0);
    int n0 = zoom_edge(px, k), n1 = zoom_edge(px, k + 1);
    return 0.5 - (n0 + frac * (n1 - n0));
}

void zoom_wheel(Zoom *z, int mx, int my, int notches, const ZoomLimits *lim)
{
    const ZoomPlace *p = &z->last;
    if (notches == 0 || p->px <= 0)
        return;
    zoom_start(z);
    double was = p->px, px = was * pow(ZOOM_NOTCH, notches);
    if (lim->whole) {
        px = floor(px + 0.5);
        if (notches > 0 && px <= was)
            px = was + 1;
        if (notches < 0 && px >= was)
            px = was - 1;
    }
    px = zoom_clamp(px, p->fit_px, zoom_max_px(lim, p->fit_px));
    if (px <= p->fit_px) {
        zoom_fit(z);
        return;
    }
    double ox = zoom_anchor(was, px, mx - p->x) + mx, oy = zoom_anchor(was, px, my - p->y) + my;
    z->px = px;
    z->cx = (p->area.x + p->area.w / 2.0 - ox) / px;
    z->cy = (p->area.y + p->area.h / 2.0 - oy) / px;
}

void zoom_pan(Zoom *z, int dx, int dy)
{
    const ZoomPlace *p = &z->last;
    if (p->px <= 0 || (dx == 0 && dy == 0) || (p->w <= p->area.w && p->h <= p->area.h))
        return;                 /* nothing to pan: the whole picture shows */
    zoom_start(z);
    z->cx -= dx / z->px;
    z->cy -= dy / z->px;
}

bool zoom_hit(const ZoomPlace *p, int mx, int my, int *ux, int *uy)
{
    if (!ui_inside(p->area, mx, my) || mx < p->x || my < p->y || mx >= p->x + p->w ||
        my >= p->y + p->h)
        return false;
    *ux = zoom_unit(p->px, mx - p->x);
    *uy = zoom_unit(p->px, my - p->y);
    return true;
}

void zoom_visible(const ZoomPlace *p, int axis, int *k0, int *k1)
{
    int o = axis ? p->y : p->x, a0 = axis ? p->area.y : p->area.x;
    int a1 = a0 + (axis ? p->area.h : p->area.w), n = axis ? p->ch : p->cw;
    int first = a0 > o ? zoom_unit(p->px, a0 - o) : 0;
    int last = a1 - 1 - o < zoom_edge(p->px, n) ? zoom_unit(p->px, a1 - 1 - o) : n - 1;
    *k0 = first > n ? n : first;
    *k1 = last + 1 < *k0 ? *k0 : last + 1;
}

bool zoom_input(Zoom *z, Ui *ui, bool pan_needs_ctrl, const ZoomLimits *lim)
{
    UiInput *in = &ui->in;
    UiRect area = z->last.area;
    bool moved = false;
    if (in->wheel && !ui->wheel_used && ui_inside(area, in->mx, in->my)) {
        zoom_wheel(z, in->mx, in->my, in->wheel, lim);
        ui->wheel_used = true;
        moved = true;
    }
    if (in->pressed && !ui->pointer_used && ui_inside(area, in->mx, in->my) &&
        (!pan_needs_ctrl || in->ctrl)) {
        z->dragging = true;
        z->drag_x = in->mx;
        z->drag_y = in->my;
        ui->pointer_used = true;
    }
    if (z->dragging) {
        zoom_pan(z, in->mx - z->drag_x, in->my - z->drag_y);
        moved |= in->mx != z->drag_x || in->my != z->drag_y;
        z->drag_x = in->mx;
        z->drag_y = in->my;
        if (!in->down)
            z->dragging = false;
    }
    return moved;
}

ZoomPlace zoom_frame(Zoom *z, Ui *ui, UiRect area, int cw, int ch, const ZoomLimits *lim,
                     bool pan_needs_ctrl)
{
    zoom_place(z, area, cw, ch, lim);
    if (zoom_input(z, ui, pan_needs_ctrl, lim))
        return zoom_place(z, area, cw, ch, lim);
    return z->last;
}
