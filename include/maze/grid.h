/* grid.h - a W x H maze: which passages are open, where it starts and
 * ends, and what each cell means to the viewer right now.
 *
 * This is the square grid, and every function here works on the other
 * shapes too (shape.h: polar, hexagonal, triangular, a square with a
 * mask): a grid whose `topo` is not NULL carries its shape, and a Dir is
 * then a side number of the cell (0 .. grid_sides - 1, clockwise), and
 * the passage bits are the shape's. What follows describes the plain
 * square, whose code paths are the ones below.
 *
 * Topology and marks are separate arrays. Each passage is stored exactly once:
 * a cell records only its east and south passages; its north and west ones are
 * the south and east passages of the neighbours. A cell of the last column
 * never has PASS_E set, nor one of the last row PASS_S (grid_carve refuses
 * them), so code that reads the bits directly need not test for the edge
 * (solve_util.h does, on the hot paths of the solvers). The outer boundary is always
 * wall except the openings of the two ends: the start (by default the
 * top-left cell, open to the north: the entrance) and the goal (by default
 * the bottom-right cell, open to the south: the exit). Either end may be any
 * cell; an end on the border may be open on one of its outer sides, an end
 * inside the maze (or on the border with GRID_INSIDE) has no opening.
 *
 * Cells are addressed by index i = y * w + x (uint32_t: at most 8192^2). */
#ifndef MAZE_GRID_H
#define MAZE_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/status.h"

enum { MAZE_MAX_SIDE = 8192 };          /* largest width or height, cells */
enum { GRID_MAX_SIDES = 6 };            /* most sides a cell of any shape has */
#define GRID_NONE UINT32_MAX            /* "no cell" */

typedef enum Dir { DIR_N = 0, DIR_E = 1, DIR_S = 2, DIR_W = 3 } Dir;

enum {
    PASS_E = 1u,    /* open passage to the east neighbour */
    PASS_S = 2u     /* open passage to the south neighbour */
};

/* What a cell is to the algorithm working on it; the renderer colours it. */
typedef enum Mark {
    MARK_BLANK = 0,     /* not yet part of the maze: drawn as solid wall */
    MARK_DONE,          /* part of the maze, nothing more to do here */
    MARK_CURRENT,       /* where the algorithm is working now */
    MARK_STACK,         /* on a stack or active list (backtracker, growing tree) */
    MARK_FRONTIER,      /* next to the maze, a candidate to join it (Prim) */
    MARK_WALK_N,        /* on a random walk, left heading north (Wilson) */
    MARK_WALK_E,
    MARK_WALK_S,
    MARK_WALK_W,
    MARK_RUN,           /* in the current run or row (sidewinder, Eller) */
    MARK_WALL,          /* a wall just added (recursive division) */
    MARK_WALK_4,        /* on a random walk, left by side 4 or 5 (cells */
    MARK_WALK_5,        /* of six sides; sides 0..3 use MARK_WALK_N..W) */
    MARK_COUNT
} Mark;

struct GridTopo;

enum { GRID_INSIDE = -1 };   /* an end's side: no opening in the outer wall */

/* The two ends of a maze: cells, and the side each is open on. */
typedef struct GridEnds {
    uint32_t start;     /* where a solver starts (default 0: top left) */
    uint32_t goal;      /* where it wants to go (default n - 1: bottom right) */
    int8_t start_side;  /* the start's opening in the outer wall (a Dir on the
                           boundary of start), or GRID_INSIDE */
    int8_t goal_side;   /* the goal's, likewise */
} GridEnds;

typedef struct Grid {
    int w, h;           /* size in cells, 1..MAZE_MAX_SIDE each */
    uint32_t n;         /* w * h */
    uint8_t *pass;      /* n entries: PASS_E | PASS_S */
    uint8_t *mark;      /* n entries: Mark */
    struct GridTopo *topo;  /* NULL: the plain square; else its shape and
                           mask (shape.h), owned by the grid */
    GridEnds ends;      /* set by grid_init (or the shape's init) to the
                           defaults; grid_set_ends. On other shapes the
                           sides are the shape's side numbers */
} Grid;

