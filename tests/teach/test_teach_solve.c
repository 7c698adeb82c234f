/* test_teach_solve.c - the teaching side of the solvers, of the
 * Minesweeper flood fill and of the deduction engine playing a board:
 * timeline seeks equal going forward (trail, current cell, verdict,
 * counters, report, the deduction's sentence), every step reports a line
 * in range, and every line is reached (for the deduction engine, every
 * rule's line). */
#include "harness.h"

#include "maze/mines.h"
#include "maze/mines_solve.h"
#include "maze/sentence.h"
#include "maze/solve.h"
#include "maze/timeline.h"
#include "teach_snap.h"

enum { POSITIONS = 20 };

/* Takes the snap of `run` at position pos (its report r). */
typedef void (*SnapTake)(Snap *s, const void *run, uint64_t pos, const StepReport *r);

/* Seeks tl 2 * npos times to positions drawn from pos[] (r seeds the
 * draws), each visit's snap equal to first[] taken going forward; frees
 * first[]. what and seed name a failure. */
static void check_seeks(Timeline *tl, const void *run, SnapTake take, const StepReport *rep, Snap *first,
                        const uint64_t *pos, size_t npos, uint64_t r, const char *what, uint64_t seed)
{
    for (size_t t = 0; t < 2 * npos; t++) {
        size_t k = (size_t)(snap_rand(&r) % npos);
        assert_int_equal(timeline_seek(tl, pos[k]), MAZE_OK);
        Snap again;
        take(&again, run, pos[k], rep);
        const char *why = snap_diff(&first[k], &again);
        if (why)
            fail_msg("%s seed %llu: step %llu differs by seek (%s)", what, (unsigned long long)seed,
                     (unsigned long long)pos[k], why);
        free(again.bytes);
    }
    for (size_t k = 0; k < npos; k++)
        free(first[k].bytes);
}

static void solve_snap(Snap *s, const void *live, uint64_t pos, const StepReport *r)
{
    const SolveRun *run = live;
    snap_take(s, pos, run->ctx.trail, run->ctx.grid->n, NULL, 0, run_phase(run), r);
    s->counters[0] = run->steps;
    s->counters[1] = run->ctx.current;
    s->counters[2] = run->ctx.verdict;
    s->counters[3] = run->ctx.raw_length * 1000003u + run->ctx.path_len;
}

/* Solves g with algo from start/facing, forward to sampled positions, then
 * seeks among them; marks the lines reported in hit[]. */
static void check_solver(const SolveAlgo *algo, const Grid *g, uint32_t start, Dir facing,
                         uint64_t seed, bool *hit)
{
    MazeStatus st;
    SolveRun *probe = solve_run_new_at(algo, g, start, facing, &st);
    assert_non_null(probe);
    run_finish(probe);
    uint64_t end = probe->steps;
    run_free(probe);
    uint64_t pos[POSITIONS];
    size_t npos = snap_positions(end, seed, pos, POSITIONS);

    SolveRun *run = solve_run_new_at(algo, g, start, facing, &st);
    StepReport rep;
    run_set_report(run, &rep);
    hit[rep.line] = true;
    Timeline *tl = timeline_new_run(run, &st);
    assert_non_null(tl);
    Snap first[POSITIONS];
    for (size_t k = 0; k < npos; k++) {
        while (timeline_pos(tl) < pos[k]) {
            assert_int_equal(timeline_step(tl, 1), 1);
            if (rep.line < 0 || rep.line >= algo->pseudocode.count || rep.kind <= STEP_KIND_NONE ||
                rep.kind >= algo->kinds.count)
                fail_msg("%s step %llu: line %d event %d", algo->id,
                         (unsigned long long)run->steps, rep.line, rep.kind);
            hit[rep.line] = true;
        }
        solve_snap(&first[k], run, pos[k], &rep);
    }
    check_seeks(tl, run, solve_snap, &rep, first, pos, npos, seed + 5, algo->id, seed);
    timeline_free(tl);
    run_free(run);
}

