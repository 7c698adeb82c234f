/* test_gen_uniform_shapes.c - Wilson's and Aldous-Broder make uniform
 * spanning trees on other shapes too: on a small hexagonal, polar and
 * triangular grid, every spanning tree of the grid's graph comes up
 * equally often. The test enumerates the spanning trees itself (every set
 * of n - 1 of the graph's edges that joins all n cells, by its own
 * union-find), generates 120 mazes per tree with each algorithm, and
 * checks Pearson's chi-square against the uniform distribution: below
 * df + 5 sqrt(2 df) (a false alarm about once in three million runs; the
 * seeds are fixed, so the outcome is too), and every tree seen. The
 * backtracker, which is biased, must fail the same test: the test can
 * tell. */
#include "harness.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "maze/shape.h"

enum { PER_TREE = 120, MAX_EDGES = 64 };

typedef struct Graph {
    uint32_t n, m;                  /* cells, edges */
    uint32_t a[MAX_EDGES], b[MAX_EDGES];
    uint64_t *trees;                /* edge sets, sorted */
    size_t count;
} Graph;

static uint32_t find(uint32_t *uf, uint32_t x)
{
    while (uf[x] != x)
        x = uf[x];
    return x;
}

/* True when the edges in set (n - 1 of them) join all n cells. */
static bool spans(const Graph *gr, uint64_t set)
{
    uint32_t uf[64];
    for (uint32_t i = 0; i < gr->n; i++)
        uf[i] = i;
    for (uint32_t e = 0; e < gr->m; e++) {
        if (!(set >> e & 1u))
            continue;
        uint32_t x = find(uf, gr->a[e]), y = find(uf, gr->b[e]);
        if (x == y)
            return false;
        uf[x] = y;
    }
    return true;
}

/* Every set of k edges from `from` on, added to `set`. */
static void enumerate(Graph *gr, uint32_t from, uint32_t k, uint64_t set, size_t *cap)
{
    if (k == 0) {
        if (spans(gr, set)) {
            if (gr->count == *cap)
                gr->trees = realloc(gr->trees, (*cap = *cap * 2 + 64) * sizeof *gr->trees);
            gr->trees[gr->count++] = set;       /* found in increasing order */
        }
        return;
    }
    for (uint32_t e = from; e + k <= gr->m; e++)
        enumerate(gr, e + 1, k - 1, set | (UINT64_C(1) << e), cap);
}

static int cmp64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

/* The graph of grid g (edges between neighbours, each once) and its trees. */
static void graph_of(const Grid *g, Graph *gr)
{
    memset(gr, 0, sizeof *gr);
    gr->n = g->n;
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb);
        for (int s = 0; s < sides; s++) {
            if (nb[s] == GRID_NONE || nb[s] < i)
                continue;
            assert_true(gr->m < MAX_EDGES);
            gr->a[gr->m] = i;
            gr->b[gr->m++] = nb[s];
        }
    }
    size_t cap = 0;
    enumerate(gr, 0, gr->n - 1, 0, &cap);
    qsort(gr->trees, gr->count, sizeof *gr->trees, cmp64);
}

/* The edge set of a finished maze. */
static uint64_t maze_set(const Graph *gr, const Grid *g)
{
    uint64_t set = 0;
    for (uint32_t e = 0; e < gr->m; e++) {
        uint32_t nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, gr->a[e], nb);
        for (int s = 0; s < sides; s++)
            if (nb[s] == gr->b[e] && grid_is_open(g, gr->a[e], (Dir)s))
                set |= UINT64_C(1) << e;
    }
    return set;
}

/* Pearson's chi-square of algo's mazes on g over gr's trees; *missing
 * gets the trees never made. */
static double chi_square(const Graph *gr, const Grid *g, const char *algo, uint32_t *missing)
{
    const uint64_t runs = (uint64_t)gr->count * PER_TREE;
    uint64_t *seen = calloc(gr->count, sizeof *seen);
    for (uint64_t seed = 0; seed < runs; seed++) {
        GenRun *run = gen_run_new_on(gen_find(algo), 0, g, seed * 2654435761u + 17, NULL);
        assert_non_null(run);
        assert_true(run_finish(run));
        uint64_t set = maze_set(gr, &run->grid);
        const uint64_t *at = bsearch(&set, gr->trees, gr->count, sizeof *gr->trees, cmp64);
        if (!at)
            fail_msg("%s made a maze that is no spanning tree", algo);
        seen[at - gr->trees]++;
        run_free(run);
    }
    double chi = 0;
    *missing = 0;
    for (size_t t = 0; t < gr->count; t++) {
        double d = (double)seen[t] - PER_TREE;
        chi += d * d / PER_TREE;
        *missing += seen[t] == 0;
    }
    free(seen);
    return chi;
}

static void check_uniform(ShapeKind kind, int w, int h, size_t trees)
{
    Grid g;
    Graph gr;
    assert_int_equal(grid_init_shape(&g, kind, w, h), MAZE_OK);
    graph_of(&g, &gr);
    assert_int_equal(gr.count, trees);      /* Kirchhoff's count, worked apart */
    const double df = (double)gr.count - 1, limit = df + 5 * sqrt(2 * df);
    const char *const uniform[] = { "wilson", "aldous-broder" };
    for (int k = 0; k < 2; k++) {
        uint32_t missing;
        double chi = chi_square(&gr, &g, uniform[k], &missing);
        if (chi > limit || missing)
            fail_msg("%s on %s %dx%d: chi-square %.1f over %zu trees (limit %.1f), %u never made",
                     uniform[k], shape_of_kind(kind)->id, w, h, chi, gr.count, limit, missing);
    }
    uint32_t missing;
    double biased = chi_square(&gr, &g, "backtracker", &missing);
    if (biased <= limit)
        fail_msg("the backtracker passed as uniform on %s %dx%d (chi-square %.1f)",
                 shape_of_kind(kind)->id, w, h, biased);
    free(gr.trees);
    grid_free(&g);
}

/* Tree counts: the determinant of the reduced Laplacian (Kirchhoff),
 * computed by hand apart from this test: the wheel of 6 (polar, 2 rings)
 * has L(12) - 2 = 320 spanning trees. */
static void test_hex(void **state) { (void)state; check_uniform(SHAPE_HEX, 4, 2, 377); }
static void test_polar(void **state) { (void)state; check_uniform(SHAPE_POLAR, 2, 2, 320); }
static void test_triangle(void **state) { (void)state; check_uniform(SHAPE_TRIANGLE, 4, 3, 35); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hex),
        cmocka_unit_test(test_polar),
        cmocka_unit_test(test_triangle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
