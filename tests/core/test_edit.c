/* test_edit.c - a maze changed by hand (maze/edit.h): each change undone
 * and redone exactly, a gesture one step, redo forgotten by a new edit,
 * the bounds (oldest steps dropped and counted, a step too big emptying
 * the history), the origin, the cells reported for repainting, and a long
 * random session checked against snapshots taken by the test itself. */
#include "harness.h"

#include <stdlib.h>
#include <string.h>

#include "maze/edit.h"
#include "maze/mem.h"
#include "maze/rng.h"
#include "maze/weights.h"

/* A maze, its weights and its ends, as the test keeps them. */
typedef struct Snap {
    uint8_t *pass, *cost;
    GridEnds ends;
} Snap;

static Snap snap_take(const Grid *g, const uint8_t *cost)
{
    Snap s = { malloc(g->n), malloc(g->n), g->ends };
    assert_non_null(s.pass);
    assert_non_null(s.cost);
    memcpy(s.pass, g->pass, g->n);
    memcpy(s.cost, cost, g->n);
    return s;
}

static void snap_check(const Snap *s, const Grid *g, const uint8_t *cost)
{
    assert_memory_equal(s->pass, g->pass, g->n);
    assert_memory_equal(s->cost, cost, g->n);
    assert_int_equal(s->ends.start, g->ends.start);
    assert_int_equal(s->ends.goal, g->ends.goal);
    assert_int_equal(s->ends.start_side, g->ends.start_side);
    assert_int_equal(s->ends.goal_side, g->ends.goal_side);
}

static void snap_free(Snap *s)
{
    free(s->pass);
    free(s->cost);
}

static void test_edit_undo_redo(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("backtracker"), 0, 8, 6, 3, SIZE_MAX);
    Grid *g = &run->grid;
    uint8_t *cost = weights_new(g);
    EditHistory *h = edit_new(1 << 20, 100);
    assert_non_null(h);
    Snap origin = snap_take(g, cost);
    assert_true(edit_at_origin(h));
    assert_null(edit_undo(h, g, cost));
    /* nothing open: nothing changes */
    assert_false(edit_passage(h, g, 0, DIR_E, !grid_is_open(g, 0, DIR_E)));
    /* a click: one wall */
    edit_begin(h, "wall");
    bool was = grid_is_open(g, 9, DIR_S);
    assert_true(edit_passage(h, g, 9, DIR_S, !was));
    assert_false(edit_passage(h, g, 9, DIR_S, !was));      /* already so */
    assert_false(edit_passage(h, g, 0, DIR_N, true));       /* the outer wall */
    assert_false(edit_passage(h, g, g->n, DIR_E, true));    /* no such cell */
    EditDone d = edit_end(h);
    assert_true(d.kept);
    assert_int_equal(d.changes, 1);
    assert_int_equal(d.dropped, 0);
    assert_int_equal(grid_is_open(g, 9 + 8, DIR_N), !was); /* the same passage, seen from below */
    Snap one = snap_take(g, cost);
    /* a drag: five passages opened and two cells of mud, one step */
    edit_begin(h, "paint");
    for (uint32_t i = 0; i < 5; i++)
        edit_passage(h, g, 24 + i, DIR_E, true);
    assert_true(edit_cost(h, g, cost, 30, WEIGHT_MUD));
    assert_true(edit_cost(h, g, cost, 31, WEIGHT_MUD));
    assert_false(edit_cost(h, g, cost, 31, WEIGHT_MUD));
    assert_true(edit_end(h).kept);
    Snap two = snap_take(g, cost);
    assert_int_equal(edit_undo_count(h), 2);
    assert_string_equal(edit_undo(h, g, cost), "paint");
    snap_check(&one, g, cost);
    assert_string_equal(edit_undo(h, g, cost), "wall");
    snap_check(&origin, g, cost);
    assert_true(edit_at_origin(h));
    assert_int_equal(edit_redo_count(h), 2);
    assert_string_equal(edit_redo(h, g, cost), "wall");
    assert_string_equal(edit_redo(h, g, cost), "paint");
    snap_check(&two, g, cost);
    assert_null(edit_redo(h, g, cost));
    /* a gesture that changes nothing keeps the redo; one that does drops it */
    edit_undo(h, g, cost);
    edit_begin(h, "nothing");
    assert_false(edit_end(h).kept);
    assert_int_equal(edit_redo_count(h), 1);
    edit_begin(h, "mud");
    edit_cost(h, g, cost, 0, WEIGHT_MUD);
    edit_end(h);
    assert_int_equal(edit_redo_count(h), 0);
    assert_int_equal(edit_undo_count(h), 2);
    assert_false(edit_at_origin(h));
    snap_free(&origin);
    snap_free(&one);
    snap_free(&two);
    edit_free(h);
    mem_free(cost);
    run_free(run);
}

