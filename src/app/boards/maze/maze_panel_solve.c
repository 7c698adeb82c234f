/* maze_panel_solve.c - the maze board's Solve tab: a lesson in getting
 * out rather than in making. The solver and its run, the speed and the
 * timeline (watch the right-hand rule, step back through it), the loops
 * the braid adds to the finished maze, a race on it, changes by hand. SDL-free: widgets record actions. */
#include "boards/maze/maze_panel.h"

#include <stdio.h>

#include "boards/maze/maze_board.h"
#include "boards/maze/maze_edit.h"
#include "boards/maze/maze_teach.h"
#include "boards/teach/teach_view.h"
#include "maze/braid.h"

/* The speed and the timeline's buttons, for the solver once it runs. */
static void maze_panel_solve_time(Ui *ui, App *app)
{
    TeachShow show;
    board_panel_speed(ui, app);
    teach_view_buttons(ui, app, maze_teach_shown(app, &show) && show.tl && timeline_pos(show.tl) > 0);
}

/* The braid: a share of the finished maze's dead ends opened into loops,
 * where a wall follower can circle for ever. */
static void maze_panel_solve_loops(Ui *ui, App *app)
{
    char text[64];
    ui_heading(ui, "Loops");
    ui_space(ui, -2);
    int braid = maze_set(app)->braid;
    snprintf(text, sizeof text, "%d%% of the dead ends", braid);
    board_panel_int_slider(ui, app, PANEL_BRAID, braid, 0, BRAID_MAX, MAZE_SET_BRAID);
    ui_space(ui, -4);
    const Grid *g = &maze_of(app)->run->grid;
    if (run_done(maze_of(app)->run) && g->n <= TEACH_MAX_CELLS)    /* a pass over every cell */
        snprintf(text, sizeof text, "%d%% opened: %u dead ends left", braid,
                 braid_dead_ends(g));
    ui_text(ui, UI_FONT_SMALL, ui_theme.muted, text);
}

/* Changes by hand: the mud brush (else Shift paints it), an open field or
 * every wall, the ends back in their corners, undo and redo. The clicks
 * and drags on the maze do the rest (maze_grip.c). */
static void maze_panel_solve_edit(Ui *ui, App *app)
{
    bool mud = maze_set(app)->mud_brush;
    ui_heading(ui, "Change by hand");
    if (ui_toggle(ui, PANEL_MUD_BRUSH, &mud))
        app_post(app, MAZE_MUD_BRUSH, 0);
    ui_row(ui, 3);
    if (ui_button(ui, PANEL_EDIT_CLEAR, false))
        app_post(app, MAZE_EDIT_FIELD, 1);
    if (ui_button(ui, PANEL_EDIT_FILL, false))
        app_post(app, MAZE_EDIT_FIELD, 0);
    if (ui_button(ui, PANEL_ENDS_CORNERS, false))
        app_post(app, MAZE_ENDS_CORNERS, 0);
    ui_row(ui, 2);
    if (ui_button(ui, "Undo (Ctrl+Z)##edit-undo", false))
        app_post(app, BOARD_UNDO, 0);
    if (ui_button(ui, "Redo (Ctrl+Y)##edit-redo", false))
        app_post(app, BOARD_REDO, 0);
}

/* The race: the chosen solver against a rival on this very maze, side by
 * side in lock-step (BFS against A*: which explores less). */
static void maze_panel_solve_race(Ui *ui, App *app)
{
    const MazeSettings *set = maze_set(app);
    ui_heading(ui, "Race on this maze");
    maze_panel_pick_solver(ui, app, "rival", set->race_solver[1], MAZE_RACE_RIVAL);
    ui_row(ui, 1);
    if (set->race ? ui_button(ui, PANEL_RACE_END, false) : ui_button(ui, PANEL_RACE, false))
        app_post(app, MAZE_RACE, set->race ? -1 : set->race_solver[1]);
}

void maze_panel_solve(Ui *ui, App *app)
{
    maze_panel_solver(ui, app);
    maze_panel_solve_time(ui, app);
    maze_panel_solve_loops(ui, app);
    maze_panel_solve_race(ui, app);
    if (maze_edit_square(app))          /* another shape: no blocks to change */
        maze_panel_solve_edit(ui, app);
    board_panel_footer(ui, app);
}
