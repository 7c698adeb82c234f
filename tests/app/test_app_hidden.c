/* test_app_hidden.c - each algorithm's overlays drawn over the maze
 * (boards/maze/maze_hidden.c) by an SDL software renderer into a surface,
 * checked pixel by pixel:
 *   - Kruskal's and Eller's sets: every cell joined to another shows its
 *     set's colour (so same-set cells match), cells with no passage yet the
 *     "not joined yet" grey, and sets apart show apart in colour;
 *   - hunt-and-kill's hunt row is framed on the row its overlay gives;
 *   - Wilson's arrows point the way its walk left each cell;
 *   - the wall follower's hand is on its side, bfs's queue shows as dots;
 *   - the focus: a ring in each cell the step's sentence names, a bar on
 *     the wall it names (Kruskal's kept walls among them);
 *   - the legend returned lists what was drawn, with the algorithms' labels;
 *   - every two neighbouring pixels are 3:1 apart. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "boards/maze/maze_hidden.h"
#include "boards/maze/render_maze.h"

enum { SCALE = 8 };     /* pixels per block: cells 16 px apart */

typedef struct Scene {
    SDL_Surface *s;
    SDL_Renderer *r;
    MazeView *view;
    MazeHidden *hidden;
    SDL_Rect area;
    HiddenLegend legend;
} Scene;

/* True when sc's legend has a line of this role. */
static bool scene_has(const Scene *sc, PalSlot role)
{
    for (int k = 0; k < sc->legend.count; k++)
        if (sc->legend.item[k].role == role)
            return true;
    return false;
}

/* Draws run's maze and the overlays of solve (when not NULL) or else of
 * run, with the focus of report (or none), in an area of w x h pixels: the
 * fit when px is 0, else zoomed to px pixels a block around block (cx,
 * cy). */
