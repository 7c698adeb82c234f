/* test_picture_shapes.c - pictures of polar, hexagonal and triangular
 * mazes (picture.h, svg.h) show exactly the maze's walls:
 *   - PNG: at the middle of every side of every cell, the pixels are wall
 *     when the side is closed and passage when it is open (a passage, the
 *     entrance or the exit);
 *   - SVG: the wall segments drawn are exactly the closed sides, each
 *     once, worked out by the test from the cells' corners;
 *   - a solution line is drawn in red, and sizes follow the extent. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/picture.h"
#include "maze/shape.h"
#include "maze/svg.h"

typedef struct Model { ShapeKind kind; int w, h; } Model;

static const Model models[] = {
    { SHAPE_HEX, 1, 1 }, { SHAPE_HEX, 7, 5 }, { SHAPE_HEX, 12, 9 }, { SHAPE_TRIANGLE, 2, 2 },
    { SHAPE_TRIANGLE, 9, 6 }, { SHAPE_POLAR, 2, 2 }, { SHAPE_POLAR, 6, 6 },
    { SHAPE_POLAR, 11, 11 },
};
enum { MODEL_COUNT = sizeof models / sizeof models[0], BLOCK = 8 };

static GenRun *maze_on(const Model *m, const char *algo, uint64_t seed)
{
    Grid model;
    assert_int_equal(grid_init_shape(&model, m->kind, m->w, m->h), MAZE_OK);
    GenRun *run = gen_run_new_on(gen_find(algo), 0, &model, seed, NULL);
    assert_non_null(run);
    assert_true(run_finish(run));
    grid_free(&model);
    return run;
}

/* The lightest and darkest sum of r + g + b in the 3 x 3 pixels around
 * unit point p of a picture drawn at BLOCK (half a cell of margin, a cell
 * two blocks). */
static void sample(const Picture *pic, ShapePoint p, int *lightest, int *darkest)
{
    const double scale = 2.0 * BLOCK;
    int cx = (int)floor((p.x + 0.5) * scale), cy = (int)floor((p.y + 0.5) * scale);
    *lightest = 0;
    *darkest = 3 * 255;
    for (int y = cy - 1; y <= cy + 1; y++)
        for (int x = cx - 1; x <= cx + 1; x++) {
            assert_true(x >= 0 && y >= 0 && x < pic->w && y < pic->h);
            const uint8_t *px = pic->pixels + (size_t)y * pic->pitch + (size_t)x * 3;
            int sum = px[0] + px[1] + px[2];
            *lightest = sum > *lightest ? sum : *lightest;
            *darkest = sum < *darkest ? sum : *darkest;
        }
}

static void test_png_walls(void **state)
{
    (void)state;
    const char *const algos[] = { "backtracker", "wilson", "kruskal" };
    for (int m = 0; m < MODEL_COUNT; m++) {
        for (uint64_t seed = 0; seed < 3; seed++) {
            GenRun *run = maze_on(&models[m], algos[seed], seed);
            const Grid *g = &run->grid;
            Picture pic;
            assert_int_equal(picture_make(g, BLOCK, 3, NULL, 0, &pic, NULL, 0), MAZE_OK);
            double ew, eh;
            grid_extent(g, &ew, &eh);
            assert_int_equal(pic.w, (int)ceil((ew + 1) * 2 * BLOCK));
            assert_int_equal(pic.h, (int)ceil((eh + 1) * 2 * BLOCK));
            for (uint32_t i = 0; i < g->n; i++) {
                ShapePoint c[GRID_MAX_SIDES];
                const int sides = grid_corners(g, i, c);
                for (int s = 0; s < sides; s++) {
                    ShapePoint mid = { (c[s].x + c[(s + 1) % sides].x) / 2,
                                       (c[s].y + c[(s + 1) % sides].y) / 2 };
                    int light, dark;
                    sample(&pic, mid, &light, &dark);
                    bool open = grid_side_open(g, i, (Dir)s);
                    if (open ? dark < 600 : dark > 200)
                        fail_msg("%s %dx%d seed %llu: cell %u side %d is %s but its middle is "
                                 "%s (darkest %d)", grid_shape(g)->id, g->w, g->h,
                                 (unsigned long long)seed, i, s, open ? "open" : "closed",
                                 open ? "drawn" : "not drawn", dark);
                }
            }
            picture_free(&pic);
            run_free(run);
        }
    }
}

