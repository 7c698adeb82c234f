/* stats.c - one maze's statistics (definitions in include/maze/stats.h). */
#include "maze/stats.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"

/* Stamps in scratch->seen: 0 never visited, STAMP_SOLUTION the entrance-exit
 * search, STAMP_COMPONENTS and above the two sweeps of each component. */
enum { STAMP_SOLUTION = 1, STAMP_COMPONENTS = 2 };

/* Number of set bits in a mask of open sides (up to GRID_MAX_SIDES): the
 * degree. */
static inline int stats_popcount(uint8_t m)
{
    static const uint8_t nibble[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
    return nibble[m & 15u] + nibble[m >> 4];
}

/* The cell beyond open side k of cell i: by the row-major step on the
 * plain square, through the shape otherwise. */
static inline uint32_t stats_step(const Grid *g, const int64_t step[4], uint32_t i, int k)
{
    if (!grid_is_square(g))
        return grid_neighbor(g, i, (Dir)k);
    return (uint32_t)((int64_t)i + step[k & 3]);
}

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

/* stats_fill_open on a grid of another shape or with a mask: bit s of a
 * cell for its open side s; a passage counts as horizontal when its side
 * faces east or west (shape.h's compass: hex's north-east and south-east,
 * polar's clockwise), vertical otherwise. */
static void stats_fill_open_shape(const Grid *g, uint8_t *open, MazeStats *out)
{
    const Shape *shape = grid_shape(g);
    memset(open, 0, g->n);
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t nb[GRID_MAX_SIDES];
        const int sides = grid_neighbors(g, i, nb);
        for (int s = 0; s < sides; s++) {
            if (nb[s] == GRID_NONE || nb[s] < i || !grid_is_open(g, i, (Dir)s))
                continue;
            open[i] |= (uint8_t)(1u << s);
            open[nb[s]] |= (uint8_t)(1u << grid_back(g, i, s));
            Dir c = shape->compass(g, i, s);
            if (c == DIR_E || c == DIR_W)
                out->passages_h++;
            else
                out->passages_v++;
        }
    }
}

/* Fills sc->open with each cell's open sides and counts the passages. */
static void stats_fill_open(const Grid *g, StatsScratch *sc, MazeStats *out)
{
    uint8_t *open = sc->open;
    const uint32_t w = (uint32_t)g->w;
    if (!grid_is_square(g)) {
        stats_fill_open_shape(g, open, out);
        return;
    }
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

/* The lowest open side in mask m (m != 0). */
static int stats_first_side(uint8_t m)
{
    int k = 0;
    while (!(m & (1u << k)))
        k++;
    return k;
}

/* Counts cells by degree and shape, and dead ends by opening side (on
 * other shapes: by the compass quarter the side faces; a straight is two
 * open sides across from each other, shape.h's `across`). Cells a mask
 * switches off count nowhere. */
static void stats_count_shapes(const Grid *g, const uint8_t *open, MazeStats *out)
{
    const uint8_t ns = (1u << DIR_N) | (1u << DIR_S), ew = (1u << DIR_E) | (1u << DIR_W);
    const bool square = grid_is_square(g);
    const Shape *shape = grid_shape(g);
    for (uint32_t i = 0; i < g->n; i++) {
        if (!grid_cell_on(g, i))
            continue;
        uint8_t m = open[i];
        int d = stats_popcount(m);
        out->degree[d]++;
        if (d == 2) {
            int a = stats_first_side(m), b = stats_first_side((uint8_t)(m & ~(1u << a)));
            bool straight = square ? m == ns || m == ew : shape->across(g, i, a) == b;
            if (straight)
                out->straights++;
            else
                out->turns++;
        } else if (d == 1) {
            int k = stats_first_side(m);
            out->dead_end_dir[square ? k : (int)shape->compass(g, i, k)]++;
        }
    }
    out->maze_cells = grid_cells_on(g) - out->degree[0];
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
    const int sides = grid_is_square(g) ? 4 : GRID_MAX_SIDES;  /* bits of open[] in use */
    queue[tail++] = start;
    seen[start] = stamp;
    while (head < tail) {
        uint32_t i = queue[head];
        if (i == target)
            return (StatsReach){ dist, i };
        for (int k = 0; k < sides; k++) {
            if (!(open[i] & (1u << k)))
                continue;
            uint32_t j = stats_step(g, step, i, k);
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
    const bool square = grid_is_square(g);
    for (uint32_t c0 = 0; c0 < g->n; c0++) {
        if (stats_popcount(open[c0]) != 1)
            continue;
        uint32_t cur = c0;
        uint8_t ahead = open[c0];           /* the one side to leave by */
        uint64_t len = 0;
        do {
            int d = stats_first_side(ahead);
            uint32_t from = cur;
            cur = stats_step(g, step, cur, d);
            len++;
            int back = square ? (int)dir_opposite((Dir)d) : grid_back(g, from, d);
            ahead = (uint8_t)(open[cur] & ~(1u << back));
        } while (stats_popcount(open[cur]) == 2);
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
    out->cells = grid_cells_on(g);
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
    out->junction4_share = stats_ratio((double)out->degree[4] + out->degree[5] + out->degree[6],
                                       maze);
    out->horizontal_share = stats_ratio((double)out->passages_h,
                                        (double)(out->passages_h + out->passages_v));
    out->solution_share = stats_ratio(out->solution_cells, out->cells);
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
