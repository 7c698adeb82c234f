/* maze_hidden_weights.c - wall weights (an OV_SHADES overlay) as shades,
 * for the hidden state's layer (maze_hidden.c): the shades of one run, the
 * walls shaded in the layer and those beside a coloured cell, drawn over
 * the picture with a black margin. */
#include "boards/maze/maze_hidden_weights.h"

#include <math.h>
#include <stdlib.h>

void maze_hidden_weights_free(HiddenWeights *h)
{
    free(h->shade);
    free(h->near);
    *h = (HiddenWeights){ 0 };
}

/* Makes h->shade hold the shade of the east and south wall of every cell
 * of run's maze as o weighs it (0: no weight there): weights never change
 * during a run, so this is done once per run. Returns false when out of
 * memory. */
static bool hidden_shades(HiddenWeights *h, const Run *run, const Overlay *o)
{
    const Grid *g = run->ctx.grid;
    if (h->shade && h->shade_run == run && h->shade_seed == run->seed && h->shade_n == 2 * (size_t)g->n)
        return true;
    free(h->shade);
    h->shade_n = 2 * (size_t)g->n;
    h->shade = malloc(h->shade_n * sizeof *h->shade);
    if (!h->shade)
        return false;
    h->shade_run = run;
    h->shade_seed = run->seed;
    for (uint32_t i = 0; i < g->n; i++) {
        for (int k = 0; k < 2; k++) {
            uint32_t wt;
            h->shade[2 * (size_t)i + (size_t)k] =
                o->side_field(o->state, g, i, k == 0 ? DIR_E : DIR_S, &wt) ? palette_weight_argb(wt) : 0;
        }
    }
    return true;
}

/* True when a cell of mark m is drawn in a colour (not white, not black):
 * a frontier or current cell, say. */
static bool hidden_coloured(uint8_t m)
{
    PalSlot s = palette_slot_for_mark((Mark)m);
    return s != PAL_PASSAGE && s != PAL_WALL;
}

/* Adds wall `id` (2 i + k) to the walls beside a coloured cell; when out
 * of memory it is left out (drawn as a plain wall). */
static void hidden_near_add(HiddenWeights *h, uint32_t id)
{
    if (h->near_n == h->near_cap) {
        size_t cap = h->near_cap ? 2 * h->near_cap : 256;
        uint32_t *p = realloc(h->near, cap * sizeof *p);
        if (!p)
            return;
        h->near = p;
        h->near_cap = cap;
    }
    h->near[h->near_n++] = id;
}

/* Paints the weight of every closed interior wall as its shade, except a
 * wall beside a coloured cell: no shade is 3:1 from the frontier's or the
 * current cell's colour as well as from black and white (they all lie in
 * the same band of lightness), so those go to h->near, drawn inside a
 * black outline (maze_hidden_weights_draw_near). */
bool maze_hidden_weights_paint(HiddenWeights *h, const Run *run, const Overlay *o, uint32_t *tex,
                               int pitch)
{
    const Grid *g = run->ctx.grid;
    if (!o->side_field || !hidden_shades(h, run, o))
        return false;
    bool painted = false;
    for (int y = 0; y < g->h; y++) {
        uint32_t *row = tex + (size_t)(2 * y + 1) * (size_t)pitch, *below = row + pitch;
        for (int x = 0; x < g->w; x++) {
            uint32_t i = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
            const uint32_t *sh = h->shade + 2 * (size_t)i;
            bool here = hidden_coloured(g->mark[i]);
            if (!(g->pass[i] & PASS_E) && sh[0]) {
                if (here || (x + 1 < g->w && hidden_coloured(g->mark[i + 1]))) {
                    hidden_near_add(h, 2 * i);
                } else {
                    row[2 * x + 2] = sh[0];
                    painted = true;
                }
            }
            if (!(g->pass[i] & PASS_S) && sh[1]) {
                if (here || (y + 1 < g->h && hidden_coloured(g->mark[i + (uint32_t)g->w]))) {
                    hidden_near_add(h, 2 * i + 1);
                } else {
                    below[2 * x + 1] = sh[1];
                    painted = true;
                }
            }
        }
    }
    return painted;
}

/* The shaded walls beside a coloured cell (h->near) on the picture placed
 * at p: the shade inside the wall's block, kept off its two cells by a
 * black margin of the wall (gap pixels, and one more: inside a band the
 * renderer may put a block edge a pixel from zoom_edge's) and a pixel or
 * more off the corner posts at its ends. Only blocks of 5 pixels or more
 * (below that they stay black). Returns true when it drew any. */
bool maze_hidden_weights_draw_near(const HiddenWeights *h, SDL_Renderer *ren, const ZoomPlace *p, int w)
{
    if (p->px < 5 || !h->near_n)
        return false;
    int gap = (int)lround(p->px / 6) > 1 ? (int)lround(p->px / 6) : 1;
    bool any = false;
    for (size_t k = 0; k < h->near_n; k++) {
        uint32_t id = h->near[k], i = id / 2, x = i % (uint32_t)w, y = i / (uint32_t)w;
        bool south = id & 1;    /* a wall below its cell: cells above and below */
        int bx = (int)(2 * x + (south ? 1 : 2)), by = (int)(2 * y + (south ? 2 : 1));
        int l = p->x + zoom_edge(p->px, bx), t = p->y + zoom_edge(p->px, by);
        int r = p->x + zoom_edge(p->px, bx + 1), b = p->y + zoom_edge(p->px, by + 1);
        if (l >= p->area.x + p->area.w || t >= p->area.y + p->area.h || r <= p->area.x ||
            b <= p->area.y)
            continue;
        int ix = south ? gap : gap + 1, iy = south ? gap + 1 : gap;
        SDL_Rect core = { l + ix, t + iy, r - l - 2 * ix, b - t - 2 * iy };
        if (core.w < 1 || core.h < 1)
            continue;
        uint32_t c = h->shade[id];
        SDL_SetRenderDrawColor(ren, (Uint8)(c >> 16), (Uint8)(c >> 8), (Uint8)c, 255);
        SDL_RenderFillRect(ren, &core);
        any = true;
    }
    return any;
}
