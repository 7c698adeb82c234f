/* grid.c - grid storage and whole-maze checks. */
#include "maze/grid.h"

#include <string.h>

#include "maze/mem.h"
#include "shape_priv.h"

bool grid_size_ok(long w, long h)
{
    return w >= 1 && h >= 1 && w <= MAZE_MAX_SIDE && h <= MAZE_MAX_SIDE;
}

MazeStatus grid_init(Grid *g, int w, int h)
{
    memset(g, 0, sizeof *g);
    if (!grid_size_ok(w, h))
        return MAZE_ERR_SIZE;
    uint32_t n = (uint32_t)w * (uint32_t)h;
    g->pass = mem_calloc(n, 1);
    g->mark = mem_calloc(n, 1);
    if (!g->pass || !g->mark) {
        grid_free(g);
        return MAZE_ERR_NOMEM;
    }
    g->w = w;
    g->h = h;
    g->n = n;
    g->ends = grid_default_ends(w, h);
    return MAZE_OK;
}

void grid_free(Grid *g)
{
    if (!g)
        return;
    mem_free(g->pass);
    mem_free(g->mark);
    shape_topo_free(g->topo);
    memset(g, 0, sizeof *g);
}

void grid_reset(Grid *g)
{
    memset(g->pass, 0, g->n);
    memset(g->mark, MARK_BLANK, g->n);
}

void grid_open_all(Grid *g, Mark mark)
{
    memset(g->mark, (int)mark, g->n);
    if (g->topo) {      /* other shapes and masks: each side with a cell beyond */
        for (uint32_t i = 0; i < g->n; i++) {
            uint32_t nb[GRID_MAX_SIDES];
            int sides = grid_neighbors(g, i, nb);
            for (int s = 0; s < sides; s++)
                if (nb[s] != GRID_NONE)
                    grid_carve(g, i, (Dir)s);
        }
        return;
    }
    for (int y = 0; y < g->h; y++) {
        uint8_t *row = g->pass + (size_t)y * (size_t)g->w;
        uint8_t bits = (uint8_t)(PASS_E | (y + 1 < g->h ? PASS_S : 0));
        memset(row, bits, (size_t)g->w);
        row[g->w - 1] &= (uint8_t)~PASS_E;
    }
}

int grid_degree(const Grid *g, uint32_t i)
{
    int d = 0, sides = grid_sides(g, i);
    for (int k = 0; k < sides; k++)
        d += grid_is_open(g, i, (Dir)k);
    return d;
}

uint64_t grid_passage_count(const Grid *g)
{
    /* Each passage is one bit of one cell's pass byte, on every shape. */
    static const uint8_t bits[8] = { 0, 1, 1, 2, 1, 2, 2, 3 };
    uint64_t count = 0;
    for (uint32_t i = 0; i < g->n; i++)
        count += bits[g->pass[i] & 7u];
    return count;
}

bool grid_is_connected(const Grid *g)
{
    uint8_t *seen = mem_calloc(g->n, 1);
    uint32_t *queue = mem_alloc((size_t)g->n * sizeof *queue);
    bool ok = seen && queue;
    if (ok) {
        uint32_t head = 0, tail = 0, first = grid_entrance(g);
        queue[tail++] = first;
        seen[first] = 1;
        while (head < tail) {
            uint32_t i = queue[head++];
            int sides = grid_sides(g, i);
            for (int k = 0; k < sides; k++) {
                if (!grid_is_open(g, i, (Dir)k))
                    continue;
                uint32_t j = grid_neighbor(g, i, (Dir)k);
                if (!seen[j]) {
                    seen[j] = 1;
                    queue[tail++] = j;
                }
            }
        }
        ok = tail == grid_cells_on(g);
    }
    mem_free(seen);
    mem_free(queue);
    return ok;
}

bool grid_is_perfect(const Grid *g)
{
    return grid_passage_count(g) == (uint64_t)grid_cells_on(g) - 1 && grid_is_connected(g);
}

bool grid_same_passages(const Grid *a, const Grid *b)
{
    return grid_same_shape(a, b) && memcmp(a->pass, b->pass, a->n) == 0;
}

bool grid_walk_ok(const Grid *g, const uint32_t *cells, size_t len)
{
    for (size_t k = 0; k < len; k++) {
        if (cells[k] >= g->n)
            return false;
        if (k == 0)
            continue;
        bool joined = false;
        int sides = grid_sides(g, cells[k - 1]);
        for (int d = 0; d < sides && !joined; d++)
            joined = grid_neighbor(g, cells[k - 1], (Dir)d) == cells[k] &&
                     grid_is_open(g, cells[k - 1], (Dir)d);
        if (!joined)
            return false;
    }
    return true;
}
