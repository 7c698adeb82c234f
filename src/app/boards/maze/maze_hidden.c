/* maze_hidden.c - the hidden state of the generator and solver, over the
 * maze picture.
 *
 * Two kinds of drawing:
 *   - a layer texture of one texel per block, like the maze picture, for
 *     what colours many cells (sets, weights): repainted whole when the run
 *     moved (a join recolours a whole set, which no dirty list names), then
 *     drawn over the picture with alpha, transparent where it shows nothing;
 *     only while the picture has a pixel or more per block (shrunk further,
 *     colours of single cells cannot be told apart), and on big grids only
 *     when not animating fast: the repaint costs what the grid has cells (a
 *     400x300 run at top speed: Kruskal 10.9 ms a frame on average with it,
 *     4.7 without; true Prim 12, 5; see README); drawn band by band with
 *     the picture's own block edges (maze_view_draw_layer); true Prim's
 *     walls beside a frontier or current cell are left out of it and drawn
 *     as shapes with a black margin (maze_hidden_weights.c);
 *   - shapes drawn each frame for what is small (the hunt row, the chamber,
 *     the arrows, the dots, the hand), only when cells are at least
 *     HIDDEN_MARK_MIN_PX apart, below which they would be a smudge (the
 *     cells' own colours still show the walk, the list and the queue). */
#include "boards/maze/maze_hidden.h"
#include "boards/maze/maze_hidden_weights.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_sdl.h"

struct MazeHidden {
    SDL_Renderer *r;
    SDL_Texture *layer;     /* bw x bh texels, or NULL */
    int lw, lh;
    /* what the layer shows now */
    const GenRun *run;
    uint64_t seed, steps;
    bool shown;             /* the layer holds something to draw */
    PalSet slots;           /* the slots it holds */
    HiddenWeights wt;       /* true Prim's wall shades */
};

MazeHidden *maze_hidden_new(SDL_Renderer *r)
{
    MazeHidden *h = calloc(1, sizeof *h);
    if (h)
        h->r = r;
    return h;
}

void maze_hidden_free(MazeHidden *h)
{
    if (!h)
        return;
    if (h->layer)
        SDL_DestroyTexture(h->layer);
    maze_hidden_weights_free(&h->wt);
    free(h);
}

/* ---- the layer: sets and weights ------------------------------------------ */

/* The layer's texel for the sets of cell i (0: transparent): its set's
 * colour, light grey for a cell on its own, nothing for the cell the
 * algorithm works on (its own colour shows) or one outside any set. Sets
 * are connected parts of the maze, so a cell with an open side is in a set
 * of two or more; only a closed cell's set size is asked. */
static uint32_t hidden_set_texel(const GenRun *run, uint32_t i, uint32_t id, PalSet *slots)
{
    if (id == 0 || run->grid.mark[i] == MARK_CURRENT)
        return 0;
    if (grid_degree(&run->grid, i) == 0 && gen_set_size(run, i) <= 1) {
        *slots |= 1u << PAL_SET_ONE;
        return palette_argb(PAL_SET_ONE);
    }
    *slots |= 1u << PAL_SET;
    return palette_set_argb(id);
}

/* Paints the sets into texels (rows `pitch` apart): each cell and the open
 * passages east and south to a cell of the same set, except a passage into
 * the current cell: the picture's own join shows there (white), so that no
 * set colour touches the current cell's (the two are within 3:1 of each
 * other). ids: 2 * w scratch entries (this row's set ids and the next
 * row's). */
