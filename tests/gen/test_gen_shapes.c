/* test_gen_shapes.c - the shapes (shape.h) and every generator on every
 * shape it says it supports (Algo.shapes), over many sizes and seeds:
 *   - the shapes' topology, checked against their geometry: a side with a
 *     neighbour is the same segment as the neighbour's side that faces
 *     back, and that side leads back (the relation is symmetric); a side
 *     without one is no other cell's side; both ends of a passage agree on
 *     where it is stored;
 *   - the maze is perfect on the cells that are on, by the test's own
 *     count and union-find: every passage between two neighbours, exactly
 *     on - 1 of them, all connected, no stray bit in any pass byte;
 *   - every cell on ends MARK_DONE, every cell off stays MARK_BLANK;
 *   - stepping 1 or 7 at a time, or watched (a dirty list), gives the same
 *     maze and marks as all at once; the cells a step reports are exactly
 *     those it changed; every step's sentence fills its template;
 *   - out of memory at each allocation: a clean stop, nothing leaked;
 *   - an algorithm refuses a shape it does not support, saying why. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"
#include "maze/shape.h"

enum { SEEDS = 60 };

/* A grid to run on: a shape and size, or a mask drawn in text. */
typedef struct Model {
    ShapeKind kind;
    int w, h;
    const char *mask;   /* rows of 'X' (off) and '.' (on), '\n' between */
} Model;

static const Model models[] = {
    { SHAPE_HEX, 1, 1, NULL }, { SHAPE_HEX, 1, 6, NULL }, { SHAPE_HEX, 6, 1, NULL },
    { SHAPE_HEX, 2, 2, NULL }, { SHAPE_HEX, 3, 3, NULL }, { SHAPE_HEX, 7, 5, NULL },
    { SHAPE_HEX, 16, 16, NULL }, { SHAPE_HEX, 33, 20, NULL },
    { SHAPE_TRIANGLE, 1, 1, NULL }, { SHAPE_TRIANGLE, 2, 5, NULL },
    { SHAPE_TRIANGLE, 2, 4, NULL }, { SHAPE_TRIANGLE, 5, 1, NULL },
    { SHAPE_TRIANGLE, 2, 2, NULL }, { SHAPE_TRIANGLE, 3, 3, NULL },
    { SHAPE_TRIANGLE, 8, 6, NULL }, { SHAPE_TRIANGLE, 31, 20, NULL },
    { SHAPE_POLAR, 2, 2, NULL }, { SHAPE_POLAR, 3, 3, NULL }, { SHAPE_POLAR, 4, 4, NULL },
    { SHAPE_POLAR, 7, 7, NULL }, { SHAPE_POLAR, 15, 15, NULL },
    { SHAPE_SQUARE, 0, 0, "X.\n.." },
    { SHAPE_SQUARE, 0, 0, "......\n.XXXX.\n.X..X.\n.X..X.\n.XX.X.\n......" },
    { SHAPE_SQUARE, 0, 0, "X.X.X\n.....\nX.X.X\n.....\n..X.." },
    { SHAPE_SQUARE, 0, 0, "..XXXXX\nX...XXX\nXXX...X\nXXXXX..\nXXXXXX." },
    { SHAPE_SQUARE, 0, 0, "XXXXXXXX\nXX....XX\nX......X\nXX....XX\nXXX..XXX\nXXXX.XXX" },
    { SHAPE_SQUARE, 0, 0, ".......................\n"
                          "..XXXXX..X...X..XXXXX..\n"
                          "..X......X...X..XXXXX..\n"
                          "..XXXX...XXXXX..XXXXX..\n"
                          "..X......X...X..X......\n"
                          "..XXXXX..X...X..X......\n"
                          "......................." },
};
enum { MODEL_COUNT = sizeof models / sizeof models[0] };

/* Makes the grid of model m. */
static void model_grid(const Model *m, Grid *g)
{
    if (!m->mask) {
        assert_int_equal(grid_init_shape(g, m->kind, m->w, m->h), MAZE_OK);
        return;
    }
    int w = (int)strcspn(m->mask, "\n"), h = 0;
    uint8_t on[512];
    size_t k = 0;
    for (const char *p = m->mask; *p; p++) {
        if (*p == '\n')
            continue;
        assert_true(k < sizeof on);
        on[k++] = *p == '.';
    }
    h = (int)(k / (size_t)w);
    assert_int_equal((size_t)w * (size_t)h, k);
    assert_int_equal(grid_init_mask(g, w, h, on), MAZE_OK);
}

