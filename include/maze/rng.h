/* rng.h - the project's own seeded 64-bit random number generator.
 *
 * xoshiro256** (Blackman and Vigna), seeded through splitmix64. Every value
 * depends only on the seed and the sequence of calls, so one (algorithm,
 * size, seed) gives the same maze on every machine and in every front end. */
#ifndef MAZE_RNG_H
#define MAZE_RNG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];      /* xoshiro256** state, never all zero */
    uint64_t coins;     /* unused random bits for rng_coin */
    unsigned ncoins;    /* how many bits of `coins` are left */
} Rng;

/* Seeds r from any 64-bit value (0 is fine). */
void rng_seed(Rng *r, uint64_t seed);

/* The streams drawn beside a generator's own from the same seed, so that
 * adding one changes nothing the generator draws. */
enum {
    RNG_STREAM_BRAID = 1,   /* which dead ends a braid removes (braid.h) */
    RNG_STREAM_MUD = 2      /* which cells are mud (weights.h) */
};

/* Seeds r with stream `stream` of seed: a sequence apart from rng_seed's
 * and from every other stream's of the same seed. */
void rng_seed_stream(Rng *r, uint64_t seed, uint64_t stream);

/* Returns the next 64 uniformly random bits. */
static inline uint64_t rng_next(Rng *r)
{
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5;
    uint64_t result = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* Returns a uniform integer in [0, n). n must be at least 1. Unbiased
 * (Lemire's multiply-and-reject method). */
static inline uint32_t rng_below(Rng *r, uint32_t n)
{
    uint64_t m = (rng_next(r) >> 32) * (uint64_t)n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (rng_next(r) >> 32) * (uint64_t)n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Returns one fair random bit, drawn from a pool refilled 64 bits at a time. */
static inline bool rng_coin(Rng *r)
{
    if (r->ncoins == 0) {
        r->coins = rng_next(r);
        r->ncoins = 64;
    }
    bool bit = r->coins & 1u;
    r->coins >>= 1;
    r->ncoins--;
    return bit;
}

/* Returns a uniform double in [0, 1) with 53 random bits. */
static inline double rng_unit(Rng *r)
{
    return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}

#endif
