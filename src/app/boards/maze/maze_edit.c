/* maze_edit.c - the maze changed by hand (maze_edit.h). */
#include "boards/maze/maze_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_finish.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_teach.h"
#include "maze/edit.h"
#include "maze/shape.h"
#include "maze/mem.h"
#include "maze/textio.h"
#include "maze/weights.h"

struct MazeEdit {
    EditHistory *history;   /* pane 0's maze's changes */
    uint8_t *cost;          /* its weights once mud was painted, or NULL */
    char source[160];       /* the file it was read from, or "" */
    bool stroke;            /* a stroke of the pointer is under way */
    bool mud;               /* ... painting mud (else walls) */
    uint32_t painted;       /* walls or cells it changed */
    bool due;               /* the maze changed: the solver runs again */
};

/* The edit state with its history, made on first use; NULL when out of
 * memory (said in the status line). */
static MazeEdit *maze_edit_get(App *app)
{
    MazeState *maze = maze_of(app);
    if (!maze->edit && (maze->edit = calloc(1, sizeof *maze->edit)) != NULL &&
        (maze->edit->history = edit_new(MAZE_EDIT_BYTES, MAZE_EDIT_STEPS)) != NULL)
        edit_set_dirty(maze->edit->history, &maze->dirty);
    if (maze->edit && maze->edit->history)
        return maze->edit;
    app_status(app, "Cannot change the maze: out of memory");
    return NULL;
}

void maze_edit_free(App *app)
{
    MazeEdit *e = maze_of(app)->edit;
    if (e) {
        edit_free(e->history);
        mem_free(e->cost);
    }
    free(e);
    maze_of(app)->edit = NULL;
}

void maze_edit_forget(App *app, bool keep_source)
{
    MazeEdit *e = maze_of(app)->edit;
    if (!e)
        return;
    if (e->history)
        edit_reset(e->history);
    mem_free(e->cost);
    e->cost = NULL;
    if (!keep_source)
        e->source[0] = '\0';
}

bool maze_edit_edited(const App *app)
{
    const MazeEdit *e = maze_of(app)->edit;
    return e && e->history && !edit_at_origin(e->history);
}

const uint8_t *maze_edit_cost(const App *app)
{
    const MazeEdit *e = maze_of(app)->edit;
    return e ? e->cost : NULL;
}

const char *maze_edit_source(const App *app)
{
    const MazeEdit *e = maze_of(app)->edit;
    return e ? e->source : "";
}

bool maze_edit_square(const App *app)
{
    return maze_set(app)->shape == SHAPE_SQUARE && !maze_set(app)->mask;
}

bool maze_edit_allowed(App *app)
{
    if (!maze_edit_square(app)) {
        app_status(app, "Changing the maze by hand works on the plain square, not on this shape");
        return false;
    }
    if (maze_of(app)->bias->panes > 1) {
        app_status(app, "Changing the maze works on one maze: compare mode is on (C turns it off)");
        return false;
    }
    if (!maze_finish_ready(app)) {
        app_status(app, "The maze is not finished yet: press F to finish it, then change it");
        return false;
    }
    return true;
}

/* Closes the step under way and says what became of it: the oldest
 * changes dropped, or this one too big to undo. Returns true when it
 * changed the maze. */
static bool maze_edit_close(App *app, MazeEdit *e, const char *done)
{
    EditDone d = edit_end(e->history);
    if (d.too_big)
        app_status(app, "%s: too big to undo (the history keeps %d MB); earlier changes cannot be undone either",
                   done, MAZE_EDIT_BYTES >> 20);
    else if (d.dropped)
        app_status(app, "%s; the undo history is full: its oldest change was dropped", done);
    else if (d.changes || d.kept)
        app_status(app, "%s (Ctrl+Z undoes it)", done);
    return d.kept || d.too_big;
}

