/* render_maze.c - the maze picture as texture bands, repainted tile by tile.
 *
 * The picture is (2W+1) x (2H+1) blocks, one texel each, cut into bands one
 * row of tiles high and the picture's width wide, each its own streaming
 * texture. Why bands: one 4001 x 4001 texture is 64 MB that SDL zeroes when
 * it is made, and faulting that much memory in at once takes several
 * frames' worth of time in one frame. A band of a
 * 2000-wide maze is half a megabyte, and is made only once something in it
 * is not wall: until then it is drawn as one wall-coloured rectangle, and
 * so is a band left from an earlier run of the same size (kept, to spare
 * the page faults, but stale until its first non-wall tile). Bands rather
 * than squares: a shrunk copy reads each source row it samples in one run,
 * as from one texture; squares cost four times as much to draw (TLB misses).
 *
 * A TileMap (maze/tilemap.h) turns the frame's dirty cells into dirty tiles;
 * an update repaints every texel of each dirty tile from the grid straight
 * into the locked texture rectangle (no CPU copy; for the software renderer
 * no upload either). Given a time budget it stops there and the rest waits,
 * so a frame where everything changed costs no more than any other.
 * Placing and drawing the bands on screen: render_maze_draw.c. */
#include "boards/maze/render_maze_priv.h"

#include <stdlib.h>
#include <string.h>

#include "maze/weights.h"

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

/* The slot cell i, drawn in slot s, is filled with: plain passage takes
 * the mud's colour on a mud cell, else the dead end's when that overlay
 * is on (the heat map colours what stays PAL_PASSAGE). */
static PalSlot view_fill_slot(const MazeLook *look, uint32_t i, PalSlot s)
{
    if (s != PAL_PASSAGE)
        return s;
    if (look->cost && look->cost[i] > WEIGHT_PLAIN)
        return PAL_MUD;
    if (look->dead_ends && grid_degree(look->grid, i) == 1)
        return PAL_DEAD_END;
    return s;
}

/* The colour of cell i drawn in slot s (its overlays applied). */
static uint32_t view_cell_argb(const MazeLook *look, uint32_t i, PalSlot s)
{
    PalSlot f = view_fill_slot(look, i, s);
    if (f != PAL_PASSAGE)
        return palette_argb(f);
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
    v->r = r;
    v->w = w;
    v->h = h;
    v->bw = 2 * w + 1;
    v->bh = 2 * h + 1;
    MazeStatus st = tilemap_init(&v->tiles, w, h, VIEW_TILE_SHIFT);
    if (st != MAZE_OK) {
        SDL_SetError("%s", maze_strerror(st));
        maze_view_free(v);
        return NULL;
    }
    v->bands = calloc((size_t)v->tiles.th, sizeof *v->bands);
    v->tile_seen = calloc(v->tiles.count, sizeof *v->tile_seen);
    if (!v->bands || !v->tile_seen) {
        SDL_OutOfMemory();
        maze_view_free(v);
        return NULL;
    }
    for (int s = 0; s < PAL_COUNT; s++)
        v->argb[s] = palette_argb((PalSlot)s);
    for (int m = 0; m < 256; m++)
        v->mark_slot[m] = (uint8_t)palette_slot_for_mark((Mark)m);
    return v;
}

void maze_view_free(MazeView *v)
{
    if (!v)
        return;
    shape_view_free(v->shape);
    for (int b = 0; v->bands && b < v->tiles.th; b++)
        if (v->bands[b].tex)
            SDL_DestroyTexture(v->bands[b].tex);
    free(v->bands);
    free(v->tile_seen);
    render_path_free(v->path);
    tilemap_free(&v->tiles);
    free(v);
}

bool maze_view_fits(const MazeView *v, int w, int h)
{
    return v && v->w == w && v->h == h;
}

void maze_view_invalidate(MazeView *v)
{
    if (v->shape) {
        shape_view_invalidate(v->shape);
        return;
    }
    tilemap_mark_all(&v->tiles);
}

void maze_view_reset(MazeView *v)
{
    if (v->shape) {
        shape_view_invalidate(v->shape);
        return;
    }
    for (int b = 0; b < v->tiles.th; b++)
        if (v->bands[b].state == VIEW_BAND_LIVE)
            v->bands[b].state = VIEW_BAND_STALE;
    tilemap_mark_all(&v->tiles);
    maze_view_forget_slots(v);
    render_path_free(v->path);  /* a new maze's path may reuse the old one's memory */
    v->path = NULL;
}

