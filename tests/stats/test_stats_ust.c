/* test_stats_ust.c - the exact UST dead-end share, and generators that
 * claim uniform spanning trees measured against it.
 *
 * 1. stats_ust_dead_end_share against brute force: every spanning tree of
 *    2x2 .. 4x4 grids enumerated (each (n-1)-subset of edges that is a tree),
 *    and on 10x10 and 7x12 against the matrix-tree theorem (counting trees
 *    with determinants, no Green's function), both to 1e-12.
 * 2. The finite-size trend towards the infinite-lattice constant.
 * 3. A z-test of the mean dead-end share of 50x50 mazes: wilson and
 *    aldous-broder from gen_algos[] when present (skipped otherwise), with a
 *    positive control (this file's own Wilson sampler must pass) and power
 *    checks (this file's own randomized Kruskal, the closest biased
 *    competitor, and the backtracker must fail). */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/stats.h"
#include "stats/det.h"

/* ---- 1. exact values ------------------------------------------------------ */

typedef struct Edge { int a, b; } Edge;

/* The edges of the w x h grid graph into e (room for 2wh); returns how many. */
static int grid_graph_edges(int w, int h, Edge *e)
{
    int m = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (x + 1 < w)
                e[m++] = (Edge){ y * w + x, y * w + x + 1 };
            if (y + 1 < h)
                e[m++] = (Edge){ y * w + x, (y + 1) * w + x };
        }
    return m;
}

static int uf_find(int *parent, int x)
{
    while (parent[x] != x)
        x = parent[x] = parent[parent[x]];
    return x;
}

/* Mean leaf share over all spanning trees of the w x h grid, enumerated:
 * every mask of n - 1 of the m edges (Gosper's hack) that has no cycle. */
static double brute_force_share(int w, int h, long *trees_out)
{
    Edge e[64];
    int n = w * h, m = grid_graph_edges(w, h, e);
    assert_true(m <= 30);
    long trees = 0, leaves = 0;
    for (uint32_t mask = (1u << (n - 1)) - 1; mask < (1u << m);) {
        int parent[32], degree[32] = { 0 };
        bool tree = true;
        for (int v = 0; v < n; v++)
            parent[v] = v;
        for (int k = 0; k < m && tree; k++) {
            if (!(mask >> k & 1u))
                continue;
            int ra = uf_find(parent, e[k].a), rb = uf_find(parent, e[k].b);
            tree = ra != rb;
            parent[ra] = rb;
            degree[e[k].a]++;
            degree[e[k].b]++;
        }
        if (tree) {
            trees++;
            for (int v = 0; v < n; v++)
                leaves += degree[v] == 1;
        }
        uint32_t low = mask & -mask, ripple = mask + low;
        mask = ripple | (((mask ^ ripple) >> 2) / low);
    }
    *trees_out = trees;
    return (double)leaves / ((double)trees * n);
}

static void test_ust_brute_force(void **state)
{
    (void)state;
    static const struct { int w, h; long trees; } cases[] = {
        { 2, 2, 4 }, { 3, 2, 15 }, { 2, 3, 15 }, { 4, 2, 56 }, { 3, 3, 192 },
        { 4, 3, 2415 }, { 4, 4, 100352 },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        long trees;
        double want = brute_force_share(cases[k].w, cases[k].h, &trees);
        double got = stats_ust_dead_end_share(cases[k].w, cases[k].h);
        print_message("%dx%d: %ld spanning trees, dead-end share %.15f (exact %.15f)\n",
                      cases[k].w, cases[k].h, trees, want, got);
        assert_int_equal(trees, cases[k].trees);
        assert_true(fabs(got - want) < 1e-12);
    }
    /* 2x2: all four trees are paths, 2 leaves of 4 cells. */
    assert_true(fabs(stats_ust_dead_end_share(2, 2) - 0.5) < 1e-15);
}


/* Spanning trees of the graph edges minus those touching vertex skip other
 * than keep (keep -1: none kept; skip -1: none removed), by the matrix-tree
 * theorem (reduced Laplacian grounded at the last vertex). */
static double tree_count(const Edge *e, int m, int n, int skip, int keep, double *work)
{
    int dim = n - 1;
    memset(work, 0, (size_t)dim * (size_t)dim * sizeof *work);
    for (int k = 0; k < m; k++) {
        if ((e[k].a == skip || e[k].b == skip) && k != keep)
            continue;
        int a = e[k].a, b = e[k].b;
        if (a < dim)
            work[a * dim + a] += 1;
        if (b < dim)
            work[b * dim + b] += 1;
        if (a < dim && b < dim) {
            work[a * dim + b] -= 1;
            work[b * dim + a] -= 1;
        }
    }
    return stats_det(work, dim);
}

