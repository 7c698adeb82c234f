/* render_path.c - a path as a thick line, merged and batched (render_path.h). */
#include "boards/maze/render_path.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "maze/palette.h"

enum { PATH_BATCH = 512 };  /* rectangles per SDL_RenderFillRectsF */
#define PATH_RASTER_MAX_BLOCK 2.0f  /* pixels a block up to which the path is rasterised */

typedef struct PathPen {
    SDL_Renderer *r;
    float t;                /* thickness */
    SDL_FPoint lo, hi;      /* the run's bounding box of centres */
    SDL_FPoint last;        /* the run's last point */
    SDL_FRect batch[PATH_BATCH];
    int queued;
    size_t drawn;
} PathPen;

static void path_flush(PathPen *pen)
{
    if (pen->queued)
        SDL_RenderFillRectsF(pen->r, pen->batch, pen->queued);
    pen->drawn += (size_t)pen->queued;
    pen->queued = 0;
}

/* Queues the current run's rectangle: its box grown by half the thickness. */
static void path_emit(PathPen *pen)
{
    if (pen->queued == PATH_BATCH)
        path_flush(pen);
    float h = pen->t / 2;
    pen->batch[pen->queued++] = (SDL_FRect){ pen->lo.x - h, pen->lo.y - h, pen->hi.x - pen->lo.x + pen->t,
                                             pen->hi.y - pen->lo.y + pen->t };
}

/* Adds point q: the run grows while it stays on one line (a corridor) or
 * within the thickness (where the line would cover its box anyway), else
 * the run is drawn and a new one starts at the last point. */
static void path_to(PathPen *pen, SDL_FPoint q)
{
    SDL_FPoint lo = { fminf(pen->lo.x, q.x), fminf(pen->lo.y, q.y) };
    SDL_FPoint hi = { fmaxf(pen->hi.x, q.x), fmaxf(pen->hi.y, q.y) };
    float w = hi.x - lo.x, h = hi.y - lo.y;
    if (w == 0 || h == 0 || (w <= pen->t && h <= pen->t)) {
        pen->lo = lo;
        pen->hi = hi;
    } else {
        path_emit(pen);
        pen->lo = (SDL_FPoint){ fminf(pen->last.x, q.x), fminf(pen->last.y, q.y) };
        pen->hi = (SDL_FPoint){ fmaxf(pen->last.x, q.x), fmaxf(pen->last.y, q.y) };
    }
    pen->last = q;
}

/* Centre of block (bx, by) of a bw x bh block picture placed at p. */
static SDL_FPoint path_centre(SDL_Rect p, int bw, int bh, int bx, int by)
{
    return (SDL_FPoint){ p.x + (bx + 0.5f) * (float)p.w / bw, p.y + (by + 0.5f) * (float)p.h / bh };
}

/* Point k of the line through cells[0..len) of a grid w cells wide
 * between gaps: -1 the start's gap, len the goal's, the cells between. */
static SDL_FPoint path_point(SDL_Rect p, int grid_w, int grid_h, const PathGaps *gaps,
                             const uint32_t *cells, size_t len, long k)
{
    int bw = 2 * grid_w + 1, bh = 2 * grid_h + 1;
    if (k < 0 || (size_t)k == len) {
        int e = k < 0 ? 0 : 1;
        return path_centre(p, bw, bh, (int)gaps->bx[e], (int)gaps->by[e]);
    }
    uint32_t i = cells[k];
    return path_centre(p, bw, bh, 2 * (int)(i % (uint32_t)grid_w) + 1, 2 * (int)(i / (uint32_t)grid_w) + 1);
}

/* The points of that line: from `first` to `last`, both included. */
static void path_span(const PathGaps *gaps, size_t len, long *first, long *last)
{
    *first = gaps->has[0] ? -1 : 0;
    *last = gaps->has[1] ? (long)len : (long)len - 1;
}

