/* maze_teach.c - the maze board's timelines (see maze_teach.h). */
#include "boards/maze/maze_teach.h"

#include <stdlib.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_labels.h"
#include "boards/maze/maze_solver.h"
#include "boards/teach/teach_view.h"
#include "maze/clock.h"

enum {
    /* Steps of a milestone search per call between looks at the clock: a
     * watched step costs well under a microsecond, so a call stays far
     * below MAZE_TEACH_SEEK_MS. */
    MAZE_TEACH_SEEK_CHUNK = 256
};

struct MazeTeach {
    Timeline *gen[MAZE_MAX_PANES];  /* over each pane's run, or none */
    Run *gen_run[MAZE_MAX_PANES];   /* the runs they watch (pane 0: maze->run) */
    int gen_count;                  /* panes with a timeline: 0 or all */
    Timeline *solve;        /* over maze_of(app)->solve (one pane), or NULL */
    bool gen_failed;        /* no timeline for these runs: do not retry */
    bool solve_failed;
    StepReport gen_report[MAZE_MAX_PANES];  /* each pane's last step */
    StepReport solve_report;
    int seek;               /* a milestone search: +1 forward, -1 back, 0 none */
    bool seek_solver;       /* ... through the solver's timeline */
};

/* Drops the generators' timelines (the runs stay). */
static void maze_teach_drop_gen(MazeTeach *t)
{
    for (int k = 0; k < t->gen_count; k++) {
        run_set_report(t->gen_run[k], NULL);
        timeline_free(t->gen[k]);
        t->gen[k] = NULL;
        t->gen_run[k] = NULL;
    }
    t->gen_count = 0;
}

void maze_teach_forget(App *app, bool all)
{
    MazeState *maze = maze_of(app);
    MazeTeach *t = maze->teach;
    if (!t)
        return;
    t->seek = 0;
    if (maze->solve)
        run_set_report(maze->solve, NULL);
    timeline_free(t->solve);
    t->solve = NULL;
    t->solve_failed = false;
    if (!all)
        return;
    maze_teach_drop_gen(t);
    t->gen_failed = false;
}

