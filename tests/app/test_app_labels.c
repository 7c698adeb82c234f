/* test_app_labels.c - numbers on the maze (maze_labels.h), in a real App
 * drawn by the software renderer with the repository's font:
 *   - cells 12 px apart or more: every column's number over its cell's
 *     centre and every row's left of it, in a gutter the picture leaves
 *     (their glyphs dark on the window's background there); a maze whose
 *     cells are closer gets no gutter and no numbers;
 *   - labels on (T): each cell of Kruskal's under way shows its set's id
 *     (run_cell_set) inside the cell, on a white box; once the maze is
 *     done, each its distance from the entrance (0 in the entrance); off
 *     again, no number in any cell. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "boards/maze/bias/bias.h"
#include "boards/maze/maze.h"
#include "boards/maze/maze_board.h"
#include "boards/maze/maze_labels.h"
#include "boards/maze/maze_teach.h"
#include "app_rig.h"

static void rig_open_algo(Rig *rig, const char *id, int w, int h, uint64_t seed)
{
    AppSettings s;
    rig_settings(&s, w, h, seed);
    maze_settings(&s)->algo = gen_index(gen_find(id));
    s.once.start_paused = true;
    rig_open(rig, &s);
    rig_use_font(rig);
    rig_settle_view(rig);
}

/* The board area, and where the picture went in it. */
static UiRect rig_area(Rig *rig)
{
    SDL_Rect a = app_view_maze_area(&rig->view, &rig->app, RIG_SCREEN_W, RIG_SCREEN_H);
    return (UiRect){ a.x, a.y, a.w, a.h };
}

static ZoomPlace rig_place(Rig *rig)
{
    UiRect pic = maze_teach_picture(&rig->view.ui, &rig->app, rig_area(rig));
    MazeBoardView *v = rig->view.board[APP_BOARD_MAZE];
    return maze_view_place(v->maze, (SDL_Rect){ pic.x, pic.y, pic.w, pic.h });
}

/* The screen rectangle of cell (x, y). */
static UiRect rig_cell(const ZoomPlace *p, int x, int y)
{
    int l = p->x + zoom_edge(p->px, 2 * x + 1), t = p->y + zoom_edge(p->px, 2 * y + 1);
    return (UiRect){ l, t, p->x + zoom_edge(p->px, 2 * x + 2) - l, p->y + zoom_edge(p->px, 2 * y + 2) - t };
}

/* The text drawn with its top-left in r that reads `want`, or NULL. */
static const UiCmd *rig_find_text(Rig *rig, UiRect r, const char *want)
{
    const Ui *ui = &rig->view.ui;
    for (size_t c = 0; c < ui->ncmds; c++)
        if (ui->cmds[c].kind == UI_CMD_TEXT && ui_inside(r, ui->cmds[c].rect.x, ui->cmds[c].rect.y) &&
            strcmp(ui->text + ui->cmds[c].text, want) == 0)
            return &ui->cmds[c];
    return NULL;
}

/* Pixels darker than the window's background in r. */
static int rig_dark_pixels(const Rig *rig, UiRect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)rig->s->pixels + (size_t)y * (size_t)rig->s->pitch);
        for (int x = r.x; x < r.x + r.w; x++)
            n += ((row[x] >> 16) & 0xff) + ((row[x] >> 8) & 0xff) + (row[x] & 0xff) < 300;
    }
    return n;
}

