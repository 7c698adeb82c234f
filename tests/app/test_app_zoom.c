/* test_app_zoom.c - fit, zoom and pan of the maze and the Minesweeper board:
 *   - the arithmetic (ui/zoom.h): the fit fills its area within a pixel at
 *     non-integer scales; every unit is floor(px) or ceil(px) pixels, never
 *     0; the wheel keeps the unit under the pointer; a pan moves the
 *     picture by the drag; the fit comes back; Minesweeper stays whole;
 *   - the maze's pixels on an SDL software renderer at several scales:
 *     every block row and column of the maze shows as a pixel row and
 *     column with every block of it at least a pixel wide; zoomed in, cut at
 *     the area's edges, nothing is drawn outside the area;
 *   - the window (app_view_frame) with synthetic SDL events through
 *     input_handle: the wheel zooms at the pointer, a left drag pans, the 0
 *     key and the Fit button return to the fit; on Minesweeper a Ctrl+drag
 *     pans without opening a cell, and plain clicks still open and flag the
 *     cell under the pointer once zoomed;
 *   - compare mode's four panes, linked: wheel notches over pane B zoom
 *     every pane alike with the cell under the pointer kept under it (and
 *     at the same spot of every other pane), every visible block of every
 *     pane drawn in its own maze's colour (walls at least a pixel), a drag
 *     over pane C pans all four, and 0 returns every pane to its fit. */
#include "harness.h"

#include "model/app_life.h"

#include <math.h>
#include <string.h>

#include <SDL.h>

#include "boards/boards.h"
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/mines/mines_board.h"
#include "boards/mines/mines_settings.h"
#include "boards/mines/mines_layout.h"
#include "boards/mines/mines_view.h"
#include "shell/app_view.h"
#include "shell/input.h"
#include "app_rig.h"
#include "maze/palette.h"
#include "ui/zoom.h"

enum { SCREEN_W = RIG_SCREEN_W, SCREEN_H = RIG_SCREEN_H };

static const ZoomLimits maze_lim = { .min_px = 1, .fit_max_px = 1e9, .max_px = 64 };

/* ---- arithmetic ---------------------------------------------------------- */

static void test_fit_fills_area(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 21, 11 }, { 321, 201 }, { 201, 201 }, { 61, 41 }, { 801, 601 } };
    static const UiRect areas[] = { { 12, 12, 916, 738 }, { 0, 0, 427, 287 }, { 5, 7, 1000, 500 } };
    int fractional = 0;
    for (size_t a = 0; a < sizeof areas / sizeof areas[0]; a++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            Zoom z = { 0 };
            UiRect ar = areas[a];
            ZoomPlace p = zoom_place(&z, ar, sizes[s][0], sizes[s][1], &maze_lim);
            if (p.px <= 1.0)
                continue;               /* too large: a pixel a block, it pans */
            fractional += p.px != floor(p.px);
            assert_true(p.w <= ar.w && p.h <= ar.h);
            assert_true(ar.w - p.w <= 1 || ar.h - p.h <= 1);     /* fills one way */
            int left = p.x - ar.x, right = ar.x + ar.w - (p.x + p.w);
            int top = p.y - ar.y, bottom = ar.y + ar.h - (p.y + p.h);
            assert_true(abs(left - right) <= 1 && abs(top - bottom) <= 1);
        }
    assert_true(fractional >= 5);
}

static void test_units_never_vanish(void **state)
{
    (void)state;
    static const double scales[] = { 1.0, 1.07, 1.5, 2.85, 3.333333, 7.25, 12.0 };
    for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
        double px = scales[s];
        for (int k = 0; k < 5000; k++) {
            int w = zoom_edge(px, k + 1) - zoom_edge(px, k);
            assert_true(w >= 1);
            assert_true(w == (int)floor(px) || w == (int)ceil(px));
        }
        assert_int_equal(zoom_edge(px, 3000), (int)floor(3000 * px + 1e-9));
    }
}