void maze_teach_no_gen(App *app)
{
    maze_teach_forget(app, true);
    MazeTeach *t = maze_of(app)->teach;
    if (t)
        t->gen_failed = true;
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

/* The generators' timelines as a group, one a pane, made when the runs
 * have none yet; false for a big maze or no memory. */
static bool maze_teach_gen_group(App *app, Lockstep *g)
{
    MazeTeach *t = maze_teach_get(app);
    const Bias *b = maze_of(app)->bias;
    if (!t || t->gen_failed)
        return false;
    for (int k = t->gen_count; k < b->panes; k++) {
        Run *run = b->pane[k].run;
        MazeStatus st;
        t->gen[k] = run->grid.n <= TEACH_MAX_CELLS ? timeline_new_run(run, &st) : NULL;
        if (!t->gen[k]) {
            maze_teach_drop_gen(t);
            t->gen_failed = true;
            return false;
        }
        t->gen_run[k] = run;
        run_set_report(run, &t->gen_report[k]);
        t->gen_count = k + 1;
    }
    *g = (Lockstep){ .count = t->gen_count };
    for (int k = 0; k < t->gen_count; k++)
        g->tl[k] = t->gen[k];
    return true;
}

/* The solver's timeline, made when it has none yet; NULL without a
 * solver, in compare mode (the race has none), for a big maze or no
 * memory. */
static Timeline *maze_teach_solve_tl(App *app)
{
    MazeTeach *t = maze_teach_get(app);
    SolveRun *run = maze_of(app)->solve;
    if (!t || !run || t->solve_failed || maze_of(app)->bias->panes != 1)
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

/* What the timeline controls move: the solver once there is one, else
 * every pane's generator. False (with why in the status line when `say`)
 * when that has no timeline. */
static bool maze_teach_group(App *app, bool solver, Lockstep *g, bool say)
{
    if (solver) {
        Timeline *tl = maze_teach_solve_tl(app);
        *g = (Lockstep){ { tl }, 1 };
        if (tl)
            return true;
    } else if (maze_teach_gen_group(app, g)) {
        return true;
    }
    if (say)
        app_status(app, "No timeline for this run: step back works up to 400x300 cells");
    return false;
}

void maze_teach_begin(App *app)
{
    Lockstep g;
    maze_teach_gen_group(app, &g);
    maze_teach_solve_tl(app);
}

static void maze_teach_gen_report(void *run, StepReport *r) { run_set_report(run, r); }
static void maze_teach_solve_report(void *run, StepReport *r) { run_set_report(run, r); }

size_t maze_teach_gen_step(App *app, size_t n)
{
    Lockstep g;
    if (!maze_teach_gen_group(app, &g))
        return bias_step(app, n);
    MazeTeach *t = maze_of(app)->teach;
    size_t most = 0;
    for (int k = 0; k < g.count; k++) {
        size_t did = teach_step(g.tl[k], t->gen_run[k], maze_teach_gen_report, &t->gen_report[k], n);
        most = did > most ? did : most;
    }
    return most;
}

size_t maze_teach_solve_step(App *app, size_t n)
{
    MazeState *maze = maze_of(app);
    Timeline *tl = maze_teach_solve_tl(app);
    if (!tl)
        return run_step(maze->solve, n);
    return teach_step(tl, maze->solve, maze_teach_solve_report, &maze->teach->solve_report, n);
}

/* After a timeline moved the solver (or the generators): pause what moved;
 * a maze unfinished where it now stands has no path, heat map or
 * statistics. */
static void maze_teach_moved(App *app, bool solver)
{
    MazeState *maze = maze_of(app);
    if (solver) {
        maze->solve_paused = true;
        maze->solve_finishing = false;
        maze->look_version++;       /* the trail changed: repaint */
        return;
    }
    maze->paused = true;
    maze->finishing = false;
    maze->solve_queued = false;
    if (!run_done(maze->run)) {
        maze_solver_clear_shortest(app);
        bias_forget(app);
        maze->look_version++;
    }
}

/* Whether the controls act on the solver: with one pane, once it has
 * started. In compare mode they move the generators, every pane's; a race
 * (which has no timeline) is cleared first. */
static bool maze_teach_on_solver(App *app)
{
    MazeState *maze = maze_of(app);
    if (maze->solve && maze->bias->panes > 1)
        maze_solver_clear(app);
    return maze->solve != NULL;
}

void maze_teach_control(App *app, int kind, long arg)
{
    MazeState *maze = maze_of(app);
    bool solver = maze_teach_on_solver(app);
    Lockstep g;
    if (maze->teach)
        maze->teach->seek = 0;      /* a control ends a milestone search */
    if (!maze_teach_group(app, solver, &g, true))
        return;
    char msg[160];
    if (teach_group_control(&g, kind, arg, msg, sizeof msg))
        maze_teach_moved(app, solver);
    app_status(app, "%s%s", solver ? "Solver: " : g.count > 1 ? "Every pane: " : "", msg);
}

void maze_teach_milestone(App *app, bool forward)
{
    MazeState *maze = maze_of(app);
    bool solver = maze_teach_on_solver(app);
    Lockstep g;
    if (!maze_teach_group(app, solver, &g, true))
        return;
    maze->teach->seek = forward ? 1 : -1;
    maze->teach->seek_solver = solver;
    maze_teach_moved(app, solver);
}

void maze_teach_seek_cancel(App *app)
{
    if (maze_of(app)->teach)
        maze_of(app)->teach->seek = 0;
}

bool maze_teach_seeking(const App *app, bool *forward)
{
    const MazeTeach *t = maze_of(app)->teach;
    if (forward)
        *forward = t && t->seek > 0;
    return t && t->seek != 0;
}

/* Says where a milestone search ended: on one, or with none that way. */
static void maze_teach_landed(App *app, const Lockstep *g, bool solver, bool forward, TimelineFind f)
{
    const char *who = solver ? "Solver: " : g->count > 1 ? "Every pane: " : "";
    uint64_t at = lockstep_pos(g);
    int lead = lockstep_owner(g, at);
    if (f == TIMELINE_FOUND && g->count > 1 && lead >= 0)
        app_status(app, "%sevent of pane %c at step %llu (] next, [ previous; the first pane still running leads)",
                   who, 'A' + lead, (unsigned long long)at);
    else if (f == TIMELINE_FOUND)
        app_status(app, "%sevent at step %llu (] next, [ previous)", who, (unsigned long long)at);
    else if (forward)
        app_status(app, "%sno more events: the end, step %llu", who, (unsigned long long)at);
    else
        app_status(app, "%sno earlier event: back at the start", who);
}

bool maze_teach_seek_work(App *app, double ms)
{
    MazeTeach *t = maze_of(app)->teach;
    Lockstep g;
    if (!t || !t->seek)
        return false;
    bool forward = t->seek > 0, solver = t->seek_solver;
    if (solver != (maze_of(app)->solve != NULL) || !maze_teach_group(app, solver, &g, false)) {
        t->seek = 0;        /* what it searched went away */
        return false;
    }
    double t0 = clock_now_ms();
    TimelineFind f;
    MazeStatus st;
    do
        st = lockstep_milestone(&g, forward, MAZE_TEACH_SEEK_CHUNK, &f);
    while (st == MAZE_OK && f == TIMELINE_MORE && clock_now_ms() - t0 < ms);
    maze_teach_moved(app, solver);
    if (st != MAZE_OK) {
        t->seek = 0;
        app_status(app, "Cannot go there: %s", maze_strerror(st));
        return false;
    }
    if (f == TIMELINE_MORE) {
        app_status(app, "Looking for the %s event: step %llu...", forward ? "next" : "previous",
                   (unsigned long long)lockstep_pos(&g));
        return true;
    }
    t->seek = 0;
    maze_teach_landed(app, &g, solver, forward, f);
    return false;
}

bool maze_teach_to_milestone(App *app)
{
    Lockstep g;
    if (maze_of(app)->solve || maze_of(app)->bias->panes != 1 || !maze_teach_gen_group(app, &g))
        return false;
    Timeline *tl = g.tl[0];
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
    const Grid *g = &maze_of(app)->run->grid;
    if (maze_teach_shown(app, &show))
        area = teach_view_layout(ui, area, &show, 2 * g->w + 1, 2 * g->h + 1).picture;
    return maze_labels_frame(ui, area, 2 * g->w + 1, 2 * g->h + 1, app->set.large && app->panel_hidden);
}

bool maze_teach_shown(const App *app, TeachShow *out)
{
    const MazeState *maze = maze_of(app);
    const MazeTeach *t = maze->teach;
    if (!t || maze->bias->panes != 1)
        return false;
    if (maze->solve && t->solve) {
        const Run *s = maze->solve;
        *out = (TeachShow){ t->solve, &t->solve_report, run_pseudocode(s), s->algo->kinds,
                            maze->run->grid.w, s->algo->name, .code_aside = app->panel_hidden,
                            .note_line = -1, .prev_event = MAZE_PREV_EVENT, .next_event = MAZE_NEXT_EVENT,
                            .grid = &maze->run->grid };
        return true;
    }
    if (maze->solve || t->gen_count == 0)
        return false;
    const GenRun *run = maze->run;
    *out = (TeachShow){ t->gen[0], &t->gen_report[0], run_pseudocode(run), run->algo->kinds,
                        run->grid.w, run->algo->name, .code_aside = app->panel_hidden,
                        .note_line = -1, .prev_event = MAZE_PREV_EVENT, .next_event = MAZE_NEXT_EVENT,
                        .grid = &maze->run->grid };
    return true;
}

bool maze_teach_span(const App *app, TeachSpan *out)
{
    const MazeState *maze = maze_of(app);
    const MazeTeach *t = maze->teach;
    if (!t)
        return false;
    Lockstep g = { .count = 0 };
    if (maze->solve && t->solve)
        g = (Lockstep){ { t->solve }, 1 };
    else if (!maze->solve || maze->bias->panes > 1)
        for (int k = 0; k < t->gen_count; k++)
            g.tl[g.count++] = t->gen[k];
    if (g.count == 0)
        return false;
    *out = teach_span(&g);
    return true;
}

const StepReport *maze_teach_pane_report(const App *app, int k)
{
    const MazeTeach *t = maze_of(app)->teach;
    return t && k < t->gen_count ? &t->gen_report[k] : NULL;
}