static const char *model_name(const Model *m, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s %dx%d%s", shape_of_kind(m->kind)->id, m->w, m->h,
             m->mask ? " (mask)" : "");
    return buf;
}

/* ---- the topology against the geometry ----------------------------------- */

static bool same_point(ShapePoint a, ShapePoint b)
{
    return fabs(a.x - b.x) < 1e-9 && fabs(a.y - b.y) < 1e-9;
}

/* A side's segment, its ends in a fixed order, for sorting. */
typedef struct Seg { double x0, y0, x1, y1; uint32_t cell; int side; } Seg;

static int seg_cmp(const void *a, const void *b)
{
    const Seg *p = a, *q = b;
    const double d[4] = { p->x0 - q->x0, p->y0 - q->y0, p->x1 - q->x1, p->y1 - q->y1 };
    for (int k = 0; k < 4; k++)
        if (fabs(d[k]) > 1e-9)
            return d[k] < 0 ? -1 : 1;
    return 0;
}

static Seg seg_of(ShapePoint a, ShapePoint b, uint32_t cell, int side)
{
    bool swap = a.x > b.x + 1e-9 || (fabs(a.x - b.x) <= 1e-9 && a.y > b.y);
    if (swap) {
        ShapePoint t = a;
        a = b;
        b = t;
    }
    return (Seg){ a.x, a.y, b.x, b.y, cell, side };
}

static void check_topology(const Grid *g, const char *name)
{
    const Shape *shape = grid_shape(g);
    Seg *segs = malloc((size_t)g->n * GRID_MAX_SIDES * sizeof *segs);
    size_t nsegs = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        uint32_t nb[GRID_MAX_SIDES], raw[GRID_MAX_SIDES];
        ShapePoint c[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb);
        assert_int_equal(shape->neighbors(g, i, raw), sides);
        assert_int_equal(grid_corners(g, i, c), sides);
        assert_true(sides >= 3 && sides <= shape->max_sides);
        for (int s = 0; s < sides; s++) {
            ShapePoint a = c[s], b = c[(s + 1) % sides];
            segs[nsegs++] = seg_of(a, b, i, s);
            if (raw[s] == GRID_NONE)
                continue;
            uint32_t j = raw[s];
            assert_true(j < g->n && j != i);
            int back = grid_back(g, i, s);
            uint32_t nbj[GRID_MAX_SIDES];
            ShapePoint cj[GRID_MAX_SIDES];
            int sj = shape->neighbors(g, j, nbj);
            grid_corners(g, j, cj);
            assert_true(back >= 0 && back < sj);
            if (nbj[back] != i)
                fail_msg("%s: cell %u side %d leads to %u, whose side %d leads to %u", name, i, s,
                         j, back, nbj[back]);
            assert_int_equal(grid_back(g, j, back), s);
            /* the same wall, walked the other way round */
            assert_true(same_point(a, cj[(back + 1) % sj]) && same_point(b, cj[back]));
            uint8_t bi, bj;
            uint32_t oi = shape->owner(g, i, s, &bi), oj = shape->owner(g, j, back, &bj);
            assert_true(oi == oj && bi == bj && (oi == i || oi == j));
            assert_int_equal(shape->owned_side(g, oi, bi), oi == i ? s : back);
            assert_int_equal(grid_edge_of(g, i, s), grid_edge_of(g, j, back));
            assert_true(strcmp(grid_side_name(g, i, s), "?") != 0);
        }
    }
    /* each interior wall twice (from both cells), each boundary wall once */
    qsort(segs, nsegs, sizeof *segs, seg_cmp);
    for (size_t k = 0; k < nsegs;) {
        size_t run = 1;
        while (k + run < nsegs && seg_cmp(&segs[k], &segs[k + run]) == 0)
            run++;
        uint32_t nb[GRID_MAX_SIDES];
        shape->neighbors(g, segs[k].cell, nb);
        bool interior = nb[segs[k].side] != GRID_NONE;
        if (run != (interior ? 2u : 1u))
            fail_msg("%s: cell %u side %d's wall is the side of %zu cells", name, segs[k].cell,
                     segs[k].side, run);
        k += run;
    }
    free(segs);
}

