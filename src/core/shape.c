/* shape.c - grids of any shape: making them (shape, mask, copy), and the
 * answers grid.h and shape.h give on them through the shape's descriptor,
 * with the mask applied. */
#include "maze/shape.h"

#include <stdio.h>
#include <string.h>

#include "maze/mem.h"
#include "shape_priv.h"

static const Shape *const shape_table[SHAPE_KIND_COUNT] = {
    [SHAPE_SQUARE] = &shape_square,
    [SHAPE_POLAR] = &shape_polar,
    [SHAPE_HEX] = &shape_hex,
    [SHAPE_TRIANGLE] = &shape_triangle,
};

const Shape *shape_of_kind(ShapeKind k)
{
    return shape_table[k];
}

const Shape *shape_find(const char *id)
{
    for (int k = 0; k < SHAPE_KIND_COUNT; k++)
        if (strcmp(shape_table[k]->id, id) == 0)
            return shape_table[k];
    return NULL;
}

uint64_t shape_polar_cell_count(int rings)
{
    return rings < 1 ? 0 : shape_polar_cells((uint32_t)rings);
}

const char *shape_ids(void)
{
    return "square, polar, hex, triangle";
}

static void shape_why(char *why, size_t cap, const char *fmt, long a, long b)
{
    if (why && cap)
        snprintf(why, cap, fmt, a, b);
}

bool shape_size_ok(ShapeKind k, long w, long h, char *why, size_t cap)
{
    if (k == SHAPE_POLAR) {
        if (w != h) {
            shape_why(why, cap, "polar mazes are round: give the size as NxN, N rings "
                                "(not %ldx%ld)", w, h);
            return false;
        }
        if (h < SHAPE_POLAR_MIN_RINGS || h > MAZE_MAX_SIDE ||
            shape_polar_cells((uint32_t)h) == 0) {
            shape_why(why, cap, "a polar maze has %ld to %ld rings", SHAPE_POLAR_MIN_RINGS,
                      4096);
            return false;
        }
        return true;
    }
    if (!grid_size_ok(w, h)) {
        shape_why(why, cap, "width and height are 1 to %ld cells (not %ld)", MAZE_MAX_SIDE,
                  w < 1 || w > MAZE_MAX_SIDE ? w : h);
        return false;
    }
    if (k == SHAPE_TRIANGLE && w == 1 && h > 1) {
        /* a column of triangles touches only at their points */
        shape_why(why, cap, "a triangular maze of more than one row needs at least 2 columns "
                            "(not %ldx%ld): one column's triangles meet only at their points",
                  w, h);
        return false;
    }
    return true;
}

struct GridTopo *shape_topo_new(const Shape *shape, int w)
{
    struct GridTopo *t = mem_calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->shape = shape;
    t->recip = (UINT64_C(1) << 40) / (uint64_t)w + 1;
    return t;
}

void shape_topo_free(struct GridTopo *t)
{
    if (!t)
        return;
    mem_free(t->on);
    mem_free(t->ring_start);
    mem_free(t->ring_count);
    mem_free(t);
}

struct GridTopo *shape_topo_copy(const struct GridTopo *t, uint32_t n)
{
    struct GridTopo *c = mem_alloc(sizeof *c);
    if (!c)
        return NULL;
    *c = *t;
    c->on = NULL;
    c->ring_start = c->ring_count = NULL;
    bool ok = (!t->on || (c->on = mem_alloc(n))) &&
              (!t->ring_start || (c->ring_start = mem_alloc(((size_t)t->rings + 1) *
                                                            sizeof *c->ring_start))) &&
              (!t->ring_count ||
               (c->ring_count = mem_alloc((size_t)t->rings * sizeof *c->ring_count)));
    if (!ok) {
        shape_topo_free(c);
        return NULL;
    }
    if (t->on)
        memcpy(c->on, t->on, n);
    if (t->ring_start) {
        memcpy(c->ring_start, t->ring_start, ((size_t)t->rings + 1) * sizeof *c->ring_start);
        memcpy(c->ring_count, t->ring_count, (size_t)t->rings * sizeof *c->ring_count);
    }
    return c;
}

/* Gives g (size w x h, n cells, topology t) its arrays; frees t and
 * leaves g empty when out of memory. */
static MazeStatus shape_grid_arrays(Grid *g, int w, int h, uint32_t n, struct GridTopo *t)
{
    memset(g, 0, sizeof *g);
    g->pass = mem_calloc(n, 1);
    g->mark = mem_calloc(n, 1);
    if (!g->pass || !g->mark) {
        mem_free(g->pass);
        mem_free(g->mark);
        shape_topo_free(t);
        memset(g, 0, sizeof *g);
        return MAZE_ERR_NOMEM;
    }
    g->w = w;
    g->h = h;
    g->n = n;
    g->topo = t;
    g->ends = t->ends;
    return MAZE_OK;
}

