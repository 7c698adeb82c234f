/* probs_approx.c - approximate mine probabilities for frontiers too large
 * to count (probs.h), by iterative proportional fitting: every closed cell
 * starts at L / U (L mines left, U closed cells); each sweep scales each
 * number's closed cells to add up to its need, then all closed cells
 * together to add up to L. A fixed number of sweeps, so the answer depends
 * on the board alone. */
#include "probs.h"

enum { APPROX_SWEEPS = 60, APPROX_HALVINGS = 60 };

/* Scales number c's closed cells so they add up to its need (no cell
 * above 1). */
static void approx_fit_clue(const MinesKnow *k, uint32_t c, double *p)
{
    uint32_t cells[8];
    int m = mines_know_closed_around(k, c, cells);
    double sum = 0;
    for (int j = 0; j < m; j++)
        sum += p[cells[j]];
    if (sum <= 0)
        return;
    double f = k->need[c] / sum;
    for (int j = 0; j < m; j++) {
        double q = p[cells[j]] * f;
        p[cells[j]] = q > 1 ? 1 : q;
    }
}

/* The sum over closed cells of min(1, s * p). */
static double approx_scaled_sum(const MinesKnow *k, const double *p, double s)
{
    double sum = 0;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED)
            sum += s * p[i] > 1 ? 1 : s * p[i];
    return sum;
}

/* Scales every closed cell by one factor (none above 1) so that they add
 * up to `left`, found by halving the interval. When the cells above 0 are
 * fewer than `left`, they become 1 and the rest is shared by the others. */
static void approx_fit_total(const MinesKnow *k, double *p, long left)
{
    uint32_t positive = 0, zero = 0;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED) {
            positive += p[i] > 0;
            zero += !(p[i] > 0);
        }
    if ((long)positive <= left) {
        double rest = zero > 0 ? (double)(left - (long)positive) / zero : 0;
        for (uint32_t i = 0; i < k->n; i++)
            if (k->state[i] == MINES_KNOW_CLOSED)
                p[i] = p[i] > 0 ? 1 : rest;
        return;
    }
    double lo = 0, hi = 1;
    while (approx_scaled_sum(k, p, hi) < (double)left)
        hi *= 2;
    for (int r = 0; r < APPROX_HALVINGS; r++) {
        double mid = (lo + hi) / 2;
        if (approx_scaled_sum(k, p, mid) < (double)left)
            lo = mid;
        else
            hi = mid;
    }
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED)
            p[i] = hi * p[i] > 1 ? 1 : hi * p[i];
}

void mines_probs_approx(const MinesKnow *k, const MinesParts *pp, MinesProbs *out)
{
    long left = mines_know_mines_left(k);
    double start = (double)left / (double)k->closed_total;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED)
            out->p[i] = start;
    for (int s = 0; s < APPROX_SWEEPS; s++) {
        for (uint32_t c = 0; c < k->n; c++)
            if (mines_know_is_clue(k, c))
                approx_fit_clue(k, c, out->p);
        approx_fit_total(k, out->p, left);
    }
    out->other = -1;
    for (uint32_t i = 0; i < k->n; i++)
        if (k->state[i] == MINES_KNOW_CLOSED && !pp->in[i]) {
            out->other = out->p[i];
            break;
        }
    out->guess = MINES_GUESS_UNKNOWN;
    out->certain = MINES_NONE;
}
