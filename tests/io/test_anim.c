/* test_anim.c - the animated GIF (anim.h, gif.h), decoded again by giflib:
 *   - anim_every is the smallest interval that fits the budget;
 *   - a finished maze's frame is exactly the worksheet picture;
 *   - a written run has the planned frame count and delays, the first frame
 *     whole and opaque, later ones changed rectangles with the clear index,
 *     and painting them in order gives the answer key; the same spec gives
 *     the same bytes;
 *   - a stream gives whichever frame came last the last delay;
 *   - out of memory anywhere: MAZE_ERR_NOMEM and nothing kept;
 *   - sizes and frames out of range are refused with a reason;
 *   - the planner, a slice at a time, counts what running the generator
 *     and the solver to the end counts, never more than a slice a call. */
#include "harness.h"

#include <gif_lib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "maze/anim.h"
#include "maze/gif.h"
#include "maze/mem.h"
#include "maze/shape.h"

static uint64_t ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

static void test_every_fits_and_is_smallest(void **state)
{
    (void)state;
    static const uint64_t steps[] = { 0, 1, 2, 7, 29, 599, 600, 1199, 16580, 123457 };
    static const long budgets[] = { 4, 5, 10, 100, 600, 1000 };
    for (size_t a = 0; a < sizeof steps / sizeof *steps; a++)
        for (size_t b = 0; b < sizeof steps / sizeof *steps; b++)
            for (size_t c = 0; c < sizeof budgets / sizeof *budgets; c++)
                for (int extra = 0; extra <= 1; extra++) {
                    uint64_t g = steps[a], s = steps[b];
                    long budget = budgets[c];
                    uint64_t k = anim_every(g, s, budget, extra);
                    assert_true(k >= 1);
                    assert_true((long)(1 + ceil_div(g, k) + ceil_div(s, k)) + extra <= budget);
                    if (k > 1)
                        assert_true((long)(1 + ceil_div(g, k - 1) + ceil_div(s, k - 1)) + extra >
                                    budget);
                }
}

/* A finished maze (any generator) draws as the PNG worksheet does. */
static void test_finished_frame_is_the_picture(void **state)
{
    (void)state;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            GenRun *run = test_generate(gen_algos[a], 0, 7 + (int)seed, 5, seed, SIZE_MAX);
            const Grid *g = &run->grid;
            size_t n = (2 * (size_t)g->w + 1) * (2 * (size_t)g->h + 1);
            uint8_t *drawn = mem_alloc(n), *pic = mem_alloc(n);
            anim_blocks(g, NULL, UINT32_MAX, drawn);
            assert_int_equal(anim_blocks_answer(g, NULL, 0, pic), MAZE_OK);
            assert_memory_equal(drawn, pic, n);
            mem_free(drawn);
            mem_free(pic);
            run_free(run);
        }
}

/* Writes spec to a temporary file and returns its bytes (*len of them). */
static uint8_t *write_gif(const AnimSpec *spec, AnimPlan *plan, size_t *len)
{
    assert_int_equal(anim_plan(spec, plan), MAZE_OK);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(anim_write(f, spec, plan), MAZE_OK);
    long size = ftell(f);
    assert_true(size > 0);
    uint8_t *bytes = mem_alloc((size_t)size);
    rewind(f);
    assert_int_equal(fread(bytes, 1, (size_t)size, f), (size_t)size);
    fclose(f);
    *len = (size_t)size;
    return bytes;
}

typedef struct Reader {
    const uint8_t *bytes;
    size_t len, at;
} Reader;

static int read_bytes(GifFileType *gif, GifByteType *out, int n)
{
    Reader *r = gif->UserData;
    size_t k = r->len - r->at < (size_t)n ? r->len - r->at : (size_t)n;
    memcpy(out, r->bytes + r->at, k);
    r->at += k;
    return (int)k;
}

/* Decodes the file, checks every frame's framing, and paints the frames in
 * order into canvas (w x h pixels). */
