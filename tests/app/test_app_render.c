/* test_app_render.c - the maze texture, drawn by an SDL software renderer
 * into a surface (SDL_VIDEODRIVER=dummy), checked pixel by pixel:
 *   - after generation, every block is black where the grid has a wall and
 *     white where it has a passage, at scale 1 and 3, for every generator;
 *   - mid-generation, the current cell shows in the current-cell colour;
 *   - repainting only the dirty cells gives the same pixels as a full repaint,
 *     and so does a repaint spread over frames by its budget;
 *   - a view reused for a new run of the same size shows only the new run;
 *   - shrunk below a pixel per block, the bands still meet without a gap;
 *   - a screenshot is a PNG of the window's size, and never replaces a file. */
#include "harness.h"

#include "model/app_life.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>
#include <cairo.h>

#include "maze/palette.h"
#include "boards/maze/render_maze.h"
#include "files/screenshot.h"

typedef struct Canvas {
    SDL_Surface *s;
    SDL_Renderer *r;
} Canvas;

static Canvas canvas_new(int w, int h)
{
    Canvas c;
    c.s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(c.s);
    c.r = SDL_CreateSoftwareRenderer(c.s);
    assert_non_null(c.r);
    return c;
}

static void canvas_free(Canvas *c)
{
    SDL_DestroyRenderer(c->r);
    SDL_FreeSurface(c->s);
}

static uint32_t canvas_pixel(const Canvas *c, int x, int y)
{
    const uint32_t *row = (const uint32_t *)((const uint8_t *)c->s->pixels + (size_t)y * (size_t)c->s->pitch);
    return row[x] | 0xff000000u;
}

/* Draws v at exactly `scale` pixels per block at the canvas origin. */
static void canvas_draw(Canvas *c, MazeView *v, const Grid *g, int scale)
{
    SDL_SetRenderDrawColor(c->r, 128, 128, 128, 255);
    SDL_RenderClear(c->r);
    SDL_Rect area = { 0, 0, (2 * g->w + 1) * scale, (2 * g->h + 1) * scale };
    ZoomPlace p = maze_view_place(v, area);
    assert_true(p.px == scale);
    maze_view_draw(v, c->r, &p);
    SDL_RenderFlush(c->r);
}

/* True when block (bx, by) of the block picture of g is open. */
static bool block_open(const Grid *g, int bx, int by)
{
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    if (by == 0)
        return bx == 1;                     /* entrance */
    if (by == bh - 1)
        return bx == bw - 2;                /* exit */
    if (bx == 0 || bx == bw - 1 || (bx % 2 == 0 && by % 2 == 0))
        return false;
    uint32_t i = (uint32_t)((by - 1) / 2) * (uint32_t)g->w + (uint32_t)((bx - 1) / 2);
    if (bx % 2 == 1 && by % 2 == 1)
        return true;
    return grid_is_open(g, i, bx % 2 == 0 ? DIR_E : DIR_S);
}

static void check_blocks(const Canvas *c, const Grid *g, int scale, const char *what)
{
    const uint32_t white = palette_argb(PAL_PASSAGE), black = palette_argb(PAL_WALL);
    for (int by = 0; by < 2 * g->h + 1; by++)
        for (int bx = 0; bx < 2 * g->w + 1; bx++) {
            uint32_t want = block_open(g, bx, by) ? white : black;
            for (int py = 0; py < scale; py++)
                for (int px = 0; px < scale; px++) {
                    uint32_t got = canvas_pixel(c, bx * scale + px, by * scale + py);
                    if (got != want)
                        fail_msg("%s scale %d: block (%d,%d) is %08x, want %08x", what, scale, bx,
                                 by, got, want);
                }
        }
}

static void test_finished_blocks(void **state)
{
    (void)state;
    static const struct { int w, h; } sizes[] = { { 1, 1 }, { 2, 2 }, { 17, 5 }, { 31, 20 }, { 40, 37 } };
    Canvas c = canvas_new(400, 400);
    for (size_t a = 0; a < gen_algo_count; a++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            GenRun *run = test_generate(gen_algos[a], 0, sizes[k].w, sizes[k].h, 11 + k, SIZE_MAX);
            MazeView *v = maze_view_new(c.r, sizes[k].w, sizes[k].h);
            assert_non_null(v);
            MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
            assert_true(maze_view_update(v, &look, NULL, 0));
            for (int scale = 1; scale <= 3; scale += 2) {
                canvas_draw(&c, v, &run->grid, scale);
                check_blocks(&c, &run->grid, scale, gen_algos[a]->id);
            }
            maze_view_free(v);
            run_free(run);
        }
    canvas_free(&c);
}

