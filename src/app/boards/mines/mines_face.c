/* mines_face.c - painting the reset face (see mines_face.h). */
#include "boards/mines/mines_face.h"

#include <math.h>
#include <stdbool.h>

#include "boards/mines/mines_tiles.h"

#define FACE_INK 0xff101010u

MinesFace mines_face_for(const MinesBoard *b)
{
    switch (b->game) {
    case MINES_WON: return MINES_FACE_WON;
    case MINES_LOST: return MINES_FACE_LOST;
    default: return mines_busy(b) ? MINES_FACE_OPENING : MINES_FACE_SMILE;
    }
}

/* Within r0..r1 of (cx, cy). */
static bool face_ring(double u, double v, double cx, double cy, double r0, double r1)
{
    double d2 = (u - cx) * (u - cx) + (v - cy) * (v - cy);
    return d2 >= r0 * r0 && d2 < r1 * r1;
}

/* An X of half-size s centred on (cx, cy). */
static bool face_cross(double u, double v, double cx, double cy, double s)
{
    double x = u - cx, y = v - cy, t = 0.028;
    return fabs(x) < s && fabs(y) < s && (fabs(x - y) < t || fabs(x + y) < t);
}

/* The eyes of face f. */
static bool face_eyes(int f, double u, double v)
{
    if (f == MINES_FACE_LOST)
        return face_cross(u, v, 0.39, 0.40, 0.06) || face_cross(u, v, 0.61, 0.40, 0.06);
    if (f == MINES_FACE_WON)        /* sunglasses: two lenses on a bar */
        return face_ring(u, v, 0.38, 0.42, 0, 0.10) || face_ring(u, v, 0.62, 0.42, 0, 0.10) ||
               (v > 0.36 && v < 0.40 && u > 0.22 && u < 0.78);
    return face_ring(u, v, 0.39, 0.40, 0, 0.045) || face_ring(u, v, 0.61, 0.40, 0, 0.045);
}

/* The mouth of face f. */
static bool face_mouth(int f, double u, double v)
{
    if (f == MINES_FACE_OPENING)
        return face_ring(u, v, 0.5, 0.66, 0.045, 0.085);
    if (f == MINES_FACE_LOST)       /* a frown: the top of a ring */
        return v < 0.70 && fabs(u - 0.5) < 0.16 && face_ring(u, v, 0.5, 0.84, 0.17, 0.21);
    return v > 0.58 && fabs(u - 0.5) < 0.18 && face_ring(u, v, 0.5, 0.47, 0.17, 0.21);
}

static uint32_t face_sample(int f, double u, double v, double d)
{
    if (face_ring(u, v, 0.5, 0.5, 0, 0.33)) {
        if (face_eyes(f, u, v) || face_mouth(f, u, v))
            return FACE_INK;
        return MINES_RGB_FACE;
    }
    if (face_ring(u, v, 0.5, 0.5, 0.33, 0.37))
        return FACE_INK;
    return mines_tile_raised(u, v, d);
}

SDL_Surface *mines_face_paint(int side)
{
    return mines_tiles_paint_strip(side, MINES_FACE_COUNT, face_sample);
}
