/* panel.c - the side panel's frame: a tab for each tab of each board in
 * the table, the scroll region, and the shown board's section (each board
 * lays out its own, tagged as its own actions). */
#include "shell/panel.h"

#include "boards/boards.h"

int panel_width(const Ui *ui, const App *app, int win_w)
{
    if (!app->panel_hidden)
        return ui_px(ui, PANEL_WIDTH);
    /* The slim bar gives way to the maze on a narrow window: projector
     * mode's 255 px would leave a 30x20 maze 46% of a 1024x768 window. */
    int slim = win_w * PANEL_SLIM_SHARE / 100, lo = ui_px(ui, PANEL_SLIM_MIN), hi = ui_px(ui, PANEL_SLIM_WIDTH);
    return slim < lo ? lo : slim > hi ? hi : slim;
}

enum { PANEL_TABS_MAX = 12 };

/* The width a tab's caption needs: a selectable's text inset (8 px on the
 * left, 4 inside its right edge) and a little air. */
static int panel_tab_width(Ui *ui, const char *label)
{
    char shown[64];
    return ui->text_width(ui->text_ctx, UI_FONT_BODY, ui_shown(label, shown, sizeof shown)) + ui_px(ui, 16);
}

/* The tabs at the top, board after board, and Hide, in one row: each as
 * wide as its caption needs and the room left shared out, so that five
 * captions of different lengths fit where equal columns would cut the
 * longest. Clicking a tab shows its board with that tab (APP_SHOW_TAB). */
static void panel_tabs(Ui *ui, App *app)
{
    const char *label[PANEL_TABS_MAX];
    int board[PANEL_TABS_MAX], tab[PANEL_TABS_MAX], width[PANEL_TABS_MAX], n = 0, need = 0;
    for (int k = 0; k < app_board_table.count; k++)
        for (int t = 0; t < app_boards[k]->tab_count && n < PANEL_TABS_MAX - 1; t++, n++) {
            label[n] = app_boards[k]->tabs[t];
            board[n] = k;
            tab[n] = t;
        }
    label[n++] = PANEL_HIDE;
    int gap = ui_px(ui, 4), bh = ui_button_height(ui);
    for (int k = 0; k < n; k++)
        need += (width[k] = panel_tab_width(ui, label[k])) + (k ? gap : 0);
    UiRect row = ui_next(ui, bh), area = ui->area;
    int cy = ui->cy, slack = row.w - need, x = row.x;
    for (int k = 0; k < n; k++) {
        /* Too narrow for every caption: equal columns, as ui_row lays out. */
        int w = slack >= 0 ? width[k] + slack / n + (k == n - 1 ? slack % n : 0) : (row.w - gap * (n - 1)) / n;
        if (k == n - 1)
            w = row.x + row.w - x;
        ui_layout(ui, (UiRect){ x, row.y, w, bh });
        x += w + gap;
        if (k == n - 1) {
            if (ui_button(ui, label[k], false))
                app_post_shell(app, APP_PANEL_TOGGLE, 0);
        } else if (ui_selectable(ui, label[k], app->shown == board[k] && app_boards[board[k]]->tab(app) == tab[k])) {
            app_post_action(app, (AppAction){ .board = APP_FROM_SHELL, .kind = APP_SHOW_TAB,
                                              .arg = board[k], .value = (uint64_t)tab[k] });
        }
    }
    ui->area = area;
    ui->cy = cy;
}

void panel_run(Panel *p, Ui *ui, App *app, UiRect area)
{
    ui_draw_rect(ui, area, ui_theme.panel);
    int pad = ui_px(ui, 14);
    /* Scrolls when it does not fit: projector mode on a 1280x800 screen. */
    UiRect view = { area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad };
    if (app->panel_hidden)
        view = (UiRect){ area.x + pad / 2, area.y + pad / 2, area.w - pad * 3 / 2, area.h - pad };
    int *scroll = app->panel_hidden ? &p->slim_scroll : &p->scroll;
    *scroll = ui_scroll_begin(ui, view, *scroll);
    if (app->panel_hidden) {
        if (ui_button(ui, PANEL_SHOW, false))
            app_post_shell(app, APP_PANEL_TOGGLE, 0);
    } else {
        panel_tabs(ui, app);
    }
    ui_space(ui, 2);
    app->queue.from = app->shown;       /* what the section records is the board's */
    if (app->panel_hidden)
        app_boards[app->shown]->slim(ui, app);
    else
        app_boards[app->shown]->panel(&p->seed, ui, app);
    app->queue.from = APP_FROM_SHELL;
    /* A section just opened (Export) comes into view on the next frame;
     * later the wheel is free to scroll it away. */
    if (!app->panel_hidden && p->reveal_seen != app->reveal_requests && ui->want_seen) {
        *scroll = ui_scroll_reveal(ui, view, *scroll);
        p->reveal_seen = app->reveal_requests;
    }
    *scroll = ui_scroll_end(ui, view, *scroll);
}
