/* test_solve_shapes.c - every solver on every shape it supports (polar,
 * hexagonal, triangular, masked squares), on perfect mazes of several
 * generators: it reaches the exit; its path is a walk through open
 * passages from the entrance to the exit, and again the same from the same
 * seed (the random mouse's too); a search's path is a shortest
 * one by the test's own breadth-first search, and in a perfect maze (one
 * path only) a walker's loop-erased path is that path too; a wall
 * follower walks each passage at most twice; its turns go through the
 * cell's sides in order, checked move by move by the test's own rule; a
 * walker started anywhere, facing any side, ends. Trémaux's marks are
 * counted again from its moves: never more than two on a passage, each
 * move's "marks" fact that count, and with the goal walled off it says
 * there is no path having marked every passage it reached twice.
 * Dead-end filling leaves exactly the one path of a perfect maze.
 * Dijkstra's and A*'s paths through an open field with mud cost what the
 * test's own relaxation says is cheapest, and A*'s h at every cell it
 * expands is no more than the moves left (admissible). */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"

typedef struct Model { ShapeKind kind; int w, h; } Model;

static const Model models[] = {
    { SHAPE_HEX, 1, 1 }, { SHAPE_HEX, 1, 7 }, { SHAPE_HEX, 5, 4 }, { SHAPE_HEX, 17, 12 },
    { SHAPE_TRIANGLE, 1, 1 }, { SHAPE_TRIANGLE, 2, 3 }, { SHAPE_TRIANGLE, 9, 6 },
    { SHAPE_TRIANGLE, 24, 15 }, { SHAPE_POLAR, 2, 2 }, { SHAPE_POLAR, 5, 5 },
    { SHAPE_POLAR, 12, 12 }, { SHAPE_SQUARE, 7, 7 }, { SHAPE_SQUARE, 16, 11 },
};
enum { MODEL_COUNT = sizeof models / sizeof models[0], SEEDS = 25 };

static const char *const makers[] = { "backtracker", "kruskal", "wilson", "prim" };

/* A w x h square with cells switched off: a ring round a hole, its
 * corners cut, so walls meet the mask on every side (grid_mask_check
 * accepts it: one piece). */
static void init_masked(Grid *g, int w, int h)
{
    uint8_t *on = malloc((size_t)w * (size_t)h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            bool hole = x > w / 3 && x < w - 1 - w / 3 && y > h / 3 && y < h - 1 - h / 3;
            bool corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1) && w > 2 && h > 2;
            on[y * w + x] = !hole && !corner;
        }
    on[0] = on[(size_t)w * (size_t)h - 1] = 1;   /* the default ends stay on */
    assert_int_equal(grid_init_mask(g, w, h, on), MAZE_OK);
    free(on);
}

/* The model's empty grid: its shape, or the masked square for
 * SHAPE_SQUARE. */
static void init_model(Grid *g, const Model *m)
{
    if (m->kind == SHAPE_SQUARE)
        init_masked(g, m->w, m->h);
    else
        assert_int_equal(grid_init_shape(g, m->kind, m->w, m->h), MAZE_OK);
}

/* A finished maze of generator id on the model's grid. */
static GenRun *make_maze(const char *id, const Grid *model, uint64_t seed)
{
    GenRun *run = gen_run_new_on(gen_find(id), 0, model, seed, NULL);
    assert_non_null(run);
    assert_true(run_finish(run));
    return run;
}

/* The side of cell `from` that leads to `to`, or -1. */
static int side_to(const Grid *g, uint32_t from, uint32_t to)
{
    uint32_t nb[GRID_MAX_SIDES];
    int sides = grid_neighbors(g, from, nb);
    for (int s = 0; s < sides; s++)
        if (nb[s] == to)
            return s;
    return -1;
}

/* True when side s of cell i can be walked through (a passage or the exit). */
static bool can_leave(const Grid *g, uint32_t i, int s)
{
    return grid_is_open(g, i, (Dir)s) || (i == grid_exit(g) && s == grid_exit_side(g));
}

/* Replays a wall follower's moves by the rule: from the side it came in
 * by, the sides in turn toward the hand (down for the right hand, up for
 * the left), the back last. */
