/* shape.h - the shapes a maze's cells can have: square (with or without a
 * mask of cells switched off), polar (a disc of rings), hexagonal and
 * triangular.
 *
 * A shape is a descriptor (Shape) that answers, for cell i of a grid of
 * that shape: how many sides it has, which cell is beyond each (GRID_NONE
 * on the outer boundary), which side of that neighbour faces back, which
 * pass byte and bit store the passage, what the side is called ("north-
 * east", "clockwise", "outward"), and where the cell lies: its polygon in a
 * unit space that views scale (a side's wall is the segment from corner s
 * to corner s + 1). Sides are numbered 0 .. sides - 1 clockwise around the
 * cell, so a walker turns through them in order:
 *
 *   square    N E S W (the Dir values); cell (x, y) is i = y * w + x
 *   hex       N NE SE S SW NW; flat-topped hexagons in columns, odd
 *             columns half a cell lower; i = y * w + x
 *   triangle  alternating: (x, y) points up when x + y is odd, with sides
 *             east, south, west; down (cell 0 is) with north, east, west;
 *             i = y * w + x
 *   polar     a centre cell (i = 0) and rings around it, ring r (1 ..
 *             rings - 1) cut into 6 * 2^k cells, doubling outward where a
 *             cell would grow wider than 1.5 times its height. Cells of a
 *             ring are numbered clockwise from north, ring after ring. A
 *             ring cell's sides: inward, counter-clockwise, its outward
 *             neighbours (one, or two where the next ring doubles; one
 *             boundary side on the outer ring), clockwise. The centre's
 *             sides lead to the cells of ring 1, in order.
 *
 * A grid carries its shape (grid.h's Grid.topo): NULL for the plain
 * square, whose code paths stay exactly as they were; otherwise the
 * shape's tables, the mask and the two ends. Every grid.h function works
 * on every shape; generators may keep square-only fast paths and take the
 * general one where grid_is_square is false. Each passage is stored once,
 * as one bit of one cell's pass byte (the square keeps PASS_E and PASS_S),
 * so the pass bytes of a perfect maze hold exactly n - 1 set bits. */
#ifndef MAZE_SHAPE_H
#define MAZE_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/grid.h"
#include "maze/rng.h"
#include "maze/status.h"

typedef enum ShapeKind {
    SHAPE_SQUARE = 0,
    SHAPE_POLAR,
    SHAPE_HEX,
    SHAPE_TRIANGLE,
    SHAPE_KIND_COUNT
} ShapeKind;

/* The grids an algorithm runs on (Algo.shapes): one bit per kind and one
 * for a square with cells switched off. */
enum {
    SHAPES_SQUARE = 1u << SHAPE_SQUARE,
    SHAPES_POLAR = 1u << SHAPE_POLAR,
    SHAPES_HEX = 1u << SHAPE_HEX,
    SHAPES_TRIANGLE = 1u << SHAPE_TRIANGLE,
    SHAPES_MASKED = 1u << SHAPE_KIND_COUNT,
    SHAPES_ALL = SHAPES_SQUARE | SHAPES_POLAR | SHAPES_HEX | SHAPES_TRIANGLE | SHAPES_MASKED
};

enum {
    SHAPE_POLAR_MIN_RINGS = 2,      /* the centre and one ring */
    SHAPE_NAME_MAX = 32             /* room for shape_cell_name's text */
};

/* A point of the unit space: x to the right, y down. */
typedef struct ShapePoint {
    double x, y;
} ShapePoint;

typedef struct Shape {
    ShapeKind kind;
    const char *id;         /* "hex": --shape and file names */
    const char *name;       /* "Hexagonal": panel */
    int max_sides;          /* most sides a cell can have */
    /* The sides of cell i and the cell beyond each (GRID_NONE on the
     * outer boundary), in side order; the mask is not applied here. */
    int (*neighbors)(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES]);
    /* The side of cell i's neighbour through side s that faces i. */
    int (*back)(const Grid *g, uint32_t i, int s);
    /* The cell whose pass byte stores side s of cell i, and the bit; the
     * caller knows side s has a neighbour. */
    uint32_t (*owner)(const Grid *g, uint32_t i, int s, uint8_t *bit);
    /* The side of cell o that o's pass bit `bit` stores. */
    int (*owned_side)(const Grid *g, uint32_t o, uint8_t bit);
    /* Side s of cell i in words: "north-east", "clockwise", "outward". */
    const char *(*side_name)(const Grid *g, uint32_t i, int s);
    /* The side of cell i straight across from side s (a straight corridor
     * goes through both), or -1 when there is none. */
    int (*across)(const Grid *g, uint32_t i, int s);
    /* Which quarter side s of cell i faces, as a Dir (statistics count
     * dead ends by it): polar's outward is north, clockwise east. */
    Dir (*compass)(const Grid *g, uint32_t i, int s);
    /* Column and row of cell i: polar's cell in its ring and the ring. */
    void (*coords)(const Grid *g, uint32_t i, uint32_t *col, uint32_t *row);
    /* The first cell of row (polar: ring) `row`, 0 .. rows; row `rows`
     * gives n. */
    uint32_t (*row_start)(const Grid *g, uint32_t row);
    /* The size of the unit space the polygons lie in. */
    void (*extent)(const Grid *g, double *w, double *h);
    /* The corners of cell i, clockwise; side s runs from corner s to
     * corner s + 1 (the last to corner 0). Returns the sides. */
    int (*corners)(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES]);
    /* The cell's centre (where a solution's line passes). */
    ShapePoint (*centre)(const Grid *g, uint32_t i);
} Shape;