static void test_edit_ends_and_field(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("kruskal"), 0, 6, 5, 9, SIZE_MAX);
    Grid *g = &run->grid;
    uint8_t *cost = weights_new(g);
    EditHistory *h = edit_new(1 << 20, 100);
    Snap origin = snap_take(g, cost);
    /* the goal moved inside, then the start moved: one step keeps both */
    edit_begin(h, "ends");
    GridEnds e = g->ends;
    e.goal = 14;
    e.goal_side = GRID_INSIDE;
    assert_true(edit_ends(h, g, &e));
    e.start = 2;
    e.start_side = DIR_N;
    assert_true(edit_ends(h, g, &e));
    GridEnds bad = e;
    bad.start_side = DIR_S;                 /* not on the outer wall there */
    assert_false(edit_ends(h, g, &bad));
    assert_false(edit_ends(h, g, &e));      /* already so */
    assert_true(edit_end(h).kept);
    assert_int_equal(g->ends.goal, 14);
    /* an open field, then every wall */
    edit_begin(h, "open field");
    assert_true(edit_all(h, g, true) > 0);
    edit_end(h);
    assert_int_equal(grid_passage_count(g), (uint64_t)(5 * 5 + 6 * 4));
    edit_begin(h, "walls");
    edit_all(h, g, false);
    edit_end(h);
    assert_int_equal(grid_passage_count(g), 0);
    edit_undo(h, g, cost);
    assert_int_equal(grid_passage_count(g), (uint64_t)(5 * 5 + 6 * 4));
    edit_undo(h, g, cost);
    assert_string_equal(edit_undo(h, g, cost), "ends");
    snap_check(&origin, g, cost);
    snap_free(&origin);
    edit_free(h);
    mem_free(cost);
    run_free(run);
}

/* The bounds: the oldest steps go first, counted; a step bigger than the
 * whole bound is applied and empties the history. */
static void test_edit_bounds(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 20, 20), MAZE_OK);
    EditHistory *h = edit_new(1 << 20, 3);
    size_t dropped = 0;
    for (uint32_t k = 0; k < 5; k++) {
        edit_begin(h, "wall");
        edit_passage(h, &g, k, DIR_E, true);
        EditDone d = edit_end(h);
        assert_true(d.kept);
        dropped += d.dropped;
    }
    assert_int_equal(dropped, 2);
    assert_int_equal(edit_undo_count(h), 3);
    while (edit_undo(h, &g, NULL))
        ;
    assert_false(edit_at_origin(h));        /* two edits could not be undone */
    assert_true(grid_is_open(&g, 0, DIR_E) && grid_is_open(&g, 1, DIR_E));
    assert_false(grid_is_open(&g, 2, DIR_E));
    edit_free(h);
    /* bytes: room for about 100 records */
    h = edit_new(100 * 8 + 64, 1000);
    edit_begin(h, "wall");
    edit_passage(h, &g, 50, DIR_S, true);
    assert_true(edit_end(h).kept);
    edit_begin(h, "open field");
    edit_all(h, &g, true);
    EditDone d = edit_end(h);
    assert_false(d.kept);
    assert_true(d.too_big);
    assert_int_equal(d.changes, 399);       /* every cell changed but the last */
    assert_int_equal(grid_passage_count(&g), (uint64_t)(2 * 20 * 19));
    assert_int_equal(edit_undo_count(h), 0);
    assert_null(edit_undo(h, &g, NULL));
    assert_false(edit_at_origin(h));
    edit_reset(h);
    assert_true(edit_at_origin(h));
    /* steps of 30 records each: at most 3 fit the bytes */
    for (int k = 0; k < 6; k++) {
        edit_begin(h, "paint");
        for (uint32_t i = 0; i < 30; i++) {
            uint32_t c = (uint32_t)k * 40 + i;
            edit_passage(h, &g, c, DIR_E, !grid_is_open(&g, c, DIR_E));
        }
        edit_end(h);
        assert_true(edit_bytes(h) <= 100 * 8 + 64);
    }
    assert_int_equal(edit_undo_count(h), 3);
    edit_free(h);
    grid_free(&g);
}

