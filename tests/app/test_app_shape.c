/* test_app_shape.c - the window's mazes of other shapes (issue 20), in a
 * real App drawn by the software renderer:
 *   - a hexagonal maze (Wilson's) and a polar one (the backtracker), run to
 *     the end and drawn: at the centre of every cell, computed here from
 *     the shapes' definitions (flat-topped hexagons 1 high in columns, odd
 *     columns half a cell lower; rings 1 wide around a centre cell, ring
 *     r's cells equal slices clockwise from north), the pixel is passage
 *     white; at the middle of every side between two cells (hex: north,
 *     north-east, south-east; polar: inward and counter-clockwise), wall
 *     black where the library's grid says closed and white where open,
 *     both kinds seen many times. Unit u of the shape's space lies at block
 *     1 + 2u of the placed picture (render_shape.h);
 *   - the shape button beside the presets takes hex, triangle, polar and
 *     the square in turn, by clicks; Polar makes a disc of the height's
 *     rings; Eller's, which needs rows, is refused on the disc (the
 *     algorithm kept) and on hexagons (the square kept), the reason in
 *     the status line;
 *   - --shape and --mask on the command line; a mask file that cannot be
 *     read or whose cells on are apart stops the window before it opens;
 *   - a saved shape the generator does not run on, or a mask file that
 *     cannot be read: the window opens on the square, saying why;
 *   - a solver that does not run on the shape starts nothing and says why
 *     in the status line; BFS runs to the exit;
 *   - the step's sentence under a hexagonal maze names sides in the
 *     hexagon's words;
 *   - Predict and Record, square-only, say so on a triangular maze;
 *   - compare mode on hexagons: both panes' mazes are hexagonal, drawn;
 *     with four, the default that needs the square's rows is replaced. */
#include "harness.h"

#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_panel.h"
#include "boards/maze/maze_predict.h"
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_teach.h"
#include "maze/shape.h"
#include "shell/app.h"
#include "app_rig.h"
#include "app_input.h"

static const double pi = 3.14159265358979323846;

/* A finished maze of shape k by generator id, w x h, drawn. */
static void shape_open(Rig *rig, ShapeKind k, const char *id, int w, int h, uint64_t seed)
{
    AppSettings s;
    rig_settings(&s, w, h, seed);
    maze_settings(&s)->algo = gen_index(gen_find(id));
    maze_settings(&s)->shape = (int)k;
    rig_open_finished(rig, &s);
    rig_settle_view(rig);
}

/* A 10x8 maze of shape k by the default generator, paused at step 0. */
static void shape_open_paused(Rig *rig, ShapeKind k, uint64_t seed)
{
    AppSettings s;
    rig_settings(&s, 10, 8, seed);
    maze_settings(&s)->shape = (int)k;
    s.once.start_paused = true;
    rig_open(rig, &s);
}

static ZoomPlace shape_place(Rig *rig)
{
    return ((MazeBoardView *)rig->view.board[APP_BOARD_MAZE])->zoom.zoom.last;
}