extern const Shape shape_square;
extern const Shape shape_polar;
extern const Shape shape_hex;
extern const Shape shape_triangle;

/* What a grid of a shape other than the plain square carries (grid.h's
 * Grid.topo). Owned by the grid; grid_init_like copies it. */
struct GridTopo {
    const Shape *shape;
    uint8_t *on;            /* the mask: n bytes, 1 on, 0 off; NULL: all on */
    uint32_t on_count;      /* cells on */
    GridEnds ends;          /* the shape's default ends (Grid.ends starts
                               as these): cells on the outer boundary and
                               the boundary side open */
    uint64_t recip;         /* gen_column_recip(w): x = i % w by a multiply */
    /* polar only */
    uint32_t rings;         /* h */
    uint32_t *ring_start;   /* rings + 1 entries: first cell of each, then n */
    uint32_t *ring_count;   /* rings entries: cells in each */
    uint32_t bands;         /* runs of rings with the same count, outermost
                               first (band_*[0]): a cell's ring in a few
                               compares (shape_polar.c) */
    uint32_t band_cell[32], band_ring[32], band_shift[32];
};

/* ---- making grids of a shape ---------------------------------------------- */

/* The shape with this id ("square", "polar", "hex", "triangle"), or NULL. */
const Shape *shape_find(const char *id);

/* The shape of kind k (a valid ShapeKind). */
const Shape *shape_of_kind(ShapeKind k);

/* The cells of a polar grid of `rings` rings, or 0 when there would be
 * more than MAZE_MAX_SIDE^2. */
uint64_t shape_polar_cell_count(int rings);

/* The ids, comma-separated ("square, polar, hex, triangle"). Static. */
const char *shape_ids(void);

/* True when a grid of shape k can be w x h: 1 .. MAZE_MAX_SIDE each way;
 * polar: w == h, at least SHAPE_POLAR_MIN_RINGS rings and at most
 * MAZE_MAX_SIDE^2 cells in all; triangle: 2 columns or more when there is
 * more than one row. When not, writes why (cap bytes, may be
 * NULL): "polar mazes are round: ..." */
bool shape_size_ok(ShapeKind k, long w, long h, char *why, size_t cap);

/* Makes g a grid of shape k, w x h (polar: h rings, w == h), every passage
 * closed, every mark MARK_BLANK. SHAPE_SQUARE gives the plain square
 * (grid_init). Returns MAZE_ERR_SIZE when shape_size_ok says no,
 * MAZE_ERR_NOMEM; on error g is left empty. Free with grid_free. */
MazeStatus grid_init_shape(Grid *g, ShapeKind k, int w, int h);

/* Makes g a w x h square grid with the cells where on[i] is 0 switched
 * off: they have no neighbours and are in no maze. on holds w * h bytes.
 * The entrance is the north side of the first cell on (row by row), the
 * exit the south side of the last. Returns MAZE_ERR_SIZE for a bad size,
 * MAZE_ERR_ARG when fewer than two cells are on or the cells on are not
 * connected (grid_mask_check says which), MAZE_ERR_NOMEM. */
MazeStatus grid_init_mask(Grid *g, int w, int h, const uint8_t *on);

/* Checks a w x h mask before use: at least two cells on, and the cells on
 * connected to each other through their sides. Returns true, or false
 * with why (cap bytes): "no cell is on", "only one cell is on", "the
 * cells on are not connected: (3,4) cannot be reached from (0,0)". */
bool grid_mask_check(int w, int h, const uint8_t *on, char *why, size_t cap);

