/* render_shape.c - the maze picture of the shapes other than the plain
 * square, as polygons and wall segments (render_shape.h). */
#include "boards/maze/render_shape.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "maze/shape.h"
#include "ui/ui_sdl.h"

enum {
    SHAPE_VIEW_BATCH = 3 * 8192     /* vertices sent to SDL at once (a multiple of 3) */
};

/* Walls as thick as this fraction of a block (at least a pixel): thinner
 * than the block picture's, so that six-sided cells keep their shape. */
#define SHAPE_VIEW_WALL 0.35
/* The path's line, a fraction of a block. */
#define SHAPE_VIEW_PATH 0.5

struct ShapeView {
    Grid model;             /* the shape, size and mask made for (no passages used) */
    uint32_t *first;        /* n + 1: cell i's corners are corner[first[i] .. first[i + 1]) */
    ShapePoint *corner;
    ShapePoint *centre;     /* n */
    uint32_t *argb;         /* n: each cell's colour at the last update */
    ShapePoint *wall;       /* walls * 2 ends, at the last update */
    size_t walls, wall_cap;
    PalSet seen;
    bool stale;             /* recolour everything at the next update */
    int bw, bh;
    SDL_Vertex batch[SHAPE_VIEW_BATCH];
    int batched;
};

ShapeView *shape_view_new(const Grid *g)
{
    ShapeView *v = calloc(1, sizeof *v);
    if (!v || grid_init_like(&v->model, g) != MAZE_OK) {
        free(v);
        return NULL;
    }
    uint32_t n = g->n;
    int sides_max = grid_shape(g)->max_sides;
    v->first = malloc(((size_t)n + 1) * sizeof *v->first);
    v->corner = malloc((size_t)n * (size_t)sides_max * sizeof *v->corner);
    v->centre = malloc((size_t)n * sizeof *v->centre);
    v->argb = malloc((size_t)n * sizeof *v->argb);
    if (!v->first || !v->corner || !v->centre || !v->argb) {
        shape_view_free(v);
        return NULL;
    }
    uint32_t at = 0;
    for (uint32_t i = 0; i < n; i++) {
        ShapePoint c[GRID_MAX_SIDES];
        int k = grid_corners(g, i, c);
        v->first[i] = at;
        memcpy(v->corner + at, c, (size_t)k * sizeof *c);
        at += (uint32_t)k;
        v->centre[i] = grid_centre(g, i);
        v->argb[i] = palette_argb(PAL_WALL);
    }
    v->first[n] = at;
    double ew, eh;
    grid_extent(g, &ew, &eh);
    v->bw = (int)ceil(SHAPE_VIEW_BLOCKS * ew) + 2 * SHAPE_VIEW_MARGIN;
    v->bh = (int)ceil(SHAPE_VIEW_BLOCKS * eh) + 2 * SHAPE_VIEW_MARGIN;
    v->stale = true;
    return v;
}

void shape_view_free(ShapeView *v)
{
    if (!v)
        return;
    grid_free(&v->model);
    free(v->first);
    free(v->corner);
    free(v->centre);
    free(v->argb);
    free(v->wall);
    free(v);
}

bool shape_view_fits(const ShapeView *v, const Grid *g)
{
    return v && grid_same_shape(&v->model, g);
}

void shape_view_blocks(const ShapeView *v, int *bw, int *bh)
{
    *bw = v->bw;
    *bh = v->bh;
}

void shape_view_invalidate(ShapeView *v)
{
    v->stale = true;
}

PalSet shape_view_slots_seen(const ShapeView *v)
{
    return v->seen;
}

/* grid_walls' callback: keeps the wall (memory short: the wall is left out). */
static void shape_view_keep_wall(void *ctx, ShapePoint a, ShapePoint b)
{
    ShapeView *v = ctx;
    if (v->walls == v->wall_cap) {
        size_t cap = v->wall_cap ? 2 * v->wall_cap : 1024;
        ShapePoint *w = realloc(v->wall, cap * 2 * sizeof *w);
        if (!w)
            return;
        v->wall = w;
        v->wall_cap = cap;
    }
    v->wall[2 * v->walls] = a;
    v->wall[2 * v->walls + 1] = b;
    v->walls++;
}

void shape_view_update(ShapeView *v, const MazeLook *look, const DirtyList *dirty)
{
    if (!v->stale && dirty && !dirty->overflow && dirty->len == 0)
        return;
    const Grid *g = look->grid;
    const uint32_t dead_end = palette_argb(PAL_DEAD_END);
    PalSet seen = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        if (!grid_cell_on(g, i))
            continue;
        PalSlot s = maze_view_cell_slot(look, i);
        v->argb[i] = maze_view_cell_argb(look, i);
        seen |= 1u << (s == PAL_PASSAGE && v->argb[i] == dead_end ? PAL_DEAD_END : s);
    }
    v->seen = seen;
    v->walls = 0;
    grid_walls(g, shape_view_keep_wall, v);
    v->stale = false;
}

