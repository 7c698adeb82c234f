/* maze_board.c - the maze board's state and actions: the generator run
 * (every compare pane in lock-step), the solver's controls (the solver
 * itself: maze_solver.c), the overlays' switches, compare and measure, the
 * export switches, and the frame's step budget. SDL-free. */
#include "boards/maze/maze_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_race.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_finish.h"
#include "boards/maze/maze_name.h"
#include "boards/maze/maze_predict.h"
#include "boards/maze/maze_record.h"
#include "boards/maze/maze_shape.h"
#include "boards/maze/maze_solver.h"
#include "boards/maze/maze_teach.h"
#include "maze/args.h"
#include "maze/braid.h"
#include "maze/weights.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "boards/maze/maze_export.h"
#include "boards/maze/maze_settings.h"
#include "files/screenshot.h"
#include "maze/mem.h"

enum {
    MAZE_BOARD_PROGRESS_SAMPLES = 256  /* cells maze_board_progress looks at: few pages to fault in */
};

/* A milestone search's work per frame (] and [): the frame stays smooth
 * while a long one (Wilson's first walk) spreads over frames. */
#define MAZE_SEEK_MS 4.0

/* ---- lifecycle ----------------------------------------------------------- */

/* Replaces the run with a fresh one for the current settings. Keeps the old
 * run (and says why) when the new one cannot be made. */
bool maze_board_restart(App *app)
{
    MazeState *maze = maze_of(app);
    MazeSettings *set = maze_set(app);
    const GenAlgo *algo = maze_algo(app);
    if (set->variant >= algo->variant_count)
        set->variant = 0;
    char why[MAZE_SHAPE_WHY_MAX];
    GenRun *run = maze_shape_run(set, algo, set->variant, maze->seed, why, sizeof why);
    if (!run) {
        app_status(app, "Cannot make the maze: %s", why);
        return false;
    }
    maze_solver_clear(app);
    maze_solver_clear_shortest(app);      /* a new maze: a new path */
    maze_teach_forget(app, true);
    maze_edit_forget(app, false);         /* and none of the last one's changes */
    run_free(maze->run);
    maze->run = run;
    bias_restart(app);
    maze_finish_restart(app);       /* the ends, before the timeline's first checkpoint */
    maze_teach_begin(app);
    maze->solve_queued = set->solve_at_start;
    dirty_clear(&maze->dirty);
    run_set_dirty(run, &maze->dirty);
    maze->dirty.overflow = true;     /* the view starts from a full repaint */
    maze->step_debt = 0;
    maze->finishing = false;
    maze->paused = false;
    maze->pane_menu = 0;            /* a list belonged to the panes before */
    maze->generation++;
    char title[200];
    maze_title(app, title, sizeof title);
    app_status(app, "%s", title);
    return true;
}

/* --input FILE at start: the file's maze, with --start and --goal where
 * they fit it (its own ends where they do not, said in the status line). */
static bool maze_board_open_input(App *app)
{
    MazeSettings *set = maze_set(app);
    MazeEndCell want[2] = { set->start, set->goal };
    if (!maze_edit_open(app, set->input_path))
        return false;
    Grid *g = &maze_of(app)->run->grid;
    GridEnds e = g->ends, put = maze_finish_ends(set, g->w, g->h);
    for (int k = 0; k < 2; k++) {
        if (!want[k].set)
            continue;
        if (want[k].x >= g->w || want[k].y >= g->h) {
            app_status(app, "--%s %d,%d is outside the %dx%d maze of %s: its own kept", k ? "goal" : "start",
                       want[k].x, want[k].y, g->w, g->h, maze_edit_source(app));
            continue;
        }
        *(k ? &e.goal : &e.start) = k ? put.goal : put.start;
        *(k ? &e.goal_side : &e.start_side) = k ? put.goal_side : put.start_side;
    }
    if (grid_set_ends(g, &e) != MAZE_OK)
        app_status(app, "--start and --goal open on one side of one cell: the file's own ends kept");
    maze_of(app)->dirty.overflow = true;
    maze_of(app)->solve_queued = set->solve_at_start;  /* --solve: on the file's maze too */
    return true;
}