static void test_solvers(void **state)
{
    (void)state;
    const GenAlgo *rooms = gen_find("recursive-division");
    const GenAlgo *perfect = gen_find("kruskal");
    for (size_t a = 0; a < solve_algo_count; a++) {
        const SolveAlgo *algo = solve_algos[a];
        assert_true(algo->pseudocode.count >= 5 && algo->pseudocode.count <= 15);
        bool hit[16] = { false };
        for (uint64_t seed = 0; seed < 30; seed++) {
            int w = 3 + (int)(seed % 20), h = 2 + (int)(seed % 13);
            GenRun *m = test_generate(seed % 2 ? rooms : perfect, seed % 2, w, h, seed, SIZE_MAX);
            check_solver(algo, &m->grid, 0, DIR_S, seed, hit);
            /* From inside a maze with loops a wall follower may circle. */
            uint32_t inside = (uint32_t)(seed * 7919u) % m->grid.n;
            check_solver(algo, &m->grid, inside, (Dir)(seed % 4), seed, hit);
            /* A goal inside the maze: a walker stops on it. */
            GridEnds ends = { 0, (uint32_t)(seed * 31u) % m->grid.n, DIR_N, GRID_INSIDE };
            assert_int_equal(grid_set_ends(&m->grid, &ends), MAZE_OK);
            check_solver(algo, &m->grid, 0, DIR_S, seed, hit);
            /* The goal walled off: no path, a loop, or giving up. */
            GridEnds corner = grid_default_ends(w, h);
            assert_int_equal(grid_set_ends(&m->grid, &corner), MAZE_OK);
            grid_wall(&m->grid, grid_exit(&m->grid), DIR_N);
            grid_wall(&m->grid, grid_exit(&m->grid), DIR_W);
            check_solver(algo, &m->grid, 0, DIR_S, seed, hit);
            run_free(m);
        }
        Grid closed;    /* no passage at all: no path */
        assert_int_equal(grid_init(&closed, 3, 2), MAZE_OK);
        check_solver(algo, &closed, 0, DIR_S, 1, hit);
        grid_free(&closed);
        for (int l = 0; l < algo->pseudocode.count; l++)
            if (!hit[l])
                fail_msg("%s: pseudocode line %d (%s) never reported", algo->id, l,
                         algo->pseudocode.lines[l]);
    }
}

static void mines_snap(Snap *s, const void *live, uint64_t pos, const StepReport *r)
{
    const MinesBoard *b = live;
    snap_take(s, pos, b->cell, b->n, b->count, b->n, mines_game_name(b->game), r);
    s->counters[0] = b->steps;
    s->counters[1] = b->head * 1000003u + b->tail;
    s->counters[2] = b->opened_safe;
    s->counters[3] = b->hit;
}

/* Clicks (x, y) and checks the flood fill's timeline; marks lines in hit. */
static void check_flood(MinesBoard *b, int x, int y, uint64_t seed, bool *hit)
{
    StepReport rep;
    mines_set_report(b, &rep);
    if (mines_click(b, x, y) != MINES_QUEUED_CELLS)
        return;
    MazeStatus st;
    MinesBoard *probe = mines_clone(b, &st);
    mines_finish(probe);
    uint64_t end = probe->steps - b->steps;
    mines_free(probe);
    Timeline *tl = timeline_new_mines(b, &st);
    assert_non_null(tl);
    hit[0] = true;  /* position 0: the queued click */
    uint64_t pos[POSITIONS];
    size_t npos = snap_positions(end, seed, pos, POSITIONS);
    Snap first[POSITIONS];
    for (size_t k = 0; k < npos; k++) {
        while (timeline_pos(tl) < pos[k]) {
            assert_int_equal(timeline_step(tl, 1), 1);
            assert_true(rep.line >= 1 && rep.line < mines_pseudocode.count);
            hit[rep.line] = true;
        }
        mines_snap(&first[k], b, pos[k], &rep);
    }
    check_seeks(tl, b, mines_snap, &rep, first, pos, npos, seed, "mines", seed);
    timeline_seek(tl, end);
    timeline_free(tl);
    mines_set_report(b, NULL);
}

