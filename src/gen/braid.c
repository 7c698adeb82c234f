/* braid.c - removes a share of a maze's dead ends (braid.h). */
#include "maze/braid.h"

#include <stdio.h>

#include "maze/mem.h"
#include "maze/rng.h"
#include "maze/shape.h"

uint32_t braid_dead_ends(const Grid *g)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < g->n; i++)
        k += grid_degree(g, i) == 1;
    return k;
}

/* Opens a closed wall of dead end i, to a dead-end neighbour when it has
 * one; returns the dead ends that removes (1 or 2), or 0 when i has no
 * closed wall to a neighbour. */
static uint32_t braid_open_one(Grid *g, uint32_t i, Rng *rng)
{
    Dir any[GRID_MAX_SIDES], ends[GRID_MAX_SIDES];
    uint32_t nany = 0, nends = 0;
    const int sides = grid_sides(g, i);     /* any shape: shape.h */
    for (int k = 0; k < sides; k++) {
        uint32_t j = grid_neighbor(g, i, (Dir)k);
        if (j == GRID_NONE || grid_is_open(g, i, (Dir)k))
            continue;
        any[nany++] = (Dir)k;
        if (grid_degree(g, j) == 1)
            ends[nends++] = (Dir)k;
    }
    if (nany == 0)
        return 0;
    Dir d = nends ? ends[rng_below(rng, nends)] : any[rng_below(rng, nany)];
    grid_carve(g, i, d);
    return nends ? 2 : 1;
}

MazeStatus braid_apply(Grid *g, int percent, uint64_t seed, BraidResult *out)
{
    BraidResult r = { 0 };
    if (percent < 0 || percent > BRAID_MAX)
        return MAZE_ERR_ARG;
    if (percent == 0) {     /* nothing drawn, nothing to allocate */
        r.dead_ends = braid_dead_ends(g);
        if (out)
            *out = r;
        return MAZE_OK;
    }
    uint32_t *cells = mem_alloc((size_t)g->n * sizeof *cells);
    if (!cells)
        return MAZE_ERR_NOMEM;
    for (uint32_t i = 0; i < g->n; i++)
        if (grid_degree(g, i) == 1)
            cells[r.dead_ends++] = i;
    r.target = (uint32_t)(((uint64_t)r.dead_ends * (uint64_t)percent + BRAID_MAX / 2) / BRAID_MAX);
    Rng rng;
    rng_seed_stream(&rng, seed, RNG_STREAM_BRAID);
    /* Taking them in a shuffled order, each drawn as it is reached. */
    for (uint32_t k = 0; k < r.dead_ends && r.removed < r.target; k++) {
        uint32_t pick = k + rng_below(&rng, r.dead_ends - k);
        uint32_t i = cells[pick];
        cells[pick] = cells[k];
        cells[k] = i;
        if (grid_degree(g, i) != 1)
            continue;       /* a wall opened for a neighbour removed it */
        uint32_t gone = braid_open_one(g, i, &rng);
        r.removed += gone;
        r.walls_opened += gone > 0;
    }
    mem_free(cells);
    if (out)
        *out = r;
    return MAZE_OK;
}

void braid_tag(char *buf, size_t cap, int percent)
{
    if (percent > 0)
        snprintf(buf, cap, "-braid%d", percent);
    else if (cap > 0)
        buf[0] = '\0';
}
