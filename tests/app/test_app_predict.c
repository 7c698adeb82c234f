/* test_app_predict.c - predict and check in the window (maze_predict.h),
 * through synthetic SDL events into a real App drawn by the software
 * renderer (SDL_VIDEODRIVER=dummy, no font):
 *   - every generator (each variant) and every solver: paused where its
 *     state poses a question, K asks one of those run_questions gives; the
 *     true answer given by clicks (cells on the picture, Check, Yes or
 *     No, a cell of the set) is right, the step runs and bears it out, the
 *     score counts it, and the true answer's cells are ringed;
 *   - a wrong answer scores nothing and shows the true one;
 *   - the cells the prompt names are ringed while it is up; a click on a
 *     cell answers and starts no pan;
 *   - Esc puts the question away without a step; compare mode, a finished
 *     maze and a recording refuse with a reason;
 *   - no key of the window is bound twice (K is the maze's alone). */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_predict.h"
#include "boards/maze/maze_predict_view.h"
#include "boards/maze/maze_teach.h"
#include "maze/palette.h"
#include "app_rig.h"

static void rig_open_paused(Rig *rig, const GenAlgo *algo, int variant, int w, int h, uint64_t seed)
{
    AppSettings s;
    rig_settings(&s, w, h, seed);
    maze_settings(&s)->algo = gen_index(algo);
    maze_settings(&s)->variant = variant;
    s.once.start_paused = true;
    rig_open(rig, &s);
    rig_settle_view(rig);
}

/* The screen point at the middle of cell i, and the ring's place: one
 * pixel inside the cell's left edge, half way down. */
static void rig_cell_point(Rig *rig, uint32_t i, int *x, int *y, int *ring_x)
{
    SDL_Rect a = app_view_maze_area(&rig->view, &rig->app, RIG_SCREEN_W, RIG_SCREEN_H);
    UiRect pic = maze_teach_picture(&rig->view.ui, &rig->app, (UiRect){ a.x, a.y, a.w, a.h });
    MazeBoardView *v = rig->view.board[APP_BOARD_MAZE];
    ZoomPlace p = maze_view_place(v->maze, (SDL_Rect){ pic.x, pic.y, pic.w, pic.h });
    int w = maze_of(&rig->app)->run->grid.w;
    int bx = 2 * (int)(i % (uint32_t)w) + 1, by = 2 * (int)(i / (uint32_t)w) + 1;
    *x = p.x + (zoom_edge(p.px, bx) + zoom_edge(p.px, bx + 1)) / 2;
    *y = p.y + (zoom_edge(p.px, by) + zoom_edge(p.px, by + 1)) / 2;
    if (ring_x)
        *ring_x = p.x + zoom_edge(p.px, bx) + 1;
}

static uint32_t rig_pixel(const Rig *rig, int x, int y)
{
    const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
    return row[x] | 0xff000000u;
}

static void rig_click_cell(Rig *rig, uint32_t i)
{
    int x, y;
    rig_cell_point(rig, i, &x, &y, NULL);
    rig_click(rig, x, y);
}

static void rig_click_button(Rig *rig, const char *id)
{
    UiRect r;
    if (!ui_spot(&rig->view.ui, id, &r))
        fail_msg("no button %s on screen", id);
    rig_click(rig, r.x + r.w / 2, r.y + r.h / 2);
}

/* Fails unless cell i is ringed in the focus colour. */
static void assert_ringed(Rig *rig, uint32_t i, const char *what)
{
    int x, y, rx;
    rig_cell_point(rig, i, &x, &y, &rx);
    if (rig_pixel(rig, rx, y) != palette_argb(PAL_FOCUS))
        fail_msg("%s: cell %u not ringed (%08x)", what, i, rig_pixel(rig, rx, y));
}

/* The run questions are about now (the solver's once it started). */
static const Run *rig_run(Rig *rig)
{
    return maze_predict_run(&rig->app);
}

/* Steps on (Right) until the run's state poses a question; K asks it. */
static const MazePredict *rig_ask(Rig *rig, const char *what)
{
    Question qs[8];
    for (int k = 0; k < 400 && run_questions(rig_run(rig), qs, 8) == 0; k++)
        rig_press_key(rig, SDLK_RIGHT, 1);
    if (run_questions(rig_run(rig), qs, 8) == 0)
        fail_msg("%s: no question in 400 steps", what);
    rig_press_key(rig, SDLK_k, 1);
    rig_settle_view(rig);
    const MazePredict *p = maze_predict_shown(&rig->app);
    assert_non_null(p);
    assert_int_equal(p->phase, PREDICT_ASKING);
    return p;
}