static void decode_and_paint(const uint8_t *bytes, size_t len, const AnimPlan *plan, uint8_t *canvas)
{
    Reader r = { bytes, len, 0 };
    int err = 0;
    GifFileType *gif = DGifOpen(&r, read_bytes, &err);
    assert_non_null(gif);
    assert_int_equal(DGifSlurp(gif), GIF_OK);
    assert_int_equal(gif->SWidth, plan->px_w);
    assert_int_equal(gif->SHeight, plan->px_h);
    assert_int_equal(gif->ImageCount, plan->frames);
    for (int i = 0; i < gif->ImageCount; i++) {
        const SavedImage *im = &gif->SavedImages[i];
        GraphicsControlBlock gcb;
        assert_int_equal(DGifSavedExtensionToGCB(gif, i, &gcb), GIF_OK);
        int want = i == gif->ImageCount - 1 ? ANIM_LAST_CS : i == 0 ? ANIM_FIRST_CS : ANIM_STEP_CS;
        assert_int_equal(gcb.DelayTime, want);
        assert_int_equal(gcb.DisposalMode, DISPOSE_DO_NOT);
        assert_int_equal(gcb.TransparentColor, i == 0 ? NO_TRANSPARENT_COLOR : ANIM_CLEAR);
        const GifImageDesc *d = &im->ImageDesc;
        if (i == 0)
            assert_true(d->Left == 0 && d->Top == 0 && d->Width == plan->px_w &&
                        d->Height == plan->px_h);
        assert_true(d->Left + d->Width <= plan->px_w && d->Top + d->Height <= plan->px_h);
        for (int y = 0; y < d->Height; y++)
            for (int x = 0; x < d->Width; x++) {
                GifByteType v = im->RasterBits[y * d->Width + x];
                if (i == 0)
                    assert_int_not_equal(v, ANIM_CLEAR);
                if (v != ANIM_CLEAR)
                    canvas[(size_t)(d->Top + y) * (size_t)plan->px_w + (size_t)(d->Left + x)] = v;
            }
    }
    DGifCloseFile(gif, &err);
}

/* Every generator's run written, decoded and replayed ends on the answer
 * key (or, without a solver, the worksheet). */
static void test_written_run_replays_to_the_answer(void **state)
{
    (void)state;
    const char *solvers[] = { "bfs", "wall-left", "wall-right", NULL };
    for (int a = 0; a < (int)gen_algo_count; a++) {
        const char *solver = solvers[a % 4];
        AnimSpec spec = { .algo = gen_algos[a], .w = 9 + a % 3, .h = 6, .seed = 40 + (uint64_t)a,
                          .block_px = 2, .budget = 40 + 30 * (a % 4),
                          .solver = solver ? solve_find(solver) : NULL };
        AnimPlan plan;
        size_t len, len2;
        uint8_t *bytes = write_gif(&spec, &plan, &len);
        assert_true(plan.frames <= spec.budget);
        assert_true(plan.every == 1 || plan.frames > spec.budget / 2);
        assert_int_equal(plan.answer, solver != NULL);
        uint8_t *canvas = mem_alloc((size_t)plan.px_w * (size_t)plan.px_h);
        memset(canvas, 0xff, (size_t)plan.px_w * (size_t)plan.px_h);
        decode_and_paint(bytes, len, &plan, canvas);

        GenRun *run = test_generate(spec.algo, 0, spec.w, spec.h, spec.seed, SIZE_MAX);
        uint32_t *path = NULL;
        size_t path_len = 0;
        if (spec.solver)
            assert_int_equal(solve_shortest(&run->grid, &path, &path_len), MAZE_OK);
        size_t bw = 2 * (size_t)spec.w + 1, bh = 2 * (size_t)spec.h + 1;
        uint8_t *want = mem_alloc(bw * bh);
        assert_int_equal(anim_blocks_answer(&run->grid, path, path_len, want), MAZE_OK);
        for (int y = 0; y < plan.px_h; y++)
            for (int x = 0; x < plan.px_w; x++)
                assert_int_equal(canvas[(size_t)y * (size_t)plan.px_w + (size_t)x],
                                 want[(size_t)(y / 2) * bw + (size_t)(x / 2)]);
        uint8_t *again = write_gif(&spec, &plan, &len2);
        assert_int_equal(len, len2);
        assert_memory_equal(bytes, again, len);
        mem_free(again);
        mem_free(want);
        mem_free(path);
        run_free(run);
        mem_free(canvas);
        mem_free(bytes);
    }
}