/* E[leaves] = sum over v, e at v of (trees keeping only e at v) / trees. */
static double kirchhoff_share(int w, int h)
{
    Edge e[2 * 12 * 12];
    int n = w * h, m = grid_graph_edges(w, h, e);
    double *work = malloc((size_t)(n - 1) * (size_t)(n - 1) * sizeof *work);
    double all = tree_count(e, m, n, -1, -1, work), leaves = 0;
    for (int v = 0; v < n; v++)
        for (int k = 0; k < m; k++)
            if (e[k].a == v || e[k].b == v)
                leaves += tree_count(e, m, n, v, k, work) / all;
    free(work);
    return leaves / n;
}

static void test_ust_matrix_tree(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 10, 10 }, { 7, 12 }, { 12, 5 } };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        double want = kirchhoff_share(sizes[k][0], sizes[k][1]);
        double got = stats_ust_dead_end_share(sizes[k][0], sizes[k][1]);
        print_message("%dx%d: matrix-tree %.15f, transfer current %.15f\n",
                      sizes[k][0], sizes[k][1], want, got);
        assert_true(fabs(got - want) < 1e-12);
    }
}

static void test_ust_small_cases(void **state)
{
    (void)state;
    assert_true(stats_ust_dead_end_share(1, 1) == 0.0);
    for (int len = 2; len < 40; len++) {       /* a path: its two ends */
        assert_true(fabs(stats_ust_dead_end_share(1, len) - 2.0 / len) < 1e-12);
        assert_true(fabs(stats_ust_dead_end_share(len, 1) - 2.0 / len) < 1e-12);
    }
    assert_true(stats_ust_dead_end_share(30, 17) == stats_ust_dead_end_share(17, 30));
    assert_true(isnan(stats_ust_dead_end_share(0, 5)));
    assert_true(isnan(stats_ust_dead_end_share(5, -1)));
    assert_true(isnan(stats_ust_dead_end_share(201, 200)));
    assert_true(isnan(stats_ust_dead_end_share(STATS_UST_MAX_CELLS + 1, 1)));
    assert_false(isnan(stats_ust_dead_end_share(STATS_UST_MAX_CELLS, 1)));
    assert_int_equal(mem_current(), 0);
}

/* ---- 2. finite-size trend ------------------------------------------------- */

/* On Z^2 the leaf density of the UST is 8/pi^2 (1 - 2/pi) = 0.294545...
 * (Manna, Dhar, Majumdar 1992). A finite grid has a free boundary, and the
 * net effect of it is to LOWER the share: cells on the boundary are leaves
 * more often (at 100x100: 0.605 at a corner, 0.338 along a side), but the
 * cells inside are leaves less often than on Z^2, and that deficit reaches
 * far in (the inner 98x98 cells average 0.2913; UST correlations decay only
 * polynomially). Summed, the share is below the constant by about 0.13 / L
 * for an L x L grid:
 *     25x25 0.290758, 50x50 0.292200, 100x100 0.293261, 200x200 0.293875.
 * (Tiny grids are corner-dominated and above it: 4x4 is 0.334; the curve
 * has its minimum, 0.290232, at 16x16.) So the approach is from below, and the gap
 * must shrink like 1/L: roughly halve from 50 to 100. */
static void test_ust_trend(void **state)
{
    (void)state;
    const double pi = acos(-1.0), z2 = 8.0 / (pi * pi) * (1.0 - 2.0 / pi);
    double s25 = stats_ust_dead_end_share(25, 25);
    double s50 = stats_ust_dead_end_share(50, 50);
    double s100 = stats_ust_dead_end_share(100, 100);
    print_message("Z^2 %.12f; 25x25 %.12f, 50x50 %.12f, 100x100 %.12f\n", z2, s25, s50, s100);
    assert_true(s50 > 0.29 && s50 < 0.2945);
    assert_true(s25 < s50 && s50 < s100 && s100 < z2);
    double gap50 = z2 - s50, gap100 = z2 - s100;
    assert_true(gap100 > 0.45 * gap50 && gap100 < 0.6 * gap50);
    assert_true(fabs(50 * gap50 - 100 * gap100) < 0.02);      /* gap ~ c / L */
}

/* ---- 3. generators measured against the exact value ---------------------- */