/* Zoomed in, then out, at many pointers: the unit under each stays. */
static void test_wheel_keeps_the_unit_under_the_pointer(void **state)
{
    (void)state;
    UiRect area = { 12, 12, 916, 738 };
    int checked = 0;
    for (int my = area.y; my < area.y + area.h; my += 37)
        for (int mx = area.x; mx < area.x + area.w; mx += 41) {
            static const int notches[] = { 1, 3, 2, -1, 4, -2, -3 };
            Zoom z = { 0 };
            ZoomPlace p = zoom_place(&z, area, 321, 201, &maze_lim);
            int ux, uy;
            if (!zoom_hit(&p, mx, my, &ux, &uy))
                continue;
            for (size_t n = 0; n < sizeof notches / sizeof notches[0]; n++) {
                double was = z.last.px;
                zoom_wheel(&z, mx, my, notches[n], &maze_lim);
                p = zoom_place(&z, area, 321, 201, &maze_lim);
                if (p.px == p.fit_px)
                    break;              /* back at the fit: centred again */
                assert_true(notches[n] > 0 ? p.px > was : p.px < was);
                int vx, vy;
                assert_true(zoom_hit(&p, mx, my, &vx, &vy));
                if (vx != ux || vy != uy)
                    fail_msg("at (%d,%d) after %d notches: unit %d,%d became %d,%d", mx, my,
                             notches[n], ux, uy, vx, vy);
                checked++;
            }
        }
    assert_true(checked > 500);
}

static void test_pan_follows_the_drag_and_fit_returns(void **state)
{
    (void)state;
    UiRect area = { 12, 12, 916, 738 };
    Zoom z = { 0 };
    ZoomPlace fit = zoom_place(&z, area, 321, 201, &maze_lim);
    zoom_pan(&z, 30, 20);               /* the whole picture shows: nothing to pan */
    ZoomPlace p = zoom_place(&z, area, 321, 201, &maze_lim);
    assert_true(zoom_is_fit(&z));
    assert_int_equal(p.x, fit.x);
    zoom_wheel(&z, 400, 300, 3, &maze_lim);
    ZoomPlace a = zoom_place(&z, area, 321, 201, &maze_lim);
    zoom_pan(&z, 37, -23);
    ZoomPlace b = zoom_place(&z, area, 321, 201, &maze_lim);
    assert_int_equal(b.x, a.x + 37);
    assert_int_equal(b.y, a.y - 23);
    assert_true(b.px == a.px);
    /* Panned far away, the picture still covers the area's middle. */
    zoom_pan(&z, 100000, -100000);
    b = zoom_place(&z, area, 321, 201, &maze_lim);
    assert_true(b.x <= area.x + area.w / 2 && b.x + b.w > area.x + area.w / 2);
    assert_true(b.y <= area.y + area.h / 2 && b.y + b.h > area.y + area.h / 2);
    zoom_fit(&z);
    p = zoom_place(&z, area, 321, 201, &maze_lim);
    assert_true(p.px == fit.px && p.x == fit.x && p.y == fit.y && p.w == fit.w && p.h == fit.h);
    /* A new picture size starts at its fit. */
    zoom_wheel(&z, 400, 300, 2, &maze_lim);
    p = zoom_place(&z, area, 121, 81, &maze_lim);
    assert_true(zoom_is_fit(&z));
    assert_true(p.px == p.fit_px);
}

static void test_whole_pixels_for_mines(void **state)
{
    (void)state;
    ZoomLimits lim = mines_layout_limits(52);
    UiRect area = { 16, 80, 908, 650 };
    Zoom z = { 0 };
    ZoomPlace p = zoom_place(&z, area, 100, 100, &lim);
    assert_true(p.px == 6);                 /* 650 / 100, whole */
    for (int k = 0; k < 8; k++) {
        double was = p.px;
        zoom_wheel(&z, 500, 400, 1, &lim);
        p = zoom_place(&z, area, 100, 100, &lim);
        assert_true(p.px == floor(p.px));
        assert_true(p.px > was);
    }
    for (int k = 0; k < 30; k++) {
        zoom_wheel(&z, 500, 400, 1, &lim);
        p = zoom_place(&z, area, 100, 100, &lim);
    }
    assert_true(p.px == 3 * 52);            /* the wheel's most */
    for (int k = 0; k < 30; k++) {
        zoom_wheel(&z, 500, 400, -1, &lim);
        p = zoom_place(&z, area, 100, 100, &lim);
    }
    assert_true(zoom_is_fit(&z) && p.px == 6);
}

