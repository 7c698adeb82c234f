/* maze_grip.c - the pointer on the maze picture: markers, walls, mud
 * (maze_grip.h). */
#include "boards/maze/maze_grip.h"

#include <math.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_finish.h"
#include "maze/weights.h"

enum { GRIP_MIN_RADIUS = 6 };   /* a marker stays big enough to grab on a shrunk maze */

double maze_grip_radius(const ZoomPlace *p)
{
    double r = 0.8 * p->px;
    return r < GRIP_MIN_RADIUS ? GRIP_MIN_RADIUS : r;
}

/* True when the picture's maze can be changed by hand now (maze_edit.h's
 * rule, read without a word in the status line: the view only looks). */
static bool grip_allowed(const App *app)
{
    return maze_finish_ready(app) && maze_of(app)->bias->panes == 1 && maze_edit_square(app);
}

/* The screen centre of cell i. */
static void grip_centre(const ZoomPlace *p, const Grid *g, uint32_t i, double *x, double *y)
{
    int bx = 2 * (int)(i % (uint32_t)g->w) + 1, by = 2 * (int)(i / (uint32_t)g->w) + 1;
    *x = p->x + (zoom_edge(p->px, bx) + zoom_edge(p->px, bx + 1)) / 2.0;
    *y = p->y + (zoom_edge(p->px, by) + zoom_edge(p->px, by + 1)) / 2.0;
}

/* True when (mx, my) is on the marker of cell i. */
static bool grip_on_marker(const ZoomPlace *p, const Grid *g, uint32_t i, int mx, int my)
{
    double cx, cy, r = maze_grip_radius(p);
    grip_centre(p, g, i, &cx, &cy);
    return (mx - cx) * (mx - cx) + (my - cy) * (my - cy) <= r * r;
}

/* The interior wall of block (bx, by) as a cell and its east or south
 * side; false for any other block. */
static bool grip_wall(const Grid *g, int bx, int by, uint32_t *cell, Dir *d)
{
    if ((bx + by) % 2 == 0 || bx < 1 || by < 1 || bx > 2 * g->w - 1 || by > 2 * g->h - 1)
        return false;
    bool east = bx % 2 == 0;    /* a vertical wall: between two cells of a row */
    int x = east ? bx / 2 - 1 : (bx - 1) / 2, y = east ? (by - 1) / 2 : by / 2 - 1;
    *cell = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
    *d = east ? DIR_E : DIR_S;
    return true;
}

/* The cell of block (bx, by), when it is a cell's own block. */
static bool grip_cell(const Grid *g, int bx, int by, uint32_t *cell)
{
    if (bx % 2 == 0 || by % 2 == 0)
        return false;
    *cell = (uint32_t)(by / 2) * (uint32_t)g->w + (uint32_t)(bx / 2);
    return true;
}

static void grip_post(App *app, int kind, long arg, uint64_t value)
{
    app_post_action(app, (AppAction){ .board = app->queue.from, .kind = kind, .arg = arg, .value = value });
}

/* Paints block (bx, by) with the grip's state when it is of the grip's kind
 * and not the one painted last. */
static void grip_paint(MazeGrip *grip, App *app, const Grid *g, int bx, int by)
{
    long id = (long)by * (2L * g->w + 1) + bx;
    uint32_t cell;
    Dir d;
    if (id == grip->last)
        return;
    if (grip->kind == MAZE_GRIP_WALLS && grip_wall(g, bx, by, &cell, &d)) {
        grip_post(app, MAZE_EDIT_WALL, (long)cell, (uint64_t)d | (grip->value ? MAZE_EDIT_OPEN : 0));
        grip->last = id;
    } else if (grip->kind == MAZE_GRIP_MUD && grip_cell(g, bx, by, &cell)) {
        grip_post(app, MAZE_EDIT_MUD, (long)cell, grip->value);
        grip->last = id;
    }
}

/* Paints every block on the segment the pointer moved along, so that a
 * quick drag leaves no gaps: points half a block apart. */
static void grip_stroke(MazeGrip *grip, App *app, const ZoomPlace *p, const Grid *g, int x0, int y0,
                        int x1, int y1)
{
    double len = hypot(x1 - x0, y1 - y0), step = p->px / 2 > 1 ? p->px / 2 : 1;
    int n = (int)ceil(len / step);
    for (int k = 1; k <= n; k++) {
        double f = (double)k / n;
        int bx, by;
        if (zoom_hit(p, (int)lround(x0 + (x1 - x0) * f), (int)lround(y0 + (y1 - y0) * f), &bx, &by))
            grip_paint(grip, app, g, bx, by);
    }
}