static Scene scene_draw_full(const GenRun *run, const SolveRun *solve, const StepReport *report,
                             int w, int h, double px, double cx, double cy)
{
    Scene sc;
    const Grid *g = &run->grid;
    sc.area = (SDL_Rect){ 0, 0, w, h };
    sc.s = SDL_CreateRGBSurfaceWithFormat(0, sc.area.w, sc.area.h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(sc.s);
    sc.r = SDL_CreateSoftwareRenderer(sc.s);
    assert_non_null(sc.r);
    sc.view = maze_view_new(sc.r, g->w, g->h);
    sc.hidden = maze_hidden_new(sc.r);
    assert_non_null(sc.view);
    assert_non_null(sc.hidden);
    MazeLook look = { .grid = g, .solver_cell = GRID_NONE };
    maze_look_solver(&look, solve);     /* the trail, as the window draws it */
    assert_true(maze_view_update(sc.view, &look, NULL, 0));
    ZoomPlace p = maze_view_place(sc.view, sc.area);
    if (px > 0) {
        Zoom z = { .placed = true, .px = px, .cx = cx, .cy = cy, .cw = 2 * g->w + 1, .ch = 2 * g->h + 1 };
        p = zoom_place(&z, (UiRect){ 0, 0, w, h }, z.cw, z.ch, maze_view_limits());
        assert_true(fabs(p.px - px) < 1e-9);
    }
    maze_view_draw(sc.view, sc.r, &p);
    maze_hidden_draw(sc.hidden, NULL, sc.view, &p, solve ? solve : run, report, false, &sc.legend);
    SDL_RenderFlush(sc.r);
    return sc;
}

static Scene scene_draw_zoomed(const GenRun *run, const SolveRun *solve, int w, int h, double px,
                               double cx, double cy)
{
    return scene_draw_full(run, solve, NULL, w, h, px, cx, cy);
}

/* Draws run's maze and hidden state (and solve's, when not NULL) at SCALE
 * pixels per block. */
static Scene scene_draw_solve(const GenRun *run, const SolveRun *solve)
{
    const Grid *g = &run->grid;
    return scene_draw_zoomed(run, solve, (2 * g->w + 1) * SCALE, (2 * g->h + 1) * SCALE, 0, 0, 0);
}

static Scene scene_draw(const GenRun *run)
{
    return scene_draw_solve(run, NULL);
}

static void scene_free(Scene *sc)
{
    maze_hidden_free(sc->hidden);
    maze_view_free(sc->view);
    SDL_DestroyRenderer(sc->r);
    SDL_FreeSurface(sc->s);
}

static uint32_t scene_pixel(const Scene *sc, int x, int y)
{
    const uint8_t *row = (const uint8_t *)sc->s->pixels + (size_t)y * (size_t)sc->s->pitch;
    return ((const uint32_t *)row)[x] | 0xff000000u;
}

/* The pixel at cell i's centre moved (fx, fy) cell spacings. */
static uint32_t scene_cell_pixel(const Scene *sc, const Grid *g, uint32_t i, float fx, float fy)
{
    float cx = ((float)(2 * (i % (uint32_t)g->w)) + 1.5f) * SCALE;
    float cy = ((float)(2 * (i / (uint32_t)g->w)) + 1.5f) * SCALE;
    return scene_pixel(sc, (int)(cx + fx * 2 * SCALE), (int)(cy + fy * 2 * SCALE));
}

static GenRun *run_at(const char *id, int w, int h, uint64_t seed, size_t steps)
{
    GenRun *run = gen_run_new(gen_find(id), 0, w, h, seed, NULL);
    assert_non_null(run);
    StepReport rep;                 /* watched, as in the window */
    run_set_report(run, &rep);
    assert_int_equal(run_step(run, steps), steps);
    run_set_report(run, NULL);
    return run;
}

/* Every cell shows its set's colour; sets apart show apart. */
static void check_sets(const char *id, uint64_t seed, size_t steps)
{
    GenRun *run = run_at(id, 12, 9, seed, steps);
    Scene sc = scene_draw(run);
    const Grid *g = &run->grid;
    const uint32_t grey = palette_argb(PAL_SET_ONE);
    uint32_t joined = 0, alone = 0, apart = 0;
    uint32_t first_id = 0, first_px = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t size, sid = run_cell_set(run, i, &size), px = scene_cell_pixel(&sc, g, i, 0, 0);
        if (sid == 0 || g->mark[i] == MARK_CURRENT)
            continue;
        if (grid_degree(g, i) == 0) {       /* no passage yet: a set of its own */
            assert_int_equal(size, 1);
            assert_int_equal(px, grey);
            alone++;
            continue;
        }
        assert_int_equal(px, palette_set_argb(sid));
        joined++;
        if (first_id == 0) {
            first_id = sid;
            first_px = px;
        } else if (sid != first_id && px != first_px) {
            apart++;
        }
    }
    if (joined == 0 || apart == 0 || (alone == 0 && strcmp(id, "kruskal") == 0))
        fail_msg("%s step %zu: %u joined, %u alone, %u apart", id, steps, joined, alone, apart);
    assert_true(scene_has(&sc, PAL_SET));
    assert_int_equal(scene_has(&sc, PAL_SET_ONE), alone > 0);
    scene_free(&sc);
    run_free(run);
}

static void test_sets(void **state)
{
    (void)state;
    check_sets("kruskal", 3, 60);
    check_sets("kruskal", 8, 120);
    check_sets("eller", 3, 18);
    check_sets("eller", 5, 40);
}

/* Different set ids mostly get different looks, and every look is used. */
static void test_set_colours(void **state)
{
    (void)state;
    uint32_t seen[PAL_SET_LOOKS] = { 0 }, looks = 0, same_next = 0;
    for (uint32_t id = 1; id <= 1000; id++) {
        uint32_t c = palette_set_argb(id);
        same_next += c == palette_set_argb(id + 1);
        uint32_t k = 0;
        while (k < looks && seen[k] != c)
            k++;
        if (k == looks) {
            assert_true(looks < PAL_SET_LOOKS);
            seen[looks++] = c;
        }
    }
    assert_int_equal(looks, PAL_SET_LOOKS);
    assert_true(same_next < 1000 / 10);     /* ~1/18 by chance */
}

/* The sets' layer has the picture's block edges at any zoom: zoomed to
 * fractional scales (the picture cut by the area's edges), no white line
 * one pixel thin shows between a set's colour and what is beside it (the
 * picture's passage peeking out where the layer's block edge and the
 * picture's were rounded apart). At these scales every block is 2 pixels
 * or more, so a white block or join is never one pixel across. */