/* Run count for the z-test at 50x50. The per-maze standard deviation of the
 * dead-end share, measured (printed below), is about 0.0056 for UST mazes
 * (2500 cells; Kruskal 0.0055, backtracker 0.0036), so the standard error
 * of the mean of N = 1000 mazes is about 0.00018. The test requires
 * |z| < 5, z = (mean - exact) / (sd / sqrt(N)) with sd the sample standard
 * deviation: a correct generator fails with probability about 5.7e-7 (the
 * mean of 1000 independent mazes is close to normal, t with 999 degrees of
 * freedom is close to z, and 5 sigma leaves room for a heavier tail).
 * Power: a generator whose mean is off by delta has E[z] = delta / 0.00018,
 * so it fails with probability > 0.999 once delta > 8.1 * 0.00018 = 0.0015.
 * The biased generators are far beyond that. The closest is randomized
 * Kruskal, 0.3044 at 50x50 (delta 0.012, z ~ 70; Pullen's table gives 30%
 * against 29% for UST); then sidewinder and binary tree ~0.25, Prim ~0.36,
 * the backtracker ~0.10 (z ~ -530 with only 100 mazes). The positive control
 * and the Kruskal and backtracker power checks below run the same z-test.
 * With 1000 mazes the reference Wilson lands at z = -0.24, while the Z^2
 * constant 0.294545 would be 13 standard errors away: the finite-grid value
 * matters. Wilson 50x50 takes well under a millisecond a maze;
 * Aldous-Broder's cover time makes it several times slower. */
enum { UST_SIDE = 50, UST_RUNS = 1000 };
static const double z_limit = 5.0;

typedef struct UstCheck {
    double exact;
    double mean, sd, z;
} UstCheck;

static UstCheck ust_check(const StatsBatch *b)
{
    UstCheck c = { stats_ust_dead_end_share(UST_SIDE, UST_SIDE), 0, 0, 0 };
    c.mean = stats_batch_mean(b, STATS_DEAD_END);
    c.sd = stats_batch_sd(b, STATS_DEAD_END);
    c.z = (c.mean - c.exact) / (c.sd / sqrt((double)b->runs));
    return c;
}

static UstCheck check_generator(const GenAlgo *algo, int runs)
{
    StatsScratch sc;
    StatsBatch b;
    assert_int_equal(stats_scratch_init(&sc, UST_SIDE * UST_SIDE), MAZE_OK);
    stats_batch_init(&b);
    for (int k = 0; k < runs; k++)
        assert_int_equal(stats_batch_add_run(&b, &sc, algo, 0, UST_SIDE, UST_SIDE,
                                             (uint64_t)k, NULL), MAZE_OK);
    stats_scratch_free(&sc);
    UstCheck c = ust_check(&b);
    print_message("%s: %d mazes %dx%d, dead-end share %.6f sd %.6f, exact UST %.9f, z = %.2f\n",
                  algo->id, runs, UST_SIDE, UST_SIDE, c.mean, c.sd, c.exact, c.z);
    return c;
}

/* This file's own samplers, independent of src/gen, fill a reset grid. */
typedef void (*Sampler)(Grid *g, Rng *r, uint32_t *work);

/* Wilson's algorithm: loop-erased random walks into the growing tree; work
 * holds each walking cell's last exit direction, or UINT32_MAX once in the
 * tree. Exactly uniform. */
static void sample_wilson(Grid *g, Rng *r, uint32_t *work)
{
    const uint32_t IN_TREE = UINT32_MAX, WALKING = 4;  /* UINT32_MAX is no int enumerator */
    for (uint32_t i = 0; i < g->n; i++)
        work[i] = WALKING;
    work[rng_below(r, g->n)] = IN_TREE;
    for (uint32_t start = 0; start < g->n; start++) {
        uint32_t u = start;
        while (work[u] != IN_TREE) {
            Dir d;
            uint32_t v;
            do {
                d = (Dir)rng_below(r, 4);
                v = grid_neighbor(g, u, d);
            } while (v == GRID_NONE);
            work[u] = d;
            u = v;
        }
        for (u = start; work[u] != IN_TREE;) {
            Dir d = (Dir)work[u];
            work[u] = IN_TREE;
            grid_carve(g, u, d);
            u = grid_neighbor(g, u, d);
        }
    }
}

/* Randomized Kruskal: every interior wall in random order, opened when it
 * joins two trees. Not uniform; dead-end share about 0.305 at 50x50. work
 * needs 3n entries: parents, then the edges (2 cell + direction bit). */