/* The first maze could not be made on the shape asked for (a saved shape
 * that --algo's generator does not run on, a bad mask file): the window
 * opens on the square, the status line saying why. */
static bool maze_board_square_instead(App *app)
{
    MazeSettings *set = maze_set(app);
    if (set->shape == SHAPE_SQUARE && !set->mask)
        return false;
    char why[sizeof app->status];
    snprintf(why, sizeof why, "%s", app->status);
    set->shape = SHAPE_SQUARE;
    set->mask = NULL;
    if (!maze_board_restart(app))
        return false;
    app_status(app, "%.200s; the square instead", why);
    return true;
}

bool maze_board_init(App *app)
{
    MazeState *maze = maze_of(app);
    maze->seed = app->set.seed;
    maze->dirty.cells = malloc(MAZE_DIRTY_CAP * sizeof *maze->dirty.cells);
    if (!maze->dirty.cells) {
        app_status(app, "out of memory");
        return false;
    }
    maze->dirty.cap = MAZE_DIRTY_CAP;
    maze->bias = bias_new();
    if (!maze->bias) {
        app_status(app, "out of memory");
        return false;
    }
    if (!maze_board_restart(app) && !maze_board_square_instead(app))
        return false;
    maze->paused = app->set.once.start_paused;
    if (maze_set(app)->input_path && !maze_board_open_input(app))
        return false;               /* the status line says why: the window does not open */
    if (maze->paused && maze_set(app)->predict_at_pause)
        maze_predict_ask(app);
    if (maze_set(app)->measure_at_start)
        maze_board_act(app, &(AppAction){ .board = APP_BOARD_MAZE, .kind = MAZE_MEASURE });
    return true;
}

void maze_board_free(App *app)
{
    MazeState *maze = maze_of(app);
    maze_record_free(app);
    maze_predict_free(app);
    maze_solver_clear(app);
    maze_teach_free(app);
    maze_solver_clear_shortest(app);
    maze_finish_free(app);
    maze_edit_free(app);
    bias_free(maze->bias);
    maze->bias = NULL;
    run_free(maze->run);
    maze->run = NULL;
    free(maze->dirty.cells);
    maze->dirty.cells = NULL;
}

bool maze_board_settled(const App *app)
{
    /* A recording's writer thread finishes the file on its own time, and
     * only a frame publishes it: the loop must not rest until then; nor
     * while a worker analyses the maze (a frame takes its results). */
    return !maze_record_active(app) && !maze_teach_seeking(app, NULL) && bias_done(app) && !bias_measuring(app) &&
           !bias_analysing(app, NULL) && !maze_of(app)->solve_queued &&
           maze_solver_over(app);
}

/* ---- actions ------------------------------------------------------------- */

static int maze_board_clamp(long v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : (int)v;
}


/* Starts measuring: the compare panes' algorithms, or every generator. */
static void maze_board_measure_begin(App *app)
{
    MazeState *maze = maze_of(app);
    MazeSettings *set = maze_set(app);
    if ((long)set->w * set->h > BIAS_MEASURE_MAX_CELLS) {
        app_status(app, "Measuring in the window stops at %d cells a maze; for %dx%d: mazelab stats --size %dx%d",
                   BIAS_MEASURE_MAX_CELLS, set->w, set->h, set->w, set->h);
        return;
    }
    int algo[BIAS_MEASURE_MAX], variant[BIAS_MEASURE_MAX], count = 0;
    if (maze->bias->panes > 1) {
        for (; count < maze->bias->panes; count++)
            bias_pane_algo(app, count, &algo[count], &variant[count]);
    } else {
        for (size_t k = 0; k < gen_algo_count && count < BIAS_MEASURE_MAX; k++, count++) {
            algo[count] = (int)k;
            variant[count] = 0;
        }
    }
    if (bias_measure_start(&maze->bias->measure, algo, variant, count, set->w, set->h, 1,
                           BIAS_MEASURE_RUNS))
        app_status(app, "Measuring %d mazes of %dx%d per algorithm...", BIAS_MEASURE_RUNS,
                   set->w, set->h);
    else
        app_status(app, "Cannot measure: %s", maze_strerror(maze->bias->measure.error));
}

