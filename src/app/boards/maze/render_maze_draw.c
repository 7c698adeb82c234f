/* render_maze_draw.c - the maze view placed on screen: its zoom limits and
 * fit, and the drawing of the bands (render_maze.c paints them) through a
 * ZoomPlace, only what the area shows; the path overlay on top. */
#include "boards/maze/render_maze_priv.h"

#include "ui/ui_sdl.h"

/* ---- placing on screen --------------------------------------------------- */

static const ZoomLimits view_limits = {
    .min_px = 1, .fit_max_px = 1e9, .max_px = MAZE_VIEW_MAX_PX, .whole = false
};

const ZoomLimits *maze_view_limits(void)
{
    return &view_limits;
}

void maze_view_blocks(const MazeView *v, int *bw, int *bh)
{
    *bw = v->bw;
    *bh = v->bh;
}

ZoomPlace maze_view_place(const MazeView *v, SDL_Rect area)
{
    Zoom fit = { 0 };
    return zoom_place(&fit, (UiRect){ area.x, area.y, area.w, area.h }, v->bw, v->bh, &view_limits);
}

/* A run of one axis: blocks k0 .. k1 - 1 drawn on pixels d0 .. d1 - 1. */
typedef struct ViewSeg {
    int k0, k1, d0, d1;
} ViewSeg;

/* The blocks of axis (0: x, 1: y) seen in p's area as up to three runs: a
 * block cut by the area's start, the whole blocks, a block cut by its end.
 * A cut block is one texel drawn as wide as its visible part, so no copy
 * ever leaves the area (a clipped stretch would resample the whole run). */
static int view_segs(const ZoomPlace *p, int axis, ViewSeg out[3])
{
    int k, end;
    zoom_visible(p, axis, &k, &end);
    int o = axis ? p->y : p->x, a0 = axis ? p->area.y : p->area.x;
    int a1 = a0 + (axis ? p->area.h : p->area.w), n = 0;
    if (k < end && o + zoom_edge(p->px, k) < a0) {
        int d1 = o + zoom_edge(p->px, k + 1);
        out[n++] = (ViewSeg){ k, k + 1, a0, d1 < a1 ? d1 : a1 };
        k++;
    }
    bool cut_end = k < end && o + zoom_edge(p->px, end) > a1;
    if (cut_end)
        end--;
    if (k < end)
        out[n++] = (ViewSeg){ k, end, o + zoom_edge(p->px, k), o + zoom_edge(p->px, end) };
    if (cut_end) {
        int d0 = o + zoom_edge(p->px, end);
        out[n++] = (ViewSeg){ end, end + 1, d0 > a0 ? d0 : a0, a1 };
    }
    return n;
}

/* The band holding block row by. */
static int view_band_of_row(const MazeView *v, int by)
{
    return by == 0 ? 0 : ((by - 1) / 2) >> v->tiles.shift;
}

/* Draws block rows y of band b (inside it) across the column runs xs:
 * from the band's texture, or from layer (a texture of the whole picture,
 * one texel a block) when not NULL. Either way the same texels go onto the
 * same pixels, so the renderer's scaling puts every block edge at the same
 * pixel for both. */
static void view_draw_band(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, int b, ViewSeg y,
                           const ViewSeg *xs, int nx, SDL_Texture *layer)
{
    TileRect bb = maze_view_band_blocks(v, b);
    int r0 = y.k0 > bb.y0 ? y.k0 : bb.y0, r1 = y.k1 < bb.y1 ? y.k1 : bb.y1;
    int d0 = p->y + zoom_edge(p->px, r0), d1 = p->y + zoom_edge(p->px, r1);
    d0 = d0 > y.d0 ? d0 : y.d0;
    d1 = d1 < y.d1 ? d1 : y.d1;
    if (!layer && v->bands[b].state != VIEW_BAND_LIVE) {
        SDL_Rect d = { xs[0].d0, d0, xs[nx - 1].d1 - xs[0].d0, d1 - d0 };
        SDL_RenderFillRect(r, &d);
        return;
    }
    int ox = layer ? 0 : bb.x0, oy = layer ? 0 : bb.y0;
    for (int i = 0; i < nx; i++) {
        SDL_Rect src = { xs[i].k0 - ox, r0 - oy, xs[i].k1 - xs[i].k0, r1 - r0 };
        SDL_Rect d = { xs[i].d0, d0, xs[i].d1 - xs[i].d0, d1 - d0 };
        SDL_RenderCopy(r, layer ? layer : v->bands[b].tex, &src, &d);
    }
}

/* Draws the picture's bands, or layer band by band (see view_draw_band). */
static void view_draw_bands(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, SDL_Texture *layer)
{
    ViewSeg xs[3], ys[3];
    int nx = view_segs(p, 0, xs), ny = view_segs(p, 1, ys);
    if (nx == 0 || ny == 0)
        return;
    /* Each band is stretched on its own: its rows land on whole pixels. */
    for (int j = 0; j < ny; j++)
        for (int b = view_band_of_row(v, ys[j].k0), last = view_band_of_row(v, ys[j].k1 - 1); b <= last; b++)
            view_draw_band(v, r, p, b, ys[j], xs, nx, layer);
}

void maze_view_draw(MazeView *v, SDL_Renderer *r, const ZoomPlace *p)
{
    if (v->shape) {
        shape_view_draw(v->shape, r, p);
        return;
    }
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    PalColor wall = palette_color(PAL_WALL);
    SDL_SetRenderDrawColor(r, wall.r, wall.g, wall.b, 255);
    view_draw_bands(v, r, p, NULL);
    SDL_SetRenderDrawBlendMode(r, mode);
}

void maze_view_draw_layer(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, SDL_Texture *layer)
{
    int w, h;
    if (v->shape)
        return;                 /* the layers are block pictures */
    if (SDL_QueryTexture(layer, NULL, NULL, &w, &h) != 0 || w != v->bw || h != v->bh)
        return;
    view_draw_bands(v, r, p, layer);
}

void maze_view_draw_path(MazeView *v, SDL_Renderer *r, const ZoomPlace *p, const uint32_t *cells,
                         size_t len)
{
    if (v->shape) {
        shape_view_draw_path(v->shape, r, p, cells, len);
        return;
    }
    if (!v->path)
        v->path = render_path_new();    /* none: drawn without the cache */
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    render_path_draw(v->path, r, (SDL_Rect){ p->x, p->y, p->w, p->h }, v->w, v->h, &v->gaps, cells, len);
    ui_sdl_clip_restore(r, was);
}
