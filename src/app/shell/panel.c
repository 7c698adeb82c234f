/* panel.c - the side panel's frame: the tabs, the scroll region, and the
 * shown board's section (each board draws its own). */
#include "shell/panel.h"

#include "boards/maze/bias/bias_panel.h"
#include "boards/maze/maze_panel.h"
#include "boards/mines/mines_panel.h"

/* Screenshot and Help, at the end of a tab. */
static void panel_footer(Ui *ui, App *app)
{
    ui_row(ui, 2);
    if (ui_button(ui, "Screenshot", false))
        app_post(app, APP_SCREENSHOT, 0);
    if (ui_button(ui, "Help (H)", false))
        app_post(app, APP_HELP_TOGGLE, 0);
}

/* The tabs at the top: the maze's two, and Minesweeper, which switches the
 * main area to the board (APP_MODE_TOGGLE). */
static void panel_tabs(Ui *ui, App *app)
{
    bool mines = app->mode == APP_MODE_MINES;
    ui_row(ui, 3);
    if (ui_selectable(ui, PANEL_TAB_MAZE_LABEL, !mines && app->set.panel_tab == PANEL_TAB_MAZE))
        app_post(app, APP_SET_TAB, PANEL_TAB_MAZE);
    if (ui_selectable(ui, PANEL_TAB_BIAS_LABEL, !mines && app->set.panel_tab == PANEL_TAB_BIAS))
        app_post(app, APP_SET_TAB, PANEL_TAB_BIAS);
    if (ui_selectable(ui, PANEL_MODE_MINES, mines))
        app_post(app, APP_SET_TAB, PANEL_TAB_MINES);
}

void panel_run(Panel *p, Ui *ui, App *app, UiRect area)
{
    ui_draw_rect(ui, area, ui_theme.panel);
    int pad = ui_px(ui, 14);
    /* Scrolls when it does not fit: projector mode on a 1280x800 screen. */
    UiRect view = { area.x + pad, area.y + pad, area.w - 2 * pad, area.h - 2 * pad };
    ui_scroll_begin(ui, view, p->scroll);
    panel_tabs(ui, app);
    ui_space(ui, 2);
    if (app->mode == APP_MODE_MINES) {
        mines_panel_run(&p->seed, ui, app);
        panel_footer(ui, app);
    } else if (app->set.panel_tab == PANEL_TAB_BIAS) {
        bias_panel_run(ui, app);
    } else {
        maze_panel_run(&p->seed, ui, app);
    }
    p->scroll = ui_scroll_end(ui, view, p->scroll);
}