static void maze_board_toggle(App *app, bool *flag, const char *what)
{
    *flag = !*flag;
    maze_of(app)->look_version++;
    app_status(app, "%s %s%s", what, *flag ? "on" : "off",
               *flag && !bias_done(app) ? " (shown once the maze is done)" : "");
}

/* Switches the heat map (heat) or the dead ends on or off. They fill the
 * same passages with colours that cannot stand 3:1 side by side
 * (maze/palette.h), so switching one on switches the other off. */
static void maze_board_fill_toggle(App *app, bool heat)
{
    MazeSettings *set = maze_set(app);
    bool *flag = heat ? &set->show_heat : &set->show_dead_ends;
    bool *other = heat ? &set->show_dead_ends : &set->show_heat;
    maze_board_toggle(app, flag, heat ? "Distance heat map" : "Dead ends");
    if (*flag && *other) {
        *other = false;
        app_status(app, "%s on, %s off (one at a time)", heat ? "Distance heat map" : "Dead ends",
                   heat ? "dead ends" : "distance heat map");
    }
}

static void maze_board_do(App *app, int kind, long arg);

/* Finishes the mazes just done (maze_finish.h): a maze that changed gets
 * its analysis and solver afresh. */
static void maze_board_catch_up(App *app)
{
    if (maze_finish_poll(app))
        maze_solver_refresh(app);
}

/* A new braid share on the finished mazes (or the next ones). */
static void maze_board_braid(App *app, long percent)
{
    if (percent == maze_set(app)->braid)
        return;
    bool changed = maze_finish_braid(app, (int)percent);
    char title[200];
    maze_title(app, title, sizeof title);
    if (!changed) {
        app_status(app, "Braid %d%%: for the maze once it is done", maze_set(app)->braid);
        return;
    }
    maze_edit_forget(app, true);            /* changes by hand went with the old braid */
    maze_solver_refresh(app);
    app_status(app, "%s: %u dead ends left", title, braid_dead_ends(&maze_of(app)->run->grid));
}

bool maze_board_take(App *app, const Grid *g)
{
    MazeSettings *set = maze_set(app);
    MazeState *maze = maze_of(app);
    int w = set->w, h = set->h, panes = set->panes, braid = set->braid, shape = set->shape;
    const char *mask = set->mask;
    set->w = g->w;
    set->h = g->h;
    set->panes = 1;                 /* a file is one maze */
    set->braid = 0;                 /* shown as it is */
    set->shape = SHAPE_SQUARE;      /* the text formats hold the plain square */
    set->mask = NULL;
    if (!maze_board_restart(app)) {
        set->w = w, set->h = h, set->panes = panes, set->braid = braid, set->shape = shape, set->mask = mask;
        return false;
    }
    maze_teach_no_gen(app);         /* no generator made it */
    run_finish(maze->run);          /* a run at its end, to hold the maze */
    memcpy(maze->run->grid.pass, g->pass, g->n);
    maze->run->grid.ends = g->ends;
    maze->solve_queued = false;
    maze->dirty.overflow = true;
    maze_finish_poll(app);          /* finished as it is: the braid starts from it */
    return true;
}

/* A change by hand (maze_edit.h), from the grip's strokes or the panel. */
static void maze_board_edit(App *app, int kind, long arg, uint64_t value)
{
    switch (kind) {
    case MAZE_MOVE_END:
        maze_edit_move_end(app, value & 1, (uint32_t)arg, (int)(value >> 1) - 2);
        break;
    case MAZE_ENDS_CORNERS:
        maze_edit_corners(app);
        break;
    case MAZE_EDIT_BEGIN:
        maze_edit_begin(app, arg == 1);
        break;
    case MAZE_EDIT_WALL:
        maze_edit_wall(app, (uint32_t)arg, (Dir)(value & 3), value & MAZE_EDIT_OPEN);
        break;
    case MAZE_EDIT_MUD:
        maze_edit_mud(app, (uint32_t)arg, value != 0);
        break;
    case MAZE_EDIT_END:
        maze_edit_end(app);
        break;
    case MAZE_EDIT_FIELD:
        maze_edit_field(app, arg != 0);
        break;
    case BOARD_UNDO:
    case BOARD_REDO:
        maze_edit_undo(app, kind == BOARD_REDO);
        break;
    case BOARD_OPEN_FILE:
        maze_edit_open(app, app->dropped);
        break;
    default:
        break;
    }
}

