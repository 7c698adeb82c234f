/* fuzz_mask_png.c - the PNG mask reader (mask.h) on any bytes, a cell a
 * pixel and scaled: a mask or an error with a message, never a crash, a
 * leak or a read out of bounds (libpng reports errors by longjmp, which
 * the reader must survive without losing what it allocated). A libFuzzer
 * target (clang: -DMAZELAB_FUZZ=ON), or run over a corpus by fuzz_driver.c. */

#include "fuzz_check.h"
#include "maze/mask.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    static const int sizes[][2] = { { 0, 0 }, { 3, 2 } };
    for (int k = 0; k < 2; k++) {
        Mask m;
        TextError err;
        MazeStatus st = mask_from_png(data, size, sizes[k][0], sizes[k][1], &m, &err);
        if (st != MAZE_OK) {
            FUZZ_CHECK(m.on == NULL && err.message[0] != '\0');
            continue;
        }
        FUZZ_CHECK(m.w >= 1 && m.h >= 1 && m.w <= MASK_PNG_MAX_SIDE && m.h <= MASK_PNG_MAX_SIDE);
        FUZZ_CHECK(k == 0 || (m.w == 3 && m.h == 2));
        for (size_t i = 0; i < (size_t)m.w * (size_t)m.h; i++)
            FUZZ_CHECK(m.on[i] <= 1);
        mask_free(&m);
    }
    return 0;
}