/* With the solution: red pixels at the centre of each cell of the path. */
static void test_png_path(void **state)
{
    (void)state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        GenRun *run = maze_on(&models[m], "wilson", 9);
        const Grid *g = &run->grid;
        uint32_t *path;
        size_t len;
        assert_int_equal(solve_shortest(g, &path, &len), MAZE_OK);
        Picture pic;
        assert_int_equal(picture_make(g, BLOCK, 3, path, len, &pic, NULL, 0), MAZE_OK);
        const double scale = 2.0 * BLOCK;
        for (size_t k = 0; k < len; k++) {
            ShapePoint p = grid_centre(g, path[k]);
            const uint8_t *px = pic.pixels + (size_t)floor((p.y + 0.5) * scale) * pic.pitch +
                                (size_t)floor((p.x + 0.5) * scale) * 3;
            assert_true(px[0] == picture_path.r && px[1] == picture_path.g &&
                        px[2] == picture_path.b);
        }
        picture_free(&pic);
        mem_free(path);
        run_free(run);
    }
}

/* ---- SVG ---------------------------------------------------------------------- */

typedef struct Seg { double x0, y0, x1, y1; } Seg;

static bool near(double a, double b) { return fabs(a - b) < 2e-3; }

/* The same segment, either way round, to the svg's precision. */
static bool seg_same(const Seg *a, const Seg *b)
{
    return (near(a->x0, b->x0) && near(a->y0, b->y0) && near(a->x1, b->x1) &&
            near(a->y1, b->y1)) ||
           (near(a->x0, b->x1) && near(a->y0, b->y1) && near(a->x1, b->x0) && near(a->y1, b->y0));
}

static void test_svg_walls(void **state)
{
    (void)state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        GenRun *run = maze_on(&models[m], "prim", 5);
        const Grid *g = &run->grid;
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        SvgOptions opt = { 0 };
        assert_int_equal(svg_write(f, g, &opt), MAZE_OK);
        fclose(f);
        /* the drawn segments, in units: the first <path>'s "M x yL x y"s */
        const char *d = strstr(text, " d=\"");
        assert_non_null(d);
        d += 4;
        size_t cap = 64, count = 0;
        Seg *drawn = malloc(cap * sizeof *drawn);
        double x0, y0, x1, y1;
        int used;
        while (sscanf(d, "M%lf %lfL%lf %lf%n", &x0, &y0, &x1, &y1, &used) == 4) {
            if (count == cap)
                drawn = realloc(drawn, (cap *= 2) * sizeof *drawn);
            /* a unit is 20 svg units, unit (0, 0) at (10, 10) */
            drawn[count++] = (Seg){ (x0 - 10) / 20, (y0 - 10) / 20, (x1 - 10) / 20,
                                    (y1 - 10) / 20 };
            d += used;
        }
        assert_int_equal(*d, '"');
        /* the closed sides, each wall once */
        size_t want_n = 0;
        Seg *want = malloc((size_t)g->n * GRID_MAX_SIDES * sizeof *want);
        for (uint32_t i = 0; i < g->n; i++) {
            ShapePoint c[GRID_MAX_SIDES];
            const int sides = grid_corners(g, i, c);
            for (int s = 0; s < sides; s++)
                if (!grid_side_open(g, i, (Dir)s))
                    want[want_n++] = (Seg){ c[s].x, c[s].y, c[(s + 1) % sides].x,
                                            c[(s + 1) % sides].y };
        }
        /* a wall between two cells is a closed side of both: keep it once */
        size_t unique = 0;
        for (size_t k = 0; k < want_n; k++) {
            bool seen = false;
            for (size_t j = 0; j < unique && !seen; j++)
                seen = seg_same(&want[k], &want[j]);
            if (!seen)
                want[unique++] = want[k];
        }
        assert_int_equal(count, unique);
        /* every segment drawn is a closed side, no two the same */
        bool *taken = calloc(unique, 1);
        for (size_t k = 0; k < count; k++) {
            size_t j = 0;
            while (j < unique && (taken[j] || !seg_same(&drawn[k], &want[j])))
                j++;
            if (j == unique)
                fail_msg("%s %dx%d: a wall drawn at (%.2f,%.2f)-(%.2f,%.2f) is no closed side",
                         grid_shape(g)->id, g->w, g->h, drawn[k].x0, drawn[k].y0, drawn[k].x1,
                         drawn[k].y1);
            taken[j] = true;
        }
        free(taken);
        free(want);
        free(drawn);
        free(text);
        run_free(run);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_png_walls),
        cmocka_unit_test(test_png_path),
        cmocka_unit_test(test_svg_walls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