size_t render_path_line(SDL_Renderer *r, SDL_Rect p, int grid_w, int grid_h, const PathGaps *gaps,
                        float t, const uint32_t *cells, size_t len)
{
    static PathPen pen;     /* the window's thread only; too big for the stack */
    long first, last;
    path_span(gaps, len, &first, &last);
    if (last < first)
        return 0;
    pen.r = r;
    pen.t = t;
    pen.queued = 0;
    pen.drawn = 0;
    pen.last = pen.lo = pen.hi = path_point(p, grid_w, grid_h, gaps, cells, len, first);
    for (long k = first + 1; k <= last; k++)
        path_to(&pen, path_point(p, grid_w, grid_h, gaps, cells, len, k));
    path_emit(&pen);
    path_flush(&pen);
    return pen.drawn;
}

/* ---- the cached raster, for pictures shrunk below a pixel a block -------- */

struct PathLine {
    SDL_Texture *tex;
    SDL_Renderer *r;
    const uint32_t *cells;  /* what tex shows: the path, where, which part */
    size_t len;
    PathGaps gaps;
    SDL_Rect p;
    SDL_Rect win;           /* the screen pixels tex covers */
};

PathLine *render_path_new(void)
{
    return calloc(1, sizeof(PathLine));
}

void render_path_free(PathLine *pl)
{
    if (!pl)
        return;
    if (pl->tex)
        SDL_DestroyTexture(pl->tex);
    free(pl);
}

/* Marks the pixel of win's w x h mask under screen point q, if any. */
static void path_mark(uint8_t *mask, SDL_Rect win, SDL_FPoint q)
{
    int x = (int)floorf(q.x) - win.x, y = (int)floorf(q.y) - win.y;
    if (x >= 0 && y >= 0 && x < win.w && y < win.h)
        mask[(size_t)y * (size_t)win.w + (size_t)x] = 1;
}

/* Paints a side x side square of colour c, centred on each marked pixel. */
static void path_stamp(const uint8_t *mask, SDL_Rect p, uint32_t *px, int pitch, int side, uint32_t c)
{
    int lo = side / 2, hi = side - lo;      /* the square is [x - lo, x + hi) */
    for (int y = 0; y < p.h; y++)
        for (int x = 0; x < p.w; x++) {
            if (!mask[(size_t)y * (size_t)p.w + (size_t)x])
                continue;
            for (int yy = y - lo > 0 ? y - lo : 0; yy < y + hi && yy < p.h; yy++)
                for (int xx = x - lo > 0 ? x - lo : 0; xx < x + hi && xx < p.w; xx++)
                    px[(size_t)yy * (size_t)pitch + (size_t)xx] = c;
        }
}

/* Makes pl->tex show the screen pixels win of the path drawn at p: each
 * cell centre and each passage between two (consecutive centres are at
 * most 2 px apart) marks a pixel; the marks are stamped with the halo's
 * square, then the line's. */
static bool path_raster(PathLine *pl, SDL_Renderer *r, SDL_Rect p, SDL_Rect win, int grid_w, int grid_h,
                        const PathGaps *gaps, const uint32_t *cells, size_t len, int line, int halo)
{
    if (pl->tex && (pl->r != r || pl->win.w != win.w || pl->win.h != win.h)) {
        SDL_DestroyTexture(pl->tex);
        pl->tex = NULL;
    }
    if (!pl->tex) {
        pl->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, win.w, win.h);
        if (!pl->tex)
            return false;
        SDL_SetTextureBlendMode(pl->tex, SDL_BLENDMODE_BLEND);
        pl->r = r;
    }
    uint8_t *mask = calloc((size_t)win.w * (size_t)win.h, 1);
    void *pixels;
    int pitch;
    if (!mask || SDL_LockTexture(pl->tex, NULL, &pixels, &pitch) != 0) {
        free(mask);
        return false;
    }
    long first, last;
    path_span(gaps, len, &first, &last);
    SDL_FPoint prev = path_point(p, grid_w, grid_h, gaps, cells, len, first);
    path_mark(mask, win, prev);
    for (long k = first + 1; k <= last; k++) {
        SDL_FPoint q = path_point(p, grid_w, grid_h, gaps, cells, len, k);
        path_mark(mask, win, (SDL_FPoint){ (prev.x + q.x) / 2, (prev.y + q.y) / 2 });
        path_mark(mask, win, q);
        prev = q;
    }
    for (int y = 0; y < win.h; y++)
        memset((uint8_t *)pixels + (size_t)y * (size_t)pitch, 0, (size_t)win.w * 4);
    PalColor h = palette_color(PAL_PASSAGE), c = palette_color(PAL_SHORTEST);
    path_stamp(mask, win, pixels, pitch / 4, halo, 0xff000000u | (uint32_t)h.r << 16 | (uint32_t)h.g << 8 | h.b);
    path_stamp(mask, win, pixels, pitch / 4, line, 0xff000000u | (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b);
    SDL_UnlockTexture(pl->tex);
    free(mask);
    pl->cells = cells;
    pl->len = len;
    pl->gaps = *gaps;
    pl->p = p;
    pl->win = win;
    return true;
}

