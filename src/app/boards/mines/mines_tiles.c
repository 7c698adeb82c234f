/* mines_tiles.c - painting the cell pictures. Each tile is a function of a
 * point (u, v) in the unit square, coloured by layers (background, then
 * shapes); a pixel averages 4 x 4 such points. */
#include "boards/mines/mines_tiles.h"

#include <math.h>

enum { TILE_SS = 4 };           /* samples per pixel side */

static const uint32_t tile_numbers[9] = {
    0, 0xff0000ffu, 0xff008000u, 0xffff0000u, 0xff000080u,
    0xff800000u, 0xff008080u, 0xff000000u, 0xff808080u,
};

/* 5 x 7 digits, one row a byte, bit 4 the leftmost column; entry 9 is "?". */
enum { TILE_QUESTION = 9 };
static const uint8_t tile_font[10][7] = {
    { 0 },
    { 0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e },
    { 0x0e, 0x11, 0x01, 0x06, 0x08, 0x10, 0x1f },
    { 0x1e, 0x01, 0x01, 0x0e, 0x01, 0x01, 0x1e },
    { 0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02 },
    { 0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e },
    { 0x0e, 0x10, 0x10, 0x1e, 0x11, 0x11, 0x0e },
    { 0x1f, 0x01, 0x02, 0x04, 0x04, 0x08, 0x08 },
    { 0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e },
    { 0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04 },
};

#define TILE_LIGHT 0xffffffffu
#define TILE_SHADOW 0xff7b7b7bu
#define TILE_GRID 0xff9e9e9eu
#define TILE_INK 0xff101010u
#define TILE_FLAG_RED 0xffe01b1bu
#define TILE_CROSS 0xffd00000u

MinesTile mines_tile_for(const MinesBoard *b, uint32_t i, bool show_mines)
{
    switch (mines_look(b, i, show_mines)) {
    case MINES_LOOK_CLOSED: return MINES_TILE_CLOSED;
    case MINES_LOOK_FLAG: return MINES_TILE_FLAG;
    case MINES_LOOK_OPEN: return (MinesTile)(MINES_TILE_OPEN + mines_count(b, i));
    case MINES_LOOK_MINE: return MINES_TILE_MINE;
    case MINES_LOOK_MINE_HIT: return MINES_TILE_MINE_HIT;
    case MINES_LOOK_WRONG_FLAG: return MINES_TILE_WRONG_FLAG;
    }
    return MINES_TILE_CLOSED;
}

uint32_t mines_tile_number_rgb(int n)
{
    return n >= 1 && n <= 8 ? tile_numbers[n] : TILE_INK;
}

/* ---- shapes (u, v in the unit square; d = one pixel in those units) ------ */

/* A raised cell: light bevel top and left, shadow bottom and right, split
 * on the diagonal at the two mixed corners. */
uint32_t mines_tile_raised(double u, double v, double d)
{
    double bw = d * floor(1.0 / d / 10 + 0.5);
    if (bw < d)
        bw = d;
    bool lit = u < bw || v < bw, dark = u > 1 - bw || v > 1 - bw;
    if (lit && dark)
        return u + v < 1 ? TILE_LIGHT : TILE_SHADOW;
    return lit ? TILE_LIGHT : dark ? TILE_SHADOW : MINES_RGB_CLOSED;
}

/* A flat open cell with a one-pixel grid line on its top and left. */
static uint32_t tile_flat(double u, double v, double d, uint32_t fill)
{
    return u < d || v < d ? TILE_GRID : fill;
}

/* Digit n in whole-pixel squares (crisp at every size), about 0.6 of the
 * cell high, centred in the part right of and below the grid line. */
static bool tile_digit(int n, double u, double v, double d)
{
    int cell = (int)(1.0 / d + 0.5);
    int bit = (int)(cell * 0.6 / 7 + 0.5);
    if (bit < 1)
        bit = 1;
    int x0 = 1 + (cell - 1 - 5 * bit) / 2, y0 = 1 + (cell - 1 - 7 * bit) / 2;
    int col = (int)floor((u * cell - x0) / bit), row = (int)floor((v * cell - y0) / bit);
    if (col < 0 || col > 4 || row < 0 || row > 6)
        return false;
    return tile_font[n][row] >> (4 - col) & 1;
}

