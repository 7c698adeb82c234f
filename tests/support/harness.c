/* harness.c - helpers shared by the cmocka test programs. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/shape.h"
#include "maze/mem.h"
#include "maze/weights.h"

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

void test_each_solver_run(const TestSize *sizes, int count, uint64_t seeds,
                          void (*fn)(SolveRun *run, void *ctx), void *ctx)
{
    static const char *const makers[] = { "backtracker", "kruskal", "recursive-division" };
    for (size_t m = 0; m < sizeof makers / sizeof makers[0]; m++)
        for (int z = 0; z < count; z++)
            for (uint64_t seed = 0; seed < seeds; seed++) {
                const GenAlgo *ga = gen_find(makers[m]);
                GenRun *maze = test_generate(ga, (int)(seed % (uint64_t)algo_variant_total(ga)),
                                             sizes[z].w, sizes[z].h, seed, SIZE_MAX);
                GenFinish finish = { .braid = seed % 3 == 1 ? 60 : 0 };
                if (seed % 5 == 2) {
                    finish.ends_set = true;
                    finish.ends = (GridEnds){ 0, (uint32_t)(seed * 31 % maze->grid.n), DIR_N,
                                              GRID_INSIDE };
                }
                assert_int_equal(gen_finish_apply(maze, &finish), MAZE_OK);
                uint8_t *mud = seed % 2 ? weights_new(&maze->grid) : NULL;
                if (mud)
                    weights_scatter_mud(mud, maze->grid.n, 30, seed);
                for (size_t k = 0; k < solve_algo_count; k++) {
                    uint32_t start = seed % 2 ? (uint32_t)(seed * 7919 % maze->grid.n) : 0;
                    SolveRun *run = solve_run_new_at(solve_algos[k], &maze->grid, start,
                                                     (Dir)(seed % 4), NULL);
                    assert_non_null(run);
                    solve_set_costs(run, mud);
                    solve_set_seed(run, seed);
                    solve_set_move_limit(run, 8 * (uint64_t)maze->grid.n);
                    fn(run, ctx);
                    run_free(run);
                }
                mem_free(mud);
                run_free(maze);
            }
}

char *test_slurp(FILE *f)
{
    long n = ftell(f);
    rewind(f);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    return text;
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

int test_run_per_variant(const char *group, const TestKind *kinds, size_t kind_count)
{
    size_t cases = 0;
    for (size_t k = 0; k < gen_algo_count; k++)
        cases += (size_t)algo_variant_total(gen_algos[k]);
    TestCase *all = calloc(cases, sizeof *all);
    struct CMUnitTest *tests = calloc(cases * kind_count + 1, sizeof *tests);
    char (*names)[96] = calloc(cases * kind_count, sizeof *names);
    size_t t = 0, ci = 0;
    for (size_t k = 0; k < gen_algo_count; k++) {
        for (int v = 0; v < algo_variant_total(gen_algos[k]); v++, ci++) {
            all[ci] = (TestCase){ gen_algos[k], v };
            char label[64];
            algo_label(gen_algos[k], v, label, sizeof label);
            for (size_t kind = 0; kind < kind_count; kind++, t++) {
                snprintf(names[t], sizeof names[t], "%s_%s", label, kinds[kind].what);
                tests[t] = (struct CMUnitTest){ names[t], kinds[kind].fn, NULL, NULL, &all[ci] };
            }
        }
    }
    int failed = _cmocka_run_group_tests(group, tests, t, NULL, NULL);
    free(names);
    free(tests);
    free(all);
    return failed;
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

/* Labels the components of g's passages: comp[i] is the smallest cell of
 * i's component. */
void test_components(const Grid *g, uint32_t *comp)
{
    uint32_t *stack = malloc(g->n * sizeof *stack);
    for (uint32_t i = 0; i < g->n; i++)
        comp[i] = GRID_NONE;
    for (uint32_t i = 0; i < g->n; i++) {
        if (comp[i] != GRID_NONE)
            continue;
        uint32_t top = 0;
        comp[i] = i;
        stack[top++] = i;
        while (top) {
            uint32_t c = stack[--top], nb[GRID_MAX_SIDES];
            int sides = grid_neighbors(g, c, nb);
            for (int d = 0; d < sides; d++) {
                uint32_t j = nb[d];
                if (j != GRID_NONE && grid_is_open(g, c, (Dir)d) && comp[j] == GRID_NONE) {
                    comp[j] = i;
                    stack[top++] = j;
                }
            }
        }
    }
    free(stack);
}

/* Breadth-first distances from `from` over g's open passages. */
void test_distances(const Grid *g, uint32_t from, uint32_t *dist)
{
    uint32_t *queue = malloc(g->n * sizeof *queue), head = 0, tail = 0;
    for (uint32_t i = 0; i < g->n; i++)
        dist[i] = UINT32_MAX;
    dist[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        uint32_t c = queue[head++], nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, c, nb);
        for (int d = 0; d < sides; d++) {
            uint32_t j = nb[d];
            if (j != GRID_NONE && grid_is_open(g, c, (Dir)d) && dist[j] == UINT32_MAX) {
                dist[j] = dist[c] + 1;
                queue[tail++] = j;
            }
        }
    }
    free(queue);
}

uint32_t *test_cheapest(const Grid *g, const uint8_t *cost, uint32_t from)
{
    uint32_t *c = malloc(g->n * sizeof *c);
    bool *done = calloc(g->n, 1);
    for (uint32_t i = 0; i < g->n; i++)
        c[i] = UINT32_MAX;
    c[from] = 0;
    for (;;) {
        uint32_t best = GRID_NONE;
        for (uint32_t i = 0; i < g->n; i++)
            if (!done[i] && c[i] != UINT32_MAX && (best == GRID_NONE || c[i] < c[best]))
                best = i;
        if (best == GRID_NONE)
            break;
        done[best] = true;
        for (int d = 0; d < 4; d++) {
            uint32_t j = grid_neighbor(g, best, (Dir)d);
            if (j == GRID_NONE || !grid_is_open(g, best, (Dir)d))
                continue;
            uint32_t step = cost ? cost[j] : 1;
            if (c[best] + step < c[j])
                c[j] = c[best] + step;
        }
    }
    free(done);
    return c;
}

const char test_pillar_room[] =
    "# #########\n"
    "#         #\n"
    "# # # # # #\n"
    "#         #\n"
    "# # ### # #\n"
    "#   # #   #\n"
    "# # ### # #\n"
    "#         #\n"
    "# # # # # #\n"
    "#         #\n"
    "######### #";

SolveVerdict test_unreachable_verdict(const SolveAlgo *a)
{
    if (strncmp(a->id, "wall-", 5) == 0)
        return SOLVE_LOOP;
    if (strcmp(a->id, "pledge") == 0 || strcmp(a->id, "random-mouse") == 0)
        return SOLVE_GAVE_UP;
    return SOLVE_NO_PATH;
}
