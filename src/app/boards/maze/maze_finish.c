/* maze_finish.c - the ends and the braid of the board's finished mazes
 * (maze_finish.h).
 *
 * Each pane keeps its generator's maze as made (its pass bytes, before the
 * braid), so a new braid share applies at once to the maze on screen
 * instead of generating it again: the same maze with more loops or fewer. */
#include "boards/maze/maze_finish.h"

#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "maze/braid.h"

struct MazeFinish {
    bool done[MAZE_MAX_PANES];      /* pane k's maze is finished */
    uint8_t *base[MAZE_MAX_PANES];  /* its generator's maze, n bytes, once done */
    uint32_t base_n[MAZE_MAX_PANES];
    uint8_t *kept;                  /* pane 0's finished maze while its timeline
                                       is away from the end, or NULL */
    GridEnds kept_ends;
};

GridEnds maze_finish_ends(const MazeSettings *s, int w, int h)
{
    Grid shape = { .w = w, .h = h, .n = (uint32_t)w * (uint32_t)h };
    GridEnds e = grid_default_ends(w, h);
    if (s->start.set && s->start.x < w && s->start.y < h) {
        e.start = (uint32_t)s->start.y * (uint32_t)w + (uint32_t)s->start.x;
        e.start_side = (int8_t)grid_border_side(&shape, e.start, false);
    }
    if (s->goal.set && s->goal.x < w && s->goal.y < h) {
        e.goal = (uint32_t)s->goal.y * (uint32_t)w + (uint32_t)s->goal.x;
        e.goal_side = (int8_t)grid_border_side(&shape, e.goal, true);
    }
    /* one cell, one side: one opening serves, the goal has none */
    if (e.start == e.goal && e.start_side == e.goal_side)
        e.goal_side = GRID_INSIDE;
    return e;
}

void maze_finish_remember_ends(MazeSettings *s, const GridEnds *e, int w)
{
    s->start = (MazeEndCell){ true, (int)(e->start % (uint32_t)w), (int)(e->start / (uint32_t)w) };
    s->goal = (MazeEndCell){ true, (int)(e->goal % (uint32_t)w), (int)(e->goal / (uint32_t)w) };
}

/* The finish state, made on first use; NULL when out of memory. */
static MazeFinish *maze_finish_get(App *app)
{
    MazeState *maze = maze_of(app);
    if (!maze->finish)
        maze->finish = calloc(1, sizeof *maze->finish);
    return maze->finish;
}

/* Forgets every pane's finish. */
static void maze_finish_forget(MazeFinish *f)
{
    for (int k = 0; k < MAZE_MAX_PANES; k++) {
        free(f->base[k]);
        f->base[k] = NULL;
        f->done[k] = false;
    }
    free(f->kept);
    f->kept = NULL;
}

void maze_finish_free(App *app)
{
    MazeFinish *f = maze_of(app)->finish;
    if (f)
        maze_finish_forget(f);
    free(f);
    maze_of(app)->finish = NULL;
}

bool maze_finish_restart(App *app)
{
    MazeFinish *f = maze_finish_get(app);
    if (!f) {
        app_status(app, "out of memory");
        return false;
    }
    maze_finish_forget(f);
    const Bias *b = maze_of(app)->bias;
    for (int k = 0; k < b->panes; k++) {
        Grid *g = &b->pane[k].run->grid;
        GridEnds e = maze_finish_ends(maze_set(app), g->w, g->h);
        grid_set_ends(g, &e);
    }
    return true;
}

/* The dirty list pane k's picture repaints from. */
static DirtyList *maze_finish_dirty(App *app, int k)
{
    return k == 0 ? &maze_of(app)->dirty : &maze_of(app)->bias->pane[k].dirty;
}

/* Braids pane k's maze from its generator's maze (kept on the first call). */
static void maze_finish_braid_pane(App *app, MazeFinish *f, int k)
{
    GenRun *run = maze_of(app)->bias->pane[k].run;
    Grid *g = &run->grid;
    if (!f->base[k] || f->base_n[k] != g->n) {
        free(f->base[k]);
        f->base[k] = malloc(g->n);
        f->base_n[k] = g->n;
        if (f->base[k])
            memcpy(f->base[k], g->pass, g->n);
    } else {
        memcpy(g->pass, f->base[k], g->n);
    }
    /* Out of memory: no braid (the maze is the generator's). */
    braid_apply(g, maze_set(app)->braid, run->seed, NULL);
    maze_finish_dirty(app, k)->overflow = true;
}

bool maze_finish_poll(App *app)
{
    MazeFinish *f = maze_finish_get(app);
    const Bias *b = maze_of(app)->bias;
    bool changed = false;
    if (!f)
        return false;
    for (int k = 0; k < b->panes; k++) {
        GenRun *run = b->pane[k].run;
        if (!run_done(run)) {
            f->done[k] = false;         /* pane 0's timeline took it back */
            continue;
        }
        if (f->done[k])
            continue;
        if (k == 0 && f->kept) {
            memcpy(run->grid.pass, f->kept, run->grid.n);
            run->grid.ends = f->kept_ends;
            free(f->kept);
            f->kept = NULL;
            maze_of(app)->dirty.overflow = true;
        } else {
            maze_finish_braid_pane(app, f, k);
        }
        f->done[k] = true;
        changed = true;
    }
    return changed;
}

void maze_finish_leave(App *app)
{
    MazeFinish *f = maze_finish_get(app);
    const Grid *g = &maze_of(app)->run->grid;
    if (!f || !f->done[0] || f->kept)
        return;
    if ((f->kept = malloc(g->n)) != NULL) {
        memcpy(f->kept, g->pass, g->n);
        f->kept_ends = g->ends;
    }
}

bool maze_finish_ready(const App *app)
{
    const MazeFinish *f = maze_of(app)->finish;
    return f && f->done[0] && run_done(maze_of(app)->run);
}

bool maze_finish_braid(App *app, int percent)
{
    MazeFinish *f = maze_finish_get(app);
    maze_set(app)->braid = percent < 0 ? 0 : percent > BRAID_MAX ? BRAID_MAX : percent;
    if (!f)
        return false;
    free(f->kept);          /* kept aside with the old braid: made afresh at the end */
    f->kept = NULL;
    bool changed = false;
    for (int k = 0; k < maze_of(app)->bias->panes; k++)
        if (f->done[k]) {
            maze_finish_braid_pane(app, f, k);
            changed = true;
        }
    return changed;
}