/* ---- the maze's pixels ----------------------------------------------------- */

typedef struct Canvas {
    SDL_Surface *s;
    SDL_Renderer *r;
} Canvas;

static uint32_t surface_pixel(const SDL_Surface *s, int x, int y)
{
    const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
    return row[x] | 0xff000000u;
}

/* The colour of block (bx, by) of the picture of g. */
static uint32_t block_argb(const Grid *g, int bx, int by)
{
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    bool open;
    if (by == 0)
        open = bx == 1;
    else if (by == bh - 1)
        open = bx == bw - 2;
    else if (bx == 0 || bx == bw - 1 || (bx % 2 == 0 && by % 2 == 0))
        open = false;
    else {
        uint32_t i = (uint32_t)((by - 1) / 2) * (uint32_t)g->w + (uint32_t)((bx - 1) / 2);
        open = (bx % 2 == 1 && by % 2 == 1) || grid_is_open(g, i, bx % 2 == 0 ? DIR_E : DIR_S);
    }
    return palette_argb(open ? PAL_PASSAGE : PAL_WALL);
}

/* True when the n pixels (step apart from pix) show the blocks' colours in
 * blocks[0..nb) as runs, each block at least one pixel: the same sequence
 * of colour runs, every run at least as many pixels as it has blocks. */
static bool runs_match(const uint32_t *pix, int n, const uint32_t *blocks, int nb)
{
    int i = 0, j = 0;
    while (i < n && j < nb) {
        uint32_t c = blocks[j];
        int pr = 0, br = 0;
        while (i < n && pix[i] == c)
            i++, pr++;
        while (j < nb && blocks[j] == c)
            j++, br++;
        if (pr < br)
            return false;
    }
    return i == n && j == nb;
}

/* Draws g's picture at its fit in a w x h area (at 3,3 of a larger canvas)
 * and checks every block row and column shows whole. */
static void check_scale(const Grid *g, MazeView *v, Canvas *c, int w, int h)
{
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    SDL_SetRenderDrawColor(c->r, 128, 128, 128, 255);
    SDL_RenderClear(c->r);
    ZoomPlace p = maze_view_place(v, (SDL_Rect){ 3, 3, w, h });
    maze_view_draw(v, c->r, &p);
    SDL_RenderFlush(c->r);
    uint32_t blocks[512], pix[2048];
    /* Every block row shows as some pixel row, and each pixel row is a block row. */
    bool *seen = calloc((size_t)bh, sizeof *seen);
    for (int y = p.y; y < p.y + p.h; y++) {
        for (int x = 0; x < p.w; x++)
            pix[x] = surface_pixel(c->s, p.x + x, y);
        bool any = false;
        for (int by = 0; by < bh; by++) {
            for (int bx = 0; bx < bw; bx++)
                blocks[bx] = block_argb(g, bx, by);
            if (runs_match(pix, p.w, blocks, bw))
                any = seen[by] = true;
        }
        if (!any)
            fail_msg("at %.3f px a block, pixel row %d matches no block row", p.px, y - p.y);
    }
    for (int by = 0; by < bh; by++)
        if (!seen[by])
            fail_msg("at %.3f px a block, block row %d is not drawn whole", p.px, by);
    free(seen);
    seen = calloc((size_t)bw, sizeof *seen);
    for (int x = p.x; x < p.x + p.w; x++) {
        for (int y = 0; y < p.h; y++)
            pix[y] = surface_pixel(c->s, x, p.y + y);
        for (int bx = 0; bx < bw; bx++) {
            for (int by = 0; by < bh; by++)
                blocks[by] = block_argb(g, bx, by);
            if (runs_match(pix, p.h, blocks, bh))
                seen[bx] = true;
        }
    }
    for (int bx = 0; bx < bw; bx++)
        if (!seen[bx])
            fail_msg("at %.3f px a block, block column %d is not drawn whole", p.px, bx);
    free(seen);
}