/* The screen pixel at unit point (ux, uy) of the picture placed at p. */
static uint32_t shape_pixel(const Rig *rig, const ZoomPlace *p, double ux, double uy)
{
    int x = (int)floor(p->x + (1 + 2 * ux) * p->px), y = (int)floor(p->y + (1 + 2 * uy) * p->px);
    assert_true(x >= p->area.x && x < p->area.x + p->area.w && y >= p->area.y && y < p->area.y + p->area.h);
    const uint8_t *row = (const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch;
    return ((const uint32_t *)row)[x] & 0xFFFFFFu;
}

static uint32_t rgb(PalSlot s)
{
    return palette_argb(s) & 0xFFFFFFu;
}

/* Counts of sides seen open and closed. */
typedef struct Sides {
    int open, closed;
} Sides;

/* Checks the pixel at the middle (ux, uy) of side s of cell i. */
static void side_check(const Rig *rig, const ZoomPlace *p, uint32_t i, int s, double ux, double uy,
                       Sides *seen)
{
    const Grid *g = &maze_of(&rig->app)->run->grid;
    bool open = grid_is_open(g, i, (Dir)s);
    uint32_t got = shape_pixel(rig, p, ux, uy);
    if (got != rgb(open ? PAL_PASSAGE : PAL_WALL))
        fail_msg("cell %u side %d (%s): pixel %06x, want %s", i, s, grid_side_name(g, i, s), got,
                 open ? "passage" : "wall");
    *(open ? &seen->open : &seen->closed) += 1;
}

static void test_hex_cells_and_walls(void **state)
{
    (void)state;
    Rig rig;
    enum { W = 12, H = 9 };
    shape_open(&rig, SHAPE_HEX, "wilson", W, H, 5);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    assert_int_equal(grid_shape(g)->kind, SHAPE_HEX);
    ZoomPlace p = shape_place(&rig);
    assert_true(p.px >= 8);         /* walls several pixels thick: a centre is clear of them */
    const double a = 1 / sqrt(3.0); /* a side, for a hexagon 1 high */
    Sides seen = { 0, 0 };
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint32_t i = (uint32_t)(y * W + x);
            double cx = a * (1 + 1.5 * x), cy = y + 0.5 + (x % 2 ? 0.5 : 0);
            assert_int_equal(shape_pixel(&rig, &p, cx, cy), rgb(PAL_PASSAGE));
            if (y > 0)
                side_check(&rig, &p, i, 0, cx, cy - 0.5, &seen);                 /* north */
            if (x + 1 < W && (y > 0 || x % 2))
                side_check(&rig, &p, i, 1, cx + 0.75 * a, cy - 0.25, &seen);     /* north-east */
            if (x + 1 < W && (y + 1 < H || !(x % 2)))
                side_check(&rig, &p, i, 2, cx + 0.75 * a, cy + 0.25, &seen);     /* south-east */
        }
    /* A perfect maze opens n - 1 of the sides; most of the rest stand. */
    assert_true(seen.open >= W * H / 2 && seen.closed >= W * H / 2);
    rig_close(&rig);
}

static void test_polar_cells_and_walls(void **state)
{
    (void)state;
    Rig rig;
    enum { RINGS = 7 };
    shape_open(&rig, SHAPE_POLAR, "backtracker", 30, RINGS, 11);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    assert_int_equal(grid_shape(g)->kind, SHAPE_POLAR);
    assert_int_equal(g->h, RINGS);
    ZoomPlace p = shape_place(&rig);
    const double R = RINGS;     /* the disc's centre, and its radius */
    assert_int_equal(shape_pixel(&rig, &p, R, R), rgb(PAL_PASSAGE));
    Sides seen = { 0, 0 };
    for (uint32_t r = 1; r < (uint32_t)RINGS; r++) {
        uint32_t first = g->topo->ring_start[r], count = g->topo->ring_count[r];
        assert_int_equal(g->topo->ring_start[r + 1] - first, count);
        for (uint32_t k = 0; k < count; k++) {
            uint32_t i = first + k;
            double mid = 2 * pi * (k + 0.5) / count, lo = 2 * pi * k / count, hi = 2 * pi * (k + 1) / count;
            assert_int_equal(shape_pixel(&rig, &p, R + (r + 0.5) * sin(mid), R - (r + 0.5) * cos(mid)),
                             rgb(PAL_PASSAGE));
            /* inward: the chord at radius r; counter-clockwise: the spoke at lo */
            side_check(&rig, &p, i, 0, R + r * (sin(lo) + sin(hi)) / 2, R - r * (cos(lo) + cos(hi)) / 2,
                       &seen);
            side_check(&rig, &p, i, 1, R + (r + 0.5) * sin(lo), R - (r + 0.5) * cos(lo), &seen);
        }
    }
    assert_true(seen.open >= 40 && seen.closed >= 40);
    rig_close(&rig);
}

