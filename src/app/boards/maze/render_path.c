/* render_path.c - a path as a thick line, merged and batched (render_path.h). */
#include "boards/maze/render_path.h"

#include <math.h>

enum { PATH_BATCH = 512 };  /* rectangles per SDL_RenderFillRectsF */

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

size_t render_path_line(SDL_Renderer *r, SDL_Rect p, int grid_w, int grid_h, float t,
                        const uint32_t *cells, size_t len)
{
    int bw = 2 * grid_w + 1, bh = 2 * grid_h + 1;
    static PathPen pen;     /* the window's thread only; too big for the stack */
    pen.r = r;
    pen.t = t;
    pen.queued = 0;
    pen.drawn = 0;
    pen.last = pen.lo = pen.hi = path_centre(p, bw, bh, 1, 0);    /* the entrance gap */
    for (size_t k = 0; k < len; k++) {
        uint32_t i = cells[k];
        path_to(&pen, path_centre(p, bw, bh, 2 * (int)(i % (uint32_t)grid_w) + 1,
                                  2 * (int)(i / (uint32_t)grid_w) + 1));
    }
    path_to(&pen, path_centre(p, bw, bh, bw - 2, bh - 1));         /* the exit gap */
    path_emit(&pen);
    path_flush(&pen);
    return pen.drawn;
}
