/* test_gen_bias.c - every generator and variant is true to its definition:
 * the mean dead-end share of RUNS mazes of 50x50 (seeds 1..RUNS) lies in a
 * band derived without looking at our generators:
 *   - published figures (Walter Pullen's Think Labyrinth algorithm table,
 *     as commonly cited; a Python port of Jamis Buck's "Mazes for
 *     Programmers" code on 25x25 for a second opinion), widened by about a
 *     point and a half for the edge of a 50x50 grid (196 of its 2500 cells
 *     have fewer than four neighbours) and for implementation choices;
 *   - exact values: the uniform spanning tree's (stats_ust_dead_end_share,
 *     for Wilson and Aldous-Broder) and the binary tree's (from its coin
 *     flips, below);
 *   - for the growing tree, a plain independent implementation in this file
 *     (an ordered array, removal by memmove), and for its mixed rule "between
 *     its parts".
 * Exact and reference bands are +-BAND_SE standard errors of the difference.
 * Every generator and variant must have at least one band: a new one fails
 * here until it gets one. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/stats.h"

enum { W = 50, H = 50, RUNS = 200 };
#define BAND_SE 5.0     /* standard errors allowed around an exact or reference mean */

/* Mean dead-end share over RUNS mazes and its standard error. */
typedef struct Share {
    double mean, se;
} Share;

/* Dead ends (cells with one open side) / cells. */
static double dead_end_share(const Grid *g)
{
    uint32_t ends = 0;
    for (uint32_t i = 0; i < g->n; i++)
        ends += grid_degree(g, i) == 1;
    return (double)ends / g->n;
}

static Share share_of(const double *x, int runs)
{
    double sum = 0, sq = 0;
    for (int k = 0; k < runs; k++)
        sum += x[k];
    double mean = sum / runs;
    for (int k = 0; k < runs; k++)
        sq += (x[k] - mean) * (x[k] - mean);
    return (Share){ mean, sqrt(sq / (runs - 1) / runs) };
}

static Share measure(const GenAlgo *algo, int variant)
{
    double x[RUNS];
    for (int k = 0; k < RUNS; k++) {
        GenRun *run = test_generate(algo, variant, W, H, (uint64_t)k + 1, SIZE_MAX);
        x[k] = dead_end_share(&run->grid);
        run_free(run);
    }
    return share_of(x, RUNS);
}

/* ---- the binary tree, exactly ------------------------------------------ */

/* Our binary tree: each cell carves east or south by a fair coin, the bottom
 * row only east, the right column only south, the bottom-right cell nothing.
 * A cell's degree is its own carve plus one from its west neighbour if that
 * carved east, plus one from its north neighbour if that carved south; the
 * coins are independent, so P(degree 1) is a sum of products. */
static double btree_exact(int w, int h)
{
    double sum = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int out = (x + 1 < w || y + 1 < h) ? 1 : 0;
            double pw = x == 0 ? 0 : (y + 1 == h ? 1 : 0.5);   /* west carved east */
            double pn = y == 0 ? 0 : (x + 1 == w ? 1 : 0.5);   /* north carved south */
            /* degree = out + in_w + in_n must be 1 */
            double p = out ? (1 - pw) * (1 - pn) : pw * (1 - pn) + (1 - pw) * pn;
            sum += p;
        }
    return sum / ((double)w * h);
}

/* ---- the growing tree, written plainly ---------------------------------- */

typedef enum NaiveRule { NAIVE_NEWEST, NAIVE_RANDOM, NAIVE_OLDEST, NAIVE_MIXED } NaiveRule;

/* One w x h growing-tree maze by the textbook: an ordered list of active
 * cells; choose one by the rule; carve to a random unvisited neighbour and
 * append it, or, with none, delete the chosen cell (order kept). Returns the
 * dead-end share. */
static double naive_growing_tree(int w, int h, NaiveRule rule, Rng *rng)
{
    int n = w * h, len = 0;
    int *list = malloc((size_t)n * sizeof *list);
    unsigned char *in = calloc((size_t)n, 1), *deg = calloc((size_t)n, 1);
    assert_non_null(list);
    assert_non_null(in);
    assert_non_null(deg);
    int start = (int)rng_below(rng, (uint32_t)n);
    list[len++] = start;
    in[start] = 1;
    while (len > 0) {
        int k = 0;
        switch (rule) {
        case NAIVE_NEWEST: k = len - 1; break;
        case NAIVE_OLDEST: k = 0; break;
        case NAIVE_RANDOM: k = (int)rng_below(rng, (uint32_t)len); break;
        case NAIVE_MIXED:
            k = rng_below(rng, 2) ? len - 1 : (int)rng_below(rng, (uint32_t)len);
            break;
        }
        int c = list[k], x = c % w, y = c / w, nb[4], m = 0;
        if (y > 0 && !in[c - w]) nb[m++] = c - w;
        if (x + 1 < w && !in[c + 1]) nb[m++] = c + 1;
        if (y + 1 < h && !in[c + w]) nb[m++] = c + w;
        if (x > 0 && !in[c - 1]) nb[m++] = c - 1;
        if (m == 0) {
            memmove(list + k, list + k + 1, (size_t)(len - k - 1) * sizeof *list);
            len--;
            continue;
        }
        int next = nb[rng_below(rng, (uint32_t)m)];
        in[next] = 1;
        deg[c]++;
        deg[next]++;
        list[len++] = next;
    }
    int ends = 0;
    for (int i = 0; i < n; i++)
        ends += deg[i] == 1;
    free(list);
    free(in);
    free(deg);
    return (double)ends / n;
}

