/* test_json.c - the JSON export read back equals the maze (json.h): a
 * small JSON reader of the test's own parses what json_write wrote for
 * mazes of every shape and a mask, and every cell's neighbours, open
 * sides, corners and centre, the passages, the ends and the header must
 * be the grid's. The reader takes JSON in general (strings with escapes,
 * numbers with signs and exponents, nesting), so the test also says the
 * output is JSON. */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/json.h"
#include "maze/shape.h"

/* ---- a small JSON reader ---------------------------------------------------- */

typedef enum JType { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JType;

typedef struct JVal {
    JType type;
    double num;             /* J_NUM, J_BOOL (0, 1) */
    char *str;              /* J_STR */
    struct JVal *items;     /* J_ARR, J_OBJ (values) */
    char **keys;            /* J_OBJ */
    size_t count;
} JVal;

typedef struct JIn {
    const char *p;
} JIn;

static void j_space(JIn *in)
{
    while (*in->p == ' ' || *in->p == '\n' || *in->p == '\r' || *in->p == '\t')
        in->p++;
}

static void j_value(JIn *in, JVal *v);

static char *j_string(JIn *in)
{
    assert_int_equal(*in->p, '"');
    in->p++;
    size_t cap = 16, n = 0;
    char *s = malloc(cap);
    while (*in->p != '"') {
        assert_true(*in->p != '\0' && (unsigned char)*in->p >= 0x20);
        char c = *in->p++;
        if (c == '\\') {
            c = *in->p++;
            assert_non_null(strchr("\"\\/bfnrtu", c));
            if (c == 'u') {
                in->p += 4;     /* the writer never needs one; skip it */
                c = '?';
            }
        }
        if (n + 2 > cap)
            s = realloc(s, cap *= 2);
        s[n++] = c;
    }
    in->p++;
    s[n] = '\0';
    return s;
}

static void j_push(JVal *v, size_t *cap)
{
    if (v->count == *cap) {
        *cap = *cap ? *cap * 2 : 8;
        v->items = realloc(v->items, *cap * sizeof *v->items);
        if (v->type == J_OBJ)
            v->keys = realloc(v->keys, *cap * sizeof *v->keys);
    }
}

static void j_value(JIn *in, JVal *v)
{
    memset(v, 0, sizeof *v);
    j_space(in);
    size_t cap = 0;
    char c = *in->p;
    if (c == '{' || c == '[') {
        v->type = c == '{' ? J_OBJ : J_ARR;
        in->p++;
        j_space(in);
        if (*in->p == (c == '{' ? '}' : ']')) {
            in->p++;
            return;
        }
        for (;;) {
            j_push(v, &cap);
            if (v->type == J_OBJ) {
                j_space(in);
                v->keys[v->count] = j_string(in);
                j_space(in);
                assert_int_equal(*in->p++, ':');
            }
            j_value(in, &v->items[v->count++]);
            j_space(in);
            if (*in->p == ',') {
                in->p++;
                continue;
            }
            assert_int_equal(*in->p++, c == '{' ? '}' : ']');
            return;
        }
    }
    if (c == '"') {
        v->type = J_STR;
        v->str = j_string(in);
    } else if (strncmp(in->p, "true", 4) == 0 || strncmp(in->p, "false", 5) == 0) {
        v->type = J_BOOL;
        v->num = *in->p == 't';
        in->p += *in->p == 't' ? 4 : 5;
    } else if (strncmp(in->p, "null", 4) == 0) {
        in->p += 4;
    } else {
        char *end;
        v->type = J_NUM;
        v->num = strtod(in->p, &end);
        assert_true(end > in->p);
        in->p = end;
    }
}

static void j_free(JVal *v)
{
    for (size_t k = 0; k < v->count; k++) {
        j_free(&v->items[k]);
        if (v->keys)
            free(v->keys[k]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
}

/* The member `key` of object v (the test fails when it is missing). */
static const JVal *j_get(const JVal *v, const char *key)
{
    assert_int_equal(v->type, J_OBJ);
    for (size_t k = 0; k < v->count; k++)
        if (strcmp(v->keys[k], key) == 0)
            return &v->items[k];
    fail_msg("no member '%s'", key);
    return NULL;
}

static double j_num(const JVal *v, const char *key)
{
    const JVal *m = j_get(v, key);
    assert_int_equal(m->type, J_NUM);
    return m->num;
}

/* ---- the check ----------------------------------------------------------------- */

static void check_point(const JVal *v, ShapePoint p)
{
    assert_int_equal(v->type, J_ARR);
    assert_int_equal(v->count, 2);
    assert_true(fabs(v->items[0].num - p.x) < 1e-4 && fabs(v->items[1].num - p.y) < 1e-4);
}

static void check_json(const Grid *g, const char *algo, uint64_t seed)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    JsonMazeInfo info = { algo, NULL, &seed };
    assert_int_equal(json_write(f, g, &info), MAZE_OK);
    fclose(f);
    JIn in = { text };
    JVal root;
    j_value(&in, &root);
    j_space(&in);
    assert_int_equal(*in.p, '\0');      /* one value, nothing after it */

    assert_string_equal(j_get(&root, "format")->str, "mazelab-maze");
    assert_int_equal(j_num(&root, "version"), 1);
    assert_string_equal(j_get(&root, "shape")->str, grid_shape(g)->id);
    assert_int_equal(j_num(&root, "width"), g->w);
    assert_int_equal(j_num(&root, "height"), g->h);
    assert_string_equal(j_get(&root, "algo")->str, algo);
    assert_int_equal(j_get(&root, "variant")->type, J_NULL);
    assert_true(j_num(&root, "seed") == (double)seed);
    assert_int_equal(j_num(&root, "cell_count"), g->n);
    assert_int_equal(j_num(j_get(&root, "entrance"), "cell"), grid_entrance(g));
    assert_int_equal(j_num(j_get(&root, "entrance"), "side"), grid_entrance_side(g));
    assert_int_equal(j_num(j_get(&root, "exit"), "cell"), grid_exit(g));
    assert_int_equal(j_num(j_get(&root, "exit"), "side"), grid_exit_side(g));

    const JVal *cells = j_get(&root, "cells");
    assert_int_equal(cells->count, g->n);
    size_t open_ends = 0;
    for (uint32_t i = 0; i < g->n; i++) {
        const JVal *c = &cells->items[i];
        uint32_t col, row, nb[GRID_MAX_SIDES];
        ShapePoint corner[GRID_MAX_SIDES];
        grid_shape(g)->coords(g, i, &col, &row);
        assert_int_equal(j_num(c, "id"), i);
        assert_int_equal(j_num(c, "col"), col);
        assert_int_equal(j_num(c, "row"), row);
        assert_int_equal(j_get(c, "on")->num, grid_cell_on(g, i));
        check_point(j_get(c, "centre"), grid_centre(g, i));
        const int sides = grid_neighbors(g, i, nb);
        grid_corners(g, i, corner);
        const JVal *cs = j_get(c, "corners"), *ss = j_get(c, "sides");
        assert_int_equal(cs->count, sides);
        assert_int_equal(ss->count, sides);
        for (int s = 0; s < sides; s++) {
            check_point(&cs->items[s], corner[s]);
            const JVal *to = j_get(&ss->items[s], "to");
            assert_string_equal(j_get(&ss->items[s], "name")->str, grid_side_name(g, i, s));
            if (nb[s] == GRID_NONE) {
                assert_int_equal(to->type, J_NULL);
                assert_false(j_get(&ss->items[s], "open")->num);
            } else {
                assert_int_equal(to->num, nb[s]);
                bool open = j_get(&ss->items[s], "open")->num != 0;
                assert_int_equal(open, grid_is_open(g, i, (Dir)s));
                open_ends += open;
            }
        }
    }
    /* The passages: each open side pair once, a < b, in order. */
    const JVal *ps = j_get(&root, "passages");
    assert_int_equal(2 * ps->count, open_ends);
    assert_int_equal(ps->count, grid_passage_count(g));
    for (size_t k = 0; k < ps->count; k++) {
        uint32_t a = (uint32_t)ps->items[k].items[0].num, b = (uint32_t)ps->items[k].items[1].num;
        assert_true(a < b);
        bool joined = false;
        for (int s = 0; s < grid_sides(g, a); s++)
            joined |= grid_neighbor(g, a, (Dir)s) == b && grid_is_open(g, a, (Dir)s);
        assert_true(joined);
        if (k > 0) {
            uint32_t pa = (uint32_t)ps->items[k - 1].items[0].num;
            uint32_t pb = (uint32_t)ps->items[k - 1].items[1].num;
            assert_true(pa < a || (pa == a && pb < b));
        }
    }
    j_free(&root);
    free(text);
}

static void test_shapes(void **state)
{
    (void)state;
    const struct { ShapeKind kind; int w, h; } grids[] = {
        { SHAPE_SQUARE, 7, 5 }, { SHAPE_HEX, 6, 4 }, { SHAPE_TRIANGLE, 7, 3 },
        { SHAPE_POLAR, 5, 5 }, { SHAPE_HEX, 1, 1 },
    };
    const char *const algos[] = { "wilson", "backtracker", "kruskal" };
    for (size_t k = 0; k < sizeof grids / sizeof grids[0]; k++) {
        Grid model;
        assert_int_equal(grid_init_shape(&model, grids[k].kind, grids[k].w, grids[k].h), MAZE_OK);
        for (uint64_t seed = 1; seed <= 4; seed++) {
            const char *algo = algos[seed % 3];
            GenRun *run = gen_run_new_on(gen_find(algo), 0, &model, seed, NULL);
            assert_true(run_finish(run));
            check_json(&run->grid, algo, seed);
            run_free(run);
        }
        grid_free(&model);
    }
    /* a mask: cells off are listed, with no neighbours */
    const uint8_t on[20] = { 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0 };
    Grid model;
    assert_int_equal(grid_init_mask(&model, 5, 4, on), MAZE_OK);
    GenRun *run = gen_run_new_on(gen_find("wilson"), 0, &model, 3, NULL);
    assert_true(run_finish(run));
    check_json(&run->grid, "wilson", 3);
    run_free(run);
    grid_free(&model);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shapes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