/* The ends of the maze now, kept for the next mazes, and a new solve. */
static void maze_edit_ends_changed(App *app)
{
    const Grid *g = &maze_of(app)->run->grid;
    maze_finish_remember_ends(maze_set(app), &g->ends, g->w);
    maze_solver_refresh(app);
}

bool maze_edit_move_end(App *app, bool goal, uint32_t cell, int side)
{
    MazeEdit *e;
    if (!maze_edit_allowed(app) || !(e = maze_edit_get(app)))
        return false;
    Grid *g = &maze_of(app)->run->grid;
    if (cell >= g->n)
        return false;
    GridEnds ends = g->ends;
    if (side == MAZE_EDIT_SIDE_AUTO)
        side = grid_border_side(g, cell, goal);
    *(goal ? &ends.goal : &ends.start) = cell;
    *(goal ? &ends.goal_side : &ends.start_side) = (int8_t)side;
    const char *what = goal ? "goal" : "start";
    if (!grid_ends_ok(g, &ends)) {
        app_status(app, "The %s cannot open there: the %s opens on that side of that cell",
                   what, goal ? "start" : "goal");
        return false;
    }
    char done[160];
    uint32_t w = (uint32_t)g->w;
    snprintf(done, sizeof done, "%s moved to (%u,%u)%s", goal ? "Goal" : "Start", cell % w, cell / w,
             side == GRID_INSIDE ? ", inside the maze" : "");
    edit_begin(e->history, what);
    edit_ends(e->history, g, &ends);
    if (maze_edit_close(app, e, done))
        maze_edit_ends_changed(app);
    return true;
}

void maze_edit_corners(App *app)
{
    MazeEdit *e;
    if (!maze_edit_allowed(app) || !(e = maze_edit_get(app)))
        return;
    Grid *g = &maze_of(app)->run->grid;
    GridEnds ends = grid_default_ends(g->w, g->h);
    edit_begin(e->history, "ends");
    edit_ends(e->history, g, &ends);
    if (maze_edit_close(app, e, "Start and goal back in the corners"))
        maze_edit_ends_changed(app);
    maze_set(app)->start.set = maze_set(app)->goal.set = false;
}

/* Opens a stroke when none is (a wall painted on its own). */
static MazeEdit *maze_edit_stroke(App *app, bool mud)
{
    MazeEdit *e = maze_edit_get(app);
    if (e && !e->stroke) {
        edit_begin(e->history, mud ? "mud" : "walls");
        e->stroke = true;
        e->mud = mud;
        e->painted = 0;
    }
    return e;
}

void maze_edit_begin(App *app, bool mud)
{
    if (!maze_edit_allowed(app))
        return;
    maze_edit_end(app);                 /* a stroke whose end was lost */
    maze_edit_stroke(app, mud);
}

void maze_edit_wall(App *app, uint32_t cell, Dir d, bool open)
{
    MazeEdit *e;
    if (!maze_edit_allowed(app) || !(e = maze_edit_stroke(app, false)))
        return;
    if (edit_passage(e->history, &maze_of(app)->run->grid, cell, d, open)) {
        e->painted++;
        e->due = true;
    }
}

void maze_edit_mud(App *app, uint32_t cell, bool mud)
{
    MazeEdit *e;
    Grid *g = &maze_of(app)->run->grid;
    if (!maze_edit_allowed(app) || !(e = maze_edit_stroke(app, true)))
        return;
    if (!e->cost && !(e->cost = weights_new(g))) {
        app_status(app, "Cannot paint mud: out of memory");
        return;
    }
    if (edit_cost(e->history, g, e->cost, cell, mud ? WEIGHT_MUD : WEIGHT_PLAIN)) {
        e->painted++;
        e->due = true;
    }
}