static void test_flood_fill(void **state)
{
    (void)state;
    bool hit[16] = { false };
    assert_true(mines_pseudocode.count >= 5 && mines_pseudocode.count <= 15);
    for (uint64_t seed = 0; seed < 40; seed++) {
        MazeStatus st;
        MinesBoard *b = mines_new(16, 12, seed % 2 ? 12 : 30, seed, &st);
        assert_non_null(b);
        uint64_t r = seed;
        for (int click = 0; click < 400 && (b->game == MINES_READY || b->game == MINES_PLAYING);
             click++) {
            /* Random cells; on two seeds in three, a random mine is passed
             * over for the next closed safe cell (those games are won). */
            uint32_t i = (uint32_t)(snap_rand(&r) % b->n);
            if (b->game == MINES_PLAYING && seed % 3 != 0)
                while (mines_has_mine(b, i) || mines_is_open(b, i))
                    i = (i + 1) % b->n;
            check_flood(b, (int)(i % 16), (int)(i / 16), seed * 1000 + (uint64_t)click, hit);
        }
        mines_free(b);
    }
    for (int l = 0; l < mines_pseudocode.count; l++)
        if (!hit[l])
            fail_msg("flood fill: pseudocode line %d (%s) never reported", l,
                     mines_pseudocode.lines[l]);
}

static void deduce_snap(Snap *s, const void *live, uint64_t pos, const StepReport *r)
{
    const MinesSolve *run = live;
    snap_take(s, pos, run->board->cell, run->board->n, run->text, strlen(run->text) + 1,
              mines_game_name(run->board->game), r);
    s->counters[0] = run->steps;
    s->counters[1] = run->board->flags;
    s->counters[2] = run->board->opened_safe;
    s->counters[3] = run->has_next;
}

/* The deduction engine plays no-guess boards to the end on a timeline
 * (each is won), then seeks among sampled positions. */
static void test_deduction_engine(void **state)
{
    (void)state;
    bool hit[16] = { false };
    const Pseudocode code = mines_solve_pseudocode;
    assert_true(code.count >= 5 && code.count <= 15);
    for (uint64_t seed = 0; seed < 24; seed++) {
        const MinesPreset *p = &mines_presets[seed % 3];
        MinesBoard *b = mines_new(p->w, p->h, p->mines, seed, NULL);
        assert_true(mines_set_no_guess(b, true));
        assert_int_equal(mines_click(b, p->w / 2, p->h / 2), MINES_QUEUED_CELLS);
        mines_finish(b);
        MinesBoard *probe = mines_clone(b, NULL);
        MazeStatus st;
        MinesSolve *run = mines_solve_new(probe, &st);
        assert_non_null(run);
        run->report = NULL;
        while (mines_solve_step(run, 1000) > 0)
            ;
        uint64_t end = run->steps;
        assert_int_equal(probe->game, MINES_WON);
        mines_solve_free(run);
        mines_free(probe);

        StepReport rep;
        run = mines_solve_new(b, &st);
        mines_solve_set_report(run, &rep);
        Timeline *tl = timeline_new_mines_solve(run, &st);
        assert_non_null(tl);
        char text[256];
        assert_true(sentence_write(mines_solve_kinds, &rep, b->w, text, sizeof text, NULL) > 0);
        uint64_t pos[POSITIONS];
        size_t npos = snap_positions(end, seed, pos, POSITIONS);
        Snap first[POSITIONS];
        for (size_t k = 0; k < npos; k++) {
            while (timeline_pos(tl) < pos[k]) {
                assert_int_equal(timeline_step(tl, 1), 1);
                assert_true(rep.line >= 0 && rep.line < code.count && rep.kind > STEP_KIND_NONE);
                hit[rep.line] = true;
                assert_true(run->text[0] != '\0');
                assert_true(sentence_write(mines_solve_kinds, &rep, b->w, text, sizeof text, NULL) > 0);
            }
            deduce_snap(&first[k], run, pos[k], &rep);
        }
        check_seeks(tl, run, deduce_snap, &rep, first, pos, npos, seed + 3, "deduction", seed);
        assert_int_equal(timeline_seek(tl, end), MAZE_OK);
        assert_int_equal(b->game, MINES_WON);
        const StepFact *won = step_find_fact(&rep, "won");
        assert_true(won && won->value == 1);
        assert_non_null(strstr(text, "the board is cleared"));
        timeline_free(tl);
        mines_solve_free(run);
        mines_free(b);
    }
    static const int rules[] = { 2, 3, 5, 6 };
    for (size_t k = 0; k < sizeof rules / sizeof rules[0]; k++)
        if (!hit[rules[k]])
            fail_msg("deduction engine: pseudocode line %d (%s) never reported", rules[k],
                     code.lines[rules[k]]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solvers),
        cmocka_unit_test(test_flood_fill),
        cmocka_unit_test(test_deduction_engine),
    };
    return cmocka_run_group_tests_name("teaching: solvers and flood fill", tests, NULL, NULL);
}
