/* bias.c - live statistics, overlay analysis, compare panes, measuring. */
#include "boards/maze/bias/bias.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_shape.h"

#include "boards/teach/teach_show.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze/mem.h"

Bias *bias_new(void)
{
    Bias *b = calloc(1, sizeof *b);
    if (b)
        b->panes = 1;
    return b;
}

void bias_settings_defaults(MazeSettings *s)
{
    s->panes = 1;
    for (int k = 0; k < MAZE_MAX_PANES; k++) {
        s->pane_chosen[k] = false;
        s->pane_variant[k] = 0;
    }
    bias_pane_defaults(s);
}

/* True when generator a is one of the first n of shown. */
static bool bias_shown(const int *shown, int n, int a)
{
    for (int k = 0; k < n; k++)
        if (shown[k] == a)
            return true;
    return false;
}

void bias_pane_defaults(MazeSettings *s)
{
    int shown[MAZE_MAX_PANES] = { s->algo };    /* pane 0: the window's own */
    unsigned need = maze_shape_bit(s);
    for (int k = 1; k < MAZE_MAX_PANES; k++) {
        if (!s->pane_chosen[k]) {
            s->pane_algo[k] = gen_compare_default(shown, (size_t)k);
            s->pane_variant[k] = 0;
            /* A default that does not run on the board's shape (the binary
             * tree on hexagons) gives way to the first one not shown that does. */
            for (int a = 0; !(gen_algos[s->pane_algo[k]]->shapes & need) && a < (int)gen_algo_count; a++)
                if (gen_algos[a]->shapes & need && !bias_shown(shown, k, a))
                    s->pane_algo[k] = a;
        }
        shown[k] = s->pane_algo[k];
    }
}

void bias_pane_algo(const App *app, int k, int *algo, int *variant)
{
    const MazeSettings *set = maze_set(app);
    bool own = k == 0 || set->race;     /* a race: every pane the one maze */
    *algo = own ? set->algo : set->pane_algo[k];
    *variant = own ? set->variant : set->pane_variant[k];
}

void bias_algo_name(int algo, int variant, char *buf, size_t cap)
{
    const GenAlgo *a = gen_algos[algo];
    if (a->variant_count > 1)
        snprintf(buf, cap, "%s (%s)", a->short_name, a->variants[variant].id);
    else
        snprintf(buf, cap, "%s", a->short_name);
}

void bias_pane_name(const App *app, int k, char *buf, size_t cap)
{
    const MazeSettings *set = maze_set(app);
    if (set->race) {                    /* the panes differ by their solver */
        snprintf(buf, cap, "%s", solve_algos[k ? set->race_solver[k] : set->solver]->short_name);
        return;
    }
    int a, v;
    bias_pane_algo(app, k, &a, &v);
    bias_algo_name(a, v, buf, cap);
}

void bias_file_label(const App *app, char *buf, size_t cap)
{
    maze_file_label(app, buf, cap);
    for (int k = 1; k < maze_of(app)->bias->panes; k++) {
        char one[64];
        int algo, variant;
        bias_pane_algo(app, k, &algo, &variant);
        maze_algo_file_label(algo, variant, one, sizeof one);
        size_t len = strlen(buf);
        snprintf(buf + len, cap - len, "-vs-%s", one);
    }
}

/* ---- panes ------------------------------------------------------------- */

/* Drops pane p's statistics and analysis (its run stays). */
static void bias_pane_forget(BiasPane *p)
{
    mem_free(p->dist);
    run_free(p->solve);   /* the race's: it reads the pane's grid */
    p->solve = NULL;
    mem_free(p->path);
    bias_job_cancel(p->job);
    p->job = NULL;
    p->job_taken = false;
    p->dist = NULL;
    p->path = NULL;
    p->path_len = 0;
    p->dist_max = 0;
    p->has_stats = false;
}

void bias_forget(App *app)
{
    Bias *b = maze_of(app)->bias;
    for (int k = 0; k < b->panes; k++)
        bias_pane_forget(&b->pane[k]);
}

/* Frees pane p's run (when owned) and its dirty list. */
static void bias_pane_close(BiasPane *p, bool owned)
{
    bias_pane_forget(p);
    if (owned)
        run_free(p->run);
    free(p->dirty.cells);
    *p = (BiasPane){ 0 };
}

