/* test_app_compare_teach.c - compare mode on the timeline, in the window,
 * through synthetic SDL events into real Apps drawn by the software
 * renderer (SDL_VIDEODRIVER=dummy, no font):
 *   - k Right then j Left show, in every pane, the state (grid, marks,
 *     steps, phase, report) and the pixels that k - j Right show in a
 *     second window; j Right more is the first pass again; 2 and 4 panes;
 *   - Home, End and dragging the slider move every pane as one, exactly;
 *   - ] and [ take every pane to the leading pane's events, spread over
 *     frames: k forward then j back equals k - j forward, state and
 *     pixels;
 *   - each pane writes its last step's sentence in its place (or, with no
 *     room, the pane under the pointer's under them all) and rings the
 *     cells it names; its figures of a maze under way say "so far";
 *   - a pane's algorithm is chosen from its list; Esc closes the list;
 *   - default panes never repeat an algorithm, whatever pane A shows. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/bias/bias_strip.h"
#include "boards/maze/bias/bias_view.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_teach.h"
#include "boards/teach/teach_view.h"
#include "maze/palette.h"
#include "app_rig.h"

/* A rig of `panes` panes showing ids (pane A first), w x h, seed, paused
 * at step 0. */
static void rig_open_compare(Rig *rig, const char *const *ids, int panes, int w, int h, uint64_t seed)
{
    AppSettings s;
    rig_settings(&s, w, h, seed);
    MazeSettings *m = maze_settings(&s);
    m->algo = gen_index(gen_find(ids[0]));
    for (int k = 1; k < panes; k++) {
        m->pane_algo[k] = gen_index(gen_find(ids[k]));
        m->pane_chosen[k] = true;
    }
    m->panes = panes;
    s.once.start_paused = true;
    rig_open(rig, &s);
    assert_int_equal(maze_of(&rig->app)->bias->panes, panes);
    rig_settle_view(rig);
}

/* The rectangles of the rig's panes this frame. */
static void rig_panes(Rig *rig, BiasPaneRects rects[MAZE_MAX_PANES], BiasStripRects *strip)
{
    SDL_Rect a = app_view_maze_area(&rig->view, &rig->app, RIG_SCREEN_W, RIG_SCREEN_H);
    bias_view_layout_all(&rig->view.ui, (UiRect){ a.x, a.y, a.w, a.h }, maze_of(&rig->app)->bias->panes,
                         rects, strip);
}

static uint32_t rig_pixel(const Rig *rig, int x, int y)
{
    const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
    return row[x] | 0xff000000u;
}

/* Fails unless the two windows show every pane the same: state and
 * pixels of each pane's picture. */
static void assert_same_panes(Rig *a, Rig *b, const char *what)
{
    const Bias *ba = maze_of(&a->app)->bias, *bb = maze_of(&b->app)->bias;
    assert_int_equal(ba->panes, bb->panes);
    for (int k = 0; k < ba->panes; k++) {
        const GenRun *ra = ba->pane[k].run, *rb = bb->pane[k].run;
        if (ra->steps != rb->steps)
            fail_msg("%s: pane %c at step %llu vs %llu", what, 'A' + k, (unsigned long long)ra->steps,
                     (unsigned long long)rb->steps);
        assert_memory_equal(ra->grid.pass, rb->grid.pass, ra->grid.n);
        assert_memory_equal(ra->grid.mark, rb->grid.mark, ra->grid.n);
        assert_string_equal(run_phase(ra), run_phase(rb));
        const StepReport *pa = maze_teach_pane_report(&a->app, k), *pb = maze_teach_pane_report(&b->app, k);
        assert_non_null(pa);
        assert_non_null(pb);
        if (!step_report_equal(pa, pb))
            fail_msg("%s: pane %c's reports differ", what, 'A' + k);
    }
    BiasPaneRects rects[MAZE_MAX_PANES];
    rig_panes(a, rects, NULL);
    for (int k = 0; k < ba->panes; k++) {
        UiRect m = rects[k].maze;
        for (int y = m.y; y < m.y + m.h; y++)
            for (int x = m.x; x < m.x + m.w; x++)
                if (rig_pixel(a, x, y) != rig_pixel(b, x, y))
                    fail_msg("%s: pane %c, pixel (%d,%d) differs: %08x vs %08x", what, 'A' + k, x, y,
                             rig_pixel(a, x, y), rig_pixel(b, x, y));
    }
}

