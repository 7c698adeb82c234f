/* det.h - determinant of a small dense matrix. Private to the library and
 * its tests. */
#ifndef MAZE_STATS_DET_H
#define MAZE_STATS_DET_H

/* Returns the determinant of the k x k row-major matrix a, destroying a.
 * Partial pivoting; an exactly singular matrix gives 0. */
double stats_det(double *a, int k);

#endif