static void test_shape_row(void **state)
{
    (void)state;
    Rig rig;
    AppSettings s;
    rig_settings(&s, 20, 8, 3);
    rig_open(&rig, &s);
    /* The button beside the presets: square, hex, triangle, polar. */
    static const ShapeKind order[] = { SHAPE_HEX, SHAPE_TRIANGLE, SHAPE_POLAR, SHAPE_SQUARE, SHAPE_HEX };
    for (size_t k = 0; k < sizeof order / sizeof order[0]; k++) {
        rig_settle_view(&rig);
        UiRect r;
        assert_true(ui_spot(&rig.view.ui, "##shape", &r));
        rig_click(&rig, r.x + r.w / 2, r.y + r.h / 2);
        assert_int_equal(grid_shape(&maze_of(&rig.app)->run->grid)->kind, order[k]);
    }
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_POLAR);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    assert_int_equal(grid_shape(g)->kind, SHAPE_POLAR);
    assert_int_equal(g->w, 8);
    assert_int_equal(g->h, 8);
    rig_settle_view(&rig);
    /* Eller's works row by row: not on a disc; the backtracker's stays. */
    int eller = gen_index(gen_find("eller"));
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, eller);
    assert_int_not_equal(maze_set(&rig.app)->algo, eller);
    assert_non_null(strstr(rig.app.status, "does not run on Polar"));
    assert_int_equal(grid_shape(&maze_of(&rig.app)->run->grid)->kind, SHAPE_POLAR);
    /* Nor on hexagons: on the square, the hexagons are refused. */
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_SQUARE);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, eller);
    assert_int_equal(maze_set(&rig.app)->algo, eller);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_HEX);
    assert_int_equal(maze_set(&rig.app)->shape, SHAPE_SQUARE);
    assert_non_null(strstr(rig.app.status, "does not run on Hexagonal grids"));
    assert_true(grid_is_square(&maze_of(&rig.app)->run->grid));
    rig_settle_view(&rig);
    rig_close(&rig);
}

/* A disc has rings and no width: on polar the Size section shows one
 * Rings slider, and Ctrl + wheel over it changes the rings (the grid's w
 * and h both); the square gets Width and Height back. */
static void test_polar_rings_slider(void **state)
{
    (void)state;
    Rig rig;
    AppSettings s;
    rig_settings(&s, 20, 8, 3);
    rig_open(&rig, &s);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_POLAR);
    rig_settle_view(&rig);
    UiRect r;
    assert_false(ui_spot(&rig.view.ui, PANEL_WIDTH_SLIDER, &r));
    assert_false(ui_spot(&rig.view.ui, PANEL_HEIGHT_SLIDER, &r));
    int x, y;
    in_widget(&rig, PANEL_RINGS_SLIDER, &x, &y);
    in_move(&rig, x, y);
    SDL_SetModState(KMOD_LCTRL);
    in_event(&rig, (SDL_Event){ .wheel = { .type = SDL_MOUSEWHEEL, .y = 3, .direction = SDL_MOUSEWHEEL_NORMAL } });
    in_frame(&rig);
    SDL_SetModState(KMOD_NONE);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    assert_int_equal(grid_shape(g)->kind, SHAPE_POLAR);
    assert_int_equal(g->h, 11);
    assert_int_equal(g->w, 11);
    assert_int_equal(grid_cells_on(g), shape_polar_cell_count(11));
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_SET_SHAPE, SHAPE_SQUARE);
    rig_settle_view(&rig);
    assert_true(ui_spot(&rig.view.ui, PANEL_WIDTH_SLIDER, &r));
    assert_true(ui_spot(&rig.view.ui, PANEL_HEIGHT_SLIDER, &r));
    assert_false(ui_spot(&rig.view.ui, PANEL_RINGS_SLIDER, &r));
    rig_close(&rig);
}

/* A saved shape the generator asked for does not run on, a bad mask or
 * a shape too big to draw: the window opens on the square and says why. */
static void test_opens_on_the_square_instead(void **state)
{
    (void)state;
    static const struct {
        const char *algo, *mask, *why;
        ShapeKind shape;
    } cases[] = {
        { "sidewinder", NULL, "Sidewinder does not run on Hexagonal grids", SHAPE_HEX },
        { "backtracker", "/nonexistent/initials.png", "/nonexistent/initials.png", SHAPE_SQUARE },
        { "backtracker", NULL, "the window makes hex mazes of up to 300000 cells, not 360000", SHAPE_HEX },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        Rig rig;
        AppSettings s;
        rig_settings(&s, k == 2 ? 600 : 10, k == 2 ? 600 : 8, 2);
        maze_settings(&s)->algo = gen_index(gen_find(cases[k].algo));
        maze_settings(&s)->shape = (int)cases[k].shape;
        maze_settings(&s)->mask = cases[k].mask;
        rig_open(&rig, &s);
        assert_true(grid_is_square(&maze_of(&rig.app)->run->grid));
        assert_int_equal(maze_set(&rig.app)->shape, SHAPE_SQUARE);
        assert_null(maze_set(&rig.app)->mask);
        assert_non_null(strstr(rig.app.status, cases[k].why));
        assert_non_null(strstr(rig.app.status, "the square instead"));
        rig_close(&rig);
    }
}