/* The screen pixels of p the renderer's clip shows (all of p when it does
 * not clip); false when none. */
static bool path_visible(SDL_Renderer *r, SDL_Rect p, SDL_Rect *vis)
{
    SDL_Rect clip;
    SDL_RenderGetClipRect(r, &clip);
    if (SDL_RectEmpty(&clip)) {
        *vis = p;
        return !SDL_RectEmpty(&p);
    }
    return SDL_IntersectRect(&p, &clip, vis);
}

/* True when a and b name the same gaps. */
static bool path_same_gaps(const PathGaps *a, const PathGaps *b)
{
    for (int e = 0; e < 2; e++)
        if (a->has[e] != b->has[e] || (a->has[e] && (a->bx[e] != b->bx[e] || a->by[e] != b->by[e])))
            return false;
    return true;
}

void render_path_draw(PathLine *pl, SDL_Renderer *r, SDL_Rect p, int grid_w, int grid_h,
                      const PathGaps *gaps, const uint32_t *cells, size_t len)
{
    float block = (float)p.w / (2 * grid_w + 1), t = block * 0.4f;
    if (t < 2)
        t = 2;
    /* A white halo under the line, at every size, so the line stands out
     * (3:1 or more, palette.h) on whatever it crosses: the heat map's
     * colours, the solver's trail; both scale with the cell. */
    float rim = block * 0.12f > 1 ? block * 0.12f : 1;
    /* Up to 2 px a block the line's squares (2 px) join from mark to mark:
     * the part on screen is rasterised (its halo's width beyond, for the
     * squares reaching in), so no frame walks a million-cell path again. */
    SDL_Rect vis;
    if (block <= PATH_RASTER_MAX_BLOCK && pl && path_visible(r, p, &vis)) {
        int halo = (int)(t + 2 * rim), line = (int)t;
        SDL_Rect win = { vis.x - halo, vis.y - halo, vis.w + 2 * halo, vis.h + 2 * halo };
        bool fresh = pl->tex && pl->r == r && pl->cells == cells && pl->len == len &&
                     path_same_gaps(&pl->gaps, gaps) && memcmp(&pl->p, &p, sizeof p) == 0 &&
                     memcmp(&pl->win, &win, sizeof win) == 0;
        if (fresh || path_raster(pl, r, p, win, grid_w, grid_h, gaps, cells, len, line, halo)) {
            SDL_RenderCopy(r, pl->tex, &(SDL_Rect){ halo, halo, vis.w, vis.h }, &vis);
            return;
        }
    }
    PalColor h = palette_color(PAL_PASSAGE), c = palette_color(PAL_SHORTEST);
    SDL_SetRenderDrawColor(r, h.r, h.g, h.b, 255);
    render_path_line(r, p, grid_w, grid_h, gaps, t + 2 * rim, cells, len);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    render_path_line(r, p, grid_w, grid_h, gaps, t, cells, len);
}