/* Every pane stands at min(G, its run's length): the group's lock-step. */
static void assert_lock_step(Rig *rig, uint64_t g)
{
    const Bias *b = maze_of(&rig->app)->bias;
    for (int k = 0; k < b->panes; k++) {
        const GenRun *r = b->pane[k].run;
        assert_true(r->steps == g || (run_done(r) && r->steps < g));
    }
}

static void check_back(const char *const *ids, int panes, int w, int h, uint64_t seed, int k, int j)
{
    char what[160];
    snprintf(what, sizeof what, "%s.. %d panes, %d Right then %d Left", ids[0], panes, k, j);
    Rig a, b;
    rig_open_compare(&a, ids, panes, w, h, seed);
    rig_open_compare(&b, ids, panes, w, h, seed);
    rig_press_key(&a, SDLK_RIGHT, k);
    rig_settle_view(&a);
    uint64_t at_k[MAZE_MAX_PANES];
    for (int p = 0; p < panes; p++)
        at_k[p] = maze_of(&a.app)->bias->pane[p].run->steps;
    rig_press_key(&a, SDLK_LEFT, j);
    rig_settle_view(&a);
    assert_lock_step(&a, (uint64_t)(k - j));
    rig_press_key(&b, SDLK_n, k - j);
    rig_settle_view(&b);
    assert_same_panes(&a, &b, what);
    rig_press_key(&a, SDLK_RIGHT, j);
    for (int p = 0; p < panes; p++)
        assert_int_equal(maze_of(&a.app)->bias->pane[p].run->steps, at_k[p]);
    rig_press_key(&b, SDLK_RIGHT, j);
    rig_settle_view(&a);
    rig_settle_view(&b);
    assert_same_panes(&a, &b, what);
    rig_close(&a);
    rig_close(&b);
}

static void test_back_equals_forward(void **state)
{
    (void)state;
    static const char *const two[][2] = {
        { "wilson", "backtracker" }, { "binary-tree", "kruskal" }, { "eller", "growing-tree" },
    };
    for (size_t c = 0; c < sizeof two / sizeof two[0]; c++)
        check_back(two[c], 2, 14, 10, 3 + c, 60, 25);
    static const char *const four[] = { "backtracker", "kruskal", "binary-tree", "wilson" };
    check_back(four, 4, 12, 8, 1, 40, 40);
    check_back(four, 4, 6, 5, 2, 120, 70);     /* past the binary tree's end, and back */
}

/* Home: every pane at step 0, as a fresh window; End: every pane done, as
 * running them; the slider: every pane at the step under the pointer. */
static void test_home_end_slider(void **state)
{
    (void)state;
    static const char *const ids[] = { "wilson", "sidewinder" };
    Rig a, b;
    rig_open_compare(&a, ids, 2, 16, 12, 7);
    rig_open_compare(&b, ids, 2, 16, 12, 7);
    rig_press_key(&a, SDLK_RIGHT, 50);
    rig_press_key(&a, SDLK_HOME, 1);
    rig_settle_view(&a);
    assert_same_panes(&a, &b, "Home");
    rig_press_key(&a, SDLK_END, 1);
    rig_settle_view(&a);
    assert_true(bias_done(&a.app));
    TeachSpan span;
    assert_true(maze_teach_span(&a.app, &span));
    assert_true(span.known);
    assert_int_equal(span.pos, span.top);
    uint64_t longest = 0;
    for (int k = 0; k < 2; k++) {
        uint64_t n = maze_of(&a.app)->bias->pane[k].run->steps;
        longest = n > longest ? n : longest;
    }
    assert_int_equal(span.top, longest);
    b.app.set.speed = 1.0;
    rig_press_key(&b, SDLK_SPACE, 1);
    for (int k = 0; k < 200 && !bias_done(&b.app); k++)
        rig_input_frame(&b);
    rig_settle_view(&b);
    assert_same_panes(&a, &b, "End");

    /* the slider, dragged to 2/5 of its track */
    UiRect r;
    assert_true(ui_spot(&a.view.ui, TEACH_SLIDER, &r));
    int x0 = r.x + 7, tw = r.w - 14, y = r.y + r.h - 6;
    rig_pointer(&a, SDL_MOUSEMOTION, x0 + tw - 1, y);
    rig_pointer(&a, SDL_MOUSEBUTTONDOWN, x0 + tw - 1, y);
    rig_input_frame(&a);
    rig_pointer(&a, SDL_MOUSEMOTION, x0 + tw * 2 / 5, y);
    rig_input_frame(&a);
    rig_pointer(&a, SDL_MOUSEBUTTONUP, x0 + tw * 2 / 5, y);
    rig_settle_view(&a);
    assert_true(maze_teach_span(&a.app, &span));
    uint64_t want = (uint64_t)((double)(tw * 2 / 5) / tw * (double)longest + 0.5);
    assert_int_equal(span.pos, want);
    assert_lock_step(&a, want);
    Rig c;
    rig_open_compare(&c, ids, 2, 16, 12, 7);
    rig_press_key(&c, SDLK_RIGHT, (int)want);
    rig_settle_view(&c);
    assert_same_panes(&a, &c, "slider");
    rig_close(&a);
    rig_close(&b);
    rig_close(&c);
}