MazeStatus grid_init_shape(Grid *g, ShapeKind k, int w, int h)
{
    memset(g, 0, sizeof *g);
    if ((unsigned)k >= SHAPE_KIND_COUNT || !shape_size_ok(k, w, h, NULL, 0))
        return MAZE_ERR_SIZE;
    if (k == SHAPE_SQUARE)
        return grid_init(g, w, h);
    struct GridTopo *t = shape_topo_new(shape_table[k], w);
    if (!t)
        return MAZE_ERR_NOMEM;
    uint32_t n = (uint32_t)w * (uint32_t)h;
    if (k == SHAPE_POLAR) {
        bool nomem;
        n = shape_polar_build(t, (uint32_t)h, &nomem);
        if (n == 0) {
            shape_topo_free(t);
            return nomem ? MAZE_ERR_NOMEM : MAZE_ERR_SIZE;
        }
    } else if (k == SHAPE_TRIANGLE) {
        shape_triangle_ends(t, w, h);
    } else {
        t->ends = (GridEnds){ 0, n - 1, 0, 3 };     /* north, south */
    }
    t->on_count = n;
    return shape_grid_arrays(g, w, h, n, t);
}

bool grid_mask_check(int w, int h, const uint8_t *on, char *why, size_t cap)
{
    const uint32_t n = (uint32_t)w * (uint32_t)h;
    uint32_t count = 0, first = GRID_NONE;
    for (uint32_t i = 0; i < n; i++) {
        if (on[i] && first == GRID_NONE)
            first = i;
        count += on[i] != 0;
    }
    if (count < 2) {
        shape_why(why, cap, count ? "only one cell is on: a maze needs two" : "no cell is on",
                  0, 0);
        return false;
    }
    uint32_t *queue = mem_alloc((size_t)count * sizeof *queue);
    uint8_t *seen = mem_calloc(n, 1);
    bool ok = queue && seen;
    if (!ok) {
        shape_why(why, cap, "out of memory", 0, 0);
    } else {
        Grid sq = { .w = w, .h = h, .n = n };
        uint32_t head = 0, tail = 0;
        queue[tail++] = first;
        seen[first] = 1;
        while (head < tail) {
            uint32_t nb[GRID_MAX_SIDES];
            shape_square.neighbors(&sq, queue[head++], nb);
            for (int s = 0; s < 4; s++) {
                if (nb[s] != GRID_NONE && on[nb[s]] && !seen[nb[s]]) {
                    seen[nb[s]] = 1;
                    queue[tail++] = nb[s];
                }
            }
        }
        ok = tail == count;
        for (uint32_t i = 0; !ok && i < n; i++) {
            if (on[i] && !seen[i]) {
                if (why && cap)
                    snprintf(why, cap, "the cells on are not connected: (%u,%u) cannot be "
                             "reached from (%u,%u)", i % (uint32_t)w, i / (uint32_t)w,
                             first % (uint32_t)w, first / (uint32_t)w);
                break;
            }
        }
    }
    mem_free(queue);
    mem_free(seen);
    return ok;
}

MazeStatus grid_init_mask(Grid *g, int w, int h, const uint8_t *on)
{
    memset(g, 0, sizeof *g);
    if (!grid_size_ok(w, h))
        return MAZE_ERR_SIZE;
    if (!grid_mask_check(w, h, on, NULL, 0))
        return MAZE_ERR_ARG;
    const uint32_t n = (uint32_t)w * (uint32_t)h;
    struct GridTopo *t = shape_topo_new(&shape_square, w);
    if (!t || !(t->on = mem_alloc(n))) {
        shape_topo_free(t);
        return MAZE_ERR_NOMEM;
    }
    t->ends = (GridEnds){ GRID_NONE, GRID_NONE, DIR_N, DIR_S };
    for (uint32_t i = 0; i < n; i++) {
        t->on[i] = on[i] != 0;
        if (t->on[i]) {
            t->on_count++;
            if (t->ends.start == GRID_NONE)
                t->ends.start = i;
            t->ends.goal = i;
        }
    }
    return shape_grid_arrays(g, w, h, n, t);
}

MazeStatus grid_init_like(Grid *g, const Grid *model)
{
    if (!model->topo)
        return grid_init(g, model->w, model->h);
    struct GridTopo *t = shape_topo_copy(model->topo, model->n);
    if (!t) {
        memset(g, 0, sizeof *g);
        return MAZE_ERR_NOMEM;
    }
    return shape_grid_arrays(g, model->w, model->h, model->n, t);
}

MazeStatus grid_copy(Grid *dst, const Grid *src)
{
    MazeStatus st = grid_init_like(dst, src);
    if (st == MAZE_OK) {
        memcpy(dst->pass, src->pass, src->n);
        memcpy(dst->mark, src->mark, src->n);
        dst->ends = src->ends;
    }
    return st;
}

/* ---- answers through the shape ------------------------------------------- */

