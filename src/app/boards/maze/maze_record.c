/* maze_record.c - Record on the maze board: plans the run, stops the
 * steppers at each frame's step, and hands the frames to files/record.c. */
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_name.h"

#include <stdio.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_record_slide.h"
#include "boards/maze/maze_teach.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "files/record.h"
#include "files/screenshot.h"
#include "maze/gif.h"
#include "maze/mem.h"

typedef enum MazeRecordPhase { MAZE_RECORD_GEN, MAZE_RECORD_SOLVE } MazeRecordPhase;

struct MazeRecord {
    RecordFile *file;
    char path[4096];            /* where it goes (a free name at the end) */
    uint64_t generation;        /* MazeState.generation of the run recorded */
    uint64_t every;             /* steps a frame */
    uint64_t mark;              /* generator steps at the last frame */
    MazeRecordPhase phase;
    const SolveAlgo *solver;    /* recorded after the maze (in every pane:
                                   a race), or NULL */
    const SolveRun *solve;      /* pane A's solver run last seen */
    uint64_t solve_mark;        /* the solvers' ticks at the last frame */
    double spent_ms;            /* drawing time this window frame */
    bool saving;                /* ended: the writer finishes the file */
    const char *how;            /* why it ended, for the status line */
    AnimPlanner *planner[MAZE_MAX_PANES];   /* counting the steps left, a slice a
                                              frame; while any, the runs wait */
    bool planning;
    uint64_t gen_total;         /* the run's steps, once planned (the slides' counter) */
    bool slides;                /* frames are slides of this: */
    MazeRecordSlide slide;
};

bool maze_record_active(const App *app)
{
    return maze_of(app)->record != NULL;
}

/* The lock-step count of the run: the most steps any pane has done. */
static uint64_t maze_record_ticks(const App *app)
{
    const MazeState *maze = maze_of(app);
    uint64_t t = 0;
    for (int k = 0; k < maze->bias->panes; k++)
        if (maze->bias->pane[k].run->steps > t)
            t = maze->bias->pane[k].run->steps;
    return t;
}

/* The lock-step count of the solvers: the most steps any pane's has done
 * (pane A's alone with one pane). */
static uint64_t maze_record_solve_ticks(const App *app)
{
    uint64_t t = 0;
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        const SolveRun *s = bias_race_run(app, k);
        if (s && s->steps > t)
            t = s->steps;
    }
    return t;
}

static void maze_record_status(App *app)
{
    MazeRecord *r = maze_of(app)->record;
    if (r->planning) {
        app_status(app, "Recording: planning the frames (counting the %s's steps) -> %s",
                   r->phase == MAZE_RECORD_SOLVE ? "solver" : "run", r->path);
        return;
    }
    app_status(app, "Recording: %ld frames, a frame every %llu steps -> %s", record_file_frames(r->file),
               (unsigned long long)r->every, r->path);
}

/* Publishes the finished file (waiting for the writer if need be), says
 * where it went, and frees the recording. */
static void maze_record_publish(App *app)
{
    MazeRecord *r = maze_of(app)->record;
    maze_of(app)->record = NULL;
    char used[4096 + 16];
    long frames = record_file_frames(r->file), bytes = 0;
    if (record_file_close(r->file, used, sizeof used, &bytes) == MAZE_OK)
        app_status(app, "Recording %s, saved: %s (%ld frames, %ld bytes)", r->how, used, frames, bytes);
    else
        app_status(app, "Recording not saved: %s", used);
    mem_free(r);
}

static void maze_record_plan_free(MazeRecord *r)
{
    for (int k = 0; k < MAZE_MAX_PANES; k++) {
        anim_planner_free(r->planner[k]);
        r->planner[k] = NULL;
    }
    r->planning = false;
}

/* Ends the recording: the writer finishes the file, published by a later
 * poll (how says why it ended); or drops it (save false). */
static void maze_record_end(App *app, const char *how, bool save)
{
    MazeRecord *r = maze_of(app)->record;
    maze_record_plan_free(r);
    if (!save) {
        maze_of(app)->record = NULL;
        record_file_abort(r->file);
        mem_free(r);
        return;
    }
    record_file_end(r->file);
    r->saving = true;
    r->how = how;
    app_status(app, "Recording %s: %ld frames, saving %s", how, record_file_frames(r->file), r->path);
}

/* Adds the frame of the panes as they are now: each pane's maze, with its
 * solver's trail once the solvers are recorded; with answer, each pane
 * whose solver reached the exit as its answer key instead. */