/* The shaped grid's answers behind the inline functions below (shape.c). */
uint32_t grid_topo_neighbor(const Grid *g, uint32_t i, int s);
uint32_t grid_topo_owner(const Grid *g, uint32_t i, int s, uint8_t *bit);

/* True when g is the plain square (no other shape, no mask): the fast
 * paths written for it apply. */
static inline bool grid_is_square(const Grid *g) { return g->topo == NULL; }

/* True when 1 <= w, h <= MAZE_MAX_SIDE. */
bool grid_size_ok(long w, long h);

/* Makes g a w x h grid with every passage closed, every mark MARK_BLANK,
 * and the default ends (grid_default_ends).
 * Returns MAZE_ERR_SIZE for a bad size, MAZE_ERR_NOMEM when out of memory;
 * on error g is left empty (safe to grid_free). Free with grid_free. */
MazeStatus grid_init(Grid *g, int w, int h);

/* Releases g's arrays and leaves it empty. NULL or empty is fine. */
void grid_free(Grid *g);

/* Closes every passage and sets every mark to MARK_BLANK; the ends stay. */
void grid_reset(Grid *g);

/* Opens every interior passage and sets every mark to `mark` (recursive
 * division starts from an open field). */
void grid_open_all(Grid *g, Mark mark);

/* Index of the neighbour of cell i in direction d, or GRID_NONE at the edge. */
static inline uint32_t grid_neighbor(const Grid *g, uint32_t i, Dir d)
{
    if (g->topo)
        return grid_topo_neighbor(g, i, (int)d);
    uint32_t x = i % (uint32_t)g->w;
    switch (d) {
    case DIR_N: return i >= (uint32_t)g->w ? i - (uint32_t)g->w : GRID_NONE;
    case DIR_S: return i + (uint32_t)g->w < g->n ? i + (uint32_t)g->w : GRID_NONE;
    case DIR_E: return x + 1 < (uint32_t)g->w ? i + 1 : GRID_NONE;
    case DIR_W: return x > 0 ? i - 1 : GRID_NONE;
    }
    return GRID_NONE;
}

/* The cell whose pass byte stores the passage on side d of cell i, and which
 * bit of it. Returns GRID_NONE on the outer boundary. */
static inline uint32_t grid_owner(const Grid *g, uint32_t i, Dir d, uint8_t *bit)
{
    if (g->topo)
        return grid_topo_owner(g, i, (int)d, bit);
    switch (d) {
    case DIR_E: *bit = PASS_E; return i % (uint32_t)g->w + 1 < (uint32_t)g->w ? i : GRID_NONE;
    case DIR_S: *bit = PASS_S; return i + (uint32_t)g->w < g->n ? i : GRID_NONE;
    case DIR_W: *bit = PASS_E; return i % (uint32_t)g->w > 0 ? i - 1 : GRID_NONE;
    case DIR_N: *bit = PASS_S; return i >= (uint32_t)g->w ? i - (uint32_t)g->w : GRID_NONE;
    }
    return GRID_NONE;
}

/* True when the passage on side d of cell i is open. The outer boundary is
 * closed (the entrance and exit are not passages between cells). */
static inline bool grid_is_open(const Grid *g, uint32_t i, Dir d)
{
    uint8_t bit;
    uint32_t o = grid_owner(g, i, d, &bit);
    return o != GRID_NONE && (g->pass[o] & bit);
}

/* True when side d of cell i is open in a picture of the maze: an open
 * passage, or the opening of the start or of the goal. Every other side on
 * the outer boundary is wall. */
static inline bool grid_side_open(const Grid *g, uint32_t i, Dir d)
{
    if ((i == g->ends.start && (int)d == g->ends.start_side) ||
        (i == g->ends.goal && (int)d == g->ends.goal_side))
        return true;
    return grid_is_open(g, i, d);
}

/* Opens (carve) or closes (wall) the passage on side d of cell i and returns
 * the index of the cell whose pass byte changed, or GRID_NONE when side d is
 * the outer boundary (nothing changes). */