/* ] (or [) pressed once, then frames until the search is done; returns the
 * frames it took. */
static int rig_event(Rig *rig, SDL_Keycode key)
{
    rig_press_key(rig, key, 1);
    int frames = 0;
    while (maze_teach_seeking(&rig->app, NULL) && frames < 100000) {
        rig_input_frame(rig);
        frames++;
    }
    assert_false(maze_teach_seeking(&rig->app, NULL));
    return frames;
}

static void check_events(const char *const *ids, int panes, int w, int h, uint64_t seed, int k, int j)
{
    char what[160];
    snprintf(what, sizeof what, "%s.. %d panes, %d ] then %d [", ids[0], panes, k, j);
    Rig a, b;
    rig_open_compare(&a, ids, panes, w, h, seed);
    rig_open_compare(&b, ids, panes, w, h, seed);
    for (int s = 0; s < k; s++) {
        rig_event(&a, SDLK_RIGHTBRACKET);
        assert_non_null(strstr(a.app.status, "event of pane"));    /* k is within the events */
    }
    for (int s = 0; s < j; s++)
        rig_event(&a, SDLK_LEFTBRACKET);
    for (int s = 0; s < k - j; s++)
        rig_event(&b, SDLK_RIGHTBRACKET);
    TeachSpan sa, sb;
    assert_true(maze_teach_span(&a.app, &sa));
    assert_true(maze_teach_span(&b.app, &sb));
    assert_int_equal(sa.pos, sb.pos);
    assert_lock_step(&a, sa.pos);
    rig_settle_view(&a);
    rig_settle_view(&b);
    assert_same_panes(&a, &b, what);
    /* the leading pane stands on one of its events */
    const StepReport *lead = maze_teach_pane_report(&a.app, 0);
    if (k > j && !run_done(maze_of(&a.app)->bias->pane[0].run))
        assert_true(step_is_milestone(maze_of(&a.app)->bias->pane[0].run->algo->kinds, lead));
    rig_close(&a);
    rig_close(&b);
}

static void test_events_every_pane(void **state)
{
    (void)state;
    static const char *const two[] = { "kruskal", "wilson" };
    check_events(two, 2, 12, 9, 5, 9, 4);
    check_events(two, 2, 12, 9, 5, 3, 3);
    static const char *const four[] = { "binary-tree", "eller", "backtracker", "kruskal" };
    check_events(four, 4, 8, 6, 2, 7, 3);       /* the binary tree ends: Eller's leads on */
}

/* A long search is spread over frames: each frame's share moves it on by
 * whole chunks while the status line says how far it got (a frame with no
 * time to spare still does one chunk), and it lands on Wilson's first walk
 * joining the maze; the frames then show the jump done. */
static void test_events_spread_over_frames(void **state)
{
    (void)state;
    static const char *const one[] = { "wilson" };
    Rig a;
    rig_open_compare(&a, one, 1, 120, 90, 1);
    rig_press_key(&a, SDLK_RIGHTBRACKET, 1);
    uint64_t last = 0;
    int calls = 0;
    while (maze_teach_seek_work(&a.app, 0.0)) {     /* one chunk a call */
        uint64_t now = maze_of(&a.app)->run->steps;
        assert_true(now > last && now - last <= 256);
        assert_non_null(strstr(a.app.status, "Looking for the next event: step"));
        last = now;
        if (calls++ == 0) {     /* a frame drawn meanwhile says so over the maze */
            app_view_frame(&a.view, &a.app);
            bool noted = false;
            const char *t;
            for (size_t at = 0; (t = rig_text(&a, (UiRect){ 0 }, &at));)
                noted |= strstr(t, "Looking for the next event") != NULL;
            assert_true(noted);
        }
    }
    assert_true(calls > 10);
    assert_false(maze_teach_seeking(&a.app, NULL));
    assert_non_null(strstr(a.app.status, "event at step"));
    TeachShow show;
    assert_true(maze_teach_shown(&a.app, &show));
    assert_true(step_is_milestone(show.kinds, show.report));
    uint64_t first = maze_of(&a.app)->run->steps;
    rig_event(&a, SDLK_LEFTBRACKET);    /* and back, through frames */
    assert_int_equal(maze_of(&a.app)->run->steps, 0);
    rig_event(&a, SDLK_RIGHTBRACKET);
    assert_int_equal(maze_of(&a.app)->run->steps, first);
    rig_close(&a);
}

