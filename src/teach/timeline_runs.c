/* timeline_runs.c - the three kinds of run a timeline drives: generator
 * runs, solver runs and Minesweeper flood fills, each as TimelineOps. */
#include "timeline_ops.h"

/* ---- generators ---------------------------------------------------------- */

static void *tg_clone(const void *live) { return gen_run_clone(live, NULL); }
static MazeStatus tg_assign(void *live, const void *snap) { return gen_run_assign(live, snap); }
static void tg_drop(void *snap) { gen_run_free(snap); }
static size_t tg_step(void *live, size_t n) { return gen_step(live, n); }
static uint64_t tg_steps(const void *live) { return ((const GenRun *)live)->steps; }
static uint32_t tg_cells(const void *live) { return ((const GenRun *)live)->grid.n; }

/* Done, or stopped by an error (nothing more will happen). */
static bool tg_done(const void *live)
{
    const GenRun *run = live;
    return gen_done(run) || run->ctx.error != MAZE_OK;
}

static void tg_get_watch(const void *live, DirtyList **dirty, StepReport **report)
{
    const GenRun *run = live;
    *dirty = run->ctx.dirty;
    *report = run->ctx.report;
}

static void tg_set_watch(void *live, DirtyList *dirty, StepReport *report)
{
    GenRun *run = live;
    run->ctx.dirty = dirty;
    run->ctx.report = report;
}

static const TimelineOps timeline_gen_ops = {
    tg_clone, tg_assign, tg_drop, tg_step, tg_steps, tg_done, tg_cells, tg_get_watch, tg_set_watch,
};

/* The report at the timeline's position 0: the start report at step 0, else
 * what the attached report says now (nothing when none is attached). */
static StepReport timeline_start_report(uint64_t steps, const StepReport *start,
                                        const StepReport *attached)
{
    StepReport r;
    if (steps == 0)
        return *start;
    if (attached)
        return *attached;
    step_report_begin(&r, EV_NONE, 0);
    return r;
}

Timeline *timeline_new_gen(GenRun *run, MazeStatus *status)
{
    StepReport start = timeline_start_report(run->steps, &run->start, run->ctx.report);
    return timeline_new(&timeline_gen_ops, run, &start, status);
}

/* ---- solvers ------------------------------------------------------------- */

static void *ts_clone(const void *live) { return solve_run_clone(live, NULL); }
static MazeStatus ts_assign(void *live, const void *snap) { return solve_run_assign(live, snap); }
static void ts_drop(void *snap) { solve_run_free(snap); }
static size_t ts_step(void *live, size_t n) { return solve_step(live, n); }
static uint64_t ts_steps(const void *live) { return ((const SolveRun *)live)->steps; }
static bool ts_done(const void *live) { return solve_done(live); }
static uint32_t ts_cells(const void *live) { return ((const SolveRun *)live)->ctx.grid->n; }

static void ts_get_watch(const void *live, DirtyList **dirty, StepReport **report)
{
    const SolveRun *run = live;
    *dirty = run->ctx.dirty;
    *report = run->ctx.report;
}

static void ts_set_watch(void *live, DirtyList *dirty, StepReport *report)
{
    SolveRun *run = live;
    run->ctx.dirty = dirty;
    run->ctx.report = report;
}

static const TimelineOps timeline_solve_ops = {
    ts_clone, ts_assign, ts_drop, ts_step, ts_steps, ts_done, ts_cells, ts_get_watch, ts_set_watch,
};

Timeline *timeline_new_solve(SolveRun *run, MazeStatus *status)
{
    StepReport start = timeline_start_report(run->steps, &run->start, run->ctx.report);
    return timeline_new(&timeline_solve_ops, run, &start, status);
}

/* ---- Minesweeper flood fill ---------------------------------------------- */

static void *tm_clone(const void *live) { return mines_clone(live, NULL); }
static MazeStatus tm_assign(void *live, const void *snap) { return mines_assign(live, snap); }
static void tm_drop(void *snap) { mines_free(snap); }
static size_t tm_step(void *live, size_t n) { return mines_step(live, n); }
static uint64_t tm_steps(const void *live) { return ((const MinesBoard *)live)->steps; }
static bool tm_done(const void *live) { return !mines_busy(live); }
static uint32_t tm_cells(const void *live) { return ((const MinesBoard *)live)->n; }

static void tm_get_watch(const void *live, DirtyList **dirty, StepReport **report)
{
    const MinesBoard *b = live;
    *dirty = b->dirty;
    *report = b->report;
}

static void tm_set_watch(void *live, DirtyList *dirty, StepReport *report)
{
    MinesBoard *b = live;
    b->dirty = dirty;
    b->report = report;
}

static const TimelineOps timeline_mines_ops = {
    tm_clone, tm_assign, tm_drop, tm_step, tm_steps, tm_done, tm_cells, tm_get_watch, tm_set_watch,
};

Timeline *timeline_new_mines(MinesBoard *b, MazeStatus *status)
{
    StepReport start;
    step_report_begin(&start, EV_START, 0);
    if (mines_busy(b))
        start.cell = b->queue[b->head];
    start.depth = b->tail - b->head;
    if (b->report)
        *b->report = start;     /* position 0 tells the queued click */
    return timeline_new(&timeline_mines_ops, b, &start, status);
}
