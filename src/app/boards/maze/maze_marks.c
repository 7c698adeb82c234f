/* maze_marks.c - the ends' markers and mud's texture over the maze picture
 * (maze_marks.h). Both keep palette.c's contrast rules: a marker is
 * outlined in black and its letter is white; the stripes are white, and
 * every colour a mud cell can have (mud, the trail's) is 3:1 from white. */
#include "boards/maze/maze_marks.h"

#include <math.h>

#include "maze/weights.h"
#include "ui/ui_sdl.h"

enum { MARK_DISC_SEGMENTS = 24 };
#define MARK_TAU 6.28318530717958647692f

static SDL_Color marks_color(PalSlot s)
{
    PalColor c = palette_color(s);
    return (SDL_Color){ c.r, c.g, c.b, 255 };
}

/* The screen rectangle of cell i's block. */
static SDL_Rect marks_cell(const ZoomPlace *p, const Grid *g, uint32_t i)
{
    int bx = 2 * (int)(i % (uint32_t)g->w) + 1, by = 2 * (int)(i / (uint32_t)g->w) + 1;
    int l = p->x + zoom_edge(p->px, bx), t = p->y + zoom_edge(p->px, by);
    return (SDL_Rect){ l, t, p->x + zoom_edge(p->px, bx + 1) - l, p->y + zoom_edge(p->px, by + 1) - t };
}

PalSet maze_marks_mud(SDL_Renderer *r, const ZoomPlace *p, const Grid *g, const uint8_t *cost)
{
    if (!cost || p->px < MAZE_MUD_STRIPES_PX)
        return 0;
    int bx0, bx1, by0, by1;
    zoom_visible(p, 0, &bx0, &bx1);
    zoom_visible(p, 1, &by0, &by1);
    int x0 = bx0 > 0 ? (bx0 - 1) / 2 : 0, x1 = bx1 / 2 < g->w ? bx1 / 2 : g->w - 1;
    int y0 = by0 > 0 ? (by0 - 1) / 2 : 0, y1 = by1 / 2 < g->h ? by1 / 2 : g->h - 1;
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    PalColor w = palette_color(PAL_PASSAGE);
    SDL_SetRenderDrawColor(r, w.r, w.g, w.b, 255);
    int thick = p->px >= 12 ? 2 : 1;
    PalSet seen = 0;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            uint32_t i = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
            if (cost[i] <= WEIGHT_PLAIN)
                continue;
            SDL_Rect c = marks_cell(p, g, i);
            /* three stripes rising to the right: a texture, not a fill */
            for (int k = 0; k < 3; k++)
                for (int t = 0; t < thick; t++) {
                    int e = c.w - 1, a = 2 * e * (k + 1) / 4 + t;
                    int ax = a <= e ? c.x : c.x + a - e, ay = a <= e ? c.y + a : c.y + e;
                    int bx = a <= e ? c.x + a : c.x + e, by = a <= e ? c.y : c.y + a - e;
                    SDL_RenderDrawLine(r, ax, ay, bx, by);
                }
            seen = 1u << PAL_MUD;
        }
    ui_sdl_clip_restore(r, was);
    return seen;
}

/* A ring from radius r0 to r1 around (cx, cy) in colour c (r0 = 0: a disc). */
static void marks_ring(SDL_Renderer *r, float cx, float cy, float r0, float r1, SDL_Color c)
{
    SDL_Vertex v[6 * MARK_DISC_SEGMENTS];
    for (int k = 0; k < MARK_DISC_SEGMENTS; k++) {
        float a0 = MARK_TAU * (float)k / MARK_DISC_SEGMENTS, a1 = MARK_TAU * (float)(k + 1) / MARK_DISC_SEGMENTS;
        SDL_FPoint i0 = { cx + r0 * cosf(a0), cy + r0 * sinf(a0) }, i1 = { cx + r0 * cosf(a1), cy + r0 * sinf(a1) };
        SDL_FPoint o0 = { cx + r1 * cosf(a0), cy + r1 * sinf(a0) }, o1 = { cx + r1 * cosf(a1), cy + r1 * sinf(a1) };
        SDL_Vertex *q = &v[6 * k];
        q[0] = (SDL_Vertex){ i0, c, { 0, 0 } };
        q[1] = (SDL_Vertex){ o0, c, { 0, 0 } };
        q[2] = (SDL_Vertex){ o1, c, { 0, 0 } };
        q[3] = (SDL_Vertex){ i0, c, { 0, 0 } };
        q[4] = (SDL_Vertex){ o1, c, { 0, 0 } };
        q[5] = (SDL_Vertex){ i1, c, { 0, 0 } };
    }
    SDL_RenderGeometry(r, NULL, v, 6 * MARK_DISC_SEGMENTS, NULL, 0);
}

/* One marker: role s centred at (cx, cy). A ring, so the cell's own
 * colour (heat, dead end, the trail) still shows through its middle; its
 * letter in a small disc on the ring's upper right, where it fits. */
static void marks_one(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, float cx, float cy, PalSlot s,
                      const char *letter)
{
    float rad = (float)maze_grip_radius(p), rim = rad / 8 > 1.5f ? rad / 8 : 1.5f;
    float hole = 0.55f * rad;
    marks_ring(r, cx, cy, hole - rim, rad + rim, marks_color(PAL_WALL));
    marks_ring(r, cx, cy, hole, rad, marks_color(s));
    if (!ui)
        return;
    int lh = ui->line_h[UI_FONT_SMALL], tw = ui->text_width(ui->text_ctx, UI_FONT_SMALL, letter);
    float br = 0.6f * (float)lh, bx = cx + 0.7071f * rad, by = cy - 0.7071f * rad;
    int x = (int)lroundf(bx) - tw / 2, y = (int)lroundf(by) - lh / 2;
    if (rad >= (float)lh && ui_inside(p->area, x, y) && ui_inside(p->area, x + tw, y + lh)) {
        marks_ring(r, bx, by, 0, br + rim, marks_color(PAL_WALL));
        marks_ring(r, bx, by, 0, br, marks_color(s));
        PalColor w = palette_color(PAL_PASSAGE);
        ui_draw_text(ui, UI_FONT_SMALL, x, y, (UiColor){ w.r, w.g, w.b, 255 }, letter);
    }
}

PalSet maze_marks_ends(SDL_Renderer *r, Ui *ui, const ZoomPlace *p, const Grid *g, const MazeGrip *grip)
{
    UiSdlClip was = ui_sdl_clip_to(r, p->area);
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    PalSet seen = 0;
    for (int e = 0; e < 2; e++) {           /* the goal last: on top, as the grip picks it */
        bool held = grip->kind == MAZE_GRIP_END && grip->goal == (e == 1);
        SDL_Rect c = marks_cell(p, g, e ? g->ends.goal : g->ends.start);
        float cx = held ? (float)grip->mx : c.x + c.w / 2.0f, cy = held ? (float)grip->my : c.y + c.h / 2.0f;
        marks_one(r, ui, p, cx, cy, e ? PAL_GOAL : PAL_START, e ? "G" : "S");
        seen |= 1u << (e ? PAL_GOAL : PAL_START);
    }
    SDL_SetRenderDrawBlendMode(r, mode);
    ui_sdl_clip_restore(r, was);
    return seen;
}