/* Makes g an empty grid of the same shape, size and mask as model (every
 * passage closed, every mark blank, the shape's default ends). Returns MAZE_OK or MAZE_ERR_NOMEM
 * (g empty). */
MazeStatus grid_init_like(Grid *g, const Grid *model);

/* Makes dst an exact copy of src: shape, passages, marks and ends. Returns
 * MAZE_OK or MAZE_ERR_NOMEM (dst empty). */
MazeStatus grid_copy(Grid *dst, const Grid *src);

/* ---- asking a grid about its shape ---------------------------------------- */

/* True when a and b have the same shape, size and mask. */
bool grid_same_shape(const Grid *a, const Grid *b);

/* The shape of g (shape_square for the plain square). */
static inline const Shape *grid_shape(const Grid *g)
{
    return g->topo ? g->topo->shape : &shape_square;
}

/* True when g has cells switched off. */
static inline bool grid_masked(const Grid *g)
{
    return g->topo && g->topo->on;
}

/* True when cell i is in the maze (not switched off by a mask). */
static inline bool grid_cell_on(const Grid *g, uint32_t i)
{
    return !g->topo || !g->topo->on || g->topo->on[i];
}

/* The cells a maze on g joins: n, less those a mask switches off. */
static inline uint32_t grid_cells_on(const Grid *g)
{
    return g->topo ? g->topo->on_count : g->n;
}

/* The SHAPES_* bit g needs an algorithm to support. */
unsigned grid_shape_bit(const Grid *g);

/* A uniformly random cell of g that is on; draws exactly as rng_below(n)
 * on a grid without a mask. */
uint32_t grid_random_cell(const Grid *g, Rng *rng);

/* Side s of cell i in the words of g's shape ("north", "clockwise"); "?"
 * for a side the cell does not have. */
const char *grid_side_name(const Grid *g, uint32_t i, int s);

/* Writes how the shape names cell i into buf (cap bytes, SHAPE_NAME_MAX
 * is enough): "(3,4)" on grids of rows and columns; on a polar grid
 * "ring 2 cell 5", or "the centre". */
void grid_cell_name(const Grid *g, uint32_t i, char *buf, size_t cap);

/* The sides of cell i (4 on the square). */
int grid_sides(const Grid *g, uint32_t i);

/* Writes the neighbour through each side of cell i to out (GRID_NONE on
 * the boundary, or where a mask switches the neighbour off; all GRID_NONE
 * for a cell switched off) and returns the number of sides. */
int grid_neighbors(const Grid *g, uint32_t i, uint32_t out[GRID_MAX_SIDES]);

/* The side of the neighbour through side s of cell i that faces i
 * (dir_opposite on the square). */
int grid_back(const Grid *g, uint32_t i, int s);

/* The side of the start (entrance) and the goal (exit) that is open in the
 * outer wall, or GRID_INSIDE (DIR_N and DIR_S on the plain square by
 * default; Grid.ends). */
int grid_entrance_side(const Grid *g);
int grid_exit_side(const Grid *g);

/* ---- geometry ------------------------------------------------------------- */

/* The unit space g's polygons lie in: from (0, 0) to (*w, *h). */
void grid_extent(const Grid *g, double *w, double *h);

/* The corners of cell i, clockwise: side s is the segment from corner s
 * to corner s + 1 (the last back to corner 0). Returns the sides. */
int grid_corners(const Grid *g, uint32_t i, ShapePoint out[GRID_MAX_SIDES]);

/* The centre of cell i. */
ShapePoint grid_centre(const Grid *g, uint32_t i);

/* Calls wall(ctx, a, b) once for each closed side of g, each wall once:
 * every side of a cell that is on which is not an open passage and not
 * the entrance or exit opening (a wall between two cells is reported from
 * the lower index). Cells switched off have no walls of their own. */
typedef void (*ShapeWallFn)(void *ctx, ShapePoint a, ShapePoint b);
void grid_walls(const Grid *g, ShapeWallFn wall, void *ctx);

/* ---- passages as edges ---------------------------------------------------- */

/* The number of edge codes of g: a passage between cells i and j is edge
 * owner * 4 + k, owner the cell whose pass byte stores it and k the bit's
 * index (0..2), so codes lie in [0, 4 n). */
static inline uint32_t grid_edge_codes(const Grid *g)
{
    return 4u * g->n;
}

/* The edge code of side s of cell i (which must have a neighbour). */
uint32_t grid_edge_of(const Grid *g, uint32_t i, int s);

/* The two cells of edge code e, and the side of *a it is: e's owner and
 * the side its bit stores. */
void grid_edge_cells(const Grid *g, uint32_t e, uint32_t *a, int *side, uint32_t *b);

#endif