static void check_wall_rule(const Grid *g, bool right)
{
    const SolveAlgo *a = solve_find(right ? "wall-right" : "wall-left");
    SolveRun *run = solve_run_new(a, g, NULL);
    assert_non_null(run);
    StepReport r;
    run_set_report(run, &r);
    uint32_t at = grid_entrance(g);
    int back = grid_entrance_side(g);
    while (!run_done(run)) {
        assert_int_equal(run_step(run, 1), 1);
        int sides = grid_sides(g, at), want = -1;
        for (int k = 1; k <= sides && want < 0; k++) {
            int s = ((back + (right ? -k : k)) % sides + sides) % sides;
            if (can_leave(g, at, s))
                want = s;
        }
        assert_int_equal(r.dir, want);
        assert_int_equal(r.cell, at);
        if (solve_verdict(run) == SOLVE_REACHED)
            break;
        uint32_t next = grid_neighbor(g, at, (Dir)want);
        back = side_to(g, next, at);
        at = next;
    }
    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
    run_free(run);
}

/* Runs solver a on g again, as `done` was (the default seed): the same
 * moves and the same trail. */
static void check_again(const SolveRun *done, const SolveAlgo *a, const Grid *g)
{
    SolveRun *run = solve_run_new(a, g, NULL);
    assert_non_null(run);
    assert_true(run_finish(run));
    assert_int_equal(solve_raw_length(run), solve_raw_length(done));
    assert_memory_equal(solve_trail(run), solve_trail(done), g->n);
    run_free(run);
}

/* Runs Trémaux on g step by step, counting each passage's crossings from
 * the moves it reports: never more than two, and each move's "marks" fact
 * is the count. Returns its verdict; when it says no path, every open
 * passage of every cell it reached was crossed exactly twice. */
static SolveVerdict check_tremaux(const Grid *g)
{
    SolveRun *run = solve_run_new(solve_find("tremaux"), g, NULL);
    assert_non_null(run);
    StepReport r;
    run_set_report(run, &r);
    uint8_t *crossed = calloc(grid_edge_codes(g), 1);
    bool *reached = calloc(g->n, sizeof *reached);
    reached[grid_entrance(g)] = true;
    while (!run_done(run)) {
        assert_int_equal(run_step(run, 1), 1);
        if (r.other == STEP_NONE || r.dir < 0)
            continue;                   /* the start, or out through the exit */
        assert_int_equal(grid_neighbor(g, r.cell, (Dir)r.dir), r.other);
        assert_true(grid_is_open(g, r.cell, (Dir)r.dir));
        uint32_t e = grid_edge_of(g, r.cell, r.dir);
        assert_true(++crossed[e] <= 2);
        const StepFact *marks = step_find_fact(&r, "marks");
        if (marks)                      /* the last move home has none */
            assert_int_equal(marks->value, crossed[e]);
        reached[r.other] = true;
    }
    SolveVerdict v = solve_verdict(run);
    if (v == SOLVE_NO_PATH)
        for (uint32_t i = 0; i < g->n; i++)
            for (int d = 0; reached[i] && d < grid_sides(g, i); d++)
                if (grid_is_open(g, i, (Dir)d))
                    assert_int_equal(crossed[grid_edge_of(g, i, d)], 2);
    free(crossed);
    free(reached);
    run_free(run);
    return v;
}

/* Trémaux on g, then on a copy of g with every passage of the exit's
 * cell walled: no path, told at the start. */
static void check_tremaux_both(const Grid *g)
{
    assert_int_equal(check_tremaux(g), SOLVE_REACHED);
    Grid cut;
    assert_int_equal(grid_copy(&cut, g), MAZE_OK);
    for (int d = 0; d < grid_sides(&cut, grid_exit(&cut)); d++)
        grid_wall(&cut, grid_exit(&cut), (Dir)d);
    if (grid_exit(&cut) != grid_entrance(&cut))
        assert_int_equal(check_tremaux(&cut), SOLVE_NO_PATH);
    grid_free(&cut);
}

/* Dead-end filling on perfect maze g, whose one path is path[0..len):
 * the cells it did not fill are exactly that path's (every other cell in
 * the maze filled, none switched off touched). */