/* A stream holds each frame back: the last pushed gets the last delay,
 * whenever the caller stops, by anim_stream_close or anim_stream_end. */
static void test_stream_times_the_last_frame(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("backtracker"), 0, 4, 3, 9, SIZE_MAX);
    size_t n = 9 * 7;
    uint8_t *blocks = mem_alloc(n);
    for (long count = 1; count <= 4; count++) {
        FILE *f = tmpfile();
        MazeStatus st;
        AnimStream *s = anim_stream_open(f, 4, 3, 1, &st);
        assert_non_null(s);
        for (long k = 0; k < count; k++) {
            anim_blocks(&run->grid, NULL, (uint32_t)k, blocks);
            assert_int_equal(anim_stream_push(s, blocks), MAZE_OK);
        }
        blocks[5] = ANIM_CLEAR;
        assert_int_equal(anim_stream_push(s, blocks), MAZE_ERR_ARG);
        assert_int_equal(anim_stream_frames(s), count);
        if (count % 2) {        /* ended first (a writer thread): no mem.h calls */
            size_t live = mem_current();
            assert_int_equal(anim_stream_end(s), MAZE_OK);
            assert_int_equal(mem_current(), live);
            anim_blocks(&run->grid, NULL, 0, blocks);   /* a good frame, too late */
            assert_int_equal(anim_stream_push(s, blocks), MAZE_ERR_ARG);
            assert_int_equal(anim_stream_frames(s), count);
        }
        assert_int_equal(anim_stream_close(s), MAZE_OK);
        size_t len = (size_t)ftell(f);
        uint8_t *bytes = mem_alloc(len);
        rewind(f);
        assert_int_equal(fread(bytes, 1, len, f), len);
        fclose(f);
        Reader r = { bytes, len, 0 };
        int err = 0;
        GifFileType *gif = DGifOpen(&r, read_bytes, &err);
        assert_int_equal(DGifSlurp(gif), GIF_OK);
        assert_int_equal(gif->ImageCount, count);
        for (int i = 0; i < gif->ImageCount; i++) {
            GraphicsControlBlock gcb;
            assert_int_equal(DGifSavedExtensionToGCB(gif, i, &gcb), GIF_OK);
            assert_int_equal(gcb.DelayTime, i == count - 1 ? ANIM_LAST_CS
                                            : i == 0       ? ANIM_FIRST_CS
                                                           : ANIM_STEP_CS);
        }
        DGifCloseFile(gif, &err);
        mem_free(bytes);
    }
    mem_free(blocks);
    run_free(run);
}

/* Out of memory at every allocation in turn: a clean error, nothing kept. */
static void test_out_of_memory(void **state)
{
    (void)state;
    AnimSpec spec = { .algo = gen_find("wilson"), .w = 6, .h = 4, .seed = 3, .block_px = 2,
                      .budget = 20, .solver = solve_find("bfs") };
    AnimPlan plan;
    assert_int_equal(anim_plan(&spec, &plan), MAZE_OK);
    size_t before = mem_current();
    bool finished = false;
    for (long k = 0; k < 200 && !finished; k++) {
        FILE *f = tmpfile();
        mem_fail_after(k);
        MazeStatus st = anim_write(f, &spec, &plan);
        mem_fail_after(-1);
        fclose(f);
        assert_true(st == MAZE_OK || st == MAZE_ERR_NOMEM);
        assert_int_equal(mem_current(), before);
        finished = st == MAZE_OK;
    }
    assert_true(finished);
}