static inline uint32_t grid_carve(Grid *g, uint32_t i, Dir d)
{
    uint8_t bit;
    uint32_t o = grid_owner(g, i, d, &bit);
    if (o != GRID_NONE)
        g->pass[o] |= bit;
    return o;
}

static inline uint32_t grid_wall(Grid *g, uint32_t i, Dir d)
{
    uint8_t bit;
    uint32_t o = grid_owner(g, i, d, &bit);
    if (o != GRID_NONE)
        g->pass[o] &= (uint8_t)~bit;
    return o;
}

/* The direction opposite d (the square's; grid_back for any shape). */
static inline Dir dir_opposite(Dir d) { return (Dir)((d + 2) & 3); }

/* A step in direction d: -1, 0 or 1 across (x grows east) and down (y grows
 * south). */
static inline int dir_dx(Dir d) { return d == DIR_E ? 1 : d == DIR_W ? -1 : 0; }
static inline int dir_dy(Dir d) { return d == DIR_S ? 1 : d == DIR_N ? -1 : 0; }

/* Number of open passages on the sides of cell i (0..4 on the square). */
int grid_degree(const Grid *g, uint32_t i);

/* Number of open interior passages. */
uint64_t grid_passage_count(const Grid *g);

/* True when every cell is reachable from cell 0 through open passages
 * (with a mask: every cell on, from the first one on).
 * Allocates a visited bitmap; returns false also when out of memory. */
bool grid_is_connected(const Grid *g);

/* True when g is a perfect maze: connected, with exactly n - 1 passages
 * (n: the cells on), so there is exactly one path between any two cells. */
bool grid_is_perfect(const Grid *g);

/* True when a and b have the same shape, size, mask and passages (marks
 * ignored). */
bool grid_same_passages(const Grid *a, const Grid *b);

/* True when cells[0..len) is a walk through g's open passages: every cell
 * inside the grid, each a neighbour of the one before it through an open
 * passage (a solver's path is one). True for len 0. */
bool grid_walk_ok(const Grid *g, const uint32_t *cells, size_t len);

/* The start cell and the goal cell (by default the top-left entrance and
 * the bottom-right exit). */
static inline uint32_t grid_entrance(const Grid *g) { return g->ends.start; }
static inline uint32_t grid_exit(const Grid *g) { return g->ends.goal; }

/* ---- the ends ------------------------------------------------------------- */

/* The ends of a w x h square maze (w, h valid) by default: the top-left
 * cell open to the north, the bottom-right cell open to the south. */
GridEnds grid_default_ends(int w, int h);

/* The ends g's shape puts by default (grid_default_ends on the plain
 * square; shape.h says where the others put them). */
GridEnds grid_shape_default_ends(const Grid *g);

/* The side an end at cell i opens on when none is named: on the square the
 * start looks north, west, east, south in that order, the goal south,
 * east, west, north (so the corners give the defaults); on other shapes
 * the first (start) or last (goal) side on the outer boundary. GRID_INSIDE
 * for a cell with no side on the outer boundary. i must be a cell of g. */
int grid_border_side(const Grid *g, uint32_t i, bool goal);

/* True when e fits g: both cells inside it, each side GRID_INSIDE or a
 * side of its cell on the outer boundary, and not both ends open on the
 * same side of the same cell. */
bool grid_ends_ok(const Grid *g, const GridEnds *e);

/* Sets g's ends to e. Returns MAZE_OK, or MAZE_ERR_ARG (g unchanged) when
 * they do not fit g (grid_ends_ok). */
MazeStatus grid_set_ends(Grid *g, const GridEnds *e);

/* True when g's ends are the defaults (titles and file names mention
 * them only when they are not). */
bool grid_ends_default(const Grid *g);

/* The block (x, y) of the start's (goal false) or the goal's opening in the
 * maze's block view, (2W+1) x (2H+1) blocks with cell (x, y) at block
 * (2x+1, 2y+1); false, leaving them, when that end has no opening. */
bool grid_end_gap(const Grid *g, bool goal, long *bx, long *by);

#endif