static PalSet hidden_paint_sets(const GenRun *run, uint32_t *tex, int pitch, uint32_t *ids)
{
    const Grid *g = &run->grid;
    const uint32_t w = (uint32_t)g->w;
    uint32_t *cur = ids, *next = ids + w;
    PalSet slots = 0;
    for (uint32_t x = 0; x < w; x++)
        cur[x] = gen_set_id(run, x);
    for (int y = 0; y < g->h; y++) {
        uint32_t *row = tex + (size_t)(2 * y + 1) * (size_t)pitch, *below = row + pitch;
        const uint32_t i0 = (uint32_t)y * w;
        const bool last = y + 1 == g->h;
        for (uint32_t x = 0; !last && x < w; x++)
            next[x] = gen_set_id(run, i0 + w + x);
        for (uint32_t x = 0; x < w; x++) {
            uint32_t i = i0 + x, id = cur[x];
            uint32_t c = hidden_set_texel(run, i, id, &slots);
            if (!c)
                continue;
            row[2 * x + 1] = c;
            if (x + 1 < w && (g->pass[i] & PASS_E) && cur[x + 1] == id && g->mark[i + 1] != MARK_CURRENT)
                row[2 * x + 2] = c;
            if (!last && (g->pass[i] & PASS_S) && next[x] == id && g->mark[i + w] != MARK_CURRENT)
                below[2 * x + 1] = c;
        }
        uint32_t *t = cur;
        cur = next;
        next = t;
    }
    return slots;
}

/* Brings the layer in step with run (repainted when it moved). Returns
 * false when there is nothing to draw or SDL failed. */
static bool hidden_layer_sync(MazeHidden *h, const GenRun *run, const GenView *v)
{
    const Grid *g = &run->grid;
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    if (h->run == run && h->seed == run->seed && h->steps == run->steps && h->lw == bw &&
        h->lh == bh)
        return h->shown;
    h->run = run;
    h->seed = run->seed;
    h->steps = run->steps;
    h->shown = false;
    h->wt.near_n = 0;
    if (!h->layer || h->lw != bw || h->lh != bh) {
        if (h->layer)
            SDL_DestroyTexture(h->layer);
        h->layer = SDL_CreateTexture(h->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING,
                                     bw, bh);
        h->lw = bw;
        h->lh = bh;
        if (!h->layer)
            return false;
        SDL_SetTextureBlendMode(h->layer, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(h->layer, SDL_ScaleModeNearest);
    }
    void *pixels;
    int pitch;
    if (SDL_LockTexture(h->layer, NULL, &pixels, &pitch) != 0)
        return false;
    for (int y = 0; y < bh; y++)
        memset((uint8_t *)pixels + (size_t)y * (size_t)pitch, 0, (size_t)bw * 4);
    int p = pitch / 4;
    if (v->has_sets) {
        uint32_t *ids = malloc(2 * (size_t)g->w * sizeof *ids);
        h->slots = ids ? hidden_paint_sets(run, pixels, p, ids) : 0;
        free(ids);
    } else {
        h->slots = maze_hidden_weights_paint(&h->wt, run, pixels, p);
    }
    SDL_UnlockTexture(h->layer);
    h->shown = h->slots != 0;
    return h->shown;
}

/* ---- shapes ---------------------------------------------------------------- */

/* Where blocks land: the picture's rectangle and one block's size. */
typedef struct HiddenGeo {
    SDL_Rect p;
    float bx, by;           /* pixels per block */
    int w;                  /* grid width, cells */
} HiddenGeo;

/* The pixel centre of cell i. */
static SDL_FPoint hidden_centre(const HiddenGeo *geo, uint32_t i)
{
    uint32_t x = i % (uint32_t)geo->w, y = i / (uint32_t)geo->w;
    return (SDL_FPoint){ geo->p.x + (2.0f * x + 1.5f) * geo->bx, geo->p.y + (2.0f * y + 1.5f) * geo->by };
}

static void hidden_color(SDL_Renderer *r, PalSlot s, Uint8 alpha)
{
    PalColor c = palette_color(s);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, alpha);
}

/* A frame `t` pixels thick, inset `in` pixels inside the pixel rectangle
 * (l, top) .. (r, b) (exclusive), in the current colour. Whole pixels, so
 * that lines drawn inside each other keep their widths. */
