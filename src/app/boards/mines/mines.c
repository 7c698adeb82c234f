/* mines.c - the Minesweeper board's view behind its descriptor: its keys,
 * its tab, the board drawn with its header and the engine's marks, its
 * legend. */
#include "boards/mines/mines.h"

#include <SDL.h>

#include "boards/mines/mines_board.h"
#include "boards/mines/mines_hint_view.h"
#include "boards/mines/mines_overlay.h"
#include "boards/mines/mines_panel.h"
#include "boards/mines/mines_teach.h"
#include "boards/teach/teach_view.h"
#include "boards/mines/mines_view.h"

static const char *const mines_tabs[] = { "Mines##tab:mines" };

/* "?" arrives as the key that types it: Shift+/ on most layouts, so "/"
 * alone asks for a hint too. */
static const BoardKey mines_keys[] = {
    { { SDLK_q }, MINES_BOARD_QUEUE_TOGGLE, "Q", "show the flood fill's queue (mines)" },
    { { SDLK_z }, MINES_BOARD_SAFE_TOGGLE, "Z", "show the safe zone (mines)" },
    { { SDLK_QUESTION, SDLK_SLASH }, MINES_BOARD_HINT, "?", "hint: the next deduction, or the odds (mines)" },
    { { SDLK_a }, MINES_BOARD_SOLVE, "A", "the engine solves the board step by step (mines)" },
    { { SDLK_u }, MINES_BOARD_UNDO, "U", "undo the click that hit a mine (mines)" },
};

static int mines_tab(const App *app)
{
    (void)app;
    return 0;
}

static void mines_panel(BoardPanelSeed *seed, Ui *ui, App *app)
{
    mines_panel_run(seed, ui, app);
    board_panel_footer(ui, app);
}

static void *mines_view_state_new(SDL_Renderer *r) { return mines_view_new(r); }
static void mines_view_state_free(void *view) { mines_view_free(view); }
static bool mines_view_state_pending(const void *view)
{
    (void)view;
    return false;
}

/* The board in area: this frame's press on a cell first (recorded), then
 * the cells and the engine's marks, then the header with its face, and
 * the odds' numbers. */
static void mines_draw(void *view, SDL_Renderer *r, App *app, Ui *ui, UiRect area, BoardSeen *seen)
{
    (void)r;
    (void)seen;
    TeachShow show;
    if (mines_teach_shown(app, &show))
        area = teach_view_draw(ui, app, area, &show, mines_of(app)->board->w, mines_of(app)->board->h + 2);
    MinesLayout l = mines_view_zoomed(view, ui, app, area);
    mines_panel_input(ui, app, &l);
    mines_view_draw(view, app, &l);
    if (mines_overlay_header(ui, app, &l))
        mines_view_face(view, mines_overlay_face(ui, &l), mines_face_for(mines_of(app)->board));
    mines_hint_view_odds(ui, app, &l);
}

static void mines_legend(Ui *ui, const App *app, UiRect bar, const BoardSeen *seen)
{
    (void)seen;
    mines_overlay_legend(ui, app, bar);
}

const AppBoard mines_board = {
    .model = &mines_model,
    .tabs = mines_tabs,
    .tab_count = 1,
    .keys = mines_keys,
    .key_count = sizeof mines_keys / sizeof mines_keys[0],
    .tab = mines_tab,
    .panel = mines_panel,
    .slim = mines_panel_slim,
    .view_new = mines_view_state_new,
    .view_free = mines_view_state_free,
    .draw = mines_draw,
    .view_pending = mines_view_state_pending,
    .legend = mines_legend,
};
