/* test_hunt_textbook.c - hunt-and-kill is the textbook algorithm.
 *
 * The textbook (Buck, "Mazes for Programmers"; Pullen's Think Labyrinth):
 * start at a random cell; walk to random unvisited neighbours, carving,
 * until stuck; then scan the rows from the top for the first unvisited
 * cell that has a visited neighbour, join it to a random visited
 * neighbour, and walk on from it; stop when every cell is visited.
 *
 * textbook() below is that, written plainly on a Grid and a visited array
 * with none of the generator's machinery (no hunt cursor, no marks, no
 * resumable steps): every hunt rescans the grid from cell 0. Two checks:
 *   - the same maze: with the project's Rng, drawing a random number only
 *     when there is a choice (as every generator does) and listing
 *     neighbours in Dir order, the textbook gives our maze passage for
 *     passage and leaves the Rng in the same state, on every small size
 *     and a few large ones;
 *   - the same texture: the mean dead-end, solution and longest-path
 *     shares of our mazes and of the textbook's, on seeds that do not
 *     overlap (two independent samples), lie within 1 percentage point of
 *     each other on square and long grids. This is the promise the issue
 *     asks for, and it still holds should the draws ever be spent in
 *     another order. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/stats.h"

/* A direction from (x, y) that stays on the w x h grid leads to a cell
 * whose visited flag is `want`: the list of such directions in Dir order,
 * and how many. */
static int neighbours(const Grid *g, const bool *visited, int x, int y, bool want, Dir out[4])
{
    static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
    int k = 0;
    for (int d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx >= 0 && nx < g->w && ny >= 0 && ny < g->h && visited[ny * g->w + nx] == want)
            out[k++] = (Dir)d;
    }
    return k;
}

/* One of the k >= 1 directions in options: a draw only when there is a
 * choice. */
static Dir pick(Rng *rng, const Dir *options, int k)
{
    return options[k == 1 ? 0 : rng_below(rng, (uint32_t)k)];
}

/* Carves the textbook hunt-and-kill maze into the blank grid g. */
static void textbook(Grid *g, Rng *rng)
{
    bool *visited = calloc(g->n, sizeof *visited);
    assert_non_null(visited);
    uint32_t start = rng_below(rng, g->n);
    int x = (int)(start % (uint32_t)g->w), y = (int)(start / (uint32_t)g->w);
    visited[start] = true;
    uint32_t unvisited = g->n - 1;
    while (unvisited > 0) {
        Dir options[4];
        int k = neighbours(g, visited, x, y, false, options);
        if (k > 0) {
            /* Kill: walk into a random unvisited neighbour. */
            Dir d = pick(rng, options, k);
            grid_carve(g, (uint32_t)(y * g->w + x), d);
            x += d == DIR_E ? 1 : d == DIR_W ? -1 : 0;
            y += d == DIR_S ? 1 : d == DIR_N ? -1 : 0;
        } else {
            /* Hunt: the first unvisited cell from the top that has a
             * visited neighbour, joined to a random one of them. */
            bool found = false;
            for (int hy = 0; hy < g->h && !found; hy++)
                for (int hx = 0; hx < g->w && !found; hx++) {
                    if (visited[hy * g->w + hx])
                        continue;
                    k = neighbours(g, visited, hx, hy, true, options);
                    if (k == 0)
                        continue;
                    grid_carve(g, (uint32_t)(hy * g->w + hx), pick(rng, options, k));
                    x = hx;
                    y = hy;
                    found = true;
                }
            assert_true(found);
        }
        visited[y * g->w + x] = true;
        unvisited--;
    }
    free(visited);
}

static const GenAlgo *hunt_and_kill(void)
{
    const GenAlgo *hk = gen_find("hunt-and-kill");
    assert_non_null(hk);
    return hk;
}

/* Our maze for (w, h, seed) equals the textbook's on the same Rng stream,
 * and both leave the Rng in the same state. */
static void check_same(int w, int h, uint64_t seed)
{
    GenRun *run = test_generate(hunt_and_kill(), 0, w, h, seed, SIZE_MAX);
    Grid g;
    assert_int_equal(grid_init(&g, w, h), MAZE_OK);
    Rng rng;
    rng_seed(&rng, seed);
    textbook(&g, &rng);
    if (!grid_same_passages(&g, &run->grid))
        fail_msg("%dx%d seed %llu: not the textbook's maze", w, h, (unsigned long long)seed);
    if (memcmp(rng.s, run->rng.s, sizeof rng.s) != 0)
        fail_msg("%dx%d seed %llu: the Rng is not where the textbook leaves it", w, h,
                 (unsigned long long)seed);
    grid_free(&g);
    run_free(run);
}