static void hidden_frame_at(SDL_Renderer *r, int l, int top, int rt, int b, int in, int t)
{
    l += in;
    top += in;
    int w = rt - in - l, h = b - in - top;
    SDL_Rect sides[4] = {
        { l, top, w, t }, { l, top + h - t, w, t }, { l, top, t, h }, { l + w - t, top, t, h },
    };
    SDL_RenderFillRects(r, sides, 4);
}

/* A frame line of slot s just inside the blocks (x0, y0) .. (x1, y1)
 * (inclusive), between two black lines: the colour touches only black,
 * and black every fill at 3:1 or more (palette.c's touches). */
static void hidden_frame(SDL_Renderer *r, const HiddenGeo *geo, int x0, int y0, int x1, int y1,
                         PalSlot s)
{
    int t = geo->bx > 3 ? (int)lroundf(geo->bx / 3) : 1;
    int halo = t / 3 > 1 ? t / 3 : 1;
    int l = (int)lroundf(geo->p.x + x0 * geo->bx), top = (int)lroundf(geo->p.y + y0 * geo->by);
    int rt = (int)lroundf(geo->p.x + (x1 + 1) * geo->bx), b = (int)lroundf(geo->p.y + (y1 + 1) * geo->by);
    hidden_color(r, PAL_WALL, 255);
    hidden_frame_at(r, l, top, rt, b, 0, t + 2 * halo);
    hidden_color(r, s, 255);
    hidden_frame_at(r, l, top, rt, b, halo, t);
}

/* The pixels (whole) of the rectangle centred at m, w x h. */
static SDL_Rect hidden_rect(SDL_FPoint m, float w, float h)
{
    int l = (int)lroundf(m.x - w / 2), t = (int)lroundf(m.y - h / 2);
    return (SDL_Rect){ l, t, (int)lroundf(m.x + w / 2) - l, (int)lroundf(m.y + h / 2) - t };
}

/* An arrow from cell i toward its neighbour in direction d: a shaft from
 * behind the cell's centre and a head whose tip reaches into the passage,
 * sized by the cell spacing, grown by `e` pixels on every side (its halo).
 * Appends 9 vertices (3 triangles) to vert. */
static void hidden_arrow(const HiddenGeo *geo, uint32_t i, int d, float e, SDL_Vertex *vert,
                         SDL_Color col)
{
    static const float ux[4] = { 0, 1, 0, -1 }, uy[4] = { -1, 0, 1, 0 };
    SDL_FPoint c = hidden_centre(geo, i);
    float s = 2.0f * (geo->bx < geo->by ? geo->bx : geo->by);    /* cell to cell */
    float dx = ux[d], dy = uy[d], nx = -dy, ny = dx;
    /* the head's sides are 33 degrees off its axis: its tip moves 1.9 e
       for its sides to move e */
    float tail = -0.2f * s - e, neck = 0.2f * s - e, tip = 0.58f * s + 1.9f * e;
    float half = 0.1f * s + e, head = 0.24f * s + 1.9f * e;
#define HV(a, n) (SDL_Vertex){ { c.x + dx * (a) + nx * (n), c.y + dy * (a) + ny * (n) }, col, { 0, 0 } }
    vert[0] = HV(tail, -half);
    vert[1] = HV(neck, -half);
    vert[2] = HV(neck, half);
    vert[3] = HV(tail, -half);
    vert[4] = HV(neck, half);
    vert[5] = HV(tail, half);
    vert[6] = HV(neck, -head);
    vert[7] = HV(tip, 0);
    vert[8] = HV(neck, head);
#undef HV
}

/* The walk's arrows: Wilson's path (its MARK_WALK_* marks) and the way the
 * walker came. Returns true when it drew any. */