static void test_every_wall_at_several_scales(void **state)
{
    (void)state;
    enum { W = 40, H = 36 };                /* 81 x 73 blocks: three bands */
    Canvas c;
    c.s = SDL_CreateRGBSurfaceWithFormat(0, 1000, 1000, 32, SDL_PIXELFORMAT_ARGB8888);
    c.r = SDL_CreateSoftwareRenderer(c.s);
    assert_non_null(c.r);
    GenRun *run = test_generate(gen_find("kruskal"), 0, W, H, 9, SIZE_MAX);
    MazeView *v = maze_view_new(c.r, W, H);
    MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
    assert_true(maze_view_update(v, &look, NULL, 0));
    static const double scales[] = { 1.0, 1.2, 1.5, 2.0, 2.6, 3.37, 5.9 };
    for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
        int w = (int)(81 * scales[s]), h = 990;     /* the width decides */
        check_scale(&run->grid, v, &c, w, h);
    }
    maze_view_free(v);
    run_free(run);
    SDL_DestroyRenderer(c.r);
    SDL_FreeSurface(c.s);
}

/* Zoomed in with the picture cut at all four sides: the area is covered,
 * nothing outside it is drawn, and each whole block's middle pixel has the
 * block's colour. */
static void test_zoomed_cut_at_the_edges(void **state)
{
    (void)state;
    enum { W = 60, H = 50, M = 20 };
    Canvas c;
    c.s = SDL_CreateRGBSurfaceWithFormat(0, 400 + 2 * M, 300 + 2 * M, 32, SDL_PIXELFORMAT_ARGB8888);
    c.r = SDL_CreateSoftwareRenderer(c.s);
    GenRun *run = test_generate(gen_find("prim"), 0, W, H, 3, SIZE_MAX);
    MazeView *v = maze_view_new(c.r, W, H);
    MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
    assert_true(maze_view_update(v, &look, NULL, 0));
    UiRect area = { M, M, 400, 300 };
    Zoom z = { 0 };
    zoom_place(&z, area, 2 * W + 1, 2 * H + 1, maze_view_limits());
    static const int notches[] = { 2, 3, 5, 9 };
    for (size_t n = 0; n < sizeof notches / sizeof notches[0]; n++) {
        zoom_wheel(&z, M + 133, M + 171, notches[n] - (n ? notches[n - 1] : 0), maze_view_limits());
        ZoomPlace p = zoom_place(&z, area, 2 * W + 1, 2 * H + 1, maze_view_limits());
        assert_true(p.x < area.x && p.y < area.y && p.x + p.w > area.x + area.w && p.y + p.h > area.y + area.h);
        SDL_SetRenderDrawColor(c.r, 128, 128, 128, 255);
        SDL_RenderClear(c.r);
        maze_view_draw(v, c.r, &p);
        SDL_RenderFlush(c.r);
        for (int y = 0; y < c.s->h; y++)
            for (int x = 0; x < c.s->w; x++) {
                bool in = ui_inside(area, x, y);
                if ((surface_pixel(c.s, x, y) == 0xff808080u) == in)
                    fail_msg("%.2f px: (%d,%d) is %s", p.px, x, y, in ? "not drawn" : "drawn outside");
            }
        int bx0, bx1, by0, by1;
        zoom_visible(&p, 0, &bx0, &bx1);
        zoom_visible(&p, 1, &by0, &by1);
        for (int by = by0 + 1; by < by1 - 1; by++)
            for (int bx = bx0 + 1; bx < bx1 - 1; bx++) {
                int x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
                int y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
                assert_int_equal(surface_pixel(c.s, x, y), block_argb(&run->grid, bx, by));
            }
    }
    maze_view_free(v);
    run_free(run);
    SDL_DestroyRenderer(c.r);
    SDL_FreeSurface(c.s);
}

/* ---- the window, through SDL events ---------------------------------------- */

static Rig *rig_new(const char *mines, int w, int h)
{
    static Rig rig;
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    set.seed = 11;
    maze_settings(&set)->w = w;
    maze_settings(&set)->h = h;
    set.speed = mines ? 0 : 1.0;            /* the maze at once; cascades only when stepped */
    if (mines) {
        assert_true(mines_settings_parse_board(mines, mines_settings(&set)));
        set.start_board = APP_BOARD_MINES;
    }
    rig_open(&rig, &set);
    input_frame_begin(&rig.view.ui);
    for (int k = 0; k < 100000 && !app_settled(&rig.app); k++)
        app_advance(&rig.app, 0.016, 50);
    assert_true(app_settled(&rig.app));
    return &rig;
}

