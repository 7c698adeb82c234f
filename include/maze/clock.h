/* clock.h - time, for the two things the program needs it for: timing
 * work (a monotonic clock) and a seed when the user gave none. */
#ifndef MAZE_CLOCK_H
#define MAZE_CLOCK_H

#include <stdint.h>

/* Milliseconds on a monotonic clock (for timing work, not dates). */
double clock_now_ms(void);

/* A seed for runs where the user gave none: from the clock and the
 * process, short enough to read aloud in class (below 1,000,000). */
uint64_t clock_random_seed(void);

#endif