static bool maze_record_frame(App *app, bool answer)
{
    MazeState *maze = maze_of(app);
    MazeRecord *r = maze->record;
    RecordPane panes[MAZE_MAX_PANES] = { { 0 } };
    uint32_t *paths[MAZE_MAX_PANES] = { 0 };
    MazeStatus st = MAZE_OK;
    for (int k = 0; k < maze->bias->panes; k++) {
        const SolveRun *s = r->phase == MAZE_RECORD_SOLVE ? bias_race_run(app, k) : NULL;
        const GenRun *run = maze->bias->pane[k].run;
        panes[k] = (RecordPane){ &run->grid, NULL, UINT32_MAX, NULL, 0, s ? NULL : run };
        if (s) {
            panes[k].trail = solve_trail(s);
            panes[k].solver_cell = solve_current(s);
        }
        if (s && answer && solve_verdict(s) == SOLVE_REACHED && st == MAZE_OK &&
            (st = solve_path(s, &paths[k], &panes[k].path_len)) == MAZE_OK)
            panes[k].path = paths[k];
    }
    char counter[96], sentence[256];
    maze_record_caption(app, r->phase == MAZE_RECORD_SOLVE, r->gen_total, answer, counter, sizeof counter,
                        sentence, sizeof sentence);
    RecordCaption caption = { counter, sentence };
    double t0 = clock_now_ms();
    if (st == MAZE_OK)
        st = record_file_frame(r->file, panes, r->slides ? &caption : NULL);
    r->spent_ms += clock_now_ms() - t0;
    for (int k = 0; k < MAZE_MAX_PANES; k++)
        mem_free(paths[k]);
    if (st != MAZE_OK) {
        app_status(app, "Recording stopped: %s", maze_strerror(st));
        maze_record_end(app, "", false);
        return false;
    }
    maze_record_status(app);
    return true;
}

/* Starts counting the steps left: every pane's run and its solver
 * (r->solver: in every pane, a race; once the maze is done, r->phase
 * MAZE_RECORD_SOLVE, only the solvers' steps are used). The runs wait
 * until maze_record_plan_step has counted them all. False, with the
 * status line saying why, when it cannot. */
static bool maze_record_plan_begin(App *app, MazeRecord *r)
{
    for (int k = 0; k < maze_of(app)->bias->panes; k++) {
        int algo, variant;
        bias_pane_algo(app, k, &algo, &variant);
        AnimSpec spec = { gen_algos[algo], variant, maze_set(app)->w, maze_set(app)->h, maze_of(app)->seed, 1,
                          maze_set(app)->record_frames, r->solver, NULL };
        MazeStatus st;
        r->planner[k] = anim_planner_new(&spec, &st);
        if (!r->planner[k]) {
            maze_record_plan_free(r);
            app_status(app, "Not recording: %s", maze_strerror(st));
            return false;
        }
    }
    r->planning = true;
    return true;
}

/* Counts for at most MAZE_RECORD_PLAN_MS of this frame; once every count
 * is over, fills r->every so that the rest of the run fits the frames left
 * of the budget. False when a count failed (the recording is dropped). */
static bool maze_record_plan_step(App *app, MazeRecord *r)
{
    double t0 = clock_now_ms();
    for (int k = 0; k < MAZE_MAX_PANES && r->planner[k]; k++)
        while (!anim_planner_step(r->planner[k], MAZE_RECORD_PLAN_SLICE))
            if (clock_now_ms() - t0 > MAZE_RECORD_PLAN_MS)
                return true;
    uint64_t gen = 0, solve = 0;
    int answer = 0;
    bool solver_only = r->phase == MAZE_RECORD_SOLVE;
    for (int k = 0; k < MAZE_MAX_PANES && r->planner[k]; k++) {
        AnimPlan plan;
        MazeStatus st = anim_planner_result(r->planner[k], &plan);
        if (st != MAZE_OK) {
            app_status(app, "Recording stopped: %s", maze_strerror(st));
            maze_record_end(app, "", false);
            return false;
        }
        gen = plan.gen_steps > gen ? plan.gen_steps : gen;
        r->gen_total = gen > r->gen_total ? gen : r->gen_total;
        solve = plan.solve_steps > solve ? plan.solve_steps : solve;    /* lock-step */
        answer = plan.answer > answer ? plan.answer : answer;
    }
    maze_record_plan_free(r);
    uint64_t done = maze_record_ticks(app);
    uint64_t solved = maze_record_solve_ticks(app);
    /* anim_every counts the first frame: the budget left, plus that one */
    long budget = maze_set(app)->record_frames;
    if (solver_only) {
        /* what is left of the budget, but at least a quarter of it: the
         * solver was not foreseen, so the file may run that much over */
        long left = budget - (record_file_frames(r->file) - 1);
        long quarter = budget / 4;
        budget = left > quarter ? left : quarter;
        if (budget < 3 + answer)
            budget = 3 + answer;
        gen = done = 0;
    }
    r->every = anim_every(gen > done ? gen - done : 0, solve > solved ? solve - solved : 0,
                          budget, answer);
    maze_record_status(app);
    return true;
}