static void test_sets_zoomed(void **state)
{
    (void)state;
    static const double scales[] = { 2.3, 2.75, 3.6, 4.45, 5.9, 7.15, 9.7, 13.3 };
    static const struct { const char *id; size_t steps; } runs[] = {
        { "kruskal", 300 }, { "kruskal", 700 }, { "eller", 80 }, { "eller", 200 },
    };
    const uint32_t white = palette_argb(PAL_PASSAGE);
    size_t checked = 0;
    for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
        GenRun *run = run_at(runs[k].id, 40, 30, 7, runs[k].steps);
        for (size_t z = 0; z < sizeof scales / sizeof scales[0]; z++) {
            Scene sc = scene_draw_zoomed(run, NULL, 157, 123, scales[z], 37.37 + z, 29.61 + 3 * k);
            assert_true(scene_has(&sc, PAL_SET));
            for (int y = 1; y + 1 < sc.area.h; y++)
                for (int x = 1; x + 1 < sc.area.w; x++) {
                    checked++;
                    if (scene_pixel(&sc, x, y) != white)
                        continue;
                    bool thin_x = scene_pixel(&sc, x - 1, y) != white && scene_pixel(&sc, x + 1, y) != white;
                    bool thin_y = scene_pixel(&sc, x, y - 1) != white && scene_pixel(&sc, x, y + 1) != white;
                    if (thin_x || thin_y)
                        fail_msg("%s step %zu at %.2f px a block: a white line 1 px thin at (%d,%d)",
                                 runs[k].id, runs[k].steps, scales[z], x, y);
                }
            scene_free(&sc);
        }
        run_free(run);
    }
    assert_int_equal(checked, 4 * 8 * 155 * 121);
}

/* The row framed by run's overlays, or GRID_NONE. */
static uint32_t framed_row(const GenRun *run)
{
    OverlayList l;
    run_overlays(run, NULL, &l);
    const Overlay *o = overlay_find(&l, OV_FRAMES);
    return o ? o->items[1] : GRID_NONE;
}

/* The hunt's frame lies on the row its overlay gives, and on no other. */
static void test_hunt_row(void **state)
{
    (void)state;
    const GenAlgo *hk = gen_find("hunt-and-kill");
    GenRun *run = gen_run_new(hk, 0, 20, 14, 3, NULL);
    int checked = 0;
    while (!run_done(run) && checked < 3) {
        run_step(run, 1);
        uint32_t scan_row = framed_row(run);
        if (scan_row == GRID_NONE)
            continue;
        Scene sc = scene_draw(run);
        const uint32_t yellow = palette_argb(PAL_SCAN);
        int x = 5 * SCALE + 1;
        for (uint32_t row = 0; row < (uint32_t)run->grid.h; row++) {
            int top = (int)(2 * row) * SCALE;   /* the frame's top edge: a black line */
            bool framed = scene_pixel(&sc, x, top + 2) == yellow;
            if (framed)
                assert_int_equal(scene_pixel(&sc, x, top), palette_argb(PAL_WALL));
            if (framed != (row == scan_row))
                fail_msg("hunt row %u: row %u framed %d", scan_row, row, framed);
        }
        assert_true(scene_has(&sc, PAL_SCAN));
        scene_free(&sc);
        checked++;
    }
    assert_int_equal(checked, 3);
    run_free(run);
}

/* Each arrow's head is ahead of its cell, toward where the walk went, and
 * nothing of it lies behind. */
static void test_wilson_arrows(void **state)
{
    (void)state;
    static const float ux[4] = { 0, 1, 0, -1 }, uy[4] = { -1, 0, 1, 0 };
    const uint32_t arrow = palette_argb(PAL_ARROW);
    uint32_t arrows = 0;
    for (size_t steps = 2; steps < 60; steps += 7) {
        GenRun *run = run_at("wilson", 12, 9, 3, steps);
        Scene sc = scene_draw(run);
        const Grid *g = &run->grid;
        for (uint32_t i = 0; i < g->n; i++) {
            if (g->mark[i] < MARK_WALK_N || g->mark[i] > MARK_WALK_W)
                continue;
            int d = g->mark[i] - MARK_WALK_N;
            assert_int_equal(scene_cell_pixel(&sc, g, i, 0.4f * ux[d], 0.4f * uy[d]), arrow);
            assert_int_equal(scene_cell_pixel(&sc, g, i, 0.1f * ux[d], 0.1f * uy[d]), arrow);
            assert_int_not_equal(scene_cell_pixel(&sc, g, i, -0.3f * ux[d], -0.3f * uy[d]), arrow);
            arrows++;
        }
        if (run_phase(run)[0] == 'w')
            assert_true(scene_has(&sc, PAL_ARROW));
        scene_free(&sc);
        run_free(run);
    }
    assert_true(arrows > 20);
}