static void rig_free(Rig *r)
{
    rig_close(r);
    SDL_SetModState(KMOD_NONE);
}

static void rig_frame(Rig *r)
{
    app_view_frame(&r->view, &r->app);
    SDL_RenderFlush(r->r);
    input_frame_begin(&r->view.ui);
}

static void send(Rig *r, SDL_Event e)
{
    input_handle(&e, &r->app, &r->view.ui, 1.0);
}

static void move_to(Rig *r, int x, int y)
{
    send(r, (SDL_Event){ .motion = { .type = SDL_MOUSEMOTION, .x = x, .y = y } });
}

static void wheel(Rig *r, int x, int y, int notches)
{
    move_to(r, x, y);
    send(r, (SDL_Event){ .wheel = { .type = SDL_MOUSEWHEEL, .y = notches, .direction = SDL_MOUSEWHEEL_NORMAL } });
    rig_frame(r);
}

static void button(Rig *r, int x, int y, Uint8 b, bool down)
{
    SDL_Event e = { .button = { .type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP, .button = b, .x = x, .y = y } };
    send(r, e);
}

/* A drag with button b from (x, y) by (dx, dy), over three frames. */
static void drag(Rig *r, int x, int y, int dx, int dy, Uint8 b)
{
    move_to(r, x, y);
    button(r, x, y, b, true);
    rig_frame(r);
    move_to(r, x + dx / 2, y + dy / 2);
    rig_frame(r);
    move_to(r, x + dx, y + dy);
    button(r, x + dx, y + dy, b, false);
    rig_frame(r);
}

static void key(Rig *r, SDL_Keycode k)
{
    send(r, (SDL_Event){ .key = { .type = SDL_KEYDOWN, .keysym = { .sym = k } } });
    rig_frame(r);
}

static uint32_t rig_pixel(const Rig *r, int x, int y)
{
    return surface_pixel(r->s, x, y);
}

static ZoomPlace maze_place(const Rig *r)
{
    return ((MazeBoardView *)r->view.board[APP_BOARD_MAZE])->zoom.zoom.last;
}

/* The maze cell under pixel (x, y), or -1 off the cells. */
static long maze_cell_at(const Rig *r, int x, int y)
{
    ZoomPlace p = maze_place(r);
    int bx, by;
    if (!zoom_hit(&p, x, y, &bx, &by) || bx % 2 == 0 || by % 2 == 0)
        return -1;
    return (long)(by / 2) * maze_set(&r->app)->w + bx / 2;
}