/* --shape and --mask: a good mask file gives a masked square, a bad one
 * or a mask with another shape stops the window before it opens (exit 2,
 * the reason on stderr), as a bad shape name does. */
static void test_command_line(void **state)
{
    (void)state;
    char path[] = "/tmp/mazelab-mask-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    static const char mask[] = "X..X\n....\n.XX.\n";
    assert_int_equal(write(fd, mask, sizeof mask - 1), (ssize_t)(sizeof mask - 1));
    close(fd);
    AppSettings s;
    rig_settings(&s, 10, 8, 1);
    char *ok[] = { "mazelab", "--shape", "hex", NULL };
    assert_int_equal(app_parse_args(3, ok, &s), -1);
    assert_int_equal(maze_settings(&s)->shape, SHAPE_HEX);
    rig_settings(&s, 10, 8, 1);
    char *masked[] = { "mazelab", "--mask", path, NULL };
    assert_int_equal(app_parse_args(3, masked, &s), -1);
    Rig rig;
    rig_open_finished(&rig, &s);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    assert_true(grid_masked(g));
    assert_int_equal(g->w, 4);
    assert_int_equal(g->h, 3);
    assert_int_equal(grid_cells_on(g), 8);
    rig_settle_view(&rig);
    rig_close(&rig);
    char *bad[][5] = {
        { "mazelab", "--shape", "circle", NULL, NULL },
        { "mazelab", "--mask", "/nonexistent/initials.png", NULL, NULL },
        { "mazelab", "--mask", path, "--shape", "polar" },
    };
    static const char not_connected[] = "X.X\n.X.\n";
    fd = open(path, O_WRONLY | O_TRUNC);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, not_connected, sizeof not_connected - 1), (ssize_t)(sizeof not_connected - 1));
    close(fd);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        rig_settings(&s, 10, 8, 1);
        assert_int_equal(app_parse_args(bad[k][3] ? 5 : 3, bad[k], &s), 2);
    }
    char *unconnected[] = { "mazelab", "--mask", path, NULL };     /* the cells on apart */
    rig_settings(&s, 10, 8, 1);
    assert_int_equal(app_parse_args(3, unconnected, &s), 2);
    unlink(path);
}

static void test_solver_refused_with_reason(void **state)
{
    (void)state;
    Rig rig;
    shape_open(&rig, SHAPE_HEX, "backtracker", 10, 8, 4);
    const Grid *g = &maze_of(&rig.app)->run->grid;
    const SolveAlgo *refused = NULL;
    for (size_t k = 0; k < solve_algo_count && !refused; k++)
        if (!algo_supports(solve_algos[k], g))
            refused = solve_algos[k];
    if (refused) {      /* every solver may run on every shape one day */
        maze_set(&rig.app)->solver = solve_index(refused);
        rig_press_key(&rig, SDLK_w, 1);
        assert_null(maze_of(&rig.app)->solve);
        assert_non_null(strstr(rig.app.status, "does not run on Hexagonal grids"));
        rig_settle_view(&rig);
    }
    maze_set(&rig.app)->solver = solve_index(solve_find_shortest());
    rig_press_key(&rig, SDLK_w, 1);
    assert_non_null(maze_of(&rig.app)->solve);
    run_finish(maze_of(&rig.app)->solve);
    assert_int_equal(solve_verdict(maze_of(&rig.app)->solve), SOLVE_REACHED);
    rig_settle_view(&rig);
    rig_close(&rig);
}

/* The step's sentence under the maze names the side the backtracker
 * carved through in the hexagon's words ("north-east"), as the library's
 * grid_side_name calls it, never the square's "east". */