/* Whether the solver is what moves: it has started on the finished maze
 * and not ended. The run controls (Space, N, F) then act on it. */
static bool maze_board_solver_moving(const App *app)
{
    return !maze_solver_over(app) && run_done(maze_of(app)->run);
}

/* The run controls applied to the solver. */
static void maze_board_solver_control(App *app, int kind)
{
    MazeState *m = maze_of(app);
    switch (kind) {
    case BOARD_PAUSE_TOGGLE:
        m->solve_paused = !m->solve_paused;
        m->solve_finishing = false;
        app_status(app, m->solve_paused ? "Solver paused at move %llu" : "Solver running from move %llu",
                   (unsigned long long)bias_race_moves(app));
        break;
    case BOARD_STEP:
        maze_board_do(app, MAZE_SOLVE_STEP, 0);
        break;
    case BOARD_FINISH:
        m->solve_paused = false;
        m->solve_finishing = true;
        app_status(app, "Solver: finishing the search");
        break;
    default:
        break;
    }
}

/* Pane k's generator becomes algorithm a (modulo the table) with variant
 * v: pane 0's is the board's own; another pane's is then the user's choice
 * (kept whatever the other panes show). Restarts every pane. */
static void maze_board_pane_set(App *app, long k, long a, long v)
{
    MazeSettings *set = maze_set(app);
    maze_of(app)->pane_menu = 0;
    set->race = false;                  /* a generator chosen: a comparison again */
    if (k < 0 || k >= maze_of(app)->bias->panes)
        return;
    a = ((a % (long)gen_algo_count) + (long)gen_algo_count) % (long)gen_algo_count;
    v = v >= 0 && v < algo_variant_total(gen_algos[a]) ? v : 0;
    if (k == 0) {
        bool same = a == set->algo && v == set->variant;
        set->algo = (int)a;
        set->variant = (int)v;
        if (!same)
            maze_board_restart(app);
        return;
    }
    set->pane_algo[k] = (int)a;
    set->pane_variant[k] = (int)v;
    set->pane_chosen[k] = true;
    maze_board_restart(app);
}

/* A solver race on one maze (arg: the rival solver), or its end (-1):
 * two panes of the one generator and seed, the chosen solver against the
 * rival, both started once the mazes are done. */
static void maze_board_race(App *app, long arg)
{
    MazeSettings *set = maze_set(app);
    if (arg < 0 || (size_t)arg >= solve_algo_count) {
        if (set->race) {
            set->race = false;
            set->panes = 1;
            maze_board_restart(app);
        }
        return;
    }
    set->race = true;
    set->panes = set->panes < 2 ? 2 : set->panes;
    for (int k = 1; k < MAZE_MAX_PANES; k++)
        set->race_solver[k] = (int)arg;
    maze_board_restart(app);
    MazeState *maze = maze_of(app);
    maze->solve_queued = true;          /* the race starts on the finished mazes */
    maze->finishing = true;
    app_status(app, "Race on one maze: %s against %s", solve_algos[set->solver]->short_name,
               solve_algos[arg]->short_name);
}