/* Each pane's sentence is written in its own place, and the cells it
 * names are ringed in its picture. */
static void test_sentences_and_focus(void **state)
{
    (void)state;
    static const char *const ids[] = { "backtracker", "kruskal", "binary-tree", "wilson" };
    Rig a;
    rig_open_compare(&a, ids, 4, 12, 8, 3);
    rig_press_key(&a, SDLK_RIGHT, 9);
    rig_settle_view(&a);
    BiasPaneRects rects[MAZE_MAX_PANES];
    BiasStripRects strip;
    rig_panes(&a, rects, &strip);
    for (int k = 0; k < 4; k++) {
        assert_true(rects[k].sentence.h > 0);
        const GenRun *run = maze_of(&a.app)->bias->pane[k].run;
        const StepReport *r = maze_teach_pane_report(&a.app, k);
        char want[256];
        StepNamed named;
        run_explain(run, r, want, sizeof want, &named);
        bool found = false;     /* a line of it, wrapped */
        const char *t;
        for (size_t at = 0; (t = rig_text(&a, rects[k].sentence, &at));)
            found |= strlen(t) > 3 && strncmp(want, t, strlen(t)) == 0;
        if (!found)
            fail_msg("pane %c does not write \"%s\"", 'A' + k, want);
        /* its figures, of a maze under way, say "so far" */
        bool so_far = false;
        for (size_t at = 0; (t = rig_text(&a, rects[k].stats, &at));)
            so_far |= strncmp(t, "so far", 6) == 0;
        assert_true(so_far);
        /* the first cell it names is ringed: the focus colour just inside the cell */
        if (named.ncells > 0) {
            ZoomPlace p = bias_view_pane_place(&((MazeBoardView *)a.view.board[APP_BOARD_MAZE])->bias, k);
            uint32_t c = named.cells[0];
            int bx = 2 * (int)(c % (uint32_t)run->grid.w) + 1, by = 2 * (int)(c / (uint32_t)run->grid.w) + 1;
            int x = p.x + zoom_edge(p.px, bx) + 1, y = p.y + zoom_edge(p.px, by) + (zoom_edge(p.px, by + 1) - zoom_edge(p.px, by)) / 2;
            if (rig_pixel(&a, x, y) != palette_argb(PAL_FOCUS))
                fail_msg("pane %c: cell %u named but not ringed (%08x)", 'A' + k, c, rig_pixel(&a, x, y));
        }
    }
    rig_close(&a);
}

/* Too little room for a sentence each (projector mode's large text): the
 * strip under the panes writes the sentence of the pane under the pointer. */
static void test_sentence_of_the_pane_under_the_pointer(void **state)
{
    (void)state;
    static const char *const ids[] = { "backtracker", "kruskal", "binary-tree", "wilson" };
    Rig a;
    rig_open_compare(&a, ids, 4, 12, 8, 3);
    app_view_set_text(&a.view, NULL, 1.5);      /* projector mode's scale */
    rig_press_key(&a, SDLK_RIGHT, 5);
    rig_settle_view(&a);
    BiasPaneRects rects[MAZE_MAX_PANES];
    BiasStripRects strip;
    rig_panes(&a, rects, &strip);
    assert_int_equal(rects[0].sentence.h, 0);
    assert_true(strip.sentence.h > 0);
    for (int k = 0; k < 4; k++) {
        UiRect m = rects[k].maze;
        rig_pointer(&a, SDL_MOUSEMOTION, m.x + m.w / 2, m.y + m.h / 2);
        rig_input_frame(&a);
        char want[8];
        snprintf(want, sizeof want, "%c: ", 'A' + k);
        bool found = false;
        const char *t;
        for (size_t at = 0; (t = rig_text(&a, strip.sentence, &at));)
            found |= strncmp(t, want, 3) == 0;
        if (!found)
            fail_msg("the strip does not tell pane %c's sentence", 'A' + k);
    }
    rig_close(&a);
}

