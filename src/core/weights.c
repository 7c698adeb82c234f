/* weights.c - weight maps: plain and mud cells (weights.h). */
#include "maze/weights.h"

#include <string.h>

#include "maze/mem.h"
#include "maze/rng.h"

uint8_t *weights_new(const Grid *g)
{
    uint8_t *cost = mem_alloc(g->n);
    if (cost)
        memset(cost, WEIGHT_PLAIN, g->n);
    return cost;
}

MazeStatus weights_scatter_mud(uint8_t *cost, uint32_t n, int percent, uint64_t seed)
{
    if (percent < 0 || percent > WEIGHT_MUD_MAX)
        return MAZE_ERR_ARG;
    memset(cost, WEIGHT_PLAIN, n);
    uint32_t want = (uint32_t)(((uint64_t)n * (uint64_t)percent + 50) / 100);
    Rng rng;
    rng_seed_stream(&rng, seed, RNG_STREAM_MUD);
    /* Floyd's sample: `want` distinct cells, one draw each, no list. */
    for (uint32_t j = n - want; j < n; j++) {
        uint32_t t = rng_below(&rng, j + 1);
        cost[cost[t] == WEIGHT_MUD ? j : t] = WEIGHT_MUD;
    }
    return MAZE_OK;
}

uint32_t weights_mud_count(const uint8_t *cost, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        k += cost[i] == WEIGHT_MUD;
    return k;
}

uint64_t weights_path_cost(const uint8_t *cost, const uint32_t *path, size_t len)
{
    if (len == 0)
        return 0;
    if (!cost)
        return len - 1;
    uint64_t sum = 0;
    for (size_t k = 1; k < len; k++)
        sum += cost[path[k]];
    return sum;
}