static bool tile_box(double u, double v, double u0, double v0, double u1, double v1)
{
    return u >= u0 && u < u1 && v >= v0 && v < v1;
}

static bool tile_flag_cloth(double u, double v)
{
    /* Triangle with its upright side on the pole at u = 0.58, v 0.18..0.50,
     * pointing left to u = 0.24. */
    if (u > 0.58 || u < 0.24)
        return false;
    double half = 0.16 * (u - 0.24) / (0.58 - 0.24);
    return fabs(v - 0.34) <= half;
}

static bool tile_flag_ink(double u, double v)
{
    return tile_box(u, v, 0.55, 0.18, 0.61, 0.72) || tile_box(u, v, 0.40, 0.66, 0.72, 0.73) ||
           tile_box(u, v, 0.28, 0.73, 0.82, 0.81);
}

static bool tile_mine(double u, double v)
{
    double x = u - 0.5, y = v - 0.5, r2 = x * x + y * y;
    if (r2 < 0.25 * 0.25)
        return true;
    if (r2 > 0.36 * 0.36)
        return false;
    const double t = 0.035;
    return fabs(x) < t || fabs(y) < t || fabs(x - y) < t * 1.4 || fabs(x + y) < t * 1.4;
}

static bool tile_mine_shine(double u, double v)
{
    return tile_box(u, v, 0.38, 0.38, 0.46, 0.46);
}

static bool tile_cross(double u, double v)
{
    if (!tile_box(u, v, 0.16, 0.16, 0.84, 0.84))
        return false;
    const double t = 0.06 * 1.4;
    return fabs(u - v) < t || fabs(u + v - 1) < t;
}

/* The colour of tile t at point (u, v). */
static uint32_t tile_sample(int t, double u, double v, double d)
{
    if (t == MINES_TILE_CLOSED)
        return mines_tile_raised(u, v, d);
    if (t == MINES_TILE_MARK)
        return tile_digit(TILE_QUESTION, u, v, d) ? TILE_INK : mines_tile_raised(u, v, d);
    if (t >= MINES_TILE_OPEN && t < MINES_TILE_FLAG) {
        int n = t - MINES_TILE_OPEN;
        return n && tile_digit(n, u, v, d) ? tile_numbers[n] : tile_flat(u, v, d, MINES_RGB_OPEN);
    }
    if (t == MINES_TILE_FLAG || t == MINES_TILE_WRONG_FLAG) {
        if (t == MINES_TILE_WRONG_FLAG && tile_cross(u, v))
            return TILE_CROSS;
        return tile_flag_ink(u, v) ? TILE_INK : tile_flag_cloth(u, v) ? TILE_FLAG_RED
               : mines_tile_raised(u, v, d);
    }
    if (tile_mine(u, v))
        return tile_mine_shine(u, v) ? TILE_LIGHT : TILE_INK;
    return tile_flat(u, v, d, t == MINES_TILE_MINE_HIT ? MINES_RGB_HIT : MINES_RGB_OPEN);
}

/* Averages TILE_SS^2 samples of picture t for pixel px, py of a cell-pixel tile. */
static uint32_t tile_pixel(MinesTileSample sample, int t, int px, int py, int cell)
{
    double d = 1.0 / cell;
    unsigned r = 0, g = 0, b = 0;
    for (int sy = 0; sy < TILE_SS; sy++)
        for (int sx = 0; sx < TILE_SS; sx++) {
            uint32_t c = sample(t, (px + (sx + 0.5) / TILE_SS) * d,
                       (py + (sy + 0.5) / TILE_SS) * d, d);
            r += c >> 16 & 0xff;
            g += c >> 8 & 0xff;
            b += c & 0xff;
        }
    const unsigned n = TILE_SS * TILE_SS;
    return 0xff000000u | (r + n / 2) / n << 16 | (g + n / 2) / n << 8 | (b + n / 2) / n;
}

SDL_Surface *mines_tiles_paint_strip(int cell, int count, MinesTileSample sample)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, cell * count, cell, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    for (int t = 0; t < count; t++)
        for (int y = 0; y < cell; y++) {
            uint32_t *row = (uint32_t *)((uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < cell; x++)
                row[t * cell + x] = tile_pixel(sample, t, x, y, cell);
        }
    return s;
}

SDL_Surface *mines_tiles_paint(int cell)
{
    return mines_tiles_paint_strip(cell, MINES_TILE_COUNT, tile_sample);
}
