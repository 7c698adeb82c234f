/* probs_exact.c - exact mine probabilities (probs.h).
 *
 * Each frontier part's arrangements are counted by their mine count
 * (probs_count.c). An arrangement of the whole frontier with t mines leaves
 * L - t mines for the I closed cells off the frontier, which can lie there
 * in C(I, L - t) ways; so a part's count for k mines weighs
 *     G(k) = sum over the other parts' totals u of
 *            (ways the other parts have u mines) * C(I, L - k - u).
 * With the parts in order, "the other parts" are a prefix (convolved
 * forwards: P) and a suffix (folded backwards into the weights: V, where
 * V[c][t] weighs t mines already placed before part c), so
 *     G_c(k) = sum over a of P_c[a] * V[c + 1][a + k],
 * one pass each way instead of one per part. Every row is rescaled by its
 * largest entry (a part's probabilities do not depend on its scale), and
 * which entries are non-zero is carried alongside in exact booleans, so a
 * cell is called certainly safe only when no arrangement at all puts a mine
 * there, never because a weight rounded to zero. */
#include <math.h>
#include <string.h>

#include "maze/mem.h"
#include "probs.h"

double mines_probs_log_choose(long n, long r)
{
    return lgamma((double)n + 1) - lgamma((double)r + 1) - lgamma((double)(n - r) + 1);
}

typedef struct Exact {
    const MinesKnow *k;
    const MinesParts *pp;
    long left, others;          /* L and I */
    uint32_t len;               /* frontier mine totals 0 .. len - 1 */
    double *ways, *cell_ways;   /* per part, at way_at[] and cell_at[] */
    size_t *way_at, *cell_at;
    double *v;                  /* (parts + 1) rows of len */
    uint8_t *vs;                /* v's non-zero entries */
    double *pre, *next, *g;     /* len entries each */
    uint8_t *pres, *nexts, *gs;
    uint8_t *feasible;          /* len: totals some arrangement reaches */
    uint8_t *safe;              /* n: certainly safe frontier cells */
} Exact;

static uint32_t part_size(const Exact *e, uint32_t c)
{
    return e->pp->start[c + 1] - e->pp->start[c];
}

static void exact_free(Exact *e)
{
    mem_free(e->ways);
    mem_free(e->cell_ways);
    mem_free(e->way_at);
    mem_free(e->cell_at);
    mem_free(e->v);
    mem_free(e->vs);
    mem_free(e->pre);
    mem_free(e->next);
    mem_free(e->g);
    mem_free(e->pres);
    mem_free(e->nexts);
    mem_free(e->gs);
    mem_free(e->feasible);
    mem_free(e->safe);
}

static bool exact_alloc(Exact *e)
{
    uint32_t parts = e->pp->parts;
    size_t cells = 0;
    e->way_at = mem_calloc((size_t)parts + 1, sizeof *e->way_at);
    e->cell_at = mem_calloc((size_t)parts + 1, sizeof *e->cell_at);
    if (!e->way_at || !e->cell_at)
        return false;
    for (uint32_t c = 0; c < parts; c++) {
        size_t m = part_size(e, c);
        e->way_at[c + 1] = e->way_at[c] + m + 1;
        e->cell_at[c + 1] = e->cell_at[c] + m * (m + 1);
    }
    cells = e->cell_at[parts];
    size_t rows = ((size_t)parts + 1) * e->len;
    e->ways = mem_calloc(e->way_at[parts] + 1, sizeof *e->ways);
    e->cell_ways = mem_calloc(cells + 1, sizeof *e->cell_ways);
    e->v = mem_calloc(rows, sizeof *e->v);
    e->vs = mem_calloc(rows, 1);
    e->pre = mem_calloc(e->len, sizeof *e->pre);
    e->next = mem_calloc(e->len, sizeof *e->next);
    e->g = mem_calloc((size_t)MINES_PROB_EXACT_CELLS + 1, sizeof *e->g);
    e->pres = mem_calloc(e->len, 1);
    e->nexts = mem_calloc(e->len, 1);
    e->gs = mem_calloc((size_t)MINES_PROB_EXACT_CELLS + 1, 1);
    e->feasible = mem_calloc(e->len, 1);
    e->safe = mem_calloc(e->k->n, 1);
    return e->ways && e->cell_ways && e->v && e->vs && e->pre && e->next && e->g && e->pres &&
           e->nexts && e->gs && e->feasible && e->safe;
}

/* Counts every part; false when the step budget runs out. Each part's
 * counts are then scaled to a largest entry of 1. */