void bias_free(Bias *b)
{
    if (!b)
        return;
    for (int k = 0; k < MAZE_MAX_PANES; k++)
        bias_pane_close(&b->pane[k], k > 0);
    stats_scratch_free(&b->scratch);
    bias_measure_free(&b->measure);
    free(b);
    bias_job_wait_orphans();    /* nothing left running at exit */
}

/* Starts pane k (>= 1) afresh for the current settings; false on failure
 * (the status line says why). */
static bool bias_pane_open(App *app, int k)
{
    BiasPane *p = &maze_of(app)->bias->pane[k];
    int a, v;
    bias_pane_algo(app, k, &a, &v);
    if (v >= algo_variant_total(gen_algos[a]))
        v = 0;
    MazeStatus st = MAZE_ERR_NOMEM;
    char why[MAZE_SHAPE_WHY_MAX];
    mem_record_start(&p->warm);     /* its first steps must not fault it all in */
    p->run = maze_shape_run(maze_set(app), gen_algos[a], v, maze_of(app)->seed, why, sizeof why);
    mem_record_stop();
    if (!p->run) {
        app_status(app, "Cannot compare: %s", why);
        return false;
    }
    /* A pane small enough for a timeline steps in exact lock-step from its
     * first frame (its blocks are too small to be recorded anyway). */
    p->cold = p->warm.count > 0 && p->run && p->run->grid.n > TEACH_MAX_CELLS;
    if (p->run && !p->dirty.cells) {
        p->dirty.cells = malloc(MAZE_DIRTY_CAP * sizeof *p->dirty.cells);
        st = MAZE_ERR_NOMEM;
    }
    if (!p->run || !p->dirty.cells) {
        app_status(app, "Cannot compare: %s", maze_strerror(st));
        return false;
    }
    p->dirty.cap = MAZE_DIRTY_CAP;
    dirty_clear(&p->dirty);
    p->dirty.overflow = true;       /* its view starts from a full repaint */
    run_set_dirty(p->run, &p->dirty);
    return true;
}

bool bias_restart(App *app)
{
    MazeState *maze = maze_of(app);
    MazeSettings *set = maze_set(app);
    Bias *b = maze->bias;
    for (int k = 0; k < MAZE_MAX_PANES; k++) {
        bias_pane_forget(&b->pane[k]);
        if (k > 0) {
            run_free(b->pane[k].run);
            b->pane[k].run = NULL;
        }
    }
    b->pane[0].run = maze->run;
    bias_pane_defaults(set);
    int want = set->panes == 2 || set->panes == 4 ? set->panes : 1;
    /* Live statistics' scratch, only for mazes that have them (a bigger
     * maze's analysis has its own on its worker: 9 bytes a cell). */
    uint32_t n = maze->run->grid.n;
    if (n > BIAS_LIVE_MAX_CELLS)
        stats_scratch_free(&b->scratch);
    else if (b->scratch.cap < n) {
        stats_scratch_free(&b->scratch);
        stats_scratch_init(&b->scratch, n);     /* empty on failure: no live stats */
    }
    b->panes = 1;
    for (int k = 1; k < want; k++)
        if (!bias_pane_open(app, k)) {
            for (int j = 1; j <= k; j++)
                bias_pane_close(&b->pane[j], true);
            set->panes = 1;
            return false;
        }
    b->panes = want;
    return true;
}

size_t bias_step(App *app, size_t n)
{
    MazeState *maze = maze_of(app);
    size_t most = 0;
    for (int k = 0; k < maze->bias->panes; k++) {
        if (maze->bias->pane[k].cold)
            continue;
        size_t did = run_step(maze->bias->pane[k].run, n);
        if (did > most)
            most = did;
    }
    return most;
}

bool bias_measuring(const App *app)
{
    return maze_of(app)->bias->measure.phase == MEASURE_RUNNING;
}

bool bias_done(const App *app)
{
    for (int k = 0; k < maze_of(app)->bias->panes; k++)
        if (!run_done(maze_of(app)->bias->pane[k].run))
            return false;
    return true;
}

