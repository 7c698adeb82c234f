/* timeline_runs.c - the kinds of run a timeline drives: algorithm runs
 * (generators and solvers alike), Minesweeper flood fills and the deduction
 * engine playing a board, each as TimelineOps. */
#include "timeline_ops.h"

/* ---- generator and solver runs ------------------------------------------- */

static void *tr_clone(const void *live) { return run_clone(live, NULL); }
static MazeStatus tr_assign(void *live, const void *snap) { return run_assign(live, snap); }
static void tr_drop(void *snap) { run_free(snap); }
static size_t tr_step(void *live, size_t n) { return run_step(live, n); }
static uint64_t tr_steps(const void *live) { return ((const Run *)live)->steps; }
static uint32_t tr_cells(const void *live) { return ((const Run *)live)->ctx.grid->n; }

/* Done, or stopped by an error (nothing more will happen). */
static bool tr_done(const void *live)
{
    const Run *run = live;
    return run_done(run) || run->ctx.error != MAZE_OK;
}

static void tr_get_watch(const void *live, DirtyList **dirty, StepReport **report)
{
    const Run *run = live;
    *dirty = run->ctx.dirty;
    *report = run->ctx.report;
}

static void tr_set_watch(void *live, DirtyList *dirty, StepReport *report)
{
    Run *run = live;
    run->ctx.dirty = dirty;
    run->ctx.report = report;
}

static bool tr_milestone(const void *live, const StepReport *r)
{
    return step_is_milestone(((const Run *)live)->algo->kinds, r);
}

static const TimelineOps timeline_run_ops = {
    tr_clone,   tr_assign,    tr_drop,      tr_step,     tr_steps,
    tr_done,    tr_cells,     tr_get_watch, tr_set_watch, tr_milestone,
};

Timeline *timeline_new_run(Run *run, MazeStatus *status)
{
    /* Position 0's report: the start report at step 0, else what the
     * attached report says now (nothing when none is attached). */
    StepReport start;
    if (run->steps == 0)
        start = run->start;
    else if (run->ctx.report)
        start = *run->ctx.report;
    else
        step_begin(&start, STEP_KIND_NONE, 0);
    return timeline_new(&timeline_run_ops, run, &start, status);
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

/* A flood fill declares no milestones: the search finds none. */
static bool tm_milestone(const void *live, const StepReport *r)
{
    (void)live;
    (void)r;
    return false;
}

static const TimelineOps timeline_mines_ops = {
    tm_clone,   tm_assign,    tm_drop,      tm_step,     tm_steps,
    tm_done,    tm_cells,     tm_get_watch, tm_set_watch, tm_milestone,
};

Timeline *timeline_new_mines(MinesBoard *b, MazeStatus *status)
{
    StepReport start;
    mines_report_start(b, &start);
    if (b->report)
        *b->report = start;     /* position 0 tells the queued click */
    return timeline_new(&timeline_mines_ops, b, &start, status);
}

/* ---- the deduction engine playing a board -------------------------------- */

static void *ts_clone(const void *live) { return mines_solve_clone(live, NULL); }
static MazeStatus ts_assign(void *live, const void *snap) { return mines_solve_assign(live, snap); }
static void ts_drop(void *snap) { mines_solve_free(snap); }
static size_t ts_step(void *live, size_t n) { return mines_solve_step(live, n); }
static uint64_t ts_steps(const void *live) { return ((const MinesSolve *)live)->steps; }
static bool ts_done(const void *live) { return mines_solve_done(live); }
static uint32_t ts_cells(const void *live) { return ((const MinesSolve *)live)->board->n; }

static void ts_get_watch(const void *live, DirtyList **dirty, StepReport **report)
{
    const MinesSolve *s = live;
    *dirty = s->board->dirty;
    *report = s->report;
}

static void ts_set_watch(void *live, DirtyList *dirty, StepReport *report)
{
    MinesSolve *s = live;
    s->board->dirty = dirty;
    s->report = report;
}

/* The engine's kinds say which deductions are milestones. */
static bool ts_milestone(const void *live, const StepReport *r)
{
    (void)live;
    return step_is_milestone(mines_solve_kinds, r);
}

static const TimelineOps timeline_solve_ops = {
    ts_clone,    ts_assign,   ts_drop,      ts_step,      ts_steps,
    ts_done,     ts_cells,    ts_get_watch, ts_set_watch, ts_milestone,
};

Timeline *timeline_new_mines_solve(MinesSolve *s, MazeStatus *status)
{
    StepReport start;
    mines_solve_report_start(s, &start);
    if (s->report)
        *s->report = start;
    return timeline_new(&timeline_solve_ops, s, &start, status);
}
