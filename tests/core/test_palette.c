/* test_palette.c - the one palette (maze/palette.h): the WCAG contrast
 * formula, every pair of colours that can touch at 3:1 or more (from the
 * join rule and the palette's own list), and the same checked on real
 * frames: every two neighbouring blocks of generations and solves stopped
 * part way, drawn as the GIF and the window draw them; and the colours
 * that share a screen stay apart under simulated colour blindness. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "maze/anim.h"
#include "maze/palette.h"
#include "maze/solve.h"

/* The slots a cell can be drawn in (the others are lines and exports). */
static const PalSlot fills[] = {
    PAL_PASSAGE,  PAL_RUN,         PAL_STACK,        PAL_FRONTIER,   PAL_WALK,
    PAL_CURRENT,  PAL_NEW_WALL,    PAL_TRAIL_SEEN,   PAL_TRAIL_QUEUED, PAL_TRAIL_PATH,
    PAL_SOLVER,   PAL_DEAD_END,    PAL_MUD,          PAL_WALL,
};
enum { FILL_COUNT = sizeof fills / sizeof fills[0] };

static void check_pair(PalColor a, PalColor b, const char *what, const char *na, const char *nb)
{
    double c = palette_contrast(a, b);
    if (c < PAL_MIN_CONTRAST)
        fail_msg("%s: %s (%d,%d,%d) vs %s (%d,%d,%d) is %.2f:1, under 3:1", what, na, a.r, a.g, a.b,
                 nb, b.r, b.g, b.b, c);
}

static void test_formula(void **state)
{
    (void)state;
    PalColor black = { 0, 0, 0 }, white = { 255, 255, 255 };
    assert_float_equal(palette_luminance(black), 0.0, 1e-12);
    assert_float_equal(palette_luminance(white), 1.0, 1e-9);
    assert_float_equal(palette_contrast(black, white), 21.0, 1e-9);
    assert_float_equal(palette_contrast(white, black), 21.0, 1e-9);
    assert_float_equal(palette_contrast(white, white), 1.0, 1e-12);
    /* The old palette's failures, as the issue measured them. */
    assert_float_equal(palette_contrast((PalColor){ 247, 232, 140 }, white), 1.24, 0.005);
    assert_float_equal(palette_contrast((PalColor){ 230, 159, 0 }, (PalColor){ 213, 94, 0 }), 1.72,
                       0.005);
    /* WCAG's worked value: #767676 is the lightest grey 4.5:1 on white. */
    assert_float_equal(palette_contrast((PalColor){ 118, 118, 118 }, white), 4.54, 0.01);
}

/* Two cells joined by an open side: each meets the join's colour, and the
 * join and each cell meet the walls at the block corners and sides. */
static void test_joins(void **state)
{
    (void)state;
    for (int i = 0; i < FILL_COUNT; i++) {
        PalSlot a = fills[i];
        if (a != PAL_WALL)
            check_pair(palette_color(a), palette_color(PAL_WALL), "a cell beside a wall",
                       palette_label(a), "wall");
        for (int j = 0; j < FILL_COUNT; j++) {
            PalSlot b = fills[j], join = palette_join(a, b);
            assert_int_equal(join, palette_join(b, a));
            if (a == b)
                assert_int_equal(join, a);
            if (a != join)
                check_pair(palette_color(a), palette_color(join), "a cell beside its join",
                           palette_label(a), palette_label(join));
        }
    }
}

/* The colours touch member `id` stands for (a slot, PAL_HEAT, PAL_SETS or
 * PAL_WEIGHTS: sampled), with a name each; returns how many (<= 256). */
static int touch_colours(int id, PalColor out[256], char names[256][40])
{
    int n = 0;
    if (id == PAL_HEAT) {
        for (int s = 0; s <= 200; s++, n++) {
            out[n] = palette_heat(s / 200.0);
            snprintf(names[n], 40, "heat %.3f", s / 200.0);
        }
    } else if (id == PAL_SETS) {
        for (unsigned k = 0; k < PAL_SET_LOOKS; k++, n++) {
            out[n] = palette_set_look(k);
            snprintf(names[n], 40, "set look %u", k);
        }
    } else if (id == PAL_WEIGHTS) {
        for (int s = 0; s <= 128; s++, n++) {
            uint32_t w = (uint32_t)(s * (UINT32_MAX / 128.0));
            out[n] = palette_weight(w);
            snprintf(names[n], 40, "wall of weight %u", (unsigned)w);
        }
    } else {
        out[n] = palette_color((PalSlot)id);
        snprintf(names[n++], 40, "%s", palette_label((PalSlot)id));
    }
    return n;
}