/* Does one of the board's controls or own kinds. */
static void maze_board_do(App *app, int kind, long arg)
{
    MazeState *maze = maze_of(app);
    MazeSettings *set = maze_set(app);
    if (kind != MAZE_NEXT_EVENT && kind != MAZE_PREV_EVENT)
        maze_teach_seek_cancel(app);    /* the user does something else */
    if ((kind == BOARD_PAUSE_TOGGLE || kind == BOARD_STEP || kind == BOARD_FINISH) &&
        maze_board_solver_moving(app)) {
        maze_board_solver_control(app, kind);
        return;
    }
    switch (kind) {
    case BOARD_STEP_BACK:
    case BOARD_TO_START:
    case BOARD_TO_END:
    case BOARD_SEEK:
        if (maze_record_active(app)) {         /* its frames follow the steps forward */
            app_status(app, "Recording: stop it (V) to go back in time");
            break;
        }
        if (!maze->solve)
            maze_finish_leave(app);             /* the generator moves: keep its maze */
        maze_teach_control(app, kind, arg);
        maze_board_catch_up(app);
        break;
    case MAZE_LABELS_TOGGLE:
        set->show_labels = !set->show_labels;
        app_status(app, "Labels in the cells %s%s", set->show_labels ? "on" : "off",
                   set->show_labels ? ": set ids while sets show, distances from the entrance once done, "
                                      "where the cells hold them" : "");
        break;
    case MAZE_PREDICT:
        maze_predict_ask(app);
        break;
    case MAZE_PREDICT_CELL:
        if (arg >= 0)
            maze_predict_cell(app, (uint32_t)arg);
        break;
    case MAZE_PREDICT_YES_NO:
        maze_predict_yes_no(app, arg != 0);
        break;
    case MAZE_PREDICT_CHECK:
        maze_predict_check(app);
        break;
    case MAZE_NEXT_EVENT:
    case MAZE_PREV_EVENT:
        if (maze_record_active(app))
            app_status(app, "Recording: stop it (V) to jump to an event");
        else {
            if (!maze->solve)
                maze_finish_leave(app);         /* as above, over frames */
            maze_teach_milestone(app, kind == MAZE_NEXT_EVENT);
        }
        break;
    case BOARD_RESTART:
        maze_board_restart(app);
        break;
    case BOARD_NEW_SEED:
        maze->seed = clock_random_seed();
        maze_board_restart(app);
        break;
    case BOARD_PAUSE_TOGGLE:
        maze->paused = !maze->paused;
        app_status(app, maze->paused ? "Paused at step %llu" : "Running from step %llu",
                   (unsigned long long)maze->run->steps);
        break;
    case BOARD_STEP:
        maze->paused = true;
        maze->finishing = false;
        if (bias_done(app))
            app_status(app, "The maze is finished; press G to generate again");
        else if (maze_teach_gen_step(app, 1) == 1)
            app_status(app, "Step %llu: %s", (unsigned long long)maze->run->steps,
                       run_phase(maze->run));
        break;
    case BOARD_FINISH:
        maze->finishing = !bias_done(app);
        maze->paused = false;
        break;
    case MAZE_SELECT_ALGO:
        if (arg >= 0 && (size_t)arg < gen_algo_count && arg != set->algo) {
            int was = set->algo, variant = set->variant;
            set->algo = (int)arg;
            set->variant = 0;
            if (!maze_board_restart(app)) {     /* e.g. Eller's on a disc: as it was */
                set->algo = was;
                set->variant = variant;
            }
        }
        break;
    case MAZE_SELECT_VARIANT:
        if (arg >= 0 && arg < maze_algo(app)->variant_count && arg != set->variant) {
            set->variant = (int)arg;
            maze_board_restart(app);
        }
        break;
    case MAZE_SET_WIDTH:
    case MAZE_SET_HEIGHT: {
        int *side = kind == MAZE_SET_WIDTH ? &set->w : &set->h;
        int v = maze_board_clamp(arg, MAZE_MIN_SIDE, kind == MAZE_SET_WIDTH ? MAZE_PANEL_MAX_W : MAZE_PANEL_MAX_H);
        if (v != *side) {
            *side = v;
            maze_board_restart(app);
        }
        break;
    }
    case MAZE_SIZE_PRESET:
        if (arg >= 0 && arg < maze_size_preset_count) {
            set->w = maze_size_presets[arg].w;
            set->h = maze_size_presets[arg].h;
            maze_board_restart(app);
        }
        break;
    case MAZE_SET_SHAPE:
        if (arg >= 0 && arg < SHAPE_KIND_COUNT && (arg != set->shape || set->mask)) {
            int was = set->shape;
            const char *mask = set->mask;
            set->shape = (int)arg;
            set->mask = NULL;
            if (!maze_board_restart(app)) {     /* e.g. Eller's on hexagons: as it was */
                set->shape = was;
                set->mask = mask;
            }
        }
        break;
    case MAZE_SOLVE_RUN:
        if (!bias_done(app)) {      /* every compare pane's maze: a race */
            maze->solve_queued = true;
            maze->finishing = true;
            maze->paused = false;
            app_status(app, "Finishing the maze first (step %llu); the solver starts once it is done",
                       (unsigned long long)maze->run->steps);
        } else if (maze_solver_over(app)) {
            maze_solver_start(app);
        } else {
            maze_board_solver_control(app, BOARD_PAUSE_TOGGLE);
        }
        break;
    case MAZE_SOLVE_STEP:
        if (!bias_done(app)) {
            app_status(app, "The maze is not finished yet: press F to finish it");
            break;
        }
        if (maze_solver_over(app)) {
            if (!maze_solver_start(app))
                break;
        }
        maze->solve_paused = true;
        if (maze_solver_moves(app, 1) == 1 && !maze_solver_over(app))
            app_status(app, "Solver move %llu", (unsigned long long)bias_race_moves(app));
        if (maze_solver_over(app))
            bias_race_report(app);
        break;
    case MAZE_SOLVE_CLEAR:
        maze->solve_queued = false;
        maze_solver_clear(app);
        app_status(app, "Solver cleared");
        break;
    case MAZE_SELECT_SOLVER:
        if (arg >= 0 && (size_t)arg < solve_algo_count && arg != set->solver) {
            set->solver = (int)arg;
            bool was = maze->solve != NULL;
            maze_solver_clear(app);
            if (was)
                maze_solver_start(app);
        }
        break;
    case MAZE_SHORTEST_TOGGLE:
        maze_board_toggle(app, &set->show_shortest, "Shortest path (BFS)");
        if (!set->show_shortest)
            maze_solver_clear_shortest(app);
        break;
    case BOARD_ESCAPE:
        if (maze_predict_cancel(app))
            app_status(app, "Question put away (K asks one)");
        else if (maze->pane_menu)
            maze->pane_menu = 0;
        else if (maze->export_open)
            maze->export_open = false;
        else
            app_status(app, "Esc closes the help and Export; quit with Ctrl+Q or the window's close button");
        break;
    case MAZE_EXPORT_PANEL:
        maze->export_open = !maze->export_open;
        if (maze->export_open) {
            set->panel_tab = MAZE_TAB_MAZE;    /* where Export is */
            app->reveal_requests++;             /* scrolled into view */
            if (app->panel_hidden) {            /* the slim bar has no room for it */
                app->panel_hidden = false;
                app_status(app, "Export: the panel is shown (P hides it, Esc closes Export)");
            }
        }
        break;
    case MAZE_EXPORT:
        maze_export(app, (MazeExportKind)arg);
        break;
    case MAZE_EXPORT_CANCEL:
        app_export_cancel(app);
        break;
    case MAZE_EXPORT_TAB:
        if (arg >= 0 && arg < MAZE_EXPORT_TABS)
            set->out.tab = (int)arg;
        break;
    case MAZE_EXPORT_OPTION:
        if (arg >= 0 && arg < MAZE_EXPORT_OPTION_COUNT)
            maze_export_option_next(set, (MazeExportOption)arg);
        break;
    case MAZE_EXPORT_PX:
        set->export_px = maze_board_clamp(arg, MAZE_EXPORT_MIN_PX, MAZE_EXPORT_MAX_PX);
        break;
    case MAZE_HEAT_TOGGLE:
    case MAZE_DEAD_ENDS_TOGGLE:
        maze_board_fill_toggle(app, kind == MAZE_HEAT_TOGGLE);
        break;
    case MAZE_COMPARE_CYCLE:
        maze_board_do(app, MAZE_COMPARE_SET, set->panes == 1 ? 2 : set->panes == 2 ? 4 : 1);
        break;
    case MAZE_RACE:
        maze_board_race(app, arg);
        break;
    case MAZE_RACE_RIVAL:
        if (arg >= 0 && (size_t)arg < solve_algo_count) {
            for (int k = 1; k < MAZE_MAX_PANES; k++)
                set->race_solver[k] = (int)arg;
            if (set->race)
                maze_board_race(app, arg);
        }
        break;
    case MAZE_COMPARE_SET:
        if ((arg == 1 || arg == 2 || arg == 4) && (arg != set->panes || set->race)) {
            set->race = false;          /* the panes compare generators again */
            set->panes = (int)arg;
            maze_board_restart(app);
        }
        break;
    case MAZE_PANE_NEXT:
        if (arg >= 0 && arg < maze->bias->panes) {
            int a, v;
            bias_pane_algo(app, (int)arg, &a, &v);
            maze_board_pane_set(app, arg, a + 1, 0);
        }
        break;
    case MAZE_PANE_MENU:
        maze->pane_menu = arg >= 0 && arg < maze->bias->panes && maze->pane_menu != arg + 1 ? (int)arg + 1 : 0;
        break;
    case MAZE_RECORD:
        maze_record_toggle(app, maze_board_restart);
        break;
    case MAZE_SET_BRAID:
        maze_board_braid(app, arg);
        break;
    case MAZE_MUD_BRUSH:
        set->mud_brush = !set->mud_brush;
        app_status(app, set->mud_brush ? "Mud brush on: a click on a cell paints mud (costs %d to enter), "
                                         "a drag paints on; Dijkstra and A* go round it, BFS does not see it"
                                       : "Mud brush off: clicks on walls open or close them (Shift+click paints mud)",
                   WEIGHT_MUD);
        break;
    case MAZE_MEASURE:
        if (maze->bias->measure.phase == MEASURE_RUNNING) {
            bias_measure_free(&maze->bias->measure);
            app_status(app, "Measuring stopped");
        } else {
            maze_board_measure_begin(app);
        }
        break;
    default:
        break;
    }
}

