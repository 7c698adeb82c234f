/* grid_ends.c - a maze's start and goal: where they may be, and the
 * openings they make in the outer wall. */
#include "maze/grid.h"
#include "maze/shape.h"

GridEnds grid_default_ends(int w, int h)
{
    return (GridEnds){ 0, (uint32_t)w * (uint32_t)h - 1, DIR_N, DIR_S };
}

int grid_border_side(const Grid *g, uint32_t i, bool goal)
{
    if (grid_shape(g)->kind != SHAPE_SQUARE) {
        /* Other shapes have no compass order: the first boundary side
         * clockwise for the start, the last for the goal, so the two ends
         * of one cell do not share a side. */
        uint32_t nb[GRID_MAX_SIDES];
        int sides = grid_neighbors(g, i, nb), found = GRID_INSIDE;
        for (int s = 0; s < sides; s++) {
            if (nb[s] == GRID_NONE) {
                found = s;
                if (!goal)
                    break;
            }
        }
        return found;
    }
    static const Dir order[2][4] = { { DIR_N, DIR_W, DIR_E, DIR_S },
                                     { DIR_S, DIR_E, DIR_W, DIR_N } };
    for (int k = 0; k < 4; k++)
        if (grid_neighbor(g, i, order[goal][k]) == GRID_NONE)
            return (int)order[goal][k];
    return GRID_INSIDE;
}

/* True when side is GRID_INSIDE or a side of cell i on the outer boundary. */
static bool grid_side_fits(const Grid *g, uint32_t i, int side)
{
    return side == GRID_INSIDE ||
           (side >= 0 && side < grid_sides(g, i) && grid_cell_on(g, i) &&
            grid_neighbor(g, i, (Dir)side) == GRID_NONE);
}

bool grid_ends_ok(const Grid *g, const GridEnds *e)
{
    return e->start < g->n && e->goal < g->n && grid_cell_on(g, e->start) &&
           grid_cell_on(g, e->goal) && grid_side_fits(g, e->start, e->start_side) &&
           grid_side_fits(g, e->goal, e->goal_side) &&
           !(e->start == e->goal && e->start_side == e->goal_side && e->start_side != GRID_INSIDE);
}

MazeStatus grid_set_ends(Grid *g, const GridEnds *e)
{
    if (!grid_ends_ok(g, e))
        return MAZE_ERR_ARG;
    g->ends = *e;
    return MAZE_OK;
}

bool grid_ends_default(const Grid *g)
{
    GridEnds d = grid_shape_default_ends(g);
    return g->ends.start == d.start && g->ends.goal == d.goal &&
           g->ends.start_side == d.start_side && g->ends.goal_side == d.goal_side;
}

bool grid_end_gap(const Grid *g, bool goal, long *bx, long *by)
{
    uint32_t i = goal ? g->ends.goal : g->ends.start;
    int side = goal ? g->ends.goal_side : g->ends.start_side;
    if (side == GRID_INSIDE || grid_shape(g)->kind != SHAPE_SQUARE)
        return false;       /* the block view is the square's */
    *bx = 2 * (long)(i % (uint32_t)g->w) + 1 + dir_dx((Dir)side);
    *by = 2 * (long)(i / (uint32_t)g->w) + 1 + dir_dy((Dir)side);
    return true;
}
