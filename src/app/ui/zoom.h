/* zoom.h - fit, zoom and pan of a picture made of units (the maze's
 * blocks, Minesweeper's cells) in a screen area. SDL-free.
 *
 * A picture of cw x ch units is drawn at px pixels a unit, px >= 1 and not
 * necessarily whole. Unit k of an axis spans the pixels
 * zoom_edge(px, k) .. zoom_edge(px, k + 1) - 1 from the picture's origin,
 * zoom_edge(px, k) = floor(k * px): every boundary on a whole pixel (crisp),
 * every unit at least one pixel wide (no wall ever vanishes). The fit is
 * the largest px at which the whole picture fits, but never below the
 * limits' min_px: a picture too large for that shows its middle, and the
 * rest pans into view. The wheel zooms at the pointer (the point under it
 * stays put), a drag pans; both leave the fit until zoom_fit. */
#ifndef MAZE_APP_UI_ZOOM_H
#define MAZE_APP_UI_ZOOM_H

#include <stdbool.h>

#include "ui/ui.h"

/* How far a picture may be scaled, pixels a unit. */
typedef struct ZoomLimits {
    double min_px;          /* the least (>= 1): the fit stops here */
    double fit_max_px;      /* the fit's most (a 9 x 9 board stays calm) */
    double max_px;          /* the wheel's most */
    bool whole;             /* px is always a whole number (tiles painted per size) */
} ZoomLimits;

/* Where a picture lands: area is the screen rectangle it is seen through,
 * (x, y) the pixel of its top-left corner (may lie outside area when
 * zoomed in), w x h its size in pixels, px its pixels a unit. */
typedef struct ZoomPlace {
    UiRect area;
    int x, y, w, h;
    int cw, ch;             /* the picture's size, units */
    double px;
    double fit_px;          /* px of the fit in this area */
} ZoomPlace;

/* A picture's zoom and pan, kept between frames. Zero it for the fit. */
typedef struct Zoom {
    bool placed;            /* zoomed or panned: false shows the fit */
    double px;              /* when placed: pixels a unit */
    double cx, cy;          /* when placed: the picture point (units) at the area's centre */
    int cw, ch;             /* size last placed: another size returns to the fit */
    ZoomPlace last;         /* the last zoom_place (the wheel and drags use it) */
    bool dragging;          /* a pan drag is under way */
    int drag_x, drag_y;     /* the pointer when the drag last moved the picture */
} Zoom;

/* floor(k * px): the first pixel of unit k from the picture's origin. */
int zoom_edge(double px, int k);

/* The fit's px for a cw x ch picture in area under lim. */
double zoom_fit_px(UiRect area, int cw, int ch, const ZoomLimits *lim);

/* Places a cw x ch picture (both >= 1) in area: the fit, centred, or where
 * the zoom and pans put it, always covering the area's middle pixel (so it
 * can never be panned out of sight). Records the result in z->last and
 * returns it. */
ZoomPlace zoom_place(Zoom *z, UiRect area, int cw, int ch, const ZoomLimits *lim);

/* Back to the fit. */
void zoom_fit(Zoom *z);

/* True while z shows the fit (nothing zoomed or panned). */
bool zoom_is_fit(const Zoom *z);

/* Zooms by notches of the wheel (positive: in, 1.25x a notch; whole px
 * moves by at least 1) keeping the picture point under pixel (mx, my)
 * where it is; clamped to fit_px .. lim->max_px (all the way out is the
 * fit again). Uses z->last: call after a zoom_place. */
void zoom_wheel(Zoom *z, int mx, int my, int notches, const ZoomLimits *lim);

/* Moves the picture by dx, dy pixels (z->last's scale). */
void zoom_pan(Zoom *z, int dx, int dy);

/* The unit under pixel (mx, my) of place p: true with *ux, *uy set when the
 * pixel is inside both the area and the picture. */
bool zoom_hit(const ZoomPlace *p, int mx, int my, int *ux, int *uy);

/* The units of one axis (0: x, 1: y) that can be seen in p's area: from
 * *k0 up to, not including, *k1 (empty when *k0 == *k1). */
void zoom_visible(const ZoomPlace *p, int axis, int *k0, int *k1);

/* The window's wheel and drags over area for z: the wheel over the area
 * zooms at the pointer; a press inside it that no widget took starts a pan
 * (only with Ctrl held when pan_needs_ctrl: the board's own clicks keep the
 * plain buttons) and the picture follows the pointer until the button is
 * released. Takes the press (ui->pointer_used) and the wheel (ui->wheel_used).
 * Returns true when the picture moved. Call after zoom_place for this frame. */
bool zoom_input(Zoom *z, Ui *ui, bool pan_needs_ctrl, const ZoomLimits *lim);

/* One frame of a picture: zoom_place, then zoom_input, then the place the
 * input left (returned, and in z->last). */
ZoomPlace zoom_frame(Zoom *z, Ui *ui, UiRect area, int cw, int ch, const ZoomLimits *lim,
                     bool pan_needs_ctrl);

#endif