static void test_limits_refused(void **state)
{
    (void)state;
    char why[ANIM_WHY_MAX];
    AnimSpec spec = { .algo = gen_find("kruskal"), .w = 2048, .h = 3, .block_px = 1, .budget = 600 };
    assert_int_equal(anim_check(&spec, why, sizeof why), MAZE_ERR_ARG);
    assert_string_equal(why, "the animation would be 4097 px across; the limit is 4096 px a side");
    spec.w = 2047;
    assert_int_equal(anim_check(&spec, why, sizeof why), MAZE_OK);
    spec.budget = 3;
    assert_int_equal(anim_check(&spec, why, sizeof why), MAZE_ERR_ARG);
    assert_non_null(strstr(why, "frames out of range"));
    spec.budget = 600;
    spec.block_px = 0;
    assert_int_equal(anim_check(&spec, why, sizeof why), MAZE_ERR_ARG);
    AnimPlan plan;
    assert_int_equal(anim_plan(&spec, &plan), MAZE_ERR_ARG);

    FILE *f = tmpfile();
    MazeStatus st;
    PictureColor anim_colors[ANIM_COLOR_COUNT];
    anim_palette(anim_colors);
    assert_null(gif_anim_open(f, 4097, 1, 1, anim_colors, ANIM_COLOR_COUNT, ANIM_CLEAR, &st));
    assert_int_equal(st, MAZE_ERR_ARG);
    GifAnim *a = gif_anim_open(f, 2, 1, 1, anim_colors, ANIM_COLOR_COUNT, ANIM_CLEAR, &st);
    assert_non_null(a);
    const uint8_t clear[2] = { ANIM_WALL, ANIM_CLEAR }, over[2] = { ANIM_WALL, ANIM_COLOR_COUNT };
    assert_int_equal(gif_anim_frame(a, clear, 4), MAZE_ERR_ARG);
    assert_int_equal(gif_anim_frame(a, over, 4), MAZE_ERR_ARG);
    assert_int_equal(gif_anim_frame(a, (const uint8_t[2]){ ANIM_WALL, ANIM_PASSAGE }, 70000),
                     MAZE_ERR_ARG);
    assert_int_equal(gif_anim_frames(a), 0);
    assert_int_equal(gif_anim_close(a), MAZE_OK);
    fclose(f);
}

/* Every generator (each variant), sizes and seeds, with and without a
 * solver, in slices of 1, 7 and 5000 steps: the same counts as running the
 * generator and the solver to their ends, at least ceil(steps / slice)
 * calls, and no result before the count is over. */
static void test_planner_counts_in_slices(void **state)
{
    (void)state;
    static const size_t slices[] = { 1, 7, 5000 };
    static const int sizes[][2] = { { 1, 1 }, { 5, 3 }, { 17, 12 } };
    for (size_t a = 0; a < gen_algo_count; a++)
        for (int v = 0; v < (gen_algos[a]->variant_count ? gen_algos[a]->variant_count : 1); v++)
            for (size_t z = 0; z < 3; z++)
                for (uint64_t seed = 1; seed <= 3; seed++) {
                    const SolveAlgo *solver = seed == 2 ? NULL : solve_algos[seed % solve_algo_count];
                    AnimSpec spec = { gen_algos[a], v, sizes[z][0], sizes[z][1], seed, 2, 50, solver,
                                      NULL };
                    MazeStatus st;
                    GenRun *run = gen_run_new(spec.algo, v, spec.w, spec.h, seed, &st);
                    assert_non_null(run);
                    assert_true(run_finish(run));
                    uint64_t want_solve = 0;
                    int want_answer = 0;
                    if (solver) {
                        SolveRun *sr = solve_run_new(solver, &run->grid, &st);
                        assert_non_null(sr);
                        run_finish(sr);
                        want_solve = sr->steps;
                        want_answer = solve_verdict(sr) == SOLVE_REACHED;
                        run_free(sr);
                    }
                    for (size_t k = 0; k < 3; k++) {
                        AnimPlanner *p = anim_planner_new(&spec, &st);
                        assert_non_null(p);
                        AnimPlan plan;
                        uint64_t calls = 0;
                        while (!anim_planner_step(p, slices[k])) {
                            calls++;
                            assert_int_equal(anim_planner_result(p, &plan), MAZE_ERR_ARG);
                        }
                        assert_true(anim_planner_step(p, slices[k]));   /* stays over */
                        assert_int_equal(anim_planner_result(p, &plan), MAZE_OK);
                        assert_int_equal(plan.gen_steps, run->steps);
                        assert_int_equal(plan.solve_steps, want_solve);
                        assert_int_equal(plan.answer, want_answer);
                        assert_true(calls + 1 >= (run->steps + want_solve) / slices[k]);
                        assert_int_equal(plan.every, anim_every(run->steps, want_solve, 50, want_answer));
                        anim_planner_free(p);
                    }
                    run_free(run);
                }
}

