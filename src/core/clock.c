/* clock.c - time for timing work, and seeds from the time (see clock.h). */
#include "maze/clock.h"

#include <time.h>
#include <unistd.h>

double clock_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

uint64_t clock_random_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t s = (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
    /* Keep seeds short enough to read aloud in class. */
    return s % 1000000u;
}