bool maze_view_pending(const MazeView *v)
{
    return !v->shape && v->tiles.dirty > 0;    /* a shape paints all at once */
}

PalSet maze_view_slots_seen(const MazeView *v)
{
    if (v->shape)
        return shape_view_slots_seen(v->shape);
    PalSet seen = 0;
    for (int s = 0; s < PAL_COUNT; s++)
        if (v->slot_tiles[s])
            seen |= 1u << s;
    return seen;
}

void maze_view_forget_slots(MazeView *v)
{
    if (v->shape)
        return;                 /* its slots are recounted at each update */
    memset(v->tile_seen, 0, v->tiles.count * sizeof *v->tile_seen);
    memset(v->slot_tiles, 0, sizeof v->slot_tiles);
}

/* Tile k now shows the slots `now`: the per-slot tile counts follow. */
static void view_tile_shows(MazeView *v, uint32_t k, PalSet now)
{
    PalSet was = v->tile_seen[k], change = was ^ now;
    for (int s = 0; change; s++, change >>= 1)
        if (change & 1u)
            v->slot_tiles[s] += now >> s & 1u ? 1u : (uint32_t)-1;
    v->tile_seen[k] = now;
}

/* ---- bands -------------------------------------------------------------- */

/* The band holding tile k. */
static int view_band_of(const MazeView *v, uint32_t k)
{
    return (int)(k / (uint32_t)v->tiles.tw);
}

/* The blocks band b covers: from its first tile's to its last tile's. */
TileRect maze_view_band_blocks(const MazeView *v, int b)
{
    uint32_t first = (uint32_t)b * (uint32_t)v->tiles.tw;
    TileRect f = tilemap_blocks(&v->tiles, first);
    TileRect l = tilemap_blocks(&v->tiles, first + (uint32_t)v->tiles.tw - 1);
    return (TileRect){ f.x0, f.y0, l.x1, l.y1 };
}

/* ---- painting ------------------------------------------------------------ */

/* Slots of the n cells from (x0, y) on; n may run one past the grid's
 * right edge, which reads as wall. */
static void view_row_slots(const MazeView *v, const MazeLook *look, int y, int x0, int n,
                           uint8_t *out)
{
    const Grid *g = look->grid;
    if (x0 + n > g->w)
        out[--n] = PAL_WALL;
    uint32_t i0 = (uint32_t)y * (uint32_t)g->w + (uint32_t)x0;
    bool plain = !look->trail && (look->solver_cell < i0 || look->solver_cell >= i0 + (uint32_t)n);
    for (int k = 0; k < n; k++)
        out[k] = plain ? v->mark_slot[g->mark[i0 + (uint32_t)k]]
                       : (uint8_t)maze_view_cell_slot(look, i0 + (uint32_t)k);
}

/* True when every block tile k owns is wall, judged from the tile's cells
 * and the row and column beyond (an open side joins two cells' slots). */
static bool view_tile_blank(const MazeView *v, const MazeLook *look, uint32_t k)
{
    TileRect c = tilemap_cells(&v->tiles, k);
    const GridEnds *e = &look->grid->ends;
    uint32_t ends[2] = { e->start, e->goal };
    for (int j = 0; j < 2; j++) {           /* an end's gap in the outer wall */
        int x = (int)(ends[j] % (uint32_t)v->w), y = (int)(ends[j] / (uint32_t)v->w);
        if (x >= c.x0 && x < c.x1 && y >= c.y0 && y < c.y1)
            return false;
    }
    int x1 = c.x1 < v->w ? c.x1 + 1 : c.x1, y1 = c.y1 < v->h ? c.y1 + 1 : c.y1;
    uint8_t slots[VIEW_TILE + 1];
    for (int y = c.y0; y < y1; y++) {
        view_row_slots(v, look, y, c.x0, x1 - c.x0, slots);
        for (int x = 0; x < x1 - c.x0; x++)
            if (slots[x] != PAL_WALL)
                return false;
    }
    return true;
}

/* The colour of the open side between cells i and j, drawn in slots si and
 * sj: their joined slot's, or on the heat map the nearer cell's heat. */
