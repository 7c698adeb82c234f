/* stats.c - one maze's statistics (definitions in include/maze/stats.h). */
#include "maze/stats.h"

#include <string.h>

#include "maze/mem.h"

/* Stamps in scratch->seen: 0 never visited, STAMP_SOLUTION the entrance-exit
 * search, STAMP_COMPONENTS and above the two sweeps of each component. */
enum { STAMP_SOLUTION = 1, STAMP_COMPONENTS = 2 };

/* Number of set bits in a 4-bit mask of open sides: the degree. */
static const uint8_t stats_popcount[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

/* Index offsets of a move in each direction (Dir order N, E, S, W). */
static void stats_steps(const Grid *g, int64_t step[4])
{
    step[DIR_N] = -(int64_t)g->w;
    step[DIR_E] = 1;
    step[DIR_S] = g->w;
    step[DIR_W] = -1;
}

MazeStatus stats_scratch_init(StatsScratch *sc, uint32_t cells)
{
    memset(sc, 0, sizeof *sc);
    if (cells == 0)
        return MAZE_ERR_ARG;
    sc->queue = mem_alloc((size_t)cells * sizeof *sc->queue);
    sc->seen = mem_alloc((size_t)cells * sizeof *sc->seen);
    sc->open = mem_alloc(cells);
    if (!sc->queue || !sc->seen || !sc->open) {
        stats_scratch_free(sc);
        return MAZE_ERR_NOMEM;
    }
    sc->cap = cells;
    return MAZE_OK;
}

void stats_scratch_free(StatsScratch *sc)
{
    if (!sc)
        return;
    mem_free(sc->queue);
    mem_free(sc->seen);
    mem_free(sc->open);
    memset(sc, 0, sizeof *sc);
}

/* Fills sc->open with each cell's open sides and counts the passages. */
static void stats_fill_open(const Grid *g, StatsScratch *sc, MazeStats *out)
{
    uint8_t *open = sc->open;
    const uint32_t w = (uint32_t)g->w;
    memset(open, 0, g->n);
    for (uint32_t i = 0; i < g->n; i++) {
        if (g->pass[i] & PASS_E && (i % w) + 1 < w) {
            open[i] |= 1u << DIR_E;
            open[i + 1] |= 1u << DIR_W;
            out->passages_h++;
        }
        if (g->pass[i] & PASS_S && i + w < g->n) {
            open[i] |= 1u << DIR_S;
            open[i + w] |= 1u << DIR_N;
            out->passages_v++;
        }
    }
}

/* Counts cells by degree and shape, and dead ends by opening side. */
static void stats_count_shapes(const Grid *g, const uint8_t *open, MazeStats *out)
{
    const uint8_t ns = (1u << DIR_N) | (1u << DIR_S), ew = (1u << DIR_E) | (1u << DIR_W);
    for (uint32_t i = 0; i < g->n; i++) {
        uint8_t m = open[i];
        int d = stats_popcount[m];
        out->degree[d]++;
        if (d == 2) {
            if (m == ns || m == ew)
                out->straights++;
            else
                out->turns++;
        } else if (d == 1) {
            for (int k = 0; k < 4; k++)
                if (m == 1u << k)
                    out->dead_end_dir[k]++;
        }
    }
    out->maze_cells = g->n - out->degree[0];
}

/* One breadth-first search result: the distance reached and the cell. */
typedef struct StatsReach {
    uint32_t dist;      /* to target, or to the farthest cell; UINT32_MAX: target not found */
    uint32_t cell;      /* target, or the farthest cell found (last in the queue) */
} StatsReach;

/* Breadth-first search from start over open passages, stamping each cell it
 * reaches with stamp. Stops at target (GRID_NONE: never) and returns its
 * distance; otherwise returns the largest distance and a cell at it. */
static StatsReach stats_bfs(const Grid *g, StatsScratch *sc, uint32_t start,
                            uint32_t stamp, uint32_t target)
{
    uint32_t *queue = sc->queue, *seen = sc->seen;
    const uint8_t *open = sc->open;
    int64_t step[4];
    stats_steps(g, step);
    uint32_t head = 0, tail = 0, level_end = 1, dist = 0;
    queue[tail++] = start;
    seen[start] = stamp;
    while (head < tail) {
        uint32_t i = queue[head];
        if (i == target)
            return (StatsReach){ dist, i };
        for (int k = 0; k < 4; k++) {
            if (!(open[i] & (1u << k)))
                continue;
            uint32_t j = (uint32_t)((int64_t)i + step[k]);
            if (seen[j] != stamp) {
                seen[j] = stamp;
                queue[tail++] = j;
            }
        }
        if (++head == level_end && head < tail) {
            dist++;
            level_end = tail;
        }
    }
    if (target != GRID_NONE)
        return (StatsReach){ UINT32_MAX, GRID_NONE };
    return (StatsReach){ dist, queue[tail - 1] };
}

/* Components of maze cells and, per component, the double sweep. */
static void stats_longest_paths(const Grid *g, StatsScratch *sc, MazeStats *out)
{
    uint32_t stamp = STAMP_COMPONENTS;
    for (uint32_t i = 0; i < g->n; i++) {
        if (sc->open[i] == 0 || sc->seen[i] >= STAMP_COMPONENTS)
            continue;
        StatsReach far = stats_bfs(g, sc, i, stamp, GRID_NONE);
        StatsReach back = stats_bfs(g, sc, far.cell, stamp + 1, GRID_NONE);
        if (back.dist + 1 > out->longest_path)
            out->longest_path = back.dist + 1;
        out->components++;
        stamp += 2;
    }
}

/* Sum of the dead-end branch lengths. Each chain of degree-2 cells is walked
 * from at most its two ends, so this is O(n). */
static uint64_t stats_branch_cells(const Grid *g, const uint8_t *open)
{
    uint64_t total = 0;
    int64_t step[4];
    stats_steps(g, step);
    for (uint32_t c0 = 0; c0 < g->n; c0++) {
        if (stats_popcount[open[c0]] != 1)
            continue;
        uint32_t cur = c0;
        uint8_t ahead = open[c0];           /* the one side to leave by */
        uint64_t len = 0;
        do {
            int d = 0;
            while (!(ahead & (1u << d)))
                d++;
            cur = (uint32_t)((int64_t)cur + step[d]);
            len++;
            ahead = (uint8_t)(open[cur] & ~(1u << dir_opposite((Dir)d)));
        } while (stats_popcount[open[cur]] == 2);
        total += len;
    }
    return total;
}

static double stats_ratio(double num, double den)
{
    return den > 0 ? num / den : 0.0;
}

MazeStatus stats_compute_with(const Grid *g, StatsScratch *sc, MazeStats *out)
{
    memset(out, 0, sizeof *out);
    if (g->n == 0 || sc->cap < g->n)
        return MAZE_ERR_ARG;
    out->cells = g->n;
    stats_fill_open(g, sc, out);
    stats_count_shapes(g, sc->open, out);

    memset(sc->seen, 0, (size_t)g->n * sizeof *sc->seen);
    StatsReach sol = stats_bfs(g, sc, grid_entrance(g), STAMP_SOLUTION, grid_exit(g));
    out->solved = sol.dist != UINT32_MAX;
    out->solution_cells = out->solved ? sol.dist + 1 : 0;
    stats_longest_paths(g, sc, out);
    out->branch_cells = stats_branch_cells(g, sc->open);

    double maze = out->maze_cells;
    out->dead_end_share = stats_ratio(out->degree[1], maze);
    out->straight_share = stats_ratio(out->straights, maze);
    out->turn_share = stats_ratio(out->turns, maze);
    out->junction3_share = stats_ratio(out->degree[3], maze);
    out->junction4_share = stats_ratio(out->degree[4], maze);
    out->horizontal_share = stats_ratio((double)out->passages_h,
                                        (double)(out->passages_h + out->passages_v));
    out->solution_share = stats_ratio(out->solution_cells, g->n);
    out->mean_branch = stats_ratio((double)out->branch_cells, out->degree[1]);
    return MAZE_OK;
}

MazeStatus stats_compute(const Grid *g, MazeStats *out)
{
    StatsScratch sc;
    MazeStatus st = stats_scratch_init(&sc, g->n);
    if (st != MAZE_OK) {
        memset(out, 0, sizeof *out);
        return st;
    }
    st = stats_compute_with(g, &sc, out);
    stats_scratch_free(&sc);
    return st;
}