static void test_window_maze_zoom_pan_fit(void **state)
{
    (void)state;
    Rig *r = rig_new(NULL, 160, 100);       /* the Large preset */
    rig_frame(r);
    /* The picture is painted within a budget a frame: wait until it is whole
     * (a loaded machine may need several frames). */
    for (int k = 0; k < 1000 && app_view_pending(&r->view, &r->app); k++)
        rig_frame(r);
    assert_false(app_view_pending(&r->view, &r->app));
    SDL_Rect a = app_view_maze_area(&r->view, &r->app, SCREEN_W, SCREEN_H);
    ZoomPlace fit = maze_place(r);
    /* It fills what the teaching strip leaves of the maze area (321 x 201
     * blocks): the tighter axis within a pixel, at a non-integer scale. */
    UiRect pa = fit.area;
    assert_true(pa.x >= a.x && pa.y >= a.y && pa.x + pa.w <= a.x + a.w && pa.y + pa.h <= a.y + a.h);
    double want = pa.w / 321.0 < pa.h / 201.0 ? pa.w / 321.0 : pa.h / 201.0;
    assert_float_equal(fit.px, want, 1e-9);
    assert_true(fit.px > 2.0 && fit.px != (int)fit.px);
    assert_true(pa.w - fit.w <= 1 || pa.h - fit.h <= 1);
    /* The wheel at a cell's middle zooms there: the cell stays under it. */
    int mx = fit.x + (zoom_edge(fit.px, 61) + zoom_edge(fit.px, 62)) / 2;
    int my = fit.y + (zoom_edge(fit.px, 41) + zoom_edge(fit.px, 42)) / 2;
    long cell = maze_cell_at(r, mx, my);
    assert_int_equal(cell, 20 * 160 + 30);
    uint32_t colour = rig_pixel(r, mx, my);
    wheel(r, mx, my, 3);
    ZoomPlace z = maze_place(r);
    assert_float_equal(z.px, fit.px * 1.25 * 1.25 * 1.25, 1e-6);
    assert_int_equal(maze_cell_at(r, mx, my), cell);
    assert_int_equal(rig_pixel(r, mx, my), colour);
    /* The picture under the pointer's cell is drawn at the new scale: its
     * block spans floor or ceil of the new scale (about 1.95 times the fit's
     * pixels), all of them the cell's colour. */
    int bx = 61, x0 = z.x + zoom_edge(z.px, bx), x1 = z.x + zoom_edge(z.px, bx + 1);
    assert_true(x1 - x0 >= (int)z.px && x1 - x0 <= (int)z.px + 1 && x1 - x0 >= 4);
    for (int x = x0 + 1; x < x1 - 1; x++)
        assert_int_equal(rig_pixel(r, x, my), colour);
    /* The Fit button shows while zoomed (from the next frame). */
    rig_frame(r);
    UiRect fit_button;
    assert_true(ui_spot(&r->view.ui, PANEL_ZOOM_FIT, &fit_button));
    /* A left drag pans by the drag. */
    drag(r, mx, my, -120, 75, SDL_BUTTON_LEFT);
    ZoomPlace d = maze_place(r);
    assert_int_equal(d.x, z.x - 120);
    assert_int_equal(d.y, z.y + 75);
    assert_int_equal(maze_cell_at(r, mx - 120, my + 75), cell);
    assert_int_equal(maze_of(&r->app)->generation, 1);        /* nothing else happened */
    /* 0 returns to the fit; the button goes. */
    key(r, SDLK_0);
    rig_frame(r);
    ZoomPlace f = maze_place(r);
    assert_true(f.px == fit.px && f.x == fit.x && f.y == fit.y);
    assert_false(ui_spot(&r->view.ui, PANEL_ZOOM_FIT, &fit_button));
    /* The button does the same. */
    wheel(r, mx, my, 2);
    rig_frame(r);
    assert_true(ui_spot(&r->view.ui, PANEL_ZOOM_FIT, &fit_button));
    move_to(r, fit_button.x + 4, fit_button.y + 4);
    button(r, fit_button.x + 4, fit_button.y + 4, SDL_BUTTON_LEFT, true);
    button(r, fit_button.x + 4, fit_button.y + 4, SDL_BUTTON_LEFT, false);
    rig_frame(r);
    app_apply(&r->app);
    rig_frame(r);
    f = maze_place(r);
    assert_true(f.px == fit.px && f.x == fit.x);
    /* The wheel over the panel does not zoom the maze. */
    wheel(r, SCREEN_W - 50, 400, 2);
    assert_true(maze_place(r).px == fit.px);
    rig_free(r);
}

/* Every block of pane k that place p shows whole has its maze's colour in
 * its middle pixel (but under the Fit button). */
static void check_pane_blocks(const Rig *r, int k, const ZoomPlace *p)
{
    const Grid *g = &maze_of(&r->app)->bias->pane[k].run->grid;
    int bx0, bx1, by0, by1, checked = 0;
    UiRect button = { 0 };
    ui_spot(&r->view.ui, PANEL_ZOOM_FIT, &button);
    zoom_visible(p, 0, &bx0, &bx1);
    zoom_visible(p, 1, &by0, &by1);
    for (int by = by0 + 1; by < by1 - 1; by++)
        for (int bx = bx0 + 1; bx < bx1 - 1; bx++) {
            int x = p->x + (zoom_edge(p->px, bx) + zoom_edge(p->px, bx + 1)) / 2;
            int y = p->y + (zoom_edge(p->px, by) + zoom_edge(p->px, by + 1)) / 2;
            if (ui_inside(button, x, y))
                continue;
            if (rig_pixel(r, x, y) != block_argb(g, bx, by))
                fail_msg("pane %c at %.2f px: block %d,%d drawn %08x", 'A' + k, p->px, bx, by,
                         rig_pixel(r, x, y));
            checked++;
        }
    assert_true(checked > 20);
}