/* The file's name: like the exports (every pane's algorithm, as the
 * screenshots), with the solver. */
static void maze_record_name(const App *app, const MazeRecord *r, char *buf, size_t cap)
{
    char label[256], extra[48] = "";
    maze_file_stem(app, label, sizeof label);
    if (r->solver)
        snprintf(extra, sizeof extra, "_%s", r->solver->id);
    snprintf(buf, cap, "%s/%s_%dx%d_seed%llu%s.gif", app->set.screenshot_dir, label, maze_set(app)->w,
             maze_set(app)->h, (unsigned long long)maze_of(app)->seed, extra);
}

static void maze_record_start(App *app, bool (*restart)(App *app))
{
    MazeState *maze = maze_of(app);
    int panes = maze->bias->panes;
    const SolveRun *s = maze->solve;
    bool solver_ran = s != NULL;
    if (!grid_is_square(&maze->run->grid)) {   /* the recorder draws block pictures */
        app_status(app, "Not recording: the window records square mazes; for this one, mazelab gen "
                        "--format gif (see the man page)");
        return;
    }
    if (bias_done(app) && !maze->solve_queued && (!s || bias_race_done(app))) {
        if (!restart(app))      /* again from the first step */
            return;
        maze->solve_queued = solver_ran || maze->solve_queued;
        s = NULL;
    }
    /* "Skip the first walk": from the run's next milestone, on its
     * timeline (one pane; compare mode has none). */
    if (maze_set(app)->out.slide_milestone && !bias_done(app) && !maze_teach_to_milestone(app))
        app_status(app, "No milestone to start from: recording from step %llu",
                   (unsigned long long)maze->run->steps);
    int px = record_fit_px(maze_set(app)->w, maze_set(app)->h, panes, maze_set(app)->export_px);
    char dir_err[512], why[RECORD_WHY_MAX];
    if (px == 0) {
        app_status(app, "Not recording: a %dx%d maze does not fit a %d px GIF", maze_set(app)->w, maze_set(app)->h,
                   GIF_MAX_SIDE_PX);
        return;
    }
    if (!screenshot_make_dir(app->set.screenshot_dir, dir_err, sizeof dir_err)) {
        app_status(app, "Not recording: %s", dir_err);
        return;
    }
    MazeRecord *r = mem_calloc(1, sizeof *r);
    if (!r) {
        app_status(app, "Not recording: out of memory");
        return;
    }
    r->generation = maze->generation;
    r->mark = maze_record_ticks(app);
    r->solver = s && !bias_race_done(app) ? s->algo
              : maze->solve_queued ? solve_algos[maze_set(app)->solver] : NULL;
    r->phase = bias_done(app) ? MAZE_RECORD_SOLVE : MAZE_RECORD_GEN;
    r->solve = s;
    r->solve_mark = maze_record_solve_ticks(app);
    maze_record_name(app, r, r->path, sizeof r->path);
    char names[MAZE_MAX_PANES][100];
    const char *labels[MAZE_MAX_PANES];
    for (int k = 0; k < panes; k++) {
        char name[96];
        bias_pane_name(app, k, name, sizeof name);
        snprintf(names[k], sizeof names[k], "%c: %s", 'A' + k, name);
        labels[k] = names[k];
    }
    if (!maze_record_plan_begin(app, r)) {
        mem_free(r);
        return;
    }
    r->slides = maze_record_slide(app, &r->slide);
    r->file = record_file_open(r->path, maze_set(app)->w, maze_set(app)->h, panes, px, labels,
                               r->slides ? &r->slide.slide : NULL, why, sizeof why);
    if (!r->file) {
        app_status(app, "Not recording: %s", why);
        maze_record_plan_free(r);
        mem_free(r);
        return;
    }
    maze->record = r;
    maze_record_frame(app, false);  /* the run as it is now */
}

void maze_record_toggle(App *app, bool (*restart)(App *app))
{
    MazeState *maze = maze_of(app);
    if (maze->record && maze->record->saving)
        app_status(app, "Still saving the last recording: %s", maze->record->path);
    else if (maze->record)
        maze_record_end(app, "stopped", true);
    else
        maze_record_start(app, restart);
}

