/* rng.c - seeding for the xoshiro256** generator in rng.h. */
#include "maze/rng.h"

/* splitmix64: spreads any seed, 0 included, over the 256-bit state. */
static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void rng_seed(Rng *r, uint64_t seed)
{
    for (int k = 0; k < 4; k++)
        r->s[k] = splitmix64(&seed);
    r->coins = 0;
    r->ncoins = 0;
}

void rng_seed_stream(Rng *r, uint64_t seed, uint64_t stream)
{
    /* Two splitmix sequences, one per word: (seed, stream) pairs never
     * share a state the way seed ^ f(stream) would for some other seed. */
    uint64_t a = seed, b = ~stream;
    for (int k = 0; k < 4; k++)
        r->s[k] = splitmix64(&a) ^ (splitmix64(&b) << 1 | 1u);
    r->coins = 0;
    r->ncoins = 0;
}
