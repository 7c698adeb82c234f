/* mines_view.c - the board's pixels. */
#include "boards/mines/mines_view.h"

#include <stdlib.h>

#include "boards/board_panel.h"
#include "boards/mines/mines_hint_view.h"
#include "boards/mines/mines_moves.h"
#include "boards/mines/mines_tiles.h"
#include "ui/ui_sdl.h"

struct MinesView {
    SDL_Renderer *r;
    SDL_Texture *tiles;         /* MINES_TILE_COUNT tiles of cell x cell */
    int cell;                   /* the size tiles was painted for */
    SDL_Texture *faces;         /* MINES_FACE_COUNT faces of face x face */
    int face;                   /* the size faces was painted for */
    BoardZoom zoom;             /* the board's zoom and pan */
    MinesLayout last;           /* the last mines_view_zoomed */
};

enum { MINES_VIEW_MAX_CELL = 52 };  /* at scale 1: a 9 x 9 board stays calm */

MinesView *mines_view_new(SDL_Renderer *r)
{
    MinesView *v = calloc(1, sizeof *v);
    if (v)
        v->r = r;
    return v;
}

void mines_view_free(MinesView *v)
{
    if (!v)
        return;
    if (v->tiles)
        SDL_DestroyTexture(v->tiles);
    if (v->faces)
        SDL_DestroyTexture(v->faces);
    free(v);
}

static int mines_view_header_h(const Ui *ui)
{
    return ui->line_h[UI_FONT_TITLE] + ui_px(ui, 16);
}

MinesLayout mines_view_layout(const Ui *ui, const App *app, UiRect area)
{
    const MinesBoard *b = mines_of(app)->board;
    return mines_layout_fit(area, b->w, b->h, ui_px(ui, MINES_VIEW_MAX_CELL), mines_view_header_h(ui),
                            ui_px(ui, 4));
}

MinesLayout mines_view_zoomed(MinesView *v, Ui *ui, App *app, UiRect area)
{
    const MinesBoard *b = mines_of(app)->board;
    int header = mines_view_header_h(ui), frame = ui_px(ui, 4);
    ZoomLimits lim = mines_layout_limits(ui_px(ui, MINES_VIEW_MAX_CELL));
    ZoomPlace p = board_panel_zoom(&v->zoom, ui, app, mines_layout_room(area, header, frame), b->w, b->h,
                                   &lim, true);
    v->last = mines_layout_at(&p, header, frame);
    return v->last;
}

MinesLayout mines_view_last(const MinesView *v)
{
    return v->last;
}

/* Makes *tex from what paint(side) paints, unless it was made at that
 * side already (*made). */
static bool mines_view_texture(SDL_Renderer *r, SDL_Texture **tex, int *made, int side,
                               SDL_Surface *(*paint)(int))
{
    if (*tex && *made == side)
        return true;
    SDL_Surface *s = paint(side);
    if (!s)
        return false;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (!t)
        return false;
    if (*tex)
        SDL_DestroyTexture(*tex);
    *tex = t;
    *made = side;
    return true;
}

static void mines_view_color(SDL_Renderer *r, PalSlot s, Uint8 alpha)
{
    PalColor c = palette_color(s);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, alpha);
}

/* An outline of thickness t inside rect. */
static void mines_view_outline(SDL_Renderer *r, SDL_Rect rc, int t)
{
    SDL_Rect e[4] = {
        { rc.x, rc.y, rc.w, t }, { rc.x, rc.y + rc.h - t, rc.w, t },
        { rc.x, rc.y, t, rc.h }, { rc.x + rc.w - t, rc.y, t, rc.h },
    };
    SDL_RenderFillRects(r, e, 4);
}

/* The sunken frame round the cells on screen: shadow on the top and left,
 * light on the bottom and right. */
static void mines_view_frame(SDL_Renderer *r, const MinesLayout *l)
{
    int f = l->frame, x = l->view.x, y = l->view.y, w = l->view.w, h = l->view.h;
    SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
    SDL_Rect lit[2] = { { x - f, y + h, w + 2 * f, f }, { x + w, y - f, f, h + 2 * f } };
    SDL_RenderFillRects(r, lit, 2);
    SDL_SetRenderDrawColor(r, 123, 123, 123, 255);
    SDL_Rect dark[2] = { { x - f, y - f, w + 2 * f - 1, f }, { x - f, y - f, f, h + 2 * f - 1 } };
    SDL_RenderFillRects(r, dark, 2);
}

