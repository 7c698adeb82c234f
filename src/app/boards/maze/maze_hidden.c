/* maze_hidden.c - an algorithm's overlays over the maze picture, whatever
 * the algorithm.
 *
 * Two kinds of drawing:
 *   - a layer texture of one texel per block, like the maze picture, for
 *     the overlays that colour many cells (OV_SETS, OV_SHADES): repainted
 *     whole when the run moved (a join recolours a whole set, which no
 *     dirty list names), then drawn over the picture with alpha,
 *     transparent where it shows nothing; only while the picture has a
 *     pixel or more per block (shrunk further, colours of single cells
 *     cannot be told apart), and on big grids only when not animating fast:
 *     the repaint costs what the grid has cells; drawn band by band with
 *     the picture's own block edges (maze_view_draw_layer); shaded walls
 *     beside a coloured cell are left out of it and drawn as shapes with a
 *     black margin (maze_hidden_weights.c);
 *   - shapes drawn each frame for what is small (frames, arrows, dots,
 *     bars, rings, numbers: maze_hidden_shapes.c), only when cells are at
 *     least HIDDEN_MARK_MIN_PX apart, below which they would be a smudge
 *     (the cells' own colours still show a walk, a list or a queue). */
#include "boards/maze/maze_hidden.h"
#include "boards/maze/maze_hidden_shapes.h"
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
    const Run *run;
    const Algo *algo;
    uint64_t seed, steps;
    bool shown;             /* the layer holds something to draw */
    bool singles;           /* it holds cells not joined yet */
    HiddenWeights wt;       /* wall shades */
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

/* What painting the sets found. */
typedef struct SetPaint {
    bool sets, singles;
} SetPaint;

/* The layer's texel for the sets of cell i (0: transparent): its set's
 * colour, grey for a cell on its own, nothing for the cell the algorithm
 * works on (its own colour shows) or one outside any set. A set of one
 * cell with a passage (Eller's cell come down from the row above) is
 * joined to the maze already: it keeps its set's colour. */
static uint32_t hidden_set_texel(const Grid *g, uint32_t i, uint32_t id, uint32_t size, SetPaint *sp)
{
    if (id == 0 || g->mark[i] == MARK_CURRENT)
        return 0;
    if (size <= 1 && grid_degree(g, i) == 0) {
        sp->singles = true;
        return palette_argb(PAL_SET_ONE);
    }
    sp->sets = true;
    return palette_set_argb(id);
}

/* Paints the sets of overlay o into texels (rows `pitch` apart): each cell
 * and the open passages east and south to a cell of the same set, except a
 * passage into the current cell: the picture's own join shows there
 * (white), so that no set colour touches the current cell's (the two are
 * within 3:1 of each other). ids: 4 * w scratch entries (this row's set ids
 * and sizes, and the next row's). */
