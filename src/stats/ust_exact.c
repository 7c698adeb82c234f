/* ust_exact.c - the exact expected dead-end share of a uniform spanning tree
 * (UST) of a finite grid graph, the number Wilson's and Aldous-Broder's
 * generators must average.
 *
 * Method (Burton-Pemantle transfer-current theorem). Ground the graph at a
 * root vertex r and let G be the inverse of the reduced Laplacian (the
 * Laplacian without r's row and column), extended by G(r, .) = G(., r) = 0.
 * For oriented edges e = (a, b), f = (c, d) the transfer current is
 *     Y(e, f) = G(a, c) - G(a, d) - G(b, c) + G(b, d),
 * and the edge set of the UST is a determinantal process with kernel Y: for
 * a set A of edges and S a subset of A,
 *     P(T n A = S) = (-1)^|A \ S| det(Y_A - I_{A \ S}),
 * Y_A the |A| x |A| submatrix and I_{A \ S} the diagonal indicator of A \ S.
 * Vertex v is a leaf iff exactly one of its incident edges A(v) is in T, so
 *     E[leaves] = sum over v, e in A(v) of P(T n A(v) = {e}).
 * Orient every edge of A(v) away from v (any orientation gives the same
 * probabilities: flipping an edge conjugates Y by a diagonal sign matrix).
 *
 * Only G(x, y) for x, y within distance 1 of a common vertex are needed, so
 * |x - y| <= 2W in row-major order with rows of W = min(w, h) cells (the
 * share is the same for the transposed grid). The reduced Laplacian is
 * banded with bandwidth W. Its banded Cholesky factor L costs O(n W^2); then
 * the entries of G = (L L^T)^-1 within 2W of the diagonal follow from the
 * back-substitution identity L^T G = L^-1 (Takahashi's selected inversion):
 * for i >= j,
 *     G(j, i) = (delta_ij / L(j,j) - sum_{k=j+1..j+W} L(k, j) G(k, i)) / L(j,j),
 * computed for j = n-2 down to 0 and, within a row, for i from the far end
 * down to j. Row j needs rows j+1..j+W only, and vertex v needs rows v-W..v+W,
 * so the rows live in a ring of 2W + 1 rows and each vertex is summed as soon
 * as its rows are ready: O(n W^2) time, O(n W) memory (the factor). This is
 * the cost of solving for the O(W) columns of G a band of rows needs, done
 * once for all of them instead of n separate O(n W) solves.
 *
 * All in double precision; Y is a difference of Green's function values of
 * size O(log n), so about 12 digits survive at 50x50 (checked against brute
 * force enumeration of all spanning trees on small grids in the tests). */
#include "maze/stats.h"

#include <math.h>
#include <string.h>

#include "maze/mem.h"
#include "stats/det.h"

typedef struct UstGrid {
    int64_t cols;       /* W: cells per row, the bandwidth */
    int64_t rows;       /* H */
    int64_t n;          /* vertices; the root is n - 1 */
    int64_t dim;        /* n - 1: size of the reduced Laplacian */
    double *chol;       /* dim x (W + 1): chol[j*(W+1) + t] = L(j + t, j) */
    double *ring;       /* (2W + 1) rows x (2W + 1): G(j, j + t), row j at slot j % (2W + 1) */
    double **rowptr;    /* W + 1 entries: ring rows j..j+W while row j is computed */
} UstGrid;

/* Neighbour of v in direction d (0..3 = N, E, S, W), or -1 outside. */
static int64_t ust_neighbor(const UstGrid *u, int64_t v, int d)
{
    int64_t x = v % u->cols;
    switch (d) {
    case 0: return v >= u->cols ? v - u->cols : -1;
    case 1: return x + 1 < u->cols ? v + 1 : -1;
    case 2: return v + u->cols < u->n ? v + u->cols : -1;
    default: return x > 0 ? v - 1 : -1;
    }
}

/* Banded Cholesky of the reduced Laplacian, in place. False when a pivot is
 * not positive (cannot happen for a connected grid; guards rounding). */
static bool ust_factor(UstGrid *u)
{
    const int64_t b = u->cols, stride = b + 1;
    double *c = u->chol;
    memset(c, 0, (size_t)(u->dim * stride) * sizeof *c);
    for (int64_t j = 0; j < u->dim; j++) {
        for (int d = 0; d < 4; d++) {
            int64_t k = ust_neighbor(u, j, d);
            if (k < 0)
                continue;
            c[j * stride] += 1.0;               /* degree, root edges included */
            if (k > j && k < u->dim)
                c[j * stride + (k - j)] = -1.0;
        }
    }
    for (int64_t j = 0; j < u->dim; j++) {
        double *col = c + j * stride;
        if (!(col[0] > 0))
            return false;
        double ljj = sqrt(col[0]);
        col[0] = ljj;
        int64_t kmax = b < u->dim - 1 - j ? b : u->dim - 1 - j;
        for (int64_t k = 1; k <= kmax; k++)
            col[k] /= ljj;
        for (int64_t k = 1; k <= kmax; k++) {
            double lk = col[k];
            if (lk == 0)
                continue;
            double *target = c + (j + k) * stride;
            for (int64_t m = k; m <= kmax; m++)
                target[m - k] -= col[m] * lk;
        }
    }
    return true;
}