static bool hidden_arrows(SDL_Renderer *r, const HiddenGeo *geo, const GenRun *run,
                          const GenView *v)
{
    const Grid *g = &run->grid;
    PalColor pc = palette_color(PAL_ARROW), hc = palette_color(PAL_PASSAGE);
    SDL_Color col = { pc.r, pc.g, pc.b, 255 }, halo = { hc.r, hc.g, hc.b, 255 };
    float e = 0.05f * geo->bx > 1.5f ? 0.05f * geo->bx : 1.5f;
    enum { BATCH = 128 };
    SDL_Vertex vert[BATCH * 18];
    int n = 0;
    bool any = false;
    for (uint32_t i = 0; i <= g->n; i++) {
        int d = -1;
        uint32_t at = i;
        if (i < g->n && g->mark[i] >= MARK_WALK_N && g->mark[i] <= MARK_WALK_W) {
            d = g->mark[i] - MARK_WALK_N;
        } else if (i == g->n && v->walker != GRID_NONE && v->walker_dir >= 0) {
            /* the walker's last move: an arrow in the cell it came from,
             * unless the marks already show it */
            at = grid_neighbor(g, v->walker, dir_opposite((Dir)v->walker_dir));
            if (at != GRID_NONE && g->mark[at] != MARK_WALK_N + v->walker_dir)
                d = v->walker_dir;
        }
        if (d >= 0) {
            /* this batch's halos first, their arrows after */
            hidden_arrow(geo, at, d, e, vert + 9 * n, halo);
            hidden_arrow(geo, at, d, 0, vert + 9 * (BATCH + n), col);
            n++;
            any = true;
        }
        if (n == BATCH || (i == g->n && n > 0)) {
            SDL_RenderGeometry(r, NULL, vert, 9 * n, NULL, 0);
            SDL_RenderGeometry(r, NULL, vert + 9 * BATCH, 9 * n, NULL, 0);
            n = 0;
        }
    }
    return any;
}

/* Dots at the centres of the cells listed (GRID_NONE entries skipped). */
static bool hidden_dots(SDL_Renderer *r, const HiddenGeo *geo, const uint32_t *cells, uint32_t len)
{
    enum { BATCH = 512 };
    SDL_FRect rects[BATCH];
    float size = 0.7f * (geo->bx < geo->by ? geo->bx : geo->by);
    int n = 0;
    bool any = false;
    hidden_color(r, PAL_ACTIVE, 255);
    for (uint32_t k = 0; k <= len; k++) {
        if (k < len && cells[k] != GRID_NONE) {
            SDL_FPoint c = hidden_centre(geo, cells[k]);
            rects[n++] = (SDL_FRect){ c.x - size / 2, c.y - size / 2, size, size };
            any = true;
        }
        if (n == BATCH || (k == len && n > 0)) {
            SDL_RenderFillRectsF(r, rects, n);
            n = 0;
        }
    }
    return any;
}

/* The generator's shapes: hunt row, chamber, arrows, active list. */
static PalSet hidden_gen_shapes(SDL_Renderer *r, const HiddenGeo *geo, const GenRun *run,
                                const GenView *v, bool marks)
{
    PalSet slots = 0;
    if (v->scan_row != GRID_NONE) {
        /* a frame in the wall rows around the row, no tint over the row:
           a tint on the cells left them under 3:1 from those beside */
        int y = 2 * (int)v->scan_row + 1;
        hidden_frame(r, geo, 0, y - 1, 2 * geo->w, y + 1, PAL_HUNT);
        slots |= 1u << PAL_HUNT;
    }
    if (v->chamber[2] > 0) {
        int x0 = 2 * (int)v->chamber[0], y0 = 2 * (int)v->chamber[1];
        hidden_frame(r, geo, x0, y0, x0 + 2 * (int)v->chamber[2], y0 + 2 * (int)v->chamber[3],
                     PAL_CHAMBER);
        slots |= 1u << PAL_CHAMBER;
    }
    if (marks && hidden_arrows(r, geo, run, v))
        slots |= 1u << PAL_ARROW;
    if (marks && v->list && hidden_dots(r, geo, v->list, v->list_len))
        slots |= 1u << PAL_ACTIVE;
    return slots;
}