bool grid_same_shape(const Grid *a, const Grid *b)
{
    if (a->w != b->w || a->h != b->h || a->n != b->n || grid_shape(a) != grid_shape(b) ||
        grid_masked(a) != grid_masked(b))
        return false;
    return !grid_masked(a) || memcmp(a->topo->on, b->topo->on, a->n) == 0;
}

unsigned grid_shape_bit(const Grid *g)
{
    if (grid_masked(g))
        return SHAPES_MASKED;
    return 1u << grid_shape(g)->kind;
}

uint32_t grid_random_cell(const Grid *g, Rng *rng)
{
    uint32_t i = rng_below(rng, g->n);
    while (!grid_cell_on(g, i))     /* uniform over the cells on */
        i = rng_below(rng, g->n);
    return i;
}

int grid_sides(const Grid *g, uint32_t i)
{
    if (!g->topo)
        return 4;
    uint32_t nb[GRID_MAX_SIDES];
    return g->topo->shape->neighbors(g, i, nb);
}

int grid_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES])
{
    const struct GridTopo *t = g->topo;
    int sides = (t ? t->shape : &shape_square)->neighbors(g, i, out);
    if (t && t->on) {
        for (int s = 0; s < sides; s++)
            if (out[s] != GRID_NONE && (!t->on[i] || !t->on[out[s]]))
                out[s] = GRID_NONE;
    }
    return sides;
}

uint32_t grid_topo_neighbor(const Grid *g, uint32_t i, int s)
{
    uint32_t nb[GRID_MAX_SIDES];
    int sides = grid_neighbors(g, i, nb);
    return s >= 0 && s < sides ? nb[s] : GRID_NONE;
}

uint32_t grid_topo_owner(const Grid *g, uint32_t i, int s, uint8_t *bit)
{
    *bit = 0;
    if (grid_topo_neighbor(g, i, s) == GRID_NONE)
        return GRID_NONE;
    return g->topo->shape->owner(g, i, s, bit);
}

int grid_back(const Grid *g, uint32_t i, int s)
{
    return grid_shape(g)->back(g, i, s);
}

int grid_entrance_side(const Grid *g)
{
    return g->ends.start_side;
}

int grid_exit_side(const Grid *g)
{
    return g->ends.goal_side;
}

GridEnds grid_shape_default_ends(const Grid *g)
{
    return g->topo ? g->topo->ends : grid_default_ends(g->w, g->h);
}

const char *grid_side_name(const Grid *g, uint32_t i, int s)
{
    if (s < 0 || s >= grid_sides(g, i))
        return "?";
    return grid_shape(g)->side_name(g, i, s);
}

void grid_cell_name(const Grid *g, uint32_t i, char *buf, size_t cap)
{
    uint32_t col, row;
    grid_shape(g)->coords(g, i, &col, &row);
    if (grid_shape(g)->kind != SHAPE_POLAR)
        snprintf(buf, cap, "(%u,%u)", col, row);
    else if (i == 0)
        snprintf(buf, cap, "the centre");
    else
        snprintf(buf, cap, "ring %u cell %u", row, col);
}

/* ---- geometry ------------------------------------------------------------- */

void grid_extent(const Grid *g, double *w, double *h)
{
    grid_shape(g)->extent(g, w, h);
}

int grid_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES])
{
    return grid_shape(g)->corners(g, i, out);
}

ShapePoint grid_centre(const Grid *g, uint32_t i)
{
    return grid_shape(g)->centre(g, i);
}

void grid_walls(const Grid *g, ShapeWallFn wall, void *ctx)
{
    for (uint32_t i = 0; i < g->n; i++) {
        if (!grid_cell_on(g, i))
            continue;
        uint32_t nb[GRID_MAX_SIDES];
        ShapePoint c[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb);
        grid_corners(g, i, c);
        for (int s = 0; s < sides; s++) {
            if ((nb[s] != GRID_NONE && nb[s] < i) || grid_side_open(g, i, (Dir)s))
                continue;
            wall(ctx, c[s], c[(s + 1) % sides]);
        }
    }
}

/* ---- edges ---------------------------------------------------------------- */

/* Index 0..2 of a single bit. */
static uint32_t shape_bit_index(uint8_t bit)
{
    return bit == 1u ? 0u : bit == 2u ? 1u : 2u;
}

uint32_t grid_edge_of(const Grid *g, uint32_t i, int s)
{
    uint8_t bit;
    uint32_t o = grid_owner(g, i, (Dir)s, &bit);
    return 4u * o + shape_bit_index(bit);
}

void grid_edge_cells(const Grid *g, uint32_t e, uint32_t *a, int *side, uint32_t *b)
{
    *a = e / 4u;
    *side = grid_shape(g)->owned_side(g, *a, (uint8_t)(1u << (e & 3u)));
    *b = grid_neighbor(g, *a, (Dir)*side);
}