static void test_sentence_in_the_shapes_words(void **state)
{
    (void)state;
    Rig rig;
    shape_open_paused(&rig, SHAPE_HEX, 12);
    int diagonal = 0;
    for (int k = 0; k < 30; k++) {
        rig_press_key(&rig, SDLK_n, 1);
        rig_settle_view(&rig);
        TeachShow show;
        assert_true(maze_teach_shown(&rig.app, &show));
        const StepReport *r = show.report;
        if (r->dir < 0 || r->cell == STEP_NONE)
            continue;
        const char *side = grid_side_name(&maze_of(&rig.app)->run->grid, r->cell, r->dir);
        size_t at = 0;
        const char *text, *found = NULL;
        while ((text = rig_text(&rig, (UiRect){ 0 }, &at)))
            if (strncmp(text, "Carved ", 7) == 0)
                found = text;
        if (!found)
            continue;
        char want[64];
        snprintf(want, sizeof want, "Carved %s from", side);
        if (strncmp(found, want, strlen(want)) != 0)
            fail_msg("step %d: \"%s\", want \"%s ...\"", k, found, want);
        diagonal += strchr(side, '-') != NULL;
    }
    assert_true(diagonal > 0);      /* a six-sided word was met */
    rig_close(&rig);
}

/* Predict (K) clicks cells by rows and columns, the recorder (V) draws
 * block pictures: on other shapes both say so and do nothing. */
static void test_square_only_tools_say_so(void **state)
{
    (void)state;
    Rig rig;
    shape_open_paused(&rig, SHAPE_TRIANGLE, 6);
    rig_settle_view(&rig);
    rig_press_key(&rig, SDLK_k, 1);
    assert_null(maze_predict_shown(&rig.app));
    assert_non_null(strstr(rig.app.status, "Predict asks on the square grid"));
    rig_press_key(&rig, SDLK_v, 1);
    assert_false(maze_record_active(&rig.app));
    assert_non_null(strstr(rig.app.status, "Not recording: the window records square mazes"));
    rig_settle_view(&rig);
    rig_close(&rig);
}

static void test_compare_on_hexagons(void **state)
{
    (void)state;
    Rig rig;
    AppSettings s;
    rig_settings(&s, 12, 9, 8);
    maze_settings(&s)->algo = gen_index(gen_find("wilson"));
    maze_settings(&s)->shape = SHAPE_HEX;
    maze_settings(&s)->show_heat = true;
    maze_settings(&s)->pane_algo[1] = gen_index(gen_find("backtracker"));
    maze_settings(&s)->pane_chosen[1] = true;
    rig_open(&rig, &s);
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 2);
    Bias *b = maze_of(&rig.app)->bias;
    assert_int_equal(b->panes, 2);
    for (int k = 0; k < 200 && !bias_done(&rig.app); k++)
        rig_input_frame(&rig);
    assert_true(bias_done(&rig.app));
    rig_settle_view(&rig);
    for (int k = 0; k < 2; k++)
        assert_int_equal(grid_shape(&b->pane[k].run->grid)->kind, SHAPE_HEX);
    /* Four panes, the others the defaults: one that needs the square's
     * rows (the binary tree) gives way to one that runs on hexagons. */
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 4);
    assert_int_equal(b->panes, 4);
    for (int k = 0; k < 4; k++) {
        assert_int_equal(grid_shape(&b->pane[k].run->grid)->kind, SHAPE_HEX);
        for (int j = 0; j < k; j++)
            assert_ptr_not_equal(b->pane[k].run->algo, b->pane[j].run->algo);
    }
    for (int k = 0; k < 400 && !bias_done(&rig.app); k++)
        rig_input_frame(&rig);
    rig_settle_view(&rig);
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hex_cells_and_walls),
        cmocka_unit_test(test_polar_cells_and_walls),
        cmocka_unit_test(test_shape_row),
        cmocka_unit_test(test_polar_rings_slider),
        cmocka_unit_test(test_opens_on_the_square_instead),
        cmocka_unit_test(test_command_line),
        cmocka_unit_test(test_solver_refused_with_reason),
        cmocka_unit_test(test_sentence_in_the_shapes_words),
        cmocka_unit_test(test_square_only_tools_say_so),
        cmocka_unit_test(test_compare_on_hexagons),
    };
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
