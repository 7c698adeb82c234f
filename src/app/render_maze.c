/* render_maze.c - the maze texture, repainted cell by cell from dirty lists.
 *
 * A CPU copy of the texels is kept so that a cell's 3x3 neighbourhood can be
 * repainted in place; then each touched row of cells is uploaded as one
 * rectangle (SDL_UpdateTexture), so the upload follows the work done. */
#include "render_maze.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { VIEW_DEFER_MS = 250 };           /* least time between deferred full repaints */

struct MazeView {
    SDL_Texture *tex;
    int w, h;               /* grid size, cells */
    int bw, bh;             /* texture size, blocks: 2w+1 x 2h+1 */
    uint32_t *pix;          /* bw * bh ARGB texels */
    int *row_min, *row_max; /* per cell row: dirty cell columns, min > max when clean */
    int *rows;              /* touched cell rows this update */
    int nrows;
    bool full_pending;      /* a full repaint is owed */
    uint32_t last_full_ms;  /* SDL_GetTicks of the last full repaint */
    PalSet seen;            /* slots painted so far */
};

PalSlot maze_view_cell_slot(const MazeLook *look, uint32_t i)
{
    if (look->trail && look->trail[i]) {
        if (i == look->solver_cell)
            return PAL_SOLVER;
        /* SolveTrail: 1 frontier, 2 visited, 3 path */
        static const PalSlot trail_slots[] = { PAL_PASSAGE, PAL_TRAIL_QUEUED, PAL_TRAIL_SEEN,
                                               PAL_TRAIL_PATH };
        uint8_t t = look->trail[i];
        return t < sizeof trail_slots / sizeof trail_slots[0] ? trail_slots[t] : PAL_PASSAGE;
    }
    if (i == look->solver_cell)
        return PAL_SOLVER;
    return palette_slot_for_mark((Mark)look->grid->mark[i]);
}

/* The heat colour of distance d, or the plain passage colour when unreached. */
static uint32_t view_heat_argb(const MazeLook *look, uint32_t d)
{
    if (d == UINT32_MAX)
        return palette_argb(PAL_PASSAGE);
    return palette_heat_argb(look->dist_max ? (double)d / look->dist_max : 0.0);
}

/* The colour of cell i drawn in slot s (its overlays applied). */
static uint32_t view_cell_argb(const MazeLook *look, uint32_t i, PalSlot s)
{
    if (s != PAL_PASSAGE)
        return palette_argb(s);
    if (look->dead_ends && grid_degree(look->grid, i) == 1)
        return palette_argb(PAL_DEAD_END);
    if (look->dist)
        return view_heat_argb(look, look->dist[i]);
    return palette_argb(PAL_PASSAGE);
}

uint32_t maze_view_cell_argb(const MazeLook *look, uint32_t i)
{
    return view_cell_argb(look, i, maze_view_cell_slot(look, i));
}

MazeView *maze_view_new(SDL_Renderer *r, int w, int h)
{
    MazeView *v = calloc(1, sizeof *v);
    if (!v) {
        SDL_OutOfMemory();
        return NULL;
    }
    v->w = w;
    v->h = h;
    v->bw = 2 * w + 1;
    v->bh = 2 * h + 1;
    v->pix = malloc((size_t)v->bw * (size_t)v->bh * sizeof *v->pix);
    v->row_min = malloc((size_t)h * sizeof *v->row_min);
    v->row_max = malloc((size_t)h * sizeof *v->row_max);
    v->rows = malloc((size_t)h * sizeof *v->rows);
    if (!v->pix || !v->row_min || !v->row_max || !v->rows) {
        SDL_OutOfMemory();
        maze_view_free(v);
        return NULL;
    }
    v->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, v->bw, v->bh);
    if (!v->tex) {
        maze_view_free(v);
        return NULL;
    }
    SDL_SetTextureScaleMode(v->tex, SDL_ScaleModeNearest);
    for (int y = 0; y < h; y++) {
        v->row_min[y] = w;
        v->row_max[y] = -1;
    }
    v->full_pending = true;
    return v;
}

void maze_view_free(MazeView *v)
{
    if (!v)
        return;
    if (v->tex)
        SDL_DestroyTexture(v->tex);
    free(v->pix);
    free(v->row_min);
    free(v->row_max);
    free(v->rows);
    free(v);
}