void maze_record_frame_begin(App *app)
{
    MazeRecord *r = maze_of(app)->record;
    if (!r)
        return;
    r->spent_ms = 0;
    if (r->planning)
        maze_record_plan_step(app, r);
}

size_t maze_record_clip(App *app, size_t n, bool solver)
{
    MazeState *maze = maze_of(app);
    MazeRecord *r = maze->record;
    if (!r || r->saving || r->generation != maze->generation)
        return n;
    if (r->planning || r->spent_ms > MAZE_RECORD_FRAME_MS || !record_file_ready(r->file))
        return 0;
    uint64_t since;
    if (!solver) {
        since = maze_record_ticks(app) - r->mark;
    } else {
        if (r->phase != MAZE_RECORD_SOLVE || !maze->solve)
            return n;
        if (r->solve != maze->solve) {
            r->solve = maze->solve;
            r->solve_mark = maze_record_solve_ticks(app);
        }
        since = maze_record_solve_ticks(app) - r->solve_mark;
    }
    uint64_t left = since < r->every ? r->every - since : 1;
    return n < left ? n : (size_t)left;
}

/* The solvers' frames (every pane's, in a race), then the answer frame
 * (each pane that reached the exit as its answer key); ends the
 * recording. */
static void maze_record_poll_solver(App *app, bool may_end)
{
    MazeState *maze = maze_of(app);
    MazeRecord *r = maze->record;
    const SolveRun *s = maze->solve;
    if (!s) {
        if (may_end && !maze->solve_queued)
            maze_record_end(app, "ended (the solver was cleared)", true);
        return;
    }
    uint64_t ticks = maze_record_solve_ticks(app);
    if (r->solve != s) {
        r->solve = s;
        r->solve_mark = ticks;
    }
    bool done = bias_race_done(app);
    uint64_t since = ticks - r->solve_mark;
    if ((since >= r->every || (done && since > 0))) {
        if (!maze_record_frame(app, false))
            return;
        r->solve_mark = ticks;
    }
    if (!may_end || !done)
        return;
    if (!record_file_ready(r->file))
        return;                     /* the answer frame next time */
    bool reached = false;
    for (int k = 0; k < maze->bias->panes; k++)
        reached |= bias_race_run(app, k) && solve_verdict(bias_race_run(app, k)) == SOLVE_REACHED;
    if (reached && !maze_record_frame(app, true))
        return;
    maze_record_end(app, "done", true);
}

/* True when a solver is queued or under way (in every pane: a race). */
static bool maze_record_solver_started(const App *app)
{
    return maze_of(app)->solve_queued || (maze_of(app)->solve && !bias_race_done(app));
}

void maze_record_poll(App *app, bool may_end)
{
    MazeState *maze = maze_of(app);
    MazeRecord *r = maze->record;
    if (!r)
        return;
    if (r->saving) {
        if (may_end && record_file_finished(r->file))
            maze_record_publish(app);
        return;
    }
    if (r->generation != maze->generation) {
        if (!may_end)
            return;
        maze_record_end(app, "ended (the maze was replaced)", true);
        return;
    }
    if (r->planning)
        return;                     /* no frame is due before the plan */
    if (r->phase == MAZE_RECORD_GEN) {
        uint64_t t = maze_record_ticks(app);
        bool done = bias_done(app);
        if (t - r->mark >= r->every || (done && t > r->mark)) {
            if (!maze_record_frame(app, false))
                return;
            r->mark = t;
        }
        if (!done)
            return;
        if (!r->solver && maze_record_solver_started(app)) {
            /* W pressed while recording: the solver joins the recording,
             * its frames planned to fit what is left of the budget */
            r->solver = maze->solve ? maze->solve->algo : solve_algos[maze_set(app)->solver];
            r->phase = MAZE_RECORD_SOLVE;
            if (!maze_record_plan_begin(app, r))
                maze_record_end(app, "ended (the solver could not be planned)", true);
            else
                maze_record_status(app);
            return;
        }
        if (!r->solver) {
            if (may_end)
                maze_record_end(app, "done", true);
            return;
        }
        r->phase = MAZE_RECORD_SOLVE;
    }
    maze_record_poll_solver(app, may_end);
}

void maze_record_free(App *app)
{
    if (!maze_of(app)->record)
        return;
    if (!maze_of(app)->record->saving)
        maze_record_end(app, "ended (the window closed)", true);
    maze_record_publish(app);
}
