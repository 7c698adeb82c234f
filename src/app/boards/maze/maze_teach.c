/* maze_teach.c - the maze board's timelines (see maze_teach.h). */
#include "boards/maze/maze_teach.h"

#include <stdlib.h>

#include "boards/maze/bias/bias.h"
#include "boards/teach/teach_view.h"

struct MazeTeach {
    Timeline *gen;          /* over maze_of(app)->run, or NULL */
    Timeline *solve;        /* over maze_of(app)->solve, or NULL */
    bool gen_failed;        /* no timeline for this run: do not retry */
    bool solve_failed;
    StepReport gen_report;  /* the generator's last step */
    StepReport solve_report;
};

void maze_teach_forget(App *app, bool all)
{
    MazeState *maze = maze_of(app);
    MazeTeach *t = maze->teach;
    if (!t)
        return;
    if (maze->solve)
        run_set_report(maze->solve, NULL);
    timeline_free(t->solve);
    t->solve = NULL;
    t->solve_failed = false;
    if (!all)
        return;
    if (maze->run)
        run_set_report(maze->run, NULL);
    timeline_free(t->gen);
    t->gen = NULL;
    t->gen_failed = false;
}

void maze_teach_free(App *app)
{
    maze_teach_forget(app, true);
    free(maze_of(app)->teach);
    maze_of(app)->teach = NULL;
}

/* The teach state, made on first use; NULL when out of memory. */
static MazeTeach *maze_teach_get(App *app)
{
    MazeState *maze = maze_of(app);
    if (!maze->teach)
        maze->teach = calloc(1, sizeof *maze->teach);
    return maze->teach;
}

/* The generator's timeline, made when the run has none yet; NULL for
 * compare mode, a big maze or no memory. */
static Timeline *maze_teach_gen_tl(App *app)
{
    MazeTeach *t = maze_teach_get(app);
    GenRun *run = maze_of(app)->run;
    if (!t || t->gen_failed || maze_of(app)->bias->panes != 1)
        return NULL;
    if (!t->gen) {
        MazeStatus st;
        if (run->grid.n <= TEACH_MAX_CELLS)
            t->gen = timeline_new_run(run, &st);
        t->gen_failed = !t->gen;
        if (t->gen)
            run_set_report(run, &t->gen_report);
    }
    return t->gen;
}

static Timeline *maze_teach_solve_tl(App *app)
{
    MazeTeach *t = maze_teach_get(app);
    SolveRun *run = maze_of(app)->solve;
    if (!t || !run || t->solve_failed)
        return NULL;
    if (!t->solve) {
        MazeStatus st;
        if (maze_of(app)->run->grid.n <= TEACH_MAX_CELLS)
            t->solve = timeline_new_run(run, &st);
        t->solve_failed = !t->solve;
        if (t->solve)
            run_set_report(run, &t->solve_report);
    }
    return t->solve;
}

void maze_teach_begin(App *app)
{
    maze_teach_gen_tl(app);
    maze_teach_solve_tl(app);
}

static void maze_teach_gen_report(void *run, StepReport *r) { run_set_report(run, r); }
static void maze_teach_solve_report(void *run, StepReport *r) { run_set_report(run, r); }

size_t maze_teach_gen_step(App *app, size_t n)
{
    Timeline *tl = maze_teach_gen_tl(app);
    if (!tl)
        return bias_step(app, n);
    return teach_step(tl, maze_of(app)->run, maze_teach_gen_report, &maze_of(app)->teach->gen_report, n);
}

size_t maze_teach_solve_step(App *app, size_t n)
{
    MazeState *maze = maze_of(app);
    Timeline *tl = maze_teach_solve_tl(app);
    if (!tl)
        return run_step(maze->solve, n);
    return teach_step(tl, maze->solve, maze_teach_solve_report, &maze->teach->solve_report, n);
}

void maze_teach_control(App *app, int kind, long arg)
{
    MazeState *maze = maze_of(app);
    bool solver = maze->solve != NULL;
    Timeline *tl = solver ? maze_teach_solve_tl(app) : maze_teach_gen_tl(app);
    if (!tl) {
        app_status(app, maze->bias->panes != 1
                            ? "The timeline works with one maze: compare mode has none"
                            : "No timeline for this run: step back works up to 400x300 cells");
        return;
    }
    char msg[160];
    bool moved = teach_control(tl, kind, arg, msg, sizeof msg);
    if (moved && solver) {
        maze->solve_paused = true;
        maze->solve_finishing = false;
        maze->look_version++;       /* the trail changed: repaint */
    } else if (moved) {
        maze->paused = true;
        maze->finishing = false;
        maze->solve_queued = false;
    }
    app_status(app, "%s%s", solver ? "Solver: " : "", msg);
}

bool maze_teach_to_milestone(App *app)
{
    Timeline *tl = maze_of(app)->solve ? NULL : maze_teach_gen_tl(app);
    if (!tl)
        return false;
    uint64_t was = timeline_pos(tl);
    TimelineFind found = TIMELINE_NONE;
    /* No budget: a recording's start waits for it (the first walk of a
     * 400x300 Wilson's maze is some 10^5 steps, milliseconds). */
    if (timeline_next_milestone(tl, 0, &found) == MAZE_OK && found == TIMELINE_FOUND)
        return true;
    timeline_seek(tl, was);     /* none ahead: it ran to the end; back */
    return false;
}

UiRect maze_teach_picture(Ui *ui, const App *app, UiRect area)
{
    TeachShow show;
    if (!maze_teach_shown(app, &show))
        return area;
    const Grid *g = &maze_of(app)->run->grid;
    return teach_view_layout(ui, area, &show, 2 * g->w + 1, 2 * g->h + 1).picture;
}

bool maze_teach_shown(const App *app, TeachShow *out)
{
    const MazeState *maze = maze_of(app);
    const MazeTeach *t = maze->teach;
    if (!t)
        return false;
    if (maze->solve && t->solve) {
        const Run *s = maze->solve;
        *out = (TeachShow){ t->solve, &t->solve_report, run_pseudocode(s), s->algo->kinds,
                            maze->run->grid.w, s->algo->name, .code_aside = app->panel_hidden, .note_line = -1 };
        return true;
    }
    if (maze->solve || !t->gen || maze->bias->panes != 1)
        return false;
    const GenRun *run = maze->run;
    *out = (TeachShow){ t->gen, &t->gen_report, run_pseudocode(run), run->algo->kinds,
                        run->grid.w, run->algo->name, .code_aside = app->panel_hidden, .note_line = -1 };
    return true;
}