static void test_topology(void **state)
{
    (void)state;
    char name[64];
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid g;
        model_grid(&models[m], &g);
        check_topology(&g, model_name(&models[m], name, sizeof name));
        /* the ends open on boundary sides of cells that are on */
        uint32_t ends[2] = { grid_entrance(&g), grid_exit(&g) };
        int sides[2] = { grid_entrance_side(&g), grid_exit_side(&g) };
        for (int e = 0; e < 2; e++) {
            assert_true(ends[e] < g.n && grid_cell_on(&g, ends[e]));
            assert_int_equal(grid_neighbor(&g, ends[e], (Dir)sides[e]), GRID_NONE);
            assert_true(grid_side_open(&g, ends[e], (Dir)sides[e]));
        }
        assert_false(ends[0] == ends[1] && sides[0] == sides[1]);
        grid_free(&g);
    }
    /* bigger polar grids: the topology by the same checks */
    for (int rings = 20; rings <= 60; rings += 40) {
        Grid g;
        assert_int_equal(grid_init_shape(&g, SHAPE_POLAR, rings, rings), MAZE_OK);
        check_topology(&g, "polar");
        grid_free(&g);
    }
}

/* ---- perfect mazes, by the test's own count ------------------------------ */

static uint32_t uf_find(uint32_t *uf, uint32_t x)
{
    while (uf[x] != x)
        x = uf[x] = uf[uf[x]];
    return x;
}

static void check_perfect(const GenRun *run, const char *name)
{
    const Grid *g = &run->grid;
    uint32_t *uf = malloc(g->n * sizeof *uf);
    uint64_t seen = 0, bits = 0;
    uint32_t on = 0, first = GRID_NONE;
    for (uint32_t i = 0; i < g->n; i++)
        uf[i] = i;
    for (uint32_t i = 0; i < g->n; i++) {
        for (uint8_t b = g->pass[i]; b; b &= (uint8_t)(b - 1))
            bits++;
        if (!grid_cell_on(g, i)) {
            if (g->mark[i] != MARK_BLANK)
                fail_msg("%s: cell %u is off but marked %d", name, i, g->mark[i]);
            continue;
        }
        on++;
        if (first == GRID_NONE)
            first = i;
        if (g->mark[i] != MARK_DONE)
            fail_msg("%s seed %llu: cell %u ends with mark %d", name,
                     (unsigned long long)run->seed, i, g->mark[i]);
        uint32_t nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb);
        for (int s = 0; s < sides; s++) {
            if (!grid_is_open(g, i, (Dir)s))
                continue;
            assert_true(nb[s] != GRID_NONE && grid_cell_on(g, nb[s]));
            seen++;
            uf[uf_find(uf, i)] = uf_find(uf, nb[s]);
        }
    }
    if (seen != 2 * ((uint64_t)on - 1) || bits != (uint64_t)on - 1)
        fail_msg("%s seed %llu: %llu passage ends and %llu bits for %u cells", name,
                 (unsigned long long)run->seed, (unsigned long long)seen,
                 (unsigned long long)bits, on);
    for (uint32_t i = 0; i < g->n; i++)
        if (grid_cell_on(g, i) && uf_find(uf, i) != uf_find(uf, first))
            fail_msg("%s seed %llu: cell %u is cut off", name, (unsigned long long)run->seed, i);
    assert_true(grid_is_perfect(g));
    free(uf);
}

/* One generator variant on every model it supports. */
typedef TestCase Case;

static GenRun *generate(const Case *c, const Grid *model, uint64_t seed, size_t chunk,
                        DirtyList *dirty)
{
    MazeStatus st;
    GenRun *run = gen_run_new_on(c->algo, c->variant, model, seed, &st);
    if (!run)
        fail_msg("%s seed %llu: %s", c->algo->id, (unsigned long long)seed, maze_strerror(st));
    run_set_dirty(run, dirty);
    while (!run_done(run)) {
        if (dirty)
            dirty_clear(dirty);
        if (run_step(run, chunk) == 0)
            fail_msg("%s seed %llu: no progress", c->algo->id, (unsigned long long)seed);
    }
    return run;
}