bool maze_view_fits(const MazeView *v, int w, int h)
{
    return v && v->w == w && v->h == h;
}

void maze_view_invalidate(MazeView *v)
{
    v->full_pending = true;
    v->last_full_ms = 0;
}

PalSet maze_view_slots_seen(const MazeView *v) { return v->seen; }
void maze_view_forget_slots(MazeView *v) { v->seen = 0; }

/* ---- painting ------------------------------------------------------------ */

/* The colour of the block on side E or S of cell i: an open passage takes
 * the joined slot of its two cells, a closed one is wall. */
static uint32_t view_side_color(const MazeLook *look, uint32_t i, PalSlot si, Dir d)
{
    if (!grid_is_open(look->grid, i, d))
        return palette_argb(PAL_WALL);
    uint32_t j = grid_neighbor(look->grid, i, d);
    PalSlot s = palette_join(si, maze_view_cell_slot(look, j));
    if (s == PAL_PASSAGE && look->dist)     /* the nearer cell's colour */
        return view_heat_argb(look, look->dist[i] < look->dist[j] ? look->dist[i] : look->dist[j]);
    return palette_argb(s);
}

/* Paints cell i's block and the four wall blocks around it. */
static void view_paint_cell(MazeView *v, const MazeLook *look, uint32_t i)
{
    const Grid *g = look->grid;
    int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w);
    uint32_t *c = v->pix + (size_t)(2 * y + 1) * (size_t)v->bw + (size_t)(2 * x + 1);
    PalSlot s = maze_view_cell_slot(look, i);
    c[0] = view_cell_argb(look, i, s);
    v->seen |= 1u << (c[0] == palette_argb(PAL_DEAD_END) && s == PAL_PASSAGE ? PAL_DEAD_END : s);
    /* The outer boundary, with its entrance and exit gaps, is painted once
     * by the full repaint and never changes. */
    if (x + 1 < g->w)
        c[1] = view_side_color(look, i, s, DIR_E);
    if (y + 1 < g->h)
        c[v->bw] = view_side_color(look, i, s, DIR_S);
    if (x > 0)
        c[-1] = view_side_color(look, i - 1, maze_view_cell_slot(look, i - 1), DIR_E);
    if (y > 0)
        c[-v->bw] = view_side_color(look, i - (uint32_t)g->w,
                                    maze_view_cell_slot(look, i - (uint32_t)g->w), DIR_S);
}

/* Repaints every texel and uploads the whole texture. */
static bool view_paint_all(MazeView *v, const MazeLook *look)
{
    const uint32_t wall = palette_argb(PAL_WALL);
    for (size_t k = 0, n = (size_t)v->bw * (size_t)v->bh; k < n; k++)
        v->pix[k] = wall;
    for (uint32_t i = 0; i < look->grid->n; i++)
        view_paint_cell(v, look, i);
    v->pix[1] = palette_argb(PAL_PASSAGE);                                /* entrance */
    v->pix[(size_t)(v->bh - 1) * (size_t)v->bw + (size_t)(v->bw - 2)] = palette_argb(PAL_PASSAGE);
    v->nrows = 0;
    for (int y = 0; y < v->h; y++) {
        v->row_min[y] = v->w;
        v->row_max[y] = -1;
    }
    v->full_pending = false;
    v->last_full_ms = SDL_GetTicks();
    return SDL_UpdateTexture(v->tex, NULL, v->pix, v->bw * (int)sizeof *v->pix) == 0;
}

/* Uploads the touched rows: cell row y covers texel rows 2y..2y+2 and
 * dirty columns min..max cover texel columns 2min..2max+2. */
static bool view_flush_rows(MazeView *v)
{
    bool ok = true;
    for (int k = 0; k < v->nrows; k++) {
        int y = v->rows[k];
        SDL_Rect r = { 2 * v->row_min[y], 2 * y, 2 * (v->row_max[y] - v->row_min[y]) + 3, 3 };
        const uint32_t *src = v->pix + (size_t)r.y * (size_t)v->bw + (size_t)r.x;
        ok &= SDL_UpdateTexture(v->tex, &r, src, v->bw * (int)sizeof *v->pix) == 0;
        v->row_min[y] = v->w;
        v->row_max[y] = -1;
    }
    v->nrows = 0;
    return ok;
}