static uint32_t view_join_argb(const MazeView *v, const MazeLook *look, uint32_t i, uint32_t j,
                               unsigned si, unsigned sj)
{
    unsigned s = palette_join((PalSlot)si, (PalSlot)sj);
    if (s == PAL_PASSAGE && look->dist)
        return view_heat_argb(look, look->dist[i] < look->dist[j] ? look->dist[i] : look->dist[j]);
    return v->argb[s];
}

/* Paints the blocks owned by the cells c into out (out[0] is the block at
 * their top left: column and row 0 when c touches the grid's edge), rows
 * `stride` texels apart. Returns the slots painted. */
static PalSet view_paint_cells(MazeView *v, const MazeLook *look, TileRect c, uint32_t *out,
                             int stride)
{
    const Grid *g = look->grid;
    const uint32_t wall = v->argb[PAL_WALL];
    const int n = c.x1 - c.x0, lead = c.x0 == 0, width = 2 * n + lead;
    const bool overlays = look->dist || look->dead_ends || look->cost;
    const uint32_t w = (uint32_t)g->w;
    uint8_t rows[2][VIEW_TILE + 1];
    uint8_t *cur = rows[0], *below = rows[1];
    PalSet seen = 0;
    if (c.y0 == 0) {                        /* block row 0 */
        for (int k = 0; k < width; k++)
            out[k] = wall;
        out += stride;
    }
    view_row_slots(v, look, c.y0, c.x0, n + 1, cur);
    for (int y = c.y0; y < c.y1; y++) {
        uint32_t *mid = out + lead, *low = out + stride + lead;
        if (lead)
            out[0] = out[stride] = wall;    /* block column 0 */
        const uint32_t i0 = (uint32_t)y * w + (uint32_t)c.x0;
        const uint8_t *pass = g->pass + i0;
        bool last = y + 1 == g->h;
        if (!last)
            view_row_slots(v, look, y + 1, c.x0, n + 1, below);
        for (int x = 0; x < n; x++) {
            unsigned s = cur[x];
            uint32_t i = i0 + (uint32_t)x;
            uint32_t argb = overlays ? view_cell_argb(look, i, (PalSlot)s) : v->argb[s];
            seen |= 1u << (overlays ? view_fill_slot(look, i, (PalSlot)s) : s);
            mid[2 * x] = argb;
            mid[2 * x + 1] = pass[x] & PASS_E ? view_join_argb(v, look, i, i + 1, s, cur[x + 1]) : wall;
            low[2 * x] = !last && pass[x] & PASS_S ? view_join_argb(v, look, i, i + w, s, below[x]) : wall;
            low[2 * x + 1] = wall;
        }
        uint8_t *t = cur;
        cur = below;
        below = t;
        out += 2 * stride;
    }
    return seen;
}

/* Repaints tile k into its band's texture. */
static bool view_paint_tile(MazeView *v, const MazeLook *look, uint32_t k)
{
    int band = view_band_of(v, k);
    TileRect b = tilemap_blocks(&v->tiles, k), bb = maze_view_band_blocks(v, band);
    SDL_Rect rect = { b.x0 - bb.x0, b.y0 - bb.y0, b.x1 - b.x0, b.y1 - b.y0 };
    void *pixels;
    int pitch;
    if (SDL_LockTexture(v->bands[band].tex, &rect, &pixels, &pitch) != 0)
        return false;
    view_tile_shows(v, k, view_paint_cells(v, look, tilemap_cells(&v->tiles, k), pixels,
                                           pitch / (int)sizeof(uint32_t)));
    for (int e = 0; e < 2; e++)             /* the ends' openings in the outer wall */
        if (v->gaps.has[e] && v->gaps.bx[e] >= b.x0 && v->gaps.bx[e] < b.x1 && v->gaps.by[e] >= b.y0 &&
            v->gaps.by[e] < b.y1)
            ((uint32_t *)pixels)[(v->gaps.by[e] - b.y0) * (pitch / (int)sizeof(uint32_t)) + v->gaps.bx[e] - b.x0] =
                v->argb[PAL_PASSAGE];
    SDL_UnlockTexture(v->bands[band].tex);
    return true;
}

/* Makes band b live: its texture made if it has none, every tile of it
 * painted and cleaned. */
