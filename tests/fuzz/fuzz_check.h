/* fuzz_check.h - what the fuzz targets share: an assert() that stays in
 * release builds, so that a failed check is a crash the driver or libFuzzer
 * reports, and the entry point's declaration. */
#ifndef MAZE_FUZZ_CHECK_H
#define MAZE_FUZZ_CHECK_H

#include <stddef.h>
#include <stdlib.h>

#define FUZZ_CHECK(c)        \
    do {                     \
        if (!(c))            \
            abort();         \
    } while (0)

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#endif