static SDL_Rect mines_view_cell(const MinesLayout *l, uint32_t i)
{
    UiRect c = mines_layout_cell(l, (int)(i % (uint32_t)l->cols), (int)(i / (uint32_t)l->cols));
    return (SDL_Rect){ c.x, c.y, c.w, c.h };
}

/* The queue: every waiting cell tinted, the next one ringed. */
static void mines_view_queue(SDL_Renderer *r, const MinesBoard *b, const MinesLayout *l)
{
    const uint32_t *q;
    size_t n = mines_pending(b, &q);
    if (n == 0)
        return;
    mines_view_color(r, MINES_QUEUE_SLOT, 150);
    for (size_t k = 0; k < n; k++) {
        SDL_Rect c = mines_view_cell(l, q[k]);
        SDL_RenderFillRect(r, &c);
    }
    mines_view_color(r, MINES_NEXT_SLOT, 255);
    mines_view_outline(r, mines_view_cell(l, q[0]), l->cell / 8 > 2 ? l->cell / 8 : 2);
}

/* The safe zone: the first click and its neighbours, outlined. */
static void mines_view_safe(SDL_Renderer *r, const MinesBoard *b, const MinesLayout *l)
{
    if (b->first_click == MINES_NONE)
        return;
    int fx = (int)(b->first_click % (uint32_t)b->w), fy = (int)(b->first_click / (uint32_t)b->w);
    int x0 = fx > 0 ? fx - 1 : 0, y0 = fy > 0 ? fy - 1 : 0;
    int x1 = fx + 1 < b->w ? fx + 1 : fx, y1 = fy + 1 < b->h ? fy + 1 : fy;
    UiRect a = mines_layout_cell(l, x0, y0), z = mines_layout_cell(l, x1, y1);
    SDL_Rect zone = { a.x, a.y, z.x + z.w - a.x, z.y + z.h - a.y };
    mines_view_color(r, MINES_SAFE_SLOT, 60);
    SDL_RenderFillRect(r, &zone);
    mines_view_color(r, MINES_SAFE_SLOT, 255);
    mines_view_outline(r, zone, l->cell / 8 > 2 ? l->cell / 8 : 2);
}

bool mines_view_draw(MinesView *v, App *app, const MinesLayout *l)
{
    const MinesBoard *b = mines_of(app)->board;
    SDL_Renderer *r = v->r;
    if (!mines_view_texture(r, &v->tiles, &v->cell, l->cell, mines_tiles_paint)) {
        app_status(app, "Cannot draw the board: %s", SDL_GetError());
        return false;
    }
    mines_view_frame(r, l);
    if (l->view.w <= 0 || l->view.h <= 0)
        return true;
    /* Only the cells on screen; one cut by the view's edge is clipped
     * (a copy at its own size: clipping drops pixels, never resamples). */
    UiSdlClip was = ui_sdl_clip_to(r, l->view);
    int x0 = (l->view.x - l->x) / l->cell, x1 = (l->view.x + l->view.w - 1 - l->x) / l->cell;
    int y0 = (l->view.y - l->y) / l->cell, y1 = (l->view.y + l->view.h - 1 - l->y) / l->cell;
    SDL_Rect src = { 0, 0, l->cell, l->cell };
    for (int cy = y0; cy <= y1; cy++)
        for (int cx = x0; cx <= x1; cx++) {
            uint32_t i = (uint32_t)cy * (uint32_t)b->w + (uint32_t)cx;
            SDL_Rect dst = mines_view_cell(l, i);
            MinesTile t = mines_tile_for(b, i, false);
            if (t == MINES_TILE_CLOSED && mines_moves_marked(app, i))
                t = MINES_TILE_MARK;
            src.x = (int)t * l->cell;
            SDL_RenderCopy(r, v->tiles, &src, &dst);
        }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    if (mines_set(app)->show_safe)
        mines_view_safe(r, b, l);
    if (mines_set(app)->show_queue)
        mines_view_queue(r, b, l);
    ui_sdl_clip_restore(r, was);
    mines_hint_view_draw(r, app, l);
    return true;
}

void mines_view_face(MinesView *v, UiRect r, MinesFace face)
{
    if (r.w <= 0 || !mines_view_texture(v->r, &v->faces, &v->face, r.w, mines_face_paint))
        return;
    SDL_Rect src = { (int)face * r.w, 0, r.w, r.w }, dst = { r.x, r.y, r.w, r.w };
    SDL_RenderCopy(v->r, v->faces, &src, &dst);
}
