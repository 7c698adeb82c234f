/* det.c - determinant of a small dense matrix (Gaussian elimination with
 * partial pivoting), for the UST formulas and their tests. */
#include "stats/det.h"

#include <math.h>

double stats_det(double *a, int k)
{
    double det = 1.0;
    for (int c = 0; c < k; c++) {
        int p = c;
        for (int r = c + 1; r < k; r++)
            if (fabs(a[r * k + c]) > fabs(a[p * k + c]))
                p = r;
        if (a[p * k + c] == 0)
            return 0.0;
        if (p != c) {
            for (int t = 0; t < k; t++) {
                double tmp = a[c * k + t];
                a[c * k + t] = a[p * k + t];
                a[p * k + t] = tmp;
            }
            det = -det;
        }
        det *= a[c * k + c];
        for (int r = c + 1; r < k; r++) {
            double f = a[r * k + c] / a[c * k + c];
            for (int t = c; t < k; t++)
                a[r * k + t] -= f * a[c * k + t];
        }
    }
    return det;
}