/* Gives p's true answer through the window, as a student would. */
static void rig_answer_truly(Rig *rig, const MazePredict *p)
{
    const Question *q = &p->q;
    switch (q->kind->answer) {
    case ANSWER_CELLS:
        for (uint32_t k = 0; k < q->count; k++)
            rig_click_cell(rig, q->cells[k]);
        assert_int_equal(p->npicked, q->count);
        rig_click_button(rig, MAZE_PREDICT_CHECK_BUTTON);
        break;
    case ANSWER_CELL:
        rig_click_cell(rig, q->cells[0]);
        break;
    case ANSWER_YES_NO:
        rig_click_button(rig, q->value ? MAZE_PREDICT_YES : MAZE_PREDICT_NO);
        break;
    case ANSWER_SET: {
        const Run *run = rig_run(rig);
        uint32_t i = 0;
        while (i < run->ctx.grid->n && run_cell_set(run, i, NULL) != q->value)
            i++;
        assert_true(i < run->ctx.grid->n);
        rig_click_cell(rig, i);
        break;
    }
    }
}

/* One question asked and answered truly in the window. */
static void check_one(Rig *rig, const char *what)
{
    const MazePredict *p = rig_ask(rig, what);
    Question qs[8];
    int n = run_questions(rig_run(rig), qs, 8);
    bool posed = false;
    for (int k = 0; k < n; k++)
        posed |= qs[k].kind == p->q.kind && memcmp(qs[k].cells, p->q.cells, p->q.count * sizeof *p->q.cells) == 0 &&
                 qs[k].value == p->q.value;
    if (!posed)
        fail_msg("%s: asked %s, not one the state poses", what, p->q.kind->id);
    uint64_t before = rig_run(rig)->steps;
    unsigned asked = p->asked;
    rig_answer_truly(rig, p);
    rig_settle_view(rig);
    p = maze_predict_shown(&rig->app);
    if (!p || p->phase != PREDICT_CHECKED)
        fail_msg("%s: %s answered, not checked", what, maze_of(&rig->app)->predict->q.kind->id);
    if (!p->right)
        fail_msg("%s: the true answer to %s was judged wrong", what, p->q.kind->id);
    assert_int_equal(p->asked, asked + 1);
    assert_int_equal(rig_run(rig)->steps, before + 1);
    assert_int_not_equal(p->outcome, QUESTION_CONTRADICTED);
    if (p->q.kind->answer == ANSWER_CELLS || p->q.kind->answer == ANSWER_CELL)
        for (uint32_t k = 0; k < p->q.count; k++)
            assert_ringed(rig, p->q.cells[k], what);
}

static void test_every_generator(void **state)
{
    (void)state;
    for (size_t g = 0; g < gen_algo_count; g++)
        for (int v = 0; v < algo_variant_total(gen_algos[g]); v++) {
            char what[64];
            algo_label(gen_algos[g], v, what, sizeof what);
            Rig rig;
            rig_open_paused(&rig, gen_algos[g], v, 12, 9, 4 + g);
            rig_press_key(&rig, SDLK_RIGHT, 3);
            for (int k = 0; k < 3; k++) {     /* the kinds take turns */
                check_one(&rig, what);
                rig_press_key(&rig, SDLK_RIGHT, 2 + k);
            }
            assert_int_equal(maze_of(&rig.app)->predict->correct, 3);
            rig_close(&rig);
        }
}

static void test_every_solver(void **state)
{
    (void)state;
    for (size_t s = 0; s < solve_algo_count; s++) {
        Rig rig;
        rig_open_paused(&rig, gen_find("backtracker"), 0, 12, 9, 7);
        rig_press_key(&rig, SDLK_END, 1);
        maze_set(&rig.app)->solver = (int)s;
        rig_press_key(&rig, SDLK_w, 1);       /* the solver starts; K pauses it */
        assert_non_null(maze_of(&rig.app)->solve);
        rig_press_key(&rig, SDLK_k, 1);
        assert_true(maze_of(&rig.app)->solve_paused);
        maze_predict_cancel(&rig.app);
        check_one(&rig, solve_algos[s]->id);
        assert_ptr_equal(maze_predict_run(&rig.app), maze_of(&rig.app)->solve);
        rig_press_key(&rig, SDLK_RIGHT, 1);
        check_one(&rig, solve_algos[s]->id);
        rig_close(&rig);
    }
}

/* The backtracker's "which cells could it carve into": a wrong cell
 * scores nothing, and the true cells are ringed; while asking, the cell it
 * stands in (named by the prompt) is ringed, and the click on a cell
 * started no pan. */
