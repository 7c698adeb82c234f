/* lattice.c - merged wall runs and path corners on the corner lattice. */
#include "lattice.h"

#include <stdbool.h>

/* True when there is wall on lattice row r (0..H) above cell column x. */
static bool lattice_hwall(const Grid *g, int r, int x)
{
    if (r == g->h)
        return !grid_side_open(g, g->n - (uint32_t)g->w + (uint32_t)x, DIR_S);
    return !grid_side_open(g, (uint32_t)r * (uint32_t)g->w + (uint32_t)x, DIR_N);
}

/* True when there is wall on lattice column c (0..W) left of cell row y. */
static bool lattice_vwall(const Grid *g, int c, int y)
{
    if (c == g->w)
        return !grid_side_open(g, (uint32_t)y * (uint32_t)g->w + (uint32_t)c - 1, DIR_E);
    return !grid_side_open(g, (uint32_t)y * (uint32_t)g->w + (uint32_t)c, DIR_W);
}

/* Reports the runs of one lattice line: along segments, wall(g, at, k)
 * saying whether segment k is wall. */
static void lattice_runs(const Grid *g, int at, int along, bool horizontal,
                         bool (*wall)(const Grid *g, int line, int k), LatticeLineFn line,
                         void *ctx)
{
    for (int k = 0; k < along;) {
        if (!wall(g, at, k)) {
            k++;
            continue;
        }
        int end = k;
        while (end < along && wall(g, at, end))
            end++;
        if (horizontal)
            line(ctx, k, at, end, at);
        else
            line(ctx, at, k, at, end);
        k = end;
    }
}

void lattice_walls(const Grid *g, LatticeLineFn line, void *ctx)
{
    for (int r = 0; r <= g->h; r++)
        lattice_runs(g, r, g->w, true, lattice_hwall, line, ctx);
    for (int c = 0; c <= g->w; c++)
        lattice_runs(g, c, g->h, false, lattice_vwall, line, ctx);
}

typedef struct LatticeLine {
    const Grid *g;
    const uint32_t *path;
    size_t len;
    bool in, out;           /* starts at the start's opening, ends at the goal's */
} LatticeLine;

/* Point k of the whole line (the start's opening, cell centres, the goal's
 * opening): an opening's point is a cell beyond the end's cell, through
 * its side. */
static void lattice_point(const LatticeLine *l, size_t k, long *x, long *y)
{
    size_t cell = k < l->in ? 0 : k - l->in;
    if (cell >= l->len)
        cell = l->len - 1;
    uint32_t i = l->path[cell];
    *x = 2 * (long)(i % (uint32_t)l->g->w) + 1;
    *y = 2 * (long)(i / (uint32_t)l->g->w) + 1;
    int side = k < l->in ? l->g->ends.start_side
               : k - l->in >= l->len ? l->g->ends.goal_side : GRID_INSIDE;
    if (side != GRID_INSIDE) {
        *x += 2 * dir_dx((Dir)side);
        *y += 2 * dir_dy((Dir)side);
    }
}

void lattice_path(const Grid *g, const uint32_t *path, size_t len, LatticePointFn point,
                  void *ctx)
{
    LatticeLine l = { g, path, len,
                      path[0] == grid_entrance(g) && g->ends.start_side != GRID_INSIDE,
                      path[len - 1] == grid_exit(g) && g->ends.goal_side != GRID_INSIDE };
    size_t count = len + l.in + l.out;
    long lx, ly, cx, cy;        /* the last point reported, the one pending */
    lattice_point(&l, 0, &lx, &ly);
    point(ctx, lx, ly);
    if (count == 1)
        return;
    lattice_point(&l, 1, &cx, &cy);
    for (size_t k = 2; k < count; k++) {
        long nx, ny;
        lattice_point(&l, k, &nx, &ny);
        if (!((lx == cx && cx == nx) || (ly == cy && cy == ny))) {
            point(ctx, cx, cy);
            lx = cx;
            ly = cy;
        }
        cx = nx;
        cy = ny;
    }
    point(ctx, cx, cy);
}
