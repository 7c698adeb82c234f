/* test_app_hidden.c - each algorithm's hidden state drawn over the maze
 * (boards/maze/maze_hidden.c) by an SDL software renderer into a surface,
 * checked pixel by pixel:
 *   - Kruskal's and Eller's sets: every cell joined to another shows its
 *     set's colour (so same-set cells match), cells with no passage yet the
 *     "not joined yet" grey, and sets apart show apart in colour;
 *   - hunt-and-kill's hunt row is framed on the row the view reports;
 *   - Wilson's arrows point the way its walk left each cell;
 *   - the wall follower's hand is on its side, bfs's queue shows as dots;
 *   - the slots returned (the legend) are those drawn. */
#include "harness.h"

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
    PalSet slots;
} Scene;

/* Draws run's maze and hidden state (and solve's, when not NULL) at SCALE
 * pixels per block. */
static Scene scene_draw_solve(const GenRun *run, const SolveRun *solve)
{
    Scene sc;
    const Grid *g = &run->grid;
    sc.area = (SDL_Rect){ 0, 0, (2 * g->w + 1) * SCALE, (2 * g->h + 1) * SCALE };
    sc.s = SDL_CreateRGBSurfaceWithFormat(0, sc.area.w, sc.area.h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(sc.s);
    sc.r = SDL_CreateSoftwareRenderer(sc.s);
    assert_non_null(sc.r);
    sc.view = maze_view_new(sc.r, g->w, g->h);
    sc.hidden = maze_hidden_new(sc.r);
    assert_non_null(sc.view);
    assert_non_null(sc.hidden);
    MazeLook look = { .grid = g, .solver_cell = GRID_NONE };
    assert_true(maze_view_update(sc.view, &look, NULL, 0));
    ZoomPlace p = maze_view_place(sc.view, sc.area);
    maze_view_draw(sc.view, sc.r, &p);
    sc.slots = maze_hidden_draw(sc.hidden, &p, run, solve, false);
    SDL_RenderFlush(sc.r);
    return sc;
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
    gen_set_report(run, &rep);
    assert_int_equal(gen_step(run, steps), steps);
    gen_set_report(run, NULL);
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
        uint32_t sid = gen_set_id(run, i), px = scene_cell_pixel(&sc, g, i, 0, 0);
        if (sid == 0 || g->mark[i] == MARK_CURRENT)
            continue;
        if (grid_degree(g, i) == 0) {       /* no passage yet: a set of its own */
            assert_int_equal(gen_set_size(run, i), 1);
            assert_int_equal(px, grey);
            alone++;
            continue;
        }
        assert_int_equal(px, maze_hidden_set_argb(sid));
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
    assert_true(sc.slots & (1u << PAL_SET));
    assert_int_equal(!!(sc.slots & (1u << PAL_SET_ONE)), alone > 0);
    scene_free(&sc);
    gen_run_free(run);
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
    uint32_t seen[HIDDEN_SET_LOOKS] = { 0 }, looks = 0, same_next = 0;
    for (uint32_t id = 1; id <= 1000; id++) {
        uint32_t c = maze_hidden_set_argb(id);
        same_next += c == maze_hidden_set_argb(id + 1);
        uint32_t k = 0;
        while (k < looks && seen[k] != c)
            k++;
        if (k == looks) {
            assert_true(looks < HIDDEN_SET_LOOKS);
            seen[looks++] = c;
        }
    }
    assert_int_equal(looks, HIDDEN_SET_LOOKS);
    assert_true(same_next < 1000 / 10);     /* ~1/18 by chance */
    /* Every look stands out from the black walls around a set's cells
     * (WCAG non-text contrast, 3:1). */
    PalColor wall = palette_color(PAL_WALL);
    for (uint32_t k = 0; k < looks; k++) {
        PalColor c = { (uint8_t)(seen[k] >> 16), (uint8_t)(seen[k] >> 8), (uint8_t)seen[k] };
        double ratio = palette_contrast(c, wall);
        if (ratio < PAL_MIN_CONTRAST)
            fail_msg("set look %06x: %.2f:1 against the walls", (unsigned)(seen[k] & 0xffffffu), ratio);
    }
}

/* The hunt's frame lies on the row the view reports, and on no other. */
static void test_hunt_row(void **state)
{
    (void)state;
    const GenAlgo *hk = gen_find("hunt-and-kill");
    GenRun *run = gen_run_new(hk, 0, 20, 14, 3, NULL);
    GenView v;
    int checked = 0;
    while (!gen_done(run) && checked < 3) {
        gen_step(run, 1);
        gen_view(run, &v);
        if (v.scan_row == GRID_NONE)
            continue;
        Scene sc = scene_draw(run);
        const uint32_t yellow = palette_argb(PAL_HUNT);
        int x = 5 * SCALE + 1;
        for (uint32_t row = 0; row < (uint32_t)run->grid.h; row++) {
            int top = (int)(2 * row) * SCALE;   /* the frame's top edge */
            bool framed = scene_pixel(&sc, x, top) == yellow;
            if (framed != (row == v.scan_row))
                fail_msg("hunt row %u: row %u framed %d", v.scan_row, row, framed);
        }
        assert_true(sc.slots & (1u << PAL_HUNT));
        scene_free(&sc);
        checked++;
    }
    assert_int_equal(checked, 3);
    gen_run_free(run);
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
            assert_int_equal(scene_cell_pixel(&sc, g, i, 0.45f * ux[d], 0.45f * uy[d]), arrow);
            assert_int_equal(scene_cell_pixel(&sc, g, i, 0.1f * ux[d], 0.1f * uy[d]), arrow);
            assert_int_not_equal(scene_cell_pixel(&sc, g, i, -0.3f * ux[d], -0.3f * uy[d]), arrow);
            arrows++;
        }
        if (gen_phase(run)[0] == 'w')
            assert_true(sc.slots & (1u << PAL_ARROW));
        scene_free(&sc);
        gen_run_free(run);
    }
    assert_true(arrows > 20);
}

/* The wall follower's hand bar lies on the side the view reports; bfs's
 * queue shows a dot in each queued cell. */
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
            solve_step(run, steps);
            if (solve_done(run)) {
                solve_run_free(run);
                continue;
            }
            SolveView sv;
            solve_view(run, &sv);
            Scene sc = scene_draw_solve(maze, run);
            if (sv.hand != 0) {
                uint32_t at = solve_current(run);
                int d = sv.hand_dir, o = (d + 2) % 4;
                assert_int_equal(scene_cell_pixel(&sc, g, at, 0.36f * ux[d], 0.36f * uy[d]),
                                 palette_argb(PAL_HAND));
                assert_int_not_equal(scene_cell_pixel(&sc, g, at, 0.36f * ux[o], 0.36f * uy[o]),
                                     palette_argb(PAL_HAND));
                assert_true(sc.slots & (1u << PAL_HAND));
                hands++;
            }
            for (uint32_t k = 0; k < sv.frontier_len; k++) {
                assert_int_equal(scene_cell_pixel(&sc, g, sv.frontier[k], 0, 0),
                                 palette_argb(PAL_ACTIVE));
                dots++;
            }
            scene_free(&sc);
            solve_run_free(run);
        }
    }
    assert_true(hands > 5 && dots > 5);
    gen_run_free(maze);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sets),
        cmocka_unit_test(test_set_colours),
        cmocka_unit_test(test_hunt_row),
        cmocka_unit_test(test_wilson_arrows),
        cmocka_unit_test(test_solver_state),
    };
    return cmocka_run_group_tests_name("app: hidden state", tests, NULL, NULL);
}