static void test_wrong_answer(void **state)
{
    (void)state;
    Rig rig;
    rig_open_paused(&rig, gen_find("backtracker"), 0, 12, 9, 3);
    rig_press_key(&rig, SDLK_RIGHT, 6);
    const MazePredict *p = rig_ask(&rig, "backtracker");
    assert_int_equal(p->q.kind->answer, ANSWER_CELLS);
    uint32_t here = p->q.about.cell;
    assert_ringed(&rig, here, "the prompt's cell");
    int x, y;
    rig_cell_point(&rig, here, &x, &y, NULL);   /* not a cell it could carve into */
    rig_pointer(&rig, SDL_MOUSEMOTION, x, y);
    rig_pointer(&rig, SDL_MOUSEBUTTONDOWN, x, y);
    rig_input_frame(&rig);
    MazeBoardView *v = rig.view.board[APP_BOARD_MAZE];
    assert_false(v->zoom.zoom.dragging);       /* the press answered: no pan */
    rig_pointer(&rig, SDL_MOUSEBUTTONUP, x, y);
    rig_input_frame(&rig);
    assert_int_equal(p->npicked, 1);
    rig_click_cell(&rig, here);         /* a second click takes it back */
    assert_int_equal(p->npicked, 0);
    rig_click_cell(&rig, here);
    rig_click_button(&rig, MAZE_PREDICT_CHECK_BUTTON);
    rig_settle_view(&rig);
    p = maze_predict_shown(&rig.app);
    assert_non_null(p);
    assert_false(p->right);
    assert_int_equal(p->asked, 1);
    assert_int_equal(p->correct, 0);
    for (uint32_t k = 0; k < p->q.count; k++)
        assert_ringed(&rig, p->q.cells[k], "the true answer");
    assert_non_null(strstr(rig.app.status, "Not quite. The answer: "));
    rig_click_button(&rig, MAZE_PREDICT_NEXT);      /* the next question */
    assert_int_equal(maze_predict_shown(&rig.app) ? maze_predict_shown(&rig.app)->phase : PREDICT_NONE,
                     PREDICT_ASKING);
    rig_close(&rig);
}

static void test_escape_and_refusals(void **state)
{
    (void)state;
    Rig rig;
    rig_open_paused(&rig, gen_find("kruskal"), 0, 10, 8, 2);
    rig_press_key(&rig, SDLK_RIGHT, 4);
    rig_ask(&rig, "kruskal");
    uint64_t at = maze_of(&rig.app)->run->steps;
    rig_press_key(&rig, SDLK_ESCAPE, 1);
    assert_null(maze_predict_shown(&rig.app));
    assert_int_equal(maze_of(&rig.app)->run->steps, at);
    assert_int_equal(maze_of(&rig.app)->predict->asked, 0);
    /* a question is put away too by a step taken meanwhile */
    rig_press_key(&rig, SDLK_k, 1);
    assert_non_null(maze_predict_shown(&rig.app));
    rig_press_key(&rig, SDLK_RIGHT, 1);
    assert_null(maze_predict_shown(&rig.app));
    /* compare mode, a finished maze */
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 2);
    rig_press_key(&rig, SDLK_k, 1);
    assert_null(maze_predict_shown(&rig.app));
    assert_non_null(strstr(rig.app.status, "one maze"));
    app_do(&rig.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 1);
    rig_press_key(&rig, SDLK_END, 1);
    rig_press_key(&rig, SDLK_k, 1);
    assert_null(maze_predict_shown(&rig.app));
    assert_non_null(strstr(rig.app.status, "The maze is done"));
    rig_close(&rig);
}

/* Every key code is bound once in the window's table (boards' keys
 * included): K, ] and [ clash with nothing. */
static void test_no_key_bound_twice(void **state)
{
    (void)state;
    SDL_Keycode keys[256];
    size_t n = input_keycodes(keys, 256);
    assert_true(n < 256);
    for (size_t a = 0; a < n; a++)
        for (size_t b = a + 1; b < n; b++)
            if (keys[a] == keys[b])
                fail_msg("key %s is bound twice", SDL_GetKeyName(keys[a]));
    bool k = false;
    for (size_t a = 0; a < n; a++)
        k |= keys[a] == SDLK_k;
    assert_true(k);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_generator),
        cmocka_unit_test(test_every_solver),
        cmocka_unit_test(test_wrong_answer),
        cmocka_unit_test(test_escape_and_refusals),
        cmocka_unit_test(test_no_key_bound_twice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