static void test_current_cell_colour(void **state)
{
    (void)state;
    Canvas c = canvas_new(200, 200);
    GenRun *run = gen_run_new(gen_find("backtracker"), 0, 12, 9, 5, NULL);
    assert_non_null(run);
    run_step(run, 20);
    uint32_t cur = GRID_NONE;
    for (uint32_t i = 0; i < run->grid.n; i++)
        if (run->grid.mark[i] == MARK_CURRENT)
            cur = i;
    assert_int_not_equal(cur, GRID_NONE);
    MazeView *v = maze_view_new(c.r, 12, 9);
    MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
    maze_view_update(v, &look, NULL, 0);
    canvas_draw(&c, v, &run->grid, 3);
    int bx = 2 * (int)(cur % 12) + 1, by = 2 * (int)(cur / 12) + 1;
    assert_int_equal(canvas_pixel(&c, bx * 3 + 1, by * 3 + 1), palette_argb(PAL_CURRENT));
    assert_true(maze_view_slots_seen(v) & (1u << PAL_CURRENT));
    assert_true(maze_view_slots_seen(v) & (1u << PAL_STACK));
    /* Finished and repainted where it changed: the stack and the current
     * cell are gone from the screen, so from the set (the legend's). */
    uint32_t cells[4096];
    DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
    run_set_dirty(run, &dirty);
    run_finish(run);
    assert_true(maze_view_update(v, &look, &dirty, 0));
    assert_int_equal(maze_view_slots_seen(v), 1u << PAL_PASSAGE);
    maze_view_free(v);
    run_free(run);
    canvas_free(&c);
}

/* Fails unless canvases a and b agree on every pixel of the w x h corner. */
static void canvas_same(const Canvas *a, const Canvas *b, int w, int h, const char *what,
                        unsigned long long step)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (canvas_pixel(a, x, y) != canvas_pixel(b, x, y))
                fail_msg("%s step %llu: pixel (%d,%d) is %08x, full repaint %08x", what, step, x,
                         y, canvas_pixel(a, x, y), canvas_pixel(b, x, y));
}

/* Draws v into a and a fresh, fully painted view of look into b, both at
 * scale 1, and fails unless they agree on every pixel. */
static void check_matches_full(Canvas *a, Canvas *b, MazeView *v, const MazeLook *look,
                               const char *what, unsigned long long step)
{
    const Grid *g = look->grid;
    MazeView *full = maze_view_new(b->r, g->w, g->h);
    assert_non_null(full);
    assert_true(maze_view_update(full, look, NULL, 0));
    assert_false(maze_view_pending(full));
    canvas_draw(a, v, g, 1);
    canvas_draw(b, full, g, 1);
    maze_view_free(full);
    canvas_same(a, b, 2 * g->w + 1, 2 * g->h + 1, what, step);
}

/* Steps every generator in uneven chunks, repainting a view from the dirty
 * list each time, and compares it with a fully repainted view. The size
 * spans 3 x 3 tiles, the last ones short. */
static void test_dirty_matches_full(void **state)
{
    (void)state;
    enum { W = 37, H = 35 };
    Canvas a = canvas_new(2 * W + 1, 2 * H + 1), b = canvas_new(2 * W + 1, 2 * H + 1);
    uint32_t cells[4096];
    for (size_t k = 0; k < gen_algo_count; k++) {
        GenRun *run = gen_run_new(gen_algos[k], 0, W, H, 99, NULL);
        assert_non_null(run);
        DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
        run_set_dirty(run, &dirty);
        MazeView *va = maze_view_new(a.r, W, H);
        MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
        maze_view_update(va, &look, NULL, 0);
        size_t chunk = 1;
        for (int round = 0; !run_done(run); round++) {
            dirty_clear(&dirty);
            run_step(run, chunk);
            chunk = chunk * 3 % 17 + 1;
            assert_false(dirty.overflow);
            assert_true(maze_view_update(va, &look, &dirty, 0));
            check_matches_full(&a, &b, va, &look, gen_algos[k]->id,
                               (unsigned long long)run->steps);
        }
        maze_view_free(va);
        run_free(run);
    }
    canvas_free(&a);
    canvas_free(&b);
}