/* The block of pane k's picture under pixel (x, y), as bx * 10000 + by. */
static long pane_block_at(const Rig *r, int k, int x, int y)
{
    ZoomPlace p = bias_view_pane_place(&((MazeBoardView *)r->view.board[APP_BOARD_MAZE])->bias, k);
    int bx, by;
    assert_true(zoom_hit(&p, x, y, &bx, &by));
    return (long)bx * 10000 + by;
}

static void test_window_compare_linked_zoom(void **state)
{
    (void)state;
    Rig *r = rig_new(NULL, 40, 30);
    app_do(&r->app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 4);
    for (int k = 0; k < 100000 && !app_settled(&r->app); k++)
        app_advance(&r->app, 0.016, 50);
    assert_int_equal(maze_of(&r->app)->bias->panes, 4);
    rig_frame(r);
    rig_frame(r);
    const BiasView *bv = &((MazeBoardView *)r->view.board[APP_BOARD_MAZE])->bias;
    ZoomPlace fit[4];
    for (int k = 0; k < 4; k++) {
        fit[k] = bias_view_pane_place(bv, k);
        assert_true(zoom_is_fit(&bv->zoom.zoom));
        check_pane_blocks(r, k, &fit[k]);
    }
    /* Three notches over pane B at a cell's middle: the cell stays under
     * the pointer, and every pane shows the same region at the same scale. */
    int mx = fit[1].x + (zoom_edge(fit[1].px, 31) + zoom_edge(fit[1].px, 32)) / 2;
    int my = fit[1].y + (zoom_edge(fit[1].px, 21) + zoom_edge(fit[1].px, 22)) / 2;
    long under = pane_block_at(r, 1, mx, my);
    assert_int_equal(under, 31 * 10000 + 21);
    uint64_t generation = maze_of(&r->app)->generation;
    for (int n = 0; n < 3; n++)
        wheel(r, mx, my, 1);
    ZoomPlace z[4];
    for (int k = 0; k < 4; k++)
        z[k] = bias_view_pane_place(bv, k);
    for (int k = 0; k < 4; k++) {
        assert_float_equal(z[k].px, fit[k].px * 1.25 * 1.25 * 1.25, 1e-6);
        int ox = fit[k].area.x - fit[1].area.x, oy = fit[k].area.y - fit[1].area.y;
        assert_int_equal(z[k].x - z[k].area.x, z[1].x - z[1].area.x);
        assert_int_equal(z[k].y - z[k].area.y, z[1].y - z[1].area.y);
        assert_int_equal(pane_block_at(r, k, mx + ox, my + oy), under);
        assert_true(z[k].w > z[k].area.w);          /* zoomed in: cut at the sides */
        check_pane_blocks(r, k, &z[k]);
    }
    /* The Fit button is in pane B's corner. */
    rig_frame(r);
    UiRect fit_button;
    assert_true(ui_spot(&r->view.ui, PANEL_ZOOM_FIT, &fit_button));
    assert_true(ui_inside(fit[1].area, fit_button.x, fit_button.y));
    /* A drag over pane C pans all four alike. */
    drag(r, fit[2].area.x + 100, fit[2].area.y + 80, -60, 35, SDL_BUTTON_LEFT);
    for (int k = 0; k < 4; k++) {
        ZoomPlace d = bias_view_pane_place(bv, k);
        assert_int_equal(d.x, z[k].x - 60);
        assert_int_equal(d.y, z[k].y + 35);
        check_pane_blocks(r, k, &d);
    }
    assert_int_equal(maze_of(&r->app)->generation, generation);      /* nothing else happened */
    /* 0: every pane back at its fit. */
    key(r, SDLK_0);
    rig_frame(r);
    for (int k = 0; k < 4; k++) {
        ZoomPlace f = bias_view_pane_place(bv, k);
        assert_true(f.px == fit[k].px && f.x == fit[k].x && f.y == fit[k].y);
    }
    rig_free(r);
}