void maze_board_act(App *app, const AppAction *a)
{
    maze_board_catch_up(app);       /* a maze run to its end outside a frame */
    switch (a->kind) {
    case BOARD_SET_SEED:
        maze_of(app)->seed = a->value;
        maze_board_restart(app);
        break;
    case BOARD_SHOW_TAB:
        if (a->arg >= 0 && a->arg < MAZE_TAB_COUNT)
            maze_set(app)->panel_tab = (int)a->arg;
        break;
    case MAZE_MOVE_END:
    case MAZE_ENDS_CORNERS:
    case MAZE_EDIT_BEGIN:
    case MAZE_EDIT_WALL:
    case MAZE_EDIT_MUD:
    case MAZE_EDIT_END:
    case MAZE_EDIT_FIELD:
    case BOARD_UNDO:
    case BOARD_REDO:
    case BOARD_OPEN_FILE:
        maze_board_edit(app, a->kind, a->arg, a->value);
        break;
    case MAZE_PANE_SET:
        maze_board_pane_set(app, a->arg, (long)(a->value / MAZE_PANE_VARIANTS),
                            (long)(a->value % MAZE_PANE_VARIANTS));
        break;
    default:
        maze_board_do(app, a->kind, a->arg);
        break;
    }
    maze_record_poll(app, true);    /* a step, or a new run, may end a frame */
}