/* The wall follower's hand bar lies on the side its overlay gives, in the
 * wall's block; bfs's queue shows a dot in each queued cell. */
static void test_solver_state(void **state)
{
    (void)state;
    static const float ux[4] = { 0, 1, 0, -1 }, uy[4] = { -1, 0, 1, 0 };
    GenRun *maze = test_generate(gen_find("kruskal"), 0, 12, 9, 3, SIZE_MAX);
    const Grid *g = &maze->grid;
    int hands = 0, dots = 0;
    for (size_t a = 0; a < solve_algo_count; a++) {
        for (size_t steps = 1; steps < 40; steps += 6) {
            SolveRun *run = solve_run_new(solve_algos[a], g, NULL);
            assert_non_null(run);
            run_step(run, steps);
            if (run_done(run)) {
                run_free(run);
                continue;
            }
            OverlayList l;
            run_overlays(run, NULL, &l);
            const Overlay *hand = overlay_find(&l, OV_BARS), *queue = overlay_find(&l, OV_DOTS);
            Scene sc = scene_draw_solve(maze, run);
            if (hand) {
                uint32_t at = overlay_side_cell(hand->items[0]);
                int d = overlay_side_dir(hand->items[0]), o = (d + 2) % 4;
                assert_int_equal(at, solve_current(run));
                assert_int_equal(scene_cell_pixel(&sc, g, at, 0.5f * ux[d], 0.5f * uy[d]),
                                 palette_argb(PAL_MARKER));
                assert_int_not_equal(scene_cell_pixel(&sc, g, at, 0.5f * ux[o], 0.5f * uy[o]),
                                     palette_argb(PAL_MARKER));
                assert_true(scene_has(&sc, PAL_MARKER));
                hands++;
            }
            for (uint32_t k = 0; queue && k < queue->count; k++) {
                assert_int_equal(scene_cell_pixel(&sc, g, queue->items[k], 0, 0),
                                 palette_argb(PAL_DOT));
                dots++;
            }
            scene_free(&sc);
            run_free(run);
        }
    }
    assert_true(hands > 5 && dots > 5);
    run_free(maze);
}

static PalColor argb_color(uint32_t c)
{
    return (PalColor){ (uint8_t)(c >> 16), (uint8_t)(c >> 8), (uint8_t)c };
}

/* Every two side-by-side pixels of different colours in sc are 3:1 or more
 * apart. Returns how many pairs were checked. */
static size_t check_scene_contrast(const Scene *sc, const char *what)
{
    size_t pairs = 0;
    for (int y = 0; y < sc->area.h; y++)
        for (int x = 0; x < sc->area.w; x++) {
            uint32_t a = scene_pixel(sc, x, y);
            for (int k = 0; k < 2; k++) {
                int bx = x + (k == 0), by = y + (k == 1);
                if (bx >= sc->area.w || by >= sc->area.h)
                    continue;
                uint32_t b = scene_pixel(sc, bx, by);
                if (a == b)
                    continue;
                pairs++;
                double c = palette_contrast(argb_color(a), argb_color(b));
                if (c < PAL_MIN_CONTRAST)
                    fail_msg("%s: pixels (%d,%d) %06x and (%d,%d) %06x are %.2f:1", what, x, y,
                             (unsigned)(a & 0xffffff), bx, by, (unsigned)(b & 0xffffff), c);
            }
        }
    return pairs;
}

/* The hidden state of every generator stopped at a quarter, a half and
 * three quarters (at half way the sets and weights also zoomed to
 * fractional scales, where block edges round), and of every solver half way, as the window draws
 * it: every two neighbouring pixels 3:1 apart (WCAG 1.4.11). */