bool maze_view_update(MazeView *v, const MazeLook *look, const DirtyList *dirty,
                      bool may_defer)
{
    if (!dirty || dirty->overflow)
        v->full_pending = true;
    if (v->full_pending) {
        if (may_defer && SDL_GetTicks() - v->last_full_ms < VIEW_DEFER_MS)
            return true;
        return view_paint_all(v, look);
    }
    const uint32_t w = (uint32_t)look->grid->w;
    for (size_t k = 0; k < dirty->len; k++) {
        uint32_t i = dirty->cells[k];
        int x = (int)(i % w), y = (int)(i / w);
        view_paint_cell(v, look, i);
        if (v->row_max[y] < 0)
            v->rows[v->nrows++] = y;
        if (x < v->row_min[y])
            v->row_min[y] = x;
        if (x > v->row_max[y])
            v->row_max[y] = x;
    }
    return view_flush_rows(v);
}

/* ---- placing on screen --------------------------------------------------- */

SDL_Rect maze_view_place(const MazeView *v, SDL_Rect area, int *scale)
{
    int s = area.w / v->bw < area.h / v->bh ? area.w / v->bw : area.h / v->bh;
    SDL_Rect r;
    if (s >= 1) {
        r.w = v->bw * s;
        r.h = v->bh * s;
    } else {
        double f = (double)area.w / v->bw < (double)area.h / v->bh ? (double)area.w / v->bw
                                                                  : (double)area.h / v->bh;
        r.w = (int)(v->bw * f);
        r.h = (int)(v->bh * f);
        s = 0;
    }
    r.x = area.x + (area.w - r.w) / 2;
    r.y = area.y + (area.h - r.h) / 2;
    if (scale)
        *scale = s;
    return r;
}

void maze_view_draw(MazeView *v, SDL_Renderer *r, SDL_Rect area)
{
    SDL_Rect dst = maze_view_place(v, area, NULL);
    SDL_RenderCopy(r, v->tex, NULL, &dst);
}

/* Centre of block (bx, by) of the maze placed at p, pixels. */
static SDL_FPoint view_block_centre(SDL_Rect p, int bw, int bh, int bx, int by)
{
    return (SDL_FPoint){ p.x + (bx + 0.5f) * (float)p.w / bw, p.y + (by + 0.5f) * (float)p.h / bh };
}

/* Draws the path polyline (entrance gap, the cells' centres, exit gap) as
 * rectangles t pixels thick in the renderer's current colour. */
static void maze_view_polyline(const MazeView *v, SDL_Renderer *r, SDL_Rect p, float t,
                               const uint32_t *cells, size_t len)
{
    SDL_FPoint prev = view_block_centre(p, v->bw, v->bh, 1, 0);
    for (size_t k = 0; k <= len; k++) {
        SDL_FPoint next;
        if (k < len) {
            uint32_t i = cells[k];
            next = view_block_centre(p, v->bw, v->bh, 2 * (int)(i % (uint32_t)v->w) + 1,
                                     2 * (int)(i / (uint32_t)v->w) + 1);
        } else {
            next = view_block_centre(p, v->bw, v->bh, v->bw - 2, v->bh - 1);
        }
        float x0 = prev.x < next.x ? prev.x : next.x, y0 = prev.y < next.y ? prev.y : next.y;
        SDL_FRect seg = { x0 - t / 2, y0 - t / 2, fabsf(next.x - prev.x) + t, fabsf(next.y - prev.y) + t };
        SDL_RenderFillRectF(r, &seg);
        prev = next;
    }
}

void maze_view_draw_path(MazeView *v, SDL_Renderer *r, SDL_Rect area, const uint32_t *cells,
                         size_t len)
{
    SDL_Rect p = maze_view_place(v, area, NULL);
    float block = (float)p.w / v->bw, t = block * 0.4f;
    if (t < 1)
        t = 1;
    /* A white halo first, so the line stands out on the heat map's colours
     * too (on white passages it cannot be seen). */
    float halo = t + (block >= 6 ? 2.0f * (block * 0.08f > 1 ? block * 0.08f : 1) : 0);
    if (halo > t) {
        SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
        maze_view_polyline(v, r, p, halo, cells, len);
    }
    PalColor c = palette_color(PAL_SHORTEST);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    maze_view_polyline(v, r, p, t, cells, len);
}