static void test_listed_touches(void **state)
{
    (void)state;
    size_t n;
    const PalTouch *t = palette_touches(&n);
    assert_true(n >= 4);
    static PalColor colors[256];
    static char names[256][40];
    bool listed[PAL_COUNT] = { false };
    for (size_t k = 0; k < n; k++) {
        assert_true(t[k].a >= 0 && t[k].a <= PAL_WEIGHTS && t[k].b >= 0 && t[k].b < PAL_COUNT);
        int a = t[k].a == PAL_SETS ? PAL_SET : t[k].a == PAL_WEIGHTS ? PAL_WEIGHT : t[k].a;
        if (a < PAL_COUNT)
            listed[a] = true;
        int m = touch_colours(t[k].a, colors, names);
        for (int i = 0; i < m; i++)
            check_pair(colors[i], palette_color((PalSlot)t[k].b), t[k].where, names[i],
                       palette_label((PalSlot)t[k].b));
    }
    /* every overlay role's pairs are listed */
    for (int s = PAL_SET; s < PAL_WALL; s++)
        if (!listed[s])
            fail_msg("no touch listed for overlay role %s", palette_label((PalSlot)s));
}

/* The set palette: every look used by some id, ids next to each other
 * mostly apart; the wall shades darken as the weight grows; the swatches
 * are the palettes' own colours. */
static void test_hidden_colours(void **state)
{
    (void)state;
    unsigned used[PAL_SET_LOOKS] = { 0 }, same_next = 0;
    for (uint32_t id = 1; id <= 2000; id++) {
        uint32_t c = palette_set_argb(id);
        same_next += c == palette_set_argb(id + 1);
        unsigned k = 0;
        while (k < PAL_SET_LOOKS) {
            PalColor l = palette_set_look(k);
            if ((0xff000000u | (uint32_t)l.r << 16 | (uint32_t)l.g << 8 | l.b) == c)
                break;
            k++;
        }
        assert_true(k < PAL_SET_LOOKS);
        used[k]++;
    }
    for (unsigned k = 0; k < PAL_SET_LOOKS; k++)
        assert_true(used[k] > 0);
    assert_true(same_next < 2000 / 10);
    PalColor first = palette_set_look(PAL_SET_HUES), swatch = palette_color(PAL_SET);
    assert_true(first.r == swatch.r && first.g == swatch.g && first.b == swatch.b);
    PalColor w0 = palette_weight(0), wl = palette_weight(UINT32_MAX), ws = palette_color(PAL_WEIGHT);
    assert_true(w0.r == ws.r && w0.g == ws.g && w0.b == ws.b);
    assert_true(palette_luminance(wl) < palette_luminance(w0) / 2);
    double prev = 2;
    for (int s = 0; s <= 16; s++) {
        double l = palette_luminance(palette_weight((uint32_t)(s * (UINT32_MAX / 16.0))));
        assert_true(l <= prev);
        prev = l;
    }
}

/* Every two 4-neighbouring blocks of different colours in blocks (bw x bh
 * GIF indices) are 3:1 apart; returns how many such pairs there were. */
static size_t check_frame(const uint8_t *blocks, int bw, int bh, const PictureColor *colors,
                          const char *what)
{
    size_t pairs = 0;
    for (int y = 0; y < bh; y++)
        for (int x = 0; x < bw; x++) {
            uint8_t c = blocks[y * bw + x];
            uint8_t right = x + 1 < bw ? blocks[y * bw + x + 1] : c;
            uint8_t down = y + 1 < bh ? blocks[(y + 1) * bw + x] : c;
            uint8_t other[2] = { right, down };
            for (int k = 0; k < 2; k++)
                if (other[k] != c) {
                    pairs++;
                    char na[16], nb[16];
                    snprintf(na, sizeof na, "index %d", c);
                    snprintf(nb, sizeof nb, "index %d", other[k]);
                    check_pair(colors[c], colors[other[k]], what, na, nb);
                }
        }
    return pairs;
}

/* Generations of every algorithm stopped at a third and two thirds, then
 * every solver stopped half way, over several seeds. */