/* ---- the frame's work ---------------------------------------------------- */

/* Both stop at a recording's next frame and take it (maze_record.h). */
static size_t maze_board_gen_step(void *app, size_t n)
{
    size_t did = maze_teach_gen_step(app, maze_record_clip(app, n, false));
    maze_record_poll(app, false);
    return did;
}
static size_t maze_board_solve_step(void *app, size_t n)
{
    size_t did = maze_solver_moves(app, maze_record_clip(app, n, true));
    maze_record_poll(app, false);
    return did;
}

/* The generator (every compare pane in lock-step), then the solver. */
static uint64_t maze_board_advance_runs(App *app, double dt, double budget_ms)
{
    MazeState *maze = maze_of(app);
    GenRun *run = maze->run;
    uint64_t did = 0;
    if (!maze->paused && !bias_done(app)) {
        double sps = maze->finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        uint64_t limit = UINT64_MAX;
        if (app->set.once.shot_after_steps > 0 && run->steps < (uint64_t)app->set.once.shot_after_steps)
            limit = (uint64_t)app->set.once.shot_after_steps - run->steps;
        did = app_run_for(app, maze_board_gen_step, sps, dt, &maze->step_debt, limit, budget_ms);
        if (app->set.once.shot_after_steps > 0 && run->steps == (uint64_t)app->set.once.shot_after_steps) {
            maze->paused = true;     /* hold still for the picture */
            app_status(app, "Paused at step %llu: %s", (unsigned long long)run->steps, run_phase(run));
            if (maze_set(app)->predict_at_pause)
                maze_predict_ask(app);
        }
        if (bias_done(app)) {
            char title[200];
            maze->finishing = false;
            maze_title(app, title, sizeof title);
            app_status(app, "Done: %s, %llu steps", title, (unsigned long long)run->steps);
        }
    }
    maze_board_catch_up(app);       /* braided the frame it is done */
    if (!run_done(run))
        return did;
    if (maze_set(app)->show_shortest)
        maze_solver_shortest(app);
    if (maze->solve_queued && bias_done(app))
        maze_solver_start(app);
    if (!maze_solver_over(app) && !maze->solve_paused) {
        double sps = maze->solve_finishing ? 0 : app_speed_steps_per_sec(app->set.speed);
        did += app_run_for(app, maze_board_solve_step, sps, dt,
                           &maze->solve_debt, UINT64_MAX, budget_ms);
        if (maze_solver_over(app))
            bias_race_report(app);
    }
    return did;
}