static void test_perfect(void **state)
{
    const Case *c = *state;
    char name[96];
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid model;
        model_grid(&models[m], &model);
        if (!algo_supports(c->algo, &model)) {
            grid_free(&model);
            continue;
        }
        snprintf(name, sizeof name, "%s on ", c->algo->id);
        model_name(&models[m], name + strlen(name), sizeof name - strlen(name));
        for (uint64_t seed = 0; seed < SEEDS; seed++) {
            GenRun *all = generate(c, &model, seed, SIZE_MAX, NULL);
            if (gen_variant_perfect(c->algo, c->variant))
                check_perfect(all, name);
            assert_int_equal(run_step(all, 100), 0);
            if (seed % 4 == 0) {
                uint32_t cells[64];
                DirtyList dirty = { cells, 0, 64, false };
                const size_t chunks[] = { 1, 7 };
                for (int k = 0; k < 3; k++) {
                    GenRun *part = generate(c, &model, seed, k < 2 ? chunks[k] : 3,
                                            k == 2 ? &dirty : NULL);
                    assert_true(grid_same_passages(&all->grid, &part->grid));
                    assert_memory_equal(all->grid.mark, part->grid.mark, all->grid.n);
                    assert_int_equal(all->steps, part->steps);
                    run_free(part);
                }
            }
            run_free(all);
        }
        grid_free(&model);
    }
}

/* One step at a time: the reported cells are exactly the changed ones, and
 * the sentence fills its template. */
static void test_dirty_and_sentences(void **state)
{
    const Case *c = *state;
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid model;
        model_grid(&models[m], &model);
        if (!algo_supports(c->algo, &model) || model.n > 400) {
            grid_free(&model);
            continue;
        }
        for (uint64_t seed = 0; seed < 5; seed++) {
            GenRun *run = gen_run_new_on(c->algo, c->variant, &model, seed, NULL);
            assert_non_null(run);
            const Grid *g = &run->grid;
            uint8_t *pass = malloc(g->n), *mark = malloc(g->n), *reported = malloc(g->n);
            uint32_t cells[4096];
            DirtyList dirty = { cells, 0, sizeof cells / sizeof cells[0], false };
            StepReport report;
            char text[512];
            run_set_dirty(run, &dirty);
            run_set_report(run, &report);
            assert_true(run_explain(run, &report, text, sizeof text, NULL) >= 0);
            while (!run_done(run)) {
                memcpy(pass, g->pass, g->n);
                memcpy(mark, g->mark, g->n);
                dirty_clear(&dirty);
                assert_int_equal(run_step(run, 1), 1);
                memset(reported, 0, g->n);
                for (size_t k = 0; k < dirty.len; k++)
                    reported[dirty.cells[k]] = 1;
                for (uint32_t i = 0; i < g->n; i++) {
                    bool changed = pass[i] != g->pass[i] || mark[i] != g->mark[i];
                    if (changed != (reported[i] != 0))
                        fail_msg("%s seed %llu step %llu: cell %u %s", c->algo->id,
                                 (unsigned long long)seed, (unsigned long long)run->steps, i,
                                 changed ? "changed but not reported" : "reported, unchanged");
                }
                if (run_explain(run, &report, text, sizeof text, NULL) < 0)
                    fail_msg("%s seed %llu step %llu: the sentence does not fit: %s",
                             c->algo->id, (unsigned long long)seed,
                             (unsigned long long)run->steps, text);
                /* the side it names is one of the cell's, in the shape's words */
                if (report.dir >= 0 && report.cell != STEP_NONE)
                    assert_true(report.dir < grid_sides(g, report.cell));
                OverlayList ov;
                run_overlays(run, &report, &ov);
                Question q[8];
                run_questions(run, q, 8);
            }
            free(pass);
            free(mark);
            free(reported);
            run_free(run);
        }
        grid_free(&model);
    }
}

