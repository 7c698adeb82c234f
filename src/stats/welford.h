/* welford.h - a running mean and spread, one value at a time (Welford's
 * method: numerically stable, no stored samples), for the batches of maze
 * and solver statistics. Private to src/stats/. */
#ifndef MAZE_WELFORD_H
#define MAZE_WELFORD_H

#include <math.h>
#include <stdint.h>

/* Adds x as the n-th value (n counts it) to *mean and *m2, the sum of
 * squared deviations. */
static inline void welford_add(double *mean, double *m2, uint64_t n, double x)
{
    double delta = x - *mean;
    *mean += delta / (double)n;
    *m2 += delta * (x - *mean);
}

/* The sample standard deviation (divisor n - 1) of n values; 0 with fewer
 * than two. */
static inline double welford_sd(double m2, uint64_t n)
{
    return n >= 2 ? sqrt(m2 / (double)(n - 1)) : 0.0;
}

#endif