static bool view_band_live(MazeView *v, const MazeLook *look, int b)
{
    ViewBand *band = &v->bands[b];
    if (!band->tex) {
        TileRect bb = maze_view_band_blocks(v, b);
        band->tex = SDL_CreateTexture(v->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING,
                                      bb.x1 - bb.x0, bb.y1 - bb.y0);
        if (!band->tex)
            return false;
        /* Opaque texels: a plain copy, far cheaper than blending. */
        SDL_SetTextureBlendMode(band->tex, SDL_BLENDMODE_NONE);
        SDL_SetTextureScaleMode(band->tex, SDL_ScaleModeNearest);
    }
    bool ok = true;
    for (uint32_t k = (uint32_t)b * (uint32_t)v->tiles.tw, end = k + (uint32_t)v->tiles.tw; k < end; k++) {
        tilemap_clean_tile(&v->tiles, k);
        ok &= view_paint_tile(v, look, k);
    }
    band->state = VIEW_BAND_LIVE;
    return ok;
}

static double view_ms_since(uint64_t t0)
{
    return (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

/* Takes the openings of look's maze: a gap moved repaints the tiles of
 * both its old and its new place. */
static void view_take_gaps(MazeView *v, const MazeLook *look)
{
    PathGaps now;
    for (int e = 0; e < 2; e++) {
        now.has[e] = grid_end_gap(look->grid, e == 1, &now.bx[e], &now.by[e]);
        if (!now.has[e])
            now.bx[e] = now.by[e] = 0;
    }
    for (int e = 0; e < 2; e++) {
        if (now.has[e] == v->gaps.has[e] && now.bx[e] == v->gaps.bx[e] && now.by[e] == v->gaps.by[e])
            continue;
        const PathGaps *both[2] = { &v->gaps, &now };
        for (int j = 0; j < 2; j++)
            if (both[j]->has[e]) {
                /* the cell the gap opens from: its block inside the outer wall */
                long cx = both[j]->bx[e] == 0 ? 1 : both[j]->bx[e] == v->bw - 1 ? v->bw - 2 : both[j]->bx[e];
                long cy = both[j]->by[e] == 0 ? 1 : both[j]->by[e] == v->bh - 1 ? v->bh - 2 : both[j]->by[e];
                uint32_t cell = (uint32_t)(cy / 2) * (uint32_t)v->w + (uint32_t)(cx / 2);
                DirtyList one = { &cell, 1, 1, false };
                tilemap_mark_list(&v->tiles, &one, VIEW_FOLD_MAX);
            }
    }
    v->gaps = now;
}

bool maze_view_update(MazeView *v, const MazeLook *look, const DirtyList *dirty,
                      double budget_ms)
{
    if (v->shape) {
        shape_view_update(v->shape, look, dirty);
        return true;
    }
    view_take_gaps(v, look);
    tilemap_mark_list(&v->tiles, dirty, VIEW_FOLD_MAX);
    uint64_t t0 = SDL_GetPerformanceCounter();
    bool ok = true;
    uint32_t batch[VIEW_BATCH];
    bool painted = false;   /* something done: the budget may stop us now */
    while (v->tiles.dirty > 0) {
        size_t n = tilemap_take(&v->tiles, VIEW_BATCH_CELLS, batch, VIEW_BATCH);
        for (size_t j = 0; j < n; j++) {
            int b = view_band_of(v, batch[j]);
            if (v->bands[b].state == VIEW_BAND_LIVE) {
                ok &= view_paint_tile(v, look, batch[j]);
                painted = true;
                continue;
            }
            if (view_tile_blank(v, look, batch[j]))
                continue;                   /* drawn as wall already */
            /* Making a texture costs page faults: only early in a frame. */
            if (budget_ms > 0 && painted && !v->bands[b].tex && view_ms_since(t0) > budget_ms / 2) {
                for (size_t rest = j; rest < n; rest++)
                    tilemap_mark_tile(&v->tiles, batch[rest]);
                v->tiles.cursor = batch[j];
                return ok;
            }
            ok &= view_band_live(v, look, b);
            painted = true;
        }
        if (budget_ms > 0 && view_ms_since(t0) > budget_ms)
            break;
    }
    return ok;
}

void maze_look_solver(MazeLook *look, const SolveRun *run)
{
    look->trail = run ? solve_trail(run) : NULL;
    look->solver_cell = run ? solve_current(run) : GRID_NONE;
}
