/* bench_render_compare.c - `mazelab bench --render`'s compare cases: what a
 * frame costs in compare mode on 4000x4000 mazes (2 or 4 grids), on the
 * window's code path (the keys as the actions they post, app_advance,
 * app_view_frame), through what a user does there: open compare, watch the
 * mazes generate at the top speed, finish them (W), wait for the analysis
 * (statistics, heat map, shortest path), switch to the dead ends, and go
 * from the panes to one maze and back. */
#include <stdio.h>

#include <SDL.h>

#include "boards/boards.h"
#include "boards/maze/maze_board.h"
#include "maze/args.h"
#include "maze/clock.h"
#include "maze/message.h"
#include "maze/mem.h"
#include "shell/app.h"
#include "model/app_life.h"
#include "shell/app_view.h"
#include "bench/bench_frames.h"
#include "bench/bench_render_compare.h"

enum {
    BENCH_CMP_SIDE = 4000,
    BENCH_CMP_WATCH = 120,      /* frames of generating at the top speed (2 s) */
    BENCH_CMP_AFTER = 60        /* frames after a switch of panes (1 s) */
};

/* One phase: an action pressed in its first frame, then frames until the
 * board is settled and its picture caught up (until_settled) or `frames`. */
typedef struct BenchCmpPhase {
    const char *what;
    int kind;                   /* MAZE_* or BOARD_* action; -1: none */
    long arg;                   /* its argument (-1: the case's pane count) */
    int frames;                 /* at most (0: until the cap) */
    bool until_settled;
} BenchCmpPhase;

static const BenchCmpPhase bench_cmp_phases[] = {
    { "open compare, generate at top speed", MAZE_COMPARE_SET, -1, BENCH_CMP_WATCH, false },
    { "W: finish, analyse, heat map, path", BOARD_FINISH, 0, 0, true },
    { "dead ends on (heat map off)", MAZE_DEAD_ENDS_TOGGLE, 0, 0, true },
    { "to one pane, generating", MAZE_COMPARE_SET, 1, BENCH_CMP_AFTER, false },
    { "back to the panes, generating", MAZE_COMPARE_SET, -1, BENCH_CMP_AFTER, false },
};

/* Runs phase ph of a case with `panes` panes; its frame times go to ms
 * (room for cap). Returns the frames run; out gets the most the action
 * and advance took in a frame, and done: whether the phase ended as it
 * should (settled and caught up, when it waits for that). */
static int bench_cmp_phase(App *app, AppView *view, SDL_Renderer *r, const BenchCmpPhase *ph, int panes,
                           double *ms, int cap, BenchFrames *out)
{
    int limit = ph->frames > 0 && ph->frames < cap ? ph->frames : cap, n = 0;
    out->done = !ph->until_settled;
    while (n < limit) {
        int kind = n == 0 && ph->kind >= 0 ? ph->kind : BENCH_NO_ACTION;
        ms[n++] = bench_frame(app, view, r, kind, ph->arg < 0 ? panes : ph->arg, out);
        if (ph->until_settled && app_settled(app) && !app_view_pending(view, app)) {
            out->done = true;
            break;
        }
    }
    return n;
}

/* Runs the phases of one case (`panes` panes) and prints a row for each
 * and one for the whole. */
static bool bench_cmp_case(SDL_Renderer *r, TextCache *tc, const char *tag, int panes, double *ms, int cap)
{
    AppSettings set = { 0 };
    app_settings_defaults(&set, &app_board_table);
    maze_settings(&set)->w = maze_settings(&set)->h = BENCH_CMP_SIDE;
    set.seed = 1;
    set.speed = 1.0 - APP_SPEED_NOTCH;     /* the top animated speed */
    maze_settings(&set)->panel_tab = MAZE_TAB_BIAS;
    maze_settings(&set)->show_heat = maze_settings(&set)->show_shortest = true;
    size_t base = mem_current();
    mem_reset_peak();
    App app;
    if (!app_init(&app, &set)) {
        message_error("%s", app.status);
        app_free(&app);
        return false;
    }
    AppView view;
    app_view_init(&view, r, tc, 1.0);
    app_advance(&app, 1.0 / 60, 6);         /* the window showing one maze */
    app_view_frame(&view, &app);
    BenchFrames all = { 0 };
    int used = 0;
    bool ok = true;
    for (size_t k = 0; k < sizeof bench_cmp_phases / sizeof bench_cmp_phases[0]; k++) {
        const BenchCmpPhase *ph = &bench_cmp_phases[k];
        BenchFrames b = { 0 };
        int n = bench_cmp_phase(&app, &view, r, ph, panes, ms + used, cap - used, &b);
        ok &= b.done;
        if (b.advance_max_ms > all.advance_max_ms)
            all.advance_max_ms = b.advance_max_ms;
        bench_stats(ms + used, n, &b);      /* sorts its slice: the whole's figures stay */
        used += n;
        b.steps = maze_of(&app)->run->steps;
        char what[128];
        snprintf(what, sizeof what, "    %s", ph->what);
        bench_print(what, &b);
        if (used >= cap)
            break;
    }
    bench_stats(ms, used, &all);
    all.done = ok;
    all.steps = maze_of(&app)->run->steps;
    char what[128];
    snprintf(what, sizeof what, "%s compare, %d panes %dx%d, all of it", tag, panes, BENCH_CMP_SIDE, BENCH_CMP_SIDE);
    bench_print(what, &all);
    /* The project's own allocations (maze/mem.h): grids, generators'
     * state, analyses; not the pictures' textures (SDL's). */
    printf("    peak of the project's allocations: %.0f MB\n", (double)(mem_peak() - base) / 1e6);
    app_view_free(&view);
    app_free(&app);
    return true;
}

bool bench_compare_cases(SDL_Renderer *r, TextCache *tc, char only, double *ms, int cap)
{
    return (only == 'j' || bench_cmp_case(r, tc, "(i)", 4, ms, cap)) &&
           (only == 'i' || bench_cmp_case(r, tc, "(j)", 2, ms, cap));
}