/* A repaint spread over frames by its budget ends with the picture a full
 * repaint gives: from the start, and after a big batch of steps. */
static void test_budgeted_catches_up(void **state)
{
    (void)state;
    enum { W = 300, H = 200 };
    Canvas a = canvas_new(2 * W + 1, 2 * H + 1), b = canvas_new(2 * W + 1, 2 * H + 1);
    static uint32_t cells[1 << 16];
    GenRun *run = gen_run_new(gen_find("wilson"), 0, W, H, 3, NULL);
    assert_non_null(run);
    DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
    run_set_dirty(run, &dirty);
    MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
    MazeView *va = maze_view_new(a.r, W, H);
    for (int round = 0; round < 3; round++) {
        run_step(run, round == 0 ? 1000 : 200000);
        assert_true(maze_view_update(va, &look, &dirty, 1e-6));
        dirty_clear(&dirty);
        int frames = 0;
        for (; maze_view_pending(va); frames++) {
            assert_true(frames < 1000);
            assert_true(maze_view_update(va, &look, &dirty, 1e-6));
        }
        assert_true(frames >= 2);           /* a tiny budget: spread for sure */
        check_matches_full(&a, &b, va, &look, "budgeted", (unsigned long long)run->steps);
    }
    maze_view_free(va);
    run_free(run);
    canvas_free(&a);
    canvas_free(&b);
}

/* A view kept for a new run of the same size (its textures reused) shows
 * the new run only: parts the new run has not reached are wall again. */
static void test_reset_shows_new_run(void **state)
{
    (void)state;
    enum { W = 60, H = 50 };
    Canvas a = canvas_new(2 * W + 1, 2 * H + 1), b = canvas_new(2 * W + 1, 2 * H + 1);
    GenRun *old = test_generate(gen_find("kruskal"), 0, W, H, 8, SIZE_MAX);
    MazeLook look = { .grid = &old->grid, .solver_cell = GRID_NONE };
    MazeView *v = maze_view_new(a.r, W, H);
    assert_true(maze_view_update(v, &look, NULL, 0));
    GenRun *run = gen_run_new(gen_find("backtracker"), 0, W, H, 9, NULL);
    assert_non_null(run);
    run_step(run, 300);                     /* a corner of the maze so far */
    look.grid = &run->grid;
    maze_view_reset(v);
    assert_int_equal(maze_view_slots_seen(v), 0);
    assert_true(maze_view_update(v, &look, NULL, 0));
    check_matches_full(&a, &b, v, &look, "reset", (unsigned long long)run->steps);
    /* The far corner is untouched by 300 steps: wall. */
    assert_int_equal(canvas_pixel(&a, 2 * W - 1, 2 * H - 1), palette_argb(PAL_WALL));
    maze_view_free(v);
    run_free(old);
    run_free(run);
    canvas_free(&a);
    canvas_free(&b);
}

/* Larger than its area at a pixel a block (the least: every wall shows),
 * the maze shows its middle: the bands (16 cell rows each) meet without a
 * gap, nothing of the grey background shows in the area, nothing is drawn
 * outside it. */