static void test_same_maze_as_textbook(void **state)
{
    (void)state;
    /* Every size up to 12x12 (1xN and Nx1 included: the hunt's case where
     * cell 0 is still outside the maze is common there). */
    for (int w = 1; w <= 12; w++)
        for (int h = 1; h <= 12; h++)
            for (uint64_t seed = 1; seed <= 4; seed++)
                check_same(w, h, seed);
    static const int big[][2] = { { 50, 50 }, { 64, 3 }, { 3, 64 }, { 65, 33 }, { 100, 7 } };
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++)
        for (uint64_t seed = 1; seed <= 6; seed++)
            check_same(big[k][0], big[k][1], seed);
}

/* ---- texture: mean shares of two independent samples ---------------------- */

enum { SHARE_DEAD_END, SHARE_SOLUTION, SHARE_LONGEST, SHARE_COUNT };
static const char *const share_names[SHARE_COUNT] = { "dead ends", "solution", "longest path" };

/* Sums of each share and of its square over a sample of mazes. */
typedef struct Sample {
    int runs;
    double sum[SHARE_COUNT], sq[SHARE_COUNT];
} Sample;

static void sample_add(Sample *s, const Grid *g, StatsScratch *sc)
{
    MazeStats st;
    assert_int_equal(stats_compute_with(g, sc, &st), MAZE_OK);
    double x[SHARE_COUNT] = { st.dead_end_share, st.solution_share,
                              (double)st.longest_path / g->n };
    for (int k = 0; k < SHARE_COUNT; k++) {
        s->sum[k] += x[k];
        s->sq[k] += x[k] * x[k];
    }
    s->runs++;
}

static double sample_mean(const Sample *s, int k)
{
    return s->sum[k] / s->runs;
}

/* Standard error of the mean. */
static double sample_se(const Sample *s, int k)
{
    double m = sample_mean(s, k);
    return sqrt((s->sq[k] - s->runs * m * m) / (s->runs - 1) / s->runs);
}

/* Our mazes on seeds 1..runs against the textbook's on seeds runs+1..2*runs:
 * each mean share within 1 point of the other. The sample sizes keep the
 * standard error of each difference at or under a quarter of a point. */
static void check_texture(int w, int h, int runs)
{
    StatsScratch sc;
    assert_int_equal(stats_scratch_init(&sc, (uint32_t)w * (uint32_t)h), MAZE_OK);
    Sample ours = { 0 }, book = { 0 };
    for (int r = 0; r < runs; r++) {
        GenRun *run = test_generate(hunt_and_kill(), 0, w, h, (uint64_t)r + 1, SIZE_MAX);
        sample_add(&ours, &run->grid, &sc);
        run_free(run);
        Grid g;
        assert_int_equal(grid_init(&g, w, h), MAZE_OK);
        Rng rng;
        rng_seed(&rng, (uint64_t)(runs + r) + 1);
        textbook(&g, &rng);
        sample_add(&book, &g, &sc);
        grid_free(&g);
    }
    stats_scratch_free(&sc);
    for (int k = 0; k < SHARE_COUNT; k++) {
        double a = sample_mean(&ours, k), b = sample_mean(&book, k);
        double se = hypot(sample_se(&ours, k), sample_se(&book, k));
        printf("  %3dx%-3d %-12s ours %6.2f%% +- %.2f  textbook %6.2f%% +- %.2f  (%d mazes each)\n",
               w, h, share_names[k], 100 * a, 100 * sample_se(&ours, k), 100 * b,
               100 * sample_se(&book, k), runs);
        if (fabs(a - b) > 0.01)
            fail_msg("%dx%d %s: ours %.4f, textbook %.4f (se of the difference %.4f)", w, h,
                     share_names[k], a, b, se);
    }
}

static void test_texture_matches_textbook(void **state)
{
    (void)state;
    check_texture(50, 50, 200);     /* the size the issue measured */
    check_texture(20, 20, 1000);    /* small: every share spreads more */
    check_texture(80, 25, 200);
    check_texture(25, 80, 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_maze_as_textbook),
        cmocka_unit_test(test_texture_matches_textbook),
    };
    return cmocka_run_group_tests_name("hunt-and-kill is the textbook's", tests, NULL, NULL);
}