static void check_filling(const Grid *g, const uint32_t *path, size_t len)
{
    SolveRun *run = solve_run_new(solve_find("dead-end-filling"), g, NULL);
    assert_non_null(run);
    assert_true(run_finish(run));
    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
    const uint8_t *trail = solve_trail(run);
    bool *on_path = calloc(g->n, sizeof *on_path);
    for (size_t k = 0; k < len; k++)
        on_path[path[k]] = true;
    uint32_t left = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        if (!grid_cell_on(g, i)) {
            assert_int_equal(trail[i], TRAIL_NONE);
            continue;
        }
        assert_int_equal(trail[i] != TRAIL_VISITED, on_path[i]);
        left += trail[i] != TRAIL_VISITED;
    }
    assert_int_equal(left, len);
    free(on_path);
    run_free(run);
}

static void test_solvers(void **state)
{
    (void)state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid model;
        init_model(&model, &models[m]);
        for (size_t k = 0; k < sizeof makers / sizeof makers[0]; k++) {
            for (uint64_t seed = 0; seed < SEEDS; seed++) {
                GenRun *maze = make_maze(makers[k], &model, seed);
                const Grid *g = &maze->grid;
                uint32_t *dist = malloc(g->n * sizeof *dist);
                test_distances(g, grid_entrance(g), dist);
                const uint32_t shortest = dist[grid_exit(g)] + 1;
                for (size_t s = 0; s < solve_algo_count; s++) {
                    const SolveAlgo *a = solve_algos[s];
                    if (!algo_supports(a, g))
                        continue;
                    SolveRun *run = solve_run_new(a, g, NULL);
                    assert_non_null(run);
                    assert_true(run_finish(run));
                    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
                    uint32_t *path;
                    size_t len;
                    assert_int_equal(solve_path(run, &path, &len), MAZE_OK);
                    assert_true(grid_walk_ok(g, path, len));
                    assert_int_equal(path[0], grid_entrance(g));
                    assert_int_equal(path[len - 1], grid_exit(g));
                    assert_int_equal(len, shortest);      /* a perfect maze: one path */
                    /* walkers that know where they have been; the random
                     * mouse does not */
                    if ((a->flags & ALGO_WALKER) && a != solve_find("random-mouse"))
                        assert_true(solve_raw_length(run) <= 2 * (uint64_t)g->n);
                    check_again(run, a, g);
                    if (a == solve_find("bfs"))
                        check_filling(g, path, len);
                    mem_free(path);
                    run_free(run);
                }
                if (seed % 5 == 0) {
                    check_wall_rule(g, true);
                    check_wall_rule(g, false);
                    check_tremaux_both(g);
                }
                free(dist);
                run_free(maze);
            }
        }
        grid_free(&model);
    }
}

/* From any cell, with its back to any side, every solver that runs on the
 * shape ends (a walker in a perfect maze reaches the exit, a search too);
 * the others are refused with MAZE_ERR_SHAPE. */
static void test_any_start(void **state)
{
    (void)state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid model;
        init_model(&model, &models[m]);
        GenRun *maze = make_maze("backtracker", &model, 7);
        const Grid *g = &maze->grid;
        for (uint32_t i = 0; i < g->n; i += 1 + g->n / 40) {
            /* a cell switched off is no start: nothing reaches out of it */
            for (int side = 0; grid_cell_on(g, i) && side < grid_sides(g, i); side++) {
                for (size_t s = 0; s < solve_algo_count; s++) {
                    MazeStatus st;
                    SolveRun *run = solve_run_new_at(solve_algos[s], g, i, (Dir)side, &st);
                    if (!algo_supports(solve_algos[s], g)) {   /* refused, cleanly */
                        assert_null(run);
                        assert_int_equal(st, MAZE_ERR_SHAPE);
                        continue;
                    }
                    assert_non_null(run);
                    assert_true(run_finish(run));
                    assert_int_equal(solve_verdict(run), SOLVE_REACHED);
                    run_free(run);
                }
            }
            MazeStatus st;
            assert_null(solve_run_new_at(solve_algos[0], g, i, (Dir)grid_sides(g, i), &st));
            assert_int_equal(st, MAZE_ERR_ARG);
        }
        run_free(maze);
        grid_free(&model);
    }
}

/* The cheapest cost from the entrance to each cell of g (entering a cell
 * costs cost[cell]), by relaxing every passage until nothing changes:
 * slow, and independent of the solvers. */