static void sample_kruskal(Grid *g, Rng *r, uint32_t *work)
{
    uint32_t *parent = work, *edges = work + g->n, m = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        parent[i] = i;
        if (grid_neighbor(g, i, DIR_E) != GRID_NONE)
            edges[m++] = 2 * i;
        if (grid_neighbor(g, i, DIR_S) != GRID_NONE)
            edges[m++] = 2 * i + 1;
    }
    for (uint32_t k = m; k > 1; k--) {
        uint32_t j = rng_below(r, k), t = edges[k - 1];
        edges[k - 1] = edges[j];
        edges[j] = t;
    }
    for (uint32_t k = 0; k < m; k++) {
        uint32_t i = edges[k] / 2;
        Dir d = edges[k] & 1 ? DIR_S : DIR_E;
        uint32_t a = i, b = grid_neighbor(g, i, d);
        while (parent[a] != a)
            a = parent[a] = parent[parent[a]];
        while (parent[b] != b)
            b = parent[b] = parent[parent[b]];
        if (a != b) {
            parent[a] = b;
            grid_carve(g, i, d);
        }
    }
}

static UstCheck check_sampler(const char *what, Sampler sample, int runs)
{
    Grid g;
    Rng r;
    StatsScratch sc;
    StatsBatch b;
    MazeStats s;
    assert_int_equal(grid_init(&g, UST_SIDE, UST_SIDE), MAZE_OK);
    assert_int_equal(stats_scratch_init(&sc, g.n), MAZE_OK);
    uint32_t *work = malloc(3 * (size_t)g.n * sizeof *work);
    stats_batch_init(&b);
    for (int k = 0; k < runs; k++) {
        grid_reset(&g);
        rng_seed(&r, 1000000u + (uint64_t)k);
        sample(&g, &r, work);
        assert_true(grid_is_perfect(&g));
        assert_int_equal(stats_compute_with(&g, &sc, &s), MAZE_OK);
        stats_batch_add(&b, &s);
    }
    free(work);
    stats_scratch_free(&sc);
    grid_free(&g);
    UstCheck c = ust_check(&b);
    print_message("%s: %d mazes %dx%d, dead-end share %.6f sd %.6f, exact UST %.9f, z = %.2f\n",
                  what, runs, UST_SIDE, UST_SIDE, c.mean, c.sd, c.exact, c.z);
    return c;
}

static void test_uniform_generator(void **state)
{
    const char *id = *state;
    const GenAlgo *algo = gen_find(id);
    if (!algo) {
        print_message("generator '%s' is not in gen_algos[] in this build: skipped\n", id);
        skip();
    }
    assert_true(fabs(check_generator(algo, UST_RUNS).z) < z_limit);
}

/* The test can pass: an exactly uniform sampler does. */
static void test_control_wilson_passes(void **state)
{
    (void)state;
    assert_true(fabs(check_sampler("reference Wilson", sample_wilson, UST_RUNS).z) < z_limit);
}

/* The test can fail: the closest biased generator does, by a wide margin. */
static void test_power_kruskal_fails(void **state)
{
    (void)state;
    UstCheck c = check_sampler("reference Kruskal", sample_kruskal, UST_RUNS);
    assert_true(c.z > 4 * z_limit);
}

static void test_power_backtracker_fails(void **state)
{
    (void)state;
    const GenAlgo *bt = gen_find("backtracker");
    assert_non_null(bt);
    UstCheck c = check_generator(bt, 100);      /* even 100 mazes are plenty */
    assert_true(c.z < -z_limit);
}

int main(void)
{
    static const char *const uniform_ids[] = { "wilson", "aldous-broder" };
    const struct CMUnitTest exact[] = {
        cmocka_unit_test(test_ust_brute_force),
        cmocka_unit_test(test_ust_matrix_tree),
        cmocka_unit_test(test_ust_small_cases),
        cmocka_unit_test(test_ust_trend),
    };
    const struct CMUnitTest generators[] = {
        { "uniform_wilson", test_uniform_generator, NULL, NULL, (void *)uniform_ids[0] },
        { "uniform_aldous-broder", test_uniform_generator, NULL, NULL, (void *)uniform_ids[1] },
        cmocka_unit_test(test_control_wilson_passes),
        cmocka_unit_test(test_power_kruskal_fails),
        cmocka_unit_test(test_power_backtracker_fails),
    };
    int failed = cmocka_run_group_tests_name("exact UST dead-end share", exact, NULL, NULL);
    failed += cmocka_run_group_tests_name("uniform spanning tree generators", generators, NULL, NULL);
    return failed ? 1 : 0;
}