SDL_FPoint shape_view_to_screen(const ZoomPlace *p, ShapePoint u)
{
    return (SDL_FPoint){ (float)(p->x + (SHAPE_VIEW_MARGIN + SHAPE_VIEW_BLOCKS * u.x) * p->px),
                         (float)(p->y + (SHAPE_VIEW_MARGIN + SHAPE_VIEW_BLOCKS * u.y) * p->px) };
}

/* Sends the triangles batched so far. */
static bool shape_view_flush(ShapeView *v, SDL_Renderer *r)
{
    int n = v->batched;
    v->batched = 0;
    return n == 0 || SDL_RenderGeometry(r, NULL, v->batch, n, NULL, 0) == 0;
}

/* Adds the triangle a, b, c in colour argb to the batch. */
static bool shape_view_triangle(ShapeView *v, SDL_Renderer *r, SDL_FPoint a, SDL_FPoint b,
                                SDL_FPoint c, uint32_t argb)
{
    bool ok = v->batched + 3 <= SHAPE_VIEW_BATCH || shape_view_flush(v, r);
    SDL_Color col = { (Uint8)(argb >> 16), (Uint8)(argb >> 8), (Uint8)argb, 255 };
    SDL_FPoint pts[3] = { a, b, c };
    for (int k = 0; k < 3; k++)
        v->batch[v->batched++] = (SDL_Vertex){ pts[k], col, { 0, 0 } };
    return ok;
}

/* Adds the segment a-b as a band `thick` pixels wide, lengthened by half
 * that at each end so that walls meeting at a corner close it. */
static bool shape_view_band(ShapeView *v, SDL_Renderer *r, SDL_FPoint a, SDL_FPoint b,
                            float thick, uint32_t argb)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return true;
    float ux = dx / len * thick / 2, uy = dy / len * thick / 2;
    SDL_FPoint p0 = { a.x - ux - uy, a.y - uy + ux }, p1 = { a.x - ux + uy, a.y - uy - ux };
    SDL_FPoint p2 = { b.x + ux + uy, b.y + uy - ux }, p3 = { b.x + ux - uy, b.y + uy + ux };
    bool ok = shape_view_triangle(v, r, p0, p1, p2, argb);
    return shape_view_triangle(v, r, p0, p2, p3, argb) && ok;
}

/* True when the cell around centre c (in pixels) may show in area: within
 * `reach` pixels of it. */
static bool shape_view_near(SDL_FPoint c, const UiRect *area, float reach)
{
    return c.x + reach >= area->x && c.x - reach <= area->x + area->w && c.y + reach >= area->y &&
           c.y - reach <= area->y + area->h;
}

bool shape_view_draw(ShapeView *v, SDL_Renderer *r, const ZoomPlace *p)
{
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    /* A cell reaches at most about two units from its centre (the polar
     * disc's middle cell and its outer ring's widest). */
    float reach = (float)(3 * SHAPE_VIEW_BLOCKS * p->px);
    bool ok = true;
    for (uint32_t i = 0; i < v->model.n; i++) {
        SDL_FPoint c = shape_view_to_screen(p, v->centre[i]);
        if (!grid_cell_on(&v->model, i) || !shape_view_near(c, &p->area, reach))
            continue;
        uint32_t k0 = v->first[i], k1 = v->first[i + 1];
        for (uint32_t k = k0; k < k1; k++)      /* a fan from the centre */
            ok &= shape_view_triangle(v, r, c, shape_view_to_screen(p, v->corner[k]),
                                      shape_view_to_screen(p, v->corner[k + 1 < k1 ? k + 1 : k0]),
                                      v->argb[i]);
    }
    float thick = (float)(SHAPE_VIEW_WALL * p->px);
    thick = thick < 1 ? 1 : thick;
    uint32_t wall = palette_argb(PAL_WALL);
    for (size_t w = 0; w < v->walls; w++) {
        SDL_FPoint a = shape_view_to_screen(p, v->wall[2 * w]), b = shape_view_to_screen(p, v->wall[2 * w + 1]);
        SDL_FPoint mid = { (a.x + b.x) / 2, (a.y + b.y) / 2 };
        if (shape_view_near(mid, &p->area, reach))
            ok &= shape_view_band(v, r, a, b, thick, wall);
    }
    ok &= shape_view_flush(v, r);
    ui_sdl_clip_restore(r, was);
    return ok;
}

void shape_view_draw_path(ShapeView *v, SDL_Renderer *r, const ZoomPlace *p,
                          const uint32_t *cells, size_t len)
{
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    float thick = (float)(SHAPE_VIEW_PATH * p->px);
    thick = thick < 1 ? 1 : thick;
    uint32_t argb = palette_argb(PAL_SHORTEST);
    for (size_t k = 0; k + 1 < len; k++)
        if (cells[k] < v->model.n && cells[k + 1] < v->model.n)
            shape_view_band(v, r, shape_view_to_screen(p, v->centre[cells[k]]),
                            shape_view_to_screen(p, v->centre[cells[k + 1]]), thick, argb);
    shape_view_flush(v, r);
    ui_sdl_clip_restore(r, was);
}