static void test_frames(void **state)
{
    (void)state;
    PictureColor colors[ANIM_COLOR_COUNT];
    anim_palette(colors);
    enum { W = 23, H = 17, BW = 2 * W + 1, BH = 2 * H + 1 };
    uint8_t *blocks = malloc(BW * BH);
    assert_non_null(blocks);
    size_t pairs = 0;
    for (size_t a = 0; a < gen_algo_count; a++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char what[96];
            snprintf(what, sizeof what, "%s seed %llu", gen_algos[a]->id, (unsigned long long)seed);
            MazeStatus st;
            GenRun *run = gen_run_new(gen_algos[a], 0, W, H, seed, &st);
            assert_non_null(run);
            size_t total = 0;
            GenRun *probe = test_generate(gen_algos[a], 0, W, H, seed, SIZE_MAX);
            total = probe->steps;
            run_free(probe);
            for (int part = 1; part <= 2; part++) {
                run_step(run, total / 3 + 1);
                anim_blocks(&run->grid, NULL, UINT32_MAX, blocks);
                pairs += check_frame(blocks, BW, BH, colors, what);
            }
            run_finish(run);
            for (size_t s = 0; s < solve_algo_count; s++) {
                SolveRun *sr = solve_run_new(solve_algos[s], &run->grid, &st);
                assert_non_null(sr);
                run_step(sr, (size_t)W * H / 2);
                anim_blocks(&run->grid, solve_trail(sr), solve_current(sr), blocks);
                pairs += check_frame(blocks, BW, BH, colors, what);
                run_free(sr);
            }
            run_free(run);
        }
    assert_true(pairs > 10000);     /* the frames were not blank */
    free(blocks);
}

/* Colour-vision deficiencies, simulated by Machado, Oliveira and Fernandes
 * (2009) at full severity on linear RGB. */
static const double cvd[3][3][3] = {
    { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 }, { -0.003882, -0.048116, 1.051998 } },
    { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 }, { -0.011820, 0.042940, 0.968881 } },
    { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 }, { 0.004733, 0.691367, 0.303900 } },
};
static const char *const cvd_names[3] = { "protanopia", "deuteranopia", "tritanopia" };

static double srgb_linear(uint8_t v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double srgb_encode(double v)
{
    v = v < 0 ? 0 : v > 1 ? 1 : v;
    return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055);
}

/* Distance in sRGB units of a and b as a viewer with deficiency k sees them. */
static double cvd_distance(PalColor a, PalColor b, int k)
{
    double la[3] = { srgb_linear(a.r), srgb_linear(a.g), srgb_linear(a.b) };
    double lb[3] = { srgb_linear(b.r), srgb_linear(b.g), srgb_linear(b.b) };
    double d2 = 0;
    for (int i = 0; i < 3; i++) {
        double x = 0, y = 0;
        for (int j = 0; j < 3; j++) {
            x += cvd[k][i][j] * la[j];
            y += cvd[k][i][j] * lb[j];
        }
        double d = srgb_encode(x) - srgb_encode(y);
        d2 += d * d;
    }
    return sqrt(d2);
}

/* The colours that share a screen (a generator's, or the solver's with the
 * overlays of a finished maze) stay apart for colour-blind viewers. */
static void test_colour_blind(void **state)
{
    (void)state;
    static const PalSlot gen[] = { PAL_RUN, PAL_STACK, PAL_FRONTIER, PAL_WALK, PAL_CURRENT };
    static const PalSlot solve[] = { PAL_TRAIL_SEEN, PAL_TRAIL_QUEUED, PAL_TRAIL_PATH, PAL_SOLVER,
                                     PAL_SHORTEST, PAL_DEAD_END, PAL_MUD };
    const PalSlot *sets[2] = { gen, solve };
    const int sizes[2] = { 5, 7 };
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < sizes[s]; i++)
            for (int j = i + 1; j < sizes[s]; j++)
                for (int k = 0; k < 3; k++) {
                    double d = cvd_distance(palette_color(sets[s][i]), palette_color(sets[s][j]), k);
                    if (d < 24)
                        fail_msg("%s and %s are %.1f apart under %s", palette_label(sets[s][i]),
                                 palette_label(sets[s][j]), d, cvd_names[k]);
                }
    /* the old frontier orange beside vermillion, as protanopes saw it */
    assert_true(cvd_distance((PalColor){ 160, 110, 0 }, (PalColor){ 213, 94, 0 }, 0) < 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_formula),
        cmocka_unit_test(test_joins),
        cmocka_unit_test(test_listed_touches),
        cmocka_unit_test(test_hidden_colours),
        cmocka_unit_test(test_frames),
        cmocka_unit_test(test_colour_blind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