static void test_large_maze_fills_area(void **state)
{
    (void)state;
    enum { W = 200, H = 170, AW = 101, AH = 87, M = 6 };
    Canvas c = canvas_new(AW + 2 * M, AH + 2 * M);
    GenRun *run = test_generate(gen_find("prim"), 0, W, H, 4, SIZE_MAX);
    MazeView *v = maze_view_new(c.r, W, H);
    MazeLook look = { .grid = &run->grid, .solver_cell = GRID_NONE };
    assert_true(maze_view_update(v, &look, NULL, 0));
    SDL_SetRenderDrawColor(c.r, 128, 128, 128, 255);
    SDL_RenderClear(c.r);
    SDL_Rect area = { M, M, AW, AH };
    ZoomPlace p = maze_view_place(v, area);
    assert_true(p.px == 1);
    assert_int_equal(p.w, 2 * W + 1);
    assert_int_equal(p.x, M + (AW - p.w) / 2);   /* its middle */
    maze_view_draw(v, c.r, &p);
    SDL_RenderFlush(c.r);
    const uint32_t grey = 0xff808080u;
    for (int y = 0; y < AH + 2 * M; y++)
        for (int x = 0; x < AW + 2 * M; x++) {
            bool in = x >= M && x < M + AW && y >= M && y < M + AH;
            if ((canvas_pixel(&c, x, y) == grey) == in)
                fail_msg("(%d,%d) is %s", x, y, in ? "background inside the area" : "drawn outside the area");
        }
    maze_view_free(v);
    run_free(run);
    canvas_free(&c);
}

static void test_place_centres(void **state)
{
    (void)state;
    Canvas c = canvas_new(16, 16);
    MazeView *v = maze_view_new(c.r, 10, 5);        /* 21 x 11 blocks */
    /* 100 / 21 = 4.76 pixels a block: the width fills the area exactly. */
    ZoomPlace r = maze_view_place(v, (SDL_Rect){ 100, 50, 100, 100 });
    assert_float_equal(r.px, 100.0 / 21, 1e-9);
    assert_int_equal(r.w, 100);
    assert_int_equal(r.h, 52);                  /* floor(11 * 4.76) */
    assert_int_equal(r.x, 100);
    assert_int_equal(r.y, 50 + 24);
    /* Never below a pixel a block: centred, overflowing. */
    r = maze_view_place(v, (SDL_Rect){ 0, 0, 10, 10 });
    assert_true(r.px == 1);
    assert_int_equal(r.w, 21);
    assert_int_equal(r.h, 11);
    assert_int_equal(r.x, (10 - 21) / 2);
    maze_view_free(v);
    canvas_free(&c);
}

static void test_screenshot_png(void **state)
{
    (void)state;
    char dir[] = "/tmp/mazelab-shot-XXXXXX";
    assert_non_null(mkdtemp(dir));
    Canvas c = canvas_new(320, 200);
    SDL_SetRenderDrawColor(c.r, 10, 200, 30, 255);
    SDL_RenderClear(c.r);
    char name[256], used[512], used2[512], err[512];
    screenshot_name(name, sizeof name, "wilson", 40, 30, 7, 0);
    assert_non_null(strstr(name, "wilson_40x30_seed7_"));
    assert_non_null(strstr(name, ".png"));
    assert_true(screenshot_save(c.r, dir, name, used, sizeof used, err, sizeof err));
    /* read back by an independent decoder (cairo's): size and colour */
    cairo_surface_t *back = cairo_image_surface_create_from_png(used);
    assert_int_equal(cairo_surface_status(back), CAIRO_STATUS_SUCCESS);
    assert_int_equal(cairo_image_surface_get_width(back), 320);
    assert_int_equal(cairo_image_surface_get_height(back), 200);
    const uint32_t *px = (const uint32_t *)(const void *)cairo_image_surface_get_data(back);
    assert_int_equal(px[7 * 320 + 11] & 0xffffff, (10u << 16) | (200u << 8) | 30u);
    cairo_surface_destroy(back);
    /* The same name again: kept, the new one gets "-2". */
    assert_true(screenshot_save(c.r, dir, name, used2, sizeof used2, err, sizeof err));
    assert_string_not_equal(used, used2);
    assert_non_null(strstr(used2, "-2.png"));
    unlink(used);
    unlink(used2);
    rmdir(dir);
    /* An unwritable place is a message, not a crash. */
    assert_false(screenshot_save(c.r, "/proc/mazelab-no", name, used, sizeof used, err, sizeof err));
    assert_true(strlen(err) > 0);
    canvas_free(&c);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finished_blocks),
        cmocka_unit_test(test_current_cell_colour),
        cmocka_unit_test(test_dirty_matches_full),
        cmocka_unit_test(test_budgeted_catches_up),
        cmocka_unit_test(test_reset_shows_new_run),
        cmocka_unit_test(test_large_maze_fills_area),
        cmocka_unit_test(test_place_centres),
        cmocka_unit_test(test_screenshot_png),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