/* G(x, y) for |x - y| <= 2W, both rows in the ring; 0 at the root. */
static double ust_green(const UstGrid *u, int64_t x, int64_t y)
{
    if (x > y) {
        int64_t t = x;
        x = y;
        y = t;
    }
    if (y >= u->dim)
        return 0.0;
    const int64_t span = 2 * u->cols + 1;
    return u->ring[(x % span) * span + (y - x)];
}

/* Computes row j of G (entries j..j+2W) into the ring from rows j+1..j+W. */
static void ust_green_row(UstGrid *u, int64_t j)
{
    const int64_t b = u->cols, span = 2 * b + 1;
    const double *col = u->chol + j * (b + 1);
    int64_t kmax = b < u->dim - 1 - j ? b : u->dim - 1 - j;
    int64_t tmax = 2 * b < u->dim - 1 - j ? 2 * b : u->dim - 1 - j;
    for (int64_t k = 0; k <= kmax; k++)
        u->rowptr[k] = u->ring + ((j + k) % span) * span;
    double *row = u->rowptr[0];
    /* G(j+k, j+t) is row j+k at offset t-k when k <= t, else row j+t at k-t. */
    for (int64_t t = tmax; t >= 1; t--) {
        double s = 0.0;
        for (int64_t k = 1; k <= kmax && k <= t; k++)
            s += col[k] * u->rowptr[k][t - k];
        for (int64_t k = t + 1; k <= kmax; k++)
            s += col[k] * u->rowptr[t][k - t];
        row[t] = -s / col[0];
    }
    double s = 1.0 / col[0];
    for (int64_t k = 1; k <= kmax; k++)
        s -= col[k] * row[k];
    row[0] = s / col[0];
}


/* Probability that v is a leaf of the UST: exactly one incident edge in T. */
static double ust_leaf_probability(const UstGrid *u, int64_t v)
{
    int64_t nb[4];
    int k = 0;
    for (int d = 0; d < 4; d++) {
        int64_t w = ust_neighbor(u, v, d);
        if (w >= 0)
            nb[k++] = w;
    }
    double y[16];   /* transfer currents between edges (v, nb[a]) and (v, nb[c]) */
    double gvv = ust_green(u, v, v);
    for (int a = 0; a < k; a++)
        for (int c = 0; c < k; c++)
            y[a * k + c] = gvv - ust_green(u, v, nb[c]) - ust_green(u, nb[a], v)
                           + ust_green(u, nb[a], nb[c]);
    double p = 0.0, sign = (k - 1) % 2 ? -1.0 : 1.0;
    for (int e = 0; e < k; e++) {
        double m[16];
        memcpy(m, y, sizeof m);
        for (int a = 0; a < k; a++)
            if (a != e)
                m[a * k + a] -= 1.0;
        p += sign * stats_det(m, k);
    }
    return p;
}

double stats_ust_dead_end_share(int w, int h)
{
    if (w < 1 || h < 1 || (int64_t)w * h > STATS_UST_MAX_CELLS)
        return NAN;
    UstGrid u = { .cols = w < h ? w : h, .rows = w < h ? h : w };
    u.n = u.cols * u.rows;
    if (u.n == 1)
        return 0.0;
    u.dim = u.n - 1;
    const int64_t span = 2 * u.cols + 1;
    u.chol = mem_alloc((size_t)(u.dim * (u.cols + 1)) * sizeof *u.chol);
    u.ring = mem_calloc((size_t)(span * span), sizeof *u.ring);
    u.rowptr = mem_alloc((size_t)(u.cols + 1) * sizeof *u.rowptr);
    double leaves = NAN;
    if (u.chol && u.ring && u.rowptr && ust_factor(&u)) {
        leaves = 0.0;
        /* Vertex v needs rows v-W..v+W: sum it once row v-W is done. */
        for (int64_t j = u.dim - 1; j >= 0; j--) {
            ust_green_row(&u, j);
            if (j + u.cols < u.n)
                leaves += ust_leaf_probability(&u, j + u.cols);
        }
        for (int64_t v = 0; v < u.cols; v++)
            leaves += ust_leaf_probability(&u, v);
    }
    mem_free(u.chol);
    mem_free(u.ring);
    mem_free(u.rowptr);
    return leaves / (double)u.n;
}