static void test_contrast_on_screen(void **state)
{
    (void)state;
    size_t pairs = 0;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            GenRun *probe = gen_run_new(gen_algos[a], 0, 12, 9, seed, NULL);
            assert_non_null(probe);
            assert_true(run_finish(probe));
            size_t total = probe->steps;
            for (int q = 1; q <= 3; q++) {
                GenRun *run = run_at(gen_algos[a]->id, 12, 9, seed, total * (size_t)q / 4);
                Scene sc = scene_draw(run);
                char what[96];
                snprintf(what, sizeof what, "%s seed %llu step %zu", gen_algos[a]->id,
                         (unsigned long long)seed, total * (size_t)q / 4);
                pairs += check_scene_contrast(&sc, what);
                scene_free(&sc);
                OverlayList l;
                run_overlays(run, NULL, &l);
                bool layer = overlay_find(&l, OV_SETS) || overlay_find(&l, OV_SHADES);
                for (int z = 0; layer && q == 2 && z < 3; z++) {
                    static const double scales[] = { 3.3, 4.6, 6.7 };
                    sc = scene_draw_zoomed(run, NULL, 61, 45, scales[z], 12.4 + 3 * z, 9.7 + z);
                    pairs += check_scene_contrast(&sc, what);
                    scene_free(&sc);
                }
                run_free(run);
            }
            if (seed == 1)
                for (size_t s = 0; s < 3 * solve_algo_count; s++) {
                    SolveRun *sr = solve_run_new(solve_algos[s / 3], &probe->grid, NULL);
                    assert_non_null(sr);
                    run_step(sr, 7 + 23 * (s % 3));
                    Scene sc = scene_draw_solve(probe, sr);
                    pairs += check_scene_contrast(&sc, solve_algos[s / 3]->id);
                    scene_free(&sc);
                    run_free(sr);
                }
            run_free(probe);
        }
    assert_true(pairs > 10000);
}

/* The focus on every step of a few watched runs: a ring (the focus
 * colour) just inside each cell the sentence names, a bar in the wall it
 * names; Kruskal's kept walls are shown. */
static void test_focus(void **state)
{
    (void)state;
    static const char *const ids[] = { "kruskal", "eller", "backtracker", "wilson" };
    const uint32_t focus = palette_argb(PAL_FOCUS);
    int rings = 0, bars = 0;
    for (size_t a = 0; a < sizeof ids / sizeof ids[0]; a++) {
        GenRun *run = gen_run_new(gen_find(ids[a]), 0, 10, 7, 5, NULL);
        StepReport rep;
        run_set_report(run, &rep);
        for (int k = 0; k < 40 && !run_done(run); k++) {
            run_step(run, 1 + (size_t)k % 3);
            StepNamed named;
            char buf[256];
            assert_true(run_explain(run, &rep, buf, sizeof buf, &named) > 0);
            const Grid *g = &run->grid;
            Scene sc = scene_draw_full(run, NULL, &rep, (2 * g->w + 1) * SCALE,
                                       (2 * g->h + 1) * SCALE, 0, 0, 0);
            for (int c = 0; c < named.ncells; c++) {
                /* the ring's line, a pixel inside the cell's block edge */
                uint32_t i = named.cells[c];
                int x = (int)(2 * (i % (uint32_t)g->w) + 1) * SCALE + 1;
                int y = (int)(2 * (i / (uint32_t)g->w) + 1) * SCALE + SCALE / 2;
                if (scene_pixel(&sc, x, y) != focus)
                    fail_msg("%s step %llu: no ring in the cell \"%s\" names", ids[a],
                             (unsigned long long)run->steps, buf);
                rings++;
            }
            if (named.wall) {
                static const float ux[4] = { 0, 1, 0, -1 }, uy[4] = { -1, 0, 1, 0 };
                uint32_t px = scene_cell_pixel(&sc, g, named.wall_cell, 0.5f * ux[named.wall_dir],
                                               0.5f * uy[named.wall_dir]);
                if (px != focus)
                    fail_msg("%s step %llu: no bar on the wall \"%s\" names", ids[a],
                             (unsigned long long)run->steps, buf);
                bars++;
            }
            assert_true(scene_has(&sc, PAL_FOCUS) == (named.ncells > 0 || named.wall));
            scene_free(&sc);
        }
        run_free(run);
    }
    assert_true(rings > 50 && bars > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_focus),
        cmocka_unit_test(test_sets),
        cmocka_unit_test(test_set_colours),
        cmocka_unit_test(test_sets_zoomed),
        cmocka_unit_test(test_hunt_row),
        cmocka_unit_test(test_wilson_arrows),
        cmocka_unit_test(test_solver_state),
        cmocka_unit_test(test_contrast_on_screen),
    };
    return cmocka_run_group_tests_name("app: hidden state", tests, NULL, NULL);
}