/* Out of memory at each allocation of the planner: NULL or a clean error,
 * nothing kept. */
static void test_planner_out_of_memory(void **state)
{
    (void)state;
    AnimSpec spec = { .algo = gen_find("kruskal"), .w = 9, .h = 7, .seed = 5, .block_px = 1,
                      .budget = 30, .solver = solve_find("bfs") };
    size_t before = mem_current();
    bool finished = false;
    for (long k = 0; k < 200 && !finished; k++) {
        mem_fail_after(k);
        MazeStatus st;
        AnimPlanner *p = anim_planner_new(&spec, &st);
        AnimPlan plan;
        if (p) {
            while (!anim_planner_step(p, 10))
                ;
            st = anim_planner_result(p, &plan);
        }
        mem_fail_after(-1);
        anim_planner_free(p);
        assert_true(st == MAZE_OK || st == MAZE_ERR_NOMEM);
        assert_int_equal(mem_current(), before);
        finished = st == MAZE_OK;
    }
    assert_true(finished);
    AnimSpec bad = spec;
    bad.budget = 2;
    MazeStatus st;
    assert_null(anim_planner_new(&bad, &st));
    assert_int_equal(st, MAZE_ERR_ARG);
}

/* Polar, hexagonal and triangular mazes animate too, a pixel a frame's
 * unit: the file decodes with the planned frames and size, and its last
 * frame (the finished maze, no solver) has wall at the middle of each side
 * exactly when the side is closed. */
static void test_shapes(void **state)
{
    (void)state;
    const struct { ShapeKind kind; int w, h; } grids[] = {
        { SHAPE_HEX, 6, 5 }, { SHAPE_TRIANGLE, 8, 4 }, { SHAPE_POLAR, 5, 5 },
    };
    for (size_t k = 0; k < sizeof grids / sizeof grids[0]; k++) {
        Grid model;
        assert_int_equal(grid_init_shape(&model, grids[k].kind, grids[k].w, grids[k].h), MAZE_OK);
        AnimSpec spec = { gen_find("kruskal"), 0, model.w, model.h, 5, 4, 40, NULL, &model };
        AnimPlan plan;
        size_t len;
        uint8_t *bytes = write_gif(&spec, &plan, &len);
        uint8_t *canvas = mem_alloc((size_t)plan.px_w * (size_t)plan.px_h);
        decode_and_paint(bytes, len, &plan, canvas);
        GenRun *run = gen_run_new_on(spec.algo, 0, &model, spec.seed, NULL);
        assert_true(run_finish(run));
        const Grid *g = &run->grid;
        for (uint32_t i = 0; i < g->n; i++) {
            ShapePoint c[GRID_MAX_SIDES];
            const int sides = grid_corners(g, i, c);
            for (int s = 0; s < sides; s++) {
                /* a unit is 8 pixels at 4 a block, half a unit of margin */
                double x = ((c[s].x + c[(s + 1) % sides].x) / 2 + 0.5) * 8;
                double y = ((c[s].y + c[(s + 1) % sides].y) / 2 + 0.5) * 8;
                uint8_t v = canvas[(size_t)y * (size_t)plan.px_w + (size_t)x];
                assert_int_equal(v == ANIM_WALL, !grid_side_open(g, i, (Dir)s));
            }
        }
        run_free(run);
        mem_free(canvas);
        mem_free(bytes);
        grid_free(&model);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shapes),
        cmocka_unit_test(test_every_fits_and_is_smallest),
        cmocka_unit_test(test_finished_frame_is_the_picture),
        cmocka_unit_test(test_written_run_replays_to_the_answer),
        cmocka_unit_test(test_stream_times_the_last_frame),
        cmocka_unit_test(test_out_of_memory),
        cmocka_unit_test(test_limits_refused),
        cmocka_unit_test(test_planner_counts_in_slices),
        cmocka_unit_test(test_planner_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
