/* fuzz_mask_text.c - the text mask reader (mask.h) on any bytes: it must
 * return a mask or an error with a message, never crash, leak or read out
 * of bounds, and a mask it returns must be what the text says. A libFuzzer
 * target (clang: -DMAZELAB_FUZZ=ON), or run over a corpus by fuzz_driver.c. */
#include <string.h>

#include "fuzz_check.h"
#include "maze/mask.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    Mask m;
    TextError err;
    MazeStatus st = mask_from_text((const char *)data, size, 0, 0, &m, &err);
    if (st != MAZE_OK) {
        FUZZ_CHECK(m.on == NULL && err.message[0] != '\0');
        return 0;
    }
    /* Every cell read is one 'X' or '.' of the input, row by row. */
    FUZZ_CHECK(m.w >= 1 && m.h >= 1 && (size_t)m.w * (size_t)m.h <= size);
    size_t k = 0;
    for (int y = 0; y < m.h; y++) {
        for (int x = 0; x < m.w; x++, k++)
            FUZZ_CHECK(data[k] == (m.on[(size_t)y * (size_t)m.w + (size_t)x] ? '.' : 'X'));
        if (k < size && data[k] == '\r')
            k++;
        FUZZ_CHECK(k == size || data[k] == '\n');
        k++;
    }
    mask_free(&m);
    return 0;
}
