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

/* The tabs at the top, board after board, and Hide. Clicking a tab shows
 * its board with that tab (APP_SHOW_TAB). */
static void panel_tabs(Ui *ui, App *app)
{
    int count = 0;
    for (int k = 0; k < app_board_table.count; k++)
        count += app_boards[k]->tab_count;
    ui_row(ui, count + 1);
    for (int k = 0; k < app_board_table.count; k++) {
        const AppBoard *b = app_boards[k];
        for (int t = 0; t < b->tab_count; t++)
            if (ui_selectable(ui, b->tabs[t], app->shown == k && b->tab(app) == t))
                app_post_action(app, (AppAction){ .board = APP_FROM_SHELL, .kind = APP_SHOW_TAB,
                                                  .arg = k, .value = (uint64_t)t });
    }
    if (ui_button(ui, PANEL_HIDE, false))
        app_post_shell(app, APP_PANEL_TOGGLE, 0);
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