static SetPaint hidden_paint_sets(const Grid *g, const Overlay *o, uint32_t *tex, int pitch,
                                  uint32_t *ids)
{
    const uint32_t w = (uint32_t)g->w;
    uint32_t *cur = ids, *next = ids + w, *cur_n = ids + 2 * w, *next_n = ids + 3 * w;
    SetPaint sp = { false, false };
    for (uint32_t x = 0; x < w; x++)
        cur[x] = o->field(o->state, g, x, &cur_n[x]);
    for (int y = 0; y < g->h; y++) {
        uint32_t *row = tex + (size_t)(2 * y + 1) * (size_t)pitch, *below = row + pitch;
        const uint32_t i0 = (uint32_t)y * w;
        const bool last = y + 1 == g->h;
        for (uint32_t x = 0; !last && x < w; x++)
            next[x] = o->field(o->state, g, i0 + w + x, &next_n[x]);
        for (uint32_t x = 0; x < w; x++) {
            uint32_t i = i0 + x, id = cur[x];
            uint32_t c = hidden_set_texel(g, i, id, cur_n[x], &sp);
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
        t = cur_n;
        cur_n = next_n;
        next_n = t;
    }
    return sp;
}

/* Brings the layer in step with run's overlay o (OV_SETS or OV_SHADES;
 * repainted when the run moved). Returns false when there is nothing to
 * draw or SDL failed. */
static bool hidden_layer_sync(MazeHidden *h, const Run *run, const Overlay *o)
{
    const Grid *g = run->ctx.grid;
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    if (h->run == run && h->algo == run->algo && h->seed == run->seed && h->steps == run->steps &&
        h->lw == bw && h->lh == bh)
        return h->shown;
    h->run = run;
    h->algo = run->algo;
    h->seed = run->seed;
    h->steps = run->steps;
    h->shown = false;
    h->singles = false;
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
    if (o->shape == OV_SETS && o->field) {
        uint32_t *ids = malloc(4 * (size_t)g->w * sizeof *ids);
        SetPaint sp = ids ? hidden_paint_sets(g, o, pixels, p, ids) : (SetPaint){ false, false };
        free(ids);
        h->shown = sp.sets || sp.singles;
        h->singles = sp.singles;
    } else if (o->shape == OV_SHADES) {
        h->shown = maze_hidden_weights_paint(&h->wt, run, o, pixels, p);
    }
    SDL_UnlockTexture(h->layer);
    return h->shown;
}

/* ---- the legend and the drawing ------------------------------------------ */

static void hidden_legend_add(HiddenLegend *l, PalSlot role, const char *label)
{
    for (int k = 0; k < l->count; k++)
        if (l->item[k].role == role && l->item[k].label == label)
            return;
    if (l->count < OVERLAY_MAX + 1)
        l->item[l->count++] = (HiddenLegendItem){ role, label, false, 0 };
}

/* Draws the layer overlay o (sets or shades) and its legend lines. */
static void hidden_draw_layer(MazeHidden *h, MazeView *view, const ZoomPlace *p, const Run *run,
                              const Overlay *o, HiddenLegend *legend)
{
    bool drew = false;
    if (hidden_layer_sync(h, run, o)) {
        maze_view_draw_layer(view, h->r, p, h->layer);
        drew = true;
    }
    if (o->shape == OV_SHADES && maze_hidden_weights_draw_near(&h->wt, h->r, p, run->ctx.grid->w))
        drew = true;
    if (drew)
        hidden_legend_add(legend, o->role, o->label);
    if (drew && o->shape == OV_SETS && h->singles)
        hidden_legend_add(legend, PAL_SET_ONE, palette_label(PAL_SET_ONE));
}

void maze_hidden_draw(MazeHidden *h, Ui *ui, MazeView *view, const ZoomPlace *p, const Run *run,
                      const StepReport *report, bool fast, HiddenLegend *legend)
{
    legend->count = 0;
    OverlayList list;
    run_overlays(run, report, &list);
    if (list.count == 0)
        return;
    const Grid *g = run->ctx.grid;
    bool shapes = 2 * p->px >= HIDDEN_MARK_MIN_PX;
    bool layer = p->px >= 1 && !(fast && g->n > HIDDEN_FAST_CELLS) &&
                 grid_is_square(g);     /* the layers are block pictures */
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(h->r, &mode);
    SDL_SetRenderDrawBlendMode(h->r, SDL_BLENDMODE_BLEND);
    UiSdlClip was = ui_sdl_clip_to(h->r, p->area);
    for (int k = 0; k < list.count; k++) {
        const Overlay *o = &list.item[k];
        if (o->shape == OV_SETS || o->shape == OV_SHADES) {
            if (layer)
                hidden_draw_layer(h, view, p, run, o, legend);
        } else if (o->shape == OV_COUNTER) {
            if (legend->count < OVERLAY_MAX + 1)
                legend->item[legend->count++] = (HiddenLegendItem){ o->role, o->label, true, o->value };
        } else if (shapes && maze_hidden_shape(h->r, ui, p, g, o)) {
            hidden_legend_add(legend, o->role, o->label);
        }
    }
    ui_sdl_clip_restore(h->r, was);
    SDL_SetRenderDrawBlendMode(h->r, mode);
}

bool maze_hidden_draw_shapes(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const Overlay *const *list,
                             int count)
{
    if (2 * p->px < HIDDEN_MARK_MIN_PX)
        return false;
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    bool drew = false;
    for (int k = 0; k < count; k++)
        drew |= maze_hidden_shape(r, ui, p, g, list[k]);
    ui_sdl_clip_restore(r, was);
    SDL_SetRenderDrawBlendMode(r, mode);
    return drew;
}

bool maze_hidden_draw_focus(SDL_Renderer *r, const ZoomPlace *p, const Run *run, const StepReport *report)
{
    OverlayList list;
    const Overlay *focus[OVERLAY_MAX];
    int n = 0;
    run_overlays(run, report, &list);
    for (int k = 0; k < list.count; k++)
        if (list.item[k].role == PAL_FOCUS)
            focus[n++] = &list.item[k];
    return maze_hidden_draw_shapes(r, NULL, p, run->ctx.grid, focus, n);
}
