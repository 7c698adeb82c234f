/* harness.c - helpers shared by the cmocka test programs. */
#include "harness.h"

#include <string.h>

GenRun *test_generate(const GenAlgo *algo, int variant, int w, int h,
                      uint64_t seed, size_t chunk)
{
    MazeStatus st;
    GenRun *run = gen_run_new(algo, variant, w, h, seed, &st);
    if (!run)
        fail_msg("%s %dx%d seed %llu: %s", algo->id, w, h,
                 (unsigned long long)seed, maze_strerror(st));
    while (!run_done(run)) {
        size_t did = run_step(run, chunk);
        if (did == 0)
            fail_msg("%s %dx%d seed %llu: no progress after %llu steps", algo->id,
                     w, h, (unsigned long long)seed, (unsigned long long)run->steps);
    }
    return run;
}

void test_grid_from_blocks(Grid *g, const char *text)
{
    int rows = 0, cols = -1;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        int len = nl ? (int)(nl - p) : (int)strlen(p);
        if (cols < 0)
            cols = len;
        assert_int_equal(len, cols);
        rows++;
        p += len + (nl ? 1 : 0);
    }
    assert_true(rows % 2 == 1 && cols % 2 == 1 && rows >= 3 && cols >= 3);
    assert_int_equal(grid_init(g, (cols - 1) / 2, (rows - 1) / 2), MAZE_OK);
    for (uint32_t i = 0; i < g->n; i++) {
        int x = (int)(i % (uint32_t)g->w), y = (int)(i / (uint32_t)g->w);
        int bx = 2 * x + 1, by = 2 * y + 1;
        g->mark[i] = MARK_DONE;
        if (x + 1 < g->w && text[(size_t)by * (size_t)(cols + 1) + (size_t)bx + 1] == ' ')
            grid_carve(g, i, DIR_E);
        if (y + 1 < g->h && text[(size_t)(by + 1) * (size_t)(cols + 1) + (size_t)bx] == ' ')
            grid_carve(g, i, DIR_S);
    }
}

int test_mines_around(int w, int h, uint32_t i, uint32_t out[8])
{
    int x = (int)(i % (uint32_t)w), y = (int)(i / (uint32_t)w), k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h)
                out[k++] = (uint32_t)(y + dy) * (uint32_t)w + (uint32_t)(x + dx);
    return k;
}
