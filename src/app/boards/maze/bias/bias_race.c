/* bias_race.c - the solver race of compare mode (bias_race.h). */
#include "boards/maze/bias/bias_race.h"

#include <stdio.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_edit.h"

/* A race on one maze: pane k's maze becomes pane 0's as it is now (its
 * braid, its ends, the changes by hand), for the same generator and seed
 * made it but not the edits. */
static void bias_race_same_maze(App *app, BiasPane *p)
{
    const Grid *g0 = &maze_of(app)->run->grid;
    Grid *g = &p->run->grid;
    if (g->n != g0->n)
        return;
    memcpy(g->pass, g0->pass, g->n);
    g->ends = g0->ends;
    p->dirty.overflow = true;
}

bool bias_race_start(App *app)
{
    Bias *b = maze_of(app)->bias;
    const MazeSettings *set = maze_set(app);
    bias_race_clear(app);
    const SolveRun *lead = maze_of(app)->solve;
    if (!lead)
        return false;
    for (int k = 1; k < b->panes; k++) {
        BiasPane *p = &b->pane[k];
        MazeStatus st = MAZE_ERR_ARG;
        const SolveAlgo *algo = set->race ? solve_algos[set->race_solver[k]] : lead->algo;
        if (run_done(p->run)) {
            if (set->race)
                bias_race_same_maze(app, p);
            p->solve = solve_run_new(algo, &p->run->grid, &st);
        }
        if (!p->solve) {
            bias_race_clear(app);
            app_status(app, "Cannot race in pane %c: %s", 'A' + k, maze_strerror(st));
            return false;
        }
        solve_set_flood(p->solve, lead->ctx.flood);
        if (set->race) {                /* one maze: its mud and the mouse's seed too */
            solve_set_costs(p->solve, maze_edit_cost(app));
            solve_set_seed(p->solve, maze_of(app)->seed);
        }
        run_set_dirty(p->solve, &p->dirty);
    }
    return true;
}

void bias_race_clear(App *app)
{
    for (int k = 1; k < MAZE_MAX_PANES; k++) {
        BiasPane *p = &maze_of(app)->bias->pane[k];
        run_free(p->solve);
        p->solve = NULL;
    }
}

size_t bias_race_step(App *app, size_t n)
{
    size_t most = 0;
    for (int k = 1; k < maze_of(app)->bias->panes; k++) {
        SolveRun *s = maze_of(app)->bias->pane[k].solve;
        size_t did = s ? run_step(s, n) : 0;
        if (did > most)
            most = did;
    }
    return most;
}

const SolveRun *bias_race_run(const App *app, int k)
{
    const MazeState *maze = maze_of(app);
    if (k == 0)
        return maze->solve;
    return k < maze->bias->panes ? maze->bias->pane[k].solve : NULL;
}

bool bias_race_done(const App *app)
{
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        const SolveRun *s = bias_race_run(app, k);
        if (s && !run_done(s))
            return false;
    }
    return true;
}

uint64_t bias_race_count(const SolveRun *s, const char **unit)
{
    bool walks = solve_walks(s);
    if (unit)
        *unit = walks ? "moves" : "steps";
    return walks ? solve_raw_length(s) : s->steps;
}

uint64_t bias_race_moves(const App *app)
{
    uint64_t most = 0;
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        const SolveRun *s = bias_race_run(app, k);
        if (s && bias_race_count(s, NULL) > most)
            most = bias_race_count(s, NULL);
    }
    return most;
}

/* The pane whose solver reached the exit in the fewest moves, -1 when none
 * did or while any still runs; *tie is set when another did as few. */
static int bias_race_first(const App *app, bool *tie)
{
    int first = -1;
    *tie = false;
    if (!bias_race_done(app))
        return -1;
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        const SolveRun *s = bias_race_run(app, k);
        if (!s || solve_verdict(s) != SOLVE_REACHED)
            continue;
        const SolveRun *best = first < 0 ? NULL : bias_race_run(app, first);
        uint64_t n = bias_race_count(s, NULL), least = best ? bias_race_count(best, NULL) : 0;
        if (best && n == least)
            *tie = true;
        if (!best || n < least) {
            first = k;
            *tie = false;
        }
    }
    return first;
}

/* The one solver's verdict in the status line. */
static void bias_race_report_one(App *app, const SolveRun *r)
{
    SolveVerdict v = solve_verdict(r);
    /* a goal inside the maze is no exit: the sentence names what it is */
    const char *end = r->ctx.grid->ends.goal_side == GRID_INSIDE ? "goal" : "exit";
    if (v == SOLVE_REACHED && !solve_walks(r))
        app_status(app, "%s reached the %s: explored %u cells, path %u cells", r->algo->name, end,
                   r->ctx.explored, r->ctx.path_len);
    else if (v == SOLVE_REACHED)
        app_status(app, "%s reached the %s: %llu moves, path %u cells", r->algo->name, end,
                   (unsigned long long)bias_race_count(r, NULL), r->ctx.path_len);
    else if (v == SOLVE_LOOP)
        app_status(app, "%s is walking in a loop: it would never get out", r->algo->name);
    else
        app_status(app, "%s: %s", r->algo->name, solve_verdict_name(v));
}

void bias_race_report(App *app)
{
    MazeState *maze = maze_of(app);
    const SolveRun *lead = maze->solve;
    if (!lead)
        return;
    if (maze->bias->panes < 2 || !bias_race_run(app, 1)) {
        bias_race_report_one(app, lead);
        return;
    }
    char line[512], name[96];
    size_t len = (size_t)snprintf(line, sizeof line, "Race:");
    for (int k = 0; k < maze->bias->panes && len < sizeof line; k++) {
        const SolveRun *s = bias_race_run(app, k);
        const char *unit;
        unsigned long long n = (unsigned long long)bias_race_count(s, &unit);
        bias_pane_name(app, k, name, sizeof name);
        len += (size_t)snprintf(line + len, sizeof line - len, "%s %s %llu %s%s", k ? "," : "", name, n, unit,
                                solve_verdict(s) == SOLVE_REACHED ? "" : solve_verdict(s) == SOLVE_LOOP
                                                                      ? " (in a loop)" : " (no way out)");
    }
    bool tie;
    int first = bias_race_first(app, &tie);
    if (first >= 0 && len < sizeof line) {
        bias_pane_name(app, first, name, sizeof name);
        snprintf(line + len, sizeof line - len, " \xe2\x80\x94 %s first%s", name, tie ? " (tied)" : "");
    }
    app_status(app, "%s", line);
}

bool bias_race_pane_text(const App *app, int k, bool brief, char *buf, size_t cap)
{
    const SolveRun *s = bias_race_run(app, k);
    if (!s || maze_of(app)->bias->panes < 2)
        return false;
    const char *unit;
    unsigned long long n = (unsigned long long)bias_race_count(s, &unit);
    bool tie;
    int first = bias_race_first(app, &tie);
    if (brief)
        snprintf(buf, cap, "%llu %s%s", n, unit, first == k ? ", first" : "");
    else
        snprintf(buf, cap, "%s: %llu %s%s", run_done(s) ? solve_verdict_name(solve_verdict(s)) : "solver",
                 n, unit, first == k ? (tie ? ", tied first" : ", first") : "");
    return true;
}