uint64_t maze_board_advance(App *app, double dt, double budget_ms)
{
    maze_record_frame_begin(app);
    maze_edit_poll(app);            /* the solver again, after this frame's changes */
    maze_teach_seek_work(app, MAZE_SEEK_MS);
    uint64_t did = maze_board_advance_runs(app, dt, budget_ms);
    maze_record_poll(app, true);
    bias_update(app, clock_now_ms());
    return did;
}

double maze_board_progress(const App *app)
{
    const Grid *g = &maze_of(app)->run->grid;
    if (run_done(maze_of(app)->run))
        return 1.0;
    /* Evenly spaced cells, not all: a pass over a big grid would cost
     * milliseconds every frame. */
    uint32_t samples = g->n < MAZE_BOARD_PROGRESS_SAMPLES ? g->n : MAZE_BOARD_PROGRESS_SAMPLES;
    uint32_t done = 0;
    for (uint32_t k = 0; k < samples; k++)
        done += g->mark[(uint64_t)k * g->n / samples] == MARK_DONE;
    return (double)done / samples;
}

/* ---- the model's descriptor ---------------------------------------------- */

static void maze_describe(App *app)
{
    char title[200];
    maze_title(app, title, sizeof title);
    app_status(app, "Maze: %s", title);
}

static bool maze_shot_due(const App *app)
{
    if (app->set.once.shot_after_steps > 0)
        return maze_of(app)->run->steps >= (uint64_t)app->set.once.shot_after_steps;
    return maze_board_settled(app);
}

/* Pictures are named after every pane's algorithm: "a-vs-b-vs-c", and
 * what was done to the mazes ("-braid30"). */
static void maze_file_name(const App *app, char *buf, size_t cap, time_t t)
{
    char label[256];
    maze_file_stem(app, label, sizeof label);
    screenshot_name(buf, cap, label, maze_set(app)->w, maze_set(app)->h, maze_of(app)->seed, t);
}

const BoardModel maze_model = {
    .id = "maze",
    .state_size = sizeof(MazeState),
    .settings_size = sizeof(MazeSettings),
    .settings_defaults = maze_settings_defaults,
    .options_title = "Maze board",
    .options = maze_options,
    .option_count = MAZE_OPTION_COUNT,
    .option = maze_settings_option,
    .options_done = maze_settings_options_done,
    .settings_save = maze_settings_save,
    .settings_load = maze_settings_load,
    .settings_loaded = maze_settings_loaded,
    .init = maze_board_init,
    .release = maze_board_free,
    .act = maze_board_act,
    .describe = maze_describe,
    .advance = maze_board_advance,
    .settled = maze_board_settled,
    .shot_due = maze_shot_due,
    .file_name = maze_file_name,
};