/* A click on a pane's name opens its list; a click on an entry shows that
 * algorithm there (kept, though pane A shows it too); Esc closes a list. */
static void test_pane_list(void **state)
{
    (void)state;
    static const char *const ids[] = { "kruskal", "wilson" };
    Rig a;
    rig_open_compare(&a, ids, 2, 12, 8, 3);
    UiRect r;
    assert_true(ui_spot(&a.view.ui, "##pane:1", &r));
    rig_click(&a, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(maze_of(&a.app)->pane_menu, 2);
    char label[128];
    bias_strip_pick_label(gen_index(gen_find("kruskal")), 0, label, sizeof label);
    assert_true(ui_spot(&a.view.ui, label, &r));
    rig_click(&a, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(maze_of(&a.app)->pane_menu, 0);
    assert_ptr_equal(maze_of(&a.app)->bias->pane[1].run->algo, gen_find("kruskal"));
    assert_true(maze_set(&a.app)->pane_chosen[1]);
    /* a variant */
    assert_true(ui_spot(&a.view.ui, "##pane:1", &r));
    rig_click(&a, r.x + r.w / 2, r.y + r.h / 2);
    const GenAlgo *gt = gen_find("growing-tree");
    bias_strip_pick_label(gen_index(gt), 2, label, sizeof label);
    assert_true(ui_spot(&a.view.ui, label, &r));
    rig_click(&a, r.x + r.w / 2, r.y + r.h / 2);
    assert_ptr_equal(maze_of(&a.app)->bias->pane[1].run->algo, gt);
    assert_int_equal(maze_of(&a.app)->bias->pane[1].run->variant, 2);
    /* Esc closes; a press away from the list closes it too */
    app_do(&a.app, APP_BOARD_MAZE, MAZE_PANE_MENU, 0);
    assert_int_equal(maze_of(&a.app)->pane_menu, 1);
    rig_press_key(&a, SDLK_ESCAPE, 1);
    assert_int_equal(maze_of(&a.app)->pane_menu, 0);
    app_do(&a.app, APP_BOARD_MAZE, MAZE_PANE_MENU, 1);
    rig_input_frame(&a);
    BiasPaneRects rects[MAZE_MAX_PANES];
    rig_panes(&a, rects, NULL);
    rig_click(&a, rects[0].maze.x + 2, rects[0].maze.y + rects[0].maze.h - 2);
    assert_int_equal(maze_of(&a.app)->pane_menu, 0);
    assert_ptr_equal(maze_of(&a.app)->bias->pane[1].run->algo, gt);    /* nothing picked */
    assert_true(ui_ids_unique(&a.view.ui));
    rig_close(&a);
}

/* Whatever pane A shows, the default panes show four different
 * generators. */
static void test_defaults_never_repeat(void **state)
{
    (void)state;
    AppSettings s;
    rig_settings(&s, 8, 6, 1);
    s.once.start_paused = true;
    Rig a;
    rig_open(&a, &s);
    for (size_t g = 0; g < gen_algo_count; g++) {
        app_do(&a.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 1);
        app_do(&a.app, APP_BOARD_MAZE, MAZE_SELECT_ALGO, (long)g);
        app_do(&a.app, APP_BOARD_MAZE, MAZE_COMPARE_SET, 4);
        const Bias *b = maze_of(&a.app)->bias;
        assert_int_equal(b->panes, 4);
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++)
                if (b->pane[i].run->algo == b->pane[j].run->algo)
                    fail_msg("pane A %s: panes %c and %c both %s", gen_algos[g]->id, 'A' + i, 'A' + j,
                             b->pane[i].run->algo->id);
    }
    rig_close(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_back_equals_forward),
        cmocka_unit_test(test_home_end_slider),
        cmocka_unit_test(test_events_every_pane),
        cmocka_unit_test(test_events_spread_over_frames),
        cmocka_unit_test(test_sentences_and_focus),
        cmocka_unit_test(test_sentence_of_the_pane_under_the_pointer),
        cmocka_unit_test(test_pane_list),
        cmocka_unit_test(test_defaults_never_repeat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