/* Out of memory at each allocation in turn, on a hexagonal grid and a
 * mask: MAZE_ERR_NOMEM, nothing leaked, the same maze once memory is back. */
static void test_out_of_memory(void **state)
{
    const Case *c = *state;
    const int picks[] = { 5, 22 };
    for (int p = 0; p < 2; p++) {
        Grid model;
        model_grid(&models[picks[p]], &model);
        if (!algo_supports(c->algo, &model)) {
            grid_free(&model);
            continue;
        }
        size_t base = mem_current();
        GenRun *ref = generate(c, &model, 3, SIZE_MAX, NULL);
        bool completed = false;
        for (long k = 0; !completed; k++) {
            assert_true(k < 10000);
            mem_fail_after(k);
            MazeStatus st = MAZE_OK;
            GenRun *run = gen_run_new_on(c->algo, c->variant, &model, 3, &st);
            if (!run) {
                mem_fail_after(-1);
                assert_int_equal(st, MAZE_ERR_NOMEM);
                continue;
            }
            while (!run_done(run) && run_step(run, 5) > 0)
                ;
            mem_fail_after(-1);
            if (run_done(run)) {
                completed = true;
                assert_true(grid_same_passages(&run->grid, &ref->grid));
            } else {
                assert_int_equal(run_error(run), MAZE_ERR_NOMEM);
            }
            run_free(run);
        }
        run_free(ref);
        assert_int_equal(mem_current(), base);
        grid_free(&model);
    }
}

/* The growing tree taking the newest cell is the backtracker on every
 * shape too: the same draws through the same side order. */
static void test_newest_is_backtracker(void **state)
{
    (void)state;
    const GenAlgo *gt = gen_find("growing-tree"), *bt = gen_find("backtracker");
    Case a = { gt, algo_find_variant(gt, "newest") }, b = { bt, 0 };
    for (int m = 0; m < MODEL_COUNT; m++) {
        Grid model;
        model_grid(&models[m], &model);
        for (uint64_t seed = 0; seed < 10; seed++) {
            GenRun *x = generate(&a, &model, seed, SIZE_MAX, NULL);
            GenRun *y = generate(&b, &model, seed, SIZE_MAX, NULL);
            assert_true(grid_same_passages(&x->grid, &y->grid));
            run_free(x);
            run_free(y);
        }
        grid_free(&model);
    }
}

/* Every generator says which shapes it supports; one that does not
 * support a shape refuses it and says why. */
static void test_refusals(void **state)
{
    (void)state;
    const char *const everywhere[] = { "backtracker", "prim", "prim-true", "kruskal", "wilson",
                                       "aldous-broder", "hunt-and-kill", "growing-tree" };
    for (size_t k = 0; k < sizeof everywhere / sizeof everywhere[0]; k++)
        assert_int_equal(gen_find(everywhere[k])->shapes, SHAPES_ALL);
    for (size_t k = 0; k < gen_algo_count; k++) {
        const GenAlgo *a = gen_algos[k];
        for (int m = 0; m < MODEL_COUNT; m++) {
            Grid model;
            model_grid(&models[m], &model);
            if (!algo_supports(a, &model)) {
                MazeStatus st = MAZE_OK;
                assert_null(gen_run_new_on(a, 0, &model, 1, &st));
                assert_int_equal(st, MAZE_ERR_SHAPE);
                assert_non_null(a->shape_note);
                assert_true(strlen(a->shape_note) > 20);
            }
            grid_free(&model);
        }
    }
}

static const TestKind kinds[] = {
    { "perfect", test_perfect },
    { "dirty_sentences", test_dirty_and_sentences },
    { "out_of_memory", test_out_of_memory },
};
enum { KIND_COUNT = sizeof kinds / sizeof kinds[0] };

int main(void)
{
    const struct CMUnitTest shapes_test[] = {
        cmocka_unit_test(test_topology),
        cmocka_unit_test(test_newest_is_backtracker),
        cmocka_unit_test(test_refusals),
    };
    int failed = cmocka_run_group_tests_name("shapes", shapes_test, NULL, NULL);
    failed += test_run_per_variant("generators on shapes", kinds, KIND_COUNT);
    return failed ? 1 : 0;
}