/* Every change names the cells it touches: both cells of a passage, the
 * old and the new cell of an end. */
static void test_edit_dirty(void **state)
{
    (void)state;
    Grid g;
    assert_int_equal(grid_init(&g, 5, 4), MAZE_OK);
    uint32_t cells[64];
    DirtyList dirty = { cells, 0, 64, false };
    EditHistory *h = edit_new(1 << 16, 10);
    edit_set_dirty(h, &dirty);
    edit_begin(h, "wall");
    edit_passage(h, &g, 7, DIR_W, true);    /* cell 6's east passage */
    edit_end(h);
    bool seen6 = false, seen7 = false;
    for (size_t k = 0; k < dirty.len; k++) {
        seen6 |= cells[k] == 6;
        seen7 |= cells[k] == 7;
    }
    assert_true(seen6 && seen7);
    dirty_clear(&dirty);
    edit_begin(h, "goal");
    GridEnds e = g.ends;
    e.goal = 12;
    e.goal_side = GRID_INSIDE;
    edit_ends(h, &g, &e);
    edit_end(h);
    bool old_goal = false, new_goal = false;
    for (size_t k = 0; k < dirty.len; k++) {
        old_goal |= cells[k] == 19;
        new_goal |= cells[k] == 12;
    }
    assert_true(old_goal && new_goal);
    dirty_clear(&dirty);
    edit_undo(h, &g, NULL);
    assert_true(dirty.len > 0);
    edit_free(h);
    grid_free(&g);
}

/* A long random session of clicks, drags, mud, ends, fields, undos and
 * redos: after each, the maze is the snapshot the test kept for that
 * point of the history. */
static void test_edit_random_session(void **state)
{
    (void)state;
    GenRun *run = test_generate(gen_find("wilson"), 0, 9, 7, 5, SIZE_MAX);
    Grid *g = &run->grid;
    uint8_t *cost = weights_new(g);
    EditHistory *h = edit_new(1 << 20, 1000);
    enum { STEPS = 400 };
    Snap *hist = calloc(STEPS + 1, sizeof *hist);
    size_t at = 0, top = 0;                  /* hist[at] is now, up to hist[top] redoable */
    hist[0] = snap_take(g, cost);
    Rng rng;
    rng_seed(&rng, 77);
    for (int k = 0; k < STEPS; k++) {
        uint32_t r = rng_below(&rng, 10);
        if (r < 2) {
            const char *what = edit_undo(h, g, cost);
            assert_true((what != NULL) == (at > 0));
            if (what)
                at--;
        } else if (r < 3) {
            const char *what = edit_redo(h, g, cost);
            assert_true((what != NULL) == (at < top));
            if (what)
                at++;
        } else {
            edit_begin(h, "random");
            int n = 1 + (int)rng_below(&rng, 6);
            for (int j = 0; j < n; j++) {
                uint32_t i = rng_below(&rng, g->n), kind = rng_below(&rng, 12);
                if (kind < 8) {
                    edit_passage(h, g, i, (Dir)rng_below(&rng, 4), rng_below(&rng, 2));
                } else if (kind < 10) {
                    edit_cost(h, g, cost, i, rng_below(&rng, 2) ? WEIGHT_MUD : WEIGHT_PLAIN);
                } else if (kind < 11) {
                    GridEnds e = g->ends;
                    e.goal = i;
                    e.goal_side = GRID_INSIDE;
                    edit_ends(h, g, &e);
                } else {
                    edit_all(h, g, rng_below(&rng, 2));
                }
            }
            if (edit_end(h).kept) {
                for (size_t j = at + 1; j <= top; j++)
                    snap_free(&hist[j]);
                hist[++at] = snap_take(g, cost);
                top = at;
            }
        }
        snap_check(&hist[at], g, cost);
        assert_int_equal(edit_undo_count(h), at);
        assert_int_equal(edit_redo_count(h), top - at);
    }
    for (size_t j = 0; j <= top; j++)
        snap_free(&hist[j]);
    free(hist);
    edit_free(h);
    mem_free(cost);
    run_free(run);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_edit_undo_redo),
        cmocka_unit_test(test_edit_ends_and_field),
        cmocka_unit_test(test_edit_bounds),
        cmocka_unit_test(test_edit_dirty),
        cmocka_unit_test(test_edit_random_session),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