static Share naive_measure(NaiveRule rule)
{
    double x[RUNS];
    Rng rng;
    rng_seed(&rng, 0x6a7e11u + (uint64_t)rule);
    for (int k = 0; k < RUNS; k++)
        x[k] = naive_growing_tree(W, H, rule, &rng);
    return share_of(x, RUNS);
}

/* ---- the bands ----------------------------------------------------------- */

typedef enum Rule {
    FIXED,          /* [lo, hi] from published figures */
    BTREE_EXACT,    /* btree_exact(W, H) */
    UST_EXACT,      /* stats_ust_dead_end_share(W, H) */
    NAIVE,          /* naive_growing_tree with rule `naive` */
    BETWEEN         /* strictly between the means of labels a and b */
} Rule;

typedef struct Band {
    const char *label;  /* algo_label form: "prim:cell", "wilson" */
    Rule rule;
    double lo, hi;      /* FIXED */
    NaiveRule naive;    /* NAIVE */
    const char *a, *b;  /* BETWEEN */
} Band;

static const Band bands[] = {
    /* Pullen: recursive backtracker 10%; Buck's code (25x25): 10.5%. */
    { "backtracker", FIXED, 0.085, 0.12, 0, NULL, NULL },
    /* Exact, from the coin flips. Pullen: 25%; Buck's code (25x25): 25.0%. */
    { "binary-tree", BTREE_EXACT, 0, 0, 0, NULL, NULL },
    /* Pullen: 27%; Buck's code (25x25): 27.3%. */
    { "sidewinder", FIXED, 0.26, 0.29, 0, NULL, NULL },
    /* Pullen: 23%. The share depends on where walls go and when splitting
     * stops; ours splits every chamber across its longer side down to
     * corridors one cell wide (README, "Against published figures"). */
    { "recursive-division:perfect", FIXED, 0.22, 0.29, 0, NULL, NULL },
    /* No published figure: the rooms form leaves open rooms (no dead ends)
     * where the perfect form has stubs, so clearly fewer than its 22-29%;
     * and its corridors still end somewhere. */
    { "recursive-division:rooms", FIXED, 0.05, 0.20, 0, NULL, NULL },
    /* Pullen: 28%; the share moves with the join and go-south odds. */
    { "eller", FIXED, 0.27, 0.305, 0, NULL, NULL },
    /* Pullen: Kruskal's 30%, true (weighted) Prim 30%: the same random-
     * weight minimum spanning tree. */
    { "kruskal", FIXED, 0.29, 0.315, 0, NULL, NULL },
    { "prim-true", FIXED, 0.29, 0.315, 0, NULL, NULL },
    /* Pullen: "simplified" Prim (a random frontier wall) 32%, "modified"
     * Prim (a random frontier cell) 36%. The bands do not overlap: each
     * form must be the one it says. */
    { "prim:edge", FIXED, 0.31, 0.335, 0, NULL, NULL },
    { "prim:cell", FIXED, 0.345, 0.37, 0, NULL, NULL },
    /* Both sample uniform spanning trees: the exact expectation. */
    { "aldous-broder", UST_EXACT, 0, 0, 0, NULL, NULL },
    { "wilson", UST_EXACT, 0, 0, 0, NULL, NULL },
    /* Pullen: hunt and kill 11%; Buck's code (25x25): 9.9%. */
    { "hunt-and-kill", FIXED, 0.085, 0.125, 0, NULL, NULL },
    /* The growing tree by the textbook, and mixed between its parts. */
    { "growing-tree:mixed", NAIVE, 0, 0, NAIVE_MIXED, NULL, NULL },
    { "growing-tree:mixed", BETWEEN, 0, 0, 0, "growing-tree:newest", "growing-tree:random" },
    { "growing-tree:newest", NAIVE, 0, 0, NAIVE_NEWEST, NULL, NULL },
    { "growing-tree:newest", FIXED, 0.085, 0.12, 0, NULL, NULL },   /* = backtracker */
    { "growing-tree:random", NAIVE, 0, 0, NAIVE_RANDOM, NULL, NULL },
    { "growing-tree:oldest", NAIVE, 0, 0, NAIVE_OLDEST, NULL, NULL },
};
enum { BAND_COUNT = sizeof bands / sizeof bands[0] };