static void test_rows_and_columns(void **state)
{
    (void)state;
    Rig rig;
    rig_open_algo(&rig, "backtracker", 20, 14, 3);
    UiRect area = rig_area(&rig);
    ZoomPlace p = rig_place(&rig);
    assert_true(2 * p.px >= MAZE_LABELS_MIN_PX);
    assert_true(p.area.x > area.x && p.area.y > area.y);   /* the gutter */
    char text[16];
    int lh = rig.view.ui.line_h[UI_FONT_SMALL];
    for (int c = 0; c < 20; c++) {
        snprintf(text, sizeof text, "%d", c);
        UiRect cell = rig_cell(&p, c, 0);
        const UiCmd *t = rig_find_text(&rig, (UiRect){ cell.x - 20, p.y - lh - 4, cell.w + 40, lh + 4 }, text);
        if (!t)
            fail_msg("column %d has no number over it", c);
        int tw = rig.view.ui.text_width(rig.view.ui.text_ctx, UI_FONT_SMALL, text);
        assert_true(abs(t->rect.x + tw / 2 - (cell.x + cell.w / 2)) <= 2);
        assert_true(rig_dark_pixels(&rig, (UiRect){ t->rect.x, t->rect.y, tw, lh }) > 3);
    }
    for (int r = 0; r < 14; r++) {
        snprintf(text, sizeof text, "%d", r);
        UiRect cell = rig_cell(&p, 0, r);
        const UiCmd *t = rig_find_text(&rig, (UiRect){ area.x, cell.y - lh, p.x - area.x, cell.h + lh }, text);
        if (!t)
            fail_msg("row %d has no number beside it", r);
        assert_true(abs(t->rect.y + lh / 2 - (cell.y + cell.h / 2)) <= 2);
    }
    rig_close(&rig);

    /* cells a few pixels apart: no gutter, no numbers */
    rig_open_algo(&rig, "backtracker", 300, 200, 3);
    p = rig_place(&rig);
    assert_true(2 * p.px < MAZE_LABELS_MIN_PX);
    area = rig_area(&rig);
    UiRect pic = maze_teach_picture(&rig.view.ui, &rig.app, area);
    assert_int_equal(pic.x, area.x);
    assert_int_equal(pic.y, area.y);
    assert_null(rig_find_text(&rig, (UiRect){ area.x, area.y, area.w, p.y - area.y + 2 }, "0"));
    rig_close(&rig);
}

/* The number written in cell (x, y), or -1. */
static long rig_cell_number(Rig *rig, const ZoomPlace *p, int x, int y)
{
    UiRect cell = rig_cell(p, x, y);
    const Ui *ui = &rig->view.ui;
    for (size_t c = 0; c < ui->ncmds; c++)
        if (ui->cmds[c].kind == UI_CMD_TEXT && ui_inside(cell, ui->cmds[c].rect.x, ui->cmds[c].rect.y))
            return strtol(ui->text + ui->cmds[c].text, NULL, 10);
    return -1;
}

static void test_sets_and_distances_in_cells(void **state)
{
    (void)state;
    Rig rig;
    rig_open_algo(&rig, "kruskal", 12, 8, 2024);
    rig_press_key(&rig, SDLK_RIGHT, 40);
    rig_press_key(&rig, SDLK_t, 1);
    assert_true(maze_set(&rig.app)->show_labels);
    rig_settle_view(&rig);
    ZoomPlace p = rig_place(&rig);
    const GenRun *run = maze_of(&rig.app)->run;
    int written = 0;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 12; x++) {
            uint32_t id = run_cell_set(run, (uint32_t)(y * 12 + x), NULL);
            long shown = rig_cell_number(&rig, &p, x, y);
            if (id == 0) {
                assert_int_equal(shown, -1);
                continue;
            }
            if (shown != (long)id)
                fail_msg("cell (%d,%d) in set %u shows %ld", x, y, id, shown);
            written++;
            UiRect cell = rig_cell(&p, x, y);
            assert_true(rig_dark_pixels(&rig, (UiRect){ cell.x + 2, cell.y + 2, cell.w - 4, cell.h - 4 }) > 3);
        }
    assert_true(written > 80);
    /* done: distances from the entrance (the heat map's) */
    rig_press_key(&rig, SDLK_END, 1);
    for (int k = 0; k < 5; k++)
        rig_input_frame(&rig);
    rig_settle_view(&rig);
    p = rig_place(&rig);
    const uint32_t *dist = maze_of(&rig.app)->bias->pane[0].dist;
    assert_non_null(dist);
    uint32_t entrance = grid_entrance(&run->grid);
    assert_int_equal(rig_cell_number(&rig, &p, (int)(entrance % 12), (int)(entrance / 12)), 0);
    for (uint32_t i = 0; i < run->grid.n; i++)
        assert_int_equal(rig_cell_number(&rig, &p, (int)(i % 12), (int)(i / 12)), (long)dist[i]);
    /* off: no number in any cell */
    rig_press_key(&rig, SDLK_t, 1);
    rig_settle_view(&rig);
    for (uint32_t i = 0; i < run->grid.n; i++)
        assert_int_equal(rig_cell_number(&rig, &p, (int)(i % 12), (int)(i / 12)), -1);
    rig_close(&rig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_and_columns),
        cmocka_unit_test(test_sets_and_distances_in_cells),
    };
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0)
        return 1;
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    TTF_Quit();
    SDL_Quit();
    return failed;
}