void maze_edit_end(App *app)
{
    MazeEdit *e = maze_of(app)->edit;
    if (!e || !e->stroke)
        return;
    e->stroke = false;
    char done[160];
    if (e->mud)
        snprintf(done, sizeof done, "Mud: %u cell%s painted (%u mud cells, each costs %d to enter)",
                 e->painted, e->painted == 1 ? "" : "s",
                 e->cost ? weights_mud_count(e->cost, maze_of(app)->run->grid.n) : 0, WEIGHT_MUD);
    else
        snprintf(done, sizeof done, "Walls: %u changed", e->painted);
    maze_edit_close(app, e, done);
}

void maze_edit_field(App *app, bool open)
{
    MazeEdit *e;
    if (!maze_edit_allowed(app) || !(e = maze_edit_get(app)))
        return;
    maze_edit_end(app);
    edit_begin(e->history, open ? "open field" : "every wall");
    uint32_t n = edit_all(e->history, &maze_of(app)->run->grid, open);
    char done[160];
    snprintf(done, sizeof done, open ? "Every wall gone: an open field (%u cells changed)"
                                     : "Every wall back: no passage left (%u cells changed)", n);
    if (maze_edit_close(app, e, done))
        maze_solver_refresh(app);
}

void maze_edit_undo(App *app, bool redo)
{
    MazeEdit *e;
    if (!maze_edit_allowed(app) || !(e = maze_edit_get(app)))
        return;
    maze_edit_end(app);
    Grid *g = &maze_of(app)->run->grid;
    GridEnds before = g->ends;
    const char *what = redo ? edit_redo(e->history, g, e->cost) : edit_undo(e->history, g, e->cost);
    if (!what) {
        app_status(app, redo ? "Nothing to redo" : "Nothing to undo");
        return;
    }
    if (before.start != g->ends.start || before.goal != g->ends.goal ||
        before.start_side != g->ends.start_side || before.goal_side != g->ends.goal_side)
        maze_finish_remember_ends(maze_set(app), &g->ends, g->w);
    maze_solver_refresh(app);
    size_t left = redo ? edit_redo_count(e->history) : edit_undo_count(e->history);
    app_status(app, "%s: %s (%zu more to %s)", redo ? "Redone" : "Undone", what, left, redo ? "redo" : "undo");
}

void maze_edit_poll(App *app)
{
    MazeEdit *e = maze_of(app)->edit;
    if (e && e->due) {
        e->due = false;
        maze_solver_refresh(app);
    }
}

/* The file name part of path, for the title and file names. */
static const char *maze_edit_base(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash && slash[1] ? slash + 1 : path;
}

bool maze_edit_open(App *app, const char *path)
{
    Grid g = { 0 };
    TextError err;
    MazeStatus st = maze_read_file(path, &g, &err);
    const char *name = maze_edit_base(path);
    if (st == MAZE_OK && (g.w > MAZE_BOARD_MAX_SIDE || g.h > MAZE_BOARD_MAX_SIDE)) {
        app_status(app, "%s: a %dx%d maze is more than the window shows (%d cells a side)", name, g.w, g.h,
                   MAZE_BOARD_MAX_SIDE);
        grid_free(&g);
        return false;
    }
    if (st != MAZE_OK) {
        if (err.line)
            app_status(app, "Not a maze, nothing changed: %s, line %d, column %d: %s", name, err.line,
                       err.column, err.message);
        else
            app_status(app, "Not a maze, nothing changed: %s: %s", name,
                       err.message[0] ? err.message : maze_strerror(st));
        return false;
    }
    bool ok = maze_board_take(app, &g);
    grid_free(&g);
    MazeEdit *e = ok ? maze_edit_get(app) : NULL;
    if (!e)
        return false;
    snprintf(e->source, sizeof e->source, "%s", name);
    const Grid *now = &maze_of(app)->run->grid;
    app_status(app, "Opened %s: %dx%d, %llu passages; change it by hand, solve it, save it (Solve tab)",
                name, now->w, now->h, (unsigned long long)grid_passage_count(now));
    return true;
}