/* The solver's shapes: bfs's queue as dots, the wall follower's hand as a
 * bar along the wall it touches. */
static PalSet hidden_solve_shapes(SDL_Renderer *r, const HiddenGeo *geo, const SolveRun *solve)
{
    SolveView sv;
    solve_view(solve, &sv);
    PalSet slots = 0;
    if (sv.frontier && hidden_dots(r, geo, sv.frontier, sv.frontier_len))
        slots |= 1u << PAL_ACTIVE;
    uint32_t at = solve_current(solve);
    if (sv.hand != 0 && sv.hand_dir >= 0 && at != GRID_NONE) {
        /* a bar along the hand's side, in a black outline (the side may
           be open: the bar then lies over a passage of any colour), a
           black gap from the solver's cell, whose colour is within 3:1 of
           the hand's */
        SDL_FPoint c = hidden_centre(geo, at);
        float gap = geo->bx * 0.15f > 1 ? geo->bx * 0.15f : 1;
        float half = geo->bx * 0.5f, t = geo->bx * 0.35f, off = half + gap + t / 2;
        float ox = sv.hand_dir == DIR_E ? 1.0f : sv.hand_dir == DIR_W ? -1.0f : 0.0f;
        float oy = sv.hand_dir == DIR_S ? 1.0f : sv.hand_dir == DIR_N ? -1.0f : 0.0f;
        SDL_FPoint m = { c.x + ox * off, c.y + oy * off };
        float w = ox != 0 ? t : 3 * half, hgt = ox != 0 ? 3 * half : t;
        SDL_Rect bar = hidden_rect(m, w, hgt);
        SDL_Rect outline = hidden_rect(m, w + 2 * gap, hgt + 2 * gap);  /* gap >= 1 px */
        hidden_color(r, PAL_WALL, 255);
        SDL_RenderFillRect(r, &outline);
        hidden_color(r, PAL_HAND, 255);
        SDL_RenderFillRect(r, &bar);
        slots |= 1u << PAL_HAND;
    }
    return slots;
}

PalSet maze_hidden_draw(MazeHidden *h, MazeView *view, const ZoomPlace *p, const GenRun *run,
                        const SolveRun *solve, bool fast)
{
    HiddenGeo geo;
    geo.p = (SDL_Rect){ p->x, p->y, p->w, p->h };
    geo.w = run->grid.w;
    geo.bx = (float)geo.p.w / (float)(2 * run->grid.w + 1);
    geo.by = (float)geo.p.h / (float)(2 * run->grid.h + 1);
    bool marks = 2 * geo.bx >= HIDDEN_MARK_MIN_PX;
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(h->r, &mode);
    SDL_SetRenderDrawBlendMode(h->r, SDL_BLENDMODE_BLEND);
    UiSdlClip was = ui_sdl_clip_to(h->r, p->area);
    PalSet slots = 0;
    if (!gen_done(run)) {
        GenView v;
        gen_view(run, &v);
        bool layer = p->px >= 1 && !(fast && run->grid.n > HIDDEN_FAST_CELLS);
        if ((v.has_sets || v.has_weights) && layer) {
            if (hidden_layer_sync(h, run, &v)) {
                maze_view_draw_layer(view, h->r, p, h->layer);
                slots |= h->slots;
            }
            if (v.has_weights && maze_hidden_weights_draw_near(&h->wt, h->r, p, run->grid.w))
                slots |= 1u << PAL_WEIGHT;
        }
        slots |= hidden_gen_shapes(h->r, &geo, run, &v, marks);
    } else if (solve && !solve_done(solve) && marks) {
        slots |= hidden_solve_shapes(h->r, &geo, solve);
    }
    ui_sdl_clip_restore(h->r, was);
    SDL_SetRenderDrawBlendMode(h->r, mode);
    return slots;
}