static MinesLayout mines_last(const Rig *r)
{
    return mines_view_last(r->view.board[APP_BOARD_MINES]);
}

static void test_window_mines_zoom_keeps_clicks(void **state)
{
    (void)state;
    Rig *r = rig_new("100x100/1500", 30, 20);
    rig_frame(r);
    MinesLayout fit = mines_last(r);
    assert_int_equal(fit.cell, 6);          /* the whole board: unreadable numbers */
    int mx = fit.x + 50 * 6 + 3, my = fit.y + 50 * 6 + 3;
    wheel(r, mx, my, 5);
    MinesLayout l = mines_last(r);
    assert_true(l.cell >= 18);              /* readable: the digits scale with the cell */
    int cx, cy;
    assert_true(mines_layout_hit(&l, mx, my, &cx, &cy));
    assert_int_equal(cx, 50);
    assert_int_equal(cy, 50);
    /* The frame is round what shows: the board's edge is off screen. */
    assert_true(l.x < l.view.x && l.x + 100 * l.cell > l.view.x + l.view.w);
    /* Ctrl+drag pans, and opens nothing. */
    SDL_SetModState(KMOD_LCTRL);
    drag(r, mx, my, 90, -60, SDL_BUTTON_LEFT);
    SDL_SetModState(KMOD_NONE);
    MinesLayout m = mines_last(r);
    assert_int_equal(m.x, l.x + 90);
    assert_int_equal(m.y, l.y - 60);
    assert_int_equal(mines_of(&r->app)->board->game, MINES_READY);
    /* A plain click opens the cell under the pointer at this zoom; a right
     * click flags the one under it. */
    UiRect c = mines_layout_cell(&m, 47, 52);
    move_to(r, c.x + c.w / 2, c.y + c.h / 2);
    button(r, c.x + c.w / 2, c.y + c.h / 2, SDL_BUTTON_LEFT, true);
    button(r, c.x + c.w / 2, c.y + c.h / 2, SDL_BUTTON_LEFT, false);
    rig_frame(r);
    app_apply(&r->app);
    const MinesBoard *b = mines_of(&r->app)->board;
    assert_int_equal(b->first_click, 52 * 100 + 47);
    key(r, SDLK_f);                         /* the cascade to its end: a right click waits for it */
    app_advance(&r->app, 1.0 / 60, 1000);
    assert_false(mines_busy(b));
    c = mines_layout_cell(&m, 44, 49);
    move_to(r, c.x + 2, c.y + 2);
    button(r, c.x + 2, c.y + 2, SDL_BUTTON_RIGHT, true);
    button(r, c.x + 2, c.y + 2, SDL_BUTTON_RIGHT, false);
    rig_frame(r);
    app_apply(&r->app);
    assert_true(mines_is_flagged(b, 49 * 100 + 44));
    /* The pixels: the flagged cell's tile is drawn at the zoomed size. */
    rig_frame(r);
    m = mines_last(r);
    assert_true(ui_inside(m.view, c.x + c.w / 2, c.y + c.h / 2));
    /* A cell cut by the view's edge is not clickable outside it. */
    assert_false(mines_layout_hit(&m, m.view.x - 1, m.view.y + 5, &cx, &cy));
    key(r, SDLK_0);
    rig_frame(r);
    m = mines_last(r);
    assert_true(m.cell == fit.cell && m.x == fit.x && m.y == fit.y);
    rig_free(r);
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fit_fills_area),
        cmocka_unit_test(test_units_never_vanish),
        cmocka_unit_test(test_wheel_keeps_the_unit_under_the_pointer),
        cmocka_unit_test(test_pan_follows_the_drag_and_fit_returns),
        cmocka_unit_test(test_whole_pixels_for_mines),
        cmocka_unit_test(test_every_wall_at_several_scales),
        cmocka_unit_test(test_zoomed_cut_at_the_edges),
        cmocka_unit_test(test_window_maze_zoom_pan_fit),
        cmocka_unit_test(test_window_compare_linked_zoom),
        cmocka_unit_test(test_window_mines_zoom_keeps_clicks),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return rc;
}