/* Where a marker let go of at block (bx, by) lands: that cell (its side
 * chosen for it), or on a block of the outer wall, the cell inside it with
 * its opening there. Returns false off the maze (a corner post outside). */
static bool grip_drop(const Grid *g, int bx, int by, uint32_t *cell, int *side)
{
    int bw = 2 * g->w + 1, bh = 2 * g->h + 1;
    *side = MAZE_EDIT_SIDE_AUTO;
    if (bx == 0 && by % 2)
        *side = DIR_W;
    else if (bx == bw - 1 && by % 2)
        *side = DIR_E;
    else if (by == 0 && bx % 2)
        *side = DIR_N;
    else if (by == bh - 1 && bx % 2)
        *side = DIR_S;
    else if (bx == 0 || by == 0 || bx == bw - 1 || by == bh - 1)
        return false;
    int x = bx < 1 ? 0 : (bx - 1) / 2, y = by < 1 ? 0 : (by - 1) / 2;
    x = x < g->w ? x : g->w - 1;
    y = y < g->h ? y : g->h - 1;
    *cell = (uint32_t)y * (uint32_t)g->w + (uint32_t)x;
    return true;
}

/* A press: which grip it starts, if any. */
static void grip_press(MazeGrip *grip, Ui *ui, App *app, const ZoomPlace *p, const Grid *g)
{
    int bx, by, mx = ui->in.mx, my = ui->in.my;
    uint32_t cell;
    Dir d;
    if (!zoom_hit(p, mx, my, &bx, &by))
        return;
    grip->last = -1;
    if (grip_on_marker(p, g, g->ends.goal, mx, my) || grip_on_marker(p, g, g->ends.start, mx, my)) {
        grip->kind = MAZE_GRIP_END;
        grip->goal = grip_on_marker(p, g, g->ends.goal, mx, my);    /* drawn on top */
    } else if ((maze_set(app)->mud_brush || ui->in.shift) && grip_cell(g, bx, by, &cell)) {
        const uint8_t *cost = maze_edit_cost(app);
        grip->kind = MAZE_GRIP_MUD;
        grip->value = !(cost && cost[cell] > WEIGHT_PLAIN);
        grip_post(app, MAZE_EDIT_BEGIN, 1, 0);
        grip_paint(grip, app, g, bx, by);
    } else if (grip_wall(g, bx, by, &cell, &d)) {
        grip->kind = MAZE_GRIP_WALLS;
        grip->value = !grid_is_open(g, cell, d);
        grip_post(app, MAZE_EDIT_BEGIN, 0, 0);
        grip_paint(grip, app, g, bx, by);
    } else {
        return;                         /* the zoom's: a pan */
    }
    ui->pointer_used = true;
}

void maze_grip_input(MazeGrip *grip, Ui *ui, App *app, const ZoomPlace *p)
{
    const Grid *g = &maze_of(app)->run->grid;
    if (grip->kind == MAZE_GRIP_NONE && ui->in.pressed && !ui->pointer_used && grip_allowed(app))
        grip_press(grip, ui, app, p, g);
    else if (grip->kind == MAZE_GRIP_WALLS || grip->kind == MAZE_GRIP_MUD)
        grip_stroke(grip, app, p, g, grip->mx, grip->my, ui->in.mx, ui->in.my);
    grip->mx = ui->in.mx;
    grip->my = ui->in.my;
    if (grip->kind == MAZE_GRIP_NONE || ui->in.down)
        return;
    /* let go */
    if (grip->kind == MAZE_GRIP_END) {
        int bx, by, side;
        uint32_t cell;
        if (zoom_hit(p, ui->in.mx, ui->in.my, &bx, &by) && grip_drop(g, bx, by, &cell, &side))
            grip_post(app, MAZE_MOVE_END, (long)cell, (uint64_t)grip->goal | (uint64_t)(side + 2) << 1);
    } else {
        grip_post(app, MAZE_EDIT_END, 0, 0);
    }
    grip->kind = MAZE_GRIP_NONE;
}