static bool exact_count(Exact *e, MinesPartScratch *x)
{
    uint64_t steps = 0;
    for (uint32_t c = 0; c < e->pp->parts; c++) {
        uint32_t m = part_size(e, c);
        double *ways = e->ways + e->way_at[c], *cw = e->cell_ways + e->cell_at[c];
        if (!mines_probs_count_part(e->k, x, e->pp->cell + e->pp->start[c], m, e->left, ways, cw,
                              &steps))
            return false;
        double top = 0;
        for (uint32_t t = 0; t <= m; t++)
            top = ways[t] > top ? ways[t] : top;
        for (uint32_t t = 0; top > 0 && t <= m; t++)
            ways[t] /= top;
        for (size_t j = 0; top > 0 && j < (size_t)m * (m + 1); j++)
            cw[j] /= top;
    }
    return true;
}

/* out[t] = sum over k of in[t - k] * ways[k] (a prefix grown by one part),
 * rescaled; outs the same over non-zero entries. */
static void exact_grow(const Exact *e, uint32_t c, const double *in, const uint8_t *ins,
                       double *out, uint8_t *outs)
{
    const double *ways = e->ways + e->way_at[c];
    uint32_t m = part_size(e, c);
    double top = 0;
    memset(out, 0, e->len * sizeof *out);
    memset(outs, 0, e->len);
    for (uint32_t a = 0; a < e->len; a++) {
        if (!ins[a])
            continue;
        for (uint32_t k = 0; k <= m && a + k < e->len; k++) {
            if (ways[k] <= 0)
                continue;
            out[a + k] += in[a] * ways[k];
            outs[a + k] = 1;
        }
    }
    for (uint32_t t = 0; t < e->len; t++)
        top = out[t] > top ? out[t] : top;
    for (uint32_t t = 0; top > 0 && t < e->len; t++)
        out[t] /= top;
}

/* True when L - t mines fit the I cells off the frontier. */
static bool exact_fits(const Exact *e, uint32_t t)
{
    return (long)t <= e->left && e->left - (long)t <= e->others;
}

/* The totals the whole frontier can reach that fit, and the last row of v:
 * the weight of each, C(I, L - t), scaled to a largest of 1 over them.
 * False when no total fits: no arrangement exists. */
static bool exact_weights(Exact *e)
{
    memset(e->pre, 0, e->len * sizeof *e->pre);
    memset(e->pres, 0, e->len);
    e->pre[0] = 1;
    e->pres[0] = 1;
    for (uint32_t c = 0; c < e->pp->parts; c++) {
        exact_grow(e, c, e->pre, e->pres, e->next, e->nexts);
        memcpy(e->pre, e->next, e->len * sizeof *e->pre);
        memcpy(e->pres, e->nexts, e->len);
    }
    double top = -HUGE_VAL;
    for (uint32_t t = 0; t < e->len; t++) {
        e->feasible[t] = e->pres[t] && exact_fits(e, t);
        if (e->feasible[t] && mines_probs_log_choose(e->others, e->left - t) > top)
            top = mines_probs_log_choose(e->others, e->left - t);
    }
    if (top == -HUGE_VAL)
        return false;
    double *last = e->v + (size_t)e->pp->parts * e->len;
    uint8_t *lasts = e->vs + (size_t)e->pp->parts * e->len;
    for (uint32_t t = 0; t < e->len; t++) {
        lasts[t] = exact_fits(e, t);
        last[t] = lasts[t] ? exp(mines_probs_log_choose(e->others, e->left - t) - top) : 0;
    }
    return true;
}

/* v[c][t] = sum over k of ways_c[k] * v[c + 1][t + k], backwards. */
static void exact_fold(Exact *e)
{
    for (uint32_t c = e->pp->parts; c-- > 0;) {
        const double *ways = e->ways + e->way_at[c], *after = e->v + (size_t)(c + 1) * e->len;
        const uint8_t *afters = e->vs + (size_t)(c + 1) * e->len;
        double *row = e->v + (size_t)c * e->len, top = 0;
        uint8_t *rows = e->vs + (size_t)c * e->len;
        uint32_t m = part_size(e, c);
        for (uint32_t t = 0; t < e->len; t++) {
            double sum = 0;
            bool any = false;
            for (uint32_t k = 0; k <= m && t + k < e->len; k++) {
                sum += ways[k] * after[t + k];
                any = any || (ways[k] > 0 && afters[t + k]);
            }
            row[t] = sum;
            rows[t] = any;
            top = sum > top ? sum : top;
        }
        for (uint32_t t = 0; top > 0 && t < e->len; t++)
            row[t] /= top;
    }
}