uint32_t bias_heat_max(const App *app)
{
    const MazeState *maze = maze_of(app);
    uint32_t most = 0;
    for (int k = 0; k < maze->bias->panes; k++)
        if (maze->bias->pane[k].dist && maze->bias->pane[k].dist_max > most)
            most = maze->bias->pane[k].dist_max;
    return most;
}

/* ---- the frame's bookkeeping ------------------------------------------- */

/* The BFS over pane p's finished maze: distances, their maximum, the path. */
static void bias_pane_analyse(App *app, BiasPane *p)
{
    const SolveAlgo *algo = solve_find_shortest();
    SolveRun *bfs = algo ? solve_run_new(algo, &p->run->grid, NULL) : NULL;
    if (!bfs)
        return;
    solve_set_flood(bfs, true);     /* every cell's distance, for the heat map */
    run_finish(bfs);
    BiasJobResult res = { 0 };
    bias_job_keep(bfs, p->run->grid.n, &res);
    run_free(bfs);
    p->dist = res.dist;
    p->dist_max = res.dist_max;
    p->path = res.path;
    p->path_len = res.path_len;
    maze_of(app)->look_version++;
}

/* Whether anything on screen shows the panes' statistics: the Bias tab, or
 * the numbers under compare panes. */
static bool bias_stats_shown(const App *app)
{
    return maze_set(app)->panel_tab == MAZE_TAB_BIAS || maze_of(app)->bias->panes > 1;
}

/* Whether anything on screen needs a finished maze's BFS: the heat map, the
 * shortest solution in compare panes, the statistics, or the distances
 * written in the cells (maze_labels.h). */
static bool bias_analysis_shown(const App *app)
{
    return maze_set(app)->show_heat || maze_set(app)->show_shortest || maze_set(app)->show_labels ||
           bias_stats_shown(app);
}

bool bias_pane_big(const App *app, int k)
{
    return maze_of(app)->bias->pane[k].run->grid.n > BIAS_LIVE_MAX_CELLS;
}

/* Whether pane p's big finished maze waits for its analysis: under way on
 * a worker, or queued behind others (BIAS_JOBS_MAX). */
static bool bias_pane_waits(const App *app, const BiasPane *p)
{
    if (p->job)
        return !p->job_taken;
    return !p->job_taken && run_done(p->run) && p->run->grid.n > BIAS_LIVE_MAX_CELLS &&
           bias_analysis_shown(app);
}

/* The workers analysing some pane's maze now. */
static int bias_jobs_running(const Bias *b)
{
    int n = 0;
    for (int k = 0; k < b->panes; k++)
        n += b->pane[k].job && !b->pane[k].job_taken;
    return n;
}

/* Launches pane p's prepared job once its grid copy is faulted in
 * (BIAS_WARM_MS of that a frame); drops it when it cannot start. */
static void bias_pane_launch(App *app, BiasPane *p)
{
    double t0 = clock_now_ms();
    bool ready;
    while (!(ready = bias_job_prepare(p->job, BIAS_WARM_BYTES)) && clock_now_ms() - t0 < BIAS_WARM_MS)
        ;
    if (ready && !bias_job_launch(p->job, &p->run->grid)) {
        bias_job_cancel(p->job);
        p->job = NULL;
        app_status(app, "Cannot analyse the maze: no thread for it");
    }
}

/* A big finished maze: its analysis prepared while shown (once fewer than
 * BIAS_JOBS_MAX are under way, and if *may_start: one new a frame),
 * launched on a worker when its memory is in, taken when done, cancelled
 * when nothing shows it before then. */