static void cheapest(const Grid *g, const uint8_t *cost, uint64_t *best)
{
    for (uint32_t i = 0; i < g->n; i++)
        best[i] = UINT64_MAX;
    best[grid_entrance(g)] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t i = 0; i < g->n; i++)
            for (int d = 0; best[i] != UINT64_MAX && d < grid_sides(g, i); d++) {
                uint32_t j = grid_neighbor(g, i, (Dir)d);
                if (grid_is_open(g, i, (Dir)d) && best[i] + cost[j] < best[j]) {
                    best[j] = best[i] + cost[j];
                    changed = true;
                }
            }
    }
}

/* Runs A* on g (no mud) with a report: at every cell it expands, h is at
 * most the moves from there to the exit, to_goal (admissible). */
static void check_admissible(const Grid *g, const uint32_t *to_goal)
{
    SolveRun *run = solve_run_new(solve_find("astar"), g, NULL);
    assert_non_null(run);
    StepReport r;
    run_set_report(run, &r);
    uint32_t expanded = 0;
    while (!run_done(run)) {
        assert_int_equal(run_step(run, 1), 1);
        const StepFact *h = step_find_fact(&r, "h");
        if (h && r.cell != STEP_NONE) {
            assert_true(h->value <= to_goal[r.cell]);
            expanded++;
        }
    }
    assert_true(expanded > 0);
    run_free(run);
}

/* Dijkstra and A* on an open field of every shape, a third of its cells
 * mud (cost 5): a walk through open passages whose cost is the cheapest;
 * and A*'s h admissible there. */
static void test_weighted(void **state)
{
    (void)state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid g;
        init_model(&g, &models[m]);
        grid_open_all(&g, MARK_DONE);       /* an open field of the shape */
        uint8_t *cost = malloc(g.n);
        uint64_t *best = malloc(g.n * sizeof *best);
        for (uint64_t seed = 0; seed < 5; seed++) {
            Rng rng;
            rng_seed(&rng, seed);
            for (uint32_t i = 0; i < g.n; i++)
                cost[i] = rng_below(&rng, 3) == 0 ? 5 : 1;
            cheapest(&g, cost, best);
            for (int a = 0; a < 2; a++) {
                SolveRun *run = solve_run_new(solve_find(a ? "astar" : "dijkstra"), &g, NULL);
                assert_non_null(run);
                solve_set_costs(run, cost);
                assert_true(run_finish(run));
                assert_int_equal(solve_verdict(run), SOLVE_REACHED);
                uint32_t *path;
                size_t len;
                assert_int_equal(solve_path(run, &path, &len), MAZE_OK);
                assert_true(grid_walk_ok(&g, path, len));
                uint64_t paid = 0;
                for (size_t k = 1; k < len; k++)
                    paid += cost[path[k]];
                assert_int_equal(paid, best[grid_exit(&g)]);
                mem_free(path);
                run_free(run);
            }
        }
        uint32_t *to_goal = malloc(g.n * sizeof *to_goal);
        test_distances(&g, grid_exit(&g), to_goal);
        check_admissible(&g, to_goal);
        free(to_goal);
        free(cost);
        free(best);
        grid_free(&g);
    }
}

/* A solver that does not say it runs on a shape is refused there. */
static void test_refused(void **state)
{
    (void)state;
    static const Algo plain = { .kind = ALGO_SOLVE, .id = "plain" };
    Grid g;
    assert_int_equal(grid_init_shape(&g, SHAPE_HEX, 3, 3), MAZE_OK);
    MazeStatus st;
    assert_null(solve_run_new(&plain, &g, &st));
    assert_int_equal(st, MAZE_ERR_SHAPE);
    grid_free(&g);
    /* A start on a cell the mask switches off: refused, not "no path". */
    init_masked(&g, 7, 7);
    uint32_t off = 0;
    while (off < g.n && grid_cell_on(&g, off))
        off++;
    assert_true(off < g.n);
    assert_null(solve_run_new_at(solve_find("bfs"), &g, off, DIR_N, &st));
    assert_int_equal(st, MAZE_ERR_ARG);
    grid_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solvers),
        cmocka_unit_test(test_any_start),
        cmocka_unit_test(test_weighted),
        cmocka_unit_test(test_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