/* The generator and variant with this label (fails the test if none). */
static Share measure_label(const char *label)
{
    for (size_t k = 0; k < gen_algo_count; k++)
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++) {
            char buf[64];
            algo_label(gen_algos[k], v, buf, sizeof buf);
            if (strcmp(buf, label) == 0)
                return measure(gen_algos[k], v);
        }
    fail_msg("no generator %s", label);
    return (Share){ 0, 0 };
}

static void check_near(const char *label, Share got, double want, double want_se, const char *what)
{
    double tol = BAND_SE * sqrt(got.se * got.se + want_se * want_se);
    printf("  %-28s %6.2f%%  %s %6.2f%% +- %.2f\n", label, 100 * got.mean, what, 100 * want,
           100 * tol);
    if (fabs(got.mean - want) > tol)
        fail_msg("%s: dead-end share %.4f, %s %.4f +- %.4f", label, got.mean, what, want, tol);
}

static void test_band(void **state)
{
    const Band *b = *state;
    Share got = measure_label(b->label);
    switch (b->rule) {
    case FIXED:
        printf("  %-28s %6.2f%%  published band [%.1f%%, %.1f%%]\n", b->label, 100 * got.mean,
               100 * b->lo, 100 * b->hi);
        if (got.mean < b->lo || got.mean > b->hi)
            fail_msg("%s: dead-end share %.4f outside [%.3f, %.3f]", b->label, got.mean, b->lo,
                     b->hi);
        break;
    case BTREE_EXACT:
        check_near(b->label, got, btree_exact(W, H), 0, "exact");
        break;
    case UST_EXACT: {
        double exact = stats_ust_dead_end_share(W, H);
        assert_false(isnan(exact));
        check_near(b->label, got, exact, 0, "exact UST");
        break;
    }
    case NAIVE: {
        Share ref = naive_measure(b->naive);
        check_near(b->label, got, ref.mean, ref.se, "plain growing tree");
        break;
    }
    case BETWEEN: {
        Share lo = measure_label(b->a), hi = measure_label(b->b);
        printf("  %-28s %6.2f%%  between %s %.2f%% and %s %.2f%%\n", b->label, 100 * got.mean,
               b->a, 100 * lo.mean, b->b, 100 * hi.mean);
        if (lo.mean > hi.mean) {
            Share t = lo;
            lo = hi;
            hi = t;
        }
        if (!(got.mean > lo.mean + BAND_SE * got.se && got.mean < hi.mean - BAND_SE * got.se))
            fail_msg("%s: dead-end share %.4f not between %.4f and %.4f", b->label, got.mean,
                     lo.mean, hi.mean);
        break;
    }
    }
}

/* Every generator and variant has a band, and every band a generator. */
static void test_every_generator_has_a_band(void **state)
{
    (void)state;
    for (size_t k = 0; k < gen_algo_count; k++)
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++) {
            char buf[64];
            algo_label(gen_algos[k], v, buf, sizeof buf);
            bool found = false;
            for (int b = 0; b < BAND_COUNT; b++)
                found = found || strcmp(bands[b].label, buf) == 0;
            if (!found)
                fail_msg("%s has no dead-end band in test_gen_bias.c", buf);
        }
}

/* The exact binary-tree value against brute force on a tiny grid: all 2^k
 * coin outcomes of a 3x3 grid (4 cells with a choice). */
static void test_btree_exact_by_enumeration(void **state)
{
    (void)state;
    enum { N = 3 };
    double total = 0;
    for (unsigned mask = 0; mask < 16; mask++) {
        int deg[N * N] = { 0 }, bit = 0;
        for (int y = 0; y < N; y++)
            for (int x = 0; x < N; x++) {
                int c = y * N + x, to;
                if (x + 1 < N && y + 1 < N)
                    to = (mask >> bit++) & 1 ? c + 1 : c + N;
                else if (x + 1 < N)
                    to = c + 1;
                else if (y + 1 < N)
                    to = c + N;
                else
                    continue;
                deg[c]++;
                deg[to]++;
            }
        for (int c = 0; c < N * N; c++)
            total += deg[c] == 1;
    }
    assert_true(fabs(btree_exact(N, N) - total / 16 / (N * N)) < 1e-12);
}

int main(void)
{
    struct CMUnitTest tests[BAND_COUNT + 2];
    char names[BAND_COUNT][80];
    tests[0] = (struct CMUnitTest)cmocka_unit_test(test_every_generator_has_a_band);
    tests[1] = (struct CMUnitTest)cmocka_unit_test(test_btree_exact_by_enumeration);
    for (int b = 0; b < BAND_COUNT; b++) {
        snprintf(names[b], sizeof names[b], "%s_dead_ends_%d", bands[b].label, b);
        tests[b + 2] = (struct CMUnitTest){ names[b], test_band, NULL, NULL, (void *)&bands[b] };
    }
    return cmocka_run_group_tests_name("dead-end shares", tests, NULL, NULL);
}