static void bias_pane_job(App *app, BiasPane *p, bool shown, bool *may_start)
{
    if (p->job_taken)
        return;
    if (!p->job) {
        if (!shown || !*may_start || bias_jobs_running(maze_of(app)->bias) >= BIAS_JOBS_MAX)
            return;
        *may_start = false;
        if (!(p->job = bias_job_new(&p->run->grid)))
            app_status(app, "Cannot analyse the maze: %s", maze_strerror(MAZE_ERR_NOMEM));
        return;
    }
    if (!bias_job_done(p->job)) {
        if (!shown) {
            bias_job_cancel(p->job);
            p->job = NULL;
        } else if (!bias_job_launched(p->job)) {
            bias_pane_launch(app, p);
        }
        return;
    }
    BiasJobResult res;
    bias_job_take(p->job, &res);
    bias_job_cancel(p->job);    /* done: frees its grid copy at once */
    p->job = NULL;
    p->job_taken = true;
    p->stats = res.stats;
    p->has_stats = res.has_stats;
    p->stats_steps = p->run->steps;
    p->dist = res.dist;
    p->dist_max = res.dist_max;
    p->path = res.path;
    p->path_len = res.path_len;
    maze_of(app)->look_version++;
}

bool bias_analysing(const App *app, double *progress)
{
    bool busy = false;
    double least = 1;
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        const BiasPane *p = &maze_of(app)->bias->pane[k];
        if (bias_pane_waits(app, p)) {
            double f = p->job ? bias_job_progress(p->job) : 0;
            least = busy && least < f ? least : f;
            busy = true;
        }
    }
    if (progress)
        *progress = busy ? least : 1;
    return busy;
}

/* Pane p's statistics, when due and shown: at once when its run finished;
 * while it generates, only on mazes up to BIAS_LIVE_MAX_CELLS (a whole-maze
 * pass must fit in a frame) and at most every BIAS_STATS_MS, or
 * BIAS_STATS_SHARE times the last pass's cost if that is longer. */
static void bias_pane_refresh(App *app, BiasPane *p, double now_ms, bool *may_start)
{
    bool done = run_done(p->run);
    if (done && p->run->grid.n > BIAS_LIVE_MAX_CELLS) {
        bias_pane_job(app, p, bias_analysis_shown(app), may_start);
        return;
    }
    bool changed = !p->has_stats || p->stats_steps != p->run->steps;
    double wait = p->stats_cost_ms * BIAS_STATS_SHARE;
    bool due = done || (p->run->grid.n <= BIAS_LIVE_MAX_CELLS &&
                        (!p->has_stats || now_ms - p->stats_ms >= (wait > BIAS_STATS_MS ? wait : BIAS_STATS_MS)));
    if (bias_stats_shown(app) && changed && due && maze_of(app)->bias->scratch.cap >= p->run->grid.n) {
        double t0 = clock_now_ms();
        p->has_stats = stats_compute_with(&p->run->grid, &maze_of(app)->bias->scratch, &p->stats) == MAZE_OK;
        p->stats_cost_ms = clock_now_ms() - t0;
        p->stats_steps = p->run->steps;
        p->stats_ms = now_ms;
    }
    if (done && !p->dist && bias_analysis_shown(app))
        bias_pane_analyse(app, p);
}

/* Faults in the cold panes' runs, BIAS_WARM_MS at most. */
static void bias_warm(Bias *b)
{
    double t0 = clock_now_ms();
    for (int k = 1; k < b->panes; k++)
        while (b->pane[k].cold && clock_now_ms() - t0 < BIAS_WARM_MS)
            b->pane[k].cold = !mem_record_prefault(&b->pane[k].warm, BIAS_WARM_BYTES);
}

/* Frees the generator state of every finished pane's run that no timeline
 * needs (bias_update). */
static void bias_trim(Bias *b)
{
    for (int k = 0; k < b->panes; k++) {
        GenRun *run = b->pane[k].run;
        if (run->grid.n > TEACH_MAX_CELLS)
            run_trim(run);
    }
}

void bias_update(App *app, double now_ms)
{
    Bias *b = maze_of(app)->bias;
    bias_trim(b);
    bias_warm(b);
    bool may_start = true;
    for (int k = 0; k < b->panes; k++)
        bias_pane_refresh(app, &b->pane[k], now_ms, &may_start);
    if (b->measure.phase == MEASURE_RUNNING && !bias_measure_work(&b->measure, BIAS_MEASURE_MS, clock_now_ms)) {
        if (b->measure.phase == MEASURE_DONE)
            app_status(app, "Measured %d mazes of %dx%d per algorithm", b->measure.runs, b->measure.w,
                       b->measure.h);
        else
            app_status(app, "Measuring stopped: %s", maze_strerror(b->measure.error));
    }
}