/* Part c's weights G(k) from the prefix and v[c + 1]. */
static void exact_part_weights(Exact *e, uint32_t c)
{
    const double *after = e->v + (size_t)(c + 1) * e->len;
    const uint8_t *afters = e->vs + (size_t)(c + 1) * e->len;
    uint32_t m = part_size(e, c);
    for (uint32_t k = 0; k <= m; k++) {
        double sum = 0;
        bool any = false;
        for (uint32_t a = 0; a + k < e->len; a++) {
            sum += e->pre[a] * after[a + k];
            any = any || (e->pres[a] && afters[a + k]);
        }
        e->g[k] = sum;
        e->gs[k] = any;
    }
}

/* Part c's cell probabilities into p[]; false when its weights all
 * rounded to zero (the caller then approximates). */
static bool exact_part(Exact *e, uint32_t c, double *p, double *sum)
{
    exact_part_weights(e, c);
    uint32_t m = part_size(e, c);
    const double *ways = e->ways + e->way_at[c], *cw = e->cell_ways + e->cell_at[c];
    double z = 0;
    for (uint32_t k = 0; k <= m; k++)
        z += ways[k] * e->g[k];
    if (!(z > 0))
        return false;
    for (uint32_t j = 0; j < m; j++) {
        uint32_t cell = e->pp->cell[e->pp->start[c] + j];
        double num = 0;
        bool may_mine = false;
        for (uint32_t k = 0; k <= m; k++) {
            num += cw[j * (m + 1) + k] * e->g[k];
            may_mine = may_mine || (cw[j * (m + 1) + k] > 0 && e->gs[k]);
        }
        p[cell] = num / z;
        *sum += p[cell];
        e->safe[cell] = !may_mine;
    }
    exact_grow(e, c, e->pre, e->pres, e->next, e->nexts);
    memcpy(e->pre, e->next, e->len * sizeof *e->pre);
    memcpy(e->pres, e->nexts, e->len);
    return true;
}

/* Every part's probabilities, the others', and the verdict. */
static bool exact_fill(Exact *e, MinesProbs *out)
{
    double sum = 0;
    memset(e->pre, 0, e->len * sizeof *e->pre);
    memset(e->pres, 0, e->len);
    e->pre[0] = 1;
    e->pres[0] = 1;
    for (uint32_t c = 0; c < e->pp->parts; c++)
        if (!exact_part(e, c, out->p, &sum))
            return false;
    /* Off the frontier every cell is alike: they share what the frontier
     * leaves, and are certainly safe when every total fitting leaves 0. */
    bool others_safe = e->others > 0;
    for (uint32_t t = 0; t < e->len; t++)
        others_safe = others_safe && (!e->feasible[t] || (long)t == e->left);
    out->other = -1;
    if (e->others > 0) {
        double q = ((double)e->left - sum) / (double)e->others;
        out->other = others_safe ? 0 : q < 0 ? 0 : q > 1 ? 1 : q;
    }
    out->guess = MINES_GUESS_FORCED;
    out->certain = MINES_NONE;
    for (uint32_t i = 0; i < e->k->n; i++) {
        if (e->k->state[i] != MINES_KNOW_CLOSED)
            continue;
        if (!e->pp->in[i])
            out->p[i] = out->other;
        if (out->certain == MINES_NONE && (e->pp->in[i] ? e->safe[i] : others_safe)) {
            out->guess = MINES_GUESS_AVOIDABLE;
            out->certain = i;
        }
    }
    return true;
}

MazeStatus mines_probs_exact(const MinesKnow *k, const MinesParts *pp, MinesProbs *out, bool *exact)
{
    *exact = false;
    long left = mines_know_mines_left(k);
    if (left < 0 || left > (long)k->closed_total)
        return MAZE_ERR_ARG;
    Exact e = { .k = k, .pp = pp, .left = left, .others = (long)(k->closed_total - pp->frontier) };
    e.len = (uint32_t)((long)pp->frontier < left ? (long)pp->frontier : left) + 1;
    if (pp->largest > MINES_PROB_EXACT_CELLS ||
        ((uint64_t)pp->parts + 1) * e.len > MINES_PROB_EXACT_TABLE)
        return MAZE_OK;
    MinesPartScratch x = { mem_alloc(k->n), mem_alloc(k->n) };
    MazeStatus st = MAZE_ERR_NOMEM;
    if (x.need && x.open && exact_alloc(&e)) {
        memcpy(x.need, k->need, k->n);
        memcpy(x.open, k->closed, k->n);
        st = MAZE_OK;
        if (exact_count(&e, &x)) {
            if (!exact_weights(&e)) {
                st = MAZE_ERR_ARG;
            } else {
                exact_fold(&e);
                *exact = exact_fill(&e, out);
            }
        }
    }
    mem_free(x.need);
    mem_free(x.open);
    exact_free(&e);
    return st;
}
